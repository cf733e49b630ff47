from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    """What a person should hear about: verdicts, new work, deadlines."""

    name = "reviewer.notifications"
    label = "notifications"
    verbose_name = "Notifications"
    default_auto_field = "django.db.models.BigAutoField"
