"""How much of a citing sentence the cited passage shares: advisory only.

The score is the share of the sentence's content words (stop words of every
language table dropped, English suffixes stemmed) that also occur in the passage.
A low score marks the support weak: the passage is real and was given, but says
little of what the sentence claims. It never fails an answer; the threshold is
chosen from measurement (see README).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Final, cast

from verification.core.languages import default_lexicon
from verification.core.markup import ARABIC_MARKS
from verification.core.models import Support

# Chosen from measurement on the corpus: see "Support threshold" in README.md.
WEAK_THRESHOLD: Final = 0.15
MIN_CONTENT_WORDS: Final = 3
_PUNCTUATION_CHARS: Final = ".,;:!?()[]{}<>\"'“”‘’«»„‚/\\|-–—…·*_=+#%&@§$€£^~`"
_PUNCTUATION: Final = dict.fromkeys(map(ord, _PUNCTUATION_CHARS), " ")
# The same mapping split in two (_PUNCTUATION states it plainly; _unpunctuated
# gives its result). str.translate with a dict is slow: a lookup
# per character on ASCII text, worse on any other. So the few non-ASCII marks are
# replaced one by one (str.replace, in C) and the ASCII ones by bytes.translate over
# the UTF-8 bytes, which never touches a multi-byte sequence (all its bytes are
# >= 0x80).
_ASCII_MARKS: Final = "".join(c for c in _PUNCTUATION_CHARS if c.isascii())
_OTHER_MARKS: Final = tuple(c for c in _PUNCTUATION_CHARS if not c.isascii())
_ASCII_TABLE: Final = bytes.maketrans(
    _ASCII_MARKS.encode("ascii"), b" " * len(_ASCII_MARKS)
)
# _ASCII_TABLE, with A-Z lowered too: _unpunctuated(text.casefold()) of ASCII text.
_ASCII_FOLD_TABLE: Final = bytes.maketrans(
    (_ASCII_MARKS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ").encode("ascii"),
    b" " * len(_ASCII_MARKS) + b"abcdefghijklmnopqrstuvwxyz",
)
_CJK_RE: Final = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
# Arabic harakat, superscript alef, Quranic marks and tatweel (as labels.py).
_ARABIC_MARKS_RE: Final = re.compile(f"[{ARABIC_MARKS}]+")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Return a light English stem: "processing", "processes" -> "process".

    Deliberately small: plural and verb endings only, so "controller" and
    "controllers" meet while "process" keeps its double s.
    """
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        word = word[:-1]
    for suffix in ("ing", "ed", "ations", "ation", "ments", "ment"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def words_of(text: str) -> set[str]:
    """Return the distinct folded words of three letters or more in text.

    Punctuation becomes space and the text is split: str methods in C, several
    times faster than a Unicode word pattern over the same text.
    """
    tokens = _unpunctuated(text.casefold()).split()
    return {token for token in tokens if len(token) > 2 and token.isalpha()}


def _unpunctuated(text: str) -> str:
    """Return text.translate(_PUNCTUATION), fast for non-ASCII text too."""
    if text.isascii():
        # Even on ASCII text, str.translate with a dict looks each character up
        # in the dict (about 25 ns a character); bytes.translate is one table
        # lookup each, in C, some ten times faster, and gives the same string.
        return text.encode("ascii").translate(_ASCII_TABLE).decode("ascii")
    # The claim is read through the reading view (markup.py), which composes
    # decomposed letters and drops Arabic vowel marks; the passage is read the
    # same way, or "يومًا" in a vowelled passage (no word to isalpha()) would
    # never meet the claim's "يوما".
    text = _ARABIC_MARKS_RE.sub("", unicodedata.normalize("NFC", text))
    for mark in _OTHER_MARKS:
        if mark in text:
            text = text.replace(mark, " ")
    # surrogatepass: a lone surrogate from JSON ("\ud800") round-trips unchanged.
    raw = text.encode("utf-8", "surrogatepass").translate(_ASCII_TABLE)
    return raw.decode("utf-8", "surrogatepass")


def content_words(text: str) -> frozenset[str]:
    """Return the stemmed content words of text."""
    return _content_words(_tokens(text))


def _tokens(text: str) -> set[str]:
    """Return the distinct folded tokens of text, punctuation made space."""
    return set(_unpunctuated(text.casefold()).split())


def _content_words(tokens: set[str]) -> frozenset[str]:
    """Return content_words of the text whose _tokens are tokens."""
    # stem() of words_of(text) - stop_words: the stop words are dropped first (in
    # C), then one cached call per remaining word filters and stems it, with no
    # Python loop ("" marks a word that is no content word).
    # set.difference walks the (small) sentence's words, looking each up in the
    # stop words; "tokens -= stop_words" would walk all the stop words instead.
    kept = tokens.difference(default_lexicon().stop_words)
    words = frozenset(map(_content_stem, kept))
    return words - _NOT_CONTENT if "" in words else words


_NOT_CONTENT: Final = frozenset([""])


@lru_cache(maxsize=65536)
def _content_stem(token: str) -> str:
    """Return the stem of a word of three letters or more, "" for anything else.

    stem() never returns "" for such a word, so "" marks the rest unambiguously.
    """
    return stem(token) if len(token) > 2 and token.isalpha() else ""


def profile(text: str) -> tuple[frozenset[str], str]:
    """Return text's stemmed content words and a guess at its language.

    The guess is the table whose stop words text uses most ("" when none, "cjk"
    for Chinese or Japanese script): comparing an Italian sentence with the
    English text of a regulation says nothing about support.
    """
    return content_words(text), language_of(text)


@lru_cache(maxsize=4096)
def passage_words(text: str) -> frozenset[str]:
    """Return content_words(text), cached: the same passages recur across answers."""
    return content_words(text)


@lru_cache(maxsize=4096)
def language_of(text: str) -> str:
    """Return the language text's stop words point to; "cjk" for CJK script.

    Cached for passages, which recur across answers. A claim's language is asked
    of _language itself: a cache keyed by an answer's sentences would only pay
    off on answers that repeat sentences (as a benchmark's generated ones do).
    """
    return _language(text)


def _language(text: str, tokens: Iterable[str] | None = None) -> str:
    """Return language_of(text), computed; tokens, if given, are _tokens(text)."""
    # str.isascii() is a flag of the string: no CJK, no pattern scan needed.
    if not text.isascii() and _CJK_RE.search(text):
        return "cjk"
    # len(words_of(text) & stop) for each table, counted over the few words some
    # table counts (a stop word of three letters or more), found by one
    # intersection in C: not one intersection per table.
    codes, tables_of, packed = _stop_word_tables()
    common = tables_of.keys() & (_tokens(text) if tokens is None else tokens)
    if len(common) < 256:
        # Each word's tables as one byte each of an int: their sum (in C) holds
        # every table's count, none above 255, so none carries into the next.
        counts: Sequence[int] = sum(map(packed.__getitem__, common)).to_bytes(
            len(codes), "little"
        )
    else:
        counts = [0] * len(codes)
        for word in common:
            for index in tables_of[word]:
                counts[index] += 1
    # The first table with the most words, as a loop keeping the first best would.
    best = max(counts, default=0)
    return codes[counts.index(best)] if best else ""


@lru_cache(maxsize=1)
def _stop_word_tables() -> tuple[
    tuple[str, ...], dict[str, tuple[int, ...]], dict[str, int]
]:
    """Return the tables' codes, and each stop word words_of can return -> tables.

    words_of keeps words of three letters or more, all letters: shorter stop
    words never count. The tables of a word are also given packed, one byte a
    table (byte i is 1 when table i holds the word).
    """
    by_language = default_lexicon().stop_words_by_language
    tables_of: dict[str, list[int]] = {}
    for index, stop in enumerate(by_language.values()):
        for word in stop:
            if len(word) > 2 and word.isalpha():
                tables_of.setdefault(word, []).append(index)
    packed = {w: sum(1 << (8 * i) for i in ids) for w, ids in tables_of.items()}
    return (
        tuple(by_language),
        {w: tuple(i) for w, i in tables_of.items()},
        packed,
    )


def support_of(claim_text: str, passage_text: str) -> tuple[float, bool]:
    """Return (score, weak) of a claim against its passage; see support_score.

    The languages are compared only when the score would be weak, which is rare.
    """
    # The claim's tokens once, for its content words and (if weak) its language.
    tokens = _tokens(claim_text)
    score, weak = support_score(_content_words(tokens), passage_words(passage_text))
    if weak and _language(claim_text, tokens) != language_of(passage_text):
        weak = False
    return score, weak


def claim_support(claim_text: str, passage_text: str) -> Support:
    """Return Support(*support_of(claim_text, passage_text)), for the verifier.

    The same result, cheaper: each token's content stem is looked up in one dict
    (stop words and short or non-alphabetic tokens map to ""), and the Support of
    each (shared words, claim words) pair is built once.
    """
    if claim_text.isascii():
        # casefold() of ASCII text only lowers A-Z: one table does both in C.
        raw = claim_text.encode("ascii").translate(_ASCII_FOLD_TABLE)
        tokens = raw.decode("ascii").split()
    else:
        tokens = _unpunctuated(claim_text.casefold()).split()
    words = _claim_words(tokens)
    if not words:
        return _FULL_SUPPORT
    count = len(words)
    shared = len(words & passage_words(passage_text))
    supports = _SUPPORTS
    support = supports.get((shared, count))
    if support is None:
        if len(supports) >= _MAX_SUPPORTS:
            supports.clear()
        support = supports[shared, count] = Support(
            *support_score(frozenset(words), passage_words(passage_text))
        )
    if support.weak and _language(claim_text, tokens) != language_of(passage_text):
        return Support(support.score, False)
    return support


_FULL_SUPPORT: Final = Support(1.0, False)
# (shared words, claim words) -> the Support they score: a pair of counts decides
# the score (no text), and round() is dear.
_SUPPORTS: dict[tuple[int, int], Support] = {}
_MAX_SUPPORTS: Final = 4096
# Token -> its content stem ("" for a stop word or a token that is no word of
# three letters or more): one dict lookup a token, in C (map), instead of a stop
# word test and a cached call. Keyed by single words, and cleared when full.
_STEMS: dict[str, str] = {}
_MAX_STEMS: Final = 65536
# The stop words _STEMS was filled against (default_lexicon() may be rebuilt).
_STEMS_STOP_WORDS: list[frozenset[str]] = []


def _claim_words(tokens: list[str]) -> set[str]:
    """Return _content_words(set(tokens)), as a set."""
    stems = _STEMS
    stop_words = default_lexicon().stop_words
    if not _STEMS_STOP_WORDS or _STEMS_STOP_WORDS[0] is not stop_words:
        stems.clear()
        _STEMS_STOP_WORDS[:] = [stop_words]
    # None marks a token not looked up yet; the set then holds only stems.
    words = cast("set[str]", set(map(stems.get, tokens)))
    if None in words:
        if len(stems) + len(tokens) > _MAX_STEMS:
            stems.clear()
        for token in tokens:
            if token not in stems:
                stems[token] = "" if token in stop_words else _content_stem(token)
        words = set(map(stems.__getitem__, tokens))
    words.discard("")
    return words


def support_score(
    claim: frozenset[str],
    passage: frozenset[str],
    same_language: bool = True,
) -> tuple[float, bool]:
    """Return (share of claim's words in passage, whether that is weak support).

    A claim of fewer than MIN_CONTENT_WORDS content words ("See Article 5.") claims
    too little to measure, and one in another language than its passage cannot be
    measured by shared words: neither is ever weak.
    """
    if not claim:
        return 1.0, False
    score = round(len(claim & passage) / len(claim), 3)
    measurable = same_language and len(claim) >= MIN_CONTENT_WORDS
    return score, measurable and score < WEAK_THRESHOLD
