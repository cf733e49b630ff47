"""The team dashboard (`/team/`), for senior reviewers and admins.

Every chart is drawn on the server (reviewer/qa/charts.py) and followed by a table
of the same numbers, so the page reads without the pictures.
"""

from __future__ import annotations

from datetime import timedelta

from django import forms
from django.http import HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_GET

from foundations.htmx import HtmxHttpRequest
from foundations.roles import ADMIN, SENIOR_REVIEWER, role_required

from ..qa import charts
from . import selectors

PERIODS = (7, 14, 30, 90)
TEMPLATE = "team/dashboard.html"


class PeriodForm(forms.Form):
    days = forms.TypedChoiceField(
        label="Period",
        choices=[(d, f"Last {d} days") for d in PERIODS],
        coerce=int,
        required=False,
        empty_value=14,
    )


def _count_bars(rows: list[tuple[str, int]]) -> list[charts.Bar]:
    top = max((n for _, n in rows), default=0) or 1
    return [charts.Bar(label, n / top, display=str(n)) for label, n in rows]


def _hours(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f} h"


def _timing_bars(rows: list[selectors.TimingRow]) -> list[charts.Bar]:
    top = max((r.p90_hours or 0 for r in rows), default=0) or 1
    return [
        charts.Bar(
            row.source or "All sources",
            None if row.median_hours is None else row.median_hours / top,
            low=None if row.median_hours is None else row.median_hours / top,
            high=None if row.p90_hours is None else row.p90_hours / top,
            display=f"{_hours(row.median_hours)} / {_hours(row.p90_hours)}",
        )
        for row in rows
    ]


def _charts(data: dict) -> dict:
    per_day = [(day.strftime("%a %d %b"), n) for day, n in data["per_day"]]
    reviewers = [(r.username, r.decisions) for r in data["reviewers"]]
    timing = data["timing"]
    top_hours = max((r.p90_hours or 0 for r in timing), default=0)
    return {
        "per_day_chart": charts.bar_chart(
            "Decisions per day",
            _count_bars(per_day),
            axis_label="Decisions",
            scale=("0", str(max((n for _, n in per_day), default=0))),
        ),
        "reviewer_chart": charts.bar_chart(
            "Decisions per reviewer",
            _count_bars(reviewers),
            axis_label="Decisions",
            scale=("0", str(max((n for _, n in reviewers), default=0))),
        ),
        "timing_chart": charts.bar_chart(
            "Time to first decision",
            _timing_bars(timing),
            axis_label="Hours from arrival: median / 90th percentile",
            scale=("0 h", _hours(top_hours or None) if top_hours else "0 h"),
        ),
        "compliance_chart": charts.bar_chart(
            "Deadlines kept",
            [
                charts.Bar(
                    r.source or "All sources", r.compliance, note=f"of {r.decided}"
                )
                for r in timing
            ],
            axis_label="Share of answers decided by their deadline",
        ),
        "age_chart": charts.bar_chart(
            "Backlog by age",
            _count_bars(data["backlog"].by_age),
            axis_label="Flagged answers waiting",
            scale=("0", str(max((n for _, n in data["backlog"].by_age), default=0))),
        ),
    }


@require_GET
@role_required(SENIOR_REVIEWER, ADMIN)
def dashboard(request: HtmxHttpRequest) -> HttpResponse:
    data = request.GET.copy()
    # The select shows the period in use, also when the link had none.
    data.setdefault("days", "14")
    form = PeriodForm(data)
    if not form.is_valid():
        return render(request, TEMPLATE, {"form": form}, status=400)
    days = form.cleaned_data["days"]
    now = timezone.now()
    # The window starts at midnight, where the viewer is, `days` days ago.
    today = timezone.localtime(now).replace(hour=0, minute=0, second=0, microsecond=0)
    since = today - timedelta(days=days - 1)
    data = {
        "per_day": selectors.decisions_per_day(since=since, until=now),
        "reviewers": selectors.decisions_per_reviewer(since=since, until=now),
        "timing": selectors.decision_timing(since=since, until=now),
        "backlog": selectors.backlog(now=now),
    }
    context = {"form": form, "days": days, "since": since, **data, **_charts(data)}
    return render(request, TEMPLATE, context)
