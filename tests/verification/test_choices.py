"""The database's choices are the verifier core's enums, value for value.

A diagnosis added to the core but not to the model would be stored and then shown as
an empty label; one removed from the core would leave rows nothing can explain.
"""

from __future__ import annotations

import pytest

from verification import core, models


@pytest.mark.parametrize(
    ("core_enum", "django_choices"),
    [
        (core.CitationStatus, models.CitationStatus),
        (core.Diagnosis, models.Diagnosis),
    ],
)
def test_django_choices_match_the_core_enum(core_enum, django_choices):
    """Every core value has a Django choice with a label, and nothing else does."""
    assert {member.value for member in core_enum} == set(django_choices.values)
    assert all(label.strip() for label in django_choices.labels)


def test_django_forms_match_the_core_enum():
    """Every way the core says a citation was written can be stored and shown."""
    assert {form.value for form in core.CitationForm} == set(models.CitationForm.values)


@pytest.mark.parametrize("diagnosis", list(core.Diagnosis))
def test_every_diagnosis_has_words_for_the_reviewer(diagnosis):
    """The answer view never shows a blank reason for an unsupported citation."""
    citation = core.Citation(
        raw="[GDPR, Article 17(1)(z)]",
        law_label="GDPR",
        article_no=17,
        pinpoint="(1)(z)",
        status=core.CitationStatus.UNSUPPORTED,
        diagnosis=diagnosis,
        suggested_label="DSGVO",
        chunk_id=None,
        citation_key=None,
        start=0,
        end=24,
        article="17",
        detail="paragraphs 1-3",
    )
    words = core.explain(citation)
    assert words and diagnosis.value not in words
