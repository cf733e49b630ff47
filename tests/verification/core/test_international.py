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
