"""QA fixtures: users per role, a label-variant answer, and logged-in clients."""

from __future__ import annotations

import pytest
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.test import Client

from tests.factories import make_label_variant_answer, make_user

MINIMAL_BASE = (
    "<!doctype html><html lang='en'><head><title>{% block title %}{% endblock %}"
    "</title>{% block extra_head %}{% endblock %}</head><body>"
    "{% block content %}{% endblock %}</body></html>"
)


@pytest.fixture(autouse=True)
def _base_template(settings, tmp_path_factory):
    """Stand in a minimal base.html while the desk's own is not in the tree yet."""
    try:
        get_template("base.html")
        return
    except TemplateDoesNotExist:
        pass
    directory = tmp_path_factory.mktemp("templates")
    (directory / "base.html").write_text(MINIMAL_BASE)
    engine = dict(settings.TEMPLATES[0])
    engine["DIRS"] = [*engine["DIRS"], directory]
    settings.TEMPLATES = [engine]


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
    """A flagged answer citing "Labor Law"; Article 30 is in evidence as Labour Law."""
    return make_label_variant_answer()
