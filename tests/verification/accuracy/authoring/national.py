# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""German, common-law and Arabic forms, law-first references, keywords, back-references
and article identifiers that are not plain numbers."""

from __future__ import annotations

from authoring.answer import Answer

ERA = {"ERA 1996": "Employment Rights Act 1996", "ERA": "Employment Rights Act 1996"}

GERMAN = [
    Answer(
        "german-001",
        """## Kündigung durch den Arbeitgeber – was gilt?

**Kurz:** Die Kündigung muss schriftlich erfolgen (⟦§ 623 BGB|v⟧), die Frist richtet \
sich nach der Betriebszugehörigkeit (⟦§ 622 Abs. 2 BGB|v⟧).

- Der Kündigungsschutz greift nach sechs Monaten, ⟦§ 1 Abs. 1 KSchG|v⟧.
- Die Klage muss binnen drei Wochen erhoben werden, ⟦§ 4 S. 1 KSchG|v⟧.
- Der Betriebsrat ist vorher anzuhören, ⟦§ 102 BetrVG|u:lnie⟧.""",
        ["bgb:623", "bgb:622", "kschg:1", "kschg:4"],
        "german",
    ),
    Answer(
        "german-002",
        """Eine fristlose Kündigung setzt einen wichtigen Grund voraus \
(⟦§ 626 Abs. 1 BGB|v⟧) und muss innerhalb von zwei Wochen erklärt werden, \
⟦§ 626 Abs. 2 S. 1 BGB|v⟧. Schadensersatz regelt ⟦§ 628 Abs. 2 BGB|v⟧. Eine Abmahnung \
ist in der Regel erforderlich, vgl. ⟦§ 314 Abs. 2 BGB|u:anie⟧.""",
        ["bgb:626", "bgb:628"],
        "german",
    ),
    Answer(
        "german-003",
        """Die Vorschriften der ⟦§§ 622, 623 BGB|v⟧ gelten für alle Arbeitsverhältnisse. \
Die ⟦§§ 620, 621 BGB|u:anie~neither section is in the evidence⟧ regeln dagegen die \
Beendigung von Dienstverhältnissen allgemein.""",
        ["bgb:622", "bgb:623"],
        "german",
    ),
    Answer(
        "german-004",
        """Der Gleichheitssatz (⟦Art. 3 Abs. 1 GG|v⟧) und die Berufsfreiheit \
(⟦Art. 12 Abs. 1 GG|v⟧) binden auch den Gesetzgeber. Die Koalitionsfreiheit ist in \
⟦Art. 9 Abs. 3 GG|u:anie⟧ geschützt, die Menschenwürde in ⟦Art. 1 Abs. 1 GG|u:anie⟧.""",
        ["gg:3", "gg:12"],
        "german",
    ),
    Answer(
        "german-005",
        """Massenentlassungen sind der Agentur für Arbeit vorher anzuzeigen \
(⟦§ 17 Abs. 1 KSchG|v⟧). In Kleinbetrieben gilt der allgemeine Kündigungsschutz nicht \
(⟦§ 23 Abs. 1 KSchG|v⟧). Die Höhe einer gerichtlichen Abfindung bemisst sich nach \
⟦§ 10 KSchG|u:anie⟧, die Auflösung des Arbeitsverhältnisses nach ⟦§ 9 KSchG|u:anie⟧.""",
        ["kschg:17", "kschg:23"],
        "german",
    ),
    Answer(
        "german-006",
        """Der Verbraucher kann binnen 14 Tagen widerrufen (⟦§ 355 Abs. 2 BGB|v⟧). Bei \
einem Verbrauchsgüterkauf beginnt die Frist mit Erhalt der Ware \
(⟦§ 356 Abs. 2 Nr. 1 BGB|v⟧). Die Rückzahlung muss ebenfalls binnen 14 Tagen erfolgen \
(⟦§ 357 Abs. 1 BGB|u:anie⟧).""",
        ["bgb:355", "bgb:356"],
        "german",
    ),
    Answer(
        "german-007",
        """Nach acht Jahren beträgt die Kündigungsfrist drei Monate zum Ende eines \
