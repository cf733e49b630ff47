"""Reads of stored webhook deliveries."""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import QuerySet

from .models import WebhookDelivery


def deliveries_with_decision_reasons(
    decision_ids: Iterable[int],
) -> QuerySet[WebhookDelivery]:
    """The stored events that carry a reviewer's reason for one of these decisions.

    A person's erasure counts them in its dry run and blanks them: one filter, so the
    plan says exactly what the erasure then changes.
    """
    return (
        WebhookDelivery.objects.filter(
            payload__data__decision__id__in=list(decision_ids),
            payload__data__decision__has_key="reason",
        )
        .exclude(payload__data__decision__reason="")
        .exclude(payload__data__decision__reason=None)
    )
