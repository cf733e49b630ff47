# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Answers written after the core's first tuning run on this set (core 3.0 merged the
set at 774 references): kept in their own file so their figures show how well the
verifier does on answers it was not tuned on. Same forms, same rules, new wording."""

from __future__ import annotations

from authoring.answer import Answer

HOLDOUT = [
    Answer(
        "holdout-001",
        """### Automated hiring decisions

Candidates have the right not to be subject to a decision based solely on automated \
processing (⟦Art. 22(1) GDPR|v@prose_en⟧). The exception for contracts is in \
⟦Art. 22(2)(a) GDPR|v@pinpoint⟧, and explicit consent is covered by \
⟦Art. 22(2)(d) GDPR|u:pin@pinpoint~paragraph 2 has points (a)-(c)⟧. The employer must also \
keep records under ⟦Art. 30(1)(h) GDPR|u:anie@prose_en⟧.""",
        ["gdpr:22"],
        "prose_en",
    ),
    Answer(
        "holdout-002",
        """The data subject may have inaccurate data corrected "without undue delay" \
⟦(GDPR, Art. 16)|v@parenthetical⟧ and may ask for processing to be restricted while the \
accuracy is checked ⟦(GDPR, Art. 18(1)(a))|v@parenthetical⟧. Recipients must be told of \
the correction ⟦(GDPR, Art. 19)|u:anie@parenthetical⟧.""",
        ["gdpr:16", "gdpr:18"],
        "parenthetical",
    ),
    Answer(
        "holdout-003",
        """Under ⟦Article 4 of the AI Act|v@prose_en⟧, "providers and deployers of AI systems shall take \
measures to ensure, to their best extent, a sufficient level of AI literacy of their \
staff" — so training is mandatory ⟦[EU AI Act, Article 4]|v@quotation~exact quotation⟧.""",
        ["ai:4"],
        "quotation",
    ),
    Answer(
        "holdout-004",
        """Nach ⟦§ 612a BGB|v@article_id⟧ darf der Arbeitgeber einen Arbeitnehmer nicht \
benachteiligen, „weil der Arbeitnehmer in zulässiger Weise seine Rechte ausübt“. Die \
Dienste sind „im Zweifel in Person zu leisten“ (⟦§ 613 S. 1 BGB|v@german⟧). Der \
Anspruch auf Urlaub folgt aus ⟦§ 1 BUrlG|u:lnie@german⟧.""",
        ["bgb:612a", "bgb:613"],
        "german",
    ),
    Answer(
        "holdout-005",
        """Die Meinungsfreiheit schützt ⟦Art. 5 Abs. 1 S. 1 GG|v@german⟧; eine Zensur findet \
nicht statt (⟦Art. 5 Abs. 1 S. 3 GG|v@german⟧). Die Kunstfreiheit steht in \
⟦Art. 5 Abs. 3 GG|v@german⟧, die Versammlungsfreiheit in ⟦Art. 8 GG|u:anie@german⟧ und \
das Brief- und Postgeheimnis in ⟦Art. 10 Abs. 1 GG|u:anie@german⟧.""",
        ["gg:5"],
        "german",
    ),
    Answer(
        "holdout-006",
        """En cas de changement de circonstances imprévisible, une partie peut demander une \
renégociation (⟦article 1195 du Code civil|v@prose_fr⟧). La clause pénale peut être \
modérée par le juge (⟦art. 1231-5 C. civ.|v@article_id⟧), et une clause qui prive de sa \
substance l'obligation essentielle est réputée non écrite (⟦art. 1170 C. civ.|v@prose_fr⟧). \
L'imprévision ne s'applique pas aux contrats aléatoires selon \
⟦l'article 1196 du Code civil|u:anie@prose_fr⟧.""",
        ["cc:1195", "cc:1231-5", "cc:1170"],
        "prose_fr",
        aliases={"C. civ.": "Code civil"},
    ),
    Answer(
        "holdout-007",
        """**Data transfers – quick guide**

- General principle: ⟦Article 44 GDPR|v@prose_en⟧
- Appropriate safeguards, e.g. standard clauses: ⟦Article 46(2)(c) GDPR|v@pinpoint⟧
- Codes of conduct as a safeguard: ⟦Article 46(2)(e) GDPR|v@pinpoint⟧
- Ad hoc clauses authorised by the authority: ⟦Article 46(3)(c) GDPR|u:pin@pinpoint~paragraph \
3 has points (a) and (b)⟧
- Binding corporate rules: ⟦Article 47 GDPR|u:anie@prose_en⟧""",
        ["gdpr:44", "gdpr:46"],
        "prose_en",
    ),
    Answer(
        "holdout-008",
        """The Employment Rights Act 1996 lets an employee resign and claim constructive \
