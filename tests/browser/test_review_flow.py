"""A reviewer clears a flagged answer in a real browser, keyboard first."""

from __future__ import annotations

import pytest

from tests.browser.conftest import SCREENSHOTS, login_as, serious_violations
from tests.factories import make_review_queue, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _tab_count(page, tab: str) -> int:
    return int(page.locator(f'.tab[data-tab="{tab}"] [data-count]').inner_text())


def test_reviewer_escalates_first_flagged_answer_by_keyboard(page, settings):
    """A reviewer opens the oldest flagged answer, reads its findings, follows a
    citation to its passage, escalates with a reason using only the keyboard, and the
    queue counts move."""
    from django.core.cache import cache

    # A cache of this process's own: Redis db 15 is shared with other suites.
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    cache.clear()
    answers = make_review_queue()
    reviewer = make_user("reviewer", username="m.lindqvist")
    login_as(page, reviewer)

    page.goto("/")
    flagged_before = _tab_count(page, "flagged")
    escalated_before = _tab_count(page, "escalated")
    assert page.locator('.tab[data-tab="flagged"] [data-overdue]').is_visible()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "queue.png"), full_page=True)
    assert serious_violations(page) == []

    # Keyboard: j selects the first (oldest) row, Enter opens it.
    page.keyboard.press("j")
    page.keyboard.press("Enter")
    page.wait_for_url(f"**/answers/{answers[0].pk}/?tab=flagged")

    unsupported = page.locator('mark.citation[data-status="unsupported"]')
    assert unsupported.count() == 2
    findings = page.locator("ol.findings")
    assert findings.get_by_text(
        "Article 12 of the GDPR was not among the passages given to the model"
    ).is_visible()
    assert findings.get_by_text(
        "Article 21 was given to the model as part of the GDPR"
    ).is_visible()
    assert page.locator('span.uncited[data-status="unverified"]').first.is_visible()
    assert page.locator('.passage[data-cited="false"]').count() == 2

    verified = page.locator('mark.citation[data-status="verified"]').first
    passage_id = verified.get_attribute("data-chunk")
    verified.click()
    passage = page.locator(f"#{passage_id}")
    assert "is-highlighted" in passage.get_attribute("class")
    passage.wait_for(state="visible")
    page.screenshot(path=str(SCREENSHOTS / "answer.png"), full_page=False)
    assert serious_violations(page) == []

    # Escalate with the keyboard only: e focuses "what is wrong?", a letter picks
    # the category, Tab moves to the words, Enter submits.
    page.locator("body").focus()
    page.keyboard.press("e")
    page.keyboard.type("c")  # "Cites the wrong article"
    page.keyboard.press("Tab")
    page.keyboard.type("Cites Art. 12 for the deadline; not in the evidence.")
    page.keyboard.press("Enter")
    page.locator("[data-decided]").wait_for()
    page.wait_for_url(lambda url: f"/answers/{answers[0].pk}/" not in url)

    page.goto("/")
    assert _tab_count(page, "flagged") == flagged_before - 1
    assert _tab_count(page, "escalated") == escalated_before + 1
