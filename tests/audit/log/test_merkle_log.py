"""The log as a Merkle tree in PostgreSQL: leaves, stored subtrees, signed checkpoints
and proofs, each checked against a reference written here, apart from merkle.py."""

from __future__ import annotations

import hashlib
import json

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from django.core.management import call_command
from django.urls import reverse

from foundations.audit.hashing import event_bytes
from foundations.audit.keys import public_keys
from foundations.audit.models import AuditEvent, AuditMerkleNode
from foundations.audit.record_verify import (
    verify_checkpoint,
    verify_consistency,
    verify_inclusion,
)
from foundations.audit.selectors import (
    REASON_SIGNED_ROOT,
    REASON_TREE,
    audit_chain_verify,
    audit_consistency_proof,
    audit_inclusion_proof,
)
from foundations.audit.services import audit_checkpoint_sign
from tests.audit.conftest import signed_inclusion

pytestmark = pytest.mark.django_db


def reference_root(leaves: list[bytes]) -> bytes:
    """RFC 9162 MTH, recursively, straight from the RFC's definition."""
    if not leaves:
        return hashlib.sha256(b"").digest()
    if len(leaves) == 1:
        return leaves[0]
    k = 1
    while k * 2 < len(leaves):
        k *= 2
    return hashlib.sha256(
        b"\x01" + reference_root(leaves[:k]) + reference_root(leaves[k:])
    ).digest()


def leaf_hashes() -> list[bytes]:
    return [
        bytes(h)
        for h in AuditEvent.objects.order_by("leaf_index").values_list(
            "leaf_hash", flat=True
        )
    ]


def test_events_are_consecutive_leaves_of_their_own_bytes(record_events):
    """Batches append leaves 0..n-1 in id order; each leaf hashes the event's bytes."""
    for size in (1, 2, 5, 1, 8):
        record_events(size)
    events = list(AuditEvent.objects.order_by("id"))
    assert [e.leaf_index for e in events] == list(range(17))
    for event in events:
        data = event_bytes(event)
        assert bytes(event.leaf_hash) == hashlib.sha256(b"\x00" + data).digest()
        assert event.hash == hashlib.sha256(data).hexdigest()


def test_personal_fields_enter_the_log_only_as_commitments(record_events):
    """The actor's name and free-text reasons are salted commitments in the bytes."""
    [event] = record_events(1, actor="alice-the-reviewer", payload={"reason": "typo"})
    data = event_bytes(event).decode()
    assert "alice-the-reviewer" not in data and "typo" not in data
    assert set(event.salts) == {"/actor_label", "/payload/reason"}
    assert event.actor_label == "system:alice-the-reviewer"


def test_stored_subtrees_give_the_reference_root_at_every_size(record_events):
    """After batches of many sizes, the tree at each size is the RFC's tree."""
    for size in (3, 1, 4, 1, 5, 9, 2, 6):
        record_events(size)
    leaves = leaf_hashes()
    # 2n - popcount(n) stored nodes: every completed perfect subtree, once.
    assert AuditMerkleNode.objects.count() == 2 * 31 - bin(31).count("1")
    for size in range(1, len(leaves) + 1):
        proof = audit_consistency_proof(old_size=1, new_size=size)
        assert proof.new_root == reference_root(leaves[:size])


def test_every_inclusion_and_consistency_proof_verifies(record_events):
    """Each event proves in each later tree size; each size extends each earlier."""
    record_events(7)
    record_events(6)
    leaves = leaf_hashes()
    events = list(AuditEvent.objects.order_by("id"))
    for size in range(1, 14):
        root = reference_root(leaves[:size])
        for event in events[:size]:
            proof = audit_inclusion_proof(event_id=event.pk, size=size)
            assert verify_inclusion(
                bytes(event.leaf_hash), event.leaf_index, size, proof.proof, root
            )
        for old in range(0, size + 1):
            c = audit_consistency_proof(old_size=old, new_size=size)
            assert verify_consistency(old, size, c.old_root, root, c.proof)


