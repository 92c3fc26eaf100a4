"""The dataset catalog as spaCy ``PhraseMatcher``s, as a pipe and as a pure function.

Built the scispaCy way: the matchers are made once per process from the catalog's
surface forms (``catalog.surface_forms``) and serve both

* ``match_catalog(doc, offset)``: every catalog match in a Doc, in character offsets --
  what ``extractor.extract.datasets`` runs on small window Docs, and
* the ``dataset_matcher`` pipe (``nlp.add_pipe("dataset_matcher")``; ``annotate(doc)``
  does the same to a Doc made elsewhere, e.g. by ``extractor.nlp.parse``): the longest
  catalog names of a whole Doc as ``doc.ents`` with label ``DATASET`` and the canonical
  name as ``kb_id_``, also kept in ``doc.spans["datasets"]``.

Case rules are per alias: an ``=``-marked alias (``=MATH``, ``=PACS``, ``=ARC``: an
ordinary word or acronym that only names the dataset when capitalised) goes to a matcher
on ``ORTH``; every other form to one on ``LOWER``.  Patterns are tokenized by
the tokenizer of ``nlp``, exactly like running text, and each form is added with the spellings
authors use for it (``_variants``): hyphen, space or nothing where letters meet digits
(``CIFAR10``/``CIFAR-10``/``CIFAR 10``), between camel-case humps (``Scene Flow`` for
``=SceneFlow``) and at the hyphens and spaces of the form (``MS-COCO``/``MS COCO``/
``MSCOCO``).  A contact needs two letters on its letter side and a hump two lower-case
letters before it (``GSM8K`` is never ``GSM8 K``, ``IoT`` never ``Io T``), and a name of four
words or more keeps its spaces: the spellings stay ~50,000, not ~147,000 patterns (memory).

Patterns match whole tokens only: a name the tokenizer keeps glued to more text in one
token (``GSM8K.`` at a sentence end, ``CIFAR-10/100``, ``COCO-2017``) is not matched
here; ``extract_datasets`` reads such tokens on the text's units instead.

These are the raw catalog matches.  Deciding which of them name a dataset in context
(sentence-initial ordinary words, acronyms the paper redefines, names built on a catalog
name such as ``MATH-P-Hard``, model names) is ``extract_datasets``'s job.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from itertools import product
from pathlib import Path

import spacy
from spacy.attrs import LOWER
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc, Span

from extractor import pattern_cache
from extractor.catalog import Catalog, Dataset, get_catalog, surface_forms
from extractor.nlp import get_nlp

LABEL = "DATASET"
SPANS_KEY = "datasets"

# Where a form may be respelled: its single hyphens and spaces, letter/digit contacts and
# camel-case humps (``SceneFlow``/``Scene Flow``, ``StackOverflow``/``Stack Overflow``).
_CUT = pattern_cache.compile(
    r"(?<=[\p{L}\p{N}])(?:-| |(?<=\p{L}{2})(?=\p{N})|(?<=\p{N})(?=\p{L}{2})|(?<=\p{Ll}{2})(?=\p{Lu}))(?=[\p{L}\p{N}])"
)
_JOINS = ("", "-", " ")
# A long multi-word name is only respelled at its letter/digit contacts and hyphens;
# this many cuts at most are varied (3^6 = 729 spellings), the rest kept as written.
_MAX_CUTS = 6


def _variants(surface: str) -> list[str]:
    """``surface`` and its spellings with hyphen, space or nothing at each cut."""
    cuts = list(_CUT.finditer(surface))
    if surface.count(" ") > 2:
        cuts = [c for c in cuts if c.group() != " "]  # a phrase of four words or more keeps its spaces
    if len(cuts) > _MAX_CUTS:
        cuts = [c for c in cuts if c.group() != " "][:_MAX_CUTS]
    if not cuts:
        return [surface]
    pieces = []
    pos = 0
    for c in cuts:
        pieces.append(surface[pos : c.start()])
        pos = c.end()
    last = surface[pos:]
    out = {surface}
    for joins in product(_JOINS, repeat=len(cuts)):
        out.add("".join(map(str.__add__, pieces, joins)) + last)  # each piece and the join after it
    return sorted(out)


def _pattern_tokenizer(nlp: Language) -> Tokenizer:
    """A copy of ``nlp.tokenizer`` (same rules, same vocab) with a cache of its own.

    The tokenizer caches at most ``max_cache_size`` (10,000) distinct chunks and stops
    caching when full; the ~10,000 pattern spellings would fill the shared cache and
    leave every later ``make_doc`` of running text uncached (several times slower).

    The copy is built from the rule objects, not through ``to_bytes``/``from_bytes``: that
    round trip also reloads the shared vocab, emptying its lexeme table, so lexemes made
    before (the tokenizer's special cases such as "i.e.") kept attributes that lexemes
    made after did not get (lexeme flags of the artifacts Matcher): extractors then gave
    different output depending on which of them ran first in a process.
    """
    src = nlp.tokenizer
    return Tokenizer(
        nlp.vocab, rules=src.rules, prefix_search=src.prefix_search, suffix_search=src.suffix_search,
        infix_finditer=src.infix_finditer, token_match=src.token_match, url_match=src.url_match,
        faster_heuristics=src.faster_heuristics,
    )


def _spelling_tokens(nlp: Language, known: dict[str, tuple[str, ...]] | None = None):
    """A function giving the token texts of a pattern spelling, as ``make_doc`` tokenizes it.

    The tokenizer reads each space-delimited chunk on its own, so a spelling with single
    spaces only is tokenized as its chunks one by one; the ~38,000 chunks of the ~18,000
    spellings are ~13,000 distinct ones ("CIFAR" of "CIFAR 10", "CIFAR 100", ...), each
    tokenized once.  Any other white space goes through the tokenizer whole.  ``known``
    (the shipped tokenization, ``shipped_tokens``) answers most chunks without the
    tokenizer: its affix searches cost ~25 µs a chunk, most of building the patterns.
    """
    chunk_tokens: dict[str, tuple[str, ...]] = dict(known or {})
    tokenizer: Tokenizer | None = None

    def tokenize(text: str) -> tuple[str, ...]:
        nonlocal tokenizer
        if tokenizer is None:
            tokenizer = _pattern_tokenizer(nlp)
        return tuple(t.text for t in tokenizer(text))

    def tokens(spelling: str) -> tuple[str, ...]:
        chunks = spelling.split(" ")
        if chunks != spelling.split():
            return tokenize(spelling)
        out: tuple[str, ...] = ()
        for chunk in chunks:
            toks = chunk_tokens.get(chunk)
            if toks is None:
                toks = chunk_tokens[chunk] = tokenize(chunk)
            out += toks
        return out

    return tokens


def catalog_chunks(entries: tuple[Dataset, ...]) -> list[str]:
    """Every distinct space-delimited chunk of every spelling of ``entries``' forms."""
    out: dict[str, None] = {}
    for e in entries:
        for surface, _ in surface_forms(e):
            for v in _variants(surface):
                for chunk in v.split(" "):
                    out[chunk] = None
    return list(out)


TOKENS_FILE = "catalog_tokens.txt"


def write_shipped_tokens(path: Path | None = None) -> Path:
    """Tokenize every catalog chunk with the installed spaCy and write the table that
    ``shipped_tokens`` reads (``make catalog-tokens``; rerun after editing the catalog or
    upgrading spaCy -- ``tests/test_dataset_matcher.py`` fails while it is stale).

    One line per chunk: the chunk alone when it is one token (most are), else the chunk,
    a tab and its tokens separated by spaces (a chunk holds no white space, so neither
    do its tokens)."""
    path = path or Path(str(resources.files("extractor") / "data" / TOKENS_FILE))
    tokenizer = _pattern_tokenizer(get_nlp())
    lines = [f"# spaCy {spacy.__version__}: tokens of the catalog's pattern chunks (make catalog-tokens)"]
    for chunk in sorted(catalog_chunks(get_catalog().entries)):
        if not chunk or any(c.isspace() for c in chunk):
            continue
        toks = [t.text for t in tokenizer(chunk)]
        lines.append(chunk if toks == [chunk] else chunk + "\t" + " ".join(toks))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@lru_cache(maxsize=1)
def shipped_tokens() -> dict[str, tuple[str, ...]]:
    """The catalog chunks' tokens as the tokenizer of the spaCy version that wrote them
    gives them; empty (everything tokenized live) under any other version, whose
    tokenizer rules may differ."""
    try:
        text = (resources.files("extractor") / "data" / TOKENS_FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    return parse_tokens(text, spacy.__version__)


def parse_tokens(text: str, version: str) -> dict[str, tuple[str, ...]]:
    """The table of a tokens file if spaCy ``version`` wrote it, else nothing."""
    head, _, body = text.partition("\n")
    if not head.startswith(f"# spaCy {version}:"):
        return {}
    out: dict[str, tuple[str, ...]] = {}
    for line in body.splitlines():
        chunk, tab, toks = line.partition("\t")
        out[chunk] = tuple(toks.split(" ")) if tab else (chunk,)
    return out


class CatalogMatchers:
    """The two PhraseMatchers and the entry behind each match id.

    Built whole (``load_all``) or filled on demand (``load``): a text can only hold the
    names of the entries anchored on the anchor tokens among its units
    (``Catalog.anchor_entries``), so the extractor adds those entries' patterns before
    matching a text and never builds the rest.  A run over a conference year touches
    about half of the catalog; a daily feed much less.  Matches are the same either way:
    an entry's patterns are all added at once, before any text that could hold it is
    matched.
    """

    __slots__ = (
        "lower", "orth", "entries", "_catalog", "_todo", "_done", "_tokens", "_strings", "_lower_of", "_lowers"
    )

    def __init__(
        self,
        nlp: Language,
        catalog_entries: tuple[Dataset, ...],
        *,
        lazy: bool = False,
        known_tokens: dict[str, tuple[str, ...]] | None = None,
    ):
        self.lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.orth = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.entries: dict[int, Dataset] = {}
        self._strings = nlp.vocab.strings
        self._todo: dict[int, Dataset] = dict(enumerate(catalog_entries))  # entries not added yet
        # every entry's name, the label the matcher reports, is interned for good now, when
        # the matchers are built (before any memory zone: ``paper.warm_up``): interned first
        # inside a zone, where a text had already written it ("NfS" in "NfS30"), it stays
        # that zone's transient string and the matcher's label is gone once the zone ends
        for e in self._todo.values():
            self._strings.add(e.name, allow_transient=False)
        self._done: set = set()  # words whose entries are all added
        self._tokens = _spelling_tokens(nlp, known_tokens)
        # a lexeme's LOWER is its vocab's getter applied to its text
        self._lower_of = nlp.vocab.lex_attr_getters.get(LOWER, str.lower)
        self._lowers: dict[str, int] = {}
        if not lazy:
            self.load_all()

    def load(self, anchor_entries: dict[bytes, tuple[int, ...]], words) -> None:
        """Add the entries anchored on any of ``words`` (a collection of catalog anchor tokens)."""
        todo = self._todo
        if not todo:
            return
        # a text's words were nearly all loaded for an earlier text: one subset test
        # instead of a look-up per word and entry (the words are walked as ever otherwise)
        done = self._done
        if done.issuperset(words):
            return
        for w in words:
            for i in anchor_entries.get(w, ()):
                e = todo.pop(i, None)
                if e is not None:
                    self._add(e)
            done.add(w)

    def load_all(self) -> CatalogMatchers:
        for e in self._todo.values():
            self._add(e)
        self._todo.clear()
        return self

    def _lower(self, text: str) -> int:
        key = self._lowers.get(text)
        if key is None:
            key = self._lowers[text] = self._strings.add(self._lower_of(text))
        return key

    def _add(self, e: Dataset) -> None:
        tokens = self._tokens
        orth = self._strings.add
        lower = self._lower
        lowers = self._lowers  # looked up inline: a call per token is most of a load's cost
        # one pattern per distinct token sequence (many spellings tokenize alike), in the
        # order first seen; a pattern is given to the matcher as the token attribute it
        # reads (the ``ORTH`` / ``LOWER`` hash of each token, what the matcher takes from
        # a pattern Doc), so neither a Doc nor a lexeme is made for it
        folded: dict[tuple[int, ...], None] = {}
        exact: dict[tuple[int, ...], None] = {}
        seen: set[tuple[str, bool]] = set()  # forms share spellings (CIFAR-10, CIFAR10)
        for surface, cs in surface_forms(e):
            for v in _variants(surface):
                if (v, cs) in seen:
                    continue
                seen.add((v, cs))
                if cs:
                    exact[tuple(map(orth, tokens(v)))] = None
                else:
                    folded[tuple([lowers[t] if t in lowers else lower(t) for t in tokens(v)])] = None
        # the matcher looks its keys up by hash when it reports a match: interned for
        # good even when the entry is loaded inside a memory zone (its tokens need not be)
        self.entries[self._strings.add(e.name, allow_transient=False)] = e
        if folded:
            self.lower.add(e.name, list(folded))
        if exact:
            self.orth.add(e.name, list(exact))

    def __call__(self, doc: Doc) -> list[tuple[int, int, Dataset, bool]]:
        """(start token, end token, entry, case-sensitive) for every match, sorted by start,
        longer first, a case-exact match before a folded one over the same tokens."""
        entries = self.entries
        out = [(s, e, entries[m], True) for m, s, e in self.orth(doc)]
        out += [(s, e, entries[m], False) for m, s, e in self.lower(doc)]
        out.sort(key=lambda x: (x[0], -x[1], not x[3]))
        return out


@lru_cache(maxsize=4)
def _shared(catalog: Catalog | None = None) -> CatalogMatchers:
    """The matchers of ``catalog`` (the package catalog if None), lazy, one per catalog
    and process on the shared vocab (a catalog with corpus-level names is another one)."""
    return CatalogMatchers(get_nlp(), (catalog or get_catalog()).entries, lazy=True, known_tokens=shipped_tokens())


def get_matchers() -> CatalogMatchers:
    """The matchers for the package catalog, whole, once per process on the shared vocab."""
    return _shared().load_all()


def load_for(words, catalog: Catalog | None = None) -> CatalogMatchers:
    """The shared matchers with (at least) the entries anchored on ``words`` added: what
    a text whose anchor tokens are ``words`` needs (``Catalog.anchor_entries``)."""
    m = _shared(_same(catalog))
    m.load((catalog or get_catalog()).anchor_entries, words)
    return m


def _same(catalog: Catalog | None) -> Catalog | None:
    """None for the package catalog, so that it has one set of matchers however named."""
    return None if catalog is None or catalog is get_catalog() else catalog


def token_matches(doc: Doc) -> list[tuple[int, int, Dataset, bool]]:
    """Every catalog match of ``doc`` as (start token, end token, entry, case-sensitive)."""
    return get_matchers()(doc)


def loaded_matches(doc: Doc, catalog: Catalog | None = None) -> list[tuple[int, int, Dataset, bool]]:
    """``token_matches`` with only the entries added so far (``load_for``): complete for
    a text once ``load_for`` has been given its anchor tokens."""
    return _shared(_same(catalog))(doc)


def match_catalog(window_doc: Doc, offset: int = 0) -> list[tuple[int, int, Dataset]]:
    """Every catalog match of ``window_doc`` as (start_char, end_char, entry), overlapping
    ones included, sorted by start (longer first); ``offset`` is added to the character
    offsets (a window Doc of ``text[offset:...]`` gives offsets into ``text``)."""
    out = []
    for s, e, entry, _ in token_matches(window_doc):
        last = window_doc[e - 1]
        out.append((offset + window_doc[s].idx, offset + last.idx + len(last.text), entry))
    return out


def longest(matches: list[tuple[int, int, Dataset, bool]]) -> list[tuple[int, int, Dataset, bool]]:
    """Leftmost-longest non-overlapping matches (``matches`` sorted as ``token_matches``)."""
    out = []
    floor = 0
    for m in matches:
        if m[0] >= floor:
            out.append(m)
            floor = m[1]
    return out


def dataset_spans(doc: Doc, matchers: CatalogMatchers | None = None) -> list[Span]:
    """The leftmost-longest catalog names of ``doc`` as ``DATASET`` spans whose ``kb_id_``
    is the canonical name."""
    found = (matchers or get_matchers())(doc)
    return [Span(doc, s, e, label=LABEL, kb_id=entry.name) for s, e, entry, _ in longest(found)]


def annotate(doc: Doc, matchers: CatalogMatchers | None = None) -> Doc:
    """Add the catalog names as entities (label ``DATASET``, ``kb_id_`` the canonical name)
    and as ``doc.spans["datasets"]``; entities already set win over overlapping ones."""
    spans = dataset_spans(doc, matchers)
    doc.spans[SPANS_KEY] = spans
    taken = set()
    for ent in doc.ents:
        taken.update(range(ent.start, ent.end))
    new = [sp for sp in spans if not taken.intersection(range(sp.start, sp.end))]
    if new:
        doc.ents = sorted([*doc.ents, *new], key=lambda sp: sp.start)
    return doc


class DatasetMatcher:
    """The ``dataset_matcher`` pipe: ``annotate`` with matchers on the pipeline's vocab
    (the shared ones when it is ``extractor.nlp.get_nlp()``'s)."""

    def __init__(self, nlp: Language):
        shared = get_nlp()
        self.matchers = get_matchers() if nlp.vocab is shared.vocab else CatalogMatchers(nlp, get_catalog().entries)

    def __call__(self, doc: Doc) -> Doc:
        return annotate(doc, self.matchers)


@Language.factory("dataset_matcher")
def make_dataset_matcher(nlp: Language, name: str) -> DatasetMatcher:
    """``nlp.add_pipe("dataset_matcher")`` after the tokenizer (and any sentence pipe)."""
    return DatasetMatcher(nlp)
