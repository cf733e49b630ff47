"""Every diagnosis in plain words, for the reviewer reading a flagged answer."""

from __future__ import annotations

import re
from typing import Final

from verification.core.articles import part_of
from verification.core.languages import default_lexicon
from verification.core.limits import MAX_EXPLANATION_CHARS, clip
from verification.core.models import Citation, CitationForm, Diagnosis

# A word of a reference, and whether a number follows it: "Arts." of "Arts. 15",
# "s." of "s.98(1)" (no digit: "s.98" is no word, and was explained as an Article).
_WORD_RE: Final = re.compile(r"[^\W\d_](?:[^\W\d_]|\.)*")
_NUMBER_NEXT_RE: Final = re.compile(
    r"[ \u00a0]*(?:[LRD]\.?[ \u00a0]*)?(?:\d|[IVXLC]{1,7}(?![^\W\d_]))"
)


def _provision(citation: Citation) -> str:
    """Return how the cited provision is named: "Article 17", "§ 623", "section 94".

    By the provision word written before a number (the lexicon's display), not by
    letters anywhere in raw: "Arts. 16" holds "s. " and "Art. 5 of Regulation
    (EU) 2016/679" the word "regulation", and both were explained as sections or
    regulations.
    """
    article = citation.article or "?"
    if part_of(article) is not None:
        # "Recital 39", "Annex III": the identifier names its kind.
        return article
    raw = citation.raw
    section = raw.find("§")
    pinpoint = citation.pinpoint or ""
    if section >= 0 and raw.count("§") == pinpoint.count("§"):
        # Every "§" is the pinpoint's: "§ 2º do art. 477 da CLT" names the
        # article's paragraph first (it was explained as "§ 477").
        section = -1
    if citation.form is CitationForm.SECTION_SIGN:
        return f"§ {article}"
    lex = default_lexicon()
    weak = None
    for word in _WORD_RE.finditer(raw):
        if 0 <= section < word.start():
            # A "§" before any article word names the provision ("29 C.F.R. §
            # 825.300"); after one ("art. 477, § 6º", "art. 30 § 1 k.p.") it is
            # the article's paragraph.
            return f"§ {article}"
        keyword = lex.exact_keywords.get(word.group()) or lex.keywords.get(
            word.group().casefold()
        )
        if keyword is None or not _NUMBER_NEXT_RE.match(raw, word.end()):
            continue
        if keyword.strong:
            return f"Article {article}"
        weak = weak or keyword.display
    if section >= 0:
        return f"§ {article}"
    return f"{weak} {article}" if weak else f"Article {article}"


_PLURALS: Final = {
    "Article": "articles",
    "§": "§§",
    "section": "sections",
    "Recital": "recitals",
    "Annex": "annexes",
    "Schedule": "schedules",
}


def _law(label: str | None) -> str:
    """Return "the GDPR" for a label, or "the law" when there is none.

    A code named by its title's number, or a law by its division, takes no
    article: "42 U.S.C.", "Title VII", not "the 42 U.S.C.".
    """
    if not label:
        return "the law"
    if label[0].isdigit() or default_lexicon().division_of_re.match(label):
        return label
    return f"the {label}"


def explain(citation: Citation) -> str:
    """Return why citation is unsupported, in plain words; "" for a verified one."""
    diagnosis = citation.diagnosis
    provision = _provision(citation)
    law = _law(citation.law_label)
    if diagnosis is None:
        return ""
    if diagnosis is Diagnosis.MALFORMED:
        text = (
            f'"{citation.raw}" names no article that can be read, so it cannot be '
            "checked."
        )
    elif diagnosis is Diagnosis.NONEXISTENT_ARTICLE:
        noun = provision.split(" ")[0]
        plural = _PLURALS.get(noun, "provisions")
        has = f"{plural} {citation.detail}" if citation.detail else f"no {plural}"
        text = f"{law[0].upper()}{law[1:]} has {has}; there is no {provision}."
    elif diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE:
        text = f"{provision} of {law} was not among the passages given to the model."
        if citation.detail:
            # A codified provision's other name: "29 U.S.C. § 207" for "section 7
            # of the FLSA", whose Code was given, but not that section of it.
            text = (
                f"{provision} of {law} ({citation.detail}) was not among the "
                "passages given to the model."
            )
        if citation.law_label is None:
            text = (
                f"No law given to the model has an {provision}."
                if provision.startswith("A")
                else f"No law given to the model has {provision}."
            )
    elif diagnosis is Diagnosis.LABEL_MISMATCH:
        text = (
            f"{provision} was given to the model as part of the "
            f"{citation.suggested_label}, not {law}."
        )
    elif diagnosis is Diagnosis.LAW_NOT_IN_EVIDENCE:
        text = f"No passage of {law} was given to the model."
    elif diagnosis is Diagnosis.AMBIGUOUS:
        text = (
            f"Several laws given to the model have an {provision}, and the answer "
            "does not say which one it means."
        )
    elif diagnosis is Diagnosis.PINPOINT_NOT_IN_EVIDENCE:
        text = (
            f"{provision} as given to the model has {citation.detail}; "
            f"{citation.pinpoint} is not among them."
        )
    else:
        text = (
            f"The quoted words do not appear in {provision} of {law} as given to "
            "the model; the closest passage is shown beside the quotation."
        )
    # A sentence opening with a weak keyword's display: "Section 6 of the FLSA".
    return clip(text[:1].upper() + text[1:], MAX_EXPLANATION_CHARS)
