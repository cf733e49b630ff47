"""References back to a law named earlier resolve to that law, never to another."""

from __future__ import annotations

import pytest

from verification.core import CitationForm, CitationStatus, Diagnosis, verify
from verification.core import EvidenceChunk as Chunk

EVIDENCE = [
    Chunk(
        "e94", "Employment Rights Act 1996", 94, "(1) The right not to be dismissed."
    ),
    Chunk("e11", "Employment Rights Act 1996", 11, "(1) References to tribunals."),
    Chunk("w4", "Working Time Regulations 1998", 4, "(1) Maximum weekly working time."),
    Chunk("w9", "Working Time Regulations 1998", 9, "(1) Records."),
    Chunk("g5", "GDPR", 5, "1. Personal data shall be processed lawfully."),
    Chunk("a5", "EU AI Act", 5, "1. The following AI practices shall be prohibited."),
    Chunk("a13", "EU AI Act", 13, "1. High-risk AI systems shall be transparent."),
]

# (answer, raw of the reference, law it resolves to, status)
BACK_REFERENCES = [
    (
        "Section 11 of the Act sends claims to a tribunal. This is how the "
        "Employment Rights Act 1996 protects employees.",
        "Section 11 of the Act",
        "Employment Rights Act 1996",
        CitationStatus.VERIFIED,
    ),
    (
        # Not the GDPR's Article 5, the only article 5 of the evidence: "the Act"
        # is the law the answer names next.
        "Section 5 of the Act is clear. The Employment Rights Act 1996 governs.",
        "Section 5 of the Act",
        "Employment Rights Act 1996",
        CitationStatus.UNSUPPORTED,
    ),
    (
        "Dismissal is unfair under the Employment Rights Act 1996, and section 11 "
        "of the same Act sends claims to a tribunal.",
        "section 11 of the same Act",
        "Employment Rights Act 1996",
        CitationStatus.VERIFIED,
    ),
    (
        "The Employment Rights Act 1996 protects employees. See section 11 of the "
        "Act for tribunals.",
        "section 11 of the Act",
        "Employment Rights Act 1996",
        CitationStatus.VERIFIED,
    ),
    (
        "The GDPR sets principles. Article 5 of this Regulation lists them.",
        "Article 5 of this Regulation",
        "GDPR",
        CitationStatus.VERIFIED,
    ),
    (
        "The Working Time Regulations 1998 require records (Regulation 9).",
        "Regulation 9",
        "Working Time Regulations 1998",
        CitationStatus.VERIFIED,
    ),
    (
        "The Employment Rights Act 1996 applies. Under section 13 wages are protected.",
        "section 13",
        "Employment Rights Act 1996",
        CitationStatus.UNSUPPORTED,
    ),
    (
        "Under the EU AI Act, providers must be transparent. Article 5 bans some "
        "practices.",
        "Article 5",
        "EU AI Act",
        CitationStatus.VERIFIED,
    ),
    (
        "[EU AI Act, Article 13] sets transparency duties; Article 5 lists "
        "prohibitions.",
        "Article 5",
        "EU AI Act",
        CitationStatus.VERIFIED,
    ),
]


@pytest.mark.parametrize(("text", "raw", "label", "status"), BACK_REFERENCES)
def test_reference_back_resolves_to_the_law_named_last(text, raw, label, status):
    """A law-less reference resolves to the law the answer named most recently."""
    (citation,) = [c for c in verify(text, EVIDENCE).citations if c.raw == raw]
    assert (citation.law_label, citation.status) == (label, status)
    assert citation.form is CitationForm.BACK_REFERENCE


def test_named_law_wins_over_the_only_law_with_the_article():
    """Article 5 after naming the EU AI Act is the AI Act's, though GDPR has one."""
    text = "The EU AI Act bans manipulation. Article 5 sets the list."
    (citation,) = verify(text, [EVIDENCE[4]]).citations
    assert (citation.law_label, citation.diagnosis) == (
        "EU AI Act",
        Diagnosis.LABEL_MISMATCH,
    )


def test_law_named_in_the_same_sentence_wins_over_an_earlier_one():
    """Within a sentence, the law it names beats one named sentences before."""
    text = (
        "The GDPR governs personal data. Under Article 5, the EU AI Act bans "
        "certain practices."
    )
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.law_label == "EU AI Act"


@pytest.mark.parametrize("possessive", ["GDPR's", "GDPR’s"])
def test_a_law_named_in_the_possessive_is_named(possessive):
    """ "The GDPR's rules (Article 13)": the GDPR is the law named, so its Article 13,
    not the AI Act's (the only Article 13 given), is the one cited. The label-less
    rule verified it as the AI Act's."""
    text = f"The {possessive} transparency rules (Article 13) bind every controller."
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.status) == ("GDPR", CitationStatus.UNSUPPORTED)


