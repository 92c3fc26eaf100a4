"""LaTeX in metadata fields (BibTeX values, arXivRaw author lists) as plain Unicode:
``Bal\\'azs`` -> ``Balázs``, ``{BERT}`` -> ``BERT``, ``--`` -> ``–``."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def _converter():
    from pylatexenc.latex2text import LatexNodes2Text

    return LatexNodes2Text(math_mode="verbatim", strict_latex_spaces=True)


def unlatex(text: str) -> str:
    if "\\" not in text and "{" not in text and "~" not in text and "--" not in text:
        return text
    try:
        return _converter().latex_to_text(text)
    except Exception:  # pylatexenc gives up on some malformed input: keep it as written
        return text
