"""Quotations near a citation must appear in the passage it cites."""

from __future__ import annotations

import pytest

from verification.core import CitationStatus, Diagnosis, explain, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.quotes import closest_stretch, find_quotes, quote_found

PASSAGE = (
    "The data subject shall have the right to obtain from the controller the "
    "erasure of personal data concerning him or her without undue delay."
)
EVIDENCE = [Chunk("g17", "GDPR", 17, PASSAGE), Chunk("g5", "GDPR", 5, "Lawful.")]

# (answer, status)
QUOTATIONS = [
    (
        'It says "the right to obtain from the controller the erasure" '
        "[GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        "It says “THE RIGHT TO   OBTAIN from the controller” [GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        "Es heißt „the right to obtain from the controller“ [GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        "Il dit « the right to obtain from the controller » [GDPR, Article 17].",
        CitationStatus.VERIFIED,
    ),
    (
        'It says "the right to obtain … without undue delay" [GDPR, Article 17].',
        CitationStatus.VERIFIED,
    ),
    (
        'It says "the right to obtain ... personal data concerning him" '
        "(GDPR, Art. 17).",
        CitationStatus.VERIFIED,
    ),
    (
        'It says "the controller may erase data at will" [GDPR, Article 17].',
        CitationStatus.UNSUPPORTED,
    ),
    (
        'It says "without undue delay … the right to obtain" [GDPR, Article 17].',
        CitationStatus.UNSUPPORTED,
    ),
    # Fewer than five words is a phrase, not a quotation.
    ('It is "at will" [GDPR, Article 17].', CitationStatus.VERIFIED),
    # A quotation in another sentence is not this citation's.
    (
        'He said "this is entirely made up by me". Erasure applies [GDPR, Article 17].',
        CitationStatus.VERIFIED,
    ),
]


@pytest.mark.parametrize(("text", "status"), QUOTATIONS)
def test_quotation_is_checked_against_the_cited_passage(text, status):
    """A quotation of five words or more must appear in the cited passage."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.status is status
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE
        assert citation.quote is not None and not citation.quote.found


def test_misquotation_carries_the_closest_stretch_of_the_passage():
    """The reviewer sees the passage's closest words beside the misquotation."""
    text = 'It says "the controller may erase data at will" [GDPR, Article 17].'
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.quote is not None
    assert citation.quote.text == "the controller may erase data at will"
    assert citation.quote.closest is not None
    assert citation.quote.closest in PASSAGE
    assert "controller" in citation.quote.closest
    assert "quoted words do not appear" in explain(citation)


def test_found_quotation_is_recorded():
    """A quotation that is in the passage is recorded as found."""
    text = 'It says "the right to obtain from the controller" [GDPR, Article 17].'
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.quote is not None
    assert (citation.quote.found, citation.quote.closest) == (True, None)


def test_quotation_before_a_citation_standing_alone_is_checked():
    """A citation alone after a quoting sentence checks that sentence's quotation."""
    text = (
        'The Regulation says "the controller may erase data at will".\n'
        "[GDPR, Article 17]"
    )
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("quote", "found"),
    [
        ("the erasure of personal data", True),
        ("The  Erasure\nof personal data", True),
        ("the erasure – of personal data", False),
        ("without undue delay", True),
        ("personal data … undue delay", True),
        ("undue delay … personal data", False),
    ],
)
def test_quote_matching_folds_case_space_and_splits_on_ellipsis(quote, found):
    """Case and white space fold; an ellipsis splits into parts kept in order."""
    assert quote_found(quote, [PASSAGE]) is found


def test_closest_stretch_is_the_window_sharing_most_words():
    """The closest stretch shares most words, trimmed to the shared ones."""
    assert closest_stretch("erasure of personal information", [PASSAGE]) == (
        "erasure of personal"
    )


def test_unclosed_quotes_find_nothing():
    """An opening quote with no closing one on its line is no quotation."""
    assert find_quotes('He said "this goes on and on and on\nand never closes') == []
