"""Settings shared by every environment.

The environment is read here and only here. The defaults fail closed: DEBUG is off
and there is no secret key unless the environment gives one, so a server started
without configuration shows no debug page and signs nothing with a known key.
`config.settings.production` is the default wherever a server starts (manage.py,
WSGI, ASGI, Celery) and refuses an unsafe setup; the demo, the tests and local
development opt in to `config.settings.development` explicitly.
"""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent.parent

DEV_SECRET_KEY = "django-insecure-development-only-never-in-production"  # noqa: S105


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item]


SECRET_KEY = os.environ.get("SECRET_KEY", "")
DEBUG = env_bool("DEBUG", False)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django_htmx",
    "template_partials",
    "ninja",
    "foundations.audit",
    "verification",
    "reviewer",
    "reviewer.qa",
    "reviewer.accounts",
    "reviewer.notifications",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "foundations.security.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "reviewer.accounts.middleware.UserTimeZoneMiddleware",
    "foundations.audit.context.AuditActorMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "foundations.middleware.DatabaseUnavailableMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    }
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "60")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # The app's connections say so: a change to answers, decisions or aliases from
    # any other session is recorded in the audit log (foundations/audit/watch.py).
    _options = DATABASES["default"].setdefault("OPTIONS", {})
    _options["options"] = (
        _options.get("options", "") + " -c citation_review.via_app=on"
    ).strip()
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

_VALIDATORS = "django.contrib.auth.password_validation"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": f"{_VALIDATORS}.UserAttributeSimilarityValidator"},
    {
        "NAME": f"{_VALIDATORS}.MinimumLengthValidator",
        "OPTIONS": {"min_length": 12},
    },
    {"NAME": f"{_VALIDATORS}.CommonPasswordValidator"},
    {"NAME": f"{_VALIDATORS}.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "queue"
LOGOUT_REDIRECT_URL = "login"
SESSION_COOKIE_AGE = int(os.environ.get("SESSION_COOKIE_AGE", str(8 * 3600)))
SESSION_EXPIRE_AT_BROWSER_CLOSE = True
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False  # htmx reads the token from the page, not the cookie
CSRF_FAILURE_VIEW = "reviewer.errors.csrf_failure"

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
# Overridable so a check can collect the production static files into a scratch
# directory exactly as the image build does (tests/security/test_production_pages.py).
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# Request-size limits: an answer batch of 500 with evidence can be large, but not
# unbounded. The API checks its own limits first to name the field that is too big.
DATA_UPLOAD_MAX_MEMORY_SIZE = int(os.environ.get("MAX_REQUEST_BYTES", str(20 * 2**20)))

CACHES = {
    "default": (
        {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": os.environ["REDIS_URL"],
        }
        if os.environ.get("REDIS_URL")
        else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    )
}

# Celery. With no broker configured tasks run eagerly, which is what the demo wants;
# anything with a broker (tests, compose, production) runs real workers.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", os.environ.get("REDIS_URL", ""))
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
if CELERY_TASK_ALWAYS_EAGER:
    CELERY_BROKER_URL = "memory://localhost/"
CELERY_TASK_EAGER_PROPAGATES = False
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
# Retries and countdowns stay well under the visibility timeout, so Redis never
# redelivers a task that is merely waiting.
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 3600}
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# On a lost broker connection, cancel acks_late tasks so they are redelivered: safe,
# the task is idempotent (and Celery 6's default).
CELERY_WORKER_CANCEL_LONG_RUNNING_TASKS_ON_CONNECTION_LOSS = True
CELERY_TASK_SOFT_TIME_LIMIT = 120
CELERY_TASK_TIME_LIMIT = 180
CELERY_BEAT_SCHEDULE = {
    "sweep-pending-answers": {
        "task": "verification.tasks.sweep_pending_answers",
        "schedule": timedelta(seconds=int(os.environ.get("SWEEP_EVERY_SECONDS", "60"))),
    },
    # Verify the whole audit chain and record its head as a new checkpoint, so a
    # tampered or truncated history is noticed within minutes, not at the next audit.
    "audit-chain-check": {
        "task": "foundations.audit.tasks.audit_chain_check",
        "schedule": timedelta(minutes=10),
    },
    # Sign the tree head (when it grew) so outsiders can check proofs against it.
    "audit-checkpoint-sign": {
        "task": "foundations.audit.tasks.audit_checkpoint_sign",
        "schedule": timedelta(minutes=10),
    },
    # Warn assignees of answers nearly due; once per answer, however often it runs.
    "deadline-warnings": {
        "task": "reviewer.notifications.tasks.deadline_warnings",
        "schedule": timedelta(minutes=5),
    },
}

# Notifications. E-mail goes through Django's mail settings; without EMAIL_HOST it
# is written to the console, which is what the demo wants.
EMAIL_BACKEND = os.environ.get(
    "EMAIL_BACKEND",
    "django.core.mail.backends.smtp.EmailBackend"
    if os.environ.get("EMAIL_HOST")
    else "django.core.mail.backends.console.EmailBackend",
)
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
EMAIL_TIMEOUT = 10
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "citation-review@localhost")
# The site's address for links in e-mails ("https://review.example.org"); none if "".
SITE_URL = os.environ.get("SITE_URL", "")
# An assignee is warned this long before an answer's review deadline.
NOTIFY_DEADLINE_MINUTES = int(os.environ.get("NOTIFY_DEADLINE_MINUTES", "120"))
# At most this many warnings per sweep; the next sweep picks up the rest.
NOTIFY_DEADLINE_BATCH = 500

