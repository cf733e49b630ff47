"""Signed checkpoints: canonical bytes, Ed25519 signatures, key rotation."""

from __future__ import annotations

import base64
import hashlib
from datetime import UTC, datetime

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from foundations.audit.checkpoints import (
    Checkpoint,
    checkpoint_open,
    checkpoint_sign,
    key_id,
    load_private_key,
    load_public_key,
    public_key_pem,
)

ORIGIN = "citation-review/audit"
ROOT = hashlib.sha256(b"root").digest()
WHEN = datetime(2026, 12, 1, 4, 7, 59, 123456, tzinfo=UTC)


@pytest.fixture
def key() -> Ed25519PrivateKey:
    return Ed25519PrivateKey.generate()


def checkpoint(size: int = 10_000_000, root: bytes = ROOT) -> Checkpoint:
    return Checkpoint(ORIGIN, size, root, WHEN)


def test_canonical_bytes_are_the_c2sp_checkpoint_text():
    """Origin, size, base64 root, then the time as an extension line, LF-terminated."""
    assert checkpoint().body() == (
        b"citation-review/audit\n10000000\n"
        + base64.b64encode(ROOT)
        + b"\ntime 2026-12-01T04:07:59.123456Z\n"
    )
    assert Checkpoint.parse(checkpoint().body()) == checkpoint()


@pytest.mark.parametrize(
    "body",
    [
        b"citation-review/audit\n010\nAAAA\ntime 2026-12-01T04:07:59.000000Z\n",
        b"citation-review/audit\n10\n" + base64.b64encode(ROOT) + b"\n",
        b"citation-review/audit\n-1\n" + base64.b64encode(ROOT) + b"\ntime x\n",
        b"citation-review/audit\n10\n"
        + base64.b64encode(ROOT[:31])
        + b"\ntime 2026-12-01T04:07:59.000000Z\n",
        b"citation-review/audit\n10\n"
        + base64.b64encode(ROOT)
        + b"\ntime 2026-12-01T04:07:59Z\n",
    ],
    ids=["leading zero", "no time", "negative", "short root", "short time"],
)
def test_non_canonical_bodies_are_refused(body):
    """There is exactly one encoding of a checkpoint; anything else is not one."""
    with pytest.raises(ValueError):
        Checkpoint.parse(body)


def test_round_trip_returns_the_checkpoint_and_the_key_id(key):
    """A signed checkpoint opens with its public key to the same values."""
    signed = checkpoint_sign(checkpoint(), key)

    opened = checkpoint_open(signed.note, [key.public_key()])

    assert opened.checkpoint == checkpoint()
    assert opened.key_id == signed.key_id == key_id(ORIGIN, key.public_key())
    assert signed.note.startswith(checkpoint().body().decode() + "\n\u2014 " + ORIGIN)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("\n10000000\n", "\n10000001\n"),
        ("time 2026-12-01T04:07:59", "time 2026-12-02T04:07:59"),
        ("citation-review/audit\n", "citation-review/audix\n"),
        (base64.b64encode(ROOT).decode(), base64.b64encode(ROOT[::-1]).decode()),
    ],
    ids=["size", "time", "origin", "root"],
)
def test_a_tampered_field_is_refused(key, old, new):
    """Changing any field of the body breaks the signature."""
    note = checkpoint_sign(checkpoint(), key).note
    assert old in note

    with pytest.raises(ValueError):
        checkpoint_open(note.replace(old, new, 1), [key.public_key()])


def test_a_tampered_signature_is_refused(key):
    """One flipped bit of the signature, or of its key id, and nothing verifies."""
    note = checkpoint_sign(checkpoint(), key).note
    prefix, _, encoded = note.rstrip("\n").rpartition(" ")
    raw = base64.b64decode(encoded)
    for position in (0, 10, len(raw) - 1):
        forged = bytearray(raw)
        forged[position] ^= 1
        tampered = f"{prefix} {base64.b64encode(bytes(forged)).decode()}\n"
        with pytest.raises(ValueError):
            checkpoint_open(tampered, [key.public_key()])


def test_a_different_key_is_refused(key):
    """A checkpoint signed by a key not among the known ones does not open."""
    note = checkpoint_sign(checkpoint(), Ed25519PrivateKey.generate()).note
    with pytest.raises(ValueError, match="known public key"):
        checkpoint_open(note, [key.public_key()])


def test_rotation_keeps_old_checkpoints_verifiable(key):
    """After rotating, old checkpoints verify with the old key among the known ones."""
    old_key, new_key = key, Ed25519PrivateKey.generate()
    old = checkpoint_sign(checkpoint(100), old_key)
    new = checkpoint_sign(checkpoint(200), new_key)
    known = [new_key.public_key(), old_key.public_key()]

    assert checkpoint_open(old.note, known).key_id == key_id(
        ORIGIN, old_key.public_key()
    )
    assert checkpoint_open(new.note, known).checkpoint.size == 200
    with pytest.raises(ValueError):
        checkpoint_open(old.note, [new_key.public_key()])


def test_a_cosignature_by_an_unknown_key_is_skipped(key):
    """A witness's extra signature line does not stop the log's own from verifying."""
    signed = checkpoint_sign(checkpoint(), key)
    witness = base64.b64encode(b"\x01\x02\x03\x04" + b"\x00" * 64).decode()
    note = signed.note.replace(
        "\n\u2014 ", f"\n\u2014 witness.example {witness}\n\u2014 ", 1
    )
    assert checkpoint_open(note, [key.public_key()]).checkpoint == checkpoint()


def test_keys_round_trip_through_pem(key):
    """The public key served to verifiers is PEM, and so is the signing key on disk."""
    from cryptography.hazmat.primitives import serialization

    private_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    loaded = load_private_key(private_pem)
    public = load_public_key(public_key_pem(loaded))
    note = checkpoint_sign(checkpoint(), loaded).note
    assert checkpoint_open(note, [public]).checkpoint == checkpoint()
