"""Reads over the audit history: the chain check, listings, one answer's trail."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date

from django.db.models import Q, QuerySet

from foundations.dates import day_after, day_start

from .hashing import GENESIS_HASH, event_hash
from .models import AuditCheckpoint, AuditEvent

REASON_PREVIOUS = "previous hash differs: an event before it was removed or altered"
REASON_CONTENT = "content was altered: its hash no longer matches"
REASON_CHECKPOINT = "differs from the checkpoint recorded for it"
REASON_TRUNCATED = (
    "missing: checkpoint #{checkpoint} recorded the chain up to this event, "
    "so the newest events were deleted"
)
REASON_COUNT = "the number of events before it differs from its checkpoint"
REASON_CHECKPOINT_GONE = (
    "missing: a checkpoint recorded this event, which is no longer in the chain"
)


@dataclass(frozen=True)
class ChainCheck:
    """The result of walking the chain: intact up to `verified_up_to`, or broken.

    `checked` counts the events walked in this run; `verified_count` and `head_hash`
    describe the whole verified chain (what a checkpoint records).
    """

    intact: bool
    checked: int
    verified_up_to: int | None
    broken_at: int | None = None
    reason: str = ""
    head_hash: str = GENESIS_HASH
    verified_count: int = 0


@dataclass
class _Walk:
    prev_hash: str = GENESIS_HASH
    last_good: int | None = None
    count: int = 0
    checked: int = 0
    seen_checkpoints: set[int] = field(default_factory=set)

    def broken(self, event_id: int | None, reason: str) -> ChainCheck:
        return ChainCheck(
            False,
            self.checked,
            self.last_good,
            event_id,
            reason,
            self.prev_hash,
            self.count,
        )

    def intact(self) -> ChainCheck:
        return ChainCheck(
            True, self.checked, self.last_good, None, "", self.prev_hash, self.count
        )


def audit_chain_verify(
    *, batch_size: int = 5000, incremental: bool = False
) -> ChainCheck:
    """Walk the chain in id order and report the first broken link.

    The full walk re-hashes every event and holds it to every checkpoint: each
    checkpointed event must still exist with its recorded hash and count.
    `incremental` trusts the events up to the newest checkpoint once that event is
    still there unaltered, and walks only what came after it: a quick look for a
    person at the command line, never the basis of a new checkpoint.
    """
    checkpoints = {
        cp.event_id: cp for cp in AuditCheckpoint.objects.order_by("event_id")
    }
    latest = max(checkpoints.values(), key=lambda cp: cp.event_id, default=None)
    walk = _Walk()
    after_id = 0
    if incremental and latest is not None:
        failure = _resume_from(latest, walk)
        if failure is not None:
            return failure
        after_id = latest.event_id
    for event in _events_in_order(batch_size, after_id):
        failure = _check_event(event, walk, checkpoints.get(event.pk))
        if failure is not None:
            return failure
    # Every recorded head must still be there: a clean cut at the tail leaves a
    # valid, shorter chain, and only a checkpoint past the cut shows it.
    if latest is not None and (walk.last_good or 0) < latest.event_id:
        return walk.broken(
            latest.event_id, REASON_TRUNCATED.format(checkpoint=latest.pk)
        )
    if not incremental:
        missing = set(checkpoints) - walk.seen_checkpoints
        if missing:
            gone = checkpoints[min(missing)]
            return walk.broken(gone.event_id, REASON_CHECKPOINT_GONE)
    return walk.intact()


def _resume_from(checkpoint: AuditCheckpoint, walk: _Walk) -> ChainCheck | None:
    event = AuditEvent.objects.filter(pk=checkpoint.event_id).first()
    if event is None:
        return walk.broken(
            checkpoint.event_id, REASON_TRUNCATED.format(checkpoint=checkpoint.pk)
        )
    if event.hash != checkpoint.event_hash:
        return walk.broken(event.pk, REASON_CHECKPOINT)
    if event_hash(event) != event.hash:
        return walk.broken(event.pk, REASON_CONTENT)
    walk.prev_hash = event.hash
    walk.last_good = event.pk
    walk.count = checkpoint.event_count
    return None


def _check_event(
    event: AuditEvent, walk: _Walk, checkpoint: AuditCheckpoint | None
) -> ChainCheck | None:
    if event.prev_hash != walk.prev_hash:
        return walk.broken(event.pk, REASON_PREVIOUS)
    if event_hash(event) != event.hash:
        return walk.broken(event.pk, REASON_CONTENT)
    if checkpoint is not None:
        if checkpoint.event_hash != event.hash:
            return walk.broken(event.pk, REASON_CHECKPOINT)
        if checkpoint.event_count != walk.count + 1:
            return walk.broken(event.pk, REASON_COUNT)
        walk.seen_checkpoints.add(event.pk)
    walk.prev_hash = event.hash
    walk.last_good = event.pk
    walk.count += 1
    walk.checked += 1
    return None


def _events_in_order(batch_size: int, after_id: int = 0) -> Iterator[AuditEvent]:
    last_id = after_id
    while True:
        batch = list(
            AuditEvent.objects.filter(id__gt=last_id).order_by("id")[:batch_size]
        )
        if not batch:
            return
        yield from batch
        last_id = batch[-1].pk


@dataclass(frozen=True)
class ChainState:
    """What the audit pages show: the newest checkpoint and what came after it."""

    checkpoint: AuditCheckpoint | None
    unchecked: int
    latest_event_id: int | None


def audit_chain_state() -> ChainState:
    checkpoint = AuditCheckpoint.objects.order_by("-id").first()
    after = checkpoint.event_id if checkpoint else 0
    return ChainState(
        checkpoint=checkpoint,
        unchecked=AuditEvent.objects.filter(id__gt=after).count(),
        latest_event_id=AuditEvent.objects.order_by("-id")
        .values_list("id", flat=True)
        .first(),
    )


@dataclass(frozen=True)
class AuditFilters:
    """The audit page's filters; every field optional."""

    actor: str = ""
    action: str = ""
    # Any of these actions (the page's multi-select); empty means any action.
    actions: tuple[str, ...] = ()
    # None of these (the page hides routine claims and sign-ins unless asked).
    exclude_actions: tuple[str, ...] = ()
    answer_id: int | None = None
    date_from: date | None = None
    date_to: date | None = None


