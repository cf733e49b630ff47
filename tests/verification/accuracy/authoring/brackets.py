# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Bracketed and parenthetical citations: the forms assistants are usually told to use."""

from __future__ import annotations

from authoring.answer import Answer

BRACKET = [
    Answer(
        "bracket-001",
        """## Can I ask a company to delete my data?

Yes. You have a right to erasure where, for example, the data are no longer necessary \
for the purpose they were collected for ⟦[GDPR, Article 17(1)(a)]|v⟧. If you originally \
consented, withdrawing that consent is also a ground ⟦[GDPR, Article 17(1)(b)]|v⟧, and \
the company then needs another lawful basis ⟦[GDPR, Article 6(1)]|v⟧. The controller \
must answer your request within one month ⟦[GDPR, Article 12(3)]|u:anie⟧.""",
        ["gdpr:17", "gdpr:6"],
        "bracket",
    ),
    Answer(
        "bracket-002",
        """**Short answer:** a CV-screening tool is very likely high-risk.

- AI systems listed in Annex III are high-risk ⟦[EU AI Act, Article 6(2)]|v⟧.
- People must be told when they interact with an AI system ⟦[EU AI Act, Article 50(1)]|v⟧.
- Deployers in the public sector must also run a fundamental rights impact assessment \
⟦[EU AI Act, Article 27]|u:anie⟧.
- Breaches can cost up to EUR 15 million ⟦[EU AI Act, Article 99(4)]|u:anie⟧.""",
        ["ai:6", "ai:50"],
        "bracket",
    ),
    Answer(
        "bracket-003",
        """What to do after a breach:

1. Notify the supervisory authority within 72 hours ⟦[GDPR, Art. 33(1)]|v⟧.
2. Document the breach, whatever its scale ⟦[GDPR, Art. 33(5)]|v⟧.
3. Tell the people affected when the risk to them is high ⟦[GDPR, Art. 34(1)]|v⟧.
4. Involve your data protection officer ⟦[GDPR, Art. 38(1)]|u:anie⟧.""",
        ["gdpr:33", "gdpr:34"],
        "bracket",
    ),
    Answer(
        "bracket-004",
        """You can ask for a copy of your data and have it moved to another provider \
⟦[GDPR, Articles 15 and 20]|v⟧. The right to object works differently \
⟦[GDPR, Article 21]|u:anie⟧, and so does the right to restriction \
⟦[GDPR, Articles 18-19]|u:anie⟧.""",
        ["gdpr:15", "gdpr:20"],
        "bracket",
    ),
    Answer(
        "bracket-005",
        """Personal data must be processed lawfully, fairly and transparently \
⟦[GDPR, Article 5(1)(a)]|v⟧, and the controller must be able to show that it complies \
⟦[GDPR, Article 5(2)]|v⟧. A UK company is bound by the domestic version of the same \
principle ⟦[UK GDPR, Article 5]|u~the UK GDPR is another law; only the EU GDPR is in \
the evidence⟧.""",
        ["gdpr:5"],
        "bracket",
    ),
    Answer(
        "bracket-006",
        """Under Saudi law, an open-ended contract can be ended with 60 days' written \
notice for monthly-paid staff ⟦[Labour Law, Article 75]|v⟧. If the termination has no \
legitimate reason, compensation is 15 days' wage per year of service \
⟦[Labour Law, Article 77]|v⟧. The end-of-service award is separate \
⟦[Labour Law, Article 84]|u:anie⟧ and is not reduced by the compensation \
⟦[Labour Law, Article 88]|u:anie⟧.""",
        ["sll:75", "sll:77"],
        "bracket",
    ),
    Answer(
        "bracket-007",
        """لا يجوز لصاحب العمل فسخ العقد دون مكافأة إلا في حالات محددة ⟦[نظام العمل، المادة ٨٠]|v⟧، \
ويستحق العامل مكافأة نهاية الخدمة ⟦[نظام العمل، المادة 84]|v⟧. أما الإجازة السنوية فلها \
أحكام خاصة ⟦[نظام العمل، المادة ١٠٩]|u:anie⟧.""",
        ["ar:80", "ar:84"],
        "bracket",
    ),
    Answer(
        "bracket-008",
        """Consent can be withdrawn at any time, and withdrawing it must be as easy as \
giving it ⟦[Article 7(3)]|v~label-less; only one law in the evidence has an Article 7⟧. \
A risk management system must be established and kept up to date \
⟦[Article 9(1)]|v~label-less; only the AI Act passage is an Article 9⟧. Information \
must be given in clear and plain language ⟦[Article 12(1)]|u:anie⟧.""",
        ["gdpr:7", "ai:9"],
        "bracket",
    ),
    Answer(
        "bracket-009",
        """The lawful bases for processing are listed exhaustively \
⟦[Article 6(1)]|u:amb~both laws in the evidence have an Article 6 and the answer names \
neither⟧, and a system that profiles people is always high-risk \
⟦[Article 6(3)]|u:amb⟧.""",
        ["gdpr:6", "ai:6"],
        "bracket",
    ),
    Answer(
        "bracket-010",
        """Die Kündigungsfrist verlängert sich mit der Dauer der Betriebszugehörigkeit \
⟦[BGB, § 622 Abs. 2]|v⟧. Die Kündigung bedarf der Schriftform ⟦[BGB, § 623]|v⟧. \
Nach sechs Monaten greift der allgemeine Kündigungsschutz ⟦[KSchG, § 622]|u:lm~§ 622 is \
a BGB section; the KSchG is not in the evidence⟧.""",
        ["bgb:622", "bgb:623"],
        "bracket",
    ),
    Answer(
        "bracket-011",
        """Chatbots must disclose that they are AI ⟦[AI Act, Article 50(1)]|v~"AI Act" is \
an alias of the EU AI Act⟧, and generated content must be marked in a machine-readable \
format ⟦[KI-Verordnung, Art. 50(2)]|v⟧. Deployers have their own monitoring duties \
⟦[Regulation (EU) 2024/1689, Article 26]|u:anie⟧.""",
        ["ai:50"],
        "bracket",
    ),
    Answer(
        "bracket-012",
        """At collection you must give the purposes and the legal basis \
⟦[GDPR, Article 13(1)(c); GDPR, Article 6(1)(b)]|v⟧, and the retention period \
⟦[GDPR, Article 13(2)(a)]|v⟧. For data obtained from third parties the list is slightly \
different ⟦[GDPR, Article 14(1); GDPR, Article 13(3)]|u:anie~Article 14 is not in the \
evidence⟧.""",
        ["gdpr:13", "gdpr:6"],
        "bracket",
    ),
    Answer(
        "bracket-013",
        """An employee with two years' service has the right not to be unfairly dismissed \
⟦[Employment Rights Act 1996, section 94(1)]|v⟧ ⟦[Employment Rights Act 1996, section \
108(1)]|v⟧. Interim relief is available in some cases \
⟦[Employment Rights Act 1996, section 128]|u:anie⟧.""",
        ["era:94", "era:108"],
        "bracket",
    ),
    Answer(
        "bracket-014",
        """Les contrats légalement formés tiennent lieu de loi à ceux qui les ont faits \
⟦[Code civil, article 1103]|v⟧ et doivent être exécutés de bonne foi \
⟦[Code civil, art. 1104]|v⟧. La force majeure est définie ailleurs \
⟦[Code civil, article 1218]|u:anie⟧.""",
        ["cc:1103", "cc:1104"],
        "bracket",
    ),
    Answer(
        "bracket-015",
        """The right to erasure applies here ⟦[GDPR, Article 17]|v⟧, though the model also \
wrote ⟦[GDPR, Article]|u:mal~no article number⟧ and ⟦[GDPR, Art. (1)(a)]|u:mal~a \
pinpoint without an article⟧ where it lost track.""",
        ["gdpr:17"],
        "bracket",
    ),
]

