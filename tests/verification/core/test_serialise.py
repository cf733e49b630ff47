"""JSON shapes: evidence validation and the report dict round trip."""

from __future__ import annotations

import json

import pytest

from verification.core import (
    EvidenceChunk,
    InputError,
    evidence_from_dict,
    report_from_dict,
    report_to_dict,
    verify,
)

VALID = {"chunk_id": "c1", "law_label": "GDPR", "article_no": 5}
CITATION_KEYS = {
    "raw",
    "law_label",
    "article_no",
    "pinpoint",
    "status",
    "diagnosis",
    "suggested_label",
    "chunk_id",
    "citation_key",
    "start",
    "end",
    "form",
    "article",
    "pinpoint_checked",
    "quote",
    "support",
    "detail",
    "explanation",
}


@pytest.mark.parametrize(
    ("obj", "expected"),
    [
        (VALID, EvidenceChunk("c1", "GDPR", 5)),
        ({**VALID, "article_no": "5"}, EvidenceChunk("c1", "GDPR", 5)),
        (
            {**VALID, "text": "t", "score": 1, "citation_key": "k", "extra": [1]},
            EvidenceChunk("c1", "GDPR", 5, "t", 1.0, "k"),
        ),
        ({**VALID, "text": None, "score": None}, EvidenceChunk("c1", "GDPR", 5)),
        # Version 3: article ids are strings, normalised.
        ({**VALID, "article_no": "5a"}, EvidenceChunk("c1", "GDPR", "5a")),
        ({**VALID, "article_no": "٥"}, EvidenceChunk("c1", "GDPR", "5")),
        ({**VALID, "article_no": " 98 A "}, EvidenceChunk("c1", "GDPR", "98a")),
        (
            {"chunk_id": "c1", "law_label": "Code du travail", "article": "l1234-1"},
            EvidenceChunk("c1", "Code du travail", "L1234-1"),
        ),
        ({**VALID, "article": "2000e-2"}, EvidenceChunk("c1", "GDPR", "2000e-2")),
        # An id written with its heading, longer than any id, is the article.
        (
            {
                **VALID,
                "article": "Article 17 – Right to erasure ('right to be forgotten')",
            },
            EvidenceChunk("c1", "GDPR", "17"),
        ),
        (
            {
                **VALID,
                "article": "Annex III - High-risk AI systems referred to in 6(2)",
            },
            EvidenceChunk("c1", "GDPR", "Annex III"),
        ),
        ({**VALID, "article_no": "§ 622 BGB"}, EvidenceChunk("c1", "GDPR", "622")),
        # A label of any script, spaced or marked, names its law as it did.
        ({**VALID, "law_label": " GDPR "}, EvidenceChunk("c1", " GDPR ", 5)),
        ({**VALID, "law_label": "نظام العمل"}, EvidenceChunk("c1", "نظام العمل", 5)),
        (
            {**VALID, "law_label": "個人情報保護法"},
            EvidenceChunk("c1", "個人情報保護法", 5),
        ),
        ({**VALID, "law_label": "§"}, EvidenceChunk("c1", "§", 5)),
    ],
)
def test_valid_evidence_object_becomes_a_chunk(obj, expected):
    """A valid evidence object, digit-string article numbers included, is accepted."""
    assert evidence_from_dict(obj) == expected


