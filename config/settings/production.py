"""Production settings: secrets from the environment, hardened transport and headers.

The app refuses to start with the development secret key or DEBUG on, because either
one silently turns a law firm's review history into something anyone can forge.
"""

from __future__ import annotations

import os

from django.core.exceptions import ImproperlyConfigured

os.environ.setdefault("DEBUG", "false")
os.environ.setdefault("AUDIT_DEV_KEY", "false")

from .base import *  # noqa: E402,F403
from .base import DEBUG, DEV_SECRET_KEY, SECRET_KEY, STORAGES, env_bool  # noqa: E402

if DEBUG:
    raise ImproperlyConfigured("DEBUG must be off in production.")
if SECRET_KEY == DEV_SECRET_KEY or len(SECRET_KEY) < 50:
    raise ImproperlyConfigured(
        "SECRET_KEY must come from the environment: at least 50 characters, "
        "not the development key."
    )
# A fault-injection hook for the test suite: in production it would make chosen
# answers fail verification on purpose.
if os.environ.get("VERIFICATION_POISON_MARKER"):
    raise ImproperlyConfigured("VERIFICATION_POISON_MARKER is for tests only.")
# The development default is SQLite, which has no append-only trigger on the audit
# table and no advisory lock for its chain: production must name its PostgreSQL.
if not os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://")):
    raise ImproperlyConfigured(
        "DATABASE_URL must point at PostgreSQL in production (postgres://...)."
    )

SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 31536000
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
STORAGES["staticfiles"] = {
    "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
}
# The __Host- prefix makes browsers refuse these cookies unless they are Secure,
# host-only and path=/: a sibling subdomain cannot plant or shadow them.
SESSION_COOKIE_NAME = "__Host-sessionid"
CSRF_COOKIE_NAME = "__Host-csrftoken"
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
