from django.contrib import admin
from django.urls import include, path

from reviewer.audit_history import views as audit_views
from verification.api import api

from . import health

urlpatterns = [
    path("healthz", health.healthz, name="healthz"),
    # Before the ninja API: the review record gathers decisions (the web layer's),
    # so its view lives above the API's layer, at the API's address.
    path(
        "api/v1/answers/<int:answer_id>/record",
        audit_views.api_answer_record,
        name="api_answer_record",
    ),
    path("api/v1/", api.urls),
    path("admin/", admin.site.urls),
    path("audit/", include("reviewer.audit_history.urls")),
    path("qa/", include("reviewer.qa.urls")),
    path("", include("reviewer.urls")),
]
