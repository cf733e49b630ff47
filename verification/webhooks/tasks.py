"""Celery tasks of the webhooks: take ids, delegate to the idempotent attempt."""

from __future__ import annotations

import logging

from celery import shared_task
from django.db import InterfaceError, OperationalError

from .delivery import deliveries_due, delivery_attempt
from .services import deliveries_enqueue

logger = logging.getLogger(__name__)

DATABASE_ERRORS = (OperationalError, InterfaceError)
# A delivery whose retry is this late (seconds) lost its task; the sweeper resends.
SWEEP_GRACE_SECONDS = 300


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=DATABASE_ERRORS,
    retry_backoff=2,
    retry_backoff_max=120,
    max_retries=8,
    ignore_result=True,
)
def webhook_deliver(delivery_id: int) -> str:
    """Attempt a delivery; schedule the next attempt with backoff if it failed."""
    outcome = delivery_attempt(delivery_id=delivery_id)
    if outcome.retry_in is not None:
        try:
            webhook_deliver.apply_async(args=[delivery_id], countdown=outcome.retry_in)
        except Exception:  # noqa: BLE001 - the sweeper resends it
            logger.warning("could not schedule retry of delivery %s", delivery_id)
    return outcome.state


@shared_task(ignore_result=True, autoretry_for=DATABASE_ERRORS, max_retries=3)
def webhook_deliveries_sweep() -> int:
    """Resend pending deliveries whose retry never ran; return how many."""
    ids = deliveries_due(older_than_seconds=SWEEP_GRACE_SECONDS)
    if ids:
        deliveries_enqueue(ids)
        logger.info("webhook sweeper resent %d deliveries", len(ids))
    return len(ids)
