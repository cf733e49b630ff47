"""`manage.py audit_public_key [--all]`: print the log's public key (PEM)."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from foundations.audit.keys import all_public_keys_pem, current_public_key_pem


class Command(BaseCommand):
    help = (
        "Print the Ed25519 public key that verifies audit checkpoints and review "
        "records; --all adds the retired keys that verify older ones."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--all", action="store_true")

    def handle(self, *args, all: bool, **options) -> None:  # noqa: A002
        self.stdout.write(
            all_public_keys_pem() if all else current_public_key_pem(), ending=""
        )
