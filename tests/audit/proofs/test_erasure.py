"""Erasing a person's fields keeps every leaf and proof valid; altering a kept one does
not."""

from __future__ import annotations

import hashlib

import pytest

from foundations.audit.leaves import (
    PERSONAL_EVENT_FIELDS,
    Sealed,
    canonical_json,
    commit_field,
    event_leaf_bytes,
    seal,
)
from foundations.audit.merkle import (
    Frontier,
    MemoryStore,
    inclusion_proof,
    leaf_hash,
    verify_inclusion,
)

SALT = bytes(range(32))


def decision_event(**payload) -> dict:
    return {
        "created_at": "2026-12-01T04:07:59.123456Z",
        "actor_type": "user",
        "actor_id": "7",
        "actor_label": "user:amélie",
        "action": "decision.reject",
        "subject_type": "answer",
        "subject_id": "42",
        "answer_id": 42,
        "payload": {
            "decision_id": 9,
            "reason": "Cites Article 17 for a right it does not grant.",
            "comment": "Escalated by the client's DPO.",
            **payload,
        },
    }


def test_canonical_encoding_is_sorted_compact_utf8():
    """Sorted keys, no whitespace, UTF-8 text left unescaped."""
    assert canonical_json({"b": 1, "a": ["é", None, 1.5]}) == (
        '{"a":["é",null,1.5],"b":1}'.encode()
    )
    with pytest.raises(ValueError):
        canonical_json({"x": float("nan")})


def test_a_commitment_is_the_salted_hash_of_the_canonical_value():
    """H(salt || canonical value): salted, so short values resist guessing."""
    assert commit_field("approve", SALT) == (
        hashlib.sha256(SALT + b'"approve"').hexdigest()
    )
    assert commit_field("approve", bytes(32)) != commit_field("approve", SALT)
    with pytest.raises(ValueError):
        commit_field("approve", b"short")


def test_the_leaf_commits_to_personal_fields_not_their_values():
    """No personal value appears in the leaf bytes; the other fields do, in clear."""
    sealed = seal(decision_event())

    leaf = sealed.leaf_bytes().decode()

    assert set(sealed.salts) == {"/actor_label", "/payload/reason", "/payload/comment"}
    assert "amélie" not in leaf and "Article 17" not in leaf and "DPO" not in leaf
    assert '"decision_id":9' in leaf and '"action":"decision.reject"' in leaf
    assert leaf.count('{"$commitment":') == 3


def test_erasing_keeps_the_leaf_hash_and_every_proof():
    """After erasure the event shows its fields as erased, and its proof still holds."""
    events = [seal(decision_event(decision_id=n)) for n in range(13)]
    store, frontier = MemoryStore(), Frontier()
    store.add(frontier.append(event.leaf_hash() for event in events))
    root, index = frontier.root(), 5
    proof = inclusion_proof(store, index, 13)

    erased = events[index].erase()

    assert erased.salts == {}
    assert "amélie" not in canonical_json(erased.record).decode()
    assert erased.erased_fields() == [
        "/actor_label",
        "/payload/reason",
        "/payload/comment",
    ]
    assert erased.leaf_bytes() == events[index].leaf_bytes()
    assert verify_inclusion(erased.leaf_hash(), index, 13, proof, root)
    assert erased.digest() == events[index].digest()


def test_erasing_some_fields_keeps_the_others_readable():
    """A partial erasure (the actor, not the reason) still verifies."""
    sealed = seal(decision_event())

    partial = sealed.erase(["/actor_label"])

    assert partial.record["payload"]["reason"].startswith("Cites Article 17")
    assert set(partial.salts) == {"/payload/reason", "/payload/comment"}
    assert partial.leaf_hash() == sealed.leaf_hash()
    with pytest.raises(KeyError):
        partial.erase(["/actor_label"])  # already gone


@pytest.mark.parametrize(
    "alter",
    [
        lambda r, s: r["payload"].update(decision_id=10),
        lambda r, s: r.update(action="decision.approve"),
        lambda r, s: r["payload"].update(reason="Fine."),
        lambda r, s: r.update(actor_label="user:someone-else"),
        lambda r, s: s.update({"/payload/reason": "00" * 32}),
        lambda r, s: r["payload"].update(extra=True),
    ],
    ids=["kept id", "action", "personal value", "actor", "salt", "added field"],
)
def test_altering_a_kept_field_breaks_the_leaf(alter):
    """Any change to what is kept (value, salt, or shape) changes the leaf hash."""
    sealed = seal(decision_event())
    record, salts = canonical_copy(sealed.record), dict(sealed.salts)

    alter(record, salts)

    assert Sealed(record, salts).leaf_hash() != sealed.leaf_hash()


def test_altering_an_erased_commitment_breaks_the_leaf():
    """The commitment left by erasure is itself covered by the leaf."""
    erased = seal(decision_event()).erase()
    record = canonical_copy(erased.record)
    record["payload"]["reason"] = {"$commitment": "00" * 32}

    assert Sealed(record, {}).leaf_hash() != erased.leaf_hash()


def test_an_erased_field_cannot_be_passed_off_as_plain_text():
    """Dropping a salt but keeping the value (no commitment) does not hash the same."""
    sealed = seal(decision_event())
    salts = {k: v for k, v in sealed.salts.items() if k != "/payload/reason"}

    assert leaf_hash(event_leaf_bytes(sealed.record, salts)) != sealed.leaf_hash()


def test_fields_absent_from_an_event_are_not_sealed():
    """The default personal fields fit every event type; absent ones are skipped."""
    event = {
        "action": "verification.run",
        "actor_label": "system:verify",
        "payload": {},
    }

    sealed = seal(event)

    assert set(sealed.salts) == {"/actor_label"}
    assert "/payload/reason" in PERSONAL_EVENT_FIELDS


def canonical_copy(record: dict) -> dict:
    import json

    return json.loads(canonical_json(record))
