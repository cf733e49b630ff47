"""Writes of notifications: who hears what, and the e-mail that goes with it.

Notifications are written in the transaction of the event they tell about (a
verdict is not announced if the decision rolls back); the e-mail goes after commit,
and a mail server that is down loses the e-mail, never the decision or the
notification in the app.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone

from verification.models import Answer, ReviewState, VerificationState

from ..models import Assignment, Decision, DecisionAction
from .models import Notification, NotificationKind
from .selectors import notifications_caused_by

logger = logging.getLogger(__name__)

VERDICT_MESSAGE = "{senior} {verdict} answer {answer}, which you escalated."
ASSIGNED_ONE_MESSAGE = "{by} assigned answer {answer} to you."
ASSIGNED_MANY_MESSAGE = "{by} assigned {count} answers to you, starting with {answer}."
DEADLINE_MESSAGE = (
    "Answer {answer}, assigned to you, is due for review within {minutes} minutes."
)
EMAIL_SUBJECT = "Citation Review: {kind}"
# The senior's verdicts that end an escalation, in words.
_VERDICT_WORDS = {DecisionAction.APPROVE: "approved", DecisionAction.REJECT: "rejected"}


def _name(user: Any) -> str:
    return user.get_username() if user is not None else "Someone"


def _email_on_commit(notifications: Sequence[Notification]) -> None:
    ids = [n.pk for n in notifications]
    if ids:
        transaction.on_commit(lambda: notifications_email(notification_ids=ids))


def _send(*, address: str, kind: str, body: str) -> bool:
    """Send one e-mail; log a failure and return False rather than raise."""
    try:
        send_mail(EMAIL_SUBJECT.format(kind=kind), body, None, [address])
    except Exception:  # noqa: BLE001 - any mail failure: the app has it already
        logger.exception("could not e-mail a notification")
        return False
    return True


def notifications_email(*, notification_ids: Sequence[int]) -> int:
    """E-mail each notification to its recipient (if they have an address).

    Return how many were sent. A failure is logged and skipped: the notification is
    in the app already, and the e-mail is a courtesy.
    """
    sent = 0
    rows = Notification.objects.filter(pk__in=notification_ids).select_related(
        "recipient"
    )
    for notification in rows:
        address = notification.recipient.email
        if not address:
            continue
        body = notification.message
        if notification.answer_id and settings.SITE_URL:
            path = reverse("answer_detail", args=[notification.answer_id])
            body += f"\n\nOpen it: {settings.SITE_URL.rstrip('/')}{path}"
        kind = notification.get_kind_display()
        sent += _send(address=address, kind=kind, body=body)
    return sent


# --- verdicts --------------------------------------------------------------------


def notify_verdict(*, decision: Decision) -> Notification | None:
    """Tell the reviewer who escalated an answer what the senior decided.

    Called by `decision_record` inside its transaction. Only a verdict on an
    escalated answer is news; a senior settling their own escalation hears nothing.
    """
    verdict = _VERDICT_WORDS.get(DecisionAction(decision.action))
    if verdict is None or decision.from_state != ReviewState.ESCALATED:
        return None
    escalation = (
        Decision.objects.filter(
            answer_id=decision.answer_id,
            action=DecisionAction.ESCALATE,
            id__lt=decision.pk,
        )
        .select_related("user")
        .order_by("-id")
        .first()
    )
    if escalation is None or escalation.user is None:
        return None
    if escalation.user_id == decision.user_id:
        return None
    answer = Answer.objects.select_related("source").get(pk=decision.answer_id)
    notification = Notification.objects.create(
        recipient=escalation.user,
        kind=NotificationKind.VERDICT,
        answer=answer,
        actor=decision.user,
        message=VERDICT_MESSAGE.format(
            senior=_name(decision.user), verdict=verdict, answer=answer
        ),
    )
    _email_on_commit([notification])
    return notification


# --- assignment ------------------------------------------------------------------


@transaction.atomic
def notify_assigned(
    *, answer_ids: Sequence[int], assignee: Any, by: Any
) -> list[Notification]:
    """Tell `assignee` about the answers `by` just assigned to them.

    Called by `answers_assign` in its transaction. One notification per answer in
    the app (each links to its answer), but one e-mail per call: an assignment of
    200 answers is one message in the inbox, not 200. Assigning yourself work is not
    news: it is recorded already read and not e-mailed.
    """
    if assignee is None:
        return []
    own = by is not None and by.pk == assignee.pk
    answers = list(
        Answer.objects.filter(pk__in=list(answer_ids))
        .select_related("source")
        .order_by("id")
    )
    if not answers:
        return []
    who = _name(by)
    notifications = Notification.objects.bulk_create(
        [
            Notification(
                recipient=assignee,
                kind=NotificationKind.ASSIGNED,
                answer=answer,
                actor=by,
                message=ASSIGNED_ONE_MESSAGE.format(by=who, answer=answer),
                read_at=timezone.now() if own else None,
            )
            for answer in answers
        ]
    )
    if own:
        return notifications
    if len(notifications) == 1:
        _email_on_commit(notifications)
    elif assignee.email:
        message = ASSIGNED_MANY_MESSAGE.format(
            by=who, count=len(answers), answer=answers[0]
        )
        kind = NotificationKind.ASSIGNED.label
        address = assignee.email
        transaction.on_commit(lambda: _send(address=address, kind=kind, body=message))
    return notifications


# --- deadlines -------------------------------------------------------------------


def _due_soon(now: datetime, window: timedelta) -> Iterable[tuple[int, int]]:
    """(answer id, assignee id) of assigned open flagged answers due within `window`
    and not warned yet, soonest first.

    Driven from the assignments (a few thousand rows), not the million answers.
    """
    return (
        Assignment.objects.filter(
            answer__verification_state=VerificationState.FLAGGED,
            answer__review_state__in=(ReviewState.UNREVIEWED, ReviewState.ESCALATED),
            answer__review_deadline_at__gt=now,
            answer__review_deadline_at__lte=now + window,
        )
        .exclude(
            answer_id__in=Notification.objects.filter(
                kind=NotificationKind.DEADLINE
            ).values("answer_id")
        )
        .values_list("answer_id", "assignee_id")
        .order_by("answer__review_deadline_at")[: settings.NOTIFY_DEADLINE_BATCH]
    )


def deadline_warnings_send(*, now: datetime | None = None) -> int:
    """Warn each assignee whose answer is nearly due; return how many were warned.

    Idempotent: the database holds at most one deadline warning per answer, so a
    second run, or two sweepers at once, warn nobody twice.
    """
    now = now or timezone.now()
    window = timedelta(minutes=settings.NOTIFY_DEADLINE_MINUTES)
    warned = 0
    for answer_id, recipient_id in list(_due_soon(now, window)):
        if _deadline_warn(answer_id=answer_id, recipient_id=recipient_id):
            warned += 1
    return warned


def _deadline_warn(*, answer_id: int, recipient_id: int) -> bool:
    answer = Answer.objects.select_related("source").get(pk=answer_id)
    try:
        with transaction.atomic():
            notification = Notification.objects.create(
                recipient_id=recipient_id,
                kind=NotificationKind.DEADLINE,
                answer=answer,
                message=DEADLINE_MESSAGE.format(
                    answer=answer, minutes=settings.NOTIFY_DEADLINE_MINUTES
                ),
            )
            _email_on_commit([notification])
    except IntegrityError:
        return False  # another sweeper warned first
    return True


# --- reading ---------------------------------------------------------------------


def notifications_mark_read(*, user: Any, notification_ids: Sequence[int]) -> int:
    """Mark the user's own notifications read; return how many changed."""
    return Notification.objects.filter(
        recipient=user, pk__in=list(notification_ids), read_at__isnull=True
    ).update(read_at=timezone.now())


def notifications_mark_all_read(*, user: Any) -> int:
    """Mark every unread notification of the user read; return how many changed."""
    return Notification.objects.filter(recipient=user, read_at__isnull=True).update(
        read_at=timezone.now()
    )


def notifications_forget_actor(user_id: int, username: str) -> int:
    """Take a person's name out of the notifications they caused (a verdict they
    gave, work they assigned); return how many changed. Their erasure comes here."""
    changed = 0
    for notification in notifications_caused_by(user_id).select_for_update():
        notification.message = notification.message.replace(username, _name(None))
        notification.actor = None
        notification.save(update_fields=["message", "actor"])
        changed += 1
    return changed