@pytest.mark.parametrize(
    "text",
    [
        "Under the EU AI Act, providers need a QMS; the Regulation's Article 5 bans "
        "certain practices.",
        "The EU AI Act binds providers. This Regulation's Article 5 bans practices.",
    ],
)
def test_the_law_in_hand_in_the_possessive_is_the_law_named_before(text):
    """ "the Regulation's Article 5" is the AI Act's: read back as a name over the
    clause before it, "QMS; the Regulation" was its law and it was flagged."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.law_label) == ("Article 5", "EU AI Act")
    assert citation.status is CitationStatus.VERIFIED


def test_a_name_before_a_possessive_does_not_run_back_over_a_full_stop():
    """ "... a QMS. Labour Law's Article 5": initials and a full stop end the
    sentence before the name; its law was "QMS. Labour Law", and the reviewer read
    that Article 5 was given "as part of the GDPR, not the QMS. Labour Law"."""
    text = "Providers need a QMS. Labour Law's Article 5 caps weekly hours."
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.raw == "Labour Law's Article 5"
    assert citation.law_label == "Labour Law"


def test_without_any_law_named_the_label_less_rule_applies():
    """With no law named, a bare Article 13 resolves to the one law that has it."""
    (citation,) = verify("Article 13 requires transparency.", EVIDENCE).citations
    assert (citation.law_label, citation.status, citation.form) == (
        "EU AI Act",
        CitationStatus.VERIFIED,
        CitationForm.PROSE,
    )


def test_without_any_law_named_an_ambiguous_article_is_ambiguous():
    """With no law named, Article 5 of two laws in the evidence is ambiguous."""
    (citation,) = verify("Article 5 sets principles.", EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.AMBIGUOUS


def test_bracket_without_a_label_follows_the_law_named_before():
    """A label-less bracket after a named law is read as that law's article."""
    text = "The GDPR sets the principles of processing. [Article 5]"
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.chunk_id) == ("GDPR", "g5")


def test_anaphor_without_a_law_named_is_still_checked():
    """ "section 92 of the Act" with no law named is a citation, and unsupported."""
    (citation,) = verify("See section 92 of the Act.", EVIDENCE).citations
    assert citation.status is CitationStatus.UNSUPPORTED


CHARTER_EVIDENCE = [
    Chunk("g8", "GDPR", 8, "1. Where point (a) of Article 6(1) applies, consent."),
    Chunk("gg3", "GG", 3, "(1) Alle Menschen sind vor dem Gesetz gleich."),
]


@pytest.mark.parametrize(
    "text",
    [
        # The only Article 8 of the evidence is the GDPR's, and the answer named the
        # GDPR: still, "the Charter" is no name of the GDPR.
        "Article 8 of the Charter protects personal data.",
        "Under the GDPR, a child needs consent. Article 8 of the Charter protects "
        "personal data.",
        "The GDPR applies; see also Article 8 of the Treaty.",
        # The same in the other languages read: the kinds are the tables' words.
        "Ai sensi del GDPR il consenso è richiesto. L'articolo 8 della Carta tutela "
        "i dati personali.",
        "Ai sensi del GDPR il consenso è richiesto. L'articolo 8 della Costituzione "
        "tutela la libertà.",
        "Il GDPR si applica; v. anche l'articolo 8 del Trattato.",
        "Nos termos do RGPD, o consentimento é exigido. O artigo 8 da Constituição "
        "protege a vida privada.",
        "O RGPD aplica-se; ver também o artigo 8 do Tratado.",
        "Según el RGPD se exige el consentimiento. El artículo 8 de la Carta protege "
        "los datos.",
        "Volgens de AVG is toestemming nodig. Artikel 8 van het Verdrag beschermt "
        "het privéleven.",
        "Volgens de AVG is toestemming nodig. Artikel 8 van het Handvest beschermt "
        "persoonsgegevens.",
    ],
)
def test_a_kind_of_instrument_is_not_another_law_under_another_name(text):
    """ "the Charter", "the Treaty" resolve only to a law one of whose names says so."""
    (citation,) = verify(text, CHARTER_EVIDENCE).citations
    assert citation.status is CitationStatus.UNSUPPORTED
    assert citation.diagnosis is Diagnosis.LABEL_MISMATCH
    assert citation.suggested_label == "GDPR"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # "Regulation" and "Act" name no kind of their own: any law may be called so.
        ("Under the GDPR, Article 8 of the Regulation requires consent.", "GDPR"),
        ("Article 8 of the Regulation requires consent.", "GDPR"),
        # The catalogue calls the GG "German Constitution".
        ("Article 3 of the Constitution guarantees equality.", "GG"),
    ],
)
def test_an_instrument_is_the_law_whose_names_say_so(text, label):
    """An anaphor whose head one of the law's names carries resolves to that law."""
    (citation,) = verify(text, CHARTER_EVIDENCE).citations
    assert (citation.law_label, citation.status) == (label, CitationStatus.VERIFIED)


def test_a_polish_instrument_in_the_genitive_is_not_the_law_named_before():
    """ "art. 8 Traktatu" names no connector, and is still not the GDPR's article."""
    (citation,) = verify(
        "Zgodnie z RODO zgoda jest wymagana. Artykuł 8 Traktatu chroni dane.",
        CHARTER_EVIDENCE,
    ).citations
    assert citation.status is CitationStatus.UNSUPPORTED
    assert citation.law_label != "GDPR"


def test_an_italian_constitution_is_the_law_that_says_so():
    """ "della Costituzione" resolves to a law one of whose names holds the word."""
    evidence = [Chunk("it3", "Costituzione della Repubblica italiana", 3, "Tutti.")]
    (citation,) = verify(
        "L'articolo 3 della Costituzione garantisce l'uguaglianza.", evidence
    ).citations
    assert (citation.law_label, citation.status) == (
        "Costituzione della Repubblica italiana",
        CitationStatus.VERIFIED,
    )


