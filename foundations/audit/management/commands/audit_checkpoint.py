"""`manage.py audit_checkpoint [--publish PATH|URL]`: sign the tree head now."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from foundations.audit.keys import SigningKeyMissing
from foundations.audit.services import CheckpointRefused, audit_checkpoint_sign
from foundations.audit.witness import checkpoint_publish


class Command(BaseCommand):
    help = (
        "Sign the audit log's current size and root hash (a C2SP checkpoint) and, "
        "with --publish, append it to a file or POST it to a URL outside the database."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--publish",
            metavar="PATH|URL",
            action="append",
            default=[],
            help="Append the signed note to this file, or POST it to this URL; "
            "repeatable.",
        )

    def handle(self, *args, publish: list[str], **options) -> None:
        try:
            checkpoint, _ = audit_checkpoint_sign(force=True)
        except (SigningKeyMissing, CheckpointRefused) as refused:
            raise CommandError(str(refused)) from None
        for target in publish:
            try:
                checkpoint_publish(checkpoint.note, target)
            except OSError as error:
                raise CommandError(f"could not publish to {target}: {error}") from None
        self.stdout.write(checkpoint.note, ending="")
        if publish:
            self.stdout.write(f"published to {', '.join(publish)}")
