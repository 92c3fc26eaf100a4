"""Extractors: pure functions from text to typed records with character spans.

Calling the package is ``extractor.extract(text)``, the library's one-abstract entry
point: once this subpackage is imported, Python makes it the ``extract`` attribute of
``extractor``, in place of the function of that name, so the package itself is callable
and does the same.
"""

import sys
from types import ModuleType


class _CallablePackage(ModuleType):
    def __call__(self, text: str, *, links=(), title=None):
        from extractor import _extract

        return _extract(text, links=links, title=title)


sys.modules[__name__].__class__ = _CallablePackage
