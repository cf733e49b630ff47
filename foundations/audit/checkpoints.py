"""Signed checkpoints: the log's size and root at a moment, signed with Ed25519.

A checkpoint is a C2SP checkpoint (https://c2sp.org/tlog-checkpoint) inside a C2SP
signed note (https://c2sp.org/signed-note), so tools built for transparency logs
(Go's `golang.org/x/mod/sumdb/note`, witnesses) read it as well as our verifier. Its
canonical bytes, one line each, every line ending in a newline:

    citation-review/audit          origin: names the log, and the key that signs it
    10000000                       tree size, decimal, no leading zeros
    4mHn...2f8=                    root hash, standard base64 of 32 bytes
    time 2026-12-01T04:07:59.123456Z

then a blank line and one signature line per signer:

    \u2014 citation-review/audit <base64(key id || 64-byte Ed25519 signature)>

The key id is the first 4 bytes of SHA-256(origin || "\\n" || 0x01 || public key),
derived from the key alone, so rotating the key never orphans a checkpoint: keep the
retired public keys in the verifier's list and old checkpoints still verify, while
new ones are signed by the new key. Parsing and verification live in
`record_verify.py` (the offline verifier), signing lives here.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)

from .record_verify import (
    SIGNATURE_DASH,
    Checkpoint,
    bundle_signing_bytes,
    key_id,
    load_public_key,
    verify_checkpoint,
)

__all__ = [
    "Checkpoint",
    "SignedCheckpoint",
    "checkpoint_open",
    "checkpoint_sign",
    "bundle_sign",
    "key_id",
    "load_private_key",
    "load_public_key",
    "public_key_pem",
]


@dataclass(frozen=True)
class SignedCheckpoint:
    """A checkpoint, its signed-note text, and the id of the key that signed it."""

    checkpoint: Checkpoint
    key_id: bytes
    note: str


def load_private_key(pem: bytes, password: bytes | None = None) -> Ed25519PrivateKey:
    """Return the Ed25519 private key in PEM bytes (from the environment or a file)."""
    key = serialization.load_pem_private_key(pem, password=password)
    if not isinstance(key, Ed25519PrivateKey):
        raise ValueError("the signing key is not an Ed25519 key")
    return key


def public_key_pem(key: Ed25519PrivateKey | Ed25519PublicKey) -> bytes:
    """Return the public key as PEM (SubjectPublicKeyInfo), what verifiers are given."""
    public = key.public_key() if isinstance(key, Ed25519PrivateKey) else key
    return public.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )


def checkpoint_sign(
    checkpoint: Checkpoint, private_key: Ed25519PrivateKey
) -> SignedCheckpoint:
    """Sign a checkpoint with the log's key; the key is named by the log's origin."""
    body = checkpoint.body()
    kid = key_id(checkpoint.origin, private_key.public_key())
    signature = base64.b64encode(kid + private_key.sign(body)).decode("ascii")
    note = f"{body.decode()}\n{SIGNATURE_DASH}{checkpoint.origin} {signature}\n"
    return SignedCheckpoint(checkpoint, kid, note)


def checkpoint_open(
    note: str, public_keys: Iterable[Ed25519PublicKey]
) -> SignedCheckpoint:
    """Return the checkpoint a note carries once a known key's signature verifies.

    Raise ValueError otherwise (unknown key, altered text, not a checkpoint).
    """
    checkpoint, kid = verify_checkpoint(note, public_keys)
    return SignedCheckpoint(checkpoint, kid, note)


def bundle_sign(
    bundle: Mapping[str, Any], private_key: Ed25519PrivateKey, key_name: str
) -> dict[str, Any]:
    """Return the review-record bundle with its `signature` member (re)computed."""
    unsigned = {k: v for k, v in bundle.items() if k != "signature"}
    signature = private_key.sign(bundle_signing_bytes(unsigned))
    return {
        **unsigned,
        "signature": {
            "key_name": key_name,
            "key_id": key_id(key_name, private_key.public_key()).hex(),
            "ed25519": base64.b64encode(signature).decode("ascii"),
        },
    }
