"""Erasing a person: their names and free text leave the log, every proof stays."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.db import DatabaseError, connection, transaction
from django.urls import reverse

from foundations.audit.keys import public_keys
from foundations.audit.models import AuditAction, AuditEvent
from foundations.audit.record_verify import verify_checkpoint, verify_inclusion
from foundations.audit.selectors import audit_chain_verify, audit_inclusion_proof
from foundations.audit.services import audit_checkpoint_sign
from reviewer.services import decision_record
from tests.factories import make_answer, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def rita_decided():
    """Rita escalates an answer with a reason that names a client."""
    answer = make_answer()
    rita = make_user("reviewer", username="rita")
    decision_record(
        answer_id=answer.pk,
        user=rita,
        action="escalate",
        reason_category="wrong_article",
        reason="Client Jane Roe disputes this",
        expected_review_state="unreviewed",
    )
    return rita


def _rita_events(rita) -> list[AuditEvent]:
    return list(
        AuditEvent.objects.filter(actor_type="user", actor_id=str(rita.pk)).order_by(
            "id"
        )
    )


def test_dry_run_changes_nothing(rita_decided, capsys):
    """`--dry-run` says what would go and leaves every event as it was."""
    before = [(e.actor_label, e.payload, e.salts) for e in _rita_events(rita_decided)]
    call_command("erase_person", "rita", "--dry-run")
    assert "would erase" in capsys.readouterr().out
    after = [(e.actor_label, e.payload, e.salts) for e in _rita_events(rita_decided)]
    assert before == after
    assert not AuditEvent.objects.filter(action=AuditAction.PERSON_ERASED).exists()


def test_erased_person_is_gone_and_every_proof_still_holds(
    rita_decided, admin_client, capsys
):
    """After erasure: no name, no reason, no salt; chain, proofs, checkpoint verify."""
    signed_before, _ = audit_checkpoint_sign()
    events = _rita_events(rita_decided)
    hashes = {e.pk: (e.hash, bytes(e.leaf_hash)) for e in events}

    call_command("erase_person", "rita")
    assert "erased" in capsys.readouterr().out

    for event in _rita_events(rita_decided):
        text = json.dumps([event.actor_label, event.payload])
        assert "rita" not in text and "Jane Roe" not in text
        assert event.salts == {}
        assert "/actor_label" in event.erased_fields
        assert (event.hash, bytes(event.leaf_hash)) == hashes[event.pk]
    escalation = AuditEvent.objects.get(action=AuditAction.DECISION_ESCALATE)
    assert "/payload/reason" in escalation.erased_fields

    assert audit_chain_verify().intact
    checkpoint, _ = verify_checkpoint(signed_before.note, public_keys())
    proof = audit_inclusion_proof(event_id=escalation.pk, size=checkpoint.size)
    assert verify_inclusion(
        bytes(escalation.leaf_hash),
        escalation.leaf_index,
        checkpoint.size,
        proof.proof,
        checkpoint.root_hash,
    )
    erasure = AuditEvent.objects.get(action=AuditAction.PERSON_ERASED)
    assert erasure.subject_id == str(rita_decided.pk)
    assert erasure.actor_label == "system:erase_person"

    html = admin_client.get(
        reverse("audit:answer_trail", args=[escalation.answer_id])
    ).content.decode()
    assert "erased: /actor_label, /payload/reason" in html
    assert "Jane Roe" not in html


def test_the_review_record_of_an_erased_decision_still_verifies(
    rita_decided, admin_client, tmp_path
):
    """The bundle carries the commitments; the offline check still passes."""
    from foundations.audit.record_verify import verify_bundle

    call_command("erase_person", "rita")
    escalation = AuditEvent.objects.get(action=AuditAction.DECISION_ESCALATE)
    bundle = admin_client.get(
        reverse("audit:answer_record_json", args=[escalation.answer_id])
    ).json()
    assert verify_bundle(bundle, public_keys()) == []


def test_the_erasure_exception_allows_only_personal_columns(rita_decided):
    """With the erasure flag, the trigger still refuses a change to any other column."""
    event = _rita_events(rita_decided)[0]
    with pytest.raises(DatabaseError, match="append-only"):
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SET LOCAL audit.erasure = 'on'")
            cursor.execute(
                "UPDATE audit_auditevent SET action = 'decision.approve' WHERE id = %s",
                [event.pk],
            )


def test_events_about_the_person_by_someone_else_keep_that_persons_name(capsys):
    """A failed login naming Rita loses the typed name; an admin's label stays."""
    from foundations.actors import Actor
    from foundations.audit.services import audit_record

    rita = make_user("reviewer", username="rita")
    admin = make_user("admin", username="ada")
    event = audit_record(
        actor=Actor.for_user(admin),
        action=AuditAction.ROLE_CHANGED,
        subject_type="user",
        subject_id=rita.pk,
        payload={"username": "rita", "added": ["reviewer"]},
    )
    call_command("erase_person", "rita")
    event.refresh_from_db()
    assert event.actor_label == "user:ada"
    assert event.erased_fields == ["/payload/username"]
    assert audit_chain_verify().intact
