"""Webhook endpoints, the deliveries queued for them and every attempt's outcome."""

from __future__ import annotations

from django.db import models
from django.utils import timezone

from verification.models import Source


class EventType(models.TextChoices):
    """What a source can subscribe to. `verified` means passed: no problem found."""

    VERIFIED = "answer.verified", "Verified (passed)"
    FLAGGED = "answer.flagged", "Flagged by the verifier"
    APPROVED = "answer.approved", "Approved by a reviewer"
    ESCALATED = "answer.escalated", "Escalated"
    REJECTED = "answer.rejected", "Rejected"
    REOPENED = "answer.reopened", "Returned to review"


class WebhookEndpoint(models.Model):
    """A URL of one source that receives signed events.

    The signing secret is stored as given (`whsec_` + base64): signing needs the
    secret itself, unlike a token, which only needs to be recognised. After a
    rotation the previous secret keeps signing too until `previous_secret_expires_at`,
    so a receiver can switch without missing an event.
    """

    source = models.ForeignKey(
        Source, on_delete=models.PROTECT, related_name="webhook_endpoints"
    )
    url = models.URLField(max_length=500)
    description = models.CharField(max_length=200, blank=True)
    # Event types this endpoint wants; empty means all of them.
    event_types = models.JSONField(default=list, blank=True)
    secret = models.CharField(max_length=100)
    previous_secret = models.CharField(max_length=100, blank=True)
    previous_secret_expires_at = models.DateTimeField(null=True, blank=True)
    is_active = models.BooleanField(default=True)
    disabled_at = models.DateTimeField(null=True, blank=True)
    disabled_reason = models.CharField(max_length=200, blank=True)
    # Failed attempts since the last success: past the limit the endpoint is disabled.
    consecutive_failures = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["id"]
        indexes = [models.Index(fields=["source", "is_active"], name="webhook_src_idx")]

    def __str__(self) -> str:
        return f"{self.source.name} → {self.url}"

    def wants(self, event_type: str) -> bool:
        return not self.event_types or event_type in self.event_types


class DeliveryState(models.TextChoices):
    PENDING = "pending", "Pending"
    SUCCEEDED = "succeeded", "Delivered"
    FAILED = "failed", "Failed (gave up)"


class WebhookDelivery(models.Model):
    """One event for one endpoint. `message_id` is the `webhook-id` header: the same
    on every retry and redelivery, so a receiver can drop duplicates by it."""

    endpoint = models.ForeignKey(
        WebhookEndpoint, on_delete=models.CASCADE, related_name="deliveries"
    )
    message_id = models.CharField(max_length=64, unique=True)
    event_type = models.CharField(max_length=40, choices=EventType.choices)
    answer_id = models.BigIntegerField(null=True, blank=True)
    payload = models.JSONField()
    created_at = models.DateTimeField(default=timezone.now)
    state = models.CharField(
        max_length=16, choices=DeliveryState.choices, default=DeliveryState.PENDING
    )
    attempts = models.PositiveSmallIntegerField(default=0)
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    last_status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    delivered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        verbose_name_plural = "webhook deliveries"
        indexes = [
            models.Index(fields=["endpoint", "id"], name="webhook_delivery_ep_idx"),
            models.Index(fields=["state", "next_attempt_at"], name="webhook_due_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.event_type} {self.message_id}"


class WebhookAttempt(models.Model):
    """One HTTP request of a delivery: the delivery log, with the response code."""

    delivery = models.ForeignKey(
        WebhookDelivery, on_delete=models.CASCADE, related_name="attempt_log"
    )
    attempted_at = models.DateTimeField(default=timezone.now)
    status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    # Why it failed when there was no response (timeout, refused connection).
    error = models.CharField(max_length=500, blank=True)
    duration_ms = models.FloatField(default=0.0)
    # The start of the receiver's answer, for whoever debugs the endpoint.
    response_excerpt = models.CharField(max_length=500, blank=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.status_code or self.error} at {self.attempted_at:%Y-%m-%d %H:%M}"

    @property
    def succeeded(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300
