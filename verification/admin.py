"""The Django admin for sources, tokens and aliases; answers and reports read-only.

Every write goes through the audited services: a token created here is shown once
and never again, revoking is an action (tokens are never deleted: the audit history
refers to them), and alias changes carry the alias version they moved between.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from foundations.actors import Actor
from foundations.audit.admin import ReadOnlyAdmin

from .models import Answer, ApiToken, LabelAlias, Source, VerificationReport
from .services.aliases import alias_create, alias_delete, alias_problems, alias_update
from .services.tokens import api_token_create, api_token_revoke

SHOWN_ONCE_MESSAGE = (
    "New API token for {source}: {plaintext} — copy it now; it is stored only as a "
    "hash and cannot be shown again."
)


@admin.register(Source)
class SourceAdmin(admin.ModelAdmin):
    list_display = (
        "name",
        "description",
        "review_deadline_hours",
        "four_eyes",
        "created_at",
    )
    search_fields = ("name",)
    readonly_fields = ("created_at",)

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # answers and tokens refer to it


class ApiTokenAddForm(forms.ModelForm):
    class Meta:
        model = ApiToken
        fields = ("source", "name")


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    list_display = ("prefix", "source", "name", "created_at", "last_used_at", "active")
    list_filter = ("source", ("revoked_at", admin.EmptyFieldListFilter))
    readonly_fields = (
        "source",
        "name",
        "prefix",
        "created_at",
        "last_used_at",
        "revoked_at",
    )
    exclude = ("token_hash",)
    actions = ("revoke",)

    @admin.display(boolean=True)
    def active(self, token: ApiToken) -> bool:
        return token.is_active

    def get_form(self, request: HttpRequest, obj: Any = None, **kwargs: Any):
        if obj is None:
            kwargs["form"] = ApiTokenAddForm
        return super().get_form(request, obj, **kwargs)

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None):
        return self.readonly_fields if obj is not None else ()

    def get_exclude(self, request: HttpRequest, obj: Any = None):
        return self.exclude if obj is not None else None

    def save_model(
        self, request: HttpRequest, obj: ApiToken, form: Any, change: bool
    ) -> None:
        if change:
            return  # nothing on a token is editable
        token, plaintext = api_token_create(
            source_name=form.cleaned_data["source"].name,
            name=form.cleaned_data["name"],
            actor=Actor.for_user(request.user),
        )
        obj.pk, obj.prefix, obj.token_hash = token.pk, token.prefix, token.token_hash
        obj.created_at = token.created_at
        obj._state.adding = False
        messages.warning(
            request,
            SHOWN_ONCE_MESSAGE.format(source=token.source.name, plaintext=plaintext),
        )

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # The change page is a read-only view; revoking is an action.
        return obj is None and super().has_change_permission(request)

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    @admin.action(description="Revoke the selected tokens")
    def revoke(self, request: HttpRequest, queryset: QuerySet[ApiToken]) -> None:
        actor = Actor.for_user(request.user)
        revoked = 0
        for token in queryset.select_related("source").filter(revoked_at__isnull=True):
            api_token_revoke(token=token, actor=actor)
            revoked += 1
        self.message_user(request, f"Revoked {revoked} token(s).", messages.SUCCESS)


class LabelAliasForm(forms.ModelForm):
    class Meta:
        model = LabelAlias
        fields = ("alias", "canonical", "note")

    def clean(self) -> dict:
        data = super().clean()
        problems = alias_problems(
            alias=data.get("alias") or "",
            canonical=data.get("canonical") or "",
            exclude_pk=self.instance.pk,
        )
        for field, message in problems.items():
            self.add_error(field, message)
        return data


@admin.register(LabelAlias)
class LabelAliasAdmin(admin.ModelAdmin):
    form = LabelAliasForm
    list_display = ("alias", "canonical", "note", "created_at", "created_by")
    search_fields = ("alias", "canonical")
    readonly_fields = ("created_at", "created_by")

    def save_model(
        self, request: HttpRequest, obj: LabelAlias, form: Any, change: bool
    ) -> None:
        actor = Actor.for_user(request.user)
        data = form.cleaned_data
        if change:
            saved = alias_update(
                label_alias=obj,
                alias=data["alias"],
                canonical=data["canonical"],
                note=data.get("note", ""),
                actor=actor,
            )
        else:
            saved = alias_create(
                alias=data["alias"],
                canonical=data["canonical"],
                note=data.get("note", ""),
                actor=actor,
            )
        obj.pk, obj.created_at, obj.created_by_id = (
            saved.pk,
            saved.created_at,
            saved.created_by_id,
        )
        obj._state.adding = False

    def delete_model(self, request: HttpRequest, obj: LabelAlias) -> None:
        alias_delete(label_alias=obj, actor=Actor.for_user(request.user))

    def delete_queryset(
        self, request: HttpRequest, queryset: QuerySet[LabelAlias]
    ) -> None:
        actor = Actor.for_user(request.user)
        for row in queryset:
            alias_delete(label_alias=row, actor=actor)


@admin.register(Answer)
class AnswerAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "source",
        "external_id",
        "verification_state",
        "review_state",
        "unsupported_count",
        "received_at",
    )
    list_filter = ("source", "verification_state", "review_state")
    search_fields = ("external_id",)
    list_select_related = ("source",)
    show_full_result_count = False


@admin.register(VerificationReport)
class VerificationReportAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "answer_id",
        "verifier_version",
        "alias_version",
        "passed",
        "unsupported_count",
        "created_at",
    )
    list_filter = ("verifier_version", "passed")
    show_full_result_count = False
