"""Notifications: who hears what, once, in the app and by e-mail."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core import mail
from django.db import IntegrityError
from django.utils import timezone

from reviewer import services
from reviewer.assignments import answers_assign
from reviewer.notifications import services as notify
from reviewer.notifications.models import Notification, NotificationKind
from reviewer.notifications.selectors import notifications_unread_count
from reviewer.notifications.tasks import deadline_warnings
from tests.factories import make_answer, make_source, make_user
from verification.models import Answer

pytestmark = pytest.mark.django_db


def _escalate_then_settle(escalator, senior, verdict="approve"):
    answer = make_answer()
    services.decision_record(
        answer_id=answer.pk,
        user=escalator,
        action="escalate",
        reason_category="wrong_article",
        reason="Article 15 is not in the evidence",
        expected_review_state="unreviewed",
    )
    services.decision_record(
        answer_id=answer.pk,
        user=senior,
        action=verdict,
        reason_category="acceptable_risk" if verdict == "approve" else "",
        reason="checked against the statute",
        expected_review_state="escalated",
    )
    return answer


@pytest.mark.parametrize(
    ("verdict", "word"), [("approve", "approved"), ("reject", "rejected")]
)
def test_the_escalator_hears_the_seniors_verdict(
    verdict, word, django_capture_on_commit_callbacks
):
    """A senior's verdict on an escalated answer notifies the reviewer who escalated
    it, in the app and by e-mail after commit."""
    escalator = make_user("reviewer", email="esc@example.org")
    senior = make_user("senior_reviewer", username="senior-ann")
    with django_capture_on_commit_callbacks(execute=True):
        answer = _escalate_then_settle(escalator, senior, verdict)
    [note] = Notification.objects.filter(recipient=escalator)
    assert note.kind == NotificationKind.VERDICT
    assert note.answer_id == answer.pk and note.actor == senior
    assert note.message == f"senior-ann {word} answer {answer}, which you escalated."
    [email] = mail.outbox
    assert email.to == ["esc@example.org"]
    assert note.message in email.body
    assert "Verdict" in email.subject


def test_approving_an_unescalated_answer_notifies_nobody():
    """A first-line approval is nobody's news."""
    answer = make_answer()
    services.decision_record(
        answer_id=answer.pk,
        user=make_user("reviewer"),
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="unreviewed",
    )
    assert not Notification.objects.exists()


def test_a_senior_settling_their_own_escalation_is_not_notified():
    """Telling people what they just did is noise (on a source without the
    four-eyes rule, where a senior may settle their own escalation)."""
    make_source(four_eyes=False)
    senior = make_user("senior_reviewer")
    _escalate_then_settle(senior, senior)
    assert not Notification.objects.exists()


def test_a_refused_decision_notifies_nobody():
    """The notification is written in the decision's transaction: no decision, no
    notification."""
    escalator, senior = make_user("reviewer"), make_user("senior_reviewer")
    answer = make_answer()
    services.decision_record(
        answer_id=answer.pk,
        user=escalator,
        action="escalate",
        reason_category="wrong_article",
        reason="wrong article",
        expected_review_state="unreviewed",
    )
    with pytest.raises(services.ApplicationError):
        services.decision_record(
            answer_id=answer.pk,
            user=senior,
            action="approve",
            reason_category="acceptable_risk",
            expected_review_state="unreviewed",  # stale: a conflict
        )
    assert not Notification.objects.exists()


def test_no_email_address_means_the_app_only(django_capture_on_commit_callbacks):
    """Without an address the notification is in the app and no mail is sent."""
    escalator, senior = make_user("reviewer"), make_user("senior_reviewer")
    with django_capture_on_commit_callbacks(execute=True):
        _escalate_then_settle(escalator, senior)
    assert Notification.objects.filter(recipient=escalator).count() == 1
    assert mail.outbox == []


def test_a_broken_mail_server_loses_only_the_email(
    settings, django_capture_on_commit_callbacks
):
    """A mail failure after commit is logged; the decision and notification stand."""
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", 9  # nothing listens
    settings.EMAIL_TIMEOUT = 1
    escalator = make_user("reviewer", email="esc@example.org")
    with django_capture_on_commit_callbacks(execute=True):
        answer = _escalate_then_settle(escalator, make_user("senior_reviewer"))
    assert Answer.objects.get(pk=answer.pk).review_state == "approved"
    assert Notification.objects.filter(recipient=escalator).count() == 1


