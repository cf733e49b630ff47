"""Plain-words explanations, output limits and the report's new fields."""

from __future__ import annotations

import json

import pytest

from verification.core import (
    CitationStatus,
    Diagnosis,
    explain,
    limits,
    report_from_dict,
    report_to_dict,
    verify,
)
from verification.core import EvidenceChunk as Chunk

EVIDENCE = [
    Chunk("g17", "GDPR", 17, "1. Erasure.\n2. Public data.\n3. Exceptions."),
    Chunk("a5", "EU AI Act", 5, "1. Prohibited practices."),
    Chunk("g5", "GDPR", 5, "1. Principles."),
]

# (citation, diagnosis, explanation)
EXPLANATIONS = [
    (
        "[GDPR, Article]",
        Diagnosis.MALFORMED,
        '"[GDPR, Article]" names no article that can be read, so it cannot be checked.',
    ),
    (
        "[GDPR, Article 200]",
        Diagnosis.NONEXISTENT_ARTICLE,
        "The GDPR has articles 1 to 99; there is no Article 200.",
    ),
    (
        "[GDPR, Article 18]",
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        "Article 18 of the GDPR was not among the passages given to the model.",
    ),
    (
        "[Data Act, Article 17]",
        Diagnosis.LABEL_MISMATCH,
        "Article 17 was given to the model as part of the GDPR, not the Data Act.",
    ),
    (
        "[Labour Law, Article 3]",
        Diagnosis.LAW_NOT_IN_EVIDENCE,
        "No passage of the Labour Law was given to the model.",
    ),
    (
        "[Article 5]",
        Diagnosis.AMBIGUOUS,
        "Several laws given to the model have an Article 5, and the answer does not "
        "say which one it means.",
    ),
    (
        "[GDPR, Article 17(4)]",
        Diagnosis.PINPOINT_NOT_IN_EVIDENCE,
        "Article 17 as given to the model has paragraphs 1-3; (4) is not among them.",
    ),
    (
        "Nach § 2386 BGB gilt das.",
        Diagnosis.NONEXISTENT_ARTICLE,
        "The BGB has §§ 1 to 2385; there is no § 2386.",
    ),
    (
        "See section 300 of the Employment Rights Act 1996.",
        Diagnosis.NONEXISTENT_ARTICLE,
        "The Employment Rights Act 1996 has sections 1 to 245; "
        "there is no section 300.",
    ),
    # The provision word before the number names it, not letters elsewhere in raw:
    # "Arts." holds "s. ", and a law's name the word "Regulation".
    (
        "The rights are in Arts. 18 GDPR.",
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        "Article 18 of the GDPR was not among the passages given to the model.",
    ),
    (
        "See Art. 200 of Regulation (EU) 2016/679 on data protection.",
        Diagnosis.NONEXISTENT_ARTICLE,
        "The Regulation (EU) 2016/679 has articles 1 to 99; there is no Article 200.",
    ),
    # "s." glued to its number is the provision word still: "s.98", "Art.18".
    (
        "The rights are in Art.18 GDPR.",
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        "Article 18 of the GDPR was not among the passages given to the model.",
    ),
    (
        "See s.300 of the GDPR.",
        Diagnosis.NONEXISTENT_ARTICLE,
        "The GDPR has sections 1 to 99; there is no section 300.",
    ),
    (
        "See regulation 300 of the GDPR.",
        Diagnosis.NONEXISTENT_ARTICLE,
        "The GDPR has provisions 1 to 99; there is no regulation 300.",
    ),
    # A sentence opens with a capital; a code by its number, a law by its
    # division, take no "the".
    (
        "See section 3 of the GDPR.",
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        "Section 3 of the GDPR was not among the passages given to the model.",
    ),
    (
        "See 42 U.S.C. § 1981.",
        Diagnosis.LAW_NOT_IN_EVIDENCE,
        "No passage of 42 U.S.C. was given to the model.",
    ),
    (
        "See section 704 of Title VII.",
        Diagnosis.LAW_NOT_IN_EVIDENCE,
        "No passage of Title VII was given to the model.",
    ),
]


