"""Every pattern the verifier uses, each with an example of what it matches.

Rules that keep these linear on hostile input: bracket content is bounded, no
quantified group contains an ambiguous quantifier, and anything open-ended is parsed
by a loop in ``parse.py`` that calls ``.match`` at an explicit position instead.
"""

from __future__ import annotations

import re
from typing import Final

# A marker longer than this is prose in brackets, not a citation; the bound is also
# what keeps a megabyte of "[[[[" from costing more than one pass.
MAX_MARKER_BODY: Final = 500
# Every character str.splitlines breaks on: a marker never spans two lines.
_LINE_BREAKS: Final = r"\n\r\v\f\x1c-\x1e\x85\u2028\u2029"
# What a marker's body may hold: no brackets, no line break.
_BODY: Final = rf"[^\[\]{_LINE_BREAKS}]{{1,{MAX_MARKER_BODY}}}"

# Example: "[Labour Law, Article 30]" (the simple shape, nearly every citation,
# read here in one step: label and number) and "[GDPR, Art. 5(1)(a); AI Act,
# Article 6]" (any other bracket: body, read by parse.py).
# Not "[text](https://...)": a markdown link is not a citation.
MARKER_RE: Final = re.compile(
    rf"""
    \[
    (?:
        (?P<label> [^,،;؛\[\]{_LINE_BREAKS}]{{1,300}} ) , [ ]? (?: Article | Art\. ) [ ]
        (?P<number> [1-9][0-9]{{0,5}} )
      | (?P<body> {_BODY} )
    )
    \]
    (?!\()
    """,
    re.X,
)

# Example: ";" between "GDPR, Article 5" and "AI Act, Article 6"; the Arabic "؛" too.
REFERENCE_SEPARATOR_RE: Final = re.compile(r"[;؛]")

# Example: "Article", "articles", "Art.", "ARTS.", "المادة", "مادة", "المواد".
KEYWORD_RE: Final = re.compile(
    r"""
    (?<!\w)
    (?P<keyword>
        articles? (?!\w)
      | arts? (?!\w) \.?
      | §§? | sections? (?!\w) | ss? \. | secs? \.
      | artikel (?!\w) | art[ií]culos? (?!\w) | articol[oi] (?!\w) | artigos? (?!\w)
      | المواد (?!\w)
      | (?:ال)? مادة (?!\w)
    )
    \s*
    # Set (to "") when a number follows: only then can the keyword open a list.
    # A French code's letter may open it ("article L1234-1", "art. R. 4624-10").
    (?P<digit>(?=\d|[LRD]\.?[ ]?\d))?
    """,
    re.X | re.IGNORECASE,
)

# Example: "30(2)(b)" in "Article 30(2)(b)"; "٣٠" in "المادة ٣٠"; "1798.100" in
# "Section 1798.100" (a US code's section: a dot and three digits, or any after
# "§" or "section", SECTION_ITEM_RE; "Article 17.1" stays article 17).
_ITEM: Final = r"""
    (?P<prefix> [LRDlrd] \.? [ ]? (?=\d) )?
    (?P<number>\d{1,6}) (?!\d)
    (?P<suffix>[a-zA-Z]{1,2} (?![^\W\d_]) )?
    (?P<decimal> \.\d{DIGITS} (?!\d) (?!\.\d) )?
    (?P<pinpoint>(?:\s?\([0-9A-Za-z]{1,8}\)){0,8})
    """
ITEM_RE: Final = re.compile(_ITEM.replace("{DIGITS}", "{3,6}"), re.X)
SECTION_ITEM_RE: Final = re.compile(_ITEM.replace("{DIGITS}", "{1,6}"), re.X)

