"""The request type of views that htmx may call (django-htmx's own example)."""

from __future__ import annotations

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    """A request that went through HtmxMiddleware: `request.htmx` is always set."""

    htmx: HtmxDetails
