"""render_answer: escaped text, contract markup, Markdown, marks on exact offsets.

"Markup characters" below means what `reviewer.rendering.is_markup` accepts: the
ASCII characters Markdown syntax is made of (`MARKUP`: `*_`#>|-+=~\\[]()!<:.` and
digits, for list numbers) and whitespace. A mark is right when the text of its
pieces equals `text[start:end]` with some markup characters removed and nothing
else removed, added or reordered (`is_markup_deletion`).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.rendering import (
    CitationSpan,
    SentenceSpan,
    diagnosis_html,
    diagnosis_title,
    is_markup,
    render_answer,
)
from verification.core import verify

VOID = {"br", "hr", "img", "input"}
CITE = "[GDPR, Article 17]"
RENDERER_TAGS = {
    "p", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "em", "s", "mark",
    "span", "blockquote", "code", "pre", "figure", "figcaption", "hr", "br", "div",
    "table", "thead", "tbody", "tr", "th", "td",
}  # fmt: skip


class _Tree(HTMLParser):
    """Parse output; record text, tags, mis-nesting, and the text of every mark."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, dict]] = []
        self.errors: list[str] = []
        self.tags: list[tuple[str, dict]] = []
        self.text: list[str] = []
        self.mark_text: dict[str, str] = {}
        self.sentence_text: dict[str, str] = {}
        self.ancestors: dict[str, set[str]] = {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        if tag not in VOID:
            self.stack.append((tag, attrs))
        if tag == "mark":
            outer = {t for t, _ in self.stack[:-1]}
            self.ancestors.setdefault(attrs.get("data-check-id", ""), set()).update(
                outer
            )

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1][0] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
            return
        self.stack.pop()

    def handle_data(self, data):
        if any(a.get("class") == "diagnosis" for _, a in self.stack):
            return  # the note is the renderer's words, not the answer's
        self.text.append(data)
        for tag, attrs in self.stack:
            if tag == "mark":
                key = attrs.get("data-check-id", "")
                self.mark_text[key] = self.mark_text.get(key, "") + data
            if tag == "span" and "data-sentence-id" in attrs:
                key = attrs["data-sentence-id"]
                self.sentence_text[key] = self.sentence_text.get(key, "") + data

    @property
    def visible(self) -> str:
        return "".join(self.text)


def parse(output: str) -> _Tree:
    tree = _Tree()
    tree.feed(str(output))
    tree.close()
    assert tree.errors == [], tree.errors
    assert tree.stack == [], f"unclosed {tree.stack}"
    return tree


def is_markup_deletion(source: str, shown: str) -> bool:
    """Return whether `shown` is `source` with only markup characters removed."""
    position = 0
    for char in shown:
        found = source.find(char, position)
        if found < 0 or not is_markup(source[position:found]):
            return False
        position = found + 1
    return is_markup(source[position:])


def span_of(text: str, needle: str, **kwargs) -> CitationSpan:
    start = text.index(needle)
    kwargs.setdefault("status", "verified")
    kwargs.setdefault("check_id", 1)
    return CitationSpan(start=start, end=start + len(needle), **kwargs)


def sentence_of(text: str, needle: str, sentence_id: int = 1) -> SentenceSpan:
    start = text.index(needle)
    return SentenceSpan(start, start + len(needle), sentence_id)


def tags(tree: _Tree, name: str) -> list[dict]:
    return [attrs for tag, attrs in tree.tags if tag == name]


def test_is_markup_deletion_means_what_it_says():
    """The oracle accepts removed syntax and rejects a removed or added letter."""
    assert is_markup_deletion("**a** `b`", "a b")
    assert is_markup_deletion("1. [x](y)", "xy")
    assert not is_markup_deletion("**a** b", "a")
    assert not is_markup_deletion("ab", "ba")
    assert not is_markup_deletion("a", "ab")


# --- contract ---------------------------------------------------------------------


