"""The Celery app (`celery -A config worker`, `celery -A config beat`)."""

from __future__ import annotations

import os

from celery import Celery

# Production unless told otherwise: its settings refuse DEBUG and a known key, so
# a server started without configuration fails to start instead of failing open.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.production")

app = Celery("config")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
