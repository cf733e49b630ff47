"""Pinpoints are checked against the structure the cited passage shows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verification.core import CitationForm, CitationStatus, Diagnosis, explain, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.structure import (
    Target,
    check_pinpoint,
    pinpoint_parts,
    pinpoint_targets,
    structure_of,
)

ARTICLE_17 = (
    "1. The data subject shall have the right to obtain erasure where:\n"
    "(a) the data are no longer necessary;\n(b) consent is withdrawn;\n"
    "(c) the data subject objects;\n(d) unlawful processing;\n"
    "(e) a legal obligation;\n(f) information society services.\n"
    "2. Where the controller has made the personal data public.\n"
    "3. Paragraphs 1 and 2 shall not apply to the extent that processing is "
    "necessary:\n(a) for freedom of expression;\n(b) for compliance."
)
PARAGRAPH_622 = (
    "(1) Das Arbeitsverhältnis kann mit einer Frist von vier Wochen gekündigt werden.\n"
    "(2) Für eine Kündigung durch den Arbeitgeber beträgt die Kündigungsfrist, wenn "
    "das Arbeitsverhältnis\n1. zwei Jahre bestanden hat, einen Monat,\n"
    "2. fünf Jahre bestanden hat, zwei Monate,\n3. acht Jahre bestanden hat, drei "
    "Monate."
)
ARTICLE_5_AI = (
    "1. The following AI practices shall be prohibited:\n(a) subliminal techniques;\n"
    "(b) exploiting vulnerabilities;\n2. The use of remote biometric identification."
)
SUBPOINTS = (
    "1. Member States shall ensure that:\n(a) the authority is informed of:\n"
    "(i) the nature of the breach;\n(ii) its likely consequences;\n"
    "(b) records are kept."
)
INLINE_SUBPOINTS = (
    "1. Member States shall ensure that:\n(a) the authority is informed of (i) the "
    "nature of the breach and (ii) its likely consequences;\n(b) records are kept."
)
ARTICLE_39_LCL = (
    "劳动者有下列情形之一的，用人单位可以解除劳动合同：\n（一）在试用期间被证明不符合录用条件的；\n"
    "（二）严重违反用人单位的规章制度的；\n（三）严重失职，营私舞弊的。"
)
ARTICLE_351_CT = (
    "1 - Constitui justa causa de despedimento o comportamento culposo.\n"
    "2 - Constituem, nomeadamente, justa causa os seguintes comportamentos.\n"
    "3 - Na apreciação da justa causa, deve atender-se ao grau de lesão."
)
ARTICLE_52_KP = (
    "§ 1. Pracodawca może rozwiązać umowę o pracę bez wypowiedzenia w razie:\n"
    "1) ciężkiego naruszenia podstawowych obowiązków pracowniczych,\n"
    "2) popełnienia przestępstwa,\n3) zawinionej utraty uprawnień.\n"
    "§ 2. Rozwiązanie umowy nie może nastąpić po upływie miesiąca."
)
EVIDENCE = [
    Chunk("g17", "GDPR", 17, ARTICLE_17),
    Chunk("ct351", "Código do Trabalho", 351, ARTICLE_351_CT),
    Chunk("kp52", "Kodeks pracy", 52, ARTICLE_52_KP),
    Chunk("z39", "劳动合同法", 39, ARTICLE_39_LCL),
    Chunk("a5", "EU AI Act", 5, ARTICLE_5_AI),
    Chunk("s33", "Directive 2022/2555", 33, SUBPOINTS),
    Chunk("i34", "Directive 2022/2555", 34, INLINE_SUBPOINTS),
    Chunk("b622", "BGB", 622, PARAGRAPH_622),
    Chunk("l30", "Labour Law", 30, "Notice shall be given in writing."),
]

_CHECKED = (CitationStatus.VERIFIED, True)
_FAILED = (CitationStatus.UNSUPPORTED, True)
# (citation, status, pinpoint_checked)
PINPOINTS = [
    ("[GDPR, Article 17(1)(a)]", CitationStatus.VERIFIED, True),
    ("[GDPR, Article 17(1)(f)]", CitationStatus.VERIFIED, True),
    ("[GDPR, Article 17(3)(b)]", CitationStatus.VERIFIED, True),
    ("[GDPR, Article 17(2)]", CitationStatus.VERIFIED, True),
    ("[GDPR, Article 17(1)(z)]", CitationStatus.UNSUPPORTED, True),
    ("[GDPR, Article 17(3)(c)]", CitationStatus.UNSUPPORTED, True),
    ("[GDPR, Article 17(4)]", CitationStatus.UNSUPPORTED, True),
    ("Article 17(1)(g) GDPR applies.", CitationStatus.UNSUPPORTED, True),
    ("Nach § 622 Abs. 2 Nr. 3 BGB gilt das.", CitationStatus.VERIFIED, True),
    ("Nach § 622 Abs. 2 S. 1 Nr. 2 BGB gilt das.", CitationStatus.VERIFIED, True),
    ("Nach § 622 Abs. 2 S. 1 Nr. 9 BGB gilt das.", CitationStatus.UNSUPPORTED, True),
    ("Nach § 622 Abs. 5 BGB gilt das.", CitationStatus.UNSUPPORTED, True),
    ("Nach § 622 Abs. 2 Nr. 9 BGB gilt das.", CitationStatus.UNSUPPORTED, True),
    # The German Roman Absatz: "§ 622 II BGB" is § 622 Abs. 2.
    ("Nach § 622 II BGB gilt das.", CitationStatus.VERIFIED, True),
    ("Nach § 622 V BGB gilt das.", CitationStatus.UNSUPPORTED, True),
    # With the rest of the pinpoint after it: the law was cut off, the point not
    # checked; and "I" is Absatz 1, not the Polish "i" (and) of a list.
    ("Nach § 622 I BGB gilt das.", CitationStatus.VERIFIED, True),
    ("Nach § 622 II S. 1 Nr. 3 BGB gilt das.", CitationStatus.VERIFIED, True),
    ("Nach § 622 II S. 1 Nr. 9 BGB gilt das.", CitationStatus.UNSUPPORTED, True),
    ("Gelöscht wird nach Art. 17 I lit. a DSGVO.", CitationStatus.VERIFIED, True),
    ("Gelöscht wird nach Art. 17 I lit. z DSGVO.", CitationStatus.UNSUPPORTED, True),
    # Lists and ranges of points: every point named is checked.
    ("Erasure (Article 17(1)(a)-(f) GDPR).", CitationStatus.VERIFIED, True),
    ("Erasure (Article 17(1)(a)-(h) GDPR).", CitationStatus.UNSUPPORTED, True),
    ("Erasure (Article 17(1)(a) to (c) GDPR).", CitationStatus.VERIFIED, True),
    ("Erasure (Article 17(1)(a) and (c) GDPR).", CitationStatus.VERIFIED, True),
    ("Erasure (Article 17(1)(a) and (g) GDPR).", CitationStatus.UNSUPPORTED, True),
    ("Erasure (Article 17(1)(a), (b) and (f) GDPR).", CitationStatus.VERIFIED, True),
    ("Article 17(1) and (3) GDPR apply.", CitationStatus.VERIFIED, True),
    ("Article 17(1) and (4) GDPR apply.", CitationStatus.UNSUPPORTED, True),
    ("Art. 5(1)(a) and (b) AI Act bans it.", CitationStatus.VERIFIED, True),
    ("Art. 5(1)(a) and (c) AI Act bans it.", CitationStatus.UNSUPPORTED, True),
    # Sub-points: checked where the passage's lines show them; a sub-point the
    # passage does not have is unsupported; one only written inside a sentence
    # is not claimed as checked.
    ("Article 33(1)(a)(ii) of Directive 2022/2555.", CitationStatus.VERIFIED, True),
    ("Article 33(1)(a)(iii) of Directive 2022/2555.", CitationStatus.UNSUPPORTED, True),
    ("Article 33(1)(b)(i) of Directive 2022/2555.", CitationStatus.UNSUPPORTED, True),
    ("Article 17(1)(a)(ii) GDPR applies.", CitationStatus.UNSUPPORTED, True),
    ("Article 34(1)(a)(ii) of Directive 2022/2555.", CitationStatus.VERIFIED, False),
    # Portuguese "1 - " and Polish "§ 1." paragraphs, Polish "1)" points.
    ("Nos termos do n.º 3 do artigo 351.º do Código do Trabalho.", *_CHECKED),
    ("Nos termos do n.º 4 do artigo 351.º do Código do Trabalho.", *_FAILED),
    ("Zgodnie z art. 52 § 1 pkt 3 Kodeksu pracy.", *_CHECKED),
    ("Zgodnie z art. 52 § 1 pkt 5 Kodeksu pracy.", *_FAILED),
    ("Zgodnie z art. 52 § 2 Kodeksu pracy.", *_CHECKED),
    ("Zgodnie z art. 52 § 3 Kodeksu pracy.", *_FAILED),
    # Chinese items: "（三）" lines, "第（三）项" or "第三项" pinpoints.
    ("《劳动合同法》第39条第（三）项规定", CitationStatus.VERIFIED, True),
    ("《劳动合同法》第39条第三项规定", CitationStatus.VERIFIED, True),
    ("《劳动合同法》第39条第（五）项规定", CitationStatus.UNSUPPORTED, True),
    # A passage without numbering checks nothing, and guesses nothing.
    ("[Labour Law, Article 30(4)(b)]", CitationStatus.VERIFIED, False),
    # The pilcrow of American citation: "¶ 2" is paragraph 2, "¶¶ 1-3" a range.
    ("Erasure is in GDPR Art. 17 ¶ 2.", *_CHECKED),
    ("Erasure is in GDPR Art. 17 ¶ 4.", *_FAILED),
    ("See Art. 17, ¶¶ 1-3 GDPR.", *_CHECKED),
    ("See Art. 17 ¶¶ 2 and 5 GDPR.", *_FAILED),
    # No pinpoint, or one naming no paragraph or point: nothing to check.
    ("[GDPR, Article 17]", CitationStatus.VERIFIED, False),
    ("[GDPR, Article 17, second subparagraph]", CitationStatus.VERIFIED, False),
]


@pytest.mark.parametrize(("text", "status", "checked"), PINPOINTS)
def test_pinpoint_is_checked_against_the_passage(text, status, checked):
    """A paragraph or point the passage lacks is unsupported; no structure, no check."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == (status, checked)
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE
        assert citation.chunk_id is not None


