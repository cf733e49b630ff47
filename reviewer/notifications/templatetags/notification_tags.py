from __future__ import annotations

from typing import Any

from django import template

from ..selectors import notifications_unread_count

register = template.Library()


@register.inclusion_tag("notifications/includes/_bell.html")
def notification_bell(user: Any) -> dict[str, Any]:
    """The top bar's link to the notifications, with the unread count."""
    return {"unread": notifications_unread_count(user=user), "oob": False}
