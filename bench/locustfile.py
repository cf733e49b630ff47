"""Locust reviewers: log in, browse the queue, open answers, claim and decide.

Run through bench/web_load.py, which starts the app and creates the users
(`bench-reviewer-N`, password in BENCH_PASSWORD).
"""

from __future__ import annotations

import itertools
import os
import random
import re

from locust import HttpUser, between, task

ANSWER_LINK = re.compile(r'href="/answers/(\d+)/(?:\?[^"]*)?"')
STATIC_LINK = re.compile(r'(?:href|src)="(/static/[^"]+)"')
PASSWORD = os.environ.get("BENCH_PASSWORD", "bench-password-for-load-tests")
USERS = int(os.environ.get("BENCH_USERS", "50"))
_numbers = itertools.count()
# A decision that lost a race (409) or was refused by a rule (422) is the app
# working as designed, not an error.
DECIDED = {200, 302, 409, 422}


class Reviewer(HttpUser):
    wait_time = between(1, 3)

    def on_start(self) -> None:
        self.username = f"bench-reviewer-{next(_numbers) % USERS}"
        self.answer_ids: list[str] = []
        self.client.get("/accounts/login/", name="login page")
        self.client.post(
            "/accounts/login/",
            data={
                "username": self.username,
                "password": PASSWORD,
                "csrfmiddlewaretoken": self._csrf(),
            },
            name="login",
        )

    def _csrf(self) -> str:
        return self.client.cookies.get("csrftoken", "")

    @task(3)
    def browse_queue(self) -> None:
        page = random.choice(["/", "/?tab=flagged", "/?tab=all"])
        response = self.client.get(page, name="queue /")
        ids = ANSWER_LINK.findall(response.text)
        if ids:
            self.answer_ids = ids
        # What a browser fetches with the page (WhiteNoise serves it).
        for asset in sorted(set(STATIC_LINK.findall(response.text))):
            self.client.get(asset, name="static /static/[file]")

    @task(3)
    def open_answer(self) -> None:
        if self.answer_ids:
            answer_id = random.choice(self.answer_ids)
            self.client.get(f"/answers/{answer_id}/", name="answer /answers/[id]/")

    @task(1)
    def decide(self) -> None:
        if not self.answer_ids:
            return
        answer_id = self.answer_ids.pop(random.randrange(len(self.answer_ids)))
        headers = {"X-CSRFToken": self._csrf(), "HX-Request": "true"}
        with self.client.post(
            f"/answers/{answer_id}/claim/",
            headers=headers,
            name="claim POST",
            catch_response=True,
        ) as response:
            if response.status_code in DECIDED:
                response.success()
        with self.client.post(
            f"/answers/{answer_id}/decide/",
            data={
                "action": "approve",
                "expected_state": "unreviewed",
                "reason_category": "acceptable_risk",
            },
            headers=headers,
            name="decide POST",
            catch_response=True,
            allow_redirects=False,
        ) as response:
            if response.status_code in DECIDED:
                response.success()