def audit_events_filtered(*, filters: AuditFilters) -> QuerySet[AuditEvent]:
    """Events matching the filters, unordered (callers page or stream them)."""
    queryset = AuditEvent.objects.all()
    if filters.actor:
        # A bare username means that user; anything else is an exact actor label
        # ("token:assistant/crv_ab12…", "system:verify_answers").
        queryset = queryset.filter(
            Q(actor_label=filters.actor) | Q(actor_label=f"user:{filters.actor}")
        )
    if filters.action:
        queryset = queryset.filter(action=filters.action)
    if filters.actions:
        queryset = queryset.filter(action__in=filters.actions)
    if filters.exclude_actions:
        queryset = queryset.exclude(action__in=filters.exclude_actions)
    if filters.answer_id is not None:
        queryset = queryset.filter(answer_id=filters.answer_id)
    if filters.date_from:
        queryset = queryset.filter(created_at__gte=day_start(filters.date_from))
    if filters.date_to and (end := day_after(filters.date_to)) is not None:
        # Inclusive: the whole of the last day.
        queryset = queryset.filter(created_at__lt=end)
    return queryset


def audit_events_page(
    *, filters: AuditFilters, before_id: int | None, limit: int
) -> tuple[list[AuditEvent], int | None]:
    """A page of events, newest first, older than `before_id` (keyset pagination).

    Return the page and the id to continue from, or None on the last page.
    """
    queryset = audit_events_filtered(filters=filters)
    if before_id is not None:
        queryset = queryset.filter(id__lt=before_id)
    rows = list(queryset.order_by("-id")[: limit + 1])
    page = rows[:limit]
    return page, (page[-1].pk if len(rows) > limit else None)


def audit_events_for_export(*, filters: AuditFilters) -> Iterator[AuditEvent]:
    """Stream the matching events in chain order over a server-side cursor."""
    return (
        audit_events_filtered(filters=filters).order_by("id").iterator(chunk_size=2000)
    )


def audit_trail_for_answer(*, answer_id: int, limit: int = 2000) -> list[AuditEvent]:
    """One answer's history, oldest first."""
    return list(AuditEvent.objects.filter(answer_id=answer_id).order_by("id")[:limit])
