"""Names the text lists with ones already found: "evaluated on X, Y and Z", a
catalog name coordinated with unknown ones, names beside a dataset URL, and lists of
metrics that only look like lists of names.
"""

from __future__ import annotations

import re

import regex

from extractor import pattern_cache
from extractor.catalog import (
    Dataset,
    _stop_words,
    is_model,
    lookup,
)
from extractor.extract import name_cues
from extractor.extract.abbreviations import find_abbreviations
from extractor.extract.datasets.around_heads import _PLURAL, _SINGULAR, _space_end
from extractor.extract.datasets.hits import _NEXT_WORD, _RUN_BACK, _Hit, _introduced, _namey, _overlaps, _sentence_of
from extractor.extract.datasets.reconcile import _short_form_of
from extractor.extract.datasets.vocab import (
    _COMMON,
    _CONJ,
    _GENERIC,
    _HEAD_AFTER,
    _LEFT_SEP,
    _METRICS,
    _NAME_CHARS_BACK,
    _NAME_RE,
    _RIGHT_SEP,
    _URL,
)

# A name with a name's shape after "on" or "in" is a dataset where the sentence reports an
# evaluation before it ("Experiments on MultiATIS++ show", "4.2% higher accuracy on
# AmbigQA", "improvements on HumanEva-I"), unless a word after it makes it something else
# ("on UR5 robots", "on ViT backbones").
_EVAL_CUE = pattern_cache.compile(r"(?i)(?:\b(?:" + "|".join(name_cues.cue_patterns("evaluation_cue", name_cues.DATASETS)) + r")\b|\d\s*%|\d\s*(?:points?|pp)\b)")
# a lower-case word may follow the name only if it is a function word, a head noun or a
# verb that reports ("Experiments on MultiATIS++ show"); any other one makes the name a
# modifier ("in KL divergence", "on the RIP constant")
_AFTER_DATA = frozenset(name_cues.cue_words("after_data", name_cues.DATASETS)) | _SINGULAR | _PLURAL
_MULTIPLIER = pattern_cache.compile(r"\d+(?:\.\d+)?[x×]")
_GOVERNS = frozenset(w.lower() for w in name_cues.cue_words("governs", name_cues.DATASETS))


# what may follow a short form inside the parentheses that define it: the group's size
# ("a whey protein control (CON; n = 11)")
_GROUP_SIZE = pattern_cache.compile(r"[;,]\s?[nN]\s?=")


def _short_form_at(text: str, name: str) -> tuple[int, int] | None:
    """Where the paper writes ``name`` as a short form in parentheses: "(NAME)", or with
    what follows it, "(NAME; n = 5,873)", "(NAME, ...)"; the opening parenthesis and the
    end of the closing one."""
    p = text.find(f"({name}")
    while p >= 0 and text[p + len(name) + 1 : p + len(name) + 2] not in (")", ";", ","):
        p = text.find(f"({name}", p + 1)
    if p < 0:
        return None
    close = text.find(")", p)
    return p, (close + 1 if close >= 0 else len(text))


def _defined_as_other(text: str, name: str) -> bool:
    """Does the paper define ``name`` as the short form of something that is not a
    dataset ("Model-Agnostic Optimization (MAO)", "a whey protein control (CON; n = 11)";
    not a resource cited with its short form, "(LVQAE, 2024)")?"""
    short = name
    at = _short_form_at(text, name)
    if at is not None and text[at[0] + len(name) + 1] != ")" and not _GROUP_SIZE.match(text, at[0] + len(name) + 1):
        at = None
    if at is None and (p := text.find(f"({name}s)")) >= 0:
        # defined in the plural: "single board computers (SBCs) ... on the SBC"
        at, short = (p, p + len(name) + 3), name + "s"
    if at is None or _HEAD_AFTER.match(text, at[1]):
        return False  # not defined, or defined as one: "... (ZOE) dataset"
    pair = find_abbreviations(text, at[0], at[0] + 1)
    if not pair or pair[0].short != short:
        return False
    last = pair[0].long.split()[-1].lower() if pair[0].long.split() else ""
    return last not in _SINGULAR and last not in _PLURAL and lookup(pair[0].long) is None