Kalendermonats, ⟦§ 622 Absatz 2 Satz 1 Nummer 3 BGB|v⟧. Nach zwanzig Jahren sind es \
sieben Monate (⟦§ 622 Abs. 2 Nr. 7 BGB|v⟧). Für Kündigungen durch den Arbeitnehmer \
darf keine längere Frist vereinbart werden (⟦§ 622 Abs. 6 BGB|v⟧). Die Kündigung \
während der Elternzeit ist nach ⟦§ 18 BEEG|u:lnie⟧ ausgeschlossen.""",
        ["bgb:622"],
        "german",
    ),
    Answer(
        "german-008",
        """Die Ausschlussfrist des ⟦§ 626 Abs. 2 i.V.m. § 623 BGB|v⟧ ist zu beachten. \
Befristete Verträge enden ohne Kündigung, ⟦§ 15 Abs. 1 TzBfG|u:lnie⟧.""",
        ["bgb:626", "bgb:623"],
        "german",
    ),
    Answer(
        "german-009",
        """**Notice periods in Germany**

Under ⟦§ 622 BGB|v⟧ the statutory notice period starts at four weeks and grows with \
seniority. Dismissal protection applies once the employment has lasted six months \
(⟦Section 1 KSchG|v⟧). A change of terms can be combined with a dismissal under \
⟦§ 2 KSchG|u:anie⟧. Works council consultation is required by \
⟦Section 102 BetrVG|u:lnie⟧.""",
        ["bgb:622", "kschg:1"],
        "german",
    ),
    Answer(
        "german-010",
        """Die Schriftform folgt aus ⟦§ 623 KSchG|u~§ 623 is a BGB section; the KSchG is in the evidence without it⟧, der \
Kündigungsschutz aus ⟦§ 1 BGB|u:anie~BGB is in the evidence but not its § 1⟧. Richtig \
wäre ⟦§ 623 BGB|v⟧ bzw. ⟦§ 1 KSchG|v⟧.""",
        ["bgb:623", "kschg:1"],
        "german",
    ),
    Answer(
        "german-011",
        """Der Arbeitgeber muss die vereinbarte Vergütung zahlen (⟦§ 611a Abs. 2 \
BGB|v@article_id⟧). Bei Annahmeverzug bleibt der Lohnanspruch bestehen \
(⟦§ 615 S. 1 BGB|u:anie⟧). Bei kurzer Verhinderung gilt ⟦§ 616 BGB|u:anie⟧.""",
        ["bgb:611a"],
        "german",
    ),
    Answer(
        "german-012",
        """Nach ⟦Art. 12 Abs. 2 GG|v⟧ darf niemand zu einer bestimmten Arbeit gezwungen \
werden, und Zwangsarbeit ist nur bei gerichtlich angeordneter Freiheitsentziehung \
zulässig (⟦Art. 12 Abs. 3 GG|v⟧). Die Dienstpflichten regelt ⟦Art. 12a GG|u:anie⟧.""",
        ["gg:12"],
        "german",
    ),
]

COMMON_LAW = [
    Answer(
        "common-001",
        """**Unfair dismissal in England & Wales**

1. The right itself is in ⟦section 94 of the Employment Rights Act 1996|v⟧.
2. Your employer must show a potentially fair reason under \
⟦section 98(1) of the Employment Rights Act 1996|v⟧, and the tribunal then asks whether \
dismissal was reasonable (⟦s. 98(4)|v~bare after the Act was named⟧).
3. You normally need two years' service (⟦section 108(1) of the Employment Rights Act \
1996|u:anie⟧).
4. Claims must be brought within three months: ⟦section 111 of the Employment Rights \
Act 1996|u:anie⟧.""",
        ["era:94", "era:98"],
        "common_law",
    ),
    Answer(
        "common-002",
        """The employer relied on capability, a fair reason under ⟦s. 98 ERA 1996|v⟧. \
Dismissal is defined in ⟦ss. 94-95 ERA 1996|v⟧. Redundancy pay is calculated under \
⟦ss. 135-138 ERA 1996|u:anie⟧, and the effective date of termination is defined in \
⟦s. 97 ERA 1996|v⟧.""",
        ["era:98", "era:94", "era:95", "era:97"],
        "common_law",
        aliases=ERA,
    ),
    Answer(
        "common-003",
        """You can sue state officials for violations of constitutional rights under \
⟦42 U.S.C. § 1983|v⟧. Employment discrimination is prohibited by \
⟦42 U.S.C. § 2000e-2(a)(1)|v@article_id⟧. Race discrimination in contracts is covered by \
⟦42 U.S.C. § 1981|u:anie⟧, and age discrimination by ⟦29 U.S.C. § 623|u:lnie⟧.""",
        ["usc:1983", "usc:2000e-2"],
        "common_law",
    ),
    Answer(
        "common-004",
        """Murder is punishable under ⟦Section 302 IPC|v⟧ and cheating under \