def test_bare_weak_keyword_without_a_law_is_not_a_citation():
    """A bare "section 3" in an answer naming no law may be the answer's own."""
    assert verify("As set out in section 3, the risk is low.", EVIDENCE).citations == ()


@pytest.mark.parametrize(
    "text",
    [
        "The GDPR applies, as explained in section 3 above.",
        "As section 2 below shows, the GDPR applies.",
        "The GDPR applies (see sections 3 and 4 above).",
        "The Employment Rights Act 1996 governs; see s. 7 supra.",
    ],
)
def test_a_weak_keyword_pointing_within_the_answer_is_not_a_citation(text):
    """ "section 3 above" is the answer's own section, not the law named before.

    Read as a reference back, it was flagged as an article the evidence lacks.
    """
    report = verify(text, EVIDENCE)
    assert report.citations == ()
    assert report.passed


def test_a_section_of_a_law_named_after_it_is_read_though_above_follows():
    """Only a bare weak keyword points within: "section 94 ERA 1996 above" cites."""
    text = "Section 94 of the Employment Rights Act 1996 above protects employees."
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.article, citation.status) == ("94", CitationStatus.VERIFIED)


def test_ibid_repeats_the_citation_before():
    """ "ibid." cites the same law and article as the citation before it."""
    text = "Records are required [GDPR, Article 5]. They must be accurate (ibid.)."
    first, second = verify(text, EVIDENCE).citations
    assert (second.law_label, second.article, second.form) == (
        "GDPR",
        "5",
        CitationForm.BACK_REFERENCE,
    )
    assert second.raw == "ibid."


def test_reference_inside_a_quotation_of_the_evidence_is_not_the_answers():
    """A reference quoted from the passage belongs to the quoted law."""
    passage = (
        "1. Personal data shall be processed as set out in Article 99 of the GDPR."
    )
    text = (
        'Article 5 says "personal data shall be processed as set out in Article '
        '99 of the GDPR" [GDPR, Article 5].'
    )
    citations = verify(text, [Chunk("g5", "GDPR", 5, passage)]).citations
    assert [c.raw for c in citations] == ["Article 5", "[GDPR, Article 5]"]


def test_reference_inside_a_block_quote_is_not_the_answers():
    """A Markdown block quote of the passage carries no citation of the answer's."""
    text = (
        "The rule:\n\n> as referred to in Article 21(1) of that law\n\n"
        "[GDPR, Article 5]"
    )
    quoted = Chunk(
        "g17",
        "GDPR",
        17,
        "(c) the data subject objects as referred to in Article 21(1) of that law.",
    )
    citations = verify(text, [*EVIDENCE, quoted]).citations
    assert [c.raw for c in citations] == ["[GDPR, Article 5]"]


