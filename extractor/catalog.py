"""The catalog of known datasets and the stop-list of models.

Both are data, so that adding a dataset or a model is a one-line change reviewed like any
other, not a code change: the catalog is ``extractor/data/datasets.csv``, the models a
lexicon (``extractor/data/lexicon/models.tsv``, read by ``extractor.lexicon``).  They are
read once per process (``lru_cache``) because every extractor call consults them.

Surface forms are compared by *key*: the alphanumeric runs ("units") of the text
concatenated.  Authors write the same name as ``CIFAR10``, ``CIFAR-10`` and
``CIFAR 10``; all three have the key ``cifar10``, so spelling variants never have to be
listed by hand, and the same folding is used for lookups and for matching running text.
An alias written ``=MATH`` keeps its case in the key, because it is an ordinary word or
acronym ("math", "Places", "Traffic") that only names the dataset when capitalised.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from extractor import lexicon, pattern_cache

DOMAINS = frozenset(
    "vision language speech rl graphs tabular biomedicine code math robotics "
    "multimodal time-series audio recsys other".split()
)
KINDS = frozenset({"dataset", "benchmark", "corpus", "environment"})

# A unit is a maximal run of letters/digits; everything else is a gap between units.
UNIT = pattern_cache.compile(r"[\p{L}\p{N}]+\+*")  # a trailing "+" is part of the name (HumanEval+)
# Gaps that may sit *inside* one name: spaces, hyphens/dashes, and the odd joiner seen in
# real names (``Tanks & Temples``, ``AG's News``, ``SQuAD 1.1``, ``CNN/DailyMail``).
INNER_GAP = pattern_cache.compile(r"\s{1,2}|\s?[-‐‑–_/&+]\s?|[.'’]")


class CatalogError(ValueError):
    """A row of a data file is malformed; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class Dataset:
    name: str
    domain: str
    kind: str
    aliases: tuple[str, ...] = ()
    discovered: bool = False  # a name another paper of the corpus gave a dataset (``with_names``)


@dataclass(frozen=True, slots=True, eq=False)  # compared and hashed by identity: one per build
class Catalog:
    entries: tuple[Dataset, ...]
    cased: dict[str, Dataset]  # key with case kept -> entry (``=`` aliases)
    folded: dict[str, Dataset]  # lower-case key -> entry
    prefixes: frozenset[str]  # every prefix of every lower-case key, to stop scans early
    max_units: int  # most units any alias spans in running text
    models: frozenset[str]  # lower-case keys of the stop-list
    model_heads: frozenset[str]  # first unit of multi-unit-free model names ("gpt", "resnet")
    # Prefilter for running text: lower-case ASCII anchor token -> (how many characters
    # of a name may precede it, how many follow it, the letters a name needs before and
    # after it: see ``_contexts``, and those letters joined to the token: see ``_needs``).
    # Every alias has one anchor chunk (its least common word part); any way the text can
    # split the alias into units puts the anchor inside one unit, and that unit is listed.
    anchors: dict[bytes, tuple[int, int, tuple | None, tuple | None, tuple | None]] = field(default_factory=dict)
    anchor_words: frozenset[bytes] = frozenset()
    # anchor token -> indices (into ``entries``) of the entries with an alias anchored on
    # it: a text can only hold names of the entries of the anchor tokens among its units
    anchor_entries: dict[bytes, tuple[int, ...]] = field(default_factory=dict)


def units(text: str) -> list[str]:
    return UNIT.findall(text)


@lru_cache(maxsize=8192)
def key(text: str, *, cased: bool = False) -> str:
    """The folding key: units concatenated, lower-cased unless ``cased``.

    Cached, like ``lookup`` and ``is_model``: every extractor asks about the same names
    again and again (each dataset and artifact of a paper several times, the common
    names paper after paper), and the answer depends on the string alone."""
    k = "".join(UNIT.findall(text))
    return k if cased else k.lower()


def _read(name: str) -> str:
    return resources.files("extractor").joinpath("data", name).read_text(encoding="utf-8")