def defined_entry(text: str, name: str) -> Dataset | None:
    """The catalog entry the paper defines ``name`` as the short form of ("the English
    Longitudinal Study of Ageing (ELSA; n = 5,873) ... in ELSA"): that entry's mention."""
    if (at := _short_form_at(text, name)) is None:
        return None
    pair = find_abbreviations(text, at[0], at[0] + 1)
    return lookup(pair[0].long) if pair and pair[0].short == name else None


def _on_names(text: str):
    """(where the preposition starts, where the name after it starts) for "on X", "in
    the X", "across X" with X capitalised or a number: ``str.find`` per preposition,
    then the name start checked (a scan of the text with one pattern tried at every
    space cost more than the rest of the rule)."""
    out = []
    find = text.find
    startswith = text.startswith
    n = len(text)
    for prep, k in _ON_WORDS:
        p = find(prep)
        while p >= 0:
            q = p + k
            if startswith("the ", q):
                q += 4
            if q < n and text[q] in _ASCII_CAP_OR_DIGIT:
                out.append((p, q))
            p = find(prep, q)
    return sorted(out)


_ON_WORDS = tuple((w, len(w)) for w in (" on ", " in ", "(on ", "(in ", " across "))
# the ASCII characters that are upper-case letters or digits (``str.isupper``/``isdigit``)
_ASCII_CAP_OR_DIGIT = frozenset(c for c in map(chr, range(128)) if c.isupper() or c.isdigit())


def _evaluated_on(text: str, starts: list[int], known: list[_Hit]) -> list[tuple[int, int, bool]]:
    out = []
    for p, q in _on_names(text):
        if any(h.start <= q < h.end for h in known):
            continue  # "on ImageNet": found already
        n = _NAME_RE.match(text, q)
        if n is None:
            continue
        a, b = n.span()
        while b > a and text[b - 1] in ".,;:":
            b -= 1
        if b < len(text) and text[b].isalnum():
            continue
        if v := _EDITION.match(text, b):
            b = v.end()  # "VisDial v1.0"
        if text[b : b + 1] in ("_", "^") or _MULTIPLIER.fullmatch(text, a, b):
            continue  # "AP_novel", "6x"
        nxt = _NEXT_WORD.match(text, b)
        if nxt is not None:
            w = nxt.group("w")
            if w[0].isupper() or (w.lower() not in _AFTER_DATA and w.lower() not in _stop_words()):
                continue
        if not _EVAL_CUE.search(text, max(_sentence_of(starts, a), a - 90), p + 1):
            continue
        if text[text.rfind(" ", 0, p) + 1 : p].lower() in _GOVERNS:
            continue  # "depending on HP": what something depends on, not a dataset
        if _defined_as_other(text, text[a:b]):
            continue
        # "Experimental results on Squall show": one capitalised word is a name here too;
        # so it is coordinated with a name of a name's shape ("on Wildtrack and MultiviewX")
        strong = nxt is not None and (
            _EVAL_SUBJECT.search(text, max(0, p - 40), p) is not None or _coordinated_with_name(text, nxt)
        )
        out.append((a, b, strong))
    return out


# "Experiments on Wikipedia, Reddit, MOOC and FinTrace show ...": every name of a list that
# an evaluation's subject puts after "on" and a reporting verb closes is a dataset, a plain
# capitalised word too
_LIST_ITEM = r"(?P<it>[\p{Lu}\p{N}][\p{L}\p{N}.+\-]*(?:[ \t][\p{Lu}\p{N}][\p{L}\p{N}.+\-]*){0,2})"
_REPORT_VERBS = [w for w in name_cues.cue_words("after_data", name_cues.DATASETS) if w not in _SINGULAR | _PLURAL]
_EVAL_LIST = pattern_cache.compile(
    r"(?i:\b(?:" + "|".join(name_cues.cue_patterns("evaluation_subject", name_cues.DATASETS)) + r"))"
    rf"\s(?:on|across|over)\s(?:the\s)?{_LIST_ITEM}(?:,\s(?:and\s|or\s)?{_LIST_ITEM}|\s(?:and|or)\s{_LIST_ITEM}){{1,8}}"
    rf",?\s(?={name_cues.alternation(_REPORT_VERBS)}\b)"
)


