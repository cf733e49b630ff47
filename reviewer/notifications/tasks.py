"""The deadline sweeper: a beat task that warns assignees of answers nearly due."""

from __future__ import annotations

from celery import shared_task
from django.db import OperationalError

from .services import deadline_warnings_send


@shared_task(
    acks_late=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=3,
    soft_time_limit=60,
    time_limit=90,
    ignore_result=True,
)
def deadline_warnings() -> int:
    """Warn every assignee whose answer is due soon, once per answer.

    Safe to run twice or at once on two workers: the service is idempotent.
    """
    return deadline_warnings_send()
