"""Korean citations ("개인정보 보호법 제17조제1항제2호"): law, article, pinpoint."""

from __future__ import annotations

import pytest

from verification.core import CitationForm, CitationStatus, Diagnosis, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.support import language_of

PIPA_17 = (
    "제17조(개인정보의 제공) ① 개인정보처리자는 다음 각 호의 어느 하나에 해당되는 "
    "경우에는 정보주체의 개인정보를 제3자에게 제공할 수 있다.\n"
    "1. 정보주체의 동의를 받은 경우\n"
    "2. 제15조제1항제2호에 따라 개인정보를 수집한 목적 범위에서 제공하는 경우\n"
    "② 개인정보처리자는 동의를 받을 때에는 다음 사항을 정보주체에게 알려야 한다."
)
PIPA_2 = (
    "제2조(정의) 이 법에서 사용하는 용어의 뜻은 다음과 같다.\n"
    '1. "개인정보"란 살아 있는 개인에 관한 정보를 말한다.\n'
    '2. "처리"란 개인정보의 수집, 생성, 연계를 말한다.'
)
EVIDENCE = [
    Chunk("pipa-2", "개인정보 보호법", 2, PIPA_2),
    Chunk(
        "pipa-15", "개인정보 보호법", 15, "개인정보처리자는 개인정보를 수집할 수 있다."
    ),
    Chunk("pipa-17", "개인정보 보호법", 17, PIPA_17),
    Chunk(
        "lsa-23",
        "근로기준법",
        23,
        "사용자는 근로자에게 정당한 이유 없이 해고하지 못한다.",
    ),
    Chunk(
        "lsa-24", "근로기준법", 24, "사용자가 경영상 이유에 의하여 근로자를 해고하려면"
    ),
    Chunk(
        "gdpr-17", "GDPR", 17, "1. The data subject shall have the right to erasure."
    ),
]


def cited(text: str) -> list[tuple[str | None, str, str | None, CitationStatus]]:
    """Return (law, article, pinpoint, status) of each citation of text."""
    report = verify(text, EVIDENCE)
    for citation in report.citations:
        assert text[citation.start : citation.end] == citation.raw
    return [(c.law_label, c.article, c.pinpoint, c.status) for c in report.citations]


VERIFIED = CitationStatus.VERIFIED
UNSUPPORTED = CitationStatus.UNSUPPORTED


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "개인정보 보호법 제17조에 따라 제공할 수 있다.",
            ("개인정보 보호법", "17", None),
        ),
        (
            "「개인정보 보호법」 제17조에 따라 제공한다.",
            ("개인정보 보호법", "17", None),
        ),
        ("근로기준법 제23조에 따르면 해고는 제한된다.", ("근로기준법", "23", None)),
        ("따라서 근로기준법 제23조 제1항이 적용된다.", ("근로기준법", "23", "제1항")),
        ("개인정보보호법 제17조에 따라 제공한다.", ("개인정보 보호법", "17", None)),
        ("개인정보 보호법의 제17조에 따라 제공한다.", ("개인정보 보호법", "17", None)),
        ("GDPR 제17조는 삭제권을 정한다.", ("GDPR", "17", None)),
        ("PIPA 제17조에 따라 제공한다.", ("개인정보 보호법", "17", None)),
        ("Article 17 of the PIPA allows it.", ("개인정보 보호법", "17", None)),
    ],
)
def test_a_korean_citation_of_a_passage_verifies(text, expected):
    """A Korean reference resolves to its law, by name, alias or catalogue."""
    assert cited(text) == [(*expected, VERIFIED)]


def test_a_fabricated_korean_article_is_flagged():
    """ "개인정보 보호법 제99조": no passage holds it, so the answer fails."""
    report = verify("개인정보 보호법 제99조에 따라 제공할 수 있다.", EVIDENCE)
    assert report.passed is False
    (citation,) = report.citations
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE
    assert citation.form is CitationForm.CJK


def test_an_inserted_korean_article_is_its_own_article():
    """ "제17조의2" is article 17-2, inserted after 17, not article 17."""
    assert cited("개인정보 보호법 제17조의2에 따라 제공한다.") == [
        ("개인정보 보호법", "17-2", None, UNSUPPORTED)
    ]


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        ("개인정보 보호법 제15조 및 제17조에 따라", ["15", "17"]),
        ("개인정보 보호법 제15조부터 제17조까지 적용된다.", ["15", "16", "17"]),
        ("개인정보 보호법 제15조, 제99조에 따라", ["15", "99"]),
    ],
)
def test_a_korean_list_or_range_cites_every_article_of_one_law(text, articles):
    """ "제15조부터 제17조까지" cites 15, 16 and 17 of the law named first."""
    citations = cited(text)
    assert [article for _, article, _, _ in citations] == articles
    assert {law for law, _, _, _ in citations} == {"개인정보 보호법"}


