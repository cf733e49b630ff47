from django.contrib import admin
from django.urls import include, path

from reviewer import errors
from verification.api import api

from . import health

urlpatterns = [
    path("healthz", health.healthz, name="healthz"),
    path("favicon.ico", errors.favicon, name="favicon"),
    path("api/v1/", api.urls),
    path("admin/", admin.site.urls),
    path("audit/", include("reviewer.audit_history.urls")),
    path("qa/", include("reviewer.qa.urls")),
    path("notifications/", include("reviewer.notifications.urls")),
    path("team/", include("reviewer.team.urls")),
    path("", include("reviewer.urls")),
]

handler403 = "reviewer.errors.permission_denied"
handler404 = "reviewer.errors.page_not_found"
handler500 = "reviewer.errors.server_error"
