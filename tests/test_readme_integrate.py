"""The README's "Integrate" examples run as written, against the real app.

Each example is taken from README.md by its `<!-- example: NAME -->` marker, so an
example that stops working fails here rather than in a user's hands.
"""

from __future__ import annotations

import http.server
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.clients.conftest import live_app, source_token  # noqa: F401
from tests.factories import answer_payload

README = Path(__file__).resolve().parents[1] / "README.md"
EXAMPLE = re.compile(
    r"<!-- example: (?P<name>[\w-]+) -->\n```(?P<lang>\w+)\n(?P<code>.*?)```", re.S
)


def example(name: str) -> str:
    examples = {m["name"]: m["code"] for m in EXAMPLE.finditer(README.read_text())}
    assert name in examples, f"README has no example {name!r}"
    return examples[name]


def test_the_readme_has_the_four_examples_of_at_most_a_dozen_lines():
    names = [m["name"] for m in EXAMPLE.finditer(README.read_text())]
    assert names == [
        "verify-in-process",
        "post-through-the-client",
        "receive-a-webhook",
        "scrape-metrics",
    ]
    assert all(len(example(n).strip().splitlines()) <= 14 for n in names)


def test_verify_in_process_runs_without_django():
    """In a fresh interpreter that refuses to import Django, as an assistant would."""
    guard = (
        "import sys\n"
        "class NoDjango:\n"
        "    def find_spec(self, name, *args):\n"
        "        if name.split('.')[0] in ('django', 'celery', 'config'):\n"
        "            raise ImportError(name)\n"
        "sys.meta_path.insert(0, NoDjango())\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", guard + example("verify-in-process")],
        capture_output=True,
        text=True,
        cwd=README.parent,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "False 1"
    assert lines[1].startswith("[GDPR, Article 6] verified")
    assert lines[2].startswith("[GDPR, Article 84] unsupported Article 84")


@pytest.mark.django_db(transaction=True)
def test_post_through_the_client(live_app, source_token, monkeypatch, capsys):  # noqa: F811
    monkeypatch.setenv("CITATION_REVIEW_URL", live_app)
    monkeypatch.setenv("CITATION_REVIEW_TOKEN", source_token)
    exec(example("post-through-the-client"), {})  # noqa: S102
    assert capsys.readouterr().out.split() == ["passed", "verified"]


def test_receive_a_webhook(
    db, monkeypatch, capsys, eager_celery, django_capture_on_commit_callbacks
):
    """The README's handler, behind a real HTTP server, gets a signed rejection."""
    from foundations.actors import Actor
    from reviewer.services import decision_record
    from tests.factories import make_answer, make_source, make_user
    from verification.webhooks.models import WebhookDelivery
    from verification.webhooks.services import webhook_endpoint_create

    namespace: dict = {}

    class View(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["content-length"]))
            status = namespace["handle"](body, dict(self.headers.items()))
            self.send_response(status)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), View)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        _, secret = webhook_endpoint_create(
            source=make_source(),
            url=f"http://127.0.0.1:{server.server_port}/hooks",
            event_types=["answer.rejected"],
            actor=Actor.system("tests"),
        )
        monkeypatch.setenv("CITATION_REVIEW_WEBHOOK_SECRET", secret)
        exec(example("receive-a-webhook"), namespace)  # noqa: S102
        answer = make_answer()
        with django_capture_on_commit_callbacks(execute=True):
            decision_record(
                answer_id=answer.pk,
                user=make_user("reviewer"),
                action="escalate",
                reason="check",
                reason_category="needs_judgement",
                expected_review_state="unreviewed",
            )
        with django_capture_on_commit_callbacks(execute=True):
            decision_record(
                answer_id=answer.pk,
                user=make_user("senior_reviewer"),
                action="reject",
                reason="wrong law",
                expected_review_state="escalated",
            )
    finally:
        server.shutdown()
    assert capsys.readouterr().out == f"withdraw {answer.external_id} wrong law\n"
    delivery = WebhookDelivery.objects.get()
    assert delivery.last_status_code == 200
    forged = {
        "webhook-id": "msg_x",
        "webhook-timestamp": "1",
        "webhook-signature": "v1,x",
    }
    assert namespace["handle"](b"{}", forged) == 401


@pytest.mark.django_db(transaction=True)
def test_scrape_metrics(live_app, source_token, settings):  # noqa: F811
    from citation_review_client import Client

    settings.METRICS_TOKEN = "readme-metrics-token"  # noqa: S105
    with Client(live_app, source_token) as client:
        client.post_answer(answer_payload())
    result = subprocess.run(
        ["bash", "-c", "set -o pipefail\n" + example("scrape-metrics")],
        env={
            **os.environ,
            "METRICS_TOKEN": "readme-metrics-token",
            "CITATION_REVIEW_URL": live_app,
        },
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        'citation_review_answers_ingested_total{source="assistant"} 1.0',
        "citation_review_verification_queue_depth 0.0",
    ]
