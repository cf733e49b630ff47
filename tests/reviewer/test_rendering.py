"""render_answer: escaped text, contract markup, Markdown subset, nesting, offsets."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.rendering import (
    CitationSpan,
    SentenceSpan,
    diagnosis_words,
    render_answer,
)

VOID = {"br", "img", "input"}


class _Tree(HTMLParser):
    """Parse output; record text, tags, and any mis-nesting."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.tags: list[tuple[str, dict]] = []
        self.text: list[str] = []
        self.mark_text: dict[str, str] = {}
        self._marks: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag in VOID:
            return
        self.stack.append(tag)
        if tag == "mark":
            self._marks.append(dict(attrs).get("data-check-id", ""))

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
            return
        self.stack.pop()
        if tag == "mark":
            self._marks.pop()

    def handle_data(self, data):
        self.text.append(data)
        for check_id in self._marks:
            self.mark_text[check_id] = self.mark_text.get(check_id, "") + data


def parse(output: str) -> _Tree:
    tree = _Tree()
    tree.feed(str(output))
    tree.close()
    assert tree.errors == [], tree.errors
    assert tree.stack == [], f"unclosed {tree.stack}"
    return tree


def span_of(text: str, needle: str, **kwargs) -> CitationSpan:
    start = text.index(needle)
    kwargs.setdefault("status", "verified")
    return CitationSpan(start=start, end=start + len(needle), **kwargs)


def sentence_of(text: str, needle: str, sentence_id: int = 1) -> SentenceSpan:
    start = text.index(needle)
    return SentenceSpan(start, start + len(needle), sentence_id)


def tags(tree: _Tree, name: str) -> list[dict]:
    return [attrs for tag, attrs in tree.tags if tag == name]


# --- contract ---------------------------------------------------------------------


def test_citation_mark_carries_the_contract_attributes():
    """A citation renders as <mark class="citation"> with status, diagnosis, article."""
    text = "Erasure applies [GDPR, Article 17]."
    out = render_answer(
        text,
        [
            span_of(
                text,
                "[GDPR, Article 17]",
                status="unsupported",
                diagnosis="article_not_in_evidence",
                article=17,
                check_id=42,
                note="Article 17 of GDPR was not among the passages the model saw",
            )
        ],
    )
    tree = parse(out)
    [mark] = tags(tree, "mark")
    assert mark["class"] == "citation"
    assert mark["data-status"] == "unsupported"
    assert mark["data-diagnosis"] == "article_not_in_evidence"
    assert mark["data-article"] == "17"
    assert mark["data-check-id"] == "42"
    assert tree.mark_text["42"] == "[GDPR, Article 17]"
    assert "Article 17 of GDPR was not among the passages the model saw" in out


def test_verified_citation_links_its_passage():
    """A verified citation names the evidence element it matched in data-chunk."""
    text = "Lawful [GDPR, Article 6]."
    out = render_answer(
        text, [span_of(text, "[GDPR, Article 6]", chunk_dom_id="evidence-7")]
    )
    [mark] = tags(parse(out), "mark")
    assert mark["data-chunk"] == "evidence-7"
    assert mark["data-status"] == "verified"


def test_uncited_sentence_is_a_quiet_span():
    """An uncited sentence is <span class="uncited" data-status="unverified">."""
    text = "First claim. Second claim."
    out = render_answer(text, sentences=[sentence_of(text, "Second claim.", 9)])
    tree = parse(out)
    [span] = tags(tree, "span")
    assert span["class"] == "uncited"
    assert span["data-status"] == "unverified"
    assert span["data-sentence-id"] == "9"


def test_plain_text_is_a_paragraph_with_auto_direction():
    """Text with no Markdown is one paragraph whose direction follows its content."""
    out = render_answer("Just words.")
    assert out == '<p dir="auto">Just words.</p>'


# --- escaping ---------------------------------------------------------------------

XSS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    "' onmouseover='alert(1)",
    "&lt;script&gt;",
]


@pytest.mark.parametrize("payload", XSS)
def test_untrusted_text_is_escaped(payload):
    """Markup in the answer shows as text and never becomes an element."""
    text = f"Intro {payload} [GDPR, Article 6]. {payload}"
    out = render_answer(
        text,
        [span_of(text, "[GDPR, Article 6]")],
        [SentenceSpan(0, 5, 1)],
    )
    tree = parse(out)
    assert {tag for tag, _ in tree.tags} <= {"p", "mark", "span"}
    assert "".join(tree.text) == text
    assert "<script" not in out and "<img" not in out


@pytest.mark.parametrize("payload", XSS)
def test_untrusted_labels_in_notes_and_titles_are_escaped(payload):
    """A hostile law label inside a diagnosis note or title stays text."""
    text = "See [X, Article 1]."
    note = diagnosis_words(
        "label_mismatch", law_label=payload, article_no=1, suggested_label=payload
    )
    out = render_answer(
        text,
        [
            span_of(
                text,
                "[X, Article 1]",
                status="unsupported",
                note=note,
                title=note,
                diagnosis=payload,
            )
        ],
    )
    tree = parse(out)
    assert {tag for tag, _ in tree.tags} <= {"p", "mark", "span"}
    [mark] = tags(tree, "mark")
    assert mark["title"] == note
    assert mark["data-diagnosis"] == payload


