"""Sub-paragraph levels as civil-law answers write them: a French alinéa, an Italian
comma, a Taiwanese 項 and 款, a Vietnamese điểm đ, an Arabic point before its article.
Where the passage shows the level the pinpoint names, it is checked; a fabricated
one is flagged, a correct one verified."""

from __future__ import annotations

import pytest

from verification.core import CitationStatus, Diagnosis, explain, verify
from verification.core import EvidenceChunk as Chunk

VERIFIED = CitationStatus.VERIFIED
PINPOINT = Diagnosis.PINPOINT_NOT_IN_EVIDENCE

# Real text (Code civil, art. 1195 and 1112-1): alinéas unnumbered, one a line.
CC_1195 = (
    "Si un changement de circonstances imprévisible lors de la conclusion du contrat "
    "rend l'exécution excessivement onéreuse pour une partie, celle-ci peut demander "
    "une renégociation du contrat à son cocontractant.\n"
    "En cas de refus ou d'échec de la renégociation, les parties peuvent convenir de "
    "la résolution du contrat."
)
CC_1112_1 = (
    "Celle des parties qui connaît une information dont l'importance est "
    "déterminante pour le consentement de l'autre doit l'en informer.\n"
    "Néanmoins, ce devoir d'information ne porte pas sur l'estimation de la valeur "
    "de la prestation.\n"
    "Ont une importance déterminante les informations qui ont un lien direct.\n"
    "Les parties ne peuvent ni limiter, ni exclure ce devoir."
)
CODICE_2118 = (
    "Ciascuno dei contraenti può recedere dal contratto di lavoro a tempo "
    "indeterminato, dando il preavviso nel termine e nei modi stabiliti.\n"
    "In mancanza di preavviso, il recedente è tenuto verso l'altra parte a "
    "un'indennità equivalente."
)
# Taiwan's Labour Standards Act, art. 16: 項 (paragraphs) unnumbered, 款 "一、".
TW_16 = (
    "雇主依第十一條或第十三條但書規定終止勞動契約者，其預告期間依左列各款之規定：\n"
    "一、繼續工作三個月以上一年未滿者，於十日前預告之。\n"
    "二、繼續工作一年以上三年未滿者，於二十日前預告之。\n"
    "三、繼續工作三年以上者，於三十日前預告之。\n"
    "勞工於接到前項預告後，為另謀工作得於工作時間請假外出。"
)
TW_11 = (
    "非有左列情事之一者，雇主不得預告勞工終止勞動契約：\n"
    "一、歇業或轉讓時。\n"
    "二、虧損或業務緊縮時。\n"
    "三、不可抗力暫停工作在一個月以上時。"
)
EVIDENCE = [
    Chunk("cc-1195", "Code civil", 1195, CC_1195),
    Chunk("cc-1112-1", "Code civil", "1112-1", CC_1112_1),
    Chunk("codice-2118", "Codice civile", 2118, CODICE_2118),
    Chunk("tw-16", "勞動基準法", 16, TW_16),
    Chunk("tw-11", "勞動基準法", 11, TW_11),
]


def only(text):
    [citation] = verify(text, EVIDENCE).citations
    return citation


@pytest.mark.parametrize(
    "text",
    [
        "L'article 1195, alinéa 2, du Code civil permet au juge de réviser.",
        "L'article 1195 al. 2 du Code civil permet au juge de réviser le contrat.",
        "Selon l'article 1112-1, alinéa 4, du Code civil, ce devoir est impératif.",
        "L'art. 2118, comma 2, del codice civile prevede l'indennità di preavviso.",
        "Selon l'alinéa 2 de l'article 1195 du Code civil, le juge peut réviser.",
        "依《勞動基準法》第16條第2項，勞工得請假外出另謀工作。",
    ],
)
def test_an_unnumbered_paragraph_the_lines_hold_is_checked_and_verified(text):
    """A statute that leaves its paragraphs unnumbered writes each on a line."""
    citation = only(text)
    assert (citation.status, citation.pinpoint_checked) == (VERIFIED, True)


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ("L'article 1195 al. 4 du Code civil prévoit une indemnité.", 2),
        ("L'article 1195, alinéa 3, du Code civil prévoit une indemnité.", 2),
        ("Selon l'article 1112-1, alinéa 9, du Code civil, le devoir s'étend.", 4),
        ("L'art. 2118, comma 3, del codice civile disciplina il recesso.", 2),
        # Written before its article with its own elision, as French writes it:
        # "l'alinéa" went unread, and the fabricated alinéa passed.
        ("Selon l'alinéa 3 de l'article 1195 du Code civil, le juge révise.", 2),
        ("Selon l’alinéa 9 de l’article 1112-1 du Code civil, le devoir cesse.", 4),
    ],
)
def test_an_unnumbered_paragraph_past_the_lines_is_flagged(text, lines):
    """ "alinéa 4" of an article of two lines passed as verified, unchecked."""
    citation = only(text)
    assert citation.diagnosis is PINPOINT
    assert f"at most {lines} unnumbered paragraphs" in explain(citation)


