"""`/metrics`: Prometheus text format, for a scraper with a token or on a network.

Two kinds of series. Request latency by view comes from django-prometheus's
middleware, counted in this process (or, under gunicorn with
PROMETHEUS_MULTIPROC_DIR set, in every worker process and summed here). The
pipeline's state comes from the database at scrape time (`PipelineCollector`): a
handful of aggregate queries, so every web process reports the same truth and a
restart loses nothing. Celery task metrics and the receipt-to-report histogram are
observed in the workers and served by them (`config.celery`).
"""

from __future__ import annotations

import hmac
import ipaddress
import os
from collections.abc import Iterator
from datetime import datetime

from django.conf import settings
from django.db.models import Count, Min, Q
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.registry import Collector

from foundations.audit.models import AuditCheckpoint
from reviewer.models import Decision
from verification.models import Answer, ReviewState, Source, VerificationState
from verification.webhooks.models import (
    DeliveryState,
    WebhookAttempt,
    WebhookDelivery,
    WebhookEndpoint,
)

PREFIX = "citation_review"
FORBIDDEN = "metrics need a bearer token (METRICS_TOKEN) or an allowed network\n"


def _age(now: datetime, then: datetime | None) -> float:
    return max(0.0, (now - then).total_seconds()) if then else 0.0


