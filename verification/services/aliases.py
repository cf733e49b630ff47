"""Label aliases: every create, change and delete is audited with the alias version.

The alias version is part of each report's identity, so the audit event of a change
says which version the aliases moved from and to: that is what ties a report made
afterwards to the alias change that produced it.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction

from foundations.actors import Actor, ActorType
from foundations.audit.models import AuditAction
from foundations.audit.services import audit_record
from foundations.errors import ApplicationError
from verification import core

from ..models import LabelAlias
from .catalogue import lookup_version
from .reports import aliases_current

ALIAS_EMPTY = "must not be empty"
ALIAS_SAME = "the alias and the canonical label are the same law"
ALIAS_EXISTS = "an alias with this label exists already"
ALIAS_NORMALISES_EMPTY = (
    "has nothing left once normalised (case, spaces and punctuation are ignored): "
    "it would match no citation, or every empty one"
)


def alias_problems(
    *, alias: str, canonical: str, exclude_pk: int | None = None
) -> dict[str, str]:
    """Return {field: message} for an alias that must not be stored; {} when fine."""
    alias, canonical = alias.strip(), canonical.strip()
    if not alias:
        return {"alias": ALIAS_EMPTY}
    if not canonical:
        return {"canonical": ALIAS_EMPTY}
    folded = core.normalise_label(alias)
    if not folded:
        return {"alias": ALIAS_NORMALISES_EMPTY}
    if not core.normalise_label(canonical):
        return {"canonical": ALIAS_NORMALISES_EMPTY}
    if folded == core.normalise_label(canonical):
        return {"alias": ALIAS_SAME}
    others = LabelAlias.objects.exclude(pk=exclude_pk).values_list("alias", flat=True)
    if any(core.normalise_label(other) == folded for other in others):
        return {"alias": ALIAS_EXISTS}
    return {}


def _validate(alias: str, canonical: str, exclude_pk: int | None = None) -> None:
    problems = alias_problems(alias=alias, canonical=canonical, exclude_pk=exclude_pk)
    for field, message in problems.items():
        raise ApplicationError(message, field=field)


def _version() -> str:
    return lookup_version(aliases_current())


def _fields(row: LabelAlias) -> dict[str, str]:
    return {"alias": row.alias, "canonical": row.canonical, "note": row.note}


def _audit(
    actor: Actor, action: str, row_pk: Any, payload: dict, version_before: str
) -> None:
    audit_record(
        actor=actor,
        action=action,
        subject_type="label_alias",
        subject_id=row_pk,
        payload={
            **payload,
            "alias_version_before": version_before,
            "alias_version_after": _version(),
        },
    )


@transaction.atomic
def alias_create(
    *, alias: str, canonical: str, actor: Actor, note: str = ""
) -> LabelAlias:
    """Store a new alias (raises an ApplicationError naming the field when refused)."""
    alias, canonical = alias.strip(), canonical.strip()
    _validate(alias, canonical)
    before = _version()
    row = LabelAlias.objects.create(
        alias=alias,
        canonical=canonical,
        note=note.strip(),
        created_by_id=int(actor.id) if actor.type == ActorType.USER else None,
    )
    _audit(actor, AuditAction.ALIAS_CREATED, row.pk, _fields(row), before)
    return row


@transaction.atomic
def alias_update(
    *, label_alias: LabelAlias, alias: str, canonical: str, note: str, actor: Actor
) -> LabelAlias:
    """Change an alias; the event records the values before and after."""
    alias, canonical = alias.strip(), canonical.strip()
    _validate(alias, canonical, exclude_pk=label_alias.pk)
    row = LabelAlias.objects.select_for_update().get(pk=label_alias.pk)
    before_fields, before = _fields(row), _version()
    row.alias, row.canonical, row.note = alias, canonical, note.strip()
    row.save(update_fields=["alias", "canonical", "note"])
    if _fields(row) != before_fields:
        payload = {"before": before_fields, "after": _fields(row)}
        _audit(actor, AuditAction.ALIAS_CHANGED, row.pk, payload, before)
    return row


@transaction.atomic
def alias_delete(*, label_alias: LabelAlias, actor: Actor) -> None:
    before = _version()
    fields, pk = _fields(label_alias), label_alias.pk
    LabelAlias.objects.filter(pk=pk).delete()
    _audit(actor, AuditAction.ALIAS_DELETED, pk, fields, before)
