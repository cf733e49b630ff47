"""Reads over the audit history: the chain check, proofs, listings, one answer's trail.

The chain walk re-hashes every event (its committed bytes, so erased fields verify),
checks its link to the one before, its leaf hash and leaf index, and rebuilds the
Merkle tree from the leaves as it goes: at each signed checkpoint's size the rebuilt
root must equal the signed root, and at the end the stored subtrees must give the
same root as the leaves. So an edit to an event, to the stored tree, or to the tail
is caught, whichever table it was made in.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date

from django.db.models import Q, QuerySet

from foundations.actors import ActorType
from foundations.dates import day_after, day_start

from .hashing import GENESIS_HASH, event_bytes
from .merkle import (
    EMPTY_ROOT,
    Frontier,
    MissingNode,
    consistency_proof,
    inclusion_proof,
    tree_root,
    verify_inclusion,
)
from .models import AuditCheckpoint, AuditEvent, SignedCheckpoint
from .record_verify import leaf_hash
from .store import DatabaseStore, log_size

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
REASON_LEAF = "its leaf hash or leaf index in the Merkle tree was altered"
REASON_SIGNED_ROOT = (
    "the tree up to this event differs from signed checkpoint #{checkpoint}"
)
REASON_TREE = "the stored Merkle tree differs from the tree of the events"
REASON_VERIFIED_GONE = (
    "missing: the last of the {size} events already verified is no longer in the chain"
)
REASON_VERIFIED_TREE = (
    "the stored Merkle tree of the first {size} events differs from the tree "
    "already verified (and signed) at that size"
)


@dataclass(frozen=True)
class ChainCheck:
    """The result of walking the chain: intact up to `verified_up_to`, or broken.

    `checked` counts the events walked in this run; `verified_count`, `head_hash`
    and (when intact) `root_hash`, the Merkle root of those events, describe the
    whole verified chain (what a checkpoint records, where a later walk resumes).
    """

    intact: bool
    checked: int
    verified_up_to: int | None
    broken_at: int | None = None
    reason: str = ""
    head_hash: str = GENESIS_HASH
    verified_count: int = 0
    root_hash: bytes = EMPTY_ROOT


@dataclass
class _Walk:
    prev_hash: str = GENESIS_HASH
    last_good: int | None = None
    count: int = 0
    checked: int = 0
    seen_checkpoints: set[int] = field(default_factory=set)
    frontier: Frontier | None = None
    signed: dict[int, SignedCheckpoint] | None = None
    # Subtrees completed by the events walked, not yet compared with the table:
    # (node, hash the events give, id of the event that completed it).
    nodes: list[tuple[tuple[int, int], bytes, int]] = field(default_factory=list)

    def nodes_check(self) -> ChainCheck | None:
        """Compare the pending subtrees with the stored ones, in one query."""
        pending, self.nodes = self.nodes, []
        if not pending:
            return None
        try:
            stored = DatabaseStore().subtree_hashes([node for node, _, _ in pending])
        except MissingNode:
            stored = []
        for (_, computed, event_id), found in zip(pending, stored, strict=False):
            if computed != found:
                return self.broken(event_id, REASON_TREE)
        if len(stored) != len(pending):
            return self.broken(pending[0][2], REASON_TREE)
        return None

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
        assert self.frontier is not None
        return ChainCheck(
            True,
            self.checked,
            self.last_good,
            None,
            "",
            self.prev_hash,
            self.count,
            self.frontier.root(),
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
    checkpoints, signed = _checkpoints()
    latest = max(checkpoints.values(), key=lambda cp: cp.event_id, default=None)
    walk = _Walk(frontier=Frontier(), signed=signed)
    after_id = 0
    if incremental and latest is not None:
        failure = _resume_from(latest, walk)
        if failure is not None:
            return failure
        after_id = latest.event_id
    return _walk_and_finish(
        walk, after_id, batch_size, checkpoints, every_checkpoint=not incremental
    )


def audit_chain_verify_after(
    *, size: int, root: bytes, batch_size: int = 5000
) -> ChainCheck:
    """Walk only the events after the first `size`, trusted as the tree `root`.

    `(size, root)` is a point already verified: a signed checkpoint, or where an
    earlier walk got to (`ChainCheck.verified_count`, `.root_hash`). The stored
    subtrees must still give that root, and the last trusted event must hash to
    what it stores and be leaf `size - 1` of that tree (its inclusion proof); from
    there every later event is checked as the full walk checks it. Signing a
    checkpoint comes here: it costs the events since the previous one, not the log.
    """
    checkpoints, signed = _checkpoints()
    walk = _Walk(frontier=Frontier(), signed=signed)
    if size == 0:
        if root != EMPTY_ROOT:
            return walk.broken(None, REASON_VERIFIED_TREE.format(size=size))
        return _walk_and_finish(walk, 0, batch_size, checkpoints)
    failure = _resume_from_tree(size, root, walk)
    if failure is not None:
        return failure
    assert walk.last_good is not None
    return _walk_and_finish(walk, walk.last_good, batch_size, checkpoints)


def audit_chain_verify_recent(*, batch_size: int = 5000) -> ChainCheck:
    """Walk the events since the newest point already verified; trust the rest.

    That point is the newest signed checkpoint (signed every few minutes, each
    after this same check), or the newest recorded one when it is further along.
    Quick enough for a web request or a signature; the scheduled whole-chain walk
    is what holds everything before it to account.
    """
    signed = SignedCheckpoint.objects.order_by("-id").first()
    recorded = AuditCheckpoint.objects.order_by("-event_id").first()
    if signed is not None and (recorded is None or signed.size >= recorded.event_count):
        return audit_chain_verify_after(
            size=signed.size, root=bytes(signed.root_hash), batch_size=batch_size
        )
    return audit_chain_verify(incremental=True, batch_size=batch_size)


def _checkpoints() -> tuple[dict[int, AuditCheckpoint], dict[int, SignedCheckpoint]]:
    """Recorded checkpoints by event id, and the first signed one of each size."""
    checkpoints = {
        cp.event_id: cp for cp in AuditCheckpoint.objects.order_by("event_id")
    }
    signed: dict[int, SignedCheckpoint] = {}
    for head in SignedCheckpoint.objects.order_by("id"):
        signed.setdefault(head.size, head)
    return checkpoints, signed


def _walk_and_finish(
    walk: _Walk,
    after_id: int,
    batch_size: int,
    checkpoints: dict[int, AuditCheckpoint],
    *,
    every_checkpoint: bool = False,
) -> ChainCheck:
    """Check every event after `after_id`, then the tail: checkpoints and tree."""
    for event in _events_in_order(batch_size, after_id):
        failure = _check_event(event, walk, checkpoints.get(event.pk))
        if failure is None and len(walk.nodes) >= 2 * batch_size:
            failure = walk.nodes_check()
        if failure is not None:
            return failure
    if (failure := walk.nodes_check()) is not None:
        return failure
    # Every recorded head must still be there: a clean cut at the tail leaves a
    # valid, shorter chain, and only a checkpoint past the cut shows it.
    latest = max(checkpoints.values(), key=lambda cp: cp.event_id, default=None)
    if latest is not None and (walk.last_good or 0) < latest.event_id:
        return walk.broken(
            latest.event_id, REASON_TRUNCATED.format(checkpoint=latest.pk)
        )
    if every_checkpoint:
        missing = set(checkpoints) - walk.seen_checkpoints
        if missing:
            gone = checkpoints[min(missing)]
            return walk.broken(gone.event_id, REASON_CHECKPOINT_GONE)
    assert walk.signed is not None and walk.frontier is not None
    newest_signed = max(walk.signed, default=0)
    if newest_signed > walk.count:
        return walk.broken(
            None, REASON_TRUNCATED.format(checkpoint=walk.signed[newest_signed].pk)
        )
    try:
        stored_root = tree_root(DatabaseStore(), walk.count)
    except MissingNode:
        stored_root = b""
    if stored_root != walk.frontier.root():
        return walk.broken(walk.last_good, REASON_TREE)
    return walk.intact()


def _resume_from_tree(size: int, root: bytes, walk: _Walk) -> ChainCheck | None:
    """Start `walk` after the first `size` events, trusted as far as they are the
    tree `root`: the stored tree, the last event's bytes and its leaf must agree."""
    event = AuditEvent.objects.filter(leaf_index=size - 1).first()
    if event is None:
        return walk.broken(None, REASON_VERIFIED_GONE.format(size=size))
    store = DatabaseStore()
    try:
        frontier = Frontier.from_store(store, size)
        proof = inclusion_proof(store, size - 1, size)
    except MissingNode:
        return walk.broken(event.pk, REASON_TREE)
    if frontier.root() != root:
        return walk.broken(event.pk, REASON_VERIFIED_TREE.format(size=size))
    data = _committed_bytes(event)
    if data is None or hashlib.sha256(data).hexdigest() != event.hash:
        return walk.broken(event.pk, REASON_CONTENT)
    leaf = leaf_hash(data)
    if bytes(event.leaf_hash) != leaf or event.leaf_index != size - 1:
        return walk.broken(event.pk, REASON_LEAF)
    if not verify_inclusion(leaf, size - 1, size, proof, root):
        return walk.broken(event.pk, REASON_VERIFIED_TREE.format(size=size))
    walk.prev_hash, walk.last_good, walk.count = event.hash, event.pk, size
    walk.frontier = frontier
    return None


