"""Citations as assistants write them in Chinese (traditional), Japanese, Vietnamese,
Indonesian and Arabic answers: each is read, resolved and checked like its English
twin, and a correct one is never flagged."""

from __future__ import annotations

import pytest

from verification.core import CitationStatus, Diagnosis, verify
from verification.core import EvidenceChunk as Chunk

VERIFIED = CitationStatus.VERIFIED

# Taiwan's Labour Standards Act, written in traditional characters: 條, not 条.
TW_LSA_11 = (
    "非有左列情事之一者，雇主不得預告勞工終止勞動契約：\n"
    "一、歇業或轉讓時。\n"
    "二、虧損或業務緊縮時。"
)
TW_EVIDENCE = [Chunk("tw-lsa-11", "勞動基準法", 11, TW_LSA_11)]


def citations(text, evidence):
    """Return (law, article, status, diagnosis) of each citation; spans hold."""
    report = verify(text, evidence)
    for citation in report.citations:
        assert text[citation.start : citation.end] == citation.raw
    return [
        (c.law_label, c.article, c.status, c.diagnosis) for c in report.citations
    ]


@pytest.mark.parametrize(
    "text",
    [
        "依《勞動基準法》第11條，雇主須有法定事由方得預告終止勞動契約。",
        "依勞動基準法第十一條，雇主須有法定事由方得終止契約。",
        "《勞動基準法》第11條第2款規定，虧損或業務緊縮時雇主得預告終止。",
    ],
)
def test_a_traditional_chinese_article_is_read_and_verified(text):
    """第11條 is 第11条 written in traditional characters (Taiwan, Hong Kong)."""
    assert citations(text, TW_EVIDENCE) == [("勞動基準法", "11", VERIFIED, None)]


def test_a_traditional_chinese_article_not_given_is_flagged():
    """A fabricated 第12條 is as fabricated as 第12条; 該法 is the law just named."""
    text = "《勞動基準法》第11條規定資遣事由；該法第12條則規定懲戒解僱。"
    assert citations(text, TW_EVIDENCE) == [
        ("勞動基準法", "11", VERIFIED, None),
        ("勞動基準法", "12", CitationStatus.UNSUPPORTED, Diagnosis.ARTICLE_NOT_IN_EVIDENCE),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "依據勞動契約第3條約定，員工離職應提前30日通知。",
        "依協議第5條，雙方同意以仲裁解決爭議。",
        "依公司與員工簽訂之合約第7條，競業禁止期間為二年。",
        "依《員工手冊》第5條，請假應事先申請。",
    ],
)
def test_an_article_of_a_traditional_chinese_contract_is_no_citation(text):
    """契約, 協議, 合約, 手冊 are documents, in traditional characters as in simplified."""
    assert citations(text, TW_EVIDENCE) == []


# Vietnam's Labour Code, as retrieval labels it: with its year.
VI_35 = (
    "1. Người lao động có quyền đơn phương chấm dứt hợp đồng lao động nhưng phải báo "
    "trước cho người sử dụng lao động.\n"
    "2. Người lao động có quyền đơn phương chấm dứt hợp đồng lao động không cần báo "
    "trước trong trường hợp sau đây:\n"
    "a) Không được bố trí theo đúng công việc;\n"
    "b) Không được trả đủ lương hoặc trả lương không đúng thời hạn;"
)
VI_EVIDENCE = [Chunk("blld-35", "Bộ luật Lao động 2019", 35, VI_35)]


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        (
            "Theo điểm b khoản 2 Điều 35 Bộ luật Lao động năm 2019, người lao động "
            "được nghỉ việc ngay.",
            "điểm b khoản 2 Điều 35 Bộ luật Lao động năm 2019",
        ),
        (
            "Theo Điều 35 của Bộ luật Lao động năm 2019, người lao động có quyền.",
            "Điều 35 của Bộ luật Lao động năm 2019",
        ),
        (
            "Theo Điều 35 Bộ luật Lao động, người lao động có quyền chấm dứt hợp đồng.",
            "Điều 35 Bộ luật Lao động",
        ),
    ],
)
def test_a_vietnamese_code_named_with_nam_or_without_its_year_is_the_code(text, raw):
    """"Bộ luật Lao động năm 2019" ("năm": year) and the yearless "Bộ luật Lao động"
    are the evidence's "Bộ luật Lao động 2019"; the name was cut to "Bộ luật Lao"
    at its first lower-case word and the correct citation flagged label_mismatch."""
    report = verify(text, VI_EVIDENCE)
    [citation] = report.citations
    assert (citation.raw, citation.law_label, citation.status) == (
        raw,
        "Bộ luật Lao động 2019",
        VERIFIED,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Theo Điều 35 Bộ luật Lao động năm 2012, người lao động có quyền.",
        "Theo Điều 35 Bộ luật Lao động 2012, người lao động có quyền.",
    ],
)
def test_a_vietnamese_code_of_another_year_is_another_code(text):
    """The Labour Code of 2012 is not the one of 2019 the evidence holds."""
    [citation] = verify(text, VI_EVIDENCE).citations
    assert citation.status is CitationStatus.UNSUPPORTED


ID_156 = "(1) Dalam hal terjadi pemutusan hubungan kerja.\n(2) Perhitungan uang pesangon."


def test_an_indonesian_law_in_full_words_is_its_abbreviation():
    """"Undang-Undang Nomor 13 Tahun 2003" is "UU No. 13 Tahun 2003": UU and No. are
    the abbreviations of Undang-Undang and Nomor (the id table's spelling_variants)."""
    evidence = [Chunk("uu-13-156", "UU No. 13 Tahun 2003", 156, ID_156)]
    text = (
        "Menurut Pasal 156 ayat (1) Undang-Undang Nomor 13 Tahun 2003 tentang "
        "Ketenagakerjaan, pengusaha wajib membayar uang pesangon."
    )
    assert citations(text, evidence) == [
        ("UU No. 13 Tahun 2003", "156", VERIFIED, None)
    ]
    other_year = text.replace("2003", "2004")
    [(_, _, status, _)] = citations(other_year, evidence)
    assert status is CitationStatus.UNSUPPORTED
