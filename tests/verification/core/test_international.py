"""Citations as assistants write them in Chinese (traditional), Japanese, Vietnamese,
Indonesian and Arabic answers: each is read, resolved and checked like its English
twin, and a correct one is never flagged."""

from __future__ import annotations

import pytest

from verification.core import CitationForm, CitationStatus, Diagnosis, verify
from verification.core import EvidenceChunk as Chunk

VERIFIED = CitationStatus.VERIFIED
UNSUPPORTED = CitationStatus.UNSUPPORTED

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
    return [(c.law_label, c.article, c.status, c.diagnosis) for c in report.citations]


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
        (
            "勞動基準法",
            "12",
            CitationStatus.UNSUPPORTED,
            Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        ),
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
    """契約, 協議, 合約, 手冊 are documents, in traditional as in simplified script."""
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
    """ "Bộ luật Lao động năm 2019" ("năm": year) and the yearless "Bộ luật Lao động"
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


ID_156 = (
    "(1) Dalam hal terjadi pemutusan hubungan kerja.\n(2) Perhitungan uang pesangon."
)


def test_an_indonesian_law_in_full_words_is_its_abbreviation():
    """ "Undang-Undang Nomor 13 Tahun 2003" is "UU No. 13 Tahun 2003": UU and No. are
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


APPI_18 = (
    "個人情報取扱事業者は、あらかじめ本人の同意を得ないで、前条の規定により特定された"
    "利用目的の達成に必要な範囲を超えて、個人情報を取り扱ってはならない。\n"
    "２　個人情報取扱事業者は、合併その他の事由により他の個人情報取扱事業者から事業を"
    "承継することに伴って個人情報を取得した場合は、あらかじめ本人の同意を得ないで、"
    "当該個人情報を取り扱ってはならない。"
)
PIPL_47 = (
    "有下列情形之一的，个人信息处理者应当主动删除个人信息：\n"
    "（一）处理目的已实现、无法实现或者为实现处理目的不再必要；\n"
    "（二）个人撤回同意。"
)
ASIA = [
    Chunk("appi-18", "個人情報保護法", 18, APPI_18),
    Chunk("pipl-47", "个人信息保护法", 47, PIPL_47),
]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "個人情報の保護に関する法律第18条第2項により、同意が必要です。",
            "個人情報保護法",
        ),
        (
            "「個人情報の保護に関する法律」第18条第1項により、同意が必要です。",
            "個人情報保護法",
        ),
        ("Under Article 18(2) of the APPI, consent is required.", "個人情報保護法"),
        (
            "Under Article 47 of China's PIPL, the data must be deleted.",
            "个人信息保护法",
        ),
    ],
)
def test_a_law_by_its_official_title_or_english_initials_is_its_short_title(
    text, label
):
    """The catalogue knows 個人情報の保護に関する法律 as 個人情報保護法 and PIPL as
    个人信息保护法, the short titles evidence is labelled by: the official title was
    flagged label_mismatch on a correct citation."""
    [(law, _, status, _)] = citations(text, ASIA)
    assert (law, status) == (label, VERIFIED)


LONG_TITLE = "労働者派遣事業の適正な運営の確保及び派遣労働者の保護等に関する法律"
KO_TITLE = "기간제 및 단시간근로자 보호 등에 관한 법률"
TITLED = [
    Chunk(
        "haken-40",
        LONG_TITLE,
        40,
        "派遣先は、派遣労働者から苦情の申出を受けたときは、"
        "適切かつ迅速な処理を図らなければならない。",
    ),
    Chunk(
        "gigan-4",
        KO_TITLE,
        4,
        "① 사용자는 2년을 초과하지 아니하는 범위 안에서 "
        "기간제근로자를 사용할 수 있다.\n② 사용자가 2년을 초과하여 기간제근로자로 "
        "사용하는 경우에는 기간의 정함이 없는 근로계약을 체결한 근로자로 본다.",
    ),
]


@pytest.mark.parametrize(
    "text",
    [
        f"「{LONG_TITLE}」第40条により、派遣先は苦情を処理しなければなりません。",
        f"「{KO_TITLE}」 제4조제2항에 따라 무기계약으로 간주됩니다.",
        "「個人情報の保護に関する法律」第18条第1項により、同意が必要です。",
    ],
)
def test_a_law_title_in_corner_brackets_is_no_quotation(text):
    """「…」 is how Japanese and Korean answers write a law's title: a title of ten
    characters or five words was checked as a quotation and flagged as a misquote."""
    report = verify(text, TITLED + ASIA)
    assert [c.status for c in report.citations] == [VERIFIED]
    assert report.citations[0].quote is None