@pytest.mark.parametrize(
    ("text", "law"),
    [
        ("근로기준법 제23조가 적용된다. 같은 법 제24조도 같다.", "근로기준법"),
        ("근로기준법 제23조가 적용된다. 동법 제24조도 같다.", "근로기준법"),
        ("개인정보 보호법 제17조를 보라. 이 법 제2조도 같다.", "개인정보 보호법"),
    ],
)
def test_the_same_act_is_the_law_named_before(text, law):
    """ "같은 법", "동법", "이 법" cite the law the answer named last."""
    assert [c[0] for c in cited(text)] == [law, law]
    assert all(c[3] is VERIFIED for c in cited(text))


@pytest.mark.parametrize(
    ("pinpoint", "status"),
    [
        ("제17조제1항제2호", VERIFIED),
        ("제17조 제1항 제2호", VERIFIED),
        ("제17조제2항", VERIFIED),
        ("제17조제1항제5호", UNSUPPORTED),
        ("제17조제3항", UNSUPPORTED),
    ],
)
def test_paragraph_and_item_are_checked_against_circled_paragraphs(pinpoint, status):
    """Paragraphs "①" and items "1." of the passage check "제1항제2호"."""
    report = verify(f"「개인정보 보호법」 {pinpoint}에 따라 제공한다.", EVIDENCE)
    (citation,) = report.citations
    assert (citation.status, citation.pinpoint_checked) == (status, True)
    if status is UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("pinpoint", "status"),
    [
        ("제17조제1항제1호 및 제2호", VERIFIED),
        ("제17조제1항제1호 및 제9호", UNSUPPORTED),
        ("제17조제1항제1호·제9호", UNSUPPORTED),
        ("제17조제1항제1호, 제9호", UNSUPPORTED),
        ("제17조제1항 및 제2항", VERIFIED),
        ("제17조제1항 및 제5항", UNSUPPORTED),
        ("제17조제1항제1호부터 제2호까지", VERIFIED),
        ("제17조제1항제1호부터 제7호까지", UNSUPPORTED),
    ],
)
def test_every_part_of_a_listed_korean_pinpoint_is_checked(pinpoint, status):
    """ "제1항제1호 및 제9호" names item 9 too: read up to "제1호", the fabricated item
    went unchecked."""
    report = verify(f"「개인정보 보호법」 {pinpoint}에 따라 제공한다.", EVIDENCE)
    (citation,) = report.citations
    assert citation.raw.endswith(pinpoint)
    assert (citation.status, citation.pinpoint_checked) == (status, True)


def test_an_article_after_a_listed_pinpoint_is_the_next_article():
    """ "제15조제1항 및 제17조" cites article 17 of the same law, not a part of 15."""
    assert [c[:3] for c in cited("개인정보 보호법 제17조제1항 및 제15조에 따라")] == [
        ("개인정보 보호법", "17", "제1항"),
        ("개인정보 보호법", "15", None),
    ]


@pytest.mark.parametrize(
    ("pinpoint", "status"), [("제2조제1호", VERIFIED), ("제2조제9호", UNSUPPORTED)]
)
def test_items_of_an_article_without_paragraphs_are_checked(pinpoint, status):
    """An article of one paragraph numbers only its items "1.": "제2조제9호" fails."""
    (citation,) = verify(f"개인정보 보호법 {pinpoint}의 정의.", EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == (status, True)


def test_a_pinpoint_of_a_passage_without_structure_is_not_checked():
    """ "제23조제2항" of a passage showing no "①" is verified, recorded unchecked."""
    (citation,) = verify("근로기준법 제23조제2항에 따라", EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == (VERIFIED, False)


@pytest.mark.parametrize(
    "document",
    [
        "취업규칙 제5조",
        "근로계약서 제3조",
        "회사 내규 제7조",
        "근로계약서상 제3조",
        "단체협약 제12조",
    ],
)
def test_a_private_document_article_is_never_a_citation(document):
    """Work rules, contracts and company rules are no law: only the law is read."""
    report = verify(f"근로기준법 제23조가 적용되며, {document}는 무효이다.", EVIDENCE)
    assert [(c.law_label, c.article) for c in report.citations] == [
        ("근로기준법", "23")
    ]
    assert report.passed is True


def test_korean_stop_words_tell_the_language():
    """A Korean claim is told Korean by its stop words, for the support score."""
    assert (
        language_of("따라서 사용자는 근로자를 해고할 수 없다 또한 다음 경우에는")
        == "ko"
    )


def test_a_korean_particle_after_a_latin_name_is_no_part_of_it():
    """ "Article 17 of the PIPA도" cites the PIPA: "도" (also) is a particle."""
    assert cited("Article 17 of the PIPA도 같다.") == [
        ("개인정보 보호법", "17", None, VERIFIED)
    ]


def test_an_unsupported_latin_name_before_je_keeps_no_space():
    """ "GDPR 제36조" is the GDPR's article 36, labelled "GDPR", not "GDPR "."""
    (citation,) = verify(
        "GDPR 제36조를 보십시오.", [Chunk("g", "GDPR", 17, "1.")]
    ).citations
    assert (citation.law_label, citation.diagnosis) == (
        "GDPR",
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
    )
