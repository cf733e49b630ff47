"""What the workers add to every task: the request id, logs like the web's, metrics.

- The request id travels in the task's headers (`before_task_publish`) and is bound
  again around the task in the worker (`task_prerun`/`task_postrun`), so a task's log
  lines and audit events name the HTTP request that enqueued it.
- Celery sets up the worker's logging itself; its handlers get the same filters as
  the web's (request id, escaping, redaction) and, with LOG_FORMAT=json, the same
  JSON formatter.
- Task counts and durations go to prometheus-client. Prefork children are separate
  processes, so with PROMETHEUS_MULTIPROC_DIR set they write to files there and the
  main worker process serves their sum on WORKER_METRICS_PORT.
"""

from __future__ import annotations

import copy
import logging
import logging.config
import os
import time
from pathlib import Path
from typing import Any

from celery import signals
from prometheus_client import (
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    multiprocess,
    start_http_server,
)

from foundations.request_id import request_id_get, request_id_reset, request_id_set

logger = logging.getLogger(__name__)

HEADER = "request_id"

TASKS = Counter(
    "citation_review_celery_tasks",
    "Celery tasks finished, by task and final state.",
    ["task", "state"],
)
TASK_RETRIES = Counter(
    "citation_review_celery_task_retries", "Celery task retries, by task.", ["task"]
)
TASK_DURATION = Histogram(
    "citation_review_celery_task_duration_seconds",
    "Seconds a Celery task ran, by task.",
    ["task"],
    buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120),
)

_started: dict[str, tuple[float, object]] = {}


@signals.before_task_publish.connect
def _send_request_id(headers: dict[str, Any] | None = None, **_: Any) -> None:
    value = request_id_get()
    if value and headers is not None and HEADER not in headers:
        headers[HEADER] = value


@signals.task_prerun.connect
def _task_started(task_id: str = "", task: Any = None, **_: Any) -> None:
    value = getattr(task.request, HEADER, None) if task is not None else None
    # Eager runs (the demo) keep the id of the request they run in.
    token = request_id_set(value or request_id_get() or f"task-{task_id}")
    _started[task_id] = (time.monotonic(), token)


@signals.task_postrun.connect
def _task_finished(
    task_id: str = "", task: Any = None, state: str | None = None, **_: Any
) -> None:
    started, token = _started.pop(task_id, (None, None))
    name = getattr(task, "name", "unknown")
    if started is not None:
        TASK_DURATION.labels(task=name).observe(time.monotonic() - started)
    TASKS.labels(task=name, state=(state or "unknown").lower()).inc()
    if token is not None:
        try:
            request_id_reset(token)
        except ValueError:
            pass  # bound in another context (eager run inside a request): let it be


@signals.task_retry.connect
def _task_retried(sender: Any = None, **_: Any) -> None:
    TASK_RETRIES.labels(task=getattr(sender, "name", "unknown")).inc()


def _dress_handlers(target: logging.Logger) -> None:
    """Give Celery's handlers the web's filters and, in JSON mode, its formatter."""
    from django.conf import settings

    # A copy: the configurator pops keys ("()") from the dicts it is given.
    logging_config = copy.deepcopy(settings.LOGGING)
    config = logging.config.DictConfigurator(logging_config)
    filters = [
        config.configure_filter(logging_config["filters"][name])
        for name in settings.LOG_FILTERS
    ]
    formatter = None
    if settings.LOG_FORMAT == "json":
        formatter = config.configure_formatter(logging_config["formatters"]["json"])
    for handler in target.handlers:
        for log_filter in filters:
            handler.addFilter(log_filter)
        if formatter is not None:
            handler.setFormatter(formatter)


@signals.after_setup_logger.connect
def _root_logging(logger: logging.Logger, **_: Any) -> None:
    _dress_handlers(logger)


@signals.after_setup_task_logger.connect
def _task_logging(logger: logging.Logger, **_: Any) -> None:
    _dress_handlers(logger)


@signals.worker_ready.connect
def _serve_metrics(**_: Any) -> None:
    from django.conf import settings

    port = settings.WORKER_METRICS_PORT
    if not port:
        return
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    registry: CollectorRegistry = REGISTRY
    if directory:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    else:
        logger.warning(
            "WORKER_METRICS_PORT without PROMETHEUS_MULTIPROC_DIR: the pool's "
            "processes' task metrics will not be visible"
        )
    start_http_server(
        port,
        addr=os.environ.get("WORKER_METRICS_ADDR", "0.0.0.0"),  # noqa: S104
        registry=registry,
    )
    logger.info("worker metrics on port %s", port)


@signals.celeryd_init.connect
def _fresh_metrics_directory(**_: Any) -> None:
    # Counters from a previous run of this worker would be summed with the new
    # ones: the directory is the worker's own (docs/monitoring), so start it empty.
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if directory and os.environ.get("WORKER_METRICS_PORT"):
        for stale in Path(directory).glob("*.db"):
            stale.unlink(missing_ok=True)


@signals.worker_process_shutdown.connect
def _pool_process_gone(pid: int | None = None, **_: Any) -> None:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        multiprocess.mark_process_dead(pid or os.getpid())
