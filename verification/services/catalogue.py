"""The law catalogue this deployment verifies with, and the version it gives reports.

The core ships a catalogue of laws (labels, aliases in the languages users write,
article ranges). A deployment adds its own law files (`VERIFIER_CATALOGUE_DIRS`, the
same JSON format as `verification/core/data/laws/`); `LabelAlias` rows apply on top
of both. The files change what a citation resolves to, so they are part of a
report's alias version, like the alias rows: an answer verified before the files
changed is not current any more, and `manage.py reverify` or the sweeper verifies it
again. The files are read once per process (a changed file needs a restart).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from django.conf import settings

from verification import core


def catalogue_current() -> core.Catalogue | None:
    """Return the deployment's catalogue, or None for the core's built-in one."""
    return _loaded(tuple(settings.VERIFIER_CATALOGUE_DIRS))[0]


def lookup_version(aliases: Mapping[str, str] | None) -> str:
    """Return the version naming the aliases and the deployment's law files."""
    version = core.aliases_version(aliases)
    files = _loaded(tuple(settings.VERIFIER_CATALOGUE_DIRS))[1]
    # 16 hex digits of aliases + "+" + 8 of the files fit the 32-character column.
    return f"{version}+{files}" if files else version


@lru_cache(maxsize=4)
def _loaded(directories: tuple[str, ...]) -> tuple[core.Catalogue | None, str]:
    if not directories:
        return None, ""
    digest = hashlib.sha256()
    for directory in directories:
        for path in sorted(Path(directory).glob("*.json")):
            digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return core.load_catalogue(*directories), digest.hexdigest()[:8]
