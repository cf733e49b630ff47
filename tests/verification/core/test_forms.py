"""Every way an assistant writes a citation is read, with its exact span."""

from __future__ import annotations

import pytest

from verification.core import CitationForm, CitationStatus, Diagnosis, verify
from verification.core import EvidenceChunk as Chunk

EVIDENCE = [
    Chunk(
        "g17",
        "GDPR",
        17,
        "1. The data subject shall have the right to obtain from the controller "
        "the erasure of personal data where one of the following applies:\n"
        "(a) no longer necessary;\n(b) consent withdrawn;\n(c) objection;\n"
        "2. Where the controller has made the data public.\n"
        "3. Paragraphs 1 and 2 shall not apply.",
    ),
    Chunk("g6", "GDPR", 6, "1. Processing shall be lawful only if:\n(a) consent;"),
    Chunk("g15", "GDPR", 15, "1. The data subject shall have the right of access."),
    Chunk("g9", "GDPR", 9, "1. Processing of special categories is prohibited."),
    Chunk("l30", "Labour Law", 30, "Notice shall be given in writing."),
    Chunk("b623", "BGB", 623, "Die Kündigung bedarf der Schriftform."),
    Chunk("b622", "BGB", 622, "(1) Das Arbeitsverhältnis kann gekündigt werden."),
    Chunk("b622b", "BGB", 622, "(3) Während einer Probezeit zwei Wochen."),
    Chunk("k1", "KSchG", 1, "(1) Die Kündigung ist unwirksam.\n(2) Sozial."),
    Chunk("gg3", "GG", 3, "(1) Alle Menschen sind vor dem Gesetz gleich."),
    Chunk("e94", "Employment Rights Act 1996", 94, "(1) An employee has the right."),
    Chunk("e98", "Employment Rights Act 1996", 98, "(1) It is for the employer."),
    Chunk("u1983", "42 U.S.C.", 1983, "Every person who, under color of any statute."),
    Chunk("a80", "نظام العمل", 80, "لا يجوز لصاحب العمل فسخ العقد."),
    Chunk("a81", "نظام العمل", 81, "يحق للعامل أن يترك العمل."),
    Chunk("uae43", "Federal Decree-Law No. 33 of 2021", 43, "Notice period."),
    Chunk("cal", "Cal. Civ. Code", "1798.100", "(a) A consumer shall have the right."),
]

# (sentence, raw citation, form, label as reported, articles)
FORMS = [
    (
        "The employee must receive notice in writing (Labour Law, Article 30).",
        "(Labour Law, Article 30)",
        CitationForm.PARENTHETICAL,
        "Labour Law",
        ["30"],
    ),
    (
        "Consent is one lawful basis (GDPR, Art. 6(1)(a)).",
        "(GDPR, Art. 6(1)(a))",
        CitationForm.PARENTHETICAL,
        "GDPR",
        ["6"],
    ),
    (
        "Notice must be written (Art. 30 Labour Law).",
        "(Art. 30 Labour Law)",
        CitationForm.PARENTHETICAL,
        "Labour Law",
        ["30"],
    ),
    (
        "Under Article 17 of the GDPR, data is erased.",
        "Article 17 of the GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["17"],
    ),
    (
        "Article 17(1)(a) GDPR applies here.",
        "Article 17(1)(a) GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["17"],
    ),
    (
        "Art. 6(1)(f) GDPR allows it.",
        "Art. 6(1)(f) GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["6"],
    ),
    (
        "GDPR Article 17 gives the right.",
        "GDPR Article 17",
        CitationForm.LAW_FIRST,
        "GDPR",
        ["17"],
    ),
    (
        "GDPR Art. 6(1) sets the bases.",
        "GDPR Art. 6(1)",
        CitationForm.LAW_FIRST,
        "GDPR",
        ["6"],
    ),
    (
        "Articles 15 and 17 of the GDPR apply.",
        "Articles 15 and 17 of the GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["15", "17"],
    ),
    (
        "Articles 15 to 17 GDPR apply.",
        "Articles 15 to 17 GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["15", "16", "17"],
    ),
    (
        "See Article 9 of Regulation (EU) 2016/679 on this.",
        "Article 9 of Regulation (EU) 2016/679",
        CitationForm.PROSE,
        "Regulation (EU) 2016/679",
        ["9"],
    ),
    (
        "Article 43 of Federal Decree-Law No. 33 of 2021 sets notice.",
        "Article 43 of Federal Decree-Law No. 33 of 2021",
        CitationForm.PROSE,
        "Federal Decree-Law No. 33 of 2021",
        ["43"],
    ),
    (
        "Die Form folgt aus § 623 BGB.",
        "§ 623 BGB",
        CitationForm.SECTION_SIGN,
        "BGB",
        ["623"],
    ),
    (
        "Das gilt nach § 1 Abs. 2 KSchG.",
        "§ 1 Abs. 2 KSchG",
        CitationForm.SECTION_SIGN,
        "KSchG",
        ["1"],
    ),
    (
        "Fristen: § 622 Abs. 1 S. 1 Nr. 3 BGB.",
        "§ 622 Abs. 1 S. 1 Nr. 3 BGB",
        CitationForm.SECTION_SIGN,
        "BGB",
        ["622"],
    ),
    (
        "Siehe §§ 622, 623 BGB.",
        "§§ 622, 623 BGB",
        CitationForm.SECTION_SIGN,
        "BGB",
        ["622", "623"],
    ),
    (
        "Gleichheit nach Art. 3 Abs. 1 GG.",
        "Art. 3 Abs. 1 GG",
        CitationForm.PROSE,
        "GG",
        ["3"],
    ),
    (
        "Unfair dismissal: section 94 of the Employment Rights Act 1996.",
        "section 94 of the Employment Rights Act 1996",
        CitationForm.PROSE,
        "Employment Rights Act 1996",
        ["94"],
    ),
    (
        "Fairness is under s. 98 ERA 1996.",
        "s. 98 ERA 1996",
        CitationForm.PROSE,
        "ERA 1996",
        ["98"],
    ),
    (
        "Claims: 42 U.S.C. § 1983 provides a remedy.",
        "42 U.S.C. § 1983",
        CitationForm.SECTION_SIGN,
        "42 U.S.C.",
        ["1983"],
    ),
    # A US title's section with no "§" is read as with one.
    (
        "Claims: 42 U.S.C. 1983 provides a remedy.",
        "42 U.S.C. 1983",
        CitationForm.SECTION_SIGN,
        "42 U.S.C.",
        ["1983"],
    ),
    (
        "Claims: 42 USC 1983 provides a remedy.",
        "42 USC 1983",
        CitationForm.SECTION_SIGN,
        "42 U.S.C.",
        ["1983"],
    ),
    (
        "See 29 CFR 825.999 for the basics of leave.",
        "29 CFR 825.999",
        CitationForm.SECTION_SIGN,
        "29 CFR",
        ["825.999"],
    ),
    # SEC rules: letters and a number after the decimal.
    (
        "Fraud is barred by 17 C.F.R. § 240.10b-5(b).",
        "17 C.F.R. § 240.10b-5(b)",
        CitationForm.SECTION_SIGN,
        "17 C.F.R.",
        ["240.10b-5"],
    ),
    # A range of decimal sections cites both ends: those between cannot be counted.
    (
        "Consumers' rights are in Cal. Civ. Code §§ 1798.100-1798.199.",
        "Cal. Civ. Code §§ 1798.100-1798.199",
        CitationForm.SECTION_SIGN,
        "Cal. Civ. Code",
        ["1798.100", "1798.199"],
    ),
    (
        "تنص المادة 80 من نظام العمل على ذلك.",
        "المادة 80 من نظام العمل",
        CitationForm.PROSE,
        "نظام العمل",
        ["80"],
    ),
    (
        "تنص المادة (80) من نظام العمل على ذلك.",
        "المادة (80) من نظام العمل",
        CitationForm.PROSE,
        "نظام العمل",
        ["80"],
    ),
    (
        "تنص المواد 80 و81 من نظام العمل على ذلك.",
        "المواد 80 و81 من نظام العمل",
        CitationForm.PROSE,
        "نظام العمل",
        ["80", "81"],
    ),
    (
        "Le préavis est de deux mois selon l'article L1234-1 du Code du travail.",
        "article L1234-1 du Code du travail",
        CitationForm.PROSE,
        "Code du travail",
        ["L1234-1"],
    ),
    (
        "A hopeless claim may be struck out (CPR r. 3.4(2)(a)).",
        "(CPR r. 3.4(2)(a))",
        CitationForm.PARENTHETICAL,
        "CPR",
        ["3.4"],
    ),
    (
        "Storage must be limited under Article 5(1)(e) UK GDPR.",
        "Article 5(1)(e) UK GDPR",
        CitationForm.PROSE,
        "UK GDPR",
        ["5"],
    ),
    (
        "Some commentators point to Article 104 GDPR, which does not exist.",
        "Article 104 GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["104"],
    ),
    (
        "Data subjects have rights of access and more (Art. 15 et seq. GDPR).",
        "(Art. 15 et seq. GDPR)",
        CitationForm.PARENTHETICAL,
        "GDPR",
        ["15"],
    ),
    (
        "A consumer may ask what is held under Cal. Civ. Code § 1798.100.",
        "Cal. Civ. Code § 1798.100",
        CitationForm.SECTION_SIGN,
        "Cal. Civ. Code",
        ["1798.100"],
    ),
    (
        "A consumer may ask what is held [Cal. Civ. Code, Section 1798.100].",
        "[Cal. Civ. Code, Section 1798.100]",
        CitationForm.BRACKET,
        "Cal. Civ. Code",
        ["1798.100"],
    ),
    (
        "Dismissal is unfair under s 94 of the Employment Rights Act 1996.",
        "s 94 of the Employment Rights Act 1996",
        CitationForm.PROSE,
        "Employment Rights Act 1996",
        ["94"],
    ),
    (
        "Controllers must inform data subjects under Articles 13/14 GDPR.",
        "Articles 13/14 GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["13", "14"],
    ),
    (
        "Access and erasure are rights (Art. 15,17 GDPR).",
        "(Art. 15,17 GDPR)",
        CitationForm.PARENTHETICAL,
        "GDPR",
        ["15", "17"],
    ),
    (
        "Under Article 17 of Regulation 2016/679, the data must be erased.",
        "Article 17 of Regulation 2016/679",
        CitationForm.PROSE,
        "GDPR",
        ["17"],
    ),
    (
        "Die Gleichheit vor dem Gesetz folgt aus Art. 3 I GG.",
        "Art. 3 I GG",
        CitationForm.PROSE,
        "GG",
        ["3"],
    ),
    (
        "Die Frist ergibt sich aus § 622 II BGB.",
        "§ 622 II BGB",
        CitationForm.SECTION_SIGN,
        "BGB",
        ["622"],
    ),
    (
        "The GDPR's Article 17 gives a right to erasure.",
        "GDPR's Article 17",
        CitationForm.LAW_FIRST,
        "GDPR",
        ["17"],
    ),
    (
        "Reasons: ERA 1996, section 98(1)(b).",
        "ERA 1996, section 98(1)(b)",
        CitationForm.LAW_FIRST,
        "ERA 1996",
        ["98"],
    ),
    (
        "Housing (Scotland) Act 2006, specifically Sections 83-85, applies.",
        "Housing (Scotland) Act 2006, specifically Sections 83-85",
        CitationForm.LAW_FIRST,
        "Housing (Scotland) Act 2006",
        ["83", "84", "85"],
    ),
    (
        "Duties exist (Environment Act 2021 (Section 56(2))).",
        "Environment Act 2021 (Section 56(2))",
        CitationForm.LAW_FIRST,
        "Environment Act 2021",
        ["56"],
    ),
    (
        "The penalty is in Section 302 IPC.",
        "Section 302 IPC",
        CitationForm.PROSE,
        "IPC",
        ["302"],
    ),
    (
        "Under the Working Time Regulations 1998, Regulation 4(1) caps hours.",
        "Working Time Regulations 1998, Regulation 4(1)",
        CitationForm.LAW_FIRST,
        "Working Time Regulations 1998",
        ["4"],
    ),
    # A head first, then the rest of its name: the whole name is the law's.
    (
        "Data is protected by Article 17 of the Charter of Fundamental Rights.",
        "Article 17 of the Charter of Fundamental Rights",
        CitationForm.PROSE,
        "Charter of Fundamental Rights",
        ["17"],
    ),
    (
        "Values are set by Article 2 of the Treaty on European Union.",
        "Article 2 of the Treaty on European Union",
        CitationForm.PROSE,
        "Treaty on European Union",
        ["2"],
    ),
    (
        "Japan regulates this in Article 23 of the Act on the Protection of Personal "
        "Information.",
        "Article 23 of the Act on the Protection of Personal Information",
        CitationForm.PROSE,
        "Act on the Protection of Personal Information",
        ["23"],
    ),
    (
        # Who made the Regulation is no part of its name.
        "Erasure is Article 17 of Regulation (EU) 2016/679 of the European "
        "Parliament and of the Council.",
        "Article 17 of Regulation (EU) 2016/679",
        CitationForm.PROSE,
        "GDPR",
        ["17"],
    ),
    # "Arts" without its full stop, as British style writes it ("Arts 12-14
    # GDPR"): unread, so a fabricated article in the list went unchecked.
    (
        "The rights are in Arts 15, 17 & 9 GDPR.",
        "Arts 15, 17 & 9 GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["15", "17", "9"],
    ),
    (
        "Under arts 6 and 9 GDPR processing is limited.",
        "arts 6 and 9 GDPR",
        CitationForm.PROSE,
        "GDPR",
        ["6", "9"],
    ),
]


