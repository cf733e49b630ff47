"""On a phone (390x844) no page scrolls sideways, and the desk stays usable.

Every page from the URL resolver (tests/browser/pages.py) plus the error pages is
opened as its user; the document may never be wider than the screen.
"""

from __future__ import annotations

import pytest

from tests.browser.conftest import login_as
from tests.browser.pages import ALL_PAGES, expected_status, open_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}

# The elements that stick out past the right edge, for a readable failure.
OVERFLOWING = """() => {
  const width = window.innerWidth;
  return Array.from(document.querySelectorAll("body *"))
    .filter(el => el.getBoundingClientRect().right > width + 0.5)
    .filter(el => !el.closest(".table-scroll, .visually-hidden, .skip-link"))
    .slice(0, 40)
    .map(el => el.tagName.toLowerCase() + (el.className ? "." + el.className : "")
      + " right=" + Math.round(el.getBoundingClientRect().right));
}"""


@pytest.fixture
def phone(browser, live_server):
    """A page in a phone-sized context with touch, as a reviewer on the move has.

    Not `is_mobile`: a mobile viewport zooms out to fit a page that is too wide,
    which would hide the very overflow these tests look for.
    """
    context = browser.new_context(
        base_url=live_server.url, viewport=PHONE, has_touch=True
    )
    new_page = context.new_page()
    new_page.set_default_timeout(10_000)
    new_page.base_url = live_server.url
    yield new_page
    context.close()


def assert_no_horizontal_overflow(page) -> None:
    scroll_width, inner_width = page.evaluate(
        "[document.documentElement.scrollWidth, window.innerWidth]"
    )
    assert inner_width == PHONE["width"]
    assert scroll_width <= inner_width, page.evaluate(OVERFLOWING)


@pytest.mark.parametrize("name", ALL_PAGES)
def test_page_fits_a_phone_screen(phone, site, name):
    """The page opens for its user and nothing overflows horizontally."""
    status = open_page(phone, name, site)
    assert status == expected_status(name), name
    assert phone.locator("main#main").count() == 1, "not in the app's layout"
    assert_no_horizontal_overflow(phone)
    # Folded parts (filters, payloads) must fit when opened too.
    phone.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert_no_horizontal_overflow(phone)


def test_queue_filters_fold_away_and_top_bar_wraps(phone, site):
    """On a phone the queue starts with its rows: the filters are one tap away."""
    login_as(phone, site.users["reviewer"])
    phone.goto("/")
    filters = phone.locator("details[data-fold-on-phone]")
    assert filters.evaluate("el => el.open") is False
    assert not phone.locator("#id_q").is_visible()
    phone.locator("details[data-fold-on-phone] > summary").click()
    assert phone.locator("#id_q").is_visible()
    topbar = phone.locator("header.topbar").bounding_box()
    assert topbar["width"] <= PHONE["width"]
    search = phone.locator("#global-search").bounding_box()
    assert search["x"] >= 0 and search["x"] + search["width"] <= PHONE["width"]


def test_decision_panel_comes_before_the_evidence_on_a_phone(phone, site):
    """The reviewer reaches the decision without scrolling past every passage, and
    a jump link at the top takes them straight there."""
    login_as(phone, site.users["reviewer"])
    phone.goto(f"/answers/{site.params['answer_id']}/")
    decision = phone.locator("#decision_panel").bounding_box()
    evidence = phone.locator(".panel--evidence").bounding_box()
    answer = phone.locator("[data-answer-text]").bounding_box()
    assert answer["y"] < decision["y"] < evidence["y"]

    jump = phone.get_by_role("link", name="Go to the decision")
    assert jump.is_visible()
    jump.click()
    phone.wait_for_function(
        "() => { const r = document.querySelector('#decision').getBoundingClientRect();"
        " return r.top >= -1 && r.top < window.innerHeight; }"
    )


def test_jump_link_is_hidden_on_a_desktop(page, site):
    """On a wide screen the decision panel is beside the answer: no jump link."""
    login_as(page, site.users["reviewer"])
    page.goto(f"/answers/{site.params['answer_id']}/")
    assert not page.get_by_role("link", name="Go to the decision").is_visible()
    assert page.locator("details[data-fold-on-phone]").count() == 0
    page.goto("/")
    assert page.locator("details[data-fold-on-phone]").evaluate("el => el.open")
    assert page.locator("#id_q").is_visible()
