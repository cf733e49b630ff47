"""Team work on the queue: assignment, bulk actions, saved views, the Decided and
My decisions tabs, and the export of decisions."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.test import Client

from foundations.audit.models import AuditAction, AuditEvent
from reviewer import assignments, saved_views, selectors, services
from reviewer.models import Assignment, SavedView
from reviewer.selectors import QueueFilters
from tests.factories import PASSED_TEXT, make_answer, make_source, make_user
from verification.models import Answer

pytestmark = pytest.mark.django_db

UNCITED_TEXT = PASSED_TEXT + " Controllers should keep a record of every consent."


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _bulk(client, query="tab=flagged", **data):
    return client.post(f"/bulk/?{query}", data, HTTP_HX_REQUEST="true")


# --- 5. assignment ----------------------------------------------------------------


def test_senior_assigns_selected_answers_and_each_is_audited(senior_client, reviewer):
    """The assignee sees them under Mine, their queue opens there, and every
    answer's trail says who assigned it to whom."""
    first, second, other = make_answer(), make_answer(), make_answer()
    response = _bulk(
        senior_client,
        bulk_action="assign",
        assignee=reviewer.username,
        ids=[first.pk, second.pk],
    )
    assert response.status_code == 200
    assert "Assigned 2 answers to" in response.content.decode()
    assert set(
        Assignment.objects.filter(assignee=reviewer).values_list("answer_id", flat=True)
    ) == {first.pk, second.pk}
    events = AuditEvent.objects.filter(action=AuditAction.ASSIGNED)
    assert sorted(e.answer_id for e in events) == sorted([first.pk, second.pk])
    assert {e.payload["assignee"] for e in events} == {reviewer.username}
    # The answer rows carry their assignee, which the Mine tab's index reads.
    assert set(
        Answer.objects.filter(assignee=reviewer).values_list("pk", flat=True)
    ) == {first.pk, second.pk}
    client = _client(reviewer)
    html = client.get("/").content.decode()
    assert 'aria-current="page" data-tab="mine"' in html
    assert f"/answers/{first.pk}/" in html and f"/answers/{other.pk}/" not in html
    page = selectors.queue_answers(tab="mine", filters=QueueFilters(), user=reviewer)
    assert [row.pk for row in page.rows] == [first.pk, second.pk]


def test_decided_assigned_work_leaves_mine_and_the_queue_opens_on_flagged(reviewer):
    """Mine holds open work only; with none left the queue opens on Flagged."""
    senior = make_user("senior_reviewer")
    answer = make_answer()
    assignments.answers_assign(answer_ids=[answer.pk], assignee=reviewer, user=senior)
    assert selectors.queue_default_tab(reviewer) == "mine"
    services.decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="unreviewed",
    )
    from django.core.cache import cache

    cache.clear()  # the on-commit refresh does not run inside a test transaction
    assert selectors.queue_counts(reviewer)["mine"]["count"] == 0
    assert selectors.queue_default_tab(reviewer) == "flagged"


def test_senior_assigns_one_answer_from_its_page(senior_client, reviewer_client):
    """The answer page shows who it is assigned to; a senior reassigns it there,
    and both assignments are in its trail."""
    answer = make_answer()
    first, second = make_user("reviewer"), make_user("reviewer")
    page = reviewer_client.get(f"/answers/{answer.pk}/").content.decode()
    assert "nobody" in page and 'id="assign-to"' not in page
    for person in (first, second):
        response = senior_client.post(
            f"/answers/{answer.pk}/assign/",
            {"assignee": person.username},
            HTTP_HX_REQUEST="true",
        )
        assert response.status_code == 200
        assert f"Assigned to {person.username}." in response.content.decode()
    assert Assignment.objects.get(answer=answer).assignee == second
    answer.refresh_from_db()
    assert answer.assignee == second  # reassigned on the answer row too
    events = AuditEvent.objects.filter(answer_id=answer.pk, action="answer.assigned")
    assert [e.payload["previous_assignee_id"] for e in events] == [None, first.pk]
    response = senior_client.post(
        f"/answers/{answer.pk}/assign/", {"assignee": "nobody-such"}
    )
    assert response.status_code == 422


