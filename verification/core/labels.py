"""Law labels folded for comparison, in one way used by every stage."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Final

from verification.core.languages import default_lexicon
from verification.core.markup import ARABIC_MARKS, char_codes, latin_lookalikes

# Arabic harakat, superscript alef, Quranic marks and tatweel: they change how a label
# is written, never which law it names.
_ARABIC_MARKS: Final = dict.fromkeys(char_codes(ARABIC_MARKS))


@lru_cache(maxsize=65536)
def normalise_label(label: str) -> str:
    """Fold a law label for comparison: case, digits, spacing and punctuation.

    Unicode-aware on purpose: folding to ``[a-z0-9]`` would erase an Arabic label
    entirely, and then every pair of Arabic laws would match each other.
    """
    if label.endswith(")"):
        # "Fair Work Act 2009 (Cth)": where the law was made, not which law.
        label = default_lexicon().jurisdiction_re.sub("", label) or label
    if not label.isascii():
        # The answer is read with look-alikes inside Latin words as Latin (markup.py).
        label = latin_lookalikes(label)
    folded = unicodedata.normalize("NFKC", label).casefold().translate(_ARABIC_MARKS)
    lex = default_lexicon()
    # "Labor Law" is the "Labour Law": each word in one spelling.
    folded = lex.spelling_re.sub(lambda m: lex.spellings[m.group()], folded)
    # "Bộ luật Lao động năm 2019" is the "Bộ luật Lao động 2019": "year" before it.
    folded = lex.year_word_re.sub("", folded)
    # "UU No. 13 Tahun 2003 tentang Ketenagakerjaan" is the "UU No. 13 Tahun 2003".
    folded = lex.subject_re.sub(r"\g<symbol>", folded)
    folded = "".join(
        str(unicodedata.decimal(char)) if char.isdecimal() else char
        for char in folded
        if char.isalnum()
    )
    if folded.isascii():
        return folded
    # "中华人民共和国个人信息保护法" is the 个人信息保护法: the official title opens
    # with the state's name, the short title (and most evidence labels) does not.
    for prefix in default_lexicon().name_prefixes:
        if folded.startswith(prefix) and len(folded) > len(prefix):
            return folded[len(prefix) :]
    return folded


_FIRST_WORD_RE: Final = re.compile(r"[^\W_]+")
# The year ending a label's comparison key ("employmentrightsact1996").
_KEY_YEAR_RE: Final = re.compile(r"(?<![0-9])(?:1[6-9]|20)[0-9]{2}\Z")


def key_year(key: str) -> str | None:
    """Return the year a comparison key (normalise_label) ends with, or None.

    "employmentrightsact1996" -> "1996"; "gdpr", "directive9546ec" -> None.
    """
    year = _KEY_YEAR_RE.search(key)
    return year.group() if year is not None else None


def first_word(label: str) -> str:
    """Return the folded first word of label ("regulation" for "Regulation (EU)...")."""
    match = _FIRST_WORD_RE.search(label)
    return normalise_label(match.group()) if match else ""


_NAME_TOKEN_RE: Final = re.compile(r"\([^()]*\)|[^\s(]+")
# Example: the first "." of "U.S.": a full stop between two letters of a name.
_INNER_DOT_RE: Final = re.compile(r"(?<=[^\W\d_])\.(?=[^\W\d_])")


def add_first_word(words: dict[str, int], name: str) -> None:
    """Record name's first word in words, with the most words such a name has."""
    first = first_word(name)
    # "U.S. Constitution": each initial is a word where names are read
    # (backrefs._known_at); counted as one, the name was never read to its end.
    count = len(_NAME_TOKEN_RE.findall(name)) + len(_INNER_DOT_RE.findall(name))
    if words.get(first, 0) < count:
        words[first] = count
