"""Article identifiers: one normalised string per article, however it is written.

Real legislation numbers articles ``17``, ``4a``, ``312g``, ``98A``, ``2000e-2`` and
``L1234-1``, so an article is identified by a string, folded in one documented way
by ``normalise_article``:

- Unicode digits become ASCII (``٣٠`` is ``30``), leading zeros go (``017`` is ``17``),
  but not a zero after a section's decimal point: ``61.014`` (Tex. Lab. Code) is no
  ``61.14``, and Fla. Stat. § 440.015 is not § 440.15.
- Spaces, dots and underscores inside the identifier go: ``312 g`` is ``312g``,
  ``L. 1234-1`` is ``L1234-1``; only a dot between two digits stays, as US codes
  number sections ``1798.100`` and ``825.100``.
- Every dash (``–``, ``—``, ``‑``...) is ``-``.
- An id written in Roman digits alone is its number: ``I`` is ``1``, ``XIV`` is
  ``14`` (the US Constitution numbers its articles so).
- Letters before the first digit are upper case (``l1234-1`` is ``L1234-1``: the
  French codes' L/R/D prefixes); letters after it are lower case (``98A`` is ``98a``).
- Latin ordinal suffixes are one word joined to the number: ``5 bis``, ``5-bis``,
  ``5 BIS`` and ``5bis`` are all ``5bis`` (likewise ter, quater... decies).
- A provision word before the number goes, as retrieval pipelines label their
  chunks: ``Art. 17``, ``Article 17``, ``Artikel 5``, ``§ 623``, ``Section 94``,
  ``s. 98`` and ``المادة 80`` are ``17``, ``5``, ``623``, ``94``, ``98`` and ``80``
  (any word of the tables' provision keywords but a one-letter abbreviation: "L.",
  "R." and "D." open the French codes' ids). So does a paragraph's pinpoint after
  it: a chunk labelled ``17(1)`` holds part of Article 17, and its passage shows
  which part. Kept, "Art. 17" was the id ``ART17`` (three capitals, as "L1234-1"
  has one) and every correct citation of the chunk was flagged.
- A heading or a law's name beside the id goes too: ``Article 17 - Right to
  erasure``, ``Art. 17 DSGVO``, ``§ 622 BGB``, ``GDPR Article 17`` and ``Recital (39)``
  are ``17``, ``17``, ``622``, ``17`` and ``Recital 39``; what follows the number is
  a heading when it is a dash or colon before a word, a bracket that is no pinpoint,
  or a word of two letters or more that is no Latin ordinal. An id whose heading
  places it in a numbered part or another instrument ("Article 1 of Protocol No.
  1", "Section 2 of Schedule 1") is no article of the law: ``""``.

A law's other numbered parts, its recitals, annexes and schedules, are identified
by their kind, a space and their number: ``Recital 39``, ``Annex III``, ``Schedule
1``, ``Amendment XIV`` (the US Constitution's). The kind is named in English
whatever the language it was written in (the tables' ``part_keywords``:
"Erwägungsgrund 39" and "considérant 39" are ``Recital 39``, "Anhang III" is
``Annex III``); a Roman number is upper case and an Arabic one loses its leading
zeros. A part is never an article: "Annex III" is not "Article 3".
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Final

from verification.core.languages import default_lexicon
from verification.core.limits import MAX_ARTICLE_CHARS

LATIN_ORDINALS: Final = (
    "bis",
    "ter",
    "quater",
    "quinquies",
    "sexies",
    "septies",
    "octies",
    "novies",
    "nonies",
    "decies",
)
_DASHES: Final = dict.fromkeys(map(ord, "‐‑‒–—―−﹘﹣－"), "-")
_ORDINAL_RE: Final = re.compile(
    rf"[-\s]*({'|'.join(LATIN_ORDINALS)})(?![a-z])", re.IGNORECASE
)
# Example: "17", "312g", "L1234-1", "2000e-2", "5bis", "1231-7", "7:669" (Dutch BW),
# "1798.100" (Cal. Civ. Code).
# The number may be as long as the id's limit allows: "Article 1234567" exists in
# no law, and saying so (nonexistent_article) needs it read as an article.
ARTICLE_ID_RE: Final = re.compile(
    r"[A-Z]{0,3}[0-9]+[a-z]{0,9}(?:[-:.][0-9]{1,6}[a-z]{0,9}){0,3}"
)
# Zeros opening a number, but not the decimals of "61.014" (another section).
_ZEROS_RE: Final = re.compile(r"(?<![0-9.])0+(?=[0-9])")
# Every dot but one between two digits: "L. 1234-1" is "L1234-1", while "1798.100"
# (a US code section) stays "1798.100".
_INNER_DOTS_RE: Final = re.compile(r"\.(?![0-9])|(?<![0-9])\.")


# What a part's number may be: "39", "III" (annexes of EU law are Roman).
PART_NUMBER_RE: Final = re.compile(r"[0-9]{1,4}(?![0-9])|[IVXLC]{1,7}(?![^\W\d_])")
# Example: "Annex III", "Erwägungsgrund 39", "Recital (39)" (EUR-Lex brackets the
# recital's number).
_PART_ID_RE: Final = re.compile(
    r"(?P<word>[^\W\d_][^\W\d]*\.?)[\s.]*"
    r"(?P<open>\()?(?P<number>[0-9]{1,4}|[IVXLCivxlc]{1,7})(?(open)\))"
)
# The kinds of part, as identifiers name them.
PART_KINDS: Final = ("Recital", "Annex", "Schedule", "Amendment")


def part_number(written: str) -> str | None:
    """Return a part's number as identifiers write it ("039" -> "39", "iii" -> "III").

    None when written is no number a part may have: "0", "IIII", "IC".
    """
    if written.isdigit():
        number = str(int(written))
        return None if number == "0" else number
    roman = written.upper()
    return roman if roman_value(roman) is not None else None


_ROMAN_DIGITS: Final = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def roman_value(roman: str) -> int | None:
    """Return the value of an upper-case Roman numeral written the usual way, or None.

    "III" is 3 and "XIV" is 14; "IIII", "IC" and "VX" are no numerals a law uses.
    """
    total, previous = 0, 0
    for char in reversed(roman):
        value = _ROMAN_DIGITS.get(char)
        if value is None:
            return None
        if value < previous:
            total -= value
        else:
            total += value
            previous = value
    return total if total and to_roman(total) == roman else None


def to_roman(number: int) -> str:
    """Return number (1-399) as an upper-case Roman numeral."""
    out = []
    for value, letters in (
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ):
        count, number = divmod(number, value)
        out.append(letters * count)
    return "".join(out)


def part_of(article: str) -> tuple[str, str] | None:
    """Return (kind, number) of a part's identifier ("Annex III"); None if none."""
    kind, space, number = article.partition(" ")
    return (kind, number) if space and kind in PART_KINDS else None


