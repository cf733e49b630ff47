"""`manage.py demo_load [--with-users]`: the demo data set, ingested and verified.

Answers go through the same ingest service as the API (so they are audited and
enqueued like any other); with no broker configured the verification runs in-process.
Running it again changes nothing: ingestion is idempotent on the external ids.
"""

from __future__ import annotations

from datetime import timedelta

from django.contrib.auth.models import Group, User
from django.core.management.base import BaseCommand, CommandParser
from django.db import transaction

from foundations import roles
from foundations.actors import Actor
from foundations.audit.context import acting_as
from verification.demo.dataset import demo_answers
from verification.models import Answer
from verification.services.answers import AnswerInput, answers_ingest
from verification.services.reports import answers_verify
from verification.services.tokens import api_token_create, source_get_or_create

ACTOR = Actor.system("demo_load")
# Demo logins exist only in `make demo`'s SQLite database, never in production.
DEMO_PASSWORD = "demo-review-2026"  # noqa: S105 - printed by `make demo` on purpose
DEMO_USERS = (
    ("reviewer", roles.REVIEWER, "Rana", "Haddad"),
    ("senior", roles.SENIOR_REVIEWER, "Sofia", "Marques"),
    ("qa", roles.QA, "Quinn", "Adeyemi"),
    ("admin", roles.ADMIN, "Alex", "Meyer"),
)


class Command(BaseCommand):
    help = "Load the demo answers (real GDPR / EU AI Act text) and verify them."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--count", type=int, default=60)
        parser.add_argument("--with-users", action="store_true", help="Demo logins.")

    def handle(self, *args, count: int, with_users: bool, **options) -> None:
        by_source: dict[str, list] = {}
        for answer in demo_answers(count):
            by_source.setdefault(answer.source, []).append(answer)
        ids = []
        for source_name, answers in by_source.items():
            ids += self._ingest(source_name, answers)
        # With a broker, workers verify; without one this already ran in-process.
        # Either way verifying again here is a no-op for anything already current.
        answers_verify(answer_ids=ids, actor=ACTOR)
        flagged = Answer.objects.filter(
            pk__in=ids, verification_state="flagged"
        ).count()
        self.stdout.write(f"Demo data: {len(ids)} answers, {flagged} flagged.")
        if with_users:
            with acting_as(ACTOR):
                self._users()
            _, token = api_token_create(source_name="assistant-prod", actor=ACTOR)
            self.stdout.write(f"API token for source assistant-prod: {token}")

    def _ingest(self, source_name: str, answers: list) -> list[int]:
        source = source_get_or_create(name=source_name)
        results = answers_ingest(
            source=source,
            actor=ACTOR,
            answers=[
                AnswerInput(
                    external_id=a.external_id,
                    question=a.question,
                    model="legal-assistant-2026.10",
                    text=a.text,
                    evidence=a.evidence,
                )
                for a in answers
            ],
        )
        self._backdate(source.review_deadline_hours, answers, results)
        return [r.answer_id for r in results]

    @transaction.atomic
    def _backdate(self, deadline_hours: int, answers: list, results: list) -> None:
        # Demo only: spread arrival times over three days so the queue shows answers
        # both within and past their review deadline.
        for answer, result in zip(answers, results, strict=True):
            if not result.created:
                continue
            row = Answer.objects.get(pk=result.answer_id)
            row.received_at = row.received_at - timedelta(hours=answer.age_hours)
            row.review_deadline_at = row.received_at + timedelta(hours=deadline_hours)
            row.save(update_fields=["received_at", "review_deadline_at"])

    def _users(self) -> None:
        self.stdout.write(f"Demo logins (password for each: {DEMO_PASSWORD}):")
        for username, role, first, last in DEMO_USERS:
            user, created = User.objects.get_or_create(
                username=username, defaults={"first_name": first, "last_name": last}
            )
            if created:
                user.set_password(DEMO_PASSWORD)
                # The demo admin also manages aliases and tokens in Django's admin.
                user.is_staff = user.is_superuser = role == roles.ADMIN
                user.save()
            user.groups.add(Group.objects.get_or_create(name=role)[0])
            self.stdout.write(f"  {username:<9} {role}")
