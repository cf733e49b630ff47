"""A poison answer is retried a bounded number of times, then marked `error`."""

from __future__ import annotations

import pytest

from foundations.actors import Actor
from foundations.audit.models import AuditAction, AuditEvent
from tests.factories import make_source
from tests.support.fixtures import (
    POISON_MARKER,
    WORKER_ENV,
    answer_inputs,
    assert_verified_exactly_once,
)
from tests.support.worker import wait_until
from verification.models import Answer, VerificationState
from verification.services.answers import answers_ingest


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_poison_answer_ends_in_error_without_blocking_its_batch(worker):
    """The batch's other answers are verified; the poison one errors after 3 tries."""
    healthy = answer_inputs(9, prefix="healthy")
    [poison] = answer_inputs(
        1, prefix="poison", text=f"This answer breaks the verifier {POISON_MARKER}."
    )
    results = answers_ingest(
        source=make_source(),
        actor=Actor.system("tests"),
        answers=[*healthy[:5], poison, *healthy[5:]],
    )
    ids = [r.answer_id for r in results]
    poison_id = ids.pop(5)

    assert wait_until(
        lambda: Answer.objects.filter(
            pk=poison_id, verification_state=VerificationState.ERROR
        ).exists(),
        timeout=30,
    ), worker.log_tail()
    assert_verified_exactly_once(ids)
    answer = Answer.objects.get(pk=poison_id)
    assert answer.verification_attempts == int(WORKER_ENV["VERIFICATION_MAX_ATTEMPTS"])
    assert "PoisonAnswer" in answer.verification_error
    assert answer.current_report is None
    event = AuditEvent.objects.get(
        action=AuditAction.VERIFICATION_FAILED, answer_id=poison_id
    )
    assert event.payload["attempts"] == answer.verification_attempts