def test_assign_by_rule_takes_every_answer_matching_the_filter(senior_client, reviewer):
    """ "Every answer matching" assigns the filtered queue (here: one source), and
    the audit event records the rule."""
    eu = make_source("assistant-eu")
    eu_answers = [make_answer(source=eu), make_answer(source=eu)]
    elsewhere = make_answer()
    response = _bulk(
        senior_client,
        query=f"tab=flagged&source={eu.pk}",
        bulk_action="assign",
        assignee=reviewer.username,
        scope="rule",
    )
    assert response.status_code == 200
    assigned = set(Assignment.objects.values_list("answer_id", flat=True))
    assert assigned == {a.pk for a in eu_answers}
    assert elsewhere.pk not in assigned
    event = AuditEvent.objects.filter(action=AuditAction.ASSIGNED).first()
    assert event.payload["rule"] == {"tab": "flagged", "source_id": str(eu.pk)}


def test_only_seniors_and_admins_assign_and_only_to_reviewers(
    reviewer_client, admin_client_role, qa_client
):
    answer = make_answer()
    reviewer = make_user("reviewer")
    response = _bulk(
        reviewer_client,
        bulk_action="assign",
        assignee=reviewer.username,
        ids=[answer.pk],
    )
    assert response.status_code == 422
    assert assignments.ASSIGN_ROLE_MESSAGE in response.content.decode()
    qa_user = make_user("qa")
    with pytest.raises(Exception, match="only be assigned to a reviewer"):
        assignments.answers_assign(
            answer_ids=[answer.pk],
            assignee=qa_user,
            user=make_user("admin"),
        )
    response = _bulk(
        admin_client_role,
        bulk_action="assign",
        assignee=reviewer.username,
        ids=[answer.pk],
    )
    assert response.status_code == 200
    assert Assignment.objects.get(answer=answer).assignee == reviewer
    assert "bulk-form" not in qa_client.get("/").content.decode()


# --- 6. bulk actions ----------------------------------------------------------------


