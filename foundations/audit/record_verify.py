"""Check a review record offline, with nothing but the log's public key.

    python -m foundations.audit.record_verify BUNDLE.json --public-key KEY.pem
    python foundations/audit/record_verify.py BUNDLE.json --public-key OLD.pem \\
        --public-key NEW.pem

This file is the whole verifier: the standard library and `cryptography`, no Django,
no project imports, so a court or a law firm can read it in one sitting and run it on
a fresh machine. The log's own code (`merkle.py`, `checkpoints.py`, `leaves.py`)
imports its verification functions *from here*, so what we check when we write is
exactly what an outsider checks when they read.

Exit status 0 when every check holds; 1 with one `FAIL <part>: <reason>` line per
failed part otherwise (2 for unusable arguments). The parts are named so a reader
knows where to look: `bundle`, `bundle signature`, `checkpoint`, `checkpoint
signature`, `event N`, `event N leaf`, `event N inclusion proof`, `answer`,
`evidence`, `report N`, `decision N` (N counts from 0, the position in the bundle's
list).

Hashes (RFC 9162, section 2.1)
    leaf hash  = SHA-256(0x00 || leaf bytes)
    node hash  = SHA-256(0x01 || left || right)
    empty tree = SHA-256("")

Canonical JSON: `json.dumps(sort_keys=True, separators=(",", ":"),
ensure_ascii=False, allow_nan=False)` encoded as UTF-8; floats in their shortest
round-trip form. (Close to, but not exactly, RFC 8785: keys sort by code point.)

Commitments (erasure without a broken log). A personal field (a name, a free-text
reason, answer text) enters a leaf only as a salted commitment:
    commitment = hex(SHA-256(salt || canonical JSON of the value)), salt = 32 bytes
and in the hashed bytes the value is replaced by {"$commitment": "<hex>"}. A record
that still holds the value carries its salt (hex) in `salts`, keyed by the field's
JSON Pointer (RFC 6901, e.g. "/payload/reason"); an erased record holds the marker
itself and no salt. Both give the same bytes, so erasing breaks no hash and no proof.

Checkpoint: a C2SP signed note (https://c2sp.org/signed-note) whose body is a C2SP
checkpoint (https://c2sp.org/tlog-checkpoint) with one extension line for the time:

    <origin>\\n
    <tree size, decimal>\\n
    <root hash, base64>\\n
    time <YYYY-MM-DDTHH:MM:SS.ffffffZ>\\n
    \\n
    \\u2014 <key name> <base64(key id (4 bytes) || Ed25519 signature of the body)>\\n

key id = SHA-256(key name || 0x0A || 0x01 || raw 32-byte public key)[:4]; the key
name is the origin. Because the id is derived from the key, a checkpoint signed
before a key rotation still verifies when the old public key is among those given.

Bundle (JSON object, format "citation-review/review-record/v1"):

    {
      "format": "citation-review/review-record/v1",
      "answer":    {"record": {"id": int, ...}, "salts": {pointer: hex}},
      "evidence":  {"record": {"answer_id": int, "chunks": [...]}, "salts": {}},
      "reports":   [{"record": {"id": int, ...}, "salts": {...}}, ...],
      "decisions": [{"record": {"id": int, ...}, "salts": {...}}, ...],
      "events": [
        {"leaf_index": int, "leaf_hash": hex, "inclusion_proof": [hex, ...],
         "event": {"action": str, "answer_id": int, "payload": {...}, ...},
         "salts": {pointer: hex}}, ...
      ],
      "checkpoint": "<signed note text>",
      "signature": {"key_name": str, "key_id": hex, "ed25519": base64}
    }

The bundle signature covers `b"citation-review review record v1\\n"` followed by the
canonical JSON of the bundle without its "signature" member. (The prefix keeps a
bundle signature from ever being mistaken for a checkpoint signature by the same key.)

How objects match events. A record's digest is hex(SHA-256(its committed canonical
bytes)), the same bytes a leaf would hash, so erasure keeps digests valid too:
- answer and evidence: the `answer.ingested` event about this answer carries
  `payload.answer_digest` and `payload.evidence_digest`;
- report N: a `verification.run` event with `payload.report_id` equal to the
  report's id carries `payload.report_digest`;
- decision N (comments are decisions): a `decision.*` or `comment.added` event with
  `payload.decision_id` carries `payload.decision_digest`.
Every such event must have its object in the bundle too, and every event must be
about the bundle's answer.

What a bundle cannot prove alone: that no event about the answer was left out (an
exporter holding the key could omit an event together with its object), nor that
the checkpoint is the one the log showed everyone. The second is the witness's job:
compare the checkpoint with the published ones (consistency proofs).
"""

