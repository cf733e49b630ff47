"""Writes for team work on the queue: assigning answers, and bulk decisions.

Every change is audited per answer (one event each, appended together), so an
answer's trail tells who assigned it, to whom, and what a bulk action did to it.
Bulk decisions go through `decision_record` one answer at a time: each answer is
decided or refused on its own rules (claims, states, unsupported citations), and a
refusal of one never undoes the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils import timezone

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import EventDraft, audit_record_many
from foundations.errors import ApplicationError
from foundations.roles import ADMIN, REVIEWER, SENIOR_REVIEWER, has_role
from verification.models import Answer

from .models import Assignment, DecisionAction, EscalationReason
from .notifications.services import notify_assigned
from .selectors import QueueFilters, queue_queryset
from .services import counts_forget, decision_record

ASSIGN_ROLE_MESSAGE = "Only a senior reviewer or an admin can assign answers."
ASSIGNEE_ROLE_MESSAGE = "Answers can only be assigned to a reviewer."
NOTHING_TO_ASSIGN_MESSAGE = "No answer matches: nothing was assigned."
RULE_TOO_BROAD_MESSAGE = (
    "More than {limit} answers match: narrow the filter before assigning them all."
)
BULK_UNSUPPORTED_MESSAGE = (
    "has {count} unsupported citation(s): open it to approve with a reason"
)
BULK_MISSING_MESSAGE = "no such answer"
# Assignment by rule touches at most this many answers in one request.
RULE_LIMIT = 5000


def can_assign(user: Any) -> bool:
    return has_role(user, SENIOR_REVIEWER, ADMIN)


@transaction.atomic
def answers_assign(
    *,
    answer_ids: Sequence[int],
    assignee: Any,
    user: Any,
    rule: dict[str, Any] | None = None,
) -> int:
    """Assign answers to `assignee` (replacing earlier assignees); return how many.

    `rule` describes the filter the answers were selected by, kept in the audit
    event so the trail says why an answer was assigned ("source: assistant-eu").
    """
    if not can_assign(user):
        raise ApplicationError(ASSIGN_ROLE_MESSAGE)
    if not has_role(assignee, REVIEWER, SENIOR_REVIEWER):
        raise ApplicationError(ASSIGNEE_ROLE_MESSAGE, field="assignee")
    ids = sorted(
        Answer.objects.filter(pk__in=list(answer_ids)).values_list("pk", flat=True)
    )
    if not ids:
        raise ApplicationError(NOTHING_TO_ASSIGN_MESSAGE, field="ids")
    previous = dict(
        Assignment.objects.select_for_update()
        .filter(answer_id__in=ids)
        .values_list("answer_id", "assignee_id")
    )
    now = timezone.now()
    Assignment.objects.bulk_create(
        [
            Assignment(
                answer_id=answer_id,
                assignee=assignee,
                assigned_by=user,
                assigned_at=now,
            )
            for answer_id in ids
        ],
        update_conflicts=True,
        unique_fields=["answer"],
        update_fields=["assignee", "assigned_by", "assigned_at"],
    )
    # The answer row carries its assignee too: the Mine tab's index is on it.
    Answer.objects.filter(pk__in=ids).update(assignee=assignee)
    counts_forget(assignee.pk, *set(previous.values()))
    # The assignee hears about new work (in the app now, by e-mail after commit);
    # an answer they already held is not news.
    notify_assigned(
        answer_ids=[i for i in ids if previous.get(i) != assignee.pk],
        assignee=assignee,
        by=user,
    )
    audit_record_many(
        actor=Actor.for_user(user),
        events=[
            EventDraft.for_answer(
                AuditAction.ASSIGNED,
                answer_id,
                {
                    "assignee_id": assignee.pk,
                    "assignee": assignee.get_username(),
                    "previous_assignee_id": previous.get(answer_id),
                    **({"rule": rule} if rule else {}),
                },
            )
            for answer_id in ids
        ],
    )
    return len(ids)


def answers_assign_by_rule(
    *, tab: str, filters: QueueFilters, assignee: Any, user: Any
) -> int:
    """Assign every answer of a queue tab under `filters` (source, law, diagnosis,
    dates, search...) to `assignee`."""
    if not can_assign(user):
        raise ApplicationError(ASSIGN_ROLE_MESSAGE)
    ids = list(
        queue_queryset(tab=tab, filters=filters, user=user)
        .order_by("id")
        .values_list("id", flat=True)[: RULE_LIMIT + 1]
    )
    if len(ids) > RULE_LIMIT:
        raise ApplicationError(
            RULE_TOO_BROAD_MESSAGE.format(limit=RULE_LIMIT), field="scope"
        )
    rule = {
        "tab": tab,
        **{
            key: str(value)
            for key, value in vars(filters).items()
            if value and key != "sort"
        },
    }
    return answers_assign(answer_ids=ids, assignee=assignee, user=user, rule=rule)


@dataclass
class BulkOutcome:
    """What a bulk action did: the answers it changed, and the ones it refused."""

    done: list[int] = field(default_factory=list)
    refused: list[tuple[int, str]] = field(default_factory=list)


def answers_bulk_decide(
    *,
    answer_ids: Sequence[int],
    user: Any,
    action: str,
    reason_category: str = "",
    reason: str = "",
) -> BulkOutcome:
    """Approve or escalate each answer on its own rules; collect refusals.

    Bulk approval is for answers with nothing unsupported: an answer that still has
    unsupported citations needs its own reason, so it is refused here and the
    reviewer opens it. An escalation's reason is checked once, before any answer.
    """
    action = DecisionAction(action)
    if action not in (DecisionAction.APPROVE, DecisionAction.ESCALATE):
        raise ApplicationError("Only approve and escalate apply to a selection.")
    if action == DecisionAction.ESCALATE:
        if reason_category not in EscalationReason.values:
            raise ApplicationError(
                "Choose what is wrong with the answers.", field="reason_category"
            )
        if reason_category == EscalationReason.OTHER and not reason.strip():
            raise ApplicationError(
                "Explain the reason in words when you choose “Other”.", field="reason"
            )
    states = dict(
        Answer.objects.filter(pk__in=list(answer_ids)).values_list("pk", "review_state")
    )
    unsupported = dict(
        Answer.objects.filter(pk__in=list(answer_ids)).values_list(
            "pk", "unsupported_count"
        )
    )
    outcome = BulkOutcome()
    for answer_id in dict.fromkeys(answer_ids):
        if answer_id not in states:
            outcome.refused.append((answer_id, BULK_MISSING_MESSAGE))
            continue
        if action == DecisionAction.APPROVE and unsupported[answer_id]:
            outcome.refused.append(
                (
                    answer_id,
                    BULK_UNSUPPORTED_MESSAGE.format(count=unsupported[answer_id]),
                )
            )
            continue
        try:
            decision_record(
                answer_id=answer_id,
                user=user,
                action=action,
                reason=reason,
                reason_category=reason_category,
                expected_review_state=states[answer_id],
            )
        except ApplicationError as error:
            outcome.refused.append((answer_id, error.message))
        else:
            outcome.done.append(answer_id)
    return outcome
