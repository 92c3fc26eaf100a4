"""Reading files: format detection, JSON / JSON Lines records, directories, encodings."""

import json

from extractor.records import Paper, Rejection
from extractor.sources import discover, inspect_file, read_papers
from extractor.sources.reader import detect_format

ABSTRACT = "We propose a method that improves accuracy on standard benchmarks by a wide margin."


def read(path, fmt="auto"):
    return list(read_papers(inspect_file(str(path)), fmt))


def test_json_array_fields_map_to_paper(tmp_path):
    f = tmp_path / "x.json"
    f.write_text(json.dumps([{
        "id": "abc", "title": "T", "author": "A B; C D", "abstract": ABSTRACT,
        "primary_area": "Deep Learning · Robustness", "keywords": "k1;k2",
        "github": "github.com/o/r", "project": "", "site": "https://openreview.net/forum?id=abc",
    }]))
    (p,) = read(f)
    assert (p.external_id, p.title, p.authors) == ("abc", "T", ["A B", "C D"])
    assert [(c.area, c.subarea) for c in p.categories] == [("Deep Learning", "Robustness")]
    assert p.keywords == ["k1", "k2"] and p.field_links == ["github.com/o/r"]
    assert p.url == "https://openreview.net/forum?id=abc"


def test_jsonl_is_detected_and_read_line_by_line(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text("\n".join(json.dumps({"id": i, "abstract": f"{ABSTRACT} {i}"}) for i in range(3)))
    assert detect_format(inspect_file(str(f))) == "jsonl"
    got = read(f)
    assert [p.external_id for p in got] == ["0", "1", "2"]
    assert [p.position for p in got] == [0, 1, 2]


def test_record_without_abstract_is_rejected_with_its_line(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text(json.dumps({"abstract": ABSTRACT}) + "\n" + json.dumps({"title": "no abstract"}) + "\n")
    got = read(f)
    assert isinstance(got[0], Paper)
    assert isinstance(got[1], Rejection) and got[1].location == "line 2" and "no abstract" in got[1].reason


def test_truncated_json_keeps_complete_records_and_names_the_break(tmp_path):
    f = tmp_path / "x.json"
    f.write_text(json.dumps([{"abstract": ABSTRACT}, {"abstract": ABSTRACT + " 2"}])[:-30])
    got = read(f)
    assert isinstance(got[0], Paper)
    assert isinstance(got[-1], Rejection) and "truncated" in got[-1].reason


def test_utf8_bom_is_accepted(tmp_path):
    f = tmp_path / "x.txt"
    f.write_bytes("\ufeffDaily Papers\n\n".encode() + ABSTRACT.encode())
    (p,) = read(f)
    assert p.abstract == ABSTRACT


def test_directories_are_walked_recursively_in_sorted_order(tmp_path):
    (tmp_path / "b").mkdir()
    for name in ["b/2.txt", "a.txt", "b/1.txt"]:
        (tmp_path / name).write_text("x")
    assert [p[len(str(tmp_path)) + 1:] for p in discover([str(tmp_path)])] == ["a.txt", "b/1.txt", "b/2.txt"]


def test_empty_and_binary_files_are_rejected(tmp_path):
    (tmp_path / "empty.txt").write_text("")
    (tmp_path / "bin.dat").write_bytes(b"abc\n\x00\x01\x02")
    (empty,) = read(tmp_path / "empty.txt")
    (binary,) = read(tmp_path / "bin.dat")
    assert "empty" in empty.reason
    assert "binary" in binary.reason and "line 2" in binary.reason
