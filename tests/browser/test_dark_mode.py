"""Dark mode follows the system setting, with the same contrast guarantees.

axe-core runs on every page (the resolver's list, tests/browser/pages.py, and the
error pages) at desktop and phone widths, in the light and the dark scheme, and
must report no serious or critical violation, colour contrast included.
"""

from __future__ import annotations

import pytest

from tests.browser.conftest import login_as, serious_violations
from tests.browser.pages import ALL_PAGES, expected_status, open_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

VIEWPORTS = {
    "desktop": {"width": 1440, "height": 900},
    "phone": {"width": 390, "height": 844},
}


def _background(page) -> str:
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


@pytest.mark.parametrize("name", ALL_PAGES)
def test_page_passes_axe_in_light_and_dark_at_both_widths(page, site, name):
    """No serious or critical axe-core violation in any of the four combinations.

    One sign-in and one page load per route: the widths and schemes are applied to
    that same page (a resize re-evaluates the media queries as a load would).
    """
    assert open_page(page, name, site) == expected_status(name)
    # Open folded parts, so what they hide is checked as well.
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    failures = {}
    for size, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)
        assert page.evaluate("window.innerWidth") == viewport["width"]
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            violations = serious_violations(page)
            if violations:
                failures[f"{size}/{scheme}"] = violations
    assert failures == {}


def test_dark_scheme_changes_the_colours(page, site):
    """The dark scheme is really dark: the page and its panels change colour."""
    login_as(page, site.users["reviewer"])
    page.goto(f"/answers/{site.params['answer_id']}/")
    page.emulate_media(color_scheme="light")
    light = _background(page)
    page.emulate_media(color_scheme="dark")
    dark = _background(page)
    assert light != dark
    red, green, blue = (
        int(part) for part in dark.removeprefix("rgb(").rstrip(")").split(",")
    )
    assert max(red, green, blue) < 64, dark
    panel = page.locator(".panel").first.evaluate(
        "el => getComputedStyle(el).backgroundColor"
    )
    assert panel != "rgb(255, 255, 255)"
