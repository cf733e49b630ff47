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
import structlog

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
# Rotation (docs/operations.md): the new key signs; the old ones listed here still
# verify sessions, password-reset links and messages until they expire.
SECRET_KEY_FALLBACKS = env_list("SECRET_KEY_FALLBACKS", "")
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
    "django_prometheus",
    "foundations.audit",
    "verification",
    "verification.webhooks",
    "reviewer",
    "reviewer.qa",
    "reviewer.accounts",
    "reviewer.notifications",
]

MIDDLEWARE = [
    # First and last: request latency by view, measured around everything else.
    "django_prometheus.middleware.PrometheusBeforeMiddleware",
    "foundations.request_id.RequestIdMiddleware",
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
    "django_prometheus.middleware.PrometheusAfterMiddleware",
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
# One bad task cannot starve the rest. A task past its soft limit is stopped (its
# attempts were counted, so the answers are retried alone and end in `error` if
# they are the cause); past the hard limit its process is killed. A pool process
# that grew past the memory limit (KiB) is replaced after its task, so one huge
# answer does not leave a 5 GB process behind.
CELERY_TASK_SOFT_TIME_LIMIT = int(os.environ.get("CELERY_TASK_SOFT_TIME_LIMIT", "120"))
CELERY_TASK_TIME_LIMIT = int(os.environ.get("CELERY_TASK_TIME_LIMIT", "180"))
CELERY_WORKER_MAX_MEMORY_PER_CHILD = int(
    os.environ.get("CELERY_WORKER_MAX_MEMORY_PER_CHILD", str(512 * 1024))
)
# The scheduled whole-chain walk re-hashes every audit event, at about 4,000-50,000
# a second (docs/benchmarks.md): tens of millions take hours, so it runs under its
# own limits (default 12 h soft, 10 minutes more hard), not a verification batch's.
# It is acknowledged on receipt and never runs twice at once (foundations/audit/
# tasks.py), so the broker's visibility timeout does not bound it either.
AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT = int(
    os.environ.get("AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT", str(12 * 3600))
)
AUDIT_CHAIN_CHECK_EVERY_MINUTES = int(
    os.environ.get("AUDIT_CHAIN_CHECK_EVERY_MINUTES", "10")
)
CELERY_TASK_ANNOTATIONS = {
    "foundations.audit.tasks.audit_chain_check": {
        "soft_time_limit": AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT,
        "time_limit": AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT + 600,
    },
}
CELERY_BEAT_SCHEDULE = {
    "sweep-pending-answers": {
        "task": "verification.tasks.sweep_pending_answers",
        "schedule": timedelta(seconds=int(os.environ.get("SWEEP_EVERY_SECONDS", "60"))),
    },
    # Verify the whole audit chain and record its head as a new checkpoint, so a
    # tampered or truncated history is noticed at the next walk, not at the next
    # audit. A run that finds the previous one still walking skips.
    "audit-chain-check": {
        "task": "foundations.audit.tasks.audit_chain_check",
        "schedule": timedelta(minutes=AUDIT_CHAIN_CHECK_EVERY_MINUTES),
    },
    # Sign the tree head (when it grew) so outsiders can check proofs against it.
    "audit-checkpoint-sign": {
        "task": "foundations.audit.tasks.audit_checkpoint_sign",
        "schedule": timedelta(minutes=10),
    },
    # Resend webhook deliveries whose retry task was lost (broker down, say).
    "webhook-deliveries-sweep": {
        "task": "verification.webhooks.tasks.webhook_deliveries_sweep",
        "schedule": timedelta(minutes=1),
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
# Folders of law files (verification/core/data/laws/ format) extending the
# verifier's built-in catalogue (verification/services/catalogue.py).
VERIFIER_CATALOGUE_DIRS = env_list("VERIFIER_CATALOGUE_DIRS", "")
API_RATE_LIMIT_PER_MINUTE = int(os.environ.get("API_RATE_LIMIT_PER_MINUTE", "600"))

# Decision webhooks (verification/webhooks). A delivery is tried up to MAX_ATTEMPTS
# times, RETRY_BASE * 2**(n-1) seconds apart (at most RETRY_MAX, under the broker's
# visibility timeout); an endpoint failing DISABLE_AFTER_FAILURES attempts in a row
# is disabled until its source re-enables it.
WEBHOOK_TIMEOUT_SECONDS = float(os.environ.get("WEBHOOK_TIMEOUT_SECONDS", "10"))
WEBHOOK_MAX_ATTEMPTS = int(os.environ.get("WEBHOOK_MAX_ATTEMPTS", "8"))
WEBHOOK_RETRY_BASE_SECONDS = float(os.environ.get("WEBHOOK_RETRY_BASE_SECONDS", "10"))
WEBHOOK_RETRY_MAX_SECONDS = float(os.environ.get("WEBHOOK_RETRY_MAX_SECONDS", "1800"))
WEBHOOK_DISABLE_AFTER_FAILURES = int(
    os.environ.get("WEBHOOK_DISABLE_AFTER_FAILURES", "40")
)
WEBHOOK_SECRET_ROTATION_GRACE_HOURS = int(
    os.environ.get("WEBHOOK_SECRET_ROTATION_GRACE_HOURS", "24")
)
# A receiver must be https (development allows http): the signature proves the sender,
# but the events themselves would travel in the clear.
WEBHOOK_REQUIRE_HTTPS = env_bool("WEBHOOK_REQUIRE_HTTPS", True)
# An endpoint may not resolve to a loopback, private or (development aside)
# link-local address: a source's token must not become a probe of our network.
WEBHOOK_ALLOW_PRIVATE_NETWORKS = env_bool("WEBHOOK_ALLOW_PRIVATE_NETWORKS", False)

# Metrics (/metrics, config/metrics.py): open to a bearer token or to scrapers whose
# address (REMOTE_ADDR, not a forwarded header) is in one of these networks. Neither
# set: nobody. Workers serve their own metrics on WORKER_METRICS_PORT (config/celery).
METRICS_TOKEN = os.environ.get("METRICS_TOKEN", "")
METRICS_ALLOWED_NETWORKS = env_list("METRICS_ALLOWED_NETWORKS", "")
WORKER_METRICS_PORT = int(os.environ.get("WORKER_METRICS_PORT", "0")) or None

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
# Single sign-on (OpenID Connect, mozilla-django-oidc; reviewer/accounts/sso.py). Off
# unless the client id, secret and the provider's endpoints are all set; the password
# form stays for break-glass local accounts either way. Roles come from one claim
# (OIDC_ROLES_CLAIM, a list or a space/comma-separated string) through
# OIDC_ROLE_MAP ("provider-group=role,..."; unset: a claim value that is a role's own
# name maps to that role). They are set on every SSO sign-in, and a user with
# none is refused.
OIDC_RP_CLIENT_ID = os.environ.get("OIDC_RP_CLIENT_ID", "")
OIDC_RP_CLIENT_SECRET = os.environ.get("OIDC_RP_CLIENT_SECRET", "")
OIDC_OP_AUTHORIZATION_ENDPOINT = os.environ.get("OIDC_OP_AUTHORIZATION_ENDPOINT", "")
OIDC_OP_TOKEN_ENDPOINT = os.environ.get("OIDC_OP_TOKEN_ENDPOINT", "")
OIDC_OP_USER_ENDPOINT = os.environ.get("OIDC_OP_USER_ENDPOINT", "")
OIDC_OP_JWKS_ENDPOINT = os.environ.get("OIDC_OP_JWKS_ENDPOINT", "")
OIDC_RP_SIGN_ALGO = os.environ.get("OIDC_RP_SIGN_ALGO", "RS256")
OIDC_RP_SCOPES = os.environ.get("OIDC_RP_SCOPES", "openid email profile")
OIDC_ROLES_CLAIM = os.environ.get("OIDC_ROLES_CLAIM", "groups")
OIDC_ROLE_MAP = dict(
    item.split("=", 1) for item in env_list("OIDC_ROLE_MAP", "") if "=" in item
)
# The claim that names a new SSO user (an existing one keeps its username).
OIDC_USERNAME_CLAIM = os.environ.get("OIDC_USERNAME_CLAIM", "preferred_username")
OIDC_ENABLED = all(
    (
        OIDC_RP_CLIENT_ID,
        OIDC_RP_CLIENT_SECRET,
        OIDC_OP_AUTHORIZATION_ENDPOINT,
        OIDC_OP_TOKEN_ENDPOINT,
        OIDC_OP_USER_ENDPOINT,
        OIDC_OP_JWKS_ENDPOINT,
    )
)
# Fixed, not from the environment: PKCE and a nonce on every request, a timeout on
# every call to the provider.
OIDC_USE_PKCE = True
OIDC_USE_NONCE = True
OIDC_TIMEOUT = 10
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "reviewer.accounts.sso.SsoBackend",
]
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

# Logs: JSON lines (structlog) unless told otherwise; development reads lines. Every
# record carries the request id (foundations/request_id.py) and passes the filters
# that escape forged line breaks and redact credentials (foundations/security.py).
LOG_FORMAT = os.environ.get("LOG_FORMAT", "json")  # development: "console"
LOG_FILTERS = ["request_id", "untrusted", "redact"]
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "request_id": {"()": "foundations.request_id.RequestIdFilter"},
        "untrusted": {"()": "foundations.security.UntrustedLogFilter"},
        "redact": {"()": "foundations.security.SecretRedactingFilter"},
    },
    "formatters": {
        "json": {
            "()": "structlog.stdlib.ProcessorFormatter",
            "processors": [
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                structlog.processors.format_exc_info,
                structlog.processors.JSONRenderer(),
            ],
            "foreign_pre_chain": [
                structlog.processors.TimeStamper(fmt="iso", utc=True, key="time"),
                structlog.stdlib.add_log_level,
                structlog.stdlib.add_logger_name,
                structlog.stdlib.ExtraAdder(allow=["request_id"]),
            ],
        },
        "console": {
            "format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"
        },
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": LOG_FILTERS,
            "formatter": LOG_FORMAT,
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}
