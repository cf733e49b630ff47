"""The support score: how much of a citing sentence the cited passage shares."""

from __future__ import annotations

import pytest

from verification.core import CitationStatus, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.support import WEAK_THRESHOLD, content_words, support_score

PASSAGE = (
    "The data subject shall have the right to obtain from the controller the "
    "erasure of personal data concerning him or her without undue delay."
)
EVIDENCE = [Chunk("g17", "GDPR", 17, PASSAGE)]


def test_sentence_restating_the_passage_is_strongly_supported():
    """A sentence saying what the passage says scores high and is not weak."""
    text = (
        "The data subject may obtain erasure of personal data without delay "
        "[GDPR, Article 17]."
    )
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.support is not None
    assert citation.support.score >= 0.8
    assert not citation.support.weak


def test_sentence_about_something_else_is_weakly_supported():
    """A sentence sharing almost nothing with the passage is marked weak."""
    text = (
        "Employers must pay overtime wages within thirty calendar days "
        "[GDPR, Article 17]."
    )
    report = verify(text, EVIDENCE)
    (citation,) = report.citations
    assert citation.support is not None
    assert citation.support.weak
    assert citation.status is CitationStatus.VERIFIED
    assert report.passed, "weak support is advisory and never fails an answer"


def test_unsupported_citation_has_no_support():
    """Support is measured only for verified citations."""
    (citation,) = verify("Erasure applies [GDPR, Article 18].", EVIDENCE).citations
    assert citation.support is None


def test_score_is_rounded_to_three_places():
    """Scores are stored rounded to three decimal places."""
    (citation,) = verify(
        "Erasure of data happens in three ways sometimes [GDPR, Article 17].", EVIDENCE
    ).citations
    assert citation.support is not None
    assert citation.support.score == round(citation.support.score, 3)


@pytest.mark.parametrize(
    ("claim", "passage", "weak"),
    [
        (
            "processing records controllers",
            "the controller keeps processing records",
            False,
        ),
        ("overtime wages employers", "the controller keeps processing records", True),
        ("see above", "anything", False),
    ],
)
def test_support_score_is_the_share_of_claim_words_in_the_passage(claim, passage, weak):
    """Stemmed content words are compared; a short claim is never weak."""
    score, is_weak = support_score(content_words(claim), content_words(passage))
    assert 0.0 <= score <= 1.0
    assert is_weak is weak
    assert is_weak is (score < WEAK_THRESHOLD and len(content_words(claim)) >= 3)


def test_stop_words_and_suffixes_do_not_count():
    """Stop words are dropped and English suffixes folded."""
    assert content_words("The controllers are processing the records") == (
        content_words("controller process record")
    )
