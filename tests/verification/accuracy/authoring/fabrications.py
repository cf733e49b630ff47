# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Answers that fabricate freely, the way a model does when retrieval came back thin.

Mostly unsupported references, so recall is measured on as many misses as the false-flag
rate is on hits; each answer still carries a supported citation or two.
"""

from __future__ import annotations

from authoring.answer import Answer

FABRICATIONS = [
    Answer(
        "fabricated-001",
        """## Employee monitoring under the GDPR

Monitoring is lawful only with a legal basis (⟦Article 6(1)(f) GDPR|v@prose_en⟧). In \
addition:

- Employers must consult the works council under ⟦Article 88(2) GDPR|u:anie@prose_en⟧.
- A DPIA is mandatory under ⟦Article 35(1) GDPR|u:anie@prose_en⟧.
- Keystroke logging is prohibited by ⟦Article 22 GDPR|u:anie@prose_en⟧.
- The DPO must be informed in advance, see ⟦Article 39(1)(b) GDPR|u:anie@prose_en⟧.""",
        ["gdpr:6"],
        "prose_en",
    ),
    Answer(
        "fabricated-002",
        """The AI Act sets out the obligations of deployers (⟦EU AI Act, Art. 26|u:anie@parenthetical⟧), \
the registration duty (⟦EU AI Act, Art. 49|u:anie@parenthetical⟧) and the right to an \
explanation (⟦EU AI Act, Art. 86|u:anie@parenthetical⟧). Only the transparency duty is \
in the material provided (⟦EU AI Act, Art. 50(1)|v@parenthetical⟧).""",
        ["ai:50"],
        "parenthetical",
    ),
    Answer(
        "fabricated-003",
        """**Redundancy checklist (England)**

1. Consult collectively if 20 or more employees are affected \
(⟦section 188 of the Trade Union and Labour Relations (Consolidation) Act 1992|u:lnie⟧).
2. Offer suitable alternative employment (⟦s. 141 ERA 1996|u:anie⟧).
3. Pay statutory redundancy pay (⟦s. 135 ERA 1996|u:anie⟧).
4. Make sure the reason is genuinely redundancy (⟦s. 139(1) ERA 1996|v⟧).
5. Give written reasons on request (⟦s. 92 ERA 1996|u:anie⟧).""",
        ["era:139"],
        "common_law",
        aliases={"ERA 1996": "Employment Rights Act 1996"},
    ),
    Answer(
        "fabricated-004",
        """Ein Aufhebungsvertrag bedarf der Schriftform (⟦§ 623 BGB|v⟧). Eine Sperrzeit \
droht nach ⟦§ 159 SGB III|u:lnie⟧. Die Abfindung ist nach ⟦§ 34 EStG|u:lnie⟧ \
begünstigt. Ein Widerrufsrecht besteht nicht, vgl. ⟦§ 312 Abs. 1 BGB|u:anie⟧.""",
        ["bgb:623"],
        "german",
    ),
    Answer(
        "fabricated-005",
        """يحق للعامل الحصول على إجازة مرضية بأجر كامل لمدة ثلاثين يومًا بموجب \
⟦المادة 117 من نظام العمل|u:anie⟧، وإجازة زواج لمدة خمسة أيام بموجب \
⟦المادة 113 من نظام العمل|u:anie⟧، وإجازة سنوية بموجب ⟦المادة 109 من نظام العمل|v⟧.""",
        ["ar:109"],
        "arabic",
    ),
    Answer(
        "fabricated-006",
        """Under the Working Time Regulations 1998, night workers are limited to eight \
hours (⟦Regulation 6(1)|u:anie⟧), young workers to forty hours a week \
(⟦Regulation 5A|u:anie@article_id⟧), and every worker gets four weeks' leave \
(⟦Regulation 13(1)|v⟧). Records must be kept for two years (⟦Regulation 9|u:anie⟧).""",
        ["wtr:13"],
        "keyword",
    ),
    Answer(
        "fabricated-007",
        """To answer your question about cookies: consent is required by \
⟦Article 5(3) of the ePrivacy Directive|u:lnie~Directive 2002/58/EC is not in the \
evidence⟧, and it must meet the standard of ⟦Article 7 GDPR|v@prose_en⟧. The cookie \
banner must also comply with ⟦Article 12(7) GDPR|u:anie@prose_en⟧.""",
        ["gdpr:7"],
        "prose_en",
    ),
    Answer(
        "fabricated-008",
        """Le salarié peut prendre acte de la rupture (⟦article L1231-1 du Code du \
travail|u:anie@article_id⟧) ; l'indemnité est calculée selon \
⟦l'article R1234-2 du Code du travail|u:anie@article_id⟧. Le préavis reste dû \
(⟦article L1234-1 du Code du travail|v@article_id⟧).""",
        ["ct:L1234-1"],
        "prose_fr",
    ),
    Answer(
        "fabricated-009",
        """Transfers to the US rely on the adequacy decision under ⟦Art. 45 GDPR|u:anie⟧ \
or standard contractual clauses (⟦Art. 46(2)(c) GDPR|u:anie⟧). In urgent cases the \
derogations of ⟦Art. 49(1)(b) GDPR|u:anie⟧ apply. Processors remain bound by \
⟦Art. 28(3)(a) GDPR|v⟧.""",
        ["gdpr:28"],
        "prose_en",
    ),
    Answer(
        "fabricated-010",
        """The worker can claim overtime under ⟦Article 19 of Federal Decree-Law No. 33 of \
2021|u:anie@prose_en⟧, sick leave under ⟦Article 31 of Federal Decree-Law No. 33 of \
2021|u:anie@prose_en⟧, and the gratuity under ⟦Article 51(1) of Federal Decree-Law \
No. 33 of 2021|v@prose_en⟧. Non-compete clauses are governed by \
⟦Article 10 of Federal Decree-Law No. 33 of 2021|u:anie@prose_en⟧.""",
        ["uae:51"],
        "prose_en",
    ),
    Answer(
        "fabricated-011",
        """A large platform must publish a transparency report (⟦DSA, Article 15|u:lnie@law_first~the \
Digital Services Act is not in the evidence⟧) and assess systemic risks \
(⟦DSA, Article 34|u:lnie@law_first⟧). Its AI chatbot must disclose itself \
(⟦EU AI Act, Article 50(1)|v@law_first⟧).""",
        ["ai:50"],
        "law_first",
        aliases={"DSA": "Digital Services Act"},
    ),
    Answer(
        "fabricated-012",
        """Die Kündigung eines Betriebsratsmitglieds ist unzulässig (⟦§ 15 Abs. 1 \
KSchG|u:anie⟧), ebenso die einer Schwangeren (⟦§ 17 MuSchG|u~another law; the KSchG has a § 17 in the evidence⟧). Eine \
Massenentlassung ist anzuzeigen (⟦§ 17 Abs. 1 KSchG|v⟧), und die Sozialauswahl ist \
nachprüfbar (⟦§ 1 Abs. 3 KSchG|u:anie⟧).""",
        ["kschg:17"],
        "german",
    ),
]

GROUPS = {"fabricated": FABRICATIONS}
