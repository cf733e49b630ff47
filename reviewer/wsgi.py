"""WSGI entry point (gunicorn reviewer.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "reviewer.settings.base")
application = get_wsgi_application()