def _parse_catalog(text: str, source: str = "datasets.csv") -> list[Dataset]:
    reader = csv.reader(io.StringIO(text))
    header = next(reader, None)
    if header != ["name", "domain", "kind", "aliases"]:
        raise CatalogError(f"{source}: header must be name,domain,kind,aliases, got {header}")
    out: list[Dataset] = []
    for row in reader:
        line = reader.line_num
        if not row or not any(c.strip() for c in row):
            continue
        if len(row) != 4:
            raise CatalogError(f"{source} line {line}: expected 4 fields, got {len(row)}: {row}")
        name, domain, kind, aliases = (c.strip() for c in row)
        if not name or not key(name):
            raise CatalogError(f"{source} line {line}: empty name")
        if domain not in DOMAINS:
            raise CatalogError(f"{source} line {line}: unknown domain {domain!r} for {name!r}")
        if kind not in KINDS:
            raise CatalogError(f"{source} line {line}: unknown kind {kind!r} for {name!r}")
        alias_list = tuple(a.strip() for a in aliases.split("|") if a.strip()) if aliases else ()
        for a in alias_list:
            if not key(a.lstrip("=")):
                raise CatalogError(f"{source} line {line}: alias {a!r} of {name!r} has no letters")
        out.append(Dataset(name, domain, kind, alias_list))
    return out


def surface_forms(entry: Dataset) -> list[tuple[str, bool]]:
    """(surface, case_sensitive) pairs for an entry, the name included.

    The name is matched without case unless it is also listed as an ``=`` alias: that is
    how a dataset named by an ordinary word (``MATH``, ``Traffic``) is kept case-exact.
    """
    forms = [(a[1:], True) if a.startswith("=") else (a, False) for a in entry.aliases]
    if not any(cs and key(s) == key(entry.name) for s, cs in forms):
        forms.insert(0, (entry.name, False))
    return forms


# A name's chunks: where authors really split one name into separate units ("Image Net",
# "CIFAR 10", "Multi-30K", "MS-COCO"): between a word of 2+ letters and a number, and
# between camel-case humps of 3+ letters; never inside "A2D2", "GSM8K" or "MuJoCo".
_CHUNK_CUT = pattern_cache.compile(r"(?<=\p{L}{2})(?=\p{N})|(?<=\p{L}{2}\p{Ll})(?=\p{Lu}\p{Ll}{2})")
@lru_cache(maxsize=1)
def _anchor_tiers() -> dict[str, str]:
    """Words too common to anchor a name on when it has a rarer part, by tier
    (``data/lexicon/anchor_words.tsv``): "headword" (a name may end with it: "MATH
    dataset"; the worst anchors of all) or "frequent" (a whole word in hundreds of
    conference abstracts)."""
    return {row["word"]: row["tier"] for row in lexicon.load("anchor_words")}


@lru_cache(maxsize=1)
def _stop_words() -> frozenset[str]:
    # imported here: ``spacy.lang.en`` imports all of spaCy (half a second), which the
    # loader's catalog sync and lookups do not need
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)

def _anchor_rank(chunk: str, i: int) -> tuple:
    common = _anchor_tiers().get(chunk)
    tier = (
        5 if not chunk.isascii() else
        4 if len(chunk) == 1 or chunk in _stop_words() else
        3 if chunk.isdigit() else
        2 if common == "headword" else
        1 if common == "frequent" else
        0
    )
    return (tier, -len(chunk), i)


def _chunks(surface: str) -> list[str]:
    out: list[str] = []
    for u in units(surface):
        out += [c for c in _CHUNK_CUT.split(u.rstrip("+")) if c]
    return out


