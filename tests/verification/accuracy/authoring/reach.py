# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Citations of laws and forms the verifier's reach grew to on 2026-12-03: US code
sections without "§", UK titles with words in brackets and practitioners'
abbreviations, Indian and Canadian titles with a comma before the year, Australian
"(Cth)", the EU treaties, Convention and Charter, German statutes by full title,
US state codes written out, and instruments named by their kind in Italian.

Written with the fixes they prompted, after probing the verifier with answers in
these styles, so not independent of the implementation. Before the fixes each
answer here failed at least one correct citation or passed a fabricated one unread.
"""

from __future__ import annotations

from authoring.answer import Answer

REACH = [
    Answer(
        "reach-001",
        """Federal regulations describe FMLA leave (⟦29 CFR 825.100|v⟧), and \
⟦42 U.S.C. 2000e-2|v⟧ bars discrimination because of religion or sex. The \
employer's notice duties are in ⟦29 CFR 825.300|u:anie⟧.""",
        ["cfr:825.100", "usc:2000e-2"],
        "reach",
        note="US code sections written without §",
    ),
    Answer(
        "reach-002",
        """The FMLA regulations (⟦29 C.F.R. § 825.100|v⟧) allow up to twelve \
workweeks of job-protected, unpaid leave in any twelve months.""",
        ["cfr:825.100"],
        "reach",
        note="the CFR's title after 'regulations' is no regulation 29",
    ),
    Answer(
        "reach-003",
        """On a transfer, contracts pass to the transferee under \
⟦regulation 4 of the Transfer of Undertakings (Protection of Employment) Regulations 2006|v⟧, \
and a dismissal because of the transfer is automatically unfair \
(⟦TUPE regulations 2006, reg. 7(1)|v⟧). The remedy for a failure to inform is in \
⟦regulation 16 of the Transfer of Undertakings (Protection of Employment) Regulations 2006|u:anie⟧.""",
        ["tupe:4", "tupe:7"],
        "reach",
        note="a title with words in brackets; a plural keyword before the title's year",
    ),
    Answer(
        "reach-004",
        """Direct discrimination is less favourable treatment because of a protected \
characteristic (⟦s. 13 EqA 2010|v⟧). A data subject may ask a controller whether \
their data is processed under ⟦Article 15 of the UK GDPR|v⟧, and in law \
enforcement processing under ⟦section 45 DPA 2018|v⟧; rectification is in \
⟦section 46 DPA 2018|u:anie⟧.""",
        ["eqa:13", "ukgdpr:15", "dpa:45"],
        "reach",
        note="practitioners' abbreviations; a UK statute after the UK GDPR",
    ),
    Answer(
        "reach-005",
        """An agreement made without consideration is void unless it is in writing \
and registered (⟦Section 25 of the Indian Contract Act, 1872|v⟧). In Ontario an \
employer must give written notice of termination \
(⟦s. 54 of the Employment Standards Act, 2000|v⟧). In Australia a dismissed \
employee may apply for a remedy under the ⟦Fair Work Act 2009 (Cth) s 394|v⟧, \
and the tribunal may extend the time (⟦Fair Work Act 2009 (Cth) s 395|u:anie⟧).""",
        ["ica:25", "esa:54", "fwa:394"],
        "reach",
        note="a comma before a title's year; a jurisdiction after it",
    ),
    Answer(
        "reach-006",
        """Every worker is entitled to at least four weeks' paid annual leave \
(⟦Article 7 of the Working Time Directive|v⟧). Cartels are prohibited by \
⟦Article 101(1) of the Treaty on the Functioning of the European Union|v⟧. Private \
life is protected by ⟦Article 8 of the Convention|v⟧, personal data by \
⟦Article 8 of the Charter|v⟧, and an effective remedy by \
⟦Article 47 of the Charter|u:anie⟧.""",
        ["wtd:7", "tfeu:101", "echr:8", "cfreu:8"],
        "reach",
        note="EU instruments by name; 'the Charter' beside the Convention's Article 8",
    ),
    Answer(
        "reach-007",
        """Il trattamento è lecito solo con una base giuridica (⟦articolo 6 del GDPR|v⟧), \
mentre ⟦articolo 8 della Carta|v⟧ tutela i dati personali e \
⟦articolo 16 della Costituzione|u:lnie⟧ la libertà di circolazione. Il rimborso \
del servizio è previsto dall'⟦articolo 5 della Carta dei servizi|d@decoy⟧ del gestore.""",
        ["gdpr:6", "cfreu:8"],
        "reach",
        note="instruments by their kind after the GDPR; a charter of services is no law",
    ),
    Answer(
        "reach-008",
        """Ziel des Gesetzes ist es, Benachteiligungen zu verhindern (⟦§ 1 AGG|v⟧). \
Bei technischen Überwachungseinrichtungen bestimmt der Betriebsrat mit \
(⟦§ 87 Abs. 1 Nr. 6 Betriebsverfassungsgesetz|v⟧); freiwillige \
Betriebsvereinbarungen regelt ⟦§ 88 BetrVG|u:anie⟧, und eine Nr. 14 gibt es nicht \
(⟦§ 87 Abs. 1 Nr. 14 BetrVG|u:pin⟧).""",
        ["agg:1", "betrvg:87"],
        "reach",
        note="German statutes by the name the evidence does not use",
    ),
    Answer(
        "reach-009",
        """California employers must reimburse necessary business expenses \
(⟦California Labor Code section 2802|v⟧), and an agreement waiving that right is \
void (⟦California Labor Code section 2804|u:anie⟧).""",
        ["cal:2802"],
        "reach",
        note="a US state code written out against its Bluebook label",
    ),
]

