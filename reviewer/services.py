"""Writes of the review workflow: claims on answers and reviewers' decisions.

Each service locks the answer row (`select_for_update`) before reading the state it
checks, so two reviewers acting on one answer at once are serialised: the first wins,
the second sees the state the first left and is told why it cannot act. The audit
event is the last statement of each transaction (it takes the chain lock).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from foundations.actors import Actor
from foundations.audit.leaves import record_digest, salts_draw
from foundations.audit.models import AuditAction
from foundations.audit.record_verify import COMMITMENT_KEY
from foundations.audit.services import audit_record
from foundations.errors import CONFLICT, ApplicationError
from foundations.roles import ADMIN, REVIEWER, SENIOR_REVIEWER, has_role
from verification.models import Answer, CitationCheck, ReviewState, VerificationState
from verification.services.records import timestamp
from verification.webhooks.services import events_emit_for_decision

from .models import (
    DECISION_PERSONAL_FIELDS,
    ApprovalReason,
    Assignment,
    Decision,
    DecisionAction,
    EscalationReason,
)
from .notifications.services import notify_verdict
from .qa.models import Reason, Verdict
from .qa.services import annotation_record_check

QUEUE_COUNTS_CACHE_KEY = "reviewer:queue_counts"


def user_counts_cache_key(user_id: int) -> str:
    """The cache key of one user's own tab counts (Mine, My decisions)."""
    return f"reviewer:queue_counts:{user_id}"


def counts_forget(*user_ids: int | None) -> None:
    """Drop cached tab counts (all tabs, and these users' own) once committed."""
    keys = [QUEUE_COUNTS_CACHE_KEY, *(user_counts_cache_key(u) for u in user_ids if u)]
    transaction.on_commit(lambda: cache.delete_many(keys))


CONFLICT_MESSAGE = (
    "Another reviewer decided on this answer while you were looking at it. "
    "The panel now shows its current state."
)
CLAIM_HELD_MESSAGE = (
    "Another reviewer is working on this answer; you cannot decide on it now."
)
NOT_ALLOWED_MESSAGE = "This action is not allowed on an answer in this state."
SENIOR_ONLY_MESSAGE = (
    "Only a senior reviewer can approve or reject an escalated answer."
)
NO_PERMISSION_MESSAGE = "Your role cannot decide on answers."
FOUR_EYES_MESSAGE = (
    "You escalated this answer: another senior reviewer must approve or reject it "
    "(four-eyes rule)."
)
NOT_VERIFIED_MESSAGE = "This answer has not been verified yet."
REASON_REQUIRED_MESSAGE = "Give a reason: it is required to escalate or reject."
COMMENT_REQUIRED_MESSAGE = "Write a comment first."
APPROVAL_REASON_REQUIRED_MESSAGE = (
    "This answer still has unsupported citations: choose why you approve it."
)
ESCALATION_CATEGORY_REQUIRED_MESSAGE = "Choose what is wrong with the answer."
CATEGORY_UNKNOWN_MESSAGE = "Choose one of the listed reasons."
OTHER_NEEDS_TEXT_MESSAGE = "Explain the reason in words when you choose “Other”."
REOPEN_ROLE_MESSAGE = "Only a senior reviewer or an admin can reopen a decision."
REOPEN_STATE_MESSAGE = "Only an approved or rejected answer can be reopened."
REOPEN_REASON_MESSAGE = "Give a reason to reopen this decision."
# The QA annotation filed when a reviewer says the verifier was wrong.
VERIFIER_WRONG_NOTE = "Filed from the review desk on approval: {reason}"

_DECISION_AUDIT = {
    DecisionAction.APPROVE: AuditAction.DECISION_APPROVE,
    DecisionAction.ESCALATE: AuditAction.DECISION_ESCALATE,
    DecisionAction.REJECT: AuditAction.DECISION_REJECT,
    DecisionAction.COMMENT: AuditAction.COMMENT,
}
# (action, from review state) -> (to state, needs settle_escalation)
_TRANSITIONS = {
    (DecisionAction.APPROVE, ReviewState.UNREVIEWED): (ReviewState.APPROVED, False),
    (DecisionAction.ESCALATE, ReviewState.UNREVIEWED): (ReviewState.ESCALATED, False),
    (DecisionAction.APPROVE, ReviewState.ESCALATED): (ReviewState.APPROVED, True),
    (DecisionAction.REJECT, ReviewState.ESCALATED): (ReviewState.REJECTED, True),
}


def _claim_held(holder: Any) -> ApplicationError:
    """Someone else holds a live claim; `detail` says who."""
    return ApplicationError(CLAIM_HELD_MESSAGE, status=CONFLICT, detail=holder)


# --- claims ----------------------------------------------------------------------


def _lock(answer_id: int) -> Answer:
    return Answer.objects.select_for_update(of=("self",)).get(pk=answer_id)


