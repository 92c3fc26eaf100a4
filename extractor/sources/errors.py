"""Why a whole file is not loaded, in two kinds the run summary keeps apart.

``Rejected`` files hold content extractor will not store (binary, undecodable, a format
it cannot map): they are recorded with their hash and not read again until they change.
``Failed`` files could not be read or finished (permissions, a vanished file, a file
changed while it was read): nothing of them is recorded, the next run tries again.
"""

from __future__ import annotations


class Rejected(Exception):
    """The file's content is rejected as a whole; ``str(exc)`` is the reason."""


class Failed(Exception):
    """The file could not be read to the end; ``str(exc)`` is the reason."""


class FileChanged(Failed):
    """The file changed while it was read."""
