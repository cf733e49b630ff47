from django.contrib import admin
from django.urls import include, path

from verification.api import api

from . import health

urlpatterns = [
    path("healthz", health.healthz, name="healthz"),
    path("api/v1/", api.urls),
    path("admin/", admin.site.urls),
    path("audit/", include("reviewer.audit_history.urls")),
    path("qa/", include("reviewer.qa.urls")),
    path("", include("reviewer.urls")),
]
