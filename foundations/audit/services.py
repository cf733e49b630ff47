"""Append events to the audit log, inside the caller's transaction.

Appends are serialised with a PostgreSQL advisory lock held to the end of the
transaction: two writers reading the same head would fork the chain and the tree.
Callers record their event as the last statement of their transaction so the lock is
held for microseconds, not for the whole unit of work.

One batch is one lock, one read (the head: size, last hash, frontier roots) and two
COPYs (the events, then the Merkle subtrees they completed). Each event is sealed
first: its personal fields get fresh salts (leaves.py), so the bytes its chain hash
and its leaf cover hold commitments, never the values.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Q
from django.utils import timezone

from foundations.actors import Actor, ActorType
from foundations.bulk import models_copy, rows_copy
from foundations.request_id import request_id_get

from .checkpoints import Checkpoint, checkpoint_sign
from .hashing import (
    GENESIS_HASH,
    canonical_content,
    event_content_time,
    event_hash,
    event_sealed,
    label_column,
)
from .keys import signing_key
from .leaves import PERSONAL_EVENT_FIELDS
from .models import (
    AuditAction,
    AuditCheckpoint,
    AuditEvent,
    AuditMerkleNode,
    BypassCapture,
    SignedCheckpoint,
)
from .record_verify import (
    COMMITMENT_KEY,
    SALT_BYTES,
    canonical_json,
    commit_field,
    leaf_hash,
)
from .selectors import (
    ChainCheck,
    audit_chain_verify,
    audit_chain_verify_after,
    audit_chain_verify_recent,
)
from .store import log_head, log_size

__all__ = [
    "GENESIS_HASH",
    "Actor",
    "CheckpointRefused",
    "EventDraft",
    "audit_chain_check",
    "audit_chain_check_exclusive",
    "audit_chain_walk_enqueue",
    "audit_checkpoint_record",
    "audit_checkpoint_sign",
    "audit_person_erase",
    "audit_person_erase_plan",
    "audit_record",
    "audit_record_many",
    "canonical_content",
    "event_hash",
]

logger = logging.getLogger(__name__)

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


def _salts(payload: Mapping[str, Any], randomness: Iterator[str]) -> dict[str, str]:
    """Give each personal field the event has a fresh salt (hex) from `randomness`."""
    return {
        pointer: next(randomness)
        for pointer in PERSONAL_EVENT_FIELDS
        if pointer == "/actor_label"
        or (pointer.startswith("/payload/") and pointer[9:] in payload)
    }


def _salt_stream(events: int) -> Iterator[str]:
    # One urandom call per batch: per-field calls were a tenth of an append.
    pool = os.urandom(SALT_BYTES * len(PERSONAL_EVENT_FIELDS) * events).hex()
    step = 2 * SALT_BYTES
    return (pool[i : i + step] for i in range(0, len(pool), step))


def _content(row: AuditEvent, stamp: str) -> dict[str, Any]:
    """`hashing.event_content` of a new row, its time formatted once per batch."""
    return {
        "created_at": stamp,
        "actor_type": row.actor_type,
        "actor_id": row.actor_id,
        "actor_label": row.actor_label,
        "action": row.action,
        "subject_type": row.subject_type,
        "subject_id": row.subject_id,
        "answer_id": row.answer_id,
        "payload": row.payload,
        "prev_hash": row.prev_hash,
    }


def _committed_bytes(content: dict[str, Any], salts: Mapping[str, str]) -> bytes:
    """`record_verify.event_leaf_bytes`, for the fields an event can have.

    Personal fields sit at most one level down (/actor_label, /payload/<key>), so
    copying two dicts replaces the general function's JSON round trip; the bytes are
    the same (the chain walk recomputes them with the general one and compares).
    """
    committed = dict(content)
    payload = committed["payload"] = dict(content["payload"])
    for pointer, salt in salts.items():
        raw = bytes.fromhex(salt)
        if pointer == "/actor_label":
            value = commit_field(committed["actor_label"], raw)
            committed["actor_label"] = {COMMITMENT_KEY: value}
        else:
            key = pointer[len("/payload/") :]
            payload[key] = {COMMITMENT_KEY: commit_field(payload[key], raw)}
    return canonical_json(committed)


_EVENT_COLUMNS = (
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
    # Outside the hash on purpose: a correlation id for logs, not evidence.
    "request_id",
)


def _copy_events(rows: list[AuditEvent]) -> None:
    """COPY the events, ids drawn from the sequence (under the lock: id order is
    leaf order). JSON goes in as text, serialised once, not through each field."""
    if connection.vendor != "postgresql":
        models_copy(rows)
        return
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT nextval(pg_get_serial_sequence('audit_auditevent', 'id'))"
            " FROM generate_series(1, %s)",
            [len(rows)],
        )
        for row, (pk,) in zip(rows, cursor.fetchall(), strict=True):
            row.pk = pk
            row._state.adding = False
    rows_copy(
        AuditEvent,
        _EVENT_COLUMNS,
        (
            (
                r.pk,
                r.created_at,
                r.actor_type,
                r.actor_id,
                r.actor_label,
                r.action,
                r.subject_type,
                r.subject_id,
                r.answer_id,
                json.dumps(r.payload, ensure_ascii=False),
                r.prev_hash,
                r.hash,
                r.leaf_index,
                r.leaf_hash,
                json.dumps(r.salts),
                r.request_id,
            )
            for r in rows
        ),
    )


def _bypass_drafts() -> list[tuple[Actor, EventDraft]]:
    """Turn changes captured outside the application into `db.bypass` events."""
    drained = (
        AuditEvent.objects.filter(action=AuditAction.DB_BYPASS)
        .order_by("-id")
        .values_list("subject_id", flat=True)
        .first()
    )
    captures = BypassCapture.objects.filter(id__gt=int(drained or 0)).order_by("id")
    drafts = []
    for capture in captures:
        answer_id = (
            int(capture.row_id)
            if capture.table_name == "verification_answer" and capture.row_id.isdigit()
            else None
        )
        drafts.append(
            (
                Actor.system("database"),
                EventDraft(
                    AuditAction.DB_BYPASS,
                    "bypass",
                    str(capture.pk),
                    answer_id,
                    {
                        "table": capture.table_name,
                        "operation": capture.operation,
                        "row_id": capture.row_id,
                        "db_user": capture.db_user,
                        "captured_at": capture.captured_at.isoformat(),
                    },
                ),
            )
        )
    return drafts


@transaction.atomic
def audit_record_many(
    *, actor: Actor, events: Iterable[EventDraft]
) -> list[AuditEvent]:
    """Append events to the log in order, in the caller's transaction."""
    drafts = [(actor, draft) for draft in events]
    if not drafts:
        return []
    _lock_chain()
    head = log_head()
    bypass = _bypass_drafts() if head.bypass_pending else []
    # Changes made behind the app's back go first: they happened before these.
    drafts = bypass + drafts
    prev_hash = head.last_hash or GENESIS_HASH
    frontier = head.frontier
    now = timezone.now()
    request_id = request_id_get() or ""
    rows: list[AuditEvent] = []
    leaves: list[bytes] = []
    randomness = _salt_stream(len(drafts))
    stamp = event_content_time(now)
    for index, (by, draft) in enumerate(drafts, start=frontier.size):
        row = AuditEvent(
            created_at=now,
            actor_type=by.type,
            actor_id=by.id,
            actor_label=by.label[:200],
            action=draft.action,
            subject_type=draft.subject_type,
            subject_id=str(draft.subject_id),
            answer_id=draft.answer_id,
            payload=_jsonable(draft.payload),
            request_id=request_id,
            prev_hash=prev_hash,
            leaf_index=index,
        )
        row.salts = _salts(row.payload, randomness)
        committed = _committed_bytes(_content(row, stamp), row.salts)
        row.hash = prev_hash = hashlib.sha256(committed).hexdigest()
        row.leaf_hash = leaf_hash(committed)
        leaves.append(row.leaf_hash)
        rows.append(row)
    completed = frontier.append(leaves)
    # COPY: the ORM insert was a third of a verification batch.
    _copy_events(rows)
    rows_copy(
        AuditMerkleNode,
        ("level", "idx", "hash"),
        ((level, idx, digest) for (level, idx), digest in completed),
    )
    # Callers get back the events they asked for, not the bypass ones.
    return rows[len(bypass) :]


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


