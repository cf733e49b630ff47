"""The sync `Client` and the async `AsyncClient`: one behaviour, two transports.

Retrying a POST is safe because the server is idempotent on (source, external_id):
an answer it already stored comes back with `created: false`, never twice.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from datetime import datetime
from typing import Any, cast

import httpx

from .errors import ReportTimeout, error_for, retry_after_seconds
from .types import Accepted, Answer, AnswerIn, AnswerPage, AnswerSummary

# The server refuses a batch of more than 500 answers (API_MAX_BATCH).
MAX_BATCH = 500
RETRY_STATUSES = frozenset({429, 503})
API_PREFIX = "/api/v1"


class _Settings:
    """What both clients share: where, who, and how patiently."""

    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        max_retries: int,
        backoff: float,
        max_backoff: float,
    ) -> None:
        self.base_url = base_url.rstrip("/") + API_PREFIX
        self.headers = {
            "Authorization": f"Bearer {token}",
            "Accept": "application/json",
            "User-Agent": "citation-review-client/1.0",
        }
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff

    def delay(self, response: httpx.Response, attempt: int) -> float | None:
        """Seconds to wait before retry `attempt` (1-based), or None to give up."""
        if response.status_code not in RETRY_STATUSES or attempt > self.max_retries:
            return None
        advised = retry_after_seconds(response)
        if advised is not None:
            # The server knows when its window reopens; waiting less only burns a try.
            return min(advised, self.max_backoff)
        exponential: float = self.backoff * 2 ** (attempt - 1)
        return min(self.max_backoff, exponential) * (0.5 + random.random() / 2)  # noqa: S311


def _checked(response: httpx.Response) -> Any:
    if response.is_error:
        raise error_for(response)
    return response.json()


def _batches(answers: Iterable[AnswerIn], size: int) -> Iterator[list[AnswerIn]]:
    if not 1 <= size <= MAX_BATCH:
        raise ValueError(f"batch_size must be between 1 and {MAX_BATCH}")
    batch: list[AnswerIn] = []
    for answer in answers:
        batch.append(answer)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def _list_params(
    state: str | None, since: datetime | None, limit: int, cursor: str | None
) -> dict[str, str | int]:
    params: dict[str, str | int] = {"limit": limit}
    if state:
        params["state"] = state
    if since:
        params["since"] = since.isoformat()
    if cursor:
        params["cursor"] = cursor
    return params


def _done(answer: Answer) -> bool:
    return answer["verification_state"] != "pending"


class Client:
    """The ingestion API over a blocking `httpx.Client`. Use it as a context manager."""

    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        timeout: float = 30.0,
        max_retries: int = 5,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self._settings = _Settings(
            base_url,
            token,
            max_retries=max_retries,
            backoff=backoff,
            max_backoff=max_backoff,
        )
        self._http = httpx.Client(
            base_url=self._settings.base_url,
            headers=self._settings.headers,
            timeout=timeout,
            transport=transport,
        )

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        attempt = 0
        while True:
            attempt += 1
            response = self._http.request(method, path, **kwargs)
            delay = self._settings.delay(response, attempt)
            if delay is None:
                return _checked(response)
            time.sleep(delay)

    def post_answer(self, answer: AnswerIn, *, wait: float = 0) -> Accepted:
        """Post one answer; with `wait` (seconds, at most 10) its report comes too."""
        return cast(
            Accepted,
            self._request("POST", "/answers", json=answer, params={"wait": wait}),
        )

    def post_answers(
        self,
        answers: Iterable[AnswerIn],
        *,
        wait: float = 0,
        batch_size: int = MAX_BATCH,
    ) -> list[Accepted]:
        """Post answers in batches of at most `batch_size`; return them in order."""
        accepted: list[Accepted] = []
        for batch in _batches(answers, batch_size):
            body = self._request(
                "POST", "/answers", json={"answers": batch}, params={"wait": wait}
            )
            accepted.extend(body["answers"])
        return accepted

    def get_answer(self, answer_id: int) -> Answer:
        """An answer, its evidence, its states and its current report."""
        return cast(Answer, self._request("GET", f"/answers/{int(answer_id)}"))

    def wait_for_report(
        self, answer_id: int, *, timeout: float = 60.0, interval: float = 0.5
    ) -> Answer:
        """Poll until the answer is verified (or failed); raise ReportTimeout if not."""
        deadline = time.monotonic() + timeout
        while True:
            answer = self.get_answer(answer_id)
            if _done(answer):
                return answer
            if time.monotonic() >= deadline:
                raise ReportTimeout(
                    f"answer {answer_id} still pending after {timeout}s"
                )
            time.sleep(interval)

    def list_pages(
        self,
        *,
        state: str | None = None,
        since: datetime | None = None,
        limit: int = 100,
    ) -> Iterator[AnswerPage]:
        """Your source's answers in the order received, one page at a time."""
        cursor: str | None = None
        while True:
            page = cast(
                AnswerPage,
                self._request(
                    "GET", "/answers", params=_list_params(state, since, limit, cursor)
                ),
            )
            yield page
            cursor = page["next_cursor"]
            if not cursor:
                return

    def list_answers(self, **filters: Any) -> Iterator[AnswerSummary]:
        """Every answer `list_pages` would return, one at a time."""
        for page in self.list_pages(**filters):
            yield from page["results"]