@pytest.mark.parametrize(
    ("text", "raw", "status"),
    [
        (
            "> Under Article 5 GDPR personal data are processed lawfully.",
            "Article 5 GDPR",
            CitationStatus.VERIFIED,
        ),
        (
            "> Under Article 99 GDPR you can claim damages.",
            "Article 99 GDPR",
            CitationStatus.UNSUPPORTED,
        ),
        (
            "> **Article 99 GDPR** gives you a claim for damages.",
            "Article 99 GDPR",
            CitationStatus.UNSUPPORTED,
        ),
        (
            "Key point:\n\n> Article 99 GDPR gives you a claim for damages, "
            "whatever the controller says.",
            "Article 99 GDPR",
            CitationStatus.UNSUPPORTED,
        ),
    ],
)
def test_a_block_quote_of_the_answers_own_words_holds_its_citations(text, raw, status):
    """Assistants set a summary off with "> ": no passage holds its words, so it
    quotes nothing, and its citations are the answer's. Skipped as a quotation's,
    a fabricated one passed unread; checked as a quotation, a correct one failed."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw.strip("*"), citation.status) == (raw, status)
    assert citation.quote is None


@pytest.mark.parametrize(
    ("text", "raws"),
    [
        # The sentence names a document nearest: its rule, not the GDPR's.
        ("The GDPR applies. Under the House Rules, rule 14 prohibits pets.", []),
        ("The GDPR applies. Rule 14 prohibits pets under the House Rules.", []),
        # No law named before, a document was: its article.
        ("The Code of Conduct is strict. Article 5 bans gifts.", []),
        # A law named since the document: the reference is the law's.
        (
            "The House Rules say more. The GDPR applies. Article 5 lists principles.",
            ["Article 5"],
        ),
        # A document named in passing in an earlier sentence takes nothing away.
        (
            "Article 5 GDPR applies. The House Rules say more. Article 5 binds all.",
            ["Article 5 GDPR", "Article 5"],
        ),
        # "the Act" names a law: a document in the sentence does not take it.
        (
            "The Employment Rights Act 1996 applies. Under the House Rules and "
            "section 11 of the Act, tribunals decide.",
            ["section 11 of the Act"],
        ),
    ],
)
def test_bare_reference_after_a_private_document_is_the_documents(text, raws):
    """A bare reference whose sentence names a document nearest is no citation."""
    citations = verify(text, EVIDENCE).citations
    assert [c.raw for c in citations] == raws
    assert all(c.law_label in {"GDPR", "Employment Rights Act 1996"} for c in citations)


ANAPHOR_EVIDENCE = [
    Chunk("l20", "労働基準法", 20, "使用者は、労働者を解雇しようとする場合。"),
    Chunk("p47", "个人信息保护法", 47, "有下列情形之一的，个人信息处理者应当删除。"),
    Chunk("v37", "Bộ luật Lao động", 37, "Người lao động có quyền."),
    Chunk(
        "u79", "UU Ketenagakerjaan", 79, "(1) Pengusaha wajib memberi waktu istirahat."
    ),
]


@pytest.mark.parametrize(
    ("text", "raw", "label"),
    [
        ("労働基準法第19条によれば、同法第20条も参照。", "同法第20条", "労働基準法"),
        # Glued to the particle before it: the name is 同法 alone.
        ("労働基準法第19条によれば同法第20条も参照。", "同法第20条", "労働基準法"),
        ("労働基準法第19条によれば、本法第20条も参照。", "本法第20条", "労働基準法"),
        (
            "《个人信息保护法》第13条规定，本法第47条也适用。",
            "本法第47条",
            "个人信息保护法",
        ),
        (
            "个人信息保护法第13条规定，该法第47条也适用。",
            "该法第47条",
            "个人信息保护法",
        ),
        (
            "Theo Điều 35 Bộ luật Lao động, Điều 37 của Bộ luật này quy định.",
            "Điều 37 của Bộ luật này",
            "Bộ luật Lao động",
        ),
        (
            "Theo Bộ luật Lao động, Điều 37 Luật này quy định thêm.",
            "Điều 37 Luật này",
            "Bộ luật Lao động",
        ),
        (
            "Menurut UU Ketenagakerjaan, Pasal 79 Undang-Undang ini mengatur cuti.",
            "Pasal 79 Undang-Undang ini",
            "UU Ketenagakerjaan",
        ),
    ],
)
def test_anaphor_of_each_language_resolves_to_the_law_named_last(text, raw, label):
    """An anaphor of any table ("同法", "Bộ luật này") names the law in hand."""
    citations = [c for c in verify(text, ANAPHOR_EVIDENCE).citations if c.raw == raw]
    (citation,) = citations
    assert (citation.law_label, citation.status) == (label, CitationStatus.VERIFIED)
    assert citation.form is CitationForm.BACK_REFERENCE
    assert text[citation.start : citation.end] == raw


@pytest.mark.parametrize(
    ("text", "label", "status"),
    [
        # "the latter" is the law named last, "the former" the one named before it.
        (
            "The GDPR and the AI Act both apply. Article 13 of the latter requires "
            "transparency.",
            "EU AI Act",
            CitationStatus.VERIFIED,
        ),
        (
            # Not the AI Act's Article 13, though the evidence holds one: the
            # former is the GDPR, which the evidence gives no Article 13 of.
            "The GDPR and the AI Act both apply. Article 13 of the former requires "
            "information.",
            "GDPR",
            CitationStatus.UNSUPPORTED,
        ),
        (
            # A law written twice, by name and alias, is one law.
            "The AI Act and the GDPR (General Data Protection Regulation) apply. "
            "Article 5 of the former bans some practices.",
            "EU AI Act",
            CitationStatus.VERIFIED,
        ),
    ],
)
def test_the_latter_and_the_former_rank_the_laws_named(text, label, status):
    (*_, citation) = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.status) == (label, status)
    assert citation.form is CitationForm.BACK_REFERENCE


def test_former_before_a_name_is_an_adjective_not_a_reference_back():
    # "former Directive 95/46": a repealed act's name, never the GDPR named before.
    text = "The GDPR applies. Article 5 of former Directive 95/46 did too."
    assert [c.raw for c in verify(text, EVIDENCE).citations] == []


RIGHTS_EVIDENCE = [
    Chunk(
        "e8", "European Convention on Human Rights", 8, "1. Private and family life."
    ),
    Chunk("c8", "EU Charter", 8, "1. Everyone has the right to data protection."),
    Chunk("g8", "GDPR", 8, "1. Where point (a) of Article 6(1) applies, consent."),
]


@pytest.mark.parametrize(
    ("text", "label", "status"),
    [
        # Two Article 8s of the evidence: the head says which instrument.
        (
            "Private life is protected (Article 8 of the Convention).",
            "European Convention on Human Rights",
            CitationStatus.VERIFIED,
        ),
        (
            "Data is protected (Article 8 of the Charter).",
            "EU Charter",
            CitationStatus.VERIFIED,
        ),
        # After the GDPR is named, "the Charter" is still the evidence's Charter.
        (
            "Under the GDPR, consent matters; Article 8 of the Charter protects data.",
            "EU Charter",
            CitationStatus.VERIFIED,
        ),
        # An article of it the model was not given is that Charter's, not a guess.
        (
            "Under the GDPR, consent matters; Article 9 of the Charter protects data.",
            "EU Charter",
            CitationStatus.UNSUPPORTED,
        ),
    ],
)
def test_an_instrument_named_by_its_kind_is_the_evidence_law_of_that_kind(
    text, label, status
):
    """ "the Charter" and "the Convention" pick the law of the evidence so called."""
    (citation,) = verify(text, RIGHTS_EVIDENCE).citations
    assert (citation.law_label, citation.status) == (label, status)


FORMER_EVIDENCE = [
    Chunk("t101", "TFEU", 101, "1. The following shall be prohibited."),
    Chunk("t102", "TFEU", 102, "Any abuse of a dominant position shall be prohibited."),
    Chunk("c1240", "Code civil", 1240, "Tout fait quelconque de l'homme."),
    Chunk("i2043", "Codice civile", 2043, "Qualunque fatto doloso o colposo."),
]


@pytest.mark.parametrize(
    "text",
    [
        "Cartels are prohibited by Article 101 TFEU (ex Article 81 TEC).",
        "Cartels are prohibited by Article 101 TFEU (ex-Article 81 EC).",
        "Cartels are prohibited by Article 101 TFEU (formerly Article 81 EC).",
        "La responsabilité repose sur l'article 1240 du Code civil (anc. art. 1382).",
        "La faute oblige à réparer (article 1240 du Code civil, anciennement article "
        "1382).",
    ],
)
def test_a_former_number_is_no_citation(text):
    """ "(ex Article 81 TEC)" gives the old number of the provision just cited: it is
    not checked against the evidence (a correct answer was flagged for it)."""
    citations = verify(text, FORMER_EVIDENCE).citations
    assert len(citations) == 1
    assert citations[0].status is CitationStatus.VERIFIED


def test_the_law_of_a_former_number_is_named_for_nothing_after_it():
    """ "Article 102 (ex Article 82 TEC)": the bare Article 102 after "(ex Article 81
    TEC)" is the TFEU's, not the TEC's."""
    text = (
        "Article 101 TFEU (ex Article 81 TEC) bans cartels and Article 102 (ex "
        "Article 82 TEC) bans abuse."
    )
    assert [
        (c.law_label, c.article, c.status)
        for c in verify(text, FORMER_EVIDENCE).citations
    ] == [
        ("TFEU", "101", CitationStatus.VERIFIED),
        ("TFEU", "102", CitationStatus.VERIFIED),
    ]