_ORGS = frozenset(w.lower() for kind in ("org", "platform") for w in name_cues.well_known_of_kind(kind))


# the words an evaluation subject's phrase holds, found with ``str.find`` on the lower-cased
# text; the list pattern is matched only from there (searching every abstract for it cost more)
_EVAL_STEMS = tuple(
    dict.fromkeys(w.split()[0].lower().removesuffix("s") for w in name_cues.cue_words("evaluation_subject", name_cues.DATASETS))
)


def _eval_lists(text: str):
    low = text.lower()
    seen = set()
    for stem in _EVAL_STEMS:
        at = low.find(stem)
        while at >= 0:
            if at not in seen and (m := _EVAL_LIST.match(text, at)) is not None:
                seen.add(at)
                yield m
            at = low.find(stem, at + 1)


def _evaluation_list(text: str, known: list[_Hit]) -> list[tuple[int, int]]:
    """The names of each "<evaluation subject> on A, B and C <reporting verb>" list that
    holds a dataset found already (not "Experiments on Linux, Windows and Android show") and
    may be datasets (not models, metrics or ordinary words)."""
    out = []
    if not known or " on " not in text and " across " not in text and " over " not in text:
        return out
    for m in _eval_lists(text):
        if not any(_overlaps(known, a, b) for a, b in m.spans("it")):
            continue
        for a, b in m.spans("it"):
            s = text[a:b]
            k = s.lower()
            if not any(ch.isalpha() for ch in s):
                continue  # "on BraTS 2019 and 2020": another edition of the name before, no name
            if is_model(s) or k in _stop_words() or k in _COMMON or k in _METRICS or k in _GENERIC and k not in _ORGS:
                continue  # (a site's name is its data here: "Experiments on Wikipedia, Reddit and MOOC")
            out.append((a, b))
    return out


def _coordinated_with_name(text: str, nxt) -> bool:
    """Is the word ``nxt`` "and"/"or" before a name that looks like a dataset's own?"""
    if nxt.group("w") not in ("and", "or"):
        return False
    n = _NAME_RE.match(text, _space_end(text, nxt.end()))
    return n is not None and _namey(n.group().rstrip(".,;:"))


_EVAL_SUBJECT = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("evaluation_subject", name_cues.DATASETS)) + r")$"
)


def _name_from(text: str, pos: int) -> int | None:
    """End of the name the whole-text ``_NAME_RE`` scan finds at ``pos``, if it finds one
    there (with an edition after it: "VisDial v0.9"); ``pos`` follows a separator, which
    no name contains, so the scan restarts here."""
    m = _NAME_RE.match(text, pos)
    if m is None:
        return None
    v = _EDITION.match(text, m.end())
    return v.end() if v else m.end()


_EDITION = pattern_cache.compile(r"[ \t]+[vV]\d+(?:\.\d+)*(?![\p{L}\p{N}]|\.\d)")
# (a word of two or more characters may end the sentence: "and Semiconductor Wafer."; not a
# label's letter, "and Appendix B.")
_CAP_WORD_RUN = pattern_cache.compile(
    r" \p{Lu}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)*(?:(?![\p{L}\p{N}\-.+])|(?<=\p{L}[\p{L}\p{N}])(?=\.(?![\p{L}\p{N}])))"
)


def _name_to(text: str, end: int) -> int | None:
    """Start of the name the whole-text ``_NAME_RE`` scan finds ending at ``end``, if any;
    the scan restarts after any character no name contains, so reading from the start of
    the run of name characters before ``end`` finds the same names."""
    start = None
    for m in _NAME_RE.finditer(text, _NAME_CHARS_BACK.match(text, 0, end).start(), end):
        start = m.start() if m.end() == end else None
    return start


