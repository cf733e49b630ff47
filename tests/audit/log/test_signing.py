"""Signing a checkpoint: only over a chain that verifies, and never a 500 without a
key. The chain since the previous signed checkpoint is walked first; a missing key or
a broken chain is a plain refusal on the page, in the API and at the command line."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from foundations.audit.keys import NO_KEY_MESSAGE, SigningKeyMissing, public_keys
from foundations.audit.models import SignedCheckpoint
from foundations.audit.record_verify import verify_checkpoint
from foundations.audit.selectors import REASON_CONTENT, REASON_VERIFIED_TREE
from foundations.audit.services import (
    SIGN_REFUSED,
    CheckpointRefused,
    audit_checkpoint_sign,
)
from foundations.audit.tasks import audit_checkpoint_sign as sign_task
from tests.factories import make_answer

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[3]


def _edit_payload(behind_the_apps_back, event) -> None:
    behind_the_apps_back(
        "UPDATE audit_auditevent SET payload = '{\"n\": 99}' WHERE id = %s",
        [event.pk],
    )


# --- a broken chain is never signed ------------------------------------------------


def test_an_edit_since_the_previous_checkpoint_is_refused_not_signed(
    record_events, behind_the_apps_back
):
    """An event edited by raw SQL after the last signature: signing refuses, naming
    the event, and no checkpoint is stored over it."""
    record_events(3)
    audit_checkpoint_sign()
    victim = record_events(4)[1]
    _edit_payload(behind_the_apps_back, victim)

    with pytest.raises(CheckpointRefused, match=f"broken at event #{victim.pk}") as e:
        audit_checkpoint_sign()

    assert REASON_CONTENT in str(e.value)
    assert SignedCheckpoint.objects.count() == 1


def test_the_first_signature_walks_the_whole_chain(record_events, behind_the_apps_back):
    """With nothing signed or recorded yet, every event is checked before the first
    signature."""
    victim = record_events(5)[0]
    _edit_payload(behind_the_apps_back, victim)
    with pytest.raises(CheckpointRefused, match=f"#{victim.pk}"):
        audit_checkpoint_sign(force=True)
    assert not SignedCheckpoint.objects.exists()


@pytest.mark.parametrize(("level", "idx"), [(2, 0), (1, 0)])
def test_a_stored_tree_that_no_longer_gives_the_signed_root_is_refused(
    record_events, level, idx
):
    """The walk resumes from the previous signed root: a subtree edited behind it
    (events untouched; the frontier's root, or one on the last leaf's path) no
    longer gives that root, and signing refuses."""
    from django.db import connection

    record_events(4)
    signed, _ = audit_checkpoint_sign()
    record_events(2)
    with connection.cursor() as cursor:
        cursor.execute(
            "ALTER TABLE audit_auditmerklenode DISABLE TRIGGER USER;"
            " UPDATE audit_auditmerklenode SET hash = %s WHERE level = %s AND idx = %s;"
            " ALTER TABLE audit_auditmerklenode ENABLE TRIGGER USER;",
            [bytes(32), level, idx],
        )
    with pytest.raises(CheckpointRefused) as refused:
        audit_checkpoint_sign()
    assert REASON_VERIFIED_TREE.format(size=signed.size) in str(refused.value)


def test_signing_walks_only_the_events_since_the_previous_checkpoint(
    record_events, monkeypatch
):
    """The check before a signature is incremental: it costs the new events, not
    the log (the scheduled whole-chain walk covers the rest)."""
    from foundations.audit import services

    record_events(50)
    audit_checkpoint_sign()
    record_events(3)
    walks = []
    real = services.audit_chain_verify_recent
    monkeypatch.setattr(
        services,
        "audit_chain_verify_recent",
        lambda: walks.append(real()) or walks[-1],
    )

    checkpoint, created = audit_checkpoint_sign()

    assert created and checkpoint.size == 53
    assert [w.checked for w in walks] == [3]
    assert verify_checkpoint(checkpoint.note, public_keys())[0].size == 53


def test_the_beat_task_and_the_command_report_a_refusal(
    record_events, behind_the_apps_back, caplog
):
    """The task logs the refusal as an error and signs nothing; the command exits
    non-zero with the same words."""
    record_events(2)
    audit_checkpoint_sign()
    _edit_payload(behind_the_apps_back, record_events(2)[0])

    with caplog.at_level(logging.ERROR, logger="foundations.audit.tasks"):
        assert sign_task.run() is None
    assert "refused to sign a checkpoint" in caplog.text
    with pytest.raises(CommandError, match="refused to sign a checkpoint"):
        call_command("audit_checkpoint")
    assert SignedCheckpoint.objects.count() == 1


def test_the_sign_button_says_why_it_refused(
    admin_client, record_events, behind_the_apps_back
):
    """The audit page's "sign now" over a broken chain: a message, not a 500."""
    record_events(2)
    audit_checkpoint_sign()
    victim = record_events(2)[1]
    _edit_payload(behind_the_apps_back, victim)

    response = admin_client.post(reverse("audit:checkpoint_sign"), follow=True)

    assert response.status_code == 200
    html = response.content.decode()
    assert f"the audit chain is broken at event #{victim.pk}" in html
    assert SignedCheckpoint.objects.count() == 1


