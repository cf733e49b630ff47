"""API tokens: created once, shown once, stored only as a SHA-256."""

from __future__ import annotations

import hashlib
import secrets

from django.db import transaction
from django.utils import timezone

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import audit_record

from ..models import ApiToken, Source

TOKEN_PREFIX = "crv_"  # noqa: S105 - a public prefix, so leaked tokens are greppable


def _hash(plaintext: str) -> str:
    return hashlib.sha256(plaintext.encode("utf-8")).hexdigest()


@transaction.atomic
def source_get_or_create(*, name: str) -> Source:
    source, _ = Source.objects.get_or_create(name=name)
    return source


@transaction.atomic
def api_token_create(
    *, source_name: str, actor: Actor, name: str = ""
) -> tuple[ApiToken, str]:
    """Create a token for a source; return it with its plaintext (never stored)."""
    source = source_get_or_create(name=source_name)
    plaintext = TOKEN_PREFIX + secrets.token_urlsafe(32)
    token = ApiToken.objects.create(
        source=source, name=name, prefix=plaintext[:10], token_hash=_hash(plaintext)
    )
    audit_record(
        actor=actor,
        action=AuditAction.TOKEN_CREATED,
        subject_type="api_token",
        subject_id=token.pk,
        payload={"source": source.name, "prefix": token.prefix, "name": name},
    )
    return token, plaintext


@transaction.atomic
def api_token_revoke(*, token: ApiToken, actor: Actor) -> ApiToken:
    if token.revoked_at is None:
        token.revoked_at = timezone.now()
        token.save(update_fields=["revoked_at"])
        audit_record(
            actor=actor,
            action=AuditAction.TOKEN_REVOKED,
            subject_type="api_token",
            subject_id=token.pk,
            payload={"source": token.source.name, "prefix": token.prefix},
        )
    return token


def api_token_authenticate(plaintext: str) -> ApiToken | None:
    """Return the active token for a plaintext bearer value, or None."""
    if not plaintext.startswith(TOKEN_PREFIX) or len(plaintext) > 100:
        return None
    token = (
        ApiToken.objects.active()
        .select_related("source")
        .filter(token_hash=_hash(plaintext))
        .first()
    )
    if token is not None and (
        token.last_used_at is None
        or (timezone.now() - token.last_used_at).total_seconds() > 60
    ):
        # Touch at most once a minute: a busy token must not make every POST a write.
        ApiToken.objects.filter(pk=token.pk).update(last_used_at=timezone.now())
    return token