def test_bad_pinpoint_is_explained_with_the_passage_structure():
    """The explanation lists the paragraphs and points the passage has."""
    (citation,) = verify("[GDPR, Article 17(1)(z)]", EVIDENCE).citations
    assert explain(citation) == (
        "Article 17 as given to the model has paragraphs 1-3 and, in paragraph 1, "
        "points (a)-(f); (1)(z) is not among them."
    )


def test_structure_is_merged_over_every_chunk_of_the_article():
    """Paragraph 3 in the second chunk of an article supports a pinpoint to it."""
    evidence = [
        Chunk("c1", "GDPR", 17, "1. First paragraph.\n2. Second paragraph."),
        Chunk("c2", "GDPR", 17, "3. Third paragraph."),
    ]
    (citation,) = verify("[GDPR, Article 17(3)]", evidence).citations
    assert citation.status is CitationStatus.VERIFIED


@pytest.mark.parametrize(
    ("pinpoint", "parts"),
    [
        ("(1)(a)", ("1", "a")),
        ("(2)", ("2", None)),
        ("Abs. 2 S. 1 Nr. 3", ("2", "3")),
        ("Abs. 2 Nr. 3", ("2", "3")),
        ("para. 1 lit. f", ("1", "f")),
        ("khoản 1 điểm g", ("1", "g")),
        ("第1款", ("1", None)),
        ("(2), Annex III, point 1(a)", ("2", None)),
        ("point (f) (1)", (None, "f")),
        ("(a)(1)", (None, "a")),
        ("II", ("2", None)),
        ("XIV", ("14", None)),
    ],
)
def test_pinpoint_names_a_paragraph_and_a_point(pinpoint, parts):
    """Pinpoints in several styles name the same (paragraph, point) pair."""
    assert pinpoint_parts(pinpoint) == parts


@pytest.mark.parametrize(
    ("pinpoint", "targets"),
    [
        ("(1)(a)", [("1", "a", None)]),
        ("(1)(a) and (g)", [("1", "a", None), ("1", "g", None)]),
        ("(1)(a)-(d)", [("1", p, None) for p in "abcd"]),
        ("(1)(a) to (c)", [("1", p, None) for p in "abc"]),
        ("(1)(a), (c) and (e)", [("1", p, None) for p in "ace"]),
        ("(4) and (5)", [("4", None, None), ("5", None, None)]),
        ("(1)(a) and (2)(b)", [("1", "a", None), ("2", "b", None)]),
        ("(1)(h) and (i)", [("1", "h", None), ("1", "i", None)]),
        ("(1)(a)(ii)", [("1", "a", "ii")]),
        ("(1)(a)(i)-(iii)", [("1", "a", r) for r in ("i", "ii", "iii")]),
        ("Abs. 1 und Abs. 2", [("1", None, None), ("2", None, None)]),
        # A list joins parts of one form: point i of paragraph 1, written first.
        ("alínea i) do n.º 1", [(None, "i", None)]),
        ("Abs. 2 S. 1 Nr. 3", [("2", "3", None)]),
        # A bracketed value listed after a worded part is of the word's kind.
        ("(1), points (a) and (g)", [("1", "a", None), ("1", "g", None)]),
        ("(1), point (a) or (g)", [("1", "a", None), ("1", "g", None)]),
        ("(1), points (a), (c) and (e)", [("1", p, None) for p in "ace"]),
        ("(3), points (a) to (c)", [("3", p, None) for p in "abc"]),
        ("paragraphs (4) and (5)", [("4", None, None), ("5", None, None)]),
    ],
)
def test_pinpoint_names_every_place_of_its_lists_and_ranges(pinpoint, targets):
    """A list names each of its places; a range every place from end to end."""
    assert pinpoint_targets(pinpoint) == [Target(*t) for t in targets]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Under Article 17(1), points (a) and (b), GDPR.", CitationStatus.VERIFIED),
        ("Under Article 17(1), points (a) and (x), GDPR.", CitationStatus.UNSUPPORTED),
        ("Under Article 17(1), points (a) to (f) GDPR.", CitationStatus.VERIFIED),
        ("Under Article 17(3), points (a) to (f) GDPR.", CitationStatus.UNSUPPORTED),
    ],
)
def test_every_point_listed_after_a_point_word_is_checked(text, status):
    """ "points (a) and (x)": the listed (x) is a point of paragraph 1, checked too."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.status is status
    assert citation.pinpoint_checked
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        ("Lawful bases (Article 6(1)(a)-(h) GDPR).", "(Article 6(1)(a)-(h) GDPR)"),
        ("Bases (Article 6(1)(a) and (g) GDPR).", "(Article 6(1)(a) and (g) GDPR)"),
        ("Art. 5(1)(a) and (c) AI Act bans it.", "Art. 5(1)(a) and (c) AI Act"),
        (
            "See Article 17(1)(a), (b) and (f) GDPR.",
            "Article 17(1)(a), (b) and (f) GDPR",
        ),
    ],
)
def test_a_pinpoint_list_is_read_whole_with_the_law_after_it(text, raw):
    """The whole list or range is one citation of the law written after it."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.raw == raw
    assert text[citation.start : citation.end] == raw
    assert citation.form is not CitationForm.BACK_REFERENCE


@pytest.mark.parametrize(
    ("text", "raw", "status"),
    [
        (
            "See Article 17 GDPR, paragraph 3, point (b).",
            "Article 17 GDPR, paragraph 3, point (b)",
            CitationStatus.VERIFIED,
        ),
        (
            "See Article 17 GDPR, paragraph 3, point (h).",
            "Article 17 GDPR, paragraph 3, point (h)",
            CitationStatus.UNSUPPORTED,
        ),
        (
            "See Article 17 of the GDPR, paragraph 7.",
            "Article 17 of the GDPR, paragraph 7",
            CitationStatus.UNSUPPORTED,
        ),
        ("§ 622 BGB Abs. 2 regelt das.", "§ 622 BGB Abs. 2", CitationStatus.VERIFIED),
        (
            "§ 622 BGB Abs. 9 regelt das.",
            "§ 622 BGB Abs. 9",
            CitationStatus.UNSUPPORTED,
        ),
    ],
)
def test_a_worded_pinpoint_after_the_law_is_checked(text, raw, status):
    """ "Article 17 GDPR, paragraph 3": the pinpoint written after the law is read."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.raw == raw
    assert citation.status is status
    assert citation.pinpoint_checked


@pytest.mark.parametrize(
    "text",
    [
        # Another provision's pinpoint, and the answer's own list: not the law's.
        "Article 17 GDPR, paragraph 2 of Article 5 AI Act applies.",
        "Article 17 GDPR, point 3 of our checklist, applies.",
        "Article 17 GDPR (3) applies.",
    ],
)
def test_a_pinpoint_after_the_law_is_read_only_when_it_is_the_laws(text):
    """A worded part followed by "of", or a bare "(3)", is not the article's."""
    citation = verify(text, EVIDENCE).citations[0]
    assert citation.raw == "Article 17 GDPR"
    assert citation.pinpoint is None


US_EVIDENCE = [
    Chunk(
        "fmla",
        "29 U.S.C.",
        2612,
        "(a) In general.\n(1) Entitlement to leave.\n"
        "(A) Because of the birth of a son.\n"
        "(B) Because of placement.\n(C) In order to care for the spouse.\n"
        "(i) a spouse;\n(ii) a parent.\n(2) Expiration of entitlement.\n"
        "(b) Leave taken intermittently.",
    ),
    Chunk(
        "t7",
        "42 U.S.C.",
        "2000e-2",
        "(a) Employer practices.\n(1) to fail;\n(2) to limit.",
    ),
    Chunk("flat", "42 U.S.C.", 1983, "Every person who, under color of any statute."),
]