def test_citation_mark_carries_the_contract_attributes():
    """A citation renders as <mark class="citation"> with status, diagnosis, article."""
    text = "Erasure applies [GDPR, Article 17]."
    out = render_answer(
        text,
        [
            span_of(
                text,
                CITE,
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
    assert mark["tabindex"] == "0"
    assert tree.mark_text["42"] == CITE
    assert "Article 17 of GDPR was not among the passages the model saw" in out


def test_verified_citation_links_its_passage_and_pinpoint():
    """A verified citation names its evidence element and the pinpointed paragraph."""
    text = "Lawful [GDPR, Article 6(1)(f)]."
    out = render_answer(
        text,
        [
            span_of(
                text,
                "[GDPR, Article 6(1)(f)]",
                chunk_dom_id="evidence-7",
                pinpoint_dom_id="evidence-7-1-f",
            )
        ],
    )
    [mark] = tags(parse(out), "mark")
    assert mark["data-chunk"] == "evidence-7"
    assert mark["data-pinpoint"] == "evidence-7-1-f"
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
    assert render_answer("Just words.") == '<p dir="auto">Just words.</p>'


# --- constructs -------------------------------------------------------------------

CONSTRUCTS = [
    ("heading 1 is an h3", "# Answer", '<h3 dir="auto">Answer</h3>'),
    ("heading 2 is an h4", "## Grounds ##", '<h4 dir="auto">Grounds</h4>'),
    ("deep headings stop at h6", "##### Deep", '<h6 dir="auto">Deep</h6>'),
    ("setext heading", "Answer\n======", '<h3 dir="auto">Answer</h3>'),
    ("emphasis", "an *important* word", "an <em>important</em> word"),
    ("strong", "a **key** point", "a <strong>key</strong> point"),
    ("underscore strong", "a __key__ point", "a <strong>key</strong> point"),
    ("strikethrough", "a ~~wrong~~ claim", "a <s>wrong</s> claim"),
    ("inline code", "call `erase()` now", "call <code>erase()</code> now"),
    (
        "fenced code with its info",
        "```python\nx = 1\n```",
        '<figure class="code"><figcaption class="code-info" dir="auto">python'
        '</figcaption><pre dir="ltr"><code>x = 1</code></pre></figure>',
    ),
    ("indented code", "    x = 1", '<pre dir="ltr"><code>x = 1</code></pre>'),
    (
        "block quote",
        "> quoted\n> words",
        '<blockquote dir="auto"><p dir="auto">quoted\nwords</p></blockquote>',
    ),
    (
        "link shows its target as text",
        "see [the law](https://eur-lex.europa.eu/x)",
        'see <span class="link-text">the law</span><span class="link-target" '
        'dir="ltr">https://eur-lex.europa.eu/x</span>',
    ),
    (
        "autolink is text",
        "<https://example.org>",
        '<span class="autolink" dir="ltr">https://example.org</span>',
    ),
    (
        "image is its alt text and source, never loaded",
        "![chart](https://evil.example/x.png)",
        '<span class="image">chart</span><span class="link-target" dir="ltr">'
        "https://evil.example/x.png</span>",
    ),
    (
        "bullet list",
        "- one\n- two",
        '<ul><li dir="auto">one</li><li dir="auto">two</li></ul>',
    ),
    (
        "ordered list keeps its start",
        "3. three\n4. four",
        '<ol start="3"><li dir="auto">three</li><li dir="auto">four</li></ol>',
    ),
    (
        "nested list",
        "1. Consent\n   - freely given\n   - specific\n2. Contract",
        '<ol><li dir="auto">Consent<ul><li dir="auto">freely given</li>'
        '<li dir="auto">specific</li></ul></li><li dir="auto">Contract</li></ol>',
    ),
    (
        "loose list items are paragraphs",
        "- one\n\n- two",
        '<ul><li dir="auto"><p dir="auto">one</p></li>',
    ),
    (
        "table with alignment as classes, never inline style",
        "| Law | Art. |\n|:--|--:|\n| GDPR | 17 |",
        '<div class="md-table"><table><thead><tr><th class="align-left" dir="auto">'
        'Law</th><th class="align-right" dir="auto">Art.</th></tr></thead><tbody>'
        '<tr><td class="align-left" dir="auto">GDPR</td><td class="align-right" '
        'dir="auto">17</td></tr></tbody></table></div>',
    ),
    (
        "table cells past the header are still shown",
        "| a |\n|---|\n| b | c |",
        '<td dir="auto">b</td><td class="extra" dir="auto">c</td>',
    ),
    ("hard break", "line one  \nline two", "line one<br>\nline two"),
    ("soft break", "line one\nline two", '<p dir="auto">line one\nline two</p>'),
    (
        "paragraphs",
        "line one\n\nnext",
        '<p dir="auto">line one</p>\n<p dir="auto">next</p>',
    ),
    (
        "thematic break",
        "a\n\n***\n\nb",
        '<p dir="auto">a</p>\n<hr>\n<p dir="auto">b</p>',
    ),
    ("escaped syntax is literal", r"not \*emphasis\*", "not *emphasis*"),
    ("entities stay as typed", "&lt;b&gt; &amp;", "&amp;lt;b&amp;gt; &amp;amp;"),
    (
        "reference definitions stay visible",
        "[a]: https://x.example",
        '<p dir="auto">[a]: https://x.example</p>',
    ),
    (
        "CRLF line ends and stray markers",
        "a * b #c\r\n\r\n#no-heading",
        '<p dir="auto">a * b #c</p>\n<p dir="auto">#no-heading</p>',
    ),
]


@pytest.mark.parametrize(
    ("text", "expected"), [c[1:] for c in CONSTRUCTS], ids=[c[0] for c in CONSTRUCTS]
)
def test_markdown_construct_renders(text, expected):
    """Each Markdown construct renders as the renderer's own, attribute-safe HTML."""
    out = render_answer(text)
    assert expected in out
    tree = parse(out)
    assert {tag for tag, _ in tree.tags} <= RENDERER_TAGS
    assert is_markup_deletion(text.replace("\r", ""), tree.visible)


# --- marks inside constructs ------------------------------------------------------

INSIDE = [
    ("emphasis", f"It is *clear {CITE} here*.", "em"),
    ("strong", f"**Erasure {CITE}** applies.", "strong"),
    ("strikethrough", f"~~{CITE}~~", "s"),
    ("inline code", f"Cite as `{CITE}`.", "code"),
    ("fenced code", f"```\n{CITE}\n```", "code"),
    ("heading", f"## Erasure {CITE}", "h4"),
    ("block quote", f"> Quoted {CITE} text", "blockquote"),
    ("list item", f"- one\n- two {CITE}", "li"),
    ("nested list item", f"- Grounds:\n  - erasure {CITE}\n    1. no longer", "li"),
    ("table cell", f"| Right | Source |\n|---|---|\n| erasure | {CITE} |", "td"),
    ("table header", f"| {CITE} | b |\n|---|---|\n| x | y |", "th"),
    ("link text", f"See [{CITE}](https://x.example).", "span"),
    ("link title", f'See [the text](https://x.example "{CITE}").', "span"),
    ("fence info", f"```{CITE}\ncode\n```", "figcaption"),
]


@pytest.mark.parametrize(
    ("text", "container"), [c[1:] for c in INSIDE], ids=[c[0] for c in INSIDE]
)
def test_citation_inside_a_construct_marks_exactly_its_characters(text, container):
    """A citation inside each construct is one focusable mark on exactly its text,
    inside that construct's element."""
    tree = parse(render_answer(text, [span_of(text, CITE, check_id=5)]))
    [mark] = tags(tree, "mark")
    assert mark["class"] == "citation" and mark["tabindex"] == "0"
    assert tree.mark_text["5"] == CITE
    assert container in tree.ancestors["5"]


def test_citation_inside_link_brackets_marks_the_link_text():
    """A citation whose brackets are a link's syntax marks the words between them."""
    text = "See [GDPR, Article 17](https://x.example)."
    tree = parse(render_answer(text, [span_of(text, CITE, check_id=5)]))
    assert tree.mark_text["5"] == "GDPR, Article 17"


# --- marks crossing boundaries ----------------------------------------------------

CROSSING = [
    ("into strong", "Plain [GDPR, **Article** 17] text.", "[GDPR, **Article** 17]", 3),
    ("out of emphasis", "*It is [GDPR,* Article 17].", "[GDPR,* Article 17]", 2),
    ("over inline code", "Text [GDPR, `Art.` 17] end.", "[GDPR, `Art.` 17]", 3),
    ("across list items", "- first half\n- second half", "half\n- second", 2),
    ("across table cells", "| a | b |\n|---|---|\n| c d | e f |", "d | e", 2),
    ("heading into paragraph", "# Head line\nbody text", "line\nbody", 2),
    ("link text into target", "[text](https://x.example) tail", "xt](https://x", 2),
    ("across paragraphs", "First part\n\nsecond part.", "part\n\nsecond", 2),
]


@pytest.mark.parametrize(
    ("text", "needle", "pieces"),
    [c[1:] for c in CROSSING],
    ids=[c[0] for c in CROSSING],
)
def test_a_mark_crossing_elements_splits_into_pieces_of_one_citation(
    text, needle, pieces
):
    """A citation crossing element boundaries becomes pieces sharing its check id:
    the first `mark.citation` and focusable, the rest `citation-part` and not; their
    text is the span's text without its markup."""
    out = render_answer(text, [span_of(text, needle, check_id=8, note="A note")])
    tree = parse(out)
    marks = tags(tree, "mark")
    assert len(marks) == pieces
    assert [m["class"] for m in marks] == ["citation"] + ["citation-part"] * (
        pieces - 1
    )
    assert {m["data-check-id"] for m in marks} == {"8"}
    assert [("tabindex" in m) for m in marks] == [True] + [False] * (pieces - 1)
    assert is_markup_deletion(needle, tree.mark_text["8"])
    assert out.count("A note") == 1
    assert out.index("A note") > out.rindex('data-check-id="8"')


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
    assert tree.sentence_text["2"] == text


def test_crossing_spans_close_and_reopen_without_misnesting():
    """Partially overlapping spans are split, never mis-nested, one contract element
    per citation and per sentence."""
    text = "AAAA **BBBB [L, Article 1] CCCC** DDDD"
    cite = span_of(text, "[L, Article 1] CCCC** DD", check_id=1)
    sentence = SentenceSpan(2, text.index("[L") + 3, 7)
    tree = parse(render_answer(text, [cite], [sentence]))
    assert len([m for m in tags(tree, "mark") if m["class"] == "citation"]) == 1
    assert len([s for s in tags(tree, "span") if s.get("class") == "uncited"]) == 1
    assert tree.visible == text.replace("**", "")
    assert tree.mark_text["1"] == "[L, Article 1] CCCC DD"


def test_a_span_over_syntax_only_has_no_mark():
    """A span covering only Markdown syntax has no visible character to mark."""
    text = "a **b** c"
    tree = parse(render_answer(text, [CitationSpan(2, 4, "verified", check_id=1)]))
    assert tags(tree, "mark") == []


# --- escaping ---------------------------------------------------------------------

XSS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    "' onmouseover='alert(1)",
    "&lt;script&gt;",
    "[click](javascript:alert(1))",
    "[click](JAVASCRIPT:alert(1) 'x')",
    "[x](data:text/html;base64,PHNjcmlwdD4=)",
    "![x](javascript:alert(1))",
    "<javascript:alert(1)>",
    '<div style="background:url(x)">',
    "```\n</code></pre><script>alert(1)</script>\n```",
    "| <svg onload=alert(1)> |\n|---|\n| x |",
    '[x](https://a.example "onmouseover=alert(1)")',
]
# The only attributes the renderer writes: none loads, links, runs or styles.
ATTRIBUTES = re.compile(r"class|dir|title|tabindex|id|start|data-[a-z-]+")


@pytest.mark.parametrize("payload", XSS)
def test_untrusted_text_is_escaped(payload):
    """Raw HTML, javascript: links and images in the answer show as text and never
    become elements, links, sources, handlers or styles."""
    text = f"Intro {payload} [GDPR, Article 6]. {payload}"
    out = render_answer(
        text, [span_of(text, "[GDPR, Article 6]")], [SentenceSpan(0, 5, 1)]
    )
    tree = parse(out)
    assert {tag for tag, _ in tree.tags} <= RENDERER_TAGS
    assert all(ATTRIBUTES.fullmatch(name) for _, a in tree.tags for name in a)
    assert is_markup_deletion(text, tree.visible)


@pytest.mark.parametrize("payload", XSS)
def test_untrusted_labels_in_notes_and_titles_are_escaped(payload):
    """A hostile law label inside a diagnosis note or title stays text."""
    text = "See [X, Article 1]."
    note = f"Article 1 was given to the model as part of the {payload}, not {payload}."
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
                pinpoint_dom_id=payload,
            )
        ],
    )
    tree = parse(out)
    assert {tag for tag, _ in tree.tags} <= {"p", "mark", "span"}
    [mark] = tags(tree, "mark")
    assert mark["title"] == note
    assert mark["data-diagnosis"] == payload
    assert mark["data-pinpoint"] == payload


