"""Label normalisation, aliases and the diagnosis of unsupported citations."""

from __future__ import annotations

import pytest

from verification.core import (
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    aliases_version,
    normalise_label,
    verify,
)

ARTICLE_5 = (
    "Personal data shall be processed lawfully, fairly and in a transparent manner "
    "in relation to the data subject."
)
EVIDENCE = [
    EvidenceChunk("gdpr-5", "GDPR", 5, ARTICLE_5, 0.9, "gdpr:5"),
    EvidenceChunk("gdpr-30", "GDPR", 30, "Records of processing activities.", 0.7),
    EvidenceChunk("ai-6", "EU AI Act", 6, "Classification rules.", 0.8),
    EvidenceChunk("ai-5", "EU AI Act", 5, "Prohibited AI practices.", 0.4),
    EvidenceChunk("labour-30", "نظام العمل", 30, "المادة الثلاثون", 0.5),
]


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("GDPR", "gdpr"),
        ("EU AI Act", "eu-ai-act"),
        ("Federal Decree-Law No. 33 of 2021", "federal decree law no 33 of 2021"),
        ("Decree No. ٣٣", "Decree No. 33"),
        ("Ｇｄｐｒ", "GDPR"),
        ("STRASSE", "Straße"),
        ("نظام العمل", "نظامُ العَمَل"),
        ("نظام العمل", "نظـــام العمل"),
        # American and British spellings of one law (spelling_variants).
        ("Labor Law", "Labour Law"),
        ("Labor Code", "LABOUR CODE"),
        ("Defense Production Act", "Defence Production Act"),
    ],
)
def test_equivalent_spellings_normalise_alike(left, right):
    """Case, width, punctuation, digits, diacritics, tatweel and the American or
    British spelling of a word do not matter."""
    assert normalise_label(left) == normalise_label(right)


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("نظام العمل", "نظام الشركات"),
        ("قانون العمل", "نظام العمل"),
        ("GDPR", "EU AI Act"),
        ("Law 1", "Law 2"),
        # A variant is folded as a whole word only.
        ("Laboratory Law", "Labour Law"),
        ("Collaboration Act", "Collabouration Act"),
    ],
)
def test_different_laws_normalise_differently(left, right):
    """Different laws keep different keys, Arabic ones included."""
    assert normalise_label(left) != normalise_label(right)


def test_arabic_label_is_not_erased():
    """An Arabic label keeps its letters after normalisation."""
    assert normalise_label("نظام العمل") == "نظامالعمل"


# (citation, status, diagnosis, suggested_label)
DIAGNOSES = [
    ("[GDPR, Article 5]", CitationStatus.VERIFIED, None, None),
    ("[gdpr, art. 5(1)(a)]", CitationStatus.VERIFIED, None, None),
    ("[نظام العمل، المادة ٣٠]", CitationStatus.VERIFIED, None, None),
    ("[GDPR, Article]", CitationStatus.UNSUPPORTED, Diagnosis.MALFORMED, None),
    (
        "[GDPR, Article 99]",
        CitationStatus.UNSUPPORTED,
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        None,
    ),
    # The catalogue knows "AI Act" as another name of the EU AI Act.
    ("[AI Act, Article 6]", CitationStatus.VERIFIED, None, None),
    (
        "[Data Act, Article 6]",
        CitationStatus.UNSUPPORTED,
        Diagnosis.LABEL_MISMATCH,
        "EU AI Act",
    ),
    (
        "[Labour Law, Article 30]",
        CitationStatus.UNSUPPORTED,
        Diagnosis.LABEL_MISMATCH,
        "GDPR",
    ),
    (
        "[Labour Law, Article 77]",
        CitationStatus.UNSUPPORTED,
        Diagnosis.LAW_NOT_IN_EVIDENCE,
        None,
    ),
    (
        "[نظام الشركات، المادة 77]",
        CitationStatus.UNSUPPORTED,
        Diagnosis.LAW_NOT_IN_EVIDENCE,
        None,
    ),
    ("[Article 6]", CitationStatus.VERIFIED, None, None),
    ("[Article 5]", CitationStatus.UNSUPPORTED, Diagnosis.AMBIGUOUS, None),
    (
        "[Article 77]",
        CitationStatus.UNSUPPORTED,
        Diagnosis.ARTICLE_NOT_IN_EVIDENCE,
        None,
    ),
]