@pytest.mark.parametrize(
    ("text", "status", "checked"),
    [
        (
            "Leave is due under 29 U.S.C. § 2612(a)(1)(B).",
            CitationStatus.VERIFIED,
            True,
        ),
        ("Leave is due under 29 U.S.C. § 2612(a)(2).", CitationStatus.VERIFIED, True),
        ("Care: 29 U.S.C. § 2612(a)(1)(C)(ii).", CitationStatus.VERIFIED, True),
        # Each level is checked, the deepest too.
        (
            "Leave is due under 29 U.S.C. § 2612(a)(1)(F).",
            CitationStatus.UNSUPPORTED,
            True,
        ),
        (
            "Leave is due under 29 U.S.C. § 2612(a)(3).",
            CitationStatus.UNSUPPORTED,
            True,
        ),
        ("Care: 29 U.S.C. § 2612(a)(1)(C)(iv).", CitationStatus.UNSUPPORTED, True),
        (
            "Leave is due under 29 U.S.C. § 2612(c)(1).",
            CitationStatus.UNSUPPORTED,
            True,
        ),
        ("Barred by 42 U.S.C. § 2000e-2(a)(3).", CitationStatus.UNSUPPORTED, True),
        # (A) has no subdivisions in the passage: (a)(1)(A)(ii) is not claimed checked.
        ("Birth: 29 U.S.C. § 2612(a)(1)(A)(ii).", CitationStatus.VERIFIED, False),
        # A passage with no subdivisions checks nothing.
        ("See 42 U.S.C. § 1983(a)(1).", CitationStatus.VERIFIED, False),
    ],
)
def test_a_us_code_pinpoint_is_checked_at_every_level(text, status, checked):
    """ "(a)(1)(F)": subsection, paragraph and subparagraph must each be there."""
    (citation,) = verify(text, US_EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == (status, checked)


def test_a_missing_us_subdivision_is_explained_with_the_ones_there():
    """The diagnosis names what the level above holds."""
    (citation,) = verify("Leave: 29 U.S.C. § 2612(a)(1)(F).", US_EVIDENCE).citations
    assert citation.detail == "(A)-(C) under (a)(1)"


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        # German: the unnumbered subparagraph is passed over, the point is checked.
        ("Löschung nach Art. 17 Abs. 1 UAbs. 1 lit. f DSGVO.", None, _CHECKED),
        ("Löschung nach Art. 17 Abs. 1 UAbs. 1 lit. z DSGVO.", None, _FAILED),
        # Spanish: "17.1.f)" is paragraph 1, point f, and the law after it is read.
        ("Según el artículo 17.1.f) del RGPD, se suprimen.", "(1)(f)", _CHECKED),
        ("Según el artículo 17.1.z) del RGPD, se suprimen.", "(1)(z)", _FAILED),
        ("Según el art. 17.1.b RGPD, se suprimen.", "(1)(b)", _CHECKED),
    ],
)
def test_a_subparagraph_or_a_dotted_point_does_not_stop_the_check(
    text, pinpoint, status
):
    """ "UAbs. 1" and "17.1.z)" keep the point that follows them checked."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == status
    assert citation.law_label == "GDPR"
    if pinpoint is not None:
        assert citation.pinpoint == pinpoint


ITEMS_EVIDENCE = [
    Chunk(
        "ct",
        "Code du travail",
        "L1234-1",
        "Lorsque le licenciement n'est pas motivé par une faute grave :\n"
        "1° S'il justifie d'une ancienneté inférieure à six mois;\n"
        "2° S'il justifie d'une ancienneté entre six mois et deux ans;\n"
        "3° S'il justifie d'une ancienneté d'au moins deux ans.",
    ),
    Chunk(
        "avg6",
        "AVG",
        6,
        "1. Verwerking is alleen rechtmatig indien:\n(a) toestemming;\n"
        "(f) gerechtvaardigd belang.\n2. Lidstaten.",
    ),
]


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        # "3°" after an article of a French code is its item, not an article 3.
        (
            "Préavis de deux mois (art. L. 1234-1, 3° du Code du travail).",
            "3°",
            _CHECKED,
        ),
        (
            "Préavis de deux mois (art. L. 1234-1, 4° du Code du travail).",
            "4°",
            _FAILED,
        ),
        # After "article" (singular) as after "art.", and with no comma.
        (
            "Le préavis est de deux mois (article L. 1234-1, 3° du Code du travail).",
            "3°",
            _CHECKED,
        ),
        (
            "Le préavis est de deux mois (article L. 1234-1, 5° du Code du travail).",
            "5°",
            _FAILED,
        ),
        (
            "Le préavis est de deux mois (article L. 1234-1 5° du Code du travail).",
            "5°",
            _FAILED,
        ),
        # The helper's probe: no space after the code letter.
        ("Préavis prévu par l'article L1234-1, 3° du Code du travail.", "3°", _CHECKED),
        ("Préavis prévu par l'article L1234-1, 4° du Code du travail.", "4°", _FAILED),
        # Every item of a list or range of items is checked.
        (
            "Préavis court (art. L. 1234-1, 1° et 2° du Code du travail).",
            None,
            _CHECKED,
        ),
        ("Préavis court (art. L. 1234-1, 1° et 7° du Code du travail).", None, _FAILED),
        ("Préavis court (art. L. 1234-1, 1° à 3° du Code du travail).", None, _CHECKED),
        ("Préavis court (art. L. 1234-1, 1° à 5° du Code du travail).", None, _FAILED),
        # An ordinal counts the paragraph: "eerste lid" is paragraph 1.
        ("Rechtmatig volgens artikel 6, eerste lid, onder f, AVG.", None, _CHECKED),
        ("Rechtmatig volgens artikel 6, eerste lid, onder z, AVG.", None, _FAILED),
        ("Rechtmatig volgens artikel 6, derde lid, AVG.", "derde lid", _FAILED),
    ],
)
def test_numbered_items_and_counted_paragraphs_are_checked(text, pinpoint, status):
    """French "3°" items and Dutch "eerste lid" are pinpoints, checked as such."""
    (citation,) = verify(text, ITEMS_EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == status
    if pinpoint is not None:
        assert citation.pinpoint == pinpoint


@pytest.mark.parametrize(("items", "limit_reached"), [(99, False), (100, True)])
def test_a_list_of_items_past_what_one_reference_reads_says_so(items, limit_reached):
    """An article and 99 items is read whole; one more is cut, and says so."""
    listed = " et ".join(["1°"] * items)
    text = f"Préavis court (art. L. 1234-1, {listed} du Code du travail)."
    report = verify(text, ITEMS_EVIDENCE)
    assert len(report.citations) == 1
    assert report.limit_reached is limit_reached


# Evidence is often whitespace-collapsed: a whole article on one line.
ONE_LINE_ARTICLE_17 = " ".join(ARTICLE_17.split())
ONE_LINE_ARTICLE_49 = (
    "1. El contrato de trabajo se extinguirá: a) Por mutuo acuerdo de las partes. "
    "b) Por las causas consignadas válidamente en el contrato. c) Por expiración "
    "del tiempo convenido."
)
ONE_LINE_622 = " ".join(PARAGRAPH_622.split())
ONE_LINE_EVIDENCE = [
    Chunk("g17", "GDPR", 17, ONE_LINE_ARTICLE_17),
    Chunk("et49", "Estatuto de los Trabajadores", 49, ONE_LINE_ARTICLE_49),
    Chunk("b622", "BGB", 622, ONE_LINE_622),
]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Article 17(2) GDPR applies.", _CHECKED),
        ("Article 17(3)(b) GDPR applies.", _CHECKED),
        ("Article 17(1)(f) GDPR applies.", _CHECKED),
        ("Article 17(4) GDPR applies.", _FAILED),
        ("Article 17(1)(g) GDPR applies.", _FAILED),
        ("Article 17(3)(c) GDPR applies.", _FAILED),
        ("Se extingue (artículo 49.1.c) del Estatuto de los Trabajadores).", _CHECKED),
        ("Se extingue (artículo 49.1.z) del Estatuto de los Trabajadores).", _FAILED),
        ("Die Frist folgt aus § 622 Abs. 2 Nr. 3 BGB.", _CHECKED),
        ("Die Frist folgt aus § 622 Abs. 2 Nr. 4 BGB.", _FAILED),
        ("Die Frist folgt aus § 622 Abs. 3 BGB.", _FAILED),
    ],
)
def test_a_passage_written_on_one_line_shows_its_structure(text, status):
    """Paragraph numbers and point lists inside a line are read as its lines are.

    Read only by its lines, a collapsed article shows paragraph 1 alone, and every
    correct "Article 17(2)" would be flagged.
    """
    (citation,) = verify(text, ONE_LINE_EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == status


def test_a_number_or_a_point_inside_a_sentence_is_not_structure():
    """ "point (a) and (b) of Article 6. 7. Member States" numbers only paragraph 1."""
    passage = (
        "1. Processing under point (a) and (b) of Article 6. 7. Member States act."
    )
    evidence = [Chunk("g9", "GDPR", 9, passage)]
    (point,) = verify("Article 9(1)(c) GDPR applies.", evidence).citations
    assert (point.status, point.pinpoint_checked) == (CitationStatus.VERIFIED, False)
    (seventh,) = verify("Article 9(7) GDPR applies.", evidence).citations
    assert (seventh.status, seventh.detail) == (
        CitationStatus.UNSUPPORTED,
        "paragraph 1",
    )


@pytest.mark.parametrize("order", [1, -1])
def test_an_article_split_between_chunks_inside_a_list_is_checked_whole(order):
    """A chunk opening "(c) ..." continues the paragraph another chunk opens."""
    first = "1. The data subject shall have the right to erasure where:\n(a) x;\n(b) y;"
    second = (
        "(c) the data subject objects;\n(d) unlawful.\n2. Where the data are public."
    )
    evidence = [Chunk("g17a", "GDPR", 17, first), Chunk("g17b", "GDPR", 17, second)]
    evidence = evidence[::order]
    (ok,) = verify("Article 17(1)(c) GDPR applies.", evidence).citations
    assert (ok.status, ok.pinpoint_checked) == _CHECKED
    (bad,) = verify("Article 17(1)(e) GDPR applies.", evidence).citations
    assert (bad.status, bad.pinpoint_checked) == _FAILED
    assert "paragraphs 1, 2 and, in paragraph 1, points (a)-(d)" in explain(bad)


def test_a_point_under_a_paragraph_that_lists_none_is_not_claimed_as_checked():
    """Paragraph 1 shows no point lines: "(1)(z)" is checked only as far as (1)."""
    passage = "1. The data subject shall have the right to erasure.\n2. Where public."
    evidence = [Chunk("g17", "GDPR", 17, passage)]
    (citation,) = verify("Article 17(1)(z) GDPR applies.", evidence).citations
    assert (citation.status, citation.pinpoint_checked) == (
        CitationStatus.VERIFIED,
        False,
    )
    (missing,) = verify("Article 17(3)(a) GDPR applies.", evidence).citations
    assert missing.status is CitationStatus.UNSUPPORTED


DEMO_CORPUS = Path(__file__).resolve().parents[3] / "verification" / "demo"


def _places(passage: str) -> list[str]:
    """Return every "(paragraph)" and "(paragraph)(point)" a passage's lines show."""
    places = []
    for paragraph, points in structure_of([passage]).paragraphs.items():
        if paragraph:
            places.append(f"({paragraph})")
            places.extend(f"({paragraph})({point})" for point in points)
    return places


@pytest.mark.parametrize("law", ["gdpr", "eu_ai_act"])
def test_every_place_of_a_real_article_holds_when_it_is_written_on_one_line(law):
    """No correct pinpoint of the GDPR or the AI Act fails once its lines collapse."""
    rows = [json.loads(line) for line in (DEMO_CORPUS / f"{law}.jsonl").open()]
    failed = [
        (row["article_no"], place)
        for row in rows
        for place in _places(row["text"])
        if not check_pinpoint(place, [" ".join(row["text"].split())]).found
    ]
    assert failed == []


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        # Spanish and Italian write the paragraph after a dot, the point with a
        # closing bracket only: "artículo 17.1 f)", "art. 17.1 f)".
        ("Según el artículo 17.1 f) del RGPD, procede.", "(1)(f)", "verified"),
        ("Según el artículo 17.1 z) del RGPD, procede.", "(1)(z)", "unsupported"),
        ("Ai sensi dell'art. 17.1 z) GDPR, si cancella.", "(1)(z)", "unsupported"),
        # French "article 17 § 1 f)", German "Art. 17 (1) f)": the same point.
        ("Selon l'article 17 § 1 f) du RGPD, on efface.", "§ 1 f)", "verified"),
        ("Selon l'article 17, § 1, z), du RGPD, on efface.", "§ 1, z)", "unsupported"),
        ("Gemäß Art. 17 (1) z) DSGVO wird gelöscht.", "(1) z)", "unsupported"),
    ],
)
def test_a_point_written_with_a_closing_bracket_only_is_checked(text, pinpoint, status):
    """A fabricated point in the continental style is flagged, not passed over."""
    evidence = [Chunk("g17", "GDPR", 17, ARTICLE_17)]
    (citation,) = verify(text, evidence).citations
    assert (citation.pinpoint, citation.status.value) == (pinpoint, status)
    assert citation.pinpoint_checked


