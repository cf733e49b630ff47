"""US and UK citation forms as assistants write them (probe 3.13, English)."""

from __future__ import annotations

import pytest

from verification.core import CitationStatus, verify
from verification.core import EvidenceChunk as Chunk

EVIDENCE = [
    Chunk("wtr-3", "Working Time Regulations 1998", "3", "3. Application."),
    Chunk("gdpr-17", "GDPR", "17", "1. The data subject shall have the right."),
    Chunk("usc-2612", "29 U.S.C.", "2612", "(a) In general. (1) Entitlement."),
    Chunk("cfr-825-220", "29 C.F.R.", "825.220", "(a) The FMLA prohibits."),
    Chunk("nycrr", "12 NYCRR", "142-2.2", "An employer shall pay overtime."),
]


def _read(text: str) -> list[tuple[str, str | None, str | None, CitationStatus]]:
    return [
        (c.raw, c.law_label, c.article, c.status)
        for c in verify(text, EVIDENCE).citations
    ]


VERIFIED = CitationStatus.VERIFIED


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Under section 3 of the Working Time Regulations 4 applies.",
            [
                (
                    "section 3 of the Working Time Regulations",
                    "Working Time Regulations 1998",
                    "3",
                    VERIFIED,
                )
            ],
        ),
        (
            "Under regulation 3 of the Working Time Regulations 1998 6 workers",
            [
                (
                    "regulation 3 of the Working Time Regulations 1998",
                    "Working Time Regulations 1998",
                    "3",
                    VERIFIED,
                )
            ],
        ),
    ],
)
def test_one_number_after_a_law_ending_on_a_keyword_is_no_provision(text, expected):
    """The keyword a law's name ends on opens no provision of one number after it."""
    assert _read(text) == expected


@pytest.mark.parametrize(
    "text, article, status",
    [
        ("Under Article17 GDPR you may ask.", "17", VERIFIED),
        ("Under Article17(1) GDPR you may ask.", "17", VERIFIED),
        ("Under Art17 GDPR you may ask.", "17", VERIFIED),
        ("Article99 GDPR gives a right.", "99", CitationStatus.UNSUPPORTED),
    ],
)
def test_a_keyword_typed_against_its_number_cites_with_its_law(text, article, status):
    """ "Article17 GDPR" is Article 17 of the GDPR, as "s98 ERA 1996" is section 98."""
    [citation] = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.article, citation.status) == (
        "GDPR",
        article,
        status,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Article5 of the contract says so.",
        "We shipped Article1 last week.",
        "The Article17 GDPR-compliant template",
    ],
)
def test_a_glued_keyword_without_its_law_is_no_citation(text):
    """Without a law written next to it, "Article5" is a product's name or a typo."""
    citations = verify(text, EVIDENCE).citations
    assert all(c.article != "5" and c.article != "1" for c in citations)


@pytest.mark.parametrize(
    "text, label, article",
    [
        ("Under § 2612 of Title 29, leave is due.", "29 U.S.C.", "2612"),
        ("Section 2612 of Title 29 grants leave.", "29 U.S.C.", "2612"),
        (
            "See § 825.220 of Title 29 of the Code of Federal Regulations.",
            "29 C.F.R.",
            "825.220",
        ),
    ],
)
def test_a_section_of_a_numbered_title_cites_the_us_code(text, label, article):
    """ "§ 2612 of Title 29" is 29 U.S.C. § 2612; the CFR is named as such."""
    [citation] = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.article, citation.status) == (
        label,
        article,
        VERIFIED,
    )


def test_a_section_of_a_title_of_another_law_is_no_us_code_section():
    """ "Section 5 of Title 3 of the Code civil" is no section of 3 U.S.C."""
    citations = verify("Section 5 of Title 3 of the Code civil.", EVIDENCE).citations
    assert all(c.law_label != "3 U.S.C." for c in citations)


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "See 12 NYCRR § 142-2.2 for overtime.",
            [("12 NYCRR § 142-2.2", "12 NYCRR", "142-2.2", VERIFIED)],
        ),
        (
            "See 12 NYCRR § 142-2.9 for overtime.",
            [
                (
                    "12 NYCRR § 142-2.9",
                    "12 NYCRR",
                    "142-2.9",
                    CitationStatus.UNSUPPORTED,
                )
            ],
        ),
        (
            "See 29 C.F.R. § 825.220 and 12 NYCRR § 142-2.2.",
            [
                ("29 C.F.R. § 825.220", "29 C.F.R.", "825.220", VERIFIED),
                ("12 NYCRR § 142-2.2", "12 NYCRR", "142-2.2", VERIFIED),
            ],
        ),
    ],
)
def test_a_state_code_section_keeps_its_decimal_and_its_title(text, expected):
    """ "12 NYCRR § 142-2.2" is one section; its title is no item of a list before."""
    assert _read(text) == expected


@pytest.mark.parametrize(
    "text, raws",
    [
        (
            "Per s98(4) ERA 1996 and s. 94 ERA 1996.",
            ["s98(4) ERA 1996", "s. 94 ERA 1996"],
        ),
        (
            "Under Article17 GDPR you may ask; see also Art. 17(1) GDPR.",
            ["Article17 GDPR", "Art. 17(1) GDPR"],
        ),
    ],
)
def test_a_glued_reference_before_another_reference_is_read(text, raws):
    """ "s98(4)" is read though a later "s. 94" was read first by the number scan."""
    era = [
        Chunk("e98", "Employment Rights Act 1996", "98", "(4) fairness"),
        Chunk("e94", "Employment Rights Act 1996", "94", "(1) the right"),
    ]
    assert [c.raw for c in verify(text, [*EVIDENCE, *era]).citations] == raws


AMENDMENT_XIV = Chunk(
    "xiv",
    "U.S. Constitution",
    "Amendment XIV",
    "Section 1. All persons born or naturalized.\n"
    "Section 5. The Congress shall have power to enforce.",
)


@pytest.mark.parametrize(
    "text, status",
    [
        ("Section 5 of the Fourteenth Amendment empowers Congress.", VERIFIED),
        ("The 14th Amendment, § 1 applies.", VERIFIED),
        (
            "Section 3 of the Fourteenth Amendment disqualifies.",
            CitationStatus.UNSUPPORTED,
        ),
    ],
)
def test_a_section_of_an_amendment_is_checked_against_its_section_lines(text, status):
    """A passage's "Section 5." lines are its paragraphs; "Section 3" is not one."""
    [citation] = verify(text, [AMENDMENT_XIV]).citations
    assert (citation.status, citation.pinpoint_checked) == (status, True)


def test_a_decimal_section_of_a_state_code_is_one_section():
    """ "Section 1102.5 of the California Labor Code" is § 1102.5, not 1102(5)."""
    evidence = [Chunk("cal", "Cal. Lab. Code", "1102.5", "(a) An employer shall not.")]
    text = "Section 1102.5 of the California Labor Code prohibits retaliation."
    [citation] = verify(text, evidence).citations
    assert (citation.article, citation.pinpoint, citation.status) == (
        "1102.5",
        None,
        VERIFIED,
    )
