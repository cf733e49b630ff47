"""Storing verification reports: idempotent per version, history kept, audited."""

from __future__ import annotations

import pytest
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings

from foundations.actors import Actor
from foundations.audit.models import AuditEvent
from tests.factories import PASSED_TEXT, make_answer
from verification import core
from verification.models import LabelAlias, VerificationReport
from verification.services.reports import NO_RESULT_REASON, answers_verify

pytestmark = pytest.mark.django_db
SYSTEM = Actor.system("tests")

# A label no catalogue knows (the catalogue already maps "General Data Protection
# Regulation" to the GDPR): only an alias can make it resolve.
LABOR_TEXT = (
    "Processing is lawful when the data subject has consented to it "
    "[EU Privacy Rulebook, Article 6]."
)


def test_an_unsupported_citation_flags_the_answer():
    answer = make_answer()
    assert answer.verification_state == "flagged"
    assert answer.unsupported_count == 1
    assert answer.uncited_count == 1
    [check] = answer.current_report.citations.filter(status="unsupported")
    assert (check.article_no, check.diagnosis) == (15, "article_not_in_evidence")


def test_a_citation_of_an_article_number_past_any_column_is_stored_and_flags():
    """An article number too large for the `article_no` column is kept as its id
    with a null number: the report is stored (it failed every attempt, and the
    answer ended in error) and the fabricated citation flags the answer."""
    answer = make_answer(
        text="Erasure is owed under Article 99999999999999999999 of the GDPR."
    )
    assert answer.verification_state == "flagged", answer.verification_error
    [check] = answer.current_report.citations.all()
    assert (check.article, check.article_no) == ("99999999999999999999", None)
    assert check.status == "unsupported"


def test_an_answer_whose_citations_all_resolve_passes():
    answer = make_answer(text=PASSED_TEXT)
    assert answer.verification_state == "passed"
    assert answer.current_report.passed is True


def test_a_verified_citation_points_at_its_evidence_row():
    answer = make_answer(text=PASSED_TEXT)
    check = answer.current_report.citations.get(article="17")
    assert check.matched_chunk.chunk_id == "gdpr-17-1"
    assert check.matched_chunk.answer_id == answer.pk


def test_verifying_twice_with_the_same_versions_stores_one_report():
    """Idempotent: a redelivered task writes nothing."""
    answer = make_answer()
    outcome = answers_verify(answer_ids=[answer.pk], actor=SYSTEM)
    assert outcome.unchanged == [answer.pk]
    assert VerificationReport.objects.filter(answer=answer).count() == 1


def test_an_alias_change_adds_a_report_and_keeps_the_earlier_one():
    answer = make_answer(text=LABOR_TEXT)
    first = answer.current_report
    assert answer.verification_state == "flagged"
    LabelAlias.objects.create(alias="EU Privacy Rulebook", canonical="GDPR")
    answers_verify(answer_ids=[answer.pk], actor=SYSTEM)
    answer.refresh_from_db()
    assert answer.verification_state == "passed"
    assert answer.current_report != first
    assert list(answer.reports.order_by("id")) == [first, answer.current_report]


def test_reverting_an_alias_reuses_the_report_for_that_alias_set():
    answer = make_answer(text=LABOR_TEXT)
    first = answer.current_report
    alias = LabelAlias.objects.create(alias="EU Privacy Rulebook", canonical="GDPR")
    answers_verify(answer_ids=[answer.pk], actor=SYSTEM)
    alias.delete()
    answers_verify(answer_ids=[answer.pk], actor=SYSTEM)
    answer.refresh_from_db()
    assert answer.current_report == first
    assert answer.reports.count() == 2


def test_each_run_is_audited_with_versions_and_result():
    answer = make_answer()
    event = AuditEvent.objects.get(action="verification.run", answer_id=answer.pk)
    assert event.payload["verifier_version"] == core.VERIFIER_VERSION
    assert event.payload["passed"] is False
    assert event.payload["previous_state"] == "pending"
    assert event.payload["state"] == "flagged"


