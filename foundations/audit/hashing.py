"""An event's committed bytes: what its chain hash and its Merkle leaf both cover.

The bytes are the canonical JSON (record_verify.canonical_json) of what the event
asserts, `prev_hash` included, with each personal field replaced by its salted
commitment (leaves.py). So:

    hash      = hex SHA-256(bytes)            the hash chain, as before
    leaf_hash = SHA-256(0x00 || bytes)        the event's leaf in the Merkle tree

An event recorded before salts existed has none: its bytes are the plain canonical
JSON, exactly what the chain hashed then, so its old hash still verifies (it just
cannot be erased without breaking its hash). Erasing replaces a value by its
commitment marker and drops its salt, which gives the same bytes.

`actor_label` is a text column: an erased label is stored as the marker's canonical
JSON (`{"$commitment":"..."}`), which no real label starts with (usernames cannot
contain braces), and read back here as the marker itself.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Any

from .leaves import PERSONAL_EVENT_FIELDS, Sealed
from .record_verify import (
    COMMITMENT_KEY,
    canonical_json,
    event_leaf_bytes,
    is_commitment,
    leaf_hash,
)

GENESIS_HASH = "0" * 64
ERASED_LABEL_PREFIX = '{"' + COMMITMENT_KEY + '":'


def event_content(event: Any) -> dict[str, Any]:
    """Return what an event asserts: every field its hash covers."""
    return {
        "created_at": _timestamp(event.created_at),
        "actor_type": event.actor_type,
        "actor_id": event.actor_id,
        "actor_label": stored_label(event.actor_label),
        "action": event.action,
        "subject_type": event.subject_type,
        "subject_id": event.subject_id,
        "answer_id": event.answer_id,
        "payload": event.payload,
        "prev_hash": event.prev_hash,
    }


def stored_label(column: str) -> Any:
    """Return the actor label a column holds: the text, or an erased one's marker."""
    if column.startswith(ERASED_LABEL_PREFIX):
        return json.loads(column)
    return column


def label_column(value: Any) -> str:
    """Return the column text for an actor label (a marker becomes its JSON)."""
    return value if isinstance(value, str) else canonical_json(value).decode()


def event_bytes(event: Any) -> bytes:
    """Return the bytes the event's hash and leaf commit to."""
    return event_leaf_bytes(event_content(event), getattr(event, "salts", None) or {})


def canonical_content(event: Any) -> str:
    """Return the committed canonical JSON of an event (its hash input), as text."""
    return event_bytes(event).decode("utf-8")


def event_hash(event: Any) -> str:
    return hashlib.sha256(event_bytes(event)).hexdigest()


def event_leaf_hash(event: Any) -> bytes:
    return leaf_hash(event_bytes(event))


def event_sealed(event: Any) -> Sealed:
    """Return the event as a sealed record (its content and salts)."""
    return Sealed(event_content(event), dict(getattr(event, "salts", None) or {}))


def erased_fields(event: Any) -> list[str]:
    """Return the personal fields of an event that hold a commitment, not a value."""
    content = event_content(event)
    found = []
    for pointer in PERSONAL_EVENT_FIELDS:
        parent: Any = content
        for token in pointer[1:].split("/"):
            parent = parent.get(token) if isinstance(parent, dict) else None
        if is_commitment(parent):
            found.append(pointer)
    return found


def event_content_time(value: datetime) -> str:
    """An event's time as its hashed content states it (UTC, microseconds)."""
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


_timestamp = event_content_time
