"""verify() end to end: the report an answer gets."""

from __future__ import annotations

import dataclasses

import pytest

from verification.core import (
    VERIFIER_VERSION,
    Citation,
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    InputError,
    UncitedSentence,
    VerificationReport,
    verify,
)
from verification.core.models import Reference
from verification.core.verifier import _disjoint

# Real text: GDPR Article 17(1) and EU AI Act Article 6(1).
ERASURE = (
    "The data subject shall have the right to obtain from the controller the erasure "
    "of personal data concerning him or her without undue delay."
)
HIGH_RISK = (
    "An AI system shall be considered to be high-risk where it is intended to be used "
    "as a safety component of a product."
)
EVIDENCE = [
    EvidenceChunk("gdpr-17", "GDPR", 17, ERASURE, 0.91, "gdpr:17"),
    EvidenceChunk("ai-6", "EU AI Act", 6, HIGH_RISK, 0.84, "ai:6"),
]


GDPR_17 = EvidenceChunk("g17", "GDPR", 17)


@pytest.mark.parametrize(
    ("text", "evidence", "aliases", "field"),
    [
        (None, [], None, "text"),
        (b"Article 17 GDPR", [], None, "text"),
        ("Article 17 GDPR", None, None, "evidence"),
        ("Article 17 GDPR", "GDPR 17", None, "evidence"),
        ("Article 17 GDPR", [{"law_label": "GDPR"}], None, "evidence[0]"),
        (
            "Article 17 GDPR",
            [GDPR_17, EvidenceChunk("c", None, 17)],
            None,
            "evidence[1].law_label",
        ),
        (
            "Article 17 GDPR",
            [EvidenceChunk("c", "GDPR", 17, b"The data subject")],
            None,
            "evidence[0].text",
        ),
        # A score compared with another of its article's: a TypeError, or not,
        # depending on what else the evidence held.
        (
            "Article 17 GDPR",
            [GDPR_17, EvidenceChunk("c", "GDPR", 17, score="high")],
            None,
            "evidence[1].score",
        ),
        ("Article 17 GDPR", [GDPR_17], ["GDPR"], "aliases"),
        ("Article 17 GDPR", [GDPR_17], {"RGPD": None}, "aliases.RGPD"),
    ],
)
def test_what_verify_cannot_read_is_an_input_error_naming_it(
    text, evidence, aliases, field
):
    """Never a bare TypeError or AttributeError: the field is named."""
    with pytest.raises(InputError) as caught:
        verify(text, evidence, aliases)
    assert caught.value.field == field


def test_evidence_verify_read_before_is_read_as_it_was():
    """Any iterable of chunks; ids of any type; an article past every article."""
    chunks = (chunk for chunk in [EvidenceChunk(5, "GDPR", 17, score=1)])
    (citation,) = verify("Article 17 GDPR applies.", chunks).citations
    assert (citation.status, citation.chunk_id) == (CitationStatus.VERIFIED, 5)
    # Past Python's digit limit str() raised ValueError: an article of no law.
    assert EvidenceChunk("c", "GDPR", 10**5000).article == ""


def test_answer_with_only_verified_citations_passes():
    """An answer whose citations all resolve passes."""
    report = verify(f"{ERASURE} [GDPR, Article 17(1)]", EVIDENCE)
    assert (report.passed, report.unsupported_count) == (True, 0)


def test_unsupported_citation_flags_the_answer():
    """An unsupported citation flags the answer."""
    report = verify(f"{ERASURE} [GDPR, Article 18]", EVIDENCE)
    assert (report.passed, report.unsupported_count) == (False, 1)


def test_malformed_citation_flags_the_answer():
    """A malformed citation is unsupported and flags the answer."""
    report = verify(f"{ERASURE} [GDPR, Article]", EVIDENCE)
    (citation,) = report.citations
    assert (citation.status, citation.diagnosis, citation.article_no) == (
        CitationStatus.UNSUPPORTED,
        Diagnosis.MALFORMED,
        None,
    )
    assert not report.passed


def test_uncited_claims_do_not_fail_the_answer():
    """Uncited claims are reported but never fail the answer on their own."""
    report = verify(f"{ERASURE} {HIGH_RISK}", EVIDENCE)
    assert report.passed
    assert [s.text for s in report.uncited_sentences] == [ERASURE, HIGH_RISK]


