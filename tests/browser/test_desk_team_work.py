"""Reviewers working side by side at the desk, each in a browser of their own:
claims, approvals that correct the verifier, bulk escalation, shared views, their
own decisions and the export, and the notification of new work."""

from __future__ import annotations

import json
from datetime import timedelta
from urllib.parse import parse_qs, urlparse

import pytest
from django.utils import timezone

from tests.browser.conftest import fresh_page, login_as, serious_violations
from tests.factories import (
    PASSED_TEXT,
    make_answer,
    make_review_answer,
    make_source,
    make_user,
)
from verification.models import Answer, CitationCheck

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("own_cache"),
]

UNCITED_TEXT = PASSED_TEXT + " Controllers should keep a record of every consent."


@pytest.fixture
def other_page(browser, live_server):
    """A second person's browser: its own context, so its own session cookie."""
    with fresh_page(browser, live_server) as new_page:
        yield new_page


def _query(url: str) -> dict[str, list[str]]:
    return parse_qs(urlparse(url).query)


def _claimed_by(answer: Answer) -> int | None:
    return Answer.objects.values_list("claimed_by_id", flat=True).get(pk=answer.pk)


def _eventually(page, condition, *, seconds: float = 10) -> bool:
    """Wait for what the live server does after a response (a beacon) to land."""
    for _ in range(int(seconds * 10)):
        if condition():
            return True
        page.wait_for_timeout(100)
    return condition()


def _received(answer: Answer, hours_ago: float) -> Answer:
    """Received `hours_ago`, so the queue's oldest-first order is known."""
    received = timezone.now() - timedelta(hours=hours_ago)
    Answer.objects.filter(pk=answer.pk).update(
        received_at=received, review_deadline_at=received + timedelta(hours=48)
    )
    return Answer.objects.get(pk=answer.pk)


def _row_ids(page) -> set[int]:
    rows = page.locator("tr.queue-row")
    return {
        int(rows.nth(i).get_attribute("data-answer-id")) for i in range(rows.count())
    }


def test_reading_does_not_claim_start_review_does_and_leaving_releases(
    page, other_page
):
    """Opening an answer to read it does not claim it; "Start review" does, and a
    second reviewer then sees who holds it and cannot decide; leaving the page
    releases the claim, and the second reviewer's first touch of the decision
    panel (the `e` key) claims it for them."""
    answer = make_answer()
    first = make_user("reviewer", username="r.first")
    second = make_user("reviewer", username="r.second")
    login_as(page, first)
    login_as(other_page, second)

    page.goto(f"/answers/{answer.pk}/")
    assert _claimed_by(answer) is None
    other_page.goto(f"/answers/{answer.pk}/")
    assert other_page.locator("[data-start-review]").is_visible()
    assert other_page.locator("[data-shortcut-approve]").is_visible()
    assert serious_violations(other_page) == []

    page.locator("[data-start-review]").click()
    status = page.locator("#claim_status")
    status.get_by_text("You are reviewing this answer").wait_for()
    assert _claimed_by(answer) == first.pk

    other_page.reload()
    held = other_page.locator("#claim_status")
    assert held.locator("strong").inner_text() == "r.first"
    assert "you can read it but not decide on it" in held.inner_text()
    assert other_page.locator("[data-start-review]").count() == 0
    assert other_page.locator("[data-shortcut-approve]").count() == 0
    panel = other_page.locator("#decision_panel")
    assert "Held by r.first: you cannot decide on it now." in panel.inner_text()

    # Leaving: the pagehide beacon releases the claim, without waiting for it to lapse.
    page.goto("/")
    assert _eventually(page, lambda: _claimed_by(answer) is None)

    other_page.reload()
    assert other_page.locator("[data-start-review]").is_visible()
    other_page.locator("body").focus()
    other_page.keyboard.press("e")
    other_page.locator("#claim_status").get_by_text(
        "You are reviewing this answer"
    ).wait_for()
    assert _claimed_by(answer) == second.pk


def test_approving_because_the_verifier_is_wrong_files_qa_annotations(page):
    """Approving over unsupported citations with "the citation is correct, the
    verifier is wrong" files a false-positive QA annotation on each of them."""
    from reviewer.qa.models import Annotation, Verdict

    answer = make_review_answer()
    unsupported = set(
        CitationCheck.objects.filter(report_id=answer.current_report_id)
        .exclude(status="verified")
        .values_list("pk", flat=True)
    )
    assert len(unsupported) == 2
    reviewer = make_user("reviewer")
    login_as(page, reviewer)
    page.goto(f"/answers/{answer.pk}/")

    page.locator("body").focus()
    page.keyboard.press("a")
    page.keyboard.type("t")  # "The citation is correct; the verifier is wrong"
    assert page.input_value("#approve-category") == "verifier_wrong"
    page.keyboard.press("Tab")
    page.keyboard.type("Art. 12 does set the one-month deadline")
    page.keyboard.press("Enter")
    page.locator("[data-decided]").wait_for()

    assert Answer.objects.get(pk=answer.pk).review_state == "approved"
    annotations = Annotation.objects.filter(answer_id=answer.pk)
    assert {a.citation_check_id for a in annotations} == unsupported
    for annotation in annotations:
        assert annotation.annotator_id == reviewer.pk
        assert annotation.verdict == Verdict.FALSE_POSITIVE
        assert "Art. 12 does set the one-month deadline" in annotation.note


