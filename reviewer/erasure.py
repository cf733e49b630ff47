"""Erasing a person: their name and free text leave the audit log and the review desk.

`manage.py erase_person` comes here. The log's part is foundations' own
(`audit_person_erase`: salted commitments in place of the values, every hash, proof
and checkpoint unchanged). The decisions' part is here, because decisions are this
app's: each decision the person made keeps its verdict, its states and its time,
and its reason and comment are blanked, their commitments kept in `Decision.erased`.
The review record then carries each erased field as its commitment marker, so the
decision still hashes to the `decision_digest` its event recorded and the offline
verifier still passes, and the page shows "erased". The decider's name on the page
is their event's actor label, erased with the log's part. Copies outside the log go
too: the reasons in stored webhook events (already delivered ones cannot be
recalled; a pending retry goes without), and the person's name in the notifications
they caused.

Decisions recorded before salts existed have their text in that digest itself:
erasing it would make their review records fail, so they are left, and counted in
the plan (the dry run says so), as the log leaves its pre-salt events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.db.models import Q

from foundations.actors import Actor
from foundations.audit.leaves import Sealed
from foundations.audit.record_verify import COMMITMENT_KEY
from foundations.audit.selectors import audit_user_payload_ids
from foundations.audit.services import (
    ErasurePlan,
    audit_person_erase,
    audit_person_erase_plan,
)
from verification.webhooks.selectors import deliveries_with_decision_reasons
from verification.webhooks.services import deliveries_forget_decision_reasons

from .models import DECISION_PERSONAL_FIELDS, Decision
from .notifications.selectors import notifications_caused_by
from .notifications.services import notifications_forget_actor
from .services import decision_record_of

# Which column holds each personal field of a decision's record.
_COLUMNS = {"/reason": "reason", "/comment": "comment"}


@dataclass(frozen=True)
class PersonErasurePlan:
    """What erasing a person removes: log fields per event, decision fields per
    decision, and the decisions whose text must stay (recorded before salts)."""

    log: ErasurePlan
    decisions: dict[int, list[str]] = field(default_factory=dict)
    kept: list[int] = field(default_factory=list)
    # Stored webhook events carrying one of those decisions' reasons, and
    # notifications naming the person as who caused them.
    webhook_events: int = 0
    notifications: int = 0

    @property
    def decision_field_count(self) -> int:
        return sum(len(pointers) for pointers in self.decisions.values())


def _person_decisions(user_id: str) -> list[Decision]:
    """The decisions the person made: by their account, or, once it is deleted
    (the column is then null), by the decision ids their own events name."""
    query = Q(pk__in=audit_user_payload_ids(user_id=user_id, key="decision_id"))
    if user_id.isdigit():
        query |= Q(user_id=int(user_id))
    return list(Decision.objects.filter(query).order_by("id"))


def person_erase_plan(*, user_id: Any, username: str) -> PersonErasurePlan:
    """Return what `person_erase` would erase, without changing anything."""
    decisions, kept = {}, []
    for decision in _person_decisions(str(user_id)):
        pointers = [p for p in DECISION_PERSONAL_FIELDS if p in decision.salts]
        if pointers:
            decisions[decision.pk] = pointers
        elif not decision.erased and (decision.reason or decision.comment):
            kept.append(decision.pk)
    log = audit_person_erase_plan(user_id=user_id, username=username)
    return PersonErasurePlan(
        log,
        decisions,
        kept,
        webhook_events=deliveries_with_decision_reasons(decisions).count(),
        notifications=(
            notifications_caused_by(int(user_id)).count()
            if _named_account(user_id, username)
            else 0
        ),
    )


def _named_account(user_id: Any, username: str) -> bool:
    """Whether the person still has an account, whose name notifications may hold
    (a deleted account's notifications have lost their link to it)."""
    return bool(username) and str(user_id).isdigit()


def _decision_erase(decision: Decision, pointers: list[str]) -> None:
    """Replace these fields by their commitments; the record's digest is unchanged."""
    sealed = Sealed(decision_record_of(decision), decision.salts).erase(pointers)
    for pointer in pointers:
        decision.erased[pointer] = sealed.record[pointer[1:]][COMMITMENT_KEY]
        setattr(decision, _COLUMNS[pointer], "")
    decision.salts = sealed.salts
    decision.save(update_fields=["reason", "comment", "salts", "erased"])


@transaction.atomic
def person_erase(*, actor: Actor, user_id: Any, username: str) -> PersonErasurePlan:
    """Erase a person from the log and from their decisions, in one transaction,
    audited by one `person.erased` event that counts both."""
    plan = person_erase_plan(user_id=user_id, username=username)
    rows = Decision.objects.select_for_update().in_bulk(list(plan.decisions))
    for decision_id, pointers in plan.decisions.items():
        _decision_erase(rows[decision_id], pointers)
    webhook_events = deliveries_forget_decision_reasons(plan.decisions)
    notifications = (
        notifications_forget_actor(int(user_id), username)
        if _named_account(user_id, username)
        else 0
    )
    log = audit_person_erase(
        actor=actor,
        user_id=user_id,
        username=username,
        also_erased={
            "decisions": len(plan.decisions),
            "decision_fields": plan.decision_field_count,
            "decisions_kept": len(plan.kept),
            "webhook_events": webhook_events,
            "notifications": notifications,
        },
    )
    return PersonErasurePlan(
        log, plan.decisions, plan.kept, webhook_events, notifications
    )