REASON_SIZE = "the events walked do not number the log's size"
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

    Always the full walk (about 4,000-50,000 events a second, so hours on tens of
    millions): the incremental walk trusts everything before the newest
    checkpoint, so an edit there would go unnoticed and a new checkpoint would be
    recorded on top of it. The scheduled task (`tasks.audit_chain_check`, which
    the audit page's "verify now" queues) and `audit_verify --record` come here.
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


# An arbitrary constant: the session lock held by the one whole-chain walk running.
WALK_LOCK_KEY = 0x417564697457  # "AuditW"


def audit_chain_check_exclusive(*, recorded_by: str) -> ChainCheck | None:
    """`audit_chain_check`, unless another whole walk is running: then None.

    The schedule starts a walk every few minutes and a walk of a large log takes
    hours; without this, walks would pile up on every worker. The lock is the
    session's, so a worker that dies mid-walk releases it with its connection.
    """
    if connection.vendor != "postgresql":
        return audit_chain_check(recorded_by=recorded_by)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_lock(%s)", [WALK_LOCK_KEY])
        if not cursor.fetchone()[0]:
            return None
    try:
        return audit_chain_check(recorded_by=recorded_by)
    finally:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_unlock(%s)", [WALK_LOCK_KEY])


def audit_chain_walk_enqueue() -> None:
    """Queue the whole-chain walk for a worker once the transaction commits.

    A web request must not walk the whole chain itself: at tens of millions of
    events that is hours. A broker that refuses is logged and left to the schedule.
    """
    from .tasks import audit_chain_check as walk

    def send() -> None:
        try:
            walk.delay()
        except Exception:  # noqa: BLE001 - any broker failure: the schedule walks next
            logger.warning("broker unavailable; whole-chain walk left to the schedule")

    transaction.on_commit(send)


# --- signed checkpoints ------------------------------------------------------------


SIGN_REFUSED = (
    "refused to sign a checkpoint: the audit chain is broken at {event}: "
    "{reason} (intact up to {good}); run manage.py audit_verify and see "
    'docs/operations.md, "After every restore: verify the audit log"'
)


def _intact_or_refused(check: ChainCheck) -> ChainCheck:
    if not check.intact:
        raise CheckpointRefused(_sign_refused(check))
    return check


def _sign_refused(check: ChainCheck, reason: str = "") -> str:
    good, broken = check.verified_up_to, check.broken_at
    return SIGN_REFUSED.format(
        event="its end" if broken is None else f"event #{broken}",
        reason=reason or check.reason,
        good="no event" if good is None else f"event #{good}",
    )


def audit_checkpoint_sign(*, force: bool = False) -> tuple[SignedCheckpoint, bool]:
    """Sign the log's current size and root; return it and whether it is new.

    Without `force`, a log that has not grown since the newest signed checkpoint
    gets no new one (the beat task runs every few minutes, mostly on a quiet log).
    A signature vouches for the log, so the events since the previous verified
    point (`audit_chain_verify_recent`) are walked first, and a broken chain is
    refused (CheckpointRefused), never signed; the scheduled whole-chain walk covers
    the rest. No key configured raises `keys.SigningKeyMissing` before any work.
    """
    key = signing_key()
    latest = SignedCheckpoint.objects.order_by("-id").first()
    if latest is not None and latest.size == log_size() and not force:
        return latest, False
    # CASE 1: the bulk of the walk without the append lock, so appends go on.
    check = _intact_or_refused(audit_chain_verify_recent())
    with transaction.atomic():
        # CASE 2: under the lock, what was appended meanwhile, from where the walk
        # got to; then no event can land between reading the size and the root.
        _lock_chain()
        size = log_size()
        latest = SignedCheckpoint.objects.order_by("-id").first()
        if latest is not None and latest.size == size and not force:
            return latest, False
        tail = _intact_or_refused(
            audit_chain_verify_after(size=check.verified_count, root=check.root_hash)
        )
        if tail.verified_count != size:
            raise CheckpointRefused(_sign_refused(tail, REASON_SIZE))
        checkpoint = Checkpoint(
            settings.AUDIT_LOG_ORIGIN, size, tail.root_hash, timezone.now()
        )
        signed = checkpoint_sign(checkpoint, key)
        row = SignedCheckpoint.objects.create(
            created_at=checkpoint.time,
            size=size,
            root_hash=tail.root_hash,
            key_id=signed.key_id.hex(),
            note=signed.note,
        )
    return row, True


# --- erasure -----------------------------------------------------------------------


@dataclass(frozen=True)
class ErasurePlan:
    """What erasing a person removes: per event, the personal fields still present."""

    user_id: str
    fields: dict[int, list[str]]

    @property
    def event_count(self) -> int:
        return len(self.fields)

    @property
    def field_count(self) -> int:
        return sum(len(f) for f in self.fields.values())


def _person_events(user_id: str, username: str) -> Iterable[AuditEvent]:
    """Events by the person, or whose payload names them (a failed login, a role)."""
    query = Q(actor_type=ActorType.USER, actor_id=user_id) | Q(
        subject_type="user", subject_id=user_id
    )
    if username:
        query |= Q(payload__username=username)
    return AuditEvent.objects.filter(query).order_by("id").iterator(chunk_size=2000)


def audit_person_erase_plan(*, user_id: Any, username: str) -> ErasurePlan:
    """Return what `audit_person_erase` would erase, without changing anything."""
    fields = {}
    for event in _person_events(str(user_id), username):
        acted = event.actor_type == ActorType.USER and event.actor_id == str(user_id)
        # An event about them by someone else (an admin changing their role) keeps
        # the other person's name: only the payload's personal fields go.
        pointers = sorted(p for p in event.salts if acted or p != "/actor_label")
        if pointers:
            fields[event.pk] = pointers
    return ErasurePlan(str(user_id), fields)


@transaction.atomic
def audit_person_erase(
    *,
    actor: Actor,
    user_id: Any,
    username: str,
    also_erased: Mapping[str, int] | None = None,
) -> ErasurePlan:
    """Erase a person's personal fields from the log; record the erasure, audited.

    `also_erased` counts what the caller erased of the person outside the log in
    the same transaction (decisions' text: reviewer/erasure.py); the one
    `person.erased` event records those counts beside the log's own.

    Each value is replaced by its salted commitment and its salt is dropped, so the
    event's bytes, its hash, its leaf and every proof and checkpoint are unchanged,
    and the value is gone for good (the salt made the commitment unguessable).
    Events recorded before salts existed hold their values in the hashed bytes and
    cannot be erased without breaking the chain: they are left as they are.
    """
    _lock_chain()
    plan = audit_person_erase_plan(user_id=user_id, username=username)
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            # The one exception the append-only trigger allows (migration 0006).
            cursor.execute("SET LOCAL audit.erasure = 'on'")
        for event in AuditEvent.objects.filter(pk__in=plan.fields).order_by("id"):
            sealed = event_sealed(event).erase(plan.fields[event.pk])
            cursor.execute(
                "UPDATE audit_auditevent SET actor_label = %s, payload = %s,"
                " salts = %s WHERE id = %s",
                [
                    label_column(sealed.record["actor_label"]),
                    json.dumps(sealed.record["payload"]),
                    json.dumps(sealed.salts),
                    event.pk,
                ],
            )
        if connection.vendor == "postgresql":
            cursor.execute("SET LOCAL audit.erasure = 'off'")
    audit_record(
        actor=actor,
        action=AuditAction.PERSON_ERASED,
        subject_type="user",
        subject_id=plan.user_id,
        payload={
            "events": plan.event_count,
            "fields": plan.field_count,
            **(also_erased or {}),
        },
    )
    return plan
