"""Proofs from the API: a source's bearer token fetches signed checkpoints and
consistency proofs, and inclusion proofs of events about its own answers only; a
session never counts at these addresses, and every call is rate-limited."""

from __future__ import annotations

import pytest
from django.test import Client, override_settings
from django.urls import reverse

from foundations.audit.keys import public_keys
from foundations.audit.models import AuditEvent
from foundations.audit.record_verify import (
    verify_checkpoint,
    verify_consistency,
)
from foundations.audit.services import audit_checkpoint_sign
from tests.audit.conftest import signed_inclusion
from tests.factories import make_answer, make_source

pytestmark = pytest.mark.django_db

CHECKPOINT = reverse("api_audit_checkpoint")
INCLUSION = reverse("api_audit_proof_inclusion")
CONSISTENCY = reverse("api_audit_proof_consistency")


@pytest.fixture
def own_and_other(api_token):
    """One answer of the token's source, one of another source, then a signature."""
    own = make_answer(source=api_token[0].source)
    other = make_answer(source=make_source("another-assistant"))
    audit_checkpoint_sign()
    return own, other


def test_a_token_fetches_the_signed_checkpoint(api_client, own_and_other):
    """The newest signed checkpoint, or the one of a given size; both verify."""
    body = api_client.get(CHECKPOINT).json()
    checkpoint, _ = verify_checkpoint(body["note"], public_keys())
    assert checkpoint.size == body["size"] == AuditEvent.objects.count()
    again = api_client.get(CHECKPOINT, {"size": body["size"]}).json()
    assert again == body
    missing = api_client.get(CHECKPOINT, {"size": 1})
    assert missing.status_code == 404
    assert missing.json()["detail"][0]["field"] == "size"


def test_a_token_fetches_consistency_proofs_that_verify(api_client, own_and_other):
    """A proof between two signed sizes verifies against both signed roots."""
    old = api_client.get(CHECKPOINT).json()["size"]
    make_answer()
    new_checkpoint, _ = audit_checkpoint_sign()
    body = api_client.get(CONSISTENCY, {"from": old}).json()
    before, _ = verify_checkpoint(body["from_checkpoint"]["note"], public_keys())
    after, _ = verify_checkpoint(body["to_checkpoint"]["note"], public_keys())
    assert (body["from"], body["to"]) == (old, new_checkpoint.size)
    assert verify_consistency(
        old,
        after.size,
        before.root_hash,
        after.root_hash,
        [bytes.fromhex(h) for h in body["consistency_proof"]],
    )


def test_a_token_proves_the_events_of_its_own_answers(api_client, own_and_other):
    """Every event about the source's answer has a proof that verifies against the
    signed checkpoint the response names."""
    own, _ = own_and_other
    events = AuditEvent.objects.filter(answer_id=own.pk)
    assert events.exists()
    for event in events:
        response = api_client.get(INCLUSION, {"event": event.pk})
        assert response.status_code == 200
        _, holds = signed_inclusion(response.json())
        assert holds


def test_events_about_anything_else_are_not_found(api_client, own_and_other):
    """Another source's answer, an event about no answer, and a missing id are all
    the same 404: the caller learns nothing about what it may not see."""
    _, other = own_and_other
    theirs = AuditEvent.objects.filter(answer_id=other.pk).first()
    no_answer = AuditEvent.objects.filter(answer_id__isnull=True).first()
    for event_id in (theirs.pk, no_answer.pk, 987654321):
        response = api_client.get(INCLUSION, {"event": event_id})
        assert response.status_code == 404, event_id
        assert response.json()["detail"][0]["field"] == "event"


@pytest.mark.parametrize(
    ("url", "params", "field"),
    [
        (INCLUSION, {}, "event"),
        (INCLUSION, {"event": "x"}, "event"),
        (INCLUSION, {"event": "OWN", "size": "999999"}, "size"),
        (CONSISTENCY, {"from": "-1"}, "from"),
        (CONSISTENCY, {"from": "2", "to": "999999"}, "from"),
        (CHECKPOINT, {"size": "x"}, "size"),
        # A digit to str.isdigit() and no number to int(): a 500, or a 400 naming
        # int()'s complaint instead of the field.
        (CHECKPOINT, {"size": "²"}, "size"),
        (INCLUSION, {"event": "²"}, "event"),
        (INCLUSION, {"event": "OWN", "size": "²"}, "size"),
        (CONSISTENCY, {"from": "²"}, "from"),
        (CONSISTENCY, {"from": "1", "to": "²"}, "to"),
    ],
)
def test_bad_values_are_400s_naming_the_field(
    api_client, own_and_other, url, params, field
):
    """Bad input gets the API's 400 naming the field, never a 500."""
    own, _ = own_and_other
    event = AuditEvent.objects.filter(answer_id=own.pk).first()
    params = {k: (str(event.pk) if v == "OWN" else v) for k, v in params.items()}
    response = api_client.get(url, params)
    assert response.status_code == 400
    assert response.json()["detail"][0]["field"] == field


@pytest.mark.parametrize("url", [CHECKPOINT, INCLUSION, CONSISTENCY])
def test_only_an_active_token_opens_them(url, admin_client, api_token):
    """No token, a wrong or revoked one, or an admin session: 401."""
    from foundations.actors import Actor
    from verification.services.tokens import api_token_revoke

    assert Client().get(url).status_code == 401
    assert admin_client.get(url).status_code == 401
    wrong = Client(HTTP_AUTHORIZATION="Bearer crv_not-a-token")
    assert wrong.get(url).status_code == 401
    token, plaintext = api_token
    api_token_revoke(token=token, actor=Actor.system("tests"))
    revoked = Client(HTTP_AUTHORIZATION=f"Bearer {plaintext}")
    assert revoked.get(url).status_code == 401


@override_settings(API_RATE_LIMIT_PER_MINUTE=3)
def test_proof_calls_count_against_the_token_rate_limit(api_client, own_and_other):
    """Past the token's limit a proof is a 429 with Retry-After, like the API."""
    # Eight calls span at most two one-minute windows (six allowed at most).
    for _ in range(8):
        response = api_client.get(CONSISTENCY, {"from": 0})
        if response.status_code == 429:
            break
    assert response.status_code == 429
    assert 1 <= int(response["Retry-After"]) <= 120  # the window slides