@pytest.mark.parametrize(("text", "raw", "form", "label", "articles"), FORMS)
def test_reference_form_is_read_with_its_span(text, raw, form, label, articles):
    """Each form yields its articles, its label and a span holding exactly raw."""
    citations = verify(text, EVIDENCE).citations
    assert [c.article for c in citations] == articles
    for citation in citations:
        assert (citation.raw, citation.form) == (raw, form)
        assert text[citation.start : citation.end] == raw
    unsupported = [c for c in citations if c.status is CitationStatus.UNSUPPORTED]
    reported = {c.law_label for c in unsupported} | {
        label for c in citations if c.status is CitationStatus.VERIFIED
    }
    assert reported == {label}


@pytest.mark.parametrize(
    "text",
    [
        "Article 5 of the employment contract sets the hours.",
        "Under clause 12 of the agreement, the parties may terminate.",
        "As section 2 of this memo explains, the risk is low.",
        "As paragraph 3 above explains, the risk is low.",
        "The Article 29 Working Party issued guidance on consent.",
        # Its abbreviation: "WP" was read as a law's initials and flagged.
        "The Art. 29 WP issued guidance on consent.",
        "Article 29 WP opinions remain relevant.",
        "Nach § 3 Ihres Arbeitsvertrags gilt eine Probezeit.",
        "Selon l'article 9 du règlement intérieur, la tenue est correcte.",
        "根据劳动合同第5条，试用期为三个月。",
        "Clause 4 of your contract sets a notice period of one month.",
        "The Working Time Regulations 1998 apply to most workers.",
        "The employer's clause 5 obligations are in the handbook.",
        "Regulation 2016/679 and Directive 95/46/EC differ on this point.",
        "Regulation (EC) No 1049/2001 governs access to documents.",
        "The Employment Contract's clause 5 sets the hours.",
        "Il preavviso segue l'art. 12 del CCNL applicato.",
        "Zgodnie z § 3 regulaminu pracy pracownik nosi identyfikator.",
        "تنص المادة 12 من لائحة تنظيم العمل الداخلية على ذلك.",
        # The head an anaphor has, then a document word: the company's internal
        # rules, not the law in hand (it was read as نظام العمل, and flagged).
        "المادة 12 من اللائحة الداخلية للشركة تنص على ذلك.",
        "Volgens artikel 4 van de arbeidsovereenkomst geldt een proeftijd.",
        "Under Article 8 of the Collective Agreement, overtime is paid.",
        "Pages 12 to 14 of the report, and figure 3, show the trend.",
        "In 2018, 2019 and 2020 the number of claims rose by 12%.",
    ],
)
def test_decoy_is_never_a_citation(text):
    """Provisions of contracts, memos and other documents are not citations."""
    report = verify(text, EVIDENCE)
    assert report.citations == ()
    assert report.passed


# Private instruments, in the languages of the tables: none is a law.
PRIVATE_INSTRUMENTS = [
    "Article 5 of the NDA forbids disclosure.",
    "Section 3 of the SOW sets the milestones.",
    "Clause 9 of the MSA caps liability, and section 2 of the SLA sets uptime.",
    "Section 8 of the Employee Code governs gifts.",
    "Rule 14 of the House Rules prohibits pets.",
    "Under the Employee Code, section 8 governs gifts.",
    "The Code of Conduct, section 4, bans gifts.",
    "Under the House Rules, rule 14 prohibits pets.",
    "Section 2 of the EULA limits copies.",
    "就業規則第5条によれば、遅刻は禁止されています。",
    "社内規程第3条を参照してください。",
    "根据《员工手册》第12条，员工不得迟到。",
    "《员工手册》规定了纪律。第5条禁止迟到。",
    "根据公司章程第8条，董事会每年开会。",
    "Gemäß § 3 der Hausordnung ist Rauchen verboten.",
    "Nach § 2 der Betriebsvereinbarung gilt Gleitzeit.",
    "Selon l'article 4 du règlement intérieur, la tenue est correcte.",
    "Conforme o artigo 3 do regulamento da empresa, o uniforme é obrigatório.",
    "Điều 5 nội quy lao động quy định giờ làm việc.",
    "Volgens artikel 2 van de huisregels is roken verboden.",
    # A charter of services is a provider's own document, though "Carta" heads
    # the Charter of Fundamental Rights.
    "L'articolo 5 della Carta dei servizi prevede un rimborso.",
    "El artículo 5 de la Carta de servicios fija el plazo.",
    "O artigo 5 da Carta de Serviços fixa o prazo.",
]


@pytest.mark.parametrize("text", PRIVATE_INSTRUMENTS)
def test_provision_of_a_private_instrument_is_never_a_citation(text):
    """An NDA's, a handbook's or a company's rules' provision is no citation."""
    report = verify(text, EVIDENCE)
    assert report.citations == ()
    assert report.passed


@pytest.mark.parametrize(
    "text",
    [
        "The GDPR applies; see the Employee Handbook, section 7.",
        "The GDPR applies. Our Terms, Section 4.2, say otherwise.",
        "The GDPR applies; see our Privacy Policy, Article 7.",
        "The GDPR applies; see our privacy policy (Article 7).",
        # Italian: the document before an elided "all'art.", or a collective
        # agreement's acronym earlier in the sentence (both were flagged).
        "Il GDPR si applica. Il regolamento aziendale, all'art. 5, vieta l'uso.",
        "Il GDPR si applica. Il contratto collettivo, all'art. 9, fissa le ferie.",
        "Il GDPR si applica. Il CCNL applicato all'art. 12 prevede la prova.",
        "Il GDPR si applica. Secondo il CCNL Metalmeccanici, all'art. 7, il "
        "preavviso è di 30 giorni.",
        "The GDPR applies. The NDA signed in 2023 says in Article 4 that it lasts.",
    ],
)
def test_a_document_named_before_its_provision_is_not_the_law_named_earlier(text):
    """ "the Employee Handbook, section 7" after the GDPR is the handbook's section.

    Read as a reference back to the GDPR, it was flagged as an article the
    evidence lacks: a false flag.
    """
    report = verify(text, EVIDENCE)
    assert report.citations == ()
    assert report.passed