def _expiry() -> Any:
    return timezone.now() + timedelta(seconds=settings.REVIEW_CLAIM_SECONDS)


@transaction.atomic
def claim_take(*, answer_id: int, user: Any) -> Answer:
    """Claim an answer for `user`; renew it silently if they already hold it.

    Raise a conflict ApplicationError when someone else holds a live claim. A taken
    claim is audited, a renewal is not (it happens every minute while under review).
    """
    answer = _lock(answer_id)
    if answer.claim_held_by_other(user):
        raise _claim_held(answer.claimed_by)
    renewing = answer.claim_is_live() and answer.claimed_by_id == user.pk
    previous = None if renewing else answer.claimed_by_id
    answer.claimed_by = user
    answer.claim_expires_at = _expiry()
    answer.save(update_fields=["claimed_by", "claim_expires_at"])
    if not renewing:
        audit_record(
            actor=Actor.for_user(user),
            action=AuditAction.CLAIM_TAKEN,
            answer_id=answer.pk,
            payload={
                "expires_at": answer.claim_expires_at.isoformat(),
                "previous_holder_id": previous,
            },
        )
    return answer


def claim_renew(*, answer_id: int, user: Any) -> Answer:
    """Extend the user's claim (taking it again, audited, if it lapsed meanwhile)."""
    return claim_take(answer_id=answer_id, user=user)


@transaction.atomic
def claim_release(*, answer_id: int, user: Any) -> bool:
    """Release the user's claim on an answer; return False if they did not hold it."""
    answer = _lock(answer_id)
    if answer.claimed_by_id != user.pk:
        return False
    _release(answer, user, reason="released")
    return True


def _release(answer: Answer, user: Any, *, reason: str) -> None:
    answer.claimed_by = None
    answer.claim_expires_at = None
    answer.save(update_fields=["claimed_by", "claim_expires_at"])
    audit_record(
        actor=Actor.for_user(user),
        action=AuditAction.CLAIM_RELEASED,
        answer_id=answer.pk,
        payload={"reason": reason},
    )


# --- decisions -------------------------------------------------------------------


def can_decide(user: Any) -> bool:
    """Whether `user` may approve, escalate and comment (by role or permission)."""
    return has_role(user, REVIEWER, SENIOR_REVIEWER) or user.has_perm(
        "reviewer.decide_answer"
    )


def can_reopen(user: Any) -> bool:
    """Whether `user` may reopen a decided answer (senior reviewers and admins)."""
    return has_role(user, SENIOR_REVIEWER, ADMIN)


def can_settle(user: Any) -> bool:
    """Whether `user` may approve or reject escalated answers."""
    return has_role(user, SENIOR_REVIEWER) or user.has_perm(
        "reviewer.settle_escalation"
    )


def decision_record_of(decision: Decision) -> dict[str, Any]:
    """A decision as a review record carries it (and its audit event digests).

    An erased field holds its commitment marker, so with the decision's remaining
    salts the record still hashes to the digest its event recorded.
    """
    record = {
        "id": decision.pk,
        "answer_id": decision.answer_id,
        "user_id": decision.user_id,
        "action": decision.action,
        "reason": decision.reason,
        "comment": decision.comment,
        "from_state": decision.from_state,
        "to_state": decision.to_state,
        "created_at": timestamp(decision.created_at),
    }
    for pointer, commitment in decision.erased.items():
        record[pointer.removeprefix("/")] = {COMMITMENT_KEY: commitment}
    return record


def _decision_salts(reason: str, comment: str) -> dict[str, str]:
    """Salts for the personal fields a decision fills (an empty one quotes no one)."""
    values = {"/reason": reason, "/comment": comment}
    return salts_draw(p for p in DECISION_PERSONAL_FIELDS if values[p])


def _check_transition(answer: Answer, user: Any, action: str) -> str:
    """Return the review state `action` leads to, or raise why it cannot be taken."""
    if not can_decide(user):
        raise ApplicationError(NO_PERMISSION_MESSAGE)
    if action == DecisionAction.COMMENT:
        return answer.review_state
    if answer.verification_state in (
        VerificationState.PENDING,
        VerificationState.ERROR,
    ):
        raise ApplicationError(NOT_VERIFIED_MESSAGE)
    transition = _TRANSITIONS.get((action, answer.review_state))
    if transition is None:
        raise ApplicationError(NOT_ALLOWED_MESSAGE)
    to_state, senior_only = transition
    if senior_only and not can_settle(user):
        raise ApplicationError(SENIOR_ONLY_MESSAGE)
    if senior_only and _raised_escalation(answer, user):
        raise ApplicationError(FOUR_EYES_MESSAGE)
    return to_state


