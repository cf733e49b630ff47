"""The log's signing key and the public keys that verify its checkpoints.

The private key comes from `AUDIT_SIGNING_KEY` (PEM text, e.g. from a secret store)
or `AUDIT_SIGNING_KEY_FILE` (a path). Without either, a development key is generated
once into `AUDIT_DEV_KEY_FILE` when `AUDIT_DEV_KEY` allows it (development, the demo,
tests); production settings turn that off, so a missing key is an error there rather
than a silently new identity for the log.

Rotation: put the new key in AUDIT_SIGNING_KEY and the old public key in
`AUDIT_PUBLIC_KEYS` (PEM texts) or `AUDIT_PUBLIC_KEY_FILES`. Key ids are derived from
the keys (checkpoints.py), so every checkpoint verifies against the set.
"""

from __future__ import annotations

import os
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import (
    Ed25519PrivateKey,
    Ed25519PublicKey,
)
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from .checkpoints import load_private_key, load_public_key, public_key_pem

NO_KEY_MESSAGE = (
    "No audit signing key: set AUDIT_SIGNING_KEY or AUDIT_SIGNING_KEY_FILE "
    '(see docs/operations.md, "The audit signing key").'
)
KEY_FILE_UNREADABLE = (
    "Cannot read the audit signing key from AUDIT_SIGNING_KEY_FILE ({path}): {error}"
)


class SigningKeyMissing(ImproperlyConfigured):
    """No key to sign with: pages and the API refuse plainly (503), never a 500."""


_cache: dict[tuple[object, ...], Ed25519PrivateKey] = {}


def signing_key() -> Ed25519PrivateKey:
    """Return the key that signs new checkpoints and review records."""
    source = (
        settings.AUDIT_SIGNING_KEY,
        settings.AUDIT_SIGNING_KEY_FILE,
        settings.AUDIT_DEV_KEY,
        str(settings.AUDIT_DEV_KEY_FILE),
    )
    if source not in _cache:
        _cache[source] = _load_signing_key()
    return _cache[source]


def _load_signing_key() -> Ed25519PrivateKey:
    if settings.AUDIT_SIGNING_KEY:
        return load_private_key(settings.AUDIT_SIGNING_KEY.encode())
    if settings.AUDIT_SIGNING_KEY_FILE:
        path = Path(settings.AUDIT_SIGNING_KEY_FILE)
        try:
            pem = path.read_bytes()
        except OSError as error:
            raise SigningKeyMissing(
                KEY_FILE_UNREADABLE.format(path=path, error=error.strerror)
            ) from None
        return load_private_key(pem)
    if not settings.AUDIT_DEV_KEY:
        raise SigningKeyMissing(NO_KEY_MESSAGE)
    path = Path(settings.AUDIT_DEV_KEY_FILE)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        pem = Ed25519PrivateKey.generate().private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        # Created readable by its owner only; O_EXCL so two processes never race.
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass
        else:
            with os.fdopen(fd, "wb") as file:
                file.write(pem)
    return load_private_key(path.read_bytes())


def public_keys() -> list[Ed25519PublicKey]:
    """Return the current public key first, then every retired one configured."""
    keys = [signing_key().public_key()]
    pems = [pem.encode() for pem in settings.AUDIT_PUBLIC_KEYS]
    pems += [Path(path).read_bytes() for path in settings.AUDIT_PUBLIC_KEY_FILES]
    keys += [load_public_key(pem) for pem in pems]
    return keys


def current_public_key_pem() -> str:
    return public_key_pem(signing_key()).decode("ascii")


def all_public_keys_pem() -> str:
    """Every public key that verifies some checkpoint, current first, as PEM blocks."""
    return "".join(public_key_pem(key).decode("ascii") for key in public_keys())
