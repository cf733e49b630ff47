"""Send one delivery: sign it (Standard Webhooks), POST it, log the attempt.

The HTTP request is made outside any transaction (a slow receiver must not hold
row locks); its outcome is then written in one. A receiver that keeps failing is
disabled after WEBHOOK_DISABLE_AFTER_FAILURES failed attempts in a row, and a
delivery that used up WEBHOOK_MAX_ATTEMPTS gives up; both are audited.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import socket
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from urllib.parse import urlsplit

import httpx
from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from standardwebhooks.webhooks import Webhook

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import audit_record

from .models import DeliveryState, WebhookAttempt, WebhookDelivery, WebhookEndpoint

logger = logging.getLogger(__name__)

SYSTEM = Actor.system("webhooks")
NOT_PUBLIC = "refused: {host} resolves to a non-public address ({address})"


@dataclass(frozen=True)
class AttemptOutcome:
    """What one attempt did: the delivery's state and, if it failed, when to retry."""

    state: str
    status_code: int | None = None
    retry_in: float | None = None


def signature_header(
    endpoint: WebhookEndpoint, message_id: str, sent_at: datetime, body: str
) -> str:
    """`v1,<sig>` with the current secret, and with the previous one while it lasts."""
    secrets = [endpoint.secret]
    expires = endpoint.previous_secret_expires_at
    if endpoint.previous_secret and expires and expires > timezone.now():
        secrets.append(endpoint.previous_secret)
    return " ".join(
        Webhook(secret).sign(message_id, sent_at, body) for secret in secrets
    )


def request_for(delivery: WebhookDelivery, sent_at: datetime) -> tuple[str, dict]:
    """The body and headers of a delivery sent at `sent_at`."""
    body = json.dumps(delivery.payload, separators=(",", ":"), ensure_ascii=False)
    headers = {
        "content-type": "application/json",
        "user-agent": "citation-review-webhooks/1",
        "webhook-id": delivery.message_id,
        "webhook-timestamp": str(int(sent_at.timestamp())),
        "webhook-signature": signature_header(
            delivery.endpoint, delivery.message_id, sent_at, body
        ),
    }
    return body, headers


def retry_delay(attempts: int) -> float:
    """Exponential backoff after `attempts` failures, capped below the broker's
    visibility timeout (a countdown past it would be redelivered early)."""
    base = settings.WEBHOOK_RETRY_BASE_SECONDS
    return float(min(base * 2 ** (attempts - 1), settings.WEBHOOK_RETRY_MAX_SECONDS))


def delivery_attempt(*, delivery_id: int) -> AttemptOutcome:
    """Make one attempt at a pending delivery (idempotent once it is settled)."""
    delivery = (
        WebhookDelivery.objects.select_related("endpoint", "endpoint__source")
        .filter(pk=delivery_id)
        .first()
    )
    if delivery is None:
        return AttemptOutcome(state="missing")
    if delivery.state != DeliveryState.PENDING or not delivery.endpoint.is_active:
        return AttemptOutcome(state=delivery.state)
    sent_at = timezone.now().replace(microsecond=0)
    body, headers = request_for(delivery, sent_at)
    status_code, error, excerpt = None, "", ""
    started = time.monotonic()
    refusal = _private_address_refusal(delivery.endpoint.url)
    if refusal:
        return _record(delivery, None, refusal, "", 0.0)
    try:
        response = httpx.post(
            delivery.endpoint.url,
            content=body.encode("utf-8"),
            headers=headers,
            timeout=settings.WEBHOOK_TIMEOUT_SECONDS,
            follow_redirects=False,
        )
        status_code, excerpt = response.status_code, response.text[:500]
    except httpx.HTTPError as failure:
        error = f"{type(failure).__name__}: {failure}"[:500]
    duration_ms = (time.monotonic() - started) * 1000
    return _record(delivery, status_code, error, excerpt, duration_ms)


def _private_address_refusal(url: str) -> str:
    """Why `url` must not be called, or "": a source's endpoint may not reach the
    service's own network (loopback, private, link-local such as cloud metadata)."""
    if settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS:
        return ""
    host = urlsplit(url).hostname or ""
    try:
        infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    except OSError as failure:
        return f"ConnectError: cannot resolve {host}: {failure}"[:500]
    for info in infos:
        address = ipaddress.ip_address(info[4][0])
        if not address.is_global:
            return NOT_PUBLIC.format(host=host, address=address)[:500]
    return ""