# --- offsets: emoji, Arabic -------------------------------------------------------


def test_emoji_before_a_citation_keeps_offsets_exact():
    """Code-point offsets land on the citation even after astral characters."""
    text = "👩🏽‍⚖️ Good news 🎉🎉: erasure applies [GDPR, Article 17]."
    out = render_answer(text, [span_of(text, "[GDPR, Article 17]", check_id=1)])
    tree = parse(out)
    assert tree.mark_text["1"] == "[GDPR, Article 17]"
    assert "".join(tree.text) == text


def test_arabic_text_renders_right_to_left_with_citation():
    """Arabic paragraphs get dir=auto and the citation still wraps exactly."""
    text = "يحق لصاحب البيانات طلب المحو [GDPR, Article 17]. هذا ادعاء بلا مصدر."
    out = render_answer(
        text,
        [span_of(text, "[GDPR, Article 17]", check_id=3)],
        [sentence_of(text, "هذا ادعاء بلا مصدر.", 4)],
    )
    tree = parse(out)
    assert tags(tree, "p")[0]["dir"] == "auto"
    assert tree.mark_text["3"] == "[GDPR, Article 17]"
    assert "".join(tree.text) == text


# --- Markdown ---------------------------------------------------------------------


def test_markdown_blocks_render():
    """Headings, paragraphs, bullet and numbered lists and bold render as HTML."""
    text = "# Answer\n\nIntro **bold** words.\n\n- one\n- two\n\n3. three\n4. four\n"
    out = render_answer(text)
    assert '<h3 dir="auto">Answer</h3>' in out
    assert '<p dir="auto">Intro <strong>bold</strong> words.</p>' in out
    assert '<ul><li dir="auto">one</li><li dir="auto">two</li></ul>' in out
    assert '<ol start="3"><li dir="auto">three</li><li dir="auto">four</li></ol>' in out


def test_citation_inside_a_list_item_and_bold():
    """A citation inside bold inside a list item nests correctly."""
    text = "Points:\n\n- **Lawful basis [GDPR, Article 6]** is needed.\n- Plain item."
    out = render_answer(text, [span_of(text, "[GDPR, Article 6]", check_id=5)])
    tree = parse(out)
    assert '<li dir="auto"><strong>Lawful basis <mark' in out
    assert tree.mark_text["5"] == "[GDPR, Article 6]"
    assert "**" not in "".join(tree.text)


def test_an_indented_list_nests_inside_the_item_above_it():
    """Items indented under an item form a list inside that item, of either kind."""
    text = "1. Consent\n   - freely given\n   - specific\n2. Contract"
    assert render_answer(text) == (
        '<ol><li dir="auto">Consent<ul><li dir="auto">freely given</li>'
        '<li dir="auto">specific</li></ul></li><li dir="auto">Contract</li></ol>'
    )


def test_a_citation_in_a_nested_item_keeps_its_span():
    """A citation deep in a nested list is marked exactly, and tags stay nested."""
    text = "- Grounds:\n  - erasure [GDPR, Article 17]\n    1. no longer needed"
    out = render_answer(text, [span_of(text, "[GDPR, Article 17]", check_id=9)])
    tree = parse(out)
    assert tree.errors == []
    assert tree.mark_text["9"] == "[GDPR, Article 17]"
    assert out.count("<ul>") == 2 and out.count("<ol>") == 1


def test_soft_line_breaks_stay_in_one_paragraph():
    """Lines without a blank line between them form one paragraph."""
    out = render_answer("line one\nline two\n\nnext")
    assert out == '<p dir="auto">line one\nline two</p>\n<p dir="auto">next</p>'


def test_crlf_and_stray_markers_are_text():
    """Windows line ends are handled; lone asterisks and hashes stay literal."""
    out = render_answer("a * b #c\r\n\r\n#no-heading")
    assert out == '<p dir="auto">a * b #c</p>\n<p dir="auto">#no-heading</p>'


# --- overlaps ---------------------------------------------------------------------


def test_citation_inside_its_sentence_nests():
    """A citation inside an uncited sentence opens and closes inside it."""
    text = "Claim with cite [GDPR, Article 6] inside."
    out = render_answer(
        text,
        [span_of(text, "[GDPR, Article 6]", check_id=1)],
        [SentenceSpan(0, len(text), 2)],
    )
    tree = parse(out)
    assert out.startswith('<p dir="auto"><span class="uncited"')
    assert len(tags(tree, "mark")) == 1


