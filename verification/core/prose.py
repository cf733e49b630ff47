"""Find the citations written outside square brackets.

Every provision reference has a number, so the scan is driven by the digits of the
answer: the word just before a run of digits decides whether it is a provision
("Article", "§", "section", "المادة"; the language tables list them). The engine
makes that test (``Lexicon.number_re``), so only numbers a provision word precedes
reach Python, and each of those counts against MAX_CANDIDATES. Only then is the
reference read: its articles and pinpoints, then the law after it ("of the GDPR",
"BGB", "من نظام العمل") or before it ("GDPR Article 5", "ERA 1996, section 79").
Work per reference is bounded by fixed windows, so the scan is linear.

A reference whose law is not recognisable but whose connector points elsewhere
("Article 5 of the employment contract", "section 2 of this memo") is not a citation.
One with no law at all ("Article 9", "section 13", "of this Regulation") is left for
``backrefs`` to resolve against the laws the answer named.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right, insort
from collections.abc import Callable, Container
from operator import attrgetter
from typing import Final, NamedTuple

from verification.core.articles import (
    LATIN_ORDINALS,
    article_number,
    normalise_article,
    part_number,
    roman_value,
    to_roman,
)
from verification.core.labels import key_year
from verification.core.languages import HANGUL, NUMBER_OPENERS, Keyword, Lexicon
from verification.core.limits import (
    MAX_ARTICLE_CHARS,
    MAX_CANDIDATES_PER_ANSWER,
    MAX_EXPANDED_ARTICLES_PER_ANSWER,
)
from verification.core.models import CitationForm

# How far back the word before a number, and a law written first, are looked for.
KEYWORD_WINDOW: Final = 24
LAW_WINDOW: Final = 120
MAX_LAW_TOKENS: Final = 10
# Parts of one pinpoint read at most ("(1)(a), (b), ..., (h)" is ten).
MAX_PINPOINT_PARTS: Final = 32
# Parts of a pinpoint written before its provision ("điểm a khoản 1 Điều 6").
MAX_LEADING_PARTS: Final = 3
MAX_ITEMS: Final = 100
# List items (and range ends' articles) read per answer before the scan stops.
MAX_ITEMS_READ: Final = MAX_EXPANDED_ARTICLES_PER_ANSWER
MAX_RANGE: Final = 100
# Provision words followed by a number read per answer, decoys included: bounds the
# work a hostile answer can cause ("Article 5 of the Article 5 of the ...").
MAX_CANDIDATES: Final = MAX_CANDIDATES_PER_ANSWER

# Example: "1 " or "(a) do " just before a provision: a leading pinpoint may end here;
# "(ب) من " (a point's letter in another script), "đ " (Vietnamese), "4º do ",
# "único do " (parágrafo único) too.
_LEAD_HINT_RE: Final = re.compile(
    r"\(?[^\W_]{1,6}\)?[ \u00a0]+(?:[^\W\d_']{1,4}[ \u00a0]+)?\Z"
)
# Example: "17", "312g", "98A", "5 bis", "1231-1" (with HYPHEN_RE), "(80)". Not
# "2016" of "Regulation 2016/679": an act's number. The digits are possessive, so
# the look-ahead cannot be met by giving one back ("201" of "2016/679", "1" of
# "13/14").
_ITEM_RE: Final = re.compile(
    rf"""
    (?P<number> [0-9\u0660-\u0669\u06f0-\u06f9]++ )
    (?P<suffix> [a-zA-Z]{{1,2}} (?![^\W\d_])
      | [ -]? (?:{"|".join(LATIN_ORDINALS)}) (?![^\W\d_])
      | :[0-9]{{1,5}} )?
    (?: \.?[ºª°] )?
    (?: \.(?P<dot>[0-9]{{1,2}})
        (?: (?: \. | [ \u00a0](?=(?-i:[a-z])\)) ) (?P<dot_point>(?-i:[a-z])) \)?
            (?![^\W\d_]) )?
        (?![0-9]|\.[0-9])
      | \.(?P<decimal>[0-9]{{3,6}}) (?![0-9]|\.[0-9]) )?
    (?! [/,:][0-9] )
    """,
    re.X | re.IGNORECASE,
)
# After an article keyword ("Article", "§", "المادة"), "13/14" and "13,14" are lists:
# no act is numbered after one. The slash joins only a rising pair ("Art. 13/14").
_STRONG_ITEM_RE: Final = re.compile(
    _ITEM_RE.pattern.replace("(?! [/,:][0-9] )", "(?! :[0-9] )"), re.X | re.IGNORECASE
)
# Example: " f)" in "Art. 6 (1) f)", ", z)" in "article 6, § 1, z)".
_BARE_POINT_RE: Final = re.compile(r",?[ \u00a0]?[a-z]\)(?![^\W\d_])")
# Example: ", IX" of "art. 7º, IX, da LGPD": an inciso's Roman number alone.
_BARE_INCISO_RE: Final = re.compile(
    r",[ \u00a0]+(?P<roman>[IVXL]{1,7})(?![^\W\d_])(?=,|\))"
)
_SLASH_NEXT_RE: Final = re.compile(r"/(?P<number>[0-9]{1,4})(?![0-9/])")
# Example: "b-5" in "§ 240.10b-5", "a-8" in "§ 240.14a-8": the letters and number SEC
# rules carry after their decimal.
_DECIMAL_TAIL_RE: Final = re.compile(r"[a-z]{1,2}(?:-[0-9]{1,3})?(?![^\W_])")
# Example: "-1" in "1231-1", "-2" in "2000e-2": part of the id, not a range.
_HYPHEN_RE: Final = re.compile(
    r"-(?P<number>[0-9]{1,6})(?P<suffix>[a-z]{0,2})(?![^\W\d_])"
)
# Example: "Fourteenth", "twenty-fifth", "14th": one ordinal of a list before a part
# word (languages.ordinal_part_re matched the list already).
_ORDINAL_ITEM_WORD_RE: Final = re.compile(r"[0-9]+[a-z]{2}|[^\W\d_]+(?:-[^\W\d_]+)?")
# Example: ".2" of "§ 142-2.2" (12 NYCRR): a decimal after the hyphen of a section.
_HYPHEN_DECIMAL_RE: Final = re.compile(r"\.[0-9]{1,4}(?![\w]|\.[0-9])")
# Example: "/EC" of "Directive 95/46/EC", "/NĐ-CP" of the Vietnamese "Nghị định
# 13/2023/NĐ-CP", "/QH14" of "Luật số 45/2019/QH14", "/QĐ-TTg", "/TT-BLĐTBXH":
# the issuer's symbol after an act's number, part of its name. Cut at "/NĐ", the
# name was read as "Nghị định 13/2023", no law of the evidence, and a correct
# citation was flagged.
ACT_SYMBOL: Final = (
    r"(?:/[A-Z\u0110][A-Za-z0-9\u0110\u0111]{0,11}"
    r"(?:-[A-Z\u0110][A-Za-z0-9\u0110\u0111]{0,11}){0,3}(?![\w\-]))?"
)
# Example: "(Protection of Employment)" in a UK title: capitalised words (and "of",
# "and") in brackets, one token of the name.
WORDS_IN_BRACKETS: Final = r"\([A-Z][a-z]{1,20}(?: (?:of|and|[A-Z][a-z]{1,20})){1,4}\)"
# Example: a token of a law's name: "Employment", "(EU)", "2016/679", "No.", "n°",
# "C." of "C. civ." (an initial's dot, with a lower-case word after it), "cod." of
# "cod. civ." (an abbreviation before another).
_TOKEN_RE: Final = re.compile(
    rf"""
    [ \u00a0]* (?P<token>
        \( [^\W_]{{1,30}} \)
      | (?-x:{WORDS_IN_BRACKETS})
      | [0-9][0-9/.\-]*[0-9] (?-x:{ACT_SYMBOL}) | [0-9]
      | n[°º]\.?
      | [A-Z][a-z]? \. (?=[ \u00a0][a-zß-öø-ÿ])
      | [a-zß-öø-ÿ]{{2,4}} \. (?=[ \u00a0][a-zß-öø-ÿ]{{2,5}}\.)
      # "No." of "No. 33 of 2021" ("NO.", "Nr.", "Nos."): a short word's full stop
      # before a number; not the one ending a sentence after a name ("GDPR. 2018
      # saw ...", "§ 623 BGB. 3 Monate ...").
      | [^\W\d_{HANGUL}] (?: [^\W\d_A-Z{HANGUL}]{{0,3}} | [A-Z] ) \.(?=[ \u00a0]?[0-9])
      # A Korean particle glued to a Latin name is no part of it ("PIPA도").
      | [^\W\d_{HANGUL}] (?: (?:\.[^\W\d_])+ \.?
          | (?:[^\W{HANGUL}]|['’\-])* )
      | [{HANGUL}] [\w'’\-]*
    )
    """,
    re.X,
)
_REVERSE_TOKEN_RE: Final = re.compile(
    rf"\([^\W_]{{1,30}}\)|{WORDS_IN_BRACKETS}|"
    rf"[0-9][0-9/.\-]*[0-9]{ACT_SYMBOL}|[0-9]|n[°º]\.?"
    r"|[^\W\d_][\w'’\-]*\.?"
)
# Example: "42 U.S.C. " before "§ 1983"; "29 C.F.R. " before "§ 1604.11".
_US_CODE_RE: Final = re.compile(
    r"(?P<law>[0-9]{1,3}[ \u00a0]+"
    r"(?:U\.?[ ]?S\.?[ ]?C\.?(?:[ ]?A\.?)?|C\.?[ ]?F\.?[ ]?R\.?))[ \u00a0]*\Z"
)
# The US Code named in words: "Title 42 of the United States Code", "the U.S. Code".
_US_CODE_WORDS: Final = r"(?:United[ \u00a0]States|U\.[ ]?S\.)[ \u00a0]+Code(?![\w])"
# Example: " of Title 42 of the United States Code", " of Title 42, U.S. Code" after
# "Section 1983": the title makes the law, which labels write "42 U.S.C.".
_US_TITLE_AFTER_RE: Final = re.compile(
    rf"""
    [ \u00a0]+ of [ \u00a0]+ Title [ \u00a0]+ (?P<title>[0-9]{{1,3}})
    (?: [ \u00a0]* , [ \u00a0]* (?:the[ \u00a0]+)?
      | [ \u00a0]+ of [ \u00a0]+ the [ \u00a0]+ )
    {_US_CODE_WORDS}
    """,
    re.IGNORECASE | re.X,
)
# Example: " of Title 29" after "§ 2612" (group "cfr" when " of the Code of Federal
# Regulations" follows): with no code named, the title is the US Code's, as answers
# name it; a title of another law has its law after it (" of Title 3 of the ...").
_US_BARE_TITLE_AFTER_RE: Final = re.compile(
    r"""
    [ \u00a0]+ of [ \u00a0]+ Title [ \u00a0]+ (?P<title>[1-9][0-9]?) (?![\w.])
    (?: (?P<cfr> [ \u00a0]+ of [ \u00a0]+ the [ \u00a0]+ Code [ \u00a0]+ of
        [ \u00a0]+ Federal [ \u00a0]+ Regulations (?![\w]) )
      | (?! [ \u00a0]+ (?: of | to ) (?![\w]) ) )
    """,
    re.X,
)
# Example: " of the U.S. Code" after "Title 42, Section 1983".
_US_CODE_AFTER_RE: Final = re.compile(
    rf"[ \u00a0]+of[ \u00a0]+the[ \u00a0]+{_US_CODE_WORDS}", re.IGNORECASE
)
_US_TITLE_BEFORE_RE: Final = re.compile(
    r"(?<![\w])Title[ \u00a0]+(?P<title>[0-9]{1,3})[ \u00a0]*,[ \u00a0]*\Z",
    re.IGNORECASE,
)
# Example: "Title 42 of the United States Code, " or "42 U.S. Code " (as the Cornell
# LII titles its pages) before "section 1983" or "§ 1983".
_US_CODE_BEFORE_RE: Final = re.compile(
    rf"""
    (?: (?<![\w]) Title [ \u00a0]+ (?P<title>[0-9]{{1,3}})
        [ \u00a0]+ of [ \u00a0]+ the [ \u00a0]+ {_US_CODE_WORDS} [ \u00a0]* ,?
      | (?<![0-9]) (?P<number>[0-9]{{1,3}}) [ \u00a0]+ {_US_CODE_WORDS} )
    [ \u00a0]* \Z
    """,
    re.IGNORECASE | re.X,
)
# Example: "29 C.F.R." in "the FMLA regulations (29 C.F.R. § 825.100)": the number
# after a keyword is a title of the US Code or the CFR, not a provision. Broader
# than _titles_code's names on purpose: "(29 C.F.R" cut before its dot is one too.
_TITLE_AFTER_KEYWORD_RE: Final = re.compile(
    r"[0-9]{1,3}[ \u00a0]+(?:U\.?[ ]?S\.?[ ]?C|C\.?[ ]?F\.?[ ]?R)(?![^\W\d_])"
)
# Example: ", 1872" in "Indian Contract Act, 1872": a year, then no more digits.
_COMMA_YEAR_RE: Final = re.compile(
    r",[ \u00a0](?P<year>(?:1[6-9]|20)[0-9]{2})(?![0-9])"
)
# Example: ", UAE Labour Law)" or ": Staff Handbook)" after "(Art. 43": a name after a
# comma or colon that fills the rest of the parentheses (group "name").
_NAME_TO_CLOSE_RE: Final = re.compile(
    r"[,:][ \u00a0]+(?P<name>[^\W\d_][\w .'’&/\-\u00a0]{0,79}?"
    # "(s. 9, Code of Civil Procedure, 1908)": a title's year after its comma.
    r"(?:,[ \u00a0](?:1[6-9]|20)[0-9]{2})?)(?=\))"
)
# Example: " and 1999", ", 5", "-2001" after "sections 1998": a list or range goes
# on (a short word or a mark, then a number), so the first number is no year.
_LIST_GOES_ON_RE: Final = re.compile(
    r"[ \u00a0]*(?:[,&\-–]|[^\W\d_]{1,4})[ \u00a0]*[0-9]"
)
# Example: "42 " before "U.S.C. 1983": the title of a code named without "§".
# The titles of the US Code (54) and the CFR (50): a higher "Title 60" is none.
_US_TITLES: Final = 54
_US_TITLE_RE: Final = re.compile(r"(?<![0-9])[0-9]{1,3}[ \u00a0]+\Z")
# Example: "Abs. 1", ", lit. a", " par. 2": a part whose word names its value.
_WORDED_RE: Final = re.compile(
    r"[ ,\u00a0]*(?:[^\W\d_][\w.]*|¶¶?)[ \u00a0]?(?P<value>[0-9]{1,3}[a-z]?|[a-z])\Z"
)
# Around a worded pinpoint in brackets: " (" before "paragraph 5", ")" after it.
_OPEN_BRACKET_RE: Final = re.compile(r"[ \u00a0]?\([ \u00a0]?(?=[^\W\d_])")
_CLOSE_BRACKET_RE: Final = re.compile(r"[ \u00a0]?\)")
# Example: "(paragraph 9" of "(paragraph 9)", a pinpoint read in its brackets.
_BRACKETED_WORD_RE: Final = re.compile(r"\([^\W\d_]")
# The word of a worded pinpoint part: "Abs." of ", Abs. 1"; none for "(1)".
_PART_WORD_RE: Final = re.compile(r"[ ,،\u00a0]*([^\W\d_][\w.]*)")
# Example: " U.S.C." after "42": a code's name, which the lexicon confirms.
_CODE_NAME_RE: Final = re.compile(r"[ \u00a0]+([A-Z][A-Z.]{2,7})(?![\w])")
# Between a law written first and its provision: ", ", ", specifically ", " (".
# Words between a law written first and its provision: "ERA 1996, specifically
# Sections 83-85".
_LAW_FIRST_INTROS: Final = (
    "specifically",
    "namely",
    "in particular",
    "insbesondere",
    "notamment",
    "en particulier",
    "in particolare",
    "en concreto",
)
# Example: " f." in "Art. 13 f. DSGVO" (and the one article after it), not " ff.".
_NEXT_ONE_RE: Final = re.compile(r" f\.(?![^\s,;:])")
_YEAR_RE: Final = re.compile(r"(?:1[6-9]|20)[0-9]{2}")
# Capitalised abbreviations that are not laws; an answer's "Article 5 EU" or
# "In the UK, section 94" must not turn "EU" or "UK" into a law. Courts and
# bodies (CJEU, ECtHR, ICO) are none either; the ECHR, the Convention, is one.
NOT_LAWS: Final = frozenset(
    "EU UK US USA UAE EEA EC AI II III IV VI VII VIII IX XI XII OJ NB PS OR AND THE "
    "FAQ PDF ID NO CJEU ECJ ECTHR DPA DPO EDPB ICO CNIL".split()
)
_LAW_CONNECTORS: Final = frozenset(
    "of and on for the to in de du des la le del della di der die das und für zur zum "
    "van het en d' l' y e".split()
)
# The words that join a name's head to the rest of it ("Charter of Fundamental
# Rights"), and the EU institutions that a Regulation's title says made it.
_NAME_JOINS: Final = frozenset(("of", "on", "for"))
_ISSUERS: Final = frozenset(("council", "commission", "parliament"))
# The signs after an ordinal number: French "3°", Portuguese and Spanish "7º".
_ORDINAL_SIGNS: Final = "°º"
# Example: "3°" after "l'article L. 1234-1, ": an item of the article.
_ORDINAL_ITEM_RE: Final = re.compile(r"[0-9]{1,3}[°º](?![0-9])")
_OPENERS: Final = "([\"'“«„"
# Roman numerals I to XX, in order: a German Absatz ("§ 622 II BGB") or a book of
# a code ("SGB III", up to XII).
ROMAN_PARAGRAPHS: Final = tuple(
    "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX".split()
)
_ROMAN_BOOKS: Final = frozenset(ROMAN_PARAGRAPHS[:12])
_ROMAN_START: Final = ("I", "V", "X")
# Keywords whose numbers carry a dot: "§ 1910.12" (US codes), "rule 3.4" (CPR),
# "Section 1102.5 of the California Labor Code" (an English section is never
# numbered "section 33.6" for its paragraph 6, as a Spanish "artículo 33.6" is).
_DOTTED_IDS: Final = frozenset(("§", "rule", "section"))
_ROMAN_PARAGRAPH_RE: Final = re.compile(r"[ \u00a0](?P<roman>[IVX]{1,5})(?=[ \u00a0])")
# Example: " 1" of "§ 622 II 1 Nr. 3 BGB": the Satz after a Roman Absatz.
_ROMAN_SENTENCE_RE: Final = re.compile(r"[ \u00a0][0-9]{1,2}(?=[ \u00a0])")
_SPACE: Final = " \t\u00a0"
# The answer's latin-1 bytes mapped so that one bytes.find finds where a provision
# number may start: "a" for a character that may precede one (NUMBER_OPENERS), "0"
# for an ASCII digit, "x" for "?", which the encoding writes for every character
# past U+00FF (an Arabic-Indic digit among them). A regex scanning for a digit
# class costs some fifty instructions a character; this, a few.
_NUMBER_START_TABLE: Final = bytes(
    ord("a")
    if chr(code) in NUMBER_OPENERS
    else ord("0")
    if chr(code) in "0123456789"
    else ord("x")
    if chr(code) == "?"
    else ord("s")
    if chr(code) == "s"
    # "Annex III": a Roman number, tried only after a part word (_part_word_at).
    else ord("r")
    if chr(code) in "IVXC"
    else ord(" ")
    for code in range(256)
)
# The characters past U+00FF answers write most: curly quotes, dashes, an ellipsis.
# What stands between a part word and its number.
_GAPS: Final = " \t\u00a0("
_TYPOGRAPHIC: Final = "\u2018\u2019\u201c\u201d\u2013\u2014\u2026"
# Every mark _next_is is asked about (pinpoint, joints, range, list) and the digits.
_NEXT_MARKS: Final = "(,،&/-–—0123456789"
_ARABIC_DIGITS: Final = frozenset(
    chr(code) for code in [*range(0x660, 0x66A), *range(0x6F0, 0x6FA)]
)
# Sort key of the references found: where each starts (in C, not a lambda).
_START: Final = attrgetter("start")


class Law(NamedTuple):
    """A law as written around a reference: its label and where the text has it."""

    label: str
    start: int
    end: int


class Found(NamedTuple):
    """One reference read from prose, before its law is resolved.

    ``law`` is None for a reference with no law written; ``anaphor`` is then the
    head word of "the Act" / "this Regulation" (or "" for a bare reference), and
    ``ibid`` marks "ibid.".
    """

    articles: list[tuple[str | None, str | None]]
    law: str | None
    start: int
    end: int
    form: CitationForm
    keyword: Keyword
    anaphor: str | None = None
    ibid: bool = False


def _has_apostrophe(word: str) -> bool:
    """Return whether word holds an apostrophe, straight or curly."""
    return "'" in word or "’" in word


def _fold_digits(number: str) -> str:
    """Return number with any Unicode digits as ASCII."""
    return number if number.isascii() else str(int(number))


class ProseScanner:
    """One pass over an answer's prose references; built per answer."""

    __slots__ = (
        "text",
        "lowered",
        "lex",
        "known",
        "name_words",
        "key",
        "holds",
        "found",
        "consumed",
        "dotted",
        "exhausted",
        "items",
        "former",
        "pinned",
        "_glued_read",
        "ahead_at",
        "ahead",
        "ends",
    )

    def __init__(
        self,
        text: str,
        lex: Lexicon,
        known: Callable[[str], bool],
        name_words: Callable[[str], int] = lambda word: MAX_LAW_TOKENS,
        key: Callable[[str], str] = lambda label: "",
        holds: Callable[[str, str], bool] = lambda label, article: False,
    ) -> None:
        self.text = text
        # Whether the evidence has a passage of a label's law's article
        # (match.EvidenceIndex.holds): which provision "§ 312 f." names after it.
        self.holds = holds
        # Lower-cased once, for the str.find tests of words that patterns of
        # alternatives would look for too slowly (ibid, ordinal parts, "that
        # Article"); its positions are the text's unless lower-casing lengthened it.
        self.lowered = text.lower()
        self.lex = lex
        # The comparison key of a known label (match.EvidenceIndex.key): its law's.
        self.key = key
        # Whether a label (as written) names a law of the evidence, an alias or the
        # catalogue: such a label is recognised even when nothing else says "law".
        self.known = known
        # The most words a known name starting with a word has (0: none does).
        self.name_words = name_words
        self.found: list[Found] = []
        self.consumed = 0
        # The pinpoint an item wrote with a dot ("33.6"), for _articles to take.
        self.dotted: str | None = None
        # Set when a limit stopped the reading before the end of the text: the
        # answer's, or one reference's list or range.
        self.exhausted = False
        # List items read so far, duplicates and decoys included: past
        # MAX_ITEMS_READ the scan stops (a megabyte of "§§ 1, 1, 1, " merges into
        # one article per reference, so the limits on references never stopped it).
        self.items = 0
        # The spans of former numbers ("ex Article 81 TEC"): no citation, and the
        # laws they name are no mentions for back-references.
        self.former: list[tuple[int, int]] = []
        # The spans of provisions read but not cited ("Article I, Section 8" with
        # no law next to it): the numbers inside them open no reference.
        self.pinned: list[tuple[int, int]] = []
        # The glued references read ("ss94-98"), in order: the "s98" inside is none.
        self._glued_read: list[tuple[int, int]] = []
        # What _next_is saw at the last (position, limit) it was asked about.
        self.ahead_at = (-1, -1)
        self.ahead = ("", "", "")
        # Where every citation read so far ends, brackets' and prose's, sorted: a
        # law written before a provision starts after the last of them before it.
        self.ends: list[int] = []

    def scan(self, skip: list[tuple[int, int]], budget: int) -> list[Found]:
        """Return the prose references of text outside the spans in skip, in order.

        Stops after budget references; the caller notices and reports the limit.
        """
        text = self.text
        # str.isascii() is a flag of the string: most answers skip the scan at once.
        candidates = (
            self._scan_cjk(skip, budget)
            if not text.isascii() and any(w in text for w in self.lex.cjk_articles)
            else 0
        )
        starts, glued, romans = _number_starts(text)
        if self.lex.ordinal_parts and not self._spent(budget, candidates):
            consumed = self.consumed
            candidates += self._scan_ordinal_parts(skip, budget)
            candidates += self._scan_roman_provisions(skip, budget, romans)
            # What they read is skipped as a span: the number scan starts where
            # it would, or every number before "the Fourth Amendment" went unread.
            self.consumed = consumed
        cjk = sorted((f.start, f.end) for f in self.found)
        spans = sorted([*skip, *cjk, *self.pinned])
        self.ends = sorted(end for _, end in spans)
        marker = 0
        number_re = self.lex.number_re
        parts = self.lex.parts
        # Where a part word ("Recital", "Anhang") stands before a number.
        part_words: list[int] = []
        for pos in starts:
            while marker < len(spans) and spans[marker][1] <= pos:
                marker += 1
            if marker < len(spans) and spans[marker][0] <= pos:
                continue
            if pos < self.consumed:
                continue
            # Only numbers a provision word precedes (languages.number_re).
            if number_re.match(text, pos) is None:
                # A part word ends in a letter, or its dot ("ErwGr. 39"): "1 1 1"
                # and "1. 1." are no parts, and a megabyte of them costs no rsplit.
                last = text[pos - 2 : pos - 1]
                if last == ".":
                    last = text[pos - 3 : pos - 2]
                if last.isalpha():
                    word = _part_word_at(text, pos, parts)
                    if word >= 0:
                        part_words.append(word)
                continue
            if self._spent(budget, candidates):
                break
            stop = spans[marker][0] if marker < len(spans) else len(text)
            candidates += self._at_number(pos, stop)
        span_starts = [start for start, _ in spans]
        # Not self.consumed: the number scan read on past them ("s98 ERA 1996 ...
        # s. 94" was never read), but where a reference read so far stands.
        read, _ = self._taken(spans)
        for pos in glued:
            if self._spent(budget, candidates):
                break
            if _inside_any(pos, read) or _inside_any(pos, self._glued_read):
                continue
            # Its law is read up to the next citation ("s98 PA제4条": the PA is the
            # CJK citation's; read over it, the spans overlapped).
            after = bisect_right(span_starts, pos)
            stop = span_starts[after] if after < len(span_starts) else len(text)
            candidates += self._at_glued(pos, stop)
        if not self.exhausted:
            candidates += self._scan_glued_keywords(read, budget, candidates)
        for pos in romans:
            word = _part_word_at(text, pos, parts)
            if word >= 0 and not _inside_any(pos, spans):
                part_words.append(word)
        if part_words and not self.exhausted:
            self._scan_parts(sorted(part_words), spans, budget, candidates)
        if not text.isascii() and not self.exhausted:
            self._scan_ordinals(spans, budget, candidates)
        lowered = self.lowered
        if any(
            stem in lowered for stem in self.lex.ibid_stems
        ) and self.lex.ibid_re.search(text):
            self._scan_ibid(spans, budget)
        self.found.sort(key=_START)
        return self.found

    def _spent(self, budget: int, candidates: int) -> bool:
        """Return whether a per-answer limit stops the scan here; note it if so."""
        if (
            len(self.found) >= budget
            or candidates >= MAX_CANDIDATES
            or self.items > MAX_ITEMS_READ
        ):
            self.exhausted = True
            return True
        return False

    # --- The word before a number --------------------------------------------------

    def _keyword_before(self, pos: int) -> tuple[int, Keyword, str] | None:
        """Return (start, keyword, prefix letters) of the provision word before pos."""
        text = self.text
        before = text[max(0, pos - KEYWORD_WINDOW) : pos]
        prefix = ""
        # CASE: "L1234-1", "L. 1234-1": a code's letter prefix between word and number.
        stripped = before.rstrip(_SPACE)
        if stripped[-2:-1] in ("", " ", "\u00a0") and stripped[-1:] in ("L", "R", "D"):
            prefix, stripped = stripped[-1], stripped[:-1].rstrip(_SPACE)
        elif stripped[-3:-2] in ("", " ") and stripped[-2:] in ("L.", "R.", "D."):
            prefix, stripped = stripped[-2], stripped[:-2].rstrip(_SPACE)
        elif len(stripped) < len(before) or stripped[-1:] in ("(", "§"):
            stripped = stripped.rstrip(_SPACE + "(")
        elif stripped[-1:] != ".":
            # "s.47B", "Art.5": a dotted keyword may touch its number.
            return None
        if stripped.endswith("§"):
            count = len(stripped) - len(stripped.rstrip("§"))
            word = "§§" if count > 1 else "§"
        else:
            parts = stripped.rsplit(None, 1)
            if not parts:
                return None
            word = parts[-1].lstrip(_OPENERS)
            if word in self.lex.number_words and len(parts) == 2:
                # "Article No. (80)", "المادة رقم 80": the provision word is the
                # one before "No."; unread, a fabricated one went unchecked.
                stripped = parts[0]
                parts = stripped.rsplit(None, 1)
                word = parts[-1].lstrip(_OPENERS)
        keyword = self.lex.exact_keywords.get(word)
        if keyword is None:
            folded = word.casefold()
            # Every elision ends in an apostrophe ("l'", "dell’"): a word without
            # one needs no loop over them.
            for elision in self.lex.elisions if _has_apostrophe(folded) else ():
                if folded.startswith(elision) and len(folded) > len(elision):
                    folded = folded[len(elision) :]
                    break
            keyword = self.lex.keywords.get(folded)
            if keyword is None:
                return None
            word = folded
        start = pos - (len(before) - len(stripped)) - len(word)
        # "Abs. 2" inside "§ 622 Abs. 2": a word keyword must not be glued to letters.
        if start > 0 and text[start - 1].isalnum() and word[0].isalnum():
            return None
        if keyword.display != "§" and prefix and not keyword.strong:
            return None
        return max(start, 0), keyword, prefix

    def _at_number(self, pos: int, limit: int) -> int:
        """Read the reference whose first number starts at pos; 1 if a keyword did."""
        found = self._keyword_before(pos)
        if found is None:
            return 0
        kstart, keyword, prefix = found
        text = self.text
        code = keyword.display == "§" and text[kstart] != "§"
        if (
            not keyword.strong
            and not code
            and _YEAR_RE.fullmatch(text, pos, pos + 4)
            and (
                text[kstart].isupper()
                or (keyword.plural and not _LIST_GOES_ON_RE.match(text, pos + 4))
            )
            and not text[pos + 4 : pos + 5].isalnum()
            and text[pos + 4 : pos + 5] != "("
            # "Section 1798.100 of the CCPA": a decimal section, no year.
            and not (
                text[pos + 4 : pos + 5] == "." and text[pos + 5 : pos + 6].isdigit()
            )
            # "42 U.S.C. Section 1983", "Section 1983 of Title 42": a US section.
            and not self._us_section(kstart, pos + 4, limit)
        ):
            # "Working Time Regulations 1998": a year in a title, not regulation 1998;
            # so is "the TUPE regulations 2006": a plural names no one provision.
            return 1
        if _TITLE_AFTER_KEYWORD_RE.match(text, pos):
            # "regulations (29 C.F.R. § 825.100)": the § after it cites the section.
            return 1
        opened = text[pos - 1] == "(" if pos > 0 else False
        articles, end = self._articles(pos, prefix, keyword, opened, limit)
        if not articles:
            return 1
        if len(articles) == 1 and self._ends_inside(kstart, pos):
            # "section 3 of the Working Time Regulations 4 applies": the word the
            # citation before ended on is its law's name, and one number after it
            # is no provision of it (its list, "Regulations 4 and 5", may be); read
            # as regulation 4, a correct answer was flagged.
            return 1
        self.consumed = end
        former = self.lex.former_re.search(text, max(0, kstart - 16), kstart)
        if former is not None and self._is_former(former.start()):
            # "(ex Article 81 TEC)", "(anc. art. 1382)": the old number of the
            # provision cited before; checked against the evidence, a correct
            # answer was flagged. Its law is named for nothing after it either.
            after = self._law_after(end, limit)
            stop = after.end if after is not None and after.end > end else end
            self.consumed = stop
            self.former.append((kstart, stop))
            return 1
        if code:
            # "42 U.S.C. 1983", "29 CFR 825.110": the code's name stands where "§"
            # would, and with its title number before it is the law; without one
            # ("USC 2023") it is no citation.
            title = _US_TITLE_RE.search(text, max(0, kstart - 6), kstart)
            if title is not None:
                law = text[title.start() : pos].rstrip(_SPACE + "(")
                form = CitationForm.SECTION_SIGN
                self._record(articles, law, title.start(), end, form, keyword)
            return 1
        lead = None
        # "du paragraphe 1 de l'article 6", "del paragrafo 1 dell'articolo 6": the
        # pinpoint ends before the elision glued to the keyword. Searched up to the
        # keyword, a fabricated "point z) du paragraphe 1 de l'article 6" was read
        # as "article 6" alone and verified.
        anchor = kstart - self._elided(kstart)
        # Cheap test first: a leading pinpoint has a pinpoint word among the few
        # words before the provision ("khoản" in "điểm g khoản 1 Điều 6").
        # A word's elision is cut: "l'alinéa 9 de l'article 1240", as French writes
        # it, left a fabricated alinéa unread; a bracket opens one ("(§ 4º do art.
        # 7º", "(parágrafo único do art. 482").
        behind = text[max(0, anchor - 40) : anchor].casefold().replace("(", " ")
        words = [
            word.rpartition("'")[2].rpartition("’")[2] for word in behind.split()[-6:]
        ]
        if not self.lex.pinpoint_words.isdisjoint(words) and _LEAD_HINT_RE.search(
            text, max(0, anchor - 16), anchor
        ):
            # Not into the provision read before: "(s. 9 Article 8" is section 9,
            # then Article 8, whose pinpoint it is not.
            ends = self.ends
            before = bisect_right(ends, anchor)
            floor = ends[before - 1] if before else 0
            lead = self.lex.leading_pinpoint_re.search(
                text, max(0, anchor - 80, floor), anchor
            )
        if lead is not None and lead.group().strip():
            # "điểm g khoản 1 Điều 6", "alínea i) do n.º 1 do artigo 15.º": the
            # pinpoint written before the provision, outermost part last.
            written = leading_pinpoint(lead.group(), self.lex.pinpoint_word_re)
            # The first item's, and a later one's that has no pinpoint of its own:
            # "points (h) and (i) of Article 9(2) as well as Article 9(3)" names no
            # point of paragraph 3.
            articles = [
                (a, f"{p} {written}" if p else written) if not (i and p) else (a, p)
                for i, (a, p) in enumerate(articles)
            ]
            kstart = lead.start()
        self._finish(kstart, end, articles, keyword, limit)
        return 1

    def _ends_inside(self, kstart: int, pos: int) -> bool:
        """Return whether a reference read before ends between kstart and pos."""
        ends = self.ends
        index = bisect_right(ends, kstart)
        return index < len(ends) and ends[index] <= pos

    def _us_section(self, kstart: int, end: int, limit: int) -> bool:
        """Return whether the US Code names the section at kstart ("42 U.S.C.")."""
        text = self.text
        before = text[max(0, kstart - 40) : kstart]
        return (
            _US_CODE_RE.search(before) is not None
            or _US_CODE_BEFORE_RE.search(before) is not None
            or self._us_code_after(kstart, end, limit) is not None
        )

    def _elided(self, kstart: int) -> int:
        """Return the length of the elision ("l'", "dell'") glued before kstart."""
        before = self.text[max(0, kstart - 6) : kstart]
        if not before.endswith(("'", "’")):
            return 0
        before = before.casefold()
        lengths = [len(e) for e in self.lex.elisions if before.endswith(e)]
        return max(lengths, default=0)

    def _is_former(self, at: int) -> bool:
        """Return whether the former word at at marks an old number.

        "(ex" only in brackets just after a citation ("Article 101 TFEU (ex Article
        81 TEC)"): elsewhere "ex art. 2043 c.c." is Italian for "under".
        """
        if self.text[at] not in "([":
            return True
        return bool(self.found) and self.found[-1].end >= at - 1

    def _scan_glued_keywords(
        self, spans: list[tuple[int, int]], budget: int, candidates: int
    ) -> int:
        """Read "Article17 GDPR", "Artikel17 DSGVO": a keyword typed against its number.

        Assistants drop the space; unread, a fabricated "Article99 GDPR" passed.
        Read, like "s98", only with its law written next to it ("Article1 of the
        contract" or a product's "Article5" is no citation).
        """
        count = 0
        text, end_re = self.text, self.lex.glued_keyword_end_re
        starts = [start for start, _ in spans]
        # Only where a letter touches a digit: the keywords' pattern tried at every
        # position cost a fifth of a typical answer's time.
        for pos in _glued_digits(text):
            hit = end_re.search(text, pos - 12 if pos > 12 else 0, pos)
            if hit is None:
                continue
            if _inside_any(pos, spans) or _inside_any(pos, self._glued_read):
                continue
            if self._spent(budget, candidates + count):
                break
            # Its law is read up to the next citation, as a glued section's
            # ("𝐀𝐫𝐭𝐢𝐜𝐥𝐞7UE제9条": read over "UE제9条", the spans overlapped).
            after = bisect_right(starts, pos)
            stop = starts[after] if after < len(starts) else len(self.text)
            count += self._at_glued(pos, stop, hit.start())
        return count

    def _at_glued(self, pos: int, limit: int, kstart: int | None = None) -> int:
        """Read "s98(4) ERA 1996", "ss94-98 ERA 1996": a section letter on its number.

        UK practitioners write the letter against the number; read only with its
        law written next to it, as "S3 bucket" or "s1 form" name no section. A
        keyword starting at kstart is read so too ("Article17 GDPR").
        """
        text = self.text
        if kstart is None:
            kstart = pos - 1
            if kstart > 0 and text[kstart - 1] in "sS":
                kstart -= 1
        word = text[kstart:pos]
        keyword = self.lex.exact_keywords.get(word) or self.lex.keywords.get(
            word.casefold()
        )
        if keyword is None:
            return 0
        articles, end = self._articles(pos, "", keyword, False, limit)
        if not articles:
            return 1
        self.consumed = max(self.consumed, end)
        self._finish(kstart, end, articles, keyword, limit, named=True)
        insort(self._glued_read, (kstart, end))
        return 1

    def _finish(
        self,
        kstart: int,
        end: int,
        articles: list[tuple[str | None, str | None]],
        keyword: Keyword,
        limit: int,
        *,
        named: bool = False,
    ) -> None:
        """Attach the law after or before the articles, and record the reference.

        With named, only a reference whose law is written next to it is recorded
        (the glued "s98(4) ERA 1996": "S3 bucket" is no section).
        """
        text = self.text
        next_one = False
        if text[end : end + 3] == " f." and articles:
            # "Art. 13 f. DSGVO", "§ 622 f. BGB": "f." (folgende) is the one article
            # after, so two are cited; "ff." names no end and cites the first alone.
            last, pinpoint = articles[-1]
            number = article_number(last) if last is not None else None
            following = _NEXT_ONE_RE.match(text, end)
            if pinpoint is None and number is not None and following is not None:
                articles = [*articles, (str(number + 1), None)]
                end = following.end()
                next_one = True
        form = (
            CitationForm.SECTION_SIGN if keyword.display == "§" else CitationForm.PROSE
        )
        us_code = self._us_code_after(kstart, end, limit)
        if us_code is not None:
            start, label, end = us_code
            self._record(articles, label, start, end, form, keyword)
            return
        after = self._law_after(end, limit, section=keyword.display == "§")
        if after is None and text[kstart - 1 : kstart] == "(":
            after = self._law_to_close(end, limit)
        roman = text[end + 1 : end + 2] in _ROMAN_START
        if roman and (after is None or after.label == ""):
            after, articles = self._roman_paragraph(end, limit, articles, after)
        if after is None and not keyword.strong and self._refers_within(end, limit):
            # CASE: "as explained in section 3 above": the answer's own section;
            # read as the law named before, it was flagged when that law's
            # article was not in the evidence.
            self.consumed = end
            return
        if after is not None and after.label == "":
            # CASE: "Article 5 of the employment contract": not a law; no citation.
            self.consumed = after.end
            return
        if after is not None:
            end = after.end
            if len(articles) == 1 and articles[0][1] is None:
                articles, end = self._pinpoint_after_law(articles[0][0], end, limit)
        if after is not None:
            if next_one:
                articles = self._inserted_next(articles, after.label)
            self._record_law(articles, after, kstart, end, form, keyword, named=named)
            if keyword.plural and not after.label.startswith("\0"):
                self._items_with_laws(end, limit, keyword, form)
            return
        before = self._law_before(kstart)
        if before is not None and before.label == "":
            # CASE: "the Employee Code, section 8": a document's; no citation.
            return
        elided = self._elided(kstart) if before is None else 0
        if elided and self._document_before(kstart - elided):
            # CASE: "Il regolamento aziendale, all'art. 5": the elision glued to
            # the keyword hid the document before it; the article is its own.
            return
        if before is not None:
            start = before.start
            if form is not CitationForm.SECTION_SIGN:
                form = CitationForm.LAW_FIRST
            wrap = True
            if text[kstart - 1 : kstart] == "(" and text[end : end + 1] == ")":
                # "Environment Act 2021 (Section 56(2))": the brackets are its own.
                end, wrap = end + 1, False
            if next_one:
                articles = self._inserted_next(articles, before.label)
            self._record(articles, before.label, start, end, form, keyword, wrap=wrap)
            return
        if named:
            return
        # "the First Amendment": a part of a constitution, whatever law was named.
        kind = (articles[0][0] or "").partition(" ")[0]
        anaphor = self.lex.part_instruments.get(kind, "") if kind.isalpha() else ""
        self._record(articles, None, kstart, end, form, keyword, anaphor)

    def _inserted_next(
        self, articles: list[tuple[str | None, str | None]], label: str
    ) -> list[tuple[str | None, str | None]]:
        """Return articles with "f."'s next one the inserted "312a" the evidence has.

        "§ 312 f. BGB" is §§ 312 and 312a: a law that inserts lettered provisions
        puts § 312a after § 312, not § 313. When the evidence has "312a" of the
        law and no "313", the next one is "312a"; read as § 313, a correct
        citation of the two given was flagged. Otherwise it stays the number after.
        """
        previous, after = articles[-2][0], articles[-1][0]
        if previous is None or after is None or label.startswith("\0"):
            return articles
        inserted = f"{previous}a"
        if self.holds(label, after) or not self.holds(label, inserted):
            return articles
        return [*articles[:-1], (inserted, None)]

    def _record_law(
        self,
        articles: list[tuple[str | None, str | None]],
        law: Law,
        start: int,
        end: int,
        form: CitationForm,
        keyword: Keyword,
        *,
        named: bool = False,
    ) -> None:
        """Record a reference of law: its label, or the anaphor ("\0" + head) that
        backrefs resolves, unless named asks for a law written out."""
        if not law.label.startswith("\0"):
            self._record(articles, law.label, start, end, form, keyword)
        elif not named:
            self._record(articles, None, start, end, form, keyword, law.label[1:])

    def _us_code_after(
        self, kstart: int, end: int, limit: int
    ) -> tuple[int, str, int] | None:
        """Return (start, label, end) of a US Code title named around a section.

        "Section 1983 of Title 42 of the United States Code" and "Title 42,
        Section 1983 of the U.S. Code" cite 42 U.S.C. § 1983: read as a law "U.S.
        Code" (or no law), a fabricated section passed unchecked, a correct one
        was flagged.
        """
        text = self.text
        bare = _US_BARE_TITLE_AFTER_RE.match(text, end, limit)
        if bare is not None and _US_TITLE_AFTER_RE.match(text, end, limit):
            bare = None
        if bare is not None and int(bare.group("title")) <= _US_TITLES:
            title_number = bare.group("title")
            label = (
                f"{title_number} C.F.R."
                if bare.group("cfr")
                else _us_code_label(title_number)
            )
            return kstart, label, bare.end()
        if text.find("Code", end, min(limit, end + 64)) < 0:
            return None
        title = _US_TITLE_AFTER_RE.match(text, end, limit)
        if title is not None:
            return kstart, _us_code_label(title.group("title")), title.end()
        code = _US_CODE_AFTER_RE.match(text, end, limit)
        before = (
            _US_TITLE_BEFORE_RE.search(text, max(0, kstart - 16), kstart)
            if code is not None
            else None
        )
        if code is None or before is None:
            return None
        return before.start(), _us_code_label(before.group("title")), code.end()

    def _items_with_laws(
        self, pos: int, limit: int, keyword: Keyword, form: CitationForm
    ) -> None:
        """Read the list's later items that name their own laws.

        "Articles 5 GDPR and 5 AI Act", "Articles 6 of the GDPR and 10 of the AI
        Act": each item is its own reference ("5 AI Act"), of the law after it.
        Unread, the second article passed unchecked. Only an item whose law follows
        it counts: "Articles 15 GDPR and 3 others" lists nothing more.
        """
        text = self.text
        for _ in range(MAX_ITEMS):
            separator = self._list_separator(pos, limit)
            if separator is None or separator.group("keyword"):
                return
            start = separator.end()
            if not text[start : start + 1].isdigit() or not text[pos:start].strip():
                # A list word or comma joins them; "GDPR. 47 GDPR" is no list.
                return
            articles, end = self._articles(start, "", keyword, False, limit)
            law = self._law_after(end, limit) if articles else None
            if law is None or not law.label:
                return
            # "and 6 of this Regulation": the law in hand, which backrefs resolves.
            self._record_law(articles, law, start, law.end, form, keyword)
            pos = law.end
        else:
            # A list longer than any reference expands to: not passed unread.
            self.exhausted = True

    def _refers_within(self, end: int, limit: int) -> bool:
        """Return whether the word after end points within the answer ("above")."""
        words = self.text[end : min(limit, end + 16)].split(None, 1)
        return bool(words) and (
            words[0].rstrip(".,;:!?)").casefold() in self.lex.self_references
        )

    def _pinpoint_after_law(
        self, article: str | None, end: int, limit: int
    ) -> tuple[list[tuple[str | None, str | None]], int]:
        """Read a worded pinpoint written after the law: "Article 17 GDPR, paragraph 3".

        Assistants write "Article 17 GDPR, paragraph 3, point (b)" and "Art. 6 DSGVO
        Abs. 1": left unread, a fabricated paragraph or point passed as verified.
        Only a pinpoint word opens it (not "(3)"), and not one of another provision
        ("Article 9 GDPR, paragraph 2 of Article 6"). Return the article with its
        pinpoint and the reference's end, or the article alone and end unchanged.
        """
        pinpoint, pin_end = self._pinpoint(end, limit)
        if (
            pinpoint is None
            or not (pinpoint[0].isalpha() or _BRACKETED_WORD_RE.match(pinpoint))
            or self.lex.connector_re.match(self.text, pin_end, limit) is not None
        ):
            return [(article, None)], end
        return [(article, pinpoint)], pin_end

    def _roman_paragraph(
        self,
        end: int,
        limit: int,
        articles: list[tuple[str | None, str | None]],
        after: Law | None,
    ) -> tuple[Law | None, list[tuple[str | None, str | None]]]:
        """Read "§ 622 II BGB", "Art. 3 I GG": a German Absatz as a Roman numeral.

        Only when a law follows it: "Article 5 I think" has no Absatz. The rest
        of the pinpoint may stand between ("Art. 6 I lit. f DSGVO", "§ 622 II S. 1
        BGB"): cut off there, the law was lost and a fabricated point unchecked.
        Return the law after the numeral and the articles with it as their
        pinpoint, or (after, articles) unchanged.
        """
        roman = _ROMAN_PARAGRAPH_RE.match(self.text, end, limit)
        if roman is None or roman.group("roman") not in ROMAN_PARAGRAPHS:
            return after, articles
        # "§ 622 II 1 Nr. 3 BGB": Absatz 2, Satz 1, as German lawyers write it;
        # the bare sentence number stopped the reading, so the law was lost and a
        # fabricated item unchecked.
        numeral_end = roman.end()
        sentence = _ROMAN_SENTENCE_RE.match(self.text, numeral_end, limit)
        if sentence is not None:
            numeral_end = sentence.end()
        rest, rest_end = self._pinpoint(numeral_end, limit)
        law = self._law_after(rest_end, limit)
        if law is None or not law.label or law.label.startswith("\0"):
            return after, articles
        mark = self.text[roman.start("roman") : numeral_end]
        mark = f"{mark} {rest}" if rest else mark
        return law, [(a, f"{p} {mark}" if p else mark) for a, p in articles]

    def _record(
        self,
        articles: list[tuple[str | None, str | None]],
        law: str | None,
        start: int,
        end: int,
        form: CitationForm,
        keyword: Keyword,
        anaphor: str | None = None,
        *,
        wrap: bool = True,
    ) -> None:
        """Record a reference, widening it to its parentheses when they hold only it."""
        text = self.text
        if (
            wrap
            and law is not None
            and text[start - 1 : start] == "("
            and text[end : end + 1] == ")"
        ):
            start, end = start - 1, end + 1
            form = CitationForm.PARENTHETICAL
        ends = self.ends
        before = bisect_right(ends, end)
        if before and start < ends[before - 1] < end:
            # "Article 3 of the TUPE Regulations 4 and 5": the word the citation
            # before ended on is this one's keyword; its span starts after it.
            start = ends[before - 1]
            while start < end - 1 and text[start] in _SPACE:
                start += 1
        self.consumed = max(self.consumed, end)
        self.found.append(Found(articles, law, start, end, form, keyword, anaphor))
        insort(ends, end)

    # --- Articles and pinpoints ----------------------------------------------------

    def _articles(
        self, pos: int, prefix: str, keyword: Keyword, opened: bool, limit: int
    ) -> tuple[list[tuple[str | None, str | None]], int]:
        """Read "15 and 17", "12 to 14", "6(1)(f)", "622 Abs. 2" from pos."""
        text, lex = self.text, self.lex
        articles: list[tuple[str | None, str | None]] = []
        end = pos
        # Whether the list's items carry an ordinal sign ("7º"), and whether the
        # item being read follows a comma.
        ordinals: bool | None = None
        # The code letter of the first item ("L" of "L. 1234-1"): later items
        # may carry one too.
        code_letter = prefix
        # Items merged into the last article's pinpoint ("…, 1° et 2°"): they count
        # against MAX_ITEMS as the articles do, or "1° et " a megabyte long was read
        # to its end, its pinpoint rebuilt at every item.
        pinned = 0
        while True:
            start = pos
            item = self._item(pos, prefix, limit, keyword)
            if item is None:
                break
            if articles and self._titles_code(item[2]):
                # "§ 1983 and 29 C.F.R. § 825.100": 29 is the next code's title.
                break
            if articles and lex.quantity_re.match(text, item[2], limit):
                # "Art. 12 ff. und 10 Tage", "Articles 15 and 3 months": a period
                # or an amount, no article; read as one, it was flagged.
                break
            if len(articles) + pinned >= MAX_ITEMS:
                # "§§ 1, 2, ..., 130": the list goes on past what one reference
                # expands to; the answer is not passed unread.
                self.exhausted = True
                break
            article, first, pos = item
            ordinal = text[pos - 1] in _ORDINAL_SIGNS
            if ordinals is None:
                ordinals = ordinal
            elif ordinal and not ordinals:
                # "art. L. 1234-1, 3°", "article L. 1234-1 3°", "…, 1° et 2°": items
                # of the article, as French codes number them, not an article 3
                # ("arts. 7º, 8º" signs every one).
                pinned += 1
                last_article, last_pin = articles.pop()
                item_pin = text[start:pos].strip()
                pin = f"{last_pin}, {item_pin}" if last_pin else item_pin
                end = pos
                articles.append((last_article, pin))
                separator = self._list_separator(pos, limit)
                if separator is None:
                    # "…, 1° à 5°": a range of items, checked as one.
                    to = self._ordinal_range_end(pos, limit)
                    if to is not None:
                        articles[-1] = (last_article, pin + text[pos:to])
                        end = to
                    break
                if separator.group("keyword"):
                    break
                if not keyword.plural and not _ORDINAL_ITEM_RE.match(
                    text, separator.end()
                ):
                    # "l'article L. 1234-1, 3°, 2019 ...": one article, its items.
                    break
                pos = separator.end()
                continue
            if opened and text[pos : pos + 1] == ")":
                pos += 1
                opened = False
            dotted, self.dotted = self.dotted, None
            if (
                self._opens_nothing(pos, limit)
                and self._following_list(pos, limit) is None
            ):
                # The commonest case ("Article 6 of", "Article 6 GDPR"): no pinpoint,
                # range or list can follow, so the item ends the reference.
                articles.append((article, dotted or None))
                end = pos
                break
            pinpoint, pos = self._pinpoint(pos, limit, _ceiling(keyword, first))
            if dotted:
                pinpoint = dotted + (pinpoint or "")
            span = self._range_word(pos, limit)
            last = self._item(span.end(), "", limit, keyword) if span else None
            if last is not None and first is not None and last[1] is not None:
                stop = last[1]
                if first < stop:
                    articles.append((str(first), None))
                    articles.extend((str(n), None) for n in self._between(first, stop))
                    article, pos = last[0], last[2]
                    pinpoint, pos = self._pinpoint(pos, limit, _ceiling(keyword, stop))
            elif last is not None and last[0] is not None and article is not None:
                # "§§ 825.100-825.102", "§§ 2000e–2000e-17", "Articles 5a-7": the
                # ids between cannot be counted; both ends are cited, so neither
                # passes unread (the end was dropped).
                articles.append((article, pinpoint))
                article, pos = last[0], last[2]
                pinpoint, pos = self._pinpoint(pos, limit)
            articles.append((article, pinpoint))
            end = pos
            code = lex.code_list_re.match(text, pos, limit) if code_letter else None
            if code is not None:
                # "articles L. 1234-1 et L. 1234-2": the next item has its letter;
                # unread, a fabricated second article passed and "et" was taken
                # for the law. A range ("à L. 1234-5") is cited at both ends.
                pos, prefix = code.end(), code.group("prefix")
                continue
            separator = self._list_separator(pos, limit)
            if separator is None:
                break
            if pinpoint is None and _NEXT_ONE_RE.match(text, pos, limit):
                # "§§ 622 f., 626 BGB": "f." is the one after, read past by
                # _list_separator as the list goes on.
                number = article_number(article) if article is not None else None
                if number is not None:
                    articles.append((str(number + 1), None))
            joint = (
                text[pos : separator.start("keyword")]
                if separator.group("keyword")
                else text[pos : separator.end()]
            )
            joint = joint.strip(_SPACE)
            if separator.group("keyword") and joint in ("", ","):
                subdivision = self._subdivision(separator, keyword, limit)
                if subdivision is not None:
                    # "Article 17, Section 3", "GDPR article 17 section 1 (a)": the
                    # article's subdivision; read as the next provision, "Section 9"
                    # was verified as Article 9 and a correct one flagged.
                    pin, end = subdivision
                    last_article, last_pin = articles.pop()
                    articles.append(
                        (last_article, f"{last_pin} {pin}" if last_pin else pin)
                    )
                    break
            if not joint and separator.group("keyword"):
                # "Article 1 Article 2": two references, not one list.
                break
            if (
                joint in (",", "،")
                and not (keyword.plural or separator.group("keyword"))
                and (ordinals or not _ORDINAL_ITEM_RE.match(text, separator.end()))
            ):
                # "Article 5, 2018 saw...": a comma continues only a plural list,
                # or an article's numbered item ("l'article L. 1234-1, 3°").
                break
            pos = separator.end()
            prefix = ""
        self.items += len(articles) + pinned
        return list(dict.fromkeys(articles)), end

    def _subdivision(
        self, separator: re.Match[str], keyword: Keyword, limit: int
    ) -> tuple[str, int] | None:
        """Return the subdivision ("Section 3", "section 1 (a)") an article's list
        separator opens, and its end; None unless a strong keyword's article is
        followed by one of the tables' article_subdivisions."""
        if not keyword.strong or keyword.display == "§":
            return None
        word = separator.group("keyword").strip(_SPACE)
        if word.casefold() not in self.lex.article_subdivisions:
            return None
        sub = self.lex.keywords.get(word.casefold())
        if sub is None:
            return None
        item = self._item(separator.end(), "", limit, sub)
        if item is None or item[1] is None:
            return None
        pinpoint, end = self._pinpoint(item[2], limit)
        start = separator.start("keyword")
        return f"{self.text[start : item[2]]}{pinpoint or ''}", end

    def _range_word(self, pos: int, limit: int) -> re.Match[str] | None:
        """Return the range word or dash at pos ("-", " to ", " bis "), or None."""
        lex = self.lex
        if not self._next_is(pos, limit, lex.range_words, "-–—"):
            return None
        return lex.range_re.match(self.text, pos, limit)

    def _ordinal_range_end(self, pos: int, limit: int) -> int | None:
        """Return the end of " à 5°" (a range to an item) at pos, or None."""
        span = self._range_word(pos, limit)
        item = _ORDINAL_ITEM_RE.match(self.text, span.end(), limit) if span else None
        return item.end() if item is not None else None

    def _titles_code(self, pos: int) -> bool:
        """Return whether a code's name ("U.S.C.", "CFR") follows the number at pos."""
        name = _CODE_NAME_RE.match(self.text, pos)
        if name is None:
            return False
        if self.text[name.end() : name.end() + 2].lstrip(_SPACE)[:1] == "§":
            # "§ 825.220 and 12 NYCRR § 142-2.2": a title, a code's initials and
            # its "§" open the next citation, whatever the code.
            return True
        keyword = self.lex.exact_keywords.get(name.group(1))
        return keyword is not None and keyword.display == "§"

    def _between(self, first: int, last: int) -> range:
        """Return the numbers a range expands to strictly between first and last.

        "Articles 1 to 150": past MAX_RANGE articles the first ones and the last
        are checked (a last one that cannot exist is diagnosed), and the answer is
        not passed unread.
        """
        if last - first >= MAX_RANGE:
            self.exhausted = True
        return range(first + 1, min(last, first + MAX_RANGE - 1))

    def _list_separator(self, pos: int, limit: int) -> re.Match[str] | None:
        """Return the separator of a list's next item at pos ("and", ", ").

        Past "et seq." or "ff." the list goes on ("Articles 12 et seq. and 17
        GDPR", "§§ 355 ff., 312g BGB"): the item before still opens its run of
        articles, and the items after are cited as much as it is.
        """
        lex = self.lex
        if self._next_is(pos, limit, lex.list_words, ",،&/0123456789"):
            separator = lex.list_re.match(self.text, pos, limit)
            if separator is not None:
                return separator
        # " et seq." opens with a list word of French ("et"), which lists nothing.
        following = self._following_list(pos, limit)
        return following[1] if following is not None else None

    def _following_list(self, pos: int, limit: int) -> tuple[int, re.Match[str]] | None:
        """Return the end of "et seq." at pos and the list separator after it.

        None unless a following word ("et seq.", "ff.", "et suivants") stands at
        pos and a list word or comma and a number come after it: "Article 12 et
        seq. GDPR" ends its list there, and its law is read past the words.
        """
        text, lex = self.text, self.lex
        if text[pos : pos + 1] not in " \u00a0":
            return None
        following = lex.following_re.match(text, pos, limit)
        if following is None:
            return None
        after = following.end()
        if not self._next_is(after, limit, lex.list_words, ",،&/"):
            return None
        # list_re ends before a number: "et seq. and the GDPR" lists nothing.
        separator = lex.list_re.match(text, after, limit)
        return None if separator is None else (after, separator)

    def _item(
        self, pos: int, prefix: str, limit: int, keyword: Keyword
    ) -> tuple[str | None, int | None, int] | None:
        """Return (article id, its number if plain, end) of the item at pos.

        After a strong keyword ("Article", "§") "13/14" is a list. A dot and
        three digits ("1798.100"), or any digits after "§" or "rule" ("§ 1910.12",
        "r. 3.4"), are part of the number. A number too long for any article id
        is read all the same, with the id None: a malformed citation, flagged,
        not text passed over.
        """
        text = self.text
        strong = keyword.strong
        item = (_STRONG_ITEM_RE if strong else _ITEM_RE).match(text, pos, limit)
        if item is None:
            return None
        if strong and text[item.end() : item.end() + 1] == "/":
            slash = _SLASH_NEXT_RE.match(text, item.end(), limit)
            if slash is None or int(slash.group("number")) <= int(
                _fold_digits(item.group("number"))
            ):
                return None
        if item.end("number") - pos > MAX_ARTICLE_CHARS:
            return None, None, item.end("number")
        number = _fold_digits(item.group("number"))
        suffix = (item.group("suffix") or "").replace(" ", "").replace("-", "")
        end = item.end()
        decimal = item.group("decimal") or (
            item.group("dot") if keyword.display in _DOTTED_IDS else None
        )
        if decimal:
            suffix += f".{decimal}"
            tail = (
                _DECIMAL_TAIL_RE.match(text, end, limit)
                if text[end : end + 1].isalpha()
                else None
            )
            if tail is not None and keyword.display in _DOTTED_IDS:
                suffix += tail.group()
                end = tail.end()
        elif item.group("dot"):
            # "artículo 33.6": paragraph 6 of article 33, read as the pinpoint "(6)";
            # "artículo 6.1.f)": point f of it, "(1)(f)".
            self.dotted = f"({item.group('dot')})"
            if item.group("dot_point"):
                self.dotted += f"({item.group('dot_point')})"
        # The pattern opens with "-": most items are followed by anything else.
        hyphen = (
            _HYPHEN_RE.match(text, end, limit) if text[end : end + 1] == "-" else None
        )
        if (
            hyphen is not None
            and decimal
            and int(hyphen.group("number")) >= int(number)
            and text[hyphen.end() : hyphen.end() + 1] == "."
        ):
            # "§§ 825.100-825.102": a range of decimal sections, not one id.
            hyphen = None
        if hyphen is not None and (
            prefix or suffix or int(hyphen.group("number")) < int(number)
        ):
            suffix += hyphen.group()
            end = hyphen.end()
            tail = _HYPHEN_DECIMAL_RE.match(text, end, limit)
            if tail is not None and keyword.display in _DOTTED_IDS:
                # "12 NYCRR § 142-2.2", "Tex. Lab. Code § 21.051-1.5": the decimal
                # after the hyphen is the id's; cut there, a fabricated "142-2.9"
                # was read as "142-2" and a correct one flagged.
                suffix += tail.group()
                end = tail.end()
        article = normalise_article(prefix + number + suffix)
        if not article and int(number) == 0 and not prefix:
            # "Article 0 of the GDPR" is a citation of an article that cannot exist.
            article = "0"
        if not article:
            return None
        plain = int(number) if not prefix and not suffix else None
        return article, plain, end

    def _next_is(self, pos: int, limit: int, words: frozenset[str], marks: str) -> bool:
        """Return whether what follows pos may open one of words or marks.

        A cheap look at the next word before a pattern of many alternatives is
        tried there: after most references comes "of", "GDPR" or a full stop.
        """
        if self.ahead_at != (pos, limit):
            self.ahead_at, self.ahead = (pos, limit), self._ahead(pos, limit)
        first, second, word = self.ahead
        if not first:
            return False
        if first in marks or first in "0123456789":
            return True
        if first == "," or first == "،":
            if not second or second in marks or second.isdigit():
                return True
        if word in words or word in self.lex.keywords:
            return True
        # "و81", "和17": a list word glued to its number; "(1)" after a word.
        return word[:1] in words or word.rstrip("0123456789") in words

    def _opens_nothing(self, pos: int, limit: int) -> bool:
        """Return whether _next_is is False at pos whatever words and marks it has.

        True when the next word is in none of the words a pinpoint, its joints, a
        range or a list may open with (lex.next_words) and no mark or digit comes
        first: one test for the four asked after most items.
        """
        if self.ahead_at != (pos, limit):
            self.ahead_at, self.ahead = (pos, limit), self._ahead(pos, limit)
        first, _, word = self.ahead
        if not first:
            return True
        if first in _NEXT_MARKS:
            return False
        next_words = self.lex.next_words
        return (
            word not in next_words
            and word[:1] not in next_words
            and word.rstrip("0123456789") not in next_words
        )

    def _ahead(self, pos: int, limit: int) -> tuple[str, str, str]:
        """Return what _next_is looks at after pos, whatever words and marks it has.

        The first character, the first after a comma there ("" if none), and the
        next word folded (after that comma). _next_is asks up to four times at one
        position (pinpoint, its joints, a range, a list), so this is kept for the
        last position asked (ahead_at).
        """
        ahead = self.text[pos : min(limit, pos + 24)].lstrip(" \t\u00a0")
        if not ahead:
            return "", "", ""
        first, second = ahead[0], ""
        if first == "," or first == "،":
            ahead = ahead[1:].lstrip(" \t\u00a0")
            second = ahead[:1]
        parts = ahead.split(None, 1)
        return first, second, parts[0].casefold() if parts else ""

    def _pinpoint(
        self,
        pos: int,
        limit: int,
        ceiling: int | None = None,
        bracketed: bool = True,
    ) -> tuple[str | None, int]:
        """Return the pinpoint written at pos ("(1)(a)", "Abs. 2 S. 1") and its end.

        A number listed after a worded part ("Abs. 1 und 2") is the pinpoint's
        unless it reaches ceiling: then it is the next article ("Articles 15 para.
        1 and 17").
        """
        text, lex = self.text, self.lex
        start = pos
        # The last part read ("Abs. 1").
        last = ""
        inciso = (
            _BARE_INCISO_RE.match(text, pos, limit)
            if text[pos : pos + 1] == ","
            else None
        )
        if inciso is not None and (
            text[inciso.end() : inciso.end() + 1] == ")"
            or lex.connector_re.match(text, inciso.end() + 1, limit) is not None
        ):
            # "art. 7º, IX, da LGPD", "(LGPD, art. 7º, II)": a Brazilian inciso
            # written bare, its Roman number between commas before the law.
            last, pos = inciso.group("roman"), inciso.end()
        for index in range(MAX_PINPOINT_PARTS):
            if index:
                # "6 (1) f)", "6 § 1 f)", "6 Abs. 1 f)": a point after its paragraph,
                # written with a closing bracket only, as Spanish, Italian, French
                # and German writers do; dropping it left a fabricated point
                # unchecked.
                bare = _BARE_POINT_RE.match(text, pos, limit)
                if bare is not None:
                    pos = bare.end()
                    continue
            # After a part ("(1)" of "(1) of"), one test instead of two _next_is
            # calls; _articles made it before the first.
            if index and self._opens_nothing(pos, limit):
                break
            part = None
            if self._next_is(pos, limit, lex.pinpoint_words, "("):
                part = lex.pinpoint_re.match(text, pos, limit)
                if part is None and bracketed:
                    inner = self._bracketed_pinpoint(pos, limit)
                    if inner is not None:
                        last, pos = inner
                        continue
            if part is None and pos > start:
                # "(1)(a)-(h)", "(1)(a) and (g)": more points of this pinpoint.
                joined = self._next_is(pos, limit, lex.pinpoint_joints, ",،-–—")
                more = lex.pinpoint_more_re.match(text, pos, limit) if joined else None
                if more is not None:
                    part = lex.pinpoint_re.match(text, more.end(), limit)
                elif joined:
                    # "Abs. 1 und 2", "lit. a und b": the word's value again, of its
                    # kind; read as the next article, "2" failed a correct answer.
                    # Not "and 123" (an article), nor "und 2 (1)" (one with its own).
                    value = lex.pinpoint_value_re.match(text, pos, limit)
                    if value is not None and _lists_value(value, last, ceiling):
                        part = value
                    else:
                        part = self._worded_again(pos, limit, last)
            if part is None:
                break
            if self._provision_after(part.end(), limit, lex.strong_keywords) or (
                part.group().lstrip(" ,،\u00a0")[:1].isalpha()
                and self._leads_provision(part.end(), limit)
            ):
                # CASE: "المادة 6 الفقرة 2 من المادة 7": paragraph 2 of Article 7,
                # read as Article 6's too; "Điều 5, điểm b khoản 2 Điều 6" too.
                break
            closed = last.endswith(")") and not last.endswith("()")
            last = part.group()
            pos = part.end()
            if (
                closed
                and text[pos : pos + 1] == ")"
                and last[-1:].isalpha()
                # A letter, not a word: "(Art. 12(3), second sentence)" closes
                # the parenthesis it stands in.
                and not last[-2:-1].isalpha()
            ):
                # "letras a) y c)", "lettere a) e b)": each letter of the list
                # closes its bracket as the first did.
                pos += 1
                last += ")"
        if pos == start:
            return None, pos
        return text[start:pos].strip(" ,،\u00a0"), pos

    def _bracketed_pinpoint(self, pos: int, limit: int) -> tuple[str, int] | None:
        """Return a worded pinpoint in brackets at pos and its end: " (paragraph 5)".

        "Article 6 (paragraph 5) of the GDPR", "§ 622 (Abs. 7) BGB", "المادة 77
        (فقرة 6)": the pinpoint stopped at the bracket, so a fabricated paragraph
        passed as verified (and the law after it was lost). Only a pinpoint word
        opens it, and only its closing bracket ends it: "(point (f) applies)" is
        a remark.
        """
        opening = _OPEN_BRACKET_RE.match(self.text, pos, limit)
        if opening is None:
            return None
        inner, end = self._pinpoint(opening.end(), limit, bracketed=False)
        if inner is None or not inner[0].isalpha():
            return None
        closing = _CLOSE_BRACKET_RE.match(self.text, end, limit)
        return (inner, closing.end()) if closing is not None else None

    def _worded_again(self, pos: int, limit: int, last: str) -> re.Match[str] | None:
        """Return the part at pos listing last's word again: " und Abs. 5".

        "§ 1 Abs. 1 und Abs. 5 KSchG" stopped at "Abs. 1", so a fabricated Abs. 5
        passed as verified. Only the word of last (not "(1)(a) and point (c)",
        nor "Abs. 1 und Nr. 2"), and not one of another provision: "paragraph 1
        and paragraph 2 of Article 9".
        """
        text, lex = self.text, self.lex
        joint = lex.pinpoint_again_re.match(text, pos, limit)
        if joint is None:
            return None
        part = lex.pinpoint_re.match(text, joint.end(), limit)
        if part is None or _word_of(part.group()) != _word_of(last):
            return None
        if self._provision_after(part.end(), limit, self.lex.keywords):
            return None
        return part

    def _provision_after(self, pos: int, limit: int, words: Container[str]) -> bool:
        """Return whether a connector at pos leads to a provision word of words.

        "paragraph 2 of Article 9", "الفقرة 2 من المادة 7", "alinéa 2 de l'article
        7": what follows is another provision, neither a law's name nor more of
        the pinpoint before. Its number follows the word: "of the Articles of
        Association" is a document's name.
        """
        connector = self.lex.connector_re.match(self.text, pos, limit)
        return connector is not None and self._provision_at(
            connector.end(), limit, words
        )

    def _provision_at(self, pos: int, limit: int, words: Container[str]) -> bool:
        """Return whether a provision word of words and its number stand at pos."""
        text = self.text
        after = _TOKEN_RE.match(text, pos, limit)
        if after is None or after.group("token").casefold() not in words:
            return False
        number = after.end()
        while number < limit and text[number] in " \u00a0(":
            number += 1
        return text[number : number + 1].isdigit()

    def _leads_provision(self, pos: int, limit: int) -> bool:
        """Return whether the worded parts from pos lead to a provision of their own.

        ", điểm b khoản 2 Điều 6": the pinpoint written before the next article,
        as Vietnamese writes it (no connector between), not more of this one's.
        """
        lex = self.lex
        for _ in range(MAX_LEADING_PARTS):
            connector = lex.connector_re.match(self.text, pos, limit)
            if connector is not None:
                pos = connector.end()
                continue
            if not self._next_is(pos, limit, lex.pinpoint_words, ""):
                break
            part = lex.pinpoint_re.match(self.text, pos, limit)
            if part is None:
                break
            pos = part.end()
        return self._provision_at(pos, limit, lex.strong_keywords)

    # --- The law around a reference ------------------------------------------------

    def _law_after(
        self, pos: int, limit: int, *, in_division: bool = False, section: bool = False
    ) -> Law | None:
        """Return the law written after pos, or None if there is none.

        A Law with label "" means a connector leads to something that is not a law
        (a decoy); a label starting with NUL carries an anaphor's head word.
        """
        text, lex = self.text, self.lex
        following = lex.following_re.match(text, pos, limit)
        if following is not None:
            pos = following.end()
        if text[pos : pos + 1] == "," and lex.connector_re.match(text, pos + 1, limit):
            # "art. 7º, inciso IX, da LGPD", "artículo 9, apartado 2, del RGPD": the
            # law after the pinpoint's comma, as Romance writers cite; a law only.
            law = self._law_after(pos + 1, limit)
            if law is not None and law.label and not law.label.startswith("\0"):
                return law
        connector = lex.connector_re.match(text, pos, limit)
        start = connector.end() if connector else pos
        if (
            connector is not None
            and self._provision_after(pos, limit, lex.strong_keywords)
            # "§ 3º do art. 7º da LGPD": a "§" before an article is its paragraph,
            # the article's leading pinpoint (section says a "§" is read).
            and not (section and text[connector.end() : connector.end() + 1] != "§")
        ):
            # CASE: "المادة 6 من المادة 7", "article 6 alinéa 2 de l'article 7": the
            # next provision, cited on its own; read as a name that is no law
            # ("Article 5 of the employment contract"), the first was no citation.
            # A strong word only: "of Regulation 2016/679" names a law.
            return None
        if connector is not None and not in_division:
            division = lex.division_of_re.match(text, start, limit)
            if division is not None and lex.connector_re.match(
                text, division.end(), limit
            ):
                # "Article 5 of Chapter II of the GDPR", "Section 703 of Title VII
                # of the Civil Rights Act of 1964": the law the division is of.
                # "Part X of the Employment Rights Act 1996" as the law's name was
                # flagged label_mismatch; "Chapter II" as none, passed unread.
                law = self._law_after(division.end(), limit, in_division=True)
                if law is not None and law.label:
                    return law
        if self._part_at(start, limit):
            # CASE: "Recital 47 Annex III of the AI Act": the next reference, a
            # part of a law, opens no name; read as one, "Annex III of the AI Act"
            # was Recital 47's law and its span lay over the annex's.
            return None
        if connector is None:
            # Fast path: "Article 6(1) shall apply": a lower-case Latin word after
            # the reference opens no law (the commonest case by far).
            first = _TOKEN_RE.match(text, start, limit)
            if first is None:
                return None
            word = first.group("token")
            if word.casefold() in lex.document_words:
                # "§ 3 regulaminu pracy": a provision of a private document.
                return Law("", start, start)
            if word[0].islower() and word.isascii() and not _capitalised(word):
                # Not "dieses" in "§ 627 dieses Gesetzes": a determiner may open
                # an anaphor with no connector before it (German genitive).
                folded = word.casefold()
                if (
                    folded not in lex.heads_first
                    and folded not in lex.determiners
                    and not self.name_words(word)
                ):
                    return None
        tokens = self._tokens(start, limit)
        if not tokens:
            return Law("", start, start) if connector else None
        if connector is None and (
            tokens[0][0].casefold() in lex.possessives
            or _opens_document([t for t, _, _ in tokens], lex)
        ):
            # "§ 3 Ihres Arbeitsvertrags", "Điều 5 nội quy lao động": whose document
            # it is, or what document, says it is not a law.
            return Law("", start, start)
        words = [token for token, _, _ in tokens]
        # CASE 1: a label the evidence, an alias or the catalogue knows ("UK GDPR"
        # too, though two capitalised words open it).
        for count in range(min(len(tokens), self.name_words(words[0])), 0, -1):
            label = text[tokens[0][1] : tokens[count - 1][2]]
            if not self.known(label):
                continue
            next_word = words[count] if count < len(words) else ""
            if next_word.casefold() in lex.year_words and count + 1 < len(words):
                # "Bộ luật Lao động năm 2019": the name with its year.
                if self._dated_otherwise(label, words[count + 1]):
                    continue
                if _YEAR_RE.fullmatch(words[count + 1]):
                    count += 2
                    label = text[tokens[0][1] : tokens[count - 1][2]]
            elif self._dated_otherwise(label, next_word):
                continue
            return Law(label, tokens[0][1], tokens[count - 1][2])
        title = [t for t, _, _ in tokens[:2] if t[0].isupper() and t.isalpha()]
        if connector is None and len(title) == 2 and not self.known(tokens[0][0]):
            if not _statute_length(words, lex) and not _abbreviation_length(words, lex):
                # "Article 29 Working Party": a provision number inside a name.
                return Law("", start, start)
        # CASE 2a: "of the latter", "under the former": a law by its place among
        # the laws named (backrefs resolves it); not "of former Directive 95/46".
        rank_word = words[0].casefold()
        if (
            connector is not None
            and rank_word in lex.relative_anaphors
            and (len(words) == 1 or not words[1][:1].isupper())
        ):
            return Law("\0" + rank_word, start, tokens[0][2])
        # CASE 2: "this Regulation", "the Act", "النظام", "本法": the law in hand.
        anaphor = self._anaphor(words, connector is not None)
        if anaphor is not None:
            head, count = anaphor
            if count < len(words) and words[count].casefold() in lex.document_words:
                # "المادة 12 من اللائحة الداخلية للشركة": the company's internal
                # rules, a private document named by the head an anaphor has
                # ("اللائحة"); read as the law in hand, it was flagged.
                return Law("", start, start)
            return Law("\0" + head, start, tokens[count - 1][2])
        # CASE 3: a name shaped like a statute, or an abbreviation such as "BGB";
        # not one naming a private document ("règlement intérieur", "CCNL").
        count = _statute_length(words, lex) or _abbreviation_length(words, lex)
        if count and names_document(words, count, lex):
            return Law("", start, start)
        if count:
            return Law(
                text[tokens[0][1] : tokens[count - 1][2]],
                tokens[0][1],
                tokens[count - 1][2],
            )
        return Law("", start, start) if connector else None

    def _part_at(self, pos: int, limit: int) -> bool:
        """Return whether a part word and its number stand at pos ("Annex III")."""
        text, part_re = self.text, self.lex.part_re
        while pos < limit and text[pos] in _SPACE:
            pos += 1
        hit = part_re.match(text, pos, limit)
        return hit is not None and hit.group("word").casefold() in self.lex.parts

    def _dated_otherwise(self, label: str, following: str) -> bool:
        """Return whether the year after a known label is not the year of its law.

        "Employment Rights Act 1999": the known "Employment Rights Act" is the
        Act of 1996, and another year is another law; read as the known name, it
        was verified against the 1996 Act. "GDPR 2016" names no year of its own.
        """
        if not _YEAR_RE.fullmatch(following):
            return False
        year = key_year(self.key(label))
        return year is not None and year != following

    def _law_to_close(self, pos: int, limit: int) -> Law | None:
        """Return the law named after a comma that closes the parentheses, or None.

        "(Art. 43, UAE Labour Law)" cites the law after the comma, as "[Article 18,
        GDPR]" does; "(Art. 17, Staff Handbook)" cites a private document's
        article (Law ""), which the label-less rule had verified as the one law of
        the evidence with an Article 17. A description ("(Article 6, Lawful
        Processing)", "(Art. 17, right to erasure)") names neither: None.
        """
        match = _NAME_TO_CLOSE_RE.match(self.text, pos, limit)
        if match is None:
            return None
        name = match.group("name").rstrip(" \u00a0")
        start, end = match.start("name"), match.start("name") + len(name)
        if names_document_title(name, self.lex):
            return Law("", start, end)
        if self.known(name) or shaped_like_a_law(name, self.lex):
            return Law(name, start, end)
        return None

    def _tokens(self, pos: int, limit: int) -> list[tuple[str, int, int]]:
        """Return up to MAX_LAW_TOKENS tokens of a name from pos, on one line."""
        tokens: list[tuple[str, int, int]] = []
        text = self.text
        for _ in range(MAX_LAW_TOKENS):
            token = _TOKEN_RE.match(text, pos, min(limit, pos + LAW_WINDOW))
            if token is None:
                year = (
                    _COMMA_YEAR_RE.match(text, pos, limit)
                    if text[pos : pos + 1] == ","
                    else None
                )
                if year is not None and _named_head(tokens, self.lex):
                    # "Indian Contract Act, 1872", "Employment Standards Act, 2000":
                    # the year after a comma is the title's.
                    tokens.append((year.group("year"), year.start("year"), year.end()))
                break
            tokens.append((token.group("token"), token.start("token"), token.end()))
            pos = token.end()
        return tokens

    def _anaphor(self, words: list[str], connected: bool) -> tuple[str, int] | None:
        """Return (head, words taken) when words open with "this Regulation".

        A phrase of the tables first, the longest ("Bộ luật này", "هذا النظام",
        "本法"), then a determiner and a head ("the Act"), then a head alone after
        a connector ("of Regulation").
        """
        lex = self.lex
        for size in range(min(len(words), lex.anaphor_size), 0, -1):
            phrase = " ".join(words[:size]).casefold()
            if phrase in lex.anaphors:
                if (
                    size == 1
                    and phrase in lex.heads_first
                    and _statute_length(words, lex) > 1
                ):
                    # "اللائحة التنفيذية لنظام العمل", "القانون المدني": the head
                    # opens a name (the implementing regulations, the Civil Code),
                    # not the law in hand; read as "the law", a citation of another
                    # instrument verified as the Labour Law's.
                    return None
                return phrase, size
        first = words[0].casefold()
        # "ce même code", "questo stesso decreto": two determiners before the head.
        twice = (
            len(words) > 2
            and first in lex.determiners
            and words[1].casefold() in lex.determiners
        )
        if twice:
            words = words[1:]
        if len(words) > 1 and words[0].casefold() in lex.determiners:
            if _is_head(words[1], lex) and (
                len(words) == 2 or not _name_goes_on(words, 2, lex)
            ):
                return words[1].casefold(), 2 + twice
        if twice:
            return None
        if (
            connected
            and len(words) > 1
            and words[1].casefold() in lex.postposed_determiners
            and _is_head(words[0], lex)
        ):
            # "du règlement précité", "del Reglamento citado": the head, then the
            # word saying it is the law named (unread, the citation was dropped).
            return first, 2
        if connected and _is_head(words[0], lex) and words[0][0].isupper():
            if len(words) == 1 or not _name_goes_on(words, 1, lex):
                return first, 1
        return None

    def _law_before(self, kstart: int) -> Law | None:
        """Return the law written just before a provision ("GDPR Article 5").

        A Law with label "" means the name there is a private document's.
        """
        text = self.text
        # Not into the citation before: "Article 30 GDPR, Article 6" read the GDPR
        # twice, the two citations' spans overlapping ("GDPR, Article 6"); the
        # second is a bare article after a law just named.
        ends = self.ends
        before = bisect_right(ends, kstart)
        floor = ends[before - 1] if before else 0
        window_start = max(0, kstart - LAW_WINDOW, floor)
        if (
            kstart > 1
            and text[kstart - 1] == " "
            and "a" <= text[kstart - 2] <= "z"
            and text.rfind("\n", window_start, kstart) < 0
            and text.rfind("\r", window_start, kstart) < 0
        ):
            # Fast path: "referred to in Article 6": one space after a lower-case
            # word; no US code ends so, and unless the word ends an intro
            # ("namely") the slow path below returns None as soon as it reads it.
            space = text.rfind(" ", window_start, kstart - 1)
            last = text[space + 1 if space >= 0 else window_start : kstart - 1]
            tail = text[max(window_start, kstart - 17) : kstart - 1].casefold()
            if (
                last[:1].islower()
                and last[:1].isascii()
                and not _capitalised(last)
                and not tail.endswith(_LAW_FIRST_INTROS)
            ):
                return None
        window = text[window_start:kstart]
        newline = max(window.rfind("\n"), window.rfind("\r"))
        if newline >= 0:
            window, window_start = window[newline + 1 :], window_start + newline + 1
        if "C." in window or "USC" in window or "CFR" in window:
            us_code = _US_CODE_RE.search(window)
            if us_code is not None:
                law = us_code.group("law")
                return Law(law, window_start + us_code.start(), kstart)
        if "Code" in window:
            us_code = _US_CODE_BEFORE_RE.search(window)
            if us_code is not None:
                title = us_code.group("title") or us_code.group("number")
                label = _us_code_label(title)
                return Law(label, window_start + us_code.start(), kstart)
        head = _before_gap(window)
        opened = max(head.rfind("("), head.rfind("["), head.rfind("（"))
        inside = opened >= 0 and not _closes(head, opened)
        if inside:
            # "the GDPR (Employment Act 2020, section 30": a name does not run back
            # over a bracket it is inside ("GDPR (Employment Act 2020" was its law).
            head, window_start = head[opened + 1 :], window_start + opened + 1
        clause = max(head.rfind("; "), head.rfind(": "), head.rfind("? "))
        if clause >= 0:
            # "providers need a QMS; the Regulation's Article 17": no name runs
            # back over a clause's end ("QMS; the Regulation" was its law).
            head, window_start = head[clause + 2 :], window_start + clause + 2
        if not head:
            return None
        if head[-1:] == "." and text[kstart : kstart + 1].islower():
            # "U.S. Const. art. I, § 8": a known name's abbreviation before a lower-
            # case keyword, as the Bluebook writes it; no sentence ends there.
            return self._known_abbreviation_before(head, window_start, kstart)
        if head[-1:] in ".;:!?":
            return None
        if head.endswith(("'s", "’s")):
            # "the GDPR's Article 17", "the Act’s section 5": the law's own provision.
            head = head[:-2]
            named = head.rsplit(None, 2)[-2:]
            if len(named) == 2 and self._anaphor(named, False) is not None:
                # "this Regulation's Article 17": the law in hand, as a bare
                # "Article 17" after it is (read as a name, "QMS. This
                # Regulation" was its law, flagged).
                return None
        # Fast path: a name's last word starts with a capital, a digit, "(" or a
        # non-Latin letter; "referred to in Article 6" ends in a lower-case word.
        last = head[head.rfind(" ") + 1 :]
        document = Law("", window_start + head.rfind(" ") + 1, kstart)
        if (
            last[:1].islower()
            and last[:1].isascii()
            and not _capitalised(last)
            # "(gdpr article 12(5))": a bracket's first word may be a known law.
            and not (inside and last == head)
        ):
            # "our privacy policy, Article 7": a document's provision (below).
            return document if self._document_named(head, last) else None
        tokens = [
            (m.group(), m.start(), m.end()) for m in _REVERSE_TOKEN_RE.finditer(head)
        ]
        tokens = tokens[-MAX_LAW_TOKENS:]
        if not tokens or tokens[-1][2] != len(head) or tokens[-1][0].endswith("."):
            return None
        for count in range(len(tokens), 0, -1):
            first = tokens[-count][1]
            if count > self.name_words(tokens[-count][0]):
                continue
            label = head[first:]
            if self.known(label):
                return Law(label, window_start + first, kstart)
        if self._document_named(head, last):
            # "the Employee Handbook, section 7", "Our Terms, Section 4.2": a
            # document's provision; read as the law named before, it was flagged
            # when that law's article was not in the evidence.
            return document
        words = [token for token, _, _ in tokens]
        count = _statute_length_backward(words, self.lex)
        if not count and _abbreviation_length(
            words[-2:] if _YEAR_RE.fullmatch(words[-1]) else words[-1:], self.lex
        ):
            count = 2 if _YEAR_RE.fullmatch(words[-1]) and len(words) > 1 else 1
        if not count:
            return None
        first = tokens[-count][1]
        if names_document(words[-count:], count, self.lex):
            # "the Employee Code, section 8": a document's provision, no law's.
            return Law("", window_start + first, kstart)
        return Law(head[first:], window_start + first, kstart)

    def _document_before(self, at: int) -> bool:
        """Return whether a private document is named just before at."""
        document = self._law_before(at)
        return document is not None and document.label == ""

    def _known_abbreviation_before(
        self, head: str, window_start: int, kstart: int
    ) -> Law | None:
        """Return the known law whose name, ending in a full stop, ends head."""
        words = head.split(" ")[-4:]
        for count in range(len(words), 0, -1):
            label = " ".join(words[-count:])
            if label and self.known(label):
                return Law(label, window_start + len(head) - len(label), kstart)
        return None

    def _document_named(self, head: str, last: str) -> bool:
        """Return whether head ends naming a private document: "Our Terms".

        Its last word is a document word of the tables ("Handbook", "Policy",
        "Terms"), written as a name (capitalised) or owned ("our privacy policy");
        "the performance of a contract, Article 6(1)(b)" names none.
        """
        lex = self.lex
        if last.casefold() not in lex.document_words:
            return False
        if _capitalised(last):
            return True
        folded = f" {head.casefold()} "
        if any(folded.endswith(phrase) for phrase in lex.document_phrases):
            # "Il regolamento aziendale, all'art. 5", "le règlement intérieur,
            # article 4": a phrase of the tables names the document's kind.
            return True
        owner = head[: len(head) - len(last)].casefold().split()[-3:]
        return not lex.possessives.isdisjoint(owner)

    # --- Chinese and Japanese, and ibid --------------------------------------------

    def _scan_cjk(self, skip: list[tuple[int, int]], budget: int) -> int:
        """Read "第17条" references, with the law written before them if any.

        Return how many were read, decoys included (for MAX_CANDIDATES).
        """
        text, lex = self.text, self.lex
        candidates = 0
        floor = 0
        # The reference just read, and its number: "第13条和第15条" lists two.
        last: Found | None = None
        last_number = -1
        # Where every article read ends (decoys too), and what each read cites:
        # "같은 조 제2항" is a pinpoint of the article just before (_scan_same).
        read: list[int] = []
        cited: dict[int, Found] = {}
        for match in lex.cjk_re.finditer(text):
            if self._spent(budget, candidates):
                break
            # A name before this reference never reaches back into the last one.
            start, end = match.span()
            read.append(end)
            low, floor, previous_end = max(floor, start - 62), end, floor
            if _inside_any(start, skip):
                continue
            numeral = match.group("number")
            # A number too long for an article id is a malformed citation.
            number = cjk_number(numeral) if len(numeral) <= MAX_ARTICLE_CHARS else -1
            if number is None:
                continue
            candidates += 1
            article = str(number) if number > 0 else None
            branch = match.group("branch")
            if article is not None and branch is not None:
                # "第104条の2": article 104-2, inserted after 104, not article 104.
                article = f"{article}-{cjk_number(branch)}"
            joint = text[previous_end:start].strip(" \u3000")
            if (
                last is not None
                and last.end == previous_end
                and (joint in lex.cjk_list_words or joint in lex.cjk_range_words)
            ):
                # The next item of a list or the end of a range: the same law.
                articles: list[tuple[str | None, str | None]] = []
                if (
                    joint in lex.cjk_range_words
                    and 0 < last_number < number
                    and not branch
                ):
                    between = self._between(last_number, number)
                    articles = [(str(n), None) for n in between]
                articles.append((article, match.group("pinpoint").strip() or None))
                last = last._replace(articles=articles, start=start, end=end)
                last_number = number
                self.found.append(last)
                cited[end] = last
                continue
            previous = text[start - 1 : start]
            law = None
            if previous and (
                previous in lex.cjk_law_ends
                or previous in "》」』〉"
                or previous.isascii()
            ):
                law = lex.cjk_law_re.search(text, max(0, low), start)
            label = None
            if law is not None:
                start = law.start()
                if law.group("hangul"):
                    label, start = self._korean_name(law.group("hangul"), start)
                else:
                    label = (
                        law.group("quoted")
                        or law.group("bracketed")
                        or law.group("name")
                        or law.group("latin")
                    )
                    # "根据个人信息保护法": the longest known name ending there wins,
                    # and a lead word ("according to") is never part of a name.
                    label, start = self._cjk_name(label, start, match.start())
                    # "GDPR 제17조": the space before 제 is no part of the name.
                    label = label.rstrip(" \u3000")
                if label.endswith(lex.cjk_documents) and not self.known(label):
                    # "就業規則第5条", "《员工手册》第12条": a private document's.
                    continue
            elif start > 0 and "\u3400" <= text[start - 1] <= "\u9fff":
                # "劳动合同第5条": an article of a document named just before, no law.
                continue
            elif previous == " " and self._korean_document_before(start):
                # "회사 내규 제7조", "근로계약서상 제3조": a document's article.
                continue
            keyword = Keyword("Article", True, False)
            anaphor: str | None = None
            if label is not None and label.casefold() in lex.anaphors:
                anaphor, label = label.casefold(), None
            elif label is None:
                anaphor = ""
            pinpoint = match.group("pinpoint").strip() or None
            if pinpoint is not None:
                more = lex.cjk_pinpoint_more_re.match(text, end)
                if more is not None:
                    # "제1항제1호 및 제2호": a fabricated second item was unread.
                    pinpoint += text[end : more.end()]
                    end = floor = more.end()
            last = Found(
                [(article, pinpoint)],
                label,
                start,
                end,
                CitationForm.CJK,
                keyword,
                anaphor,
            )
            last_number = number
            self.found.append(last)
            cited[last.end] = last
        if lex.cjk_same_re is not None and not self._spent(budget, candidates):
            candidates += self._scan_same(
                lex.cjk_same_re, (read, cited), skip, budget, candidates
            )
        return candidates

    def _scan_same(
        self,
        same_re: re.Pattern[str],
        before_it: tuple[list[int], dict[int, Found]],
        skip: list[tuple[int, int]],
        budget: int,
        candidates: int,
    ) -> int:
        """Read "같은 조 제2항", "同条第2項": a pinpoint of the article just cited.

        That article is the last one read before it, if a law's (not "취업규칙
        제12조", a document's) and its own pinpoint was read whole. Unread, a
        fabricated "같은 조 제3항" passed as no citation. Return how many were read.
        """
        read, cited = before_it
        count = 0
        for match in same_re.finditer(self.text):
            if self._spent(budget, candidates + count):
                break
            start, end = match.span()
            at = bisect_right(read, start) - 1
            before = cited.get(read[at]) if at >= 0 else None
            if before is None or _inside_any(start, skip):
                continue
            article = before.articles[-1][0]
            if article is None:
                continue
            pinpoint = match.group("pinpoint").strip()
            self.found.append(
                before._replace(articles=[(article, pinpoint)], start=start, end=end)
            )
            count += 1
        return count

    def _cjk_name(self, label: str, start: int, end: int) -> tuple[str, int]:
        """Return the law name (and its start) that ends at end, known ones first.

        Of a name nothing knows, a lead word ("根据", "による") is never part, nor
        what comes before its last hiragana ("会社の就業規則", "と労働基準法",
        "によれば同法": particles and possessives), unless the name is a title
        ("個人情報の保護に関する法律").
        """
        text = self.text
        if text[start : start + 1] in "《「『〈":
            return label, start
        for size in range(end - start, 0, -1):
            if self.known(text[end - size : end]):
                return text[end - size : end], end - size
        for lead in self.lex.cjk_lead_words:
            if label.startswith(lead) and len(label) > len(lead):
                label, start = label[len(lead) :], start + len(lead)
                break
        if any(word in label for word in self.lex.cjk_title_words):
            cut = len(label) - len(label.lstrip(_HIRAGANA))
        else:
            kana = _LAST_HIRAGANA_RE.match(label)
            cut = kana.end() if kana is not None else 0
        if 0 < cut < len(label):
            return label[cut:], start + cut
        return label, start

    def _korean_name(self, name: str, start: int) -> tuple[str, int]:
        """Return the law a run of Korean words names (and its start).

        Korean writes a name in words ("개인정보 보호법"), after words of the
        sentence ("따라서 개인정보 보호법"): the longest known name ending the run
        wins, then an anaphor ("같은 법", "이 법"), else the run's last word.
        """
        words = [(m.start(), m.group()) for m in re.finditer(r"\S+", name)]
        for first in range(len(words)):
            label = name[words[first][0] :]
            if self.known(label) or (
                len(words) - first <= self.lex.anaphor_size
                and label.casefold() in self.lex.anaphors
            ):
                return label, start + words[first][0]
        return words[-1][1], start + words[-1][0]

    def _korean_document_before(self, start: int) -> bool:
        """Return whether the Korean word just before start names a document.

        Example: "내규" of "회사 내규 제7조", "근로계약서상" of "근로계약서상 제3조"
        (a particle may follow the word).
        """
        before = self.text[max(0, start - 21) : start - 1]
        word = before[before.rfind(" ") + 1 :]
        return bool(word) and any(w in word for w in self.lex.cjk_documents)

    def _pinpoint_before(
        self, start: int, taken: list[tuple[int, int]], starts: list[int]
    ) -> tuple[str | None, int]:
        """Return the pinpoint written just before start and where it starts.

        "Abs. 2 a.a.O.", "(para. 3 ibid.)": German writers put the place cited
        again after its pinpoint. Not into what was read before it. (None, start)
        when there is none.
        """
        before = bisect_left(starts, start)
        floor = taken[before - 1][1] if before else 0
        lead = self.lex.leading_pinpoint_re.search(
            self.text, max(0, start - 80, floor), start
        )
        if lead is None or not lead.group().strip():
            return None, start
        parts = self.lex.pinpoint_word_re.findall(lead.group())
        return " ".join(reversed([part.strip() for part in parts])), lead.start()

    def _taken(
        self, spans: list[tuple[int, int]]
    ) -> tuple[list[tuple[int, int]], list[int]]:
        """Return the spans read so far (spans and the references found), sorted,
        and their starts: a later scan skips them and reads up to the next."""
        taken = sorted([*spans, *((f.start, f.end) for f in self.found)])
        return taken, [start for start, _ in taken]

    def _scan_parts(
        self,
        words: list[int],
        spans: list[tuple[int, int]],
        budget: int,
        candidates: int,
    ) -> None:
        """Record the references to a law's recitals, annexes and schedules.

        "Recital 39 GDPR", "Annex III of the AI Act", "Anhang III KI-VO",
        "considérants 39 et 40 du RGPD": assistants cite them as often as articles,
        and a fabricated one ("Recital 200", "Annex XV") passed unread. Each is
        read like a weak keyword's provision (a law written next to it, before
        it, or named earlier in the answer), with its own identifier ("Recital
        39", articles.py). An Arabic-numbered annex or schedule counts only with
        its law written next to it: "see Annex 1 for the prices" is a contract's.
        """
        text, lex = self.text, self.lex
        taken, starts = self._taken(spans)
        read_to = 0
        for word in words:
            hit = lex.part_re.match(text, word)
            if hit is None or word < read_to or _inside_any(word, taken):
                continue
            start = hit.start()
            if len(self.found) >= budget or candidates >= MAX_CANDIDATES:
                self.exhausted = True
                break
            candidates += 1
            limit = _next_start(starts, start, len(text))
            if hit.end() > limit:
                # "Annex 42 U.S.C. § 1983": the number is the next citation's.
                continue
            articles, end = self._parts(hit, limit)
            if not articles:
                continue
            joined = self.lex.part_connector_re.match(text, end, limit)
            if joined is not None:
                law = self._law_after(joined.end(), limit)
                if law is not None and law.label and not law.label.startswith("\0"):
                    end = joined.end()
            first = articles[0][0] or ""
            keyword = Keyword(first.partition(" ")[0], False, len(articles) > 1)
            named = needs_its_law(first)
            self._finish(start, end, articles, keyword, limit, named=named)
            read_to = end

    def _scan_ordinal_parts(self, skip: list[tuple[int, int]], budget: int) -> int:
        """Record the parts numbered by an ordinal before them: "the First Amendment".

        "the Fourteenth Amendment", "Section 1 of the Fourteenth Amendment", "the
        First and Fourteenth Amendments to the U.S. Constitution": no digit opens
        them, so the number scan never read them and a fabricated one passed. Each
        is its part ("Amendment XIV"), its law the one written after it or, as for
        a recital, the law the answer names; a section or clause written before it
        ("Section 1 of") is its pinpoint. Run before the number scan, whose
        "Section 1" would otherwise be a section of the law named before.
        """
        text, lex = self.text, self.lex
        count = 0
        lowered = self.lowered
        if not any(stem in lowered for stem in lex.ordinal_part_stems):
            return 0  # the cheap test first (see Lexicon.ibid_stems)
        if lex.ordinal_part_word_re.search(text) is None:
            return 0
        for hit in _ordinal_part_hits(text, lowered, lex):
            if _inside_any(hit.start(), skip) or _inside_any(hit.end() - 1, skip):
                continue
            if len(self.found) >= budget or count >= MAX_CANDIDATES:
                self.exhausted = True
                break
            count += 1
            kind = lex.ordinal_parts[hit.group("word").casefold()]
            values = [
                _ordinal_value(written, lex)
                for written in _ORDINAL_ITEM_WORD_RE.findall(hit.group("ordinals"))
            ]
            numbers = [n for n in values if n is not None and 0 < n < 400]
            if not numbers:
                continue
            parts = [f"{kind} {to_roman(n)}" for n in dict.fromkeys(numbers)]
            start, end, limit = hit.start(), hit.end(), len(text)
            pinpoint = None
            lead = lex.section_pinpoint_before_re.search(
                text, max(0, start - 40), start
            )
            if lead is not None and len(parts) == 1:
                pinpoint, start = _lead_pinpoint(lead), lead.start()
            elif len(parts) == 1:
                trail = lex.section_pinpoint_re.match(text, end, limit)
                if trail is not None:
                    # "the 14th Amendment, Section 1": its section, no provision
                    # of the law named before.
                    pinpoint, end = _lead_pinpoint(trail), trail.end()
            joined = lex.part_connector_re.match(text, end, limit)
            if joined is not None:
                law = self._law_after(joined.end(), limit)
                if law is not None and law.label and not law.label.startswith("\0"):
                    end = joined.end()
            # Strong: no document numbers its own parts so ("the First Amendment").
            # Written in lower case, only with its law next to it: "the 2nd
            # amendment to the lease" is a contract's.
            keyword = Keyword(kind, True, len(parts) > 1)
            named = hit.group("word")[:1].islower()
            articles: list[tuple[str | None, str | None]] = [
                (p, pinpoint) for p in parts
            ]
            if joined is None and lex.connector_re.match(text, end, limit) is None:
                # "THE FOURTH AMENDMENT CLAIM": no law is written after it unless
                # joined to it ("to the", "of the"), not "CLAIM" read as initials.
                if not named:
                    anaphor = lex.part_instruments.get(kind, "")
                    form = CitationForm.PROSE
                    self._record(articles, None, start, end, form, keyword, anaphor)
                continue
            self._finish(start, end, articles, keyword, limit, named=named)
        return count

    def _scan_roman_provisions(
        self, skip: list[tuple[int, int]], budget: int, romans: list[int]
    ) -> int:
        """Record "Article I, Section 8" and "amend. XIV, § 1": a Roman number cited.

        The US Constitution numbers its articles in Roman digits and answers cite
        "Article I, Section 8, Clause 3" or, as the Bluebook does, "U.S. Const. art.
        I, § 8, cl. 3": no digit opens the article, so the section after it was read
        as the section of its number of the law ("Section 8 of the US Constitution"
        as its Article 8). The article is its number, the section and clause its
        pinpoint, cited only with its law written next to it (an article; a part
        is read as the other parts are); unread, its section is no provision of
        the law named before either. Run before the number scan, like the parts;
        tried only where a Roman number follows a word (romans, _number_starts):
        the pattern tried at every position cost a fifth of a typical answer's time.
        """
        text, lex = self.text, self.lex
        count = 0
        taken = sorted([*skip, *((f.start, f.end) for f in self.found)])
        size = len(text)
        for pos in romans:
            hit = lex.roman_provision_re.search(
                text, pos - 24 if pos > 24 else 0, pos + 16 if pos + 16 < size else size
            )
            if hit is None or hit.start("roman") != pos:
                continue
            value = roman_value(hit.group("roman"))
            if not value or _inside_any(hit.start(), taken):
                continue
            if len(self.found) >= budget or count >= MAX_CANDIDATES:
                self.exhausted = True
                break
            word = hit.group("word").casefold()
            kind = lex.parts.get(word)
            start, end, limit = hit.start(), hit.end(), len(text)
            trail = lex.section_pinpoint_re.match(text, end, limit)
            if kind is not None and trail is None:
                continue  # "Amendment XIV" alone: _scan_parts reads it.
            count += 1
            pinpoint = _lead_pinpoint(trail) if trail is not None else None
            end = trail.end() if trail is not None else end
            if kind is not None:
                article = f"{kind} {to_roman(value)}"
                keyword = Keyword(kind, False, False)
                self._finish(start, end, [(article, pinpoint)], keyword, limit)
            else:
                keyword = lex.keywords[word]
                self._finish(start, end, [(str(value), pinpoint)], keyword, limit)
                last = self.found[-1] if self.found else None
                if last is not None and last.start >= start and last.anaphor == "":
                    # A bare "Article I, Section 8": no law written next to it
                    # ("of the Constitution" is one, resolved as the Charter is).
                    self.found.pop()
            if not self.found or self.found[-1].start < start:
                # Not cited (no law next to it): its section is still no provision.
                self.pinned.append((start, end))
        return count

    def _scan_ordinals(
        self, spans: list[tuple[int, int]], budget: int, candidates: int
    ) -> None:
        """Record the articles numbered in words: "المادة الثمانون من نظام العمل".

        Arabic statutes and the answers quoting them write the number as an
        ordinal ("the eightieth article"); with no digit, the scan never saw it,
        and a fabricated "المادة الحادية والثمانون" passed unread.
        """
        text, lex = self.text, self.lex
        taken, starts = self._taken(spans)
        for hit in lex.ordinal_keyword_re.finditer(text):
            start = hit.start()
            if (start and text[start - 1].isalpha()) or _inside_any(start, taken):
                continue
            numbers = lex.ordinals_by_keyword[hit.group()]
            words = [
                word.rstrip('،,.;:)»"')
                for word in text[hit.end() : hit.end() + 80].split()[:5]
            ]
            value, read = numbers.read(words)
            if not value:
                continue
            if len(self.found) >= budget or candidates >= MAX_CANDIDATES:
                self.exhausted = True
                break
            candidates += 1
            end = hit.end()
            for word in words[:read]:
                end = text.index(word, end) + len(word)
            limit = _next_start(starts, start, len(text))
            keyword = self.lex.keywords[hit.group().casefold()]
            self._finish(start, end, [(str(value), None)], keyword, limit)

    def _parts(
        self, hit: re.Match[str], limit: int
    ) -> tuple[list[tuple[str | None, str | None]], int]:
        """Read "Recitals 39 and 40", "Annexes I to III", "Annex III, point 4(a)"."""
        parts, end, cut = cited_parts(self.text, hit, limit, self.lex)
        self.exhausted = self.exhausted or cut
        pinpoint = None
        if len(parts) == 1:
            # "Annex III, point 4(a)", "Annex I Section A": a worded pinpoint.
            written, pin_end = self._pinpoint(end, limit)
            if written is not None and written[0].isalpha():
                pinpoint, end = written, pin_end
        return [(part, pinpoint) for part in parts], end

    def _scan_ibid(self, spans: list[tuple[int, int]], budget: int) -> None:
        """Record each "ibid." as a reference back to the citation before it."""
        text = self.text
        taken, starts = self._taken(spans)
        for match in self.lex.ibid_re.finditer(text):
            start, end = match.span()
            if len(self.found) >= budget:
                self.exhausted = True
                break
            if _inside_any(start, taken):
                continue
            pinpoint, end2 = self._pinpoint(end, len(text))
            if pinpoint is not None and bisect_left(starts, end2) == bisect_left(
                starts, end
            ):
                # Not "s. 108(1)" of "Ibid., s. 108(1)": a provision of its own,
                # read already, which the ibid. opens (backrefs._names_its_own).
                end = end2
            elif pinpoint is None:
                # "Abs. 2 a.a.O.": the pinpoint written before it.
                pinpoint, start = self._pinpoint_before(start, taken, starts)
            keyword = Keyword("Article", True, False)
            self.found.append(
                Found(
                    [(None, pinpoint)],
                    None,
                    start,
                    end,
                    CitationForm.BACK_REFERENCE,
                    keyword,
                    "",
                    True,
                )
            )


_LIST_WORDS: Final = frozenset("and or und oder et ou y e o en i oraz và dan و".split())


def _ceiling(keyword: Keyword, number: int | None) -> int | None:
    """Return the number a listed pinpoint value stays below after keyword.

    After a plural keyword ("Articles", "§§", "art.") a list may go on with
    articles: a number above the article's is the next one ("Articles 15 para. 1
    and 17"), one below it a paragraph ("Art. 6 Abs. 1 und 4"). After a singular
    one any is a paragraph.
    """
    if not keyword.plural:
        return None
    return number if number is not None else 0


def _word_of(part: str) -> str:
    """Return the folded word a pinpoint part opens with ("abs." of " Abs. 1")."""
    word = _PART_WORD_RE.match(part)
    return word.group(1).casefold() if word is not None else ""


def leading_pinpoint(lead: str, part_re: re.Pattern[str]) -> str:
    """Return the pinpoint written before a provision, outermost part first.

    "point (b) of paragraph 3 of" and "điểm g khoản 1" name the point first,
    "Paragraph 3, point (b), of" the paragraph: parts joined by commas are read
    as written, others backwards. Read backwards both ways, the point (c) of
    "Paragraph 3, point (c), of Article 17" was looked for in no paragraph and
    passed.
    """
    parts = list(part_re.finditer(lead))
    written = [part.group().strip() for part in parts]
    listed = len(parts) > 1 and all(
        "," in lead[before.end() : after.start()]
        for before, after in zip(parts, parts[1:], strict=False)
    )
    return " ".join(written if listed else reversed(written))


def _lists_value(value: re.Match[str], last: str, ceiling: int | None) -> bool:
    """Return whether value (" und 2") lists the value of the worded part last.

    Only a value of last's kind (a number after "Abs. 1", a letter after "lit.
    a") below ceiling (_ceiling) does.
    """
    # "letras a)": a letter closed by its bracket, as Spanish and Italian write it.
    worded = _WORDED_RE.match(last[:-1] if last.endswith(")") else last)
    if worded is None:
        return False
    listed = value.group("value")
    if listed[0].isdigit() != worded.group("value")[0].isdigit():
        return False
    return ceiling is None or not listed.isdigit() or int(listed) < ceiling


def _name_words(words: list[str], count: int) -> list[str]:
    """Return the folded words of a name and the few after it, to the next "and"."""
    name: list[str] = []
    for word in words[: count + 3]:
        folded = word.casefold()
        if folded in _LIST_WORDS:
            break
        name.append(folded)
    return name


def shaped_like_a_law(name: str, lex: Lexicon) -> bool:
    """Return whether the whole of name is a statute's name or a law's initials.

    "Labour Law", "Employment Rights Act 1996", "GDPR", "ERA 1996"; not "right to
    erasure", "point (a)", "Annex III", nor a private document ("Employee Code").
    """
    words = name.split()
    if not words:
        return False
    count = _statute_length(words, lex) or _abbreviation_length(words, lex)
    return count == len(words) and not names_document(words, count, lex)


def names_document_title(name: str, lex: Lexicon) -> bool:
    """Return whether name is a private document's title, capitalised as one.

    "Staff Handbook", "Employee Code", "Code of Conduct": capitalised, and ending
    in a document word or phrase of the tables. Named after a provision, it is the
    provision's source ("[Article 17, Staff Handbook]"); a description of the
    provision is not one ("[Article 28, processing agreements]", "[Article 6(1)(f),
    EDPB Guidelines 1/2024]").
    """
    words = name.split()
    if not words or len(words) > MAX_LAW_TOKENS or not _capitalised(words[0]):
        return False
    if words[-1].casefold() in lex.document_words:
        return True
    joined = f" {' '.join(words).casefold()} "
    return any(joined.endswith(phrase) for phrase in lex.document_phrases)


def names_document(words: list[str], count: int, lex: Lexicon) -> bool:
    """Return whether the name of count words opening words is a private document's.

    "NDA", "Employee Code", "House Rules", "Code of Conduct", "règlement
    intérieur", "nội quy": a document word or phrase of the tables in the name or
    the few words after it (an adjective follows a head written first).
    """
    name = _name_words(words, count)
    found = lex.document_words.intersection(name)
    if found and not _treaty_head(words, count, found, lex):
        return True
    if not lex.document_phrases:
        return False
    joined = f" {' '.join(name)} "
    return any(phrase in joined for phrase in lex.document_phrases)


# Example: "on" of "Convention on the Rights of the Child", "No." of "Convention
# No. 158": a capitalised "Convention" opening a name so is a treaty's head.
_TREATY_NEXT: Final = frozenset(("on", "for", "No.", "no."))


def _treaty_head(
    words: list[str], count: int, found: frozenset[str], lex: Lexicon
) -> bool:
    """Return whether the document words found are a treaty's capitalised head.

    "convention" is a document in French ("la convention collective", "convention
    de forfait") and a law's head in English ("Hague Convention", "ILO Convention
    No. 158", "Convention on the Rights of the Child"): the tables are merged, so
    "Article 4 of the Hague Convention" was read as a private document's and a
    fabricated article went unflagged. It is the head when every such word is a
    head, capitalised, inside the name, and after a capitalised word of it or
    before "on", "for" or a number; any other document word keeps the name a
    document's ("Convention collective").
    """
    if not found <= lex.heads:
        return False
    for index, word in enumerate(words[: count + 3]):
        if word.casefold() not in found:
            continue
        if index >= count or not word[0].isupper():
            return False
        following = words[index + 1] if index + 1 < len(words) else ""
        opening = following in _TREATY_NEXT or following[:1].isdigit()
        if index == 0 and not opening:
            return False
    return True


def _opens_document(words: list[str], lex: Lexicon) -> bool:
    """Return whether words open with a document word or phrase ("nội quy ...")."""
    if words[0].casefold() in lex.document_words:
        return True
    joined = f" {' '.join(words[:4]).casefold()} "
    return any(joined.startswith(phrase) for phrase in lex.document_phrases)


def _closes(text: str, opened: int) -> bool:
    """Return whether a bracket closes after the one opened at text[opened]."""
    return any(text.find(close, opened) >= 0 for close in ")]）")


def _before_gap(window: str) -> str:
    """Return window without the gap before a provision: ", ", " (", ", namely ".

    "" when there is no gap (the provision word touches what precedes it) or
    nothing before it. String methods, not a pattern searched from every position:
    this runs for most references.
    """
    trimmed = window.rstrip(_SPACE)
    if trimmed.endswith("("):
        return trimmed[:-1].rstrip(_SPACE)
    folded = trimmed.casefold()
    # One endswith over the tuple first (in C): most windows end in no intro.
    for intro in _LAW_FIRST_INTROS if folded.endswith(_LAW_FIRST_INTROS) else ():
        if folded.endswith(intro) and folded[-len(intro) - 1 : -len(intro)] in _SPACE:
            trimmed = trimmed[: -len(intro)].rstrip(_SPACE)
            return trimmed[:-1] if trimmed.endswith(",") else ""
    if trimmed.endswith(","):
        return trimmed[:-1]
    return trimmed if len(trimmed) < len(window) else ""


def _number_starts(text: str) -> tuple[list[int], list[int], list[int]]:
    """Return where a digit follows one of NUMBER_OPENERS, in order; "s98"'s; Romans.

    Every match of languages.number_re starts at one of these (its first look-behind
    asks for such a character before the digit), so it is tried only there. The
    second list holds the numbers written against a section letter that opens its
    word ("s98", "ss94"; not "Windows10"), found in the same mapped bytes; the third
    where a Roman number may follow a space or bracket ("Annex III").
    """
    latin = _latin(text)
    mapped = latin.encode("latin-1", "replace").translate(_NUMBER_START_TABLE)
    starts = []
    find = mapped.find
    index = find(b"a0")
    while index >= 0:
        starts.append(index + 1)
        index = find(b"a0", index + 2)
    glued = []
    index = find(b"s0")
    while index >= 0:
        first = index - 1 if mapped[index - 1 : index] == b"s" else index  # "ss"
        if first == 0 or not text[first - 1].isalnum():
            glued.append(index + 1)
        index = find(b"s0", index + 2)
    romans = []
    index = find(b"ar")
    while index >= 0:
        # After a word's letter ("Annex III", "Annexes I", "ANNEX I"), not after
        # a Roman or a digit ("I I I", "II II": a megabyte of them took 0.8 s).
        before = mapped[index - 2 : index]
        if latin[index] in _GAPS and (before[-1:] in b" s" or before[:1] == b" "):
            # A Roman number, not a word opening with one ("In", "Commission").
            end = index + 2
            while mapped[end : end + 1] == b"r":
                end += 1
            if not latin[end : end + 1].isalpha():
                romans.append(index + 1)
        index = find(b"ar", index + 2)
    if text.isascii():
        return starts, glued, romans
    # A character past U+00FF is read as "x": an Arabic-Indic digit may be one.
    index = find(b"ax")
    while index >= 0:
        if text[index + 1] in _ARABIC_DIGITS:
            starts.append(index + 1)
        index = find(b"ax", index + 2)
    return sorted(starts), glued, romans


# How far before its part word an ordinal part's ordinals may start: six
# ordinals and the words between them ("First, Fifth and Fourteenth").
_ORDINALS_WINDOW: Final = 200


def _ordinal_part_hits(text: str, lowered: str, lex: Lexicon) -> list[re.Match[str]]:
    """Return the matches of lex.ordinal_part_re in text, in order.

    Looked for only around each part word ("amendment", found with str.find in
    lowered, the text lower-cased): the pattern tried at every position cost a
    twentieth of a typical answer's time, and the GDPR says "amendment" too.
    """
    pattern, size = lex.ordinal_part_re, len(text)
    if len(lowered) != size:
        return list(pattern.finditer(text))  # lower-casing lengthened it ("İ")
    hits: dict[int, re.Match[str]] = {}
    for stem in lex.ordinal_part_stems:
        at = lowered.find(stem)
        while at >= 0:
            low = at - _ORDINALS_WINDOW if at > _ORDINALS_WINDOW else 0
            high = at + 40 if at + 40 < size else size
            for hit in pattern.finditer(text, low, high):
                if hit.start("word") == at:
                    hits[hit.start()] = hit
            at = lowered.find(stem, at + len(stem))
    return [hits[start] for start in sorted(hits)]


# Latin-1 bytes mapped so that b"l0" is a letter (or a character past U+00FF)
# against an ASCII digit: "Article17", "Art17(1)".
_LETTER_DIGIT_TABLE: Final = bytes(
    ord("0")
    if chr(code) in "0123456789"
    else ord("l")
    if chr(code).isalpha() or chr(code) == "?"
    else ord(" ")
    for code in range(256)
)


def _latin(text: str) -> str:
    """Return text with the typographic marks answers write most as "'".

    Each run of characters past U+00FF costs the latin-1 "replace" handler some
    twenty thousand instructions; str.replace (memchr, then a copy) a few
    thousand. None of these is an opener, a letter or a digit, as "'" is none:
    the mapped bytes find the same positions.
    """
    if text.isascii():
        return text
    for char in _TYPOGRAPHIC:
        if char in text:
            text = text.replace(char, "'")
    return text


def _glued_digits(text: str) -> list[int]:
    """Return where an ASCII digit follows a letter ("Article17"), in order."""
    mapped = _latin(text).encode("latin-1", "replace").translate(_LETTER_DIGIT_TABLE)
    found: list[int] = []
    index = mapped.find(b"l0")
    while index >= 0:
        found.append(index + 1)
        index = mapped.find(b"l0", index + 2)
    return found


def _part_word_at(text: str, pos: int, parts: dict[str, str]) -> int:
    """Return where the part word before the number at pos starts, or -1.

    "Recital 39", "Anhang III", "(Erwägungsgrund 39": the word just before the gap,
    looked up folded. One rsplit per number no provision word precedes: far cheaper
    than a scan of the answer for every part word.
    """
    low = pos - 24 if pos > 24 else 0
    before = text[low:pos]
    stripped = before.rstrip(_GAPS)
    if len(stripped) == len(before):
        return -1
    words = stripped.rsplit(None, 1)
    word = words[-1].lstrip(_OPENERS) if words else ""
    if not word or word.casefold() not in parts:
        return -1
    return low + len(stripped) - len(word)


def cited_parts(
    text: str, hit: re.Match[str], limit: int, lex: Lexicon
) -> tuple[list[str], int, bool]:
    """Return the identifiers of the parts a ``part_re`` hit opens, their end, cut.

    "Recitals 39 and 40", "Annexes I to III", "considérants 39, 40 et 42": each
    identifier ("Recital 39", articles.py), in order, without repeats. A range
    expands to at most MAX_RANGE numbers and a list to MAX_ITEMS; cut is set when
    one went on.
    """
    kind = lex.parts[hit.group("word").casefold()]
    number = part_number(hit.group("number"))
    end = hit.end()
    if number is None:
        return [], end, False
    numbers = [number]
    cut = False
    while True:
        more = lex.part_more_re.match(text, end, limit)
        if more is None:
            break
        following = part_number(more.group("number"))
        if following is None or following.isdigit() != number.isdigit():
            break
        again = more.group("again")
        if again is not None and lex.parts[again.casefold()] != kind:
            # "Recital 47, Annex 3": a part of another kind, no item of this list
            # (read as Recital 3).
            break
        if len(numbers) >= MAX_ITEMS:
            cut = True
            break
        if more.group("range") is not None:
            first, last = _part_value(number), _part_value(following)
            if last <= first:
                break
            cut = cut or last - first >= MAX_RANGE
            inner = range(first + 1, min(last, first + MAX_RANGE - 1))
            numbers += [_part_text(value, number) for value in inner]
        numbers.append(following)
        number, end = following, more.end()
    return [f"{kind} {n}" for n in dict.fromkeys(numbers)], end, cut


def needs_its_law(part: str) -> bool:
    """Return whether a part counts only with its law written next to it.

    An Arabic-numbered annex or schedule: "see Annex 1 for the prices" and
    "[Annex 1]" are a contract's.
    """
    kind, _, number = part.partition(" ")
    return kind != "Recital" and number.isdigit()


def parts_named(passage: str, lex: Lexicon) -> frozenset[str]:
    """Return the identifiers of the parts a passage names ("Annex III")."""
    named: set[str] = set()
    starts, _, romans = _number_starts(passage)
    words = (_part_word_at(passage, pos, lex.parts) for pos in [*starts, *romans])
    for word in words:
        hit = lex.part_re.match(passage, word) if word >= 0 else None
        if hit is not None:
            named.update(cited_parts(passage, hit, len(passage), lex)[0])
    return frozenset(named)


def _ordinal_value(written: str, lex: Lexicon) -> int | None:
    """Return the number an ordinal names ("Fourteenth", "14th" -> 14), or None."""
    if written[:1].isdigit():
        return int(written.rstrip("abcdefghijklmnopqrstuvwxyz"))
    return lex.part_ordinals.get(written.casefold().replace(" ", "-"))


def _lead_pinpoint(lead: re.Match[str]) -> str:
    """Return the pinpoint "Section 1 of" names before a part: "Section 1"."""
    return " ".join(lead.group("pinpoint").split())


def _part_value(number: str) -> int:
    """Return the value of a part's number ("39", "XIII")."""
    return int(number) if number.isdigit() else roman_value(number) or 0


def _part_text(value: int, like: str) -> str:
    """Return value written as like is, in Arabic or Roman digits."""
    return str(value) if like.isdigit() else to_roman(value)


def _us_code_label(title: str) -> str:
    """Return the label of a title of the US Code as evidence writes it: "42 U.S.C."."""
    return f"{title} U.S.C."


def _next_start(starts: list[int], pos: int, default: int) -> int:
    """Return the first of the sorted starts after pos, or default."""
    following = bisect_right(starts, pos)
    return starts[following] if following < len(starts) else default


def _inside_any(pos: int, spans: list[tuple[int, int]]) -> bool:
    """Return whether pos lies in one of spans, sorted by start."""
    index = bisect_right(spans, (pos, 1 << 62)) - 1
    return index >= 0 and spans[index][0] <= pos < spans[index][1]


_HIRAGANA: Final = "".join(map(chr, range(0x3041, 0x3097)))
# Example: "会社の" in "会社の就業規則": everything to the last hiragana.
_LAST_HIRAGANA_RE: Final = re.compile("(?s).*[\u3041-\u3096]")
_CJK_DIGITS: Final = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {
    "零": 0,
    "两": 2,
}
_CJK_UNITS: Final = {"十": 10, "百": 100, "千": 1000}


def cjk_number(numeral: str) -> int | None:
    """Return the value of "17", "１７" or "十七" / "一百零三"; None if unreadable."""
    if numeral.isdigit():
        return int(numeral)
    total, digit = 0, 0
    for char in numeral:
        if char in _CJK_DIGITS:
            digit = _CJK_DIGITS[char]
        elif char in _CJK_UNITS:
            total += (digit or 1) * _CJK_UNITS[char]
            digit = 0
        else:
            return None
    total += digit
    return total or None


def _named_head(tokens: list[tuple[str, int, int]], lex: Lexicon) -> bool:
    """Return whether tokens end in a head after a capitalised word ("Contract Act").

    Not "the Act": "Article 5 of the Act, 2018 saw changes" ends the anaphor at
    the comma. Also a head that comes first and a name going on after it to the
    end ("Code of Criminal Procedure, 1973", as Indian statutes are titled): cut
    at the comma, the name lost its year and a correct citation was flagged
    label_mismatch.
    """
    if (
        len(tokens) > 1
        and _is_head(tokens[-1][0], lex)
        and tokens[-2][0][:1].isupper()
        and tokens[-2][0].casefold() not in lex.determiners
    ):
        return True
    words = [token[0] for token in tokens]
    return any(
        word[:1].isupper()
        and _is_head(word, lex)
        and _named_on(words, index + 1, lex) == len(words) - index - 1
        for index, word in enumerate(words[:-1])
    )


def _is_head(word: str, lex: Lexicon) -> bool:
    """Return whether word makes a name a statute ("Act", "Gesetz", "Code")."""
    folded = word.casefold()
    if folded in lex.heads or folded in lex.heads_first:
        return True
    if len(folded) > 8 and folded.endswith(lex.head_suffixes):
        return True
    return "-" in folded and any(part in lex.heads for part in folded.split("-")[1:])


def _capitalised(word: str) -> bool:
    """Return whether word starts with a capital, or is camel-cased ("ePrivacy")."""
    return word[0].isupper() or (len(word) > 2 and word[1].isupper())


def _continues_name(word: str) -> bool:
    """Return whether word goes on naming a law after a head ("Act 1996", "(EU)")."""
    return word[0].isdigit() or word[0] == "(" or word[0].isupper()


def _name_goes_on(words: list[str], index: int, lex: Lexicon) -> bool:
    """Return whether a head's name goes on at words[index] ("Act 1996", "Charter
    of Fundamental Rights"): then "the Act" or "the Charter" is no anaphor.

    An instrument's head also goes on with a connector of the tables ("Carta dei
    servizi", "Charta des Vereins"): charters and treaties are what private bodies
    call their own documents too, which their names then say. Not other heads:
    "des Gesetzes der" is a clause that follows the anaphor, not its name.
    """
    if _continues_name(words[index]) or _named_on(words, index, lex) > 0:
        return True
    return (
        index + 1 < len(words)
        and words[index].casefold() in lex.connector_words
        and words[index] not in _NAME_JOINS
        and words[index + 1].isalpha()
        and words[index - 1].casefold().startswith(lex.instrument_stems)
    )


def _tail_length(words: list[str], start: int) -> int:
    """Return how many of words from start are a name's number tail ("No. 33")."""
    count = start
    while count < len(words):
        word = words[count]
        if (
            word[0].isdigit()
            or word[0] == "("
            or word.casefold().rstrip(".")
            in (
                "no",
                "nr",
                "n°",
                "nº",
            )
        ):
            count += 1
        elif (
            word.casefold() == "of"
            and count + 1 < len(words)
            and words[count + 1][0].isdigit()
        ):
            count += 2
        else:
            break
    return count


# Words that number a statute inside its name ("Law No. 33", "UU Nomor 13 Tahun").
_NAME_NUMBER_WORDS: Final = ("no", "n°", "nº", "nr", "nomor", "tahun")


def _statute_length(words: list[str], lex: Lexicon) -> int:
    """Return how many words from the start name a statute, 0 if they do not.

    "Employment Rights Act 1996", "Federal Decree-Law No. 33 of 2021", "Code civil",
    "Code du travail", "نظام العمل", "Bộ luật Lao động", "Kündigungsschutzgesetz".
    """
    first = words[0]
    folded = first.casefold()
    # CASE 1: the head comes first (Romance, Arabic, Vietnamese, Indonesian...).
    pair = f"{folded} {words[1].casefold()}" if len(words) > 1 else ""
    if pair in lex.heads_first or folded in lex.heads_first:
        count = 2 if pair in lex.heads_first else 1
        # "règlement intérieur" (a company's rules) is no statute; "Code civil",
        # "loi n° 78-17" and the Arabic "نظام العمل" (no capitals) are.
        latin = first[0].isascii() or "\u00c0" <= first[0] <= "\u024f"
        numbered = count < len(words) and (
            words[count][0].isdigit()
            or words[count].casefold().startswith(("n°", "nº", "no"))
        )
        if latin and first[0].islower() and not numbered:
            return 0
        arabic = "\u0600" <= first[0] <= "\u06ff"
        extra = 0
        while count < len(words) and extra < 3:
            word = words[count]
            low = word.casefold()
            if low in lex.strong_keywords:
                break
            if word[0].isdigit() or low.rstrip(".") in _NAME_NUMBER_WORDS:
                count += 1
            elif low in lex.pinpoint_words:
                # "نظام العمل الفقرة 2 من المادة 6": the next article's paragraph;
                # read as the name's, Article 5's law was "نظام العمل الفقرة 2".
                break
            elif arabic and low.startswith("ال") and low not in lex.stop_words:
                count, extra = count + 1, extra + 1
            elif arabic or low in lex.stop_words and low not in _LAW_CONNECTORS:
                break
            elif low in _LAW_CONNECTORS and count + 1 < len(words):
                count, extra = count + 2, extra + 1
            elif word[0].isupper() or (extra == 0 and count == 1):
                count, extra = count + 1, extra + 1
            else:
                break
        return count
    # "ePrivacy Directive", "eIDAS Regulation": a capital inside counts.
    if not _capitalised(first) or folded in lex.determiners:
        return 0
    # CASE 2: the head comes last (English, German, Dutch): capitalised words up to
    # the last head word, then its number tail.
    last_head = 0
    for index, word in enumerate(words):
        if word.casefold() in lex.strong_keywords:
            # "ECHR and Article 7 of the Charter": the next reference, no name.
            break
        if _is_head(word, lex) and word[0].isupper():
            last_head = index + 1
        elif not (
            _capitalised(word)
            or word[0] == "("
            or word[0].isdigit()
            or word in _LAW_CONNECTORS
        ):
            break
    if not last_head:
        return 0
    count = _tail_length(words, last_head)
    if count == last_head:
        # "Charter of Fundamental Rights", "Act on the Protection of Personal
        # Information": the head came first and the name goes on after it.
        count = _tail_length(words, last_head + _named_on(words, last_head, lex))
    return count


def _named_on(words: list[str], start: int, lex: Lexicon) -> int:
    """Return how many words from start go on naming a law after its head.

    "of Fundamental Rights", "on the Functioning of the European Union": a joining
    word, then capitalised words. Not "of the European Parliament and of the
    Council", which says who made "Regulation (EU) 2016/679", and not "of the GDPR"
    or "of Article 5": a name of its own, or the next reference.
    """
    count = start
    while count < len(words) and words[count] in _NAME_JOINS:
        step = count + 1
        if step < len(words) and words[step] == "the":
            step += 1
        if words[count] == "of" and _names_issuer(words, step):
            break
        named = step
        while named < len(words) and _goes_on_naming(words[named], lex):
            named += 1
        if named == step:
            break
        count = named
    return count - start


def _goes_on_naming(word: str, lex: Lexicon) -> bool:
    """Return whether word, after "of" in a name, is one of the name's own words."""
    if not (word[0].isupper() and word.isalpha()):
        return False
    folded = word.casefold()
    return (
        folded not in lex.strong_keywords
        and folded not in lex.determiners
        and sum(char.isupper() for char in word) < 2
    )


def _names_issuer(words: list[str], start: int) -> bool:
    """Return whether words from start name an EU institution ("Council")."""
    first = words[start].casefold() if start < len(words) else ""
    if first == "european" and start + 1 < len(words):
        first = words[start + 1].casefold()
    return first in _ISSUERS


def _statute_length_backward(words: list[str], lex: Lexicon) -> int:
    """Return how many words at the end of words name a statute, 0 if none do."""
    end = len(words)
    while end and (
        words[end - 1][0].isdigit()
        or words[end - 1][0] == "("
        or words[end - 1].rstrip(".").casefold() in ("no", "of")
    ):
        end -= 1
    if not end or not _is_head(words[end - 1], lex) or not words[end - 1][0].isupper():
        return 0
    start = end - 1
    while start > 0:
        word = words[start - 1]
        if word.casefold() in lex.strong_keywords:
            break
        if (
            len(word) > 2
            and word[-1] == "."
            and word[:-1].isupper()
            and word[:-1].isalpha()
        ):
            break  # "... a QMS. Labour Law": initials and a full stop end a sentence.
        if (
            word[0].isupper()
            or word[0] == "("
            or (word in _LAW_CONNECTORS and start > 1 and words[start - 2][0].isupper())
        ):
            start -= 1
        else:
            break
    while start < end - 1 and (
        words[start].casefold() in lex.determiners
        or words[start].casefold() in lex.stop_words
        or words[start] in _LAW_CONNECTORS
        # "point (a) Employment Act 2020": a name opens with no bracketed word.
        or words[start][0] == "("
    ):
        start += 1
    if words[start].casefold() in lex.determiners:
        return 0
    if start == end - 1 and words[start].casefold() in lex.heads:
        # A lone "Act" or "Regulation" names no particular law, and "Regulation 4"
        # is a provision; "Regulation (EU) 2016/679" and "Directive 95/46/EC" are
        # names.
        tail = words[end:]
        if not any("/" in w or w[0] == "(" or _YEAR_RE.fullmatch(w) for w in tail):
            return 0
    return len(words) - start


def _abbreviation_length(words: list[str], lex: Lexicon) -> int:
    """Return 1 (or 2 with a year: "ERA 1996") if words open with a law's initials.

    Not a stop word in capitals: "AI SYSTEMS IN ARTICLE 5 ARE HIGH-RISK", an
    answer written in capitals, cited a law "ARE".
    """
    first = words[0]
    if not (2 <= len(first) <= 12 and first[0].isupper() and first.isalpha()):
        return 0
    if sum(char.isupper() for char in first) < 2 or first.upper() in NOT_LAWS:
        return 0
    # English only: "ERA" and "ET" are laws, and "era", "et" stop words elsewhere.
    if first.isupper() and first.casefold() in lex.stop_words_by_language["en"]:
        return 0
    if not first.isupper() and first[-1].islower() and len(first) > 6:
        return 0
    if len(words) > 1 and (_YEAR_RE.fullmatch(words[1]) or words[1] in _ROMAN_BOOKS):
        # "ERA 1996"; "SGB III", a book of a code.
        return 2
    return 1