def test_notify_assigned_tells_the_assignee_once_per_answer_one_email(
    django_capture_on_commit_callbacks,
):
    """Each assigned answer gets a notification; the inbox gets one summary."""
    lead = make_user("senior_reviewer", username="lead")
    assignee = make_user("reviewer", email="rev@example.org")
    answers = [make_answer(), make_answer(), make_answer()]
    with django_capture_on_commit_callbacks(execute=True):
        made = notify.notify_assigned(
            answer_ids=[a.pk for a in answers], assignee=assignee, by=lead
        )
    assert len(made) == 3
    assert {n.answer_id for n in made} == {a.pk for a in answers}
    assert made[0].message == f"lead assigned answer {answers[0]} to you."
    [email] = mail.outbox
    assert email.to == ["rev@example.org"]
    assert email.body == f"lead assigned 3 answers to you, starting with {answers[0]}."


def test_notify_assigned_one_answer_mails_its_sentence(
    django_capture_on_commit_callbacks,
):
    lead = make_user("admin", username="boss")
    assignee = make_user("reviewer", email="rev@example.org")
    answer = make_answer()
    with django_capture_on_commit_callbacks(execute=True):
        notify.notify_assigned(answer_ids=[answer.pk], assignee=assignee, by=lead)
    assert mail.outbox[0].body.startswith(f"boss assigned answer {answer} to you.")


def test_assigning_yourself_is_recorded_read_and_not_mailed(
    django_capture_on_commit_callbacks,
):
    """Assigning yourself work is no news and no e-mail, but it stays on record."""
    me = make_user("senior_reviewer", email="me@example.org")
    answer = make_answer()
    with django_capture_on_commit_callbacks(execute=True):
        [note] = notify.notify_assigned(answer_ids=[answer.pk], assignee=me, by=me)
    assert note.read_at is not None
    assert notifications_unread_count(user=me) == 0
    assert mail.outbox == []


def test_assigning_nothing_is_silent():
    by = make_user("senior_reviewer")
    assert notify.notify_assigned(answer_ids=[], assignee=make_user(), by=by) == []
    assert notify.notify_assigned(answer_ids=[1], assignee=None, by=by) == []
    assert not Notification.objects.exists()


def _due_in(minutes: int) -> Answer:
    answer = make_answer()
    Answer.objects.filter(pk=answer.pk).update(
        review_deadline_at=timezone.now() + timedelta(minutes=minutes)
    )
    return Answer.objects.get(pk=answer.pk)


def test_an_answer_nearly_due_warns_its_current_assignee_once(
    settings, django_capture_on_commit_callbacks
):
    """The sweeper warns whoever the answer is assigned to now, once, however often
    it runs."""
    settings.NOTIFY_DEADLINE_MINUTES = 60
    lead = make_user("senior_reviewer")
    first, second = make_user("reviewer"), make_user("reviewer", email="b@example.org")
    soon, later = _due_in(30), _due_in(600)
    answers_assign(answer_ids=[soon.pk, later.pk], assignee=first, user=lead)
    answers_assign(answer_ids=[soon.pk], assignee=second, user=lead)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        assert deadline_warnings() == 1  # the task's body, in this process
    assert deadline_warnings() == 0
    [warning] = Notification.objects.filter(kind=NotificationKind.DEADLINE)
    assert warning.recipient == second and warning.answer_id == soon.pk
    assert "within 60 minutes" in warning.message
    assert [m.to for m in mail.outbox] == [["b@example.org"]]


def test_unassigned_decided_or_overdue_answers_are_not_warned(settings):
    settings.NOTIFY_DEADLINE_MINUTES = 60
    lead, assignee = make_user("senior_reviewer"), make_user("reviewer")
    decided, overdue, _unassigned = _due_in(30), _due_in(-5), _due_in(30)
    services.decision_record(
        answer_id=decided.pk,
        user=assignee,
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="unreviewed",
    )
    answers_assign(answer_ids=[decided.pk, overdue.pk], assignee=assignee, user=lead)
    assert notify.deadline_warnings_send() == 0


