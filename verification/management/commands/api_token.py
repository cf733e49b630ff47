"""`manage.py api_token create SOURCE` prints a new token once; also list, revoke."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError, CommandParser

from foundations.actors import Actor
from verification.models import ApiToken
from verification.services.tokens import api_token_create, api_token_revoke

ACTOR = Actor.system("manage.py api_token")


class Command(BaseCommand):
    help = "Create, list or revoke API tokens for source systems."

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True)
        create = actions.add_parser("create", help="Create a token; prints it once.")
        create.add_argument("source", help="Source system name, e.g. assistant-prod")
        create.add_argument("--name", default="", help="A note on what uses the token.")
        actions.add_parser("list", help="List tokens (prefixes only).")
        revoke = actions.add_parser("revoke", help="Revoke a token by its prefix.")
        revoke.add_argument("prefix")

    def handle(self, *args, action: str, **options) -> None:
        if action == "create":
            self._create(options["source"], options["name"])
        elif action == "list":
            self._list()
        else:
            self._revoke(options["prefix"])

    def _create(self, source: str, name: str) -> None:
        if not source.replace("-", "").replace("_", "").isalnum():
            raise CommandError("source: letters, digits, '-' and '_' only")
        token, plaintext = api_token_create(source_name=source, actor=ACTOR, name=name)
        self.stderr.write(f"Token for source '{source}' (shown once; store it now):")
        self.stdout.write(plaintext)

    def _list(self) -> None:
        for token in ApiToken.objects.select_related("source").order_by("id"):
            state = "revoked" if token.revoked_at else "active"
            self.stdout.write(
                f"{token.prefix}…\t{token.source.name}\t{state}\t{token.name}"
            )

    def _revoke(self, prefix: str) -> None:
        matches = list(ApiToken.objects.filter(prefix__startswith=prefix[:12]))
        if len(matches) != 1:
            raise CommandError(
                f"prefix: {len(matches)} tokens match; give more characters"
            )
        api_token_revoke(token=matches[0], actor=ACTOR)
        self.stdout.write(f"revoked {matches[0]}")