@pytest.mark.parametrize(
    ("text", "article"),
    [
        ("The GDPR covers the performance of a contract, Article 6.", "6"),
        ("The GDPR applies; see the Collective Agreement, Article 5 GDPR.", "5"),
        ("Il GDPR copre l'esecuzione di un contratto, all'art. 6.", "6"),
        ("The GDPR: adhere to an approved code of conduct (Article 40).", "40"),
    ],
)
def test_a_document_word_that_names_no_document_keeps_the_citation(text, article):
    """A lower-case, unowned "a contract" names no document; a law after wins."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.article) == ("GDPR", article)


@pytest.mark.parametrize(
    ("text", "raw", "label"),
    [
        (
            "会社の就業規則第20条と労働基準法第20条を参照。",
            "労働基準法第20条",
            "労働基準法",
        ),
        (
            "Article 17 of the GDPR and section 3 of the NDA apply.",
            "Article 17 of the GDPR",
            "GDPR",
        ),
        (
            "The House Rules say more. Article 17 of the GDPR gives erasure.",
            "Article 17 of the GDPR",
            "GDPR",
        ),
        (
            "Section 1 of the Companies Act 2006 applies, not the Employee Code.",
            "Section 1 of the Companies Act 2006",
            "Companies Act 2006",
        ),
    ],
)
def test_law_beside_a_private_instrument_is_still_read(text, raw, label):
    """A law next to a private instrument is read, its span its own name only."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.law_label) == (raw, label)
    assert text[citation.start : citation.end] == raw


@pytest.mark.parametrize(
    ("text", "raw", "diagnosis"),
    [
        (
            "Article 1234567 of the GDPR applies.",
            "Article 1234567 of the GDPR",
            Diagnosis.NONEXISTENT_ARTICLE,
        ),
        ("§ 12345678 BGB gilt.", "§ 12345678 BGB", Diagnosis.NONEXISTENT_ARTICLE),
        ("GDPR第1234567条", "GDPR第1234567条", Diagnosis.NONEXISTENT_ARTICLE),
        (
            "Article 1234567 of the Labour Law applies.",
            "Article 1234567 of the Labour Law",
            Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        ),
        # Longer than any article id (32 characters): read, and malformed.
        (
            f"Article {'9' * 40} of the GDPR applies.",
            f"Article {'9' * 40} of the GDPR",
            Diagnosis.MALFORMED,
        ),
        (f"第{'1' * 40}条によれば", f"第{'1' * 40}条", Diagnosis.MALFORMED),
    ],
)
def test_long_article_number_is_read_and_diagnosed(text, raw, diagnosis):
    """However long its number, a provision is read and flagged, never passed over."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.diagnosis) == (raw, diagnosis)
    assert text[citation.start : citation.end] == raw


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Two references, each with its own law: a name never holds "Article".
        (
            "See Article 8 ECHR and Article 7 of the Charter.",
            [("Article 8 ECHR", "ECHR"), ("Article 7 of the Charter", "Charter")],
        ),
        (
            "Article 5 of Directive 95/46/EC applies.",
            [("Article 5 of Directive 95/46/EC", "Directive 95/46/EC")],
        ),
        (
            "Directive 93/13/EEC, Article 3, applies.",
            [("Directive 93/13/EEC, Article 3", "Directive 93/13/EEC")],
        ),
        (
            "Nach § 626 BGB gilt § 627 dieses Gesetzes.",
            [("§ 626 BGB", "BGB"), ("§ 627 dieses Gesetzes", "BGB")],
        ),
        (
            "《劳动合同法》第39条第（三）项规定了解除。",
            [("《劳动合同法》第39条第（三）项", "劳动合同法")],
        ),
        # A law written before a provision is not read across a bracket it is
        # inside, nor opens with a bracketed point: "GDPR (Employment Act 2020"
        # and "(a) Employment Act 2020" were the laws.
        (
            "Art. 6 GDPR (Employment Act 2020, section 30 applies.",
            [
                ("Art. 6 GDPR", "GDPR"),
                ("Employment Act 2020, section 30", "Employment Act 2020"),
            ],
        ),
        (
            "Art. 6(1)(f) GDPR (Staff Act 2020, Article 30) applies.",
            [
                ("Art. 6(1)(f) GDPR", "GDPR"),
                ("(Staff Act 2020, Article 30)", "Staff Act 2020"),
            ],
        ),
        (
            "Under point (a) Employment Act 2020, section 30 applies.",
            [("Employment Act 2020, section 30", "Employment Act 2020")],
        ),
        # But a bracket's first word may be a known law in lower case.
        (
            "(gdpr article 99(1)) applies.",
            [("(gdpr article 99(1))", "gdpr")],
        ),
        (
            "Regulation (EU) 2016/679, Article 6 applies.",
            [("Regulation (EU) 2016/679, Article 6", "GDPR")],
        ),
        # A law the citation before has read is not read again as the next one's:
        # the two spans overlapped ("GDPR, Article 6"); the second is a bare
        # article after the law just named.
        (
            "Both Article 17 GDPR, Article 6 apply.",
            [("Article 17 GDPR", "GDPR"), ("Article 6", "GDPR")],
        ),
        (
            "Under Article 17 of the GDPR Article 6 also applies.",
            [("Article 17 of the GDPR", "GDPR"), ("Article 6", "GDPR")],
        ),
        (
            "See section 94 of the Employment Rights Act 1996 section 98 too.",
            [
                (
                    "section 94 of the Employment Rights Act 1996",
                    "Employment Rights Act 1996",
                ),
                ("section 98", "Employment Rights Act 1996"),
            ],
        ),
        # Nor is the word it ended on the next one's keyword in its span.
        (
            "Article 3 of the TUPE Regulations 4 and 5 apply.",
            [("Article 3 of the TUPE Regulations", "TUPE Regulations")]
            + [("4 and 5", "TUPE")] * 2,
        ),
        # An annex word before a US Code title is no annex of that number.
        (
            "The UK GDPR Annex 42 U.S.C. § 1983 applies.",
            [("42 U.S.C. § 1983", "42 U.S.C.")],
        ),
    ],
)
def test_each_reference_has_its_own_span_and_label(text, expected):
    """Spans stop where a reference ends; labels keep the whole name of the law."""
    charter = Chunk("c7", "Charter", 7, "Everyone has the right to respect.")
    citations = verify(text, [*EVIDENCE, charter]).citations
    assert [(c.raw, c.law_label) for c in citations] == expected
    for citation in citations:
        assert text[citation.start : citation.end] == citation.raw


# The six answers of issue 10, each of which passed in version 2.
ISSUE_EXAMPLES = [
    (
        "Under Article 99 of the GDPR, the data subject may request erasure "
        "without delay.",
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
    ),
    (
        "See GDPR Art. 200 for fines on controllers that process data.",
        Diagnosis.NONEXISTENT_ARTICLE,
    ),
    (
        "Die Kündigungsfrist verlängert sich nach § 622 Abs. 2 BGB.",
        Diagnosis.PINPOINT_NOT_IN_EVIDENCE,
    ),
    (
        "The controller shall erase personal data without undue delay "
        "[GDPR, Article 17(1)(z)].",
        Diagnosis.PINPOINT_NOT_IN_EVIDENCE,
    ),
    (
        'The Regulation provides that "the controller may erase data at will" '
        "[GDPR, Article 17].",
        Diagnosis.QUOTE_NOT_IN_EVIDENCE,
    ),
]


@pytest.mark.parametrize(("text", "diagnosis"), ISSUE_EXAMPLES)
def test_issue_examples_are_flagged(text, diagnosis):
    """Every answer the issue shows passing in version 2 is flagged now."""
    report = verify(text, EVIDENCE)
    assert not report.passed
    assert [c.diagnosis for c in report.citations] == [diagnosis]


def test_parenthetical_marker_is_read_like_a_bracket():
    """The issue's "(Labour Law, Article 30)" answer is read and verified."""
    text = "The employee must receive notice in writing (Labour Law, Article 30)."
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.status, citation.chunk_id) == (CitationStatus.VERIFIED, "l30")


def test_sentence_holding_a_prose_citation_is_cited():
    """A sentence whose citation is in prose is not reported as uncited."""
    text = "Under Article 17 of the GDPR, the data subject may obtain erasure."
    assert verify(text, EVIDENCE).uncited_sentences == ()


def test_prose_citation_opening_a_line_does_not_cite_the_line_before():
    """A prose citation starting a line belongs to its own sentence."""
    first = "The controller must keep records of processing at all times."
    text = f"{first}\nArticle 17 of the GDPR gives the data subject a right."
    assert [s.text for s in verify(text, EVIDENCE).uncited_sentences] == [first]


def test_a_roman_numeral_is_an_absatz_only_before_a_law():
    """ "§ 622 II BGB" is Absatz 2; the "I" of "Article 17 I think" is no pinpoint."""
    (absatz,) = verify("Die Frist folgt aus § 622 II BGB.", EVIDENCE).citations
    assert absatz.pinpoint == "II"
    english_text = "Under Article 17 I think the GDPR applies."
    (english,) = verify(english_text, EVIDENCE).citations
    assert (english.raw, english.pinpoint) == ("Article 17", None)