def test_a_missing_answer_id_is_ignored():
    outcome = answers_verify(answer_ids=[987654], actor=SYSTEM)
    assert outcome.verified == []


class TestAnAnswerEndsAlone:
    """Attempts are counted before the work, so no failure is replayed forever."""

    @staticmethod
    def _crashing(crash_on: str):
        # SoftTimeLimitExceeded is what Celery raises in a task past its soft limit:
        # it escapes the batch and rolls its transaction back, as a killed worker's
        # would be.
        def verifier(text, evidence, aliases, **options):
            if crash_on in text:
                raise SoftTimeLimitExceeded()
            return core.verify(text, evidence, aliases=aliases, **options)

        return verifier

    def test_an_attempt_rolled_back_still_counts(self):
        """The answers of a batch whose transaction rolled back keep their attempt."""
        answer = make_answer(verify=False, text="Crash here. " + PASSED_TEXT)
        with pytest.raises(SoftTimeLimitExceeded):
            answers_verify(
                answer_ids=[answer.pk], actor=SYSTEM, verifier=self._crashing("Crash")
            )
        answer.refresh_from_db()
        assert (answer.verification_state, answer.verification_attempts) == (
            "pending",
            1,
        )

    def test_a_batch_goes_on_without_the_answer_whose_attempt_never_finished(self):
        """Retried in a batch, it is verified alone after the others are stored, so
        if it takes the run down again, only it is charged."""
        crashed = make_answer(verify=False, text="Crash here. " + PASSED_TEXT)
        fresh = make_answer(verify=False, text=PASSED_TEXT)
        verifier = self._crashing("Crash")
        with pytest.raises(SoftTimeLimitExceeded):
            answers_verify(answer_ids=[crashed.pk], actor=SYSTEM, verifier=verifier)
        with pytest.raises(SoftTimeLimitExceeded):
            answers_verify(
                answer_ids=[crashed.pk, fresh.pk], actor=SYSTEM, verifier=verifier
            )
        fresh.refresh_from_db()
        crashed.refresh_from_db()
        assert (fresh.verification_state, fresh.verification_attempts) == ("passed", 0)
        assert (crashed.verification_state, crashed.verification_attempts) == (
            "pending",
            2,
        )

    def test_an_isolated_answer_that_now_succeeds_is_stored(self):
        crashed = make_answer(verify=False, text="Crash here. " + PASSED_TEXT)
        fresh = make_answer(verify=False, text=PASSED_TEXT)
        with pytest.raises(SoftTimeLimitExceeded):
            answers_verify(
                answer_ids=[crashed.pk], actor=SYSTEM, verifier=self._crashing("Crash")
            )
        outcome = answers_verify(answer_ids=[crashed.pk, fresh.pk], actor=SYSTEM)
        assert outcome.isolated == [crashed.pk]
        assert outcome.verified == [fresh.pk, crashed.pk]

    def test_an_answer_that_never_finishes_is_given_up_on(self):
        """After VERIFICATION_MAX_ATTEMPTS unfinished attempts it ends in `error`."""
        answer = make_answer(verify=False, text="Crash here. " + PASSED_TEXT)
        verifier = self._crashing("Crash")
        for _ in range(settings.VERIFICATION_MAX_ATTEMPTS):
            with pytest.raises(SoftTimeLimitExceeded):
                answers_verify(answer_ids=[answer.pk], actor=SYSTEM, verifier=verifier)
        outcome = answers_verify(
            answer_ids=[answer.pk], actor=SYSTEM, verifier=verifier
        )
        answer.refresh_from_db()
        assert outcome.failed == [answer.pk]
        assert answer.verification_state == "error"
        assert answer.verification_error == NO_RESULT_REASON.format(
            attempts=settings.VERIFICATION_MAX_ATTEMPTS
        )
        assert AuditEvent.objects.filter(
            action="verification.failed", answer_id=answer.pk
        ).exists()

    def test_a_verified_answer_starts_its_next_verification_with_no_attempts(self):
        answer = make_answer()
        assert answer.verification_attempts == 0