def test_a_worded_pinpoint_leaves_the_closing_bracket_of_its_parenthesis():
    """'(Art. 17(3), second sentence)': the ')' closes the parenthesis, not a point.

    Taken for a letter's bracket ("letras a) y c)"), it went into the citation's
    span, and the law named after it was never looked for.
    """
    text = "Erasure has limits (Art. 17(3), second sentence)."
    evidence = [Chunk("g17", "GDPR", 17, ARTICLE_17)]
    (citation,) = verify(text, evidence).citations
    assert citation.raw == "Art. 17(3), second sentence"
    assert citation.pinpoint == "(3), second sentence"


def test_a_missing_sentence_is_explained_in_the_singular_where_there_is_one():
    text = "It is [GDPR, Article 17(2), second sentence]."
    evidence = [Chunk("g17", "GDPR", 17, ARTICLE_17)]
    (citation,) = verify(text, evidence).citations
    assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE
    assert "at most 1 sentence in paragraph 2;" in explain(citation)


def test_a_letter_and_bracket_with_no_paragraph_before_it_is_no_point():
    # "z)" alone names no place; a list's "a)" after a point is not read either.
    assert pinpoint_targets("z)") == []
    assert pinpoint_targets("(1) z)") == [Target("1", "z", None)]


@pytest.mark.parametrize(
    ("text", "articles", "status"),
    [
        # A paragraph listed without its word again is the pinpoint's, not an
        # article: "2" was read as § 2 BGB and failed the correct answer.
        ("Die Fristen ergeben sich aus § 622 Abs. 1 und 2 BGB.", ["622"], "verified"),
        ("Die Fristen ergeben sich aus § 622 Abs. 1 oder 2 BGB.", ["622"], "verified"),
        ("Gelöscht wird nach Art. 17 Abs. 1 und 3 DSGVO.", ["17"], "verified"),
        ("Effacement : art. 17 par. 1 et 2 RGPD.", ["17"], "verified"),
        ("Gelöscht wird nach Art. 17 Abs. 1 lit. a und b DSGVO.", ["17"], "verified"),
        # Each place listed is checked.
        (
            "Die Fristen ergeben sich aus § 622 Abs. 1 und 7 BGB.",
            ["622"],
            "unsupported",
        ),
        (
            "Gelöscht wird nach Art. 17 Abs. 1 lit. a und z DSGVO.",
            ["17"],
            "unsupported",
        ),
        # A plural pinpoint word lists places too, and each is checked.
        ("Erasure: Article 17 paragraphs 1 and 2 of the GDPR.", ["17"], "verified"),
        ("Erasure: Article 17 paragraphs 1 and 9 of the GDPR.", ["17"], "unsupported"),
        ("Gelöscht wird nach Art. 17 Absätze 1 und 9 DSGVO.", ["17"], "unsupported"),
        ("Supresión: art. 17, apartados 1 y 9, del RGPD.", ["17"], "unsupported"),
        ("Cancellazione: art. 17, commi 1 e 9, del GDPR.", ["17"], "unsupported"),
        # After a plural keyword a number above the article's is the next article.
        ("See Articles 15 para. 1 and 17 GDPR.", ["15", "17"], "verified"),
    ],
)
def test_a_paragraph_listed_without_its_word_is_part_of_the_pinpoint(
    text, articles, status
):
    evidence = [
        *EVIDENCE,
        Chunk("g15", "GDPR", 15, "1. The data subject shall have the right."),
    ]
    citations = verify(text, evidence).citations
    assert [c.article for c in citations] == articles
    assert {c.status.value for c in citations} == {status}


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        # "u." is German "und", as lawyers abbreviate it: "§ 626 Abs. 1 u. 2 BGB"
        # stopped at "Abs. 1", so a fabricated "u. 4" passed as verified.
        ("Fristlos nach § 622 Abs. 1 u. 2 BGB.", "Abs. 1 u. 2", "verified"),
        ("Fristlos nach § 622 Abs. 1 u. 7 BGB.", "Abs. 1 u. 7", "unsupported"),
        # The pinpoint word written again after the list word: "Abs. 1 und Abs.
        # 7" stopped at "Abs. 1" too.
        ("Nach § 622 Abs. 1 und Abs. 2 BGB.", "Abs. 1 und Abs. 2", "verified"),
        ("Nach § 622 Abs. 1 und Abs. 7 BGB.", "Abs. 1 und Abs. 7", "unsupported"),
        ("Nach § 622 Abs. 1 u. Abs. 7 BGB.", "Abs. 1 u. Abs. 7", "unsupported"),
        ("Nach § 622 Abs. 1 sowie Abs. 7 BGB.", "Abs. 1 sowie Abs. 7", "unsupported"),
        (
            "Erasure: Article 17 paragraph 1 and paragraph 9 of the GDPR.",
            "paragraph 1 and paragraph 9",
            "unsupported",
        ),
        # Another word is another kind of place, not read on: "Abs. 1 und Nr. 2".
        ("Nach § 622 Abs. 1 und Nr. 2 BGB.", "Abs. 1", "verified"),
    ],
)
def test_a_pinpoint_word_listed_again_is_part_of_the_pinpoint(text, pinpoint, status):
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.pinpoint, citation.status.value) == (pinpoint, status)
    assert citation.pinpoint_checked


def test_a_paragraph_of_another_article_is_not_listed_with_the_first():
    # "paragraph 2 of Article 17" is Article 17's, not a second paragraph of 622.
    text = "See § 622 paragraph 1 and paragraph 2 of Article 17 GDPR."
    first, second = verify(text, EVIDENCE).citations
    assert (first.article, first.pinpoint) == ("622", "paragraph 1")
    assert (second.article, second.pinpoint) == ("17", "paragraph 2")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "المادة 6 والفقرة 2 من المادة 7": Article 6, and paragraph 2 of Article 7.
        # The "of Article 7" after Article 6 was read as a name that is no law
        # ("Article 5 of the employment contract"), and Article 6 was no citation.
        (
            "الفقرة 1 من المادة 6 والفقرة 2 من المادة 7 من نظام العمل.",
            [("6", "الفقرة 1"), ("7", "والفقرة 2")],
        ),
        ("المادة 6 من المادة 7 من نظام العمل.", [("6", None), ("7", None)]),
        (
            "l'article 6 alinéa 2 de l'article 7 du Code civil.",
            [("6", None), ("7", "alinéa 2")],
        ),
        (
            "الفقرة 1 من المادة 6 الفقرة 2 من المادة 7 من نظام العمل.",
            [("6", "الفقرة 1"), ("7", "الفقرة 2")],
        ),
    ],
)
def test_a_provision_after_a_connector_is_the_next_citation_not_a_law(text, expected):
    """What "of Article 7" follows is cited too; a pinpoint before it is Article 7's."""
    citations = verify(text, EVIDENCE).citations
    assert [(c.article, c.pinpoint) for c in citations] == expected
    spans = [(c.start, c.end) for c in citations]
    assert all(end <= start for (_, end), (start, _) in zip(spans, spans[1:]))


def test_a_pinpoint_word_after_a_law_written_head_first_is_no_word_of_its_name():
    """ "نظام العمل الفقرة 2" is no name: the paragraph is the next article's.

    Read on over "ال" words, the name took the pinpoint, and Article 5's law was
    "نظام العمل الفقرة 2", a law no passage has.
    """
    text = "المادة 5 من نظام العمل الفقرة 2 من المادة 6 من نظام العمل."
    citations = verify(text, []).citations
    assert [(c.article, c.law_label, c.pinpoint) for c in citations] == [
        ("5", "نظام العمل", None),
        ("6", "نظام العمل", "الفقرة 2"),
    ]


ARTICLE_77_SA = (
    "يستحق الطرف المتضرر من إنهاء العقد تعويضاً على النحو الآتي:\n"
    "1- أجر خمسة عشر يوماً عن كل سنة من سنوات خدمة العامل.\n"
    "2- أجر المدة الباقية من العقد إذا كان العقد محدد المدة.\n"
    "3- يجب ألا يقل التعويض عن أجر العامل لمدة شهرين."
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        # Arabic-Indic digits: the article was read, the pinpoint after it not
        # (nor the law after that), so a fabricated paragraph passed as verified.
        ("وفقاً للمادة (٧٧) الفقرة (٢) من نظام العمل.", "verified"),
        ("وفقاً للمادة (٧٧) الفقرة (٥) من نظام العمل.", "unsupported"),
        ("وفقاً للمادة ٧٧ فقرة ٥ من نظام العمل.", "unsupported"),
        # The pinpoint word with the prefix "لـ" ("للفقرة", "للبند"): unread.
        ("يستحق التعويض وفقاً للفقرة (2) من المادة 77 من نظام العمل.", "verified"),
        ("يستحق التعويض وفقاً للفقرة (5) من المادة 77 من نظام العمل.", "unsupported"),
        ("يستحق التعويض وفقاً للبند 9 من المادة 77 من نظام العمل.", "unsupported"),
        # "البند" (item) of an article whose only numbering is "1-", "2-", ...:
        # those are its items; it went unchecked.
        ("يستحق التعويض بموجب البند 3 من المادة 77 من نظام العمل.", "verified"),
        ("يستحق التعويض بموجب البند 9 من المادة 77 من نظام العمل.", "unsupported"),
        # A pinpoint after the law and the Arabic comma.
        ("المادة 77 من نظام العمل، الفقرة 2.", "verified"),
        ("المادة 77 من نظام العمل، الفقرة 5.", "unsupported"),
    ],
)
def test_an_arabic_pinpoint_is_checked(text, status):
    evidence = [Chunk("sa77", "نظام العمل", 77, ARTICLE_77_SA)]
    (citation,) = verify(text, evidence).citations
    assert (citation.article, citation.law_label) == ("77", "نظام العمل")
    assert (citation.status.value, citation.pinpoint_checked) == (status, True)


def test_a_passage_numbered_in_arabic_indic_digits_shows_its_paragraphs():
    passage = ARTICLE_77_SA.replace("1-", "١-").replace("2-", "٢-").replace("3-", "٣-")
    evidence = [Chunk("sa77", "نظام العمل", 77, passage)]
    verified, failed = (
        verify(f"وفقاً للمادة 77 الفقرة {n} من نظام العمل.", evidence).citations[0]
        for n in ("٢", "5")
    )
    assert (verified.status, verified.pinpoint_checked) == _CHECKED
    assert (failed.status, failed.pinpoint_checked) == _FAILED