@pytest.mark.parametrize(("citation", "status", "diagnosis", "suggested"), DIAGNOSES)
def test_citation_is_diagnosed(citation, status, diagnosis, suggested):
    """Each citation gets its status, diagnosis and suggested label, in rule order."""
    (found,) = verify(f"Text {citation}.", EVIDENCE).citations
    assert (found.status, found.diagnosis, found.suggested_label) == (
        status,
        diagnosis,
        suggested,
    )


def test_label_mismatch_suggests_the_best_scoring_label():
    """Of several laws holding the article, the best-scoring one is suggested."""
    (found,) = verify("[Labour Law, Article 5]", EVIDENCE).citations
    assert found.suggested_label == "GDPR"


def test_unsupported_citation_keeps_the_label_as_cited():
    """An unsupported citation reports the label as the answer wrote it."""
    (found,) = verify("[Labour  Law, Article 77]", EVIDENCE).citations
    assert found.law_label == "Labour  Law"


def test_label_less_unsupported_citation_has_no_label():
    """A label-less citation that does not resolve has no label."""
    (found,) = verify("[Article 5]", EVIDENCE).citations
    assert found.law_label is None


def test_verified_citation_names_the_evidence_label_and_chunk():
    """A verified citation takes its label, chunk id and key from the evidence."""
    (found,) = verify("[gdpr, Article 5]", EVIDENCE).citations
    assert (found.law_label, found.chunk_id, found.citation_key) == (
        "GDPR",
        "gdpr-5",
        "gdpr:5",
    )


def test_label_less_citation_resolves_to_the_only_law_with_the_article():
    """[Article 6] resolves when exactly one law in the evidence has article 6."""
    (found,) = verify("[Article 6]", EVIDENCE).citations
    assert (found.law_label, found.chunk_id) == ("EU AI Act", "ai-6")


def test_best_scoring_chunk_supports_the_citation():
    """Of several chunks of one article, the best-scoring one is named."""
    evidence = [
        EvidenceChunk("c1", "GDPR", 5, score=0.2),
        EvidenceChunk("c2", "GDPR", 5, score=0.9),
        EvidenceChunk("c3", "GDPR", 5, score=0.5),
    ]
    (found,) = verify("[GDPR, Article 5]", evidence).citations
    assert found.chunk_id == "c2"


def test_equal_scores_keep_the_first_chunk():
    """On equal scores the chunk given first is named."""
    evidence = [EvidenceChunk("c1", "GDPR", 5), EvidenceChunk("c2", "GDPR", 5)]
    (found,) = verify("[GDPR, Article 5]", evidence).citations
    assert found.chunk_id == "c1"


@pytest.mark.parametrize(
    ("aliases", "citation"),
    [
        ({"Saudi Labour Law": "Labour Law"}, "[Saudi Labour Law, Article 30]"),
        ({"saudi-labour-law": "LABOUR LAW"}, "[Saudi Labour Law, Article 30]"),
        ({"Labour Law": "Saudi Labour Law"}, "[Saudi Labour Law, Article 30]"),
    ],
)
def test_alias_maps_another_spelling_to_the_label(aliases, citation):
    """An alias makes another spelling of a label match, in either direction."""
    evidence = [EvidenceChunk("c1", "Labour Law", 30)]
    (found,) = verify(citation, evidence, aliases).citations
    assert (found.status, found.law_label) == (CitationStatus.VERIFIED, "Labour Law")


def test_an_answer_spelling_the_law_the_american_way_cites_the_evidences_law():
    """ "Labor Law" against evidence labelled "Labour Law" was a label mismatch."""
    evidence = [EvidenceChunk("l80", "Labour Law", 80, "No termination.")]
    (citation,) = verify("See Article 80 of the Labor Law.", evidence).citations
    assert (citation.status.value, citation.law_label) == ("verified", "Labour Law")


def test_without_alias_another_spelling_does_not_match():
    """Without an alias, a different spelling is a different law."""
    (found,) = verify(
        "[Saudi Labour Law, Article 30]", [EvidenceChunk("c1", "Labour Law", 30)]
    ).citations
    assert found.diagnosis is Diagnosis.LABEL_MISMATCH


