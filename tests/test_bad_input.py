"""Bad input is rejected with file and line, the rest goes on, stored data is untouched."""

import json

from sqlalchemy import text

from extractor.pipeline import ingest
from extractor.records import Paper, Rejection
from extractor.sources import inspect_file, read_papers
from tests.conftest import EXAMPLES

ABSTRACT = "We propose a method that improves accuracy on standard benchmarks by a wide margin."


def read(path):
    return list(read_papers(inspect_file(str(path))))


def rows(engine, sql):
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(text(sql))]


def test_hostile_strings_are_stored_verbatim(engine, tmp_path):
    hostile = [
        "Robert'); DROP TABLE papers;-- we propose a method that works on many hard problems.",
        "<script>alert('x')</script> We propose a method that improves results considerably.",
        "Control \x01\x07\x1b[31m chars and RTL \u202e marks \u200f in a study of robust learning.",
    ]
    f = tmp_path / "h.jsonl"
    f.write_text("\n".join(json.dumps({"abstract": h, "author": "Eve O'Brien\" OR 1=1 -- <b>x</b>"}) for h in hostile))
    summary = ingest(engine, [str(f)])
    assert summary.papers_new == 3
    stored = {r[0] for r in rows(engine, "SELECT abstract FROM papers")}
    assert stored == set(hostile)
    assert rows(engine, "SELECT name FROM authors") == [("Eve O'Brien\" OR 1=1 -- <b>x</b>",)]


def test_invalid_utf8_without_a_certain_encoding_is_rejected_naming_the_line(tmp_path):
    f = tmp_path / "bad.txt"
    f.write_bytes(b"Daily Papers\n\n" + ABSTRACT.encode() + b"\n\nbroken \x81\x82\xff\xfe bytes \x80\x9f\n")
    (rejection,) = read(f)
    assert isinstance(rejection, Rejection)
    assert "UTF-8" in rejection.reason and "line 5" in rejection.reason


def test_gb18030_and_latin1_are_decoded_when_certain(tmp_path):
    chinese = tmp_path / "gb.txt"
    chinese.write_bytes(("论文检索\n\n深度学习\n\n张三, 李四\n\n" + ABSTRACT).encode("gb18030"))
    (paper,) = read(chinese)
    assert paper.authors == ["张三", "李四"]
    latin = tmp_path / "latin.txt"
    latin.write_bytes(("Daily Papers\n\n" + ABSTRACT + " Résumé of naïve café methods.").encode("latin-1"))
    (paper,) = read(latin)
    assert paper.abstract.endswith("Résumé of naïve café methods.")


def test_nul_bytes_mean_binary(tmp_path):
    f = tmp_path / "x.txt"
    f.write_bytes(b"Daily Papers\n\n" + ABSTRACT.encode() + b"\x00\x00")
    (rejection,) = read(f)
    assert "binary" in rejection.reason


def test_a_huge_line_is_rejected_and_the_rest_of_the_file_read(tmp_path):
    f = tmp_path / "huge.txt"
    with f.open("w") as fh:
        fh.write("Daily Papers\n\n" + ABSTRACT + "\n\n")
        fh.write("word " * (50 * 1024 * 1024 // 5) + "\n\n")  # a single 50 MB line
        fh.write(ABSTRACT + " Again.\n")
    got = read(f)
    papers = [x for x in got if isinstance(x, Paper)]
    (rejection,) = [x for x in got if isinstance(x, Rejection)]
    assert [p.abstract for p in papers] == [ABSTRACT, ABSTRACT + " Again."]
    assert rejection.location == "line 5" and "longer than" in rejection.reason


def test_deeply_nested_json_is_rejected_not_crashing(tmp_path):
    f = tmp_path / "deep.json"
    f.write_text("[" + "[" * 100_000 + "]" * 100_000 + ", " + json.dumps({"abstract": ABSTRACT}) + "]")
    got = read(f)
    assert isinstance(got[0], Rejection)
    assert any(isinstance(x, Paper) for x in got) or "JSON" in got[-1].reason


def test_a_million_tiny_records_stream_in_bounded_memory(engine, tmp_path):
    f = tmp_path / "tiny.jsonl"
    with f.open("w") as fh:
        fh.write(json.dumps({"abstract": ABSTRACT}) + "\n")
        fh.write('{"id": 1}\n' * 1_000_000)
    summary = ingest(engine, [str(f)])
    assert summary.papers_new == 1
    assert summary.records_rejected == 1_000_000
    assert rows(engine, "SELECT COUNT(*) FROM rejections") == [(1001,)]


def test_a_bad_file_never_touches_what_is_stored(engine, tmp_path):
    ingest(engine, [str(EXAMPLES)])
    before = rows(engine, "SELECT content_key, abstract FROM papers ORDER BY content_key")
    (tmp_path / "trunc.json").write_text('[{"abstract": "' + ABSTRACT + '"}, {"abstr')
    (tmp_path / "bin.txt").write_bytes(b"\x00\x01\x02")
    summary = ingest(engine, [str(tmp_path)])
    assert summary.status == "rejected" and summary.papers_new == 1
    after = rows(engine, "SELECT content_key, abstract FROM papers ORDER BY content_key")
    assert set(before) < set(after) and len(after) == len(before) + 1