def test_a_misquotation_after_a_title_in_corner_brackets_is_still_flagged():
    """The title is no quotation; the words quoted after it still are one."""
    text = (
        f"「{LONG_TITLE}」第40条は「派遣先は、派遣労働者から苦情の申出を受けたときは、"
        "これを無視することができる」と定めています。"
    )
    [citation] = verify(text, TITLED).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


@pytest.mark.parametrize("separator", [": ", " — ", ", "])
def test_a_misquotation_inside_a_bracket_after_its_article_is_still_flagged(
    separator,
):
    """Only a quotation naming the citation's law is its title: the words a bracket
    quotes after its article are a quotation of the passage."""
    text = f'[GDPR, Article 17{separator}"the controller may erase data at will"]'
    gdpr = [Chunk("g17", "GDPR", 17, "1. The data subject shall have the right.")]
    [citation] = verify(text, gdpr).citations
    assert citation.diagnosis is Diagnosis.QUOTE_NOT_IN_EVIDENCE


# A Saudi article lists its points by letter, in abjad order: أ، ب، ج، د ...
SA_77 = (
    "ما لم يتضمن العقد تعويضاً محدداً مقابل إنهائه من أحد الطرفين لسبب غير مشروع، "
    "يستحق الطرف المتضرر من إنهاء العقد تعويضاً على النحو الآتي:\n"
    "أ- أجر خمسة عشر يوماً عن كل سنة من سنوات خدمة العامل، "
    "إذا كان العقد غير محدد المدة.\n"
    "ب- أجر المدة الباقية من العقد إذا كان العقد محدد المدة."
)
SA_EVIDENCE = [Chunk("sa-77", "نظام العمل", 77, SA_77)]


@pytest.mark.parametrize(
    "text",
    [
        "تنص المادة 77 الفقرة (أ) من نظام العمل على أجر خمسة عشر يوماً عن كل سنة.",
        "وفقاً للمادة ٧٧ (ب) من نظام العمل، يستحق أجر المدة الباقية من العقد.",
        "تنص المادة 77 البند ب من نظام العمل على أجر المدة الباقية.",
    ],
)
def test_an_arabic_point_letter_is_read_and_checked(text):
    """ "الفقرة (أ)" is point (a) of the article, checked against its line "أ- ..."."""
    [citation] = verify(text, SA_EVIDENCE).citations
    assert (citation.law_label, citation.status, citation.pinpoint_checked) == (
        "نظام العمل",
        VERIFIED,
        True,
    )
    assert citation.pinpoint is not None


@pytest.mark.parametrize(
    "text",
    [
        "تنص المادة 77 الفقرة (د) من نظام العمل على تعويض إضافي.",
        "وفقاً للمادة ٧٧ (ج) من نظام العمل، يستحق العامل تعويضاً إضافياً.",
    ],
)
def test_an_arabic_point_letter_the_article_lacks_is_flagged(text):
    """A fabricated point (د) of an article with (أ) and (ب) was not read at all:
    the citation passed, and the law after it was lost to a back-reference."""
    [citation] = verify(text, SA_EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


ET_49 = "1. El contrato de trabajo se extinguirá:\na) Por mutuo acuerdo de las partes."
CC_2118 = "Ciascuno dei contraenti può recedere dal contratto di lavoro."
BW_669 = "1. De werkgever kan de arbeidsovereenkomst opzeggen."
EUROPE = [
    Chunk("et-49", "Estatuto de los Trabajadores", 49, ET_49),
    Chunk("cc-2118", "Codice civile", 2118, CC_2118),
    Chunk("bw-669", "BW", "7:669", BW_669),
    Chunk("cciv-1103", "Code civil", 1103, "Les contrats légalement formés."),
    Chunk("lgpd-18", "LGPD", 18, "Art. 18. O titular dos dados pessoais tem direito."),
    Chunk("kp-30", "Kodeks pracy", 30, "§ 1. Umowa o pracę rozwiązuje się."),
    Chunk("bgb-626", "BGB", 626, "(1) Das Dienstverhältnis kann gekündigt werden."),
]


@pytest.mark.parametrize(
    "text",
    [
        "El artículo 49 ET regula la extinción; el artículo 56 de esta ley, otra.",
        "El artículo 49 ET regula el cese; el artículo 56 de la misma norma, otra.",
        "El artículo 49 ET regula la extinción; el artículo 56 de dicha norma, otra.",
        "El artículo 49 ET regula el cese; el artículo 56 de esa misma norma, otra.",
        "L'art. 2118 c.c. regola il preavviso; l'art. 2125 dello stesso codice, altro.",
        "L'art. 2118 c.c. regola il preavviso; l'art. 2125 di tale codice il patto.",
        "L'article 1103 du Code civil est clair ; l'article 1300 dudit code aussi.",
        "L'article 1103 du Code civil est clair ; l'article 1300 de ce même code, non.",
        "O art. 18 da LGPD garante direitos; o art. 46 do mesmo diploma impõe outros.",
        "Artikel 7:669 BW regelt opzegging; artikel 7:673 van dat wetboek de rest.",
        "Art. 30 k.p. reguluje rozwiązanie umowy; art. 36 wymienionego kodeksu okresy.",
        "§ 626 BGB regelt Kündigungen; § 627 des genannten Gesetzes betrifft Dienste.",
    ],
)
def test_an_article_of_the_law_named_by_a_demonstrative_is_read_and_flagged(text):
    """ "de esta ley", "dello stesso codice", "dudit code", "van dat wetboek": the law
    just named. Unread as anaphors, the phrases were taken for some other document
    and the fabricated article after them was no citation at all: it passed."""
    first, second = verify(text, EUROPE).citations
    assert first.status is VERIFIED
    assert second.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE
    assert second.form is CitationForm.BACK_REFERENCE


AI_ACT_50 = (
    "1. Providers shall ensure that AI systems intended to interact with persons."
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("L'article 50 du règlement sur l'IA impose la transparence.", VERIFIED),
        ("L'articolo 50 del regolamento sull'IA impone la trasparenza.", VERIFIED),
        (
            "L'article 52 du règlement sur l'IA impose la transparence.",
            CitationStatus.UNSUPPORTED,
        ),
    ],
)
def test_the_ai_act_by_its_short_romance_names_is_the_ai_act(text, status):
    """ "règlement sur l'IA", "regolamento sull'IA": the AI Act as French and Italian
    answers name it; a lower-case head made the name a private document's, and a
    fabricated Article 52 of it passed as no citation."""
    evidence = [Chunk("ai-50", "EU AI Act", 50, AI_ACT_50)]
    [citation] = verify(text, evidence).citations
    assert citation.status is status


