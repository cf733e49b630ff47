"""Team features driven as their users would: notifications, time zone, dashboard."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.browser.conftest import SCREENSHOTS, login_as, serious_violations
from tests.factories import make_answer, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _escalated_and_settled(reviewer, senior):
    from reviewer.services import decision_record

    answer = make_answer()
    decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="escalate",
        reason_category="wrong_article",
        reason="Article 15 is not in the evidence",
        expected_review_state="unreviewed",
    )
    decision_record(
        answer_id=answer.pk,
        user=senior,
        action="approve",
        reason_category="acceptable_risk",
        expected_review_state="escalated",
    )
    return answer


def test_reviewer_hears_the_verdict_and_marks_it_read_by_keyboard(page):
    """The bell shows two unread; the reviewer follows it, reads the verdict, marks
    it read with the keyboard, and the bell empties without a reload."""
    from reviewer.notifications.services import notify_assigned

    reviewer = make_user("reviewer", username="r.okafor")
    senior = make_user("senior_reviewer", username="s.moreau")
    answer = _escalated_and_settled(reviewer, senior)
    notify_assigned(answer_ids=[make_answer().pk], assignee=reviewer, by=senior)
    login_as(page, reviewer)

    bell = page.locator("#notification-bell")
    assert bell.get_attribute("data-unread") == "2"
    # What a screen reader announces, not only what the badge shows.
    assert page.get_by_role("link", name="Notifications: 2 unread").is_visible()
    bell.click()
    page.wait_for_url("**/notifications/")
    verdict = page.locator('li.notification[data-kind="verdict"]')
    assert verdict.get_by_text(
        f"s.moreau approved answer {answer}, which you escalated."
    ).is_visible()
    assert serious_violations(page) == []
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "notifications.png"))

    page.evaluate("window.__same_page = true")
    verdict.get_by_role("button", name="Mark as read").focus()
    page.keyboard.press("Enter")
    page.locator('li.notification[data-kind="verdict"][data-read="true"]').wait_for()
    assert page.locator("#notification-bell").get_attribute("data-unread") == "1"
    assert page.evaluate("window.__same_page") is True  # swapped, not reloaded

    page.get_by_role("button", name="Mark all as read").click()
    page.wait_for_load_state("networkidle")
    assert page.locator("#notification-bell").get_attribute("data-unread") == "0"
    assert page.locator("li.notification--unread").count() == 0
    # The verdict links to its answer.
    page.get_by_role("link", name=f"Open answer #{answer.pk}").click()
    page.wait_for_url(f"**/answers/{answer.pk}/")


def test_reviewer_chooses_a_time_zone_and_sees_times_labelled(page):
    """From the name in the top bar to the settings, pick Asia/Tokyo, and the answer
    received at 09:30 UTC reads 18:30 JST."""
    from verification.models import Answer

    reviewer = make_user("reviewer")
    answer = make_answer()
    Answer.objects.filter(pk=answer.pk).update(
        received_at=datetime(2026, 1, 15, 9, 30, tzinfo=UTC)
    )
    login_as(page, reviewer)
    page.goto(f"/answers/{answer.pk}/")
    assert page.get_by_text("15 Jan 2026 09:30 UTC").is_visible()

    page.locator("a.username").click()
    page.wait_for_url("**/accounts/settings/")
    page.get_by_label("Time zone").select_option("Asia/Tokyo")
    page.get_by_label("E-mail for notifications").fill("not an address")
    page.get_by_role("button", name="Save settings").click()
    # An inline error, next to its field and linked to it for screen readers,
    # and the choice kept.
    error = page.locator("#id_email_error")
    assert "valid email" in error.inner_text()
    email = page.get_by_label("E-mail for notifications")
    assert "id_email_error" in email.get_attribute("aria-describedby").split()
    assert email.get_attribute("aria-invalid") == "true"
    assert page.get_by_label("Time zone").input_value() == "Asia/Tokyo"
    assert serious_violations(page) == []

    page.get_by_label("E-mail for notifications").fill("r@example.org")
    page.get_by_role("button", name="Save settings").click()
    assert "Times now show in Asia/Tokyo" in page.locator("[data-saved]").inner_text()
    assert page.locator("[data-now]").inner_text().endswith("JST")
    page.goto(f"/answers/{answer.pk}/")
    assert page.get_by_text("15 Jan 2026 18:30 JST").is_visible()


def test_senior_reads_the_team_dashboard(page):
    """A senior opens Team from the top bar: each chart has its table, and a new
    period redraws them."""
    reviewer = make_user("reviewer", username="k.tanaka")
    senior = make_user("senior_reviewer")
    _escalated_and_settled(reviewer, senior)
    login_as(page, senior)
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Team").click()
    page.wait_for_url("**/team/")
    assert page.locator("svg.qa-chart").count() == 5
    reviewers = page.locator('table[data-table="reviewers"]')
    assert reviewers.get_by_role("row", name="k.tanaka").is_visible()
    assert page.get_by_text("Decisions per reviewer").first.is_visible()
    assert serious_violations(page) == []
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "team.png"), full_page=True)

    page.get_by_label("Period").select_option("30")
    page.get_by_role("button", name="Show").click()
    page.wait_for_url("**/team/?days=30")
    assert page.locator('table[data-table="per-day"] tbody tr').count() == 30
