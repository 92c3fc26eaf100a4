"""Streaming a hardened XML parse: one record element at a time, as a plain dict.

defusedxml's ``iterparse`` refuses entity declarations and external references (an
entity bomb or an ``<!ENTITY x SYSTEM "file:///etc/passwd">`` is a rejected file, never
expanded), and every record element is cleared from the tree once converted, so a
1,000,000-entry feed costs the memory of one entry.
"""

from __future__ import annotations

from collections.abc import Iterator
from xml.etree.ElementTree import Element, ParseError

import defusedxml.ElementTree as safe_et
from defusedxml import DefusedXmlException

from extractor.sources.jsonstream import MAX_DEPTH, TOO_DEEP

XMLError = (ParseError, DefusedXmlException)


def local(tag: str) -> str:
    """``{namespace}name`` -> ``name``."""
    return tag.rsplit("}", 1)[-1]


def namespace(tag: str) -> str:
    return tag[1:].split("}", 1)[0] if tag.startswith("{") else ""


def refused(exc: Exception) -> str:
    """Why the parser stopped, as one line."""
    if isinstance(exc, DefusedXmlException):
        return f"XML declares entities or external references ({type(exc).__name__}): refused, entity expansion is off"
    return f"malformed or truncated XML: {str(exc)[:200]}"


def records(stream, wanted: set[str]) -> Iterator[Element | object]:
    """Each element whose local name is in ``wanted``, complete, then freed.

    A wanted element nested deeper than ``MAX_DEPTH`` below the document is ``TOO_DEEP``.
    """
    path: list[Element] = []
    for event, elem in safe_et.iterparse(stream, events=("start", "end")):
        if event == "start":
            path.append(elem)
            continue
        path.pop()
        if local(elem.tag) in wanted:
            yield elem
            elem.clear()
            if path:
                path[-1].remove(elem)


def to_dict(elem: Element, repeated: frozenset[str] = frozenset(), depth: int = 0) -> object:
    """An element as JSON-like data: its text when it is a plain leaf, else a dict of its
    attributes (``@name``), its children by local name (lists for ``repeated`` names or
    names that repeat) and its text (``#text``)."""
    if depth > MAX_DEPTH:
        return TOO_DEEP
    children = list(elem)
    text = elem.text if elem.text and elem.text.strip() else None
    if not children and not elem.attrib:
        return elem.text or ""
    out: dict[str, object] = {f"@{local(k)}": v for k, v in elem.attrib.items()}
    for child in children:
        name = local(child.tag)
        value = to_dict(child, repeated, depth + 1)
        if value is TOO_DEEP:
            return TOO_DEEP
        if name in out:  # a value is never a list itself: a list is a repeated name
            if not isinstance(out[name], list):
                out[name] = [out[name]]
            out[name].append(value)
        else:
            out[name] = [value] if name in repeated else value
    if text is not None:
        out["#text"] = text
    return out