def test_a_passage_on_one_line_leaves_an_unnumbered_paragraph_unchecked():
    """Retrieval often joins an article's lines: its alinéas are then unknown."""
    evidence = [Chunk("cc-1195", "Code civil", 1195, CC_1195.replace("\n", " "))]
    text = "L'article 1195, alinéa 2, du Code civil permet la révision."
    [citation] = verify(text, evidence).citations
    assert (citation.status, citation.pinpoint_checked) == (VERIFIED, False)


@pytest.mark.parametrize(
    ("text", "diagnosis"),
    [
        ("依《勞動基準法》第16條第1項第2款，應於二十日前預告。", None),
        ("依《勞動基準法》第16條第1項第2款及第3款，應預告。", None),
        ("依《勞動基準法》第16條第1項第5款，應於六十日前預告。", PINPOINT),
        ("依《勞動基準法》第16條第1項第2款及第7款，應預告。", PINPOINT),
        ("勞動基準法第11條第2款規定，虧損時雇主得預告終止。", None),
        ("勞動基準法第11條第6款規定，勞工不能勝任時雇主得終止。", PINPOINT),
    ],
)
def test_a_taiwanese_item_is_checked_against_its_lines(text, diagnosis):
    """Taiwan numbers 條 > 項 > 款 (the mainland 条 > 款 > 项) and lists its 款 as
    "一、", "二、": neither was read, and a fabricated 第5款 passed unchecked."""
    citation = only(text)
    assert citation.pinpoint_checked
    assert citation.diagnosis is diagnosis


# PIPL art. 17 (mainland): three paragraphs (款) unnumbered, the first with items
# (项) "（一）" to "（四）"; seven lines, three of them paragraphs.
PIPL_17 = (
    "个人信息处理者在处理个人信息前，应当向个人告知下列事项：\n"
    "（一）个人信息处理者的名称或者姓名和联系方式；\n"
    "（二）个人信息的处理目的、处理方式；\n"
    "（三）个人行使本法规定权利的方式和程序；\n"
    "（四）法律、行政法规规定应当告知的其他事项。\n"
    "前款规定事项发生变更的，应当将变更部分告知个人。\n"
    "个人信息处理者通过制定个人信息处理规则的方式告知的，处理规则应当公开。"
)


@pytest.mark.parametrize(
    ("text", "diagnosis"),
    [
        ("根据《个人信息保护法》第17条第3款，处理规则应当公开。", None),
        ("根据《个人信息保护法》第17条第1款第（四）项，应当告知其他事项。", None),
        ("根据《个人信息保护法》第17条第4款，处理规则应当备案。", PINPOINT),
        ("根据《个人信息保护法》第17条第5款，处理者应当删除。", PINPOINT),
    ],
)
def test_a_chinese_items_lines_are_no_paragraphs_of_their_own(text, diagnosis):
    """A mainland 款 is counted on the lines that are no item "（一）": counted with
    its four items, "第17条第5款" of an article of three paragraphs passed."""
    evidence = [Chunk("pipl-17", "个人信息保护法", 17, PIPL_17)]
    [citation] = verify(text, evidence).citations
    assert citation.pinpoint_checked
    assert citation.diagnosis is diagnosis
    if diagnosis is not None:
        assert "at most 3 unnumbered paragraphs" in explain(citation)


# Decree 13/2023 on personal data, art. 11: Vietnamese points run a, b, c, d, đ, e.
VI_11 = (
    "1. Sự đồng ý của chủ thể dữ liệu chỉ có hiệu lực khi chủ thể dữ liệu biết rõ:\n"
    "a) Loại dữ liệu cá nhân được xử lý;\n"
    "b) Mục đích xử lý dữ liệu cá nhân;\n"
    "c) Tổ chức, cá nhân được xử lý dữ liệu cá nhân;\n"
    "d) Các quyền, nghĩa vụ của chủ thể dữ liệu.\n"
    "2. Sự đồng ý của chủ thể dữ liệu phải được thể hiện rõ ràng."
)
VI_LABEL = "Nghị định 13/2023/NĐ-CP"


