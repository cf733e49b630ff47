#!/usr/bin/env bash
# Refresh requirements/app.lock (the app, for the image) and requirements/dev.lock
# (the app and its development tools): every package
# pinned with hashes (pip-tools). Run `make lock` after changing a dependency in
# pyproject.toml, and commit the lock. `make demo`, `make test`, CI and the Docker
# image install from it with --require-hashes.
#
# The verifier core is this repository's own distribution, not on PyPI: it is built
# into a temporary folder for the resolver to see, and left out of the lock (it is
# installed from ./verification/core).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
wheels=$(mktemp -d)
trap 'rm -rf "$wheels" verification/core/build' EXIT
"$PY" -m pip wheel --quiet --no-deps --no-build-isolation -w "$wheels" ./verification/core
lock() {
  CUSTOM_COMPILE_COMMAND="make lock" "$PY" -m piptools compile "$@"
}
# The app alone, for the Docker image.
lock --quiet --generate-hashes --allow-unsafe --strip-extras \
  --no-emit-index-url --no-emit-find-links \
  --unsafe-package citation-review-verifier --find-links "$wheels" \
  --output-file requirements/app.lock pyproject.toml
# The app and its development tools, for make demo, make test and CI.
CUSTOM_COMPILE_COMMAND="make lock" "$PY" -m piptools compile --quiet --generate-hashes --allow-unsafe --strip-extras \
  --extra dev --no-emit-index-url --no-emit-find-links \
  --unsafe-package citation-review-verifier --find-links "$wheels" \
  --output-file requirements/dev.lock pyproject.toml
# --allow-unsafe (for pip and setuptools) also emits the core under "unsafe"
# packages, with the hash of the wheel just built: installing from the lock would
# then look for it on the index. It is installed from ./verification/core instead.
"$PY" - requirements/app.lock requirements/dev.lock <<'PY'
import re
import sys

for path in sys.argv[1:]:
    with open(path) as lock:
        text = lock.read()
    text = re.sub(r"\ncitation-review-verifier==[^\n]*\n(?:    [^\n]*\n)*", "\n", text)
    text = text.replace(
        "\n# The following packages are considered to be unsafe in a requirements file:\n",
        "\n",
    )
    with open(path, "w") as lock:
        lock.write(text.rstrip("\n") + "\n")
PY
