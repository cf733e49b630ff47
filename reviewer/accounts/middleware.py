"""Show every time in the signed-in person's own time zone.

The zone is read from the profile once per session and kept in the session, so a
page costs no extra query; saving the settings page updates both. (A change made
for someone in the Django admin applies from their next sign-in.) Signed-out pages
and the API show UTC.
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils import timezone

from .services import SESSION_TIME_ZONE_KEY, profile_time_zone


class UserTimeZoneMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        name = self._zone_name(request)
        try:
            timezone.activate(zoneinfo.ZoneInfo(name))
        except (zoneinfo.ZoneInfoNotFoundError, ValueError):
            # A zone removed from the tz database since it was chosen: show UTC.
            timezone.deactivate()
        try:
            return self.get_response(request)
        finally:
            timezone.deactivate()

    @staticmethod
    def _zone_name(request: HttpRequest) -> str:
        user = getattr(request, "user", None)
        if user is None or not user.is_authenticated:
            return "UTC"
        name = request.session.get(SESSION_TIME_ZONE_KEY)
        if name is None:
            name = profile_time_zone(user=user)
            request.session[SESSION_TIME_ZONE_KEY] = name
        return str(name)