@transaction.atomic
def _record(
    delivery: WebhookDelivery,
    status_code: int | None,
    error: str,
    excerpt: str,
    duration_ms: float,
) -> AttemptOutcome:
    WebhookAttempt.objects.create(
        delivery=delivery,
        status_code=status_code,
        error=error,
        duration_ms=duration_ms,
        response_excerpt=excerpt,
    )
    locked = WebhookDelivery.objects.select_for_update().get(pk=delivery.pk)
    if locked.state != DeliveryState.PENDING:
        # Another attempt settled it meanwhile (a retry and the sweeper raced);
        # receivers drop the duplicate by its webhook-id.
        return AttemptOutcome(state=locked.state, status_code=status_code)
    locked.endpoint = delivery.endpoint
    delivery = locked
    delivery.attempts += 1
    delivery.last_status_code = status_code
    if status_code is not None and 200 <= status_code < 300:
        delivery.state = DeliveryState.SUCCEEDED
        delivery.delivered_at = timezone.now()
        delivery.next_attempt_at = None
        delivery.save()
        WebhookEndpoint.objects.filter(pk=delivery.endpoint_id).update(
            consecutive_failures=0
        )
        return AttemptOutcome(state=delivery.state, status_code=status_code)
    logger.warning(
        "webhook delivery %s to endpoint %s failed (attempt %d): %s",
        delivery.message_id,
        delivery.endpoint_id,
        delivery.attempts,
        status_code or error,
    )
    retry_in = None
    if delivery.attempts >= settings.WEBHOOK_MAX_ATTEMPTS:
        delivery.state = DeliveryState.FAILED
        delivery.next_attempt_at = None
    else:
        retry_in = retry_delay(delivery.attempts)
        delivery.next_attempt_at = timezone.now() + timedelta(seconds=retry_in)
    delivery.save()
    disabled = _count_failure(delivery.endpoint_id)
    if delivery.state == DeliveryState.FAILED:
        audit_record(
            actor=SYSTEM,
            action=AuditAction.WEBHOOK_DELIVERY_FAILED,
            subject_type="webhook_delivery",
            subject_id=delivery.pk,
            answer_id=delivery.answer_id,
            payload={
                "message_id": delivery.message_id,
                "endpoint_id": delivery.endpoint_id,
                "attempts": delivery.attempts,
                "last_status_code": status_code,
                "last_error": error,
            },
        )
    if disabled:
        retry_in = None
    return AttemptOutcome(
        state=delivery.state, status_code=status_code, retry_in=retry_in
    )


def _count_failure(endpoint_id: int) -> bool:
    """Count a failed attempt; disable the endpoint past the limit. True if it was."""
    endpoint = WebhookEndpoint.objects.select_for_update().get(pk=endpoint_id)
    endpoint.consecutive_failures = F("consecutive_failures") + 1
    endpoint.save(update_fields=["consecutive_failures"])
    endpoint.refresh_from_db(fields=["consecutive_failures"])
    limit = settings.WEBHOOK_DISABLE_AFTER_FAILURES
    if not endpoint.is_active or endpoint.consecutive_failures < limit:
        return False
    endpoint.is_active = False
    endpoint.disabled_at = timezone.now()
    endpoint.disabled_reason = (
        f"{endpoint.consecutive_failures} failed attempts in a row"
    )
    endpoint.save(update_fields=["is_active", "disabled_at", "disabled_reason"])
    audit_record(
        actor=SYSTEM,
        action=AuditAction.WEBHOOK_ENDPOINT_DISABLED,
        subject_type="webhook_endpoint",
        subject_id=endpoint.pk,
        payload={
            "source": endpoint.source.name,
            "url": endpoint.url,
            "consecutive_failures": endpoint.consecutive_failures,
        },
    )
    return True


def deliveries_due(*, older_than_seconds: float, limit: int = 1000) -> list[int]:
    """Pending deliveries whose next attempt is overdue: their task was lost."""
    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    return list(
        WebhookDelivery.objects.filter(
            state=DeliveryState.PENDING,
            next_attempt_at__lt=cutoff,
            endpoint__is_active=True,
        )
        .order_by("next_attempt_at")
        .values_list("pk", flat=True)[:limit]
    )
