"""Decisions: transitions by role, reasons, conflicts, audit, moving to the next."""

from __future__ import annotations

import json
import threading

import pytest
from django.db import connection

from foundations.audit.models import AuditAction, AuditEvent
from foundations.errors import ApplicationError
from reviewer import services
from reviewer.models import Decision
from tests.factories import make_answer, make_user
from verification.models import Answer

pytestmark = pytest.mark.django_db


# The test answers keep an unsupported citation, so approving and escalating them
# takes a reason category (the rules of those are in test_desk_flow.py).
CATEGORY = {"approve": "acceptable_risk", "escalate": "needs_judgement"}


def _decide(client, answer, action, expected="unreviewed", htmx=True, **data):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    if action in CATEGORY:
        data.setdefault("reason_category", CATEGORY[action])
    return client.post(
        f"/answers/{answer.pk}/decide/",
        {"action": action, "expected_state": expected, **data},
        **headers,
    )


def test_approve_records_decision_audit_and_moves_to_next(reviewer_client):
    """Approving updates the answer, writes a Decision and an audit event, swaps the
    panel and tells the page which answer is next."""
    first, second = make_answer(), make_answer()
    reviewer_client.get(f"/answers/{first.pk}/")
    response = _decide(reviewer_client, first, "approve")
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="decision_panel"')
    assert "<html" not in html
    trigger = json.loads(response["HX-Trigger-After-Settle"])
    assert trigger["reviewer:decided"]["next"] == f"/answers/{second.pk}/"
    first.refresh_from_db()
    assert first.review_state == "approved"
    assert first.reviewed_by == reviewer_client.user
    assert first.claimed_by is None
    decision = Decision.objects.get(answer=first)
    assert (decision.from_state, decision.to_state) == ("unreviewed", "approved")
    assert AuditEvent.objects.filter(
        answer_id=first.pk, action=AuditAction.DECISION_APPROVE
    ).exists()


def test_without_htmx_a_decision_redirects_to_the_next_answer(reviewer_client):
    """The page works without JavaScript: the form posts and redirects."""
    first, second = make_answer(), make_answer()
    response = _decide(reviewer_client, first, "approve", htmx=False)
    assert response.status_code == 302
    assert response["Location"] == f"/answers/{second.pk}/"


def test_last_answer_in_queue_leads_back_to_queue(reviewer_client):
    """With nothing left to review, the next stop is the queue."""
    answer = make_answer()
    response = _decide(reviewer_client, answer, "approve", htmx=False)
    assert response["Location"] == "/"


def test_escalate_needs_a_reason(reviewer_client):
    """Escalating without a category is refused, and so is "Other" without words;
    the message says what is missing."""
    answer = make_answer()
    response = _decide(
        reviewer_client, answer, "escalate", reason="  ", reason_category=""
    )
    assert response.status_code == 422
    assert services.ESCALATION_CATEGORY_REQUIRED_MESSAGE in response.content.decode()
    response = _decide(
        reviewer_client, answer, "escalate", reason="  ", reason_category="other"
    )
    assert response.status_code == 422
    assert "Explain the reason in words" in response.content.decode()
    assert Answer.objects.get(pk=answer.pk).review_state == "unreviewed"


def test_escalate_with_reason(reviewer_client):
    """Escalating with a reason moves the answer to escalated and audits it."""
    answer = make_answer()
    response = _decide(reviewer_client, answer, "escalate", reason="Wrong article")
    assert response.status_code == 200
    assert Answer.objects.get(pk=answer.pk).review_state == "escalated"
    event = AuditEvent.objects.get(
        answer_id=answer.pk, action=AuditAction.DECISION_ESCALATE
    )
    assert event.payload["reason"] == "Wrong article"


def test_reviewer_cannot_settle_an_escalated_answer(reviewer_client):
    """Only senior reviewers approve or reject escalated answers."""
    answer = make_answer()
    _decide(reviewer_client, answer, "escalate", reason="Check")
    html = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert "data-shortcut-approve" not in html
    response = _decide(reviewer_client, answer, "approve", expected="escalated")
    assert response.status_code == 422
    assert services.SENIOR_ONLY_MESSAGE in response.content.decode()


@pytest.mark.parametrize(
    ("action", "state"), [("approve", "approved"), ("reject", "rejected")]
)
def test_senior_settles_an_escalated_answer(
    reviewer_client, senior_client, action, state
):
    """A senior reviewer approves or rejects (with a reason) an escalated answer."""
    answer = make_answer()
    _decide(reviewer_client, answer, "escalate", reason="Check")
    html = senior_client.get(f"/answers/{answer.pk}/").content.decode()
    assert 'name="action" value="reject"' in html
    response = _decide(
        senior_client, answer, action, expected="escalated", reason="Reviewed"
    )
    assert response.status_code == 200
    assert Answer.objects.get(pk=answer.pk).review_state == state


