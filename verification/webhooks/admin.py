"""Webhook endpoints and their delivery log in the Django admin.

Writes go through the audited services: a new endpoint's secret is shown once as a
message (and on its page, since signing needs it), rotating is an action, and
redelivering a delivery is an action on the log.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from foundations.actors import Actor
from foundations.audit.admin import ReadOnlyAdmin
from foundations.errors import ApplicationError

from .models import EventType, WebhookAttempt, WebhookDelivery, WebhookEndpoint
from .services import (
    webhook_endpoint_create,
    webhook_endpoint_delete,
    webhook_endpoint_update,
    webhook_redeliver,
    webhook_secret_rotate,
    webhook_url_clean,
)

# A message template, not a secret.
NEW_SECRET_MESSAGE = "Signing secret for {url}: {secret} — set it at the receiver."  # noqa: S105


class EndpointForm(forms.ModelForm):
    url = forms.URLField(max_length=500, assume_scheme="https")
    event_types = forms.MultipleChoiceField(
        choices=EventType.choices,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text="None ticked: every event.",
    )

    class Meta:
        model = WebhookEndpoint
        fields = ("source", "url", "description", "event_types", "is_active")

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        # The service's rules (scheme, https in production) as form errors.
        if data.get("url"):
            try:
                webhook_url_clean(data["url"])
            except ApplicationError as refused:
                self.add_error("url", refused.message)
        return data


class AttemptInline(admin.TabularInline):
    model = WebhookAttempt
    extra = 0
    can_delete = False
    fields = ("attempted_at", "status_code", "error", "duration_ms", "response_excerpt")
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(WebhookEndpoint)
class WebhookEndpointAdmin(admin.ModelAdmin):
    form = EndpointForm
    list_display = ("id", "source", "url", "is_active", "consecutive_failures")
    list_filter = ("source", "is_active")
    readonly_fields = (
        "disabled_at",
        "disabled_reason",
        "consecutive_failures",
        "previous_secret_expires_at",
        "created_at",
    )
    actions = ("rotate_secret",)

    def save_model(
        self, request: HttpRequest, obj: WebhookEndpoint, form: Any, change: bool
    ) -> None:
        actor = Actor.for_user(request.user)
        data = form.cleaned_data
        if change:
            saved = webhook_endpoint_update(
                endpoint=WebhookEndpoint.objects.get(pk=obj.pk),
                actor=actor,
                url=data["url"],
                description=data.get("description", ""),
                event_types=data.get("event_types") or [],
                is_active=data.get("is_active"),
            )
        else:
            saved, secret = webhook_endpoint_create(
                source=data["source"],
                url=data["url"],
                description=data.get("description", ""),
                event_types=data.get("event_types") or [],
                actor=actor,
            )
            messages.warning(
                request, NEW_SECRET_MESSAGE.format(url=saved.url, secret=secret)
            )
        obj.pk = saved.pk
        obj._state.adding = False

    def delete_model(self, request: HttpRequest, obj: WebhookEndpoint) -> None:
        webhook_endpoint_delete(endpoint=obj, actor=Actor.for_user(request.user))

    def delete_queryset(
        self, request: HttpRequest, queryset: QuerySet[WebhookEndpoint]
    ) -> None:
        for endpoint in queryset.select_related("source"):
            webhook_endpoint_delete(
                endpoint=endpoint, actor=Actor.for_user(request.user)
            )

    @admin.action(description="Rotate the signing secret of the selected endpoints")
    def rotate_secret(
        self, request: HttpRequest, queryset: QuerySet[WebhookEndpoint]
    ) -> None:
        for endpoint in queryset.select_related("source"):
            secret = webhook_secret_rotate(
                endpoint=endpoint, actor=Actor.for_user(request.user)
            )
            messages.warning(
                request, NEW_SECRET_MESSAGE.format(url=endpoint.url, secret=secret)
            )


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "endpoint",
        "event_type",
        "answer_id",
        "state",
        "attempts",
        "last_status_code",
        "created_at",
    )
    list_filter = ("state", "event_type", "endpoint__source")
    search_fields = ("message_id", "=answer_id")
    list_select_related = ("endpoint", "endpoint__source")
    inlines = (AttemptInline,)
    actions = ("redeliver",)
    show_full_result_count = False

    def has_redeliver_permission(self, request: HttpRequest) -> bool:
        # The log is read-only; sending again is for whoever may manage endpoints.
        return request.user.has_perm("webhooks.change_webhookendpoint")

    @admin.action(
        description="Redeliver the selected deliveries", permissions=["redeliver"]
    )
    def redeliver(
        self, request: HttpRequest, queryset: QuerySet[WebhookDelivery]
    ) -> None:
        actor = Actor.for_user(request.user)
        count = 0
        for delivery in queryset.select_related("endpoint"):
            try:
                webhook_redeliver(delivery=delivery, actor=actor)
            except ApplicationError as refused:
                self.message_user(
                    request, f"{delivery}: {refused.message}", messages.ERROR
                )
                continue
            count += 1
        self.message_user(request, f"Queued {count} redelivery(ies).", messages.SUCCESS)