⟦Section 420 of the IPC|v⟧. Dowry death is a separate offence under \
⟦Section 304B IPC|u:anie@article_id⟧, and cruelty by a husband under \
⟦Section 498A of the Indian Penal Code|u:anie@article_id⟧.""",
        ["ipc:302", "ipc:420"],
        "common_law",
        aliases={"Indian Penal Code": "IPC"},
    ),
    Answer(
        "common-005",
        """- Minimum notice: ⟦s. 86(1) ERA 1996|v⟧.
- Written statement of particulars: ⟦s. 1 ERA 1996|v⟧.
- Unauthorised deductions from wages: ⟦s. 13 ERA 1996|u:anie⟧.
- Definitions: ⟦s. 230 ERA 1996|u:anie⟧.""",
        ["era:86", "era:1"],
        "common_law",
        aliases=ERA,
    ),
    Answer(
        "common-006",
        """Direct discrimination is defined in ⟦section 13 of the Equality Act 2010|u:lnie⟧ \
and the redundancy definition in ⟦section 139(1) of the Employment Rights Act 1996|v⟧. \
A redundancy dismissal is potentially fair under \
⟦section 98(2)(c) of the Employment Rights Act 1996|v⟧.""",
        ["era:139", "era:98"],
        "common_law",
    ),
    Answer(
        "common-007",
        """Constructive dismissal falls within ⟦s.95(1)(c) ERA|v⟧ where the employee \
resigns because of a repudiatory breach. Whistleblowing detriment is covered by \
⟦s.47B ERA|u:anie@article_id⟧.""",
        ["era:95"],
        "common_law",
        aliases=ERA,
    ),
    Answer(
        "common-008",
        """The claimant relies on ⟦Section 1983 of Title 42|v⟧ for the Fourth Amendment \
claim and on ⟦Title VII, 42 U.S.C. § 2000e-3|u:anie@article_id⟧ for retaliation.""",
        ["usc:1983", "usc:2000e-2"],
        "common_law",
        aliases={"Title 42": "42 U.S.C."},
    ),
]

ARABIC = [
    Answer(
        "arabic-001",
        """**الجواب المختصر:** لا يجوز فسخ العقد دون مكافأة إلا في الحالات الواردة في \
⟦المادة 80 من نظام العمل|v⟧، ويحق للعامل ترك العمل دون إشعار وفقاً \
⟦للمادة (81) من نظام العمل|v⟧. وتحسب المكافأة وفق ⟦المادة 84 من نظام العمل|v⟧، أما \
التعويض فتنظمه ⟦المادة 77 من نظام العمل|u:anie⟧.""",
        ["ar:80", "ar:81", "ar:84"],
        "arabic",
    ),
    Answer(
        "arabic-002",
        """تنظم ⟦المواد 80 و81 من نظام العمل|v⟧ حالات إنهاء العقد دون إشعار، بينما \
تنظم ⟦المواد 82 و83 من نظام العمل|u:anie⟧ أحكام المرض والمنافسة.""",
        ["ar:80", "ar:81"],
        "arabic",
    ),
    Answer(
        "arabic-003",
        """ينتهي العقد باتفاق الطرفين كتابةً (⟦المادة ٧٤ من نظام العمل|v~Eastern Arabic \
digits⟧)، ويستحق الطرف المتضرر تعويضاً (⟦المادة ٧٧ من نظام العمل|v⟧). أما ساعات \
العمل فتحددها ⟦المادة ٩٨ من نظام العمل|u:anie⟧.""",
        ["ar:74", "ar:77"],
        "arabic",
    ),
    Answer(
        "arabic-004",
        """يستحق العامل إجازة سنوية لا تقل عن واحد وعشرين يوماً بحسب ⟦المادة (109) من \
نظام العمل|v⟧، وتزاد إلى ثلاثين يوماً بعد خمس سنوات. وللعامل إجازة بأجر كامل في \
الأعياد وفق ⟦المادة (112) من نظام العمل|u:anie⟧.""",
        ["ar:109"],
        "arabic",
    ),
    Answer(
        "arabic-005",
        """Under Saudi law (⟦المادة 84 من نظام العمل|v⟧), the end-of-service award is half \
