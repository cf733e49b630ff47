"""A law's recitals, annexes and schedules are cited, and checked, as themselves.

Assistants cite "Recital 47 GDPR" and "Annex III of the AI Act" as often as
articles. Left unread, a fabricated recital or annex reached the reader unchecked;
read as the article of its number, Recital 47 would have been verified against
Article 47. Each is identified by its kind and number ("Recital 47", "Annex III").
"""

from __future__ import annotations

import time

import pytest

from verification.core import Diagnosis, explain, normalise_article, verify
from verification.core import EvidenceChunk as Chunk
from verification.core.catalogue import law_from_dict

RECITAL_47 = Chunk(
    "r47",
    "GDPR",
    "Recital 47",
    "The legitimate interests of a controller may provide a legal basis for "
    "processing, provided that the interests of the data subject are not overriding.",
)
ANNEX_III = Chunk(
    "a3",
    "EU AI Act",
    "Annex III",
    "High-risk AI systems pursuant to Article 6(2) are the AI systems listed in any "
    "of the following areas:\n1. Biometrics.\n4. Employment, workers management.",
)
ARTICLE_47 = Chunk("g47", "GDPR", 47, "1. The competent supervisory authority shall...")
EVIDENCE = [RECITAL_47, ANNEX_III, ARTICLE_47]


@pytest.mark.parametrize(
    ("written", "identifier"),
    [
        ("Recital 47", "Recital 47"),
        ("recital 047", "Recital 47"),
        ("Erwägungsgrund 47", "Recital 47"),
        ("ErwGr. 47", "Recital 47"),
        ("considérant 47", "Recital 47"),
        ("Annex III", "Annex III"),
        ("annex iii", "Annex III"),
        ("Anhang III", "Annex III"),
        ("Schedule 1", "Schedule 1"),
        # No Roman numeral a law uses, no number: not an identifier.
        ("Annex IIII", ""),
        ("Recital 0", ""),
        ("Annex", ""),
    ],
)
def test_a_part_is_identified_by_its_kind_and_number(written, identifier):
    assert normalise_article(written) == identifier


@pytest.mark.parametrize(
    "text",
    [
        "Recital 47 GDPR allows processing for legitimate interests.",
        "Recital 47 of the GDPR allows processing for legitimate interests.",
        "Under the GDPR, legitimate interests may justify processing (Recital 47).",
        "Legitimate interests may justify processing [GDPR, Recital 47].",
        "Legitimate interests may justify processing [Recital 47 GDPR].",
        "Erwägungsgrund 47 DSGVO erlaubt die Verarbeitung bei berechtigtem Interesse.",
        "Le considérant 47 du RGPD admet l'intérêt légitime du responsable.",
        "Il considerando 47 del GDPR ammette il legittimo interesse.",
        "Overweging 47 van de AVG staat verwerking bij gerechtvaardigd belang toe.",
        "Zgodnie z motywem 47 RODO prawnie uzasadniony interes wystarcza.",
        "Employment uses are listed in Annex III of the AI Act.",
        "Nach Anhang III der KI-Verordnung sind Personalauswahlsysteme hochriskant.",
        "Employment uses are high-risk [EU AI Act, Annex III].",
    ],
)
def test_a_part_in_the_evidence_is_verified(text):
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.status.value == "verified", explain(citation)
    assert citation.article in ("Recital 47", "Annex III")
    assert citation.article_no is None


def test_a_recital_is_never_verified_against_the_article_of_its_number():
    text = "Recital 48 GDPR allows intra-group transfers."
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.article == "Recital 48"
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE
    assert explain(citation) == (
        "Recital 48 of the GDPR was not among the passages given to the model."
    )


@pytest.mark.parametrize(
    ("text", "explanation"),
    [
        (
            "Recital 200 GDPR allows processing for legitimate interests.",
            "The GDPR has recitals 1 to 173; there is no Recital 200.",
        ),
        (
            "Providers must register the system under Annex XV of the AI Act.",
            "The AI Act has annexes I to XIII; there is no Annex XV.",
        ),
        (
            "Annex II of the GDPR lists the safeguards processors must adopt.",
            "The GDPR has no annexes; there is no Annex II.",
        ),
    ],
)
def test_a_part_the_law_does_not_have_is_nonexistent(text, explanation):
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.NONEXISTENT_ARTICLE
    assert explain(citation) == explanation


