from django.conf import settings
from django.contrib import admin
from django.urls import URLPattern, include, path

from reviewer import errors
from reviewer.audit_history import api as audit_api
from verification.api import api

from . import health, metrics

# The interactive API docs and the schema they read; API_DOCS_ENABLED=false
# removes both, so production need not publish its API's shape.
API_DOCS_URL_NAMES = ("openapi-json", "openapi-view")


def _api_urls() -> tuple[list, str, str]:
    patterns, app_name, namespace = api.urls
    if not settings.API_DOCS_ENABLED:
        patterns = [
            pattern
            for pattern in patterns
            if not (
                isinstance(pattern, URLPattern) and pattern.name in API_DOCS_URL_NAMES
            )
        ]
    return patterns, app_name, namespace


urlpatterns = [
    path("healthz", health.healthz, name="healthz"),
    path("metrics", metrics.metrics, name="metrics"),
    path("favicon.ico", errors.favicon, name="favicon"),
    # Before the ninja API: the review record gathers decisions (the web layer's),
    # so its view lives above the API's layer, at the API's address; the audit
    # log's checkpoints and proofs for API clients beside it.
    path(
        "api/v1/answers/<int:answer_id>/record",
        audit_api.api_answer_record,
        name="api_answer_record",
    ),
    path(
        "api/v1/audit/checkpoint",
        audit_api.api_checkpoint,
        name="api_audit_checkpoint",
    ),
    path(
        "api/v1/audit/proofs/inclusion",
        audit_api.api_proof_inclusion,
        name="api_audit_proof_inclusion",
    ),
    path(
        "api/v1/audit/proofs/consistency",
        audit_api.api_proof_consistency,
        name="api_audit_proof_consistency",
    ),
    path("api/v1/", _api_urls()),
    path("audit/", include("reviewer.audit_history.urls")),
    path("qa/", include("reviewer.qa.urls")),
    path("notifications/", include("reviewer.notifications.urls")),
    path("team/", include("reviewer.team.urls")),
    path("", include("reviewer.urls")),
]
if settings.ADMIN_ENABLED:
    # ADMIN_ENABLED=false removes the admin and its sign-in page altogether.
    urlpatterns.insert(2, path("admin/", admin.site.urls))

handler403 = "reviewer.errors.permission_denied"
handler404 = "reviewer.errors.page_not_found"
handler500 = "reviewer.errors.server_error"
