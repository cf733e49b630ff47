# Citation Review: `make demo` (SQLite, demo data, server) and `make test` (the suite on
# PostgreSQL and Redis). The docker-compose services run the same commands as below.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
MANAGE := $(PY) manage.py
# The demo runs on embedded SQLite with tasks executed in-process: nothing to install.
# It opts in to the development settings (DEBUG, a public key); everything else,
# `manage.py` included, defaults to the production settings, which refuse both.
DEMO_ENV := env -u DATABASE_URL -u REDIS_URL -u CELERY_BROKER_URL DJANGO_SETTINGS_MODULE=config.settings.development
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: demo test venv services lint format bench worker beat web api clean lock

$(VENV)/.installed: requirements/dev.lock pyproject.toml verification/core/pyproject.toml clients/python/pyproject.toml
	$(PYTHON) -m venv $(VENV)
	# Every third-party package from the lock, checked against its hashes; then the
	# core and the app themselves, with nothing more resolved (make lock refreshes it).
	$(PY) -m pip install --quiet --require-hashes --no-deps -r requirements/dev.lock
	$(PY) -m pip install --quiet --no-deps --no-build-isolation ./verification/core
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e .
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e clients/python
	rm -rf verification/core/build clients/python/build
	touch $@

venv: $(VENV)/.installed

demo: venv
	$(DEMO_ENV) $(MANAGE) migrate --noinput
	$(DEMO_ENV) $(MANAGE) demo_load --with-users
	$(DEMO_ENV) $(MANAGE) runserver $(HOST):$(PORT)

services:
	@bash scripts/ensure_services.sh

# scripts/run_tests.sh: in parallel, non-browser then browser tests (why: there).
test: venv services
	PYTEST_ARGS="$(PYTEST_ARGS)" bash scripts/run_tests.sh

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy --strict verification/core
	$(VENV)/bin/mypy --strict clients/python/citation_review_client
	$(VENV)/bin/lint-imports

format: venv
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

bench: venv
	$(PY) bench/verifier_bench.py
	$(PY) bench/wait_bench.py

# The production shape, as docker-compose.yml runs it: config.settings.production
# (the default of config.wsgi, config.asgi and config.celery) with SECRET_KEY,
# ALLOWED_HOSTS and a PostgreSQL DATABASE_URL from the environment. For a development
# server instead, prefix DJANGO_SETTINGS_MODULE=config.settings.development.
# The reviewer UI runs on a WSGI pool (web), the API on an ASGI server (api), where
# `?wait=` holds no worker; a proxy sends /api/ to the second. Persistent database
# connections are off under ASGI (Django's advice: its per-request threads would
# leave them open).
API_PORT ?= 8001
web: venv
	$(VENV)/bin/gunicorn config.wsgi --bind 0.0.0.0:$(PORT) --workers 4 --access-logfile -

api: venv
	DB_CONN_MAX_AGE=0 $(VENV)/bin/gunicorn config.asgi:application --bind 0.0.0.0:$(API_PORT) \
		--workers 2 --worker-class uvicorn.workers.UvicornWorker --access-logfile -

# One task cannot starve the rest: soft/hard time limits per task (seconds), and a
# pool process past the memory limit (KiB) is replaced after its task. The audit
# chain's whole walk has its own, longer limits (AUDIT_CHAIN_CHECK_SOFT_TIME_LIMIT).
worker: venv
	$(VENV)/bin/celery -A config worker --loglevel INFO --concurrency 2 \
		--soft-time-limit 120 --time-limit 180 --max-memory-per-child 524288

beat: venv
	$(VENV)/bin/celery -A config beat --loglevel INFO --schedule /tmp/celerybeat-schedule

clean:
	rm -rf $(VENV) db.sqlite3 staticfiles

# Refresh requirements/dev.lock after changing a dependency (scripts/lock.sh).
lock: venv
	bash scripts/lock.sh