# "six benchmark datasets, including Cora, Amazon, ...": a list of examples of data, where an
# ordinary capitalised word is a name too (the list runs to the dataset it holds)
# (the strong heads only, and nothing else coordinated with them: not "datasets and
# architectures, including ImageNet, Transformer and Mamba")
_EXAMPLE_FRAME = pattern_cache.compile(
    r"(?i)\b(?:"
    + "|".join(regex.escape(r["plural"]).replace(r"\ ", r"\s?") for r in name_cues.dataset_heads() if r["strong"])
    + r")\b(?:(?!\s(?:and|or)\s)[^.;:()]){0,40}?(?:"
    + "|".join(name_cues.cue_patterns("example_lead", name_cues.DATASETS))
    + r")\s[^.;:()]{0,160}$"
)
_CAP_WORD = pattern_cache.compile(r"\p{Lu}[\p{Ll}\p{N}]+(?:-\p{Lu}?[\p{Ll}\p{N}]+)*")


def _listed_example(text: str, h: _Hit, s: str) -> bool:
    """Is ``s``, an ordinary capitalised word coordinated with the dataset ``h``, one of a
    list of example datasets ("benchmark datasets, including Cora, Amazon, Reddit and
    YelpChi")?"""
    return (
        _CAP_WORD.fullmatch(s) is not None
        and s.lower() not in _stop_words()
        and not is_model(s)  # "including GSM8K, Llama and Qwen": models
        and _EXAMPLE_FRAME.search(text, max(0, h.start - 240), h.start) is not None
    )


def _extend_lists(text: str, hits: list[_Hit], urls: list[tuple[int, int]], starts: list[int]) -> list[_Hit]:
    """Unknown names coordinated with a dataset are datasets too ("DomainBed and X").

    Only a real coordination counts (some separator is "and", "or", "&" or "/"): a bare
    comma after a dataset often starts a clause ("for COCO, DE-ViT surpasses ...").
    """
    extra: list[_Hit] = []
    right, left, conj = _RIGHT_SEP, _LEFT_SEP, _CONJ

    def known(a: int, b: int) -> bool:
        return _overlaps(hits, a, b) or _overlaps(extra, a, b)

    for h in sorted(hits, key=lambda h: h.start):
        items: list[tuple[int, int]] = []
        coordinated = False
        pos = h.end
        # the list's last item came after "and"/"or": what follows is no item ("A, B and C,
        # ZorbNet beats ...")
        before = left.search(text[max(0, h.start - 12) : h.start])
        closed = before is not None and bool(conj.search(before.group()))
        while True:
            if hd := _HEAD_AFTER.match(text, pos):
                pos = hd.end()  # "on the Google Street View dataset and Pano360"
            m = right.match(text, pos)
            if not (m and m.group().strip()) or closed:
                break
            closed = bool(conj.search(m.group()))
            nxt = m.end()
            b = _name_from(text, nxt)
            if b is None:
                # a known name the name scan does not read ("ogbn-products", "cifar10")
                b = next((k.end for k in (*hits, *extra) if k.start == nxt), None)
            if b is not None and text[nxt : nxt + 1].isupper():
                # a name of capitalised words: "GTEA and Desktop Assembly show that"
                for _ in range(2):
                    if (w := _CAP_WORD_RUN.match(text, b)) is None:
                        break
                    b = w.end()
            if b is None:
                # "on A, B, C, and real robot tasks": the list was a coordination
                coordinated = coordinated or bool(items and conj.search(m.group()))
                break
            coordinated = coordinated or bool(conj.search(m.group()))
            if not known(nxt, b):
                s = text[nxt:b]
                if lookup(s) is not None or not (_namey(s) or _coordinated_name(text, s, b) or _listed_example(text, h, s) or _short_form_of(s)):
                    break
                items.append((nxt, b))
            pos = b
        pos = h.start
        while m := left.search(text[max(0, pos - 12) : pos]):
            prev_end = max(0, pos - 12) + m.start()
            a = _name_to(text, prev_end)
            if a is None:
                break
            coordinated = coordinated or bool(conj.search(m.group()))
            if not known(a, prev_end):
                s = text[a:prev_end]
                if lookup(s) is not None or not (_namey(s) or _coordinated_name(text, s, prev_end, True) or _listed_example(text, h, s) or _short_form_of(s)):
                    break
                items.append((a, prev_end))
            pos = a
        if not coordinated:
            continue
        for a, b in items:
            if not known(a, b) and not any(x <= a < y for x, y in urls):
                extra.append(_Hit(a, b, None, h.introduced and _introduced(text, _sentence_of(starts, a), a, strict=False)))
    return extra