LSA_20 = (
    "使用者は、労働者を解雇しようとする場合においては、少くとも三十日前にその予告を"
    "しなければならない。\n"
    "２　前項の予告の日数は、一日について平均賃金を支払つた場合においては、その日数を"
    "短縮することができる。\n"
    "３　前条第二項の規定は、第一項但書の場合にこれを準用する。"
)


@pytest.mark.parametrize(
    ("text", "diagnosis"),
    [
        ("労働基準法20条1項によれば、30日前の予告が必要です。", None),
        ("労働基準法20条4項により、予告期間は短縮できません。", "pinpoint"),
    ],
)
def test_a_japanese_pinpoint_written_without_dai_is_checked(text, diagnosis):
    """ "20条4項" is 第20条第4項 as Japanese answers abbreviate it: its 項 was not
    checked, and a fabricated paragraph 4 of a three-paragraph article passed."""
    evidence = [Chunk("lsa-20", "労働基準法", 20, LSA_20)]
    [citation] = verify(text, evidence).citations
    assert citation.pinpoint_checked
    if diagnosis:
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE
    else:
        assert citation.status is VERIFIED


@pytest.mark.parametrize(
    "text",
    [
        "Zgodnie z art. 30 k.c. umowa jest ważna.",
        "Zgodnie z art. 30 Kodeksu cywilnego umowa jest ważna.",
        "Zgodnie z art. 30 k.k. czyn jest karalny.",
        "Ai sensi dell'art. 2118 c.p., il reato è punito.",
        "Ai sensi dell'art. 2118 c.p.c., si procede.",
    ],
)
def test_another_code_by_its_abbreviation_is_not_the_code_in_evidence(text):
    """ "k.c." (Kodeks cywilny), "c.p." (Codice penale) are codes of their own: unknown,
    "art. 30 k.c." was read as a bare Article 30 and verified as the Kodeks pracy's."""
    evidence = [
        Chunk("kp-30", "Kodeks pracy", 30, "§ 1. Umowa o pracę rozwiązuje się."),
        Chunk("cc-2118", "Codice civile", 2118, CC_2118),
    ]
    [citation] = verify(text, evidence).citations
    assert citation.status is CitationStatus.UNSUPPORTED


@pytest.mark.parametrize(
    "text",
    [
        "وفقاً للمادة 5 من اتفاقية عدم الإفصاح الموقعة بين الطرفين، يلتزم الموظف.",
        "وفقاً للمادة 5 من اتفاقية السرية، يلتزم الموظف بعدم الإفصاح.",
        "وفقاً للمادة 5 من اتفاقية العمل الجماعية، تُصرف المكافأة.",
        "وفقاً للمادة 5 من مذكرة التفاهم، يلتزم الطرفان بالتعاون.",
    ],
)
def test_an_article_of_an_arabic_agreement_between_parties_is_no_citation(text):
    """A non-disclosure or collective agreement, a memorandum of understanding: the
    parties' documents, not a treaty (اتفاقية names both); each was flagged
    law_not_in_evidence."""
    assert citations(text, SA_EVIDENCE) == []


