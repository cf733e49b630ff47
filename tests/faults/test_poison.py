"""A poison answer is retried a bounded number of times, then marked `error`, alone.

"Poison" is the fault hook `VERIFICATION_POISON_MARKER`: the marker alone fails the
verify stage, `MARKER:store` and `MARKER:audit` the others.
"""

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
from verification.services.reports import POISON_STAGES

EXPECTED_REASON = {
    "verify": "PoisonAnswer: fault injected at the verify stage",
    # PostgreSQL's own refusal, raised by COPY and mapped to Django's DataError.
    "store": "DataError: value too long",
    "audit": "PoisonAnswer: fault injected at the audit stage",
}


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


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("stage", POISON_STAGES)
def test_poison_at_each_stage_errors_that_answer_alone(worker, stage):
    """A failure verifying, storing (a row PostgreSQL refuses in COPY) or auditing
    one answer ends that answer in `error`; the rest of its batch is stored."""
    healthy = answer_inputs(7, prefix=f"healthy-{stage}")
    [poison] = answer_inputs(
        1, prefix=f"poison-{stage}", text=f"Breaks at {POISON_MARKER}:{stage}."
    )
    results = answers_ingest(
        source=make_source(),
        actor=Actor.system("tests"),
        answers=[*healthy[:3], poison, *healthy[3:]],
    )
    ids = [r.answer_id for r in results]
    poison_id = ids.pop(3)

    assert wait_until(
        lambda: Answer.objects.filter(
            pk=poison_id, verification_state=VerificationState.ERROR
        ).exists(),
        timeout=30,
    ), worker.log_tail()
    assert_verified_exactly_once(ids)
    answer = Answer.objects.get(pk=poison_id)
    assert answer.verification_attempts == int(WORKER_ENV["VERIFICATION_MAX_ATTEMPTS"])
    assert answer.current_report is None
    assert EXPECTED_REASON[stage] in answer.verification_error
    assert not AuditEvent.objects.filter(
        action=AuditAction.VERIFICATION_RUN, answer_id=poison_id
    ).exists()


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_one_poison_per_stage_in_one_batch_leaves_the_other_answers_stored(worker):
    """Three poison answers, one per stage, in a batch of twelve: the nine others
    are verified once, the three end in `error`, nothing stays pending."""
    healthy = answer_inputs(9, prefix="healthy-all")
    poisons = [
        answer_inputs(1, prefix=f"poison-all-{stage}", text=f"{POISON_MARKER}:{stage}")[
            0
        ]
        for stage in POISON_STAGES
    ]
    results = answers_ingest(
        source=make_source(),
        actor=Actor.system("tests"),
        answers=[
            *healthy[:3],
            poisons[0],
            *healthy[3:6],
            poisons[1],
            *healthy[6:],
            poisons[2],
        ],
    )
    ids = [r.answer_id for r in results]
    poison_ids = [ids[3], ids[7], ids[11]]
    healthy_ids = [i for i in ids if i not in poison_ids]

    assert wait_until(
        lambda: (
            Answer.objects.filter(
                pk__in=poison_ids, verification_state=VerificationState.ERROR
            ).count()
            == 3
        ),
        timeout=45,
    ), worker.log_tail()
    assert_verified_exactly_once(healthy_ids)
    assert not Answer.objects.filter(
        pk__in=ids, verification_state=VerificationState.PENDING
    ).exists()
