"""The team's figures: throughput, time to decision, deadlines kept, the backlog.

A decision here is a state change (approve, escalate, reject), not a comment. Time
to decision is measured from an answer's arrival to its *first* decision, the wait
its users felt; a later senior verdict does not restart it. Days are the viewer's
days (their time zone), so "today" on the chart is today where they sit.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.db import connection
from django.db.models import Count, Min, Q
from django.db.models.functions import TruncDate
from django.utils import timezone

from verification.models import Answer, ReviewState, VerificationState

from ..models import Decision, DecisionAction

STATE_ACTIONS = (DecisionAction.APPROVE, DecisionAction.ESCALATE, DecisionAction.REJECT)
OPEN_STATES = (ReviewState.UNREVIEWED, ReviewState.ESCALATED)
# Backlog age buckets: (label, lower bound inclusive, upper bound exclusive).
AGE_BUCKETS = (
    ("under 1 hour", timedelta(0), timedelta(hours=1)),
    ("1 to 4 hours", timedelta(hours=1), timedelta(hours=4)),
    ("4 to 24 hours", timedelta(hours=4), timedelta(days=1)),
    ("1 to 3 days", timedelta(days=1), timedelta(days=3)),
    ("over 3 days", timedelta(days=3), None),
)


@dataclass(frozen=True)
class ReviewerRow:
    username: str
    decisions: int
    approved: int
    escalated: int
    rejected: int


@dataclass(frozen=True)
class TimingRow:
    """Time to first decision and deadlines kept, for one source or for all."""

    source: str  # "" for every source together
    decided: int
    median_hours: float | None
    p90_hours: float | None
    on_time: int

    @property
    def compliance(self) -> float | None:
        return self.on_time / self.decided if self.decided else None


@dataclass(frozen=True)
class Backlog:
    open: int
    escalated: int
    overdue: int
    oldest_received_at: datetime | None
    by_age: list[tuple[str, int]]
    by_source: list[tuple[str, int, int]]  # source, open, overdue


def decisions_per_day(*, since: datetime, until: datetime) -> list[tuple[date, int]]:
    """Decisions per day in the current time zone, every day present (0 if none)."""
    zone = timezone.get_current_timezone()
    counts = dict(
        Decision.objects.filter(
            action__in=STATE_ACTIONS, created_at__gte=since, created_at__lt=until
        )
        .annotate(day=TruncDate("created_at", tzinfo=zone))
        .values("day")
        .annotate(n=Count("id"))
        .values_list("day", "n")
    )
    first = timezone.localtime(since, zone).date()
    last = timezone.localtime(until - timedelta(microseconds=1), zone).date()
    days = (last - first).days + 1
    return [
        (first + timedelta(days=i), counts.get(first + timedelta(days=i), 0))
        for i in range(days)
    ]


def decisions_per_reviewer(*, since: datetime, until: datetime) -> list[ReviewerRow]:
    """Each reviewer's decisions in the window, most first."""
    rows = (
        Decision.objects.filter(
            action__in=STATE_ACTIONS, created_at__gte=since, created_at__lt=until
        )
        .values("user__username")
        .annotate(
            n=Count("id"),
            approved=Count("id", filter=Q(action=DecisionAction.APPROVE)),
            escalated=Count("id", filter=Q(action=DecisionAction.ESCALATE)),
            rejected=Count("id", filter=Q(action=DecisionAction.REJECT)),
        )
        .order_by("-n", "user__username")
    )
    return [
        ReviewerRow(
            username=row["user__username"] or "deleted user",
            decisions=row["n"],
            approved=row["approved"],
            escalated=row["escalated"],
            rejected=row["rejected"],
        )
        for row in rows
    ]


# Answers whose first decision falls in the window (decisions in the window, by
# decision_created_idx, whose answer had none before it, by decision_answer_idx);
# percentiles per source and over all (the grouping set with source NULL).
_TIMING_SQL = """
WITH first_decision AS (
    SELECT d.answer_id, MIN(d.created_at) AS decided_at
    FROM reviewer_decision d
    WHERE d.action = ANY(%(actions)s)
      AND d.created_at >= %(since)s AND d.created_at < %(until)s
      AND NOT EXISTS (
          SELECT 1 FROM reviewer_decision e
          WHERE e.answer_id = d.answer_id AND e.action = ANY(%(actions)s)
            AND e.created_at < %(since)s)
    GROUP BY d.answer_id
)
SELECT s.name,
       COUNT(*),
       percentile_cont(0.5) WITHIN GROUP (
           ORDER BY EXTRACT(EPOCH FROM f.decided_at - a.received_at)),
       percentile_cont(0.9) WITHIN GROUP (
           ORDER BY EXTRACT(EPOCH FROM f.decided_at - a.received_at)),
       COUNT(*) FILTER (WHERE f.decided_at <= a.review_deadline_at)
FROM first_decision f
JOIN verification_answer a ON a.id = f.answer_id
JOIN verification_source s ON s.id = a.source_id
GROUP BY GROUPING SETS ((s.name), ())
ORDER BY s.name NULLS FIRST
"""


def decision_timing(*, since: datetime, until: datetime) -> list[TimingRow]:
    """Median and p90 hours to first decision, and deadlines kept; overall first."""
    with connection.cursor() as cursor:
        cursor.execute(
            _TIMING_SQL,
            {"actions": list(map(str, STATE_ACTIONS)), "since": since, "until": until},
        )
        rows = cursor.fetchall()

    def hours(seconds: float | None) -> float | None:
        return None if seconds is None else float(seconds) / 3600

    timing = [
        TimingRow(
            source=name or "",
            decided=n,
            median_hours=hours(median),
            p90_hours=hours(p90),
            on_time=on_time,
        )
        for name, n, median, p90, on_time in rows
    ]
    if not timing:
        timing = [TimingRow("", 0, None, None, 0)]
    return timing


def backlog(*, now: datetime) -> Backlog:
    """Flagged answers still waiting for a decision, by age and by source."""
    open_answers = Answer.objects.filter(
        verification_state=VerificationState.FLAGGED, review_state__in=OPEN_STATES
    )
    buckets = {
        label: Count(
            "id",
            # The youngest bucket has no lower bound: an answer stamped a moment
            # after `now` (another server's clock) is fresh, not uncounted.
            filter=(Q() if not low else Q(received_at__lte=now - low))
            & (Q() if high is None else Q(received_at__gt=now - high)),
        )
        for label, low, high in AGE_BUCKETS
    }
    totals = open_answers.aggregate(
        open=Count("id"),
        escalated=Count("id", filter=Q(review_state=ReviewState.ESCALATED)),
        overdue=Count("id", filter=Q(review_deadline_at__lt=now)),
        oldest=Min("received_at"),
        **{f"age_{i}": bucket for i, bucket in enumerate(buckets.values())},
    )
    by_source = (
        open_answers.values("source__name")
        .annotate(
            n=Count("id"), overdue=Count("id", filter=Q(review_deadline_at__lt=now))
        )
        .order_by("-n", "source__name")
    )
    return Backlog(
        open=totals["open"],
        escalated=totals["escalated"],
        overdue=totals["overdue"],
        oldest_received_at=totals["oldest"],
        by_age=[(label, totals[f"age_{i}"]) for i, label in enumerate(buckets)],
        by_source=[(r["source__name"], r["n"], r["overdue"]) for r in by_source],
    )