def test_nesting_past_the_parser_limit_hides_nothing():
    """Content markdown-it would drop (nesting past its limit) is shown as plain
    text, with its marks."""
    text = ">" * 150 + " secret [GDPR, Article 17]"
    tree = parse(render_answer(text, [span_of(text, CITE, check_id=3)]))
    assert "secret" in tree.visible
    assert tree.mark_text["3"] == CITE


# --- offsets: emoji, Arabic -------------------------------------------------------

SCRIPTS = [
    ("emoji", "👩🏽‍⚖️ Good news 🎉🎉: erasure applies [GDPR, Article 17]."),
    ("emoji in strong", "**🎉 yes 🎉** erasure [GDPR, Article 17] 🎉."),
    ("emoji in a table", "| 🎉 | x |\n|---|---|\n| 👩🏽‍⚖️ | [GDPR, Article 17] |"),
    ("Arabic", "يحق لصاحب البيانات طلب المحو [GDPR, Article 17]. هذا ادعاء بلا مصدر."),
    ("Arabic heading", "## الحق في المحو [GDPR, Article 17]\n\nنص عربي."),
    ("Arabic list", "- أولا **مهم** [GDPR, Article 17]\n- ثانيا"),
    ("CRLF before", "Line one\r\n\r\n**Bold**\r\nthen [GDPR, Article 17]."),
    # str.strip drops a line of ideographic spaces that markdown-it keeps counting.
    ("ideographic blank line", "\u3000\n> \\|- [GDPR, Article 17]\n\u3000"),
]


