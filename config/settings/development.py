"""Development settings: the demo, local runs and the tests opt in to these.

DEBUG is on unless the environment turns it off, and a fixed, public secret key is
used when none is given: convenient on a laptop, forgeable anywhere else, which is
why no server entry point defaults to these settings (production refuses that key).
"""

from __future__ import annotations

from .base import *  # noqa: F403
from .base import DEV_SECRET_KEY, SECRET_KEY, env_bool

DEBUG = env_bool("DEBUG", True)
SECRET_KEY = SECRET_KEY or DEV_SECRET_KEY