def four_eyes_blocks(*, answer: Answer, user: Any) -> bool:
    """Whether `user` could settle this escalated answer but for the four-eyes rule
    (the answer page says so instead of offering nothing without a reason)."""
    return (
        answer.review_state == ReviewState.ESCALATED
        and can_settle(user)
        and _raised_escalation(answer, user)
    )


def _raised_escalation(answer: Answer, user: Any) -> bool:
    """Whether the four-eyes rule keeps `user` from settling this escalation:
    the answer's source asks for it and `user` raised the escalation in force."""
    if not answer.source.four_eyes:
        return False
    escalation = (
        Decision.objects.filter(answer=answer, action=DecisionAction.ESCALATE)
        .order_by("-created_at", "-pk")
        .values_list("user_id", flat=True)
        .first()
    )
    return escalation is not None and escalation == user.pk


def decision_actions_available(*, answer: Answer, user: Any) -> list[str]:
    """Return the state-changing actions `user` may take on `answer` now, in order."""
    if answer.verification_state in (
        VerificationState.PENDING,
        VerificationState.ERROR,
    ):
        return []
    if not can_decide(user):
        return []
    senior = can_settle(user) and not (
        answer.review_state == ReviewState.ESCALATED
        and _raised_escalation(answer, user)
    )
    return [
        action
        for (action, from_state), (_, senior_only) in _TRANSITIONS.items()
        if from_state == answer.review_state and (senior or not senior_only)
    ]


@transaction.atomic
def decision_record(
    *,
    answer_id: int,
    user: Any,
    action: str,
    reason: str = "",
    reason_category: str = "",
    comment: str = "",
    expected_review_state: str,
) -> Decision:
    """Record a reviewer's decision (or comment) on an answer.

    `expected_review_state` is the state the reviewer saw: if the answer has moved
    on since, the decision is refused as a conflict rather than applied to
    a state the reviewer never looked at.

    Approving an answer whose current report still has unsupported citations needs
    a `reason_category` from ApprovalReason; escalating needs one from
    EscalationReason; "other" needs the reason in words. Approving because the
    verifier was wrong also files a QA annotation (false positive) on each
    unsupported citation, so the verifier's precision figures learn from it.
    """
    action = DecisionAction(action)
    if action == DecisionAction.REOPEN:
        raise ApplicationError(NOT_ALLOWED_MESSAGE, field="action")
    reason, comment = reason.strip(), comment.strip()
    reason_category = reason_category.strip()
    if action == DecisionAction.REJECT and not reason:
        raise ApplicationError(REASON_REQUIRED_MESSAGE, field="reason")
    if action == DecisionAction.ESCALATE:
        _check_category(reason_category, reason, EscalationReason, required=True)
    if action == DecisionAction.COMMENT and not comment:
        raise ApplicationError(COMMENT_REQUIRED_MESSAGE, field="comment")
    answer = _lock(answer_id)
    if answer.review_state != expected_review_state:
        raise ApplicationError(CONFLICT_MESSAGE, status=CONFLICT)
    if action != DecisionAction.COMMENT and answer.claim_held_by_other(user):
        raise _claim_held(answer.claimed_by)
    from_state = answer.review_state
    to_state = _check_transition(answer, user, action)
    if action == DecisionAction.APPROVE:
        _check_category(
            reason_category,
            reason,
            ApprovalReason,
            required=answer.unsupported_count > 0,
        )
    elif action != DecisionAction.ESCALATE:
        reason_category = ""
    released = action != DecisionAction.COMMENT and answer.claimed_by_id is not None
    now = timezone.now()
    if action != DecisionAction.COMMENT:
        answer.review_state = to_state
        answer.reviewed_by = user
        answer.reviewed_at = now
        answer.claimed_by = None
        answer.claim_expires_at = None
        answer.save(
            update_fields=[
                "review_state",
                "reviewed_by",
                "reviewed_at",
                "claimed_by",
                "claim_expires_at",
            ]
        )
        counts_forget(user.pk, *_assignee_of(answer))
    decision = Decision.objects.create(
        answer=answer,
        user=user,
        action=action,
        reason=reason,
        reason_category=reason_category,
        comment=comment,
        from_state=from_state,
        to_state=to_state,
        created_at=now,
        salts=_decision_salts(reason, comment),
    )
    annotations = []
    if reason_category == ApprovalReason.VERIFIER_WRONG:
        annotations = _verifier_wrong_annotate(answer, user, reason)
    # The source's webhooks hear of a changed review state once this commits.
    events_emit_for_decision(
        answer=answer,
        decision_id=decision.pk,
        from_state=from_state,
        to_state=to_state,
        reason=reason,
    )
    # Notifications: the reviewer who escalated hears the senior's verdict (written
    # in this transaction, e-mailed after commit).
    notify_verdict(decision=decision)
    audit_record(
        actor=Actor.for_user(user),
        action=_DECISION_AUDIT[action],
        answer_id=answer.pk,
        payload={
            "decision_id": decision.pk,
            # What the review record's decision must hash to.
            "decision_digest": record_digest(
                decision_record_of(decision), decision.salts
            ),
            "from_state": from_state,
            "to_state": to_state,
            "reason": reason,
            "reason_category": reason_category,
            # In words too, so the audit pages read without the code list.
            "reason_category_label": decision.reason_category_label,
            "comment": comment,
            "report_id": answer.current_report_id,
            # A decision ends the decider's claim; no separate release event.
            "claim_released": released,
            **({"annotation_ids": annotations} if annotations else {}),
        },
    )
    return decision


