"""Citations are read through Markdown, inline HTML and invisible characters.

Assistants bold, italicise and code-format their citations. The verifier reads the
words, and reports the answer's own characters and offsets.
"""

from __future__ import annotations

import pytest

from verification.core import CitationForm, CitationStatus, Diagnosis, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.markup import reading_view

EVIDENCE = [
    Chunk(
        "g17",
        "GDPR",
        17,
        "1. The data subject shall have the right to obtain from the controller "
        "the erasure of personal data concerning him or her without undue delay.\n"
        "(a) the personal data are no longer necessary;\n(b) consent is withdrawn;",
    ),
    Chunk("g6", "GDPR", 6, "1. Processing shall be lawful only if:\n(a) consent;"),
    Chunk("b623", "BGB", 623, "Die Kündigung bedarf der Schriftform."),
    Chunk("e94", "Employment Rights Act 1996", 94, "(1) An employee has the right."),
]

# (answer, the citation's raw text as the answer writes it, status)
MARKED_UP = [
    ("See **Article 17 GDPR** for erasure.", "Article 17 GDPR", "verified"),
    ("See *Article 17 GDPR* for erasure.", "Article 17 GDPR", "verified"),
    ("See ***Article 17 GDPR*** for erasure.", "Article 17 GDPR", "verified"),
    ("See _Article 17 GDPR_ for erasure.", "Article 17 GDPR", "verified"),
    ("See __Art. 6(1)(a) GDPR__, then ask.", "Art. 6(1)(a) GDPR", "verified"),
    ("See `§ 623 BGB` on the form of notice.", "§ 623 BGB", "verified"),
    ("See ~~Article 17 GDPR~~ for erasure.", "Article 17 GDPR", "verified"),
    ("See <b>Article 17 GDPR</b> for erasure.", "Article 17 GDPR", "verified"),
    ("See <strong>Article 99 GDPR</strong>.", "Article 99 GDPR", "unsupported"),
    ("The GDPR's *Article 99* sets out fines.", "GDPR's *Article 99", "unsupported"),
    ("See **Article 17** of the GDPR.", "Article 17** of the GDPR", "verified"),
    ("Article 17 of the **GDPR** applies.", "Article 17 of the **GDPR", "verified"),
    ("Under [**GDPR**, Article 17], erase.", "[**GDPR**, Article 17]", "verified"),
    (
        "- **Right to erasure (Article 17 GDPR):** the data may be erased.",
        "(Article 17 GDPR)",
        "verified",
    ),
    (
        "Dismissal is unfair under *section 94 of the Employment Rights Act 1996*.",
        "section 94 of the Employment Rights Act 1996",
        "verified",
    ),
    # A hard-wrapped answer breaks lines inside sentences; Markdown renders each
    # such break as a space, and so does the view.
    (
        "Erasure is due under Article\n17(1) of the GDPR.",
        "Article\n17(1) of the GDPR",
        "verified",
    ),
    ("Die Form folgt aus §\n623 BGB.", "§\n623 BGB", "verified"),
    ("Erasure is due under Art.\n17 GDPR.", "Art.\n17 GDPR", "verified"),
    (
        "Erasure is due under Article 17\nof the GDPR.",
        "Article 17\nof the GDPR",
        "verified",
    ),
    # Cut in two, these fabricated citations passed unread.
    (
        "Erasure is due under Article\n71 of the GDPR.",
        "Article\n71 of the GDPR",
        "unsupported",
    ),
    (
        "Erasure is due under Article 71 of the\nGDPR.",
        "Article 71 of the\nGDPR",
        "unsupported",
    ),
    (
        "Erasure is due under Article 71 of the\r\nGDPR.",
        "Article 71 of the\r\nGDPR",
        "unsupported",
    ),
    # An answer rendered to HTML source: the references are what a reader sees.
    ("See Art.&nbsp;17&nbsp;GDPR.", "Art.&nbsp;17&nbsp;GDPR", "verified"),
    ("Die Form: &sect;&nbsp;623 BGB.", "&sect;&nbsp;623 BGB", "verified"),
    ("Die Form: &#167; 623 BGB.", "&#167; 623 BGB", "verified"),
    # Unread, these fabricated citations passed.
    ("See Art.&nbsp;99&nbsp;GDPR.", "Art.&nbsp;99&nbsp;GDPR", "unsupported"),
    ("Die Form: &sect;&nbsp;624 BGB.", "&sect;&nbsp;624 BGB", "unsupported"),
]


@pytest.mark.parametrize(("text", "raw", "status"), MARKED_UP)
def test_a_citation_in_markup_is_read_with_its_span_as_written(text, raw, status):
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.raw == raw
    assert text[citation.start : citation.end] == raw
    assert citation.status == CitationStatus(status)


