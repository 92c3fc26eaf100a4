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
# the paper's own data put there, earlier in the sentence: a verb of depositing, storing or
# releasing and a preposition ("raw data are deposited under BioProject", "reads were submitted to
# the SRA (PRJNA754321; SRP334455)", "can be found in GEO"; not "the publicly available
# GSE14520", nor "available from", data taken from there), a data-availability label, or the
# paper's data named before it ("our raw data (PRJNA987654)", "our single-cell atlas (GSE210001)",
# "the transcriptomes we generated (", "reads generated in this study")
_OWN_DEPOSIT_BEFORE = pattern_cache.compile(
    r"(?i)(?:\b(?:deposit\w*|archived|submitted|uploaded|released|accessible|available|found|stored|lodged|accessed|"
    + "|".join(sorted(name_cues.cue_patterns("deposit_verb", name_cues.DATASETS), key=len, reverse=True))
    + r")\s(?:\w+\s){0,2}?(?:at|in|into|to|under|through|via|on|with|as)\b"
    + r"|\bdata\savailability\b|\bour\s(?:[\w-]+\s){0,3}?(?:\(|(?:data|reads|sequences)\s(?:are|were|have|has)\b)"
    + r"|\bwe\s(?:generated|produced|sequenced)\b|\b(?:generated|produced)\sin\sthis\sstudy\b)(?:[^.]|\bno\.|\.(?=\d))*$"
)
# an accession right after another and a separator: the rest of a list ("SRP1, SRP2 and SRP3")
_MORE = pattern_cache.compile(r",\s(?:and\s)?|\s(?:and|or)\s|;\s")


def with_accessions(text: str, hits: list[_Hit], urls: list[tuple[int, int]]) -> list[_Hit]:
    """``hits`` with each accession no other hit covers, named as written (read after the
    list steps, which would walk a long list of accessions again per item)."""
    out = list(hits)
    own_end = -1  # where the last accession of the paper's own deposit ended
    for m in _ACCESSION.finditer(text):
        a, b = m.span()
        if _overlaps(out, a, b) or any(u < b and a < v for u, v in urls):
            continue
        if (own_end >= 0 and _MORE.fullmatch(text, own_end, a)) or _OWN_DEPOSIT_BEFORE.search(text, max(0, a - 100), a):
            own_end = b  # (and the rest of its list: "under accessions SRP1, SRP2, SRP3 and SRP4")
            continue
        out.append(_Hit(a, b, None, name=m.group()))
    return out