from __future__ import annotations

import os
import sys

# Run by path, this file's directory comes first on sys.path; it is the audit app's
# package, whose selectors.py would shadow the standard library's. Only the standard
# library and `cryptography` may be imported, so drop it before importing them.
if __name__ == "__main__" and sys.path:
    if os.path.abspath(sys.path[0]) == os.path.dirname(os.path.abspath(__file__)):
        del sys.path[0]

import argparse
import base64
import binascii
import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

BUNDLE_FORMAT = "citation-review/review-record/v1"
BUNDLE_SIGNING_PREFIX = b"citation-review review record v1\n"
COMMITMENT_KEY = "$commitment"
SALT_BYTES = 32
LEAF_PREFIX = b"\x00"
NODE_PREFIX = b"\x01"
EMPTY_ROOT = hashlib.sha256(b"").digest()
SIGNATURE_DASH = "\u2014 "
ED25519_TYPE = b"\x01"
TIME_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"

INGESTED = "answer.ingested"
VERIFICATION_RUN = "verification.run"
DECISION_ACTIONS = frozenset(
    {
        "decision.approve",
        "decision.escalate",
        "decision.reject",
        "decision.reopen",
        "comment.added",
    }
)


# --- Merkle tree hashing (RFC 9162 section 2.1) ----------------------------------


def leaf_hash(data: bytes) -> bytes:
    """Return the hash of a leaf: SHA-256(0x00 || data)."""
    return hashlib.sha256(LEAF_PREFIX + data).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    """Return the hash of an interior node: SHA-256(0x01 || left || right)."""
    return hashlib.sha256(NODE_PREFIX + left + right).digest()


def verify_inclusion(
    leaf: bytes, index: int, size: int, proof: Sequence[bytes], root: bytes
) -> bool:
    """Whether `proof` shows leaf hash `leaf` at `index` of the tree `(size, root)`.

    RFC 9162 section 2.1.3.2, step by step.
    """
    if index < 0 or index >= size:
        return False
    fn, sn, r = index, size - 1, leaf
    for p in proof:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            r = node_hash(p, r)
            # A right-edge node with no sibling at this level: climb past it.
            while not fn & 1 and fn != 0:
                fn >>= 1
                sn >>= 1
        else:
            r = node_hash(r, p)
        fn >>= 1
        sn >>= 1
    return sn == 0 and r == root


def verify_consistency(
    old_size: int,
    new_size: int,
    old_root: bytes,
    new_root: bytes,
    proof: Sequence[bytes],
) -> bool:
    """Whether `proof` shows tree `(new_size, new_root)` extends `(old_size, old_root)`.

    RFC 9162 section 2.1.4.2 for 0 < old_size < new_size; the RFC leaves the edges
    to the caller: equal sizes need equal roots and an empty proof, and every tree
    extends the empty one (whose root must still be the empty hash).
    """
    if old_size < 0 or new_size < old_size:
        return False
    # CASE 1: the same tree.
    if old_size == new_size:
        return not proof and old_root == new_root
    # CASE 2: from nothing: nothing to prove, but the old root must be honest.
    if old_size == 0:
        return not proof and old_root == EMPTY_ROOT
    # CASE 3: the RFC's algorithm.
    if not proof:
        return False
    path = list(proof)
    if old_size & (old_size - 1) == 0:
        # The old tree is a perfect subtree of the new: its root starts the path.
        path.insert(0, old_root)
    fn, sn = old_size - 1, new_size - 1
    while fn & 1:
        fn >>= 1
        sn >>= 1
    fr = sr = path[0]
    for c in path[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr = node_hash(c, fr)
            sr = node_hash(c, sr)
            while not fn & 1 and fn != 0:
                fn >>= 1
                sn >>= 1
        else:
            sr = node_hash(sr, c)
        fn >>= 1
        sn >>= 1
    return fr == old_root and sr == new_root and sn == 0


# --- canonical bytes and commitments ---------------------------------------------


def canonical_json(value: Any) -> bytes:
    """Return the one byte encoding hashes and signatures cover."""
    return json.dumps(
        value,
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        allow_nan=False,
    ).encode("utf-8")


def commit_field(value: Any, salt: bytes) -> str:
    """Return the commitment to one personal value: hex SHA-256(salt || value)."""
    if len(salt) != SALT_BYTES:
        raise ValueError(f"a salt is {SALT_BYTES} bytes, not {len(salt)}")
    return hashlib.sha256(salt + canonical_json(value)).hexdigest()


def is_commitment(value: Any) -> bool:
    """Whether a field holds an erased value's commitment marker."""
    return (
        isinstance(value, dict)
        and set(value) == {COMMITMENT_KEY}
        and isinstance(value[COMMITMENT_KEY], str)
    )


def event_leaf_bytes(
    event: Mapping[str, Any], personal_fields: Mapping[str, Any]
) -> bytes:
    """Return the bytes a leaf commits to: the event with personal fields committed.

    `personal_fields` maps each personal field still present (a JSON Pointer) to its
    salt (bytes or hex). Erased fields already hold their marker and have no salt.
    """
    committed = json.loads(canonical_json(event))  # a deep copy, checked for JSON
    for pointer, salt in personal_fields.items():
        parent, key = pointer_target(committed, pointer)
        raw_salt = bytes.fromhex(salt) if isinstance(salt, str) else salt
        parent[key] = {COMMITMENT_KEY: commit_field(parent[key], raw_salt)}
    return canonical_json(committed)


def record_digest(record: Mapping[str, Any], salts: Mapping[str, Any]) -> str:
    """Return hex SHA-256 of a record's committed bytes (what events cite)."""
    return hashlib.sha256(event_leaf_bytes(record, salts)).hexdigest()


def pointer_target(document: Any, pointer: str) -> tuple[Any, Any]:
    """Return (container, key) of the existing field a JSON Pointer (RFC 6901) names."""
    if not pointer.startswith("/"):
        raise ValueError(f"not a JSON Pointer: {pointer!r}")
    tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]
    parent: Any = document
    for token in tokens[:-1]:
        parent = parent[int(token) if isinstance(parent, list) else token]
    key: Any = int(tokens[-1]) if isinstance(parent, list) else tokens[-1]
    # A salt for a field that is not there is an error, never a new field.
    if isinstance(parent, list) and not 0 <= key < len(parent):
        raise KeyError(pointer)
    if isinstance(parent, dict) and key not in parent:
        raise KeyError(pointer)
    return parent, key


