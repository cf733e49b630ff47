"""The law catalogue: names, article ranges, and a deployment's own files."""

from __future__ import annotations

import json

import pytest

from verification.core import (
    CitationStatus,
    Diagnosis,
    default_catalogue,
    explain,
    load_catalogue,
    verify,
)
from verification.core import EvidenceChunk as Chunk
from verification.core.catalogue import law_from_dict
from verification.core.labels import normalise_label

EVIDENCE = [Chunk("g17", "GDPR", 17, "1. Erasure."), Chunk("a6", "EU AI Act", 6, "x")]


@pytest.mark.parametrize(
    "name",
    [
        "GDPR",
        "DSGVO",
        "RGPD",
        "AVG",
        "RODO",
        "Regulation (EU) 2016/679",
        "General Data Protection Regulation",
        "Datenschutz-Grundverordnung",
    ],
)
def test_every_name_of_the_gdpr_matches_its_evidence(name):
    """A citation of the GDPR under any of its names verifies against "GDPR"."""
    (citation,) = verify(f"[{name}, Article 17]", EVIDENCE).citations
    assert citation.status is CitationStatus.VERIFIED


@pytest.mark.parametrize(
    "name", ["EU AI Act", "AI Act", "Regulation (EU) 2024/1689", "KI-Verordnung"]
)
def test_every_name_of_the_ai_act_matches_its_evidence(name):
    """A citation of the EU AI Act under any of its names verifies."""
    (citation,) = verify(f"[{name}, Article 6]", EVIDENCE).citations
    assert citation.status is CitationStatus.VERIFIED


