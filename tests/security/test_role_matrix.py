"""Every URL in the project, for every role: the status it must answer.

The URL list comes from the resolver, so a new page without a row here fails
`test_every_url_has_a_matrix_entry`. To add a page: add one row to MATRIX with the
method and the six statuses (anonymous, no role, reviewer, senior, qa, admin).
The Django admin (namespace `admin`) is covered by its own test below.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import pytest
from django.contrib import admin
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from tests.factories import make_answer, make_user

ROLES = ("anonymous", "no_role", "reviewer", "senior_reviewer", "qa", "admin")

# 302: sent to sign in; 401: API without a token (a session never counts there);
# 403: signed in without the role; 404: allowed, but no such object.
# fmt: off
MATRIX: dict[str, tuple[str, tuple[int, ...]]] = {
    #  url name                      method   anon none  rev  sen   qa admin
    "healthz":                      ("GET",  (200, 200, 200, 200, 200, 200)),
    "favicon":                      ("GET",  (301, 301, 301, 301, 301, 301)),
    "login":                        ("GET",  (200, 302, 302, 302, 302, 302)),
    "logout":                       ("POST", (302, 302, 302, 302, 302, 302)),
    # Single sign-on: not configured here (tests/accounts/ turn it on).
    "oidc_authentication_init":     ("GET",  (404, 404, 404, 404, 404, 404)),
    "oidc_authentication_callback": ("GET",  (404, 404, 404, 404, 404, 404)),
    "api:api-root":                 ("GET",  (404, 404, 404, 404, 404, 404)),
    "api:openapi-json":             ("GET",  (200, 200, 200, 200, 200, 200)),
    "api:openapi-view":             ("GET",  (200, 200, 200, 200, 200, 200)),
    "api:answers_post":             ("POST", (401, 401, 401, 401, 401, 401)),
    "api:answers_list":             ("GET",  (401, 401, 401, 401, 401, 401)),
    "api:answer_get":               ("GET",  (401, 401, 401, 401, 401, 401)),
    "api:webhooks_list":            ("GET",  (401, 401, 401, 401, 401, 401)),
    "api:webhooks_create":          ("POST", (401, 401, 401, 401, 401, 401)),
    "api:webhook_get":              ("GET",  (401, 401, 401, 401, 401, 401)),
    "api:webhook_update":           ("GET",  (401, 401, 401, 401, 401, 401)),
    "api:webhook_delete":           ("GET",  (401, 401, 401, 401, 401, 401)),
    "api:webhook_rotate_secret":    ("POST", (401, 401, 401, 401, 401, 401)),
    "api:webhook_deliveries":       ("GET",  (401, 401, 401, 401, 401, 401)),
    "api:webhook_redeliver":        ("POST", (401, 401, 401, 401, 401, 401)),
    # A scraper's token or network, never a session (tests/config/test_metrics.py).
    "metrics":                      ("GET",  (403, 403, 403, 403, 403, 403)),
    "queue":                        ("GET",  (302, 403, 200, 200, 200, 200)),
    "answer_detail":                ("GET",  (302, 403, 200, 200, 200, 200)),
    "answer_decide":                ("POST", (302, 403, 422, 422, 403, 403)),
    "answer_claim":                 ("POST", (302, 403, 200, 200, 403, 403)),
    "answer_release":               ("POST", (302, 403, 302, 302, 403, 403)),
    "answer_reopen":                ("POST", (302, 403, 403, 422, 403, 422)),
    "answer_assign":                ("POST", (302, 403, 403, 422, 403, 422)),
    "queue_bulk":                   ("POST", (302, 403, 422, 422, 403, 422)),
    "saved_view_create":            ("POST", (302, 403, 422, 422, 422, 422)),
    "saved_view_default":           ("POST", (302, 403, 404, 404, 404, 404)),
    "saved_view_delete":            ("POST", (302, 403, 404, 404, 404, 404)),
    "decisions_export":             ("GET",  (302, 403, 404, 404, 404, 404)),
    "audit:events":                 ("GET",  (302, 403, 403, 403, 403, 200)),
    "audit:answer_trail":           ("GET",  (302, 403, 403, 403, 403, 200)),
    "audit:export_csv":             ("GET",  (302, 403, 403, 403, 403, 200)),
    "audit:export_jsonl":           ("GET",  (302, 403, 403, 403, 403, 200)),
    "audit:chain_verify":           ("POST", (302, 403, 403, 403, 403, 302)),
    "audit:checkpoint_sign":        ("POST", (302, 403, 403, 403, 403, 302)),
    "audit:public_key":             ("GET",  (200, 200, 200, 200, 200, 200)),
    "audit:proof_inclusion":        ("GET",  (302, 403, 403, 403, 403, 400)),
    "audit:proof_consistency":      ("GET",  (302, 403, 403, 403, 403, 400)),
    "audit:answer_record_json":     ("GET",  (302, 403, 403, 403, 403, 200)),
    "audit:answer_record_page":     ("GET",  (302, 403, 403, 403, 403, 200)),
    "api_answer_record":            ("GET",  (401, 401, 401, 401, 401, 401)),
    "api_audit_checkpoint":         ("GET",  (401, 401, 401, 401, 401, 401)),
    "api_audit_proof_inclusion":    ("GET",  (401, 401, 401, 401, 401, 401)),
    "api_audit_proof_consistency":  ("GET",  (401, 401, 401, 401, 401, 401)),
    "qa:dashboard":                 ("GET",  (302, 403, 403, 403, 200, 200)),
    "qa:export":                    ("GET",  (302, 403, 403, 403, 200, 200)),
    "qa:samples":                   ("GET",  (302, 403, 403, 403, 200, 200)),
    "qa:sample_detail":             ("GET",  (302, 403, 403, 403, 404, 404)),
    "qa:answer_annotate":           ("GET",  (302, 403, 403, 403, 200, 200)),
    "qa:answer_panel":              ("GET",  (302, 403, 403, 403, 200, 200)),
    "qa:false_negative_create":     ("POST", (302, 403, 403, 403, 400, 403)),
    "qa:answer_diff":               ("GET",  (302, 403, 400, 400, 400, 400)),
    "qa:check_annotate":            ("POST", (302, 403, 403, 403, 400, 403)),
    "qa:sentence_annotate":         ("POST", (302, 403, 403, 403, 400, 403)),
    "qa:aliases":                   ("GET",  (302, 403, 403, 403, 200, 200)),
    "qa:alias_accept":              ("POST", (302, 403, 403, 403, 403, 400)),
    "qa:alias_dismiss":             ("POST", (302, 403, 403, 403, 403, 400)),
    "qa:alias_reverify":            ("POST", (302, 403, 403, 403, 403, 404)),
    "qa:run_detail":                ("GET",  (302, 403, 403, 403, 404, 404)),
    "account_settings":             ("GET",  (302, 200, 200, 200, 200, 200)),
    "notifications:list":           ("GET",  (302, 403, 200, 200, 200, 200)),
    "notifications:read":           ("POST", (302, 403, 404, 404, 404, 404)),
    "notifications:read_all":       ("POST", (302, 403, 302, 302, 302, 302)),
    "team:dashboard":               ("GET",  (302, 403, 403, 200, 403, 200)),
}
# fmt: on

MISSING_ID = 987654321


@dataclass(frozen=True)
class Route:
    name: str
    params: tuple[str, ...]


def project_routes() -> list[Route]:
    """Every named URL outside the Django admin, with its parameter names."""

    def walk(patterns, namespace: str = "") -> list[Route]:
        found: list[Route] = []
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                inner = pattern.namespace or ""
                if inner == "admin":
                    continue
                prefix = (
                    f"{namespace}:{inner}"
                    if namespace and inner
                    else (inner or namespace)
                )
                found += walk(pattern.url_patterns, prefix)
            elif isinstance(pattern, URLPattern):
                name = f"{namespace}:{pattern.name}" if namespace else pattern.name
                found.append(
                    Route(
                        name or str(pattern.pattern),
                        tuple(pattern.pattern.regex.groupindex),
                    )
                )
        return found

    return walk(get_resolver().url_patterns)


ROUTES = {route.name: route for route in project_routes()}


def test_every_url_has_a_matrix_entry():
    """A new URL must say, in MATRIX, who may open it."""
    missing = sorted(set(ROUTES) - set(MATRIX))
    stale = sorted(set(MATRIX) - set(ROUTES))
    assert not missing, f"add rows to MATRIX for: {missing}"
    assert not stale, f"MATRIX rows for URLs that no longer exist: {stale}"


def _client(role: str) -> Client:
    client = Client()
    if role == "anonymous":
        return client
    client.force_login(make_user(None if role == "no_role" else role))
    return client


def _kwargs(route: Route) -> dict[str, int]:
    """Real objects where a role may see them; a missing id for the rest."""
    answer = make_answer()
    report = answer.current_report
    values = {
        "answer_id": answer.pk,
        "check_id": report.citations.order_by("position").first().pk,
        "sentence_id": report.uncited_sentences.order_by("position").first().pk,
    }
    return {param: values.get(param, MISSING_ID) for param in route.params}


CASES = [
    pytest.param(name, role, id=f"{name}-{role}") for name in MATRIX for role in ROLES
]


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "role"), CASES)
def test_role_gets_expected_status(name, role):
    """Each role gets exactly the status in MATRIX for each URL."""
    if name not in ROUTES:
        pytest.skip(f"{name} is not a URL any more")
    method, statuses = MATRIX[name]
    route = ROUTES[name]
    url = reverse(name, kwargs=_kwargs(route))
    client = _client(role)
    response = client.post(url) if method == "POST" else client.get(url)
    actual = response.status_code
    if os.environ.get("ROLE_MATRIX_DISCOVER"):
        print(f"MATRIX {name} {role} {actual}")
    assert actual == statuses[ROLES.index(role)], f"{method} {url} as {role}"
    if actual == 302 and role == "anonymous" and name not in ("logout",):
        assert response["Location"].startswith(reverse("login"))


@pytest.mark.django_db
def test_api_token_never_opens_the_web_ui(api_token):
    """A source's bearer token authenticates nothing outside /api/v1/."""
    _, plaintext = api_token
    client = Client(HTTP_AUTHORIZATION=f"Bearer {plaintext}")
    assert client.get(reverse("queue")).status_code == 302
    assert client.get(reverse("audit:events")).status_code == 302
    # The audit log's proofs answer a token only at the API's addresses.
    assert client.get(reverse("audit:proof_consistency")).status_code == 302
    assert client.get("/api/v1/answers").status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize("role", ["no_role", "reviewer", "qa", "admin"])
def test_django_admin_needs_staff(role):
    """Every admin changelist sends non-staff users to the admin sign-in."""
    client = _client(role)
    for model in admin.site._registry:
        url = reverse(
            f"admin:{model._meta.app_label}_{model._meta.model_name}_changelist"
        )
        response = client.get(url)
        assert response.status_code == 302, url
        assert response["Location"].startswith(reverse("admin:login"))


@pytest.mark.django_db
def test_django_admin_opens_for_a_superuser():
    """A superuser can list every registered model."""
    client = Client()
    client.force_login(make_user(None, is_staff=True, is_superuser=True))
    for model in admin.site._registry:
        url = reverse(
            f"admin:{model._meta.app_label}_{model._meta.model_name}_changelist"
        )
        assert client.get(url).status_code == 200, url