# --- checkpoints: C2SP signed notes ----------------------------------------------


@dataclass(frozen=True)
class Checkpoint:
    """A tree head: the log `origin` had `size` leaves with `root_hash` at `time`."""

    origin: str
    size: int
    root_hash: bytes
    time: datetime

    def body(self) -> bytes:
        """Return the canonical bytes of the checkpoint (the signed note's text)."""
        if not self.origin or "\n" in self.origin:
            raise ValueError("a checkpoint origin is one non-empty line")
        stamp = self.time.astimezone(UTC).strftime(TIME_FORMAT)
        root = base64.b64encode(self.root_hash).decode("ascii")
        return f"{self.origin}\n{self.size}\n{root}\ntime {stamp}\n".encode()

    @classmethod
    def parse(cls, body: bytes) -> Checkpoint:
        """Parse checkpoint bytes; raise ValueError unless they are canonical."""
        lines = body.decode("utf-8").split("\n")
        if len(lines) != 5 or lines[4] != "":
            raise ValueError("a checkpoint has four lines, each ending in a newline")
        origin, size, root, stamp = lines[:4]
        if not size.isdigit() or (size != "0" and size.startswith("0")):
            raise ValueError(f"tree size {size!r} is not a decimal number")
        if not stamp.startswith("time "):
            raise ValueError("the fourth line is not 'time <timestamp>'")
        parsed = cls(
            origin,
            int(size),
            base64.b64decode(root, validate=True),
            datetime.strptime(stamp[5:], TIME_FORMAT).replace(tzinfo=UTC),
        )
        if len(parsed.root_hash) != 32 or parsed.body() != body:
            raise ValueError("the checkpoint is not in its canonical form")
        return parsed


def key_id(name: str, public_key: Ed25519PublicKey) -> bytes:
    """Return the C2SP note key id: 4 bytes derived from the name and the key."""
    material = name.encode() + b"\n" + ED25519_TYPE + public_key.public_bytes_raw()
    return hashlib.sha256(material).digest()[:4]


def verify_note(
    note: str, public_keys: Iterable[Ed25519PublicKey]
) -> tuple[bytes, str, bytes]:
    """Return (body, key name, key id) of the first signature made by a known key.

    Signatures by unknown keys (a witness's cosignature, a retired key not given)
    are skipped; raise ValueError if none verifies.
    """
    body, sep, block = note.rpartition("\n\n")
    if not sep or not block.endswith("\n"):
        raise ValueError("not a signed note: no blank line before signatures")
    data = (body + "\n").encode()
    keys = list(public_keys)
    for line in block[:-1].split("\n"):
        name, signature = _signature_line(line)
        for key in keys:
            if signature[:4] == key_id(name, key) and _ed25519_ok(
                key, signature[4:], data
            ):
                return data, name, signature[:4]
    raise ValueError("no signature by a known public key verifies")


