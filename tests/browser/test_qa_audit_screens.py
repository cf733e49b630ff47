"""QA and audit screens driven as their users would, keyboard where it is the way."""

from __future__ import annotations

import pytest

from tests.browser.conftest import SCREENSHOTS, login_as, serious_violations
from tests.factories import make_answer, make_label_variant_answer, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _active_item_id(page) -> str:
    return page.evaluate("document.activeElement.closest('li.qa-item')?.id || ''")


def test_analyst_draws_a_sample_with_defaults_and_saves_through_it(page):
    """Draw with the defaults, start, and go through every item with the keyboard:
    "Save and next" puts focus on the next item's verdict, then opens the next
    answer of the sample."""
    make_answer(), make_answer()
    analyst = make_user("qa", username="qa.lee")
    login_as(page, analyst)
    page.goto("/qa/samples/")
    page.get_by_label("Size").fill("2")
    page.get_by_role("button", name="Draw sample").click()
    page.wait_for_url("**/qa/samples/*/")
    assert serious_violations(page) == []
    page.locator("[data-start]").click()
    page.wait_for_url("**/annotate/?sample=*")
    first_url = page.url
    assert page.locator("[data-sample-position]").inner_text() == "1"
    items = page.locator("li.qa-item:has(select[name=verdict])")
    count = items.count()
    assert count >= 2
    assert serious_violations(page) == []

    for index in range(count):
        item = items.nth(index)
        verdict = item.locator("select[name=verdict]")
        if index == 0:
            verdict.focus()
        else:
            # Focus arrived here by itself after the previous save.
            page.wait_for_function(
                "id => document.activeElement.closest('li.qa-item')?.id === id",
                arg=item.get_attribute("id"),
            )
        page.keyboard.press("ArrowDown")  # "Correct", the first verdict
        page.keyboard.press("Tab")  # reason
        page.keyboard.press("Tab")  # note
        page.keyboard.press("Tab")  # Save
        page.keyboard.press("Tab")  # Save and next
        assert page.evaluate("document.activeElement.dataset.saveNext") == ""
        page.keyboard.press("Enter")
        if index < count - 1:
            page.locator(f"#{item.get_attribute('id')} .qa-saved").wait_for()
    page.wait_for_url(lambda url: url != first_url and "sample=" in url)
    assert page.locator("[data-sample-position]").inner_text() == "2"


def test_the_diff_shows_both_reports_side_by_side(page):
    """Before on the left, after on the right, the changed citation outlined in
    each column with what it was on the other side."""
    from foundations.actors import Actor
    from verification.services.aliases import alias_create
    from verification.services.reports import answers_verify

    answer = make_label_variant_answer()
    alias_create(
        alias="Saudi Labour Law", canonical="Labour Law", actor=Actor.system("t")
    )
    answers_verify(answer_ids=[answer.pk], actor=Actor.system("tests"))
    login_as(page, make_user("qa"))
    page.goto(f"/qa/answers/{answer.pk}/diff/")
    before = page.locator('[data-side="before"]')
    after = page.locator('[data-side="after"]')
    left, right = before.bounding_box(), after.bounding_box()
    assert left["x"] + left["width"] <= right["x"]  # side by side at desktop width
    assert abs(left["y"] - right["y"]) < 2
    old = before.locator("mark.citation[data-changed]")
    new = after.locator("mark.citation[data-changed]")
    assert old.get_attribute("data-status") == "unsupported"
    assert new.get_attribute("data-status") == "verified"
    assert after.get_by_text(
        "Changed: before it was Unsupported: Law label mismatch."
    ).is_visible()
    assert (
        page.get_by_role("row", name="[Saudi Labour Law, Article 30]")
        .inner_text()
        .count("Law label mismatch")
        == 1
    )
    # The verified side's note tells the change, not an "Unsupported:" label.
    after_note = new.evaluate(
        "m => getComputedStyle(m.nextElementSibling, '::before').content"
    )
    assert after_note == "none"
    outline = old.evaluate("m => getComputedStyle(m).outlineStyle")
    assert outline == "solid"
    assert serious_violations(page) == []
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "report_diff.png"), full_page=True)


def test_admin_reads_the_audit_list_in_words_and_shows_the_noise(page):
    """Decisions read as sentences; claims are hidden until the admin asks, and
    two event kinds can be chosen together."""
    from reviewer import services

    answer, reviewer = make_answer(), make_user("reviewer")
    services.claim_take(answer_id=answer.pk, user=reviewer)
    services.decision_record(
        answer_id=answer.pk,
        user=reviewer,
        action="escalate",
        reason_category="wrong_article",
        reason="Article 15 is not in the evidence",
        expected_review_state="unreviewed",
    )
    login_as(page, make_user("admin"))
    page.goto("/audit/")
    assert page.get_by_text(
        "Escalated (was unreviewed): Cites the wrong article; "
        "reason: “Article 15 is not in the evidence”."
    ).is_visible()
    assert page.locator('[data-action="claim.taken"]').count() == 0
    assert serious_violations(page) == []

    page.get_by_label("Show claims and sign-ins").check()
    page.get_by_role("button", name="Apply").click()
    page.locator('[data-action="claim.taken"]').first.wait_for()
    assert "noise=on" in page.url

    page.goto("/audit/")
    page.get_by_label("Claim taken").check()
    page.get_by_label("Escalated").check()
    page.get_by_role("button", name="Apply").click()
    page.wait_for_url("**action=*")
    page.wait_for_load_state("networkidle")
    shown = set(
        page.locator("[data-action]").evaluate_all("n => n.map(e => e.dataset.action)")
    )
    assert shown == {"claim.taken", "decision.escalate"}
