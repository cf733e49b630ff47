"""The Celery app (`celery -A reviewer worker`, `celery -A reviewer beat`)."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "reviewer.settings.base")

app = Celery("reviewer")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
