"""The domain's own Prometheus metrics, observed where the work happens.

Counts that the database already knows (answers per source, queue depth, flagged
rate) are read at scrape time by `config.metrics`; what only the moment knows (how
long an answer waited for its report) is observed here, in the worker that stored
the report, and exported by the worker (`config.celery`).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from prometheus_client import Histogram

# From a few hundred milliseconds (an idle pipeline) to the sweeper's minutes.
LATENCY_BUCKETS = (0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900, 3600)

VERIFICATION_LATENCY = Histogram(
    "citation_review_verification_latency_seconds",
    "Seconds from an answer's receipt to its stored report.",
    ["source"],
    buckets=LATENCY_BUCKETS,
)


def verification_latency_observe(
    *, reported_at: datetime, received: Iterable[tuple[str, datetime]]
) -> None:
    """Observe receipt-to-report latency for (source name, received_at) pairs."""
    for source, received_at in received:
        seconds = max(0.0, (reported_at - received_at).total_seconds())
        VERIFICATION_LATENCY.labels(source=source).observe(seconds)
