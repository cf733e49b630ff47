"""Pinpoints are checked against the structure the cited passage shows."""

from __future__ import annotations

import pytest

from verification.core import CitationStatus, Diagnosis, explain, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.structure import pinpoint_parts

ARTICLE_17 = (
    "1. The data subject shall have the right to obtain erasure where:\n"
    "(a) the data are no longer necessary;\n(b) consent is withdrawn;\n"
    "(c) the data subject objects;\n(d) unlawful processing;\n"
    "(e) a legal obligation;\n(f) information society services.\n"
    "2. Where the controller has made the personal data public.\n"
    "3. Paragraphs 1 and 2 shall not apply to the extent that processing is "
    "necessary:\n(a) for freedom of expression;\n(b) for compliance."
)
PARAGRAPH_622 = (
    "(1) Das Arbeitsverhältnis kann mit einer Frist von vier Wochen gekündigt werden.\n"
    "(2) Für eine Kündigung durch den Arbeitgeber beträgt die Kündigungsfrist, wenn "
    "das Arbeitsverhältnis\n1. zwei Jahre bestanden hat, einen Monat,\n"
    "2. fünf Jahre bestanden hat, zwei Monate,\n3. acht Jahre bestanden hat, drei "
    "Monate."
)
EVIDENCE = [
    Chunk("g17", "GDPR", 17, ARTICLE_17),
    Chunk("b622", "BGB", 622, PARAGRAPH_622),
    Chunk("l30", "Labour Law", 30, "Notice shall be given in writing."),
]

# (citation, status, pinpoint_checked)
PINPOINTS = [
    ("[GDPR, Article 17(1)(a)]", CitationStatus.VERIFIED, True),
    ("[GDPR, Article 17(1)(f)]", CitationStatus.VERIFIED, True),
    ("[GDPR, Article 17(3)(b)]", CitationStatus.VERIFIED, True),
    ("[GDPR, Article 17(2)]", CitationStatus.VERIFIED, True),
    ("[GDPR, Article 17(1)(z)]", CitationStatus.UNSUPPORTED, True),
    ("[GDPR, Article 17(3)(c)]", CitationStatus.UNSUPPORTED, True),
    ("[GDPR, Article 17(4)]", CitationStatus.UNSUPPORTED, True),
    ("Article 17(1)(g) GDPR applies.", CitationStatus.UNSUPPORTED, True),
    ("Nach § 622 Abs. 2 Nr. 3 BGB gilt das.", CitationStatus.VERIFIED, True),
    ("Nach § 622 Abs. 2 S. 1 Nr. 2 BGB gilt das.", CitationStatus.VERIFIED, True),
    ("Nach § 622 Abs. 5 BGB gilt das.", CitationStatus.UNSUPPORTED, True),
    ("Nach § 622 Abs. 2 Nr. 9 BGB gilt das.", CitationStatus.UNSUPPORTED, True),
    # A passage without numbering checks nothing, and guesses nothing.
    ("[Labour Law, Article 30(4)(b)]", CitationStatus.VERIFIED, False),
    # No pinpoint, or one naming no paragraph or point: nothing to check.
    ("[GDPR, Article 17]", CitationStatus.VERIFIED, False),
    ("[GDPR, Article 17, second subparagraph]", CitationStatus.VERIFIED, False),
]


@pytest.mark.parametrize(("text", "status", "checked"), PINPOINTS)
def test_pinpoint_is_checked_against_the_passage(text, status, checked):
    """A paragraph or point the passage lacks is unsupported; no structure, no check."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == (status, checked)
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE
        assert citation.chunk_id is not None


def test_bad_pinpoint_is_explained_with_the_passage_structure():
    """The explanation lists the paragraphs and points the passage has."""
    (citation,) = verify("[GDPR, Article 17(1)(z)]", EVIDENCE).citations
    assert explain(citation) == (
        "Article 17 as given to the model has paragraphs 1-3 and, in paragraph 1, "
        "points (a)-(f); (1)(z) is not among them."
    )


def test_structure_is_merged_over_every_chunk_of_the_article():
    """Paragraph 3 in the second chunk of an article supports a pinpoint to it."""
    evidence = [
        Chunk("c1", "GDPR", 17, "1. First paragraph.\n2. Second paragraph."),
        Chunk("c2", "GDPR", 17, "3. Third paragraph."),
    ]
    (citation,) = verify("[GDPR, Article 17(3)]", evidence).citations
    assert citation.status is CitationStatus.VERIFIED


@pytest.mark.parametrize(
    ("pinpoint", "parts"),
    [
        ("(1)(a)", ("1", "a")),
        ("(2)", ("2", None)),
        ("Abs. 2 S. 1 Nr. 3", ("2", None)),
        ("Abs. 2 Nr. 3", ("2", "3")),
        ("para. 1 lit. f", ("1", "f")),
        ("khoản 1 điểm g", ("1", "g")),
        ("第1款", ("1", None)),
        ("(2), Annex III, point 1(a)", ("2", None)),
    ],
)
def test_pinpoint_names_a_paragraph_and_a_point(pinpoint, parts):
    """Pinpoints in several styles name the same (paragraph, point) pair."""
    assert pinpoint_parts(pinpoint) == parts
