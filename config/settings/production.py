"""Production settings: secrets from the environment, hardened transport and headers.

The default wherever a server starts (manage.py, WSGI, ASGI, Celery). The app
refuses to start (ImproperlyConfigured) rather than run unsafely: with DEBUG on, a
missing, weak or published secret key, a wildcard or missing ALLOWED_HOSTS, a
database other than PostgreSQL, the test suite's fault-injection hook, or single
sign-on half configured, over plain http or naming an unknown role. Any one of
them silently turns a law firm's review history into something anyone can forge.
"""

from __future__ import annotations

import os

from django.core.exceptions import ImproperlyConfigured

os.environ.setdefault("DEBUG", "false")
os.environ.setdefault("AUDIT_DEV_KEY", "false")
from whitenoise.compress import Compressor

from config.safety import (
    DATABASE_NOT_POSTGRES,
    DEBUG_ON,
    POISON_HOOK,
    allowed_hosts_problem,
    oidc_problem,
    refuse,
    secret_key_problem,
)

from .base import *  # noqa: F403
from .base import DEBUG, OIDC_ROLE_MAP, SECRET_KEY, STORAGES, env_bool

if DEBUG:
    raise ImproperlyConfigured(DEBUG_ON)
refuse(secret_key_problem(SECRET_KEY))
refuse(allowed_hosts_problem(os.environ.get("ALLOWED_HOSTS"), ALLOWED_HOSTS))  # noqa: F405
# A fault-injection hook for the test suite: in production it would make chosen
# answers fail verification on purpose.
if os.environ.get("VERIFICATION_POISON_MARKER"):
    raise ImproperlyConfigured(POISON_HOOK)
# The development default is SQLite, which has no append-only trigger on the audit
# table and no advisory lock for its chain: production must name its PostgreSQL.
if not os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://")):
    raise ImproperlyConfigured(DATABASE_NOT_POSTGRES)
refuse(oidc_problem(dict(os.environ), OIDC_ROLE_MAP))

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
# Source maps (the API docs' bundles ship ~10 MB of them) are fetched only by a
# browser's developer tools: compressing them with brotli was most of the build's
# collectstatic time, for files no reader downloads. They are still served.
WHITENOISE_SKIP_COMPRESS_EXTENSIONS = (*Compressor.SKIP_COMPRESS_EXTENSIONS, "map")
# The __Host- prefix makes browsers refuse these cookies unless they are Secure,
# host-only and path=/: a sibling subdomain cannot plant or shadow them.
SESSION_COOKIE_NAME = "__Host-sessionid"
CSRF_COOKIE_NAME = "__Host-csrftoken"
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
