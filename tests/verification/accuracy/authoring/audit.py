# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Answers for the defects a review of core 3 found (private instruments read as
laws, anaphors not resolved, long article numbers, pinpoint lists and ranges, spans,
passage numbering in Portuguese and Polish). Written after the fixes were specified,
in the same markup and by the same rules as the rest of the set."""

from __future__ import annotations

from authoring.answer import Answer

PRIVATE_INSTRUMENTS = [
    Answer(
        "audit-a01",
        """## Confidentiality at work

⟦Article 5 of the NDA|d~a non-disclosure agreement⟧ forbids disclosure, and \
⟦Section 3 of the SOW|d~a statement of work⟧ sets the milestones. \
⟦Section 8 of the Employee Code|d~a company's code⟧ governs gifts, and \
⟦Rule 14 of the House Rules|d~a building's rules⟧ prohibits pets. None of these is law: \
the legal basis for processing staff data is ⟦Article 6(1)(b) GDPR|v@prose_en⟧, and the \
right to erasure is in ⟦Article 17 of the GDPR|v@prose_en⟧.""",
        ["gdpr:6", "gdpr:17"],
        "decoy",
    ),
    Answer(
        "audit-a02",
        """Under the House Rules, ⟦rule 14|d~the House Rules' rule, named in its sentence⟧ \
prohibits pets, and the Employee Code, ⟦section 8|d~the Employee Code's, named before it⟧, \
governs gifts. Personal data must still be processed lawfully \
(⟦Article 6(1)(f) GDPR|v@prose_en⟧); ⟦Article 99 of the GDPR|u:anie@prose_en⟧ is not \
about gifts.""",
        ["gdpr:6"],
        "decoy",
    ),
    Answer(
        "audit-a03",
        """解雇の予告については、⟦会社の就業規則第20条|d~company work rules⟧と\
⟦労働基準法第20条|v@prose_ja⟧を参照してください。⟦就業規則第5条|d~company work rules⟧によれば、\
遅刻は禁止されています。年次有給休暇は⟦労働基準法第39条|u:anie@prose_ja⟧に定められています。""",
        ["lsa:20"],
        "decoy",
    ),
    Answer(
        "audit-a04",
        """根据⟦《员工手册》第12条|d~an employee handbook⟧，员工不得迟到；\
⟦公司章程第8条|d~company articles of association⟧规定了董事会。处理员工个人信息须符合\
⟦《个人信息保护法》第13条|v@prose_zh⟧，而⟦《个人信息保护法》第99条|u:anie@prose_zh⟧并不存在于所给材料中。""",
        ["pipl:13"],
        "decoy",
    ),
    Answer(
        "audit-a05",
        """Gemäß ⟦§ 3 der Hausordnung|d~house rules⟧ ist Rauchen verboten; \
⟦§ 2 der Betriebsvereinbarung|d~works agreement⟧ regelt die Gleitzeit. Selon \
⟦l'article 4 du règlement intérieur|d~French company rules⟧, la tenue est correcte. \
⟦Điều 5 nội quy lao động|d~Vietnamese work rules⟧ quy định giờ làm việc. The erasure \
right itself is ⟦Art. 17 DSGVO|v@german⟧.""",
        ["gdpr:17"],
        "decoy",
    ),
]

LONG_NUMBERS = [
    Answer(
        "audit-c01",
        """Erasure is governed by ⟦Article 17 of the GDPR|v@prose_en⟧. The answer's claim that ⟦Article 1234567 of the GDPR|u:ne@nonexistent~seven digits: no GDPR article⟧ adds a further right is wrong, as is the reference to ⟦GDPR第1234567条|u:ne@nonexistent~the same, written the Japanese way⟧.""",
        ["gdpr:17"],
        "nonexistent",
    ),
    Answer(
        "audit-c02",
        """Unfair dismissal is in ⟦section 94 of the Employment Rights Act 1996|v@common_law⟧; ⟦section 9400000 of the Employment Rights Act 1996|u:ne@nonexistent~no such section⟧ does not exist.""",
        ["era:94"],
        "nonexistent",
    ),
]

