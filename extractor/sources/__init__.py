"""Reading stage: paths -> sources -> papers (or rejections), streamed."""

from extractor.sources.files import SourceFile, discover, inspect_file
from extractor.sources.reader import FORMATS, read_papers

__all__ = ["FORMATS", "SourceFile", "discover", "inspect_file", "read_papers"]
