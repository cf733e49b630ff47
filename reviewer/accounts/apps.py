from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Sign-in, lockout, the auditing of Django's own auth events, and each
    person's profile (their time zone).

    It keeps the wiring of auth signals and of the admin's login form with the
    accounts code, not in the audit log below it; its models link single sign-on
    identities to users (SsoIdentity) and keep each person's settings (UserProfile).
    """

    name = "reviewer.accounts"
    label = "accounts"
    verbose_name = "Accounts"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.contrib import admin

        from . import signals
        from .forms import LockoutAdminAuthenticationForm

        signals.connect()
        # The admin's own sign-in page must honour the same lockout as ours.
        admin.site.login_form = LockoutAdminAuthenticationForm