def test_forged_proof_is_refused(record_events):
    """Another leaf's proof, or a proof with one hash changed, does not verify."""
    events = record_events(9)
    proof = audit_inclusion_proof(event_id=events[3].pk, size=9)
    forged = [bytes(32)] + proof.proof[1:]
    leaf = bytes(events[3].leaf_hash)
    assert verify_inclusion(leaf, 3, 9, proof.proof, proof.root)
    assert not verify_inclusion(leaf, 3, 9, forged, proof.root)
    assert not verify_inclusion(
        bytes(events[4].leaf_hash), 3, 9, proof.proof, proof.root
    )


def test_checkpoint_is_signed_only_when_the_log_grew(record_events):
    """The beat task re-signs nothing on a quiet log; a new event brings a new head."""
    record_events(4)
    first, created = audit_checkpoint_sign()
    assert created and first.size == 4
    again, created_again = audit_checkpoint_sign()
    assert not created_again and again.pk == first.pk
    record_events(1)
    second, _ = audit_checkpoint_sign()
    checkpoint, _ = verify_checkpoint(second.note, public_keys())
    assert checkpoint.size == 5
    assert checkpoint.root_hash == reference_root(leaf_hashes())
    assert checkpoint.origin == "citation-review/audit"


def test_rotated_key_keeps_old_checkpoints_verifiable(record_events, settings):
    """Sign with key A, rotate to B keeping A's public key: both checkpoints verify."""
    old_key, new_key = Ed25519PrivateKey.generate(), Ed25519PrivateKey.generate()

    def pem(key, public: bool = False) -> str:
        if public:
            return (
                key.public_key()
                .public_bytes(
                    serialization.Encoding.PEM,
                    serialization.PublicFormat.SubjectPublicKeyInfo,
                )
                .decode()
            )
        return key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        ).decode()

    settings.AUDIT_SIGNING_KEY = pem(old_key)
    record_events(2)
    old_checkpoint, _ = audit_checkpoint_sign()
    settings.AUDIT_SIGNING_KEY = pem(new_key)
    record_events(2)
    new_checkpoint, _ = audit_checkpoint_sign()

    with pytest.raises(ValueError):
        verify_checkpoint(old_checkpoint.note, public_keys())
    settings.AUDIT_PUBLIC_KEYS = [pem(old_key, public=True)]
    assert verify_checkpoint(old_checkpoint.note, public_keys())[0].size == 2
    assert verify_checkpoint(new_checkpoint.note, public_keys())[0].size == 4
    assert old_checkpoint.key_id != new_checkpoint.key_id


def test_chain_walk_catches_an_altered_stored_subtree(record_events):
    """A node edited in the tree table (events untouched) is caught by audit_verify."""
    from django.db import connection

    record_events(6)
    with connection.cursor() as cursor:
        cursor.execute(
            "ALTER TABLE audit_auditmerklenode DISABLE TRIGGER USER;"
            " UPDATE audit_auditmerklenode SET hash = %s WHERE level = 1 AND idx = 0;"
            " ALTER TABLE audit_auditmerklenode ENABLE TRIGGER USER;",
            [bytes(32)],
        )
    check = audit_chain_verify()
    assert not check.intact and check.reason == REASON_TREE


def test_chain_walk_catches_a_history_that_no_longer_matches_its_signed_root(
    record_events, behind_the_apps_back
):
    """Re-hashing an edit and everything after it still fails the signed root."""
    events = record_events(3)
    signed, _ = audit_checkpoint_sign()
    _rewrite_history(events[0].pk, {"n": 99})
    check = audit_chain_verify()
    assert not check.intact
    assert check.reason == REASON_SIGNED_ROOT.format(checkpoint=signed.pk)