REACH.append(
    Answer(
        "reach-010",
        """Providers of high-risk AI systems must keep their technical documentation \
for ten years (⟦[EU AI Act, Article 18]|v⟧). A data subject may have personal data \
erased (⟦[Source: GDPR, Article 17]|v⟧) and may obtain restriction of processing \
(⟦[Article 18, GDPR]|u:anie⟧ and ⟦[Article 18 (GDPR)]|u:anie⟧).""",
        ["ai:18", "gdpr:17"],
        "reach",
        note="the law after the article in a bracket; a lead-in in a bracket",
    )
)

# Forms the probes of 2026-12-03 (evening) found misread: written with the fixes,
# like the answers above.
REACH += [
    Answer(
        "reach-011",
        """Either party may end the contract for a legitimate reason with written \
notice (⟦(Art. 43, Federal Decree-Law No. 33 of 2021)|v⟧), and a worker who has \
served a year is owed a gratuity (⟦(Art. 51: Federal Decree-Law No. 33 of 2021)|v⟧). \
Sick leave is paid for ninety days (⟦(Art. 31, Federal Decree-Law No. 33 of 2021)|u:anie⟧). \
Company equipment is returned on the last day \
[⟦Article 43, Staff Handbook|u:lm⟧].""",
        ["uae:43", "uae:51"],
        "reach",
        note="the law after the article in parentheses; a document's title after it",
    ),
    Answer(
        "reach-012",
        """Le préavis dépend de l'ancienneté (⟦articles L. 1234-1 et L. 1234-9 du Code du travail|v⟧) : \
deux mois après deux ans selon ⟦l'article L. 1234-1, 3° du Code du travail|v⟧, et \
trois mois après cinq ans selon ⟦l'article L. 1234-1 5° du Code du travail|u:pin⟧. \
Les contrats obligent les parties (⟦article 1103 et article 1104 du Code civil|v⟧).""",
        ["ct:L1234-1", "ct:L1234-9", "cc:1103", "cc:1104"],
        "reach",
        note="a French code's list with its letters; an item after 'article'; 'et'",
    ),
    Answer(
        "reach-013",
        """개인정보처리자는 정보주체의 동의를 받거나 법률에 특별한 규정이 있는 경우 \
개인정보를 수집할 수 있다(⟦「개인정보 보호법」 제15조제1항제1호 및 제2호|v⟧). \
공공기관의 경우도 같다(⟦개인정보 보호법 제15조제1항제1호부터 제7호까지|u:pin⟧).""",
        ["kpipa:15"],
        "reach",
        note="every part of a listed Korean pinpoint",
    ),
    Answer(
        "reach-014",
        """La bonne foi s'impose aux parties : ⟦l'article 1104 C. civ.|u:quote⟧ dispose que \
« les contrats peuvent être négociés et exécutés librement sans aucune bonne foi ».""",
        ["cc:1104"],
        "reach",
        aliases={"C. civ.": "Code civil"},
        note="a misquotation after a law's abbreviation in the same sentence",
    ),
]