def _coordinated_name(text: str, s: str, end: int, before_known: bool = False) -> bool:
    """A single capitalised word beside a dataset in a list is a name as after a strong
    head ("on the Porto, T-Drive and GeoLife datasets", "on ogbn-products and Reddit"),
    a content platform's name too (well_known_names kind ``platform``), unless what follows
    makes it something else: a noun it modifies ("Reddit comments"), a possessive ("Meta's
    internal benchmark"), a number or letter it labels ("Section 5", "Appendix B"); read
    before the known name (``before_known``) the list's separator follows it."""
    if " " in s or not (_namey(s, strong=True) or _PLATFORM.get(s.lower()) == s):
        return False
    if _LABELLED_OR_OWNER.match(text, end):
        return False
    if before_known:
        return True
    nxt = _NEXT_WORD.match(text, end)
    # (a capitalised word after it may be the rest of a longer name: "Semiconductor Wafer")
    return nxt is None or nxt.group(1) in _AFTER_DATA


_PLATFORM = {w.lower(): w for w in name_cues.well_known_of_kind("platform")}
# what follows a word that labels or owns rather than names: "Section 5", "Appendix B",
# "Table IV", "Meta's"
_LABELLED_OR_OWNER = pattern_cache.compile(r"['’]s\b|[ \t]+(?:\d|[A-Z](?![\p{L}\p{N}])|[IVX]+\b)")


# "(Switchboard: 0.71, NoXi: 0.66, CANDOR: 0.69)": values labelled in parentheses, one per item
_LABEL = r"[\p{Lu}\p{N}][\p{L}\p{N}.+\-]*(?:[ \t][\p{Lu}\p{N}][\p{L}\p{N}.+\-]*){0,2}"
_LABEL_ITEM = rf"(?P<label>{_LABEL})[ \t]*[:=][ \t]*[-−+]?\d[^,;()]{{0,24}}?"
_VALUE_LABELS = frozenset(name_cues.cue_words("value_label", name_cues.DATASETS))
_LABELLED_LIST = pattern_cache.compile(rf"\({_LABEL_ITEM}(?:[,;][ \t]*(?:and[ \t]+)?{_LABEL_ITEM})+\)")


def _labelled_with(text: str, hits: list[_Hit], urls: list[tuple[int, int]]) -> list[_Hit]:
    """The labels of a parenthesised list of values that labels one value by a dataset
    found already: the others label datasets too ("generalizes across corpora
    (Switchboard: 0.71, NoXi: 0.66, CANDOR: 0.69)"); a list of metrics or methods holds no
    dataset and is left alone."""
    extra: list[_Hit] = []
    if not hits or ":" not in text and "=" not in text:
        return extra
    for m in _LABELLED_LIST.finditer(text):
        labels = m.spans("label")
        if not any(_overlaps(hits, a, b) for a, b in labels):
            continue
        for a, b in labels:
            s = text[a:b]
            if _overlaps(hits, a, b) or _overlaps(extra, a, b) or any(x <= a < y for x, y in urls):
                continue
            if lookup(s) is not None or is_model(s) or s.lower() in _VALUE_LABELS or s.lower() in _stop_words() or not _namey(s):
                continue  # (a plain word labels a setting or a condition: "Easy", "Noisy", "Python")
            extra.append(_Hit(a, b, None))
    return extra


_URL_TRIGGERS = ("://", "www.", ".com/", ".org/", ".io/", ".net/", ".edu/", ".ai/")
_URL_TRIGGER = re.compile(r"://|www\.|\.(?:com|org|io|net|edu|ai)/")
# the character before the "/" of each trigger holding one, and the triggers without one
_BEFORE_SLASH = frozenset(t[t.index("/") - 1] for t in _URL_TRIGGERS if "/" in t)
_NO_SLASH_TRIGGERS = tuple(t for t in _URL_TRIGGERS if "/" not in t)