def test_unsupported_count_counts_citations_not_markers():
    """A marker citing three missing articles counts three unsupported citations."""
    report = verify("[GDPR, Articles 17-19]", EVIDENCE)
    statuses = [c.status for c in report.citations]
    assert statuses == [CitationStatus.VERIFIED] + [CitationStatus.UNSUPPORTED] * 2
    assert report.unsupported_count == 2


def test_answer_without_citations_passes_with_no_citations():
    """An answer with no citation at all passes and lists none."""
    report = verify("Hello.", EVIDENCE)
    assert (report.citations, report.passed) == ((), True)


def test_empty_evidence_leaves_every_citation_unsupported():
    """With no evidence, every citation is unsupported, law not in evidence."""
    report = verify("[GDPR, Article 17]", [])
    (citation,) = report.citations
    assert citation.diagnosis is Diagnosis.LAW_NOT_IN_EVIDENCE


def test_report_carries_the_verifier_version():
    """The report names the verifier version that produced it."""
    assert verify("", EVIDENCE).verifier_version == VERIFIER_VERSION


@pytest.mark.parametrize(
    ("text", "citations"),
    [
        ("Intro 🙂👍🏽 [GDPR, Article 17] and [EU AI Act, Art. 6(1)].", 2),
        (
            "يحق للعامل إشعار [نظام العمل، المادة ٧٥] ثم [GDPR, Article 17].",
            2,
        ),
        ("\r\n\t[GDPR, Articles 17 and 18; EU AI Act, Article 6]\u2028end", 3),
    ],
)
def test_every_citation_span_holds_its_raw_text(text, citations):
    """For every citation, text[start:end] == raw, emoji and Arabic included."""
    found = verify(text, EVIDENCE).citations
    assert len(found) == citations
    for citation in found:
        assert text[citation.start : citation.end] == citation.raw


def test_text_is_never_rewritten():
    """Verification reports on the text; the reported sentence is the text's own."""
    text = f"{ERASURE}  {HIGH_RISK} [Made Up Act, Article 1]"
    report = verify(text, EVIDENCE)
    (sentence,) = report.uncited_sentences
    assert text[sentence.start : sentence.end] == sentence.text == ERASURE


@pytest.mark.parametrize(
    "cls", [EvidenceChunk, Citation, UncitedSentence, VerificationReport]
)
def test_public_dataclasses_are_frozen(cls):
    """Reports and their parts cannot be changed after the fact."""
    assert dataclasses.is_dataclass(cls)
    assert cls.__dataclass_params__.frozen


def test_report_fields_are_immutable():
    """Assigning to a report field raises."""
    report = verify("", EVIDENCE)
    with pytest.raises(dataclasses.FrozenInstanceError):
        report.passed = False  # type: ignore[misc]


@pytest.mark.parametrize(
    ("enum", "values"),
    [
        (CitationStatus, {"verified", "unsupported"}),
        (
            Diagnosis,
            {
                "malformed",
                "article_not_in_evidence",
                "label_mismatch",
                "law_not_in_evidence",
                "ambiguous",
                "nonexistent_article",
                "pinpoint_not_in_evidence",
                "quote_not_in_evidence",
            },
        ),
    ],
)
def test_enums_are_strings_with_the_contract_values(enum, values):
    """Statuses and diagnoses are str enums with the agreed values."""
    assert {member.value for member in enum} == values
    assert all(isinstance(member, str) for member in enum)


def test_core_does_not_import_django():
    """The core imports without Django, so an upstream assistant can use it alone."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['django'] = None; "
        "import verification.core, verification.core.cli; print('ok')"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.stdout.strip() == "ok", result.stderr


def test_a_reading_overlapping_an_earlier_one_is_dropped_and_list_items_are_kept():
    """Spans are disjoint or one marker's: the first reading of a stretch stands."""
    items = [
        Reference("Articles 15 and 17 GDPR", "GDPR", "15", None, 0, 23),
        Reference("Articles 15 and 17 GDPR", "GDPR", "17", None, 0, 23),
        Reference("17 GDPR", "GDPR", "17", None, 16, 23),  # inside the list's span
        Reference("s98 ERA", "ERA", "98", None, 30, 37),
        Reference("ERA s1", "ERA", "1", None, 34, 40),  # overlaps the one before
        Reference("Article 6 GDPR", "GDPR", "6", None, 40, 54),  # touches, no overlap
    ]
    assert [(r.article, r.start) for r in _disjoint(items)] == [
        ("15", 0),
        ("17", 0),
        ("98", 30),
        ("6", 40),
    ]
