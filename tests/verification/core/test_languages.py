"""Citations in the languages the tables cover, read with their law and article."""

from __future__ import annotations

import pytest

from verification.core import CitationStatus, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.languages import default_lexicon

EVIDENCE = [
    Chunk("g6", "GDPR", 6, "1. Processing shall be lawful only if:\n(a) consent;"),
    Chunk("g17", "GDPR", 17, "1. The data subject shall have the right."),
    Chunk("cc1103", "Code civil", 1103, "Les contrats légalement formés."),
    Chunk("cc1231", "Code civil", "1231-1", "Le débiteur est condamné."),
    Chunk("bgb312g", "BGB", "312g", "(1) Dem Verbraucher steht ein Widerrufsrecht zu."),
    Chunk("ar80", "نظام العمل", 80, "لا يجوز لصاحب العمل فسخ العقد."),
    Chunk("vn36", "Bộ luật Lao động", 36, "Người sử dụng lao động có quyền."),
    Chunk("id151", "Undang-Undang Nomor 13 Tahun 2003", 151, "Pemutusan."),
    Chunk("pl30", "Kodeks pracy", 30, "§ 1. Umowa o pracę rozwiązuje się."),
    Chunk("cn17", "个人信息保护法", 17, "个人信息处理者在处理个人信息前。"),
    Chunk("jp17", "個人情報保護法", 17, "個人情報取扱事業者は。"),
]

# (language, sentence, label the citation resolves to, article)
EXAMPLES = [
    ("en", "Consent is a basis under Article 6(1)(a) of the GDPR.", "GDPR", "6"),
    (
        "fr",
        "Selon l'article 1103 du Code civil, le contrat oblige.",
        "Code civil",
        "1103",
    ),
    (
        "fr",
        "L'article 1231-1 du Code civil prévoit des dommages.",
        "Code civil",
        "1231-1",
    ),
    ("de", "Das Widerrufsrecht folgt aus § 312g Abs. 1 BGB.", "BGB", "312g"),
    ("de", "Nach Artikel 17 DSGVO besteht ein Recht auf Löschung.", "GDPR", "17"),
    (
        "es",
        "Según el artículo 17 del RGPD, el interesado puede pedir la supresión.",
        "GDPR",
        "17",
    ),
    (
        "it",
        "Ai sensi dell'articolo 17 del GDPR, l'interessato ha diritto.",
        "GDPR",
        "17",
    ),
    ("pt", "Nos termos do artigo 17.º do RGPD, o titular tem direito.", "GDPR", "17"),
    (
        "nl",
        "Volgens artikel 17 AVG heeft de betrokkene recht op wissing.",
        "GDPR",
        "17",
    ),
    (
        "pl",
        "Zgodnie z art. 30 § 1 Kodeksu pracy umowa się rozwiązuje.",
        "Kodeks pracy",
        "30",
    ),
    ("pl", "Zgodnie z art. 6 ust. 1 lit. a RODO zgoda jest podstawą.", "GDPR", "6"),
    ("ar", "تنص المادة 80 من نظام العمل على حالات الفسخ.", "نظام العمل", "80"),
    (
        "vi",
        "Theo Điều 36 Bộ luật Lao động, người sử dụng lao động có quyền.",
        "Bộ luật Lao động",
        "36",
    ),
    (
        "id",
        "Menurut Pasal 151 Undang-Undang Nomor 13 Tahun 2003, pemutusan.",
        "Undang-Undang Nomor 13 Tahun 2003",
        "151",
    ),
    ("zh", "根据《个人信息保护法》第17条，处理者应当告知。", "个人信息保护法", "17"),
    ("zh", "根据个人信息保护法第十七条，处理者应当告知。", "个人信息保护法", "17"),
    (
        "ja",
        "個人情報保護法第17条第1項により、利用目的を特定する。",
        "個人情報保護法",
        "17",
    ),
]


@pytest.mark.parametrize(("language", "text", "label", "article"), EXAMPLES)
def test_citation_in_each_language_verifies(language, text, label, article):
    """A citation written the way each language writes it verifies."""
    citations = verify(text, EVIDENCE).citations
    assert [(c.law_label, c.article, c.status) for c in citations] == [
        (label, article, CitationStatus.VERIFIED)
    ]
    (citation,) = citations
    assert text[citation.start : citation.end] == citation.raw


def test_every_required_language_has_a_table():
    """The core ships a table for each language the issue asks for."""
    assert set(default_lexicon().codes) >= {
        "en",
        "fr",
        "de",
        "es",
        "it",
        "pt",
        "nl",
        "pl",
        "ar",
        "vi",
        "id",
        "zh",
        "ja",
    }


