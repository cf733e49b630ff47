"""Celery tasks: take ids, re-fetch, delegate to an idempotent service."""

from __future__ import annotations

import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.utils import timezone

from foundations.actors import Actor

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
def verify_answers(answer_ids: list[int], recheck: int = 0) -> dict[str, int]:
    """Verify a batch of answers and store their reports (idempotent)."""
    outcome = answers_verify(
        answer_ids=answer_ids, actor=Actor.system("verify_answers")
    )
    logger.info(
        "verified %d, unchanged %d, failed %d, skipped %d, isolated %d",
        len(outcome.verified),
        len(outcome.unchanged),
        len(outcome.failed),
        len(outcome.skipped),
        len(outcome.isolated),
    )
    _retry_failed(outcome.retry)
    _recheck_skipped(outcome.skipped, recheck)
    return {"verified": len(outcome.verified), "failed": len(outcome.failed)}


def _retry_failed(attempts_by_id: dict[int, int]) -> None:
    # Answers whose verification raised are tried again alone, with a growing delay,
    # so one poison answer neither blocks its batch nor is retried without bound:
    # answers_verify marks it `error` at VERIFICATION_MAX_ATTEMPTS.
    base = settings.VERIFICATION_RETRY_DELAY_SECONDS
    for answer_id, attempts in attempts_by_id.items():
        try:
            verify_answers.apply_async(
                args=[[answer_id]], countdown=base * 2 ** (attempts - 1)
            )
        except Exception:  # noqa: BLE001 - the sweeper picks it up instead
            logger.warning("could not re-enqueue answer %s; left to sweeper", answer_id)


def _recheck_skipped(answer_ids: list[int], recheck: int) -> None:
    # Skipped rows were locked by another transaction: usually a worker verifying
    # them right now, but it may be one that is about to die. Look again shortly
    # (cheap: "unchanged" if that worker finished) instead of waiting for the sweeper.
    if not answer_ids or recheck >= settings.VERIFICATION_MAX_ATTEMPTS:
        return
    delay = settings.VERIFICATION_RETRY_DELAY_SECONDS * (recheck + 1)
    try:
        verify_answers.apply_async(
            args=[answer_ids], kwargs={"recheck": recheck + 1}, countdown=delay
        )
    except Exception:  # noqa: BLE001 - the sweeper picks them up instead
        logger.warning("could not recheck %d skipped answers", len(answer_ids))


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
