"""Reads over the audit history."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .models import AuditEvent
from .services import GENESIS_HASH, event_hash


@dataclass(frozen=True)
class ChainCheck:
    """The result of walking the chain: intact up to `verified_up_to`, or broken."""

    intact: bool
    checked: int
    verified_up_to: int | None
    broken_at: int | None = None
    reason: str = ""


def audit_chain_verify(*, batch_size: int = 5000) -> ChainCheck:
    """Walk the chain in id order and report the first broken link."""
    prev_hash = GENESIS_HASH
    checked = 0
    last_good: int | None = None
    for event in _events_in_order(batch_size):
        if event.prev_hash != prev_hash:
            return ChainCheck(
                False, checked, last_good, event.pk, "previous hash differs"
            )
        if event_hash(event) != event.hash:
            return ChainCheck(
                False, checked, last_good, event.pk, "content was altered"
            )
        prev_hash = event.hash
        last_good = event.pk
        checked += 1
    return ChainCheck(True, checked, last_good)


def _events_in_order(batch_size: int) -> Iterator[AuditEvent]:
    last_id = 0
    while True:
        batch = list(
            AuditEvent.objects.filter(id__gt=last_id).order_by("id")[:batch_size]
        )
        if not batch:
            return
        yield from batch
        last_id = batch[-1].pk