def _anchor_tokens(surface: str) -> list[tuple[str, int, str, str, int]]:
    """(token, characters before it, letters before, letters after, characters after)
    for every unit the text may cut around the anchor.

    The anchor is the alias's least frequent chunk (``_anchor_rank``: a rare word before
    a frequent one, a head word like "dataset" or a lone letter or number last).  Text that
    splits the alias only between chunks -- all real spelling variants -- keeps the
    anchor inside one unit made of contiguous chunks, so listing every contiguous run of
    chunks that contains the anchor catches every such spelling.
    """
    chunks = [c.lower() for c in _chunks(surface)]
    if not chunks:
        return []
    k = min(range(len(chunks)), key=lambda i: _anchor_rank(chunks[i], i))
    if not chunks[k].isascii():
        raise CatalogError(f"alias {surface!r} has no ASCII part to anchor it in running text")
    # The prefilter splits text at every non-ASCII character, so a run stops at one.
    lo, hi = k, k
    while lo > 0 and chunks[lo - 1].isascii():
        lo -= 1
    while hi + 1 < len(chunks) and chunks[hi + 1].isascii():
        hi += 1
    out = []
    for a in range(lo, k + 1):
        before = sum(len(c) for c in chunks[:a]) + 3 * a  # a gap between units is at most 3 characters
        left = "".join(chunks[lo:a])  # the letters the ASCII view of the text shows
        for b in range(k, hi + 1):
            after = sum(len(c) for c in chunks[b + 1 :]) + 3 * (len(chunks) - b - 1)
            out.append(("".join(chunks[a : b + 1]), before, left, "".join(chunks[b + 1 : hi + 1]), after))
    return out


def _contexts(pairs: set[tuple[str, str]] | None) -> tuple[tuple[bytes, ...] | None, tuple[bytes, ...] | None]:
    """(letters one of which must come before, letters one of which must come after), as
    tuples for ``bytes.endswith``/``startswith``; None where nothing is needed, and for
    the rare anchor needing both, the pairs joined by a space (split again when read)."""
    if pairs is None:
        return None, None
    if all(not r for _, r in pairs):
        return tuple(sorted({lf.encode() for lf, _ in pairs})), None
    if all(not lf for lf, _ in pairs):
        return None, tuple(sorted({r.encode() for _, r in pairs}))
    return (), tuple(sorted(f"{lf} {r}".encode() for lf, r in pairs))


def _needs(token: bytes, before: tuple | None, after: tuple | None) -> tuple[bytes, ...] | None:
    """What the text's ASCII letters, all its separators dropped, must hold somewhere for
    the token to pass its context test (``_contexts``): a before-letters + token +
    after-letters string of one of its contexts; None where the token needs no context.

    The context test reads the letters right before and after one occurrence of the
    token, separators dropped; that is a substring of the whole text read the same way,
    so a text without any of these strings fails the test at every occurrence, and one
    ``bytes in`` per token rejects most anchor words before they are looked up at all.
    A string holding another one listed is dropped: the shorter one is in the text
    whenever the longer one is (``imagenet`` stands for ``imagenet1k``, ``imagenet100``).
    """
    if before is None and after is None:
        return None
    if before is None:
        needs = {token + r for r in after}
    elif after is None:
        needs = {lf + token for lf in before}
    else:
        needs = {c.replace(b" ", token) for c in after}
    return tuple(sorted(n for n in needs if not any(m != n and m in n for m in needs)))


def _build(entries: list[Dataset], model_lines: list[str]) -> Catalog:
    cased: dict[str, Dataset] = {}
    folded: dict[str, Dataset] = {}
    prefixes: set[str] = set()
    max_units = 1
    anchors: dict[bytes, tuple[int, int, set | None]] = {}
    anchor_entries: dict[bytes, dict[int, None]] = {}
    for i, e in enumerate(entries):
        for surface, cs in surface_forms(e):
            k = key(surface, cased=cs)
            table = cased if cs else folded
            # First writer wins; the catalog test reports collisions.
            table.setdefault(k, e)
            low = k.lower()
            prefixes.update(low[:i] for i in range(1, len(low) + 1))
            max_units = max(max_units, len(units(surface)) + 1)  # +1: letter/digit splits
            for tok, before, left, right, after in _anchor_tokens(surface):
                t = tok.encode()
                anchor_entries.setdefault(t, {})[i] = None
                back, fwd, ctx = anchors.get(t, (0, 0, set()))
                if ctx is not None:
                    ctx = None if not (left or right) else ctx | {(left, right)}
                anchors[t] = (max(back, before), max(fwd, after), ctx)
    models = frozenset(key(m) for m in model_lines)
    heads = frozenset(
        units(m)[0].lower() for m in model_lines if len(units(m)[0]) >= 3 and units(m)[0].lower() in models
    )
    frozen = {}
    for t, (b, f, c) in anchors.items():
        before, after = _contexts(c)
        frozen[t] = (b, f, before, after, _needs(t, before, after))
    return Catalog(
        tuple(entries), cased, folded, frozenset(prefixes), max_units, models, heads, frozen, frozenset(frozen),
        {t: tuple(ix) for t, ix in anchor_entries.items()},
    )