def numeral_twin(article: str) -> str | None:
    """Return a part's identifier in the other digits ("Annex 3" -> "Annex III").

    Readers write an annex in either: "Annex 3 of the AI Act" is its Annex III, and
    no law numbers two parts of one kind alike in both. None for an article, or a
    number with no Roman spelling.
    """
    part = part_of(article)
    if part is None:
        return None
    kind, number = part
    if not number.isdigit():
        return f"{kind} {roman_value(number)}"
    value = int(number)
    return f"{kind} {to_roman(value)}" if 0 < value < 400 else None


def provision_name(article: str) -> str:
    """Return how a reader names an identifier: "Article 17", "Recital 39"."""
    return article if part_of(article) is not None else f"Article {article}"


def _part_id(folded: str) -> str:
    """Return the identifier of a part written as folded ("Anhang III"), or ""."""
    match = _PART_ID_RE.match(folded)
    if match is None or not _ends_id(folded, match.end()):
        return ""
    kind = default_lexicon().parts.get(match.group("word").casefold())
    number = part_number(match.group("number")) if kind else None
    return f"{kind} {number}" if number is not None else ""


@lru_cache(maxsize=1)
def _provision_word_re() -> re.Pattern[str]:
    """Return the pattern of a provision word opening an id ("Art. ", "§§ ")."""
    words = sorted(
        (
            word
            for word in default_lexicon().keywords
            if sum(char.isalpha() for char in word) >= 2 or "§" in word
        ),
        key=len,
        reverse=True,
    )
    alternatives = "|".join(map(re.escape, [*words, "s.", "ss."]))
    # "article L. 1234-1": a code's letter may open the id after the word.
    return re.compile(
        rf"(?:{alternatives})(?:(?<=[.§])|(?![^\W\d_]))[\s.]*"
        r"(?=[0-9]|[A-Z][.\s]*[0-9])",
        re.IGNORECASE,
    )


# What ends an id and opens a heading or a law's name after it, as retrieval
# pipelines label chunks: "17 - Right to erasure", "17: Right to erasure",
# "17 (Right to erasure)", "17 DSGVO", "622 Abs. 1", "1240 du Code civil". Not a
# Latin ordinal ("5 bis", "5-bis"), a letter of the id ("312 g") or a pinpoint
# ("17(1)", "(aa)").
_HEADING_RE: Final = re.compile(
    rf"""
    (?![-:\s]*(?:{"|".join(LATIN_ORDINALS)})(?![^\W\d_]))
    (?: \s*[-:]\s*(?=[^\W\d_])        # "17 - Right", "17: Right"
      | \s*\((?![0-9a-z]{{1,4}}\))     # "17 (Right to erasure)"
      | \s+(?=[^\W\d_]{{2}})           # "17 DSGVO", "17 of the GDPR"
    )
    """,
    re.IGNORECASE | re.VERBOSE,
)


def _ends_id(folded: str, end: int) -> bool:
    """Return whether an id read up to end ends there: at the end, or a heading."""
    return end == len(folded) or _HEADING_RE.match(folded, end) is not None


