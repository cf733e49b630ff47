from django.apps import AppConfig


class QaConfig(AppConfig):
    name = "reviewer.qa"
    label = "qa"
    verbose_name = "Quality assurance"
