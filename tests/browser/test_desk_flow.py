"""The desk's flow and team work in a real browser, driven as each role would."""

from __future__ import annotations

from datetime import timedelta
from urllib.parse import parse_qs, urlparse

import pytest
from django.utils import timezone

from tests.browser.conftest import login_as, serious_violations
from tests.factories import (
    PASSED_TEXT,
    make_answer,
    make_review_answer,
    make_source,
    make_user,
)
from verification.models import Answer

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("own_cache"),
]

UNCITED_TEXT = PASSED_TEXT + " Controllers should keep a record of every consent."


def _received(answer: Answer, hours_ago: float) -> Answer:
    received = timezone.now() - timedelta(hours=hours_ago)
    Answer.objects.filter(pk=answer.pk).update(
        received_at=received, review_deadline_at=received + timedelta(hours=48)
    )
    return Answer.objects.get(pk=answer.pk)


def _query(url: str) -> dict[str, list[str]]:
    return parse_qs(urlparse(url).query)


def _focused(page, attribute: str) -> str | None:
    return page.evaluate(
        f"document.activeElement && document.activeElement.getAttribute('{attribute}')"
    )


def test_filtered_queue_travels_through_keyboard_decisions_and_back(page):
    """A reviewer filters the queue to one source, newest first; opens the first
    row by keyboard; escalates and approves by keyboard; "next" follows that
    queue, the last answer ends in its empty state, and `u` returns to the same
    filtered queue."""
    eu, us = make_source("assistant-eu"), make_source("assistant-us")
    older = _received(make_review_answer(source=eu), 6)
    _received(make_answer(source=us), 5)
    newer = _received(make_review_answer(source=eu), 4)
    _received(make_answer(source=us), 3)
    reviewer = make_user("reviewer")
    login_as(page, reviewer)

    page.goto("/?tab=flagged")
    page.select_option("#id_source", str(eu.pk))
    page.wait_for_url(lambda url: f"source={eu.pk}" in url)
    page.select_option("#id_sort", "newest")
    page.wait_for_url(lambda url: "sort=newest" in url)
    page.locator(f'tr[data-answer-id="{newer.pk}"]').wait_for()
    assert page.locator("tr.queue-row").count() == 2

    page.locator("h1").click()
    page.keyboard.press("j")
    page.keyboard.press("Enter")
    page.wait_for_url(f"**/answers/{newer.pk}/**")
    assert _query(page.url)["source"] == [str(eu.pk)]
    assert _query(page.url)["sort"] == ["newest"]

    # Escalate by keyboard: e goes to "what is wrong?", a letter picks, Tab, words.
    page.locator("body").focus()
    page.keyboard.press("e")
    assert _focused(page, "id") == "escalate-category"
    page.keyboard.type("c")  # "Cites the wrong article"
    assert page.input_value("#escalate-category") == "wrong_article"
    page.keyboard.press("Tab")
    page.keyboard.type("Art. 12 is not about deadlines")
    page.keyboard.press("Enter")
    page.locator("[data-decided]").wait_for()
    # Next is the next row of this queue (the older EU answer), filters kept.
    page.wait_for_url(f"**/answers/{older.pk}/**")
    assert _query(page.url)["source"] == [str(eu.pk)]

    # Approve over unsupported citations: a goes to "why approve anyway?".
    page.locator("body").focus()
    page.keyboard.press("a")
    assert _focused(page, "id") == "approve-category"
    page.keyboard.type("a")  # "Acceptable risk..."
    assert page.input_value("#approve-category") == "acceptable_risk"
    page.keyboard.press("Tab")
    page.keyboard.type("Hedged in the answer")
    page.keyboard.press("Enter")
    cleared = page.locator("[data-decided]")
    cleared.wait_for()
    assert "That was the last answer in this queue." in cleared.inner_text()
    assert page.url.endswith(
        f"/answers/{older.pk}/?tab=flagged&source={eu.pk}&sort=newest"
    )
    history = page.locator("[data-history]").inner_text()
    assert "Acceptable risk" in history and "Hedged in the answer" in history

    page.locator("body").focus()
    page.keyboard.press("u")
    page.wait_for_url(lambda url: urlparse(url).path == "/")
    assert _query(page.url) == {
        "tab": ["flagged"],
        "source": [str(eu.pk)],
        "sort": ["newest"],
    }
    assert page.input_value("#id_source") == str(eu.pk)
    assert "Nothing here" in page.locator("#queue_results").inner_text()


def test_n_and_p_walk_the_unsupported_citations_and_counts_jump(page):
    """`n`/`p` move focus through the unsupported citations only (wrapping), and
    the header's "unsupported" count is a button to the first of them."""
    answer = make_review_answer()
    login_as(page, make_user("reviewer"))
    page.goto(f"/answers/{answer.pk}/")
    unsupported = page.locator(
        '[data-answer-text] mark.citation[data-status="unsupported"]'
    )
    assert unsupported.count() == 2
    ids = [unsupported.nth(i).get_attribute("data-check-id") for i in range(2)]
    page.locator("h1").click()
    page.keyboard.press("n")
    assert _focused(page, "data-check-id") == ids[0]
    page.keyboard.press("n")
    assert _focused(page, "data-check-id") == ids[1]
    page.keyboard.press("n")
    assert _focused(page, "data-check-id") == ids[0]
    page.keyboard.press("p")
    assert _focused(page, "data-check-id") == ids[1]
    page.locator('[data-goto-first="verified"]').click()
    assert _focused(page, "data-status") == "verified"
    page.locator('[data-goto-first="unsupported"]').click()
    assert _focused(page, "data-check-id") == ids[0]
    page.keyboard.press("?")
    sheet = page.locator("#shortcuts")
    assert "next / previous unsupported citation" in sheet.inner_text()


