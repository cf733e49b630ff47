from django.apps import AppConfig


class WebhooksConfig(AppConfig):
    name = "verification.webhooks"
    label = "webhooks"
    verbose_name = "Decision webhooks"