def test_a_list_or_range_of_parts_cites_each():
    report = verify("Recitals 46 to 48 of the GDPR explain it.", EVIDENCE)
    assert [(c.article, c.status.value) for c in report.citations] == [
        ("Recital 46", "unsupported"),
        ("Recital 47", "verified"),
        ("Recital 48", "unsupported"),
    ]
    annexes = verify("Annexes I and III of the AI Act apply.", EVIDENCE).citations
    assert [c.article for c in annexes] == ["Annex I", "Annex III"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A part of another kind is no item of a list of parts: "Annex 1" was
        # read as Recital 1.
        (
            "Under the GDPR, Recital 47, Annex 3 of the AI Act apply.",
            [("Recital 47", "GDPR"), ("Annex III", "EU AI Act")],
        ),
        # Nor is a part written after a reference the name of its law: the law
        # of Recital 47 was "Annex III of the AI Act", its span over the annex's.
        (
            "Under the GDPR, Recital 47 Annex III of the AI Act apply.",
            [("Recital 47", "GDPR"), ("Annex III", "EU AI Act")],
        ),
        (
            "Under the GDPR, Article 47 Annex III of the AI Act apply.",
            [("47", "GDPR"), ("Annex III", "EU AI Act")],
        ),
        # Parts of one kind are still one list, the word written again or not.
        (
            "Recitals 47 and Recital 48 of the GDPR.",
            [("Recital 47", "GDPR"), ("Recital 48", "GDPR")],
        ),
    ],
)
def test_a_part_after_a_reference_is_its_own_citation(text, expected):
    """Each part is cited as itself, of its own law; spans never overlap."""
    citations = verify(text, EVIDENCE).citations
    assert [(c.article, c.law_label) for c in citations] == expected
    spans = sorted({(c.start, c.end) for c in citations})
    assert all(end <= start for (_, end), (start, _) in zip(spans, spans[1:]))


@pytest.mark.parametrize(
    ("text", "evidence"),
    [
        ("Employment uses are listed in Annex 3 of the AI Act.", [ANNEX_III]),
        ("Employment uses are listed in Annex 3, point 4 of the AI Act.", [ANNEX_III]),
        ("Employment uses are high-risk [EU AI Act, Annex 3].", [ANNEX_III]),
        # Label-less: the one law in the evidence with that annex.
        (
            "Employment uses are high-risk [Annex III].",
            [Chunk("a3", "EU AI Act", "Annex 3", ANNEX_III.text)],
        ),
    ],
)
def test_a_part_written_in_the_other_digits_is_the_same_part(text, evidence):
    """Readers write the AI Act's Annex III as "Annex 3"; it is verified by it."""
    (citation,) = verify(text, evidence).citations
    assert citation.status.value == "verified", explain(citation)
    # Reported as the evidence identifies it, so the reviewer sees its passage.
    assert citation.article == evidence[0].article