def test_ex_in_running_text_is_latin_for_under():
    """Italian "ex art. 2043 c.c." means "under art. 2043": a citation, checked."""
    aliases = {"c.c.": "Codice civile"}
    verified, fabricated = (
        verify(
            f"Il danno va risarcito ex art. {n} c.c.", FORMER_EVIDENCE, aliases=aliases
        )
        .citations[0]
        .status
        for n in (2043, 2044)
    )
    assert (verified, fabricated) == (
        CitationStatus.VERIFIED,
        CitationStatus.UNSUPPORTED,
    )


ARABIC_EVIDENCE = [
    Chunk("a80", "نظام العمل", 80, "لا يجوز لصاحب العمل فسخ العقد دون مكافأة."),
    Chunk("a81", "نظام العمل", 81, "يحق للعامل أن يترك العمل."),
]


@pytest.mark.parametrize(
    "text",
    [
        "وفقاً للمادة 80 من اللائحة التنفيذية لنظام العمل، يجوز فسخ العقد.",
        "ينظم نظام العمل الفسخ. وتنص المادة 81 من القانون المدني على حق العامل.",
    ],
)
def test_an_arabic_head_that_opens_a_name_is_no_anaphor(text):
    """ "اللائحة التنفيذية" (the implementing regulations) and "القانون المدني" (the
    Civil Code) name instruments of their own: read as "the law in hand", the
    citation verified as the Labour Law's article."""
    (citation,) = verify(text, ARABIC_EVIDENCE).citations
    assert citation.status is CitationStatus.UNSUPPORTED
    assert citation.law_label != "نظام العمل"


@pytest.mark.parametrize(
    "text",
    [
        "ينظم نظام العمل الفسخ. وتنص المادة 81 من النظام على حق العامل.",
        "ينظم نظام العمل الفسخ. وتنص المادة 81 من النظام المذكور على حق العامل.",
    ],
)
def test_an_arabic_anaphor_is_still_the_law_in_hand(text):
    """ "من النظام" and "من النظام المذكور" (the said law) are the Labour Law."""
    (citation,) = verify(text, ARABIC_EVIDENCE).citations
    assert (citation.law_label, citation.status) == (
        "نظام العمل",
        CitationStatus.VERIFIED,
    )


NUMBERED_EVIDENCE = [
    Chunk("u43", "Federal Decree-Law No. 33 of 2021", 43, "1. Either party may."),
    Chunk("u44", "Federal Decree-Law No. 33 of 2021", 44, "The employer may."),
    Chunk("c1103", "Code civil", 1103, "Les contrats légalement formés."),
    Chunk("b623", "BGB", 623, "Die Kündigung bedarf der Schriftform."),
]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # "No. 33" ends no sentence: the sentence of "Article 44" opened at "33",
        # and the law before it was read as "Federal Decree-Law No.".
        (
            "Under Article 43 of Federal Decree-Law No. 33 of 2021, either party "
            "may end it, and Article 44 lists the grounds.",
            "Federal Decree-Law No. 33 of 2021",
        ),
        (
            "Federal Decree-Law No. 33 of 2021 governs, and Article 44 applies.",
            "Federal Decree-Law No. 33 of 2021",
        ),
        # An alias with full stops inside ("C. civ.") names its law: the BGB
        # named before it was taken for "article 1103".
        (
            "§ 623 BGB requires writing. The C. civ. is different: there, "
            "article 1103 sets the rule.",
            "Code civil",
        ),
        (
            "§ 623 BGB requires writing. Under the C. civ. article 1103 applies.",
            "Code civil",
        ),
    ],
)
def test_a_name_with_an_abbreviation_inside_is_the_law_named(text, label):
    """A full stop inside a law's name ("No. 33", "C. civ.") ends neither it nor
    the sentence: the reference after it is that law's, and verified."""
    last = verify(text, NUMBERED_EVIDENCE).citations[-1]
    assert (last.law_label, last.status) == (label, CitationStatus.VERIFIED)


