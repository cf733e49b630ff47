"""A QA analyst turns a label-variant false positive into an alias, in a browser."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group

from tests.browser.conftest import login_as, serious_violations
from tests.factories import make_label_variant_answer, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def eager_celery():
    """The live server has a broker but no worker here: run the chunks inline."""
    from config.celery import app

    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = before


def test_qa_marks_false_positive_accepts_alias_and_flag_clears(page):
    """An analyst (qa + admin) marks "Saudi Labour Law" a label variant, accepts
    the alias, re-verifies, and the answer leaves the flagged queue."""
    from django.core.cache import cache

    cache.clear()
    answer = make_label_variant_answer(question="How is overtime paid?")
    check = answer.current_report.citations.get()
    assert (check.diagnosis, check.suggested_label) == ("label_mismatch", "Labour Law")
    # Accepting an alias changes every reviewer's view: the spec gives it to admins,
    # so the analyst here holds both roles.
    analyst = make_user("qa", username="qa.analyst")
    analyst.groups.add(Group.objects.get_or_create(name="admin")[0])
    login_as(page, analyst)

    page.goto("/?tab=flagged")
    row = page.locator(f'tr[data-answer-id="{answer.pk}"]')
    assert row.count() == 1

    # The answer view loads the QA panel with htmx; annotate inline.
    page.goto(f"/answers/{answer.pk}/")
    item = page.locator(f"#qa-item-check-{check.pk}")
    item.wait_for(state="visible")
    item.locator("select[name=verdict]").select_option("false_positive")
    item.locator("select[name=reason]").select_option("label_variant")
    item.locator("input[name=note]").fill("Labor is the US spelling of Labour")
    item.get_by_role("button", name="Save", exact=True).click()
    page.locator(f"#qa-item-check-{check.pk} .qa-saved").wait_for(state="visible")
    assert "False positive" in page.locator(f"#qa-item-check-{check.pk}").inner_text()

    page.goto("/qa/aliases/")
    assert serious_violations(page) == []
    page.get_by_role("button", name="Accept “Saudi Labour Law” → “Labour Law”").click()
    page.get_by_text("Alias created").wait_for()
    page.get_by_role("button", name="Re-verify 1 affected answer").click()
    page.wait_for_url("**/qa/runs/*/")
    status = page.locator("#run_progress [role=status]")
    status.wait_for()
    assert "Finished: 1 of 1" in status.inner_text()
    assert "1 flag cleared" in status.inner_text()
    page.get_by_role("link", name="What changed").click()
    # The click returns once the navigation starts, not when the diff has loaded:
    # counting rows then can count the run page's (none). Wait for the diff page.
    page.wait_for_url("**/qa/answers/*/diff/**")
    page.locator("table[data-table=changes]").wait_for()
    assert page.locator(".qa-diff-row").count() == 1
    assert "verified" in page.locator(".qa-diff-row").inner_text().lower()

    cache.clear()
    page.goto("/?tab=flagged")
    assert page.locator(f'tr[data-answer-id="{answer.pk}"]').count() == 0
    answer.refresh_from_db()
    assert answer.verification_state == "passed"

    # Selecting text in the answer fills the false-negative form (static/js/qa.js).
    page.goto(f"/qa/answers/{answer.pk}/annotate/")
    page.evaluate(
        """() => {
          const pre = document.querySelector("[data-qa-snippet-source]");
          const range = document.createRange();
          const at = pre.textContent.indexOf("time and a half");
          range.setStart(pre.firstChild, at);
          range.setEnd(pre.firstChild, at + "time and a half".length);
          window.getSelection().removeAllRanges();
          window.getSelection().addRange(range);
          pre.dispatchEvent(new MouseEvent("mouseup", {bubbles: true}));
        }"""
    )
    assert page.locator("[data-qa-snippet]").input_value() == "time and a half"
    page.locator("select[name=span_kind]").select_option("claim")
    page.locator(".qa-fn-form select[name=reason]").select_option("sentence_split")
    page.get_by_role("button", name="Record false negative").click()
    page.get_by_text("not flagged (claim)").wait_for()

    page.goto("/qa/")
    assert page.locator("svg.qa-chart").count() >= 5
    assert serious_violations(page) == []