def test_an_article_of_the_law_after_an_arabic_document_word_is_still_read():
    """The law's own article stays a citation when a document word follows it."""
    text = "تنص المادة 84 من نظام العمل على السرية."
    [(_, article, _, diagnosis)] = citations(text, SA_EVIDENCE)
    assert (article, diagnosis) == ("84", Diagnosis.ARTICLE_NOT_IN_EVIDENCE)


@pytest.mark.parametrize(
    ("label", "text"),
    [
        (
            "Undang-Undang Nomor 13 Tahun 2003 tentang Ketenagakerjaan",
            "Menurut Pasal 156 UU No. 13 Tahun 2003, pengusaha membayar pesangon.",
        ),
        (
            "UU No. 13 Tahun 2003",
            "Menurut Pasal 156 UU Ketenagakerjaan, pengusaha wajib membayar pesangon.",
        ),
        (
            "Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân",
            "Theo Điều 156 Nghị định 13/2023/NĐ-CP, sự đồng ý phải rõ ràng.",
        ),
    ],
)
def test_a_numbered_law_is_one_law_with_or_without_its_subject(label, text):
    """ "UU No. 13 Tahun 2003" is the evidence's "… tentang Ketenagakerjaan" (its
    subject, after "tentang" or "về"), and the catalogue knows it as "UU
    Ketenagakerjaan": each correct citation was flagged label_mismatch."""
    evidence = [Chunk("law-156", label, 156, ID_156)]
    [(_, _, status, _)] = citations(text, evidence)
    assert status is VERIFIED


ANAPHOR_EVIDENCE = [
    Chunk(
        "zh-39", "劳动合同法", 39, "劳动者有下列情形之一的，用人单位可以解除劳动合同："
    ),
    Chunk(
        "ja-20",
        "労働基準法",
        20,
        "使用者は、少くとも三十日前にその予告をしなければならない。",
    ),
    Chunk(
        "ko-24",
        "근로기준법",
        24,
        "① 사용자가 경영상 이유에 의하여 해고하려면 필요가 있어야 한다.",
    ),
    Chunk(
        "vi-36",
        "Bộ luật Lao động",
        36,
        "1. Người lao động thường xuyên không hoàn thành.",
    ),
    Chunk("id-156", "UU Ketenagakerjaan", 156, "(1) Pengusaha membayar uang pesangon."),
]


@pytest.mark.parametrize(
    ("text", "law", "article", "status"),
    [
        (
            "《劳动合同法》规定解除。上述法律第39条规定过失性辞退。",
            "劳动合同法",
            "39",
            VERIFIED,
        ),
        (
            "《劳动合同法》规定解除。上述法律第45条规定终止。",
            "劳动合同法",
            "45",
            UNSUPPORTED,
        ),
        (
            "労働基準法は予告を定めます。当該法律第20条は三十日前です。",
            "労働基準法",
            "20",
            VERIFIED,
        ),
        (
            "근로기준법 제23조는 해고를 제한한다. 위 법 제24조는 경영상 해고를 정한다.",
            "근로기준법",
            "24",
            VERIFIED,
        ),
        (
            "근로기준법 제23조는 해고를 제한한다. 해당 법률 제99조는 없다.",
            "근로기준법",
            "99",
            UNSUPPORTED,
        ),
        (
            "Bộ luật Lao động áp dụng. Điều 36 Bộ luật nêu trên quy định.",
            "Bộ luật Lao động",
            "36",
            VERIFIED,
        ),
        (
            "UU Ketenagakerjaan berlaku. Pasal 156 UU tersebut mengatur pesangon.",
            "UU Ketenagakerjaan",
            "156",
            VERIFIED,
        ),
        (
            "UU Ketenagakerjaan berlaku. Pasal 160 UU tersebut mengatur penahanan.",
            "UU Ketenagakerjaan",
            "160",
            UNSUPPORTED,
        ),
    ],
)
def test_the_law_mentioned_above_is_the_law_named_before(text, law, article, status):
    """ "上述法律", "当該法律", "위 법", "Bộ luật nêu trên", "UU tersebut": the law
    named before (anaphor_words); "上述法律第39条" was a label_mismatch."""
    citation = verify(text, ANAPHOR_EVIDENCE).citations[-1]
    assert (citation.law_label, citation.article, citation.status) == (
        law,
        article,
        status,
    )
