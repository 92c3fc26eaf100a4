"""Which reader a file is for, from its first bytes (``--format`` skips this).

Each format is recognised by its own marks: XML by its root element and namespace,
BibTeX by ``@type{`` entries, CSV by a header row of known column names, JSON by the
keys of its first records (an OpenReview note's ``content`` and ``forum``, a Semantic
Scholar ``paperId`` ...), anything else is a text listing.  A file that looks like a
known kind but cannot be mapped (XML of another schema, an HTML page, BibTeX without
abstracts, a CSV or JSON without an abstract field) is rejected here, saying what was
recognised and what was missing, before anything of it is stored.
"""

from __future__ import annotations

import io

import regex

from extractor import pattern_cache
from extractor.sources import (
    arxiv_atom,
    arxiv_oai,
    arxiv_snapshot,
    bibtex,
    csvfile,
    generic,
    huggingface,
    openreview,
    pwc,
    semantic_scholar,
)
from extractor.sources.errors import Rejected
from extractor.sources.files import SourceFile
from extractor.sources.jsonstream import JSONError, TooDeep, json_records, parse_line, wrapped
from extractor.sources.mapping import norm_key
from extractor.sources.stream import HEAD
from extractor.sources.xmlstream import XMLError, local, namespace, refused

SAMPLE = 20  # records looked at to recognise a JSON shape
_HTML = pattern_cache.compile(
    r"^(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>])", regex.I | regex.S)
_OAI_SCHEMAS = {"http://arxiv.org/OAI/arXiv/", "http://arxiv.org/OAI/arXivRaw/"}


def head_text(src: SourceFile) -> tuple[str, bool]:
    """The decoded start of the file (at most ``HEAD`` bytes) and whether it is all of it."""
    head = src.stream.head(HEAD)
    return head.decode(src.encoding or "utf-8", "ignore").lstrip("\ufeff"), len(head) < HEAD


def detect_format(src: SourceFile) -> str:
    """A format name of ``reader.FORMATS``; raises ``Rejected`` for a file no reader can map."""
    text, complete = head_text(src)
    start = text.lstrip(" \t\r\n")
    if start.startswith("<"):
        return _xml(src.stream.head(HEAD), start)
    if start.startswith(("[", "{")):
        return json_shape(text, complete)
    if start.startswith(("@", "%")) or bibtex.ENTRY.match(start):
        found = _bibtex(text)
        if found:
            return found
    columns = csvfile.header(start)
    if columns:
        abstract_keys = {norm_key(k) for k in generic.TABLE.abstract}
        if not any(norm_key(c) in abstract_keys for c in columns):
            raise Rejected(f"CSV with columns {', '.join(columns[:12])}: no abstract column "
                           f"(looked for {', '.join(generic.TABLE.abstract[:3])})")
        return csvfile.NAME
    return "listing"


def _xml(head: bytes, start: str) -> str:
    if _HTML.match(start):
        raise Rejected("an HTML page, not a listing: save the listing's data (JSON, text, XML feed) instead")
    import defusedxml.ElementTree as safe_et
    from defusedxml import DefusedXmlException

    tags: list[str] = []
    try:
        for _, elem in safe_et.iterparse(io.BytesIO(head), events=("start",)):
            tags.append(elem.tag)
            if len(tags) > 2000:
                break
    except XMLError as exc:  # past the root, a break is the head's end or the reader's to report
        if not tags or isinstance(exc, DefusedXmlException):
            raise Rejected(refused(exc)) from None
    root = tags[0]
    if root == f"{{{arxiv_atom.ATOM}}}feed":
        return arxiv_atom.NAME
    if local(root) == "OAI-PMH" and namespace(root) == arxiv_oai.OAI:
        schemas = {namespace(t) for i, t in enumerate(tags) if i and local(tags[i - 1]) == "metadata"}
        other = schemas - _OAI_SCHEMAS
        if other and not schemas & _OAI_SCHEMAS:
            raise Rejected(f"OAI-PMH records with metadata in {sorted(other)[0] or 'no namespace'}: "
                           "extractor reads the arXiv and arXivRaw metadata formats")
        return arxiv_oai.NAME
    raise Rejected(f"XML with root element <{local(root)}> ({namespace(root) or 'no namespace'}): not a format "
                   "extractor reads (arXiv Atom feeds, arXiv OAI-PMH responses)")