def model_names() -> list[str]:
    """The model stop-list (``data/lexicon/models.tsv``), in file order."""
    return lexicon.words("models", "model")


@lru_cache(maxsize=1)
def get_catalog() -> Catalog:
    """The catalog built from the package data (once per process)."""
    return _build(list(entries()), model_names())


@lru_cache(maxsize=4)
def with_names(names: tuple[str, ...]) -> Catalog | None:
    """Corpus-level names as a catalog of their own: datasets that papers of the corpus
    named with a cue (``Loader.corpus_names``), to be matched in every paper by the same
    mechanism as the package catalog, after it (``extract_datasets``), each case-exact
    with its spelling variants.  A name the catalog already knows, or with no ASCII
    letters to anchor it in running text, adds nothing; None when nothing is left."""
    base = entries()
    known = {key(s, cased=cs) for e in base for s, cs in surface_forms(e)} | {key(e.name) for e in base}
    extra = []
    for name in dict.fromkeys(n.strip() for n in names):
        if not name or key(name) in known or key(name, cased=True) in known or lookup(name) is not None:
            continue
        try:
            _anchor_tokens(name)
        except CatalogError:
            continue
        known.add(key(name))
        extra.append(Dataset(name, "other", "dataset", (f"={name}",), discovered=True))
    return _build(extra, model_names()) if extra else None


@lru_cache(maxsize=1)
def entries() -> tuple[Dataset, ...]:
    """The catalog's entries alone: what the loader mirrors into the database, without
    building the look-up tables and anchors the extractors need."""
    return tuple(_parse_catalog(_read("datasets.csv")))


@lru_cache(maxsize=8192)
def lookup(surface: str) -> Dataset | None:
    """The catalog entry a surface form names, with the matcher's case/variant rules."""
    cat = get_catalog()
    s = surface.strip()
    return cat.cased.get(key(s, cased=True)) or cat.folded.get(key(s))


@lru_cache(maxsize=4096)
def by_leading_words(name: str) -> tuple[Dataset, tuple[str, ...]] | None:
    """The one catalog entry whose name or an alias starts with ``name`` and a space
    ("Waymo" -> "Waymo Open Dataset"), with the words that follow ``name`` in each such
    form ("Open Dataset", "Open"), else None: a name found by its cue alone ("the KITTI
    and Waymo datasets") may be that entry's short form when no other entry shares it
    (the caller decides whether the rest says anything of its own)."""
    return _leading_words().get(key(name, cased=True))


@lru_cache(maxsize=1)
def _leading_words() -> dict[str, tuple[Dataset, tuple[str, ...]]]:
    found: dict[str, Dataset | None] = {}
    rests: dict[str, list[str]] = {}
    for entry in entries():
        for form in dict.fromkeys(f for f, _ in surface_forms(entry)):
            words = form.split(" ")
            for n in range(1, len(words)):
                k = key(" ".join(words[:n]), cased=True)
                if k:
                    found[k] = entry if found.get(k, entry) is entry else None
                    rests.setdefault(k, []).append(" ".join(words[n:]))
    return {k: (e, tuple(rests[k])) for k, e in found.items() if e is not None}


