"""Celery tasks: the periodic chain check and the signing of tree heads."""

from __future__ import annotations

import logging

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.db import InterfaceError, OperationalError

from .keys import SigningKeyMissing
from .services import CheckpointRefused
from .services import audit_chain_check_exclusive as chain_check_and_record

logger = logging.getLogger(__name__)


# Its time limits are its own (CELERY_TASK_ANNOTATIONS, from
# AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT): a whole walk takes hours on a large log.
# Acknowledged on receipt, not after: a walk longer than Redis's visibility timeout
# would otherwise be handed to a second worker while the first still walks, and a
# run lost with its worker costs nothing, the next scheduled one walks again.
@shared_task(
    ignore_result=True,
    acks_late=False,
    autoretry_for=(OperationalError, InterfaceError),
    retry_backoff=5,
    max_retries=3,
)
def audit_chain_check() -> bool | None:
    """Verify the whole chain and record a new checkpoint if it is intact.

    Return whether it is intact, or None when the walk did not run to its end
    (another one is running, or the time limit stopped it). The head hash is also
    logged: shipped to an outside log store, those lines are an anchor that even
    someone able to rewrite the database cannot forge.
    """
    try:
        check = chain_check_and_record(recorded_by="task:audit_chain_check")
    except SoftTimeLimitExceeded:
        logger.error(
            "audit chain check stopped at its soft time limit before the end of the "
            "chain: raise AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT"
        )
        return None
    if check is None:
        logger.info("audit chain check skipped: another whole-chain walk is running")
        return None
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
def audit_checkpoint_sign() -> int | None:
    """Sign the tree head when the log grew; publish it when a witness file is set.

    Returns the signed size, or None when signing was refused (no key configured,
    or the chain since the previous checkpoint does not verify: logged as an error).
    Publishing from the task keeps the outside copy at most one period behind the
    log; `manage.py audit_witness` checks against it.
    """
    from django.conf import settings

    from .services import audit_checkpoint_sign as sign
    from .witness import checkpoint_publish

    try:
        checkpoint, created = sign()
    except (SigningKeyMissing, CheckpointRefused) as refused:
        logger.error("audit checkpoint not signed: %s", refused)
        return None
    if created and settings.AUDIT_WITNESS_FILE:
        checkpoint_publish(checkpoint.note, settings.AUDIT_WITNESS_FILE)
    logger.info(
        "audit checkpoint: %s events, key %s", checkpoint.size, checkpoint.key_id
    )
    return checkpoint.size