PARENTHETICAL = [
    Answer(
        "paren-001",
        """The employee must receive notice in writing (⟦Labour Law, Article 75|v⟧). \
The notice period is 60 days for monthly-paid workers, 30 days for others. An unfair \
termination gives a right to compensation (⟦Labour Law, Article 77|v⟧), and gross \
misconduct allows dismissal without notice (⟦Labour Law, Article 80|u:anie⟧).""",
        ["sll:75", "sll:77"],
        "parenthetical",
    ),
    Answer(
        "paren-002",
        """Consent is one of six lawful bases (⟦GDPR, Art. 6(1)(a)|v⟧). It must be \
freely given and can be withdrawn at any time (⟦GDPR, Art. 7(3)|v⟧). For children \
under 16, parental consent is needed for online services (⟦GDPR, Art. 8(1)|u:anie⟧).""",
        ["gdpr:6", "gdpr:7"],
        "parenthetical",
    ),
    Answer(
        "paren-003",
        """Annual leave in Saudi Arabia starts at 21 days (⟦Art. 109 Labour Law|v⟧) and \
daily hours are capped at eight (⟦Art. 98 Labour Law|v⟧). Overtime is paid at 150% \
(⟦Art. 107 Labour Law|u:anie⟧).""",
        ["sll:109", "sll:98"],
        "parenthetical",
    ),
    Answer(
        "paren-004",
        """### Deepfakes

If your system generates synthetic video, you must mark the output as artificially \
generated (⟦EU AI Act, Art. 50(2)|v⟧) and deployers must disclose deepfakes \
(⟦EU AI Act, Art. 50(4)|v⟧). General-purpose model providers have extra duties \
(⟦EU AI Act, Art. 53|u:anie⟧).""",
        ["ai:50"],
        "parenthetical",
    ),
    Answer(
        "paren-005",
        """A data protection impact assessment is required for large-scale processing of \
special categories (⟦see Article 35(3)(b) GDPR|v⟧), and the processing of health data is \
prohibited unless an exception applies (⟦cf. GDPR, Article 9(2)(h)|u:anie⟧).""",
        ["gdpr:35"],
        "parenthetical",
    ),
    Answer(
        "paren-006",
        """The notice an employer must give grows with length of service: one week per \
year, up to twelve weeks (⟦Employment Rights Act 1996, s. 86(1)(b)|v⟧). The employee \
owes one week (⟦Employment Rights Act 1996, s. 86(2)|v⟧). Written reasons must be given \
on request (⟦Employment Rights Act 1996, s. 92|u:anie⟧).""",
        ["era:86"],
        "parenthetical",
    ),
    Answer(
        "paren-007",
        """Die Kündigung muss schriftlich erfolgen (⟦§ 623 BGB|v⟧); eine E-Mail genügt \
nicht. In der Probezeit beträgt die Frist zwei Wochen (⟦§ 622 Abs. 3 BGB|v⟧). \
Ein Zeugnis kann verlangt werden (⟦§ 630 BGB|u:anie⟧).""",
        ["bgb:623", "bgb:622"],
        "parenthetical",
    ),
    Answer(
        "paren-008",
        """Processors must act only on documented instructions (⟦GDPR, Article 28(3)(a)|v⟧) \
and keep personnel bound by confidentiality (⟦GDPR, Article 28(3)(b)|v⟧). They must \
keep a record of processing activities (⟦GDPR, Article 30(2)|u:anie⟧) and notify the \
controller of breaches (⟦GDPR, Article 33(2)|u:anie⟧).""",
        ["gdpr:28"],
        "parenthetical",
    ),
    Answer(
        "paren-009",
        """The transfer does not end existing contracts; they continue with the new \
employer (⟦TUPE Regulations 2006, reg. 4(1)|v⟧), and a dismissal because of the \
transfer is automatically unfair (⟦TUPE Regulations 2006, reg. 7(1)|v⟧). \
Employee liability information must be supplied 28 days before the transfer \
(⟦TUPE Regulations 2006, reg. 11|u:anie⟧).""",
        ["tupe:4", "tupe:7"],
        "parenthetical",
    ),
    Answer(
        "paren-010",
        """La rupture des négociations est libre (⟦Code civil, art. 1112|v⟧), mais \
le contrat suppose le consentement des parties (⟦Code civil, art. 1128|v⟧). \
Le dol vicie le consentement (⟦Code civil, art. 1137|u:anie⟧).""",
        ["cc:1112", "cc:1128"],
        "parenthetical",
    ),
]

GROUPS = {"bracket": BRACKET, "parenthetical": PARENTHETICAL}