def test_a_look_alike_letter_in_a_label_names_the_law_the_answer_reads():
    """A Cyrillic "К" inside a Latin label reads as "K" in the answer and the label."""
    (found,) = verify("[AК, Article 1]", [EvidenceChunk("c1", "AК", 1)]).citations
    assert found.status is CitationStatus.VERIFIED


@pytest.mark.parametrize("empty", [None, {}, {"GDPR": "gdpr"}])
def test_no_aliases_have_version_none(empty):
    """No aliases (or only identities) record the version "none"."""
    assert aliases_version(empty) == "none"


def test_aliases_version_is_stable_under_spelling_and_order():
    """The same aliases spelt or ordered differently have the same version."""
    first = aliases_version({"Saudi Labour Law": "Labour Law", "DSGVO": "GDPR"})
    second = aliases_version({"dsgvo": "G.D.P.R.", "saudi-labour-law": "labour law"})
    assert first == second
    assert len(first) == 16
    assert set(first) <= set("0123456789abcdef")


def test_different_aliases_have_different_versions():
    """Different alias sets have different versions."""
    assert aliases_version({"A": "B"}) != aliases_version({"A": "C"})


ERA_1996 = EvidenceChunk("e94", "Employment Rights Act 1996", 94, "(1) An employee.")
SANHITA = EvidenceChunk("b103", "Bharatiya Nyaya Sanhita, 2023", 103, "(1) Whoever.")


@pytest.mark.parametrize(
    ("text", "status", "label"),
    [
        # Without its year, a statute is the one law of that name in the evidence.
        ("Murder: section 103 of the Bharatiya Nyaya Sanhita.", "verified", None),
        (
            "Unfair dismissal: section 94 of the Employment Rights Act.",
            "verified",
            None,
        ),
        # Another year is another law.
        (
            "Unfair dismissal: section 94 of the Employment Rights Act 1999.",
            "unsupported",
            "Employment Rights Act 1999",
        ),
    ],
)
def test_a_statutes_year_is_part_of_its_name(text, status, label):
    """ "Employment Rights Act 1999" was read as the known "Employment Rights Act"
    and verified against the 1996 Act; "the Bharatiya Nyaya Sanhita" against its
    evidence "…, 2023" was a label mismatch."""
    (citation,) = verify(text, [ERA_1996, SANHITA]).citations
    assert citation.status.value == status
    if label is not None:
        assert (citation.law_label, citation.diagnosis) == (
            label,
            Diagnosis.LABEL_MISMATCH,
        )
        assert label in citation.raw


def test_a_yearless_name_matching_two_dated_laws_is_neither():
    evidence = [
        EvidenceChunk("d98", "Data Protection Act 1998", 7, "An individual."),
        EvidenceChunk("d18", "Data Protection Act 2018", 7, "A data subject."),
    ]
    (citation,) = verify(
        "See section 7 of the Data Protection Act.", evidence
    ).citations
    assert citation.status is CitationStatus.UNSUPPORTED


def _verdict(answer: str, *labels: str) -> tuple[str, str | None]:
    """Return the status and diagnosis of the one citation of answer, each label
    given as Article 17 (a chunk of its own)."""
    evidence = [EvidenceChunk(f"c{i}", label, 17) for i, label in enumerate(labels)]
    (citation,) = verify(answer, evidence).citations
    diagnosis = citation.diagnosis.value if citation.diagnosis else None
    return citation.status.value, diagnosis


