"""Bad input is rejected with file and line, the rest goes on, stored data is untouched."""

import json

import pytest
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


# --- issue 17: detection, depth, encodings, over-long lines ---------------------------------
def test_a_jsonl_first_line_nested_100k_deep_is_one_rejected_line(engine, tmp_path):
    f = tmp_path / "deep.jsonl"
    deep = '{"a": ' + "[" * 100_000 + "]" * 100_000 + "}"
    f.write_text(deep + "\n" + json.dumps({"abstract": ABSTRACT}) + "\n" + deep + "\n")
    got = read(f)  # format detection included: no RecursionError anywhere
    assert [type(x).__name__ for x in got] == ["Rejection", "Paper", "Rejection"]
    assert got[0].location == "line 1" and "nested deeper than" in got[0].reason
    summary = ingest(engine, [str(f)])
    assert (summary.papers_new, summary.records_rejected, summary.files_failed) == (1, 2, 0)


def test_a_bad_first_line_does_not_lose_a_jsonl_file(engine, tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text('{"abstract": "cut short\n' + "".join(
        json.dumps({"id": i, "abstract": f"{ABSTRACT} {i}"}) + "\n" for i in range(5)))
    got = read(f)
    assert isinstance(got[0], Rejection) and got[0].location == "line 1" and "malformed JSON" in got[0].reason
    assert [p.external_id for p in got[1:]] == ["0", "1", "2", "3", "4"]
    summary = ingest(engine, [str(f)])
    assert (summary.papers_new, summary.records_rejected) == (5, 1)


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_with_a_bom_is_read(tmp_path, codec):
    bom = "\ufeff".encode(codec)
    listing = tmp_path / "l.txt"
    text = f"论文检索\n\nDeep Learning · Robustness\n\nZoë Müller, 张三\n\n{ABSTRACT}\n"
    listing.write_bytes(bom + text.encode(codec))
    (p,) = read(listing)
    assert p.authors == ["Zoë Müller", "张三"] and p.categories[0].area == "Deep Learning"
    records = tmp_path / "r.json"
    records.write_bytes(bom + json.dumps([{"abstract": ABSTRACT, "author": "Zoë Müller"}], ensure_ascii=False)
                        .encode(codec))
    (q,) = read(records)
    assert q.authors == ["Zoë Müller"]


def test_a_genuine_latin1_listing_with_dot_separators_is_read(tmp_path):
    f = tmp_path / "latin.txt"
    f.write_bytes((f"Paper search\n\nDeep Learning · Robustness\n\nJosé García, Zoë Müller\n\n{ABSTRACT} Café.\n\n"
                   f"Optimization · Convex\n\nFrançois Dupont\n\n{ABSTRACT} Naïve.\n").encode("latin-1"))
    first, second = read(f)
    assert first.authors == ["José García", "Zoë Müller"] and second.authors == ["François Dupont"]
    assert [(c.area, c.subarea) for c in first.categories] == [("Deep Learning", "Robustness")]
    assert second.abstract.endswith("Naïve.")


def test_utf8_with_one_stray_latin1_byte_is_rejected_with_its_line(tmp_path):
    f = tmp_path / "mixed.txt"
    f.write_bytes(f"Daily Papers\n\nJosé García\n\n{ABSTRACT}\n\n".encode() + b"Jos\xe9 Garc\xeda\n\n"
                  + ABSTRACT.encode() + b"\n")
    (rejection,) = read(f)
    assert rejection.location is None
    assert rejection.reason.startswith("not valid UTF-8 (first bad byte on line 7)") and "mixes" in rejection.reason


def test_a_bad_byte_past_the_sniffed_head_rejects_the_whole_file_and_keeps_the_store(engine, tmp_path):
    f = tmp_path / "late.jsonl"
    with f.open("wb") as out:
        for i in range(15_000):  # about 1.7 MB, the bad byte far past the first MiB
            out.write(json.dumps({"abstract": f"{ABSTRACT} {i}"}).encode() + b"\n")
        out.write(b'{"abstract": "Jos\xe9 and a method that works."}\n')
    summary = ingest(engine, [str(f)])
    assert (summary.files_rejected, summary.papers_new, summary.files_failed) == (1, 0, 0)
    (rejection,) = summary.rejections
    assert rejection["reason"] == "not valid UTF-8 (first bad byte on line 15001)"
    assert rows(engine, "SELECT COUNT(*) FROM papers") == [(0,)]  # the papers read before it: rolled back
    assert rows(engine, "SELECT format, papers FROM sources") == [("rejected", 0)]
    assert ingest(engine, [str(f)]).files_skipped == 1  # recorded with its hash: not read again unchanged


def test_a_rejected_over_long_line_takes_its_block_with_it(tmp_path):
    f = tmp_path / "l.txt"
    with f.open("w") as fh:
        fh.write(f"Paper search\n\nVision · Detection\n\nAda Lovelace, Alan Turing\n\n{ABSTRACT}\n\n")
        fh.write("Robotics · Grasping\n\nGrace Hopper, Edsger Dijkstra\n\n")
        fh.write("long " * (2 * 1024 * 1024 // 5) + "\n\n")  # that paper's abstract: over 1 MiB
        fh.write(f"Theory · Learning\n\nKurt Gödel\n\n{ABSTRACT} Third.\n")
    got = read(f)
    papers = [x for x in got if isinstance(x, Paper)]
    (rejection,) = [x for x in got if isinstance(x, Rejection)]
    assert rejection.location == "line 13" and "longer than" in rejection.reason
    assert [p.authors for p in papers] == [["Ada Lovelace", "Alan Turing"], ["Kurt Gödel"]]
    assert [p.categories[0].area for p in papers] == ["Vision", "Theory"]
    assert papers[1].title is None


_PEAK = """
import resource, sys
from extractor.sources import open_source, read_papers
for _ in read_papers(open_source(sys.argv[1])):
    pass
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def _peak_rss_kb(path) -> int:
    """Peak RSS of a fresh process that reads every record of ``path`` and drops it."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", _PEAK, str(path)], capture_output=True, text=True, check=True)
    return int(out.stdout)


@pytest.mark.parametrize("kind", ["atom", "oai", "wrapped-json"])
def test_xml_and_wrapped_json_stream_in_memory_that_does_not_grow_with_the_file(tmp_path, kind):
    def write(megabytes):
        f = tmp_path / f"{kind}-{megabytes}"
        with f.open("w") as fh:
            head, item, tail = {
                "atom": ('<feed xmlns="http://www.w3.org/2005/Atom">',
                         "<entry><id>http://arxiv.org/abs/2401.{i:05d}v1</id><title>T</title></entry>", "</feed>"),
                "oai": ('<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords>',
                        '<record><header status="deleted"><identifier>x{i}</identifier></header></record>',
                        "</ListRecords></OAI-PMH>"),
                "wrapped-json": ('{"total": 0, "data": [{}', ', {{"id": {i}, "abstract": ""}}', "]}"),
            }[kind]
            fh.write(head)
            i = 0
            while fh.tell() < megabytes << 20:
                fh.writelines(item.format(i=i + k) for k in range(1000))
                i += 1000
            fh.write(tail)
        return f

    small, large = _peak_rss_kb(write(3)), _peak_rss_kb(write(24))
    assert large < small + 6 * 1024, (small, large)  # eight times the records, not the memory
