"""A real webhook receiver for tests: http.server on 127.0.0.1 in a thread.

It checks every request's signature with the `standardwebhooks` package, as a
source's own receiver would, and answers with the status codes it is told to
(then 200), so a test can make it fail and then recover.
"""

from __future__ import annotations

import http.server
import json
import threading
from dataclasses import dataclass, field
from typing import Any

from standardwebhooks.webhooks import Webhook, WebhookVerificationError


@dataclass
class Received:
    headers: dict[str, str]
    body: str
    # The secrets (by position in Receiver.secrets) whose signature checked out.
    verified_with: list[int]
    status: int

    @property
    def payload(self) -> dict[str, Any]:
        return json.loads(self.body)


@dataclass
class Receiver:
    secrets: list[str] = field(default_factory=list)
    statuses: list[int] = field(default_factory=list)
    received: list[Received] = field(default_factory=list)
    server: http.server.ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.server_port}/hooks"

    def start(self) -> None:
        receiver = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                body = self.rfile.read(length).decode("utf-8")
                headers = {k.lower(): v for k, v in self.headers.items()}
                verified = []
                for index, secret in enumerate(receiver.secrets):
                    try:
                        Webhook(secret).verify(body, headers)
                        verified.append(index)
                    except WebhookVerificationError:
                        pass
                status = receiver.statuses.pop(0) if receiver.statuses else 200
                if not verified:
                    status = 401  # what a real receiver answers to a bad signature
                receiver.received.append(Received(headers, body, verified, status))
                self.send_response(status)
                self.send_header("content-type", "text/plain")
                self.end_headers()
                self.wfile.write(b"ok" if status < 300 else b"try again later")

            def log_message(self, *args: Any) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()

    def events(self) -> list[str]:
        return [r.payload["type"] for r in self.received]
