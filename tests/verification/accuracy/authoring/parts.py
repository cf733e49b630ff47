# ruff: noqa: E501  (answer text is data: its lines break where the prose does)
"""Citations of a law's recitals, annexes and schedules (verifier 3.9.0).

Before 3.9.0 none of these was read: a fabricated "Recital 200" or "Annex XV"
reached the reader unchecked, its sentence only listed as uncited. Written with the
fix, so not independent of the implementation; the passages of recitals and annexes
are paraphrases in the shape of the real text (passages.py), the articles corpus
text.
"""

from __future__ import annotations

from authoring.answer import Answer

PARTS = [
    Answer(
        "parts-001",
        """**Can we rely on legitimate interests for marketing emails?**

Often, yes. ⟦Article 6(1)(f) GDPR|v⟧ allows processing for a legitimate interest, \
and ⟦Recital 47 of the GDPR|v⟧ adds that direct marketing may be regarded as \
carried out for a legitimate interest. Transparency duties are explained in \
⟦Recital 58 GDPR|u:anie⟧.""",
        ["gdpr:6", "gdpr:Recital 47"],
        "parts",
        note="recitals beside an article; one recital the model did not see",
    ),
    Answer(
        "parts-002",
        """Is a CV-screening tool high-risk? Yes: ⟦Annex III, point 4(a) of the AI Act|v⟧ \
lists AI systems intended for the recruitment or selection of natural persons. \
Providers must draw up the technical documentation described in \
⟦Annex IV of the AI Act|u:anie⟧ and register the system under \
⟦Annex XV of the AI Act|u:ne⟧.""",
        ["ai:Annex III", "ai:6"],
        "parts",
        note="an annex with its point; one not in evidence; one the Act does not have",
    ),
    Answer(
        "parts-003",
        """The GDPR sets no list of high-risk systems in an annex: ⟦Annex II of the GDPR|u:ne⟧ \
does not exist, and ⟦Recital 200 GDPR|u:ne⟧ neither. Fair and transparent \
processing is the theme of ⟦Recital 39 GDPR|v⟧.""",
        ["gdpr:Recital 39"],
        "parts",
        note="parts the catalogue knows the law has none of, or too few",
    ),
    Answer(
        "parts-004",
        """Processing must be lawful, fair and transparent ⟦[GDPR, Recital 39]|v⟧, and \
legitimate interests may justify it ⟦[Recital 47 GDPR]|v⟧. For children, see \
⟦[GDPR, Recital 38]|u:anie⟧.""",
        ["gdpr:Recital 39", "gdpr:Recital 47"],
        "parts",
        note="recitals in brackets, label before or after",
    ),
    Answer(
        "parts-005",
        """Die Transparenz erläutert ⟦Erwägungsgrund 39 DSGVO|v⟧. Le considérant sur \
l'intérêt légitime est le ⟦considérant 47 du RGPD|v⟧. Nach \
⟦Anhang III der KI-Verordnung|v⟧ sind Systeme der Personalauswahl hochriskant, \
und ⟦Anhang IX der KI-Verordnung|u:anie⟧ regelt die Registrierung.""",
        ["gdpr:Recital 39", "gdpr:Recital 47", "ai:Annex III"],
        "parts",
        note="German and French part words",
    ),
    Answer(
        "parts-006",
        """The AI Act lists the high-risk areas in an annex. ⟦Annex III|v⟧ covers \
employment, while ⟦Annex I|u:anie⟧ lists the harmonisation legislation. \
⟦Recitals 47 and 48 of the GDPR|u:anie⟧ concern legitimate interests.""",
        ["ai:Annex III", "gdpr:Recital 47"],
        "parts",
        note="bare annexes after the Act is named; a list of recitals, one missing",
    ),
    Answer(
        "parts-007",
        """AI systems listed in ⟦Annex III|d@decoy⟧ are high-risk ⟦[EU AI Act, Article 6(2)]|v⟧, \
unless they only perform a narrow procedural task.""",
        ["ai:6"],
        "parts",
        note="the annex the cited article itself names: the article's reference, not a source",
    ),
    Answer(
        "parts-008",
        """The supplier's prices are set out in ⟦Annex 1|d@decoy⟧ of the framework agreement, \
and ⟦Schedule 2 to this Agreement|d@decoy⟧ lists the service levels. ⟦Recital B|d@decoy⟧ of \
the agreement records why the parties contracted. Erasure is governed by \
⟦Article 17 GDPR|v⟧.""",
        ["gdpr:17"],
        "parts",
        note="a contract's annex, schedule and recital are no citations",
    ),
    Answer(
        "parts-009",
        """Emotion recognition at work is caught by ⟦Annex III, point 1(c) of the AI Act|v⟧, \
and systems that monitor workers' performance by \
⟦Annex III, point 4(d) of the AI Act|u:pin⟧.""",
        ["ai:Annex III"],
        "parts",
        note="an annex's point checked against its numbered lines; (d) is not there",
    ),
]

GROUPS = {"parts": PARTS}