PARAGRAPH_626 = (
    "(1) Das Dienstverhältnis kann aus wichtigem Grund gekündigt werden.\n"
    "(2) Die Kündigung kann nur innerhalb von zwei Wochen erfolgen. Die Frist "
    "beginnt mit dem Zeitpunkt der Kenntnis, z. B. am 31. Dezember. Der Kündigende "
    "muss dem anderen Teil den Kündigungsgrund nach Abs. 1 Nr. 2 mitteilen."
)
SECTION_4_KSCHG = (
    "Will ein Arbeitnehmer geltend machen, dass eine Kündigung sozial "
    "ungerechtfertigt ist, so muss er innerhalb von drei Wochen Klage erheben. Im "
    "Falle des § 2 ist die Klage auf Feststellung zu erheben. Hat der Arbeitnehmer "
    "Einspruch beim Betriebsrat eingelegt (§ 3), so soll er der Klage die "
    "Stellungnahme beifügen."
)


@pytest.mark.parametrize(
    ("text", "status", "checked"),
    [
        # A sentence ("Satz", "S.") beyond the paragraph's was never checked:
        # "§ 626 Abs. 2 Satz 4 BGB" passed as verified.
        ("Nach § 626 Abs. 2 Satz 1 BGB gilt die Frist.", "verified", True),
        # "z. B." and "31. Dezember" may count as ends: never too few.
        ("Nach § 626 Abs. 2 S. 3 BGB ist der Grund mitzuteilen.", "verified", True),
        ("Nach § 626 Abs. 2 Satz 9 BGB gilt die Frist.", "unsupported", True),
        ("Nach § 626 Abs. 1 S. 2 BGB gilt die Frist.", "unsupported", True),
        # A section with no paragraphs counts its sentences as a whole.
        (
            "Die Klage ist binnen drei Wochen zu erheben (§ 4 S. 1 KSchG).",
            "verified",
            True,
        ),
        (
            "Die Klage ist binnen drei Wochen zu erheben (§ 4 S. 3 KSchG).",
            "verified",
            True,
        ),
        (
            "Die Klage ist binnen drei Wochen zu erheben (§ 4 S. 9 KSchG).",
            "unsupported",
            True,
        ),
        # No paragraph named in a section that has them: unknown, not checked.
        ("Nach § 626 S. 9 BGB gilt die Frist.", "verified", False),
        # A subparagraph ("UAbs.") is not a sentence the passage counts.
        ("Nach § 626 Abs. 2 UAbs. 9 BGB gilt die Frist.", "verified", True),
    ],
)
def test_a_sentence_beyond_the_paragraphs_is_flagged(text, status, checked):
    evidence = [
        Chunk("b626", "BGB", 626, PARAGRAPH_626),
        Chunk("k4", "KSchG", 4, SECTION_4_KSCHG),
    ]
    (citation,) = verify(text, evidence).citations
    assert (citation.status.value, citation.pinpoint_checked) == (status, checked)


def test_a_chunk_opening_inside_a_paragraph_leaves_its_sentences_unchecked():
    # The sentence before "(3)" is the tail of a paragraph another chunk opens,
    # maybe of (3) itself in another order: no sentence count is sure, so "Satz
    # 4" is not flagged (paragraph 3 itself is there, and checked).
    tail = "Die Frist beginnt mit der Kenntnis.\n(3) Weiteres regelt der Vertrag."
    evidence = [Chunk("b626", "BGB", 626, tail)]
    (citation,) = verify("Nach § 626 Abs. 3 Satz 4 BGB gilt das.", evidence).citations
    assert citation.status == CitationStatus.VERIFIED


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        # A worded pinpoint in brackets stopped the reading at the bracket: the
        # fabricated paragraph or point passed as verified, and the law after it
        # was lost to a back-reference.
        ("Erasure: Article 17 (paragraph 2) of the GDPR.", "(paragraph 2)", "verified"),
        (
            "Erasure: Article 17 (paragraph 9) of the GDPR.",
            "(paragraph 9)",
            "unsupported",
        ),
        ("Erasure: Article 17(1) (point (f)) GDPR.", "(1) (point (f))", "verified"),
        ("Erasure: Article 17(1) (point (z)) GDPR.", "(1) (point (z))", "unsupported"),
        ("Nach § 622 (Abs. 7) BGB gilt das.", "(Abs. 7)", "unsupported"),
        ("Nach § 622 BGB (Abs. 7) gilt das.", "(Abs. 7)", "unsupported"),
        ("Erasure: Article 17 GDPR (paragraph 9).", "(paragraph 9)", "unsupported"),
        # A remark in brackets is none: it does not close after the pinpoint
        # (its "point (a)" is read on its own, as the article's point).
        ("Erasure: Article 17 GDPR (point (a) applies here).", None, "verified"),
    ],
)
def test_a_worded_pinpoint_in_brackets_is_checked(text, pinpoint, status):
    citation = verify(text, EVIDENCE).citations[0]
    assert (citation.pinpoint, citation.status.value) == (pinpoint, status)
    assert citation.law_label in ("GDPR", "BGB")


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        # "§ 622 II 1 Nr. 3 BGB": Absatz II, Satz 1, Nummer 3. The bare "1" after
        # the numeral stopped the reading: the law was lost and "Nr. 9" unread.
        ("Die Frist folgt aus § 622 II 1 Nr. 3 BGB.", "II 1 Nr. 3", "verified"),
        ("Die Frist folgt aus § 622 II 1 Nr. 9 BGB.", "II 1 Nr. 9", "unsupported"),
        # The number is the Absatz's Satz, counted as "S. 9" is.
        ("Die Frist folgt aus § 626 II 3 BGB.", "II 3", "verified"),
        ("Die Frist folgt aus § 626 II 9 BGB.", "II 9", "unsupported"),
        # "I" is Absatz I, not the Polish "i" (and): "Art. 6 I 1 lit. f DSGVO"
        # was read as Articles 6 and 1, and Article 1 flagged.
        ("Zulässig nach Art. 17 I 1 lit. f DSGVO.", "I 1 lit. f", "verified"),
        ("Zulässig nach Art. 17 I 1 lit. z DSGVO.", "I 1 lit. z", "unsupported"),
    ],
)
def test_a_sentence_after_a_roman_absatz_is_read(text, pinpoint, status):
    evidence = [*EVIDENCE, Chunk("b626", "BGB", 626, PARAGRAPH_626)]
    (citation,) = verify(text, evidence).citations
    assert (citation.pinpoint, citation.status.value) == (pinpoint, status)
    assert citation.pinpoint_checked


def test_the_polish_i_still_lists_articles():
    evidence = [*EVIDENCE, Chunk("g15", "GDPR", 15, "1. The data subject.")]
    citations = verify("Zgodnie z art. 15 i 17 RODO.", evidence).citations
    assert [c.article for c in citations] == ["15", "17"]


def test_inline_french_items_are_the_passage_structure():
    """A French article flattened to one line ("a droit : 1° ...; 2° ...; 3° ...")
    still shows its items: "5°" is not among them, and "3°" is."""
    passage = (
        "Le salarié a droit : 1° S'il justifie d'une ancienneté inférieure à six "
        "mois, à un préavis ; 2° Entre six mois et deux ans, à un mois ; 3° Au-delà "
        "de deux ans, à deux mois."
    )
    evidence = [Chunk("ct", "Code du travail", "L1234-1", passage)]
    verified, failed = (
        verify(
            f"Préavis (art. L. 1234-1, {item} du Code du travail).", evidence
        ).citations[0]
        for item in ("3°", "5°")
    )
    assert (verified.status, verified.pinpoint_checked) == _CHECKED
    assert (failed.status, failed.pinpoint_checked) == _FAILED


def test_french_items_are_described_as_the_code_writes_them():
    """The reviewer reads "items 1°-3°", as the article numbers them, not "points"."""
    (citation,) = verify(
        "Préavis (art. L. 1234-1, 5° du Code du travail).", ITEMS_EVIDENCE
    ).citations
    assert citation.detail == "items 1°-3°"
    assert "has items 1°-3°; 5° is not among them" in explain(citation)


def test_a_passage_longer_than_any_article_shows_no_structure():
    """A passage of more lines than any article has (a whole code pasted as one
    chunk) is not read line by line: its pinpoints are recorded unchecked, never
    guessed, and the read stays fast."""
    passage = "(1) A.\n" + "(2) B.\n" * 6_000
    evidence = [Chunk("g5", "GDPR", 5, passage)]
    (citation,) = verify("Article 5(3) GDPR applies.", evidence).citations
    assert (citation.status, citation.pinpoint_checked) == (
        CitationStatus.VERIFIED,
        False,
    )


PESANGON = (
    "(1) Dalam hal terjadi pemutusan hubungan kerja, pengusaha diwajibkan membayar "
    "uang pesangon.\n(2) Perhitungan uang pesangon paling sedikit sebagai berikut:\n"
    "a. masa kerja kurang dari 1 tahun, 1 bulan upah;\n"
    "b. masa kerja 1 tahun atau lebih, 2 bulan upah."
)
OPZEGGING = (
    "1. De werkgever kan de arbeidsovereenkomst opzeggen.\n"
    "2. Opzegging is mogelijk indien er sprake is van:\n"
    "a. het vervallen van arbeidsplaatsen;\nb. frequent verzuim;\nc. disfunctioneren."
)
DOTTED_EVIDENCE = [
    Chunk("id156", "UU Ketenagakerjaan", 156, PESANGON),
    Chunk("nl669", "BW", "7:669", OPZEGGING),
    # "z. B." opening a line is German for "for example", not point z.
    Chunk("x1", "Testgesetz", 1, "(1) Es gilt Folgendes.\nz. B. die Kündigung."),
]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Pasal 156 ayat (2) huruf a UU Ketenagakerjaan.", CitationStatus.VERIFIED),
        ("Pasal 156 ayat (2) huruf b UU Ketenagakerjaan.", CitationStatus.VERIFIED),
        ("Pasal 156 ayat (2) huruf z UU Ketenagakerjaan.", CitationStatus.UNSUPPORTED),
        ("Zie artikel 7:669 lid 2 onder c BW.", CitationStatus.VERIFIED),
        ("Zie artikel 7:669 lid 2 onder h BW.", CitationStatus.UNSUPPORTED),
        ("Siehe § 1 Abs. 1 lit. b Testgesetz.", CitationStatus.VERIFIED),
    ],
)
def test_a_point_lettered_with_a_full_stop_is_checked(text, status):
    """Indonesian and Dutch statutes letter their points "a.", "b.": a run from a."""
    [citation] = verify(text, DOTTED_EVIDENCE).citations
    assert citation.status is status
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


