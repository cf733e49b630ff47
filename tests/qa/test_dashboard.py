"""Precision figures on a constructed set of annotations, and the page showing them."""

from __future__ import annotations

import pytest
from django.urls import reverse

from reviewer.qa import selectors
from reviewer.qa.services import annotation_record_check, annotation_record_sentence
from tests.factories import make_answer, make_label_variant_answer, make_user
from tests.qa.conftest import client_for

pytestmark = pytest.mark.django_db


def _unsupported(answer):
    return answer.current_report.citations.get(status="unsupported")


@pytest.fixture
def constructed():
    """3 GDPR checks (2 correct, 1 FP), 2 Saudi Labour Law checks (FP), 2 sentences
    (1/1)."""
    analyst = make_user("qa")
    gdpr = [make_answer() for _ in range(3)]
    labor = [make_label_variant_answer() for _ in range(2)]
    for answer, verdict in zip(
        gdpr, ["correct", "correct", "false_positive"], strict=True
    ):
        annotation_record_check(
            user=analyst, check=_unsupported(answer), verdict=verdict, reason="other"
        )
    for answer in labor:
        annotation_record_check(
            user=analyst,
            check=_unsupported(answer),
            verdict="false_positive",
            reason="label_variant",
        )
    for answer, verdict in zip(gdpr[:2], ["correct", "false_positive"], strict=True):
        annotation_record_sentence(
            user=analyst,
            sentence=answer.current_report.uncited_sentences.get(),
            verdict=verdict,
            reason="not_a_claim",
        )
    return analyst


def test_precision_on_a_constructed_set(constructed):
    """Unsupported precision is 2/5 and unverified 1/2, sliced by label/diagnosis."""
    data = selectors.dashboard()
    unsupported = data.overall["unsupported"]
    assert (unsupported.successes, unsupported.n) == (2, 5)
    assert unsupported.interval == pytest.approx((0.1176, 0.7693), abs=1e-4)
    unverified = data.overall["unverified"]
    assert (unverified.successes, unverified.n) == (1, 2)
    by = {t.dimension: dict(t.rows) for t in data.tables["unsupported"]}
    assert by["Law label"]["GDPR"].value == pytest.approx(2 / 3)
    assert by["Law label"]["Saudi Labour Law"].value == 0
    # Diagnoses are grouped by their words, as the dashboard shows them.
    assert by["Diagnosis"]["Law label mismatch"].n == 2
    assert by["Diagnosis"]["Article not in evidence"].n == 3
    assert by["Source"]["assistant"].n == 5
    assert len(by["Verifier version"]) == 1
    assert sum(p.n for p in by["Week verified"].values()) == 5


def test_false_positive_reasons_ranked(constructed):
    """Reasons are ranked by how many false-positive items carry them."""
    reasons = selectors.dashboard().reasons
    assert [(code, n) for code, _, n in reasons] == [
        ("label_variant", 2),
        ("not_a_claim", 1),
        ("other", 1),
    ]


def test_majority_verdict_counts_once(constructed):
    """Two analysts overruling one turn an item into a false positive, counted once."""
    answer = make_answer()
    check = _unsupported(answer)
    votes = [(constructed, "correct"), (make_user("qa"), "false_positive")]
    votes.append((make_user("qa"), "false_positive"))
    for user, verdict in votes:
        annotation_record_check(user=user, check=check, verdict=verdict, reason="other")
    unsupported = selectors.dashboard().overall["unsupported"]
    assert (unsupported.successes, unsupported.n) == (2, 6)


def test_agreement_shown_for_shared_items(constructed):
    """Kappa per pair appears once two analysts annotated the same items."""
    second = make_user("qa", username="second")
    answer = make_answer()
    other = make_answer()
    for user, verdicts in (
        (constructed, ("correct", "false_positive")),
        (second, ("correct", "false_positive")),
    ):
        for target, verdict in zip((answer, other), verdicts, strict=True):
            annotation_record_check(
                user=user, check=_unsupported(target), verdict=verdict, reason="other"
            )
    [pair] = selectors.dashboard().agreement
    assert pair.items == 2
    assert pair.kappa == pytest.approx(1.0)


def test_dashboard_page_has_charts_and_tables(constructed):
    """The page draws titled SVG charts and puts the same figures in tables."""
    response = client_for(constructed).get(reverse("qa:dashboard"))
    assert response.status_code == 200
    body = response.content.decode()
    assert body.count("<svg") >= 5
    assert "<title" in body
    assert "Precision of &#x27;unsupported&#x27; by law label" in body
    assert "Saudi Labour Law" in body
    assert "40%" in body


def test_dashboard_escapes_labels():
    """A hostile law label is escaped inside the SVG and the tables."""
    analyst = make_user("qa")
    answer = make_answer(text="It is so [<b>Evil</b> Act, Article 9].")
    annotation_record_check(
        user=analyst, check=_unsupported(answer), verdict="correct", reason=""
    )
    body = client_for(analyst).get(reverse("qa:dashboard")).content.decode()
    assert "<b>Evil" not in body


def test_dashboard_forbidden_to_reviewers():
    """Reviewers get 403 on the QA dashboard."""
    response = client_for(make_user("reviewer")).get(reverse("qa:dashboard"))
    assert response.status_code == 403