@pytest.mark.parametrize(("text", "diagnosis", "explanation"), EXPLANATIONS)
def test_every_diagnosis_is_explained_in_plain_words(text, diagnosis, explanation):
    """explain() states what is wrong in words a reviewer reads at once."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.diagnosis is diagnosis
    assert explain(citation) == explanation


def test_verified_citation_has_no_explanation():
    """A verified citation needs no explanation."""
    (citation,) = verify("[GDPR, Article 17]", EVIDENCE).citations
    assert explain(citation) == ""


def test_report_dict_carries_the_new_fields():
    """Each citation dict has form, article, pinpoint check, quote, support and
    explanation."""
    text = (
        'It says "Erasure of personal data at will now" [GDPR, Article 17(1)]. '
        "Art. 5 GDPR."
    )
    data = report_to_dict(verify(text, EVIDENCE))
    quoted, prose = data["citations"]
    assert (quoted["form"], quoted["article"], quoted["article_no"]) == (
        "bracket",
        "17",
        17,
    )
    assert quoted["pinpoint_checked"] is True
    assert quoted["quote"]["found"] is False
    assert quoted["support"] is None
    assert quoted["explanation"].startswith("The quoted words do not appear")
    assert prose["form"] == "prose"
    assert prose["support"] is not None and set(prose["support"]) == {"score", "weak"}
    assert prose["explanation"] is None
    assert data["limit_reached"] is False


def test_non_numeric_article_has_null_article_no():
    """article is always a string; article_no is null when it is not numeric."""
    data = report_to_dict(verify("Nach § 312g BGB gilt das.", EVIDENCE))
    (citation,) = data["citations"]
    assert (citation["article"], citation["article_no"]) == ("312g", None)


def test_report_with_every_field_round_trips_through_json():
    """report_from_dict(report_to_dict(r)) == r with quotes, support and details."""
    text = (
        'It says "the controller may erase data at will" [GDPR, Article 17]. '
        "[GDPR, Article 17(9)] [GDPR, Article 500] Art. 5 GDPR says principles apply."
    )
    report = verify(text, EVIDENCE)
    data = json.loads(json.dumps(report_to_dict(report), ensure_ascii=False))
    assert report_from_dict(data) == report


def test_answer_over_the_citation_limit_is_flagged_for_a_human():
    """Past the per-answer limit the rest is not read and the answer does not pass."""
    text = "[GDPR, Article 5] " * (limits.MAX_CITATIONS_PER_ANSWER + 10)
    report = verify(text, EVIDENCE)
    assert report.limit_reached
    assert not report.passed
    assert len(report.citations) == limits.MAX_CITATIONS_PER_ANSWER
    assert all(c.status is CitationStatus.VERIFIED for c in report.citations)


def test_answer_over_the_expansion_limit_is_flagged_for_a_human():
    """Ranges expanding past the per-answer article limit stop and flag the answer."""
    text = "[GDPR, Articles 1-99] " * 40
    report = verify(text, EVIDENCE)
    assert len(report.citations) <= limits.MAX_EXPANDED_ARTICLES_PER_ANSWER
    assert report.limit_reached and not report.passed


def test_answer_listing_more_articles_than_the_limit_is_flagged_for_a_human():
    """Past the per-answer article limit, counted as written, prose is read no more.

    Each "Articles 5, 5, 5, 5, 5" merges into one citation, so the limits on
    citations alone let a megabyte of them be read to its end.
    """
    text = "Articles 5, 5, 5, 5, 5 GDPR. " * 450
    report = verify(text, EVIDENCE)
    assert report.limit_reached and not report.passed
    assert len(report.citations) < 450
    assert all(c.status is CitationStatus.VERIFIED for c in report.citations)


def test_every_output_string_is_within_its_limit():
    """Long labels, pinpoints and quotations are clipped to the limits."""
    label = "Law " * 200
    quote = " ".join(["word"] * 400)
    text = f'It says "{quote}" [GDPR, Article 17]. [{label.strip()}, Article 5(1)]'
    for citation in verify(text, EVIDENCE).citations:
        assert len(citation.raw) <= limits.MAX_RAW_CHARS
        assert len(citation.law_label or "") <= limits.MAX_LABEL_CHARS
        assert len(citation.pinpoint or "") <= limits.MAX_PINPOINT_CHARS
        assert len(citation.article) <= limits.MAX_ARTICLE_CHARS
        assert len(citation.suggested_label or "") <= limits.MAX_SUGGESTED_LABEL_CHARS
        assert len(explain(citation)) <= limits.MAX_EXPLANATION_CHARS
        if citation.quote is not None:
            assert len(citation.quote.text) <= limits.MAX_QUOTE_CHARS
            assert len(citation.quote.closest or "") <= limits.MAX_CLOSEST_CHARS


def test_clip_marks_what_it_cut():
    """A clipped string ends with an ellipsis and fits its limit exactly."""
    assert limits.clip("abcdef", 4) == "abc…"
    assert limits.clip("abc", 4) == "abc"


def test_prose_range_wider_than_one_reference_expands_is_flagged_for_a_human():
    """ "Articles 1 to 150 GDPR": the first articles and the last are checked (the
    GDPR has no Article 150), and the answer does not pass with the rest unread."""
    report = verify("Articles 1 to 150 GDPR apply.", EVIDENCE)
    articles = [c.article for c in report.citations]
    assert articles[0] == "1" and articles[-1] == "150"
    assert report.citations[-1].diagnosis is Diagnosis.NONEXISTENT_ARTICLE
    assert report.limit_reached and not report.passed


def test_prose_list_longer_than_one_reference_expands_is_flagged_for_a_human():
    """A list past the items one reference reads stops there, and says so."""
    numbers = ", ".join(str(n) for n in range(1, 131))
    report = verify(f"See Articles {numbers} GDPR.", EVIDENCE)
    assert report.limit_reached and not report.passed
    short = verify("See Articles 5, 6 and 17 GDPR.", EVIDENCE)
    assert not short.limit_reached