def _may_hold_url(text: str) -> bool:
    """Does ``text`` hold a URL trigger?  A slash that follows none of the characters a
    trigger has before its slash ("and/or", "10/100") starts none, so the text's few
    slashes are looked at instead of scanning it for the triggers."""
    if any(t in text for t in _NO_SLASH_TRIGGERS):
        return True
    p = text.find("/", 1)
    while p > 0:
        if text[p - 1] in _BEFORE_SLASH:
            return True
        p = text.find("/", p + 1)
    return False


def _gate(phrase: str) -> str:
    """A piece of ``phrase`` that the lower-cased text holds wherever the case-blind
    pattern of the phrase matches: its longest word, cut before "s", "i" and "k" (which
    "ſ", "İ" and the Kelvin sign match under ``(?i)`` without lower-casing to them)."""
    return max(regex.split("[sik]", max(phrase.split(), key=len)), key=len)


# (one of them is in the text wherever a metric list opens: the pattern is searched only then)
_METRIC_LIST_WORDS = tuple(_gate(w) for w in name_cues.cue_words("metric_list", name_cues.DATASETS))
_METRIC_LIST = pattern_cache.compile(
    r"(?i)\b(?:" + "|".join(name_cues.cue_patterns("metric_list", name_cues.DATASETS)) + r")\s*\(?\s*"
)
# where a list that opens there ends: a preposition or verb after it, or the clause's end
_LIST_END = pattern_cache.compile(r"[.;:)]|\s(?:on|for|in|at|with|over|across|than|compared|while|and\s+(?:the|a|an|on|in|for))\s")
# the items before one in such a list: names (capital or digit first) and separators only
# ("in terms of required inductive bias, MNIST < ..." opens no list of names)
_ITEMS_BEFORE = pattern_cache.compile(
    r"(?:[\p{Lu}\p{N}][\p{L}\p{N}.+\-]*(?:[ \t]+[\p{Lu}\p{N}][\p{L}\p{N}.+\-]*)*\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+))*"
)
# right after a list item: a separator or the list's end
_ITEM_END = pattern_cache.compile(r"\s*(?:,|\band\b|\bor\b|\)|$)")


def _without_metric_lists(text: str, low: str, hits: list[_Hit]) -> list[_Hit]:
    """``hits`` less the names listed right after "in terms of" ("improves in terms of
    (NMI, AMI, and F-Score) for EgoRoutine, UTE and ...": AMI is the metric there, not the
    AMI corpus).  A name that modifies a noun after it ("in terms of ImageNet accuracy")
    stays, as do the names after the list ("... of FID on CIFAR-10")."""
    if not hits or not any(w in low for w in _METRIC_LIST_WORDS):
        return hits
    spans = []
    for m in _METRIC_LIST.finditer(text):
        end = _LIST_END.search(text, m.end(), min(len(text), m.end() + 120))
        spans.append((m.end(), end.start() if end else min(len(text), m.end() + 120)))
    if not spans:
        return hits
    return [
        h for h in hits
        if not any(
            a <= h.start and h.end <= b and _ITEM_END.match(text, h.end, b) and _ITEMS_BEFORE.fullmatch(text, a, h.start)
            for a, b in spans
        )
    ]


def _find_urls(text: str) -> list[tuple[int, int]]:
    """Spans of ``_URL.finditer(text)``.  Each match holds one of ``_URL_TRIGGERS`` and
    runs to the end of its white-space run, so the search starts at the run of the next
    trigger instead of trying the pattern at every character."""
    out: list[tuple[int, int]] = []
    if not _may_hold_url(text):
        return out
    pos = 0
    while True:
        t = _URL_TRIGGER.search(text, pos)
        if t is None:
            return out
        m = _URL.search(text, _RUN_BACK.match(text, pos, t.start()).start())
        if m is None:
            return out
        out.append(m.span())
        pos = m.end()


def _aligned_lower(text: str) -> str:
    """``text.lower()`` with every offset kept (a character whose lower case is longer,
    like "İ", stays as it is)."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
