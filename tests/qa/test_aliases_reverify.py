"""Alias suggestions from label-variant false positives, accepting, re-verifying."""

from __future__ import annotations

import pytest
from django.urls import reverse

from foundations.audit.models import AuditAction, AuditEvent
from reviewer.qa import selectors
from reviewer.qa.models import (
    DismissedAliasSuggestion,
    ReverificationItem,
    ReverificationRun,
)
from reviewer.qa.services import (
    alias_accept,
    annotation_record_check,
    reverification_chunk_process,
    reverification_start,
)
from tests.factories import make_answer, make_label_variant_answer, make_user
from tests.qa.conftest import client_for
from verification.models import LabelAlias, VerificationReport

pytestmark = pytest.mark.django_db


def _mark_label_variant(user, answer, reason="label_variant"):
    check = answer.current_report.citations.get(status="unsupported")
    annotation_record_check(
        user=user, check=check, verdict="false_positive", reason=reason
    )


def test_label_mismatch_case_is_built_right(labor_answer):
    """The fixture's citation is a label mismatch suggesting "Labour Law"."""
    check = labor_answer.current_report.citations.get()
    assert (check.diagnosis, check.suggested_label) == ("label_mismatch", "Labour Law")
    assert labor_answer.verification_state == "flagged"


def test_suggestions_group_by_label_pair():
    """Label-variant false positives with the same pair become one suggestion."""
    analyst = make_user("qa")
    for _ in range(3):
        _mark_label_variant(analyst, make_label_variant_answer())
    _mark_label_variant(analyst, make_label_variant_answer(), reason="other")
    _mark_label_variant(analyst, make_answer())  # article_not_in_evidence: no pair
    correct = make_label_variant_answer()
    annotation_record_check(
        user=analyst,
        check=correct.current_report.citations.get(),
        verdict="correct",
        reason="",
    )
    [suggestion] = selectors.alias_suggestions()
    assert (suggestion.alias, suggestion.canonical) == (
        "Saudi Labour Law",
        "Labour Law",
    )
    assert (suggestion.seen, suggestion.answers) == (3, 3)


def test_accepted_alias_is_no_longer_suggested():
    """Once the alias exists the suggestion disappears."""
    analyst = make_user("qa")
    _mark_label_variant(analyst, make_label_variant_answer())
    alias_accept(
        user=make_user("admin"), alias="Saudi Labour Law", canonical="Labour Law"
    )
    assert selectors.alias_suggestions() == []
    assert AuditEvent.objects.filter(action=AuditAction.ALIAS_CREATED).count() == 1


def test_a_dismissed_suggestion_stays_dismissed_and_is_audited():
    """An admin says two labels are different laws; later votes do not bring it back."""
    analyst, admin = make_user("qa"), make_user("admin")
    _mark_label_variant(analyst, make_label_variant_answer())
    client = client_for(admin)
    response = client.post(
        reverse("qa:alias_dismiss"),
        {
            "alias": "Saudi Labour Law",
            "canonical": "Labour Law",
            "reason": "Two statutes.",
        },
    )
    assert response.status_code == 302
    _mark_label_variant(analyst, make_label_variant_answer())
    assert selectors.alias_suggestions() == []
    event = AuditEvent.objects.get(action=AuditAction.ALIAS_SUGGESTION_DISMISSED)
    assert event.payload["reason"] == "Two statutes."
    assert not LabelAlias.objects.exists()


def test_a_dismissal_outlives_a_change_of_the_verifiers_label_folding():
    """A pair dismissed under an earlier verifier's keys stays dismissed."""
    analyst = make_user("qa")
    _mark_label_variant(analyst, make_label_variant_answer())
    DismissedAliasSuggestion.objects.create(
        alias="Saudi Labour Law",
        canonical="Labour Law",
        alias_key="labor law (folded by an older verifier)",
        canonical_key="labour law (folded by an older verifier)",
        reason="Two statutes.",
    )
    assert selectors.alias_suggestions() == []


def test_dismissing_needs_a_reason_and_the_admin_role(qa_client):
    """Without a reason the form names `reason`; a QA analyst is refused (403)."""
    _mark_label_variant(make_user("qa"), make_label_variant_answer())
    body = {"alias": "Saudi Labour Law", "canonical": "Labour Law", "reason": " "}
    admin_response = client_for(make_user("admin")).post(
        reverse("qa:alias_dismiss"), body
    )
    assert admin_response.status_code == 400
    assert "reason" in admin_response.content.decode()
    assert len(selectors.alias_suggestions()) == 1
    qa_response = qa_client.post(reverse("qa:alias_dismiss"), {**body, "reason": "x"})
    assert qa_response.status_code == 403