def test_reject_needs_senior_and_escalated_state(senior_client):
    """Rejecting an unreviewed answer is not a transition that exists."""
    answer = make_answer()
    response = _decide(senior_client, answer, "reject", reason="No")
    assert response.status_code == 422
    assert services.NOT_ALLOWED_MESSAGE in response.content.decode()


def test_comment_keeps_state_and_shows_in_history(reviewer_client):
    """A comment is recorded in the history and leaves the state alone."""
    answer = make_answer()
    response = _decide(reviewer_client, answer, "comment", comment="Checked Art. 6")
    assert response.status_code == 200
    assert "Checked Art. 6" in response.content.decode()
    assert Answer.objects.get(pk=answer.pk).review_state == "unreviewed"
    assert AuditEvent.objects.filter(
        answer_id=answer.pk, action=AuditAction.COMMENT
    ).exists()


def test_stale_decision_is_told_of_the_conflict(reviewer_client, other_reviewer_client):
    """Two reviewers who loaded the same answer: the first decision wins, the second
    is refused with the conflict message and the panel shows the new state."""
    answer = make_answer()
    assert _decide(reviewer_client, answer, "approve").status_code == 200
    response = _decide(other_reviewer_client, answer, "escalate", reason="Bad")
    assert response.status_code == 409
    html = response.content.decode()
    assert services.CONFLICT_MESSAGE in html
    assert 'data-review-state="approved"' in html
    assert Decision.objects.filter(answer=answer).count() == 1


def test_invalid_action_is_422_naming_the_field(reviewer_client):
    """Unknown actions are a validation error, not a 500."""
    answer = make_answer()
    response = _decide(reviewer_client, answer, "delete")
    assert response.status_code == 422
    assert "delete is not one of the available choices" in response.content.decode()


@pytest.mark.django_db(transaction=True)
def test_two_reviewers_deciding_at_once_one_wins():
    """Concurrent decisions on one answer: the row lock lets exactly one through and
    the other gets a conflict."""
    answer = make_answer()
    users = [make_user("reviewer"), make_user("reviewer")]
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def decide(user, action):
        try:
            barrier.wait()
            services.decision_record(
                answer_id=answer.pk,
                user=user,
                action=action,
                reason="r",
                reason_category="other",  # valid for approving and escalating
                expected_review_state="unreviewed",
            )
            outcomes.append("won")
        except ApplicationError as error:
            assert error.is_conflict
            outcomes.append("conflict")
        finally:
            connection.close()

    threads = [
        threading.Thread(target=decide, args=(users[0], "approve")),
        threading.Thread(target=decide, args=(users[1], "escalate")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["conflict", "won"]
    assert Decision.objects.filter(answer=answer).count() == 1


def test_four_eyes_a_senior_cannot_settle_their_own_escalation(senior_client):
    """A senior reviewer who escalated an answer sees no settle buttons on it, and
    a forged approve or reject is refused: a second person decides."""
    answer = make_answer()
    _decide(senior_client, answer, "escalate", reason="Unsure about Article 15")
    html = senior_client.get(f"/answers/{answer.pk}/").content.decode()
    assert 'name="action" value="reject"' not in html
    assert 'name="action" value="approve"' not in html
    assert "four-eyes rule" in html
    for action in ("approve", "reject"):
        response = _decide(
            senior_client, answer, action, expected="escalated", reason="Fine"
        )
        assert response.status_code == 422
        assert services.FOUR_EYES_MESSAGE in response.content.decode()
    assert Answer.objects.get(pk=answer.pk).review_state == "escalated"


def test_four_eyes_another_senior_settles_the_escalation(senior_client):
    """The rule binds the escalator only: a second senior reviewer settles it."""
    answer = make_answer()
    _decide(senior_client, answer, "escalate", reason="Second opinion please")
    other = make_user("senior_reviewer")
    services.decision_record(
        answer_id=answer.pk,
        user=other,
        action="approve",
        reason_category=CATEGORY["approve"],
        expected_review_state="escalated",
    )
    assert Answer.objects.get(pk=answer.pk).review_state == "approved"


def test_four_eyes_can_be_turned_off_per_source(senior_client):
    """A source with `four_eyes` off lets the escalating senior settle it."""
    answer = make_answer()
    answer.source.four_eyes = False
    answer.source.save(update_fields=["four_eyes"])
    _decide(senior_client, answer, "escalate", reason="Noting a doubt")
    response = _decide(
        senior_client, answer, "reject", expected="escalated", reason="Confirmed"
    )
    assert response.status_code == 200
    assert Answer.objects.get(pk=answer.pk).review_state == "rejected"


def test_four_eyes_is_on_for_a_new_source(db):
    """The safe default: every new source asks for a second person."""
    from verification.models import Source

    assert Source.objects.create(name="new-source").four_eyes is True