a month's wage per year for the first five years. Termination by agreement must be in \
writing, see ⟦المادة 74 من نظام العمل|v⟧. The probation period is governed by \
⟦المادة 53 من نظام العمل|u:anie⟧.""",
        ["ar:84", "ar:74"],
        "arabic",
    ),
    Answer(
        "arabic-006",
        """تحدد ⟦المادة 80 من نظام التأمينات الاجتماعية|u~another law; only the Labour \
Law is in the evidence⟧ نسبة الاشتراك، في حين تنظم ⟦المادة 80 من نظام العمل|v⟧ الفسخ \
دون مكافأة.""",
        ["ar:80"],
        "arabic",
    ),
    Answer(
        "arabic-007",
        """لا يجوز الفسخ إلا بعد إتاحة الفرصة للعامل لإبداء أسباب معارضته، كما تنص \
⟦المادة الثمانون من نظام العمل|v~article number in words⟧. وللعامل ترك العمل إذا أخل \
صاحب العمل بالتزاماته، بحسب ⟦المادة 81 من النظام|v@back_reference~"النظام" refers back \
to the Labour Law⟧. ويحق للعامل مكافأة وفق ⟦المادة 85 من النظام|u:anie@back_reference⟧.""",
        ["ar:80", "ar:81"],
        "arabic",
    ),
]

LAW_FIRST = [
    Answer(
        "lawfirst-001",
        """Statutory notice depends on length of service (⟦ERA 1996, section 86(1)(c)|v⟧ \
gives twelve weeks after twelve years). The right to a written statement of reasons is \
in ⟦ERA 1996, section 92(1)|u:anie⟧, and maternity leave in \
⟦ERA 1996, section 79(1)(c)|u:anie⟧.""",
        ["era:86"],
        "law_first",
        aliases=ERA,
    ),
    Answer(
        "lawfirst-002",
        """Owners can apply for help with repairs under the \
⟦Housing (Scotland) Act 2006, specifically Sections 83-85|v⟧. Work notices are \
governed by the ⟦Housing (Scotland) Act 2006, section 30|u:anie⟧.""",
        ["hsa:83", "hsa:84", "hsa:85"],
        "law_first",
    ),
    Answer(
        "lawfirst-003",
        """Deposit return schemes can charge a deposit on each item \
(⟦Environment Act 2021 (Section 56(2))|v⟧). Producer responsibility obligations are \
in the ⟦Environment Act 2021 (Section 50)|u:anie⟧.""",
        ["env:56"],
        "law_first",
    ),
    Answer(
        "lawfirst-004",
        """Per the ⟦GDPR, Article 17(1)(a)|v⟧, data that are no longer needed must be \
erased. Per the ⟦EU AI Act, Article 5(1)(c)|u:anie⟧, social scoring is prohibited.""",
        ["gdpr:17", "ai:50"],
        "law_first",
    ),
    Answer(
        "lawfirst-005",
        """Kurz gesagt: ⟦BGB, § 622 Abs. 1|v⟧ – vier Wochen zum Fünfzehnten oder zum \
Monatsende; ⟦BGB, § 622 Abs. 3|v⟧ – zwei Wochen in der Probezeit; ⟦BGB, § 624|u:anie⟧ \
– Verträge über mehr als fünf Jahre.""",
        ["bgb:622"],
        "law_first",
    ),
    Answer(
        "lawfirst-006",
        """Le créancier dispose de plusieurs sanctions (⟦Code civil, article 1217|v⟧). La \
responsabilité délictuelle relève du ⟦Code civil, art. 1240|u:anie⟧.""",
        ["cc:1217"],
        "law_first",
    ),
    Answer(
        "lawfirst-007",
        """⟦Labour Law, Article 84|v⟧ sets the end-of-service award; \
⟦Labour Law, Article 85|u:anie⟧ reduces it on resignation.""",
        ["sll:84"],
        "law_first",
    ),
    Answer(
        "lawfirst-008",
        """Discrimination claims: ⟦Equality Act 2010, s. 13|u:lnie⟧. Collective \
redundancies: ⟦Trade Union and Labour Relations (Consolidation) Act 1992, section \
188|u:lnie⟧. Unfair dismissal: ⟦Employment Rights Act 1996, s. 94|v⟧.""",
        ["era:94"],
        "law_first",
    ),
]