def test_accepting_twice_is_refused():
    """A second alias for the same (normalised) label names the `alias` field."""
    admin = make_user("admin")
    alias_accept(user=admin, alias="Saudi Labour Law", canonical="Labour Law")
    from foundations.errors import ApplicationError
    from verification.services.aliases import ALIAS_EXISTS

    with pytest.raises(ApplicationError) as error:
        alias_accept(user=admin, alias="saudi  labour law", canonical="Labour Law")
    assert (error.value.field, error.value.message) == ("alias", ALIAS_EXISTS)


def test_only_admins_accept_aliases(qa_client):
    """QA analysts see suggestions but accepting is admin-only (403)."""
    response = qa_client.post(
        reverse("qa:alias_accept"),
        {"alias": "Saudi Labour Law", "canonical": "Labour Law"},
    )
    assert response.status_code == 403
    assert not LabelAlias.objects.exists()


def test_accepting_re_verifies_and_clears_flags(django_capture_on_commit_callbacks):
    """Accept, re-verify: answers pass, old reports stay, the trail says why."""
    analyst, admin = make_user("qa"), make_user("admin")
    affected = [make_label_variant_answer() for _ in range(3)]
    untouched = make_answer()
    _mark_label_variant(analyst, affected[0])
    client = client_for(admin)
    page = client.get(reverse("qa:aliases")).content.decode()
    assert "Accept “Saudi Labour Law” → “Labour Law”" in page
    assert "1 time" in page
    response = client.post(
        reverse("qa:alias_accept"),
        {"alias": "Saudi Labour Law", "canonical": "Labour Law"},
    )
    assert response.status_code == 302
    offer = client.get(response["Location"]).content.decode()
    assert "Re-verify 3 affected answers" in offer
    alias = LabelAlias.objects.get()
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        response = client.post(reverse("qa:alias_reverify", args=[alias.pk]))
    run = ReverificationRun.objects.get()
    assert response["Location"] == reverse("qa:run_detail", args=[run.pk])
    assert (run.total, run.done, run.finished_at) == (3, 0, None)
    assert run.reason == "alias accepted: Saudi Labour Law -> Labour Law"
    assert len(callbacks) == 1

    # The task body, as a worker would run it (the pipeline owns real-worker tests).
    ids = [a.pk for a in affected]
    assert reverification_chunk_process(run_id=run.pk, answer_ids=ids) == 3
    assert reverification_chunk_process(run_id=run.pk, answer_ids=ids) == 0

    run.refresh_from_db()
    assert (run.done, run.cleared) == (3, 3)
    assert run.finished_at is not None
    for answer in affected:
        answer.refresh_from_db()
        assert answer.verification_state == "passed"
        assert VerificationReport.objects.filter(answer=answer).count() == 2
        trail = AuditEvent.objects.filter(answer_id=answer.pk).order_by("id")
        started = trail.get(action=AuditAction.REVERIFICATION_STARTED)
        assert started.payload["run_id"] == run.pk
        assert started.payload["reason"] == run.reason
        last_run = trail.filter(action=AuditAction.VERIFICATION_RUN).last()
        assert (last_run.payload["previous_state"], last_run.payload["state"]) == (
            "flagged",
            "passed",
        )
        assert last_run.payload["alias_version"] == run.alias_version
    untouched.refresh_from_db()
    assert untouched.verification_state == "flagged"
    item = ReverificationItem.objects.get(answer=affected[0])
    assert (item.from_state, item.to_state) == ("flagged", "passed")


def test_run_progress_polls_until_done():
    """The progress partial polls while running and answers 286 once finished."""
    admin = make_user("admin")
    answer = make_label_variant_answer()
    alias_accept(user=admin, alias="Saudi Labour Law", canonical="Labour Law")
    run = reverification_start(user=admin, answer_ids=[answer.pk], reason="test")
    client = client_for(admin)
    url = reverse("qa:run_detail", args=[run.pk])
    running = client.get(url, HTTP_HX_REQUEST="true")
    assert running.status_code == 200
    assert 'hx-trigger="every 1s"' in running.content.decode()
    assert "<html" not in running.content.decode()
    reverification_chunk_process(run_id=run.pk, answer_ids=[answer.pk])
    done = client.get(url, HTTP_HX_REQUEST="true")
    assert done.status_code == 286
    assert "hx-trigger" not in done.content.decode()
    assert "1 flag cleared" in done.content.decode()
    page = client.get(url).content.decode()
    assert "What changed" in page


def test_eager_run_goes_through_the_task():
    """With eager Celery the run's chunks run inline through the real task."""
    from config.celery import app

    admin = make_user("admin")
    answers = [make_label_variant_answer() for _ in range(2)]
    alias_accept(user=admin, alias="Saudi Labour Law", canonical="Labour Law")
    eager = app.conf.task_always_eager
    app.conf.task_always_eager = True
    try:
        from django.test import TestCase

        with TestCase.captureOnCommitCallbacks(execute=True):
            run = reverification_start(
                user=admin, answer_ids=[a.pk for a in answers], reason="eager"
            )
    finally:
        app.conf.task_always_eager = eager
    run.refresh_from_db()
    assert (run.done, run.cleared) == (2, 2)
