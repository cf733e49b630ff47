"""ASGI entry point."""

import os

from django.core.asgi import get_asgi_application

# Production unless told otherwise: its settings refuse DEBUG and a known key, so
# a server started without configuration fails to start instead of failing open.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.production")
application = get_asgi_application()