class PipelineCollector(Collector):
    """The pipeline's state, read from the database when Prometheus scrapes."""

    def collect(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        now = timezone.now()
        yield from self._answers()
        yield from self._queue(now)
        yield from self._decisions()
        yield from self._webhooks()
        yield from self._audit(now)

    def _answers(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        ingested = CounterMetricFamily(
            f"{PREFIX}_answers_ingested",
            "Answers received, by source.",
            labels=["source"],
        )
        verified = CounterMetricFamily(
            f"{PREFIX}_answers_verified",
            "Answers with a report, by source and outcome.",
            labels=["source", "state"],
        )
        flagged_ratio = GaugeMetricFamily(
            f"{PREFIX}_flagged_ratio",
            "Share of verified answers that were flagged, by source.",
            labels=["source"],
        )
        rows = Source.objects.annotate(
            total=Count("answers"),
            passed=Count(
                "answers",
                filter=Q(answers__verification_state=VerificationState.PASSED),
            ),
            flagged=Count(
                "answers",
                filter=Q(answers__verification_state=VerificationState.FLAGGED),
            ),
        ).values_list("name", "total", "passed", "flagged")
        for name, total, passed, flagged in rows:
            ingested.add_metric([name], total)
            verified.add_metric([name, "passed"], passed)
            verified.add_metric([name, "flagged"], flagged)
            done = passed + flagged
            flagged_ratio.add_metric([name], flagged / done if done else 0.0)
        yield from (ingested, verified, flagged_ratio)

    def _queue(self, now: datetime) -> Iterator[GaugeMetricFamily]:
        pending = Answer.objects.filter(verification_state=VerificationState.PENDING)
        stats = pending.aggregate(count=Count("id"), oldest=Min("received_at"))
        yield GaugeMetricFamily(
            f"{PREFIX}_verification_queue_depth",
            "Answers waiting for verification.",
            value=stats["count"],
        )
        yield GaugeMetricFamily(
            f"{PREFIX}_oldest_pending_answer_age_seconds",
            "Age of the oldest answer waiting for verification (0 when none).",
            value=_age(now, stats["oldest"]),
        )
        open_review = Answer.objects.filter(
            verification_state=VerificationState.FLAGGED,
            review_state__in=[ReviewState.UNREVIEWED, ReviewState.ESCALATED],
        )
        review = open_review.aggregate(
            count=Count("id"),
            breached=Count("id", filter=Q(review_deadline_at__lt=now)),
        )
        yield GaugeMetricFamily(
            f"{PREFIX}_review_queue_depth",
            "Flagged answers waiting for a reviewer (unreviewed or escalated).",
            value=review["count"],
        )
        yield GaugeMetricFamily(
            f"{PREFIX}_review_deadline_breaches",
            "Flagged answers still open past their source's review deadline.",
            value=review["breached"],
        )

    def _decisions(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        decisions = CounterMetricFamily(
            f"{PREFIX}_decisions",
            "Reviewers' decisions, by the state they led to.",
            labels=["state"],
        )
        for state, count in (
            Decision.objects.exclude(action="comment")
            .values_list("to_state")
            .annotate(n=Count("id"))
            .order_by()
        ):
            decisions.add_metric([state], count)
        answers = GaugeMetricFamily(
            f"{PREFIX}_answers_by_review_state",
            "Answers in each review state.",
            labels=["state"],
        )
        counts = dict(
            Answer.objects.values_list("review_state")
            .annotate(n=Count("id"))
            .order_by()
        )
        for state in ReviewState.values:
            answers.add_metric([state], counts.get(state, 0))
        yield from (decisions, answers)

    def _webhooks(self) -> Iterator[GaugeMetricFamily | CounterMetricFamily]:
        failed_attempts = WebhookAttempt.objects.exclude(
            status_code__gte=200, status_code__lt=300
        ).count()
        yield CounterMetricFamily(
            f"{PREFIX}_webhook_failed_attempts",
            "Webhook requests that got no 2xx (error, timeout or refusal).",
            value=failed_attempts,
        )
        deliveries = GaugeMetricFamily(
            f"{PREFIX}_webhook_deliveries",
            "Webhook deliveries in each state.",
            labels=["state"],
        )
        counts = dict(
            WebhookDelivery.objects.values_list("state")
            .annotate(n=Count("id"))
            .order_by()
        )
        for state in DeliveryState.values:
            deliveries.add_metric([state], counts.get(state, 0))
        yield deliveries
        yield GaugeMetricFamily(
            f"{PREFIX}_webhook_endpoints_disabled",
            "Webhook endpoints switched off (after failures or by request).",
            value=WebhookEndpoint.objects.filter(is_active=False).count(),
        )

    def _audit(self, now: datetime) -> Iterator[GaugeMetricFamily]:
        # The existing AuditCheckpoint; a signed-checkpoint model may replace it.
        latest = AuditCheckpoint.objects.order_by("-id").first()
        if latest is None:
            return  # no sample: the alert on absent() fires instead of a fake age
        yield GaugeMetricFamily(
            f"{PREFIX}_audit_checkpoint_age_seconds",
            "Seconds since the audit chain was last verified and checkpointed.",
            value=_age(now, latest.created_at),
        )
        yield GaugeMetricFamily(
            f"{PREFIX}_audit_checkpoint_event_id",
            "The last audit event covered by a checkpoint.",
            value=latest.event_id,
        )


def _allowed(request: HttpRequest) -> bool:
    # METRICS_TOKEN may list several tokens, comma-separated, while the scrapers
    # move from an old token to a new one (docs/operations.md, "Key and secret
    # rotation"). Every token is compared, so the time says nothing about which.
    header = request.headers.get("Authorization", "").encode()
    tokens = [t.strip() for t in settings.METRICS_TOKEN.split(",") if t.strip()]
    matches = [hmac.compare_digest(header, f"Bearer {t}".encode()) for t in tokens]
    if any(matches):
        return True
    # REMOTE_ADDR only: behind a proxy it is the proxy, so a network rule is for
    # scrapers that reach the app directly (the same host, a private network).
    try:
        address = ipaddress.ip_address(request.META.get("REMOTE_ADDR", ""))
    except ValueError:
        return False
    return any(
        address in ipaddress.ip_network(network, strict=False)
        for network in settings.METRICS_ALLOWED_NETWORKS
    )


def _registry() -> CollectorRegistry:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        # gunicorn's processes each count their own requests: sum their files.
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return registry
    return REGISTRY


@never_cache
@require_GET
def metrics(request: HttpRequest) -> HttpResponse:
    """Every metric in the Prometheus text format (403 without token or network)."""
    if not _allowed(request):
        return HttpResponse(FORBIDDEN, status=403, content_type="text/plain")
    registry = _registry()
    body = generate_latest(registry)
    pipeline = CollectorRegistry()
    pipeline.register(PipelineCollector())
    body += generate_latest(pipeline)
    return HttpResponse(body, content_type=CONTENT_TYPE_LATEST)