def test_a_fabricated_citation_in_bold_fails_the_answer():
    report = verify("Fines are set by **Article 200 GDPR**.", EVIDENCE)
    assert not report.passed
    assert report.citations[0].diagnosis is Diagnosis.NONEXISTENT_ARTICLE


def test_underscores_inside_a_word_are_not_emphasis():
    assert reading_view("art_17_gdpr and snake__case").text == (
        "art_17_gdpr and snake__case"
    )
    assert reading_view("_Article 5_ and __x__").text == " Article 5  and   x  "


def test_the_view_keeps_every_offset_of_markup():
    text = "**Article 17** `GDPR` <em>x</em> ~~y~~"
    view = reading_view(text)
    assert len(view.text) == len(text)
    assert view.origin is None
    assert view.text == "  Article 17    GDPR      x        y  "


def test_an_answer_without_markup_is_its_own_view():
    text = "Under Article 17 of the GDPR, erase."
    assert reading_view(text).text is text


def test_an_invisible_character_does_not_hide_a_citation():
    # "Art\u200bicle 99" shows as "Article 99" on every screen.
    text = "Fines are set by Art\u200bicle 99 GDPR, the controller pays."
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.status is CitationStatus.UNSUPPORTED
    assert citation.raw == "Art\u200bicle 99 GDPR"
    assert text[citation.start : citation.end] == citation.raw


def test_soft_hyphens_and_spans_after_them_map_back_to_the_answer():
    text = "Con\u00adtrollers must erase data. \ufeffSee Article 17 GDPR and § 623 BGB."
    report = verify(text, EVIDENCE)
    assert [c.raw for c in report.citations] == ["Article 17 GDPR", "§ 623 BGB"]
    for citation in report.citations:
        assert text[citation.start : citation.end] == citation.raw


@pytest.mark.parametrize("space", ["\u202f", "\u2009", "\u2002", "\u3000"])
def test_any_unicode_space_separates_a_keyword_from_its_number(space):
    text = f"The notice must be written under §{space}623 BGB."
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.raw == f"§{space}623 BGB"
    assert citation.form is CitationForm.SECTION_SIGN


def test_a_quotation_is_compared_without_its_emphasis():
    text = (
        'The controller must erase the data "without **undue** delay" and '
        '"the erasure of personal data concerning him or her" [GDPR, Article 17].'
    )
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.status is CitationStatus.VERIFIED
    assert citation.quote is not None and citation.quote.found


def test_the_uncited_sweep_reads_the_answer_as_written():
    text = "**Note.** The employer must always pay wages on time every month."
    (sentence,) = verify(text, EVIDENCE).uncited_sentences
    assert text[sentence.start : sentence.end] == sentence.text


def test_a_cyrillic_letter_inside_a_latin_word_does_not_hide_a_citation():
    # "Аrticle" opens with U+0410 CYRILLIC CAPITAL LETTER A; it reads "Article".
    text = "Fines are set by \u0410rticle 99 GDPR for every controller."
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.raw == "\u0410rticle 99 GDPR"
    assert citation.status is CitationStatus.UNSUPPORTED


def test_a_word_all_in_cyrillic_or_greek_is_left_as_written():
    text = "Статья 5 закона; Σύνταγμα; Аrticle"
    assert reading_view(text).text == "Статья 5 закона; Σύνταγμα; Article"


@pytest.mark.parametrize(
    ("text", "raw", "status"),
    [
        ("Erasure: Article １７ GDPR.", "Article １７ GDPR", "verified"),
        ("Ｆines: Article ９９ GDPR.", "Article ９９ GDPR", "unsupported"),
        ("Erasure: Article 17 ＧＤＰＲ.", "Article 17 ＧＤＰＲ", "verified"),
    ],
)
def test_fullwidth_digits_and_letters_are_read_as_their_ascii(text, raw, status):
    """East Asian input methods type "１７": the same article, flagged if fabricated."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.status.value) == (raw, status)
    assert text[citation.start : citation.end] == raw


@pytest.mark.parametrize(
    ("text", "raw", "status"),
    [
        ("Fines: Article 𝟗𝟗 GDPR.", "Article 𝟗𝟗 GDPR", "unsupported"),
        ("Fines: Article 𝟿𝟿 GDPR.", "Article 𝟿𝟿 GDPR", "unsupported"),
        ("Erasure: 𝐀𝐫𝐭𝐢𝐜𝐥𝐞 𝟏𝟕 𝐆𝐃𝐏𝐑.", "𝐀𝐫𝐭𝐢𝐜𝐥𝐞 𝟏𝟕 𝐆𝐃𝐏𝐑", "verified"),
        ("Fines: 𝘈𝘳𝘵. 99 𝘎𝘋𝘗𝘙.", "𝘈𝘳𝘵. 99 𝘎𝘋𝘗𝘙", "unsupported"),
    ],
)
def test_mathematical_digits_and_letters_are_read_as_their_ascii(text, raw, status):
    """ "Article 𝟗𝟗 GDPR" and "𝐀𝐫𝐭𝐢𝐜𝐥𝐞 𝟏𝟕 𝐆𝐃𝐏𝐑" (bold where Markdown is not rendered)
    read as plain digits and letters to a reviewer: unread, a fabrication written so
    was never checked."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.status.value) == (raw, status)
    assert text[citation.start : citation.end] == raw