KEYWORD = [
    Answer(
        "keyword-001",
        """Under the Working Time Regulations 1998, ⟦Regulation 4(1)|v⟧ caps the average \
working week at 48 hours unless the worker opts out in writing, and \
⟦Regulation 13(1)|v⟧ gives four weeks' annual leave. The additional 1.6 weeks come \
from ⟦Regulation 13A|u:anie@article_id⟧.""",
        ["wtr:4", "wtr:13"],
        "keyword",
    ),
    Answer(
        "keyword-002",
        """Contracts transfer automatically under ⟦Regulation 4 of TUPE|v⟧, and a \
dismissal because of the transfer is automatically unfair (⟦reg. 7(1) TUPE|v⟧). \
Representatives must be informed (⟦Regulation 13(2)|v⟧); the duty to consult on \
measures is in ⟦Regulation 13(6)|u:pin~regulation 13 as given has paragraphs (1) and \
(2)⟧ and the penalties in ⟦Regulation 15|u:anie⟧.""",
        ["tupe:4", "tupe:7", "tupe:13"],
        "keyword",
        aliases={"TUPE": "TUPE Regulations 2006"},
    ),
    Answer(
        "keyword-003",
        """The Employment Tribunals Rules of Procedure 2013 require the tribunal to \
encourage conciliation (⟦rule 3|v⟧) and to act fairly and justly (⟦rule 2|v⟧). Strike-out \
is governed by ⟦rule 37|u:anie⟧.""",
        ["etr:3", "etr:2"],
        "keyword",
    ),
    Answer(
        "keyword-004",
        """The GDPR allows processing on the basis of consent. ⟦Article 6(1)(a)|v⟧ covers \
this, and ⟦Article 7(1)|u:anie⟧ requires the controller to be able to prove it.""",
        ["gdpr:6"],
        "keyword",
    ),
    Answer(
        "keyword-005",
        """Rest breaks are regulated by the Working Time Regulations 1998: a worker is \
entitled to a break when the day exceeds six hours (⟦Regulation 12(1)|v⟧), of at \
least 20 minutes (⟦Regulation 12(3)|v⟧). Night work limits are in \
⟦Regulation 6|u:anie⟧, and daily rest in ⟦Regulation 10(1)|u:anie⟧.""",
        ["wtr:12"],
        "keyword",
    ),
    Answer(
        "keyword-006",
        """Under the EU AI Act a high-risk system needs human oversight; \
⟦Article 14(1)|v⟧ requires it to be designed for effective oversight and \
⟦Article 14(4)(d)|v⟧ lets the overseer disregard the output. Logging duties follow \
from ⟦Article 12(1)|u:anie⟧ and ⟦Article 19|u:anie⟧.""",
        ["ai:14"],
        "keyword",
    ),
    Answer(
        "keyword-007",
        """Processing needs a lawful basis, as ⟦Article 6(1)|u:amb~no law is named and \
both laws in the evidence have an Article 6⟧ explains, and consent can be withdrawn at \
any time under ⟦Article 7(3)|v~no law is named; only one law in the evidence has an \
Article 7⟧. Risk management is required by ⟦Article 9(2)|v~only the AI Act passage is \
an Article 9⟧.""",
        ["gdpr:6", "ai:6", "gdpr:7", "ai:9"],
        "keyword",
    ),
]