# A Japanese article: its first paragraph (項) unnumbered, the second "2 ", the
# third "３　" (full-width, as e-Gov writes it), and two items (号) "一 ", "二 ".
JAPANESE_27 = (
    "個人情報取扱事業者は、次に掲げる場合を除くほか、個人データを第三者に"
    "提供してはならない。\n一 法令に基づく場合\n"
    "二 人の生命の保護のために必要がある場合\n"
    "2 個人情報取扱事業者は、提供を停止することとしている場合。\n"
    "３　前項の規定による個人データの提供。"
)
JAPANESE_EVIDENCE = [Chunk("j27", "個人情報保護法", 27, JAPANESE_27)]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("個人情報保護法第27条第1項第2号による。", CitationStatus.VERIFIED),
        ("個人情報保護法第27条第3項による。", CitationStatus.VERIFIED),
        ("個人情報保護法第27条第5項による。", CitationStatus.UNSUPPORTED),
        ("個人情報保護法第27条第1項第7号による。", CitationStatus.UNSUPPORTED),
    ],
)
def test_a_japanese_article_shows_its_paragraphs_and_items(text, status):
    """Paragraphs "2 ", "３　" after an unnumbered first one, items "一 ": checked."""
    [citation] = verify(text, JAPANESE_EVIDENCE).citations
    assert citation.status is status
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


def test_a_japanese_chunk_opening_inside_its_article_keeps_its_numbers():
    """A chunk opening at "3 " numbers from 3, and holds no paragraph 1 to fail."""
    chunk = "3 前項の規定による提供。\n4 次に掲げる場合。\n一 法令に基づく場合"
    structure = structure_of([chunk])
    assert list(structure.paragraphs) == ["3", "4"]
    assert structure.paragraphs["4"] == ["1"]


AUSTRIAN_EVIDENCE = [
    Chunk("g6", "GDPR", 6, "1. Processing is lawful if:\n(a) consent;\n(f) interests."),
    Chunk("a6", "EU AI Act", 6, "1. An AI system shall be high-risk."),
    Chunk("b622", "BGB", 622, PARAGRAPH_622),
]


@pytest.mark.parametrize(
    ("text", "label", "status"),
    [
        ("Gemäß Art 6 Abs 1 lit f DSGVO ist das zulässig.", "GDPR", "verified"),
        ("Gemäß Art 6 Abs 1 lit k DSGVO ist das zulässig.", "GDPR", "unsupported"),
        ("Gemäß Art 6 Abs 4 DSGVO ist das zulässig.", "GDPR", "unsupported"),
        ("Nach § 622 Abs 1 BGB gilt das.", "BGB", "verified"),
        ("Nach § 622 Abs 9 BGB gilt das.", "BGB", "unsupported"),
    ],
)
def test_an_austrian_pinpoint_without_full_stops_is_read(text, label, status):
    """Austrian style drops the abbreviations' full stops ("Art 6 Abs 1 lit f DSGVO").

    Unread, "Abs 1 lit f" cut the citation from its law: "Art 6" alone went to
    whichever law had an Article 6, and a fabricated "lit k" was never checked.
    """
    [citation] = verify(text, AUSTRIAN_EVIDENCE).citations
    assert (citation.law_label, citation.status.value) == (label, status)
    if status == "unsupported":
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        (
            "En vertu du point f) du paragraphe 1 de l'article 17 du RGPD, x.",
            "paragraphe 1 point f)",
            CitationStatus.VERIFIED,
        ),
        (
            "En vertu du point z) du paragraphe 1 de l'article 17 du RGPD, x.",
            "paragraphe 1 point z)",
            CitationStatus.UNSUPPORTED,
        ),
        (
            "Ai sensi della lettera z) del paragrafo 1 dell'articolo 17 del GDPR, x.",
            "paragrafo 1 lettera z)",
            CitationStatus.UNSUPPORTED,
        ),
        (
            "Selon le paragraphe 9 de l’article 17 du RGPD, x.",
            "paragraphe 9",
            CitationStatus.UNSUPPORTED,
        ),
    ],
)
def test_a_pinpoint_before_an_elided_keyword_is_read(text, pinpoint, status):
    """The pinpoint of "du paragraphe 1 de l'article 6" ends before "l'".

    Searched up to the keyword, it was not read: a fabricated point passed.
    """
    [citation] = verify(text, EVIDENCE).citations
    assert (citation.pinpoint, citation.status) == (pinpoint, status)


BRAZILIAN_ARTICLE = Chunk(
    "clt477",
    "CLT",
    477,
    "Art. 477. Na extinção do contrato de trabalho, o empregador deverá anotar.\n"
    "§ 6º A entrega ao empregado de documentos deverá ser efetuada até dez dias.\n"
    "§ 8º A inobservância do disposto no § 6º sujeitará o infrator à multa.",
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("O prazo é de dez dias (art. 477, § 6º, da CLT).", "verified"),
        ("O prazo é de dez dias, conforme o art. 477 § 6º da CLT.", "verified"),
        ("O prazo é de dez dias (art. 477, § 7º, da CLT).", "unsupported"),
    ],
)
def test_a_brazilian_paragraph_with_its_ordinal_sign_is_checked(text, status):
    """ "§ 6º" after an article is its paragraph, numbered as Brazilian codes do.

    With its sign unread, "art. 7º, § 3º" was read as two articles, 7 and 3, and
    a correct answer failed on the "article 3" the evidence did not hold.
    """
    (citation,) = verify(text, [BRAZILIAN_ARTICLE]).citations
    assert (citation.article, citation.status.value) == ("477", status)
    assert citation.pinpoint_checked
    if status == "unsupported":
        assert explain(citation) == (
            "Article 477 as given to the model has paragraphs 6, 8; § 7º is not "
            "among them."
        )


def test_an_article_with_an_ordinal_sign_keeps_its_brazilian_paragraph():
    article_7 = Chunk("lgpd7", "LGPD", 7, "Art. 7º O tratamento.\n§ 3º O tratamento.")
    text = "O art. 7º, § 3º, da LGPD trata de dados públicos."
    (citation,) = verify(text, [article_7]).citations
    assert (citation.article, citation.pinpoint, citation.status.value) == (
        "7",
        "§ 3º",
        "verified",
    )


LGPD_ARTICLE_7 = Chunk(
    "lgpd7",
    "LGPD",
    7,
    "Art. 7º O tratamento de dados pessoais somente poderá ser realizado nas "
    "seguintes hipóteses:\n"
    "I - mediante o fornecimento de consentimento pelo titular;\n"
    "II - para o cumprimento de obrigação legal ou regulatória pelo controlador;\n"
    "IX – quando necessário para atender aos interesses legítimos do controlador;\n"
    "X - para a proteção do crédito.\n"
    "§ 3º O tratamento de dados pessoais cujo acesso é público.",
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("O legítimo interesse basta (art. 7º, inciso IX, da LGPD).", "verified"),
        ("Conforme o inciso IX do art. 7º da LGPD, o controlador pode.", "verified"),
        ("O legítimo interesse basta (art. 7º, inciso XV, da LGPD).", "unsupported"),
        ("Conforme o inciso XV do art. 7º da LGPD, o controlador pode.", "unsupported"),
    ],
)
def test_a_brazilian_inciso_is_checked_against_the_articles_roman_lines(text, status):
    """Brazilian articles number their items "I -", "II -"; an inciso is one."""
    (citation,) = verify(text, [LGPD_ARTICLE_7]).citations
    assert (citation.status.value, citation.pinpoint_checked) == (status, True)
    if status == "unsupported":
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE
        assert explain(citation) == (
            "Article 7 as given to the model has paragraph 3 and, in its caput, "
            "incisos I, II, IX, X; inciso XV is not among them."
        )


@pytest.mark.parametrize(
    ("text", "status", "checked"),
    [
        ("Há obrigação legal (art. 7º, II, da LGPD).", "verified", True),
        ("O legítimo interesse basta (art. 7º, IX, da LGPD).", "verified", True),
        ("O legítimo interesse basta (art. 7º, XV, da LGPD).", "unsupported", True),
        ("O crédito é protegido (LGPD, art. 7º, XX).", "unsupported", True),
    ],
)
def test_a_bare_brazilian_inciso_is_checked_as_an_inciso(text, status, checked):
    """ "art. 7º, IX, da LGPD" (its Roman number alone, between commas) is
    inciso IX: it was no pinpoint at all, so a fabricated "XV" passed."""
    (citation,) = verify(text, [LGPD_ARTICLE_7]).citations
    assert (citation.status.value, citation.pinpoint_checked) == (status, checked)


def test_a_bare_inciso_against_a_chunk_showing_none_is_not_checked():
    """The chunk shows "§ 3º" but no incisos: "II" may be either, never flagged;
    "§ 622 II BGB" stays Absatz II against "(1)", "(2)"."""
    chunk = Chunk("lgpd7", "LGPD", 7, "Art. 7º O tratamento.\n§ 3º O tratamento.")
    (citation,) = verify("Ver o art. 7º, II, da LGPD.", [chunk]).citations
    assert (citation.status, citation.pinpoint_checked) == (
        CitationStatus.VERIFIED,
        False,
    )
    bgb = Chunk("bgb622", "BGB", 622, "(1) Das.\n(2) Für.")
    (absatz,) = verify("Nach § 622 III BGB gilt das.", [bgb]).citations
    assert absatz.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


def test_an_alinea_under_an_inciso_is_not_checked_against_the_articles_points():
    """The passage lists no alínea under its inciso: unchecked, never flagged."""
    text = "Ver o art. 7º, inciso IX, alínea b, da LGPD."
    (citation,) = verify(text, [LGPD_ARTICLE_7]).citations
    assert citation.status is CitationStatus.VERIFIED


