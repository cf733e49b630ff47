# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Pinpoints, quotations and articles that do not exist: what the passage itself shows."""

from __future__ import annotations

from authoring.answer import Answer

PINPOINT = [
    Answer(
        "pinpoint-001",
        """The controller shall erase personal data without undue delay \
⟦[GDPR, Article 17(1)(z)]|u:pin~Article 17(1) has points (a)-(f)⟧. The right does not \
apply where processing is needed for legal claims ⟦[GDPR, Article 17(3)(e)]|v⟧, and \
there is a separate regime for archiving ⟦[GDPR, Article 17(4)]|u:pin~Article 17 has \
paragraphs 1-3⟧.""",
        ["gdpr:17"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-002",
        """Lawful bases: consent, contract, legal obligation, vital interests, public task \
and legitimate interests (⟦Article 6(1)(a) to (f) GDPR|v⟧). There is also a seventh \
basis for research under ⟦Article 6(1)(g) GDPR|u:pin⟧. When you reuse data for a new \
purpose, consider the safeguards in ⟦Article 6(4)(e) GDPR|v⟧. Member State law must \
meet the conditions of ⟦Article 6(3)(c) GDPR|u:pin~paragraph 3 has points (a) and (b)⟧.""",
        ["gdpr:6"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-003",
        """- Integrity and confidentiality: ⟦GDPR Art. 5(1)(f)|v⟧.
- Accountability: ⟦GDPR Art. 5(2)|v⟧.
- Data minimisation by default: ⟦GDPR Art. 5(3)|u:pin~Article 5 has paragraphs 1 and 2⟧.""",
        ["gdpr:5"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-004",
        """Consent must be as easy to withdraw as to give ⟦[GDPR, Article 7(3)]|v⟧; \
when assessing whether consent is freely given, account is taken of whether a contract \
is made conditional on it ⟦[GDPR, Article 7(4)]|v⟧. Consent records must be kept for \
five years ⟦[GDPR, Article 7(5)]|u:pin⟧.""",
        ["gdpr:7"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-005",
        """Health data may be processed for preventive or occupational medicine \
(⟦Article 9(2)(h) GDPR|v⟧) or for research (⟦Article 9(2)(j) GDPR|v⟧). Employee \
monitoring is a further exception under ⟦Article 9(2)(k) GDPR|u:pin~paragraph 2 has \
points (a)-(j)⟧, and genetic data have their own rule in \
⟦Article 9(5) GDPR|u:pin⟧.""",
        ["gdpr:9"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-006",
        """The access response must mention the existence of automated decision-making \
(⟦GDPR, Art. 15(1)(h)|v⟧) and the source of the data. A copy must be provided free of \
charge (⟦GDPR, Art. 15(3)|v⟧). It must also list every recipient by name \
(⟦GDPR, Art. 15(1)(i)|u:pin⟧).""",
        ["gdpr:15"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-007",
        """Security measures should include regular testing of their effectiveness \
⟦[GDPR, Article 32(1)(d)]|v⟧ and annual penetration tests \
⟦[GDPR, Article 32(1)(e)]|u:pin~paragraph 1 has points (a)-(d)⟧. Adherence to a code of \
conduct can demonstrate compliance ⟦[GDPR, Article 32(3)]|v⟧.""",
        ["gdpr:32"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-008",
        """The notification must describe the likely consequences of the breach \
⟦[GDPR, Article 33(3)(c)]|v⟧ and the measures taken ⟦[GDPR, Article 33(3)(d)]|v⟧. The \
authority may publish it ⟦[GDPR, Article 33(6)]|u:pin~Article 33 has paragraphs 1-5⟧.""",
        ["gdpr:33"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-009",
        """An Annex III system escapes the high-risk label if it only performs a \
preparatory task (⟦EU AI Act, Art. 6(3)(d)|v⟧) or if it is open source \
(⟦EU AI Act, Art. 6(3)(e)|u:pin~paragraph 3 has points (a)-(d)⟧). The Commission \
publishes guidelines with practical examples (⟦EU AI Act, Art. 6(5)|v⟧) and reviews them \
every year (⟦EU AI Act, Art. 6(9)|u:pin~Article 6 has paragraphs 1-8⟧).""",
        ["ai:6"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-010",
        """Deployers of emotion recognition must inform the people exposed \
(⟦Article 50(3) of the AI Act|v⟧). The Commission may adopt codes of practice \
(⟦Article 50(7) of the AI Act|v⟧) and must review the list every two years \
(⟦Article 50(8) of the AI Act|u:pin~Article 50 has paragraphs 1-7⟧).""",
        ["ai:50"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-011",
        """The overseer must be able to stop the system (⟦Art. 14(4)(e) AI Act|v⟧) and \
to document each intervention in a log (⟦Art. 14(4)(f) AI Act|u:pin⟧).""",
        ["ai:14"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-012",
        """Nach acht Jahren Betriebszugehörigkeit beträgt die Frist drei Monate zum \
Monatsende (⟦§ 622 Abs. 2 S. 1 Nr. 3 BGB|v⟧). Nach 25 Jahren sind es acht Monate \
(⟦§ 622 Abs. 2 Nr. 8 BGB|u:pin~Abs. 2 has Nr. 1-7⟧). Für Führungskräfte gilt eine \
Sonderregel (⟦§ 622 Abs. 7 BGB|u:pin~§ 622 has Abs. 1-6⟧).""",
        ["bgb:622"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-013",
        """Eine Kündigung ist sozial ungerechtfertigt, wenn sie nicht durch Gründe in der \
Person, im Verhalten oder durch dringende betriebliche Erfordernisse bedingt ist \
(⟦§ 1 Abs. 2 KSchG|v⟧). Bei der Sozialauswahl zählen Betriebszugehörigkeit, Alter, \
Unterhaltspflichten und Schwerbehinderung (⟦§ 1 Abs. 3 S. 1 KSchG|v⟧). Leiharbeitnehmer \
werden nach ⟦§ 1 Abs. 6 KSchG|u:pin~§ 1 has Abs. 1-5⟧ mitgezählt.""",
        ["kschg:1"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-014",
        """Niemand darf wegen seiner Behinderung benachteiligt werden \
(⟦Art. 3 Abs. 3 S. 2 GG|v⟧). Das Alter ist nach ⟦Art. 3 Abs. 4 GG|u:pin~Art. 3 has \
Abs. 1-3⟧ ebenfalls geschützt.""",
        ["gg:3"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-015",
        """Die Schriftform ist zwingend, eine Kündigung per E-Mail ist unwirksam \
(⟦§ 623 Abs. 1 BGB|v~§ 623 shows no Absätze, so the pinpoint cannot be checked and the \
citation stands⟧).""",
        ["bgb:623"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-016",
        """Cette exigence de bonne foi est d'ordre public (⟦article 1104, alinéa 2, du \
Code civil|v@prose_fr~the passage writes its two alinéas one a line: alinéa 2 is checked and holds⟧).""",
        ["cc:1104"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-017",
        """Kein Widerrufsrecht besteht bei notariell beurkundeten Verträgen \
(⟦§ 312g Abs. 2 Nr. 13 BGB|v⟧) und bei Verträgen über gebrauchte Fahrzeuge \
(⟦§ 312g Abs. 2 Nr. 14 BGB|u:pin~Abs. 2 has Nr. 1-13⟧). Für Finanzdienstleistungen gilt \
⟦§ 312g Abs. 4 BGB|u:pin~§ 312g has Abs. 1-3⟧.""",
        ["bgb:312g"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-018",
        """Redundancy is a potentially fair reason (⟦s. 98(2)(c) ERA 1996|v⟧), and so is \
a statutory restriction (⟦s. 98(2)(d) ERA 1996|v⟧). Long-term sickness is a separate \
category (⟦s. 98(2)(e) ERA 1996|u:pin~subsection (2) has points (a)-(d)⟧).""",
        ["era:98"],
        "pinpoint",
        aliases={"ERA 1996": "Employment Rights Act 1996"},
    ),
    Answer(
        "pinpoint-019",
        """Where requests are manifestly unfounded, the controller may charge a \
reasonable fee (⟦GDPR Article 12(5)(a)|v⟧) or refuse to act (⟦GDPR Article 12(5)(b)|v⟧). \
It may also ask for a deposit (⟦GDPR Article 12(5)(c)|u:pin⟧).""",
        ["gdpr:12"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-020",
        """The processing contract must oblige the processor to assist with audits \
⟦[GDPR, Article 28(3)(h)]|v⟧ and to certify deletion annually \
⟦[GDPR, Article 28(3)(i)]|u:pin~paragraph 3 has points (a)-(h)⟧. Codes of conduct may \
be used as evidence ⟦[GDPR, Article 28(5)]|v⟧; the EDPB keeps a register of contracts \
⟦[GDPR, Article 28(11)]|u:pin~Article 28 has paragraphs 1-10⟧.""",
        ["gdpr:28"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-021",
        """Erasure is due where the data are no longer necessary \
⟦[GDPR, Article 17(1)(a)]|v⟧, unless the processing is needed to comply with a legal \
obligation ⟦[GDPR, Article 17(3)(b)]|v~paragraph 3 is its own chunk⟧. Controllers who \
published the data must tell other controllers ⟦[GDPR, Article 17(2)]|u:pin~paragraph \
2 was not given to the model: the evidence holds paragraphs 1 and 3 only⟧.""",
        ["gdpr:17#1", "gdpr:17#3"],
        "pinpoint",
        note="the evidence is chunked by paragraph, as retrievers do",
    ),
    Answer(
        "pinpoint-022",
        """Nach zehn Jahren beträgt die Frist vier Monate (⟦§ 622 Abs. 2 Nr. 4 BGB|v⟧), in \
der Probezeit zwei Wochen (⟦§ 622 Abs. 3 BGB|v⟧). Kürzere Fristen für Aushilfen \
erlaubt ⟦§ 622 Abs. 5 BGB|u:pin~Abs. 5 was not given: the evidence holds Abs. 2 and 3⟧.""",
        ["bgb:622#2", "bgb:622#3"],
        "pinpoint",
        note="the evidence is chunked by Absatz",
    ),
    Answer(
        "pinpoint-023",
        """A system that only performs a narrow procedural task is not high-risk \
(⟦Article 6(3)(a) of the AI Act|v⟧), but a safety component covered by Annex I \
harmonisation law is (⟦Article 6(1)(a) of the AI Act|v⟧). Providers must document \
their assessment (⟦Article 6(4) of the AI Act|u:pin~paragraph 4 was not given⟧).""",
        ["ai:6#3", "ai:6#1"],
        "pinpoint",
        note="the evidence is chunked by paragraph; the first chunk is paragraph 3",
    ),
    Answer(
        "pinpoint-024",
        """Legitimate interests are a lawful basis under point (f) of \
⟦Article 6(1) GDPR|v~EU style: "point (f) of Article 6(1)"⟧, which does not apply to \
public authorities. Scientific research is a separate basis under \
⟦Art. 6 para. 1 lit. h GDPR|u:pin~paragraph 1 has points (a)-(f)⟧; consent is \
⟦Art. 6 para. 1 lit. a GDPR|v⟧.""",
        ["gdpr:6"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-025",
        """⟦Article 17(3) GDPR|v⟧ lists the exceptions to erasure: freedom of \
expression (⟦point (a)|v~a point alone, in the sentence of its article⟧) and a legal \
obligation (⟦point (b)|v⟧). Under ⟦Article 17(3) GDPR|v⟧, commercial interests are \
an exception too (⟦point (g)|u:pin~paragraph 3 has points (a)-(e)⟧).""",
        ["gdpr:17"],
        "pinpoint",
    ),
    Answer(
        "pinpoint-026",
        """Consent is one basis under ⟦Article 6(1) GDPR|v⟧, as the checklist said in \
⟦point (g) above|d@decoy~the answer's own list, not the article's point⟧. A contract is \
another: ⟦Article 6(1) GDPR|v⟧ and, in it, ⟦points (a) and (b)|v⟧.""",
        ["gdpr:6"],
        "pinpoint",
    ),
]

QUOTATION = [
    Answer(
        "quote-001",
        """The Regulation provides that "the controller may erase data at will" \
⟦[GDPR, Article 17]|u:quote~issue 10's example: no such words in the passage⟧.""",
        ["gdpr:17"],
        "quotation",
    ),
    Answer(
        "quote-002",
        """⟦Article 17(1) GDPR|v⟧ gives you the right "to obtain from the controller the \
erasure of personal data concerning him or her without undue delay".""",
        ["gdpr:17"],
        "quotation",
        note="exact quotation",
    ),
    Answer(
        "quote-003",
        """"The controller shall communicate the personal data breach to the data subject \
without undue delay" when the risk is high ⟦[GDPR, Article 34(1)]|v~re-cased: the \
passage has "the controller"⟧.""",
        ["gdpr:34"],
        "quotation",
    ),
    Answer(
        "quote-004",
        """Data must be “processed lawfully, fairly and in a transparent manner in \
relation to the data subject” ⟦[GDPR, Art. 5(1)(a)]|v~curly quotes⟧.""",
        ["gdpr:5"],
        "quotation",
    ),
    Answer(
        "quote-005",
        """As ⟦Article 6(1) GDPR|v~elision: both parts appear in order⟧ puts it, \
“Processing shall be lawful only if … the data subject has given consent”.""",
        ["gdpr:6"],
        "quotation",
    ),
    Answer(
        "quote-006",
        """The text reads: "the data subject has given consent … Processing shall be \
lawful only if" ⟦[GDPR, Article 6(1)]|u:quote~both parts exist but in the wrong order⟧.""",
        ["gdpr:6"],
        "quotation",
    ),
    Answer(
        "quote-007",
        """The controller must reply "without undue delay and in any event within 30 \
days of receipt of the request" ⟦[GDPR, Article 12(3)]|u:quote~the passage says one \
month⟧.""",
        ["gdpr:12"],
        "quotation",
    ),
    Answer(
        "quote-008",
        """Providers shall ensure that "AI systems intended to interact with humans are \
clearly labelled as such" ⟦[EU AI Act, Article 50(1)]|u:quote⟧.""",
        ["ai:50"],
        "quotation",
    ),
    Answer(
        "quote-009",
        """It prohibits systems deploying "subliminal techniques beyond a person's \
consciousness or purposefully manipulative or deceptive techniques" \
⟦[EU AI Act, Article 5(1)(a)]|v~straight apostrophe against the passage's curly one⟧.""",
        ["ai:5"],
        "quotation",
    ),
    Answer(
        "quote-010",
        """Nach ⟦§ 1 Abs. 1 KSchG|v~German quotes with an elision⟧ ist „die Kündigung des \
Arbeitsverhältnisses gegenüber einem Arbeitnehmer … rechtsunwirksam, wenn sie sozial \
ungerechtfertigt ist“.""",
        ["kschg:1"],
        "quotation",
    ),
    Answer(
        "quote-011",
        """Seit 2022 gilt: „die elektronische Form ist ausdrücklich zugelassen“, eine \
Kündigung per E-Mail genügt also (⟦§ 623 BGB|u:quote~the passage says the electronic \
form is excluded⟧).""",
        ["bgb:623"],
        "quotation",
    ),
    Answer(
        "quote-012",
        """Le principe est rappelé à l'⟦article 1104 du Code civil|v⟧ : « Les contrats \
doivent être négociés, formés et exécutés de bonne foi ».""",
        ["cc:1104"],
        "quotation",
    ),
    Answer(
        "quote-013",
        """Selon l'⟦article 1103 du Code civil|u:quote⟧, « les contrats légalement formés \
tiennent lieu de loi à tous les citoyens ».""",
        ["cc:1103"],
        "quotation",
    ),
    Answer(
        "quote-014",
        """Controllers must "implement appropriate technical and organisational measures \
to ensure a level of security appropriate to the risk".

⟦[GDPR, Article 32(1)]|v~the quotation is in the sentence before a citation that \
stands alone⟧""",
        ["gdpr:32"],
        "quotation",
    ),
    Answer(
        "quote-015",
        """The processor must "delete all personal data immediately upon request of any \
data subject".

⟦[GDPR, Article 28(3)]|u:quote⟧""",
        ["gdpr:28"],
        "quotation",
    ),
    Answer(
        "quote-016",
        """This is the so-called "right to be forgotten" ⟦[GDPR, Article 17]|v~four words: \
too short to be checked⟧, and it is not absolute.""",
        ["gdpr:17"],
        "quotation",
    ),
    Answer(
        "quote-017",
        """The test is whether a system is “placed on the market or put into service \
independently of the products” concerned ⟦[EU AI Act, Art. 6(1)]|v~the passage has three \
spaces after the paragraph number and a line break before the points⟧.""",
        ["ai:6"],
        "quotation",
    ),
    Answer(
        "quote-018",
        """Notice must be given "at least thirty days before termination if the \
worker's wage is paid monthly" ⟦(Labour Law, Article 75)|u:quote~the passage says \
sixty days⟧.""",
        ["sll:75"],
        "quotation",
    ),
    Answer(
        "quote-019",
        """The starting point is ⟦s. 94(1) ERA 1996|v⟧: "An employee has the right not to \
be unfairly dismissed by his employer".""",
        ["era:94"],
        "quotation",
        aliases={"ERA 1996": "Employment Rights Act 1996"},
    ),
    Answer(
        "quote-020",
        """تنص ⟦المادة 109 من نظام العمل|u:quote~the passage says twenty-one days⟧ على أنه \
«يستحق العامل عن كل عام إجازة سنوية لا تقل مدتها عن ثلاثين يومًا».""",
        ["ar:109"],
        "quotation",
    ),
    Answer(
        "quote-021",
        """"The data subject shall have the right to obtain … the erasure of all records \
held by any company" ⟦[GDPR, Article 17(1)]|u:quote~the first part exists, the second \
does not⟧.""",
        ["gdpr:17"],
        "quotation",
    ),
    Answer(
        "quote-022",
        """Once data have been made public, "the controller ... shall take reasonable \
steps, including technical measures, to inform controllers which are processing the \
personal data" ⟦[GDPR, Article 17(2)]|v~three-dot elision⟧.""",
        ["gdpr:17"],
        "quotation",
    ),
    Answer(
        "quote-023",
        """⟦Article 98(4) of the Employment Rights Act 1996|v⟧ asks whether the employer \
"acted reasonably or unreasonably in treating it as a sufficient reason for dismissing \
the employee". Under ⟦section 98(1) of the Employment Rights Act 1996|u:quote⟧, "the \
employee must prove the reason for the dismissal".""",
        ["era:98"],
        "quotation",
    ),
    Answer(
        "quote-024",
        """Les parties « doivent impérativement satisfaire aux exigences de la bonne foi » \
pendant les négociations (⟦art. 1112 du Code civil|v⟧). En cas de faute, la \
réparation « peut avoir pour objet de compenser la perte des avantages attendus du \
contrat » (⟦art. 1112 C. civ.|u:quote~the passage says it cannot⟧).""",
        ["cc:1112"],
        "quotation",
        aliases={"C. civ.": "Code civil"},
    ),
    # Every quotation of a sentence is checked, not only the first.
    Answer(
        "quote-025",
        """⟦Article 17 GDPR|u:quote~the second of two quotations is not in the passage⟧ \
gives the data subject "the right to obtain from the controller the erasure of personal \
data" and lets the controller "keep the data for ten more years where it sees fit".""",
        ["gdpr:17"],
        "quotation",
    ),
    Answer(
        "quote-026",
        """Under ⟦Article 6(1) GDPR|v~two quotations, both in the passage⟧, processing is \
lawful where "the data subject has given consent to the processing" or where it "is \
necessary for compliance with a legal obligation to which the controller is subject".""",
        ["gdpr:6"],
        "quotation",
    ),
    # A quotation may run over one line break.
    Answer(
        "quote-027",
        """The controller "shall have the obligation to erase personal data
within twelve months of any request" ⟦(Article 17 GDPR)|u:quote~the quotation runs \
over one line break⟧.""",
        ["gdpr:17"],
        "quotation",
    ),
    Answer(
        "quote-028",
        """Controllers must “implement appropriate technical and organisational measures
to ensure a level of security appropriate to the risk” \
⟦[GDPR, Article 32(1)]|v~wrapped over one line break⟧.""",
        ["gdpr:32"],
        "quotation",
    ),
    # A citation after a lead-in label stands alone: the sentence before is checked.
    Answer(
        "quote-029",
        """The processor must "delete all personal data immediately upon request of any \
data subject". Source: ⟦Article 28(3) GDPR|u:quote~after "Source:" the citation stands \
alone⟧.""",
        ["gdpr:28"],
        "quotation",
    ),
    Answer(
        "quote-030",
        """Controllers must "implement appropriate technical and organisational measures \
to ensure a level of security appropriate to the risk". See: ⟦Article 32(1) GDPR|v⟧.""",
        ["gdpr:32"],
        "quotation",
    ),
    Answer(
        "quote-031",
        """Eine Kündigung bedarf „zu ihrer Wirksamkeit der mündlichen Form“. \
Vgl. ⟦§ 623 BGB|u:quote~the passage says written form; "Vgl." is split off as a \
sentence of its own⟧.""",
        ["bgb:623"],
        "quotation",
    ),
    Answer(
        "quote-032",
        """يستحق العامل «إجازة سنوية لا تقل مدتها عن ثلاثين يومًا» عن كل عام.
المصدر: ⟦المادة 109 من نظام العمل|u:quote~the passage says twenty-one days⟧""",
        ["ar:109"],
        "quotation",
    ),
    # A quotation held by one of the passages its sentence cites fails none of them.
    Answer(
        "quote-033",
        """Erasure follows where "the data subject withdraws consent on which the \
processing is based" ⟦(Articles 6 and 17 GDPR)|v~the quotation is in Article 17, one \
of the two cited⟧.""",
        ["gdpr:6", "gdpr:17"],
        "quotation",
    ),
    Answer(
        "quote-034",
        """Processing is lawful where "the data subject has given consent to the \
processing of his or her personal data" ⟦[GDPR, Article 7]|v~the quotation is in the \
other passage the sentence cites⟧ ⟦[GDPR, Article 6(1)(a)]|v⟧.""",
        ["gdpr:6", "gdpr:7"],
        "quotation",
    ),
    Answer(
        "quote-035",
        """Erasure follows where "the controller no longer wishes to keep the data" \
⟦(Articles 6 and 17 GDPR)|u:quote~in neither of the passages cited⟧.""",
        ["gdpr:6", "gdpr:17"],
        "quotation",
    ),
    # A reference inside a quotation the evidence does not hold is the answer's own.
    Answer(
        "quote-036",
        """Erasure covers objections “according to \
⟦Article 21(1)|u:anie~the quoted words are not the evidence's, so the reference is the \
answer's own⟧” (⟦Article 17 GDPR|v⟧).""",
        ["gdpr:17"],
        "quotation",
    ),
    # A source list's lines stand alone together and answer for one quotation.
    Answer(
        "quote-037",
        """The processor acts "only on documented instructions from the controller".

Sources:
- ⟦[GDPR, Article 29]|v~the quotation is in the other passage the source list cites⟧
- ⟦[GDPR, Article 28(3)(a)]|v⟧""",
        ["gdpr:28", "gdpr:29"],
        "quotation",
    ),
    Answer(
        "quote-038",
        """The processor acts "only on instructions it has agreed to in writing".

Sources:
1. ⟦[GDPR, Article 29]|u:quote~in neither of the passages the source list cites⟧
2. ⟦[GDPR, Article 28(3)(a)]|u:quote⟧""",
        ["gdpr:28", "gdpr:29"],
        "quotation",
    ),
]

NONEXISTENT = [
    Answer(
        "nonexistent-001",
        """See ⟦GDPR Art. 200|u:ne~issue 10: the GDPR has 99 articles⟧ for fines on \
controllers that process data.""",
        ["gdpr:83"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-002",
        """The controller's liability is limited ⟦[GDPR, Article 100]|u:ne⟧, but the \
Regulation has applied since 25 May 2018 ⟦[GDPR, Article 99(2)]|v⟧.""",
        ["gdpr:99"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-003",
        """Open-source models are exempt under ⟦Article 150 of the AI Act|u:ne~the AI Act \
has 113 articles⟧ and the transparency rules start to apply under \
⟦Article 113 of the AI Act|u:anie~exists, but is not in the evidence⟧.""",
        ["ai:50"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-004",
        """- Scope: ⟦[EU AI Act, Article 2]|u:anie⟧
- AI literacy: ⟦[EU AI Act, Article 4]|v⟧
- Sandboxes for start-ups: ⟦[EU AI Act, Article 114]|u:ne⟧
- Codes of conduct: ⟦[EU AI Act, Article 250]|u:ne⟧""",
        ["ai:4"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-005",
        """The subject matter is set out in ⟦Article 1 of the GDPR|v⟧; the right to be \
informed about profiling scores is in ⟦Article 123 of the General Data Protection \
Regulation|u:ne⟧.""",
        ["gdpr:1"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-006",
        """Nach ⟦Art. 105 DSGVO|u:ne⟧ haftet der Verantwortliche verschuldensunabhängig; \
die Rechtmäßigkeit richtet sich nach ⟦Art. 6 DSGVO|v⟧.""",
        ["gdpr:6"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-007",
        """Selon l'⟦article 250 du RGPD|u:ne⟧, le responsable doit tenir un registre \
public, et l'⟦article 17 du RGPD|v⟧ consacre le droit à l'effacement.""",
        ["gdpr:17"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-008",
        """Volgens ⟦artikel 101 AVG|u:ne⟧ mag de toezichthouder geen boete opleggen aan \
overheden; ⟦artikel 83 AVG|v⟧ regelt de boetes.""",
        ["gdpr:83"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-009",
        """Fines for small businesses are capped by ⟦Article 0 of the GDPR|u~there is no \
Article 0⟧; the general rules are in ⟦Article 83(1) of the GDPR|v⟧.""",
        ["gdpr:83"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-010",
        """High-risk systems need a conformity assessment (⟦AI Act Article 43|u:anie⟧), \
while ⟦AI Act Article 199|u:ne⟧ exempts SMEs and ⟦AI Act Article 6|v⟧ defines \
what is high-risk.""",
        ["ai:6"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-011",
        """A DPIA is mandatory for systematic monitoring ⟦[GDPR, Art. 35(3)(c)]|v⟧ and \
must be repeated every year ⟦[GDPR, Art. 135]|u:ne⟧.""",
        ["gdpr:35"],
        "nonexistent",
    ),
    Answer(
        "nonexistent-012",
        """Certification bodies must be accredited under ⟦Article 443 of Regulation (EU) \
2016/679|u:ne⟧; the principle of data protection by design is in \
⟦Article 25(1) of Regulation (EU) 2016/679|v⟧.""",
        ["gdpr:25"],
        "nonexistent",
    ),
]

GROUPS = {"pinpoint": PINPOINT, "quotation": QUOTATION, "nonexistent": NONEXISTENT}
