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


@shared_task(
    ignore_result=True,
    autoretry_for=(OperationalError, InterfaceError),
    retry_backoff=5,
    max_retries=3,
)
def audit_checkpoint_sign() -> int:
    """Sign the tree head when the log grew; publish it when a witness file is set.

    Returns the signed size. Publishing from the task keeps the outside copy at most
    one period behind the log; `manage.py audit_witness` checks against it.
    """
    from django.conf import settings

    from .services import audit_checkpoint_sign as sign
    from .witness import checkpoint_publish

    checkpoint, created = sign()
    if created and settings.AUDIT_WITNESS_FILE:
        checkpoint_publish(checkpoint.note, settings.AUDIT_WITNESS_FILE)
    logger.info(
        "audit checkpoint: %s events, key %s", checkpoint.size, checkpoint.key_id
    )
    return checkpoint.size
