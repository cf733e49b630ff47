"""The chain hash: SHA-256 over an event's canonical JSON and the previous hash."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Any

GENESIS_HASH = "0" * 64


def event_content(event: Any) -> dict[str, Any]:
    """Return what an event asserts: every field its hash covers."""
    return {
        "created_at": _timestamp(event.created_at),
        "actor_type": event.actor_type,
        "actor_id": event.actor_id,
        "actor_label": event.actor_label,
        "action": event.action,
        "subject_type": event.subject_type,
        "subject_id": event.subject_id,
        "answer_id": event.answer_id,
        "payload": event.payload,
        "prev_hash": event.prev_hash,
    }


def canonical_content(event: Any) -> str:
    """Return the canonical JSON form of what an event asserts (its hash input)."""
    return json.dumps(
        event_content(event),
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        default=str,
    )


def event_hash(event: Any) -> str:
    return hashlib.sha256(canonical_content(event).encode("utf-8")).hexdigest()


def _timestamp(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
