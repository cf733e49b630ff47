"""Append events to the audit chain, inside the caller's transaction.

Appends are serialised with a PostgreSQL advisory lock held to the end of the
transaction: two writers reading the same "last hash" would fork the chain. Callers
record their event as the last statement of their transaction so the lock is held for
microseconds, not for the whole unit of work.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.db import connection, transaction
from django.utils import timezone

from foundations.actors import Actor
from foundations.bulk import models_copy

from .hashing import GENESIS_HASH, canonical_content, event_hash
from .models import AuditCheckpoint, AuditEvent
from .selectors import ChainCheck, audit_chain_verify

__all__ = [
    "GENESIS_HASH",
    "Actor",
    "CheckpointRefused",
    "EventDraft",
    "audit_chain_check",
    "audit_checkpoint_record",
    "audit_record",
    "audit_record_many",
    "canonical_content",
    "event_hash",
]

# An arbitrary constant: the key of the one advisory lock that orders the chain.
CHAIN_LOCK_KEY = 0x417564697443  # "AuditC"


@dataclass(frozen=True)
class EventDraft:
    """One event to append; the chain fields are filled in by `audit_record_many`."""

    action: str
    subject_type: str = ""
    subject_id: str = ""
    answer_id: int | None = None
    payload: Mapping[str, Any] | None = None

    @classmethod
    def for_answer(
        cls, action: str, answer_id: int, payload: Mapping[str, Any] | None = None
    ) -> EventDraft:
        """An event about one answer: its subject, and a step of its trail."""
        return cls(action, "answer", str(answer_id), answer_id, payload)


def _jsonable(payload: Mapping[str, Any] | None) -> dict[str, Any]:
    # Round-trip once so the stored JSON and the hashed JSON are the same value.
    # PostgreSQL's jsonb cannot hold U+0000, which untrusted input (a username
    # typed at the login form) may contain: it is stored as U+FFFD instead.
    return _without_nul(json.loads(json.dumps(dict(payload or {}), default=str)))


def _without_nul(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("\x00", "\ufffd")
    if isinstance(value, list):
        return [_without_nul(item) for item in value]
    if isinstance(value, dict):
        return {_without_nul(k): _without_nul(v) for k, v in value.items()}
    return value


def _lock_chain() -> None:
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [CHAIN_LOCK_KEY])
    # SQLite (the demo) serialises writers with its database lock already.


def _last_hash() -> str:
    last = AuditEvent.objects.order_by("-id").values_list("hash", flat=True).first()
    return last or GENESIS_HASH


@transaction.atomic
def audit_record_many(
    *, actor: Actor, events: Iterable[EventDraft]
) -> list[AuditEvent]:
    """Append events to the chain in order, in the caller's transaction."""
    drafts = list(events)
    if not drafts:
        return []
    _lock_chain()
    prev_hash = _last_hash()
    now = timezone.now()
    rows: list[AuditEvent] = []
    for draft in drafts:
        row = AuditEvent(
            created_at=now,
            actor_type=actor.type,
            actor_id=actor.id,
            actor_label=actor.label[:200],
            action=draft.action,
            subject_type=draft.subject_type,
            subject_id=str(draft.subject_id),
            answer_id=draft.answer_id,
            payload=_jsonable(draft.payload),
            prev_hash=prev_hash,
        )
        row.hash = event_hash(row)
        prev_hash = row.hash
        rows.append(row)
    # COPY, with ids drawn from the sequence while the chain lock is held, so id
    # order is chain order; the ORM insert was a third of a verification batch.
    models_copy(rows)
    return rows


def audit_record(
    *,
    actor: Actor,
    action: str,
    subject_type: str = "",
    subject_id: Any = "",
    answer_id: int | None = None,
    payload: Mapping[str, Any] | None = None,
) -> AuditEvent:
    """Append one event to the chain, in the caller's transaction.

    With only `answer_id`, the answer is the subject too (most events are about one).
    """
    if answer_id is not None and not subject_type:
        draft = EventDraft.for_answer(action, answer_id, payload)
    else:
        draft = EventDraft(action, subject_type, str(subject_id), answer_id, payload)
    return audit_record_many(actor=actor, events=[draft])[0]


CHECKPOINT_NOT_HEAD = (
    "refused to record a checkpoint at event #{event}: the chain is not intact "
    "up to it ({reason})"
)


class CheckpointRefused(Exception):
    """A checkpoint was asked for over a history that does not verify."""


@transaction.atomic
def audit_checkpoint_record(
    *, event_id: int, event_hash: str, event_count: int, recorded_by: str
) -> AuditCheckpoint:
    """Record that the chain was verified intact up to `event_id` (its head then).

    A checkpoint is a promise that everything up to it is intact, and every later
    check holds the chain to it; so when older checkpoints exist, the whole chain is
    walked again first and nothing is recorded over an edited or truncated history
    (raises CheckpointRefused). The checkpointed event must exist with that hash.
    """
    check = audit_chain_verify()
    head = AuditEvent.objects.filter(pk=event_id).values_list("hash", flat=True).first()
    if not check.intact or head != event_hash:
        reason = check.reason if not check.intact else "the event differs or is gone"
        raise CheckpointRefused(
            CHECKPOINT_NOT_HEAD.format(event=event_id, reason=reason)
        )
    return AuditCheckpoint.objects.create(
        created_at=timezone.now(),
        event_id=event_id,
        event_hash=event_hash,
        event_count=event_count,
        recorded_by=recorded_by[:200],
    )


def audit_chain_check(*, recorded_by: str) -> ChainCheck:
    """Verify the whole chain; when it is intact, record its head as a checkpoint.

    Always the full walk (about 50,000 events a second): the incremental walk trusts
    everything before the newest checkpoint, so an edit there would go unnoticed and
    a new checkpoint would be recorded on top of it. The scheduled check and the
    audit page's "verify now" both come here.
    """
    check = audit_chain_verify(incremental=False)
    if check.intact and check.verified_up_to is not None:
        AuditCheckpoint.objects.create(
            created_at=timezone.now(),
            event_id=check.verified_up_to,
            event_hash=check.head_hash,
            event_count=check.verified_count,
            recorded_by=recorded_by[:200],
        )
    return check