# Example: " to " in "30 to 32", "-" in "30-32", "–" in "30–32".
RANGE_SEPARATOR_RE: Final = re.compile(
    r"""
    [ \t]* (?: - | – | — | (?:to|à|bis|al|tot|do) (?!\w) | إلى (?!\w) ) [ \t]*
    # "articles L1234-1 à L1234-5": a French code's letter may open the end.
    (?=\d|[LRD]\.?[ ]?\d)
    """,
    re.X | re.IGNORECASE,
)

# Example: ", " and " and " in "30, 31 and 35"; " & " in "30 & 31"; "، و" in Arabic;
# " and Article " in "Article 5 and Article 6"; " والمادة " in "المادة 5 والمادة 6".
# "and" in the languages a bracket is written in: "et", "und", "y", "e", "en", "i".
_AND: Final = r"(?:and|et|und|y|e|en|i|oraz|ve|và|dan|og|och) (?!\w) | & | و"
LIST_SEPARATOR_RE: Final = re.compile(
    r"""
    [ \t]* (?: [,،] [ \t]* (?: {AND} )? | {AND} ) [ \t]*
    (?: (?: articles? | arts? \.? | §§? | المواد | (?:ال)?مادة ) [ \t]* )?
    (?=\d|[LRD]\.?[ ]?\d)
    """.replace("{AND}", _AND),
    re.X | re.IGNORECASE,
)

# Example: "d", "é", "ж": a lower-case letter, with which no sentence starts. After
# "C. civ. dispose", "art. 2043 c.c. stabilisce", "vgl. die", "approx. two" the
# sentence goes on: cut there, a misquotation after the law's abbreviation was
# checked against no citation. (Scripts without case have no such letter.)
LOWER_START: Final = "[a-zß-öø-ÿа-яё]"

# Example: ". " in "the contract. The", "?\" " in a quoted question, "؟" in Arabic,
# and ". [Labour Law, Article 30]" in "the contract. [Labour Law, Article 30] The":
# a marker after the full stop belongs to the sentence it follows.
# Not the "." of "Art. 5", "No. 33", "e.g. a", "U.S. law" or "J. Smith": one
# fixed-width look-behind per abbreviation length, because Python's look-behind
# takes no alternatives of different widths, and a regex costs less than a loop.
# Every abbreviation ends in a letter: only a full stop after one tries them all
# ("1. 2. 3." passes one test each).
SENTENCE_END_RE: Final = re.compile(
    rf"""
    [.!?؟]
    (?<! \.\w\. )
    (?: (?<! [^\W\d_]\. )
      | (?<! \b[^\W\d_]\. )
        (?<! \b(?i:no|cf|mr|ms|dr|vs|al)\. )
        (?<! \b(?i:art|nos|sec|mrs|etc)\. )
        (?<! \b(?i:arts|para|secs)\. )
        (?<! \b(?i:paras)\. ) )
    [.!?؟]*+
    ["'”’»)]*+
    (?: [ \t]* \[ {_BODY} \] (?!\() )*+
    (?!\S)
    (?! [ \t]+ {LOWER_START} )
    """,
    re.X,
)

# Example: "- ", "* ", "1. ", "2) ", "## ", "> " at the start of a line; matches the
# empty string too, so its end is always where the line's words begin.
MARKDOWN_PREFIX_RE: Final = re.compile(
    r"""
    [ \t]*
    (?: > [ \t]* )?
    (?: (?: [-*+•] | \d{1,3}[.)] | (?P<heading>\#{1,6}) ) (?:[ \t]+|$) )?
    """,
    re.X,
)

# Example: "**Key points**" standing alone on its line, used as a heading.
BOLD_LINE_RE: Final = re.compile(r"(?:\*\*|__)[^*_]+(?:\*\*|__):?")

# Example: " of the Labour Law" after "[Article 30"; " GDPR" after "[Art. 6(1)".
TRAILING_LABEL_RE: Final = re.compile(
    r"""
    \s+
    (?: (?: of | من ) \s+ )?
    (?: the \s+ )?
    (?P<label> [^\s,،(] .* )
    """,
    re.X | re.IGNORECASE,
)
