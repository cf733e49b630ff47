"""Properties that hold for any string: never raise, spans agree, deterministic."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from verification.core import (
    CitationStatus,
    EvidenceChunk,
    report_from_dict,
    report_to_dict,
    verify,
)

EVIDENCE = [
    EvidenceChunk(
        "g5", "GDPR", 5, "The controller shall keep records pursuant to Article 5.", 0.5
    ),
    EvidenceChunk("l30", "نظام العمل", 30, score=0.7),
    EvidenceChunk("a6", "EU AI Act", 6, score=0.1),
]
# Fragments that make the interesting cases likely, mixed with arbitrary text.
PIECES = [
    "[",
    "]",
    "(",
    ")",
    ", ",
    "; ",
    ". ",
    "? ",
    "؟ ",
    "\n",
    "- ",
    "## ",
    "Article ",
    "Arts. ",
    "المادة ",
    "، ",
    "GDPR",
    "نظام العمل",
    "5",
    "30",
    "٣٠",
    "-",
    " to ",
    " and ",
    "(2)(b)",
    "No. ",
    "e.g. ",
    "🙂",
    "The controller shall keep records ",
    "[GDPR, Article 5]",
    "[Article 30]",
    '"',
    "“",
    "”",
    "«",
    "'",
    "‘",
    "’",
    " … ",
    "Source: ",
    "shall keep records pursuant to Article 5",
    "**",
    "*",
    "_",
    "`",
    "~~",
    "<b>",
    "</b>",
    "\u200b",
    "\u00ad",
    "\u202f",
    "\u0410",
    "\u043e",
]
answers = st.one_of(
    st.text(),
    st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=5)), max_size=40).map(
        "".join
    ),
)


@settings(max_examples=400, deadline=None)
@given(answers)
def test_citation_spans_are_in_bounds_and_hold_raw(text):
    """Every citation's span is inside the text and holds exactly its raw marker."""
    for citation in verify(text, EVIDENCE).citations:
        assert 0 <= citation.start < citation.end <= len(text)
        assert text[citation.start : citation.end] == citation.raw


@settings(max_examples=400, deadline=None)
@given(answers)
def test_uncited_spans_hold_their_sentence(text):
    """Every uncited sentence's span holds exactly its text, trimmed, non-empty."""
    for sentence in verify(text, EVIDENCE).uncited_sentences:
        assert 0 <= sentence.start < sentence.end <= len(text)
        assert text[sentence.start : sentence.end] == sentence.text
        assert sentence.text == sentence.text.strip()


@settings(max_examples=400, deadline=None)
@given(answers)
def test_counts_agree(text):
    """unsupported_count counts unsupported citations; passed means none."""
    report = verify(text, EVIDENCE)
    unsupported = [
        c for c in report.citations if c.status is CitationStatus.UNSUPPORTED
    ]
    assert report.unsupported_count == len(unsupported)
    assert report.passed is (not unsupported)
    assert all(c.diagnosis is not None for c in unsupported)
    assert all(c.chunk_id is not None for c in report.citations if c not in unsupported)


@settings(max_examples=200, deadline=None)
@given(answers)
def test_verification_is_deterministic(text):
    """The same answer and evidence always give the same report."""
    assert verify(text, EVIDENCE) == verify(text, list(EVIDENCE))


@settings(max_examples=200, deadline=None)
@given(answers)
def test_report_round_trips(text):
    """Any report survives report_to_dict and report_from_dict unchanged."""
    report = verify(text, EVIDENCE)
    assert report_from_dict(report_to_dict(report)) == report


labels = st.text(
    st.characters(categories=("L", "N", "Zs", "Mn"), exclude_characters="\u0640"),
    min_size=1,
    max_size=60,
).filter(lambda label: not label.isspace())


@settings(max_examples=300, deadline=None)
@given(
    st.text(max_size=20).map(lambda s: s.replace("[", "")),
    labels,
    st.integers(1, 10**5),
)
def test_any_label_verifies_against_itself(prefix, label, article):
    """A citation verifies against a chunk of the same label and article, any script."""
    text = f"{prefix} [{label.strip()}, Article {article}]"
    report = verify(text, [EvidenceChunk("c", label, article)])
    # The arbitrary prefix may itself cite ("§2"); the bracket is the one tested.
    bracket = [c for c in report.citations if c.raw.startswith("[")]
    assert [c.status for c in bracket] == [CitationStatus.VERIFIED]
