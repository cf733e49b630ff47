"""The database's choices are the verifier core's enums, value for value.

A diagnosis added to the core but not to the model would be stored and then shown as
an empty label; one removed from the core would leave rows nothing can explain.
"""

from __future__ import annotations

import pytest

from reviewer.rendering import diagnosis_words
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


@pytest.mark.parametrize("diagnosis", list(models.Diagnosis.values))
def test_every_diagnosis_has_words_for_the_reviewer(diagnosis):
    """The answer view never shows a blank reason for an unsupported citation."""
    words = diagnosis_words(
        diagnosis, law_label="GDPR", article_no=17, suggested_label="DSGVO"
    )
    assert words and diagnosis not in words
