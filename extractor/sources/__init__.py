"""Reading stage: paths -> sources -> papers (or rejections), streamed.

Names are imported on first use, so that the command line can list the formats
(``extractor.sources.formats``) without loading every reader.
"""

from importlib import import_module

_WHERE = {
    "Failed": "errors", "FileChanged": "errors", "Rejected": "errors",
    "SourceFile": "files", "discover": "files", "inspect_file": "files", "open_source": "files",
    "FORMATS": "formats", "Companions": "reader", "read_papers": "reader",
}
__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name in _WHERE:
        return getattr(import_module(f"extractor.sources.{_WHERE[name]}"), name)
    raise AttributeError(f"module 'extractor.sources' has no attribute {name!r}")