@pytest.mark.parametrize(
    "text",
    [
        "The information duties are in Chapter III, Section 2 GDPR.",
        "The information duties are in Chapter III Section 2 of the GDPR.",
        "The information duties are in Chapter 3, Section 2 of the GDPR.",
        "Les obligations figurent au chapitre III, section 2 du RGPD.",
    ],
)
def test_a_section_of_a_chapter_of_an_article_numbered_law_is_no_article(text):
    """The GDPR's sections are parts of its chapters: "Section 2" is no Article 2.

    A correct answer naming a division must not fail as "Article 2 not in
    evidence"; a division is not checked against article passages at all.
    """
    report = verify(text, EVIDENCE)
    assert report.citations == ()
    assert report.passed


def test_articles_named_beside_a_division_are_still_read():
    text = "Chapter III, Section 2 (Articles 15 and 99) GDPR governs information."
    report = verify(text, EVIDENCE)
    assert [(c.article, c.status.value) for c in report.citations] == [
        ("15", "verified"),
        ("99", "unsupported"),
    ]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        # The Act numbers its sections through its Parts: section 94 is section 94.
        ("Part X, section 94 ERA 1996 protects employees.", "verified"),
        ("Part X, Chapter I, section 95 ERA 1996 protects employees.", "unsupported"),
        # A German § is what English calls a section.
        ("Chapter 1, section 1 KSchG protects employees.", "verified"),
        # A law the catalogue does not know: its sections may be its provisions.
        ("Title VI, Section 601 of the Housing Act of 1949.", "unsupported"),
    ],
)
def test_a_section_after_a_division_of_a_section_numbered_law_is_read(text, status):
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.status.value == status


@pytest.mark.parametrize(
    ("text", "raw", "status"),
    [
        (
            "Article 17 of Chapter III of the GDPR grants erasure.",
            "Article 17 of Chapter III of the GDPR",
            "verified",
        ),
        (
            "Article 99 of Chapter III of the GDPR grants it.",
            "Article 99 of Chapter III of the GDPR",
            "unsupported",
        ),
        (
            "Section 94 of Part X of the Employment Rights Act 1996 protects it.",
            "Section 94 of Part X of the Employment Rights Act 1996",
            "verified",
        ),
    ],
)
def test_a_division_between_an_article_and_its_law_is_of_that_law(text, raw, status):
    """ "Article 17 of Chapter III of the GDPR" cites the GDPR's Article 17.

    Read as a law named "Part X of the Employment Rights Act 1996", a correct
    citation was flagged label_mismatch; "Chapter III" read as no law at all, a
    fabricated one passed unread.
    """
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.status.value) == (raw, status)
    assert citation.diagnosis in (None, Diagnosis.ARTICLE_NOT_IN_EVIDENCE)


@pytest.mark.parametrize(
    "text",
    [
        "The information duties are in Section 2 of Chapter III of the GDPR.",
        "Section 4 of Annex III of the AI Act lists employment uses.",
    ],
)
def test_a_section_of_a_division_named_after_it_is_no_article(text):
    """ "Section 2 of Chapter III of the GDPR" is no GDPR Article 2 either."""
    report = verify(text, EVIDENCE)
    assert report.citations == ()
    assert report.passed


@pytest.mark.parametrize(
    ("text", "article"),
    [
        ("Recital 47 GDPR explains when legitimate interests prevail.", "Recital 47"),
        ("Le considérant 47 du RGPD précise l'intérêt légitime.", "Recital 47"),
        ("Erwägungsgrund 47 DSGVO erläutert das berechtigte Interesse.", "Recital 47"),
        ("Annex III, point 4 of the AI Act lists employment uses.", "Annex III"),
        (
            "Schedule 1 to the Data Protection Act 2018 lists the conditions.",
            "Schedule 1",
        ),
    ],
)
def test_a_recital_annex_or_schedule_is_cited_as_itself_not_as_an_article(
    text, article
):
    """Recital 47 is no Article 47: it is checked as the part it is (test_parts.py).

    The evidence holds only articles, so each is unsupported, never verified
    against the article of its number.
    """
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.article == article
    assert citation.article_no is None
    assert citation.status.value == "unsupported"


PIPL = [Chunk("p47", "个人信息保护法", 47, "个人信息处理者应当主动删除个人信息。")]
PIPL_OFFICIAL = [Chunk("p47", "中华人民共和国个人信息保护法", 47, "应当主动删除。")]


@pytest.mark.parametrize(
    ("text", "evidence"),
    [
        ("根据《中华人民共和国个人信息保护法》第47条，应当删除。", PIPL),
        ("根据中华人民共和国个人信息保护法第47条，应当删除。", PIPL),
        ("根据《个人信息保护法》第47条，应当删除。", PIPL_OFFICIAL),
    ],
)
def test_a_chinese_law_by_its_official_or_short_title_is_one_law(text, evidence):
    """ "中华人民共和国" opens the official title, not the short one: the same law.

    A correct citation by either title must not fail as a label mismatch.
    """
    (citation,) = verify(text, evidence).citations
    assert citation.status is CitationStatus.VERIFIED
    assert citation.raw.endswith("第47条")


def test_another_chinese_law_by_its_official_title_is_still_another_law():
    # Article 47 of the evidence is the PIPL's, not the Labour Contract Law's.
    text = "根据《中华人民共和国劳动合同法》第47条，可以解除。"
    (citation,) = verify(text, PIPL).citations
    assert citation.diagnosis is Diagnosis.LABEL_MISMATCH


@pytest.mark.parametrize(
    ("text", "articles", "statuses"),
    [
        # "f." (folgende) is exactly the one provision after: two are cited.
        ("Die Form regeln §§ 622 f. BGB.", ["622", "623"], ["verified", "verified"]),
        ("Die Form regelt § 623 f. BGB.", ["623", "624"], ["verified", "unsupported"]),
        # "ff." names no end: only the first is read, nothing is guessed.
        ("Die Form regeln §§ 622 ff. BGB.", ["622"], ["verified"]),
        # After a pinpoint, "f." is the next sentence or paragraph, not an article.
        ("Die Frist regelt § 622 Abs. 1 f. BGB.", ["622"], ["verified"]),
    ],
)
def test_f_cites_the_one_provision_after_and_ff_none(text, articles, statuses):
    citations = verify(text, EVIDENCE).citations
    assert [c.article for c in citations] == articles
    assert [c.status.value for c in citations] == statuses


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        ("Die Informationspflichten regeln § 312 f. BGB.", ["312", "312a"]),
        ("Das Asylrecht folgt aus Art. 16 f. GG.", ["16", "16a"]),
        ("Siehe BGB, § 312 f.", ["312", "312a"]),
    ],
)
def test_f_after_a_law_that_inserts_lettered_provisions_is_the_inserted_one(
    text, articles
):
    """ "§ 312 f. BGB" is §§ 312 and 312a: § 312a comes after § 312. Read as § 313,
    a correct citation of the two passages given was flagged."""
    evidence = [
        Chunk("b312", "BGB", 312, "(1) Die Vorschriften."),
        Chunk("b312a", "BGB", "312a", "(1) Ruft der Unternehmer an."),
        Chunk("gg16", "GG", 16, "(1) Die deutsche Staatsangehörigkeit."),
        Chunk("gg16a", "GG", "16a", "(1) Politisch Verfolgte genießen Asylrecht."),
    ]
    citations = verify(text, evidence).citations
    assert [c.article for c in citations] == articles
    assert all(c.status is CitationStatus.VERIFIED for c in citations)


@pytest.mark.parametrize(
    "text",
    [
        "Selon l'article 1101 et s. du Code civil, le contrat est un accord.",
        "Selon l'article 1101 et suivants du Code civil, le contrat lie.",
        "Según el art. 17 y ss. del RGPD, procede la supresión.",
        "Ai sensi dell'art. 17 e segg. GDPR, si cancella.",
        "Volgens artikel 17 e.v. AVG wordt gewist.",
        "Under Article 17 et seq. GDPR, data is erased.",
    ],
)
def test_and_the_following_between_a_provision_and_its_law_keeps_the_law(text):
    """ "et s.", "y ss.", "e segg.", "e.v.": the law written after them is cited."""
    # Another law has an Article 17 and an Article 1101 too: the law written after
    # "et s." decides, not the label-less rule (which would find two).
    evidence = [
        *EVIDENCE,
        Chunk("cc1101", "Code civil", 1101, "Le contrat."),
        Chunk("l17", "Labour Law", 17, "Wages."),
        Chunk("l1101", "Labour Law", 1101, "Leave."),
    ]
    (citation,) = verify(text, evidence).citations
    assert citation.form is CitationForm.PROSE
    assert citation.status is CitationStatus.VERIFIED
    assert citation.raw.endswith(("Code civil", "RGPD", "GDPR", "AVG"))


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        ("Transparency rules (Articles 12 et seq. and 99 GDPR) apply.", ["12", "99"]),
        ("Rights (Articles 15 et seq., 17 and 99 GDPR) apply.", ["15", "17", "99"]),
        ("Die Rechte (Art. 15 ff., 99 DSGVO) gelten.", ["15", "99"]),
        ("Die Fristen (§§ 622 ff., 630 BGB) gelten.", ["622", "630"]),
        ("Die Fristen (§§ 622 f., 630 BGB) gelten.", ["622", "623", "630"]),
        ("Voir les articles 1101 et suivants et 1240 du Code civil.", ["1101", "1240"]),
        ("Según los arts. 15 y ss. y 99 del RGPD, procede.", ["15", "99"]),
    ],
)
def test_a_list_goes_on_past_and_the_following(text, articles):
    """ "Articles 12 et seq. and 99 GDPR" cites 12 and 99: the list does not end at
    "et seq.", or an unread fabricated 99 passed; the unnamed following ones are
    never cited, so never flagged."""
    evidence = [*EVIDENCE, Chunk("cc1101", "Code civil", 1101, "Le contrat.")]
    citations = verify(text, evidence).citations
    assert [c.article for c in citations] == articles
    # The last is in no passage given: read, and flagged.
    assert citations[-1].status is CitationStatus.UNSUPPORTED


