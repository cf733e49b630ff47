"""`manage.py audit_verify [--incremental] [--record]`: walk the audit chain."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from foundations.audit.selectors import ChainCheck, audit_chain_verify
from foundations.audit.services import audit_chain_check


class Command(BaseCommand):
    help = (
        "Re-hash every audit event, follow the chain and compare it with the recorded "
        "checkpoints; report the first broken link and exit non-zero if there is one."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--incremental",
            action="store_true",
            help=(
                "Trust the events up to the newest checkpoint; walk only newer ones "
                "(a quick look; --record always walks the whole chain)."
            ),
        )
        parser.add_argument(
            "--record",
            action="store_true",
            help=(
                "Walk the whole chain and, when it is intact, record its head as a "
                "checkpoint."
            ),
        )

    def handle(self, *args, incremental: bool, record: bool, **options) -> None:
        check: ChainCheck
        if record:
            check = audit_chain_check(recorded_by="command:audit_verify")
        else:
            check = audit_chain_verify(incremental=incremental)
        if not check.intact:
            raise CommandError(
                f"audit chain broken at event #{check.broken_at}: {check.reason} "
                f"(intact up to event #{check.verified_up_to}, "
                f"{check.checked} events checked)"
            )
        self.stdout.write(
            f"audit chain intact: {check.verified_count} events up to "
            f"#{check.verified_up_to}, head {check.head_hash} "
            f"({check.checked} checked this run)"
            + ("; checkpoint recorded" if record else "")
        )