# Laws the catalogue knows by other names than their evidence labels.
NAMED_EVIDENCE = [
    Chunk(
        "cpr",
        "Civil Procedure Rules",
        "3.4",
        "(1) In this rule.\n(2) The court may strike out.",
    ),
    Chunk("ca", "Cal. Lab. Code", 2802, "(a) An employer shall indemnify."),
    Chunk("cg", "Cal. Gov. Code", 12940, "It is an unlawful employment practice."),
    Chunk("ny", "N.Y. Lab. Law", 198, "Liquidated damages."),
    Chunk("tx", "Tex. Lab. Code", "21.051", "An employer commits an unlawful act."),
    Chunk("w", "Directive 2003/88/EC", 7, "1. Paid annual leave."),
    Chunk("t", "TFEU", 101, "1. The following shall be prohibited."),
    Chunk("e", "ECHR", 8, "1. Everyone has the right to respect."),
    Chunk("c", "CFR", 8, "1. Everyone has the right to data protection."),
    Chunk("agg", "Allgemeines Gleichbehandlungsgesetz", 1, "Ziel des Gesetzes."),
    Chunk("bv", "BetrVG", 87, "(1) Der Betriebsrat hat mitzubestimmen."),
    Chunk("et", "ET", 49, "1. El contrato de trabajo se extinguirá."),
    Chunk("lg", "Lei 13.709/2018", 18, "O titular dos dados pessoais tem direito."),
    Chunk(
        "uae", "Federal Decree-Law No. 33 of 2021", 43, "1. Either party may end it."
    ),
    Chunk("lil", "Loi n° 78-17 du 6 janvier 1978", 6, "Il est interdit de traiter."),
    Chunk("ccpa", "Cal. Civ. Code", "1798.100", "(a) A consumer shall have the right."),
    Chunk("cp", "D.Lgs. 196/2003", "2-quater", "Il Garante promuove regole."),
    Chunk(
        "uavg", "Uitvoeringswet Algemene verordening gegevensbescherming", 22, "Nee."
    ),
]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # US state codes written out, against their Bluebook labels.
        (
            "California Labor Code section 2802 requires reimbursement.",
            "Cal. Lab. Code",
        ),
        ("See Cal. Gov't Code § 12940.", "Cal. Gov. Code"),
        ("New York Labor Law § 198 gives liquidated damages.", "N.Y. Lab. Law"),
        ("NYLL § 198 gives liquidated damages.", "N.Y. Lab. Law"),
        ("Texas Labor Code § 21.051 bars discrimination.", "Tex. Lab. Code"),
        # The EU treaties, the Convention, the Charter, the Working Time Directive.
        (
            "Article 7 of the Working Time Directive grants paid leave.",
            "Directive 2003/88/EC",
        ),
        (
            "Article 101(1) of the Treaty on the Functioning of the European Union "
            "bans cartels.",
            "TFEU",
        ),
        ("Art. 101 AEUV verbietet Kartelle.", "TFEU"),
        (
            "Article 8 of the European Convention on Human Rights protects privacy.",
            "ECHR",
        ),
        ("Article 8 EMRK schützt das Privatleben.", "ECHR"),
        # German statutes by abbreviation or full title, whichever the evidence
        # does not use; the Spanish Workers' Statute; Brazil's LGPD.
        (
            "Ziel ist der Schutz vor Benachteiligung (§ 1 AGG).",
            "Allgemeines Gleichbehandlungsgesetz",
        ),
        ("Es gilt § 87 Abs. 1 Nr. 6 Betriebsverfassungsgesetz.", "BetrVG"),
        ("Se extingue según el artículo 49 del Estatuto de los Trabajadores.", "ET"),
        ("O titular tem direitos (art. 18 da LGPD).", "Lei 13.709/2018"),
        # The UAE's labour law by the names answers give it.
        (
            "Either party may end it under Article 43 of the UAE Labor Law.",
            "Federal Decree-Law No. 33 of 2021",
        ),
        # National data protection laws by the names answers give them.
        (
            "Les données sensibles sont protégées par l'article 6 de la loi "
            "Informatique et Libertés.",
            "Loi n° 78-17 du 6 janvier 1978",
        ),
        # "1798" is no year: a decimal section follows it.
        ("Consumers may ask (Section 1798.100 of the CCPA).", "Cal. Civ. Code"),
        ("Regole deontologiche: art. 2-quater del Codice privacy.", "D.Lgs. 196/2003"),
        (
            "Bijzondere persoonsgegevens zijn beschermd (artikel 22 UAVG).",
            "Uitvoeringswet Algemene verordening gegevensbescherming",
        ),
        # The Civil Procedure Rules by the initials practitioners write: "CPR r.
        # 3.4(2)(a)" was a label_mismatch against "Civil Procedure Rules".
        (
            "A hopeless claim may be struck out (CPR r. 3.4(2)).",
            "Civil Procedure Rules",
        ),
        ("Strike out: r. 3.4(2) of the CPR.", "Civil Procedure Rules"),
        # A deployment's alias row on top of the catalogue ("CFR" is not built
        # in: US answers mean the Code of Federal Regulations by it).
        ("Article 8 of the EU Charter of Fundamental Rights protects data.", "CFR"),
    ],
)
def test_a_law_written_by_another_of_its_names_matches_its_evidence(text, label):
    """ "California Labor Code section 2802" is the evidence's "Cal. Lab. Code"."""
    aliases = {"CFR": "Charter of Fundamental Rights of the European Union"}
    (citation,) = verify(text, NAMED_EVIDENCE, aliases).citations
    assert (citation.law_label, citation.status) == (label, CitationStatus.VERIFIED)


def test_an_article_beyond_a_treatys_last_does_not_exist():
    """The TFEU ends at Article 358."""
    (citation,) = verify("See Article 359 TFEU.", EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.NONEXISTENT_ARTICLE


def test_uk_gdpr_is_another_law():
    """The UK GDPR is not the GDPR: its article is a label mismatch."""
    (citation,) = verify("[UK GDPR, Article 17]", EVIDENCE).citations
    assert (citation.diagnosis, citation.suggested_label) == (
        Diagnosis.LABEL_MISMATCH,
        "GDPR",
    )


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("An offence under section 170 of the Data Protection Act 2018.", "DPA 2018"),
        ("An offence under s. 170 DPA 2018.", "Data Protection Act 2018"),
    ],
)
def test_the_data_protection_act_2018_by_name_or_initials_is_one_law(text, label):
    """A correct citation of the Act by its other name was a label mismatch."""
    evidence = [Chunk("dpa170", label, 170, "(1) It is an offence for a person.")]
    (citation,) = verify(text, evidence).citations
    assert citation.status is CitationStatus.VERIFIED


