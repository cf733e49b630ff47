"""`manage.py erase_person USER [--dry-run]`: erase a person from the audit log."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from foundations.actors import Actor
from foundations.audit.services import audit_person_erase, audit_person_erase_plan


class Command(BaseCommand):
    help = (
        "Replace a user's personal fields in audit events (their name, free text "
        "they typed, their address) with salted commitments, and record the erasure. "
        "Proofs, checkpoints and the chain still verify."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("user", help="username, or the id of a deleted user")
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, user: str, dry_run: bool, **options) -> None:
        found = get_user_model().objects.filter(username=user).first()
        if found is not None:
            user_id, username = str(found.pk), found.get_username()
        elif user.isdigit():
            user_id, username = user, ""
        else:
            raise CommandError(f"no user {user!r} (give the id of a deleted user)")
        if dry_run:
            plan = audit_person_erase_plan(user_id=user_id, username=username)
            verb = "would erase"
        else:
            plan = audit_person_erase(
                actor=Actor.system("erase_person"), user_id=user_id, username=username
            )
            verb = "erased"
        self.stdout.write(
            f"{verb} {plan.field_count} fields in {plan.event_count} events of user "
            f"#{plan.user_id}"
        )
