"""Shared fixtures. Tests run on real PostgreSQL and Redis (reviewer.settings.test)."""

from __future__ import annotations

import pytest
from django.test import Client

from reviewer.audit.services import Actor
from verification.services.tokens import api_token_create


@pytest.fixture
def api_token(db):
    """A (token row, plaintext) pair for the source `assistant`."""
    return api_token_create(source_name="assistant", actor=Actor.system("tests"))


@pytest.fixture
def api_client(api_token) -> Client:
    """A test client that sends the source token on every request."""
    _, plaintext = api_token
    return Client(HTTP_AUTHORIZATION=f"Bearer {plaintext}")
