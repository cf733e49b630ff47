"""The project's URLconf plus one view that fails, to drive the 500 handler."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import path

from config.urls import handler403, handler404, handler500  # noqa: F401
from config.urls import urlpatterns as project_urlpatterns


def boom(request: HttpRequest) -> HttpResponse:
    raise RuntimeError("a bug in a view")


urlpatterns = [path("boom/", boom), *project_urlpatterns]