IBID_EVIDENCE = [Chunk("g15", "GDPR", 15, "1. Access."), Chunk("g16", "GDPR", 16, "x")]


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        # "Ibid., Art. 15" is Article 15 of the same law; the "ibid." cites no
        # Article 99 again (it was flagged a second time).
        (
            "See GDPR, Art. 99. Ibid., Art. 15.",
            [("GDPR, Art. 99", "99", "unsupported"), ("Art. 15", "15", "verified")],
        ),
        (
            "See GDPR, Art. 15. Ibid., Art. 16. Ibid., Art. 99.",
            [
                ("GDPR, Art. 15", "15", "verified"),
                ("Art. 16", "16", "verified"),
                ("Art. 99", "99", "unsupported"),
            ],
        ),
        # Alone, or with a pinpoint of its own, "ibid." is the provision before.
        (
            "Access (GDPR, Art. 15). Its limits (ibid.).",
            [("(GDPR, Art. 15)", "15", "verified"), ("ibid.", "15", "verified")],
        ),
        (
            "See GDPR, Art. 15. Ibid. Art. 16 applies too.",
            [
                ("GDPR, Art. 15", "15", "verified"),
                ("Ibid.", "15", "verified"),
                ("Art. 16", "16", "verified"),
            ],
        ),
    ],
)
def test_ibid_before_a_provision_of_its_own_cites_only_that_one(text, cited):
    """The words "Ibid., Art. 16" name the law cited before, and its Article 16."""
    citations = verify(text, IBID_EVIDENCE).citations
    assert [(c.raw, c.article, c.status.value) for c in citations] == cited


BGB_622 = Chunk(
    "bgb-622",
    "BGB",
    622,
    "(1) Das Arbeitsverhältnis kann mit einer Frist von vier Wochen gekündigt "
    "werden.\n(2) Für eine Kündigung durch den Arbeitgeber beträgt die Frist mehr.\n"
    "(3) Während einer Probezeit beträgt die Frist zwei Wochen.",
)


@pytest.mark.parametrize(
    ("text", "raw", "pinpoint", "status"),
    [
        (
            "Vier Wochen (§ 622 Abs. 1 BGB); länger (vgl. ebd. Abs. 2).",
            "ebd. Abs. 2",
            "Abs. 2",
            "verified",
        ),
        (
            "Vier Wochen (§ 622 Abs. 1 BGB). Probezeit: zwei Wochen (ebd., Abs. 3).",
            "ebd., Abs. 3",
            "Abs. 3",
            "verified",
        ),
        (
            "Vier Wochen (§ 622 Abs. 1 BGB); länger für Arbeitgeber (Abs. 2 a.a.O.).",
            "Abs. 2 a.a.O.",
            "Abs. 2",
            "verified",
        ),
        (
            "Vier Wochen (§ 622 Abs. 1 BGB); länger, ebenda Abs. 2.",
            "ebenda Abs. 2",
            "Abs. 2",
            "verified",
        ),
        (
            "Vier Wochen (§ 622 Abs. 1 BGB); Sonderfälle regelt ebd. Abs. 9.",
            "ebd. Abs. 9",
            "Abs. 9",
            "unsupported",
        ),
        (
            "Vier Wochen (§ 622 Abs. 1 BGB); Sonderfälle (Abs. 7 a.a.O.).",
            "Abs. 7 a.a.O.",
            "Abs. 7",
            "unsupported",
        ),
    ],
)
def test_a_german_reference_back_is_the_place_cited_before(text, raw, pinpoint, status):
    """ "ebd.", "ebenda" and "a.a.O." are German for "ibid." (the tables' ibid
    words), its pinpoint after it or before it: unread, "ebd. Abs. 9" passed."""
    first, second = verify(text, [BGB_622]).citations
    assert first.status is CitationStatus.VERIFIED
    assert (second.raw, second.article, second.pinpoint, second.status.value) == (
        raw,
        "622",
        pinpoint,
        status,
    )


def test_a_reference_back_just_after_a_provision_cites_nothing_of_its_own():
    """ "Art. 99 ibid." is Article 99 of the place cited before: one flag, not
    a second one for "ibid." citing Article 99 again."""
    text = "See GDPR, Art. 15. Art. 99 ibid. applies too."
    citations = verify(text, IBID_EVIDENCE).citations
    assert [(c.raw, c.article, c.status.value) for c in citations] == [
        ("GDPR, Art. 15", "15", "verified"),
        ("Art. 99", "99", "unsupported"),
    ]


