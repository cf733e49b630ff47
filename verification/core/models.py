"""Value types shared by every stage of the verifier.

All of them are frozen: a report is evidence about an answer, and evidence that can be
edited after the fact is not evidence. None of them know about Django; the app's
services convert between these and its rows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, make_dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Final, NamedTuple, TypeVar

from verification.core.articles import article_number, normalise_article

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

_T = TypeVar("_T", bound="DataclassInstance")

# Bumped whenever a change could turn a verified citation unsupported or back, so a
# stored report says which rules produced it.
VERIFIER_VERSION: Final = "3.14.0"


class CitationStatus(StrEnum):
    """Whether a citation resolved to a passage the model was given."""

    VERIFIED = "verified"
    UNSUPPORTED = "unsupported"


class Diagnosis(StrEnum):
    """Why a citation is unsupported, so a reviewer knows what kind of wrong it is."""

    MALFORMED = "malformed"
    ARTICLE_NOT_IN_EVIDENCE = "article_not_in_evidence"
    LABEL_MISMATCH = "label_mismatch"
    LAW_NOT_IN_EVIDENCE = "law_not_in_evidence"
    AMBIGUOUS = "ambiguous"
    # The law (known to the catalogue) has no such article: checked before
    # ARTICLE_NOT_IN_EVIDENCE, because "no such article" is the stronger finding.
    NONEXISTENT_ARTICLE = "nonexistent_article"
    # The article was given, but not the paragraph or point the pinpoint names.
    PINPOINT_NOT_IN_EVIDENCE = "pinpoint_not_in_evidence"
    # The article was given, but the words the answer quotes are not in it.
    QUOTE_NOT_IN_EVIDENCE = "quote_not_in_evidence"


class CitationForm(StrEnum):
    """How a citation was written; every form is checked the same way."""

    # "[GDPR, Article 17(1)]", "[Article 6]"
    BRACKET = "bracket"
    # "(Labour Law, Article 30)", "(Art. 30 Labour Law)"
    PARENTHETICAL = "parenthetical"
    # "Article 17 of the GDPR", "Art. 6(1)(f) GDPR", "section 94 of the ERA 1996",
    # "المادة 80 من نظام العمل"; also a bare "Article 9" when no law is named at all
    PROSE = "prose"
    # "§ 623 BGB", "§§ 622, 623 BGB", "42 U.S.C. § 1983"
    SECTION_SIGN = "section_sign"
    # "第17条", "個人情報保護法第17条"
    CJK = "cjk"
    # "GDPR Article 5", "ERA 1996, section 79(1)(c)", "Environment Act 2021
    # (Section 56(2))"
    LAW_FIRST = "law_first"
    # "section 11 of the Act", "Article 5 of this Regulation", "ibid.", or a bare
    # "section 13" after the answer named a law: resolved to that law
    BACK_REFERENCE = "back_reference"


class InputError(ValueError):
    """An input object does not have the shape the verifier needs.

    ``field`` is the path of the offending value (``evidence[2].article_no``) so the
    message can point at it without the caller parsing prose.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


@dataclass(frozen=True, slots=True)
class EvidenceChunk:
    """One passage that was placed in the model's context.

    ``article`` is normalised on construction (``normalise_article``), so ``98A`` and
    ``98a`` are one article; an int is accepted and becomes its string.
    """

    chunk_id: str
    law_label: str
    article: str
    text: str = ""
    score: float = 0.0
    citation_key: str = ""

    def __post_init__(self) -> None:
        article = self.article
        if type(article) is not str or not _is_normal(article):
            object.__setattr__(self, "article", normalise_article(_written(article)))

    @property
    def article_no(self) -> int | None:
        """Return the article as an int when it is purely numeric, else None."""
        return article_number(self.article)


def _written(article: object) -> str:
    """Return article as a string; "" (no article) for an int past str()'s limit.

    Past Python's digit limit str() raises a bare ValueError; no law numbers an
    article so, and an article that cannot be read is "", as elsewhere.
    """
    try:
        return str(article)
    except ValueError:
        return ""


