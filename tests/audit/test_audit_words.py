"""The audit list in words: what changed, several events at once, noise hidden."""

from __future__ import annotations

import pytest
from django.urls import reverse

from foundations.actors import Actor
from foundations.audit.models import AuditAction, AuditEvent
from reviewer import services
from reviewer.audit_history.words import event_words
from tests.factories import make_answer, make_user
from verification.services.aliases import alias_create, alias_update

pytestmark = pytest.mark.django_db


def _event(action):
    return AuditEvent.objects.filter(action=action).latest("id")


def test_decisions_and_aliases_read_as_sentences():
    """The escalation reason, the decision and the alias are said in words."""
    reviewer, senior = make_user("reviewer"), make_user("senior_reviewer")
    answer = make_answer()
    services.decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="escalate",
        reason_category="wrong_article",
        reason="Article 15 is  not in the evidence",
        expected_review_state="unreviewed",
    )
    services.decision_record(
        answer_id=answer.pk,
        user=senior,
        action="reject",
        reason="invented article",
        expected_review_state="escalated",
    )
    row = alias_create(
        alias="Saudi Labour Law", canonical="Labour Law", actor=Actor.system("t")
    )
    alias_update(
        label_alias=row,
        alias="Labor Code",
        canonical="Labour Law",
        note="",
        actor=Actor.system("t"),
    )
    assert event_words(_event(AuditAction.DECISION_ESCALATE)) == (
        "Escalated (was unreviewed): Cites the wrong article; "
        "reason: “Article 15 is not in the evidence”."
    )
    assert event_words(_event(AuditAction.DECISION_REJECT)) == (
        "Rejected (was escalated); reason: “invented article”."
    )
    assert event_words(_event(AuditAction.ALIAS_CREATED)) == (
        "Added alias “Saudi Labour Law” for “Labour Law”."
    )
    assert event_words(_event(AuditAction.ALIAS_CHANGED)) == (
        "Changed alias “Labor Code” for “Labour Law” "
        "(was “Saudi Labour Law” for “Labour Law”)."
    )


def test_the_list_shows_the_words_escaped(admin_client):
    answer = make_answer()
    services.decision_record(
        answer_id=answer.pk,
        user=make_user("reviewer"),
        action="escalate",
        reason_category="wrong_article",
        reason="<script>alert(1)</script>",
        expected_review_state="unreviewed",
    )
    html = admin_client.get(reverse("audit:events")).content.decode()
    assert (
        "Escalated (was unreviewed): Cites the wrong article; reason: “&lt;script&gt;"
        in html
    )
    assert "<script>alert(1)" not in html


def _claim_and_decide():
    answer, reviewer = make_answer(), make_user("reviewer")
    services.claim_take(answer_id=answer.pk, user=reviewer)
    services.decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="unreviewed",
    )
    return answer


def _actions(response):
    import re

    return re.findall(r'data-action="([^"]+)"', response.content.decode())


def test_claims_are_hidden_by_default_and_a_toggle_shows_them(admin_client):
    _claim_and_decide()
    default = admin_client.get(reverse("audit:events"))
    assert "decision.approve" in _actions(default)
    assert "claim.taken" not in _actions(default)
    assert "data-noise-hidden" in default.content.decode()
    shown = admin_client.get(reverse("audit:events"), {"noise": "on"})
    assert "claim.taken" in _actions(shown)


def test_several_events_can_be_chosen_and_a_chosen_claim_shows(admin_client):
    _claim_and_decide()
    response = admin_client.get(
        reverse("audit:events"), {"action": ["claim.taken", "decision.approve"]}
    )
    assert set(_actions(response)) == {"claim.taken", "decision.approve"}


def test_an_unknown_event_is_a_400_naming_the_field(admin_client):
    response = admin_client.get(reverse("audit:events"), {"action": ["decision.nope"]})
    assert response.status_code == 400
    assert "action" in response.content.decode()