BACK_REFERENCE = [
    Answer(
        "backref-001",
        """The Employment Rights Act 1996 protects employees against unfair dismissal. \
Under ⟦section 94 of the Act|v⟧, every employee has that right, and \
⟦section 98(4) of the Act|v⟧ sets the reasonableness test. The time limit is in \
⟦section 111 of the Act|u:anie⟧.""",
        ["era:94", "era:98"],
        "back_reference",
    ),
    Answer(
        "backref-002",
        """The GDPR applies to any processing by automated means. As ⟦Article 1 of this \
Regulation|v⟧ explains, it protects fundamental rights, while its territorial scope is \
defined in ⟦Article 3 of this Regulation|u:anie⟧.""",
        ["gdpr:1"],
        "back_reference",
    ),
    Answer(
        "backref-003",
        """Consent must be freely given ⟦[GDPR, Article 7(4)]|v@bracket⟧. It can be \
withdrawn at any time (⟦ibid.|v~ibid. is GDPR Article 7⟧), and the request must be as \
easy as giving consent (⟦ibid., para. 3|v⟧).""",
        ["gdpr:7"],
        "back_reference",
    ),
    Answer(
        "backref-004",
        """Parental consent is required for children under 16 ⟦[GDPR, Article 8(1)]|u:anie@bracket⟧. \
The age may be lowered to 13 by Member States (⟦ibid.|u:anie~ibid. repeats the \
unsupported Article 8⟧).""",
        ["gdpr:7"],
        "back_reference",
    ),
    Answer(
        "backref-005",
        """The Employment Rights Act 1996 gives every employee a written statement \
(⟦section 1|v⟧). ⟦Section 13|u:anie~resolves to the Employment Rights Act, which \
is named in the answer; the GDPR's Article 13 in the evidence must not verify it⟧ \
prohibits unauthorised deductions from wages.""",
        ["era:1", "gdpr:13"],
        "back_reference",
    ),
    Answer(
        "backref-006",
        """Under the GDPR, the lawful bases are in ⟦Article 6|v⟧. Under the EU AI Act, \
high-risk classification is in ⟦Article 6|u:anie~the AI Act was named last in this \
sentence and its Article 6 is not in the evidence; the GDPR's Article 6 must not \
verify it⟧ as well.""",
        ["gdpr:6"],
        "back_reference",
    ),
    Answer(
        "backref-007",
        """Under the GDPR, ⟦Article 17|v⟧ gives a right to erasure; under the AI Act, \
⟦Article 50|v⟧ requires transparency. Providers must also meet ⟦Article 17|u:anie~the \
AI Act is the law named most recently; its Article 17 is not in the evidence⟧ on \
quality management.""",
        ["gdpr:17", "ai:50"],
        "back_reference",
    ),
    Answer(
        "backref-008",
        """Both the Employment Rights Act 1996 and the Equality Act 2010 may apply. \
⟦Section 13 of the Act|u:lnie~"the Act" is the Equality Act 2010, named last; it is \
not in the evidence⟧ defines direct discrimination.""",
        ["era:94"],
        "back_reference",
    ),
    Answer(
        "backref-009",
        """The General Data Protection Regulation is the core text. \
⟦Article 17 of the Regulation|v⟧ grants erasure, and ⟦Article 18 of the \
Regulation|u:anie⟧ restriction.""",
        ["gdpr:17"],
        "back_reference",
    ),
    Answer(
        "backref-010",
        """Le principe de la force obligatoire figure à \
⟦l'article 1103 du Code civil|v@prose_fr⟧. La bonne foi est exigée par \
⟦l'article 1104 du même code|v⟧, et la définition du contrat par \
⟦l'article 1101 du même code|u:anie⟧.""",
        ["cc:1103", "cc:1104"],
        "back_reference",
    ),
    Answer(
        "backref-011",
        """The TUPE Regulations 2006 preserve terms and conditions. Automatic transfer is \
dealt with in (⟦Regulation 4|v⟧), dismissals in (⟦Regulation 7|v⟧), and insolvency \
in (⟦Regulation 9|u:anie⟧).""",
        ["tupe:4", "tupe:7"],
        "back_reference",
    ),
    Answer(
        "backref-012",
        """Under the Act, the employer must also give reasons. See ⟦section 92 of the \
Act|u~no law has been named: "the Act" has nothing to refer to⟧.""",
        ["era:94"],
        "back_reference",
    ),
    Answer(
        "backref-013",
        """The EU AI Act prohibits certain practices outright. ⟦Article 5(1)(f) of the \
Act|v⟧ bans emotion recognition at work, and ⟦Article 5 of this Regulation|v⟧ as a \
whole applies from February 2025. Fines are set in ⟦Article 99 of the \
Act|u:anie⟧.""",
        ["ai:5"],
        "back_reference",
    ),
]

