"""A real OpenID Connect provider for the SSO tests: django-oauth-toolkit, OIDC on.

Its own Django project, started by `tests/support/oidc.py` as a subprocess on
loopback. Everything it keeps (SQLite database, RSA signing key, secret key) lives
in OIDC_PROVIDER_DIR, a temporary folder that the test session creates.
"""

import os
from pathlib import Path

DATA_DIR = Path(os.environ["OIDC_PROVIDER_DIR"])
SECRET_KEY = (DATA_DIR / "secret_key").read_text()
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1"]
INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "oauth2_provider",
    "tests.support.oidc_provider",
]
MIDDLEWARE = [
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
]
ROOT_URLCONF = "tests.support.oidc_provider.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [Path(__file__).resolve().parent / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
            ]
        },
    }
]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "provider.sqlite3",
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
LOGIN_URL = "/login/"
# The app under test runs on the same host: its cookies and ours must not collide.
SESSION_COOKIE_NAME = "provider_sessionid"
CSRF_COOKIE_NAME = "provider_csrftoken"
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
OAUTH2_PROVIDER = {
    "OIDC_ENABLED": True,
    "OIDC_RSA_PRIVATE_KEY": (DATA_DIR / "rsa.pem").read_text(),
    "PKCE_REQUIRED": True,
    "OAUTH2_VALIDATOR_CLASS": "tests.support.oidc_provider.validators.ClaimsValidator",
    "SCOPES": {
        "openid": "OpenID Connect",
        "email": "E-mail address",
        "profile": "Name and groups",
    },
}