def verify_checkpoint(
    note: str, public_keys: Iterable[Ed25519PublicKey]
) -> tuple[Checkpoint, bytes]:
    """Return the checkpoint a signed note carries and the id of the key that signed.

    Raise ValueError when no known key signed it or the body is not a checkpoint.
    """
    body, name, kid = verify_note(note, public_keys)
    checkpoint = Checkpoint.parse(body)
    if name != checkpoint.origin:
        raise ValueError(f"signed by key {name!r}, not the log {checkpoint.origin!r}")
    return checkpoint, kid


def _signature_line(line: str) -> tuple[str, bytes]:
    if not line.startswith(SIGNATURE_DASH):
        raise ValueError(f"not a signature line: {line[:40]!r}")
    name, _, encoded = line[len(SIGNATURE_DASH) :].rpartition(" ")
    try:
        signature = base64.b64decode(encoded, validate=True)
    except binascii.Error as error:
        raise ValueError(f"signature is not base64: {error}") from None
    if not name or len(signature) < 5:
        raise ValueError(f"malformed signature line: {line[:40]!r}")
    return name, signature


def _ed25519_ok(key: Ed25519PublicKey, signature: bytes, data: bytes) -> bool:
    try:
        key.verify(signature, data)
    except InvalidSignature:
        return False
    return True


def bundle_signing_bytes(bundle: Mapping[str, Any]) -> bytes:
    """Return what a bundle's signature covers."""
    unsigned = {k: v for k, v in bundle.items() if k != "signature"}
    return BUNDLE_SIGNING_PREFIX + canonical_json(unsigned)


# --- the bundle check -------------------------------------------------------------


@dataclass(frozen=True)
class Failure:
    """One part of a bundle that did not verify, and why."""

    part: str
    reason: str

    def __str__(self) -> str:
        return f"FAIL {self.part}: {self.reason}"


class _Check:
    """Collect failures part by part; a malformed part fails, it never crashes."""

    def __init__(self) -> None:
        self.failures: list[Failure] = []

    def fail(self, part: str, reason: str) -> None:
        self.failures.append(Failure(part, reason))

    def run(self, part: str, step: Any, *args: Any) -> Any:
        try:
            return step(*args)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
            self.fail(part, f"malformed: {type(error).__name__}: {error}")
            return None


def verify_bundle(
    bundle: Any, public_keys: Sequence[Ed25519PublicKey]
) -> list[Failure]:
    """Check every part of a review record; return the failures (none: it holds)."""
    check = _Check()
    if not isinstance(bundle, dict) or bundle.get("format") != BUNDLE_FORMAT:
        check.fail("bundle", f"not a {BUNDLE_FORMAT} object")
        return check.failures
    check.run("bundle signature", _check_bundle_signature, check, bundle, public_keys)
    checkpoint = check.run("checkpoint", _check_checkpoint, check, bundle, public_keys)
    events = bundle.get("events")
    if not isinstance(events, list):
        check.fail("bundle", "events is not a list")
        return check.failures
    for n, entry in enumerate(events):
        check.run(f"event {n}", _check_event, check, n, entry, checkpoint)
    check.run("answer", _check_objects, check, bundle, events)
    return check.failures


def _check_bundle_signature(
    check: _Check, bundle: Mapping[str, Any], keys: Sequence[Ed25519PublicKey]
) -> None:
    signature = bundle["signature"]
    name, value = signature["key_name"], base64.b64decode(signature["ed25519"])
    data = bundle_signing_bytes(bundle)
    for key in keys:
        if key_id(name, key).hex() == signature["key_id"] and _ed25519_ok(
            key, value, data
        ):
            return
    check.fail("bundle signature", "no known public key signed this bundle as it is")


def _check_checkpoint(
    check: _Check, bundle: Mapping[str, Any], keys: Sequence[Ed25519PublicKey]
) -> Checkpoint | None:
    note = bundle["checkpoint"]
    body = note.rpartition("\n\n")[0].encode() + b"\n"
    checkpoint = Checkpoint.parse(body)  # malformed: fails as "checkpoint"
    try:
        verify_checkpoint(note, keys)
    except ValueError as error:
        check.fail("checkpoint signature", str(error))
    return checkpoint