def _rewrite_history(event_id: int, payload: dict) -> None:
    """What an attacker with superuser rights does: edit, then re-hash everything.

    Re-computes every later event's chain link, hash and leaf, and rebuilds the whole
    tree table, so every internal check of the database agrees with the forgery.
    """
    from django.db import connection

    from foundations.audit.hashing import GENESIS_HASH
    from foundations.audit.merkle import Frontier

    with connection.cursor() as cursor:
        cursor.execute(
            "ALTER TABLE audit_auditevent DISABLE TRIGGER USER;"
            " ALTER TABLE audit_auditmerklenode DISABLE TRIGGER USER;"
        )
        try:
            prev = GENESIS_HASH
            frontier = Frontier()
            nodes = []
            for event in AuditEvent.objects.order_by("id"):
                if event.pk == event_id:
                    event.payload = payload
                    event.salts = {
                        k: v for k, v in event.salts.items() if k == "/actor_label"
                    }
                event.prev_hash = prev
                data = event_bytes(event)
                event.hash = prev = hashlib.sha256(data).hexdigest()
                leaf = hashlib.sha256(b"\x00" + data).digest()
                nodes += frontier.append([leaf])
                cursor.execute(
                    "UPDATE audit_auditevent SET payload = %s, salts = %s,"
                    " prev_hash = %s, hash = %s, leaf_hash = %s WHERE id = %s",
                    [
                        json.dumps(event.payload),
                        json.dumps(event.salts),
                        event.prev_hash,
                        event.hash,
                        leaf,
                        event.pk,
                    ],
                )
            cursor.execute("DELETE FROM audit_auditmerklenode")
            for (level, idx), digest in nodes:
                cursor.execute(
                    "INSERT INTO audit_auditmerklenode (level, idx, hash)"
                    " VALUES (%s, %s, %s)",
                    [level, idx, digest],
                )
        finally:
            cursor.execute(
                "ALTER TABLE audit_auditevent ENABLE TRIGGER USER;"
                " ALTER TABLE audit_auditmerklenode ENABLE TRIGGER USER;"
            )


def test_witness_catches_a_rehashed_history_after_publication(
    record_events, tmp_path, capsys
):
    """Published checkpoints pass the witness; after a full re-hash they fail it."""
    from django.core.management import CommandError

    published = tmp_path / "published.jsonl"
    events = record_events(5)
    call_command("audit_checkpoint", "--publish", str(published))
    record_events(3)
    call_command("audit_checkpoint", "--publish", str(published))
    call_command("audit_witness", "--against", str(published))
    assert "2 published checkpoints consistent" in capsys.readouterr().out

    _rewrite_history(events[1].pk, {"n": "forged"})
    # The forger also replaces the signed checkpoints in the database (they hold
    # the key): only the published copies are out of their reach.
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "ALTER TABLE audit_signedcheckpoint DISABLE TRIGGER USER;"
            " DELETE FROM audit_signedcheckpoint;"
            " ALTER TABLE audit_signedcheckpoint ENABLE TRIGGER USER;"
        )
    audit_checkpoint_sign()
    assert audit_chain_verify().intact  # the database alone agrees with the forgery

    with pytest.raises(CommandError, match="2 of 2 published checkpoints"):
        call_command("audit_witness", "--against", str(published))
    assert "history was rewritten" in capsys.readouterr().out


def test_witness_catches_a_cut_tail(record_events, tmp_path, behind_the_apps_back):
    """Newest events deleted after publication: the log is shorter than published."""
    from django.core.management import CommandError

    published = tmp_path / "published.jsonl"
    events = record_events(4)
    call_command("audit_checkpoint", "--publish", str(published))
    behind_the_apps_back("DELETE FROM audit_auditevent WHERE id = %s", [events[-1].pk])
    with pytest.raises(CommandError):
        call_command("audit_witness", "--against", str(published))


def test_proof_endpoints_return_proofs_that_verify(admin_client, record_events):
    """The JSON proofs verify against the signed checkpoint they name."""
    events = record_events(6)
    checkpoint, _ = audit_checkpoint_sign()
    n = checkpoint.size  # signing in as admin recorded events too
    response = admin_client.get(
        reverse("audit:proof_inclusion"), {"event": events[2].pk}
    )
    assert response.status_code == 200
    body = response.json()
    signed, holds = signed_inclusion(body)
    assert body["tree_size"] == signed.size == n
    assert holds
    record_events(3)
    audit_checkpoint_sign()
    response = admin_client.get(
        reverse("audit:proof_consistency"), {"from": n, "to": n + 3}
    )
    body = response.json()
    old, _ = verify_checkpoint(body["from_checkpoint"]["note"], public_keys())
    new, _ = verify_checkpoint(body["to_checkpoint"]["note"], public_keys())
    assert verify_consistency(
        n,
        n + 3,
        old.root_hash,
        new.root_hash,
        [bytes.fromhex(h) for h in body["consistency_proof"]],
    )
    assert checkpoint.pk == body["from_checkpoint"]["id"]