# (citation, diagnosis): nonexistent is checked before article_not_in_evidence.
RANGES = [
    ("See GDPR Art. 200 for fines.", Diagnosis.NONEXISTENT_ARTICLE),
    ("[GDPR, Article 100]", Diagnosis.NONEXISTENT_ARTICLE),
    ("[GDPR, Article 99]", Diagnosis.ARTICLE_NOT_IN_EVIDENCE),
    ("[GDPR, Article 5a]", Diagnosis.NONEXISTENT_ARTICLE),
    ("Article 0 of the GDPR applies.", Diagnosis.NONEXISTENT_ARTICLE),
    ("[EU AI Act, Article 114]", Diagnosis.NONEXISTENT_ARTICLE),
    ("[AI Act, Article 113]", Diagnosis.ARTICLE_NOT_IN_EVIDENCE),
    ("Nach § 27 KSchG gilt das.", Diagnosis.NONEXISTENT_ARTICLE),
    ("Nach § 25a KSchG gilt das.", Diagnosis.LAW_NOT_IN_EVIDENCE),
    ("Nach § 2386 BGB gilt das.", Diagnosis.NONEXISTENT_ARTICLE),
    ("Nach § 312k BGB gilt das.", Diagnosis.LAW_NOT_IN_EVIDENCE),
    ("Art. 147 GG gilt.", Diagnosis.NONEXISTENT_ARTICLE),
    (
        "See section 246 of the Employment Rights Act 1996.",
        Diagnosis.NONEXISTENT_ARTICLE,
    ),
    ("See section 98A ERA 1996.", Diagnosis.LAW_NOT_IN_EVIDENCE),
    ("[Made Up Act, Article 5000]", Diagnosis.LAW_NOT_IN_EVIDENCE),
]


@pytest.mark.parametrize(("text", "diagnosis"), RANGES)
def test_article_outside_the_known_range_does_not_exist(text, diagnosis):
    """An article outside the catalogue's range is nonexistent; inside, it is not."""
    (citation,) = verify(text, EVIDENCE).citations
    assert citation.diagnosis is diagnosis


def test_nonexistent_article_is_explained_with_the_range():
    """The explanation states the law's range and the missing article."""
    (citation,) = verify("See GDPR Art. 200 for fines.", EVIDENCE).citations
    assert (
        explain(citation) == "The GDPR has articles 1 to 99; there is no Article 200."
    )


def test_built_in_ranges_come_from_the_corpus():
    """The GDPR has articles 1-99 and the EU AI Act 1-113."""
    catalogue = default_catalogue()
    gdpr = catalogue.find("gdpr")
    ai_act = catalogue.find("euaiact")
    assert gdpr is not None and (gdpr.first, gdpr.last) == (1, 99)
    assert ai_act is not None and (ai_act.first, ai_act.last) == (1, 113)


def test_deployment_adds_its_own_law(tmp_path):
    """A deployment's directory of law files extends the catalogue."""
    (tmp_path / "labour.json").write_text(
        json.dumps(
            {
                "label": "Labour Law",
                "aliases": ["نظام العمل", "Saudi Labour Law"],
                "articles": {"first": 1, "last": 245},
            }
        ),
        encoding="utf-8",
    )
    catalogue = load_catalogue(tmp_path)
    evidence = [Chunk("l30", "نظام العمل", 30, "x")]
    (verified,) = verify(
        "[Saudi Labour Law, Article 30]", evidence, catalogue=catalogue
    ).citations
    (missing,) = verify(
        "[Labour Law, Article 300]", evidence, catalogue=catalogue
    ).citations
    assert verified.status is CitationStatus.VERIFIED
    assert missing.diagnosis is Diagnosis.NONEXISTENT_ARTICLE


def test_alias_rows_apply_on_top_of_the_catalogue():
    """The app's alias rows still map spellings, with the catalogue under them."""
    evidence = [Chunk("g17", "Data Protection Regulation (EU)", 17, "x")]
    aliases = {"GDPR": "Data Protection Regulation (EU)"}
    (citation,) = verify("[DSGVO, Article 17]", evidence, aliases).citations
    assert citation.status is CitationStatus.VERIFIED


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[1]", "must be a JSON object"),
        ('{"aliases": []}', "label"),
        ('{"label": "X", "articles": {"first": 5, "last": 1}}', "first <= last"),
        ('{"label": "X", "articles": {"list": ["a"]}}', "invalid article"),
        ("{", "law.json"),
        ('{"label": "X", "jurisdiction": "French"}', "jurisdiction"),
    ],
)
def test_invalid_law_file_is_refused_naming_the_file(tmp_path, content, message):
    """A malformed law file stops loading with its name in the message."""
    (tmp_path / "law.json").write_text(content, encoding="utf-8")
    with pytest.raises(ValueError, match=message) as caught:
        load_catalogue(tmp_path)
    assert "law.json" in str(caught.value)