def test_assigning_through_the_desk_notifies_the_assignee(
    django_capture_on_commit_callbacks,
):
    """`answers_assign` tells the assignee; answers they already held are not news."""
    lead = make_user("senior_reviewer", username="lead")
    assignee = make_user("reviewer", email="rev@example.org")
    held, new = make_answer(), make_answer()
    answers_assign(answer_ids=[held.pk], assignee=assignee, user=lead)
    with django_capture_on_commit_callbacks(execute=True):
        answers_assign(answer_ids=[held.pk, new.pk], assignee=assignee, user=lead)
    notes = Notification.objects.filter(recipient=assignee).order_by("id")
    assert [n.answer_id for n in notes] == [held.pk, new.pk]
    assert mail.outbox[-1].body.startswith(f"lead assigned answer {new} to you.")


def test_the_database_refuses_a_second_deadline_warning():
    """The one-warning rule holds even against a racing sweeper."""
    answer, user = make_answer(), make_user("reviewer")
    Notification.objects.create(
        recipient=user, kind=NotificationKind.DEADLINE, answer=answer, message="x"
    )
    with pytest.raises(IntegrityError):
        Notification.objects.create(
            recipient=user, kind=NotificationKind.DEADLINE, answer=answer, message="y"
        )


# --- the page ----------------------------------------------------------------------


def _notes(user, count=2):
    lead = make_user("senior_reviewer", username=f"lead-of-{user.pk}")
    answers = [make_answer() for _ in range(count)]
    return notify.notify_assigned(
        answer_ids=[a.pk for a in answers], assignee=user, by=lead
    )


def test_the_bell_counts_unread_notifications(reviewer_client):
    _notes(reviewer_client.user, 2)
    html = reviewer_client.get("/").content.decode()
    assert 'id="notification-bell"' in html
    assert 'data-unread="2"' in html


def test_the_page_lists_own_notifications_escaped(reviewer_client):
    """Only the person's own notifications, newest first, text escaped."""
    mine = _notes(reviewer_client.user, 2)
    _notes(make_user("reviewer"), 1)
    Notification.objects.filter(pk=mine[0].pk).update(message="<b>x</b> assigned")
    html = reviewer_client.get("/notifications/").content.decode()
    assert html.count('class="notification notification--unread"') == 2
    assert "&lt;b&gt;x&lt;/b&gt;" in html and "<b>x</b>" not in html
    assert html.index(f"notification-{mine[1].pk}") < html.index(
        f"notification-{mine[0].pk}"
    )


def test_mark_read_with_htmx_returns_the_item_and_the_bell(reviewer_client):
    first, second = _notes(reviewer_client.user, 2)
    response = reviewer_client.post(
        f"/notifications/{first.pk}/read/", HTTP_HX_REQUEST="true"
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith(f'<li id="notification-{first.pk}"')
    assert 'data-read="true"' in html and "<html" not in html
    assert 'hx-swap-oob="true"' in html and 'data-unread="1"' in html
    assert notifications_unread_count(user=reviewer_client.user) == 1


def test_mark_read_without_js_redirects(reviewer_client):
    [note] = _notes(reviewer_client.user, 1)
    response = reviewer_client.post(f"/notifications/{note.pk}/read/")
    assert response.status_code == 302 and response["Location"] == "/notifications/"


def test_someone_elses_notification_is_a_404(reviewer_client):
    [theirs] = _notes(make_user("reviewer"), 1)
    assert reviewer_client.post(f"/notifications/{theirs.pk}/read/").status_code == 404
    assert Notification.objects.get(pk=theirs.pk).read_at is None


def test_mark_all_read_and_the_unread_tab(reviewer_client):
    _notes(reviewer_client.user, 3)
    assert reviewer_client.post("/notifications/read-all/").status_code == 302
    assert notifications_unread_count(user=reviewer_client.user) == 0
    html = reviewer_client.get("/notifications/?show=unread").content.decode()
    assert "Nothing unread." in html


def test_a_bad_page_cursor_is_a_400_naming_the_field(reviewer_client):
    response = reviewer_client.get("/notifications/?before=soon")
    assert response.status_code == 400
    assert "before" in response.content.decode()
