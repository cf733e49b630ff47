# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Ways lawyers and assistants write citations that the first groups did not try:
slash and comma lists without spaces, EU acts by number without "(EU)", the German
Roman Absatz, "s 94" without a dot, possessive law names, and US code sections with
a decimal point.

Written on 2026-12-02 with the fixes they prompted, after probing the verifier with
answers in these styles (so not independent of the implementation). Before them,
"Articles 13/14" and "Article 17 of Regulation 2016/679" were each flagged as a
citation of Article 1 or 201, which no reviewer would accept.
"""

from __future__ import annotations

from authoring.answer import Answer

STYLES = [
    Answer(
        "styles-001",
        """Controllers must tell people what they do with their data, whether it was \
collected from them or not (⟦Articles 13/14 GDPR|v⟧). Access and erasure follow \
(⟦Art. 15,17 GDPR|u:anie⟧).""",
        ["gdpr:13", "gdpr:14"],
        "styles",
    ),
    Answer(
        "styles-002",
        """The right to erasure comes from ⟦Article 17 of Regulation 2016/679|v⟧, the \
GDPR. The older ⟦Directive 95/46/EC|d@decoy⟧ had no such explicit right, and \
⟦Regulation (EC) No 1049/2001|d@decoy⟧ concerns access to EU documents instead.""",
        ["gdpr:17"],
        "styles",
        note="EU acts by number; the acts themselves are no provision",
    ),
    Answer(
        "styles-003",
        """Die Kündigungsfrist verlängert sich mit der Dauer des Arbeitsverhältnisses \
(⟦§ 622 II BGB|v⟧). Eine Kündigung muss schriftlich erfolgen, ⟦§ 623 BGB|v⟧. Alle \
Menschen sind vor dem Gesetz gleich (⟦Art. 3 I GG|v⟧); Diskriminierung wegen des \
Geschlechts verbietet ⟦Art. 3 IV GG|u:pin⟧.""",
        ["bgb:622", "bgb:623", "gg:3"],
        "styles",
        note="the Roman Absatz; GG Art. 3 has three Absätze",
    ),
    Answer(
        "styles-004",
        """An employee with two years' service has the right not to be unfairly \
dismissed: ⟦s 94 ERA 1996|v⟧. The employer must show a fair reason under \
⟦s 98 ERA 1996|v⟧, and the tribunal may award compensation under ⟦s 118 ERA 1996|u:anie⟧.""",
        ["era:94", "era:98"],
        "styles",
        aliases={"ERA 1996": "Employment Rights Act 1996"},
    ),
    Answer(
        "styles-005",
        """The GDPR's ⟦Article 17|v⟧ gives a right to erasure, and the AI Act's \
⟦Article 50|u:lnie⟧ requires chatbots to disclose that they are machines.""",
        ["gdpr:17"],
        "styles",
        note="possessive law names",
    ),
    Answer(
        "styles-006",
        """Californian consumers may ask a business what personal information it holds \
about them (⟦Cal. Civ. Code § 1798.100|v⟧), and may ask it to delete that \
information (⟦Cal. Civ. Code § 1798.105|u:anie⟧). In federal law, the FMLA \
regulations describe unpaid, job-protected leave of up to 12 workweeks \
(⟦29 C.F.R. § 825.100|v⟧) and the employer's notice duties \
(⟦29 C.F.R. § 825.300|u:anie⟧).""",
        ["ccc:1798.100", "cfr:825.100"],
        "styles",
        note="US code sections with a decimal point",
    ),
    Answer(
        "styles-007",
        """The right of access is in ⟦[GDPR, Art. 15]|u:lnie⟧; the FMLA leave rules \
are summarised in ⟦[29 C.F.R., § 825.100]|v⟧.""",
        ["cfr:825.100"],
        "styles",
    ),
]

GROUPS = {"styles": STYLES}
