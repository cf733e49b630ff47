"""A deployment's own law files extend the verifier's catalogue in the pipeline."""

from __future__ import annotations

import json

import pytest

from foundations.actors import Actor
from tests.factories import make_answer
from verification.services.catalogue import lookup_version
from verification.services.reports import answers_verify

pytestmark = pytest.mark.django_db
SYSTEM = Actor.system("tests")

RULEBOOK_TEXT = (
    "Processing is lawful when the data subject has consented to it "
    "[EU Privacy Rulebook, Article 6]."
)


@pytest.fixture
def law_files(tmp_path, settings):
    """A folder with two law files, named by VERIFIER_CATALOGUE_DIRS."""
    laws = {
        "rulebook.json": {
            "label": "GDPR",
            "aliases": ["EU Privacy Rulebook"],
            "articles": {"first": 1, "last": 99},
        },
        "tenancy.json": {
            "label": "Tenancy Code",
            "articles": {"first": 1, "last": 50},
        },
    }
    for name, law in laws.items():
        (tmp_path / name).write_text(json.dumps(law), encoding="utf-8")
    settings.VERIFIER_CATALOGUE_DIRS = [str(tmp_path)]
    return tmp_path


def test_an_alias_in_a_deployment_file_resolves_the_citation(law_files):
    answer = make_answer(text=RULEBOOK_TEXT)
    assert answer.verification_state == "passed"


def test_a_deployment_law_bounds_its_articles(law_files):
    """Article 70 of a law whose file says 1-50 does not exist."""
    answer = make_answer(text="A deposit is capped by Article 70 of the Tenancy Code.")
    [check] = answer.current_report.citations.all()
    assert (check.status, check.diagnosis) == ("unsupported", "nonexistent_article")


def test_configuring_law_files_makes_earlier_reports_stale(settings, tmp_path):
    """The files are part of the report's alias version: an answer verified before
    they were configured is verified again, and its earlier report is kept."""
    answer = make_answer(text=RULEBOOK_TEXT)
    first = answer.current_report
    assert answer.verification_state == "flagged"
    (tmp_path / "rulebook.json").write_text(
        json.dumps({"label": "GDPR", "aliases": ["EU Privacy Rulebook"]}),
        encoding="utf-8",
    )
    settings.VERIFIER_CATALOGUE_DIRS = [str(tmp_path)]
    answers_verify(answer_ids=[answer.pk], actor=SYSTEM)
    answer.refresh_from_db()
    assert answer.verification_state == "passed"
    assert answer.current_report.alias_version == lookup_version({})
    assert "+" in answer.current_report.alias_version
    assert answer.reports.count() == 2 and first in answer.reports.all()
