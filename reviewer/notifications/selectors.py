"""Reads of notifications: the bell's count and a person's list."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from .models import Notification

PAGE_SIZE = 50


def notifications_caused_by(user_id: int) -> QuerySet[Notification]:
    """The notifications a person caused (a verdict they gave, work they assigned),
    which carry their name: what their erasure counts and then rewrites."""
    return Notification.objects.filter(actor_id=user_id)


def notifications_unread_count(*, user: Any) -> int:
    return Notification.objects.filter(recipient=user, read_at__isnull=True).count()


def notifications_page(
    *, user: Any, unread_only: bool = False, before_id: int | None = None
) -> tuple[list[Notification], int | None]:
    """The user's notifications newest first, PAGE_SIZE at a time (keyset on id).

    Return the page and the id to continue before, or None on the last page.
    """
    rows: QuerySet[Notification] = Notification.objects.filter(
        recipient=user
    ).select_related("actor", "answer__source")
    if unread_only:
        rows = rows.filter(read_at__isnull=True)
    if before_id is not None:
        rows = rows.filter(pk__lt=before_id)
    page = list(rows.order_by("-id")[: PAGE_SIZE + 1])
    more = len(page) > PAGE_SIZE
    page = page[:PAGE_SIZE]
    return page, (page[-1].pk if more else None)
