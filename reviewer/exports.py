"""The export of decisions, filtered like the queue, as CSV or JSON Lines.

Rows are read in chunks from a server-side cursor and written as they come, so an
export of a million decisions holds one chunk in memory, never the whole file. CSV
cells that a spreadsheet would run as a formula are neutralised (answer text and
reasons are untrusted).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from typing import Any

from django.db.models import QuerySet

from foundations.security import csv_safe

from .models import Decision
from .selectors import QueueFilters, queue_queryset

EXPORT_FIELDS = (
    "decision_id",
    "answer_id",
    "source",
    "external_id",
    "question",
    "action",
    "reason_category",
    "reason",
    "comment",
    "from_state",
    "to_state",
    "reviewer",
    "decided_at",
)
CHUNK_SIZE = 2000


def decisions_for_export(
    *, tab: str, filters: QueueFilters, user: Any
) -> QuerySet[Decision]:
    """Decisions on the answers of a queue tab under `filters`, oldest first."""
    answers = queue_queryset(tab=tab, filters=filters, user=user).values("pk")
    return (
        Decision.objects.filter(answer_id__in=answers)
        .select_related("answer__source", "user")
        .order_by("id")
    )


def _record(decision: Decision) -> dict[str, Any]:
    answer = decision.answer
    return {
        "decision_id": decision.pk,
        "answer_id": answer.pk,
        "source": answer.source.name,
        "external_id": answer.external_id,
        "question": answer.question,
        "action": decision.action,
        "reason_category": decision.reason_category,
        "reason": decision.reason,
        "comment": decision.comment,
        "from_state": decision.from_state,
        "to_state": decision.to_state,
        "reviewer": decision.user.get_username() if decision.user else "",
        "decided_at": decision.created_at.isoformat(),
    }


class _Line:
    """A file-like object whose write returns the line: csv.writer into a stream."""

    def write(self, value: str) -> str:
        return value


def decisions_csv(decisions: QuerySet[Decision]) -> Iterator[str]:
    writer = csv.writer(_Line())
    yield writer.writerow(EXPORT_FIELDS)
    for decision in decisions.iterator(chunk_size=CHUNK_SIZE):
        record = _record(decision)
        yield writer.writerow([csv_safe(record[name]) for name in EXPORT_FIELDS])


def decisions_jsonl(decisions: QuerySet[Decision]) -> Iterator[str]:
    for decision in decisions.iterator(chunk_size=CHUNK_SIZE):
        yield json.dumps(_record(decision), ensure_ascii=False) + "\n"
