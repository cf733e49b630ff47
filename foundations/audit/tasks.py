"""Celery tasks: the periodic chain check."""

from __future__ import annotations

import logging

from celery import shared_task
from django.db import InterfaceError, OperationalError

from .services import audit_chain_check as chain_check_and_record

logger = logging.getLogger(__name__)


@shared_task(
    ignore_result=True,
    autoretry_for=(OperationalError, InterfaceError),
    retry_backoff=5,
    max_retries=3,
)
def audit_chain_check() -> bool:
    """Verify the whole chain and record a new checkpoint if it is intact.

    The head hash is also logged: shipped to an outside log store, those lines are
    an anchor that even someone able to rewrite the database cannot forge.
    """
    check = chain_check_and_record(recorded_by="task:audit_chain_check")
    if check.intact:
        logger.info(
            "audit chain intact up to event %s (%s events), head %s",
            check.verified_up_to,
            check.verified_count,
            check.head_hash,
        )
    else:
        logger.error(
            "audit chain BROKEN at event %s: %s (intact up to %s)",
            check.broken_at,
            check.reason,
            check.verified_up_to,
        )
    return check.intact