@pytest.mark.parametrize(
    ("text", "raw", "status"),
    [
        (
            # A statutory instrument's own words for itself: "these Regulations".
            "The Working Time Regulations 1998 apply. Regulation 9 of these "
            "Regulations requires records.",
            "Regulation 9 of these Regulations",
            CitationStatus.VERIFIED,
        ),
        (
            "The Working Time Regulations 1998 apply. Regulation 99 of these "
            "Regulations requires records.",
            "Regulation 99 of these Regulations",
            CitationStatus.UNSUPPORTED,
        ),
        (
            "The Working Time Regulations 1998 cap hours, and regulation 4 of those "
            "Regulations sets the limit.",
            "regulation 4 of those Regulations",
            CitationStatus.VERIFIED,
        ),
    ],
)
def test_these_and_those_regulations_are_the_law_in_hand(text, raw, status):
    """Unread, a fabricated "regulation 99 of these Regulations" passed."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.raw, citation.law_label, citation.status) == (
        raw,
        "Working Time Regulations 1998",
        status,
    )


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        (
            "Section 94 of the ERA 1996 bars unfair dismissal. Ibid., s. 11 sends "
            "claims to a tribunal.",
            [("Section 94 of the ERA 1996", "94", None), ("s. 11", "11", None)],
        ),
        (
            "Section 94 of the ERA 1996 bars unfair dismissal. Ibid., section 11(1).",
            [
                ("Section 94 of the ERA 1996", "94", None),
                ("section 11(1)", "11", "(1)"),
            ],
        ),
        # A worded pinpoint after it is still the ibid.'s own: section 94(1).
        (
            "Section 94 of the ERA 1996 bars unfair dismissal. Ibid., subsection (1).",
            [
                ("Section 94 of the ERA 1996", "94", None),
                ("Ibid., subsection (1)", "94", "subsection (1)"),
            ],
        ),
    ],
)
def test_ibid_before_a_weak_keywords_provision_cites_only_that_one(text, cited):
    """ "Ibid., s. 11" was read as section 94 with a pinpoint "s. 11", beside the
    section 11 it names: a second citation, checked against the wrong section."""
    citations = verify(text, EVIDENCE).citations
    assert [(c.raw, c.article, c.pinpoint) for c in citations] == cited
    assert all(c.status is CitationStatus.VERIFIED for c in citations)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "The Civil Code governs contracts. Article 14 of the Code applies.",
            "Civil Code",
        ),
        ("The Highway Code requires care (rule 99 of the Code).", "Highway Code"),
        # A French code's head comes first, after a determiner or a jurisdiction.
        ("Le Code civil le prévoit ; l'article 1241 du Code aussi.", "Code civil"),
        (
            "Under the French Code civil it is so. Article 1241 of the Code.",
            "Code civil",
        ),
    ],
)
def test_an_english_code_named_head_last_is_the_code_a_later_reference_names(
    text, label
):
    """ "The Civil Code governs": read head first, as "Code civil" is, the law was
    "Code governs", and "the Code" after it named that."""
    evidence = [Chunk("cc1241", "Code civil", 1241, "Chacun est responsable.")]
    (citation,) = verify(text, evidence).citations
    assert citation.law_label == label


TABLE_EVIDENCE = [
    Chunk("g13", "GDPR", 13, "1. Where personal data are collected."),
    Chunk("g35", "GDPR", 35, "1. Where a type of processing is likely to result."),
    Chunk("a50", "EU AI Act", 50, "1. Providers shall ensure that AI systems."),
    Chunk("a27", "EU AI Act", 27, "1. Prior to deploying a high-risk AI system."),
]


def test_a_bare_article_in_a_table_is_of_its_columns_law():
    """ "| Duty | GDPR | EU AI Act |": read by the nearest law before it, every cell
    was the AI Act's, and the correct GDPR citations were flagged."""
    text = (
        "| Obligation | GDPR | EU AI Act |\n"
        "|---|:---:|---|\n"
        "| Transparency | Art. 13 | Art. 50 |\n"
        "| Impact assessment | Art. 35 | Art. 99 |\n"
    )
    report = verify(text, TABLE_EVIDENCE)
    assert [(c.raw, c.law_label, c.status.value) for c in report.citations] == [
        ("Art. 13", "GDPR", "verified"),
        ("Art. 50", "EU AI Act", "verified"),
        ("Art. 35", "GDPR", "verified"),
        ("Art. 99", "EU AI Act", "unsupported"),
    ]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # A law named in the cell before the reference comes first.
        (
            "| Duty | GDPR | EU AI Act |\n|---|---|---|\n| Notice | Art. 13 | "
            "GDPR Art. 35 and Art. 13 |\n",
            "GDPR",
        ),
        # A header naming no law says nothing: the nearest law before it.
        (
            "Under the EU AI Act:\n\n| Duty | Where |\n|---|---|\n"
            "| Notice | Art. 13 |\n",
            "EU AI Act",
        ),
        # A law named in the row's first cell, as before.
        ("| Law | Duty |\n|---|---|\n| GDPR | Art. 13 |\n", "GDPR"),
    ],
)
def test_a_tables_cell_or_row_names_the_law_before_its_header(text, label):
    citation = verify(text, TABLE_EVIDENCE).citations[-1]
    assert citation.law_label == label


SAME_ARTICLE_EVIDENCE = [
    Chunk(
        "g17",
        "GDPR",
        17,
        "1. The data subject shall have the right to obtain erasure where:\n"
        "(a) the data are no longer necessary;\n(b) consent is withdrawn.\n"
        "2. Where the controller has made the personal data public.\n"
        "3. Paragraphs 1 and 2 shall not apply:\n(a) for freedom;\n(b) for compliance.",
    ),
    Chunk("g6", "GDPR", 6, "1. Processing shall be lawful only if:\n(a) consent."),
]


