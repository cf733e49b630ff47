"""Development settings: the demo, local runs and the tests opt in to these.

DEBUG is on unless the environment turns it off, and a fixed, public secret key is
used when none is given: convenient on a laptop, forgeable anywhere else, which is
why no server entry point defaults to these settings (production refuses that key).
"""

from __future__ import annotations

import os

from .base import *  # noqa: F403
from .base import DEV_SECRET_KEY, LOGGING, SECRET_KEY, env_bool

DEBUG = env_bool("DEBUG", True)
SECRET_KEY = SECRET_KEY or DEV_SECRET_KEY
# Readable log lines, and webhooks to a receiver on this machine over plain http.
LOG_FORMAT = os.environ.get("LOG_FORMAT", "console")
LOGGING["handlers"]["console"]["formatter"] = LOG_FORMAT
WEBHOOK_REQUIRE_HTTPS = env_bool("WEBHOOK_REQUIRE_HTTPS", False)
WEBHOOK_ALLOW_PRIVATE_NETWORKS = env_bool("WEBHOOK_ALLOW_PRIVATE_NETWORKS", True)
