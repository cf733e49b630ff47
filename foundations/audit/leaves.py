"""Erasure-friendly leaves: personal fields enter the log only as salted commitments.

An event (or any record an event cites: an answer, a decision) is a JSON object. Its
personal fields (names, free-text reasons, comments, answer text) are named by JSON
Pointers; the leaf commits to each through `H(salt || canonical value)` with a fresh
32-byte salt, stored beside the event, never in the leaf. Erasing a person deletes
their values and salts and leaves the commitment in their place: the committed bytes
are unchanged, so the leaf hash, every inclusion and consistency proof, and every
signed checkpoint still verify, and the erased field shows as erased. A salt is what
keeps a short value ("approve", a common name) from being guessed by hashing
candidates against the commitment.

The canonical encoding and the commitment functions live in `record_verify.py`, the
offline verifier, and are imported from there: the bytes we hash when writing are the
bytes an outsider hashes when checking.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .record_verify import (
    COMMITMENT_KEY,
    SALT_BYTES,
    canonical_json,
    commit_field,
    event_leaf_bytes,
    is_commitment,
    leaf_hash,
    pointer_target,
    record_digest,
)

__all__ = [
    "PERSONAL_EVENT_FIELDS",
    "Sealed",
    "canonical_json",
    "commit_field",
    "event_leaf_bytes",
    "is_commitment",
    "record_digest",
    "salts_draw",
    "seal",
]

# The fields of an audit event that can name or quote a person, wherever present:
# the actor's label ("user:alice"), free text typed by reviewers and QA, the name
# typed at the login form and the address it came from.
PERSONAL_EVENT_FIELDS = (
    "/actor_label",
    "/payload/reason",
    "/payload/comment",
    "/payload/note",
    "/payload/username",
    "/payload/ip",
)


@dataclass(frozen=True)
class Sealed:
    """A record as stored beside the log: values, and the salts of personal ones.

    `record` holds each personal value until it is erased, then its commitment
    marker `{"$commitment": hex}`; `salts` maps the JSON Pointer of every personal
    value still present to its salt (hex).
    """

    record: dict[str, Any]
    salts: dict[str, str] = field(default_factory=dict)

    def leaf_bytes(self) -> bytes:
        """Return the bytes the log commits to (the same before and after erasure)."""
        return event_leaf_bytes(self.record, self.salts)

    def leaf_hash(self) -> bytes:
        return leaf_hash(self.leaf_bytes())

    def digest(self) -> str:
        """Return the hex digest an event cites when it records this object."""
        return record_digest(self.record, self.salts)

    def erase(self, pointers: Iterable[str] | None = None) -> Sealed:
        """Return the record with these personal values (default: all) erased."""
        targets = set(self.salts if pointers is None else pointers)
        unknown = targets - set(self.salts)
        if unknown:
            raise KeyError(f"not a personal field still present: {sorted(unknown)}")
        record = _copy(self.record)
        for pointer in targets:
            commitment = commit_field(
                _get(record, pointer), bytes.fromhex(self.salts[pointer])
            )
            _set(record, pointer, {COMMITMENT_KEY: commitment})
        salts = {p: s for p, s in self.salts.items() if p not in targets}
        return Sealed(record, salts)

    def erased_fields(
        self, pointers: Iterable[str] = PERSONAL_EVENT_FIELDS
    ) -> list[str]:
        """Return which of these fields hold a commitment instead of a value."""
        return [
            p
            for p in pointers
            if _has(self.record, p) and is_commitment(_get(self.record, p))
        ]


def salts_draw(
    pointers: Iterable[str], *, random_bytes: Callable[[int], bytes] = os.urandom
) -> dict[str, str]:
    """Return a fresh salt (hex) for each of these fields, for a record about to be
    written whose digest an event will cite (a decision: its reason, its comment)."""
    return {pointer: random_bytes(SALT_BYTES).hex() for pointer in pointers}


def seal(
    record: Mapping[str, Any],
    personal_fields: Iterable[str] = PERSONAL_EVENT_FIELDS,
    *,
    random_bytes: Callable[[int], bytes] = os.urandom,
) -> Sealed:
    """Draw a fresh salt for each personal field the record has; skip absent ones."""
    copy = _copy(record)
    salts = {
        pointer: random_bytes(SALT_BYTES).hex()
        for pointer in personal_fields
        if _has(copy, pointer)
    }
    return Sealed(copy, salts)


def _copy(record: Mapping[str, Any]) -> dict[str, Any]:
    # Through the canonical encoding: a deep copy that also refuses non-JSON values.
    copy: dict[str, Any] = json.loads(canonical_json(record))
    return copy


def _has(document: Any, pointer: str) -> bool:
    try:
        pointer_target(document, pointer)
    except (KeyError, IndexError, TypeError, ValueError):
        return False
    return True


def _get(document: Any, pointer: str) -> Any:
    parent, key = pointer_target(document, pointer)
    return parent[key]


def _set(document: Any, pointer: str, value: Any) -> None:
    parent, key = pointer_target(document, pointer)
    parent[key] = value