def test_a_no_break_space_before_a_pinpoint_keeps_the_pinpoint_checked():
    # Word processors put U+00A0 between "Article 17" and "(5)". The pinpoint is the
    # citation's: a fabricated paragraph 5 is flagged, as with a plain space.
    text = "Erasure is owed under Article 17\u00a0(5) GDPR."
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.raw == "Article 17\u00a0(5) GDPR"
    assert (citation.pinpoint, citation.diagnosis) == (
        "(5)",
        Diagnosis.PINPOINT_NOT_IN_EVIDENCE,
    )


@pytest.mark.parametrize(
    ("text", "article", "status"),
    [
        # A combining acute (U+0301) or keycap (U+20E3) stacked on a digit shows the
        # digit: "1\u03017" is 17, and "6\u03016" is 66, never an article 6.
        ("Erasure: Article 1\u03017 GDPR.", "17", "verified"),
        ("Lawful: Article 6\u03016 GDPR.", "66", "unsupported"),
        ("Lawful: Article 6\u20e36 GDPR.", "66", "unsupported"),
        # A variation selector or a tag character is invisible.
        ("Lawful: Article 6\ufe0f6 GDPR.", "66", "unsupported"),
        ("Lawful: Article 6\U000e00366 GDPR.", "66", "unsupported"),
    ],
)
def test_a_mark_on_a_digit_does_not_cut_the_number(text, article, status):
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.article, citation.status.value) == (article, status)
    assert text[citation.start : citation.end] == citation.raw


@pytest.mark.parametrize(
    ("text", "raw", "status"),
    [
        # "artículo" saved decomposed: "i" then U+0301 COMBINING ACUTE ACCENT.
        (
            "Según el arti\u0301culo 17 del RGPD, se suprimen.",
            "arti\u0301culo 17 del RGPD",
            "verified",
        ),
        (
            "Según el arti\u0301culo 99 del RGPD, se suprimen.",
            "arti\u0301culo 99 del RGPD",
            "unsupported",
        ),
    ],
)
def test_a_decomposed_word_is_read_as_the_word_it_shows(text, raw, status):
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.status.value) == (raw, status)
    assert text[citation.start : citation.end] == raw


@pytest.mark.parametrize(
    "before",
    [
        # U+0344 COMBINING GREEK DIALYTIKA TONOS is two marks in NFC, and U+0958
        # DEVANAGARI LETTER QA a letter and a nukta: composing them lengthened the
        # view, and "rticle 17 GDPR" was the citation.
        "\u0a22\u0344",
        "\u0958\u0301",
    ],
)
def test_a_mark_that_normalises_longer_keeps_the_spans_after_it(before):
    text = f"{before} Article 17 GDPR applies."
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.status.value) == ("Article 17 GDPR", "verified")
    assert text[citation.start : citation.end] == citation.raw


ARABIC = [
    Chunk("a81", "نظام العمل", 81, "يَحقُّ للعامل أن يترك العمل دون إشعار في حالات."),
]


@pytest.mark.parametrize(
    "keyword",
    ["المادّة", "المــادة", "المَادَّة"],
    ids=["shadda", "tatweel", "vowelled"],
)
def test_arabic_vowel_marks_and_tatweel_do_not_hide_a_citation(keyword):
    text = f"يجوز للعامل ترك العمل ({keyword} 82 من نظام العمل)."
    (citation,) = verify(text, ARABIC).citations
    assert citation.raw == f"({keyword} 82 من نظام العمل)"
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    "lines",
    [
        "Sources:\n- Article 17 GDPR\n- Article 6 GDPR",
        "GDPR, Article 17\nGDPR, Article 6",
        "See the rules on erasure\n1. Article 17 GDPR\n2. Article 6 GDPR",
        "## Erasure under the GDPR\nArticle 17 GDPR\n\nArticle 6 GDPR",
        "> The data subject shall have\nthe right",
        "References\n[1] GDPR, Article 17\n[2] GDPR, Article 6",
        # Two trailing spaces are Markdown's hard break.
        "The rules on erasure  \nare in Article 17 GDPR",
    ],
)
def test_a_line_that_opens_a_list_item_heading_or_note_stays_a_line(lines):
    # Only the break inside "Article\n9" is read as a space.
    text = "Consent is covered by Article\n9 GDPR.\n" + lines
    assert reading_view(text).text.count("\n") == lines.count("\n") + 1


