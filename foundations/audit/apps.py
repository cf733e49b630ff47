from django.apps import AppConfig


class AuditConfig(AppConfig):
    name = "foundations.audit"
    label = "audit"
    verbose_name = "Audit history"