@pytest.mark.parametrize(
    "text",
    [
        "Die Frist (Art. 15 ff. und 10 Tage nach Zugang, DSGVO) gilt.",
        "Under Article 15 and 3 months after the request, the GDPR applies.",
        "Art. 15 und 20 Mio. EUR Bußgeld (DSGVO).",
    ],
)
def test_a_period_or_amount_after_a_list_word_is_no_article(text):
    """ "Art. 15 ff. und 10 Tage": ten days, not an Article 10 (which was flagged as
    not given); the article before is still read."""
    citations = verify(text, EVIDENCE).citations
    assert [c.article for c in citations] == ["15"]
    assert citations[0].status is CitationStatus.VERIFIED


JAPANESE = [
    Chunk("j18", "個人情報保護法", 18, "利用目的による制限。"),
    Chunk("k18", "労働基準法", 18, "強制貯金の禁止。"),
]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("「個人情報保護法」第18条によれば、利用目的を特定する。", "個人情報保護法"),
        ("『個人情報保護法』第18条によれば、利用目的を特定する。", "個人情報保護法"),
        ("〈労働基準法〉第18条によれば、貯金は禁止される。", "労働基準法"),
    ],
)
def test_a_japanese_law_name_in_corner_brackets_is_the_law_cited(text, label):
    """Both laws of the evidence have an Article 18: the bracketed name decides.

    Read as a bare 第18条, the correct citation failed as ambiguous.
    """
    (citation,) = verify(text, JAPANESE).citations
    assert (citation.law_label, citation.status) == (label, CitationStatus.VERIFIED)
    assert citation.raw == text[: text.index("条") + 1]


def test_a_private_document_in_corner_brackets_is_no_law():
    assert verify("「就業規則」第18条によれば、届出が要る。", JAPANESE).citations == ()


@pytest.mark.parametrize(
    ("text", "raw", "status"),
    [
        # "C. civ." is the Code civil: an initial's dot does not end the name.
        ("La bonne foi s'impose (art. 1104 C. civ.).", "art. 1104 C. civ", "verified"),
        (
            "La bonne foi (article 1104 du C. civ.).",
            "article 1104 du C. civ",
            "verified",
        ),
        (
            "Il danno va risarcito (art. 1104 cod. civ.).",
            "art. 1104 cod. civ",
            "verified",
        ),
        # Read as "du C." and nothing, this was no citation at all: now flagged.
        (
            "La bonne foi (article 9999 du C. civ.).",
            "article 9999 du C. civ",
            "unsupported",
        ),
    ],
)
def test_an_abbreviated_code_name_with_initials_is_read_whole(text, raw, status):
    # Three laws have an Article 1104: only the name written decides.
    evidence = [
        Chunk("cc1104", "Code civil", 1104, "Les contrats doivent être de bonne foi."),
        Chunk("it1104", "Codice civile", 1104, "Il contratto."),
        Chunk("l1104", "Labour Law", 1104, "Leave."),
    ]
    (citation,) = verify(text, evidence).citations
    assert (citation.raw, citation.status.value) == (raw, status)


def test_a_us_title_number_after_a_keyword_is_no_provision():
    """ "the FMLA regulations (29 C.F.R. § 825.100)": 29 is the CFR's title.

    Read as "regulation 29" of the FMLA, it failed an answer whose one citation
    holds.
    """
    evidence = [Chunk("f1", "29 C.F.R.", "825.100", "(a) The FMLA allows leave.")]
    report = verify(
        "The FMLA regulations (29 C.F.R. § 825.100(a)) allow unpaid leave.", evidence
    )
    assert [(c.raw, c.status) for c in report.citations] == [
        ("(29 C.F.R. § 825.100(a))", CitationStatus.VERIFIED)
    ]
    assert report.passed


COMMON_LAW_EVIDENCE = [
    Chunk("t4", "TUPE 2006", 4, "(1) A relevant transfer shall not terminate it."),
    Chunk("q13", "Equality Act 2010", 13, "(1) A person (A) discriminates."),
    Chunk("d45", "Data Protection Act 2018", 45, "(1) A data subject is entitled."),
    Chunk("u15", "UK GDPR", 15, "1. The data subject shall have the right."),
    Chunk("ic25", "Indian Contract Act, 1872", 25, "An agreement without it is void."),
    Chunk("es54", "Employment Standards Act, 2000", 54, "No employer shall terminate."),
    Chunk("fw394", "Fair Work Act 2009", 394, "(1) A person dismissed may apply."),
    Chunk("gd5", "GDPR", 5, "1. Personal data shall be processed lawfully."),
]


@pytest.mark.parametrize(
    ("text", "raw", "label"),
    [
        # A UK title with words in brackets is one name.
        (
            "Under regulation 4 of the Transfer of Undertakings (Protection of "
            "Employment) Regulations 2006, contracts transfer.",
            "regulation 4 of the Transfer of Undertakings (Protection of "
            "Employment) Regulations 2006",
            "TUPE 2006",
        ),
        # "regulations 2006" after the law's name is its title's year.
        (
            "Contracts continue (TUPE regulations 2006, reg. 4(1)).",
            "(TUPE regulations 2006, reg. 4(1))",
            "TUPE 2006",
        ),
        # Practitioners' abbreviations, from the catalogue.
        (
            "Direct discrimination is defined in s. 13 EqA 2010.",
            "s. 13 EqA 2010",
            "Equality Act 2010",
        ),
        (
            "Under Article 15 of the UK GDPR and section 45 DPA 2018, you may ask.",
            "section 45 DPA 2018",
            "Data Protection Act 2018",
        ),
        # Indian and Canadian titles put a comma before their year.
        (
            "Section 25 of the Indian Contract Act, 1872 voids such agreements.",
            "Section 25 of the Indian Contract Act, 1872",
            "Indian Contract Act, 1872",
        ),
        (
            "Notice is required by s. 54 of the Employment Standards Act, 2000.",
            "s. 54 of the Employment Standards Act, 2000",
            "Employment Standards Act, 2000",
        ),
        # An Australian citation names its jurisdiction after the title.
        (
            "Under the Fair Work Act 2009 (Cth) s 394, a dismissed employee may apply.",
            "Fair Work Act 2009 (Cth) s 394",
            "Fair Work Act 2009",
        ),
        # "the Regulation, 2018": the anaphor ends at the comma, no title's year.
        (
            "The GDPR applies. Article 5 of the Regulation, 2018 onwards, is binding.",
            "Article 5 of the Regulation",
            "GDPR",
        ),
    ],
)
def test_common_law_titles_are_read_whole(text, raw, label):
    """Every citation verifies, none lost or turned into another: the year after a
    comma is the title's, and "(Cth)" says where the law was made, not which."""
    report = verify(text, COMMON_LAW_EVIDENCE)
    assert report.passed, [(c.raw, c.diagnosis) for c in report.citations]
    assert (raw, label) in {(c.raw, c.law_label) for c in report.citations}


def test_a_fabricated_section_of_a_comma_year_title_is_flagged():
    """ "section 26 of the Indian Contract Act, 1872" is read, and not in evidence."""
    (citation,) = verify(
        "Section 26 of the Indian Contract Act, 1872 voids them.", COMMON_LAW_EVIDENCE
    ).citations
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE


INDIAN_CODES = [
    Chunk("cr125", "Code of Criminal Procedure, 1973", 125, "(1) If any person ..."),
    Chunk("cp9", "Code of Civil Procedure, 1908", 9, "The Courts shall have ..."),
]


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        (
            "Maintenance is ordered under Section 125 of the Code of Criminal "
            "Procedure, 1973.",
            "Section 125 of the Code of Criminal Procedure, 1973",
        ),
        (
            "Civil courts try all civil suits (s. 9, Code of Civil Procedure, 1908).",
            "(s. 9, Code of Civil Procedure, 1908)",
        ),
    ],
)
def test_a_comma_year_title_opening_with_its_head_keeps_its_year(text, raw):
    """ "Code of Criminal Procedure, 1973": the head first, the name after it, then
    the year after a comma; cut at the comma, a correct citation was a
    label_mismatch."""
    report = verify(text, INDIAN_CODES)
    assert report.passed, [(c.raw, c.law_label, c.diagnosis) for c in report.citations]
    assert [c.raw for c in report.citations] == [raw]


SANHITAS = [
    Chunk(
        "bns103", "Bharatiya Nyaya Sanhita, 2023", 103, "(1) Whoever commits murder."
    ),
    Chunk("bsa63", "Bharatiya Sakshya Adhiniyam, 2023", 63, "(1) Any information."),
]