def _resume_from(checkpoint: AuditCheckpoint, walk: _Walk) -> ChainCheck | None:
    event = AuditEvent.objects.filter(pk=checkpoint.event_id).first()
    if event is None:
        return walk.broken(
            checkpoint.event_id, REASON_TRUNCATED.format(checkpoint=checkpoint.pk)
        )
    if event.hash != checkpoint.event_hash:
        return walk.broken(event.pk, REASON_CHECKPOINT)
    data = _committed_bytes(event)
    if data is None or hashlib.sha256(data).hexdigest() != event.hash:
        return walk.broken(event.pk, REASON_CONTENT)
    if (
        bytes(event.leaf_hash) != leaf_hash(data)
        or event.leaf_index != checkpoint.event_count - 1
    ):
        return walk.broken(event.pk, REASON_LEAF)
    walk.prev_hash = event.hash
    walk.last_good = event.pk
    walk.count = checkpoint.event_count
    # The tree up to the checkpoint is trusted like its events: from the stored nodes.
    try:
        walk.frontier = Frontier.from_store(DatabaseStore(), walk.count)
    except MissingNode:
        return walk.broken(event.pk, REASON_TREE)
    return None


def _committed_bytes(event: AuditEvent) -> bytes | None:
    """The bytes the event commits to, or None when its stored fields no longer
    have the shape its salts describe (a field removed behind the app's back):
    that is a broken event to report, not a crash of the walk."""
    try:
        return event_bytes(event)
    except (KeyError, TypeError, ValueError):
        return None