def _is_normal(article: str) -> bool:
    """Return whether article is already a plain number with no leading zero."""
    return article.isascii() and article.isdigit() and article[0] != "0"


@dataclass(frozen=True, slots=True)
class Quotation:
    """A quotation of the evidence near a citation, and whether the passage has it.

    ``closest`` is the stretch of the passage most like the quotation when it was
    not found, so the reviewer sees the misquotation beside the original.
    """

    text: str
    found: bool
    closest: str | None


@dataclass(frozen=True, slots=True)
class Support:
    """How much of a citing sentence's content the cited passage shares (advisory)."""

    score: float
    weak: bool


class Reference(NamedTuple):
    """One article reference as written, before it is checked against evidence.

    ``start``/``end`` are the span of the whole marker it came from, so a marker
    citing three articles yields three references sharing one span. A tuple, not a
    dataclass: there is one per citation and it never leaves the package.
    ``article`` is normalised; None when no article could be read.
    ``keyword`` is the provision word as written ("Article", "section", "§").
    """

    raw: str
    law_label: str | None
    article: str | None
    pinpoint: str | None
    start: int
    end: int
    malformed: bool = False
    form: CitationForm = CitationForm.BRACKET
    keyword: str = "Article"


@dataclass(frozen=True, slots=True)
class Citation:
    """One cited article and what the evidence says about it."""

    raw: str
    law_label: str | None
    article_no: int | None
    pinpoint: str | None
    status: CitationStatus
    diagnosis: Diagnosis | None
    suggested_label: str | None
    chunk_id: str | None
    citation_key: str | None
    start: int
    end: int
    form: CitationForm = CitationForm.BRACKET
    # The normalised article ("17", "312g"); "" when none could be read.
    article: str = ""
    # Whether the pinpoint was checked against a passage that shows its structure.
    pinpoint_checked: bool = False
    quote: Quotation | None = None
    # Set for verified citations only.
    support: Support | None = None
    # What explain() needs beyond the fields above: the catalogue's article range
    # for NONEXISTENT_ARTICLE ("1-99"), the passage's structure for
    # PINPOINT_NOT_IN_EVIDENCE ("paragraphs 1-3 and, in paragraph 1, points
    # (a)-(f)"); None otherwise.
    detail: str | None = None


@dataclass(frozen=True, slots=True)
class UncitedSentence:
    """A sentence that asserts something but carries no citation marker."""

    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class VerificationReport:
    """The verdict on one answer."""

    citations: tuple[Citation, ...]
    uncited_sentences: tuple[UncitedSentence, ...]
    unsupported_count: int
    passed: bool
    verifier_version: str = VERIFIER_VERSION
    # True when the answer reached a per-answer limit (limits.py): the rest was not
    # read, and the answer does not pass, so a human looks at it.
    limit_reached: bool = False


def _builder(cls: type[_T]) -> Callable[..., _T]:
    """Return a function that builds cls from every field, in order, positionally.

    A frozen dataclass sets each field through object.__setattr__, which makes a
    Citation cost about three times what a mutable one does, and the verifier builds
    one per cited article. The builder fills a mutable twin with the same slots and
    then gives it cls as its class: the result is an ordinary cls instance, frozen,
    equal and hashable like any other. Python only allows the class change because
    the slots match, and the twin is made from cls's own fields so they always do.
    """
    twin = make_dataclass(
        f"_{cls.__name__}Draft",
        [(field.name, field.type) for field in fields(cls)],
        slots=True,
        eq=False,
        repr=False,
    )
    set_class = object.__setattr__

    def build(*values: object) -> _T:
        instance: _T = twin(*values)
        set_class(instance, "__class__", cls)
        return instance

    return build


# Package-internal fast constructors for the types built once per citation or sentence.
build_citation: Final = _builder(Citation)
build_uncited: Final = _builder(UncitedSentence)
build_report: Final = _builder(VerificationReport)
