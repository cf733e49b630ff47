"""Celery tasks: take ids, re-fetch, delegate to an idempotent service."""

from __future__ import annotations

import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.utils import timezone

from reviewer.audit.services import Actor

from .models import Answer, VerificationState
from .services.answers import verification_enqueue
from .services.reports import answers_verify

logger = logging.getLogger(__name__)

DATABASE_ERRORS = (OperationalError, InterfaceError)


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=DATABASE_ERRORS,
    retry_backoff=2,
    retry_backoff_max=120,
    retry_jitter=True,
    max_retries=8,
    ignore_result=True,
)
def verify_answers(answer_ids: list[int]) -> dict[str, int]:
    """Verify a batch of answers and store their reports (idempotent)."""
    outcome = answers_verify(
        answer_ids=answer_ids, actor=Actor.system("verify_answers")
    )
    logger.info(
        "verified %d, unchanged %d, failed %d, skipped %d",
        len(outcome.verified),
        len(outcome.unchanged),
        len(outcome.failed),
        len(outcome.skipped),
    )
    return {"verified": len(outcome.verified), "failed": len(outcome.failed)}


@shared_task(ignore_result=True, autoretry_for=DATABASE_ERRORS, max_retries=3)
def sweep_pending_answers(limit: int = 10_000) -> int:
    """Re-enqueue answers left pending past the grace period; return how many.

    This is what makes "nothing accepted is lost" true: an answer stored while the
    broker was down, or whose task died with its worker, is picked up here.
    """
    cutoff = timezone.now() - timedelta(
        seconds=settings.VERIFICATION_PENDING_GRACE_SECONDS
    )
    ids = list(
        Answer.objects.filter(
            verification_state=VerificationState.PENDING, enqueued_at__lt=cutoff
        )
        .order_by("enqueued_at")
        .values_list("pk", flat=True)[:limit]
    )
    if ids and verification_enqueue(answer_ids=ids):
        Answer.objects.filter(pk__in=ids).update(enqueued_at=timezone.now())
    if ids:
        logger.info("sweeper re-enqueued %d pending answers", len(ids))
    return len(ids)


@shared_task(ignore_result=True, autoretry_for=DATABASE_ERRORS, max_retries=3)
def reverify_answers(answer_ids: list[int]) -> None:
    """Re-verify a chunk of a selection (after a verifier or alias change)."""
    verify_answers(answer_ids)
