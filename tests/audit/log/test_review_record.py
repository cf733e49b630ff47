"""The review record: downloaded by an admin or the answer's source, checked offline
by the single-file verifier in a subprocess, refused once tampered with."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse

from foundations.actors import Actor
from reviewer.services import decision_record, decision_reopen
from tests.factories import make_answer, make_source, make_user

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def reviewed_answer():
    """A flagged answer, verified, escalated with a reason, then commented on."""
    answer = make_answer()
    reviewer = make_user("reviewer", username="rita")
    decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="escalate",
        reason_category="wrong_article",
        reason="Article 15 is <b>not</b> in the evidence",
        expected_review_state="unreviewed",
    )
    decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="comment",
        comment="Asked the model team to check retrieval.",
        expected_review_state="escalated",
    )
    return answer


def _verify(
    tmp_path: Path, bundle: dict, key_pem: bytes
) -> subprocess.CompletedProcess:
    bundle_path, key_path = tmp_path / "bundle.json", tmp_path / "key.pem"
    bundle_path.write_text(json.dumps(bundle), encoding="utf-8")
    key_path.write_bytes(key_pem)
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "foundations.audit.record_verify",
            str(bundle_path),
            "--public-key",
            str(key_path),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_admin_download_round_trips_through_the_offline_verifier(
    admin_client, reviewed_answer, tmp_path
):
    """The bundle an admin downloads verifies offline with the served public key."""
    response = admin_client.get(
        reverse("audit:answer_record_json", args=[reviewed_answer.pk])
    )
    assert response.status_code == 200
    assert "attachment" in response["Content-Disposition"]
    bundle = json.loads(response.content)
    key_pem = Client().get(reverse("audit:public_key")).content
    assert len(bundle["reports"]) == 1 and len(bundle["decisions"]) == 2
    assert {e["event"]["action"] for e in bundle["events"]} >= {
        "answer.ingested",
        "verification.run",
        "decision.escalate",
        "comment.added",
    }

    result = _verify(tmp_path, bundle, key_pem)
    assert result.returncode == 0, result.stderr
    assert f"OK review record for answer {reviewed_answer.pk}" in result.stdout


def test_a_reopened_answers_record_verifies_with_every_decision(
    admin_client, reviewed_answer, tmp_path
):
    """A reopening is a decision of the record: settled, reopened, both kept, and
    the bundle still verifies offline."""
    senior = make_user("senior_reviewer", username="sam")
    decision_record(
        answer_id=reviewed_answer.pk,
        user=senior,
        action="reject",
        reason="The answer cites a law the model never saw.",
        expected_review_state="escalated",
    )
    decision_reopen(
        answer_id=reviewed_answer.pk,
        user=senior,
        reason="The evidence was incomplete; look again.",
        expected_review_state="rejected",
    )
    response = admin_client.get(
        reverse("audit:answer_record_json", args=[reviewed_answer.pk])
    )
    bundle = json.loads(response.content)
    key_pem = Client().get(reverse("audit:public_key")).content
    assert [d["record"]["action"] for d in bundle["decisions"]][-2:] == [
        "reject",
        "reopen",
    ]

    result = _verify(tmp_path, bundle, key_pem)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    ("tamper", "part"),
    [
        (lambda b: b["answer"]["record"].update(text="A kinder answer."), "answer"),
        (lambda b: b["evidence"]["record"]["chunks"][0].update(text="x"), "evidence"),
        (lambda b: b["reports"][0]["record"].update(passed=True), "report 0"),
        (lambda b: b["decisions"][0]["record"].update(reason="fine"), "decision 0"),
        (lambda b: b["events"][0]["event"].update(action="comment.added"), "event 0"),
        (
            lambda b: b.update(checkpoint=b["checkpoint"].replace("\n", "\n ", 1)),
            "checkpoint",
        ),
        (
            lambda b: b["events"][1].update(inclusion_proof=["00" * 32]),
            "event 1 inclusion proof",
        ),
        (lambda b: b["events"][2].update(leaf_hash="11" * 32), "event 2 leaf"),
        (lambda b: b["signature"].update(key_id="00000000"), "bundle signature"),
        (lambda b: b["decisions"].pop(), "event"),
    ],
)
def test_a_tampered_bundle_fails_naming_the_part(
    admin_client, reviewed_answer, tmp_path, tamper, part
):
    """Change any part and the verifier exits non-zero, saying which part failed."""
    bundle = admin_client.get(
        reverse("audit:answer_record_json", args=[reviewed_answer.pk])
    ).json()
    key_pem = Client().get(reverse("audit:public_key")).content
    tamper(bundle)
    result = _verify(tmp_path, bundle, key_pem)
    assert result.returncode == 1
    assert f"FAIL {part}" in result.stderr


def test_the_source_that_sent_the_answer_downloads_it_with_its_token(
    reviewed_answer, api_token, tmp_path
):
    """The API: the sending source's token gets the bundle; others get 404 or 401."""
    from verification.services.tokens import api_token_create

    _, plaintext = api_token
    url = f"/api/v1/answers/{reviewed_answer.pk}/record"
    own = Client(HTTP_AUTHORIZATION=f"Bearer {plaintext}").get(url)
    assert own.status_code == 200
    key_pem = Client().get(reverse("audit:public_key")).content
    assert _verify(tmp_path, own.json(), key_pem).returncode == 0

    make_source("other-assistant")
    _, other = api_token_create(source_name="other-assistant", actor=Actor.system("t"))
    response = Client(HTTP_AUTHORIZATION=f"Bearer {other}").get(url)
    assert response.status_code == 404
    assert response.json()["detail"][0]["field"] == "answer_id"
    assert Client().get(url).status_code == 401
    admin = Client()
    admin.force_login(make_user("admin"))
    assert admin.get(url).status_code == 401  # a session never counts in the API
    reviewer = Client()
    reviewer.force_login(make_user("reviewer"))
    record_json = reverse("audit:answer_record_json", args=[reviewed_answer.pk])
    assert reviewer.get(record_json).status_code == 403


def test_printable_page_renders_the_record_escaped(admin_client, reviewed_answer):
    """The printable page shows the same record; untrusted text stays escaped."""
    response = admin_client.get(
        reverse("audit:answer_record_page", args=[reviewed_answer.pk])
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "Review record of answer" in html
    assert "Article 15 is &lt;b&gt;not&lt;/b&gt; in the evidence" in html
    assert "<b>not</b>" not in html
    assert "@media print" in (ROOT / "static/css/audit.css").read_text()


def test_record_of_a_missing_answer_is_404(admin_client):
    assert (
        admin_client.get(reverse("audit:answer_record_json", args=[999999])).status_code
        == 404
    )


def test_the_write_path_digest_is_the_verifiers_digest(reviewed_answer):
    """The ingest path's shortcut digest equals record_verify's for stored records."""
    from foundations.audit.record_verify import record_digest
    from verification.services.records import (
        answer_record,
        digest,
        evidence_record_stored,
    )

    for record in (
        answer_record(reviewed_answer, reviewed_answer.source.name),
        evidence_record_stored(reviewed_answer.pk),
    ):
        assert digest(record) == record_digest(record, {})
