"""A real OpenID Connect provider on loopback for the SSO tests.

django-oauth-toolkit with OIDC on, as its own Django project
(`tests/support/oidc_provider/`) in a subprocess: its own SQLite database, secret
key and freshly generated RSA signing key in a temporary folder, served by
`runserver` on 127.0.0.1 and a free port. The app under test talks to it exactly as
it would to a company's identity provider: the browser is redirected there, and the
app's server fetches tokens, keys and userinfo from it over HTTP.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import tempfile
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.support.worker import ROOT, free_port, wait_until

SETTINGS = "tests.support.oidc_provider.settings"
CLIENT_ID = "citation-review"


@dataclass
class OidcProvider:
    url: str  # the issuer: http://127.0.0.1:PORT/o
    client_id: str
    client_secret: str
    env: dict[str, str]

    def manage(self, *args: str) -> None:
        subprocess.run(
            [sys.executable, "-m", "django", *args],
            env=self.env,
            cwd=ROOT,
            check=True,
            capture_output=True,
        )

    def set_client(self, redirect_uri: str) -> None:
        self.manage(
            "provider_setup", "client", self.client_id, self.client_secret, redirect_uri
        )

    def set_user(self, username: str, password: str, *groups: str) -> None:
        """Create or update a provider user whose `groups` claim is exactly `groups`."""
        self.manage("provider_setup", "user", username, password, *groups)

    def app_settings(self) -> dict[str, str]:
        """The OIDC settings the app under test needs to use this provider."""
        return {
            "OIDC_RP_CLIENT_ID": self.client_id,
            "OIDC_RP_CLIENT_SECRET": self.client_secret,
            "OIDC_OP_AUTHORIZATION_ENDPOINT": f"{self.url}/authorize/",
            "OIDC_OP_TOKEN_ENDPOINT": f"{self.url}/token/",
            "OIDC_OP_USER_ENDPOINT": f"{self.url}/userinfo/",
            "OIDC_OP_JWKS_ENDPOINT": f"{self.url}/.well-known/jwks.json",
        }


def start_provider():
    """Yield a running provider; stop it and delete its folder afterwards."""
    with tempfile.TemporaryDirectory(prefix="oidc-provider-") as folder:
        data = Path(folder)
        key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        (data / "rsa.pem").write_bytes(
            key.private_bytes(
                serialization.Encoding.PEM,
                serialization.PrivateFormat.PKCS8,
                serialization.NoEncryption(),
            )
        )
        (data / "secret_key").write_text(secrets.token_urlsafe(50))
        env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": SETTINGS,
            "OIDC_PROVIDER_DIR": str(data),
            "PYTHONPATH": str(ROOT),
        }
        port = free_port()
        provider = OidcProvider(
            url=f"http://127.0.0.1:{port}/o",
            client_id=CLIENT_ID,
            client_secret=secrets.token_urlsafe(32),
            env=env,
        )
        provider.manage("migrate", "--noinput")
        log = (data / "server.log").open("wb")
        process = subprocess.Popen(
            [sys.executable, "-m", "django", "runserver", "--noreload"]
            + ["--skip-checks", f"127.0.0.1:{port}"],
            env=env,
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            if not wait_until(
                lambda: _answers(f"{provider.url}/.well-known/openid-configuration"),
                timeout=30,
            ):
                raise RuntimeError(
                    "OIDC provider did not start:\n"
                    + (data / "server.log").read_text(errors="replace")
                )
            yield provider
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            log.close()


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:  # noqa: S310
            return response.status == 200
    except OSError:
        return False
