"""The demo data set shows what verifier 3 catches, as the README promises."""

from __future__ import annotations

from collections import Counter

from verification import core
from verification.demo.dataset import demo_answers


def _verdicts() -> Counter[tuple[str, str]]:
    verdicts: Counter[tuple[str, str]] = Counter()
    for answer in demo_answers(60):
        report = core.verify(answer.text, list(answer.evidence))
        for citation in report.citations:
            outcome = citation.diagnosis.value if citation.diagnosis else "verified"
            verdicts[(citation.form.value, outcome)] += 1
    return verdicts


def test_the_demo_has_prose_citations_misquotations_and_bad_pinpoints():
    """A reviewer opening the demo finds each new kind of finding at least once."""
    verdicts = _verdicts()
    outcomes = Counter(outcome for (_, outcome) in verdicts.elements())
    assert verdicts[("prose", "verified")] >= 1
    assert outcomes["quote_not_in_evidence"] >= 1
    assert outcomes["pinpoint_not_in_evidence"] >= 1
    assert outcomes["nonexistent_article"] >= 1


def test_clean_demo_answers_pass():
    """The demo's clean answers are not flagged: no false alarm in the showcase."""
    for answer in demo_answers(60):
        if answer.external_id.endswith("-clean"):
            report = core.verify(answer.text, list(answer.evidence))
            assert report.passed, (answer.external_id, core.report_to_dict(report))