# Pipeline knobs.
VERIFICATION_PENDING_GRACE_SECONDS = int(
    os.environ.get("VERIFICATION_PENDING_GRACE_SECONDS", "120")
)
VERIFICATION_BATCH_SIZE = int(os.environ.get("VERIFICATION_BATCH_SIZE", "100"))
VERIFICATION_MAX_ATTEMPTS = int(os.environ.get("VERIFICATION_MAX_ATTEMPTS", "3"))
# A failed answer is retried by its task after RETRY_DELAY * 2**(attempt-1) seconds,
# up to MAX_ATTEMPTS; the sweeper is the backstop if that task is lost too.
VERIFICATION_RETRY_DELAY_SECONDS = float(
    os.environ.get("VERIFICATION_RETRY_DELAY_SECONDS", "5")
)
# Fault injection for the fault tests only: verification raises for an answer whose
# text contains this marker. Unset (None) everywhere else, production included.
VERIFICATION_POISON_MARKER = os.environ.get("VERIFICATION_POISON_MARKER") or None

API_MAX_BATCH = 500
API_MAX_TEXT_CHARS = int(os.environ.get("API_MAX_TEXT_CHARS", "100000"))
API_MAX_EVIDENCE = int(os.environ.get("API_MAX_EVIDENCE", "200"))
API_MAX_EVIDENCE_TEXT_CHARS = int(
    os.environ.get("API_MAX_EVIDENCE_TEXT_CHARS", "50000")
)
API_MAX_WAIT_SECONDS = 10
API_RATE_LIMIT_PER_MINUTE = int(os.environ.get("API_RATE_LIMIT_PER_MINUTE", "600"))

# Review workflow.
REVIEW_CLAIM_SECONDS = int(os.environ.get("REVIEW_CLAIM_SECONDS", "600"))
LOGIN_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
LOGIN_LOCKOUT_SECONDS = int(os.environ.get("LOGIN_LOCKOUT_SECONDS", "900"))

# Security. One office may share an address, so the per-address limit is higher,
# and reaching it slows that address down (exponential backoff, capped) instead of
# locking it out: behind one proxy a hard lock would lock every user out.
LOGIN_IP_FAILURE_LIMIT = int(os.environ.get("LOGIN_IP_FAILURE_LIMIT", "50"))
LOGIN_IP_BACKOFF_SECONDS = float(os.environ.get("LOGIN_IP_BACKOFF_SECONDS", "1"))
LOGIN_IP_BACKOFF_MAX_SECONDS = int(
    os.environ.get("LOGIN_IP_BACKOFF_MAX_SECONDS", "300")
)
# Which address is the client's. With no trusted proxy (the default) it is
# REMOTE_ADDR and X-Forwarded-For is ignored: a client can write anything there.
# Behind N reverse proxies that each append the address they saw to
# X-Forwarded-For, set TRUSTED_PROXY_COUNT=N: the client is the N-th address from
# the right. Or list the proxies' own addresses/networks in TRUSTED_PROXIES: the
# client is the right-most address in the chain that is not one of them.
TRUSTED_PROXY_COUNT = int(os.environ.get("TRUSTED_PROXY_COUNT", "0"))
TRUSTED_PROXIES = env_list("TRUSTED_PROXIES", "")
# The key of the keyed hash (HMAC-SHA256) that stands for the username of a failed
# sign-in in the audit log, which is immutable: a password typed into the username
# field must never be kept there in clear. Derived from SECRET_KEY when unset.
LOGIN_AUDIT_HASH_KEY = os.environ.get("LOGIN_AUDIT_HASH_KEY", "")
# Both are on by default; a deployment that administers from elsewhere (or
# publishes its API schema elsewhere) turns them off and the URLs answer 404.
ADMIN_ENABLED = env_bool("ADMIN_ENABLED", True)
API_DOCS_ENABLED = env_bool("API_DOCS_ENABLED", True)
# Messages live in the (server-side) session: a new API token's plaintext is shown
# once as a message and must never travel in a readable cookie.
MESSAGE_STORAGE = "django.contrib.messages.storage.session.SessionStorage"
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
# PostgreSQL refuses TRUNCATE of the audit tables unless this was on at migrate time.
AUDIT_ALLOW_TRUNCATE = env_bool("AUDIT_ALLOW_TRUNCATE", False)
# The audit log's Ed25519 signing key (checkpoints, review records): PEM text or a
# file. Without either a development key is generated once into AUDIT_DEV_KEY_FILE,
# unless AUDIT_DEV_KEY is off (production turns it off). Retired public keys stay
# listed so checkpoints signed before a rotation still verify.
AUDIT_SIGNING_KEY = os.environ.get("AUDIT_SIGNING_KEY", "")
AUDIT_SIGNING_KEY_FILE = os.environ.get("AUDIT_SIGNING_KEY_FILE", "")
AUDIT_DEV_KEY = env_bool("AUDIT_DEV_KEY", True)
AUDIT_DEV_KEY_FILE = Path(
    os.environ.get("AUDIT_DEV_KEY_FILE", BASE_DIR / "var" / "audit-dev-key.pem")
)
AUDIT_PUBLIC_KEYS = [
    pem for pem in os.environ.get("AUDIT_PUBLIC_KEYS", "").split("\n\n") if pem.strip()
]
AUDIT_PUBLIC_KEY_FILES = env_list("AUDIT_PUBLIC_KEY_FILES", "")
# The log's name in its checkpoints (C2SP origin); also the signing key's name.
AUDIT_LOG_ORIGIN = os.environ.get("AUDIT_LOG_ORIGIN", "citation-review/audit")
# Where `audit_witness` (and the /audit/ page) read published checkpoints from.
AUDIT_WITNESS_FILE = os.environ.get("AUDIT_WITNESS_FILE", "")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"untrusted": {"()": "foundations.security.UntrustedLogFilter"}},
    "handlers": {
        "console": {"class": "logging.StreamHandler", "filters": ["untrusted"]}
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}
