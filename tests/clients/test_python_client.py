"""The Python client (clients/python) against the real app on a live server."""

from __future__ import annotations

import asyncio
import concurrent.futures
import http.server
import json
import threading
import time

import httpx
import pytest
from citation_review_client import (
    MAX_BATCH,
    AsyncClient,
    Client,
    Conflict,
    NotFound,
    RateLimited,
    Unauthorized,
    ValidationFailed,
)

from tests.factories import PASSED_TEXT, answer_payload

pytestmark = pytest.mark.django_db(transaction=True)


class CountingTransport(httpx.HTTPTransport):
    """The real HTTP transport, counting the requests it sends."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[httpx.Request] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return super().handle_request(request)


def evidence_payload(**overrides):
    # The client's own spelling: `article` as an id (verifier 3), not article_no.
    body = answer_payload(**overrides)
    for chunk in body["evidence"]:
        chunk["article"] = str(chunk.pop("article_no"))
    return body


class TestPostingAndReading:
    def test_a_posted_answer_is_verified_and_its_report_read_back(
        self, live_app, source_token
    ):
        """wait_for_report returns the answer with its verifier-3 report."""
        with Client(live_app, source_token) as client:
            accepted = client.post_answer(evidence_payload())
            assert accepted["created"] is True
            answer = client.wait_for_report(accepted["id"], timeout=10)
        assert answer["verification_state"] == "flagged"
        report = answer["report"]
        assert report is not None and report["passed"] is False
        cited = {c["article"]: c for c in report["citations"]}
        assert cited["15"]["status"] == "unsupported"
        assert {"form", "pinpoint_checked", "quote", "support", "explanation"} <= set(
            cited["6"]
        )
        assert answer["evidence"][0]["article"] == "6"

    def test_posting_with_wait_returns_the_report_at_once(self, live_app, source_token):
        with Client(live_app, source_token) as client:
            accepted = client.post_answer(evidence_payload(text=PASSED_TEXT), wait=5)
        assert accepted["verification_state"] == "passed"
        assert accepted["report"]["passed"] is True

    def test_re_posting_the_same_answer_is_safe(self, live_app, source_token):
        """The server is idempotent on external id: the second post creates nothing."""
        body = evidence_payload()
        with Client(live_app, source_token) as client:
            first = client.post_answer(body)
            again = client.post_answer(body)
        assert again["id"] == first["id"]
        assert (first["created"], again["created"]) == (True, False)

    def test_a_batch_is_sent_in_chunks_of_the_batch_size(self, live_app, source_token):
        transport = CountingTransport()
        bodies = [evidence_payload() for _ in range(7)]
        with Client(live_app, source_token, transport=transport) as client:
            accepted = client.post_answers(bodies, batch_size=3)
        assert [a["external_id"] for a in accepted] == [
            b["external_id"] for b in bodies
        ]
        assert len(transport.requests) == 3

    def test_more_answers_than_the_server_limit_are_split_to_fit_it(
        self, live_app, source_token
    ):
        """501 answers go as 500 + 1: the server refuses a batch of more than 500."""
        transport = CountingTransport()
        bodies = [
            {
                "external_id": f"bulk-{i}",
                "question": "q",
                "text": "No citation here.",
                "evidence": [],
            }
            for i in range(MAX_BATCH + 1)
        ]
        with Client(live_app, source_token, transport=transport) as client:
            accepted = client.post_answers(bodies)
        assert len(accepted) == MAX_BATCH + 1
        assert len(transport.requests) == 2

    def test_listing_follows_the_cursor_page_by_page(self, live_app, source_token):
        with Client(live_app, source_token) as client:
            ids = [
                a["id"]
                for a in client.post_answers([evidence_payload() for _ in range(5)])
            ]
            pages = list(client.list_pages(limit=2))
            listed = [s["id"] for s in client.list_answers(limit=2)]
        assert [len(p["results"]) for p in pages] == [2, 2, 1]
        assert pages[-1]["next_cursor"] is None
        assert listed == ids

    def test_listing_filters_by_state(self, live_app, source_token):
        with Client(live_app, source_token) as client:
            passed = client.post_answer(evidence_payload(text=PASSED_TEXT))
            client.post_answer(evidence_payload())
            listed = [s["id"] for s in client.list_answers(state="passed")]
        assert listed == [passed["id"]]


class TestRefusals:
    def test_a_field_error_names_the_field(self, live_app, source_token):
        body = evidence_payload()
        del body["question"]
        body["evidence"][1]["article"] = "not an article!"
        with (
            Client(live_app, source_token) as client,
            pytest.raises(ValidationFailed) as refused,
        ):
            client.post_answer(body)
        assert refused.value.status == 422
        fields = {e["field"] for e in refused.value.errors}
        assert {"question", "evidence[1].article"} <= fields

    def test_a_batch_field_error_names_the_answer_by_index(
        self, live_app, source_token
    ):
        bodies = [evidence_payload(), evidence_payload(text=None)]
        with (
            Client(live_app, source_token) as client,
            pytest.raises(ValidationFailed) as refused,
        ):
            client.post_answers(bodies)
        assert [e["field"] for e in refused.value.errors] == ["answers[1].text"]

    def test_the_same_external_id_with_other_content_is_a_conflict(
        self, live_app, source_token
    ):
        body = evidence_payload()
        with Client(live_app, source_token) as client:
            client.post_answer(body)
            with pytest.raises(Conflict) as refused:
                client.post_answer({**body, "text": "Something else entirely."})
        assert refused.value.errors[0]["field"] == "external_id"

    def test_a_wrong_token_is_unauthorized(self, live_app, source_token):
        with Client(live_app, "crv_not-a-token") as client, pytest.raises(Unauthorized):
            client.get_answer(1)

    def test_another_sources_answer_is_not_found(self, live_app, source_token):
        from foundations.actors import Actor
        from verification.services.tokens import api_token_create

        _, other = api_token_create(source_name="other", actor=Actor.system("tests"))
        with Client(live_app, source_token) as client:
            mine = client.post_answer(evidence_payload())
        with Client(live_app, other) as client, pytest.raises(NotFound):
            client.get_answer(mine["id"])


class TestRetries:
    def test_a_rate_limited_request_is_retried_then_refused(
        self, live_app, source_token, settings
    ):
        """Past the limit the client retries (waiting at most max_backoff), then raises
        RateLimited carrying the server's Retry-After."""
        settings.API_RATE_LIMIT_PER_MINUTE = 1
        transport = CountingTransport()
        with Client(
            live_app, source_token, transport=transport, max_retries=2, max_backoff=0.2
        ) as client:
            client.list_pages(limit=1).__next__()
            started = time.monotonic()
            with pytest.raises(RateLimited) as refused:
                client.get_answer(1)
        assert len(transport.requests) == 1 + 3
        assert time.monotonic() - started >= 0.4
        assert 1 <= refused.value.retry_after <= 120  # the window slides
        assert "rate limit" in refused.value.message

    def test_retry_after_is_honoured_before_the_retry(self):
        """A server that says 429 then 503, each with Retry-After: 1, is retried after
        a second each time, and the third answer is the result."""
        answers = [(429, {"Retry-After": "1"}), (503, {"Retry-After": "1"})]
        seen: list[float] = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                seen.append(time.monotonic())
                status, headers = answers.pop(0) if answers else (200, {})
                body = json.dumps({"id": 1} if status == 200 else {"detail": "later"})
                self.send_response(status)
                for name, value in {
                    **headers,
                    "Content-Type": "application/json",
                }.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(body.encode())

            def log_message(self, *args):
                pass

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            url = f"http://127.0.0.1:{server.server_port}"
            with Client(url, "crv_x", backoff=0.01) as client:
                assert client.get_answer(1) == {"id": 1}
        finally:
            server.shutdown()
        gaps = [later - earlier for earlier, later in zip(seen, seen[1:], strict=False)]
        assert len(seen) == 3 and all(gap >= 0.95 for gap in gaps)


