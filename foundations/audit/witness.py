"""Publish signed checkpoints outside the database; check the log against them.

Someone able to write the database can rewrite an event and re-hash everything after
it: the chain, the leaves, the stored tree, even re-sign checkpoints if they hold the
key. What they cannot rewrite is a checkpoint already copied elsewhere (a file on
other storage, a transparency service, a regulator's inbox). `audit_witness` takes
every published checkpoint and asks the log for a consistency proof from it to the
tree now: a rewritten history has a different tree at the old size, and no proof
connects the published root to it.

The published file holds one JSON object per line, `{"note": "<signed note>"}`, so
notes (which contain blank lines) stay one record each and appending is atomic
enough for one writer.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from .merkle import MissingNode, consistency_proof, tree_root
from .record_verify import verify_checkpoint, verify_consistency
from .store import DatabaseStore, log_size

WITNESS_OK = "consistent"
WITNESS_BAD_SIGNATURE = "signature does not verify: {error}"
WITNESS_TRUNCATED = "published size {size} but the log now has {current} events"
WITNESS_INCONSISTENT = (
    "the log now does not extend it: history was rewritten after it was published"
)
WITNESS_MALFORMED = "line {line} is not a published checkpoint: {error}"


def checkpoint_publish(note: str, target: str) -> None:
    """Append a signed note to a file, or POST it to an http(s) URL."""
    if target.startswith(("http://", "https://")):
        request = urllib.request.Request(  # noqa: S310 (the scheme is checked above)
            target,
            data=note.encode(),
            headers={"Content-Type": "text/plain; charset=utf-8"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=10):  # noqa: S310
            return
    with Path(target).open("a", encoding="utf-8") as file:
        file.write(json.dumps({"note": note}) + "\n")


def published_notes(path: str | Path) -> list[str]:
    """Return the notes a published file holds, oldest first (ValueError: malformed)."""
    notes = []
    text = Path(path).read_text(encoding="utf-8")
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            notes.append(json.loads(line)["note"])
        except (ValueError, KeyError, TypeError) as error:
            raise ValueError(
                WITNESS_MALFORMED.format(line=number, error=error)
            ) from None
    return notes


@dataclass(frozen=True)
class WitnessResult:
    """One published checkpoint against the log now."""

    size: int | None
    ok: bool
    reason: str


@dataclass
class WitnessReport:
    current_size: int
    results: list[WitnessResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(result.ok for result in self.results)

    @property
    def failures(self) -> list[WitnessResult]:
        return [result for result in self.results if not result.ok]


def witness_check(
    notes: Iterable[str], public_keys: Sequence[Ed25519PublicKey]
) -> WitnessReport:
    """Check each published checkpoint is consistent with the log now."""
    store = DatabaseStore()
    current = log_size()
    current_root = tree_root(store, current)
    report = WitnessReport(current)
    for note in notes:
        try:
            checkpoint, _ = verify_checkpoint(note, public_keys)
        except ValueError as error:
            report.results.append(
                WitnessResult(None, False, WITNESS_BAD_SIGNATURE.format(error=error))
            )
            continue
        size = checkpoint.size
        if size > current:
            reason = WITNESS_TRUNCATED.format(size=size, current=current)
            report.results.append(WitnessResult(size, False, reason))
            continue
        try:
            proof = consistency_proof(store, size, current)
        except MissingNode:
            proof = []
        ok = verify_consistency(
            size, current, checkpoint.root_hash, current_root, proof
        )
        report.results.append(
            WitnessResult(size, ok, WITNESS_OK if ok else WITNESS_INCONSISTENT)
        )
    return report
