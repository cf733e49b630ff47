"""What production refuses to start with, as functions the settings and tests share.

Kept out of `config/settings/production.py` so tests can check a key without
loading (and so refusing) the production settings themselves.
"""

from __future__ import annotations

import math
from collections import Counter

from django.core.exceptions import ImproperlyConfigured

from config.settings.base import DEV_SECRET_KEY

# ruff: noqa: S105 (messages about the key, not keys)

DEBUG_ON = "DEBUG must be off in production."
SECRET_KEY_MISSING = (
    "SECRET_KEY must come from the environment: at least 50 random characters."
)
SECRET_KEY_SHORT = "SECRET_KEY is too short: at least 50 characters."
SECRET_KEY_KNOWN = "SECRET_KEY is a published key (the development or an example key)."
SECRET_KEY_WEAK = (
    "SECRET_KEY has too little entropy (a repeated pattern or few distinct "
    "characters); generate one with "
    "`python -c 'import secrets; print(secrets.token_urlsafe(64))'`."
)
HOSTS_MISSING = "ALLOWED_HOSTS must name this site's host names (comma-separated)."
HOSTS_WILDCARD = (
    "ALLOWED_HOSTS must not contain '*': it lets any Host header through, and with "
    "it password-reset links and absolute URLs pointing anywhere."
)
DATABASE_NOT_POSTGRES = (
    "DATABASE_URL must point at PostgreSQL in production (postgres://...)."
)
POISON_HOOK = "VERIFICATION_POISON_MARKER is for tests only."

SECRET_KEY_MIN_LENGTH = 50
# A token_urlsafe(64) key measures about 330 bits by this estimate, a 50-character
# hexadecimal key about 190 (never below 160 in 10,000 draws); "abcde" * 10
# measures 116.
SECRET_KEY_MIN_BITS = 150
SECRET_KEY_MIN_DISTINCT = 12
# Keys that have been published: the development key, and the placeholders people
# paste from examples. A key containing one of these markers is not a secret.
_PUBLISHED_MARKERS = ("django-insecure", "changeme", "change-me", "change_me")


def secret_key_problem(key: str) -> str | None:
    """Why `key` must not sign production sessions, or None when it is fit."""
    if not key:
        return SECRET_KEY_MISSING
    lowered = key.lower()
    if key == DEV_SECRET_KEY or any(m in lowered for m in _PUBLISHED_MARKERS):
        return SECRET_KEY_KNOWN
    if len(key) < SECRET_KEY_MIN_LENGTH:
        return SECRET_KEY_SHORT
    if (
        len(set(key)) < SECRET_KEY_MIN_DISTINCT
        or _shannon_bits(key) < SECRET_KEY_MIN_BITS
        or _is_periodic(key)
    ):
        return SECRET_KEY_WEAK
    return None


def _shannon_bits(text: str) -> float:
    """The key's length times the empirical entropy of its characters, in bits."""
    counts = Counter(text)
    total = len(text)
    per_char = -sum(n / total * math.log2(n / total) for n in counts.values())
    return per_char * total


def _is_periodic(text: str) -> bool:
    """True for a key that is one shorter string repeated ("Xy7!Xy7!Xy7!...")."""
    return any(
        text == (text[:period] * (len(text) // period + 1))[: len(text)]
        for period in range(1, len(text) // 2 + 1)
    )


def allowed_hosts_problem(raw: str | None, hosts: list[str]) -> str | None:
    if not raw or not hosts:
        return HOSTS_MISSING
    if any(host.strip() == "*" for host in hosts):
        return HOSTS_WILDCARD
    return None


def refuse(problem: str | None) -> None:
    if problem is not None:
        raise ImproperlyConfigured(problem)