@pytest.mark.parametrize(
    ("text", "raw", "pinpoint", "status"),
    [
        (
            "Article 17 GDPR applies; paragraph 3 of that Article lists exceptions.",
            "paragraph 3 of that Article",
            "paragraph 3",
            "verified",
        ),
        (
            "Article 17 GDPR applies; paragraph 6 of that Article lists exceptions.",
            "paragraph 6 of that Article",
            "paragraph 6",
            "unsupported",
        ),
        # "thereof": the article's paragraph cited before, and its point.
        (
            "Under Article 17(3) GDPR and point (b) thereof, it may be kept.",
            "point (b) thereof",
            "(3) point (b)",
            "verified",
        ),
        (
            "Under [GDPR, Article 17(1)] and points (a) and (g) thereof you may ask.",
            "points (a) and (g) thereof",
            "(1) points (a) and (g)",
            "unsupported",
        ),
        # The last article cited, not the first.
        (
            "Article 6 GDPR is the basis and Article 17 GDPR the remedy; paragraph "
            "2 of the same Article covers public data.",
            "paragraph 2 of the same Article",
            "paragraph 2",
            "verified",
        ),
        (
            "Das folgt aus Art. 17 DSGVO; Abs. 5 derselben Vorschrift gilt nicht.",
            "Abs. 5 derselben Vorschrift",
            "Abs. 5",
            "unsupported",
        ),
        (
            "L'article 17 du RGPD s'applique ; le paragraphe 4 du même article aussi.",
            "paragraphe 4 du même article",
            "paragraphe 4",
            "unsupported",
        ),
        (
            "Se aplica el artículo 17 del RGPD y el apartado 2 del mismo artículo.",
            "apartado 2 del mismo artículo",
            "apartado 2",
            "verified",
        ),
    ],
)
def test_a_pinpoint_of_that_article_cites_the_article_cited_just_before(
    text, raw, pinpoint, status
):
    report = verify(text, SAME_ARTICLE_EVIDENCE)
    (same,) = [c for c in report.citations if c.raw == raw]
    assert (same.article, same.pinpoint, same.status.value) == ("17", pinpoint, status)
    assert same.form is CitationForm.BACK_REFERENCE
    assert text[same.start : same.end] == raw


@pytest.mark.parametrize(
    "text",
    [
        # No article cited before it: nothing to point at.
        "Paragraph 6 of that Article lists exceptions to the right of erasure.",
        # A contract's section is no article of a law.
        "Section 2 of the contract applies; clause 3 of that section too.",
        # A new paragraph of the answer: the article is no longer in hand.
        "Article 17 GDPR applies.\n\nParagraph 6 of that Article lists exceptions.",
        # The quoted law's own words.
        'Article 17 GDPR applies, "as referred to in paragraph 6 of that Article".',
    ],
)
def test_that_article_with_no_article_just_cited_is_no_citation(text):
    report = verify(text, SAME_ARTICLE_EVIDENCE)
    assert all(c.form is not CitationForm.BACK_REFERENCE for c in report.citations)


@pytest.mark.parametrize(
    "text",
    [
        "The EU AI Act applies. Article 5 of the aforementioned Regulation bans it.",
        "The EU AI Act applies. Article 5 of the above-mentioned Regulation bans it.",
        "The EU AI Act applies. Article 5 of the present Regulation bans it.",
        "The EU AI Act applies. Article 5 of the applicable Regulation bans it.",
        "Die KI-Verordnung gilt. Artikel 5 der vorliegenden Verordnung verbietet es.",
        "Die KI-Verordnung gilt. Artikel 5 der oben genannten Verordnung verbietet es.",
        "Le règlement (UE) 2024/1689 s'applique. L'article 5 du règlement précité "
        "l'interdit.",
        "El Reglamento (UE) 2024/1689 se aplica. El artículo 5 del Reglamento citado "
        "lo prohíbe.",
    ],
)
def test_a_law_named_again_with_a_word_saying_so_is_the_law_in_hand(text):
    """ "Article 5 of the aforementioned Regulation", "du règlement précité": read
    as no law's name, the citation was dropped, and a fabricated one passed
    unread."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.status) == (
        "EU AI Act",
        CitationStatus.VERIFIED,
    )
    assert citation.form is CitationForm.BACK_REFERENCE


def test_a_fabricated_article_of_the_aforementioned_regulation_is_flagged():
    text = "The EU AI Act applies. Article 99 of the aforementioned Regulation bans it."
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE


@pytest.mark.parametrize(
    "text",
    ["See Article 5 of the above agreement.", "Article 5 of the relevant contract."],
)
def test_a_document_named_again_is_still_no_law(text):
    assert verify(text, EVIDENCE).citations == ()


@pytest.mark.parametrize(
    "text",
    [
        "Nous appliquons le règlement (UE) 2024/1689. L'article 5 de ce règlement "
        "interdit certaines pratiques.",
        "Si applica il regolamento (UE) 2024/1689. L'articolo 5 di tale regolamento "
        "vieta alcune pratiche.",
        "Se aplica el reglamento (UE) 2024/1689. El artículo 5 prohíbe prácticas.",
    ],
)
def test_an_eu_act_named_in_lower_case_is_named(text):
    """French, Italian and Spanish write "le règlement (UE) 2024/1689" in lower
    case: unread, the answer named no law, and with the GDPR's Article 5 given too
    "ce règlement" was ambiguous and flagged."""
    (citation,) = verify(text, EVIDENCE).citations
    assert (citation.law_label, citation.status) == (
        "EU AI Act",
        CitationStatus.VERIFIED,
    )
