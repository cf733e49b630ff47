"""A real worker configured as production runs it: JSON logs and task metrics.

It shares the session's private redis-server (tests/support) but is a worker of its
own, started once for this folder, because its environment differs from the
pipeline tests' worker (log format, metrics port, multiprocess directory).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.fixtures import audit_truncate_allowed, broker  # noqa: F401
from tests.support.worker import (
    CeleryWorker,
    celery_broker,
    database_url,
    free_port,
    purge_queue,
)


@pytest.fixture(scope="module")
def observed_worker_process(
    audit_truncate_allowed,  # noqa: F811
    broker,  # noqa: F811
) -> Iterator[CeleryWorker]:
    from django.conf import settings

    metrics_dir = tempfile.mkdtemp(prefix="citation-review-metrics-")
    port = free_port()
    process = CeleryWorker(
        database_url=database_url(settings.DATABASES["default"]),
        broker_url=broker.url,
        log_path=Path(tempfile.gettempdir())
        / f"citation-review-observed-worker-{os.getpid()}.log",
        concurrency=1,
        extra_env={
            "LOG_FORMAT": "json",
            "LOG_LEVEL": "INFO",
            "WORKER_METRICS_PORT": str(port),
            "WORKER_METRICS_ADDR": "127.0.0.1",
            "PROMETHEUS_MULTIPROC_DIR": metrics_dir,
        },
    )
    process.metrics_url = f"http://127.0.0.1:{port}/metrics"
    process.start()
    yield process
    process.stop()


@pytest.fixture
def observed_worker(observed_worker_process, broker):  # noqa: F811
    purge_queue(broker)
    with celery_broker(broker.url):
        yield observed_worker_process
