"""The law catalogue: names, article ranges, and a deployment's own files."""

from __future__ import annotations

import json

import pytest

from verification.core import (
    CitationStatus,
    Diagnosis,
    default_catalogue,
    explain,
    load_catalogue,
    verify,
)
from verification.core import EvidenceChunk as Chunk

EVIDENCE = [Chunk("g17", "GDPR", 17, "1. Erasure."), Chunk("a6", "EU AI Act", 6, "x")]


@pytest.mark.parametrize(
    "name",
    [
        "GDPR",
        "DSGVO",
        "RGPD",
        "AVG",
        "RODO",
        "Regulation (EU) 2016/679",
        "General Data Protection Regulation",
        "Datenschutz-Grundverordnung",
    ],
)
def test_every_name_of_the_gdpr_matches_its_evidence(name):
    """A citation of the GDPR under any of its names verifies against "GDPR"."""
    (citation,) = verify(f"[{name}, Article 17]", EVIDENCE).citations
    assert citation.status is CitationStatus.VERIFIED


@pytest.mark.parametrize(
    "name", ["EU AI Act", "AI Act", "Regulation (EU) 2024/1689", "KI-Verordnung"]
)
def test_every_name_of_the_ai_act_matches_its_evidence(name):
    """A citation of the EU AI Act under any of its names verifies."""
    (citation,) = verify(f"[{name}, Article 6]", EVIDENCE).citations
    assert citation.status is CitationStatus.VERIFIED


def test_uk_gdpr_is_another_law():
    """The UK GDPR is not the GDPR: its article is a label mismatch."""
    (citation,) = verify("[UK GDPR, Article 17]", EVIDENCE).citations
    assert (citation.diagnosis, citation.suggested_label) == (
        Diagnosis.LABEL_MISMATCH,
        "GDPR",
    )


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("An offence under section 170 of the Data Protection Act 2018.", "DPA 2018"),
        ("An offence under s. 170 DPA 2018.", "Data Protection Act 2018"),
    ],
)
def test_the_data_protection_act_2018_by_name_or_initials_is_one_law(text, label):
    """A correct citation of the Act by its other name was a label mismatch."""
    evidence = [Chunk("dpa170", label, 170, "(1) It is an offence for a person.")]
    (citation,) = verify(text, evidence).citations
    assert citation.status is CitationStatus.VERIFIED


# (citation, diagnosis): nonexistent is checked before article_not_in_evidence.
RANGES = [
    ("See GDPR Art. 200 for fines.", Diagnosis.NONEXISTENT_ARTICLE),
    ("[GDPR, Article 100]", Diagnosis.NONEXISTENT_ARTICLE),
    ("[GDPR, Article 99]", Diagnosis.ARTICLE_NOT_IN_EVIDENCE),
    ("[GDPR, Article 5a]", Diagnosis.NONEXISTENT_ARTICLE),
    ("Article 0 of the GDPR applies.", Diagnosis.NONEXISTENT_ARTICLE),
    ("[EU AI Act, Article 114]", Diagnosis.NONEXISTENT_ARTICLE),
    ("[AI Act, Article 113]", Diagnosis.ARTICLE_NOT_IN_EVIDENCE),
    ("Nach § 27 KSchG gilt das.", Diagnosis.NONEXISTENT_ARTICLE),
    ("Nach § 25a KSchG gilt das.", Diagnosis.LAW_NOT_IN_EVIDENCE),
    ("Nach § 2386 BGB gilt das.", Diagnosis.NONEXISTENT_ARTICLE),
    ("Nach § 312k BGB gilt das.", Diagnosis.LAW_NOT_IN_EVIDENCE),
    ("Art. 147 GG gilt.", Diagnosis.NONEXISTENT_ARTICLE),
    (
        "See section 246 of the Employment Rights Act 1996.",
        Diagnosis.NONEXISTENT_ARTICLE,
    ),
    ("See section 98A ERA 1996.", Diagnosis.LAW_NOT_IN_EVIDENCE),
    ("[Made Up Act, Article 5000]", Diagnosis.LAW_NOT_IN_EVIDENCE),
]


@pytest.mark.parametrize(("text", "diagnosis"), RANGES)
def test_article_outside_the_known_range_does_not_exist(text, diagnosis):
    """An article outside the catalogue's range is nonexistent; inside, it is not."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.diagnosis is diagnosis


def test_nonexistent_article_is_explained_with_the_range():
    """The explanation states the law's range and the missing article."""
    (citation,) = verify("See GDPR Art. 200 for fines.", EVIDENCE).citations
    assert (
        explain(citation) == "The GDPR has articles 1 to 99; there is no Article 200."
    )


def test_built_in_ranges_come_from_the_corpus():
    """The GDPR has articles 1-99 and the EU AI Act 1-113."""
    catalogue = default_catalogue()
    gdpr = catalogue.find("gdpr")
    ai_act = catalogue.find("euaiact")
    assert gdpr is not None and (gdpr.first, gdpr.last) == (1, 99)
    assert ai_act is not None and (ai_act.first, ai_act.last) == (1, 113)


def test_deployment_adds_its_own_law(tmp_path):
    """A deployment's directory of law files extends the catalogue."""
    (tmp_path / "labour.json").write_text(
        json.dumps(
            {
                "label": "Labour Law",
                "aliases": ["نظام العمل", "Saudi Labour Law"],
                "articles": {"first": 1, "last": 245},
            }
        ),
        encoding="utf-8",
    )
    catalogue = load_catalogue(tmp_path)
    evidence = [Chunk("l30", "نظام العمل", 30, "x")]
    (verified,) = verify(
        "[Saudi Labour Law, Article 30]", evidence, catalogue=catalogue
    ).citations
    (missing,) = verify(
        "[Labour Law, Article 300]", evidence, catalogue=catalogue
    ).citations
    assert verified.status is CitationStatus.VERIFIED
    assert missing.diagnosis is Diagnosis.NONEXISTENT_ARTICLE


def test_alias_rows_apply_on_top_of_the_catalogue():
    """The app's alias rows still map spellings, with the catalogue under them."""
    evidence = [Chunk("g17", "Data Protection Regulation (EU)", 17, "x")]
    aliases = {"GDPR": "Data Protection Regulation (EU)"}
    (citation,) = verify("[DSGVO, Article 17]", evidence, aliases).citations
    assert citation.status is CitationStatus.VERIFIED


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[1]", "must be a JSON object"),
        ('{"aliases": []}', "label"),
        ('{"label": "X", "articles": {"first": 5, "last": 1}}', "first <= last"),
        ('{"label": "X", "articles": {"list": ["a"]}}', "invalid article"),
        ("{", "law.json"),
    ],
)
def test_invalid_law_file_is_refused_naming_the_file(tmp_path, content, message):
    """A malformed law file stops loading with its name in the message."""
    (tmp_path / "law.json").write_text(content, encoding="utf-8")
    with pytest.raises(ValueError, match=message) as caught:
        load_catalogue(tmp_path)
    assert "law.json" in str(caught.value)
