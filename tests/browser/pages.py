"""Every page of the app, opened in a browser as the role it is for.

The list comes from the URL resolver, like tests/security/test_role_matrix.py: a new
page is covered by the phone and dark-mode tests without anyone adding it here.
Each route is opened as the first role in ROLES that the role matrix lets open it
(anonymous for the sign-in page, a reviewer for the desk, qa for QA, admin for the
audit history). Routes that are not pages (APIs, exports, htmx fragments) are named
in NOT_PAGES, so a new one of those fails loudly until someone says so.

The error pages are listed too (ERROR_PAGES); the 500 page is served through
`page.route`, since no real page may fail on purpose.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.test import RequestFactory
from django.urls import reverse

from foundations.security import CONTENT_SECURITY_POLICY
from tests.browser.conftest import sign_in
from tests.security.test_role_matrix import MATRIX, ROLES, ROUTES

# Route name -> why it is not a page a person reads.
NOT_PAGES = {
    "healthz": "JSON for load balancers",
    "favicon": "a redirect to the icon",
    "qa:export": "a JSONL download",
    "audit:export_csv": "a CSV download",
    "audit:export_jsonl": "a JSONL download",
    "qa:answer_panel": "an htmx fragment of the answer page (checked there)",
    "decisions_export": "a CSV or JSONL download",
    "api_answer_record": "a signed JSON bundle for API clients",
    "api_audit_checkpoint": "JSON for API clients",
    "api_audit_proof_inclusion": "JSON for API clients",
    "api_audit_proof_consistency": "JSON for API clients",
    "audit:answer_record_json": "a signed JSON bundle download",
    "audit:proof_inclusion": "JSON for verifiers",
    "audit:proof_consistency": "JSON for verifiers",
    "audit:public_key": "PEM text for verifiers",
    "metrics": "Prometheus text for scrapers",
    "oidc_authentication_init": "a redirect to the identity provider",
    "oidc_authentication_callback": "the identity provider's redirect back",
}
# A page may answer 400 or 404 in the matrix because the matrix passes a missing id;
# here it gets a real object, so every listed page must answer 200.
OPENING_STATUSES = (200, 400, 404)
ERROR_PAGES = ("error:403", "error:404", "error:500", "error:csrf")
SERVER_ERROR_PATH = "/__server_error__/"


def page_routes() -> list[str]:
    """Names of every GET route that renders a page, from the resolver."""
    return sorted(
        name
        for name, route in ROUTES.items()
        if not name.startswith("api:")  # the API's own pages are django-ninja's
        and name not in NOT_PAGES
        and MATRIX.get(name, ("GET",))[0] == "GET"
    )


ALL_PAGES = [*page_routes(), *ERROR_PAGES]


def role_for(name: str) -> str:
    """The first role the role matrix lets open this page."""
    if name == "error:403":
        return "no_role"
    if name.startswith("error:"):
        return "reviewer"
    _, statuses = MATRIX[name]
    for role, status in zip(ROLES, statuses, strict=True):
        if status in OPENING_STATUSES:
            return role
    raise AssertionError(f"no role opens {name}")


@dataclass
class Site:
    """Real rows for every URL parameter, and one user per role."""

    users: dict[str, Any]
    params: dict[str, int]
    diff_answer_id: int


def make_site() -> Site:
    """An answer to review, one re-verified (for the diff), a QA sample and a run."""
    from foundations.actors import Actor
    from reviewer.qa import services as qa
    from tests.factories import (
        make_label_variant_answer,
        make_review_answer,
        make_user,
    )
    from verification.services.aliases import alias_create
    from verification.services.reports import answers_verify

    users = {role: make_user(None if role == "no_role" else role) for role in ROLES}
    answer = make_review_answer()
    variant = make_label_variant_answer()
    alias_create(
        alias="Saudi Labour Law", canonical="Labour Law", actor=Actor.system("t")
    )
    answers_verify(answer_ids=[variant.pk], actor=Actor.system("tests"))
    sample = qa.sample_create(
        user=users["qa"],
        seed="phone",
        size=2,
        filters=qa.sample_filters_resolve(states=["passed", "flagged"]),
    )
    run = qa.reverification_start(
        user=users["admin"], answer_ids=[variant.pk], reason="aliases changed"
    )
    _team_activity(users)
    return Site(
        users=users,
        params={"answer_id": answer.pk, "sample_id": sample.pk, "run_id": run.pk},
        diff_answer_id=variant.pk,
    )


def _team_activity(users: dict[str, Any]) -> None:
    """A settled escalation and an assignment: the team dashboard has figures and
    the reviewer's notifications page has a read and an unread item."""
    from reviewer.notifications.services import notify_assigned
    from reviewer.services import decision_record
    from tests.factories import make_answer

    settled, assigned = make_answer(), make_answer()
    decision_record(
        answer_id=settled.pk,
        user=users["reviewer"],
        action="escalate",
        reason_category="wrong_article",
        reason="Article 15 is not in the evidence",
        expected_review_state="unreviewed",
    )
    decision_record(
        answer_id=settled.pk,
        user=users["senior_reviewer"],
        action="reject",
        reason="the model invented the article",
        expected_review_state="escalated",
    )
    notify_assigned(
        answer_ids=[assigned.pk], assignee=users["reviewer"], by=users["admin"]
    )


def open_page(page, name: str, site: Site) -> int:
    """Sign in as the page's role, open it, and return the HTTP status."""
    role = role_for(name)
    if role != "anonymous":
        sign_in(page, site.users[role])
    if name == "error:500":
        return _open_server_error(page)
    if name == "error:csrf":
        return _open_csrf_failure(page)
    if name == "error:404":
        url = "/no/such/page/"
    elif name == "error:403":
        url = reverse("queue")
    else:
        params = dict(site.params)
        if name == "qa:answer_diff":
            params["answer_id"] = site.diff_answer_id
        url = reverse(name, kwargs={p: params[p] for p in ROUTES[name].params})
    response = page.goto(url)
    page.wait_for_load_state("networkidle")
    return response.status


def _open_server_error(page) -> int:
    from reviewer import errors

    html = errors.server_error(RequestFactory().get("/")).content.decode()
    page.route(
        f"**{SERVER_ERROR_PATH}",
        lambda route: route.fulfill(
            status=500,
            body=html,
            headers={
                "content-type": "text/html; charset=utf-8",
                "content-security-policy": CONTENT_SECURITY_POLICY,
            },
        ),
    )
    response = page.goto(SERVER_ERROR_PATH)
    page.wait_for_load_state("networkidle")
    return response.status


def _open_csrf_failure(page) -> int:
    """Submit a real form after its CSRF cookie is gone, as a stale tab would."""
    page.goto(reverse("queue"))
    page.context.clear_cookies(name="csrftoken")
    with page.expect_navigation() as navigation:
        page.locator("form[action='/accounts/logout/'] [type=submit]").click()
    page.wait_for_load_state("networkidle")
    return navigation.value.status


EXPECTED_STATUS = {"error:403": 403, "error:404": 404, "error:500": 500}


def expected_status(name: str) -> int:
    return 403 if name == "error:csrf" else EXPECTED_STATUS.get(name, 200)
