"""The team dashboard: throughput, time to decision, deadlines kept, backlog."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from reviewer import services
from reviewer.models import Decision
from reviewer.team import selectors
from tests.factories import make_answer, make_source, make_user
from verification.models import Answer

pytestmark = pytest.mark.django_db

# The answers are flagged: approving needs a reason, escalating a category.
CATEGORY = {"approve": "acceptable_risk", "escalate": "wrong_article"}


def _decided(
    user, *, hours_after_arrival, action="approve", source=None, deadline_h=24
):
    """An answer that arrived `hours_after_arrival` hours before its first decision."""
    answer = make_answer(source=source)
    now = timezone.now()
    Answer.objects.filter(pk=answer.pk).update(
        received_at=now - timedelta(hours=hours_after_arrival),
        review_deadline_at=now - timedelta(hours=hours_after_arrival - deadline_h),
    )
    services.decision_record(
        answer_id=answer.pk,
        user=user,
        action=action,
        reason="r" if action != "approve" else "",
        reason_category=CATEGORY.get(action, ""),
        expected_review_state="unreviewed",
    )
    return answer


def _window():
    now = timezone.now()
    return {"since": now - timedelta(days=1), "until": now + timedelta(seconds=1)}


def test_time_to_first_decision_median_and_p90_per_source():
    """Median and p90 hours from arrival to first decision, per source and overall;
    a later senior verdict does not count as a new first decision."""
    reviewer, senior = make_user("reviewer"), make_user("senior_reviewer")
    eu, us = make_source("eu"), make_source("us")
    for hours in (1, 2, 3, 4, 10):
        _decided(reviewer, hours_after_arrival=hours, source=eu)
    escalated = _decided(reviewer, hours_after_arrival=30, action="escalate", source=us)
    services.decision_record(
        answer_id=escalated.pk,
        user=senior,
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="escalated",
    )
    rows = {r.source: r for r in selectors.decision_timing(**_window())}
    assert rows["eu"].decided == 5
    assert rows["eu"].median_hours == pytest.approx(3, abs=0.01)
    assert rows["eu"].p90_hours == pytest.approx(7.6, abs=0.01)  # 4 + 0.6 * (10 - 4)
    assert rows["us"].decided == 1  # the senior's approval is not a second answer
    assert rows[""].decided == 6
    # The 30-hour answer missed its 24-hour deadline; the others kept theirs.
    assert rows["us"].compliance == 0 and rows["eu"].compliance == 1
    assert rows[""].on_time == 5


def test_decisions_per_day_and_per_reviewer_ignore_comments():
    ann, bob = (
        make_user("reviewer", username="ann"),
        make_user("reviewer", username="bob"),
    )
    _decided(ann, hours_after_arrival=1)
    _decided(ann, hours_after_arrival=1, action="escalate")
    _decided(bob, hours_after_arrival=1)
    answer = make_answer()
    services.decision_record(
        answer_id=answer.pk,
        user=bob,
        action="comment",
        comment="hm",
        expected_review_state="unreviewed",
    )
    rows = selectors.decisions_per_reviewer(**_window())
    assert [(r.username, r.decisions, r.approved, r.escalated) for r in rows] == [
        ("ann", 2, 1, 1),
        ("bob", 1, 1, 0),
    ]
    days = selectors.decisions_per_day(**_window())
    assert sum(n for _, n in days) == 3
    assert len(days) in (2, 3)  # the window spans two or three local days


def test_backlog_by_age_state_and_source():
    now = timezone.now()
    _fresh, old, escalated = make_answer(), make_answer(), make_answer()
    Answer.objects.filter(pk=old.pk).update(
        received_at=now - timedelta(days=4), review_deadline_at=now - timedelta(days=3)
    )
    Answer.objects.filter(pk=escalated.pk).update(review_state="escalated")
    make_answer(verify=False)  # pending: not yet anyone's work
    backlog = selectors.backlog(now=now)
    assert (backlog.open, backlog.escalated, backlog.overdue) == (3, 1, 1)
    ages = dict(backlog.by_age)
    assert ages["under 1 hour"] == 2 and ages["over 3 days"] == 1
    assert backlog.by_source == [("assistant", 3, 1)]


def test_the_page_draws_charts_with_their_tables(senior_client):
    _decided(make_user("reviewer", username="carol"), hours_after_arrival=2)
    response = senior_client.get("/team/?days=7")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.count('<svg class="qa-chart"') == 5
    for table in ("backlog-age", "backlog-source", "per-day", "reviewers", "timing"):
        assert f'data-table="{table}"' in html
    assert "carol" in html
    assert Decision.objects.count() == 1


def test_an_unknown_period_is_a_400_naming_the_field(senior_client):
    response = senior_client.get("/team/?days=3")
    assert response.status_code == 400
    assert "days" in response.content.decode()


def test_reviewers_cannot_open_it(reviewer_client):
    assert reviewer_client.get("/team/").status_code == 403


def test_the_period_defaults_to_two_weeks_and_says_so(senior_client):
    html = senior_client.get("/team/").content.decode()
    assert '<option value="14" selected>' in html
    assert html.count('<tr><th scope="row"><time datetime=') == 14


def test_an_answer_first_decided_before_the_window_is_not_counted_again():
    """A senior's verdict today on an answer escalated last week is not a first
    decision today."""
    reviewer, senior = make_user("reviewer"), make_user("senior_reviewer")
    answer = _decided(reviewer, hours_after_arrival=200, action="escalate")
    Decision.objects.filter(answer=answer).update(
        created_at=timezone.now() - timedelta(days=7)
    )
    services.decision_record(
        answer_id=answer.pk,
        user=senior,
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="escalated",
    )
    [overall] = selectors.decision_timing(**_window())
    assert (overall.source, overall.decided) == ("", 0)
