"""The audit pages: filters, keyset pages, an answer's trail, streamed exports."""

from __future__ import annotations

import csv
import io
import json
from datetime import timedelta

import pytest
from django.http import StreamingHttpResponse
from django.urls import reverse
from django.utils import timezone

from foundations.actors import Actor
from foundations.audit.models import AuditAction
from foundations.audit.services import EventDraft, audit_record_many
from reviewer.audit_history.views import PAGE_SIZE
from tests.factories import make_answer

pytestmark = pytest.mark.django_db

EVENTS_URL = reverse("audit:events")


def _ids(response) -> list[int]:
    html = response.content.decode()
    return [int(part.split('"')[0]) for part in html.split('data-event-id="')[1:]]


def _body(response) -> str:
    assert isinstance(response, StreamingHttpResponse)
    return b"".join(response.streaming_content).decode("utf-8")


def test_page_lists_newest_first_with_chain_state(admin_client, record_events):
    """The page shows events newest first and the chain's state."""
    events = record_events(3)
    response = admin_client.get(EVENTS_URL)
    assert response.status_code == 200
    assert _ids(response)[:3] == [e.pk for e in reversed(events)]
    assert "No checkpoint yet" in response.content.decode()


def test_filters_by_action_actor_answer_and_date(admin_client, record_events):
    """Each filter narrows the list to the matching events."""
    answer = make_answer()
    record_events(2, actor="other")
    [mine] = record_events(1, actor="mine", action=AuditAction.QA_ANNOTATION)
    ingest_ids = set(
        answer_events := [
            e.pk
            for e in audit_record_many(
                actor=Actor.system("x"),
                events=[EventDraft("decision.approve", answer_id=answer.pk)],
            )
        ]
    )
    assert _ids(admin_client.get(EVENTS_URL, {"actor": "system:mine"})) == [mine.pk]
    assert _ids(admin_client.get(EVENTS_URL, {"action": "qa.annotation"})) == [mine.pk]
    by_answer = _ids(admin_client.get(EVENTS_URL, {"answer": answer.pk}))
    assert ingest_ids <= set(by_answer)
    assert mine.pk not in by_answer and answer_events[0] == by_answer[0]
    today = timezone.now().date()
    assert _ids(admin_client.get(EVENTS_URL, {"date_from": today, "date_to": today}))
    tomorrow = today + timedelta(days=1)
    assert _ids(admin_client.get(EVENTS_URL, {"date_from": tomorrow})) == []


def test_bare_username_filters_that_users_events(admin_client, admin_user):
    """`actor=alice` finds `user:alice` (here: the admin's own sign-in, shown with
    the routine events)."""
    ids = _ids(
        admin_client.get(EVENTS_URL, {"actor": admin_user.username, "noise": "on"})
    )
    assert ids


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"answer": "abc"}, "answer"),
        ({"date_from": "yesterday"}, "date_from"),
        ({"action": "drop.table"}, "action"),
        ({"date_from": "2026-02-02", "date_to": "2026-02-01"}, "date_to"),
        ({"before": "-1"}, "before"),
    ],
)
def test_bad_filter_is_a_400_naming_the_field(admin_client, query, field):
    """A malformed filter answers 400 and says which field is wrong."""
    response = admin_client.get(EVENTS_URL, query)
    assert response.status_code == 400
    assert f"<strong>{field}</strong>" in response.content.decode()
    export = admin_client.get(reverse("audit:export_csv"), query)
    assert export.status_code == 400
    assert export.content.decode().startswith(f"{field}:")


def test_keyset_pagination_walks_every_event_once(admin_client, record_events):
    """Following "older" links visits every event exactly once."""
    record_events(PAGE_SIZE * 2 + 5, actor="pager")
    seen: list[int] = []
    query = {"actor": "system:pager"}
    while True:
        response = admin_client.get(EVENTS_URL, query)
        page = _ids(response)
        seen += page
        marker = 'rel="next"'
        html = response.content.decode()
        if marker not in html:
            break
        query = {**query, "before": page[-1]}
    assert len(seen) == PAGE_SIZE * 2 + 5 == len(set(seen))
    assert seen == sorted(seen, reverse=True)


def test_htmx_request_gets_only_the_results_partial(admin_client, record_events):
    """With HX-Request the view renders the results section, not the page."""
    record_events(1)
    response = admin_client.get(EVENTS_URL, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert html.lstrip().startswith('<section id="audit_results"')
    assert "<html" not in html


def test_answer_trail_shows_the_whole_history_escaped(admin_client):
    """An answer's page lists ingest and verification, with its question escaped."""
    answer = make_answer(question="<b>Is</b> this <script>x()</script> lawful?")
    response = admin_client.get(reverse("audit:answer_trail", args=[answer.pk]))
    html = response.content.decode()
    assert response.status_code == 200
    assert "Answer ingested" in html and "Verification run" in html
    assert "<script>x()</script>" not in html
    assert "&lt;script&gt;x()&lt;/script&gt;" in html
    assert reverse("answer_detail", args=[answer.pk]) in html


def test_answer_trail_of_unknown_answer_is_404(admin_client):
    """No answer and no events: 404."""
    assert (
        admin_client.get(reverse("audit:answer_trail", args=[999999])).status_code
        == 404
    )


def test_csv_export_streams_twenty_thousand_events(admin_client, record_events):
    """A large export is a streamed response with one row per event."""
    record_events(20_000, actor="bulk")
    response = admin_client.get(reverse("audit:export_csv"), {"actor": "system:bulk"})
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith("attachment;")
    rows = list(csv.reader(io.StringIO(_body(response))))
    assert rows[0][:3] == ["id", "created_at", "actor_type"]
    assert len(rows) == 20_001
    assert json.loads(rows[-1][9]) == {"n": 19_999}


def test_jsonl_export_keeps_the_hashes(admin_client, record_events):
    """Each JSON line is one event with its chain hashes, for offline checks."""
    events = record_events(3, actor="jsonl")
    response = admin_client.get(
        reverse("audit:export_jsonl"), {"actor": "system:jsonl"}
    )
    lines = [json.loads(line) for line in _body(response).splitlines()]
    assert [line["hash"] for line in lines] == [e.hash for e in events]
    assert lines[1]["prev_hash"] == events[0].hash


@pytest.mark.parametrize(
    "payload", ['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "\tx", "\rx"]
)
def test_csv_export_neutralises_formulas(admin_client, payload):
    """Cells a spreadsheet would evaluate are prefixed with a quote."""
    audit_record_many(
        actor=Actor.anonymous(payload),
        events=[EventDraft("auth.login_failed", subject_id=payload)],
    )
    response = admin_client.get(
        reverse("audit:export_csv"), {"action": "auth.login_failed"}
    )
    row = list(csv.reader(io.StringIO(_body(response))))[-1]
    assert row[4] == "'" + payload
    assert row[7] == "'" + payload


def test_verify_now_checks_the_chain_and_says_how_far(admin_client, record_events):
    """The "verify now" button checks the events since the last verified point and
    shows how far the chain is intact (the whole walk goes to a worker)."""
    events = record_events(2)
    response = admin_client.post(reverse("audit:chain_verify"), follow=True)
    html = response.content.decode()
    assert "Audit chain intact up to event" in html
    assert f"#{events[-1].pk}" in html
    assert "The whole-chain walk is queued" in html
