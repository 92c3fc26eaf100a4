"""Word lists and compiled patterns the reported-numbers extractor reads a sentence with.

Kept apart from the control flow in ``numbers.py`` so the vocabulary a careful reader
uses ("reduces ... by", "up to", "FID of") can be reviewed and extended in one place.
Every pattern is compiled once at import.
"""

from __future__ import annotations

import regex

from extractor import lexicon

# ---------------------------------------------------------------------------- numbers
# A number: thousands separators, decimals, a bare leading decimal point.
NUM = r"(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?"

# A number is never read inside a word or a LaTeX command: ResNet50, Qwen2.5, top-1,
# Recall@1, T^{1/2}, x_1, \ell_0.  A hyphen after a letter also glues (GPT-4.1, level-5).
NUMBER = regex.compile(
    rf"(?<![\p{{L}}\d.@^_\\]|[^\d%\s$]/|[\p{{L}}]-|[\p{{L}}]−)(?P<sign>[-−+](?=\d))?(?P<num>{NUM})(?![\d])"
)

WORD_NUMBERS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "thousand": 1000,
}
WORD_FOLD = regex.compile(
    r"\b(?P<word>" + "|".join(WORD_NUMBERS) + r")[- ]?fold\b", regex.IGNORECASE
)

# ------------------------------------------------------------------------------ units
# Matched right after a number (``.match(text, end)``).  The order matters: longest first.
UNIT_PERCENT = regex.compile(
    r"\s?(?:\\?%|％|\{\\%\}|\s?percent\b(?!age)|\s?per\s?cent\b)"
)
UNIT_PP = regex.compile(
    r"\s?-?(?:percentage[- ]points?|percent(?:age)?[- ]pts?\b|pp\b|p\.p\.|pps\b)"
)
# after a percent sign: "3.2% points", "37.97% absolute"
AFTER_PERCENT_PP = regex.compile(r"\s?(?:points?|pts)\b")
AFTER_PERCENT_ABSOLUTE = regex.compile(r"\s(?:in\s)?\(?absolute\)?(?!\s*(?:error|value|difference|improvement|gain|increase))")
UNIT_POINTS = regex.compile(r"(?:\s|-)(?:points?|pts)\b")
UNIT_TIMES = regex.compile(
    r"""
    (?:\s?\$\s?(?:\\times|\{\\times\}|\\!\\times)\s?\$           # 16$\times$, 2–4 $\times$
      |\s?(?:\\times\b|\{\\times\}|\{times\})(?:\s?\$(?!\d))?    # 16\times, $16\times$, N{times}
      |\s?×                                                      # 16×
      |[xX](?![\p{L}\d])                                         # 16x, 16X
      |times\b                                                   # 2times, 85times (scraped)
      |-?fold\b                                                  # 16-fold, 16fold
    )
    """,
    regex.VERBOSE,
)
# "16 x faster", "2.54 times that of": a spaced x or "times" only when a comparison follows
UNIT_TIMES_SPACED = regex.compile(
    r"\s(?:times|x|X)(?=\s(?:\w+er\sthan\b|(?:overall|total|relative|average|net)\s)?(?:faster|slower|more|less|fewer|higher|lower|larger|smaller|"
    r"better|greater|bigger|cheaper|quicker|longer|shorter|speed-?ups?|improvements?|"
    r"reductions?|increases?|gains?|acceleration|compression|that|the|as|over|than)\b)"
)
# what may follow a multiplier and make it a dimension, a device count or a setting
TIMES_NOT_RESULT = regex.compile(
    r"""\s?\$?\s?(?:\d|\{?\\?times\}?\s?\d|[A-Z]\d{2,3}\b|GPUs?\b|TPUs?\b|NVIDIA|RTX|
        super-?resolution|upsampl|downsampl|upscal|SR\b|zoom|magnif|scale\sfactor|
        cross[- ]?valid|CV\b|resolution|larger\s(?:models?|datasets?|batch))""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "speed increase of over 20 times.", "reduces memory by 3 times": a spaced "times" that
# closes a change stated before it (the comparison word is before the number, not after)
UNIT_TIMES_WORD = regex.compile(r"\stimes\b(?!\s(?:a|an|the|per|each|in\sa\srow)\b)")
TIMES_CHANGE_BEFORE = regex.compile(
    r"""(?:\bby|\b(?:increase|improvement|speed-?up|reduction|decrease|acceleration|gain|boost|
        compression)s?\sof)\s(?:(?:up\sto|nearly|almost|about|around|approximately|roughly|over|
        more\sthan|at\sleast|as\smuch\sas|a|an)\s)*$""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "twice as fast", "twice that of", "twice the throughput", "twice what is reported"
WORD_TWICE = regex.compile(
    r"\btwice(?=\s(?:as\s(?!many\b|much\b|well\b|often\b|long\b)\w+|that\sof|those\sof|what\b|the\s(?:speed|throughput|accuracy|performance|rate|efficiency)))",
    regex.IGNORECASE,
)
TIMES_AFTER_DIMENSION = regex.compile(r"\d\s?\$?\s?(?:×|x|X|\\times|\{\\?times\})\s?\$?\s?$")

# --------------------------------------------------------------------------- metrics
# Metrics whose values are reported on their own scale without a percent sign.
_METRIC_NAMES = r"""
    [gprs]?FID|FVD|KID|IS|Inception\sScore|(?:Sacre)?BLEU(?:-\d|@\d)?|ROUGE(?:-[12L]|-Lsum)?|
    METEOR|CIDEr(?:-D)?|SPICE|chrF\+*|COMET|BERTScore|CLIP\s?[Ss]core|PSNR|SSIM|LPIPS|
    AUC|AUROC|AUPRC|ROC-AUC|(?:box\s|mask\s|[Kk]eypoint\s)?AP(?:50|75|_?\{?\d+\}?|@[\d.:]+)?|
    mAP(?:@[\d.:]+|50|75)?|mIoU|IoU|Dice(?:\s(?:score|coefficient|similarity\scoefficient))?|DSC|F1(?:-[Ss]core|\s[Ss]core)?|
    F-(?:score|measure)|EER|WER|CER|[Pp]erplexity|PPL|NDS|AMOTA|MOTA|HOTA|IDF1|PQ|
    NDCG(?:@\d+)?|MRR|[Rr]ecall@\d+|R@\d+|Hits@\d+|[Pp]ass@\d+|ADE|FDE|RMSE|MAE|MSE|
    Chamfer\sdistance|EPE|AbsRel|SRCC|PLCC|PCC|SROCC|Elo|ELO|CLIP-?T|CLIP-?I|
    (?:PA-|P-)?MPJPE|MPVPE|PVE|PCKh?(?:@[\d.]+)?|NME|ADD-S|ADD\(-?S\)|mAR|NLL|BPD|s?MAPE|
    (?:Pearson|Spearman|Kendall)(?:['’]s)?\s(?:rank\s)?correlation(?:\scoefficient)?|QWK|Cohen['’]s\skappa|
    accuracy|[Ss]uccess\srate|[Ww]in\srate
"""
METRIC_NAME = regex.compile(rf"(?:{_METRIC_NAMES})", regex.VERBOSE)
# "FID of 1.74", "FID scores of 1.91/", "BLEU 35.1", "PCC of 0.63", "F1-Score 0.83"
METRIC_BEFORE_VALUE = regex.compile(
    rf"(?<![\w-])(?P<metric>{_METRIC_NAMES})(?:\s(?:scores?|values?))?"
    r"(?P<conn>\s?(?:of|=|:|is|was|reaching|reaches|reached|to)\s|\s?=\s?|:\s|\s)"
    r"(?:(?:only|just|a|an)\s)?\$?\s?$",
    regex.VERBOSE,
)
# "1.60 gFID", "0.93 AUC", "35.1 BLEU"
METRIC_AFTER_VALUE = regex.compile(
    rf"\s(?P<metric>{_METRIC_NAMES})(?![\w-])", regex.VERBOSE
)
# metrics on a points scale: "N points" with these is ``points``, otherwise ``pp``
POINTS_SCALE = regex.compile(
    r"(?<![\w-])(?:[gprs]?FID|FVD|KID|IS|BLEU|ROUGE|METEOR|CIDEr|SPICE|chrF|COMET|PSNR|Elo|"
    r"ELO|perplexity|PPL|CLIP\s?score|reward|return|score)(?![\w])",
    regex.IGNORECASE,
)
# lower is better: an "improvement" of a percentage in these is a reduction
LOWER_IS_BETTER = regex.compile(
    r"\b(?:error|errors|WER|CER|EER|loss|FID|perplexity|PPL|MSE|MAE|RMSE|latency|cost|"
    r"costs|memory|regret|violations?|failures?|collisions?|ADE|FDE|EPE|AbsRel|MPJPE|MPVPE|PVE|NME|NLL|BPD|"
    r"s?MAPE|"
    r"Chamfer|distance|variance|bias|footprint|energy|time)\b",
    regex.IGNORECASE,
)
TIME_LIKE = regex.compile(
    r"\b(?:time|times|runtime|run-time|latency|wall-?clock|seconds|hours|minutes|"
    r"duration|convergence|steps?|iterations?)\b",
    regex.IGNORECASE,
)
SPEED_LIKE = regex.compile(
    r"\b(?:speeds?|throughput|fps|frame\srate|tokens/s|inference\srate)\b", regex.IGNORECASE
)

# ------------------------------------------------------------------------------ hedges
# The hedge lexicon: one source for the token matcher (``components/result_cues.py``)
# and the reference regex below.  Word hedges are matched on tokens; symbols and LaTeX
# commands glue to the number in the tokenizer ("~5"), so they stay character-level.
_HEDGES = lexicon.load("hedges")
HEDGE_WORDS = tuple(r["hedge"] for r in _HEDGES if r["form"] == "word" and "before" in r.values("position"))
# "36% on average", "(in average)": a hedge that trails the number
HEDGE_TRAILING = tuple(r["hedge"] for r in _HEDGES if r["form"] == "word" and "after" in r.values("position"))
_HEDGE_SYMBOLS = "|".join(
    regex.escape(r["hedge"]) for r in sorted((r for r in _HEDGES if r["form"] == "symbol"), key=lambda r: -len(r["hedge"]))
)


def _phrase_rx(phrases) -> str:
    return "|".join(regex.escape(p).replace("\\ ", r"\s").replace(" ", r"\s") for p in phrases)


_HEDGE = _phrase_rx(HEDGE_WORDS) + "|" + _HEDGE_SYMBOLS
# what may stand between a hedge and its number: "up to a remarkable $", "nearly (", "over {"
HEDGE_GAP = regex.compile(
    r"""\s?(?:\)\s?)?\}?\s?(?:(?:a|an)\s)?
    (?:(?:notable|noticeable|significant|remarkable|impressive|substantial|considerable|
        large|massive|whopping|striking|solid|sizable|dramatic|staggering|respectable)\s)?
    \$?\s?\{?\s?""",
    regex.VERBOSE | regex.IGNORECASE,
)
HEDGE_SYMBOL_BEFORE = regex.compile(
    rf"(?:(?<![\w])|(?<=[~∼≈<>≥≤]))(?P<q>{_HEDGE_SYMBOLS})(?={HEDGE_GAP.pattern}$)", regex.VERBOSE | regex.IGNORECASE
)
HEDGE_BEFORE = regex.compile(
    rf"""(?:(?<![\w])|(?<=[~∼≈<>≥≤]))(?P<q>{_HEDGE}){HEDGE_GAP.pattern}$""",
    regex.VERBOSE | regex.IGNORECASE,
)
HEDGE_AFTER = regex.compile(
    rf"\s?(?:,\s)?(?:\(\s?)?(?P<q>{_phrase_rx(HEDGE_TRAILING)})\b", regex.IGNORECASE
)
HEDGE_IN_SENTENCE = regex.compile(
    r"\b(?:on\saverage|an?\saverage\s(?:relative\s|absolute\s)?(?:improvements?|gains?|"
    r"increases?|reductions?|decreases?|speed-?ups?|boosts?|drops?)\b)",
    regex.IGNORECASE,
)
# "an average success rate of 90%", "by 24% in average success rates": the level is an average
AVERAGE_METRIC_BEFORE = regex.compile(
    # not "mean IoU of", "mean average precision of": metrics named with "mean"
    r"\b(?:averaged?|mean(?!\s(?:IoU|IOU|intersection|average\sprecision|AP|reciprocal|absolute|squared|opinion|"
    r"rank|per-class)))\s(?:[\w\-]+\s){1,3}?(?:of|is|was|=|:|reaching|reaches|at)\s(?:(?:only|just)\s)?\$?\s?$",
    regex.IGNORECASE,
)
AVERAGE_METRIC_AFTER = regex.compile(r"\s?\$?\s?(?:in|on)\s(?:the\s)?average\s[\w\-]+", regex.IGNORECASE)
# "... 36% compared to synchronous planning on average for ...": the hedge closes the clause
ON_AVERAGE = regex.compile(r"\bon\saverage\b", regex.IGNORECASE)
HEDGE_NORMAL = {r["hedge"]: r["normal"] for r in _HEDGES if r["normal"]}

# -------------------------------------------------------------------------------- kind
# Cue words, matched case-insensitively as whole words; the nearest one decides.  Each
# entry is a token sequence as spaCy splits it (a hyphen between letters is its own token),
# each token a regex over the lower-cased token text; ``+word`` is a lookahead token that
# must follow but is not part of the cue ("up" in "up by").  The token matcher of
# ``components/result_cues.py`` and the reference regex ``KIND_CUES`` are both built here.
# The order of the kinds is the order of precedence when two cues start on the same word.
KIND_LEXICON: dict[str, tuple[str, ...]] = {
    "speedup": (
        r"speedups?", r"speed - ups?", r"speeds? up", r"sped up", r"faster", r"quicker",
        r"accelerat\w*", r"less (?:time|latency)", r"shorter", r"fewer (?:steps|iterations|epochs)",
    ),
    "degradation": (
        r"drops?", r"dropped", r"dropping", r"degrad\w*", r"declin\w*", r"deteriorat\w*",
        r"worsen\w*", r"worse", r"hurts?", r"harms?", r"falls?", r"fell", r"plummet\w*", r"lose",
        r"loses", r"losing", r"lost", r"performance loss", r"loss in (?:accuracy|performance)",
        r"accuracy loss", r"penalty",
    ),
    "reduction": (
        r"reduc\w*", r"decreas\w*", r"fewer", r"less", r"lower", r"lowers", r"lowering",
        r"lowered", r"cuts?", r"cutting", r"sav(?:e|es|ed|ing|ings)", r"shrink\w*", r"shrank",
        r"compress\w*", r"smaller", r"cheaper", r"eliminat\w*", r"minimi[sz]\w*", r"mitigat\w*",
        r"alleviat\w*", r"suppress\w*", r"slash\w*", r"trims?",
    ),
    "improvement": (
        r"improv\w*", r"outperform\w*", r"out - perform\w*", r"surpass\w*", r"gains?",
        r"boost\w*", r"increas\w*", r"higher", r"better", r"exceed\w*", r"enhanc\w*", r"rais\w*",
        r"lifts?", r"lifting", r"advanc\w*", r"superior", r"beats?", r"beating", r"uplifts?",
        r"margin", r"ahead", r"increments?", r"up +by", r"more", r"greater", r"larger", r"bigger",
        r"surge\w*", r"grows?", r"growth", r"jump\w*", r"stronger",
    ),
    "score": (
        r"achiev\w*", r"attain\w*", r"reach\w*", r"obtain\w*", r"scor\w*", r"record\w*",
        r"reports?", r"yield\w*", r"deliver\w*", r"maintain\w*", r"retain\w*", r"preserv\w*",
    ),
}
KIND_ORDER = tuple(KIND_LEXICON)


def _entry_rx(entry: str) -> str:
    out = ""
    prev = None
    for tok in entry.split(" "):
        if tok.startswith("+"):
            out += rf"(?=\s+{tok[1:]})"
        else:
            if prev is not None and tok != "-" and prev != "-":
                out += r"\s"
            out += tok
        prev = tok
    return out


# the reference (character-level) form of the kind lexicon
KIND_CUES = regex.compile(
    r"\b(?:"
    + "|".join(f"(?P<{k}>" + "|".join(_entry_rx(e) for e in v) + ")" for k, v in KIND_LEXICON.items())
    + r")\b",
    regex.IGNORECASE,
)
# Baseline markers: the words that introduce what a number is compared with.
BASELINE_MARKERS = (
    "over", "than", "compared to", "compared with", "compared against", "relative to",
    "against", "vs", "vs.", "versus", "in comparison to", "in comparison with",
    "with respect to", "w.r.t.", "w.r.t",
)
# Right after the number (and its unit): "speedup", "fewer parameters", "performance boost".
RIGHT_KIND = regex.compile(
    r"""^\s?(?:\)\s?)?(?:(?:relative|absolute|overall|average|total|net|\(absolute\)|\(relative\))\s)?
    (?:[\w\-/’'@]+\s){0,2}?
    (?:(?P<speedup>speed[\s-]?ups?|faster|quicker|acceleration|less\stime|shorter|as\s(?:fast|quickly)\b)
      |(?P<degradation>drops?|degradation|decline|decrease\sin\s(?:accuracy|performance)|
          loss\sin\s(?:accuracy|performance)|(?:accuracy|performance)\sloss|worse|lower\s(?:accuracy|performance))
      |(?P<reduction>reductions?|decreases?|fewer|less|lower|smaller|cheaper|savings?|
          compression|cut)
      |(?P<improvement>improvements?|gains?|increases?|boosts?|higher|better|more|
          larger|greater|enhancements?|advantage|uplift|lead|margin|tighter|stronger|sharper|
          as\s(?:efficient(?:ly)?|effective(?:ly)?|accurate(?:ly)?|good|high|strong|well))
    )\b""",
    regex.VERBOSE | regex.IGNORECASE,
)

# ------------------------------------------------------------------------- baselines
BASELINE_AFTER = regex.compile(
    r"""(?<!intersection\s)\b(?:over|than|compared\s(?:to|with|against)|relative\sto|against|vs\.?|versus|
        in\scomparison\s(?:to|with)|with\srespect\sto|w\.r\.t\.?)\s
        (?:that\sof\s|those\sof\s)?(?P<b>[^,;.(){}]{2,90})""",
    regex.VERBOSE | regex.IGNORECASE,
)
BASELINE_BEFORE = regex.compile(
    r"""\b(?:out-?perform\w*|surpass\w*|beat(?:s|ing)?|exceed\w*|superior\sto|better\sthan|
        compared\s(?:to|with|against)|in\scomparison\s(?:to|with)|relative\sto|improv\w*\s(?:(?:up)?on|over)|
        against|vs\.?|versus|
        over(?=\s(?:the\s|a\s)?(?:previous|prior|existing|strong|best|current|state-of-the-art|SOTA|
            competing|vanilla|standard|conventional|baseline)\b))\s(?P<b>[^,;(){}]{2,120}?)(?=\s(?:by|in|on|across|with|at|for|under)(?![\w-])|[,;({}]|$)""",
    regex.VERBOSE | regex.IGNORECASE,
)
BASELINE_STOP = regex.compile(
    r"""\s(?:by|on|in|across|with|while|when|whereas|under|at|using|and\s(?:achiev|reduc|improv|
        obtain|outperform|surpass|yield|show|set|establish)\w*|which|that|respectively|
        through|via|from|to|as|during|without|although|thanks|for\s(?:all|both|each|the|a)\b|
        such\sas|has|have|is|are|was|were|in\sterms|and\s(?:our|the|its|their|a|an)|
        for\s(?:our|their|its|these|this|those|every|most|many|various|different)|–|—|-|±)
        (?:(?<=\w)(?![\w-])|(?<=[–—±-])).*$""",
    regex.VERBOSE | regex.IGNORECASE | regex.DOTALL,
)
BASELINE_ROLE_BEFORE = regex.compile(
    r"""(?:\b(?:compared\s(?:to|with)|vs\.?|versus|against|from)|(?<!more|less|greater|fewer|
        higher|lower|better|worse|larger|smaller|rather)\sthan)\s(?:the\s)?
        (?:[\w\-.’']+(?:’s|'s)\s)?(?:(?:only|just)\s)?\$?\s?$""",
    regex.VERBOSE | regex.IGNORECASE,
)
BASELINE_SUBJECT = regex.compile(
    r"""\b(?:baselines?|prior|previous|existing|competing|competitors?|other|conventional|
        traditional|standard|vanilla|original|naive|current|state-of-the-art|SOTA)\s
        (?:[\w\-]+\s){0,2}?(?:methods?|approaches|models?|works?|baselines?|policies|systems?|
        techniques|algorithms|solutions|counterparts|pipelines)\b""",
    regex.VERBOSE | regex.IGNORECASE,
)
# the baseline phrase is an object, not the subject: "outperforms state-of-the-art approaches ... with"
COMPARED_BEFORE = regex.compile(
    r"\b(?:out-?perform\w*|surpass\w*|beat|beats|beating|exceed\w*|than|over|compared|relative\sto|"
    r"against|vs\.?|versus|superior\sto)\b",
    regex.IGNORECASE,
)
OWN_SUBJECT = regex.compile(r"\b(?:our|we|ours|proposed)\b", regex.IGNORECASE)

# ---------------------------------------------------------------------------- metric
# Words that do not start or end a metric phrase.
METRIC_SKIP_LEAD = regex.compile(
    r"^(?:(?:the|a|an|its|their|our|this|these|that|those|his|her|overall|state-of-the-art|SOTA|new|"
    r"highest|lowest|top|competitive|absolute|relative(?!\s(?:rank|order|position))|"
    r"average|mean\s(?=\w+\s\w)|significant|significantly|notable|substantial|considerable|"
    r"remarkable|impressive|large|consistent|further|additional|total|final|best|strong|"
    r"dramatic|clear|modest|slight|marginal|huge|massive|considerably|substantially|"
    r"also|even|only|both|all|of|by|in|on|to|up|respective)\s)+",
    regex.IGNORECASE,
)
METRIC_STOP_AFTER = regex.compile(
    r"""\s(?:by|on|over|across|for|under|with|at|when|while|whereas|compared|than|relative\sto|
        against|versus|vs\.?|from|to|and|or|in|during|using|without|thanks|through|via|as|
        within|among|between|after|before|which|that|respectively|per|is|are|was|were|
        reaching|achieving|while|if|stem|stems|come|comes|arise|arises|result|results|occur|
        occurs|lead|leads|remain|\w{3,}ing\s(?=with|the|a|an|in|on|to|from|by)|remains|can|could|may|might|will|would|do|does|did|have|has|
        had|require|requires|involve|involves|exhibit|exhibits|show|shows|fail|fails)(?:(?<=\s)|(?![\w-])).*$""",
    regex.VERBOSE | regex.IGNORECASE | regex.DOTALL,
)
METRIC_CUE_NOUN = (
    r"(?:improvements?|gains?|increases?|reductions?|decreases?|drops?|boosts?|"
    r"speed-?ups?|degradations?|declines?|enhancements?|savings?|accelerations?|"
    r"advantages?|uplifts?|jumps?|losses)"
)
# "<N> <unit> [relative] improvement in <metric>", "gain in terms of <metric>"
METRIC_RIGHT_OF = regex.compile(
    rf"""^\s?(?:(?:relative|absolute|overall|average|\(absolute\)|\(relative\))\s)?
    (?:[\w\-]+\s){{0,2}}?{METRIC_CUE_NOUN}\s(?:in|of)\s(?:terms\sof\s)?(?P<m>[^,;.()]{{2,80}})""",
    regex.VERBOSE | regex.IGNORECASE,
)
METRIC_RIGHT_IN = regex.compile(
    r"""^\s?(?:in|on)\s(?:the\s)?(?P<m>(?:[\w\-@]+\s){0,3}(?:accuracy|rate|rates|score|scores|
        precision|recall|F1|AUC|AUROC|mAP|mIoU|IoU|AP\w*|PQ|BLEU[\w@-]*|ROUGE[\w-]*|error|
        performance|reward|return|success|FID|PSNR|SSIM))\b""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "by 7.9% in the AO metric", "gains 2 points on the CIDEr score"
METRIC_RIGHT_NAMED = regex.compile(
    r"^\s?(?:in|on|under)\s(?:the\s|its\s|their\s)?(?P<m>[\w\-@^]+(?:\s[\w\-@^]+){0,2}?)\s(?:metric|measure|score)s?\b",
    regex.IGNORECASE,
)
# ", respectively," between a list of numbers and what they were measured in
RESPECTIVELY_LEAD = regex.compile(r"^\s?,?\s?respectively\s?,?", regex.IGNORECASE)
# "in terms of M" anywhere in a sentence
IN_TERMS_OF = regex.compile(r"\bin\sterms\sof\s(?P<m>[^,;.()]{2,60})", regex.IGNORECASE)
METRIC_RIGHT_TERMS = regex.compile(
    r"^\s?(?:(?:higher|better|lower|more|improvement|gain)\s)?in\sterms\sof\s(?P<m>[^,;.()]{2,80})",
    regex.IGNORECASE,
)
# "<N> <unit> runtime speedup", "9.6% performance boost", "0.3% accuracy drop"
METRIC_RIGHT_BEFORE_CUE = regex.compile(
    rf"""^\s?(?:(?:relative|absolute|overall|average|\(absolute\)|\(relative\))\s)?
    (?P<m>(?:[\w\-@/’']+\s){{1,3}}?){METRIC_CUE_NOUN}\b""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "<N> <unit> fewer parameters", "faster training", "higher accuracy"
METRIC_RIGHT_COMPARATIVE = regex.compile(
    r"""^\s?(?:(?:relative|absolute)\s)?(?P<cmp>faster|fewer|less|lower|higher|better|more|smaller|
        larger|greater|cheaper|shorter|longer|reduced|improved|increased|boosted)\s(?P<m>[^,;.()]{2,60})""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "<N>% accuracy", "44.32% mIoU", "<N>% success rate"
METRIC_RIGHT_NOUN = regex.compile(
    r"""^\s?(?P<m>(?:(?:top-\d|top-1|mean|average|overall|absolute|relative|[\w-]+)\s)?
        (?:accuracy|[\w-]*\s?rates?|precision|recall|F1(?:-scores?)?|scores?|AUC|AUROC|mAP|mIoU|IoU|
        AP\w*|PQ|BLEU[\w@-]*|ROUGE[\w-]*|CIDEr|Dice|DSC|performance|errors?|rewards?|returns?|
        success|coverage|utility|fidelity|agreement|correlation))\b""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "<metric> of", "<metric> to", "<metric> is" just before the number
METRIC_LEFT_OF = regex.compile(
    r"""(?P<m>(?:[\w\-@/’'{}$\\]+\s){0,4}?[\w\-@/’'{}$\\]+)\s(?:scores?\s|values?\s)?
    (?:of|to|is|was|=|:|reaching|reached|reaches|at)\s(?:(?:only|just|a|an|around|about)\s)?\$?\s?$""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "<verb> <metric> by <N>", "reduction in <metric> by <N>"
METRIC_LEFT_VERB = regex.compile(
    r"""\b(?P<verb>improv\w*|reduc\w*|boost\w*|increas\w*|decreas\w*|lower\w*|rais\w*|
        enhanc\w*|cut\w*|lift\w*|accelerat\w*|speed\w*\sup|degrad\w*|drop\w*|
        shrink\w*|sav\w*|elevat\w*|bring\w*|push\w*|alter\w*|chang\w*|affect\w*|
        (?:improvements?|reductions?|increases?|decreases?|gains?|drops?)\s(?:in|of))\s
        (?P<m>[^,;()]{2,120}?)\s(?P<prep>by|in|from|of)\s
        (?:(?:a|an)\s(?:(?:large|significant|substantial|considerable|clear|wide|notable|remarkable)\s)?margin\sof\s)?$""",
    regex.VERBOSE | regex.IGNORECASE,
)
METRIC_VERB_START = regex.compile(
    r"""\b(?:improv\w*|reduc\w*|boost\w*|increas\w*|decreas\w*|lower\w*|rais\w*|enhanc\w*|
        cut\w*|lift\w*|accelerat\w*|speed\w*\sup|degrad\w*|drop\w*|shrink\w*|sav\w*|elevat\w*|
        bring\w*|push\w*|alter\w*|chang\w*|affect\w*|improvements?|reductions?|increases?|
        decreases?|gains?|drops?)\b""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "<metric> drops by", "performance to degrade as much as"
METRIC_LEFT_SUBJECT = regex.compile(
    r"""(?<![\w\-’'])(?P<m>(?:[\w\-’']+\s){0,3}?[\w\-’']+)\s(?:to\s|can\s|may\s|would\s)?
        (?:degrad\w*|drop\w*|decreas\w*|declin\w*|increas\w*|improv\w*|ris\w*|fall\w*|
        fell|reduc\w*|grow\w*|jump\w*|goes\sup|went\sup)\s(?:by\s|from\s)?$""",
    regex.VERBOSE | regex.IGNORECASE,
)
# a noun right before a kind cue noun: "performance drops", "runtime speedup"
METRIC_BEFORE_CUE_NOUN = regex.compile(
    rf"(?<![\w\-’'])(?P<m>(?:[\w\-’']+\s)?[\w\-’']+)\s{METRIC_CUE_NOUN}\b", regex.IGNORECASE
)
NOT_METRIC = regex.compile(
    r"^(?:\d.*|we|it|they|this|that|which|results?|method|methods|model|models|approach|"
    r"approaches|ours?|baselines?|performs?|achiev\w*|significant\w*|[\w-]+ly|respectively|"
    r"times?|cases?|average|total|overall|relative|absolute|improvements?|gains?|cost|order|"
    r"subset|range|margin|factor|magnitude|(?:[\w-]+\s)*(?:baselines?|methods?|models?|approaches)|"
    r"(?:some|most|all|many|several|certain|these|those|both|other)\s[\w-]+|"
    r"(?:reduc|increas|decreas|improv|enhanc|boost|rais|lower|acceler|achiev|demonstrat|show)\w*|"
    r"(?:[\w-]+\s)*(?:the|a|an|and|or|of|to|in|on|by|for|with|is|are|was|were|be|been|it|its|their|our)|"
    r"(?:[\w-]+\s)*(?!(?:anomaly|assembly|family|supply|reply|poly|quality)\b)[\w-]+ly|.*-)$",
    regex.IGNORECASE,
)
OF_BASELINE = regex.compile(
    r"^(?P<m>.+?)\sof\s(?P<b>(?:the\s)?(?:[\w\-]+\s){0,4}?(?:methods?|models?|baselines?|"
    r"approaches|works?|systems?|policies|competitors?|SOTA|state-of-the-art)\b.*)$",
    regex.IGNORECASE,
)

# -------------------------------------------------------------------------- settings
# "N% of <resource>": how much was used, not what was found.
PERCENT_OF_RESOURCE = regex.compile(
    r"""\$?\s?(?:of\s(?:the\s|its\s|their\s)?(?:total\s|original\s|full\s|available\s|labeled\s|
        labelled\s|training\s|real\s|clean\s|model\s|network\s)*(?:training\s)?
        (?:data|dataset|datasets|labels?|annotations?|parameters|params|weights|tokens|
        compute|budget|heads|layers|neurons|channels|pixels|patches|samples|examples|images|
        frames|points|queries|demonstrations|trajectories|memory|FLOPs|resources|time|
        vocabulary|attention\sheads|users|participants|subjects)\b
      |(?:labeled|labelled|annotated|training|of\straining)\s(?:data|samples|images|examples|labels)
      |(?:predictive|prediction|confidence|coverage)\s(?:intervals?|level|sets?|regions?)
      |(?:confidence|CI\b|credible|quantile|percentile|sparsity|masking|mask\sratio|
        pruning\sratio|label\snoise|noise|corruption|poison\w*|dropout|missing|occlusion|
        of\sthe\stime))""",
    regex.VERBOSE | regex.IGNORECASE,
)
PERCENT_SETTING_BEFORE = regex.compile(
    r"""(?:\b(?:top|bottom|first|last)[- ]|\b(?:sparsity|dropout|masking|mask|noise|pruning|
        corruption|poisoning|missing)\s(?:ratio\s|rate\s|level\s)?(?:of\s)?|
        \b(?:at|with|under)\s(?:a\s)?(?:sparsity|noise|corruption|pruning|masking|dropout)\s
        (?:ratio|rate|level)?\s?(?:of\s)?)\$?\s?$""",
    regex.VERBOSE | regex.IGNORECASE,
)
# "using only 10% of", "with 5% of"
USING_BEFORE = regex.compile(
    r"\b(?:using|with|use|uses|used|requires?|requiring|needs?|needing|trained\son|on)\s"
    r"(?:only\s|just\s|merely\s|as\slittle\sas\s|less\sthan\s|up\sto\s|about\s|around\s)?$",
    regex.IGNORECASE,
)

# a metric phrase stops at a scope over many things: "execution time of many Lego tasks"
METRIC_SCOPE_OF = regex.compile(
    r"\s(?:of|for|on|across)\s(?:both|all|many|several|various|multiple|different|these|those|each|"
    r"most|some|the\s(?:two|three|four|five))\b.*$",
    regex.IGNORECASE | regex.DOTALL,
)
# line-broken hyphenation in scraped text: "state-of- the-art", "end- to-end"
BROKEN_HYPHEN = regex.compile(r"(?<=\w)-\s(?!(?:and|or|to\s)\b)(?=\w)")
# "outperforms A by 1.08x and the image-to-action B by 1.16x": the verb is elided for B
ELIDED_BASELINE = regex.compile(
    r"^\s?\$?\s?\)?,?\s(?:and|while|whereas)\s(?:the\s)?"  # ")": "by 10.2% (up to 37.7%), and B by"
    r"(?![^,;.]*\b(?:\w+ing|improv\w*|reduc\w*|increas\w*|decreas\w*|boost\w*|rais\w*|lower\w*|achiev\w*|"
    r"outperform\w*|surpass\w*|is|are|was|were)\b)(?P<b>[^,;.()\d$]{2,80}?)\sby\s"
    r"(?:(?:up\sto|nearly|almost|about|around|approximately|roughly|over|more\sthan|a|an)\s)*\$?\s?$",
    regex.IGNORECASE,
)
# "using only 10% of the labels", "trained on 5% of", "with just 1% of": the share used
USING_SHARE_BEFORE = regex.compile(
    r"\b(?:using|use|uses|used|leveraging|given|(?:trained|training|fine-?tuned|fine-?tuning)\son|"
    r"with\s(?:only|just|merely|as\slittle\sas))\s(?:only\s|just\s|merely\s|as\slittle\sas\s|about\s|around\s)?\$?\s?$",
    regex.IGNORECASE,
)

# Unclosed asymptotic-bound bracket before a number: O(, \mathcal{O}(, Θ(, \Omega(
BOUND_OPEN = regex.compile(
    r"(?:\b[OΘΩo]|\\mathcal\{O\}|\\(?:Theta|Omega|tilde\{O\}|widetilde\{O\})|Omega|Theta)\s?[({]"
)

# change verbs that make "from A to B" a before/after pair rather than a range
FROM_TO_CHANGE = regex.compile(
    r"""\b(?:improv\w*|increas\w*|boost\w*|rais\w*|lift\w*|reduc\w*|decreas\w*|lower\w*|
        cut\w*|drop\w*|declin\w*|degrad\w*|enhanc\w*|push\w*|bring\w*|brought|elevat\w*|
        jump\w*|ris\w*|rose|fell|fall\w*|go(?:es)?|went|chang\w*|mov\w*|restor\w*|
        advanc\w*|shrink\w*|improvements?|gains?|reductions?)\b
        (?:[^.;]|\b(?:e\.g|i\.e|cf|vs)\.){0,120}?\bfrom\s(?:\w+\s){0,2}?\$?\s?$""",
    regex.VERBOSE | regex.IGNORECASE,
)
RANGE_FROM = regex.compile(r"\b(?:from|between)\s\$?\s?$", regex.IGNORECASE)
RANGE_SEP = regex.compile(r"\s?(?:–|—|-|−|~|∼|\\sim|\$\\sim\$|\s?to\s|\s?and\s)\s?\$?")
LIST_SEP = regex.compile(
    r"^(?:\s?/\s?|,\s|\s(?:and|or)\s|,\s(?:and|or)\s|\s?;\s)(?:\$?\s?)$"
)
PLUS_MINUS = regex.compile(r"\s?(?:±|\\pm|\+-|\+/-|\$\\pm\$)\s?")
METRIC_TAIL = regex.compile(
    rf"(?:{_METRIC_NAMES}|rates?|scores?|precision|recall)\s$", regex.VERBOSE
)
RESPECTIVELY = regex.compile(r"\brespectively\b", regex.IGNORECASE)

# ------------------------------------------------------------------- end-anchored search
# Most "just before the number" patterns end in ``$`` and are searched over a window that
# ends at the number.  A forward search tries every start position of the window, each a
# full attempt (30-130 µs for the longer ones); the same pattern compiled with
# ``regex.REVERSE`` starts from the end and fails in a few µs.  Both find a match in
# exactly the same windows, but not always the same match (forward: leftmost start), so a
# reverse twin answers yes/no questions and gates the forward search when groups are read.


def reverse(pattern: regex.Pattern) -> regex.Pattern:
    """The reverse twin of an end-anchored pattern."""
    return regex.compile(pattern.pattern, pattern.flags | regex.REVERSE)


METRIC_BEFORE_VALUE_REV = reverse(METRIC_BEFORE_VALUE)
METRIC_LEFT_SUBJECT_REV = reverse(METRIC_LEFT_SUBJECT)
METRIC_LEFT_OF_REV = reverse(METRIC_LEFT_OF)
METRIC_TAIL_REV = reverse(METRIC_TAIL)
BASELINE_ROLE_BEFORE_REV = reverse(BASELINE_ROLE_BEFORE)
# METRIC_LEFT_OF as a forward search: its leftmost match never starts inside a word (one
# starting there also matches from the character before), so starts inside words are
# skipped up front; same matches and groups, ~4x faster.
METRIC_LEFT_OF_WORD = regex.compile(r"(?<![\w\-@/’'{}$\\])" + METRIC_LEFT_OF.pattern, METRIC_LEFT_OF.flags)
# Every METRIC_BEFORE_CUE_NOUN match holds a cue noun after a word: a cheaper scan first.
CUE_NOUN_AFTER_WORD = regex.compile(rf"(?<=[\w\-’'])\s{METRIC_CUE_NOUN}\b", regex.IGNORECASE)
