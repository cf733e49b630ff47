"""`manage.py reverify [--source S] [--since D] [--until D]`: after a verifier upgrade.

Re-verifies a selection in chunks on the workers, keeping every earlier report; the
answers whose result changes move between queues, and their audit trail says why.
Progress is shown on the QA run page (/qa/runs/<id>/).
"""

from __future__ import annotations

from datetime import UTC, datetime

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from foundations.actors import Actor
from reviewer.qa.services import reverification_start
from verification.models import Answer


def _when(value: str | None, option: str) -> datetime | None:
    if value is None:
        return None
    try:
        parsed = parse_datetime(value)
    except ValueError:
        parsed = None
    if parsed is None:
        raise CommandError(f"{option}: not a date or ISO datetime: {value!r}")
    # A bare date means midnight UTC, the zone every stored time is in.
    return parsed if timezone.is_aware(parsed) else parsed.replace(tzinfo=UTC)


class Command(BaseCommand):
    help = (
        "Re-verify answers (all, by source, by date) after a verifier or alias change."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--source", help="Only this source's answers.")
        parser.add_argument("--since", help="Received at or after (date or datetime).")
        parser.add_argument("--until", help="Received before (date or datetime).")
        parser.add_argument("--reason", default="verifier or alias change")

    def handle(self, *args, **options) -> None:
        answers = Answer.objects.exclude(verification_state="pending")
        if options["source"]:
            answers = answers.filter(source__name=options["source"])
        if since := _when(options["since"], "--since"):
            answers = answers.filter(received_at__gte=since)
        if until := _when(options["until"], "--until"):
            answers = answers.filter(received_at__lt=until)
        ids = list(answers.order_by("id").values_list("pk", flat=True))
        run = reverification_start(
            user=None,
            actor=Actor.system("manage.py reverify"),
            answer_ids=ids,
            reason=options["reason"],
        )
        self.stdout.write(
            f"Re-verification run {run.pk}: {run.total} answers enqueued."
        )