class AsyncClient:
    """The same API over `httpx.AsyncClient`. Use it as an async context manager."""

    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        timeout: float = 30.0,
        max_retries: int = 5,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._settings = _Settings(
            base_url,
            token,
            max_retries=max_retries,
            backoff=backoff,
            max_backoff=max_backoff,
        )
        self._http = httpx.AsyncClient(
            base_url=self._settings.base_url,
            headers=self._settings.headers,
            timeout=timeout,
            transport=transport,
        )

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        attempt = 0
        while True:
            attempt += 1
            response = await self._http.request(method, path, **kwargs)
            delay = self._settings.delay(response, attempt)
            if delay is None:
                return _checked(response)
            await asyncio.sleep(delay)

    async def post_answer(self, answer: AnswerIn, *, wait: float = 0) -> Accepted:
        """Post one answer; with `wait` (seconds, at most 10) its report comes too."""
        return cast(
            Accepted,
            await self._request("POST", "/answers", json=answer, params={"wait": wait}),
        )

    async def post_answers(
        self,
        answers: Iterable[AnswerIn],
        *,
        wait: float = 0,
        batch_size: int = MAX_BATCH,
    ) -> list[Accepted]:
        """Post answers in batches of at most `batch_size`; return them in order."""
        accepted: list[Accepted] = []
        for batch in _batches(answers, batch_size):
            body = await self._request(
                "POST", "/answers", json={"answers": batch}, params={"wait": wait}
            )
            accepted.extend(body["answers"])
        return accepted

    async def get_answer(self, answer_id: int) -> Answer:
        """An answer, its evidence, its states and its current report."""
        return cast(Answer, await self._request("GET", f"/answers/{int(answer_id)}"))

    async def wait_for_report(
        self, answer_id: int, *, timeout: float = 60.0, interval: float = 0.5
    ) -> Answer:
        """Poll until the answer is verified (or failed); raise ReportTimeout if not."""
        deadline = time.monotonic() + timeout
        while True:
            answer = await self.get_answer(answer_id)
            if _done(answer):
                return answer
            if time.monotonic() >= deadline:
                raise ReportTimeout(
                    f"answer {answer_id} still pending after {timeout}s"
                )
            await asyncio.sleep(interval)

    async def list_pages(
        self,
        *,
        state: str | None = None,
        since: datetime | None = None,
        limit: int = 100,
    ) -> AsyncIterator[AnswerPage]:
        """Your source's answers in the order received, one page at a time."""
        cursor: str | None = None
        while True:
            page = cast(
                AnswerPage,
                await self._request(
                    "GET", "/answers", params=_list_params(state, since, limit, cursor)
                ),
            )
            yield page
            cursor = page["next_cursor"]
            if not cursor:
                return

    async def list_answers(self, **filters: Any) -> AsyncIterator[AnswerSummary]:
        """Every answer `list_pages` would return, one at a time."""
        async for page in self.list_pages(**filters):
            for summary in page["results"]:
                yield summary


__all__: Sequence[str] = ["AsyncClient", "Client", "MAX_BATCH"]
