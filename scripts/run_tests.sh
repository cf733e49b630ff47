#!/usr/bin/env bash
# The whole suite, in parallel (pytest-xdist), in two sessions: every test outside
# tests/browser/, then the browser tests.
#
# Why two sessions: Playwright's sync API keeps an event loop running in its
# process's main thread from the first browser test on, and Django runs async views
# (the API's waiting POST) through async_to_sync, which refuses to start inside a
# running loop. One process must never run a non-browser test after a browser
# test; xdist hands files to workers in no fixed order, so the split is by session.
#
# Each xdist worker is its own run (config/settings/test.py): its own test
# database, cache namespace, redis-server and Celery worker, so files run side by
# side. A file stays on one worker (--dist loadfile): its module fixtures (a live
# server, a scratch cluster) are built once. The files named in tests/conftest.py
# (SPREAD_FILES) have none, and their tests are handed out one by one: each of
# them alone was longer than a third of its session.
#
#   PYTEST_ARGS="tests/audit -x"   one session, with just those arguments (serial
#                                  unless they ask for -n)
#   TEST_WORKERS=1                 the whole suite serially, in one process order
set -uo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
WORKERS=${TEST_WORKERS:-3}

if [ -n "${PYTEST_ARGS:-}" ]; then
  # shellcheck disable=SC2086 # the arguments are meant to split
  exec "$PY" -m pytest $PYTEST_ARGS
fi
if [ "$WORKERS" -le 1 ]; then
  exec "$PY" -m pytest
fi

status=0
"$PY" -m pytest -n "$WORKERS" --dist loadfile --ignore=tests/browser || status=$?
# Exit code 5 (no tests collected) cannot happen for tests/browser; any other
# failure of either session fails the run, after both have run.
"$PY" -m pytest -n "$WORKERS" --dist loadfile tests/browser || status=$?
exit "$status"