def test_a_review_record_needing_a_signature_over_a_broken_chain_is_a_503(
    admin_client, api_token, behind_the_apps_back
):
    """The record's events are newer than every checkpoint, and the chain is broken:
    the admin is told why; the source is told only that it failed."""
    from foundations.audit.models import AuditEvent

    answer = make_answer(source=api_token[0].source)
    _edit_payload(
        behind_the_apps_back, AuditEvent.objects.filter(answer_id=answer.pk).first()
    )

    response = admin_client.get(reverse("audit:answer_record_json", args=[answer.pk]))
    assert response.status_code == 503
    assert "refused to sign a checkpoint" in response.json()["detail"]
    page = admin_client.get(reverse("audit:answer_record_page", args=[answer.pk]))
    assert page.status_code == 503
    assert "refused to sign a checkpoint" in page.content.decode()
    token = Client(HTTP_AUTHORIZATION=f"Bearer {api_token[1]}")
    response = token.get(f"/api/v1/answers/{answer.pk}/record")
    assert response.status_code == 503
    assert response.json()["detail"].startswith("The review record cannot be signed")
    assert "event #" not in response.json()["detail"]


# --- no signing key ----------------------------------------------------------------


@pytest.fixture
def no_key(settings):
    """A deployment that never set AUDIT_SIGNING_KEY (production: no dev key)."""
    settings.AUDIT_SIGNING_KEY = ""
    settings.AUDIT_SIGNING_KEY_FILE = ""
    settings.AUDIT_DEV_KEY = False
    return settings


def test_without_a_key_the_sign_button_shows_a_message(admin_client, no_key):
    """ "Sign now" without a key: the page says which setting is missing."""
    response = admin_client.post(reverse("audit:checkpoint_sign"), follow=True)
    assert response.status_code == 200
    html = response.content.decode()
    assert "No audit signing key: set AUDIT_SIGNING_KEY" in html
    assert not SignedCheckpoint.objects.exists()


def test_without_a_key_record_downloads_are_503s_naming_the_setting(
    admin_client, api_token, no_key
):
    """The admin's download, the printable page and the API's record: 503, with the
    missing setting named, never a 500."""
    answer = make_answer(source=api_token[0].source)
    response = admin_client.get(reverse("audit:answer_record_json", args=[answer.pk]))
    assert response.status_code == 503
    assert response.json()["detail"] == NO_KEY_MESSAGE
    page = admin_client.get(reverse("audit:answer_record_page", args=[answer.pk]))
    assert page.status_code == 503
    assert "AUDIT_SIGNING_KEY" in page.content.decode()
    token = Client(HTTP_AUTHORIZATION=f"Bearer {api_token[1]}")
    response = token.get(f"/api/v1/answers/{answer.pk}/record")
    assert response.status_code == 503
    assert response.json()["detail"] == NO_KEY_MESSAGE


def test_without_a_key_the_task_and_the_command_refuse_plainly(
    record_events, no_key, caplog
):
    """The beat task logs the missing key; the command exits with its message."""
    record_events(1)
    with caplog.at_level(logging.ERROR, logger="foundations.audit.tasks"):
        assert sign_task.run() is None
    assert NO_KEY_MESSAGE in caplog.text
    with pytest.raises(CommandError, match="AUDIT_SIGNING_KEY"):
        call_command("audit_checkpoint")


def test_an_unreadable_key_file_is_the_same_refusal(admin_client, no_key, tmp_path):
    """AUDIT_SIGNING_KEY_FILE naming no file: a 503 naming that setting."""
    no_key.AUDIT_SIGNING_KEY_FILE = str(tmp_path / "missing.pem")
    with pytest.raises(SigningKeyMissing, match="AUDIT_SIGNING_KEY_FILE"):
        audit_checkpoint_sign()
    answer = make_answer()
    response = admin_client.get(reverse("audit:answer_record_json", args=[answer.pk]))
    assert response.status_code == 503
    assert "AUDIT_SIGNING_KEY_FILE" in response.json()["detail"]


@pytest.mark.parametrize("message", [NO_KEY_MESSAGE, SIGN_REFUSED])
def test_refusals_point_at_doc_sections_that_exist(message):
    """Each refusal names a doc file and a heading in it, and both are there."""
    path, heading = re.search(r'see (\S+), "([^"]+)"', message).groups()
    text = (ROOT / path).read_text(encoding="utf-8")
    assert re.search(rf"^#+ {re.escape(heading)}$", text, re.MULTILINE)