def _check_event(
    event: AuditEvent, walk: _Walk, checkpoint: AuditCheckpoint | None
) -> ChainCheck | None:
    if event.prev_hash != walk.prev_hash:
        return walk.broken(event.pk, REASON_PREVIOUS)
    data = _committed_bytes(event)
    if data is None or hashlib.sha256(data).hexdigest() != event.hash:
        return walk.broken(event.pk, REASON_CONTENT)
    leaf = leaf_hash(data)
    if bytes(event.leaf_hash) != leaf or event.leaf_index != walk.count:
        return walk.broken(event.pk, REASON_LEAF)
    if checkpoint is not None:
        if checkpoint.event_hash != event.hash:
            return walk.broken(event.pk, REASON_CHECKPOINT)
        if checkpoint.event_count != walk.count + 1:
            return walk.broken(event.pk, REASON_COUNT)
        walk.seen_checkpoints.add(event.pk)
    assert walk.frontier is not None and walk.signed is not None
    walk.nodes += [
        (node, digest, event.pk) for node, digest in walk.frontier.append([leaf])
    ]
    head = walk.signed.get(walk.frontier.size)
    if head is not None and bytes(head.root_hash) != walk.frontier.root():
        return walk.broken(event.pk, REASON_SIGNED_ROOT.format(checkpoint=head.pk))
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


