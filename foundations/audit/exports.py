"""Stream a selection of audit events as CSV or JSON Lines.

Rows come off a server-side cursor 2000 at a time and are written straight to the
response, so a million events cost neither a timeout nor the server's memory. Each
row keeps `prev_hash`, `hash`, its Merkle `leaf_index` and `leaf_hash` and the `salts`
of its personal fields, so an export can be re-verified offline
(`record_verify.event_leaf_bytes(row without id/hash/leaf/salts, row["salts"])`).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Iterator
from typing import Any

from foundations.security import csv_safe

from .hashing import event_content
from .models import AuditEvent

COLUMNS = (
    "id",
    "created_at",
    "actor_type",
    "actor_id",
    "actor_label",
    "action",
    "subject_type",
    "subject_id",
    "answer_id",
    "payload",
    "prev_hash",
    "hash",
    "leaf_index",
    "leaf_hash",
    "salts",
)


def event_as_dict(event: AuditEvent) -> dict[str, Any]:
    """The event as exported: exactly the hashed content, plus its id and hash."""
    return {
        "id": event.pk,
        **event_content(event),
        "hash": event.hash,
        "leaf_index": event.leaf_index,
        "leaf_hash": bytes(event.leaf_hash).hex(),
        "salts": event.salts,
    }


class _Line:
    """A file-like object whose write() returns the line instead of storing it."""

    def write(self, value: str) -> str:
        return value


def csv_lines(events: Iterable[AuditEvent]) -> Iterator[str]:
    """The header, then one CSV line per event, every cell formula-neutralised."""
    writer = csv.writer(_Line())
    yield writer.writerow(COLUMNS)
    for event in events:
        row = event_as_dict(event)
        for column in ("payload", "salts", "actor_label"):
            if not isinstance(row[column], str):
                row[column] = json.dumps(
                    row[column], ensure_ascii=False, sort_keys=True
                )
        yield writer.writerow([csv_safe(row[column]) for column in COLUMNS])


def jsonl_lines(events: Iterable[AuditEvent]) -> Iterator[str]:
    for event in events:
        yield (
            json.dumps(event_as_dict(event), ensure_ascii=False, sort_keys=True) + "\n"
        )
