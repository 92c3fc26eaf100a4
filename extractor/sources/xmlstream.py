"""Streaming a hardened XML parse: one record element at a time, as a plain dict.

defusedxml's parser refuses entity declarations and external references (an entity bomb
or an ``<!ENTITY x SYSTEM "file:///etc/passwd">`` is a rejected file, never expanded),
and records are built as plain data by the parser's target as they close, with no
element tree behind them, so a 1,000,000-entry feed costs the memory of one entry.
"""

from __future__ import annotations

from collections.abc import Iterator
from xml.etree.ElementTree import ParseError

import defusedxml.ElementTree as safe_et
from defusedxml import DefusedXmlException

from extractor.sources.jsonstream import MAX_DEPTH, TOO_DEEP
from extractor.sources.stream import CHUNK

XMLError = (ParseError, DefusedXmlException)


def local(tag: str) -> str:
    """``{namespace}name`` -> ``name``."""
    name = _LOCAL.get(tag)
    if name is None:
        if len(_LOCAL) > 10_000:
            _LOCAL.clear()
        name = _LOCAL[tag] = tag.rsplit("}", 1)[-1]
    return name


_LOCAL: dict[str, str] = {}


def namespace(tag: str) -> str:
    return tag[1:].split("}", 1)[0] if tag.startswith("{") else ""


def refused(exc: Exception) -> str:
    """Why the parser stopped, as one line."""
    if isinstance(exc, DefusedXmlException):
        return f"XML declares entities or external references ({type(exc).__name__}): refused, entity expansion is off"
    return f"malformed or truncated XML: {str(exc)[:200]}"


def records(stream, wanted: set[str], repeated: frozenset[str] = frozenset()) -> Iterator[object]:
    """Each element whose local name is in ``wanted`` as JSON-like data (or ``TOO_DEEP``
    when nested deeper than ``MAX_DEPTH`` inside it): its text when it is a plain leaf,
    else a dict of its attributes (``@name``), its children by local name (lists for
    ``repeated`` names or names that repeat) and its text (``#text``).

    The parser's target builds the records' dicts directly: no element tree is kept, so
    memory holds the record being read and nothing of the ones before.
    """
    target = _Records(wanted, repeated)
    parser = safe_et.DefusedXMLParser(target=target, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    # defusedxml's handlers for DTDs, entities and external references stay in place; the
    # element and text handlers go straight to the target instead of through the
    # pure-Python ElementTree layer between them (a third of a feed's reading time)
    expat = parser.parser
    expat.StartElementHandler = target.start_raw
    expat.EndElementHandler = target.end
    expat.CharacterDataHandler = target.data
    while chunk := stream.read(CHUNK):
        parser.feed(chunk)
        yield from target.take()
    parser.close()
    yield from target.take()


class _Records:
    """A parser target that turns each wanted element into plain data as it closes."""

    def __init__(self, wanted: set[str], repeated: frozenset[str]):
        self.wanted, self.repeated = wanted, repeated
        self.stack: list[list] = []  # [name, attributes, children dict or None, text parts] per open element
        self.done: list[object] = []
        self.outside = 0  # depth of open elements around the record being read
        self.too_deep = 0  # open elements past MAX_DEPTH in the current record

    def take(self) -> list[object]:
        done, self.done = self.done, []
        return done

    def start_raw(self, tag: str, attributes: list) -> None:
        """pyexpat's call: ``namespace}name`` and the attributes as a flat list."""
        self.start(tag, dict(zip(attributes[::2], attributes[1::2])) if attributes else {})

    def start(self, tag: str, attrib: dict) -> None:
        if not self.stack:
            name = local(tag)
            if name not in self.wanted:
                self.outside += 1
                return
        elif len(self.stack) > MAX_DEPTH or self.too_deep:
            self.too_deep += 1
            return
        else:
            name = local(tag)
        self.stack.append([name, attrib, None, []])

    def data(self, text: str) -> None:
        if self.stack and not self.too_deep:
            self.stack[-1][3].append(text)

    def end(self, tag: str) -> None:
        if not self.stack:
            self.outside -= 1
            return
        if self.too_deep:
            self.too_deep -= 1
            if self.too_deep:
                return
            self.stack[:] = self.stack[:1]  # the record's own element closes next
            self.stack[0][2] = TOO_DEEP
            return
        name, attrib, children, texts = self.stack.pop()
        text = "".join(texts)
        if children is TOO_DEEP:
            value: object = TOO_DEEP
        elif children is None and not attrib:
            value = text
        else:
            value = {f"@{local(k)}": v for k, v in attrib.items()}
            if children:
                value.update(children)
            if text.strip():
                value["#text"] = text
        if not self.stack:
            self.done.append(value)
            return
        parent = self.stack[-1]
        if parent[2] is None:
            parent[2] = {}
        siblings = parent[2]
        if name in siblings:  # a value is never a list itself: a list is a repeated name
            if not isinstance(siblings[name], list):
                siblings[name] = [siblings[name]]
            siblings[name].append(value)
        else:
            siblings[name] = [value] if name in self.repeated else value

    def close(self) -> None:
        return None
