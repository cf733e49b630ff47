"""The Django admin writes only through audited services, and never edits history."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from foundations.actors import Actor
from foundations.audit.models import AuditAction, AuditEvent
from tests.factories import make_answer, make_source, make_user
from verification.models import ApiToken, LabelAlias
from verification.services.aliases import ALIAS_SAME, alias_create
from verification.services.tokens import api_token_authenticate

pytestmark = pytest.mark.django_db


@pytest.fixture
def superuser():
    return make_user(None, is_staff=True, is_superuser=True)


@pytest.fixture
def client(superuser) -> Client:
    client = Client()
    client.force_login(superuser)
    return client


def _last(action: str) -> AuditEvent:
    return AuditEvent.objects.filter(action=action).latest("id")


def test_token_created_in_admin_is_shown_once_and_audited(client, superuser):
    """Adding a token shows its plaintext once, stores only its hash, and audits."""
    source = make_source("upstream")
    response = client.post(
        reverse("admin:verification_apitoken_add"),
        {"source": source.pk, "name": "ci"},
        follow=True,
    )
    assert response.status_code == 200
    [shown] = [
        str(m) for m in response.context["messages"] if "New API token" in str(m)
    ]
    plaintext = shown.split(": ", 1)[1].split(" ", 1)[0]
    token = ApiToken.objects.get(source=source)
    assert api_token_authenticate(plaintext) == token
    assert plaintext not in token.token_hash
    event = _last(AuditAction.TOKEN_CREATED)
    assert event.actor_label == f"user:{superuser.username}"
    assert event.subject_id == str(token.pk)
    again = client.get(reverse("admin:verification_apitoken_change", args=[token.pk]))
    assert plaintext not in again.content.decode()


def test_revoke_action_revokes_and_audits(client, api_token):
    """The admin action revokes the token; the API stops accepting it."""
    token, plaintext = api_token
    response = client.post(
        reverse("admin:verification_apitoken_changelist"),
        {"action": "revoke", "_selected_action": [token.pk]},
    )
    assert response.status_code == 302
    assert api_token_authenticate(plaintext) is None
    assert _last(AuditAction.TOKEN_REVOKED).subject_id == str(token.pk)


def test_tokens_cannot_be_deleted_in_admin(client, api_token):
    """Tokens are revoked, never deleted: the history refers to them."""
    token, _ = api_token
    url = reverse("admin:verification_apitoken_delete", args=[token.pk])
    assert client.post(url, {"post": "yes"}).status_code == 403
    assert ApiToken.objects.filter(pk=token.pk).exists()


def test_alias_create_change_delete_are_audited_with_versions(client):
    """Each alias write in the admin records the alias version before and after."""
    add = client.post(
        reverse("admin:verification_labelalias_add"),
        {"alias": "Data Protection Regulation", "canonical": "GDPR", "note": ""},
    )
    assert add.status_code == 302
    row = LabelAlias.objects.get()
    created = _last(AuditAction.ALIAS_CREATED)
    assert created.payload["alias"] == "Data Protection Regulation"
    assert (
        created.payload["alias_version_before"]
        != created.payload["alias_version_after"]
    )

    change = client.post(
        reverse("admin:verification_labelalias_change", args=[row.pk]),
        {"alias": "General Data Protection Reg.", "canonical": "GDPR", "note": "x"},
    )
    assert change.status_code == 302
    changed = _last(AuditAction.ALIAS_CHANGED)
    assert changed.payload["before"]["alias"] == "Data Protection Regulation"
    assert changed.payload["after"]["alias"] == "General Data Protection Reg."

    delete = client.post(
        reverse("admin:verification_labelalias_delete", args=[row.pk]), {"post": "yes"}
    )
    assert delete.status_code == 302
    assert not LabelAlias.objects.exists()
    assert _last(AuditAction.ALIAS_DELETED).payload["alias"] == (
        "General Data Protection Reg."
    )


def test_alias_for_the_same_law_is_refused_naming_the_field(client):
    """An alias that folds to its canonical label is a form error on `alias`."""
    response = client.post(
        reverse("admin:verification_labelalias_add"),
        {"alias": "gdpr", "canonical": "GDPR", "note": ""},
    )
    assert response.status_code == 200
    assert ALIAS_SAME in response.context["adminform"].form.errors["alias"]
    assert not LabelAlias.objects.exists()


def test_alias_service_records_the_user_as_creator():
    """alias_create called for a user stores them as created_by."""
    user = make_user("admin")
    row = alias_create(
        alias="Saudi Labour Law", canonical="Labour Law", actor=Actor.for_user(user)
    )
    assert row.created_by == user


@pytest.mark.parametrize(
    "url_name",
    [
        "admin:audit_auditevent_add",
        "admin:audit_auditcheckpoint_add",
        "admin:verification_answer_add",
        "admin:verification_verificationreport_add",
    ],
)
def test_history_and_pipeline_rows_cannot_be_added(client, url_name):
    """Audit events, checkpoints, answers and reports have no add page."""
    assert client.get(reverse(url_name)).status_code == 403


def test_audit_event_cannot_be_changed_or_deleted_in_admin(client):
    """An audit event's admin page is read-only; deleting it is forbidden."""
    event = AuditEvent.objects.latest("id")
    change_url = reverse("admin:audit_auditevent_change", args=[event.pk])
    page = client.get(change_url)
    assert page.status_code == 200
    assert 'name="_save"' not in page.content.decode()
    assert client.post(change_url, {"action": "x"}).status_code == 403
    delete_url = reverse("admin:audit_auditevent_delete", args=[event.pk])
    assert client.post(delete_url, {"post": "yes"}).status_code == 403
    assert AuditEvent.objects.filter(pk=event.pk).exists()


def test_answer_admin_is_read_only(client):
    """Answers can be browsed in the admin but not edited."""
    answer = make_answer()
    original = answer.text
    url = reverse("admin:verification_answer_change", args=[answer.pk])
    assert client.get(url).status_code == 200
    assert client.post(url, {"text": "rewritten"}).status_code == 403
    answer.refresh_from_db()
    assert answer.text == original