PINPOINT_LISTS = [
    Answer(
        "audit-d01",
        """## Lawful bases

Every lawful basis is listed in ⟦(Article 6(1)(a) to (f) GDPR)|v~a range within the passage⟧; there is no ground beyond them, so ⟦(Article 6(1)(a)-(h) GDPR)|u:pin~points (g) and (h) do not exist⟧ overstates the list. Consent and legal obligation ⟦(Article 6(1)(a) and (c) GDPR)|v~a list within the passage⟧ are common, but ⟦(Article 6(1)(a) and (g) GDPR)|u:pin~no point (g)⟧ is wrong. Nor does point (a) have sub-points: ⟦Article 6(1)(a)(ii) GDPR|u:pin~point (a) has no sub-points⟧ cites one.""",
        ["gdpr:6"],
        "pinpoint",
    ),
    Answer(
        "audit-d02",
        """Untargeted scraping and emotion recognition at work are both banned (⟦Art. 5(1)(e) and (f) AI Act|v⟧). Real-time remote biometric identification is allowed only for the purposes in ⟦Art. 5(1)(h)(i)-(iii) AI Act|v~sub-points (i) to (iii) of point (h)⟧, not for a fourth one in ⟦Art. 5(1)(h)(iv) AI Act|u:pin~point (h) has three sub-points⟧; and there is no ⟦Art. 5(1)(i) AI Act|u:pin~paragraph 1 has points (a)-(h)⟧.""",
        ["ai:5"],
        "pinpoint",
    ),
]

ANAPHORS = [
    Answer(
        "audit-b01",
        """解雇の予告は⟦労働基準法第20条|v⟧に定められています。⟦労働基準法第19条|u:anie⟧\
によれば⟦同法第20条|v~"the same law", glued to the particle before it⟧も予告を求めます。\
⟦本法第39条|u:anie~"this law": the Labour Standards Act⟧は休暇です。""",
        ["lsa:20"],
        "back_reference",
    ),
    Answer(
        "audit-b02",
        """处理个人信息须有合法依据（⟦《个人信息保护法》第13条|v⟧）。⟦该法第47条|v~"that law": the PIPL⟧规定了删除，⟦本法第99条|u:anie~"this law": the PIPL⟧并不存在于所给材料中。""",
        ["pipl:13", "pipl:47"],
        "back_reference",
    ),
    Answer(
        "audit-b03",
        """Theo ⟦Điều 36 Bộ luật Lao động 2019|v@prose_vi⟧, người sử dụng lao động có quyền đơn phương chấm dứt hợp đồng. ⟦Điều 35 của Bộ luật này|v~"this code"⟧ quy định quyền của người lao động, còn ⟦Điều 40 của Bộ luật này|u:anie~"this code", not in the evidence⟧ quy định nghĩa vụ khi chấm dứt trái pháp luật.""",
        ["blld:35", "blld:36"],
        "back_reference",
    ),
]

SPANS = [
    Answer(
        "audit-f01",
        """Private life is protected by ⟦Article 8 ECHR|v@prose_en~its own citation, not \
one with the Charter's⟧ and ⟦Article 7 of the Charter|u@prose_en~the Charter is not in \
the evidence⟧. The old data protection principles were in \
⟦Article 6(1)(a) of Directive 95/46/EC|v@pinpoint~the label keeps "/EC"⟧, not in \
⟦Article 6(1)(c) of Directive 95/46/EC|u:pin@pinpoint~paragraph 1 has points (a), (b)⟧.""",
        ["echr:8", "dpd:6"],
        "prose_en",
    ),
    Answer(
        "audit-f02",
        """用人单位可以依据⟦《劳动合同法》第39条第（三）项|v~item 3, in brackets⟧解除劳动合同，\
但⟦《劳动合同法》第39条第（五）项|u:pin~the article has items 1-3⟧并不存在。""",
        ["lcl:39"],
        "prose_zh",
    ),
    Answer(
        "audit-f03",
        """Die fristlose Kündigung regelt ⟦§ 626 BGB|v@german⟧; für Dienste höherer Art \
gilt ⟦§ 627 dieses Gesetzes|v@german~"of this statute", the BGB⟧.""",
        ["bgb:626", "bgb:627"],
        "german",
    ),
]

NUMBERING = [
    Answer(
        "audit-e01",
        """O despedimento com justa causa exige comportamento culposo \
(⟦n.º 1 do artigo 351.º do Código do Trabalho|v~paragraph 1, numbered "1 -"⟧); o \
⟦n.º 3 do artigo 351.º do Código do Trabalho|u:pin~the passage has paragraph 1 only⟧ \
não consta do texto fornecido.""",
        ["ctpt:351"],
        "prose_pt",
    ),
    Answer(
        "audit-e02",
        """Pracodawca może rozwiązać umowę bez wypowiedzenia \
(⟦art. 52 § 1 Kodeksu pracy|v~paragraph 1, numbered "§ 1."⟧), ale \
⟦art. 52 § 2 Kodeksu pracy|u:pin~the passage has § 1 only⟧ nie został podany.""",
        ["kp:52"],
        "prose_pl",
    ),
]

GROUPS = {
    "audit": [
        *PRIVATE_INSTRUMENTS,
        *LONG_NUMBERS,
        *PINPOINT_LISTS,
        *ANAPHORS,
        *SPANS,
        *NUMBERING,
    ]
}
