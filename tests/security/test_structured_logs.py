"""Structured logs: JSON lines with the request id, and no credentials in them."""

from __future__ import annotations

import copy
import json
import logging
import logging.config

import pytest
from django.conf import settings
from django.test import Client

from foundations.request_id import request_id_accept, request_id_bound


def json_handler(stream) -> logging.Handler:
    """A handler configured exactly as production's (LOGGING, LOG_FORMAT=json)."""
    # A copy: the configurator pops keys ("()") from the dicts it is given.
    logging_config = copy.deepcopy(settings.LOGGING)
    config = logging.config.DictConfigurator(logging_config)
    handler = logging.StreamHandler(stream)
    handler.setFormatter(
        config.configure_formatter(logging_config["formatters"]["json"])
    )
    for name in settings.LOG_FILTERS:
        handler.addFilter(config.configure_filter(logging_config["filters"][name]))
    return handler


@pytest.fixture
def json_log(tmp_path):
    stream = (tmp_path / "log.jsonl").open("w+")
    handler = json_handler(stream)
    logger = logging.getLogger("tests.structured")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)

    def lines() -> list[dict]:
        stream.flush()
        stream.seek(0)
        return [json.loads(line) for line in stream.read().splitlines()]

    yield logger, lines
    logger.removeHandler(handler)
    stream.close()


def test_a_record_is_one_json_line_with_the_request_id(json_log):
    logger, lines = json_log
    with request_id_bound("req-7"):
        logger.warning("verified %d answers", 3)
    [line] = lines()
    assert line["event"] == "verified 3 answers"
    assert line["request_id"] == "req-7"
    assert line["level"] == "warning" and line["logger"] == "tests.structured"
    assert "time" in line


def test_an_exception_is_inside_the_json_line(json_log):
    logger, lines = json_log
    try:
        raise ValueError("boom")
    except ValueError:
        logger.exception("failed")
    [line] = lines()
    assert "ValueError: boom" in line["exception"]


@pytest.mark.parametrize(
    "message",
    [
        "token crv_AbCdEfGhIjKlMnOpQrStUv123 used",
        "header Bearer s3cr3t-value-here",
        "secret whsec_c2VjcmV0c2VjcmV0c2VjcmV0",
    ],
)
def test_credentials_are_redacted(json_log, message):
    logger, lines = json_log
    logger.info(message)
    logger.info("as an argument: %s", message)
    for line in lines():
        assert "[redacted]" in line["event"]
        for secret in ("AbCdEfGh", "s3cr3t", "c2VjcmV0"):
            assert secret not in line["event"]


def test_answer_content_passed_as_extra_is_redacted(json_log):
    logger, lines = json_log
    logger.info("ingested", extra={"text": "the confidential answer"})
    assert "confidential" not in json.dumps(lines())


def test_a_forged_line_break_stays_inside_its_line(json_log):
    logger, lines = json_log
    logger.info("label %s", 'GDPR\n{"level": "critical"}')
    assert len(lines()) == 1


@pytest.mark.parametrize(
    ("sent", "kept"),
    [
        ("abc-123.x:y_z", True),
        ("has space", False),
        ("line\nbreak", False),
        ("x" * 65, False),
        ("", False),
    ],
)
def test_a_clients_request_id_is_kept_only_if_it_is_a_token(sent, kept):
    accepted = request_id_accept(sent)
    assert (accepted == sent) is kept
    assert len(accepted) <= 64


def test_the_response_echoes_the_request_id(db):
    response = Client().get("/healthz", HTTP_X_REQUEST_ID="probe-1")
    assert response["X-Request-ID"] == "probe-1"
    generated = Client().get("/healthz")["X-Request-ID"]
    assert len(generated) == 32
