"""Papers with Code dumps: ``papers-with-abstracts.json`` and, given in the same run,
``links-between-papers-and-code.json``, joined on the paper's URL (or arXiv id).

The links file holds no abstracts: on its own it adds nothing (it is recorded, not
rejected).  When a papers file is read, the run's other files are looked at for a links
file and its rows go into a temporary SQLite index, so the join costs no memory however
large the dumps are.  The repositories a paper's authors published (``is_official``) or
named in the paper become its code links; every joined row is kept in the record under
``links-between-papers-and-code``.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from collections.abc import Iterable

from extractor.records import Paper
from extractor.sources import identifiers as ids
from extractor.sources.mapping import Fields, Problems, Table, to_paper

NAME = "pwc"
LINKS = "pwc-links"
TABLE = Table(
    abstract=("abstract",),
    title=("title",),
    external_id=("arxiv_id", "paper_url"),
    authors=("authors",),
    keywords=("tasks",),
    url=("url_abs", "paper_url"),
    venue=("proceeding", "conference"),
    year=("date",),
    identifiers={"arxiv": ("arxiv_id",), "pwc": ("paper_url",)},
)


def is_paper(record: dict) -> bool:
    return "paper_url" in record and "abstract" in record


def is_link(record: dict) -> bool:
    return "repo_url" in record and "paper_url" in record and "abstract" not in record


class LinkIndex:
    """Rows of a links file by paper URL and arXiv id, in a temporary SQLite file."""

    def __init__(self, rows: Iterable[object]):
        fd, self.path = tempfile.mkstemp(prefix="extractor-pwc-", suffix=".db")
        os.close(fd)
        self.db = sqlite3.connect(self.path)
        self.db.execute("CREATE TABLE links (key TEXT, row TEXT)")
        self.db.executemany("INSERT INTO links VALUES (?, ?)", _keyed(rows))
        self.db.execute("CREATE INDEX links_key ON links (key)")
        self.db.commit()

    def rows(self, keys: list[str]) -> list[dict]:
        out, seen = [], set()
        for key in keys:
            for (row,) in self.db.execute("SELECT row FROM links WHERE key = ?", (key,)):
                if row not in seen:
                    seen.add(row)
                    out.append(json.loads(row))
        return out

    def close(self) -> None:
        self.db.close()
        os.unlink(self.path)


def _keyed(rows: Iterable[object]):
    for row in rows:
        if not isinstance(row, dict) or not isinstance(row.get("repo_url"), str):
            continue
        text = json.dumps(row, ensure_ascii=False)
        for key in (row.get("paper_url"), ids.arxiv_id(row.get("paper_arxiv_id"))):
            if isinstance(key, str) and key:
                yield key, text


def items_with(index: LinkIndex | None):
    """``to_items`` for a papers file, joined with ``index`` when there is one."""

    def finish(paper: Paper, fields: Fields, problems: Problems) -> None:
        if index is None:
            return
        keys = [v for v in (fields.get("paper_url"), ids.arxiv_id(fields.get("arxiv_id"))) if isinstance(v, str) and v]
        joined = index.rows(keys)
        if joined:
            for row in joined:
                if row.get("is_official") or row.get("mentioned_in_paper"):
                    paper.field_links.append(row["repo_url"])
            fields.record["links-between-papers-and-code"] = joined

    def to_items(record, position, where, source):
        return to_paper(record, TABLE, position, where, source, finish)

    return to_items


def no_papers(record, position, where, source):
    """A links file's rows: nothing to store on their own."""
    return []