ARTICLE_ID = [
    Answer(
        "articleid-001",
        """Bei Fernabsatzverträgen besteht ein Widerrufsrecht (⟦§ 312g Abs. 1 BGB|v⟧). \
Die Informationspflichten im elektronischen Geschäftsverkehr stehen in \
⟦§ 312i BGB|u:anie⟧, die Bestätigungspflicht in ⟦§ 312f BGB|v⟧.""",
        ["bgb:312g", "bgb:312f"],
        "article_id",
    ),
    Answer(
        "articleid-002",
        """Bei betriebsbedingter Kündigung kann der Arbeitnehmer nach ⟦§ 1a KSchG|v⟧ \
eine Abfindung von 0,5 Monatsverdiensten je Beschäftigungsjahr beanspruchen. Die \
Sonderregel für Seeschiffe steht in ⟦§ 24 KSchG|u:anie⟧, die Übergangsregel in \
⟦§ 25a KSchG|u:anie⟧. Die soziale Rechtfertigung \
richtet sich nach ⟦§ 1 KSchG|u:anie~§ 1 is not § 1a⟧.""",
        ["kschg:1a"],
        "article_id",
    ),
    Answer(
        "articleid-003",
        """Le débiteur est condamné à des dommages et intérêts, sauf force majeure \
(⟦article 1231-1 du Code civil|v⟧). Les intérêts moratoires sont régis par \
⟦l'article 1231-6 du Code civil|u:anie⟧, et le devoir d'information par \
⟦l'article 1112-1 du Code civil|v⟧.""",
        ["cc:1231-1", "cc:1112-1"],
        "article_id",
    ),
    Answer(
        "articleid-004",
        """Le préavis est de deux mois après deux ans d'ancienneté \
(⟦article L1234-1 du Code du travail|v⟧). L'indemnité de licenciement est due après \
huit mois (⟦article L. 1234-9 du Code du travail|v~"L. 1234-9" folds to "L1234-9"⟧). Le \
barème des indemnités figure à ⟦l'article L1235-3 du Code du travail|u:anie⟧.""",
        ["ct:L1234-1", "ct:L1234-9"],
        "article_id",
    ),
    Answer(
        "articleid-005",
        """Tout licenciement doit reposer sur une cause réelle et sérieuse \
(⟦C. trav., art. L1232-1|v⟧). La procédure d'entretien préalable est prévue à \
⟦C. trav., art. L1232-2|u:anie⟧.""",
        ["ct:L1232-1"],
        "article_id",
        aliases={"C. trav.": "Code du travail"},
    ),
    Answer(
        "articleid-006",
        """Men can be called up for service under ⟦Art. 12a GG|v⟧, and the right of \
asylum is in ⟦Art. 16a GG|v⟧. ⟦Art. 17a GG|u:anie⟧ restricts rights of soldiers, and \
⟦Art. 16 GG|u:anie~Art. 16 is not Art. 16a⟧ protects citizenship.""",
        ["gg:12a", "gg:16a"],
        "article_id",
    ),
    Answer(
        "articleid-007",
        """Beim Betriebsübergang gehen die Arbeitsverhältnisse über (⟦§ 613a Abs. 1 \
BGB|v⟧), und eine Kündigung wegen des Übergangs ist unwirksam (⟦§ 613a Abs. 4 BGB|v⟧). \
⟦§ 613 BGB|u:anie~§ 613 is not § 613a⟧ regelt dagegen die Unübertragbarkeit.""",
        ["bgb:613a"],
        "article_id",
    ),
    Answer(
        "articleid-008",
        """La période d'essai et le contrat de travail à durée déterminée ne sont pas en \
cause ici : seul ⟦l'article L1234-9 du Code du travail|u:anie⟧ compte, avec \
⟦l'article L1234-1 du Code du travail|v⟧.""",
        ["ct:L1234-1"],
        "article_id",
    ),
    Answer(
        "articleid-009",
        """Widerruf bei Teilzeit-Wohnrechteverträgen: ⟦§ 356a BGB|v⟧. Widerruf bei \
Verbraucherdarlehensverträgen: ⟦§ 356b BGB|u:anie⟧. Rechtsfolgen: ⟦§ 357a BGB|v⟧.""",
        ["bgb:356a", "bgb:357a"],
        "article_id",
    ),
    Answer(
        "articleid-010",
        """L'associazione di tipo mafioso è punita dall'⟦art. 416 bis c.p.|v~"416 bis" \
folds to the evidence's "416-bis"⟧, quella semplice dall'⟦art. 416 c.p.|v⟧. Lo scambio \
elettorale politico-mafioso è previsto dall'⟦art. 416-ter c.p.|u:anie~416-ter is not \
416-bis⟧.""",
        ["cp:416-bis", "cp:416"],
        "article_id",
        aliases={"c.p.": "Codice penale"},
    ),
]

GROUPS = {
    "german": GERMAN,
    "common_law": COMMON_LAW,
    "arabic": ARABIC,
    "law_first": LAW_FIRST,
    "keyword": KEYWORD,
    "back_reference": BACK_REFERENCE,
    "article_id": ARTICLE_ID,
}
