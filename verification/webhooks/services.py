"""Register endpoints, rotate their secrets, and emit events to them.

Every write is audited in its transaction. Events are stored as deliveries in the
caller's transaction and sent after it commits, so a rolled-back decision never
reaches a receiver and a committed one is never lost (the sweeper resends what a
lost task did not).
"""

from __future__ import annotations

import base64
import logging
import secrets
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import audit_record
from foundations.errors import CONFLICT, ApplicationError

from ..models import Answer, Source, VerificationState
from .models import DeliveryState, EventType, WebhookDelivery, WebhookEndpoint
from .selectors import deliveries_with_decision_reasons

logger = logging.getLogger(__name__)

SECRET_PREFIX = "whsec_"  # noqa: S105 - the Standard Webhooks format, not a secret
URL_SCHEME = "must be an http or https URL"
URL_HTTPS = "must be an https URL"
UNKNOWN_EVENT = "unknown event type {value!r}; one of: {known}"
NOT_A_LIST = "must be a list of event types"
ENDPOINT_DISABLED = "the endpoint is disabled; enable it before redelivering"
NUL_CHARACTER = "must not contain NUL (\\u0000) characters"

# The review state a decision leads to -> the event it sends.
_DECISION_EVENTS = {
    "approved": EventType.APPROVED,
    "escalated": EventType.ESCALATED,
    "rejected": EventType.REJECTED,
    "unreviewed": EventType.REOPENED,
}


@dataclass(frozen=True)
class Event:
    """One thing that happened to one answer of one source."""

    source_id: int
    event_type: str
    answer_id: int
    data: dict[str, Any]