@pytest.mark.parametrize(
    ("text", "article"),
    [
        ("Siehe Art. 5 bis GDPR.", "5bis"),
        ("See section 98A of the Employment Rights Act 1996.", "98a"),
        ("See Title VII, 42 U.S.C. § 2000e-2.", "2000e-2"),
        ("Voir l'article L. 1234-1 du Code du travail.", "L1234-1"),
    ],
)
def test_lettered_and_hyphenated_articles_are_read_as_one_id(text, article):
    """Articles such as 98A, 2000e-2 and L1234-1 are one normalised id."""
    (citation,) = verify(text, []).citations
    assert citation.article == article
    assert citation.article_no is None


def test_every_elision_ends_in_an_apostrophe() -> None:
    """An elision ("l'", "dell’") ends in an apostrophe, straight or curly.

    The prose scanner tries the elisions only on a word holding an apostrophe (a
    speed-up: most words hold none), so a table adding an elision without one
    would silently stop it being read; this test says so first.
    """
    for elision in default_lexicon().elisions:
        assert elision.endswith(("'", "’")), elision


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Source: ", ["Source"]),
        ("Sources:", ["Sources"]),
        ("See: ", ["See"]),
        ("see also ", ["see also"]),
        ("Cf. ", ["Cf."]),
        ("Vgl. ", ["Vgl."]),
        ("Voir ", ["Voir"]),
        ("المصدر: ", ["المصدر"]),
        ("来源：", ["来源"]),
        ("Seen as sourced", []),
        ("Resources", []),
    ],
)
def test_lead_in_words_are_whole_words_of_every_table(text, words):
    """A lead-in label ("Source:", "Vgl.", "المصدر") is found as a whole word only."""
    assert [m.group() for m in default_lexicon().lead_in_re.finditer(text)] == words


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("Article 17", ["17"]),
        ("Art (17)", ["17"]),
        ("Art.5 and s.47B", ["5", "47"]),
        ("§17 and §§ 622", ["17", "622"]),
        ("l'article L1234-1, art. L. 1235", ["1234", "1235"]),
        ("المادة ٨٠", ["٨٠"]),
        ("Điều 36", ["36"]),
        # No provision word just before: never returned, so never read in Python.
        ("1 2 3 1. 2. 3. (1)(2)(3) 25 May 2018", []),
        ("xarticle 5, word 12, L1 L 2", []),
        ("S. 2 (a German Satz)", []),
    ],
)
def test_number_pattern_returns_only_numbers_a_provision_word_precedes(text, numbers):
    """The scan's number pattern returns just the numbers after a provision word."""
    pattern = default_lexicon().number_re
    assert [m.group("digits") for m in pattern.finditer(text)] == numbers


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        ("根据《个人信息保护法》第17条和第99条，处理者应当告知。", ["17", "99"]),
        ("根据《个人信息保护法》第17条及第99条，处理者应当告知。", ["17", "99"]),
        ("根据《个人信息保护法》第15条至第17条，处理者应当告知。", ["15", "16", "17"]),
        ("個人情報保護法第17条及び第99条により、特定する。", ["17", "99"]),
        ("個人情報保護法第15条から第17条までにより、特定する。", ["15", "16", "17"]),
    ],
)
def test_chinese_and_japanese_lists_cite_every_article_of_one_law(text, articles):
    """ "第17条和第99条" cites two articles of the law named first; the second,
    fabricated, is flagged as that law's, never passed over."""
    citations = verify(text, EVIDENCE).citations
    assert [c.article for c in citations] == articles
    assert {c.law_label for c in citations} == {citations[0].law_label}
    assert any(c.status is CitationStatus.UNSUPPORTED for c in citations)


def test_a_chinese_document_article_after_a_joiner_is_still_no_law():
    """ "合同第5条和第6条": both are the contract's, as "合同第5条" alone is."""
    assert verify("依照合同第5条和第6条履行。", EVIDENCE).citations == ()


def test_an_inserted_article_is_its_own_article():
    """ "第104条の2", "第十八条之一": articles inserted after 104 and 18, not them."""
    evidence = [
        Chunk("j104", "労働基準法", 104, "監督機関に対する申告。"),
        Chunk("c18", "劳动法", 18, "无效的劳动合同。"),
    ]
    citations = verify("労働基準法第104条の2により報告する。", evidence).citations
    assert [(c.article, c.status) for c in citations] == [
        ("104-2", CitationStatus.UNSUPPORTED)
    ]
    citations = verify("根据劳动法第十八条之一的规定。", evidence).citations
    assert [(c.article, c.status) for c in citations] == [
        ("18-1", CitationStatus.UNSUPPORTED)
    ]


@pytest.mark.parametrize(
    ("text", "limit_reached"),
    [
        ("根据《个人信息保护法》第1条至第100条的规定。", False),
        ("根据《个人信息保护法》第1条至第101条的规定。", True),
    ],
)
def test_a_cjk_range_past_what_one_reference_expands_says_so(text, limit_reached):
    """A range of 100 articles is read whole; one more is cut, and says so."""
    report = verify(text, EVIDENCE)
    assert len(report.citations) == 100
    assert report.limit_reached is limit_reached