dismissal. ⟦Section 95(1)(c)|v@back_reference⟧ defines it, and the effective date of \
termination is in ⟦section 97(1)(b)|v@back_reference⟧. Compensation is capped by \
⟦section 124 of the Act|u:anie@back_reference⟧, and the claim must be brought within \
three months under ⟦s. 111(2)|u:anie@back_reference⟧.""",
        ["era:95", "era:97"],
        "back_reference",
    ),
    Answer(
        "holdout-009",
        """يجب على صاحب العمل دفع مكافأة نهاية الخدمة وفقاً ⟦للمادة ٨٤ من نظام العمل|v@arabic⟧، \
ولا يجوز له فسخ العقد دون إشعار إلا في الحالات الواردة في \
⟦المادة (80) من نظام العمل|v@arabic⟧. أما العمل الإضافي فتنظمه \
⟦المادة 107 من نظام العمل|u:anie@arabic⟧، وساعات العمل في رمضان \
⟦المادة 98 من نظام العمل|u:anie@arabic⟧.""",
        ["ar:84", "ar:80"],
        "arabic",
    ),
    Answer(
        "holdout-010",
        """Providers of general-purpose AI models must keep technical documentation \
(⟦AI Act Art. 53(1)(a)|v@prose_en⟧) and put in place a copyright policy \
(⟦AI Act Art. 53(1)(c)|v@prose_en⟧). Models with systemic risk have extra duties under \
⟦AI Act Art. 55|u:anie@prose_en⟧, and the exemption for open-source models is in \
⟦AI Act Art. 53(2)|v@prose_en⟧. The fines are in ⟦AI Act Art. 101|u:anie@prose_en⟧.""",
        ["ai:53"],
        "prose_en",
    ),
    Answer(
        "holdout-011",
        """According to ⟦Article 82(1) of the GDPR|v@prose_en⟧, "any person who has suffered \
material or non-material damage as a result of an infringement" has a right to \
compensation. ⟦Article 82(7) of the GDPR|u:pin@pinpoint~Article 82 has paragraphs 1-6⟧ \
caps it at EUR 10,000, and ⟦Article 79 of the GDPR|u:anie@prose_en⟧ gives a judicial \
remedy.""",
        ["gdpr:82"],
        "prose_en",
    ),
    Answer(
        "holdout-012",
        """Ook een verwerker kan aansprakelijk zijn (⟦artikel 82, tweede lid, AVG|v@prose_nl⟧). \
Een schadevergoeding vereist schade als gevolg van een inbreuk \
(⟦art. 82 lid 1 AVG|v@prose_nl⟧); het klachtrecht staat in ⟦artikel 77 AVG|u:anie@prose_nl⟧.""",
        ["gdpr:82"],
        "prose_nl",
    ),
    Answer(
        "holdout-013",
        """Sie haben ein Recht auf Einschränkung der Verarbeitung, solange die Richtigkeit \
bestritten ist (⟦Art. 18 Abs. 1 lit. a DSGVO|v@german⟧). Die Mitteilungspflicht an \
Empfänger ergibt sich aus ⟦Art. 19 DSGVO|u:anie@german⟧; Schadensersatz gibt es nach \
⟦Art. 82 Abs. 1 DSGVO|u:anie@german⟧.""",
        ["gdpr:18"],
        "german",
    ),
    Answer(
        "holdout-014",
        """Please check ⟦clause 14.2 of your contract|d⟧ and ⟦section 6 of the staff \
handbook|d~company staff rules⟧ first. Legally, the GDPR requires a lawful basis \
(⟦Art. 6(1) GDPR|v@prose_en⟧). The ⟦EDPB Guidelines 05/2020|d~guidance, no article⟧ \
explain consent; ⟦page 14|d⟧ has an example.""",
        ["gdpr:6"],
        "decoy",
    ),
    Answer(
        "holdout-015",
        """As the processor put it in ⟦section 3 of its data processing agreement|d~a \
contract⟧, it "shall not \
engage another processor without prior specific or general written authorisation of \
the controller" ⟦[GDPR, Article 28(2)]|v@quotation⟧. That wording is copied from the \
law; ⟦Annex 1 to that agreement|d⟧ lists the sub-processors.""",
        ["gdpr:28"],
        "decoy",
    ),
    Answer(
        "holdout-016",
        """La indemnización por despido improcedente es de 33 días por año \
(⟦art. 56.1 del Estatuto de los Trabajadores|v@prose_es⟧). La comunicación escrita es \
obligatoria (⟦artículo 53.1 ET|v@prose_es⟧), y la forma del despido disciplinario \
figura en el ⟦artículo 55 ET|u:anie@prose_es⟧.""",
        ["et:56", "et:53"],
        "prose_es",
        aliases={"ET": "Estatuto de los Trabajadores"},
    ),
]

GROUPS = {"holdout": HOLDOUT}
