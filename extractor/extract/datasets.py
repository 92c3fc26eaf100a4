"""Named datasets, benchmarks, corpora and environments in an abstract.

Two sources of evidence, both read off ``doc.text`` so every span is exact:

* the catalog (``extractor.catalog``): running text is cut into alphanumeric units and
  each run of units joined by name-internal gaps (space, hyphen, ``.``...) is looked up
  by its folding key, longest first.  Matching on text rather than on spaCy tokens is
  deliberate: the blank English tokenizer keeps ``CIFAR-10/FFHQ`` or ``CIFAR-10-based``
  as one token but splits ``MATH-P-Hard`` in five, so token patterns would need a
  variant per tokenization, while unit keys are tokenization-free.
* context: names missing from the catalog are found where a careful reader would infer
  them — "the X dataset", "we introduce X, a benchmark of ...", "a new dataset, X",
  "X-Bench", variants built on a catalog name ("MATH-P-Hard"), and unknown names
  coordinated with known ones ("on DomainBed and InvarianceUnitTest").

The spaCy doc supplies sentence boundaries, which scope the "introduced" decision and
keep capitalised ordinary words (``Traffic``) from matching at a sentence start.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex
from spacy.tokens import Doc

from extractor.catalog import INNER_GAP, UNIT, Catalog, Dataset, get_catalog, is_model, lookup
from extractor.records import DatasetMention

# --------------------------------------------------------------------------- vocab

_HEADS = r"(?:data\s?sets?|benchmarks?|corpus|corpora|suites?|test\s?beds?|environments?|collections?|leaderboards?)"
_STRONG_HEADS = regex.compile(r"(?i)^(?:datasets?|data sets?|benchmarks?|corpus|corpora)$")

# Acronyms and words that look like names but name fields, tasks, metrics, venues,
# tools or languages; "the NLP benchmark" or "an EEG dataset" names no dataset.
_GENERIC = frozenset(
    w.lower()
    for w in """
    AI AGI ML DL NLP NLU NLG CV RL MARL IRL IL BC MIL QA VQA ODQA KBQA OOD ID IID DG DA UDA SFDA TTA
    SOTA LLM VLM MLLM LVLM LMM LM PLM GNN GCN CNN RNN MLP DNN SNN ViT PDE ODE SDE MDP POMDP
    2D 3D 4D RGB RGB-D RGBD EEG ECG EMG MRI fMRI CT PET OCT LiDAR SLAM GPS IoT API GPU CPU TPU FPGA
    FID IS KID BLEU ROUGE METEOR CIDEr PSNR SSIM LPIPS AUC AUROC AUPRC mAP mIoU IoU NDCG MRR HR
    RMSE MAE MSE F1 EM WER CER EER ECE TPR FPR ASR TTS NER POS SRL NLI MT OCR KG KGC RAG ICL CoT SFT
    RLHF RLAIF DPO PEFT LoRA MoE US UK EU USA COVID COVID-19 SARS-CoV-2 DNA RNA ICU EHR EHRs IMU UAV
    AV AR VR XR HCI SQL JSON YAML HTML CUDA PyTorch TensorFlow JAX Python Java JavaScript Rust Julia
    Lua OCaml Fortran Lean Lean4 Coq Isabelle MATLAB Hugging HuggingFace GitHub Kaggle Reddit Twitter
    Wikipedia YouTube Google OpenAI Meta Microsoft Amazon NVIDIA Apple DeepMind Anthropic
    CVPR ICCV ECCV NeurIPS NIPS ICML ICLR AAAI IJCAI ACL EMNLP NAACL COLING KDD WACV CoRL RSS ICRA
    IROS AISTATS UAI COLT MICCAI ISBI SIGIR WWW WSDM RecSys Interspeech ICASSP TMLR JMLR
    NIH CXR WSI WSIs CTA PET-CT X-ray Xray
    ERM SGD GD PCA SVD SVM KNN GMM HMM VAE GAN EBM NTK PAC LTL MCTS MPC LQR PID CEM
    """.split()
)

# Lower-case hyphen tails that turn a name into an adjective ("MNIST-based").
_ADJ_TAIL = regex.compile(
    r"(?i)-(?:based|level|like|style|scale|sized?|pretrained|pre-trained|trained|derived|"
    r"driven|only|free|specific|aware|guided|type|format|inspired|oriented|centric|"
    r"compatible|labeled|labelled|annotated|generated|augmented|tuned|finetuned|fine-tuned|"
    r"domain|class|shot|way|task|tasks|data|dataset|datasets|benchmark|benchmarks|images?|"
    r"samples?|examples?|models?|experiments?|results?|accuracy|setting|settings|version)$"
)

_CREATE = regex.compile(
    r"\b(?:[Ww]e|[Tt]his\s+(?:paper|work|study)|[Oo]ur\s+(?:work|paper|study))\b"
    r"(?:\s+(?:also|further|then|first|additionally|newly|hereby|will|can|thus|therefore|now|"
    r"carefully|manually|systematically|publicly))*"
    r"\s+(?:introduce|present|propose|release|construct|build|create|curate|collect|develop|"
    r"design|contribute|establish|open-source|assemble|compile|provide|generate|annotate|"
    r"make|offer|publish|describe)[sd]?\b"
)
# Words between the creation verb and a name that show the name is only used.
_BLOCK = regex.compile(
    r"(?i)\b(?:on|using|uses?|across|over|with|from|against|via|than|evaluat(?:e|es|ed|ing)|tested|testing|"
    r"experiment\w*|compar\w*|outperform\w*|trained|achiev\w*|improv\w*|show\w*|"
    r"demonstrat\w*|extend\w*|based|derived|including|such|like|beyond|upon|where|which)\b"
)
_STRICT_OBJ = regex.compile(
    rf"(?i)\s*(?:(?:the|a|an|our)\s+)?(?:[\w-]+\s+){{0,4}}?{_HEADS}\s*(?:[,:(]|called|named|dubbed|termed)?\s*"
)
_METHOD_APPOS = regex.compile(
    r"(?i)\s*[:,]\s*(?:a|an|the)\s+(?:[\w-]+\s+){0,5}?(?:framework|method|approach|model|algorithm|system|"
    r"architecture|pipeline|technique|strategy|network|module|policy|agent|loss|toolkit|library|platform)\b"
)
_NEW = regex.compile(r"(?i)\b(?:new|novel|first|our|newly)\b")

# A name-like string: capital or digit first, units joined by hyphen/dot/plus.
_NAME = r"[\p{Lu}\p{N}][\p{L}\p{N}]*(?:[-.+][\p{L}\p{N}]+)*\+*"
_NAME_RE = regex.compile(_NAME)

# "the X dataset", "X benchmark" -- up to three name words before a head noun.
_HEAD_CUE = regex.compile(
    rf"(?P<pre>\b[\p{{L}}]+\s+)?(?P<name>{_NAME}(?:\s+{_NAME}){{0,2}})\s+(?P<head>{_HEADS})\b"
)
# "the first benchmark MuSLR", "a new dataset, X", "a benchmark called X"
_AFTER_HEAD = regex.compile(
    rf"\b(?P<det>new|novel|first|our|a|an)\s+(?P<mods>(?:[\w-]+\s+){{0,4}}?)(?P<head>{_HEADS})"
    rf"(?:\s*[,:(]\s*|\s+(?:called|named|dubbed|termed|coined|namely)\s+|\s+)"
    rf"(?P<name>{_NAME})"
)
# "X, a new benchmark of ..." / "X, the first dataset ..." / "X (a benchmark ...)"
_APPOSITIVE = regex.compile(
    rf"(?P<name>{_NAME})\s*(?:,|\(|:|—|--)\s*(?:(?:a|an|the|two|three|four|several)\s+)"
    rf"(?P<mods>(?:[\w-]+\s+){{0,6}}?){_HEADS}(?=\s*(?:[,.;:()]|$)|\s+(?:of|for|that|which|with|to|in|on|"
    rf"and|consisting|containing|comprising|built|designed|featuring|covering|spanning|where|collected)\b)"
)
_METHODISH = regex.compile(
    r"(?i)\b(?:framework|method|approach|model|algorithm|system|architecture|pipeline|technique|"
    r"strategy|network|module|policy|agent|loss|toolkit|library|platform|for|of|that|to|which|with)\b"
)
_BENCH_SUFFIX = regex.compile(r"(?i)(?:bench|gym|arena)$")
_LIST_SEP = regex.compile(r"^\s*(?:,\s*(?:and|or|as\s+well\s+as)?|and|or|&|/|;)\s*$")
_URL = regex.compile(r"https?://\S+|www\.\S+|\S+\.(?:com|org|io|net|edu|ai)/\S*")
_YEAR = regex.compile(r"^(?:19|20)\d\d$")
_TITLE_WORD = regex.compile(r"^\p{Lu}\p{Ll}+$")
_COMMON = frozenset(
    """
    a an the this that these those our their its his her we you they it all any each every
    some many most more less few several both either neither other another such same new
    novel first second third last next large small big great high low long short real
    synthetic standard public private popular common classic recent existing previous prior
    open general global local main major key final full extended extensive diverse
    multiple various different challenging difficult hard easy simple complex basic
    benchmark benchmarks dataset datasets data corpus corpora suite environment environments
    experiments experiment results training test testing validation evaluation performance
    model models method methods approach framework system task tasks problem problems image
    images video videos text language speech audio graph graphs table tables code math
    medical clinical human world earth time series domain domains source target unseen
    additionally moreover furthermore however finally specifically notably importantly
    extensive empirical experimental theoretical numerical comprehensive thorough
    in on at for with from by of to into over under across through via using based
    and or but nor not no yes if then than when while where which who whose what how why
    is are was were be been being has have had do does did can could will would shall
    should may might must also only just even still yet already very much well
    english chinese french german spanish japanese korean arabic hindi russian
    """.split()
)


def _sentence_starts(doc: Doc) -> list[int]:
    return [s.start_char for s in doc.sents]


def _sentence_of(starts: list[int], pos: int) -> int:
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= pos:
            lo = mid
        else:
            hi = mid - 1
    return starts[lo] if starts else 0


def _namey(s: str, *, strong: bool = False) -> bool:
    """Does ``s`` look like a dataset's proper name rather than a word or acronym?

    ``strong`` cues ("the X dataset", "benchmark X") also admit one capitalised word
    (``Brittlebench``, ``Reddit``) that is not an ordinary word.
    """
    if not s or s.lower() in _GENERIC or is_model(s):
        return False
    if _ADJ_TAIL.search(s):
        return False
    if regex.fullmatch(r"\p{Lu}{2,}s", s):  # LLMs, GNNs
        return False
    words = s.split()
    if all(w.lower() in _COMMON or w.lower() in _GENERIC for w in words):
        return False
    if regex.fullmatch(r"[\d.,+\-]+", s) or regex.fullmatch(r"\p{Lu}", s):
        return False
    if regex.fullmatch(r"(?i)v?\d+(?:\.\d+)*[kmb]?", s):  # versions and sizes
        return False
    shaped = (
        regex.search(r"\p{Ll}\p{Lu}", s)
        or len(regex.findall(r"\p{Lu}", s)) >= 2
        or (regex.search(r"\p{L}", s) and regex.search(r"\p{N}", s))
        or _BENCH_SUFFIX.search(s)
    )
    if shaped:
        return True
    return strong and len(words) == 1 and bool(_TITLE_WORD.match(s)) and s.lower() not in _COMMON


@dataclass(slots=True)
class _Hit:
    start: int
    end: int
    entry: Dataset | None  # None: discovered
    introduced: bool = False


def _scan_catalog(text: str, cat: Catalog, sent_starts: set[int], urls: list[tuple[int, int]]) -> list[_Hit]:
    spans = [(m.start(), m.end()) for m in UNIT.finditer(text)]
    n = len(spans)
    joinable = [bool(INNER_GAP.fullmatch(text, spans[j][1], spans[j + 1][0])) for j in range(n - 1)]
    hits: list[_Hit] = []
    i = 0
    while i < n:
        best: tuple[int, Dataset, bool] | None = None  # (last unit, entry, case-sensitive)
        k_cased = ""
        j = i
        while j < n:
            k_cased += text[spans[j][0] : spans[j][1]]
            low = k_cased.lower()
            if low not in cat.prefixes:
                break
            e = cat.cased.get(k_cased)
            if e is not None:
                best = (j, e, True)
            else:
                e = cat.folded.get(low)
                if e is not None:
                    best = (j, e, False)
            if j < n - 1 and joinable[j]:
                j += 1
            else:
                break
        if best is None:
            i += 1
            continue
        last, entry, cs = best
        start, end = spans[i][0], spans[last][1]
        if any(a <= start < b for a, b in urls):
            i = last + 1
            continue
        # Year suffix ("COCO-2017") belongs to the same dataset.
        if last + 1 < n and text[end : spans[last + 1][0]] in ("-", " ") and _YEAR.match(
            text[spans[last + 1][0] : spans[last + 1][1]]
        ):
            last += 1
            end = spans[last][1]
        # A capital or digit glued on by a hyphen makes another name: MATH-P-Hard, Ag-MBPP-X.
        derived_after = (
            last + 1 < n
            and text[end : spans[last + 1][0]] == "-"
            and regex.match(r"[\p{Lu}\p{N}]", text[spans[last + 1][0]])
        )
        derived_before = (
            i > 0
            and text[spans[i - 1][1] : start] == "-"
            and regex.match(r"[\p{Lu}\p{N}]", text[spans[i - 1][0]])
        )
        if derived_after or derived_before:
            a, b = i, last
            while a > 0 and text[spans[a - 1][1] : spans[a][0]] == "-":
                a -= 1
            while b + 1 < n and text[spans[b][1] : spans[b + 1][0]] == "-":
                b += 1
            # keep only the part before a lower-case adjective tail ("-based")
            while b > last and text[spans[b][0]].islower():
                b -= 1
            surface = text[spans[a][0] : spans[b][1]]
            if (b > last or a < i) and not is_model(surface) and lookup(surface) is None:
                hits.append(_Hit(spans[a][0], spans[b][1], None))
            elif lookup(surface) is not None:
                hits.append(_Hit(spans[a][0], spans[b][1], lookup(surface)))
            i = b + 1
            continue
        # An ordinary word kept case-exact ("Traffic") is not a name at a sentence start.
        if cs and last == i and _TITLE_WORD.match(text[start:end]):
            prev_cap = i > 0 and text[spans[i - 1][1] : start] == " " and text[spans[i - 1][0]].isupper()
            next_cap = last + 1 < n and text[end : spans[last + 1][0]] == " " and text[spans[last + 1][0]].isupper()
            if start in sent_starts or prev_cap or next_cap:
                i = last + 1
                continue  # "Equal Opportunity", "Traffic forecasting ..."
        hits.append(_Hit(start, end, entry))
        # "CIFAR-10/100": the number after the slash swaps in for the last unit.
        if last + 1 < n and text[end : spans[last + 1][0]] == "/" and text[spans[last][0]].isdigit():
            nxt = spans[last + 1]
            alt = text[spans[i][0] : spans[last][0]] + text[nxt[0] : nxt[1]]
            other = lookup(alt)
            if other is not None and other is not entry:
                hits.append(_Hit(nxt[0], nxt[1], other))
                last += 1
        i = last + 1
    return hits


def _defines(long_form: str, short: str) -> bool:
    """Schwartz-Hearst test: the letters of ``short`` occur in order in ``long_form``,
    the first one starting a word."""
    letters = [c.lower() for c in short if c.isalnum()]
    lf = long_form.lower()
    if not letters:
        return False
    j = len(lf)
    for idx in range(len(letters) - 1, -1, -1):
        c = letters[idx]
        while True:
            j = lf.rfind(c, 0, j)
            if j < 0:
                return False
            if idx > 0 or j == 0 or not lf[j - 1].isalnum():
                break
    return True


def _drop_redefined(text: str, hits: list[_Hit]) -> list[_Hit]:
    """An acronym the paper defines as something else ("constraints (COCO)") is not the
    dataset that shares it, anywhere in the paper."""
    redefined: set[str] = set()
    for h in hits:
        if h.entry is None or text[h.start - 1 : h.start] != "(" or text[h.end : h.end + 1] != ")":
            continue
        short = text[h.start : h.end]
        if not regex.fullmatch(r"[\p{Lu}\p{N}][\p{L}\p{N}\-]{1,9}", short) or sum(c.isupper() for c in short) < 2:
            continue
        words = text[: h.start - 1].split()[-(len(short) + 4) :]
        for k in range(len(words)):
            long_form = " ".join(words[k:])
            if _defines(long_form, short) and words[k][:1].lower() == short[0].lower():
                if lookup(long_form) is not h.entry:
                    redefined.add(short)
                break
    if not redefined:
        return hits
    return [h for h in hits if text[h.start : h.end] not in redefined]


def _introduced(text: str, sent_start: int, start: int, *, strict: bool) -> bool:
    """Is the name at ``start`` the object of "we introduce/construct/release ..."?"""
    window = text[sent_start:start]
    m = None
    for m in _CREATE.finditer(window):
        pass
    if m is None:
        return False
    between = window[m.end() :]
    if _BLOCK.search(between) or len(between.split()) > (8 if not strict else 6):
        return False
    if strict:
        # a known dataset is new only when it is itself the thing introduced
        return not between.strip(" ,:(") or bool(_STRICT_OBJ.fullmatch(between))
    return True


def _overlaps(hits: list[_Hit], a: int, b: int) -> bool:
    return any(h.start < b and a < h.end for h in hits)


def _discover(text: str, hits: list[_Hit], starts: list[int], urls: list[tuple[int, int]]) -> list[_Hit]:
    found: list[_Hit] = []

    def add(a: int, b: int, *, strong: bool, new: bool = False) -> None:
        # trim trailing punctuation a name never ends with
        while b > a and text[b - 1] in ".,;:)":
            b -= 1
        s = text[a:b]
        if not s or _overlaps(hits, a, b) or _overlaps(found, a, b):
            return
        if any(x <= a < y for x, y in urls):
            return
        entry = lookup(s)
        if entry is None and not _namey(s, strong=strong):
            return
        sent = _sentence_of(starts, a)
        intro = new or _introduced(text, sent, a, strict=False)
        found.append(_Hit(a, b, entry, intro))

    for m in _HEAD_CUE.finditer(text):
        pre = (m.group("pre") or "").strip().lower()
        head = m.group("head").lower()
        if regex.search(r"(?i)\b(?:a|an)\s+(?:[\w-]+\s+){0,3}$", text[max(0, m.start("name") - 50) : m.start("name")]):
            continue  # "an object-level SA dataset": a description, not a name
        if pre in {"a", "an", "one", "two", "three", "four", "five", "six", "several", "multiple", "many", "various"}:
            continue
        if head.endswith("s") and not head.endswith("corpus"):
            continue  # "MIL datasets": a kind of data, unless listed (handled below)
        strong = bool(_STRONG_HEADS.match(head)) and pre == "the"
        name = m.group("name")
        # multi-word: every word must look like part of a name, or the last one alone
        words = name.split()
        if len(words) > 1 and not all(_namey(w, strong=True) or w[0].isupper() for w in words):
            name = words[-1]
        a = m.start("name") + m.group("name").rfind(name) if name != m.group("name") else m.start("name")
        if len(words) > 1 and name == m.group("name") and not any(_namey(w) for w in words):
            # "the Large Scale dataset": capitalised description, not a name
            if all(w.lower() in _COMMON for w in words):
                continue
        add(a, a + len(name), strong=strong)

    for m in _AFTER_HEAD.finditer(text):
        fresh = m.group("det").lower() in {"new", "novel", "first", "our"} or _NEW.search(m.group("mods"))
        created = _CREATE.search(text[_sentence_of(starts, m.start()) : m.start()])
        if not (fresh or created) or (m.group("head").lower().endswith("s") and not m.group("head").lower().endswith("us")):
            continue
        add(m.start("name"), m.end("name"), strong=True, new=True)

    for m in _APPOSITIVE.finditer(text):
        mods = m.group("mods") or ""
        if _METHODISH.search(mods):
            continue
        new = bool(_NEW.search(mods))
        add(m.start("name"), m.end("name"), strong=True, new=new)

    for m in _NAME_RE.finditer(text):
        s = m.group()
        if _BENCH_SUFFIX.search(s.rstrip(".,;:")) and len(s) > 6 and not s.lower().endswith(("benchmark", "benchmarks")):
            add(m.start(), m.end(), strong=True)
    return found


def _extend_lists(text: str, hits: list[_Hit], urls: list[tuple[int, int]], starts: list[int]) -> list[_Hit]:
    """Unknown names coordinated with a dataset are datasets too ("DomainBed and X").

    Only a real coordination counts (some separator is "and", "or", "&" or "/"): a bare
    comma after a dataset often starts a clause ("for COCO, DE-ViT surpasses ...").
    """
    extra: list[_Hit] = []
    names = [(m.start(), m.end()) for m in _NAME_RE.finditer(text)]
    by_start = {a: b for a, b in names}
    by_end = {b: a for a, b in names}
    right = regex.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|&\s*|/)\s*")
    left = regex.compile(r"(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|/)$")
    conj = regex.compile(r"\b(?:and|or)\b|[&/]")

    def known(a: int, b: int) -> bool:
        return _overlaps(hits, a, b) or _overlaps(extra, a, b)

    for h in sorted(hits, key=lambda h: h.start):
        items: list[tuple[int, int]] = []
        coordinated = False
        pos = h.end
        while (m := right.match(text, pos)) and m.group().strip():
            nxt = m.end()
            if nxt not in by_start:
                break
            b = by_start[nxt]
            coordinated = coordinated or bool(conj.search(m.group()))
            if not known(nxt, b):
                s = text[nxt:b]
                if not _namey(s) or lookup(s) is not None:
                    break
                items.append((nxt, b))
            pos = b
        pos = h.start
        while m := left.search(text[max(0, pos - 12) : pos]):
            prev_end = max(0, pos - 12) + m.start()
            if prev_end not in by_end:
                break
            a = by_end[prev_end]
            coordinated = coordinated or bool(conj.search(m.group()))
            if not known(a, prev_end):
                s = text[a:prev_end]
                if not _namey(s) or lookup(s) is not None:
                    break
                items.append((a, prev_end))
            pos = a
        if not coordinated:
            continue
        for a, b in items:
            if not known(a, b) and not any(x <= a < y for x, y in urls):
                extra.append(_Hit(a, b, None, h.introduced and _introduced(text, _sentence_of(starts, a), a, strict=False)))
    return extra


def extract_datasets(doc: Doc) -> list[DatasetMention]:
    """Datasets the paper uses or introduces, one per dataset, in order of first mention."""
    text = doc.text
    if not text:
        return []
    cat = get_catalog()
    starts = _sentence_starts(doc)
    urls = [(m.start(), m.end()) for m in _URL.finditer(text)]
    hits = _drop_redefined(text, _scan_catalog(text, cat, set(starts), urls))
    kept = []
    for h in hits:
        sent = _sentence_of(starts, h.start)
        h.introduced = _introduced(text, sent, h.start, strict=h.entry is not None)
        if h.introduced and h.entry is not None:
            after = text[h.end : h.end + 80]
            if _METHOD_APPOS.match(after):
                continue  # "We present PAWS: a robot learning framework" is not the dataset
            if regex.match(r" \p{Lu}\p{Ll}", after):
                h.introduced = False  # "We introduce MuJoCo Playground": a new name built on it
        kept.append(h)
    hits = kept
    for h in hits:
        if not h.introduced and h.entry is not None:
            m = _APPOSITIVE.match(text, h.start)
            if m and m.start("name") == h.start and _NEW.search(m.group("mods") or ""):
                h.introduced = True
    found = _discover(text, hits, starts, urls)
    all_hits = hits + found
    all_hits += _extend_lists(text, all_hits, urls, starts)
    all_hits.sort(key=lambda h: h.start)

    out: dict[str, DatasetMention] = {}
    intro: set[str] = set()
    for h in all_hits:
        mention = text[h.start : h.end]
        if h.entry is not None:
            name, domain, kind, disc = h.entry.name, h.entry.domain, h.entry.kind, False
        else:
            name, domain, kind, disc = mention, None, None, True
        k = "".join(UNIT.findall(name)).lower()
        if h.introduced:
            intro.add(k)
        if k not in out:
            out[k] = DatasetMention(name, mention, "used", h.start, h.end, disc, domain, kind)
    return [
        DatasetMention(m.name, m.mention, "introduced" if k in intro else "used", m.start, m.end, m.discovered, m.domain, m.kind)
        for k, m in out.items()
    ]
