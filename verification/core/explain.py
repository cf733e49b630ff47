"""Every diagnosis in plain words, for the reviewer reading a flagged answer."""

from __future__ import annotations

from verification.core.limits import MAX_EXPLANATION_CHARS, clip
from verification.core.models import Citation, CitationForm, Diagnosis


def _provision(citation: Citation) -> str:
    """Return how the cited provision is named: "Article 17", "§ 623", "section 94"."""
    article = citation.article or "?"
    raw = citation.raw.casefold()
    if citation.form is CitationForm.SECTION_SIGN or "§" in raw:
        return f"§ {article}"
    if "section" in raw or "s. " in raw or "ss. " in raw:
        return f"section {article}"
    if "regulation " in raw and "article" not in raw:
        return f"regulation {article}"
    if "rule " in raw and "article" not in raw:
        return f"rule {article}"
    return f"Article {article}"


def _law(label: str | None) -> str:
    """Return "the GDPR" for a label, or "the law" when there is none."""
    return f"the {label}" if label else "the law"


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
        plural = {"Article": "articles", "§": "§§", "section": "sections"}.get(
            noun, "provisions"
        )
        text = (
            f"{law[0].upper()}{law[1:]} has {plural} {citation.detail}; "
            f"there is no {provision}."
        )
    elif diagnosis is Diagnosis.ARTICLE_NOT_IN_EVIDENCE:
        text = f"{provision} of {law} was not among the passages given to the model."
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
    return clip(text, MAX_EXPLANATION_CHARS)
