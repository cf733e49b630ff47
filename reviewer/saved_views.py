"""Saved views: a named queue (tab, filters, sort), private or shared with the team,
and each user's default view, the one the queue opens with."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Q

from foundations.errors import ApplicationError

from .models import QueuePreference, SavedView

NAME_TAKEN_MESSAGE = "You already have a view with this name."
NOT_YOURS_MESSAGE = "Only the owner of a view can change it."
NO_SUCH_VIEW_MESSAGE = "No such view."


def saved_views_for(user: Any) -> list[SavedView]:
    """The user's own views and the team's shared ones, by name."""
    return list(
        SavedView.objects.filter(Q(owner_id=user.pk) | Q(shared=True))
        .select_related("owner")
        .order_by("name", "id")
    )


def default_view_for(user: Any) -> SavedView | None:
    """The view the user's queue opens with, if they chose one they can still see."""
    preference = (
        QueuePreference.objects.filter(user_id=user.pk)
        .select_related("default_view")
        .first()
    )
    view = preference.default_view if preference else None
    if view is None or not (view.shared or view.owner_id == user.pk):
        return None
    return view


def _visible(user: Any, view_id: int) -> SavedView:
    view = SavedView.objects.filter(pk=view_id).first()
    if view is None or not (view.shared or view.owner_id == user.pk):
        raise ApplicationError(NO_SUCH_VIEW_MESSAGE, field="view", status=404)
    return view


@transaction.atomic
def saved_view_create(
    *, user: Any, name: str, query: str, shared: bool, make_default: bool
) -> SavedView:
    """Save the queue `query` under `name` (unique among the user's views)."""
    name = name.strip()
    if not name:
        raise ApplicationError("Give the view a name.", field="name")
    try:
        with transaction.atomic():
            view = SavedView.objects.create(
                owner=user, name=name, query=query, shared=shared
            )
    except IntegrityError as error:
        raise ApplicationError(NAME_TAKEN_MESSAGE, field="name") from error
    if make_default:
        saved_view_make_default(user=user, view_id=view.pk)
    return view


@transaction.atomic
def saved_view_make_default(*, user: Any, view_id: int | None) -> SavedView | None:
    """Make a view (own or shared) the user's default, or clear it with None."""
    view = _visible(user, view_id) if view_id is not None else None
    QueuePreference.objects.update_or_create(
        user_id=user.pk, defaults={"default_view": view}
    )
    return view


@transaction.atomic
def saved_view_delete(*, user: Any, view_id: int) -> None:
    view = _visible(user, view_id)
    if view.owner_id != user.pk:
        raise ApplicationError(NOT_YOURS_MESSAGE, field="view", status=403)
    view.delete()
