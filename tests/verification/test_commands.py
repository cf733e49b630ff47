"""Management commands: api_token and demo_load."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.test import Client

from verification.models import Answer, ApiToken

pytestmark = pytest.mark.django_db


def run(*args) -> str:
    out = StringIO()
    call_command(*args, stdout=out, stderr=StringIO())
    return out.getvalue()


def test_api_token_create_prints_a_working_token_once():
    plaintext = run("api_token", "create", "assistant-prod").strip()
    client = Client(HTTP_AUTHORIZATION=f"Bearer {plaintext}")
    assert client.get("/api/v1/answers").status_code == 200
    assert plaintext not in run("api_token", "list")


def test_api_token_revoke_stops_the_token():
    plaintext = run("api_token", "create", "assistant-prod").strip()
    run("api_token", "revoke", plaintext[:10])
    assert ApiToken.objects.get().revoked_at is not None
    client = Client(HTTP_AUTHORIZATION=f"Bearer {plaintext}")
    assert client.get("/api/v1/answers").status_code == 401


def test_api_token_rejects_an_odd_source_name():
    with pytest.raises(CommandError, match="source"):
        run("api_token", "create", "bad name!")


def test_demo_load_verifies_a_mix_of_flagged_and_passed_answers():
    out = run("demo_load", "--count", "26")
    states = set(Answer.objects.values_list("verification_state", flat=True))
    assert states == {"passed", "flagged"}
    assert "26 answers" in out


def test_demo_load_covers_every_diagnosis():
    run("demo_load")
    diagnoses = set(
        Answer.objects.filter(current_report__isnull=False).values_list(
            "current_report__citations__diagnosis", flat=True
        )
    )
    assert {
        "article_not_in_evidence",
        "label_mismatch",
        "law_not_in_evidence",
        "malformed",
        "ambiguous",
    } <= diagnoses


def test_demo_load_twice_adds_nothing():
    run("demo_load", "--count", "10")
    run("demo_load", "--count", "10")
    assert Answer.objects.count() == 10


def test_reverify_re_verifies_a_selection_and_keeps_earlier_reports(
    eager_celery, django_capture_on_commit_callbacks
):
    """After an alias change, `reverify --source` clears the flags it should."""
    from tests.factories import make_label_variant_answer
    from verification.models import LabelAlias

    answer = make_label_variant_answer()
    assert answer.verification_state == "flagged"
    LabelAlias.objects.create(alias="Saudi Labour Law", canonical="Labour Law")
    with django_capture_on_commit_callbacks(execute=True):
        out = run("reverify", "--source", answer.source.name, "--since", "2000-01-01")
    answer.refresh_from_db()
    assert "1 answers enqueued" in out
    assert answer.verification_state == "passed"
    assert answer.reports.count() == 2


def test_reverify_names_a_bad_date():
    with pytest.raises(CommandError, match="--since"):
        run("reverify", "--since", "yesterday-ish")