@pytest.mark.parametrize(
    ("text", "article", "status"),
    [
        (
            "Murder is punished under Section 103 of the Bharatiya Nyaya Sanhita, "
            "2023.",
            "103",
            CitationStatus.VERIFIED,
        ),
        (
            "Electronic records: Section 63 of the Bharatiya Sakshya Adhiniyam, 2023.",
            "63",
            CitationStatus.VERIFIED,
        ),
        (
            "Section 999 of the Bharatiya Nyaya Sanhita, 2023 punishes it.",
            "999",
            CitationStatus.UNSUPPORTED,
        ),
    ],
)
def test_an_indian_sanhita_or_adhiniyam_is_a_statute(text, article, status):
    """India's 2023 codes are titled "Sanhita" (code) and "Adhiniyam" (act): not read
    as statutes, a fabricated section of them passed unread."""
    (citation,) = verify(text, SANHITAS).citations
    assert (citation.article, citation.status) == (article, status)


US_CODES = [
    Chunk("u1983", "42 U.S.C.", 1983, "Every person who, under color of any statute."),
    Chunk("c825", "29 C.F.R.", "825.100", "(a) The FMLA allows leave.\n(b) On leave."),
]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The code's name stands where "§" would: the title before it makes the law.
        ("Claims lie under 42 U.S.C. 1983.", [("42 U.S.C. 1983", "verified")]),
        ("Claims lie under 42 USC 1983.", [("42 USC 1983", "verified")]),
        ("Leave: 29 CFR 825.100(a).", [("29 CFR 825.100(a)", "verified")]),
        # Fabricated in that form, they passed unread.
        ("Leave: 29 CFR 825.110.", [("29 CFR 825.110", "unsupported")]),
        ("Leave: 29 C.F.R. 825.100(c).", [("29 C.F.R. 825.100(c)", "unsupported")]),
        ("Claims lie under 42 U.S.C. 1985.", [("42 U.S.C. 1985", "unsupported")]),
        # Without a title number it is no code ("USC" is also a university).
        ("USC 2023 was a good season; CFR 12 is a model.", []),
    ],
)
def test_a_us_code_section_written_without_a_section_sign_is_read(text, expected):
    citations = verify(text, US_CODES).citations
    assert [(c.raw, c.status.value) for c in citations] == expected


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        ("Claims lie under 42 U.S.C. Section 1983.", "42 U.S.C. Section 1983"),
        (
            "Claims lie under Section 1983 of Title 42 of the United States Code.",
            "Section 1983 of Title 42 of the United States Code",
        ),
        (
            "Claims lie under section 1983 of Title 42, U.S. Code.",
            "section 1983 of Title 42, U.S. Code",
        ),
        (
            "Claims lie under Title 42, Section 1983 of the U.S. Code.",
            "Title 42, Section 1983 of the U.S. Code",
        ),
        (
            "Under Title 42 of the United States Code, section 1983, claims lie.",
            "Title 42 of the United States Code, section 1983",
        ),
        # As the Cornell LII titles its pages.
        ("Claims lie under 42 U.S. Code § 1983.", "42 U.S. Code § 1983"),
    ],
)
def test_a_us_code_title_named_in_words_makes_the_law(text, raw):
    """The title names the law, "42 U.S.C.", as its labels write it.

    Unread (a section numbered like a year, or its law taken for "U.S. Code"),
    a fabricated section passed unchecked and a correct one was flagged.
    """
    (citation,) = verify(text, US_CODES).citations
    assert (citation.raw, citation.law_label, citation.article) == (
        raw,
        "42 U.S.C.",
        "1983",
    )
    assert citation.status is CitationStatus.VERIFIED
    fabricated = verify(text.replace("1983", "1989"), US_CODES).citations
    assert [c.diagnosis for c in fabricated] == [Diagnosis.ARTICLE_NOT_IN_EVIDENCE]


def test_a_section_numbered_like_a_year_is_still_no_us_section_alone():
    assert not verify("A Section 1983 claim lets a person sue.", US_CODES).citations


@pytest.mark.parametrize(
    "text",
    [
        "See 42 U.S.C. § 1983 and 29 C.F.R. § 825.100.",
        "See 42 U.S.C. 1983 and 29 CFR 825.100.",
    ],
)
def test_a_number_before_a_code_name_is_its_title_not_a_list_item(text):
    # "§ 1983 and 29" was read as §§ 1983 and 29, and the correct answer failed.
    citations = verify(text, US_CODES).citations
    assert [(c.law_label, c.article) for c in citations] == [
        ("42 U.S.C.", "1983"),
        ("29 C.F.R.", "825.100"),
    ]
    assert all(c.status is CitationStatus.VERIFIED for c in citations)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Japanese writers often leave 第 out after a law's name.
        (
            "個人情報保護法18条1項により制限される。",
            [("個人情報保護法", "18", "verified")],
        ),
        ("労働基準法18条によれば禁止される。", [("労働基準法", "18", "verified")]),
        # Fabricated in that form, it passed unread.
        (
            "個人情報保護法28条により提供できる。",
            [("個人情報保護法", "28", "unsupported")],
        ),
        # Digits after a word that is no law's name, or "条件" (a condition), are none.
        ("この契約には3条件がある。", []),
    ],
)
def test_a_cjk_article_after_a_law_name_without_di_is_read(text, expected):
    citations = verify(text, JAPANESE).citations
    assert [(c.law_label, c.article, c.status.value) for c in citations] == expected


ARTICLE_FIRST_EVIDENCE = [
    Chunk("a18", "EU AI Act", 18, "Providers shall keep the documentation."),
    Chunk("g17", "GDPR", 17, "1. Erasure where:\n(a) no longer necessary;"),
]


@pytest.mark.parametrize(
    ("text", "label", "pinpoint", "status"),
    [
        # Read as an Article 18 of no law, the label-less rule verified it as the
        # AI Act's, the only Article 18 given: a fabrication passed.
        (
            "Records are kept [Article 18, GDPR].",
            "GDPR",
            None,
            CitationStatus.UNSUPPORTED,
        ),
        ("Records are kept [§ 18, GDPR].", "GDPR", None, CitationStatus.UNSUPPORTED),
        ("Erasure [Article 17(1), GDPR].", "GDPR", "(1)", CitationStatus.VERIFIED),
        (
            "Records are kept [Article 18, AI Act].",
            "EU AI Act",
            None,
            CitationStatus.VERIFIED,
        ),
        # In brackets or after a colon, the law; not "(1)" or "(a)".
        (
            "Records are kept [Article 18 (GDPR)].",
            "GDPR",
            None,
            CitationStatus.UNSUPPORTED,
        ),
        (
            "Records are kept [Article 18: GDPR].",
            "GDPR",
            None,
            CitationStatus.UNSUPPORTED,
        ),
        ("Erasure [Article 17 (1)].", "GDPR", "(1)", CitationStatus.VERIFIED),
        # A lead-in is no part of the label: as "Source: GDPR" it was flagged.
        ("Erasure [Source: GDPR, Article 17].", "GDPR", None, CitationStatus.VERIFIED),
        ("Erasure [See GDPR, Article 17].", "GDPR", None, CitationStatus.VERIFIED),
        ("Erasure [Source: Article 17 GDPR].", "GDPR", None, CitationStatus.VERIFIED),
        ("Erasure [GDPR – Article 17].", "GDPR", None, CitationStatus.VERIFIED),
        # After the comma, what names no law still qualifies the article.
        (
            "Erasure [Article 17, point (a)].",
            "GDPR",
            "point (a)",
            CitationStatus.VERIFIED,
        ),
        (
            "Erasure [Article 17, right to erasure].",
            "GDPR",
            "right to erasure",
            CitationStatus.VERIFIED,
        ),
        (
            "Erasure [Article 17, Right to Erasure].",
            "GDPR",
            "Right to Erasure",
            CitationStatus.VERIFIED,
        ),
        # A document's title after the comma is the bracket's source, as it is
        # before it: the label-less rule had verified the GDPR's Article 17.
        (
            "Erasure [Article 17, Staff Handbook].",
            "Staff Handbook",
            None,
            CitationStatus.UNSUPPORTED,
        ),
        (
            "Erasure [Article 17(1), Employee Code].",
            "Employee Code",
            "(1)",
            CitationStatus.UNSUPPORTED,
        ),
        # A description that holds a document word, lower-cased, still qualifies.
        (
            "Erasure [Article 17, processing agreements].",
            "GDPR",
            "processing agreements",
            CitationStatus.VERIFIED,
        ),
    ],
)
def test_a_law_after_the_article_in_a_bracket_is_its_law(text, label, pinpoint, status):
    """ "[Article 18, GDPR]" cites the GDPR, as "[GDPR, Article 18]" does."""
    (citation,) = verify(text, ARTICLE_FIRST_EVIDENCE).citations
    assert (citation.law_label, citation.pinpoint, citation.status) == (
        label,
        pinpoint,
        status,
    )


@pytest.mark.parametrize(
    ("text", "raw", "label", "status"),
    [
        (
            "Records are kept (Article 18, GDPR).",
            "(Article 18, GDPR)",
            "GDPR",
            CitationStatus.UNSUPPORTED,
        ),
        (
            "Records are kept (Art. 18, AI Act).",
            "(Art. 18, AI Act)",
            "EU AI Act",
            CitationStatus.VERIFIED,
        ),
        (
            "Records are kept (Art. 18: AI Act).",
            "(Art. 18: AI Act)",
            "EU AI Act",
            CitationStatus.VERIFIED,
        ),
        (
            "Erasure applies (Article 17(1), GDPR).",
            "(Article 17(1), GDPR)",
            "GDPR",
            CitationStatus.VERIFIED,
        ),
        # A description after the comma is no law: the label-less rule applies.
        (
            "Erasure applies (Article 17, right to erasure).",
            "Article 17",
            "GDPR",
            CitationStatus.VERIFIED,
        ),
        (
            "Erasure applies (Article 17, Right to Erasure).",
            "Article 17",
            "GDPR",
            CitationStatus.VERIFIED,
        ),
    ],
)
def test_a_law_after_the_article_in_parentheses_is_its_law(text, raw, label, status):
    """ "(Art. 18, AI Act)" is "(AI Act, Art. 18)" written the other way round: its span
    holds the law, and the law is the one named, not the one law of the evidence with
    that article."""
    (citation,) = verify(text, ARTICLE_FIRST_EVIDENCE).citations
    assert (citation.raw, citation.law_label, citation.status) == (raw, label, status)
    assert text[citation.start : citation.end] == raw