@pytest.mark.parametrize(
    ("label", "answer"),
    [
        ("General Data Protection Regulation (GDPR)", "Erasure: Article 17 GDPR."),
        ("GDPR (Regulation (EU) 2016/679)", "Erasure: Article 17 GDPR."),
        ("Kündigungsschutzgesetz (KSchG)", "Siehe § 17 KSchG."),
        ("Employment Rights Act 1996 (ERA)", "See section 17 ERA 1996."),
        ("Labour Law (Saudi Arabia)", "See Article 17 of the Labour Law."),
        ("Labour Law (Saudi Arabia)", "See [Labour Law (Saudi Arabia), Article 17]."),
        (
            "Saudi Labor Law (Royal Decree M/51)",
            "See Article 17 of the Saudi Labor Law.",
        ),
        ("Saudi Labour Law (SLL)", "Notice is owed under Article 17 of the SLL."),
        ("Code du travail (France)", "Voir l'article 17 du Code du travail."),
    ],
)
def test_a_label_with_a_name_in_brackets_is_the_law_its_name_is(label, answer):
    """Pipelines label chunks "General Data Protection Regulation (GDPR)": read as
    one string it matched no citation of the GDPR, and each was a label_mismatch."""
    assert _verdict(answer, label) == ("verified", None)


def test_a_label_in_brackets_keeps_the_catalogues_range_of_articles():
    evidence = [EvidenceChunk("g", "General Data Protection Regulation (GDPR)", 17)]
    (citation,) = verify("See Article 200 GDPR.", evidence).citations
    assert citation.diagnosis is Diagnosis.NONEXISTENT_ARTICLE


@pytest.mark.parametrize(
    ("answer", "labels"),
    [
        # Another law than the bracketed label's is still another law.
        ("See Article 17 of the UAE Labour Law.", ["Labour Law (Saudi Arabia)"]),
        (
            "See Article 17 of the UK GDPR.",
            ["General Data Protection Regulation (GDPR)"],
        ),
        # Two laws of the evidence that differ only in brackets stay two laws.
        (
            "See section 17 of the Data Protection Act 2018.",
            ["Data Protection Act 2018 (UK)", "Data Protection Act 2018 (Ireland)"],
        ),
    ],
)
def test_brackets_never_make_two_laws_one(answer, labels):
    assert _verdict(answer, *labels) == ("unsupported", "label_mismatch")


def test_a_plain_label_beside_its_bracketed_namesake_is_not_joined_to_it():
    """With "Labour Law" and "Labour Law (UAE)" both given, "the Labour Law" is the
    one so labelled, not whichever the brackets might have meant."""
    evidence = [
        EvidenceChunk("plain", "Labour Law", 17),
        EvidenceChunk("uae", "Labour Law (UAE)", 17),
    ]
    (citation,) = verify("See Article 17 of the Labour Law.", evidence).citations
    assert (citation.status.value, citation.chunk_id) == ("verified", "plain")


@pytest.mark.parametrize(
    ("label", "answer"),
    [
        ("GDPR - General Data Protection Regulation", "Erasure: Article 17 GDPR."),
        ("General Data Protection Regulation – GDPR", "Erasure: Article 17 GDPR."),
        ("DSGVO – Datenschutz-Grundverordnung", "Erasure: Article 17 GDPR."),
        ("BGB – Bürgerliches Gesetzbuch", "Siehe § 17 BGB."),
        ("Foo Law - FL", "See Article 17 FL."),
        ("Foo Law - FL", "See Article 17 of the Foo Law."),
        ("BGB, Stand 2024", "Siehe § 17 BGB."),
        ("GDPR, consolidated 2016-05-04", "Erasure: Article 17 GDPR."),
        ("Code civil - France", "Voir l'article 17 du Code civil."),
        ("gdpr.pdf", "Erasure: Article 17 GDPR."),
        ("uk_gdpr.txt", "Erasure: Article 17 UK GDPR."),
        ("Data Protection Act 2018.pdf", "See section 17 of the DPA 2018."),
        ("The GDPR", "Erasure: Article 17 GDPR."),
        ("GDPR Article 17", "Erasure: Article 17 GDPR."),
        ("GDPR Art. 17(1)", "Erasure: Article 17 GDPR."),
        ("BGB § 17", "Siehe § 17 BGB."),
        (
            "Regulation (EU) 2016/679 of the European Parliament and of the Council of"
            " 27 April 2016 on the protection of natural persons with regard to the"
            " processing of personal data",
            "Erasure: Article 17 GDPR.",
        ),
        (
            "Loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et"
            " aux libertés",
            "Voir l'article 17 de la loi n° 78-17 du 6 janvier 1978.",
        ),
    ],
)
def test_a_label_naming_its_law_beside_more_is_the_law_its_name_is(label, answer):
    """Pipelines label chunks "GDPR - General Data Protection Regulation", "BGB,
    Stand 2024", "gdpr.pdf" or by the official title: read as one string, each
    matched no citation of the law, and each correct one was a label_mismatch."""
    assert _verdict(answer, label) == ("verified", None)


