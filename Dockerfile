FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY config ./config
COPY foundations ./foundations
COPY reviewer ./reviewer
COPY verification ./verification
RUN pip install --no-cache-dir ./verification/core . && rm -rf verification/core/build
COPY . .
RUN DJANGO_SETTINGS_MODULE=config.settings.base python manage.py collectstatic --noinput
EXPOSE 8000
CMD ["gunicorn", "config.wsgi", "--bind", "0.0.0.0:8000", "--workers", "4"]