# CLT art. 477 (abridged): its caput and its only paragraph, "Parágrafo único".
CLT_ARTICLE_477 = Chunk(
    "clt477",
    "CLT",
    477,
    "Art. 477. Na extinção do contrato de trabalho, o empregador deverá proceder à "
    "anotação na Carteira de Trabalho.\n"
    "Parágrafo único. O pagamento a que fizer jus o empregado será efetuado em "
    "dinheiro, depósito bancário ou cheque visado.",
)


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        (
            "Segundo o art. 477, parágrafo único, da CLT, paga-se em dinheiro.",
            "parágrafo único",
            "verified",
        ),
        ("O pagamento é em dinheiro (CLT, art. 477, § único).", "§ único", "verified"),
        (
            "Conforme o parágrafo único do art. 477 da CLT, paga-se em dinheiro.",
            "parágrafo único",
            "verified",
        ),
        (
            "Conforme o art. 7º, parágrafo único, da LGPD, dados públicos são livres.",
            "parágrafo único",
            "unsupported",
        ),
        (
            "Segundo o art. 477, § 1º, da CLT, o prazo é de dez dias.",
            "§ 1º",
            "unsupported",
        ),
    ],
)
def test_a_brazilian_articles_sole_paragraph_is_a_pinpoint(text, pinpoint, status):
    """ "parágrafo único" (the only paragraph) was no pinpoint: a fabricated one
    passed; and an article whose paragraph is único has no § 1º."""
    (citation,) = verify(text, [CLT_ARTICLE_477, LGPD_ARTICLE_7]).citations
    assert (citation.pinpoint, citation.status.value) == (pinpoint, status)
    assert citation.pinpoint_checked


def test_a_missing_sole_paragraph_is_explained_with_the_articles_paragraphs():
    text = "Conforme o art. 477, § 2º, da CLT, o pagamento é imediato."
    (citation,) = verify(text, [CLT_ARTICLE_477]).citations
    assert explain(citation) == (
        "Article 477 as given to the model has a sole paragraph (parágrafo "
        "único); § 2º is not among them."
    )


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        ("A dispensa está no § 3º do art. 7º da LGPD.", "§ 3º", "verified"),
        ("A dispensa está no § 9º do art. 7º da LGPD.", "§ 9º", "unsupported"),
        ("Há exceção (§ 9º do art. 7º da LGPD).", "§ 9º", "unsupported"),
        (
            "O interesse legítimo basta (inciso XV do art. 7º da LGPD).",
            "inciso XV",
            "unsupported",
        ),
    ],
)
def test_a_brazilian_paragraph_written_before_its_article_is_checked(
    text, pinpoint, status
):
    """ "§ 9º do art. 7º", "(inciso XV do art. 7º": the pinpoint before the
    article, in brackets or not; unread, a fabricated paragraph passed."""
    (citation,) = verify(text, [LGPD_ARTICLE_7]).citations
    assert (citation.pinpoint, citation.status.value) == (pinpoint, status)
    if status == "unsupported":
        assert explain(citation).startswith("Article 7 as given to the model")


# The AI Act numbers its definitions "(1)" alone on a line, the definition below it.
AI_ACT_DEFINITIONS = (
    "For the purposes of this Regulation, the following definitions apply:\n"
    "(1)\n‘AI system’ means a machine-based system;\n"
    "(2)\n‘risk’ means the combination of the probability of harm;\n"
    "(3)\n‘provider’ means a natural or legal person;\n"
    "(4)\n‘deployer’ means a natural or legal person using an AI system;"
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("'Deployer' is defined in Article 3(4) AI Act.", CitationStatus.VERIFIED),
        ("'Provider' is point (3) of Article 3 AI Act.", CitationStatus.VERIFIED),
        ("'Importer' is defined in Article 3(99) AI Act.", CitationStatus.UNSUPPORTED),
    ],
)
def test_a_number_alone_on_its_line_opens_a_paragraph(text, status):
    """A passage numbering its parts "(1)" on a line of their own shows them: a
    fabricated "Article 3(99)" passed unchecked against the AI Act's definitions."""
    evidence = [Chunk("ai3", "EU AI Act", 3, AI_ACT_DEFINITIONS)]
    (citation,) = verify(text, evidence).citations
    assert citation.pinpoint_checked
    assert citation.status is status
    if status is CitationStatus.UNSUPPORTED:
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        ("GDPR Article 17, Section 3 lists the exceptions.", "Section 3", True),
        (
            "Article 17 Section 3(b) GDPR covers legal obligations.",
            "Section 3(b)",
            True,
        ),
        ("Under GDPR article 17 section 1 (a), you may ask.", "section 1(a)", True),
        ("GDPR Article 6, Section 9 lists nothing.", "Section 9", False),
        ("Under Art. 17 Sec. 3 GDPR, erasure has exceptions.", "Sec. 3", True),
    ],
)
def test_a_section_written_after_an_article_is_its_pinpoint(text, pinpoint, status):
    """ "Article 17, Section 3" (how some assistants write a paragraph) is one
    citation of Article 17 whose pinpoint is checked: read as a second provision,
    "Section 9" was verified as Article 9 and "Section 3" flagged as Article 3."""
    evidence = [
        Chunk("g17", "GDPR", 17, ARTICLE_17),
        Chunk("g6", "GDPR", 6, "1. Processing shall be lawful only if:\n(a) consent;"),
        Chunk("g9", "GDPR", 9, "1. Special categories."),
        Chunk("g3", "GDPR", 3, "1. This Regulation applies."),
    ]
    (citation,) = verify(text, evidence).citations
    assert citation.pinpoint == pinpoint
    assert citation.pinpoint_checked
    assert (citation.status is CitationStatus.VERIFIED) is status


@pytest.mark.parametrize(
    ("text", "pinpoint", "status"),
    [
        ("§ 622 Abs. 2 Nr. 1–3 BGB staffelt die Fristen.", "Abs. 2 Nr. 1–3", True),
        ("§ 622 Abs. 2 Nr. 1–9 BGB staffelt die Fristen.", "Abs. 2 Nr. 1–9", False),
        ("Art. 17 Abs. 1 lit. a-f DSGVO nennt die Gründe.", "Abs. 1 lit. a-f", True),
        ("Art. 17 Abs. 1 lit. a-z DSGVO nennt die Gründe.", "Abs. 1 lit. a-z", False),
        ("Art. 17 Abs. 1–3 DSGVO regelt die Löschung.", "Abs. 1–3", True),
        ("Art. 17 Abs. 1–7 DSGVO regelt die Löschung.", "Abs. 1–7", False),
    ],
)
def test_a_worded_pinpoint_range_written_with_a_dash_is_checked(text, pinpoint, status):
    """ "Abs. 1–7", "lit. a-z", "Nr. 1–9": a range of a worded part written with a
    dash, as "bis" writes it; cut at the dash, the law was lost (read back from the
    text before) and a fabricated end of the range passed as verified."""
    evidence = [
        Chunk("b622", "BGB", 622, PARAGRAPH_622),
        Chunk("g17", "GDPR", 17, ARTICLE_17),
    ]
    (citation,) = verify(text, evidence).citations
    assert citation.pinpoint == pinpoint
    assert citation.form is not CitationForm.BACK_REFERENCE
    assert citation.pinpoint_checked
    assert (citation.status is CitationStatus.VERIFIED) is status


GDPR_ARTICLE_9 = Chunk(
    "g9",
    "GDPR",
    9,
    "1. Processing of special categories shall be prohibited.\n"
    "2. Paragraph 1 shall not apply if one of the following applies:\n"
    "(a) explicit consent;\n(b) employment;\n(c) vital interests;",
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Según el artículo 9, apartado 2, letras a) y b), del RGPD.", "verified"),
        ("Según el artículo 9, apartado 2, letras a) y z), del RGPD.", "unsupported"),
        (
            "Según el artículo 9, apartado 2, letras a), b) y z), del RGPD.",
            "unsupported",
        ),
        (
            "Ai sensi dell'articolo 9, paragrafo 2, lettere a) e b), del GDPR.",
            "verified",
        ),
        (
            "Ai sensi dell'articolo 9, paragrafo 2, lettere a) e z), del GDPR.",
            "unsupported",
        ),
        ("Conforme o artigo 9.º, n.º 2, alíneas a) e c), do RGPD.", "verified"),
        ("Conforme o artigo 9.º, n.º 2, alíneas a) e z), do RGPD.", "unsupported"),
    ],
)
def test_a_list_of_letters_each_closed_by_its_bracket_is_checked(text, status):
    """ "letras a) y z)": the list stopped at the plural word, and its law after the
    comma was lost with it; a fabricated point passed unchecked."""
    (citation,) = verify(text, [GDPR_ARTICLE_9]).citations
    assert (citation.law_label, citation.status.value) == ("GDPR", status)
    assert citation.pinpoint_checked
    assert citation.raw.endswith(("RGPD", "GDPR"))


FINES = Chunk(
    "g83",
    "GDPR",
    83,
    "1. Each supervisory authority shall ensure.\n4. Fines up to 10 000 000 EUR.\n"
    "5. Fines up to 20 000 000 EUR.\n6. Non-compliance with an order.",
)


@pytest.mark.parametrize(
    ("text", "pinpoint"),
    [
        ("Bußgelder: Art. 83 Abs. 5 – 20 Mio. EUR drohen.", "Abs. 5"),
        ("Bußgelder: Art. 83 Abs. 4 – 10 Mio. EUR oder 2 %.", "Abs. 4"),
        ("Fines: Art. 83 para. 5 – 20 million EUR.", "para. 5"),
        # A range is still one.
        ("Art. 83 Abs. 4 – 6 DSGVO regelt Bußgelder.", "Abs. 4 – 6"),
    ],
)
def test_an_amount_after_a_pinpoint_is_no_end_of_its_range(text, pinpoint):
    """ "Abs. 5 – 20 Mio. EUR" was read as paragraphs 5 to 20, and flagged."""
    (citation,) = verify(text, [FINES]).citations
    assert (citation.pinpoint, citation.status) == (pinpoint, CitationStatus.VERIFIED)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("The notice is three months (§ 622(2) no. 3 BGB).", CitationStatus.VERIFIED),
        (
            "The notice is three months (§ 622(2) sentence 1 no. 3 BGB).",
            CitationStatus.VERIFIED,
        ),
        (
            "The notice is eight months (§ 622(2) No. 9 BGB).",
            CitationStatus.UNSUPPORTED,
        ),
        (
            "The notice is eight months under section 622(2) no. 9 of the BGB.",
            CitationStatus.UNSUPPORTED,
        ),
    ],
)
def test_an_english_number_word_names_an_item_of_the_paragraph(text, status):
    """English answers on German law write the Nummer "no. 3": the pinpoint ended
    before it, and a fabricated item passed with its paragraph claimed checked."""
    (citation,) = verify(text, [Chunk("b622", "BGB", "622", PARAGRAPH_622)]).citations
    assert (citation.status, citation.pinpoint_checked) == (status, True)
    assert citation.pinpoint.casefold().split(" no. ")[-1] in {"3", "9"}