# --- proofs ------------------------------------------------------------------------

NO_SUCH_EVENT = "no audit event with that id"
SIZE_OUT_OF_RANGE = "the log has {size} events: choose a size from 1 to {size}"
NO_CHECKPOINT = "no signed checkpoint yet: sign one with manage.py audit_checkpoint"
EVENT_AFTER_SIZE = "event #{event} is leaf {index}, not in the first {size} events"
BAD_CONSISTENCY = "sizes must satisfy 0 <= from <= to <= {size}"


@dataclass(frozen=True)
class InclusionProof:
    event: AuditEvent
    size: int
    root: bytes
    proof: list[bytes]
    checkpoint: SignedCheckpoint | None


@dataclass(frozen=True)
class ConsistencyProof:
    old_size: int
    new_size: int
    old_root: bytes
    new_root: bytes
    proof: list[bytes]
    old_checkpoint: SignedCheckpoint | None
    new_checkpoint: SignedCheckpoint | None


def audit_user_payload_ids(*, user_id: str, key: str) -> set[int]:
    """The ids a user's own events name under payload `key` ("decision_id": the
    decisions they made), so what they did is found after their account is gone."""
    values = AuditEvent.objects.filter(
        actor_type=ActorType.USER, actor_id=user_id, payload__has_key=key
    ).values_list(f"payload__{key}", flat=True)
    return {value for value in values if isinstance(value, int)}


def audit_event_answer_id(*, event_id: int) -> int | None:
    """The answer an event is about, or None (no such event, or about no answer)."""
    return (
        AuditEvent.objects.filter(pk=event_id)
        .values_list("answer_id", flat=True)
        .first()
    )


def signed_checkpoint_latest() -> SignedCheckpoint | None:
    return SignedCheckpoint.objects.order_by("-id").first()


def signed_checkpoint_at(size: int) -> SignedCheckpoint | None:
    """The newest signed checkpoint of exactly `size` events, if one was signed."""
    return SignedCheckpoint.objects.filter(size=size).order_by("-id").first()


def audit_inclusion_proof(*, event_id: int, size: int | None) -> InclusionProof:
    """Prove event `event_id` is in the tree of `size` events (default: the newest
    signed checkpoint). Raise LookupError or ValueError with a message for the user.
    """
    event = AuditEvent.objects.filter(pk=event_id).first()
    if event is None:
        raise LookupError(NO_SUCH_EVENT)
    checkpoint: SignedCheckpoint | None
    if size is None:
        checkpoint = signed_checkpoint_latest()
        if checkpoint is None:
            raise LookupError(NO_CHECKPOINT)
        size = checkpoint.size
    else:
        _check_size(size, minimum=1)
        checkpoint = signed_checkpoint_at(size)
    if event.leaf_index >= size:
        raise ValueError(
            EVENT_AFTER_SIZE.format(event=event.pk, index=event.leaf_index, size=size)
        )
    store = DatabaseStore()
    return InclusionProof(
        event,
        size,
        tree_root(store, size),
        inclusion_proof(store, event.leaf_index, size),
        checkpoint,
    )


def audit_consistency_proof(*, old_size: int, new_size: int | None) -> ConsistencyProof:
    """Prove the tree of `new_size` events (default: now) extends that of `old_size`."""
    current = log_size()
    new_size = current if new_size is None else new_size
    if not 0 <= old_size <= new_size <= current:
        raise ValueError(BAD_CONSISTENCY.format(size=current))
    store = DatabaseStore()
    return ConsistencyProof(
        old_size,
        new_size,
        tree_root(store, old_size),
        tree_root(store, new_size),
        consistency_proof(store, old_size, new_size),
        signed_checkpoint_at(old_size),
        signed_checkpoint_at(new_size),
    )


def _check_size(size: int, minimum: int) -> None:
    current = log_size()
    if not minimum <= size <= current:
        raise ValueError(SIZE_OUT_OF_RANGE.format(size=current))
