"""The deadline sweeper on a real worker: two sweeps at once warn each assignee once."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from reviewer.assignments import answers_assign
from reviewer.notifications.models import Notification, NotificationKind
from reviewer.notifications.tasks import deadline_warnings
from tests.factories import make_answer, make_user
from tests.support.worker import wait_until
from verification.models import Answer

pytestmark = [pytest.mark.django_db(transaction=True)]


@pytest.mark.worker
def test_concurrent_sweeps_warn_each_assignee_once(worker, audit_truncate_allowed):
    """Three sweeps enqueued together (a beat tick overlapping a slow one) leave
    exactly one deadline warning per nearly-due answer, none for the rest."""
    lead, assignee = make_user("senior_reviewer"), make_user("reviewer")
    due = [make_answer() for _ in range(3)]
    later = make_answer()
    soon = timezone.now() + timedelta(minutes=30)
    Answer.objects.filter(pk__in=[a.pk for a in due]).update(review_deadline_at=soon)
    Answer.objects.filter(pk=later.pk).update(
        review_deadline_at=timezone.now() + timedelta(days=2)
    )
    answers_assign(
        answer_ids=[a.pk for a in [*due, later]], assignee=assignee, user=lead
    )

    for _ in range(3):
        deadline_warnings.delay()

    warnings = Notification.objects.filter(kind=NotificationKind.DEADLINE)
    assert wait_until(lambda: warnings.count() == 3, timeout=30), worker.log_tail()
    # Give any straggling sweep time to (wrongly) add a second warning.
    assert not wait_until(lambda: warnings.count() > 3, timeout=3)
    assert sorted(warnings.values_list("answer_id", flat=True)) == sorted(
        a.pk for a in due
    )
    assert set(warnings.values_list("recipient_id", flat=True)) == {assignee.pk}