def test_bulk_escalation_escalates_and_audits_each_selected_answer(page):
    """A reviewer ticks two rows by keyboard (j, x) and escalates them with one
    reason: each gets its own escalation decision and its own audit event; the row
    left unticked is untouched."""
    from foundations.audit.models import AuditAction, AuditEvent
    from reviewer.models import Decision

    answers = [_received(make_answer(), 5 - i) for i in range(3)]
    selected, left = answers[:2], answers[2]
    reviewer = make_user("reviewer")
    login_as(page, reviewer)
    page.goto("/?tab=flagged")
    page.locator("h1").click()
    for _ in selected:
        page.keyboard.press("j")
        page.keyboard.press("x")
    assert page.locator("[data-selected-count]").inner_text() == "(2 selected)"
    page.select_option("#bulk-action", "escalate")
    page.select_option("#bulk-category", "needs_judgement")
    page.fill("#bulk-reason", "Both rely on the repealed 2018 guidance")
    page.get_by_role("button", name="Apply to selection").click()
    result = page.locator("[data-bulk-result]")
    result.wait_for()
    assert "Escalated 2 answers." in result.inner_text()
    assert _row_ids(page) == {left.pk}

    for answer in selected:
        assert Answer.objects.get(pk=answer.pk).review_state == "escalated"
        [decision] = Decision.objects.filter(answer_id=answer.pk)
        assert (decision.action, decision.user_id) == ("escalate", reviewer.pk)
        assert decision.reason_category == "needs_judgement"
        assert decision.reason == "Both rely on the repealed 2018 guidance"
        [event] = AuditEvent.objects.filter(
            answer_id=answer.pk, action=AuditAction.DECISION_ESCALATE
        )
        assert event.payload["decision_id"] == decision.pk
        assert event.payload["reason_category"] == "needs_judgement"
    assert Answer.objects.get(pk=left.pk).review_state == "unreviewed"
    assert not Decision.objects.filter(answer_id=left.pk).exists()
    assert not AuditEvent.objects.filter(
        answer_id=left.pk, action=AuditAction.DECISION_ESCALATE
    ).exists()


def test_a_view_shared_by_one_reviewer_is_listed_and_applied_for_another(
    page, other_page
):
    """One reviewer saves the flagged queue of one source as a shared view, and
    another view of their own; a colleague sees only the shared one, named with
    its owner, and opening it (and making it their default) shows that queue."""
    eu, us = make_source("assistant-eu"), make_source("assistant-us")
    eu_answers = {_received(make_answer(source=eu), 4 - i).pk for i in range(2)}
    _received(make_answer(source=us), 1)
    login_as(page, make_user("reviewer", username="a.owner"))
    page.goto(f"/?tab=flagged&source={eu.pk}")
    page.fill("#id_view_name", "EU flagged")
    page.check("input[name=shared]")
    page.get_by_role("button", name="Save view").click()
    page.locator('[data-view="EU flagged"]').wait_for()
    page.fill("#id_view_name", "Only mine")
    page.get_by_role("button", name="Save view").click()
    page.locator('[data-view="Only mine"]').wait_for()

    login_as(other_page, make_user("reviewer", username="b.colleague"))
    other_page.goto("/?tab=flagged")
    assert len(_row_ids(other_page)) == 3
    shared = other_page.locator('[data-view="EU flagged"]')
    assert "(shared by a.owner)" in shared.inner_text()
    assert other_page.locator('[data-view="Only mine"]').count() == 0
    # Delete is for the owner only.
    assert shared.get_by_role("button", name="Delete").count() == 0

    shared.get_by_role("link", name="EU flagged").click()
    other_page.wait_for_url(lambda url: f"source={eu.pk}" in url)
    assert _query(other_page.url) == {"tab": ["flagged"], "source": [str(eu.pk)]}
    assert other_page.input_value("#id_source") == str(eu.pk)
    assert _row_ids(other_page) == eu_answers

    other_page.locator('[data-view="EU flagged"] [data-make-default]').click()
    other_page.locator('[data-view="EU flagged"] [data-default-view]').wait_for()
    other_page.goto("/")
    assert _query(other_page.url) == {"tab": ["flagged"], "source": [str(eu.pk)]}
    assert _row_ids(other_page) == eu_answers


def _decide(answer: Answer, user, action: str = "approve", **reasons) -> None:
    from reviewer.services import decision_record

    decision_record(
        answer_id=answer.pk,
        user=user,
        action=action,
        expected_review_state="unreviewed",
        **reasons,
    )


