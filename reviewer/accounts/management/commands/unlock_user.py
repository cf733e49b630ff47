"""`manage.py unlock_user USERNAME`: lift a sign-in lockout now, audited."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from foundations.actors import Actor
from reviewer.accounts.services import USER_NOT_FOUND, login_unlock


class Command(BaseCommand):
    help = (
        "Forget a user's failed sign-ins and lift their lockout before it expires. "
        "Recorded in the audit history as auth.unlocked."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("username")

    def handle(self, *args, username: str, **options) -> None:
        model = get_user_model()
        user = model.objects.filter(**{model.USERNAME_FIELD: username}).first()
        if user is None:
            raise CommandError(USER_NOT_FOUND.format(username=username))
        login_unlock(user=user, actor=Actor.system("command:unlock_user"))
        self.stdout.write(f"sign-in unlocked for {username}")