@pytest.mark.parametrize(
    "text",
    [
        "Erasure applies (Article 17, Staff Handbook).",
        "Erasure applies (Art. 17, Employee Code).",
        "Gifts are banned (section 4, Code of Conduct).",
    ],
)
def test_a_document_after_the_article_in_parentheses_is_no_citation(text):
    """ "(Art. 17, Staff Handbook)" cites the handbook's article 17, as "Article 17 of
    the Staff Handbook" does: no law's, so no citation. It used to be verified as
    the GDPR's Article 17, the only Article 17 in the evidence."""
    assert verify(text, ARTICLE_FIRST_EVIDENCE).citations == ()


CODE_EVIDENCE = [
    Chunk("l1", "Code du travail", "L1234-1", "Le salarié a droit à un préavis."),
    Chunk("l2", "Code du travail", "L1234-2", "La durée du préavis."),
    Chunk("cc", "Code civil", 1240, "Tout fait quelconque de l'homme."),
    Chunk("et", "Estatuto de los Trabajadores", 49, "El contrato se extinguirá."),
]


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        (
            "Le préavis suit les articles L. 1234-1 et L. 1234-2 du Code du travail.",
            [
                ("L1234-1", CitationStatus.VERIFIED),
                ("L1234-2", CitationStatus.VERIFIED),
            ],
        ),
        # The second item was unread: a fabricated one passed, and "et" was read
        # as the law (the Estatuto de los Trabajadores is "ET").
        (
            "Le préavis suit les articles L1234-1 et L1234-9 du Code du travail.",
            [
                ("L1234-1", CitationStatus.VERIFIED),
                ("L1234-9", CitationStatus.UNSUPPORTED),
            ],
        ),
        (
            "Le préavis suit les articles L. 1234-1, L. 1234-2 et R. 1234-3 du Code "
            "du travail.",
            [
                ("L1234-1", CitationStatus.VERIFIED),
                ("L1234-2", CitationStatus.VERIFIED),
                ("R1234-3", CitationStatus.UNSUPPORTED),
            ],
        ),
        # A range between such ids is cited at both ends.
        (
            "Le préavis suit les articles L. 1234-1 à L. 1234-2 du Code du travail.",
            [
                ("L1234-1", CitationStatus.VERIFIED),
                ("L1234-2", CitationStatus.VERIFIED),
            ],
        ),
    ],
)
def test_each_item_of_a_french_code_list_carries_its_letter(text, cited):
    """ "articles L. 1234-1 et L. 1234-2 du Code du travail" cites both articles."""
    citations = verify(text, CODE_EVIDENCE).citations
    assert {c.law_label for c in citations} == {"Code du travail"}
    assert [(c.article, c.status) for c in citations] == cited


@pytest.mark.parametrize(
    "text",
    [
        "L'article 1240 et l'article 1240 du Code civil fondent la responsabilité.",
        "Según el artículo 49 era posible extinguir el contrato de trabajo.",
    ],
)
def test_a_function_word_is_no_law_written_in_capitals(text):
    """ "et" (and) is not the ET, nor "era" (was) the ERA: read as those laws, a
    correct citation before them was flagged as an article the law lacks."""
    citations = verify(text, CODE_EVIDENCE).citations
    assert citations
    assert all(c.status is CitationStatus.VERIFIED for c in citations)
    assert all(
        c.law_label in ("Code civil", "Estatuto de los Trabajadores") for c in citations
    )


def test_a_law_abbreviation_in_capitals_is_still_read():
    """ "art. 49 ET" is the Estatuto de los Trabajadores."""
    (citation,) = verify(
        "El contrato se extingue (art. 49 ET).", CODE_EVIDENCE
    ).citations
    assert (citation.law_label, citation.status) == (
        "Estatuto de los Trabajadores",
        CitationStatus.VERIFIED,
    )


GLUED_EVIDENCE = [
    Chunk("e94", "Employment Rights Act 1996", 94, "(1) An employee has the right."),
    Chunk(
        "e98",
        "Employment Rights Act 1996",
        98,
        "(1) It is for the employer to show the reason.\n(2) A reason falls within "
        "this subsection if it:\n(a) relates to capability;\n(b) relates to conduct.",
    ),
    Chunk(
        "q13", "Equality Act 2010", 13, "(1) A person discriminates against another."
    ),
]


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        ("Conduct is fair under s98(2)(b) ERA 1996.", [("98", "(2)(b)", True)]),
        # Unread, a fabricated pinpoint or section written so passed unchecked.
        ("Conduct is fair under s98(2)(z) ERA 1996.", [("98", "(2)(z)", False)]),
        ("Conduct is fair under s99 ERA 1996.", [("99", None, False)]),
        ("Direct discrimination is defined in s13 EqA 2010.", [("13", None, True)]),
        (
            "Under ERA 1996 s98(2)(b), conduct is a fair reason.",
            [("98", "(2)(b)", True)],
        ),
        (
            "Fairness is decided under ss94-95 ERA 1996.",
            [("94", None, True), ("95", None, False)],
        ),
        # With any citation after it in the answer: read after every other
        # number, it was skipped as consumed, and a fabricated section passed.
        (
            "Conduct is fair under s98(2)(z) ERA 1996. Article 17 GDPR differs.",
            [("98", "(2)(z)", False), ("17", None, False)],
        ),
        (
            "See s13 EqA 2010, then s98 ERA 1996 and s99 ERA 1996.",
            [("13", None, True), ("98", None, True), ("99", None, False)],
        ),
    ],
)
def test_a_section_letter_against_its_number_is_read(text, cited):
    """UK practitioners write "s98(4) ERA 1996", "ss94-98": the letter on the number."""
    citations = verify(text, GLUED_EVIDENCE).citations
    assert [
        (c.article, c.pinpoint, c.status is CitationStatus.VERIFIED) for c in citations
    ] == cited
    for citation in citations:
        assert text[citation.start : citation.end] == citation.raw


def test_a_keyword_glued_to_its_number_reads_no_law_inside_a_cjk_citation():
    """ "Article7 UE제9条": "UE제9条" is a CJK citation; the glued keyword's law
    was read over it too, and the two spans overlapped."""
    text = "See Article7 UE제9条 now."
    citations = verify(text, GLUED_EVIDENCE).citations
    spans = sorted({(c.start, c.end) for c in citations})
    assert all(end <= start for (_, end), (start, _) in zip(spans, spans[1:]))
    assert [c.raw for c in citations] == ["UE제9条"]


def test_a_glued_sections_law_is_not_read_inside_a_cjk_citation():
    """ "s98 PA제4条": "PA제4条" is a CJK citation of the PA; the section's law was
    read over it too, and the two spans overlapped."""
    text = "See s98 PA제4条 now."
    citations = verify(text, GLUED_EVIDENCE).citations
    spans = sorted({(c.start, c.end) for c in citations})
    assert all(end <= start for (_, end), (start, _) in zip(spans, spans[1:]))
    assert [c.raw for c in citations] == ["PA제4条"]


@pytest.mark.parametrize(
    "text",
    [
        "Under the ERA 1996, keep the files in an S3 bucket for six years.",
        "Under the ERA 1996, the s1 statement must be given on the first day.",
        "Under the ERA 1996, the claim form lists98 items on Windows10 machines.",
    ],
)
def test_a_letter_against_a_number_without_its_law_is_no_section(text):
    """ "S3 bucket", "the s1 statement": no law is written next to them, so they are
    not read as sections of the law named before."""
    assert verify(text, GLUED_EVIDENCE).citations == ()


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        # "للمادتين" (to the two articles) and "للمواد", the plural keywords with
        # the prefix "لـ": unread, the answer's citations were never checked.
        ("ينتهي العقد وفقاً للمادتين 80 و81 من نظام العمل.", ["80", "81"]),
        ("ينتهي العقد وفقاً للمواد 80 و81 من نظام العمل.", ["80", "81"]),
        ("ينتهي العقد وفقاً للمادتين ٨٠ و٨١ من نظام العمل.", ["80", "81"]),
    ],
)
def test_an_arabic_plural_keyword_with_a_prefix_cites_each_article(text, articles):
    citations = verify(text, EVIDENCE).citations
    assert [c.article for c in citations] == articles
    assert {c.status.value for c in citations} == {"verified"}


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        ("Title VII is at 42 U.S.C. §§ 2000e–2000e-17.", ["2000e", "2000e-17"]),
        ("See 42 U.S.C. §§ 2000e to 2000e-2 on this.", ["2000e", "2000e-2"]),
        ("Articles 5a to 7 GDPR apply.", ["5a", "7"]),
    ],
)
def test_a_range_whose_ids_cannot_be_counted_cites_both_ends(text, articles):
    """ "§§ 2000e–2000e-17": the sections between cannot be counted, and the end was
    dropped, so a fabricated end passed unread. Both ends are cited."""
    assert [c.article for c in verify(text, EVIDENCE).citations] == articles