def test_bulk_approve_refuses_answers_with_unsupported_citations(reviewer_client):
    """Only answers with nothing unsupported are approved; the others are named,
    with the reason, and stay as they were. Each approval is audited."""
    clean = [make_answer(text=UNCITED_TEXT), make_answer(text=UNCITED_TEXT)]
    flagged = make_answer()
    response = _bulk(
        reviewer_client,
        query="tab=all",
        bulk_action="approve",
        ids=[clean[0].pk, flagged.pk, clean[1].pk],
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "Approved 2 answers" in html
    assert f"#{flagged.pk}</a>: has 1 unsupported citation(s)" in html
    states = dict(Answer.objects.values_list("pk", "review_state"))
    assert states[clean[0].pk] == states[clean[1].pk] == "approved"
    assert states[flagged.pk] == "unreviewed"
    approvals = AuditEvent.objects.filter(action=AuditAction.DECISION_APPROVE)
    assert sorted(e.answer_id for e in approvals) == sorted(a.pk for a in clean)


def test_bulk_escalate_with_one_reason_audits_each(reviewer_client):
    answers = [make_answer(), make_answer()]
    response = _bulk(
        reviewer_client,
        bulk_action="escalate",
        reason_category="wrong_article",
        reason="Same template error",
        ids=[a.pk for a in answers],
    )
    assert "Escalated 2 answers" in response.content.decode()
    events = AuditEvent.objects.filter(action=AuditAction.DECISION_ESCALATE)
    assert sorted(e.answer_id for e in events) == sorted(a.pk for a in answers)
    assert {e.payload["reason_category"] for e in events} == {"wrong_article"}


def test_bulk_needs_a_selection_and_an_escalation_reason(reviewer_client):
    answer = make_answer()
    response = _bulk(reviewer_client, bulk_action="approve")
    assert response.status_code == 422
    assert "Select at least one answer." in response.content.decode()
    response = _bulk(reviewer_client, bulk_action="escalate", ids=[answer.pk])
    assert response.status_code == 422
    assert "Choose what is wrong with the answers." in response.content.decode()
    assert Answer.objects.get(pk=answer.pk).review_state == "unreviewed"


def test_bulk_refuses_an_answer_someone_else_holds(reviewer_client):
    answer = make_answer()
    services.claim_take(answer_id=answer.pk, user=make_user("reviewer"))
    response = _bulk(
        reviewer_client,
        bulk_action="escalate",
        reason_category="needs_judgement",
        ids=[answer.pk],
    )
    assert "Another reviewer is working on this answer" in response.content.decode()
    assert Answer.objects.get(pk=answer.pk).review_state == "unreviewed"


# --- 7. saved views ---------------------------------------------------------------


def test_save_share_and_default_a_view(reviewer_client):
    """A saved view keeps the queue's tab, filters and sort; a shared one is seen by
    the team, a private one only by its owner; the default opens the queue."""
    eu = make_source("assistant-eu")
    response = reviewer_client.post(
        f"/views/?tab=all&source={eu.pk}&sort=newest&cursor=ignored",
        {"name": "EU, newest", "shared": "on", "make_default": "on"},
    )
    assert response.status_code == 302
    view = SavedView.objects.get(name="EU, newest")
    assert view.query == f"tab=all&source={eu.pk}&sort=newest"
    reviewer_client.post("/views/?tab=escalated", {"name": "Mine only"})
    response = reviewer_client.get("/")
    assert response.status_code == 302
    assert response["Location"] == f"/?{view.query}"
    colleague = _client(make_user("reviewer"))
    html = colleague.get("/").content.decode()
    assert "EU, newest" in html and "Mine only" not in html
    assert colleague.get("/").status_code == 200  # not their default
    response = colleague.post(f"/views/{view.pk}/default/")
    assert response["Location"] == f"/?{view.query}"
    assert colleague.post(f"/views/{view.pk}/delete/").status_code == 403


def test_a_view_name_is_unique_per_owner(reviewer_client):
    reviewer_client.post("/views/?tab=all", {"name": "Daily"})
    response = reviewer_client.post("/views/?tab=flagged", {"name": "Daily"})
    assert response.status_code == 422
    assert saved_views.NAME_TAKEN_MESSAGE in response.content.decode()


def test_a_private_view_cannot_be_made_anyone_elses_default(reviewer_client):
    reviewer_client.post("/views/?tab=all", {"name": "Private"})
    view = SavedView.objects.get(name="Private")
    other = _client(make_user("reviewer"))
    assert other.post(f"/views/{view.pk}/default/").status_code == 404


# --- 8. Decided, My decisions, export ---------------------------------------------


def test_decided_and_my_decisions_tabs(reviewer_client, reviewer):
    mine, theirs, open_ = make_answer(), make_answer(), make_answer()
    for answer, user in ((mine, reviewer), (theirs, make_user("reviewer"))):
        services.decision_record(
            answer_id=answer.pk,
            user=user,
            action="approve",
            reason_category="acceptable_risk",
            expected_review_state="unreviewed",
        )
    none = QueueFilters()
    decided = selectors.queue_answers(tab="decided", filters=none, user=reviewer)
    assert {r.pk for r in decided.rows} == {mine.pk, theirs.pk}
    own = selectors.queue_answers(tab="my_decisions", filters=none, user=reviewer)
    assert [r.pk for r in own.rows] == [mine.pk]
    html = reviewer_client.get("/?tab=my_decisions").content.decode()
    assert f"/answers/{mine.pk}/" in html and f"/answers/{open_.pk}/" not in html


def test_export_csv_is_streamed_filtered_and_formula_safe(reviewer_client, reviewer):
    """The CSV holds the decisions on the queue as filtered, and a reason that a
    spreadsheet would run as a formula is written as text."""
    eu = make_source("assistant-eu")
    answer = make_answer(source=eu, question='=HYPERLINK("http://x")?')
    services.decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="escalate",
        reason_category="other",
        reason="=1+2",
        expected_review_state="unreviewed",
    )
    elsewhere = make_answer()
    services.decision_record(
        answer_id=elsewhere.pk,
        user=reviewer,
        action="escalate",
        reason_category="needs_judgement",
        expected_review_state="unreviewed",
    )
    response = reviewer_client.get(f"/export/decisions.csv?tab=all&source={eu.pk}")
    assert response.status_code == 200
    assert response.streaming
    assert "attachment;" in response["Content-Disposition"]
    rows = list(
        csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode()))
    )
    assert [int(r["answer_id"]) for r in rows] == [answer.pk]
    assert rows[0]["reason"] == "'=1+2"
    assert rows[0]["question"].startswith("'=HYPERLINK")
    assert rows[0]["reason_category"] == "other"
    assert rows[0]["reviewer"] == reviewer.username


def test_export_jsonl_one_decision_per_line(reviewer_client, reviewer):
    answer = make_answer()
    services.decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="comment",
        comment="Looks odd",
        expected_review_state="unreviewed",
    )
    response = reviewer_client.get("/export/decisions.jsonl?tab=all")
    lines = b"".join(response.streaming_content).decode().splitlines()
    assert [json.loads(line)["comment"] for line in lines] == ["Looks odd"]


def test_export_refuses_a_bad_filter_naming_it(reviewer_client):
    response = reviewer_client.get("/export/decisions.csv?date_from=soon")
    assert response.status_code == 400
    assert "date_from" in response.content.decode()
    assert reviewer_client.get("/export/decisions.xlsx").status_code == 404
