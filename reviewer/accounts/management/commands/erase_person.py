"""`manage.py erase_person USER [--dry-run]`: erase a person from the audit log and
from the text of their decisions (reviewer/erasure.py)."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from foundations.actors import Actor
from reviewer.erasure import PersonErasurePlan, person_erase, person_erase_plan

KEPT = (
    "; {kept} decision{s} recorded before salts keep their text (erasing it would "
    "break the digest their audit event recorded)"
)


class Command(BaseCommand):
    help = (
        "Replace a user's personal fields in audit events (their name, free text "
        "they typed, their address) and the reasons and comments of their decisions "
        "with salted commitments, and record the erasure. Proofs, checkpoints, the "
        "chain and review records still verify."
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
            plan = person_erase_plan(user_id=user_id, username=username)
            verb = "would erase"
        else:
            plan = person_erase(
                actor=Actor.system("erase_person"), user_id=user_id, username=username
            )
            verb = "erased"
        self.stdout.write(_summary(verb, plan))


def _summary(verb: str, plan: PersonErasurePlan) -> str:
    log = plan.log
    text = (
        f"{verb} {log.field_count} fields in {log.event_count} events and "
        f"{plan.decision_field_count} fields in {len(plan.decisions)} decisions "
        f"of user #{log.user_id}; the reason in {plan.webhook_events} stored webhook "
        f"events and the name in {plan.notifications} notifications"
    )
    if plan.kept:
        text += KEPT.format(kept=len(plan.kept), s="" if len(plan.kept) == 1 else "s")
    return text