VIETNAMESE_ACTS = [
    Chunk("nd13", "Nghị định 13/2023/NĐ-CP", 13, "1. Việc thông báo."),
    Chunk("l45", "Luật số 45/2019/QH14", 36, "1. Người sử dụng lao động."),
    Chunk("tt10", "Thông tư 10/2020/TT-BLĐTBXH", 5, "Hợp đồng lao động."),
    Chunk("qd28", "Quyết định 28/2018/QĐ-TTg", 3, "Quy định."),
]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Theo Điều 13 Nghị định 13/2023/NĐ-CP, x.", "Nghị định 13/2023/NĐ-CP"),
        ("Theo Điều 36 Luật số 45/2019/QH14, x.", "Luật số 45/2019/QH14"),
        ("Theo Điều 5 Thông tư 10/2020/TT-BLĐTBXH, x.", "Thông tư 10/2020/TT-BLĐTBXH"),
        ("Theo Điều 3 Quyết định 28/2018/QĐ-TTg thì x.", "Quyết định 28/2018/QĐ-TTg"),
        ("Nghị định 13/2023/NĐ-CP quy định tại Điều 13.", "Nghị định 13/2023/NĐ-CP"),
    ],
)
def test_an_acts_number_keeps_its_issuers_symbol(text, label):
    """The number "13/2023/NĐ-CP" is one: the symbol after the year names the act.

    Cut at "/NĐ", the law was "Nghị định 13/2023", no law of the evidence, and a
    correct citation was flagged label_mismatch.
    """
    [citation] = verify(text, VIETNAMESE_ACTS).citations
    assert (citation.law_label, citation.status) == (label, CitationStatus.VERIFIED)


NUMBERED_ARTICLE_EVIDENCE = [
    Chunk("l80", "Labour Law", 80, "The employer may not terminate the contract."),
    Chunk("a80", "نظام العمل", 80, "لا يجوز لصاحب العمل فسخ العقد."),
]


@pytest.mark.parametrize(
    ("text", "articles", "statuses"),
    [
        ("Under Article No. 80 of the Labour Law, x.", ["80"], ["verified"]),
        ("Under Article No. (81) of the Labour Law, x.", ["81"], ["unsupported"]),
        (
            "Articles Nos. 80 and 81 of the Labour Law apply.",
            ["80", "81"],
            ["verified", "unsupported"],
        ),
        ("وفقاً للمادة رقم 80 من نظام العمل.", ["80"], ["verified"]),
        ("وفقاً للمادة رقم (81) من نظام العمل.", ["81"], ["unsupported"]),
        # "No." after no provision word is a law's or a document's number.
        ("Law No. 33 of 2021 and invoice No. 45 apply.", [], []),
    ],
)
def test_a_number_word_between_keyword_and_number_is_read(text, articles, statuses):
    """Gulf statutes number articles "Article No. (80)", "المادة رقم 80".

    Unread, a fabricated "Article No. 81" went unchecked.
    """
    citations = verify(text, NUMBERED_ARTICLE_EVIDENCE).citations
    assert [c.article for c in citations] == articles
    assert [c.status.value for c in citations] == statuses


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Article 4 of the Hague Convention applies.", "Hague Convention"),
        ("Article 4 of ILO Convention No. 158 applies.", "ILO Convention No. 158"),
        ("Article 5 of Convention 108 applies.", "Convention 108"),
        (
            "Article 3 of the Convention on the Rights of the Child applies.",
            "Convention on the Rights of the Child",
        ),
    ],
)
def test_a_capitalised_convention_is_a_treaty_not_a_document(text, label):
    """English "Convention" heads a treaty; French "convention" is a contract.

    The merged tables made every "Convention" a private document's: a fabricated
    article of a treaty the evidence lacks went unflagged.
    """
    [citation] = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.status) == (label, CitationStatus.UNSUPPORTED)


@pytest.mark.parametrize(
    "text",
    [
        "L'article 3 de la convention collective fixe le préavis.",
        "L'article 3 de la Convention collective nationale fixe le préavis.",
        "Selon l'article 2 de la Convention de forfait, le salaire est fixe.",
    ],
)
def test_a_french_convention_is_still_a_private_document(text):
    """A collective agreement or a forfait agreement is no law."""
    assert verify(text, EVIDENCE).citations == ()


def test_the_european_convention_is_the_echr():
    """Its short name: read as a law, it must not be another law than the ECHR."""
    evidence = [Chunk("e8", "ECHR", 8, "1. Everyone has the right to respect.")]
    text = "Article 8 of the European Convention protects private life."
    [citation] = verify(text, evidence).citations
    assert (citation.law_label, citation.status) == ("ECHR", CitationStatus.VERIFIED)


LABOUR_LAW_80 = [
    Chunk("s80", "نظام العمل", 80, "لا يجوز لصاحب العمل فسخ العقد دون مكافأة."),
    Chunk("s1", "نظام العمل", 1, "يسمى هذا النظام نظام العمل."),
]


@pytest.mark.parametrize(
    ("text", "article", "status"),
    [
        ("تنص المادة الأولى من نظام العمل على اسم النظام.", "1", "verified"),
        ("وفقاً للمادة الثمانين من نظام العمل يجوز فسخ العقد.", "80", "verified"),
        ("المادة الثمانون من نظام العمل تجيز فسخ العقد.", "80", "verified"),
        ("تمنح المادة الحادية والثمانون من نظام العمل حق الترك.", "81", "unsupported"),
        ("تنظم المادة الحادية عشرة من نظام العمل ذلك.", "11", "unsupported"),
        (
            "تنظم المادة الحادية والثمانون بعد المائتين من نظام العمل ذلك.",
            "281",
            "unsupported",
        ),
    ],
)
def test_an_arabic_article_numbered_in_words_is_read(text, article, status):
    """Saudi statutes number articles in words ("the eightieth"): read as numbers."""
    (citation,) = verify(text, LABOUR_LAW_80).citations
    assert (citation.article, citation.status.value) == (article, status)


def test_an_arabic_article_word_without_an_ordinal_is_no_citation():
    assert (
        verify("هذه المادة المهمة تنظم العلاقة بين الطرفين.", LABOUR_LAW_80).citations
        == ()
    )


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        (
            "Articles 17 GDPR and 30 Labour Law both require notice.",
            [("Articles 17 GDPR", "GDPR", "17"), ("30 Labour Law", "Labour Law", "30")],
        ),
        (
            "Under Articles 17 of the GDPR and 30 of the Labour Law, notice is due.",
            [
                ("Articles 17 of the GDPR", "GDPR", "17"),
                ("30 of the Labour Law", "Labour Law", "30"),
            ],
        ),
        (
            "Es gelten §§ 623 BGB und 1 Abs. 2 KSchG.",
            [("§§ 623 BGB", "BGB", "623"), ("1 Abs. 2 KSchG", "KSchG", "1")],
        ),
    ],
)
def test_each_item_of_a_list_may_name_its_own_law(text, cited):
    """Unread, the second law's article passed unchecked, however fabricated."""
    citations = verify(text, EVIDENCE).citations
    assert [(c.raw, c.law_label, c.article) for c in citations] == cited
    assert all(c.status is CitationStatus.VERIFIED for c in citations)
    for citation in citations:
        assert text[citation.start : citation.end] == citation.raw


def test_a_later_item_with_its_own_law_is_checked_like_any_citation():
    text = "Articles 17 GDPR and 31 Labour Law both require notice."
    _, second = verify(text, EVIDENCE).citations
    assert (second.raw, second.diagnosis) == (
        "31 Labour Law",
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Articles 17 GDPR and 3 other provisions apply.",
        "Articles 17 GDPR. 30 employees were dismissed.",
    ],
)
def test_a_number_after_a_cited_list_without_a_law_is_no_item(text):
    assert [c.raw for c in verify(text, EVIDENCE).citations] == ["Articles 17 GDPR"]


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        ("Notice is in writing, § 623 BGB. 3 Monate gelten.", "§ 623 BGB"),
        ("Erasure is due, Article 17 GDPR. 2018 changed it.", "Article 17 GDPR"),
        ("See Article 43 of Federal Decree-Law No. 33 of 2021.", None),
        ("SEE ARTICLE 43 OF FEDERAL DECREE-LAW NO. 33 OF 2021.", None),
    ],
)
def test_a_sentences_full_stop_is_no_part_of_the_law_before_a_number(text, raw):
    """Only a short word's full stop ("No. 33") joins the number after it."""
    (citation,) = verify(text, EVIDENCE).citations
    expected = raw or text[text.index("ARTICLE" if text.isupper() else "Article") : -1]
    assert citation.raw == expected


@pytest.mark.parametrize(
    ("text", "raw", "label"),
    [
        (
            "Profiling: see Article 4, point (4), of Regulation (EU) 2016/679.",
            "Article 4, point (4), of Regulation (EU) 2016/679",
            "Regulation (EU) 2016/679",
        ),
        (
            "O tratamento exige consentimento (art. 6, n.º 1, do RGPD).",
            "(art. 6, n.º 1, do RGPD)",
            "GDPR",
        ),
        (
            "Le responsable répond (article 17, paragraphe 1, du RGPD).",
            "(article 17, paragraphe 1, du RGPD)",
            "GDPR",
        ),
    ],
)
def test_the_law_after_a_pinpoints_comma_is_the_citations(text, raw, label):
    """Romance writers, and EU definitions, put a comma before the law: read without
    it, the law was lost (or cut to "Regulation (EU)") and the article was resolved to
    the law named before."""
    citation = verify(text, EVIDENCE).citations[0]
    assert (citation.raw, citation.law_label) == (raw, label)


def test_a_comma_before_of_course_names_no_law():
    (citation,) = verify("Article 17, of course, applies [GDPR].", EVIDENCE).citations
    assert citation.raw == "Article 17"