def _check_event(
    check: _Check, n: int, entry: Mapping[str, Any], checkpoint: Checkpoint | None
) -> None:
    leaf = leaf_hash(event_leaf_bytes(entry["event"], entry["salts"]))
    stated = bytes.fromhex(entry["leaf_hash"])
    if leaf != stated:
        check.fail(f"event {n} leaf", "its fields do not hash to its leaf hash")
    if checkpoint is None:
        check.fail(f"event {n} inclusion proof", "no checkpoint to prove against")
        return
    proof = [bytes.fromhex(h) for h in entry["inclusion_proof"]]
    index = entry["leaf_index"]
    if not isinstance(index, int) or not verify_inclusion(
        stated, index, checkpoint.size, proof, checkpoint.root_hash
    ):
        check.fail(
            f"event {n} inclusion proof",
            f"does not prove leaf {index} in the checkpoint of size {checkpoint.size}",
        )


def _check_objects(
    check: _Check, bundle: Mapping[str, Any], events: list[Mapping[str, Any]]
) -> None:
    answer_id = bundle["answer"]["record"]["id"]
    for n, entry in enumerate(events):
        if entry["event"].get("answer_id") != answer_id:
            check.fail(f"event {n}", f"is not about answer {answer_id}")
    ingested = [e["event"] for e in events if e["event"]["action"] == INGESTED]
    if len(ingested) != 1:
        check.fail("answer", f"{len(ingested)} {INGESTED} events, expected one")
    else:
        payload = ingested[0]["payload"]
        for part in ("answer", "evidence"):
            check.run(part, _check_digest, check, part, bundle[part], payload, part)
    _check_recorded(check, bundle, events, "reports", "report", {VERIFICATION_RUN})
    _check_recorded(check, bundle, events, "decisions", "decision", DECISION_ACTIONS)


def _check_digest(
    check: _Check,
    part: str,
    entry: Mapping[str, Any],
    payload: Mapping[str, Any],
    kind: str,
) -> None:
    """Fail `part` unless the object hashes to the digest its event recorded."""
    if record_digest(entry["record"], entry["salts"]) != payload.get(f"{kind}_digest"):
        check.fail(part, "differs from the digest its event recorded")


def _check_recorded(
    check: _Check,
    bundle: Mapping[str, Any],
    events: list[Mapping[str, Any]],
    member: str,
    kind: str,
    actions: Iterable[str],
) -> None:
    """Match each object to the event that recorded its digest, and back."""
    actions = set(actions)
    recorded = {
        e["event"]["payload"].get(f"{kind}_id"): (n, e["event"]["payload"])
        for n, e in enumerate(events)
        if e["event"]["action"] in actions
    }
    seen = set()
    for n, entry in enumerate(bundle[member]):
        object_id = check.run(f"{kind} {n}", lambda e: e["record"]["id"], entry)
        seen.add(object_id)
        if object_id not in recorded:
            check.fail(f"{kind} {n}", f"no event records {kind} {object_id}")
            continue
        payload = recorded[object_id][1]
        check.run(
            f"{kind} {n}", _check_digest, check, f"{kind} {n}", entry, payload, kind
        )
    for object_id, (n, _) in recorded.items():
        if object_id not in seen:
            check.fail(f"event {n}", f"records {kind} {object_id}, missing from bundle")


# --- command line -----------------------------------------------------------------


def load_public_key(pem: bytes) -> Ed25519PublicKey:
    """Return the Ed25519 public key in PEM bytes; raise ValueError for another kind."""
    key = serialization.load_pem_public_key(pem)
    if not isinstance(key, Ed25519PublicKey):
        raise ValueError("the public key is not an Ed25519 key")
    return key


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="record_verify", description="Verify a review record offline."
    )
    parser.add_argument("bundle", type=Path, help="the review record (JSON)")
    parser.add_argument(
        "--public-key",
        type=Path,
        action="append",
        required=True,
        help="the log's Ed25519 public key (PEM); repeat for keys used before rotation",
    )
    args = parser.parse_args(argv)
    try:
        keys = [load_public_key(path.read_bytes()) for path in args.public_key]
        bundle = json.loads(args.bundle.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"FAIL bundle: cannot read input: {error}", file=sys.stderr)
        return 1
    failures = verify_bundle(bundle, keys)
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        return 1
    print(_summary(bundle, keys))
    return 0


def _summary(bundle: Mapping[str, Any], keys: Sequence[Ed25519PublicKey]) -> str:
    checkpoint, kid = verify_checkpoint(bundle["checkpoint"], keys)
    return (
        f"OK review record for answer {bundle['answer']['record']['id']}: "
        f"{len(bundle['events'])} events proven in {checkpoint.origin} at size "
        f"{checkpoint.size} ({checkpoint.time.strftime(TIME_FORMAT)}, key {kid.hex()})"
    )


if __name__ == "__main__":
    sys.exit(main())
