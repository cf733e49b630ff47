# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Citations inside the typography assistants put on them: bold, italics, code spans,
inline HTML, and the invisible characters that copy-and-paste leaves behind.

Written on 2026-12-02 together with the verifier's reading view (core/markup.py),
after a check of plain-text answers found every emphasised citation unread; so, unlike
the first groups, not independent of the implementation. The labels follow the same
rules as the rest of the set: emphasis changes nothing a reviewer would decide.
"""

from __future__ import annotations

from authoring.answer import Answer

MARKUP = [
    Answer(
        "markup-001",
        """**Short answer:** yes, you can ask for your data to be deleted.

- **Right to erasure** – ⟦**Article 17 GDPR**|v⟧ lets you ask the controller to erase data that is no longer needed.
- **Consent** – if processing rested on consent, withdrawing it removes that basis (⟦*Art. 7(3) GDPR*|v⟧).
- **Fines** – a controller that ignores you risks the fines of ⟦**Article 99 GDPR**|u:anie⟧.""",
        ["gdpr:17", "gdpr:7"],
        "markup",
    ),
    Answer(
        "markup-002",
        """### What the AI Act requires of you

Providers of chatbots must tell people they are talking to an AI system, under ⟦*Article 50(1)* of the **AI Act**|v⟧. \
High-risk systems also need a risk management system under ⟦__Article 9 AI Act__|u:anie⟧, and deployers must \
keep the logs the system generates (⟦`Art. 26(6) AI Act`|u:anie⟧).""",
        ["ai:50"],
        "markup",
    ),
    Answer(
        "markup-003",
        """Die Kündigung muss schriftlich erfolgen (⟦**§ 623 BGB**|v⟧). Eine Kündigung per E-Mail \
ist daher unwirksam. Die Fristen ergeben sich aus ⟦*§ 622 Abs. 2 BGB*|u:anie⟧.""",
        ["bgb:623"],
        "markup",
    ),
    Answer(
        "markup-004",
        """<p>An employee with two years' service has the right not to be unfairly dismissed \
(<strong>⟦section 94 of the Employment Rights Act 1996|v⟧</strong>). The employer must then show a \
fair reason under <em>⟦section 98 of the Employment Rights Act 1996|u:anie⟧</em>.</p>""",
        ["era:94"],
        "markup",
        note="an answer rendered as HTML",
    ),
    Answer(
        "markup-005",
        """The controller must act "***without undue delay***" once a ground for erasure applies \
⟦[GDPR, Article 17(1)]|v⟧, and it must tell you what it did within one month \
⟦[**GDPR**, Article 12(3)]|u:anie⟧.""",
        ["gdpr:17"],
        "markup",
        note="emphasis inside a quotation and inside a bracket label",
    ),
    Answer(
        "markup-006",
        """1. **Lawful basis.** Processing needs one of the bases listed in ⟦**Art. 6(1) GDPR**|v⟧; \
for marketing that is usually consent under ⟦_Art. 6(1)(a) GDPR_|v⟧.
2. **Special data.** Health data is prohibited by default (⟦`Article 9(1) GDPR`|u:anie⟧).
3. **Records.** Keep a record of processing (⟦**Article 30 GDPR**|u:anie⟧).""",
        ["gdpr:6"],
        "markup",
    ),
    Answer(
        "markup-007",
        """The right to erasure is in ⟦Art\u200bicle 17 of the GDPR|v⟧ — see ⟦Art\u00adicle 17 GDPR|v⟧ — \
and the fines for ignoring it are in ⟦Arti\u200bcle 99 GDPR|u:anie⟧.""",
        ["gdpr:17"],
        "markup",
        note="zero-width space and soft hyphen pasted into the keyword",
    ),
    Answer(
        "markup-008",
        """En droit français, le contrat légalement formé tient lieu de loi à ceux qui l'ont fait \
(⟦**article 1103 du Code civil**|v⟧), et il doit être exécuté de bonne foi selon \
⟦*l'article 1104 du Code civil*|v⟧. La nullité est traitée à ⟦__l'article 1178 du Code civil__|u:anie⟧.""",
        ["cc:1103", "cc:1104"],
        "markup",
    ),
    Answer(
        "markup-009",
        """| Topic | Rule |
|---|---|
| Erasure | ⟦**Art. 17 GDPR**|v⟧ |
| Access | ⟦**Art. 15 GDPR**|u:anie⟧ |
| Portability | ⟦*Art. 20 GDPR*|u:anie⟧ |

The *employment contract* may add more (see **⟦clause 12 of the agreement|d@decoy⟧**), but it cannot \
take away the rights in ⟦Article 17 of the **General Data Protection Regulation**|v⟧.""",
        ["gdpr:17"],
        "markup",
    ),
    Answer(
        "markup-010",
        """Under ⟦Article\u202f50(2) of the AI Act|v⟧, providers must mark synthetic content. \
The **GDPR's** ⟦*Article 22*|u:lnie⟧ separately limits decisions based solely on automated processing.""",
        ["ai:50"],
        "markup",
        note="a narrow no-break space; a possessive law name in bold",
    ),
]

GROUPS = {"markup": MARKUP}
