"""Create or update the provider's test client and users.

    provider_setup client ID SECRET REDIRECT_URI
    provider_setup user USERNAME PASSWORD [GROUP ...]

A user's groups become exactly the ones given: that is how a test changes the
`groups` claim between two sign-ins.
"""

from django.contrib.auth.models import Group, User
from django.core.management.base import BaseCommand
from oauth2_provider.models import Application


class Command(BaseCommand):
    def add_arguments(self, parser):
        parser.add_argument("kind", choices=["client", "user"])
        parser.add_argument("values", nargs="+")

    def handle(self, *args, kind, values, **options):
        if kind == "client":
            client_id, secret, redirect_uri = values
            app, _ = Application.objects.get_or_create(
                client_id=client_id,
                defaults={
                    "name": "Citation Review",
                    "client_type": Application.CLIENT_CONFIDENTIAL,
                    "authorization_grant_type": Application.GRANT_AUTHORIZATION_CODE,
                    "algorithm": Application.RS256_ALGORITHM,
                    "skip_authorization": False,
                },
            )
            app.client_secret = secret  # hashed on save
            app.redirect_uris = redirect_uri
            app.save()
            return
        username, password, *groups = values
        user, _ = User.objects.get_or_create(username=username)
        user.set_password(password)
        user.email = f"{username}@idp.example"
        user.first_name = username.title()
        user.save()
        user.groups.set(Group.objects.get_or_create(name=name)[0] for name in groups)
