"""Article identifiers: one normalised string per article, however written."""

from __future__ import annotations

import pytest

from verification.core import EvidenceChunk, article_number, normalise_article, verify


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        ("17", "17"),
        ("017", "17"),
        (" 17 ", "17"),
        ("٣٠", "30"),
        ("312g", "312g"),
        ("312 G", "312g"),
        ("98A", "98a"),
        ("2000e-2", "2000e-2"),
        ("2000e–2", "2000e-2"),
        ("L1234-1", "L1234-1"),
        ("l. 1234-1", "L1234-1"),
        ("5 bis", "5bis"),
        ("5-BIS", "5bis"),
        ("5ter", "5ter"),
        ("1231-1", "1231-1"),
        ("7:669", "7:669"),
        ("1798.100", "1798.100"),
        ("L.1234-1", "L1234-1"),
        ("17.", "17"),
        ("", ""),
        ("abc", ""),
        ("0", ""),
        ("1234567", "1234567"),
        ("1" * 32, "1" * 32),
        ("1" * 33, ""),
        ("1" * 40, ""),
    ],
)
def test_article_is_normalised_one_documented_way(written, normalised):
    """Digits, case, spaces, dashes and bis/ter spellings fold to one id."""
    assert normalise_article(written) == normalised


@pytest.mark.parametrize(
    ("article", "number"), [("17", 17), ("312g", None), ("L1234-1", None), ("", None)]
)
def test_article_number_is_an_int_only_when_purely_numeric(article, number):
    """article_number gives an int for "17" and None for any other id."""
    assert article_number(article) == number


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        ("Art. 17", "17"),
        ("Article 17", "17"),
        ("ART. 17", "17"),
        ("Art.17", "17"),
        ("Artikel 5", "5"),
        ("Artículo 33", "33"),
        ("§ 623", "623"),
        ("§§ 623", "623"),
        ("Section 94A", "94a"),
        ("s. 98", "98"),
        ("Sec. 302", "302"),
        ("المادة 80", "80"),
        ("article L. 1234-1", "L1234-1"),
        ("17(1)", "17"),
        ("Article 6(1)(f)", "6"),
        # A one-letter code prefix is the id's, not a provision word.
        ("L. 1234-1", "L1234-1"),
        ("R. 1234-1", "R1234-1"),
        # A word that merely starts like one is not one.
        ("Artx 5", ""),
    ],
)
def test_a_chunk_labelled_with_its_provision_word_is_that_article(written, normalised):
    """Retrieval pipelines label chunks "Art. 17" or "§ 623": the id is the number.

    "Art. 17" used to be the id "ART17" (three capitals open an id as "L" opens
    "L1234-1"), and every correct citation of the chunk was flagged."""
    assert normalise_article(written) == normalised


def test_a_citation_of_a_chunk_labelled_art_17_is_verified():
    evidence = [EvidenceChunk("g", "GDPR", "Art. 17", "1. The data subject...")]
    (citation,) = verify(
        "Erasure is a right under Article 17(1) GDPR.", evidence
    ).citations
    assert (citation.article, citation.status.value) == ("17", "verified")


def test_evidence_chunk_normalises_its_article():
    """An int or an unnormalised string becomes the normalised id."""
    assert EvidenceChunk("c", "BGB", 312).article == "312"
    assert EvidenceChunk("c", "ERA", "98A").article == "98a"
    assert EvidenceChunk("c", "ERA", "98A").article_no is None
    assert EvidenceChunk("c", "GDPR", "17").article_no == 17


@pytest.mark.parametrize(
    ("written", "normalised"),
    [("61.014", "61.014"), ("440.015", "440.015"), ("825.0110", "825.0110")],
)
def test_a_zero_after_a_sections_decimal_point_stays(written, normalised):
    """Tex. Lab. Code § 61.014 is no § 61.14: the report named another section,
    and Fla. Stat. § 440.015 verified against the evidence's § 440.15."""
    assert normalise_article(written) == normalised