@pytest.mark.parametrize("text", [c[1] for c in SCRIPTS], ids=[c[0] for c in SCRIPTS])
def test_code_point_offsets_land_on_the_citation(text):
    """Code-point offsets land on the citation after astral characters, in
    right-to-left text and after CRLF line ends."""
    tree = parse(render_answer(text, [span_of(text, CITE, check_id=1)]))
    assert tree.mark_text["1"] == CITE
    assert is_markup_deletion(text.replace("\r", ""), tree.visible)


def test_arabic_paragraphs_follow_their_content_direction():
    """Arabic paragraphs get dir=auto; the uncited sentence wraps exactly."""
    text = "يحق لصاحب البيانات طلب المحو [GDPR, Article 17]. هذا ادعاء بلا مصدر."
    tree = parse(render_answer(text, [], [sentence_of(text, "هذا ادعاء بلا مصدر.", 4)]))
    assert tags(tree, "p")[0]["dir"] == "auto"
    assert tree.sentence_text["4"] == "هذا ادعاء بلا مصدر."


# --- properties -------------------------------------------------------------------

# Single characters, and runs that make constructs likelier (links, tables, lists).
MARKDOWNISH = st.lists(
    st.sampled_from(
        list("ab *_`#>|-+=~\\[]()!<:.1\n\t\"'&🎉ع\u3000")
        + ["](x)", "**", "\n\n", "|-|\n", "- ", "1. ", "```\n", "    ", "<a:b>"]
    ),
    max_size=40,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(
    MARKDOWNISH,
    st.lists(st.tuples(st.integers(0, 90), st.integers(0, 90)), max_size=5),
)
def test_every_mark_holds_exactly_its_span_without_markup(text, raw_spans):
    """For any Markdown-ish text and spans, rendering never raises, the output is
    well nested and holds only the renderer's elements, nothing the answer says is
    hidden, and the pieces of each mark together read `text[start:end]` with only
    markup characters removed; each citation has at most one `mark.citation`."""
    bounded = [(min(a, b), max(a, b)) for a, b in raw_spans if max(a, b) <= len(text)]
    citations = [
        CitationSpan(a, b, "verified", check_id=i, note="n")
        for i, (a, b) in enumerate(bounded[:3])
    ]
    sentences = [SentenceSpan(a, b, 100 + i) for i, (a, b) in enumerate(bounded[3:])]
    tree = parse(render_answer(text, citations, sentences))
    assert {tag for tag, _ in tree.tags} <= RENDERER_TAGS
    # Tabs expand to spaces only in code, and only as markup (whitespace).
    assert is_markup_deletion(text, tree.visible.replace(" ", ""))
    for citation in citations:
        shown = tree.mark_text.get(str(citation.check_id), "")
        assert is_markup_deletion(text[citation.start : citation.end], shown)
    for sentence in sentences:
        shown = tree.sentence_text.get(str(sentence.sentence_id), "")
        assert is_markup_deletion(text[sentence.start : sentence.end], shown)
    whole = [m["data-check-id"] for m in tags(tree, "mark") if m["class"] == "citation"]
    assert len(whole) == len(set(whole))


# --- diagnosis words --------------------------------------------------------------


def test_diagnosis_html_isolates_and_escapes_each_label():
    """In HTML each law label sits in its own <bdi>, escaped; the rest is English."""
    html = diagnosis_html(
        "Article 30 was given to the model as part of the Labour Law, "
        "not the نظام <b>العمل</b>.",
        "نظام <b>العمل</b>",
        "Labour Law",
    )
    assert html == (
        "Article 30 was given to the model as part of the <bdi>Labour Law</bdi>, "
        "not the <bdi>نظام &lt;b&gt;العمل&lt;/b&gt;</bdi>."
    )


def test_diagnosis_title_reads_left_to_right_around_an_rtl_label():
    """A tooltip cannot hold markup: Unicode isolates do the same job there."""
    title = diagnosis_title(
        "Article 111 of the نظام العمل was not among the passages given to the model.",
        "نظام العمل",
        None,
    )
    assert title == (
        "\u2066Unsupported: Article 111 of the \u2068نظام العمل\u2069 was not among "
        "the passages given to the model.\u2069"
    )


# --- scale ------------------------------------------------------------------------


def test_a_large_answer_dense_with_citations_marks_every_one():
    """A 100 KB answer with 5,000 citations in every construct renders each
    citation once, on exactly its text (the time is bench/render_bench.py's job)."""
    blocks = (
        "## E {c}\n\nSo {c}, *limits {c}*, **fast {c}** {c} {c}.\n\n",
        "- {c} {c}\n- {c}\n  - {c} {c}\n\n",
        "| R | S |\n|---|---|\n| a | {c} {c} |\n| b | {c} |\n\n",
        "> Q {c} `{c}`.\n\n[{c}](https://x.eu) {c}.\n\n",
        "يحق {c} 🎉 {c} {c} {c}.\n\n",
    )
    text = "".join(blocks[i % len(blocks)].format(c=CITE) for i in range(1140))
    starts = [m.start() for m in re.finditer(re.escape(CITE), text)]
    citations = [
        CitationSpan(s, s + len(CITE), "verified", check_id=i)
        for i, s in enumerate(starts)
    ]
    assert len(text) >= 100_000 and len(citations) >= 5_000
    tree = parse(render_answer(text, citations))
    whole = [m for m in tags(tree, "mark") if m["class"] == "citation"]
    assert len(whole) == len(citations)
    brackets_shown = {"[GDPR, Article 17]", "GDPR, Article 17"}  # link text
    assert set(tree.mark_text.values()) <= brackets_shown


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


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("See **Article 99 GDPR** on fines.", "Article 99 GDPR"),
        ("See **Article 99** of the GDPR on fines.", "Article 99 of the GDPR"),
        ("Fines: Article 99 of the *GDPR*.", "Article 99 of the GDPR"),
    ],
)
def test_a_citation_the_verifier_reads_through_emphasis_is_marked_whole(text, shown):
    """The verifier reads citations through Markdown emphasis; its span, crossing
    the emphasis, marks every visible character of the citation and no other."""
    (citation,) = verify(text, []).citations
    span = CitationSpan(citation.start, citation.end, "unsupported", check_id=3)
    tree = parse(render_answer(text, [span]))
    assert tree.mark_text["3"] == shown
    assert not tree.errors
