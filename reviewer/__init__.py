"""Citation Review: the Django project and the review workflow app."""

from .celery import app as celery_app

__all__ = ("celery_app",)