@pytest.mark.parametrize(
    ("answer", "labels"),
    [
        ("Erasure: Article 17 GDPR.", ["UK GDPR - United Kingdom GDPR"]),
        ("Erasure: Article 17 GDPR.", ["The UK GDPR"]),
        ("Erasure: Article 17 GDPR.", ["UK GDPR Article 17"]),
        ("Erasure: Article 17 GDPR.", ["uk_gdpr.pdf"]),
        # A jurisdiction that is not the law's makes it the law of another place.
        ("Erasure: Article 17 GDPR.", ["GDPR, UK version"]),
        ("Siehe § 17 BGB.", ["BGB - HGB"]),
        ("See Article 17 of the Bar Law.", ["Foo Law - FL"]),
        # Two laws of the evidence named alike beside more stay two laws.
        ("See Article 17 of the Labour Law.", ["Labour Law - UAE", "Labour Law - KSA"]),
    ],
)
def test_a_dash_a_comma_or_a_file_name_never_makes_two_laws_one(answer, labels):
    assert _verdict(answer, *labels)[0] == "unsupported"


@pytest.mark.parametrize(
    ("plain", "other", "answer"),
    [
        ("GDPR", "gdpr.pdf", "Erasure: Article 17 GDPR."),
        ("GDPR", "The GDPR", "Erasure: Article 17 GDPR."),
        ("GDPR", "GDPR Article 17", "Erasure: Article 17 GDPR."),
        ("BGB", "BGB, Stand 2024", "Siehe § 17 BGB."),
        ("GDPR", "GDPR (consolidated 2016-05-04)", "Erasure: Article 17 GDPR."),
    ],
)
def test_a_catalogue_laws_file_article_or_version_beside_its_label_is_that_law(
    plain, other, answer
):
    """With "GDPR" (Article 5) and "gdpr.pdf" (Article 17) both given, Article 17
    GDPR was article_not_in_evidence: the file was kept apart as another law."""
    evidence = [EvidenceChunk("p", plain, 5), EvidenceChunk("o", other, 17)]
    (citation,) = verify(answer, evidence).citations
    assert (citation.status.value, citation.chunk_id) == ("verified", "o")


@pytest.mark.parametrize(
    "other", ["Data Protection Act 2018 - Ireland", "Data Protection Act 2018, Ireland"]
)
def test_a_place_beside_a_catalogue_laws_label_stays_another_law(other):
    evidence = [
        EvidenceChunk("p", "Data Protection Act 2018", 5),
        EvidenceChunk("o", other, 17),
    ]
    answer = "See section 17 of the Data Protection Act 2018."
    (citation,) = verify(answer, evidence).citations
    assert citation.status.value == "unsupported"


@pytest.mark.parametrize(
    ("label", "answer"),
    [
        ("ECHR, Protocol No. 1", "See Article 17 ECHR."),
        ("ECHR - Protocol 1", "See Article 17 ECHR."),
        ("ECHR (Protocol No. 1)", "See Article 17 ECHR."),
        ("European Convention on Human Rights, First Protocol", "See Article 17 ECHR."),
        ("Foo Convention, Protocol 2", "See Article 17 of the Foo Convention."),
    ],
)
def test_a_label_naming_another_instrument_beside_the_law_is_not_the_law(label, answer):
    """A protocol is a treaty of its own: read as the ECHR, its Article 1 verified
    a citation of Article 1 ECHR."""
    assert _verdict(answer, label)[0] == "unsupported"


@pytest.mark.parametrize(
    ("label", "answer"),
    [
        (
            "Charter of Fundamental Rights (EU Charter)",
            "See Article 17 of the Charter.",
        ),
        ("Foo Convention - FC", "See Article 17 FC."),
    ],
)
def test_an_instrument_kind_in_both_names_or_a_short_name_is_one_law(label, answer):
    assert _verdict(answer, label) == ("verified", None)