# Forms read from verifier 3.10.0 (2026-12-03, night): written with the fixes, so
# not independent of them.
REACH += [
    Answer(
        "reach-015",
        """Is a CV-screening tool high-risk? Yes: ⟦Annex 3, point 4(a) of the AI Act|v⟧ \
lists systems for the recruitment or selection of natural persons, and the systems \
of ⟦Annex 3, point 7 of the AI Act|u:pin⟧ do not concern employment at all. The \
principles and the prohibitions sit side by side in ⟦Articles 5 GDPR|v⟧ and \
⟦5 AI Act|v⟧, while transparency is in ⟦Articles 12 of the GDPR|u:anie⟧ and \
⟦50 of the AI Act|u:anie⟧.""",
        ["ai:Annex III", "gdpr:5", "ai:5"],
        "reach",
        note="an annex in Arabic digits; a list whose items name their own laws",
    ),
    Answer(
        "reach-016",
        """A public employee fired for their speech may sue the officials under \
⟦Section 1983 of Title 42 of the United States Code|v⟧, often written \
⟦Title 42, Section 1983 of the U.S. Code|v⟧ or ⟦42 U.S. Code § 1983|v⟧. Fees \
follow under ⟦42 U.S.C. Section 1988|u:anie⟧.""",
        ["usc:1983"],
        "reach",
        note="the US Code named in words, and a section numbered like a year",
    ),
    Answer(
        "reach-017",
        """O tratamento pode se basear no legítimo interesse do controlador \
(⟦art. 7º, inciso IX, da LGPD|v⟧), mas não no ⟦inciso XV do art. 7º da LGPD|u:pin⟧, \
que não existe. Dados públicos seguem o ⟦art. 7º, § 3º, da LGPD|v⟧. Na rescisão, os \
documentos são entregues em dez dias (⟦art. 477, § 6º, da CLT|v⟧); o \
⟦art. 477, § 7º, da CLT|u:pin⟧ não foi dado ao modelo.""",
        ["lgpd:7", "clt:477"],
        "reach",
        note="Brazilian paragraphs with their ordinal sign, and incisos",
    ),
    Answer(
        "reach-018",
        """El tratamiento de categorías especiales se permite con consentimiento \
explícito (⟦artículo 9, apartado 2, letras a) y b), del RGPD|v⟧), pero no existe \
la excepción del ⟦artículo 9, apartado 2, letras a) y z), del RGPD|u:pin⟧. In \
Italia vale lo stesso: ⟦articolo 9, paragrafo 2, lettere a) e z), del GDPR|u:pin⟧.""",
        ["gdpr:9"],
        "reach",
        note="letters listed each with its bracket, and the law after the comma",
    ),
    Answer(
        "reach-019",
        """An employee with two years' service may claim unfair dismissal under \
⟦section 94 of the Employment Rights Act|v⟧. There is no such right in \
⟦section 94 of the Employment Rights Act 1999|u:lm⟧, which is another Act. In \
Saudi Arabia the employer may not terminate without notice save in the cases of \
⟦Article 80 of the Labor Law|v⟧.""",
        ["era:94", "sll:80"],
        "reach",
        aliases={"ERA 1996": "Employment Rights Act 1996"},
        note="a statute without its year, with another year, and spelt the American way",
    ),
]

# Forms read from verifier 3.11.0 (2026-12-03, late night): written with the
# fixes, so not independent of them.
REACH += [
    Answer(
        "reach-020",
        """Non-exempt employees must be paid one and one-half times their regular rate for hours over forty in a workweek (⟦Section 7(a)(1) of the FLSA|v⟧, ⟦29 U.S.C. § 207(a)(1)|v⟧). A collective agreement can change the count only as ⟦Section 7(b) of the Fair Labor Standards Act|v⟧ allows; there is no ⟦Section 7(z) of the FLSA|u:pin⟧. Religious discrimination is barred by ⟦Section 703(a) of Title VII|v⟧ (⟦42 U.S.C. § 2000e-2(a)|v⟧), and retaliation by ⟦Section 704 of Title VII|u:anie⟧. The minimum wage is set by ⟦Section 6 of the FLSA|u:anie⟧, and the Act ends at ⟦Section 99 of the FLSA|u:ne⟧.""",
        ["usc29:207", "usc:2000e-2"],
        "reach",
        note="an Act's sections and the Code's sections restating them, alone and in parallel",
    ),
    Answer(
        "reach-021",
        """The right to erasure sits in ⟦Article 17 of Chapter III of the GDPR|v⟧, among the data subject's rights; ⟦Article 24 of Chapter IV of the GDPR|u:anie⟧ states the controller's responsibility. An employee has the right not to be unfairly dismissed under ⟦section 94 of Part X of the Employment Rights Act 1996|v⟧.""",
        ["gdpr:17", "era:94"],
        "reach",
        note="a division written between the provision and its law",
    ),
]

GROUPS = {"reach": REACH}
