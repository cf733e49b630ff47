"""Footnotes: a note's citation answers for the sentences that mark it.

Chat assistants write "You may ask for erasure.[^1]" and, at the end of the answer,
"[^1]: GDPR, Art. 17(1)"; or "[1]" and a source list. The quotation in the marked
sentence is checked against the cited passage, its support is scored on its words,
and the sentence is cited.
"""

from __future__ import annotations

import pytest

from verification.core import CitationStatus, Diagnosis, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.footnotes import find_notes
from verification.core.languages import default_lexicon

ERASURE = Chunk(
    "g17",
    "GDPR",
    17,
    "1. The data subject shall have the right to obtain from the controller the "
    "erasure of personal data concerning him or her without undue delay.\n"
    "2. Where the controller has made the personal data public, it shall take "
    "reasonable steps.",
)
LAWFULNESS = Chunk(
    "g6",
    "GDPR",
    6,
    "1. Processing shall be lawful only if the data subject has given consent to "
    "the processing of his or her personal data.",
)
EVIDENCE = [ERASURE, LAWFULNESS]
MISQUOTED = (
    'The GDPR says that "the controller may erase data at will whenever it likes"'
)
QUOTED = (
    'The GDPR gives "the right to obtain from the controller the erasure of '
    'personal data"'
)


def _diagnoses(text: str) -> list[Diagnosis | None]:
    return [citation.diagnosis for citation in verify(text, EVIDENCE).citations]


@pytest.mark.parametrize(
    "text",
    [
        f"{MISQUOTED}.[^1]\n\n[^1]: GDPR, Article 17.",
        f"{MISQUOTED}.[^erasure]\n\n[^erasure]: Art. 17 GDPR",
        f"{MISQUOTED} [1].\n\n[1] GDPR, Article 17",
        f"{MISQUOTED} [1].\n\n[1]: Article 17 GDPR",
        f"{MISQUOTED}. [1]\n\n**Sources**\n1. Article 17 GDPR",
        f"{MISQUOTED} [2]. Consent makes processing lawful [1].\n\n"
        "## References\n1. Art. 6 GDPR\n2. Art. 17 GDPR",
        # Another sentence marking another note stands between the two.
        f"{MISQUOTED} [1]. Consent makes processing lawful [2].\n\n"
        "Sources:\n[1] GDPR, Article 17\n[2] GDPR, Article 6",
    ],
)
def test_a_misquotation_in_a_sentence_marking_a_note_fails_the_notes_citation(text):
    report = verify(text, EVIDENCE)
    erasure = [c for c in report.citations if c.article == "17"]
    assert [c.diagnosis for c in erasure] == [Diagnosis.QUOTE_NOT_IN_EVIDENCE]
    assert erasure[0].quote is not None and not erasure[0].quote.found
    assert not report.passed


def test_a_true_quotation_in_a_sentence_marking_a_note_is_recorded_as_found():
    report = verify(f"{QUOTED}.[^1]\n\n[^1]: GDPR, Article 17(1).", EVIDENCE)
    (citation,) = report.citations
    assert citation.status is CitationStatus.VERIFIED
    assert citation.quote is not None and citation.quote.found
    assert report.passed


def test_every_sentence_marking_one_note_is_checked():
    text = (
        "Erasure is a right of the data subject.[^1] "
        f"{MISQUOTED}.[^1]\n\n[^1]: GDPR, Article 17."
    )
    assert _diagnoses(text) == [Diagnosis.QUOTE_NOT_IN_EVIDENCE]


@pytest.mark.parametrize(
    "text",
    [
        "You may ask the controller for erasure without undue delay.[^1]\n\n"
        "[^1]: GDPR, Article 17.",
        "You may ask the controller for erasure without undue delay. [1]\n\n"
        "Sources:\n[1] GDPR, Article 17",
        "You may ask the controller for erasure without undue delay [1][2].\n\n"
        "[1] Art. 17 GDPR\n[2] https://gdpr-info.eu/art-17-gdpr/",
    ],
)
def test_a_sentence_marking_a_note_that_cites_is_cited(text):
    report = verify(text, EVIDENCE)
    assert report.uncited_sentences == ()
    assert [c.status for c in report.citations] == [CitationStatus.VERIFIED]


@pytest.mark.parametrize(
    "text",
    [
        # The note cites nothing: a web page.
        "You may ask the controller for erasure without undue delay.[^1]\n\n"
        "[^1]: https://example.org/erasure",
        # A mark with no note is nobody's footnote.
        "You may ask the controller for erasure without undue delay [3].\n\n"
        "[1] GDPR, Article 17",
    ],
)
def test_a_sentence_marking_a_note_that_cites_nothing_stays_uncited(text):
    report = verify(text, EVIDENCE)
    assert [u.text for u in report.uncited_sentences] == [
        text.split("\n", 1)[0].strip()
    ]


def test_a_numbered_list_under_no_sources_heading_is_no_source_list():
    text = (
        "Two grounds allow erasure without undue delay [1]:\n"
        "1. The data are no longer necessary for the purpose (Art. 17 GDPR).\n"
    )
    assert find_notes(text, default_lexicon().lead_in_re) is None


def test_support_is_scored_on_the_sentence_marking_the_note():
    on_topic = verify(
        "The data subject may obtain the erasure of personal data without undue "
        "delay.[^1]\n\n[^1]: GDPR, Article 17.",
        EVIDENCE,
    ).citations[0]
    off_topic = verify(
        "Employers must pay overtime wages at the statutory premium rate.[^1]\n\n"
        "[^1]: GDPR, Article 17.",
        EVIDENCE,
    ).citations[0]
    assert on_topic.support is not None and off_topic.support is not None
    assert on_topic.support.score > off_topic.support.score
    assert off_topic.support.weak and not on_topic.support.weak


def test_a_quotation_in_the_note_itself_is_checked_too():
    text = (
        "Erasure is a right of the data subject.[^1]\n\n"
        '[^1]: GDPR, Article 17 ("the controller may erase data at will whenever").'
    )
    assert _diagnoses(text) == [Diagnosis.QUOTE_NOT_IN_EVIDENCE]


def test_a_notes_continuation_lines_belong_to_it():
    notes = find_notes(
        "Erasure applies.[^1]\n\n[^1]: See\n    Art. 17 GDPR.\nAfter.",
        default_lexicon().lead_in_re,
    )
    assert notes is not None
    ((start, end, label),) = notes.notes
    assert label == "^1"
    assert notes.label_at(end - 1) == "^1" and notes.label_at(end + 2) is None


def test_marks_are_spans_of_the_answer_as_written():
    text = "**You may ask for erasure without undue delay.**[^1]\n\n[^1]: Art. 17 GDPR"
    report = verify(text, EVIDENCE)
    assert report.uncited_sentences == ()
    (citation,) = report.citations
    assert text[citation.start : citation.end] == citation.raw == "Art. 17 GDPR"
