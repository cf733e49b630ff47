from django.apps import AppConfig


class AuditConfig(AppConfig):
    name = "reviewer.audit"
    label = "audit"
    verbose_name = "Audit history"

    def ready(self) -> None:
        # reviewer.accounts is not an installed app (it has no models); the audit
        # app owns the wiring of the auth events it records.
        from reviewer.accounts import signals

        signals.connect()