JURISDICTION_EVIDENCE = [
    Chunk("c1103", "Code civil", 1103, "Les contrats légalement formés."),
    Chunk("b623", "BGB", 623, "Die Kündigung bedarf der Schriftform."),
    Chunk("u43", "Federal Decree-Law No. 33 of 2021", 43, "1. Either party may."),
    Chunk("g5", "GDPR", 5, "1. Personal data shall be processed lawfully."),
]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # Read as the statute-shaped "French Code", no law of the evidence.
        ("Article 1103 of the French Code civil applies.", "Code civil"),
        ("See § 623 of the German BGB.", "BGB"),
        ("Article 43 of the UAE Federal Decree-Law No. 33 of 2021 applies.", None),
        ("Article 43 of Emirati Decree-Law No. 33 of 2021 applies.", None),
        ("Article 5 of the EU GDPR applies.", "GDPR"),
    ],
)
def test_a_law_named_after_its_jurisdiction_is_that_law(text, label):
    """The words "French", "German", "UAE" before a law's name say whose it is."""
    [citation] = verify(text, JURISDICTION_EVIDENCE).citations
    assert citation.status is CitationStatus.VERIFIED
    assert citation.law_label == (label or "Federal Decree-Law No. 33 of 2021")


def test_another_jurisdictions_word_makes_no_law_the_same():
    """The GDPR's jurisdiction is the EU: the UK GDPR is still another law."""
    [citation] = verify("Article 5 of the UK GDPR.", JURISDICTION_EVIDENCE).citations
    assert citation.status is CitationStatus.UNSUPPORTED
    assert citation.law_label == "UK GDPR"
    catalogue = default_catalogue()
    assert catalogue.find("ukgdpr") is not catalogue.find("gdpr")


@pytest.mark.parametrize(
    ("text", "label", "status"),
    [
        ("Article 5 of the EU's GDPR applies.", "GDPR", "verified"),
        ("Article 1103 of France's Code civil applies.", "Code civil", "verified"),
        ("Under Germany’s BGB, § 623 requires writing.", "BGB", "verified"),
        # The UK's law, not the EU's: "Under the UK's GDPR, Article 5" was
        # verified against the GDPR, and "Article 5 of the UK's GDPR" not read.
        ("Under the UK's GDPR, Article 5 applies.", "UK's GDPR", "unsupported"),
        ("Article 5 of the UK's GDPR applies.", "UK's GDPR", "unsupported"),
        ("Article 5 of the British GDPR applies.", "British GDPR", "unsupported"),
    ],
)
def test_a_possessive_jurisdiction_says_whose_law_it_is(text, label, status):
    """The words "the UK's GDPR" name the UK GDPR, "the EU's GDPR" the GDPR."""
    [citation] = verify(text, JURISDICTION_EVIDENCE).citations
    assert (citation.law_label, citation.status) == (label, status)
    if status == "unsupported":
        law = default_catalogue().find(normalise_label(label))
        assert law is not None and law.label == "UK GDPR"


def test_a_catalogue_law_may_give_its_articles_titles():
    law = law_from_dict({"label": "X Act", "titles": {"5": "Definitions"}}, "x.json")
    assert (law.title("5"), law.title("6")) == ("Definitions", "")
    with pytest.raises(ValueError, match="titles"):
        law_from_dict({"label": "X Act", "titles": {"5": 5}}, "x.json")
    with pytest.raises(ValueError, match="no article"):
        law_from_dict({"label": "X Act", "titles": {"abc": "Scope"}}, "x.json")


# An Act's section and the Code's section restating it are one provision.
CODIFIED_EVIDENCE = [
    Chunk(
        "usc207",
        "29 U.S.C.",
        207,
        "(a)(1) No employer shall employ any of his employees for a workweek longer "
        "than forty hours.\n(b) Exemptions.",
    ),
    Chunk("t7", "Title VII", 703, "(a) It shall be an unlawful employment practice."),
]