@pytest.mark.parametrize(
    ("url", "params", "field"),
    [
        ("audit:proof_inclusion", {}, "event"),
        ("audit:proof_inclusion", {"event": "x"}, "event"),
        ("audit:proof_inclusion", {"event": "999999"}, "event"),
        ("audit:proof_inclusion", {"event": "EVENT", "size": "99"}, "size"),
        ("audit:proof_consistency", {"from": "-1"}, "from"),
        ("audit:proof_consistency", {"from": "2", "to": "99"}, "from"),
        ("audit:proof_inclusion", {"event": "²"}, "event"),
        ("audit:proof_consistency", {"from": "1", "to": "²"}, "to"),
    ],
)
def test_bad_proof_requests_are_400s_naming_the_field(
    admin_client, record_events, url, params, field
):
    """Bad input gets a 400 whose body names the field, never a 500."""
    events = record_events(3)
    params = {k: (str(events[0].pk) if v == "EVENT" else v) for k, v in params.items()}
    response = admin_client.get(reverse(url), params)
    assert response.status_code == 400
    assert response.json()["detail"][0]["field"] == field


def test_proofs_are_for_admins_and_the_public_key_for_everyone(client, record_events):
    """Proofs need an admin session; the public key is public (verifiers need it)."""
    from tests.factories import make_user

    record_events(1)
    client.force_login(make_user("reviewer"))
    assert (
        client.get(reverse("audit:proof_consistency"), {"from": 0}).status_code == 403
    )
    client.logout()
    response = client.get(reverse("audit:public_key"))
    assert response.status_code == 200
    assert response.content.decode().startswith("-----BEGIN PUBLIC KEY-----")


def test_public_key_command_prints_the_key_that_verifies(record_events, capsys):
    """`manage.py audit_public_key` prints the PEM that verifies the checkpoints."""
    from foundations.audit.checkpoints import load_public_key

    record_events(2)
    checkpoint, _ = audit_checkpoint_sign()
    call_command("audit_public_key")
    key = load_public_key(capsys.readouterr().out.encode())
    assert verify_checkpoint(checkpoint.note, [key])[0].size == 2


def test_audit_page_shows_checkpoint_signature_and_witness(
    admin_client, record_events, settings, tmp_path
):
    """/audit/ shows the newest checkpoint, that it verifies, and the witness status."""
    published = tmp_path / "published.jsonl"
    settings.AUDIT_WITNESS_FILE = str(published)
    record_events(3)
    call_command("audit_checkpoint", "--publish", str(published))
    html = admin_client.get(reverse("audit:events")).content.decode()
    assert 'data-signature="ok"' in html
    assert 'data-witness="ok"' in html
    _rewrite_history(AuditEvent.objects.order_by("id").first().pk, {"n": 7})
    html = admin_client.get(reverse("audit:events")).content.decode()
    assert 'data-witness="failed"' in html


def test_a_jsonl_export_reverifies_offline(admin_client, record_events):
    """Each exported line carries what its hash and leaf need, salts included."""
    from foundations.audit.record_verify import event_leaf_bytes

    record_events(3, payload={"reason": "checked twice"})
    response = admin_client.get(reverse("audit:export_jsonl"))
    lines = [
        json.loads(line) for line in b"".join(response.streaming_content).splitlines()
    ]
    assert lines
    for row in lines:
        extra = ("id", "hash", "leaf_index", "leaf_hash", "salts")
        content = {k: v for k, v in row.items() if k not in extra}
        data = event_leaf_bytes(content, row["salts"])
        assert hashlib.sha256(data).hexdigest() == row["hash"]
        assert hashlib.sha256(b"\x00" + data).hexdigest() == row["leaf_hash"]


def test_beat_task_signs_and_publishes_to_the_witness_file(
    record_events, settings, tmp_path
):
    """The periodic task signs a grown log and appends the note to the witness file."""
    from foundations.audit.tasks import audit_checkpoint_sign as sign_task
    from foundations.audit.witness import published_notes

    settings.AUDIT_WITNESS_FILE = str(tmp_path / "witness.jsonl")
    record_events(3)
    assert sign_task.run() == 3
    assert sign_task.run() == 3  # unchanged log: nothing new signed or published
    record_events(1)
    assert sign_task.run() == 4
    notes = published_notes(settings.AUDIT_WITNESS_FILE)
    assert [verify_checkpoint(n, public_keys())[0].size for n in notes] == [3, 4]
