"""A reviewer reads a long evidence passage and jumps to the cited paragraph."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import login_as, serious_violations
from tests.factories import corpus_chunk, make_answer, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Article 17(3)(e) is the last point of a long article: folded away at first.
PINPOINTED_TEXT = (
    "Erasure does not apply where the data are needed for legal claims "
    "[GDPR, Article 17(3)(e)]. Processing needs a lawful basis [GDPR, Article 6]."
)


@pytest.fixture
def local_cache(settings):
    from django.core.cache import cache

    # A cache of this process's own: Redis db 15 is shared with other suites.
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    cache.clear()


def _answer():
    return make_answer(
        text=PINPOINTED_TEXT, evidence=(corpus_chunk(17), corpus_chunk(6))
    )


def test_a_long_passage_expands_and_collapses_without_javascript(
    browser, live_server, local_cache
):
    """With JavaScript off, a long passage shows its first lines; "Show the whole
    passage" unfolds the rest and "Show less" folds it again."""
    answer = _answer()
    chunk = answer.evidence.get(article_no=17)
    context = browser.new_context(
        base_url=live_server.url,
        java_script_enabled=False,
        viewport={"width": 1440, "height": 900},
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    try:
        login_as(page, make_user("reviewer"))
        page.goto(f"/answers/{answer.pk}/")
        passage = page.locator(f"#evidence-{chunk.pk}")
        first_line = page.locator(f"#evidence-{chunk.pk}-1")
        last_point = page.locator(f"#evidence-{chunk.pk}-3-e")
        summary = passage.locator("summary")
        show_all = summary.get_by_text("Show the whole passage (12 more lines)")
        show_less = summary.get_by_text("Show less")

        expect(first_line).to_be_visible()
        expect(last_point).to_be_hidden()
        expect(show_all).to_be_visible()
        expect(show_less).to_be_hidden()

        summary.click()
        expect(last_point).to_be_visible()
        expect(show_less).to_be_visible()
        expect(show_all).to_be_hidden()

        summary.click()
        expect(last_point).to_be_hidden()
        expect(first_line).to_be_visible()
        expect(show_all).to_be_visible()
    finally:
        context.close()


def test_activating_a_pinpointed_citation_shows_its_paragraph(page, local_cache):
    """Enter on a citation to Article 17(3)(e) unfolds the passage, scrolls point
    (e) of paragraph 3 into view and highlights it; the keyboard can fold the
    passage again from its summary."""
    answer = _answer()
    chunk = answer.evidence.get(article_no=17)
    login_as(page, make_user("reviewer"))
    page.goto(f"/answers/{answer.pk}/")
    point = page.locator(f"#evidence-{chunk.pk}-3-e")
    expect(point).to_be_hidden()

    citation = page.locator("mark.citation", has_text="Article 17(3)(e)")
    expect(citation).to_have_attribute("data-pinpoint", f"evidence-{chunk.pk}-3-e")
    citation.focus()
    page.keyboard.press("Enter")

    expect(point).to_be_visible()
    expect(point).to_be_in_viewport()
    expect(point).to_have_class(re.compile(r"\bis-pinpointed\b"))
    expect(page.locator(f"#evidence-{chunk.pk}")).to_have_class(
        re.compile(r"\bis-highlighted\b")
    )
    assert serious_violations(page) == []

    summary = page.locator(f"#evidence-{chunk.pk} summary")
    summary.focus()
    page.keyboard.press("Enter")
    expect(point).to_be_hidden()

    # The other citation has no pinpoint: its passage is shown, no line is marked.
    page.locator("mark.citation", has_text="Article 6]").click()
    expect(page.locator(".passage-line.is-pinpointed")).to_have_count(0)
