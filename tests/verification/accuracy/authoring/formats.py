# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Citations in the Markdown furniture assistants wrap them in: source lists, footnotes,
links, tables and nested lists."""

from __future__ import annotations

from authoring.answer import Answer

FORMATS = [
    Answer(
        "format-001",
        """## Short answer

You can withdraw consent at any time, and the company must then stop processing on that \
basis unless another lawful basis applies.

## Details

1. **Withdrawal** is always possible and must be as easy as giving consent.
2. **Erasure** follows if consent was the only basis.
3. **Notice**: the company should confirm within one month.

**Sources:** ⟦GDPR Art. 7(3)|v⟧; ⟦GDPR Art. 17(1)(b)|v⟧; ⟦GDPR Art. 12(3)|u:anie⟧.""",
        ["gdpr:7", "gdpr:17"],
        "source_list",
    ),
    Answer(
        "format-002",
        """The employer must give notice in writing.[^1] Without a legitimate reason, the \
worker is owed compensation.[^2] The end-of-service award is due in every case.[^3]

[^1]: ⟦Labour Law, Article 75|v⟧.
[^2]: ⟦Labour Law, Article 77|v⟧.
[^3]: ⟦Labour Law, Article 84|u:anie⟧.""",
        ["sll:75", "sll:77"],
        "source_list",
    ),
    Answer(
        "format-003",
        """See [⟦Article 17 GDPR|v⟧](https://gdpr-info.eu/art-17-gdpr/) for the right to \
erasure and [⟦Article 21 GDPR|u:anie⟧](https://gdpr-info.eu/art-21-gdpr/) for the right \
to object. The official text is on EUR-Lex.""",
        ["gdpr:17"],
        "source_list",
        note="Markdown links around the citation",
    ),
    Answer(
        "format-004",
        """| Obligation | Who | Provision |
|---|---|---|
| Transparency to users | Providers | ⟦Art. 50(1) AI Act|v⟧ |
| Marking synthetic content | Providers | ⟦Art. 50(2) AI Act|v⟧ |
| Human oversight | Deployers | ⟦Art. 26(2) AI Act|u:anie⟧ |
| Fundamental rights impact assessment | Some deployers | ⟦Art. 27 AI Act|u:anie⟧ |""",
        ["ai:50"],
        "source_list",
        note="a Markdown table",
    ),
    Answer(
        "format-005",
        """**Kündigungsfristen im Überblick**

- Arbeitgeberkündigung
  - nach 2 Jahren: 1 Monat zum Monatsende – ⟦§ 622 Abs. 2 S. 1 Nr. 1 BGB|v⟧
  - nach 5 Jahren: 2 Monate – ⟦§ 622 Abs. 2 S. 1 Nr. 2 BGB|v⟧
- Probezeit: 2 Wochen – ⟦§ 622 Abs. 3 BGB|v⟧
- Form: schriftlich – ⟦§ 623 BGB|u:anie⟧
- Kündigungsschutzklage: 3 Wochen – ⟦§ 4 KSchG|u:lnie⟧

*Quellen: BGB, KSchG (Stand 2022).*""",
        ["bgb:622"],
        "source_list",
        note="nested list",
    ),
    Answer(
        "format-006",
        """> **Note:** this is general information, not legal advice.

Under the GDPR you must report a breach to the authority within 72 hours \
(⟦Art. 33(1)|v@keyword~bare, after the GDPR was named⟧).[1] If the risk is high you \
must also tell the people affected (⟦Art. 34(1)|u:anie@keyword⟧).[2]

References
[1] ⟦Regulation (EU) 2016/679, Article 33(1)|v⟧
[2] ⟦Regulation (EU) 2016/679, Article 34(1)|u:anie⟧""",
        ["gdpr:33"],
        "source_list",
        note="numbered reference list",
    ),
    Answer(
        "format-007",
        """Quick answer: yes, under ⟦§ 1a KSchG|v@article_id⟧ you can get 0.5 monthly \
salaries per year of service if the dismissal letter offers it.

Legal basis
* ⟦§ 1a Abs. 1 KSchG|v@article_id⟧ – condition: no lawsuit within three weeks
* ⟦§ 1a Abs. 2 KSchG|v@article_id⟧ – amount
* ⟦§ 1a Abs. 3 KSchG|u:pin~§ 1a has Abs. 1 and 2⟧ – tax treatment""",
        ["kschg:1a"],
        "source_list",
    ),
    Answer(
        "format-008",
        """Yes. The GDPR states that "the controller may erase personal data whenever \
it sees fit".[^1] You can also withdraw your consent at any time.[^2]

[^1]: ⟦GDPR, Art. 17(1)|u:quote~the quotation is in the sentence marking the note⟧.
[^2]: ⟦GDPR, Art. 7(3)|v⟧.""",
        ["gdpr:17", "gdpr:7"],
        "source_list",
        note="footnote: its citation answers for the quotation of the marked sentence",
    ),
    Answer(
        "format-009",
        """You have the right to obtain "the erasure of personal data concerning him or \
her without undue delay" [1], and the controller must also inform the recipients [2].

**Sources**
1. ⟦Article 17(1) GDPR|v⟧
2. ⟦Article 19 GDPR|u:anie⟧""",
        ["gdpr:17"],
        "source_list",
        note="numbered source list under a heading; true quotation",
    ),
]

GROUPS = {"source_list": FORMATS}
