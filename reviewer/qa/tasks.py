"""Celery tasks for QA: take ids, delegate to an idempotent service."""

from __future__ import annotations

import logging

from celery import shared_task
from django.db import InterfaceError, OperationalError

from .services import reverification_chunk_process

logger = logging.getLogger(__name__)


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError, InterfaceError),
    retry_backoff=2,
    retry_backoff_max=120,
    retry_jitter=True,
    max_retries=8,
    ignore_result=True,
)
def reverification_run_chunk(run_id: int, answer_ids: list[int]) -> int:
    """Re-verify one chunk of a run and advance its progress (idempotent)."""
    done = reverification_chunk_process(run_id=run_id, answer_ids=answer_ids)
    logger.info("re-verification run %s: %d answers done", run_id, done)
    return done