@pytest.mark.parametrize(
    ("obj", "field"),
    [
        ([], "evidence[2]"),
        ({"law_label": "GDPR", "article_no": 5}, "evidence[2].chunk_id"),
        ({"chunk_id": "c1", "article_no": 5}, "evidence[2].law_label"),
        ({"chunk_id": "c1", "law_label": "GDPR"}, "evidence[2].article_no"),
        ({**VALID, "chunk_id": 7}, "evidence[2].chunk_id"),
        ({**VALID, "article_no": 0}, "evidence[2].article_no"),
        ({**VALID, "article_no": -3}, "evidence[2].article_no"),
        ({**VALID, "article_no": 5.5}, "evidence[2].article_no"),
        ({**VALID, "article_no": True}, "evidence[2].article_no"),
        ({**VALID, "article_no": ""}, "evidence[2].article_no"),
        ({**VALID, "article_no": "   "}, "evidence[2].article_no"),
        ({**VALID, "article_no": "5" * 40}, "evidence[2].article_no"),
        ({**VALID, "article_no": "abc"}, "evidence[2].article_no"),
        ({**VALID, "article_no": [5]}, "evidence[2].article_no"),
        ({**VALID, "article": False}, "evidence[2].article"),
        ({**VALID, "article": ""}, "evidence[2].article"),
        ({**VALID, "score": "high"}, "evidence[2].score"),
        ({**VALID, "score": float("nan")}, "evidence[2].score"),
        ({**VALID, "score": float("-inf")}, "evidence[2].score"),
        # Integers past a float (JSON has no bound on them): an OverflowError.
        ({**VALID, "score": 10**400}, "evidence[2].score"),
        # Past Python's digit limit for str(): a ValueError naming no field.
        ({**VALID, "article_no": 10**5000}, "evidence[2].article_no"),
        ({**VALID, "article_no": 10**40}, "evidence[2].article_no"),
        ({**VALID, "text": 3}, "evidence[2].text"),
        ({**VALID, "citation_key": ["k"]}, "evidence[2].citation_key"),
        # An article id that normalises to nothing.
        ({**VALID, "article": "\u200b"}, "evidence[2].article"),
        ({**VALID, "article": "()"}, "evidence[2].article"),
        ({**VALID, "article": "Art."}, "evidence[2].article"),
        ({**VALID, "article": "§"}, "evidence[2].article"),
        ({**VALID, "article": "5\x00"}, "evidence[2].article"),
        # A label naming nothing: no passage could ever be told apart by it.
        ({**VALID, "law_label": ""}, "evidence[2].law_label"),
        ({**VALID, "law_label": "   "}, "evidence[2].law_label"),
        ({**VALID, "law_label": "\t\n"}, "evidence[2].law_label"),
        ({**VALID, "law_label": "\u200b\u00a0"}, "evidence[2].law_label"),
        ({**VALID, "law_label": "\x00\x1f"}, "evidence[2].law_label"),
        ({**VALID, "law_label": "\u0640\u064e"}, "evidence[2].law_label"),
    ],
)
def test_invalid_evidence_names_the_field(obj, field):
    """Invalid evidence raises InputError naming the offending field's path."""
    with pytest.raises(InputError) as caught:
        evidence_from_dict(obj, path="evidence[2]")
    assert caught.value.field == field
    assert str(caught.value) == f"{field}: {caught.value.message}"


def test_report_dict_has_exactly_the_contract_shape():
    """The report dict has the agreed keys, nulls where a field does not apply."""
    report = verify("A claim about nothing at all here. [GDPR, Article 5]", [])
    data = report_to_dict(report, id="a-1")
    assert set(data) == {
        "id",
        "passed",
        "unsupported_count",
        "verifier_version",
        "limit_reached",
        "citations",
        "uncited_sentences",
    }
    (citation,) = data["citations"]
    assert set(citation) == CITATION_KEYS
    assert (citation["status"], citation["diagnosis"], citation["chunk_id"]) == (
        "unsupported",
        "law_not_in_evidence",
        None,
    )
    assert data["id"] == "a-1"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "One claim that carries no citation at all. [GDPR, Article 5(1)(a)]",
        "[Article 6] [Labour Law, Article] [AI Act, Article 6] [GDPR, Arts. 5-7]",
        "نص عربي طويل بما يكفي ليكون ادعاء كاملا هنا. [نظام العمل، المادة ٣٠]",
    ],
)
def test_report_round_trips_through_json(text):
    """report_from_dict(report_to_dict(r)) == r, through real JSON text."""
    evidence = [
        EvidenceChunk("g5", "GDPR", 5, citation_key="gdpr:5"),
        EvidenceChunk("a6", "EU AI Act", 6),
    ]
    report = verify(text, evidence)
    data = json.loads(json.dumps(report_to_dict(report), ensure_ascii=False))
    assert report_from_dict(data) == report