def _assignee_of(answer: Answer) -> list[int]:
    return list(
        Assignment.objects.filter(answer=answer).values_list("assignee_id", flat=True)
    )


def _check_category(
    category: str, reason: str, choices: type, *, required: bool
) -> None:
    """Refuse a missing or unknown category, and "other" without words."""
    if not category:
        if required:
            message = (
                APPROVAL_REASON_REQUIRED_MESSAGE
                if choices is ApprovalReason
                else ESCALATION_CATEGORY_REQUIRED_MESSAGE
            )
            raise ApplicationError(message, field="reason_category")
        return
    if category not in choices.values:
        raise ApplicationError(CATEGORY_UNKNOWN_MESSAGE, field="reason_category")
    if category == "other" and not reason:
        raise ApplicationError(OTHER_NEEDS_TEXT_MESSAGE, field="reason")


def _verifier_wrong_annotate(answer: Answer, user: Any, reason: str) -> list[int]:
    """File a false-positive annotation on every unsupported citation of the
    answer's current report; return their ids."""
    checks = CitationCheck.objects.select_related("report__answer").filter(
        report_id=answer.current_report_id
    )
    return [
        annotation_record_check(
            user=user,
            check=check,
            verdict=Verdict.FALSE_POSITIVE,
            reason=Reason.OTHER,
            note=VERIFIER_WRONG_NOTE.format(reason=reason or "no details given"),
        ).pk
        for check in checks
        if check.status != "verified"
    ]


_REOPENABLE = (ReviewState.APPROVED, ReviewState.REJECTED)


@transaction.atomic
def decision_reopen(
    *, answer_id: int, user: Any, reason: str, expected_review_state: str
) -> Decision:
    """Reopen a decided (approved or rejected) answer: back to unreviewed.

    The earlier decision stays in the answer's history and in the audit chain; the
    reopening is a decision of its own, with its reason, so the trail reads
    "approved by A, reopened by B because ...".
    """
    reason = reason.strip()
    if not can_reopen(user):
        raise ApplicationError(REOPEN_ROLE_MESSAGE)
    if not reason:
        raise ApplicationError(REOPEN_REASON_MESSAGE, field="reason")
    answer = _lock(answer_id)
    if answer.review_state != expected_review_state:
        raise ApplicationError(CONFLICT_MESSAGE, status=CONFLICT)
    if answer.review_state not in _REOPENABLE:
        raise ApplicationError(REOPEN_STATE_MESSAGE)
    from_state = answer.review_state
    reopened = (
        Decision.objects.filter(answer=answer)
        .exclude(action=DecisionAction.COMMENT)
        .order_by("-id")
        .values_list("id", flat=True)
        .first()
    )
    now = timezone.now()
    previous_reviewer = answer.reviewed_by_id
    answer.review_state = ReviewState.UNREVIEWED
    answer.reviewed_by = None
    answer.reviewed_at = None
    answer.save(update_fields=["review_state", "reviewed_by", "reviewed_at"])
    counts_forget(previous_reviewer, *_assignee_of(answer))
    decision = Decision.objects.create(
        answer=answer,
        user=user,
        action=DecisionAction.REOPEN,
        reason=reason,
        from_state=from_state,
        to_state=ReviewState.UNREVIEWED,
        created_at=now,
        salts=_decision_salts(reason, ""),
    )
    # The source's webhooks hear "answer.reopened" once this commits.
    events_emit_for_decision(
        answer=answer,
        decision_id=decision.pk,
        from_state=from_state,
        to_state=ReviewState.UNREVIEWED,
        reason=reason,
    )
    audit_record(
        actor=Actor.for_user(user),
        action=AuditAction.DECISION_REOPEN,
        answer_id=answer.pk,
        payload={
            "decision_id": decision.pk,
            # A reopening is a decision of the review record like any other.
            "decision_digest": record_digest(
                decision_record_of(decision), decision.salts
            ),
            "reopened_decision_id": reopened,
            "from_state": from_state,
            "to_state": ReviewState.UNREVIEWED,
            "reason": reason,
            "report_id": answer.current_report_id,
        },
    )
    return decision