def _bibtex(text: str) -> str | None:
    blocks = [b for _, b in bibtex.entries(enumerate(text.splitlines(), 1))]
    papers = [b for b in blocks if bibtex.ENTRY.match(b).group("type").lower() not in ("string", "comment", "preamble")]
    if not papers:
        return None
    if not any(regex.search(r"(?im)^\s*abstract\s*=", b) for b in papers):
        raise Rejected(f"BibTeX with {len(papers)} entries and no abstract field in them: nothing to read")
    return bibtex.NAME


def container(text: str, complete: bool) -> str:
    """``jsonl`` or ``json`` (one document).  A bad first line does not make a JSON Lines
    file a document: it is JSON Lines when most of its other lines are records alone."""
    start = text.lstrip(" \t\r\n")
    if start.startswith("["):
        return "json"
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not complete and lines and not text.endswith("\n"):
        lines.pop()  # cut by the end of the head
    if not lines:
        return "json"
    if _record_line(lines[0]):
        return "jsonl"
    rest = lines[1:SAMPLE * 10]
    good = sum(_record_line(line) for line in rest)
    return "jsonl" if good and 2 * good >= len(rest) else "json"


def _record_line(line: str) -> bool:
    if not line.startswith("{"):
        return False
    try:
        return isinstance(parse_line(line), (dict, TooDeep))
    except JSONError:
        return False


def sample_records(text: str, complete: bool, kind: str) -> list[dict]:
    if kind == "jsonl":
        out = []
        for line in text.splitlines():
            line = line.strip()
            if line.startswith("{"):
                try:
                    value = parse_line(line)
                except JSONError:
                    continue
                inner = wrapped(value)
                out.extend(v for v in ([value] if inner is None else inner[:SAMPLE]) if isinstance(v, dict))
            if len(out) >= SAMPLE:
                break
        return out
    out = []
    try:
        for value in json_records(io.BytesIO(text.encode("utf-8", "surrogatepass"))):
            if isinstance(value, dict):
                out.append(value)
            if len(out) >= SAMPLE:
                break
    except JSONError:
        pass  # the end of the head, or a break the reader will report
    return out


# (format, test on a record), the first that any sampled record passes wins
SHAPES = (
    (openreview.NAME, openreview.is_note),
    (huggingface.NAME, huggingface.is_item),
    (semantic_scholar.NAME, semantic_scholar.is_paper),
    (arxiv_snapshot.NAME, lambda r: any(keys <= r.keys() for keys in arxiv_snapshot.SIGNATURE)),
    (pwc.NAME, pwc.is_paper),
    (pwc.LINKS, pwc.is_link),
)


def json_shape(text: str, complete: bool) -> str:
    kind = container(text, complete)
    records = sample_records(text, complete, kind)
    if not records:
        return kind  # nothing to judge by (a first record longer than the head): generic
    for name, test in SHAPES:
        if any(test(r) for r in records):
            return name
    if any(_has_key(r, generic.TABLE.abstract) for r in records):
        return kind
    keys = sorted({k for r in records for k in r if isinstance(k, str)})
    raise Rejected(f"JSON records with keys {', '.join(keys[:12])}{' ...' if len(keys) > 12 else ''}: "
                   f"no abstract field (looked for {', '.join(generic.TABLE.abstract[:3])})")


def _has_key(record: dict, paths: tuple[str, ...]) -> bool:
    wanted = {norm_key(p) for p in paths}
    return any(isinstance(k, str) and norm_key(k) in wanted for k in record)