@pytest.mark.parametrize(
    ("text", "label", "article"),
    [
        # The Act's own section, verified by the Code's passage.
        ("Overtime is due under Section 7 of the FLSA.", "29 U.S.C.", "207"),
        (
            "Section 7(a)(1) of the Fair Labor Standards Act caps it.",
            "29 U.S.C.",
            "207",
        ),
        # The Code's section, verified by the Act's passage.
        ("42 U.S.C. § 2000e-2(a) forbids it.", "Title VII", "703"),
        # Both at once: neither half is "law not in evidence".
        (
            "Overtime is due (Section 7 of the FLSA, 29 U.S.C. § 207).",
            "29 U.S.C.",
            "207",
        ),
    ],
)
def test_a_codified_provision_is_verified_under_either_name(text, label, article):
    """ "Section 7 of the FLSA (29 U.S.C. § 207)": both name one provision."""
    citations = verify(text, CODIFIED_EVIDENCE).citations
    assert citations
    for citation in citations:
        assert citation.status is CitationStatus.VERIFIED, citation
        assert (citation.law_label, citation.article) == (label, article)


def test_a_codified_provisions_pinpoint_is_checked_in_the_codes_passage():
    """The Code restates the Act's subsections: (z) is in neither."""
    (citation,) = verify("See section 7(z) of the FLSA.", CODIFIED_EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE


def test_a_codified_section_missing_from_the_evidence_names_its_other_name():
    """The Code was given, but not the section restating the Act's section 6."""
    (citation,) = verify("Section 6 of the FLSA sets it.", CODIFIED_EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE
    assert explain(citation) == (
        "Section 6 of the FLSA (29 U.S.C. § 206) was not among the passages given "
        "to the model."
    )


def test_a_codified_acts_range_still_says_which_sections_do_not_exist():
    (citation,) = verify("Section 99 of the FLSA says so.", CODIFIED_EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.NONEXISTENT_ARTICLE


def test_a_codification_is_only_what_its_table_lists():
    """Title VII's table maps 701-718; the Act's other titles map nowhere."""
    (citation,) = verify(
        "Section 201 of Title VII applies.", CODIFIED_EVIDENCE
    ).citations
    assert citation.diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE
    assert citation.detail is None


def test_a_catalogue_law_may_say_where_a_code_restates_it():
    law = law_from_dict(
        {"label": "X Act", "codified": {"in": "9 U.S.C.", "sections": {"2": "12"}}},
        "x.json",
    )
    assert (law.codified_in, law.codified_as("2"), law.codified_as("3")) == (
        "9 U.S.C.",
        "12",
        None,
    )
    for codified in ({"in": "9 U.S.C."}, {"in": "", "sections": {"2": "12"}}, []):
        with pytest.raises(ValueError, match="codified"):
            law_from_dict({"label": "X Act", "codified": codified}, "x.json")
    with pytest.raises(ValueError, match="no article"):
        law_from_dict(
            {"label": "X Act", "codified": {"in": "9 U.S.C.", "sections": {"x": "1"}}},
            "x.json",
        )


@pytest.mark.parametrize(
    ("text", "label", "article"),
    [
        (
            "Murder is punished under Section 302 of the Indian Penal Code, 1860.",
            "IPC",
            "302",
        ),
        (
            "Cruelty is an offence under Section 498A of the IPC.",
            "Indian Penal Code, 1860",
            "498a",
        ),
        (
            "Murder is punished under Section 103 of the BNS.",
            "Bharatiya Nyaya Sanhita, 2023",
            "103",
        ),
        ("The FWC weighs the criteria in s 387 FW Act.", "Fair Work Act 2009", "387"),
        ("Apply within 21 days (Fair Work Act 2009 (Cth), s 394).", "FW Act", "394"),
    ],
)
def test_indian_and_australian_statutes_are_known_by_their_abbreviations(
    text, label, article
):
    """The evidence labels a law "IPC" and the answer writes its title, or the other
    way round: a correct citation was flagged label_mismatch."""
    (citation,) = verify(text, [Chunk("c", label, article, "(1) Text.")]).citations
    assert citation.status is CitationStatus.VERIFIED


def test_the_bns_has_no_section_past_358():
    evidence = [Chunk("b", "Bharatiya Nyaya Sanhita, 2023", 103, "(1) Murder.")]
    (citation,) = verify("See Section 420 of the BNS.", evidence).citations
    assert citation.diagnosis is Diagnosis.NONEXISTENT_ARTICLE


# Codes and treaties as answers in other languages name them: a foreign civil
# code by its name in the answer's language and its country's adjective, the EU
# acts and the UN human rights treaties by their Arabic (or other) names.
FOREIGN_EVIDENCE = [
    Chunk("cc-1104", "Code civil", 1104, "Les contrats doivent être négociés."),
    Chunk("bgb-623", "BGB", 623, "Die Kündigung bedarf der Schriftform."),
    Chunk("cc-it-2118", "Codice civile", 2118, "Ciascuno dei contraenti può recedere."),
    Chunk("gdpr-6", "GDPR", 6, "1. Processing shall be lawful only if ..."),
    Chunk("ai-5", "EU AI Act", 5, "1. The following AI practices shall be prohibited:"),
    Chunk(
        "tfeu-45", "TFEU", 45, "1. Freedom of movement for workers shall be secured."
    ),
    Chunk("uae-43", "Federal Decree-Law No. 33 of 2021", 43, "1. Either party ..."),
    Chunk("crpd-27", "CRPD", 27, "1. States Parties recognize the right to work."),
    Chunk("crc-3", "CRC", 3, "1. The best interests of the child ..."),
]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Según el artículo 1104 del Código Civil francés, hay buena fe.",
            "Code civil",
        ),
        (
            "Nach Art. 1104 des französischen Zivilgesetzbuchs gilt Treu und Glauben.",
            "Code civil",
        ),
        (
            "Ai sensi dell'articolo 1104 del Codice civile francese, buona fede.",
            "Code civil",
        ),
        ("Segundo o artigo 1104 do Código Civil francês, os contratos.", "Code civil"),
        (
            "Volgens artikel 1104 van het Franse Burgerlijk Wetboek geldt goede trouw.",
            "Code civil",
        ),
        (
            "Selon l'article 623 du Code civil allemand, la résiliation est écrite.",
            "BGB",
        ),
        ("Según el § 623 del Código Civil alemán, el despido es por escrito.", "BGB"),
        (
            "Selon l'article 2118 du Code civil italien, chacun peut résilier.",
            "Codice civile",
        ),
        (
            "بموجب المادة 6 من النظام الأوروبي العام لحماية البيانات، يجب أساس قانوني.",
            "GDPR",
        ),
        (
            "تحظر المادة 5 من قانون الذكاء الاصطناعي الأوروبي بعض الممارسات.",
            "EU AI Act",
        ),
        (
            "تحظر المادة 5 من قانون الذكاء الاصطناعي للاتحاد الأوروبي ممارسات.",
            "EU AI Act",
        ),
        ("تنص المادة 45 من معاهدة عمل الاتحاد الأوروبي على حرية التنقل.", "TFEU"),
        (
            "وفقاً للمادة 43 من قانون العمل الإماراتي، يجب الإخطار.",
            "Federal Decree-Law No. 33 of 2021",
        ),
        (
            "تنص المادة 27 من اتفاقية الأمم المتحدة لحقوق الأشخاص ذوي الإعاقة.",
            "CRPD",
        ),
        ("تنص المادة 3 من اتفاقية حقوق الطفل على مصالح الطفل الفضلى.", "CRC"),
        ("Nach Art. 3 der UN-Kinderrechtskonvention gilt das Kindeswohl.", "CRC"),
        (
            "Article 27 of the Convention on the Rights of Persons with Disabilities.",
            "CRPD",
        ),
    ],
)
def test_a_law_named_in_another_language_than_its_own_is_that_law(text, label):
    """ "Código Civil francés" is the Code civil, not a Spanish code of another
    label (it was a label_mismatch); "قانون الذكاء الاصطناعي الأوروبي" the AI Act."""
    (citation,) = verify(text, FOREIGN_EVIDENCE).citations
    assert (citation.law_label, citation.status) == (label, CitationStatus.VERIFIED)


def test_a_un_treaty_has_no_article_past_its_last():
    """The CRPD ends at Article 50."""
    (citation,) = verify("See Article 51 CRPD.", FOREIGN_EVIDENCE).citations
    assert citation.diagnosis is Diagnosis.NONEXISTENT_ARTICLE