@pytest.mark.parametrize(
    ("passage", "diagnosis"),
    [
        (VI_11, PINPOINT),
        (VI_11.replace("\n2.", "\nđ) Hậu quả, thiệt hại không mong muốn.\n2."), None),
    ],
)
@pytest.mark.parametrize(
    "text",
    [
        f"Theo điểm đ khoản 1 Điều 11 {VI_LABEL}, chủ thể phải biết hậu quả.",
        f"Theo Điều 11 khoản 1 điểm đ {VI_LABEL}, chủ thể phải biết hậu quả.",
    ],
)
def test_a_vietnamese_point_d_with_stroke_is_read_and_checked(text, passage, diagnosis):
    """ "điểm đ" (the point after "d") was cut from the pinpoint: a fabricated
    point đ of an article listing a) to d) passed as "khoản 1", verified."""
    evidence = [Chunk("nd13-11", VI_LABEL, 11, passage)]
    [citation] = verify(text, evidence).citations
    assert "điểm đ" in (citation.pinpoint or "")
    assert citation.pinpoint_checked
    assert citation.diagnosis is diagnosis


ECHR_5 = "1. Everyone has the right to liberty and security of person."


@pytest.mark.parametrize(
    ("text", "diagnosis"),
    [
        ("تكفل المادة 5 من الاتفاقية الأوروبية لحقوق الإنسان الحق في الحرية.", None),
        (
            "تكفل المادة 6 من الاتفاقية الأوروبية لحقوق الإنسان الحق في محاكمة عادلة.",
            Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        ),
    ],
)
def test_the_echr_by_its_arabic_name_is_the_echr(text, diagnosis):
    """ "الاتفاقية الأوروبية لحقوق الإنسان": the Convention as Arabic answers name
    it. Unknown, the article was no citation at all: a fabricated one passed."""
    [citation] = verify(text, [Chunk("echr-5", "ECHR", 5, ECHR_5)]).citations
    assert citation.diagnosis is diagnosis


KO_23 = (
    "① 사용자는 근로자에게 정당한 이유 없이 해고, 휴직, 정직을 하지 못한다.\n"
    "② 사용자는 근로자가 업무상 부상 또는 질병의 요양을 위하여 휴업한 기간과 그 후 "
    "30일 동안은 해고하지 못한다."
)
JA_20 = (
    "使用者は、労働者を解雇しようとする場合においては、少くとも三十日前にその予告を"
    "しなければならない。\n"
    "２　前項の予告の日数は、一日について平均賃金を支払つた場合においては、その日数を"
    "短縮することができる。"
)
ZH_17 = (
    "个人信息处理者在处理个人信息前，应当向个人告知下列事项：\n"
    "（一）个人信息处理者的名称或者姓名和联系方式；\n"
    "（二）个人信息的处理目的、处理方式。\n"
    "前款规定事项发生变更的，应当将变更部分告知个人。"
)
SAME = [
    Chunk("ko-23", "근로기준법", 23, KO_23),
    Chunk("ja-20", "労働基準法", 20, JA_20),
    Chunk("zh-17", "个人信息保护法", 17, ZH_17),
]


@pytest.mark.parametrize(
    ("text", "raw", "diagnosis"),
    [
        (
            "근로기준법 제23조는 해고를 제한하고, "
            "같은 조 제2항은 요양 중 해고를 금지합니다.",
            "같은 조 제2항",
            None,
        ),
        (
            "근로기준법 제23조는 부당해고를 금지합니다. 동조 제3항은 예외를 둡니다.",
            "동조 제3항",
            PINPOINT,
        ),
        (
            "労働基準法第20条は予告を定め、同条第2項は短縮を認めます。",
            "同条第2項",
            None,
        ),
        (
            "労働基準法第20条は予告を定め、同条第4項は例外を定めます。",
            "同条第4項",
            PINPOINT,
        ),
        (
            "《个人信息保护法》第17条规定告知义务，本条第2款规定变更告知。",
            "本条第2款",
            None,
        ),
        (
            "《个人信息保护法》第17条规定告知义务，同条第1款第（八）项规定其他事项。",
            "同条第1款第（八）项",
            PINPOINT,
        ),
    ],
)
def test_a_pinpoint_of_the_same_article_is_that_articles(text, raw, diagnosis):
    """ "같은 조 제2항", "同条第2項", "本条第2款": a paragraph of the article cited.
    Unread, a fabricated "같은 조 제3항" passed as no citation at all."""
    first, second = verify(text, SAME).citations
    assert first.status is VERIFIED
    assert (second.raw, second.law_label, second.article) == (
        raw,
        first.law_label,
        first.article,
    )
    assert second.pinpoint_checked
    assert second.diagnosis is diagnosis


def test_a_pinpoint_of_the_same_article_after_a_documents_is_no_citation():
    """ "취업규칙 제12조 ... 같은 조 제2항": the article just read is a document's."""
    text = "취업규칙 제12조는 징계를 정하고, 같은 조 제2항은 절차를 정합니다."
    assert verify(text, SAME).citations == ()


