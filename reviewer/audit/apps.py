from django.apps import AppConfig


class AuditConfig(AppConfig):
    name = "reviewer.audit"
    label = "audit"
    verbose_name = "Audit history"
