FROM python:3.11-slim
# The image runs the production settings unless told otherwise, and they refuse to
# start without a strong SECRET_KEY, ALLOWED_HOSTS and a PostgreSQL DATABASE_URL.
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 \
    DJANGO_SETTINGS_MODULE=config.settings.production
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin app
WORKDIR /app
COPY pyproject.toml README.md ./
COPY requirements ./requirements
COPY config ./config
COPY foundations ./foundations
COPY reviewer ./reviewer
COPY verification ./verification
# Every third-party package from the hashed lock (make lock), then the core and the
# app themselves with nothing more resolved.
RUN pip install --no-cache-dir --require-hashes --no-deps -r requirements/app.lock \
 && pip install --no-cache-dir --no-deps ./verification/core . \
 && rm -rf verification/core/build
COPY . .
# Static files are collected under the settings the image runs with: production's
# manifest storage names every file by its hash, and a template naming a file the
# manifest lacks is a 500 on every page. The values below only satisfy the
# production settings' refusals for this one step: collectstatic opens no database
# connection, and the throwaway key never leaves the build layer.
# (tests/security/test_production_pages.py runs this same step and renders every page.)
RUN SECRET_KEY="$(python -c 'import secrets; print(secrets.token_urlsafe(64))')" \
    ALLOWED_HOSTS=build.invalid \
    DATABASE_URL=postgres://build@build.invalid/build \
    python manage.py collectstatic --noinput
# Nothing in /app is writable by the server: a compromised worker cannot rewrite code.
USER app
EXPOSE 8000
CMD ["gunicorn", "config.wsgi", "--bind", "0.0.0.0:8000", "--workers", "4"]
