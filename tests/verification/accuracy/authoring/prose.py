# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""EU and civil-law references written in English prose, as assistants usually write them."""

from __future__ import annotations

from authoring.answer import Answer

PROSE_EN = [
    Answer(
        "prose-en-001",
        """Under ⟦Article 17 of the GDPR|v⟧, the data subject may request erasure without \
undue delay. Under ⟦Article 99 of the GDPR|u:anie⟧, the data subject may also claim \
compensation from the controller.""",
        ["gdpr:17"],
        "prose_en",
        note="the first example of issue 10",
    ),
    Answer(
        "prose-en-002",
        """## Legitimate interests

Yes, you can rely on legitimate interests (⟦Art. 6(1)(f) GDPR|v@parenthetical⟧), but \
you must balance them against the rights of the data subject. ⟦Article 6(1)(a) GDPR|v⟧ \
(consent) is the alternative. Keep in mind the principles in ⟦GDPR Article 5|v⟧, \
especially purpose limitation in ⟦GDPR Art. 5(1)(b)|v⟧. If you process health data, \
⟦Article 9 of Regulation (EU) 2016/679|u:anie⟧ adds further conditions.""",
        ["gdpr:6", "gdpr:5"],
        "prose_en",
    ),
    Answer(
        "prose-en-003",
        """Data subjects have a right of access and a right to erasure \
(⟦Articles 15 and 17 of the GDPR|v⟧). The controller must inform them transparently, as \
set out in ⟦Articles 12 to 14 GDPR|u:anie~none of Articles 12-14 is in the evidence⟧.""",
        ["gdpr:15", "gdpr:17"],
        "prose_en",
    ),
    Answer(
        "prose-en-004",
        """Under the UAE Labour Law, either party may terminate for a legitimate reason \
with written notice: see ⟦Article 43 of Federal Decree-Law No. 33 of 2021|v⟧. The \
notice period must be between 30 and 90 days. The end-of-service gratuity is governed \
by ⟦Article 51 of Federal Decree-Law No. 33 of 2021|v⟧, and annual leave by \
⟦Article 30 of Federal Decree-Law No. 33 of 2021|u:anie⟧.""",
        ["uae:43", "uae:51"],
        "prose_en",
    ),
    Answer(
        "prose-en-005",
        """**Is our recruitment chatbot high-risk?**

Probably. ⟦Article 6(2) of the AI Act|v⟧ makes every system listed in Annex III \
high-risk, and employment is one of those areas. You will also need to meet the \
transparency duty in ⟦Article 50 of the EU AI Act|v⟧. Human oversight is required by \
⟦Article 14 of the AI Act|u:anie⟧, and record-keeping by \
⟦Article 12 of the EU AI Act|u:anie⟧.""",
        ["ai:6", "ai:50"],
        "prose_en",
    ),
    Answer(
        "prose-en-006",
        """The General Data Protection Regulation is clear on this point. \
⟦Article 32 of the General Data Protection Regulation|v⟧ requires appropriate technical \
and organisational measures, such as encryption. ⟦Article 25 of the General Data \
Protection Regulation|v⟧ requires data protection by design. Breach notification is in \
⟦Article 33 of the General Data Protection Regulation|u:anie⟧.""",
        ["gdpr:32", "gdpr:25"],
        "prose_en",
    ),
    Answer(
        "prose-en-007",
        """In short:
- Controllers must appoint a DPO in the cases listed in ⟦GDPR Article 37|v⟧.
- The DPO's position is protected by ⟦GDPR Article 38|u:anie⟧.
- The DPO's tasks are listed in ⟦GDPR Article 39|u:anie⟧.
- Fines for infringing these obligations are set by ⟦GDPR Article 83(4)|v⟧.""",
        ["gdpr:37", "gdpr:83"],
        "prose_en",
    ),
    Answer(
        "prose-en-008",
        """Processors need a written contract with the controller that meets \
⟦Art. 28(3) GDPR|v⟧. Sub-processors may only be engaged with authorisation, per \
⟦Art. 28(2) GDPR|v⟧. International transfers need a transfer tool under \
⟦Art. 46 GDPR|u:anie⟧, and binding corporate rules are covered by \
⟦Art. 47 GDPR|u:anie⟧.""",
        ["gdpr:28"],
        "prose_en",
    ),
    Answer(
        "prose-en-009",
        """The employer gave notice under ⟦Article 43 of the Federal Decree-Law No. 33 of \
2021|v⟧. The worker says the notice is too short: the law sets a minimum of thirty \
days. The worker is also entitled to thirty days of paid leave under \
⟦Article 29 of the Federal Decree-Law No. 33 of 2021|v⟧ and to overtime pay under \
⟦Article 19 of the Federal Decree-Law No. 33 of 2021|u:anie⟧.""",
        ["uae:43", "uae:29"],
        "prose_en",
    ),
    Answer(
        "prose-en-010",
        """You can object to direct marketing at any time; see ⟦Article 21(2) of the \
GDPR|v⟧ and ⟦Article 21(3) of the GDPR|v⟧. Profiling for marketing is also covered. \
Automated decisions with legal effects are regulated in \
⟦Article 22 of the GDPR|u:anie⟧.""",
        ["gdpr:21"],
        "prose_en",
    ),
    Answer(
        "prose-en-011",
        """Providers of high-risk systems must set up a risk management system \
(⟦Article 9 AI Act|v@parenthetical⟧) and ensure transparency towards deployers, as \
⟦Article 13 AI Act|v⟧ requires. Deployers must follow the instructions for use under \
⟦Article 26(1) AI Act|u:anie⟧. Quality management is addressed by \
⟦Article 17 AI Act|u:anie⟧.""",
        ["ai:9", "ai:13"],
        "prose_en",
    ),
    Answer(
        "prose-en-012",
        """Under ⟦Article 20 of the GDPR|v⟧ you can receive your data in a structured, \
commonly used and machine-readable format. Under ⟦Article 15 of the GDPR|v⟧ you can get \
a copy. Under ⟦Article 16 of the GDPR|u:anie⟧ you can have inaccurate data corrected, \
and under ⟦Article 18 of the GDPR|u:anie⟧ you can restrict processing.""",
        ["gdpr:20", "gdpr:15"],
        "prose_en",
    ),
    Answer(
        "prose-en-013",
        """The employer relied on ⟦section 98(2)(b) of the Employment Rights Act \
1996|v@common_law⟧ (conduct). Under ⟦Article 17 of the GDPR|u:lnie~the GDPR is not in \
this evidence⟧ the employee may ask for the disciplinary file to be deleted once the \
matter is closed.""",
        ["era:98"],
        "prose_en",
    ),
    Answer(
        "prose-en-014",
        """Fines are graduated. ⟦Article 83(5) of the GDPR|v⟧ sets the higher tier (EUR 20 \
million or 4% of turnover) and ⟦Article 83(4) of the GDPR|v⟧ the lower one. The \
supervisory authority's corrective powers are in ⟦Article 58(2) of the GDPR|u:anie⟧, \
and the right to compensation is in ⟦Article 82 of the GDPR|u:anie⟧.""",
        ["gdpr:83"],
        "prose_en",
    ),
    Answer(
        "prose-en-015",
        """Prohibited practices include social scoring, see ⟦Article 5(1)(c) of the EU AI \
Act|v⟧. Emotion recognition in the workplace is banned by ⟦Article 5(1)(f) of the EU \
AI Act|v⟧. Penalties for prohibited practices are set out in \
⟦Article 99(3) of the EU AI Act|u:anie⟧. The AI Office's role is described in \
⟦Article 64 of the EU AI Act|u:anie⟧.""",
        ["ai:5"],
        "prose_en",
    ),
    Answer(
        "prose-en-016",
        """Security, breach notification to the authority and communication to the data \
subjects are dealt with together in ⟦Articles 32 to 34 GDPR|v~every article of the \
range is in the evidence⟧. Certification is covered by \
⟦Articles 42 and 43 of the GDPR|u:anie⟧.""",
        ["gdpr:32", "gdpr:33", "gdpr:34"],
        "prose_en",
    ),
]

GROUPS = {"prose_en": PROSE_EN}
