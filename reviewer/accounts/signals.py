"""Audit sign-ins and role changes that Django performs itself.

Django's auth sends signals for sign-in, failed sign-in and sign-out, and the admin
changes group membership and staff flags through the ORM; these handlers are only
the integration point and hand everything to `reviewer.accounts.services`.
Connected from `reviewer.accounts.apps.AccountsConfig.ready`.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.auth.signals import (
    user_logged_in,
    user_logged_out,
    user_login_failed,
)
from django.db.models.signals import m2m_changed, post_save, pre_save

from foundations.actors import Actor
from foundations.audit.context import actor_in_context

from .addresses import client_ip
from .services import (
    login_failure_record,
    login_success_record,
    logout_record,
    role_change_record,
)

AUDITED_FLAGS = ("is_staff", "is_superuser")
UNATTRIBUTED = Actor.system("unattributed")


def _on_logged_in(sender: Any, request: Any, user: Any, **kwargs: Any) -> None:
    login_success_record(user=user, ip=client_ip(request))


def _on_login_failed(
    sender: Any, credentials: dict, request: Any = None, **kwargs: Any
) -> None:
    username = credentials.get(get_user_model().USERNAME_FIELD, "")
    user_id = (
        get_user_model()
        .objects.filter(**{get_user_model().USERNAME_FIELD: username})
        .values_list("pk", flat=True)
        .first()
        if isinstance(username, str) and username
        else None
    )
    login_failure_record(username=username, ip=client_ip(request), user_id=user_id)


def _on_logged_out(sender: Any, request: Any, user: Any, **kwargs: Any) -> None:
    if user is not None and user.is_authenticated:
        logout_record(user=user, ip=client_ip(request))


def _on_groups_changed(
    sender: Any,
    instance: Any,
    action: str,
    reverse: bool,
    pk_set: set | None,
    **kwargs: Any,
) -> None:
    actor = actor_in_context(default=UNATTRIBUTED)
    if action == "pre_clear" and not reverse:
        instance._audit_cleared_groups = list(instance.groups.values_list("name"))
        return
    if action == "post_clear" and not reverse:
        removed = [name for (name,) in getattr(instance, "_audit_cleared_groups", [])]
        if removed:
            role_change_record(user=instance, actor=actor, removed=removed)
        return
    if action not in ("post_add", "post_remove") or not pk_set:
        return
    key = "added" if action == "post_add" else "removed"
    if reverse:  # group.user_set.add(users): one event per user
        for user in get_user_model().objects.filter(pk__in=pk_set):
            role_change_record(user=user, actor=actor, **{key: [instance.name]})
    else:
        names = list(Group.objects.filter(pk__in=pk_set).values_list("name", flat=True))
        role_change_record(user=instance, actor=actor, **{key: names})


def _before_user_saved(sender: Any, instance: Any, **kwargs: Any) -> None:
    update_fields = kwargs.get("update_fields")
    if update_fields is not None and not set(update_fields) & set(AUDITED_FLAGS):
        return  # e.g. last_login on every sign-in: no extra query
    instance._audit_flags_before = (
        sender.objects.filter(pk=instance.pk).values(*AUDITED_FLAGS).first()
        if instance.pk
        else None
    )


def _after_user_saved(sender: Any, instance: Any, created: bool, **kwargs: Any) -> None:
    if not hasattr(instance, "_audit_flags_before"):
        return
    before = instance._audit_flags_before or dict.fromkeys(AUDITED_FLAGS, False)
    del instance._audit_flags_before
    changed = {
        flag: {"from": before[flag], "to": getattr(instance, flag)}
        for flag in AUDITED_FLAGS
        if before[flag] != getattr(instance, flag)
    }
    if changed:
        role_change_record(
            user=instance, actor=actor_in_context(default=UNATTRIBUTED), flags=changed
        )


def connect() -> None:
    user_model = get_user_model()
    user_logged_in.connect(_on_logged_in, dispatch_uid="audit_logged_in")
    user_login_failed.connect(_on_login_failed, dispatch_uid="audit_login_failed")
    user_logged_out.connect(_on_logged_out, dispatch_uid="audit_logged_out")
    m2m_changed.connect(
        _on_groups_changed,
        sender=user_model.groups.through,
        dispatch_uid="audit_groups_changed",
    )
    pre_save.connect(
        _before_user_saved, sender=user_model, dispatch_uid="audit_user_flags_pre"
    )
    post_save.connect(
        _after_user_saved, sender=user_model, dispatch_uid="audit_user_flags_post"
    )
