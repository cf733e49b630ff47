"""Project configuration: settings, root URLs, the Celery app, WSGI/ASGI entry points.

The top of the import graph: it wires every layer together and nothing imports it
(settings name it by string).
"""

from .celery import app as celery_app

__all__ = ("celery_app",)