def test_a_part_in_the_other_digits_the_law_lacks_is_still_nonexistent():
    (citation,) = verify("Annex 15 of the AI Act lists them.", EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.NONEXISTENT_ARTICLE
    (citation,) = verify("Annex 4 of the AI Act lists them.", EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE


def test_a_part_named_by_the_cited_passage_in_the_other_digits_is_its_reference():
    article_6 = Chunk(
        "a6",
        "EU AI Act",
        6,
        "2. AI systems referred to in Annex III shall be considered to be high-risk.",
    )
    text = "Systems in Annex 3 of the AI Act are high-risk [EU AI Act, Article 6(2)]."
    assert [c.article for c in verify(text, [article_6]).citations] == ["6"]


def test_a_bare_part_resolves_to_the_law_the_answer_named():
    text = "The AI Act lists high-risk uses. Annex IV sets out the documentation."
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.article) == ("AI Act", "Annex IV")
    assert citation.status.value == "unsupported"


@pytest.mark.parametrize(
    "text",
    [
        "See Annex 1 for the prices the supplier charges every month.",
        "The prices are in the schedule [Annex 1] of the contract.",
        "Schedule 2 to this Agreement sets the prices for each service.",
        "Recital A of the agreement states the parties' intentions.",
        "Please find the documents im Anhang.",
    ],
)
def test_a_contracts_annex_or_recital_is_no_citation(text):
    assert verify(text, EVIDENCE).citations == ()


def test_a_part_is_explained_by_its_own_name_in_every_diagnosis():
    citation = verify("Annex IV of the GDPR says so [GDPR, Annex IV].", []).citations[0]
    assert "Annex IV" in explain(citation)
    assert "Article" not in explain(citation)


def test_the_catalogue_gives_each_kind_of_part_its_range():
    law = law_from_dict(
        {"label": "X Act", "parts": {"Schedule": {"first": 1, "last": 3}}}, "x.json"
    )
    assert law.has_article("Schedule 3") and not law.has_article("Schedule 4")
    # A kind whose range is not given is never called nonexistent.
    assert law.has_article("Annex IX")
    with pytest.raises(ValueError, match="parts"):
        law_from_dict({"label": "X", "parts": {"Appendix": {"last": 2}}}, "x.json")


@pytest.mark.parametrize(
    "text",
    [
        "§" * 1_000_000,
        "Recital 1 GDPR " * 70_000,
        "Recitals 1 and " * 70_000,
        "annex I and " * 90_000,
        "İ" * 500_000 + "Recital 3 GDPR",
        "I " * 500_000,
        "a I " * 250_000,
        "Annex I " * 125_000,
    ],
    ids=[
        "sections",
        "recitals",
        "recital-list",
        "annex-list",
        "dotted-i",
        "romans",
        "word-roman",
        "annexes",
    ],
)
def test_a_megabyte_of_parts_verifies_within_the_guard(text):
    began = time.process_time()
    verify(text, EVIDENCE)
    assert time.process_time() - began < 5


def test_a_part_the_cited_passage_names_is_the_passages_reference_not_a_source():
    """The answer restates Article 6(2), which itself names Annex III."""
    article_6 = Chunk(
        "a6",
        "EU AI Act",
        6,
        "2. In addition to the high-risk AI systems referred to in paragraph 1, AI "
        "systems referred to in Annex III shall be considered to be high-risk.",
    )
    text = "AI systems listed in Annex III are high-risk [EU AI Act, Article 6(2)]."
    assert [c.article for c in verify(text, [article_6]).citations] == ["6"]
    # A part the passage does not name is still the answer's own, and checked.
    text = "AI systems listed in Annex IV are high-risk [EU AI Act, Article 6(2)]."
    report = verify(text, [article_6])
    assert [(c.article, c.status.value) for c in report.citations] == [
        ("Annex IV", "unsupported"),
        ("6", "verified"),
    ]


@pytest.mark.parametrize(
    ("text", "status", "checked"),
    [
        ("Annex III, point 4 of the AI Act covers employment.", "verified", True),
        ("Annex III, point 4(a) of the AI Act covers recruitment.", "verified", True),
        (
            "Annex III, point 4(e) of the AI Act covers recruitment.",
            "unsupported",
            True,
        ),
        ("Annex III, point 7 of the AI Act covers migration.", "unsupported", True),
    ],
)
def test_an_annexs_point_is_checked_against_its_numbered_lines(text, status, checked):
    """An annex numbers its points "1.", "4." and letters their sub-points."""
    annex = Chunk(
        "a3",
        "EU AI Act",
        "Annex III",
        "High-risk AI systems are those listed in any of the following areas:\n"
        "1. Biometrics.\n4. Employment:\n(a) recruitment or selection;\n"
        "(b) decisions on promotion or termination.",
    )
    (citation,) = verify(text, [annex]).citations
    assert (citation.status.value, citation.pinpoint_checked) == (status, checked)
    if status == "unsupported":
        assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


# The US Constitution: its amendments are parts ("Amendment XIV"), written by an
# ordinal before their word as often as by a number after it; its articles are
# numbered in Roman digits, their sections and clauses the pinpoint.
US_CONSTITUTION = [
    Chunk("xiv", "U.S. Constitution", "Amendment XIV", "Section 1. All persons born."),
    Chunk("i", "U.S. Constitution", "I", "Section 8. The Congress shall have Power."),
]


@pytest.mark.parametrize(
    ("text", "article", "pinpoint"),
    [
        (
            "The Fourteenth Amendment guarantees equal protection.",
            "Amendment XIV",
            None,
        ),
        ("The 14th Amendment guarantees equal protection.", "Amendment XIV", None),
        (
            "Section 1 of the Fourteenth Amendment guarantees it.",
            "Amendment XIV",
            "Section 1",
        ),
        (
            "The Fourteenth Amendment, Section 1 guarantees it.",
            "Amendment XIV",
            "Section 1",
        ),
        ("Amendment XIV of the US Constitution guarantees it.", "Amendment XIV", None),
        ("See U.S. Const. amend. XIV, § 1.", "Amendment XIV", "§ 1"),
        (
            "Under Article I, Section 8 of the US Constitution, Congress taxes.",
            "1",
            "Section 8",
        ),
        ("See U.S. Const. art. I, § 8, cl. 1.", "1", "§ 8, cl. 1"),
        (
            "Under Article I, Section 8 of the Constitution, Congress taxes.",
            "1",
            "Section 8",
        ),
        (
            "Under the GDPR, data is protected; the Fourteenth Amendment differs.",
            "Amendment XIV",
            None,
        ),
    ],
)
def test_the_us_constitution_is_cited_by_its_amendments_and_articles(
    text, article, pinpoint
):
    """An amendment and a Roman article are read as themselves, with their section."""
    citations = [
        c for c in verify(text, US_CONSTITUTION).citations if c.law_label != "GDPR"
    ]
    (citation,) = citations
    assert (citation.law_label, citation.article, citation.pinpoint) == (
        "U.S. Constitution",
        article,
        pinpoint,
    )
    assert citation.status.value == "verified", explain(citation)


@pytest.mark.parametrize(
    ("text", "articles"),
    [
        (
            "The First and Fourteenth Amendments to the U.S. Constitution apply.",
            ["Amendment I", "Amendment XIV"],
        ),
        ("The Fifth Amendment protects silence.", ["Amendment V"]),
        ("Article IX of the U.S. Constitution says so.", ["9"]),
        ("Art. III, § 2, cl. 1 of the U.S. Constitution sets jurisdiction.", ["3"]),
    ],
)
def test_an_amendment_or_article_not_given_is_flagged(text, articles):
    """A fabricated or missing amendment or article of the Constitution is flagged."""
    citations = verify(text, US_CONSTITUTION).citations
    assert [c.article for c in citations if c.status.value == "unsupported"] == [
        a for a in articles if a != "Amendment XIV"
    ]


@pytest.mark.parametrize(
    "text",
    [
        # No constitution given or named: the name of a body of law, no citation.
        "The claimant brings a Fourth Amendment claim.",
        # A Roman article with no law next to it, and its section.
        "Article I, Section 8 grants the power.",
        # A French code's letter is no Roman article.
        "Voir l'article L. 1234-1 du Code du travail.",
        # A contract's amendment.
        "Amendment 2 to the Agreement changes the price.",
        "The company's 2nd amendment to the lease takes effect next month.",
        "THE CLAIMANT BRINGS A FOURTH AMENDMENT CLAIM.",
    ],
)
def test_no_constitution_is_cited_where_none_is_named_or_given(text):
    citations = verify(text, [Chunk("g", "GDPR", 5, "1. Personal data.")]).citations
    """Neither an amendment, nor a Roman article or its section, nor article 50."""
    read = [c.article or "" for c in citations]
    assert not [a for a in read if a.startswith("Amendment") or a in ("1", "8", "50")]


def test_a_constitution_without_amendments_is_not_the_one_an_amendment_names():
    """ "the Fourth Amendment" beside the Grundgesetz is no part of the Grundgesetz."""
    evidence = [Chunk("gg1", "GG", 1, "Die Würde des Menschen ist unantastbar.")]
    text = "The claimant relies on the Fourth Amendment; see also Art. 1 GG."
    citations = verify(text, evidence).citations
    assert [(c.law_label, c.article) for c in citations] == [("GG", "1")]


def test_the_references_before_an_amendment_are_read():
    """An amendment read first leaves the references before it to the number scan."""
    evidence = [Chunk("usc", "42 U.S.C.", "1983", "Every person who.")]
    text = (
        "Under section 94 of the Employment Rights Act 1996 and Section 1983 of "
        "Title 42, the claimant brings a Fourth Amendment claim."
    )
    assert [c.raw for c in verify(text, evidence).citations] == [
        "section 94 of the Employment Rights Act 1996",
        "Section 1983 of Title 42",
    ]


def test_a_roman_article_is_explained_as_an_article():
    """ "Art. III, § 2" is explained as Article 3, not as a "§ 3" of its pinpoint."""
    text = "Art. III, § 2, cl. 1 of the U.S. Constitution sets jurisdiction."
    (citation,) = verify(text, US_CONSTITUTION).citations
    assert explain(citation).startswith("Article 3 of the U.S. Constitution")
