"""Erasing a person: their names and free text leave the log and the review record
(their decisions' reasons and comments), and every proof stays."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.db import DatabaseError, connection, transaction
from django.test import Client
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


# --- the review record: decisions' text and the decider's name --------------------

JANE_TEXTS = ("Jane Roe", "jane.roe", "I doubt Article 15 here", "Called the client")


@pytest.fixture
def jane_reviewed(api_token):
    """Jane Roe escalates with a reason and comments; a senior settles it."""
    answer = make_answer(source=api_token[0].source)
    jane = make_user(
        "reviewer", username="jane.roe", first_name="Jane", last_name="Roe"
    )
    senior = make_user("senior_reviewer", username="sam")
    decision_record(
        answer_id=answer.pk,
        user=jane,
        action="escalate",
        reason_category="other",
        reason="I doubt Article 15 here (Jane Roe)",
        expected_review_state="unreviewed",
    )
    decision_record(
        answer_id=answer.pk,
        user=jane,
        action="comment",
        comment="Called the client; Jane Roe",
        expected_review_state="escalated",
    )
    decision_record(
        answer_id=answer.pk,
        user=senior,
        action="approve",
        reason_category="acceptable_risk",
        reason="The claim is hedged enough",
        expected_review_state="escalated",
    )
    return answer, jane


def _record_texts(admin_client, api_token, answer) -> tuple[dict, str, str]:
    """The bundle as the admin downloads it, as the source downloads it, and the
    printable page."""
    bundle = admin_client.get(reverse("audit:answer_record_json", args=[answer.pk]))
    by_token = Client(HTTP_AUTHORIZATION=f"Bearer {api_token[1]}").get(
        f"/api/v1/answers/{answer.pk}/record"
    )
    page = admin_client.get(reverse("audit:answer_record_page", args=[answer.pk]))
    assert bundle.status_code == by_token.status_code == page.status_code == 200
    return bundle.json(), by_token.content.decode(), page.content.decode()


def test_erasure_reaches_the_review_record_and_every_proof_still_holds(
    jane_reviewed, admin_client, api_token, capsys
):
    """After erasure Jane's name, reason and comment are nowhere in the review
    record (bundle or page); her decisions keep their verdicts and times, the
    senior's text stays, and the bundle, the chain, an older checkpoint and a new
    one all verify."""
    from foundations.audit.record_verify import verify_bundle

    answer, jane = jane_reviewed
    bundle, _, page = _record_texts(admin_client, api_token, answer)
    assert all(text in json.dumps(bundle) for text in JANE_TEXTS[2:])
    assert "Jane Roe" in page
    before = [(d.action, d.from_state, d.to_state, d.created_at) for d in _decisions()]
    signed_before, _ = audit_checkpoint_sign()

    call_command("erase_person", "jane.roe")
    assert "2 fields in 2 decisions" in capsys.readouterr().out

    bundle, by_token, page = _record_texts(admin_client, api_token, answer)
    for text in JANE_TEXTS:
        assert text not in json.dumps(bundle, ensure_ascii=False), text
        assert text not in by_token, text
        assert text not in page, text
    assert "The claim is hedged enough" in json.dumps(bundle)
    assert "The claim is hedged enough" in page and "user:sam" in page
    assert page.count('class="audit-erased">erased<') >= 4  # 2 names, reason, comment
    assert verify_bundle(bundle, public_keys()) == []
    escalation, comment = bundle["decisions"][:2]
    assert escalation["record"]["reason"].keys() == {"$commitment"}
    assert comment["record"]["comment"].keys() == {"$commitment"}
    assert escalation["salts"] == comment["salts"] == {}

    after = [(d.action, d.from_state, d.to_state, d.created_at) for d in _decisions()]
    assert after == before
    assert [(d.reason, d.comment) for d in _decisions()][:2] == [("", ""), ("", "")]
    assert audit_chain_verify().intact
    assert verify_checkpoint(signed_before.note, public_keys())[0].size
    signed_after, created = audit_checkpoint_sign()
    assert created and verify_checkpoint(signed_after.note, public_keys())
    erasure = AuditEvent.objects.get(action=AuditAction.PERSON_ERASED)
    assert erasure.payload["decisions"] == 2
    assert erasure.payload["decision_fields"] == 2  # a reason and a comment
    assert erasure.payload["decisions_kept"] == 0


def _decisions():
    from reviewer.models import Decision

    return list(Decision.objects.order_by("id"))


def test_dry_run_counts_the_decisions_and_changes_nothing(jane_reviewed, capsys):
    """`--dry-run` names what would go from the decisions too, and touches nothing."""
    before = [(d.reason, d.comment, d.salts, d.erased) for d in _decisions()]
    call_command("erase_person", "jane.roe", "--dry-run")
    out = capsys.readouterr().out
    assert out.startswith("would erase")
    assert "2 fields in 2 decisions" in out
    assert [(d.reason, d.comment, d.salts, d.erased) for d in _decisions()] == before
    assert not AuditEvent.objects.filter(action=AuditAction.PERSON_ERASED).exists()


def test_a_deleted_persons_decisions_are_found_through_their_events(
    jane_reviewed, admin_client, api_token, capsys
):
    """Once the account is deleted the decisions no longer name it; erasing by its
    id finds them through the events that recorded them."""
    answer, jane = jane_reviewed
    jane_id = jane.pk
    jane.delete()
    call_command("erase_person", str(jane_id))
    assert "2 fields in 2 decisions" in capsys.readouterr().out
    bundle, _, page = _record_texts(admin_client, api_token, answer)
    assert not any(text in page for text in JANE_TEXTS)
    assert "Called the client" not in json.dumps(bundle)


def test_erasing_twice_erases_nothing_more(jane_reviewed, capsys):
    """A second run finds nothing left: the record of the first stands."""
    call_command("erase_person", "jane.roe")
    call_command("erase_person", "jane.roe", "--dry-run")
    assert "would erase 0 fields in 0 events and 0 fields in 0 decisions" in (
        capsys.readouterr().out
    )


def test_a_decision_recorded_before_salts_keeps_its_text_and_says_so(
    rita_decided, capsys
):
    """A decision whose digest covers its plain text cannot be erased without
    failing its review record: it is left, and the dry run and the run say so."""
    from reviewer.models import Decision

    Decision.objects.update(salts={})
    call_command("erase_person", "rita", "--dry-run")
    assert "1 decision recorded before salts keep" in capsys.readouterr().out
    call_command("erase_person", "rita")
    assert "1 decision recorded before salts keep" in capsys.readouterr().out
    assert Decision.objects.get().reason == "Client Jane Roe disputes this"
    erasure = AuditEvent.objects.get(action=AuditAction.PERSON_ERASED)
    assert erasure.payload["decisions_kept"] == 1


def test_erasure_reaches_stored_webhook_events_and_notifications(api_token, capsys):
    """Jane's escalation reason leaves the stored webhook event (a pending retry
    sends it without), and the senior Sam, erased, is "Someone" in the verdict
    notification Jane received; the events of others keep their reasons."""
    from foundations.actors import Actor
    from reviewer.notifications.models import Notification
    from verification.webhooks.models import WebhookDelivery
    from verification.webhooks.services import webhook_endpoint_create

    source = api_token[0].source
    webhook_endpoint_create(
        source=source,
        url="https://hooks.example.com/review",
        event_types=["answer.escalated", "answer.approved"],
        actor=Actor.system("tests"),
    )
    answer = make_answer(source=source)
    jane = make_user("reviewer", username="jane.roe")
    sam = make_user("senior_reviewer", username="sam.senior")
    for user, action, reason, state in (
        (jane, "escalate", "I doubt Article 15 here (Jane Roe)", "unreviewed"),
        (sam, "approve", "Sam says the claim is hedged", "escalated"),
    ):
        decision_record(
            answer_id=answer.pk,
            user=user,
            action=action,
            reason_category="other",
            reason=reason,
            expected_review_state=state,
        )

    def reasons() -> dict[str, str]:
        return {
            d.event_type: d.payload["data"]["decision"]["reason"]
            for d in WebhookDelivery.objects.all()
        }

    verdict = Notification.objects.get(recipient=jane)
    assert reasons()["answer.escalated"] == "I doubt Article 15 here (Jane Roe)"
    assert "sam.senior" in verdict.message

    call_command("erase_person", "jane.roe")
    assert "the reason in 1 stored webhook events" in capsys.readouterr().out
    assert reasons() == {
        "answer.escalated": "",
        "answer.approved": "Sam says the claim is hedged",
    }
    call_command("erase_person", "sam.senior")
    assert "the name in 1 notifications" in capsys.readouterr().out
    verdict.refresh_from_db()
    assert "sam.senior" not in verdict.message
    assert verdict.message.startswith("Someone ") and verdict.actor is None
    assert reasons()["answer.approved"] == ""
    erasure = AuditEvent.objects.filter(action=AuditAction.PERSON_ERASED).last()
    assert erasure.payload["notifications"] == 1
