"""The user admin, with an action to lift a sign-in lockout (audited), and the
profiles (an administrator may correct someone's time zone)."""

from __future__ import annotations

from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.db.models import QuerySet
from django.http import HttpRequest

from foundations.actors import Actor

from .models import SsoIdentity, UserProfile
from .services import login_unlock

UNLOCKED = "Sign-in unlocked for {count} user(s)."


@admin.action(description="Unlock sign-in (forget failed attempts)")
def unlock_sign_in(
    modeladmin: admin.ModelAdmin, request: HttpRequest, queryset: QuerySet
) -> None:
    actor = Actor.for_user(request.user)
    users = list(queryset)
    for user in users:
        login_unlock(user=user, actor=actor)
    modeladmin.message_user(
        request, UNLOCKED.format(count=len(users)), messages.SUCCESS
    )


class AccountsUserAdmin(UserAdmin):
    actions = [unlock_sign_in]


_user_model = get_user_model()
if admin.site.is_registered(_user_model):
    admin.site.unregister(_user_model)
admin.site.register(_user_model, AccountsUserAdmin)


@admin.register(SsoIdentity)
class SsoIdentityAdmin(admin.ModelAdmin):
    """Read-only: links are made by SSO sign-ins; deleting one unlinks the user."""

    list_display = ("user", "issuer", "subject", "created_at", "last_login_at")
    search_fields = ("user__username", "subject")
    readonly_fields = ("user", "issuer", "subject", "created_at", "last_login_at")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False


@admin.register(UserProfile)
class UserProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "time_zone")
    list_select_related = ("user",)
    search_fields = ("user__username", "time_zone")