@pytest.mark.parametrize("hyphen", ["\u2011", "\u2010"])
def test_a_no_break_hyphen_inside_an_article_number_is_a_hyphen(hyphen):
    # Read as article 1112 and noise, the correct citation was flagged.
    evidence = [Chunk("cc", "Code civil", "1112-1", "Celle des parties qui connaît.")]
    text = f"Voir l'article 1112{hyphen}1 du Code civil."
    (citation,) = verify(text, evidence).citations
    assert (citation.article, citation.status) == ("1112-1", CitationStatus.VERIFIED)
    assert citation.raw == f"article 1112{hyphen}1 du Code civil"


def test_an_unknown_character_reference_is_left_as_written():
    assert reading_view("AT&T; R&D &notaname;").text == "AT&T; R&D &notaname;"


CODE_EVIDENCE = [Chunk("g28", "GDPR", 28, "1. Where processing is to be carried out.")]


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        # Configuration, not citations: "article 12" was flagged as Article 12.
        (
            "Set:\n\n```yaml\nsection 5: on\narticle 12: true\n```\n\n"
            "See Art. 28 GDPR.",
            ["28"],
        ),
        ('Set:\n\n~~~json\n{"article": 12}\n~~~\nSee Art. 28 GDPR.', ["28"]),
        # A drafted clause, fenced without a language or as text, cites the law.
        ("Clause:\n\n```\nThe Processor complies with Article 99 GDPR.\n```", ["99"]),
        (
            "Clause:\n\n```text\nThe Processor complies with Article 99 GDPR.\n```",
            ["99"],
        ),
        # A fence never closed blanks nothing.
        ("Code:\n```python\narticle 99 = 1\nSee Art. 28 GDPR.", ["99", "28"]),
    ],
)
def test_a_fenced_block_of_code_holds_no_citation(text, articles):
    """A block fenced as a language ("```yaml") is code or data, not prose."""
    citations = verify(text, CODE_EVIDENCE).citations
    assert [c.article for c in citations] == articles
    for citation in citations:
        assert text[citation.start : citation.end] == citation.raw


@pytest.mark.parametrize(
    "label",
    [
        # "ª" and a combining grave: NFKC folded the label to "à", the answer's
        # view read "ª" (the mark composes with nothing there and is dropped).
        "Lei n\u00aa\u0300 5",
        "\uff21\u0301bc Act",
        "Code civil franc\u0327ais",
    ],
)
def test_a_label_is_read_as_the_answer_is(label):
    """A bracket citing the evidence's own label verifies, however its letters and
    marks are written (found by the property test_any_label_verifies_against_itself)."""
    evidence = [Chunk("c", label, 1)]
    (citation,) = verify(f"See [{label}, Article 1].", evidence).citations
    assert citation.status is CitationStatus.VERIFIED


@pytest.mark.parametrize(
    ("text", "raws"),
    [
        # The link's text cites; its address (another article's page) does not.
        ("See [Art. 17 GDPR](https://gdpr-info.eu/art-99-gdpr/).", ["Art. 17 GDPR"]),
        ("See [the right](https://gdpr-info.eu/art-99-gdpr/).", []),
        ("Text: https://eur-lex.europa.eu/eli/reg/2016/679/oj#art_99", []),
        ("Text: https://de.wikipedia.org/wiki/§_630_BGB.", []),
        ("Text: www.example.org/GDPR?article=99 (Art. 17 GDPR)", ["(Art. 17 GDPR)"]),
    ],
)
def test_a_web_address_cites_nothing_and_a_link_text_is_read(text, raws):
    """ "art-99-gdpr", "§_630_BGB" and "article=99" in an address are where a page is,
    not citations: read, they were flagged beside the link's own correct one."""
    citations = verify(text, EVIDENCE).citations
    assert [c.raw for c in citations] == raws
    assert all(c.status is CitationStatus.VERIFIED for c in citations)


def test_a_web_address_is_blanked_one_for_one():
    """Offsets after an address stay the answer's own, and its shape stays: a link
    title after it is still known for one (quotes.py)."""
    text = "See https://gdpr-info.eu/art-17-gdpr/ and Article 17 GDPR."
    view = reading_view(text)
    assert view.text == "See https://////-////.//////-//-///// and Article 17 GDPR."
