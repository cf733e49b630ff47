"""Article identifiers: one normalised string per article, however it is written.

Real legislation numbers articles ``17``, ``4a``, ``312g``, ``98A``, ``2000e-2`` and
``L1234-1``, so an article is identified by a string, folded in one documented way
by ``normalise_article``:

- Unicode digits become ASCII (``٣٠`` is ``30``), leading zeros go (``017`` is ``17``).
- Spaces, dots and underscores inside the identifier go: ``312 g`` is ``312g``,
  ``L. 1234-1`` is ``L1234-1``; only a dot between two digits stays, as US codes
  number sections ``1798.100`` and ``825.100``.
- Every dash (``–``, ``—``, ``‑``...) is ``-``.
- Letters before the first digit are upper case (``l1234-1`` is ``L1234-1``: the
  French codes' L/R/D prefixes); letters after it are lower case (``98A`` is ``98a``).
- Latin ordinal suffixes are one word joined to the number: ``5 bis``, ``5-bis``,
  ``5 BIS`` and ``5bis`` are all ``5bis`` (likewise ter, quater... decies).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Final

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
_ZEROS_RE: Final = re.compile(r"(?<![0-9])0+(?=[0-9])")
# Every dot but one between two digits: "L. 1234-1" is "L1234-1", while "1798.100"
# (a US code section) stays "1798.100".
_INNER_DOTS_RE: Final = re.compile(r"\.(?![0-9])|(?<![0-9])\.")


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
