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

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

_T = TypeVar("_T", bound="DataclassInstance")

# Bumped whenever a change could turn a verified citation unsupported or back, so a
# stored report says which rules produced it.
VERIFIER_VERSION: Final = "2.0.0"


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
    """One passage that was placed in the model's context."""

    chunk_id: str
    law_label: str
    article_no: int
    text: str = ""
    score: float = 0.0
    citation_key: str = ""


class Reference(NamedTuple):
    """One article reference as written, before it is checked against evidence.

    ``start``/``end`` are the span of the whole bracketed marker it came from, so a
    marker citing three articles yields three references sharing one span. A tuple,
    not a dataclass: there is one per citation and it never leaves the package.
    """

    raw: str
    law_label: str | None
    article_no: int | None
    pinpoint: str | None
    start: int
    end: int
    malformed: bool = False


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
