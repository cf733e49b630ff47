"""QA fixtures: users per role, a label-variant answer, and logged-in clients."""

from __future__ import annotations

import pytest
from django.test import Client

from tests.factories import make_label_variant_answer, make_user


def client_for(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def qa_user(db):
    return make_user("qa")


@pytest.fixture
def qa_client(qa_user) -> Client:
    return client_for(qa_user)


@pytest.fixture
def labor_answer(db):
    """A flagged answer citing "Saudi Labour Law"; Article 30 is in evidence as
    Labour Law."""
    return make_label_variant_answer()