def test_senior_reopens_an_approved_answer(page):
    answer = make_answer(text=UNCITED_TEXT)
    from reviewer import services

    services.decision_record(
        answer_id=answer.pk,
        user=make_user("reviewer", username="a.first"),
        action="approve",
        expected_review_state="unreviewed",
    )
    login_as(page, make_user("senior_reviewer"))
    page.goto(f"/answers/{answer.pk}/")
    page.fill("#reopen-reason", "The cited article was amended")
    page.get_by_role("button", name="Reopen").click()
    page.locator("[data-decided]").wait_for()
    assert page.locator("[data-review-state]").get_attribute("data-review-state") == (
        "unreviewed"
    )
    history = page.locator("[data-history]")
    assert history.locator('[data-decision="approve"]').count() == 1
    assert "a.first" in history.inner_text()
    assert "The cited article was amended" in history.inner_text()
    assert serious_violations(page) == []


def test_senior_assigns_a_selection_and_the_reviewer_sees_it_first(page, browser):
    """A senior ticks two rows (j, x), assigns them to a reviewer; the reviewer's
    queue opens on Mine with exactly those answers."""
    answers = [_received(make_answer(), 5 - i) for i in range(3)]
    assignee = make_user("reviewer", username="r.assignee")
    login_as(page, make_user("senior_reviewer"))
    page.goto("/?tab=flagged")
    # Select the two oldest rows by keyboard: j moves, x ticks.
    page.locator("h1").click()
    for _ in answers[:2]:
        page.keyboard.press("j")
        page.keyboard.press("x")
    assert page.locator("[data-selected-count]").inner_text() == "(2 selected)"
    for answer, ticked in zip(answers, (True, True, False), strict=True):
        box = page.locator(f'input[data-select-row][value="{answer.pk}"]')
        assert box.is_checked() == ticked
    page.select_option("#bulk-action", "assign")
    page.select_option("#bulk-assignee", "r.assignee")
    page.get_by_role("button", name="Apply to selection").click()
    result = page.locator("[data-bulk-result]")
    result.wait_for()
    assert "Assigned 2 answers to r.assignee" in result.inner_text()
    assert (
        page.locator(
            f'tr[data-answer-id="{answers[0].pk}"] [data-assignee]'
        ).inner_text()
        == "r.assignee"
    )
    assert serious_violations(page) == []

    context = browser.new_context(base_url=page.base_url)
    other = context.new_page()
    login_as(other, assignee)
    other.goto("/")
    assert other.locator(".tab--active").get_attribute("data-tab") == "mine"
    rows = other.locator("tr.queue-row")
    assert sorted(
        int(rows.nth(i).get_attribute("data-answer-id")) for i in range(rows.count())
    ) == sorted(a.pk for a in answers[:2])
    context.close()


def test_bulk_approve_refuses_what_still_has_unsupported_citations(page):
    clean = _received(make_answer(text=UNCITED_TEXT), 3)
    flagged = _received(make_answer(), 2)
    login_as(page, make_user("reviewer"))
    page.goto("/?tab=all")
    page.check("[data-select-all]")
    page.select_option("#bulk-action", "approve")
    page.get_by_role("button", name="Apply to selection").click()
    result = page.locator("[data-bulk-result]")
    result.wait_for()
    text = result.inner_text()
    assert "Approved 1 answer." in text
    assert f"#{flagged.pk}: has 1 unsupported citation(s)" in text
    assert Answer.objects.get(pk=clean.pk).review_state == "approved"
    assert Answer.objects.get(pk=flagged.pk).review_state == "unreviewed"


def test_saved_view_becomes_the_default_and_decisions_export(page):
    """A reviewer saves the Decided tab of one source as a shared default view;
    the queue then opens on it; its CSV export downloads those decisions."""
    eu = make_source("assistant-eu")
    answer = make_answer(source=eu, text=UNCITED_TEXT)
    make_answer()
    reviewer = make_user("reviewer")
    from reviewer import services

    services.decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="approve",
        expected_review_state="unreviewed",
    )
    login_as(page, reviewer)
    page.goto(f"/?tab=decided&source={eu.pk}")
    page.fill("#id_view_name", "EU decided")
    page.check("input[name=shared]")
    page.check("input[name=make_default]")
    page.get_by_role("button", name="Save view").click()
    page.locator('[data-view="EU decided"] [data-default-view]').wait_for()
    page.goto("/")
    assert _query(page.url) == {"tab": ["decided"], "source": [str(eu.pk)]}
    assert page.locator(".tab--active").get_attribute("data-tab") == "decided"
    with page.expect_download() as download:
        page.locator('[data-export="csv"]').click()
    content = open(download.value.path(), encoding="utf-8").read()
    lines = content.strip().splitlines()
    assert lines[0].startswith("decision_id,answer_id,source")
    assert len(lines) == 2 and f",{answer.pk},assistant-eu," in lines[1]
