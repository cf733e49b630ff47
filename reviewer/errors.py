"""The pages a request can end on when it goes wrong, in the app's own layout.

Django's defaults (a bare "Server Error (500)", a CSRF page addressed to developers)
tell a reviewer nothing about what to do next; these say what happened in words and
link back. They are the root URLconf's `handler403/404/500` and `CSRF_FAILURE_VIEW`.
"""

from __future__ import annotations

from django.http import (
    HttpRequest,
    HttpResponse,
    HttpResponseForbidden,
    HttpResponseNotFound,
    HttpResponsePermanentRedirect,
    HttpResponseServerError,
)
from django.template import loader
from django.templatetags.static import static
from django.views.decorators.csrf import requires_csrf_token


@requires_csrf_token
def permission_denied(request: HttpRequest, exception: Exception) -> HttpResponse:
    """403: signed in, but the user's role does not open this page."""
    return HttpResponseForbidden(
        loader.render_to_string("errors/403.html", {}, request)
    )


@requires_csrf_token
def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    """404: no such page, or no such answer (perhaps deleted, perhaps mistyped)."""
    context = {"path": request.path}
    return HttpResponseNotFound(
        loader.render_to_string("errors/404.html", context, request)
    )


def server_error(request: HttpRequest) -> HttpResponse:
    """500: render with no request, so no context processor touches the database.

    The error may *be* the database: a context processor that loads the user or
    the session would raise again here and leave Django's bare fallback page.
    """
    return HttpResponseServerError(loader.render_to_string("errors/500.html", {}))


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """403 for a form whose security token is missing or stale (CSRF_FAILURE_VIEW).

    Almost always an old tab or a session that expired while the form was open: say
    so, and send the reviewer back to where the form came from. `reason` is
    Django's developer-facing wording and is not shown.
    """
    context = {"back": _same_site_referer(request)}
    return HttpResponseForbidden(
        loader.render_to_string("errors/csrf.html", context, request)
    )


def favicon(request: HttpRequest) -> HttpResponse:
    """Answer browsers and tools that ask for /favicon.ico with the SVG icon."""
    return HttpResponsePermanentRedirect(static("favicon.svg"))


def _same_site_referer(request: HttpRequest) -> str:
    """Return the Referer's path if it is this site's, else "" (no open redirect)."""
    referer = request.META.get("HTTP_REFERER", "")
    origin = f"{request.scheme}://{request.get_host()}/"
    if referer.startswith(origin):
        return "/" + referer.removeprefix(origin)
    return ""