def test_a_decimal_section_is_not_verified_by_the_one_without_its_zero():
    evidence = [EvidenceChunk("f", "Fla. Stat.", "440.15", "(1) Compensation.")]
    (citation,) = verify("See Fla. Stat. § 440.015.", evidence).citations
    assert (citation.article, citation.status.value) == ("440.015", "unsupported")


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        ("Article 17 - Right to erasure", "17"),
        ("Article 17: Right to erasure", "17"),
        ("Article 17 (Right to erasure)", "17"),
        ("Art. 17 DSGVO", "17"),
        ("17 GDPR", "17"),
        ("Art. 17 Abs. 1", "17"),
        ("Article 17 of the GDPR", "17"),
        ("§ 622 BGB", "622"),
        ("§ 622 Kündigungsfristen bei Arbeitsverhältnissen", "622"),
        ("Article 1240 du Code civil", "1240"),
        ("Art. L1234-1 Code du travail", "L1234-1"),
        ("17(1) GDPR", "17"),
        # A law's name before the provision word is the chunk's law too.
        ("GDPR Article 17", "17"),
        ("GDPR, Art. 17", "17"),
        ("BGB § 622", "622"),
        # Parts keep their kind; EUR-Lex brackets a recital's number.
        ("Recital (39)", "Recital 39"),
        ("Recital (39) GDPR", "Recital 39"),
        ("Annex III - High-risk AI systems referred to in Article 6(2)", "Annex III"),
        # What is the id's own stays: an ordinal, a letter, a code's prefix.
        ("5 bis", "5bis"),
        ("5-bis", "5bis"),
        ("17 ter", "17ter"),
        ("312 g", "312g"),
        ("17 a", "17a"),
        ("2000e-2", "2000e-2"),
        ("L. 1234-1", "L1234-1"),
        ("17 (aa)", "17"),
    ],
)
def test_a_heading_or_a_laws_name_beside_the_id_is_not_the_id(written, normalised):
    """Retrieval pipelines label chunks "Article 17 - Right to erasure" or "§ 622 BGB".

    Read whole, the first was no id at all and the second the id "622bgb", and
    every correct citation of the chunk was flagged article_not_in_evidence.
    """
    assert normalise_article(written) == normalised


@pytest.mark.parametrize(
    "label", ["Article 17 - Right to erasure", "Art. 17 DSGVO", "GDPR Article 17"]
)
def test_a_chunk_labelled_with_its_heading_verifies_its_article_only(label):
    evidence = [EvidenceChunk("g", "GDPR", label, "1. The data subject...")]
    report = verify(
        "Erasure (Article 17(1) GDPR); portability (Article 20 GDPR).", evidence
    )
    assert [c.status.value for c in report.citations] == ["verified", "unsupported"]


@pytest.mark.parametrize(
    "written",
    [
        "Article 1 of Protocol No. 1",
        "Art. 1 Protokoll Nr. 1",
        "Section 2 of Schedule 1",
        "Article 5 of Annex II",
        "Art. 5 Anhang III",
    ],
)
def test_an_id_placed_in_a_part_or_another_instrument_is_no_article(written):
    """Cut at its heading, "Article 1 of Protocol No. 1" was Article 1, and a
    citation of Article 1 ECHR was verified by the Protocol's article."""
    assert normalise_article(written) == ""


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        ("Article 8 of the Charter", "8"),
        ("Article 17 - Right to erasure (amendment of 2018)", "17"),
        ("Art. 17 Regulation 2016/679", "17"),
    ],
)
def test_a_heading_naming_the_law_or_a_part_without_number_keeps_the_id(
    written, normalised
):
    assert normalise_article(written) == normalised


def test_a_citation_is_not_verified_by_a_protocols_article_of_that_number():
    evidence = [EvidenceChunk("p", "ECHR", "Article 1 of Protocol No. 1", "Every...")]
    (citation,) = verify("Respect for rights (Article 1 ECHR).", evidence).citations
    assert citation.status.value == "unsupported"