def secret_generate() -> str:
    """A new signing secret in the Standard Webhooks format (24 random bytes)."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(24)).decode("ascii")


def _no_nul(value: str, field: str) -> str:
    # PostgreSQL text cannot hold NUL: refuse it by name rather than fail storing it.
    if "\x00" in value:
        raise ApplicationError(NUL_CHARACTER, field=field)
    return value


def webhook_url_clean(url: str) -> str:
    """Return the URL stripped, or raise an ApplicationError on `url` saying why."""
    url = _no_nul(url, "url").strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ApplicationError(URL_SCHEME, field="url")
    if settings.WEBHOOK_REQUIRE_HTTPS and parts.scheme != "https":
        raise ApplicationError(URL_HTTPS, field="url")
    if len(url) > 500:
        raise ApplicationError("at most 500 characters", field="url")
    return url


def _clean_event_types(event_types: Iterable[str] | None) -> list[str]:
    if event_types is None:
        return []
    if isinstance(event_types, str):
        raise ApplicationError(NOT_A_LIST, field="event_types")
    chosen = list(dict.fromkeys(event_types))
    for value in chosen:
        if value not in EventType.values:
            known = ", ".join(EventType.values)
            raise ApplicationError(
                UNKNOWN_EVENT.format(value=value, known=known), field="event_types"
            )
    return chosen


def _described(endpoint: WebhookEndpoint) -> dict[str, Any]:
    return {
        "source": endpoint.source.name,
        "url": endpoint.url,
        "event_types": endpoint.event_types,
        "is_active": endpoint.is_active,
    }


def _audit(endpoint: WebhookEndpoint, actor: Actor, action: str, **extra: Any) -> None:
    audit_record(
        actor=actor,
        action=action,
        subject_type="webhook_endpoint",
        subject_id=endpoint.pk,
        payload={**_described(endpoint), **extra},
    )


@transaction.atomic
def webhook_endpoint_create(
    *,
    source: Source,
    url: str,
    actor: Actor,
    description: str = "",
    event_types: Iterable[str] | None = None,
) -> tuple[WebhookEndpoint, str]:
    """Register an endpoint for `source`; return it with its signing secret."""
    endpoint = WebhookEndpoint.objects.create(
        source=source,
        url=webhook_url_clean(url),
        description=_no_nul(description, "description").strip()[:200],
        event_types=_clean_event_types(event_types),
        secret=secret_generate(),
    )
    _audit(endpoint, actor, AuditAction.WEBHOOK_ENDPOINT_CREATED)
    return endpoint, endpoint.secret


@transaction.atomic
def webhook_endpoint_update(
    *,
    endpoint: WebhookEndpoint,
    actor: Actor,
    url: str | None = None,
    description: str | None = None,
    event_types: Iterable[str] | None = None,
    is_active: bool | None = None,
) -> WebhookEndpoint:
    """Change an endpoint. Enabling a disabled one clears its failure count."""
    before = _described(endpoint)
    if url is not None:
        endpoint.url = webhook_url_clean(url)
    if description is not None:
        endpoint.description = _no_nul(description, "description").strip()[:200]
    if event_types is not None:
        endpoint.event_types = _clean_event_types(event_types)
    if is_active is True and not endpoint.is_active:
        endpoint.is_active = True
        endpoint.disabled_at, endpoint.disabled_reason = None, ""
        endpoint.consecutive_failures = 0
    elif is_active is False and endpoint.is_active:
        endpoint.is_active = False
        endpoint.disabled_at, endpoint.disabled_reason = timezone.now(), "by request"
    endpoint.save()
    _audit(endpoint, actor, AuditAction.WEBHOOK_ENDPOINT_CHANGED, before=before)
    return endpoint


@transaction.atomic
def webhook_endpoint_delete(*, endpoint: WebhookEndpoint, actor: Actor) -> None:
    """Remove an endpoint and its delivery log (the audit history keeps the record)."""
    _audit(endpoint, actor, AuditAction.WEBHOOK_ENDPOINT_DELETED)
    endpoint.delete()


@transaction.atomic
def webhook_secret_rotate(*, endpoint: WebhookEndpoint, actor: Actor) -> str:
    """Give the endpoint a new secret; the old one keeps signing for a grace period.

    During the grace period each message carries both signatures (the Standard
    Webhooks header holds several), so a receiver can deploy the new secret at
    its own pace.
    """
    grace = timedelta(hours=settings.WEBHOOK_SECRET_ROTATION_GRACE_HOURS)
    endpoint.previous_secret = endpoint.secret
    endpoint.previous_secret_expires_at = timezone.now() + grace
    endpoint.secret = secret_generate()
    endpoint.save(
        update_fields=["secret", "previous_secret", "previous_secret_expires_at"]
    )
    _audit(
        endpoint,
        actor,
        AuditAction.WEBHOOK_SECRET_ROTATED,
        previous_valid_until=endpoint.previous_secret_expires_at.isoformat(),
    )
    return endpoint.secret


@transaction.atomic
def webhook_redeliver(*, delivery: WebhookDelivery, actor: Actor) -> WebhookDelivery:
    """Send a delivery again (same message id), with a fresh budget of attempts."""
    if not delivery.endpoint.is_active:
        raise ApplicationError(ENDPOINT_DISABLED, field="endpoint", status=CONFLICT)
    delivery.state = DeliveryState.PENDING
    delivery.attempts = 0
    delivery.next_attempt_at = timezone.now()
    delivery.save(update_fields=["state", "attempts", "next_attempt_at"])
    audit_record(
        actor=actor,
        action=AuditAction.WEBHOOK_REDELIVERY,
        subject_type="webhook_delivery",
        subject_id=delivery.pk,
        answer_id=delivery.answer_id,
        payload={
            "message_id": delivery.message_id,
            "event_type": delivery.event_type,
            "endpoint_id": delivery.endpoint_id,
        },
    )
    deliveries_enqueue_on_commit([delivery.pk])
    return delivery


# --- emitting --------------------------------------------------------------------


def events_emit(*, events: Sequence[Event]) -> list[WebhookDelivery]:
    """Store a delivery per subscribed endpoint and event; send them after commit.

    Called inside the transaction that made the change: one query finds the
    endpoints of every source involved, so a batch of answers costs one lookup.
    """
    if not events:
        return []
    endpoints: dict[int, list[WebhookEndpoint]] = {}
    for endpoint in WebhookEndpoint.objects.filter(
        source_id__in={e.source_id for e in events}, is_active=True
    ):
        endpoints.setdefault(endpoint.source_id, []).append(endpoint)
    if not endpoints:
        return []
    now = timezone.now()
    rows = [
        WebhookDelivery(
            endpoint=endpoint,
            message_id=f"msg_{uuid.uuid4().hex}",
            event_type=event.event_type,
            answer_id=event.answer_id,
            payload={
                "type": event.event_type,
                "timestamp": now.isoformat(),
                "data": event.data,
            },
            next_attempt_at=now,
        )
        for event in events
        for endpoint in endpoints.get(event.source_id, [])
        if endpoint.wants(event.event_type)
    ]
    created = WebhookDelivery.objects.bulk_create(rows)
    deliveries_enqueue_on_commit([d.pk for d in created])
    return created


def deliveries_enqueue_on_commit(delivery_ids: Sequence[int]) -> None:
    """Hand deliveries to the workers once the transaction commits."""
    if delivery_ids:
        ids = list(delivery_ids)
        transaction.on_commit(lambda: deliveries_enqueue(ids))


def deliveries_enqueue(delivery_ids: Sequence[int]) -> bool:
    """Send deliveries to the workers; False if the broker refused (the sweeper
    resends them: they are stored as pending)."""
    from .tasks import webhook_deliver

    try:
        for delivery_id in delivery_ids:
            webhook_deliver.delay(delivery_id)
    except Exception:  # noqa: BLE001 - any broker failure: leave it to the sweeper
        logger.warning(
            "broker unavailable; %d webhook deliveries left for the sweeper",
            len(delivery_ids),
        )
        return False
    return True


def _answer_data(answer: Answer) -> dict[str, Any]:
    # No answer text: a receiver fetches the answer through the API if it needs it.
    return {
        "answer_id": answer.pk,
        "external_id": answer.external_id,
        "verification_state": answer.verification_state,
        "review_state": answer.review_state,
        "unsupported_count": answer.unsupported_count,
        "uncited_count": answer.uncited_count,
        "report_id": answer.current_report_id,
        "url": f"/api/v1/answers/{answer.pk}",
    }


def events_for_verified(answers: Iterable[Answer]) -> list[Event]:
    """The events of answers that just got a current report: verified or flagged."""
    return [
        Event(
            source_id=answer.source_id,
            event_type=(
                EventType.VERIFIED
                if answer.verification_state == VerificationState.PASSED
                else EventType.FLAGGED
            ),
            answer_id=answer.pk,
            data=_answer_data(answer),
        )
        for answer in answers
    ]


def events_emit_for_decision(
    *,
    answer: Answer,
    decision_id: int,
    from_state: str,
    to_state: str,
    reason: str,
) -> list[WebhookDelivery]:
    """Emit the event of a reviewer's decision that changed the review state."""
    event_type = _DECISION_EVENTS.get(to_state)
    if event_type is None or from_state == to_state:
        return []
    data = {
        **_answer_data(answer),
        "decision": {
            "id": decision_id,
            "from_state": from_state,
            "to_state": to_state,
            "reason": reason,
        },
    }
    event = Event(answer.source_id, event_type, answer.pk, data)
    return events_emit(events=[event])


def deliveries_forget_decision_reasons(decision_ids: Iterable[int]) -> int:
    """Blank the reviewer's reason in the stored events of these decisions; return
    how many deliveries changed.

    A person's erasure comes here: an event already delivered cannot be recalled,
    but the delivery log must not keep the text, and a retry still pending then
    sends the event without it (the signature is computed at each attempt).
    """
    changed = 0
    for delivery in deliveries_with_decision_reasons(decision_ids).select_for_update():
        delivery.payload["data"]["decision"]["reason"] = ""
        delivery.save(update_fields=["payload"])
        changed += 1
    return changed
