"""A Markdown answer reads as formatted text in a browser; nothing in it is live."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import login_as, serious_violations
from tests.factories import corpus_chunk, make_answer, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

MARKDOWN_TEXT = """# Erasure

> The data subject has the right to erasure [GDPR, Article 17].

| Ground | Source |
|:--|:--|
| consent withdrawn | [GDPR, Article 17] |
| lawful basis | **[GDPR, Article 6]** |

Read [the regulation](https://eur-lex.europa.eu/eli/reg/2016/679/oj) or run
`erase(subject)`. <img src=x onerror="document.title='pwned'"> stays text.
"""


@pytest.fixture
def local_cache(settings):
    from django.core.cache import cache

    # A cache of this process's own: Redis db 15 is shared with other suites.
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    }
    cache.clear()


def test_markdown_answer_renders_with_marks_and_no_live_content(page, local_cache):
    """Headings, quotes, tables and code render; citations in a table cell and in
    bold are marked and lead to their passage; a link shows its target in ⟨ ⟩ and
    is not a link; raw HTML is text; the CSP reports nothing and axe passes."""
    csp_errors: list[str] = []
    page.on(
        "console",
        lambda m: csp_errors.append(m.text) if "Content Security" in m.text else None,
    )
    answer = make_answer(
        text=MARKDOWN_TEXT, evidence=(corpus_chunk(17), corpus_chunk(6))
    )
    login_as(page, make_user("reviewer"))
    page.goto(f"/answers/{answer.pk}/")
    body = page.locator("[data-answer-text]")

    expect(body.locator("h3")).to_have_text("Erasure")
    expect(body.locator("blockquote mark.citation")).to_have_count(1)
    expect(body.locator("td mark.citation")).to_have_count(2)
    expect(body.locator("td strong mark.citation")).to_have_text("[GDPR, Article 6]")
    expect(body.locator("code")).to_have_text("erase(subject)")

    target = body.locator(".link-target")
    expect(target).to_have_text("https://eur-lex.europa.eu/eli/reg/2016/679/oj")
    brackets = target.evaluate(
        "el => getComputedStyle(el, '::before').content"
        " + getComputedStyle(el, '::after').content"
    )
    assert brackets == '" ⟨""⟩"'
    assert body.locator("a, img, [href], [src], [style]").count() == 0
    expect(body).to_contain_text("<img src=x onerror=\"document.title='pwned'\">")
    assert page.title() != "pwned"

    cell_citation = body.locator("td mark.citation").first
    cell_citation.click()
    passage = page.locator(f"#{cell_citation.get_attribute('data-chunk')}")
    expect(passage).to_have_class(re.compile(r"\bis-pinned\b"))
    assert serious_violations(page) == []
    assert csp_errors == []
