"""Links: every URL, trimmed, typed, code hosts parsed, promises per clause."""

from extractor.extract.links import classify, link_key, links_in_field, links_in_text, merge_links


def test_trailing_sentence_punctuation_removed_and_span_exact():
    text = "Code is available at https://github.com/owner/repo-name."
    (link,) = links_in_text(text)
    assert link.url == "https://github.com/owner/repo-name"
    assert text[link.start:link.end] == link.url
    assert (link.kind, link.host, link.owner, link.repo) == ("code", "github.com", "owner", "repo-name")


def test_repo_keeps_inner_dots_and_drops_dot_git():
    assert classify("https://github.com/JREion/M.A.O").repo == "M.A.O"
    assert classify("https://github.com/o/name.github.io").repo == "name.github.io"
    assert classify("https://github.com/o/r.git").repo == "r"


def test_url_followed_by_space_and_period():
    (link,) = links_in_text("The code is at: https://github.com/JREion/M.A.O .")
    assert link.url == "https://github.com/JREion/M.A.O"


def test_url_in_parentheses():
    text = "See our page (https://x.github.io/Proj/), where code will be made available (https://github.com/a/b)."
    page, code = links_in_text(text)
    assert page.url == "https://x.github.io/Proj/" and page.kind == "project_page" and not page.promised
    assert code.url == "https://github.com/a/b" and code.promised


def test_promised_only_when_the_sentence_says_will_be():
    assert links_in_text("Our code will be available at https://github.com/a/b.")[0].promised
    assert not links_in_text("Our code is available at https://github.com/a/b.")[0].promised
    assert not links_in_text("We will show gains. Code: https://github.com/a/b")[0].promised


def test_kinds():
    assert classify("https://huggingface.co/datasets/org/data").kind == "code"
    assert classify("https://huggingface.co/org/model").kind == "code"
    assert classify("https://arxiv.org/abs/2101.00001").kind == "other"
    assert classify("https://sites.google.com/view/proj").kind == "project_page"
    assert classify("https://gitlab.com/g/p").kind == "code"


def test_field_values_missing_scheme_plain_text_and_several_urls():
    assert [x.url for x in links_in_field("github.com/Owner/Repo")] == ["https://github.com/Owner/Repo"]
    assert links_in_field("360BEV") == []
    assert len(links_in_field("https://a.github.io/x https://github.com/o/r")) == 2


def test_field_stray_spaces_joined():
    (link,) = links_in_field("https://github.com/owner/action flow matching")
    assert link.repo == "actionflowmatching"


def test_same_link_in_field_and_text_is_one_link():
    text_links = links_in_text("Code: https://github.com/o/r.")
    merged = merge_links(text_links, links_in_field("https://github.com/o/r.git/"))
    assert len(merged) == 1 and merged[0].start is not None


def test_link_key_ignores_trailing_slash_git_and_host_case():
    assert link_key("https://GitHub.com/o/r/") == link_key("github.com/o/r.git") == link_key("http://github.com/o/r")


def test_stray_space_inside_a_scraped_url_is_joined():
    text = "The code is available at https://github.com/Ricky- Xian/PMI-Sampler. Next sentence."
    (link,) = links_in_text(text)
    assert (link.url, link.owner, link.repo) == ("https://github.com/Ricky-Xian/PMI-Sampler", "Ricky-Xian", "PMI-Sampler")
    assert text[link.start:link.end] == "https://github.com/Ricky- Xian/PMI-Sampler"


def test_a_space_after_a_url_ending_in_a_slash_is_not_joined_to_a_word():
    (link,) = links_in_text("See https://example.org/ and more text.")
    assert link.url == "https://example.org/"


def test_upper_case_scheme_and_www_are_found():
    # the no-URL shortcut must not miss URLs written in capitals
    text = "Demo at WWW.Example.org/demo and code at HTTPS://GitHub.com/Owner/Repo."
    links = links_in_text(text)
    assert [text[x.start : x.end] for x in links] == ["WWW.Example.org/demo", "HTTPS://GitHub.com/Owner/Repo"]
    assert links_in_text("No links here, only www and :// mentioned apart.") == []