def canonical_dataset(surface: str) -> str | None:
    """Canonical name for a dataset mention (``"CIFAR10"`` -> ``"CIFAR-10"``), else None."""
    entry = lookup(surface)
    return entry.name if entry else None


@lru_cache(maxsize=8192)
def is_model(surface: str) -> bool:
    """True for a model or model family name (``GPT-4.1``, ``Llama-3-8B``, ``ResNet50``).

    A name whose first unit is a stop-listed family head (``GPT``, ``Qwen2``, ``ResNet``)
    is a model whatever version or size follows, since papers coin endless variants.  A
    catalog dataset is never a model.
    """
    if lookup(surface) is not None:
        return False
    cat = get_catalog()
    k = key(surface)
    if not k:
        return False
    if k in cat.models:
        return True
    us = units(surface)
    return bool(us) and us[0].lower() in cat.model_heads


# --------------------------------------------------------------------------- editions

_YEAR_IN = pattern_cache.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# a name that ends in its edition's year: "ICDAR 2015", "CoNLL-2003", "WMT14"
_YEAR_END = pattern_cache.compile(r"^(?P<series>.*?\D)(?P<year>(?:19|20)\d\d|\d\d)$")


def _edition_year(entry: Dataset) -> tuple[str, str, int] | None:
    """(series, separator and prefix as written, digits) when the entry's canonical name is
    one edition of a series: it ends in a year, four digits or the last two of a year its
    names spell out ("WMT14" beside "WMT 2014"), not a size ("CIFAR-10")."""
    m = _YEAR_END.match(entry.name)
    if m is None:
        return None
    year = m.group("year")
    if len(year) == 2 and not any(y.endswith(year) for s in (entry.name, *entry.aliases) for y in _YEAR_IN.findall(s)):
        return None
    return key(m.group("series")), m.group("series"), len(year)


@lru_cache(maxsize=1)
def _series() -> dict[str, tuple[str, int]]:
    """Series key -> how the catalog writes an edition of it (prefix, digits of the year),
    from the entries that are editions (``WMT14``, ``ICDAR 2015``, ``CoNLL-2003``)."""
    out: dict[str, tuple[str, int]] = {}
    for e in entries():
        ed = _edition_year(e)
        if ed is not None:
            out.setdefault(ed[0], (ed[1], ed[2]))
    return out


@lru_cache(maxsize=1024)
def edition(entry: Dataset, series_surface: str, year: str) -> Dataset | str | None:
    """The dataset a catalog name followed by a year names ("ICDAR 2017", "WMT'17"): the
    catalog's entry for that edition, or the name of an edition the catalog does not hold,
    spelled as the catalog spells the series' other editions; None when the year is the
    entry's own or the entry is a whole series whose editions are one dataset ("BraTS
    2021", "PASCAL VOC 2007", "SemEval-2020").

    A different year is another edition: "ICDAR 2017" is not ICDAR 2015, which the bare
    "ICDAR" stands for."""
    year4 = year if len(year) == 4 else ("20" if int(year) < 50 else "19") + year
    for form in (f"{series_surface} {year4}", f"{series_surface}{year4[2:]}"):
        other = lookup(form)
        if other is entry:
            return None
        if other is not None and any(year4 in s for s in (other.name, *other.aliases)):
            # an entry the year makes only when it spells that year ("WMT 2016"): the two
            # digits glued on may be a size or a version ("ImageNet 2010" is not
            # ImageNet-10, "SQuAD 2020" not SQuAD 2.0, "CORD 2019" not CORD-19)
            return other
    years = {y for s in (entry.name, *entry.aliases) for y in _YEAR_IN.findall(s)}
    own = _edition_year(entry)
    if own is None:
        if key(entry.name) not in _series():
            return None  # a series as one dataset, or no series at all
        series = key(entry.name)
    elif year4 in years:
        return None
    else:
        series = own[0]
    prefix, digits = _series()[series]
    return prefix + (year4 if digits == 4 else year4[2:])