GDPR_6 = (
    "1. Processing shall be lawful only if and to the extent that at least one of "
    "the following applies:\n"
    "(a) the data subject has given consent;\n"
    "(b) processing is necessary for the performance of a contract;\n"
    "2. Member States may maintain more specific provisions."
)
AR_GDPR = "من المادة 6 من اللائحة العامة لحماية البيانات"


@pytest.mark.parametrize(
    ("text", "diagnosis"),
    [
        (f"يجوز المعالجة وفقاً للبند (أ) من الفقرة 1 {AR_GDPR} بالموافقة.", None),
        (f"يجوز المعالجة وفقاً للبند (ب) من الفقرة 1 {AR_GDPR} لتنفيذ عقد.", None),
        (f"يجوز المعالجة وفقاً للبند (ي) من الفقرة 1 {AR_GDPR} للمصلحة.", PINPOINT),
        (f"يجوز المعالجة وفقاً للبند (د) من الفقرة 1 {AR_GDPR} للمصلحة.", PINPOINT),
    ],
)
def test_an_arabic_point_letter_before_its_paragraph_and_article_is_checked(
    text, diagnosis
):
    """ "البند (ي) من الفقرة 1 من المادة 6": the point's letter was dropped from
    the pinpoint written before the article, and a fabricated point passed."""
    evidence = [Chunk("gdpr-6", "GDPR", 6, GDPR_6)]
    [citation] = verify(text, evidence).citations
    assert "بند (" in (citation.pinpoint or "")
    assert citation.pinpoint_checked
    assert citation.diagnosis is diagnosis


def test_a_vietnamese_pinpoint_before_the_next_article_is_that_articles():
    """ "điểm a khoản 1 Điều 11, điểm b khoản 2 Điều 12": each article its own.

    The pinpoint after Điều 11 was read on into the next article's, "khoản 1 điểm
    a điểm b khoản 2", a place Article 11 does not have.
    """
    text = f"Theo điểm a khoản 1 Điều 11, điểm b khoản 2 Điều 12 {VI_LABEL}."
    citations = verify(text, [Chunk("vi11", VI_LABEL, 11, VI_11)]).citations
    assert [(c.article, c.pinpoint) for c in citations] == [
        ("11", "khoản 1 điểm a"),
        ("12", "khoản 2 điểm b"),
    ]
    assert citations[0].status is VERIFIED


# Real text (GDPR art. 50, shortened; AI Act art. 16, shortened): one unnumbered
# subparagraph listing points, "(a)" inline (GDPR) or alone on its line (AI Act).
GDPR_50 = (
    "In relation to third countries and international organisations, the Commission "
    "and supervisory authorities shall take appropriate steps to:\n"
    "(a) develop international cooperation mechanisms;\n"
    "(b) provide international mutual assistance in the enforcement of legislation;\n"
    "(c) engage relevant stakeholders in discussion and activities;\n"
    "(d) promote the exchange and documentation of personal data protection "
    "legislation and practice."
)
AI_16 = (
    "Providers of high-risk AI systems shall:\n"
    "(a)\nensure that their high-risk AI systems are compliant;\n"
    "(b)\nindicate on the high-risk AI system their name;\n"
    "(c)\nhave a quality management system in place.\n"
    "Those providers shall keep the documentation."
)
POINTS_EVIDENCE = [
    Chunk("gdpr-50", "GDPR", 50, GDPR_50),
    Chunk("ai-16", "EU AI Act", 16, AI_16),
]


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ("Under Article 50(2) GDPR, the Commission cooperates.", 1),
        ("Nach Art. 50 Abs. 2 DSGVO arbeitet die Kommission zusammen.", 1),
        ("Under Article 16(3) of the AI Act, providers keep documents.", 2),
    ],
)
def test_a_point_is_no_line_an_unnumbered_paragraph_is_counted_on(text, lines):
    """An EU article's points belong to the subparagraph that lists them: counted as
    paragraphs, "Article 50(2) GDPR" of one subparagraph and four points passed as
    checked and verified (bench/corpus_sweep.py: GDPR 50, AI Act 16, 66)."""
    [citation] = verify(text, POINTS_EVIDENCE).citations
    assert citation.diagnosis is PINPOINT
    assert f"at most {lines} unnumbered paragraph" in explain(citation)


@pytest.mark.parametrize(
    "text",
    [
        "Under Article 50(1)(d) GDPR, the Commission promotes exchange.",
        "Under Article 16(2) of the AI Act, providers keep documents.",
    ],
)
def test_an_unnumbered_paragraph_before_or_after_points_is_verified(text):
    """The subparagraph before the points, and one after them, still count."""
    [citation] = verify(text, POINTS_EVIDENCE).citations
    assert citation.status is VERIFIED
