"""The notifications page and its mark-as-read buttons (htmx, with plain fallbacks).

Marking read answers htmx with the changed item and, out of band, the top bar's
bell, so the count drops without a reload; without JavaScript the form posts and
the page reloads.
"""

from __future__ import annotations

from django import forms
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from foundations.htmx import HtmxHttpRequest
from foundations.roles import ALL_ROLES, role_required

from . import selectors, services
from .models import Notification

TEMPLATE = "notifications/list.html"


class NotificationListForm(forms.Form):
    show = forms.ChoiceField(
        choices=[("all", "All"), ("unread", "Unread")], required=False
    )
    before = forms.IntegerField(min_value=1, required=False)


@require_GET
@role_required(*ALL_ROLES)
def notification_list(request: HtmxHttpRequest) -> HttpResponse:
    form = NotificationListForm(request.GET)
    if not form.is_valid():
        return render(request, TEMPLATE, {"form": form, "items": []}, status=400)
    unread_only = form.cleaned_data["show"] == "unread"
    items, next_before = selectors.notifications_page(
        user=request.user,
        unread_only=unread_only,
        before_id=form.cleaned_data["before"],
    )
    context = {
        "form": form,
        "items": items,
        "next_before": next_before,
        "unread_only": unread_only,
        "unread": selectors.notifications_unread_count(user=request.user),
    }
    name = f"{TEMPLATE}#notification_list" if request.htmx else TEMPLATE
    return render(request, name, context)


def _bell(request: HtmxHttpRequest) -> str:
    unread = selectors.notifications_unread_count(user=request.user)
    return render(
        request,
        "notifications/includes/_bell.html",
        {"unread": unread, "oob": True},
    ).content.decode()


@require_POST
@role_required(*ALL_ROLES)
def notification_read(request: HtmxHttpRequest, notification_id: int) -> HttpResponse:
    """Mark one of the user's notifications read; someone else's is a 404."""
    notification = Notification.objects.filter(
        pk=notification_id, recipient=request.user
    ).first()
    if notification is None:
        raise Http404("No such notification.")
    services.notifications_mark_read(
        user=request.user, notification_ids=[notification.pk]
    )
    if not request.htmx:
        return redirect("notifications:list")
    notification.refresh_from_db()
    item = render(
        request, f"{TEMPLATE}#notification_item", {"item": notification}
    ).content.decode()
    return HttpResponse(item + _bell(request))


@require_POST
@role_required(*ALL_ROLES)
def notification_read_all(request: HtmxHttpRequest) -> HttpResponse:
    services.notifications_mark_all_read(user=request.user)
    return redirect("notifications:list")
