"""Turn one opened source file into a stream of papers and rejections.

Formats are detected per file from its first bytes (``detect.detect_format``); ``fmt``
forces one.  Every reader consumes the file's one ``SourceStream``, record by record: a
1,000,000-record file costs the memory of one record, and when the reader is done the
stream is read to its end, so ``src.sha256`` is the hash of exactly what was read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from extractor.records import Paper, Rejection
from extractor.sources import (
    arxiv_atom,
    arxiv_oai,
    arxiv_snapshot,
    bibtex,
    csvfile,
    generic,
    huggingface,
    jsonfile,
    listing,
    openreview,
    pwc,
    semantic_scholar,
)
from extractor.sources.detect import container, detect_format, head_text
from extractor.sources.errors import Rejected
from extractor.sources.files import SourceFile, discover, open_source
from extractor.sources.formats import FORMATS

# Bump when reading changes what a file yields for the same bytes (detection, decoding,
# segmentation, field mapping): the skip test keys on (sha256, format, READER_VERSION),
# so every file is then read once more by the new reader (its papers are known: no
# extraction), and a file read with a forced wrong format is read again.
READER_VERSION = "2"

Item = Paper | Rejection


class Companions:
    """Files of the same run that another file's reader may join with (Papers with
    Code's links file for its papers file), found only when a reader asks."""

    def __init__(self, paths: Iterable[str] = ()):
        self.paths = list(paths)
        self._pwc: pwc.LinkIndex | None | bool = False

    def pwc_links(self) -> pwc.LinkIndex | None:
        if self._pwc is False:
            self._pwc = None
            for path in discover(self.paths):
                try:
                    src = open_source(path)
                except Exception:  # noqa: BLE001 - the file's own turn reports it
                    continue
                try:
                    if not src.problem and detect_format(src) == pwc.LINKS:
                        self._pwc = pwc.LinkIndex(_records(src, container(*head_text(src))))
                        break
                except Exception:  # noqa: BLE001
                    continue
                finally:
                    src.stream.release()
        return self._pwc or None

    def close(self) -> None:
        if self._pwc:
            self._pwc.close()
        self._pwc = False


def _records(src: SourceFile, kind: str) -> Iterator[object]:
    keep = lambda record, position, where, source: [record]  # noqa: E731
    read = jsonfile.read_lines if kind == "jsonl" else jsonfile.read_document
    return (r for r in read(src, keep) if not isinstance(r, Rejection))


def _json_family(to_items: Callable) -> Callable[[SourceFile, Companions], Iterator[Item]]:
    """A JSON format whose records may come as one document or one per line."""

    def read(src: SourceFile, companions: Companions) -> Iterator[Item]:
        kind = container(*head_text(src))
        items = pwc.items_with(companions.pwc_links()) if to_items is pwc.items_with else to_items
        yield from (jsonfile.read_lines if kind == "jsonl" else jsonfile.read_document)(src, items)

    return read


READERS: dict[str, Callable[[SourceFile, Companions], Iterator[Item]]] = {
    "listing": lambda src, c: listing.read(src, "listing"),
    "feed": lambda src, c: listing.read(src, "feed"),
    "json": lambda src, c: jsonfile.read_document(src, generic.to_items),
    "jsonl": lambda src, c: jsonfile.read_lines(src, generic.to_items),
    csvfile.NAME: lambda src, c: csvfile.read(src),
    bibtex.NAME: lambda src, c: bibtex.read(src),
    arxiv_atom.NAME: lambda src, c: arxiv_atom.read(src),
    arxiv_oai.NAME: lambda src, c: arxiv_oai.read(src),
    arxiv_snapshot.NAME: _json_family(arxiv_snapshot.to_items),
    openreview.NAME: _json_family(openreview.to_items),
    huggingface.NAME: _json_family(huggingface.to_items),
    semantic_scholar.NAME: _json_family(semantic_scholar.to_items),
    pwc.NAME: _json_family(pwc.items_with),
    pwc.LINKS: _json_family(pwc.no_papers),
}
assert FORMATS == ("auto", *READERS), "extractor.sources.formats lists every reader"


def read_papers(src: SourceFile, fmt: str = "auto", companions: Companions | None = None) -> Iterator[Item]:
    """Papers of one file in order, with a Rejection for each bad line or record.

    A file rejected as a whole before any paper is one Rejection.  A problem found after
    papers were given (a byte that does not decode, deep in the file) raises
    ``Rejected``; a file that changed while it was read raises ``FileChanged``: the
    caller must drop what it took of the file (the loader rolls the file back).
    """
    given = False
    try:
        if src.problem:
            raise Rejected(src.problem)
        fmt = detect_format(src) if fmt == "auto" else fmt
        for item in READERS[fmt](src, companions or Companions()):
            given |= isinstance(item, Paper)
            yield item
        src.sha256 = src.stream.finish()
    except Rejected as exc:
        if given:  # papers were given: the caller drops them; the rest is hashed for the record
            src.sha256 = src.stream.finish(check=False)
            raise
        yield Rejection(src.name, None, str(exc))
        src.sha256 = src.stream.finish(check=False)
    finally:
        src.stream.release()