def test_my_decisions_lists_only_mine_and_exports_the_filtered_queue_as_jsonl(
    page,
):
    """The "My decisions" tab lists the answers the signed-in reviewer decided, not
    a colleague's; filtered to one source, its JSON Lines export downloads one JSON
    object per line, one per decision on that queue."""
    eu, us = make_source("assistant-eu"), make_source("assistant-us")
    me = make_user("reviewer", username="r.me")
    colleague = make_user("reviewer", username="r.colleague")
    approved = _received(make_answer(source=eu, text=UNCITED_TEXT), 4)
    escalated = _received(make_answer(source=eu), 3)
    elsewhere = _received(make_answer(source=us, text=UNCITED_TEXT), 2)
    theirs = _received(make_answer(source=eu, text=UNCITED_TEXT), 1)
    _decide(approved, me)
    _decide(
        escalated,
        me,
        "escalate",
        reason_category="wrong_article",
        reason="Article 15 is not in the evidence",
    )
    _decide(elsewhere, me)
    _decide(theirs, colleague)
    login_as(page, me)

    page.goto("/")
    tab = page.locator('.tab[data-tab="my_decisions"]')
    assert tab.locator("[data-count]").inner_text() == "3"
    tab.click()
    page.wait_for_url(lambda url: "tab=my_decisions" in url)
    page.locator('.tab--active[data-tab="my_decisions"]').wait_for()
    assert _row_ids(page) == {approved.pk, escalated.pk, elsewhere.pk}

    page.select_option("#id_source", str(eu.pk))
    page.wait_for_url(lambda url: f"source={eu.pk}" in url)
    # The filter keeps the tab chosen (by htmx) rather than the one the page opened on.
    assert _query(page.url)["tab"] == ["my_decisions"]
    page.locator(f'tr[data-answer-id="{elsewhere.pk}"]').wait_for(state="detached")
    assert _row_ids(page) == {approved.pk, escalated.pk}

    with page.expect_download() as download:
        page.locator('[data-export="jsonl"]').click()
    assert download.value.suggested_filename.endswith(".jsonl")
    with open(download.value.path(), encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    records = [json.loads(line) for line in lines]
    assert all(isinstance(record, dict) for record in records)
    assert [(r["answer_id"], r["action"], r["reviewer"]) for r in records] == [
        (approved.pk, "approve", "r.me"),
        (escalated.pk, "escalate", "r.me"),
    ]
    assert records[1]["reason_category"] == "wrong_article"
    assert {r["source"] for r in records} == {"assistant-eu"}

    # Reset clears the filters and stays on the tab chosen, not the first one.
    page.get_by_role("link", name="Reset").click()
    page.wait_for_url(lambda url: "source=" not in url)
    assert _query(page.url) == {"tab": ["my_decisions"]}
    assert _row_ids(page) == {approved.pk, escalated.pk, elsewhere.pk}


def test_an_assignee_hears_about_new_work_and_can_start_on_it(page, other_page):
    """A senior assigns an answer to a reviewer from its page; the reviewer's bell
    counts it, the notifications page lists it and links to it, and the reviewer
    can start on it there: assigning did not claim the answer for the senior."""
    answer = make_answer()
    make_user("reviewer", username="r.other")
    assignee = make_user("reviewer", username="r.assignee")
    login_as(page, make_user("senior_reviewer", username="s.moreau"))
    login_as(other_page, assignee)
    assert other_page.locator("#notification-bell").get_attribute("data-unread") == "0"

    claims = []
    page.on("request", lambda r: claims.append(r.url) if "/claim/" in r.url else None)
    page.goto(f"/answers/{answer.pk}/")
    page.select_option("#assign-to", "r.assignee")
    page.get_by_role("button", name="Assign", exact=True).click()
    page.get_by_text("Assigned to r.assignee.").wait_for()
    assert page.locator("[data-assignment] [data-assignee]").inner_text() == (
        "r.assignee"
    )
    assert claims == []

    other_page.goto("/")
    bell = other_page.locator("#notification-bell")
    assert bell.get_attribute("data-unread") == "1"
    assert other_page.get_by_role("link", name="Notifications: 1 unread").is_visible()
    bell.click()
    other_page.wait_for_url("**/notifications/")
    item = other_page.locator('li.notification[data-kind="assigned"]')
    assert item.count() == 1
    assert item.get_by_text(f"s.moreau assigned answer {answer} to you.").is_visible()
    assert item.get_attribute("data-read") == "false"
    item.get_by_role("link", name=f"Open answer #{answer.pk}").click()
    other_page.wait_for_url(f"**/answers/{answer.pk}/")
    other_page.locator("[data-start-review]").click()
    other_page.locator("#claim_status").get_by_text(
        "You are reviewing this answer"
    ).wait_for()
    assert _claimed_by(answer) == assignee.pk
