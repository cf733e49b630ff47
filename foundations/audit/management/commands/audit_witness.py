"""`manage.py audit_witness --against PATH`: does the log extend what was published?"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from foundations.audit.keys import public_keys
from foundations.audit.witness import published_notes, witness_check


class Command(BaseCommand):
    help = (
        "Check every checkpoint published to PATH against the log now with a "
        "consistency proof; exit non-zero if any was rewritten or cut since."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--against", required=True, metavar="PATH")

    def handle(self, *args, against: str, **options) -> None:
        try:
            notes = published_notes(against)
        except (OSError, ValueError) as error:
            raise CommandError(f"cannot read {against}: {error}") from None
        report = witness_check(notes, public_keys())
        for number, result in enumerate(report.results, start=1):
            mark = "ok  " if result.ok else "FAIL"
            self.stdout.write(f"{mark} #{number} size {result.size}: {result.reason}")
        if not report.ok:
            raise CommandError(
                f"{len(report.failures)} of {len(report.results)} published "
                f"checkpoints are not consistent with the log now "
                f"({report.current_size} events)"
            )
        self.stdout.write(
            f"witness: {len(report.results)} published checkpoints consistent with "
            f"the log now ({report.current_size} events)"
        )