class TestAsyncClient:
    def test_the_async_client_posts_waits_lists_and_refuses(
        self, live_app, source_token
    ):
        async def scenario():
            async with AsyncClient(live_app, source_token) as client:
                accepted = await client.post_answers(
                    [evidence_payload() for _ in range(3)], batch_size=2
                )
                answer = await client.wait_for_report(accepted[0]["id"], timeout=10)
                listed = [s["id"] async for s in client.list_answers(limit=2)]
                try:
                    await client.get_answer(10**9)
                except NotFound as missing:
                    return accepted, answer, listed, missing
            raise AssertionError("expected NotFound")

        # In a thread of its own: another suite's event loop (Playwright's sync API)
        # may be running in this one.
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            accepted, answer, listed, missing = pool.submit(
                asyncio.run, scenario()
            ).result()
        assert listed == [a["id"] for a in accepted]
        assert answer["verification_state"] == "flagged"
        assert missing.status == 404


def test_the_client_builds_as_its_own_typed_distribution(tmp_path):
    """clients/python builds a wheel that ships py.typed and needs only httpx."""
    import subprocess
    import sys
    import zipfile
    from pathlib import Path

    project = Path(__file__).resolve().parents[2] / "clients" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps"]
        + ["--wheel-dir", str(tmp_path), str(project)],
        check=True,
        timeout=300,
    )
    [wheel] = tmp_path.glob("citation_review_client-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "citation_review_client/py.typed" in names
    metadata = next(n for n in names if n.endswith("METADATA"))
    requires = [
        line
        for line in zipfile.ZipFile(wheel).read(metadata).decode().splitlines()
        if line.startswith("Requires-Dist")
    ]
    assert requires == ["Requires-Dist: httpx>=0.27"]