def test_crossing_spans_close_and_reopen_without_misnesting():
    """Partially overlapping spans are split, never mis-nested, one contract element
    per citation and per sentence."""
    text = "AAAA **BBBB [L, Article 1] CCCC** DDDD"
    cite = span_of(text, "[L, Article 1] CCCC** DD", check_id=1)
    sentence = SentenceSpan(2, text.index("[L") + 3, 7)
    out = render_answer(text, [cite], [sentence])
    tree = parse(out)
    assert len([m for m in tags(tree, "mark") if m["class"] == "citation"]) == 1
    assert len([s for s in tags(tree, "span") if s.get("class") == "uncited"]) == 1
    assert "".join(tree.text) == text.replace("**", "")


def test_sentence_across_paragraphs_reopens_in_the_next_block():
    """A span cut by a paragraph break continues as a -part element."""
    text = "First part\n\nsecond part."
    out = render_answer(text, sentences=[SentenceSpan(0, len(text), 1)])
    tree = parse(out)
    classes = [s["class"] for s in tags(tree, "span")]
    assert classes == ["uncited", "uncited-part"]


@given(
    st.text(alphabet=st.sampled_from(list("ab *#-1.\n<>&\"'🎉ع")), max_size=60),
    st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60)), max_size=4),
)
def test_any_text_and_spans_give_well_nested_escaped_html(text, raw_spans):
    """For any text and spans the output is well nested, holds only the renderer's
    own elements, and marks each citation at most once."""
    spans = [
        CitationSpan(min(a, b), max(a, b), "verified", check_id=i)
        for i, (a, b) in enumerate(raw_spans)
        if max(a, b) <= len(text)
    ]
    sentences = [SentenceSpan(s.start, s.end, 1) for s in spans[2:]]
    out = render_answer(text, spans[:2], sentences)
    tree = parse(out)
    allowed = {"p", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "mark", "span"}
    assert {tag for tag, _ in tree.tags} <= allowed
    whole = [m["data-check-id"] for m in tags(tree, "mark") if m["class"] == "citation"]
    assert len(whole) == len(set(whole))
    for char in "<>":
        assert "".join(tree.text).count(char) == text.count(char)


# --- diagnosis words --------------------------------------------------------------


@pytest.mark.parametrize(
    ("diagnosis", "label", "article", "suggested", "expected"),
    [
        (
            "article_not_in_evidence",
            "Labour Law",
            67,
            None,
            "Article 67 of Labour Law was not among the passages the model saw",
        ),
        (
            "label_mismatch",
            "Labor Code",
            30,
            "Labour Law",
            "Article 30 is in the evidence under “Labour Law”, not “Labor Code”",
        ),
        (
            "law_not_in_evidence",
            "Civil Code",
            3,
            None,
            "No passage of Civil Code was among the passages the model saw",
        ),
        (
            "ambiguous",
            None,
            5,
            None,
            "No law is named, and more than one law in the evidence has Article 5",
        ),
        (
            "malformed",
            None,
            None,
            None,
            "This citation could not be read as a law and an article",
        ),
    ],
)
def test_diagnosis_words(diagnosis, label, article, suggested, expected):
    """Each diagnosis is explained in words a reviewer can act on."""
    assert (
        diagnosis_words(
            diagnosis, law_label=label, article_no=article, suggested_label=suggested
        )
        == expected
    )


@pytest.mark.parametrize(
    ("char", "name"),
    [
        ("\u202e", "RIGHT-TO-LEFT OVERRIDE"),
        ("\u2066", "LEFT-TO-RIGHT ISOLATE"),
        ("\u200f", "RIGHT-TO-LEFT MARK"),
        ("\u200b", "ZERO WIDTH SPACE"),
        ("\u2060", "WORD JOINER"),
        ("\ufeff", "ZERO WIDTH NO-BREAK SPACE"),
    ],
)
def test_invisible_characters_are_shown_to_reviewers(char, name):
    """A bidi override or zero-width character, which can disguise a citation, is
    replaced by a visible marker titled with its code point and name, inside the
    citation it sits in too."""
    text = f"Erasure applies [GD{char}PR, Article 17]."
    out = render_answer(text, [span_of(text, f"[GD{char}PR, Article 17]")])
    assert char not in out
    tree = parse(out)
    [marker] = [t for t in tags(tree, "span") if t.get("class") == "hidden-char"]
    code = f"U+{ord(char):04X}"
    assert marker["title"] == f"{code} {name}"
    assert f'<span class="hidden-char" title="{code} {name}">{code}</span>' in out
    assert len(tags(tree, "mark")) == 1


def test_text_without_invisible_characters_has_no_markers():
    out = render_answer("Plain text, Article 17 — with an em dash.", [])
    assert "hidden-char" not in out


def test_a_joiner_inside_an_emoji_stays_but_one_inside_a_word_is_marked():
    """U+200D builds 👩‍⚖️ and is kept there; between letters it is marked."""
    out = render_answer("\U0001f469\u200d\u2696\ufe0f and G\u200dDPR", [])
    assert "\U0001f469\u200d\u2696" in out
    assert out.count('class="hidden-char"') == 1