@pytest.mark.parametrize(
    ("text", "status"),
    [
        # The EU's own order, the point first: "point (f) of Article 17(3)" is
        # point (f) of paragraph 3, which has points (a) and (b) only. It was
        # looked for in any paragraph, and paragraph 1's (f) passed it.
        ("Point (f) of Article 17(1) GDPR covers children.", "verified"),
        ("Point (f) of Article 17(3) GDPR covers children.", "unsupported"),
        ("Point (b) of paragraph 3 of Article 17 GDPR applies.", "verified"),
        ("Point (c) of paragraph 3 of Article 17 GDPR applies.", "unsupported"),
        # The paragraph first, its point after a comma.
        ("Paragraph 3, point (b), of Article 17 GDPR applies.", "verified"),
        ("Paragraph 3, point (c), of Article 17 GDPR applies.", "unsupported"),
        # A list or range of points or paragraphs before the article: each checked.
        ("Points (a) and (b) of Article 17(3) GDPR apply.", "verified"),
        ("Points (a) and (f) of Article 17(3) GDPR apply.", "unsupported"),
        ("Points (a)-(f) of Article 17(1) GDPR apply.", "verified"),
        ("Points (a) to (c) of Article 17(3) GDPR apply.", "unsupported"),
        ("Paragraphs 1 and 2 of Article 17 GDPR apply.", "verified"),
        ("Paragraphs 2 and 4 of Article 17 GDPR apply.", "unsupported"),
    ],
)
def test_a_pinpoint_written_before_the_article_is_checked_where_it_points(text, status):
    evidence = [Chunk("g17", "GDPR", 17, ARTICLE_17)]
    (citation,) = verify(text, evidence).citations
    assert citation.status.value == status
    assert citation.pinpoint_checked
    assert text.startswith(citation.raw)


@pytest.mark.parametrize(
    ("answer", "pinpoints", "statuses"),
    [
        (
            "Article 17(3) GDPR lists exceptions: freedom of expression (point (a)) "
            "and compliance (point (c)).",
            ["(3)", "(3) point (a)", "(3) point (c)"],
            ["verified", "verified", "unsupported"],
        ),
        (
            "Article 17(1) GDPR applies where, among others, points (a) to (f) hold.",
            ["(1)", "(1) points (a) to (f)"],
            ["verified", "verified"],
        ),
        (
            "Article 17(1) GDPR applies where points (b) and (g) hold.",
            ["(1)", "(1) points (b) and (g)"],
            ["verified", "unsupported"],
        ),
    ],
)
def test_a_point_alone_after_an_article_is_that_articles(answer, pinpoints, statuses):
    """ "Article 17(3) ... (point (c))": in the article's sentence, a lettered
    point alone is its paragraph's. Unread, a point the passage does not have
    passed as no citation at all."""
    evidence = [Chunk("g17", "GDPR", 17, ARTICLE_17)]
    citations = verify(answer, evidence).citations
    assert [c.pinpoint for c in citations] == pinpoints
    assert [c.status.value for c in citations] == statuses
    assert citations[-1].form is CitationForm.BACK_REFERENCE


@pytest.mark.parametrize(
    "answer",
    [
        # The answer's own list, another provision in between, another sentence.
        "Article 17(3) GDPR applies (see point (g) above).",
        "Article 17(3) GDPR and clause 5 of the contract, point (g), apply.",
        "Article 17(3) GDPR applies. Point (g) of our checklist is next.",
        # The provision it belongs to follows: prose reads it there.
        "Article 17(3) GDPR applies, and point (g) of the policy says so.",
    ],
)
def test_a_point_belonging_elsewhere_is_not_the_articles(answer):
    evidence = [Chunk("g17", "GDPR", 17, ARTICLE_17)]
    (citation,) = verify(answer, evidence).citations
    assert (citation.raw, citation.status.value) == ("Article 17(3) GDPR", "verified")


# Real text (§ 621 BGB, shortened): a § of one Absatz, whose sentence lists items
# "1.", "2." after a comma. Every GDPR paragraph "1." opens the passage or follows
# a sentence's end, and Article 4's definitions "1." follow a colon.
SECTION_621 = (
    "Bei einem Dienstverhältnis, das kein Arbeitsverhältnis im Sinne des § 622 ist, "
    "ist die Kündigung zulässig,\n"
    "1. wenn die Vergütung nach Tagen bemessen ist, an jedem Tag;\n"
    "2. wenn die Vergütung nach Wochen bemessen ist, am ersten Werktag einer Woche;\n"
    "3. wenn die Vergütung nach Monaten bemessen ist, spätestens am 15. eines Monats."
)
DEFINITIONS_4 = (
    "For the purposes of this Regulation:\n"
    "1. ‘personal data’ means any information relating to a natural person;\n"
    "2. ‘processing’ means any operation performed on personal data;"
)
CLAUSE_ITEMS_EVIDENCE = [
    Chunk("b621", "BGB", 621, SECTION_621),
    Chunk("g4", "GDPR", 4, DEFINITIONS_4),
]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Die Frist folgt aus § 621 Abs. 2 BGB.", _FAILED),
        ("Die Frist folgt aus § 621(3) BGB.", _FAILED),
        ("Die Frist folgt aus § 621 Nr. 3 BGB.", _CHECKED),
        ("Die Frist folgt aus § 621 Nr. 4 BGB.", _FAILED),
        ("Under Article 4(2) GDPR, processing is any operation.", _CHECKED),
        ("Under Article 4(3) GDPR, processing is any operation.", _FAILED),
    ],
)
def test_items_a_clause_introduces_are_no_paragraphs(text, status):
    """Items "1." after a comma are the sentence's, not paragraphs: read as
    Absätze, "§ 621 Abs. 2 BGB" of a § of one Absatz passed (corpus sweep: § 621
    BGB, § 11 KSchG); after a colon they still number paragraphs."""
    (citation,) = verify(text, CLAUSE_ITEMS_EVIDENCE).citations
    assert (citation.status, citation.pinpoint_checked) == status


# Real text (Article 3 AI Act, shortened): definitions "(1)" alone on their line,
# one of them with lettered points; cited "Art. 3 Nr. 2 KI-VO" in German.
DEFINITIONS_3 = (
    "For the purposes of this Regulation, the following definitions apply:\n"
    "(1)\n‘AI system’ means a machine-based system;\n"
    "(2)\n‘law enforcement authority’ means:\n"
    "(a)\nany public authority competent for the prevention of criminal offences; or\n"
    "(b)\nany other body entrusted by Member State law;\n"
    "(3)\n‘risk’ means the combination of the probability of harm and its severity;"
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Nach Art. 3 Nr. 3 KI-VO ist das Risiko die Kombination.", _CHECKED),
        ("Nach Art. 3 Nr. 4 KI-VO ist das Risiko die Kombination.", _FAILED),
    ],
)
def test_an_item_named_without_its_paragraph_is_checked_beside_lettered_points(
    text, status
):
    """A numbered item with no paragraph names the article's one numbering run
    even where some of its places list lettered points: "Art. 3 Nr. 69 KI-VO" of
    the AI Act's 68 definitions passed unchecked (corpus sweep)."""
    evidence = [Chunk("ai3", "EU AI Act", 3, DEFINITIONS_3)]
    (citation,) = verify(text, evidence).citations
    assert (citation.status, citation.pinpoint_checked) == status


# A later definition with points (a) to (c), as Article 3(49) AI Act has.
DEFINITIONS_3_LONG = (
    DEFINITIONS_3 + "\n(4)\n‘serious incident’ means an incident that leads to:\n"
    "(a)\nthe death of a person;\n(b)\na serious disruption;\n(c)\nserious harm."
)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Nach Art. 3 Nr. 2 lit. b KI-VO ist die Behörde zuständig.", _CHECKED),
        ("Nach Art. 3 Nr. 2 lit. a und b KI-VO ist die Behörde zuständig.", _CHECKED),
        ("Nach Art. 3 Nr. 2 lit. c KI-VO ist die Behörde zuständig.", _FAILED),
        ("Nach Art. 3 Nr. 2 lit. a und d KI-VO ist die Behörde zuständig.", _FAILED),
        ("Nach Art. 3 Nr. 5 lit. a KI-VO ist die Behörde zuständig.", _FAILED),
    ],
)
def test_a_letter_of_an_item_is_the_point_of_the_item_the_article_numbers(text, status):
    """ "Nr. 2 lit. c" names the letter of item 2, here definition (2): read as the
    letter alone, "Art. 3 Nr. 45 lit. c KI-VO" passed because definition (49)
    has a point (c) (corpus sweep)."""
    evidence = [Chunk("ai3", "EU AI Act", 3, DEFINITIONS_3_LONG)]
    (citation,) = verify(text, evidence).citations
    assert (citation.status, citation.pinpoint_checked) == status


def test_an_items_letter_is_checked_among_its_paragraphs_points():
    """Where the article numbers items, their letters are listed with the
    paragraph's points, and an item's letter is checked among them."""
    passage = (
        "(1) Die Vorschriften gelten.\n"
        "(2) Von den Vorschriften ist nur auf folgende Verträge anzuwenden:\n"
        "1. notariell beurkundete Verträge\na) über Finanzdienstleistungen,\n"
        "b) die keine Verträge über Finanzdienstleistungen sind,\n"
        "2. Verträge über Grundstücke."
    )
    evidence = [Chunk("b312", "BGB", 312, passage)]
    verified, failed = (
        verify(f"Nach § 312 Abs. 2 Nr. 1 {letter} BGB gilt das.", evidence).citations[0]
        for letter in ("Buchst. b", "lit. c")
    )
    assert (verified.status, verified.pinpoint_checked) == _CHECKED
    assert (failed.status, failed.pinpoint_checked) == _FAILED


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Die Frist folgt aus § 622 Abs. 2 i.V.m. Abs. 1 BGB.", "verified"),
        ("Die Frist folgt aus § 622 Abs. 2 iVm Abs. 9 BGB.", "unsupported"),
    ],
)
def test_a_paragraph_joined_by_i_v_m_is_the_same_paragraphs(text, status):
    """ "§ 622 Abs. 2 i.V.m. Abs. 9 BGB": the Absatz after "i.V.m." (in
    Verbindung mit) is the same §'s; the reading stopped at "i.V.m." and a
    fabricated Abs. 9 passed."""
    evidence = [Chunk("b622", "BGB", 622, PARAGRAPH_622)]
    (citation,) = verify(text, evidence).citations
    assert citation.status.value == status