def _without_heading(folded: str) -> str:
    """Return folded cut before a heading or a law's name after its id.

    Searched from the id's first digit on, so a code's letter before it stays
    ("L. 1234-1"); "Art. 17 DSGVO" was the id "17dsgvo", "Article 17 - Right to
    erasure" no id at all, and every correct citation of the chunk was flagged.
    "" when what follows places the id elsewhere (_elsewhere).
    """
    digit = next((i for i, char in enumerate(folded) if char.isdigit()), None)
    if digit is None:
        return folded
    heading = _HEADING_RE.search(folded, digit)
    if heading is None:
        return folded
    if _elsewhere(folded[heading.start() :]):
        return ""
    return folded[: heading.start()]


_TOKENS_RE: Final = re.compile(r"[^\W_]+")


def _elsewhere(tail: str) -> bool:
    """Return whether what follows an id places it in a part or another instrument.

    "Article 5 of Annex II", "Section 2 of Schedule 1", "Article 1 of Protocol No.
    1": no article of the law itself, which the chunk's id alone would have made
    it (a citation of Article 1 ECHR verified by Protocol No. 1's). Not a
    heading or a law's name ("- Right to erasure", "of the Charter").
    """
    lex = default_lexicon()
    tokens = _TOKENS_RE.findall(tail)
    for word, number in zip(tokens, tokens[1:], strict=False):
        # A part is named with its number: "Annex II", not "(amendment of 2018)".
        if word.casefold() in lex.parts and part_number(number) is not None:
            return True
    numbered = any(char.isdigit() for char in tail)
    return numbered and any(
        word.casefold().startswith(stem)
        for word in tokens
        for stem in lex.instrument_stems
    )


_NAME_CHARS: Final = 80


def _after_name(folded: str) -> re.Match[str] | None:
    """Return the provision word after a law's name opening the id, or None.

    "GDPR Article 17", "BGB § 622", "GDPR, Art. 17": the name is the chunk's law,
    and the id is the number after the word. Only a short name with no digit
    before it: "Annex III ... referred to in Article 6(2)" is no Article 6.
    """
    # Three words of a name come within the first few dozen characters: searched
    # no further, an id of a megabyte is read once, not once per word in it.
    for word in _provision_word_re().finditer(folded, 0, _NAME_CHARS):
        name = folded[: word.start()]
        if name[-1:] not in (" ", ",", "\u00a0") or len(name.split()) > 3:
            continue
        return None if any(char.isdigit() for char in name) else word
    return None


# A paragraph's or point's pinpoint after an id: "17(1)", "17 (1)(a)".
_TRAILING_PINPOINT_RE: Final = re.compile(r"(?<=[0-9a-z])(?:\s*\([0-9a-z]{1,4}\))+\Z")


@lru_cache(maxsize=8192)
def normalise_article(article: str) -> str:
    """Return the normalised identifier of article ("98 A" -> "98a"), "" if none.

    The result matches ``ARTICLE_ID_RE`` in full, or is "" when the input is no
    article identifier at all ("", "abc", a bool's "True", one longer than the limit).
    """
    folded = unicodedata.normalize("NFKC", article).translate(_DASHES).strip()
    folded = "".join(
        str(unicodedata.decimal(char)) if char.isdecimal() else char for char in folded
    )
    if folded[:1].isalpha() or folded[:1] == "§":
        # "Recital 39", "Anhang III": a part, named by its kind (not "L1234-1").
        part = _part_id(folded)
        if part:
            return part
        word = _provision_word_re().match(folded) or _after_name(folded)
        if word is not None:
            # "Art. 17", "§ 623": the id is the number after the word.
            folded = folded[word.end() :]
    folded = _without_heading(folded)
    if folded.endswith(")"):
        folded = _TRAILING_PINPOINT_RE.sub("", folded)
    roman = roman_value(folded) if folded.isupper() and folded.isascii() else None
    if roman is not None and roman < 400:
        # "I", "XIV": an article numbered in Roman digits (the US Constitution's
        # Article I) is the article of that number.
        return str(roman)
    folded = _ORDINAL_RE.sub(lambda m: m.group(1).lower(), folded)
    folded = _INNER_DOTS_RE.sub("", re.sub(r"[\s_]+", "", folded))
    digit = next((i for i, char in enumerate(folded) if char.isdigit()), None)
    if digit is None:
        return ""
    folded = folded[:digit].upper() + folded[digit:].lower()
    folded = _ZEROS_RE.sub("", folded)
    if len(folded) > MAX_ARTICLE_CHARS or not ARTICLE_ID_RE.fullmatch(folded):
        return ""
    # No legislation numbers an article 0; as evidence, "0" is a placeholder.
    return (
        "" if article_base(folded.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")) == 0 else folded
    )


def article_number(article: str) -> int | None:
    """Return article as an int when it is purely numeric ("17"), else None."""
    if article.isascii() and article.isdigit():
        return int(article)
    return None


_LEADING_NUMBER_RE: Final = re.compile(r"[0-9]+")


def article_base(article: str) -> int | None:
    """Return the leading number of an identifier without prefix ("312g" -> 312)."""
    match = _LEADING_NUMBER_RE.match(article)
    return int(match.group()) if match else None
