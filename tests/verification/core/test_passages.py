"""Passages read as their reader sees them: the markup of their source taken out."""

from __future__ import annotations

import pytest

from verification.core import EvidenceChunk, verify
from verification.core.passages import joined, passage_text

HTML_17 = (
    "<p>1. The data subject shall have the right to obtain from the controller the"
    " <b>erasure</b> of personal data</p><p>2. Where the controller has made the"
    " personal data public</p><p>3. Paragraphs 1 and 2 shall not apply</p>"
)
EURLEX_17 = (
    "▼B\n1. The data subject shall have the right to obtain from the ▼M1 controller"
    " the erasure\n▼M1\n2. Where the controller has made the personal data public"
    "\n▼B\n3. Paragraphs 1 and 2 shall not apply"
)
NOTES_17 = (
    "1. The data subject¹ shall have the right to obtain from the controller[1] the"
    " erasure<sup>2</sup> of personal data (*)"
)
MARKDOWN_17 = (
    "1. The data subject shall have the right to **obtain from the controller** the"
    " erasure"
)


def _statuses(answer: str, passage: str) -> list[str]:
    evidence = [EvidenceChunk("g", "GDPR", "17", passage)]
    return [citation.status.value for citation in verify(answer, evidence).citations]


@pytest.mark.parametrize(
    ("passage", "seen"),
    [
        ("<p>1. The data</p><p>2. Where</p>", "\n1. The data\n\n2. Where\n"),
        ("the <b>erasure</b> of <a href='x'>data</a>", "the erasure of data"),
        (
            "1.&nbsp;The data&#160;subject &amp; more",
            "1.\u00a0The data\u00a0subject & more",
        ),
        ("▼B\n1. The ▼M1 controller ◄", "\n1. The  controller "),
        (
            "the data subject¹ and the controller[12]",
            "the data subject¹ and the controller",
        ),
        ("the erasure<sup>2</sup> of data (*)", "the erasure of data"),
        ("the **right to obtain** from", "the right to obtain from"),
        # The law's own brackets and numbers stay: only a marker glued to a word goes.
        (
            "Article 6(1) and [...] points (a) to [f]",
            "Article 6(1) and [...] points (a) to [f]",
        ),
        ("1. The data subject shall", "1. The data subject shall"),
    ],
)
def test_a_passage_is_read_without_the_markup_of_its_source(passage, seen):
    assert passage_text(passage) == seen


@pytest.mark.parametrize("passage", [HTML_17, EURLEX_17, NOTES_17, MARKDOWN_17])
def test_a_quotation_of_a_marked_up_passage_is_verified(passage):
    """HTML tags, EUR-Lex's "▼M1", footnote markers and "**" between the quoted
    words made a correct quotation quote_not_in_evidence."""
    answer = 'Article 17(1) GDPR: "to obtain from the controller the erasure".'
    assert _statuses(answer, passage) == ["verified"]


@pytest.mark.parametrize("passage", [HTML_17, EURLEX_17, NOTES_17, MARKDOWN_17])
def test_a_misquotation_of_a_marked_up_passage_is_still_flagged(passage):
    answer = 'Article 17(1) GDPR: "to obtain from the processor the erasure".'
    assert _statuses(answer, passage) == ["unsupported"]


@pytest.mark.parametrize("passage", [HTML_17, EURLEX_17])
def test_paragraphs_in_html_or_eurlex_marks_show_the_structure_pinpoints_meet(passage):
    """A passage of "<p>" elements was one line showing no structure: a fabricated
    "Article 17(4)" was verified unchecked."""
    answer = "See Article 17(2) GDPR and Article 17(4) GDPR."
    assert _statuses(answer, passage) == ["verified", "unsupported"]


@pytest.mark.parametrize(
    ("chunks", "whole"),
    [
        (
            ["one two three four five six", "six seven"],
            "one two three four five six\nsix seven",
        ),
        (
            [
                "the controller shall erase the data without undue delay",
                "erase the data without undue delay where",
            ],
            "the controller shall erase the data without undue delay where",
        ),
        (["a passage", "another passage"], "a passage\nanother passage"),
    ],
)
def test_an_articles_chunks_are_joined_with_their_overlap_once(chunks, whole):
    """An overlap shorter than 20 characters is no overlap: likely chance."""
    assert joined(chunks) == whole


def test_a_superscript_of_the_laws_own_is_quoted_as_it_stands():
    """ "50 m²" is no footnote marker: a quotation holding it is the passage's."""
    passage = "(1) Die Wohnung muss eine Wohnfläche von mindestens 50 m² haben."
    evidence = [EvidenceChunk("b", "BGB", "1", passage)]
    answer = '§ 1 BGB: "eine Wohnfläche von mindestens 50 m² haben".'
    (citation,) = verify(answer, evidence).citations
    assert citation.status.value == "verified"
