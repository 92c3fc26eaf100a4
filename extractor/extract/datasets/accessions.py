"""Records of public data repositories named by their accession ("GSE58144", "E-MTAB-5061"):
no catalog lists them all, and the repository's numbering is cue enough, so each is a dataset
wherever a paper names it (``accessions.tsv``), unless it is the paper's own deposit or part of
a link."""

from __future__ import annotations

from extractor import lexicon, pattern_cache
from extractor.extract import name_cues
from extractor.extract.datasets.hits import _Hit, _overlaps

_ACCESSION = pattern_cache.compile(
    r"(?<![\p{L}\p{N}/=._-])(?:" + "|".join(r["accession"] for r in lexicon.load("accessions")) + r")(?![\p{L}\p{N}/_-])"
)
# the paper's own data put there, in the clause before: "raw data are deposited under
# BioProject", "Sequencing data are available at"
_OWN_DEPOSIT_BEFORE = pattern_cache.compile(
    r"(?i)\b(?:available|"
    + "|".join(sorted(name_cues.cue_patterns("deposit_verb", name_cues.DATASETS), key=len, reverse=True))
    + r")\b[^.;:]{0,40}$"
)


def with_accessions(text: str, hits: list[_Hit], urls: list[tuple[int, int]]) -> list[_Hit]:
    """``hits`` with each accession no other hit covers, named as written."""
    out = list(hits)
    for m in _ACCESSION.finditer(text):
        a, b = m.span()
        if _overlaps(out, a, b) or any(u < b and a < v for u, v in urls):
            continue
        if _OWN_DEPOSIT_BEFORE.search(text, max(0, a - 60), a):
            continue
        out.append(_Hit(a, b, None, name=m.group()))
    return out
