"""Find citation markers in an answer and read the article references inside them.

A marker is a bracketed group holding one or more references separated by ``;``;
each reference is ``<law label>, <keyword> <articles>``. The label is optional (real
assistants drop it), and a bracket that carries an article keyword but no readable
article is still a citation: a malformed one, which must flag the answer rather than
vanish from the report.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final, NamedTuple

from verification.core.articles import normalise_article
from verification.core.languages import default_lexicon
from verification.core.models import CitationForm, Reference
from verification.core.prose import cited_parts, needs_its_law
from verification.core.regexes import (
    ITEM_RE,
    KEYWORD_RE,
    LIST_SEPARATOR_RE,
    MARKER_RE,
    RANGE_SEPARATOR_RE,
    REFERENCE_SEPARATOR_RE,
    SECTION_ITEM_RE,
    TRAILING_LABEL_RE,
)

# A range wider than this is a typo or an attack, never a pinpoint a reader can check.
MAX_RANGE: Final = 100
# Caps what one marker may expand to, so "[X, Articles 1-99, 1-99, ...]" cannot turn
# a short answer into a million citations.
MAX_ARTICLES_PER_MARKER: Final = 100

_COMMAS: Final = ",،"
# The marks between a label and its article in a marker: "GDPR: Article 17",
# "Article 17 – GDPR", "Article 17 | GDPR".
_MARKS: Final = ":–—-|"


def _NO_LAW(text: str) -> bool:
    """Let no text after a comma name a reference's law (no evidence to ask)."""
    return False


_BRACKET: Final = CitationForm.BRACKET
_new_tuple: Final = tuple.__new__
# Group numbers: a name is looked up in the pattern's table at every call.
_LABEL: Final = MARKER_RE.groupindex["label"]
_NUMBER: Final = MARKER_RE.groupindex["number"]


class _Parsed(NamedTuple):
    """One article as read from a reference, before the marker's span is attached."""

    label: str | None
    article: str | None
    pinpoint: str | None
    malformed: bool = False


def parse_references(
    text: str,
    names_law: Callable[[str], bool] = _NO_LAW,
    *,
    markers: int | None = None,
    references_at_most: int | None = None,
) -> list[Reference]:
    """Return one reference per cited article, in the order they appear in text.

    names_law(text) says whether what follows a label-less reference after a comma
    is its law ("[Article 18, GDPR]") rather than a qualifier ("[Article 6, point
    (a)]", "[Article 17, right to erasure]"). With markers, reading stops in the
    marker after that many markers, or past references_at_most references: the
    verifier keeps no more, and a hostile answer of a hundred thousand markers
    is then read no further than an honest one.
    """
    # An answer without a bracket cites nothing; skip the regex machinery for it.
    if "[" not in text:
        return []
    references: list[Reference] = []
    seen = 0
    most = references_at_most if references_at_most is not None else 1 << 62
    match, find = MARKER_RE.match, text.find
    # Every marker opens with "[": str.find jumps to each far faster than the
    # pattern's own scan, and a search resumes after a marker, as finditer does.
    pos = find("[")
    while pos >= 0:
        marker = match(text, pos)
        if marker is None:
            pos = find("[", pos + 1)
            continue
        if markers is not None and (seen > markers or len(references) > most):
            break
        start, end = marker.span()
        pos = find("[", end)
        raw, label, number = marker.group(0, _LABEL, _NUMBER)
        # CASE 1: "[GDPR, Article 5]", already read by the pattern ("[See, Article
        # 5]" holds no label: read below).
        label = _label_before(label, len(label)) if label is not None else None
        if label is not None:
            # tuple.__new__ skips Reference's Python-level __new__: one per citation.
            fields = (
                raw,
                label,
                number,
                None,
                start,
                end,
                False,
                _BRACKET,
                "Article",
            )
            references.append(_new_tuple(Reference, fields))
            seen += 1
            continue
        body = marker.group("body") or raw[1:-1]
        # CASE 2: "[1]", "[see above]": brackets, but no citation.
        if KEYWORD_RE.search(body) is None and not _cites_part(body):
            continue
        # CASE 3: everything else, malformed markers included.
        found = _parse_marker(body, names_law)
        seen += 1 if found else 0
        for parsed in found:
            references.append(
                Reference(
                    marker.group(),
                    *parsed[:3],
                    start,
                    end,
                    parsed.malformed,
                    _BRACKET,
                    _keyword_of(body),
                )
            )
    return references


def _cites_part(body: str) -> bool:
    """Return whether a marker's body names a part ("[GDPR, Recital 39]")."""
    return default_lexicon().part_re.search(body) is not None


def _parts_cited(part: str) -> list[_Parsed] | None:
    """Return the recitals or annexes one reference of a marker cites, or None.

    "[GDPR, Recital 39]", "[EU AI Act, Annexes I and III]", "[Recital 39 GDPR]":
    the label is what stands before the part, else what follows it. None when
    the reference names no part, or an Arabic-numbered annex or schedule with no
    law ("[Annex 1]" is a contract's).
    """
    lex = default_lexicon()
    hit = lex.part_re.search(part)
    if hit is None:
        return None
    parts, end, _ = cited_parts(part, hit, len(part), lex)
    label = _label_before(part, hit.start())
    if label is None:
        label = part[end:].strip().strip(_COMMAS + _MARKS).strip() or None
    if label is None and parts and needs_its_law(parts[0]):
        return []
    return [_Parsed(label, cited, None) for cited in parts]


def _parse_marker(body: str, names_law: Callable[[str], bool]) -> list[_Parsed]:
    """Return the articles cited by every reference in one marker's body."""
    parsed: list[_Parsed] = []
    for part in REFERENCE_SEPARATOR_RE.split(body):
        if not part.strip():
            continue
        if KEYWORD_RE.search(part) is None:
            parts = _parts_cited(part)
            if parts is not None:
                parsed.extend(parts[: MAX_ARTICLES_PER_MARKER - len(parsed)])
                continue
        found = _parse_reference(part, MAX_ARTICLES_PER_MARKER - len(parsed), names_law)
        if found is None:
            # CASE: the marker cites more articles than anyone could check.
            first = parsed[0] if parsed else _first_article(part)
            return [first._replace(pinpoint=None, malformed=True)]
        parsed.extend(found)
    # "Articles 1, 1" cites article 1 once: one citation per article.
    return list(dict.fromkeys(parsed))


def _parse_reference(
    part: str, budget: int, names_law: Callable[[str], bool] = _NO_LAW
) -> list[_Parsed] | None:
    """Return the articles one ``<label>, Article <articles>`` reference cites.

    None means it cites more than budget articles.
    """
    anchor = _find_anchor(part)
    if anchor is None:
        # CASE: a keyword with no number after it ("[Labour Law, Article]"), or a
        # reference with no keyword next to one that has it ("[GDPR, Art. 5; ibid]").
        keyword = KEYWORD_RE.search(part)
        label = _label_before(part, keyword.start()) if keyword else None
        return [_Parsed(label, None, None, malformed=True)]
    label = _label_before(part, anchor.start())
    named = _provision_word(anchor.group("keyword"))
    item_re = ITEM_RE if named == "Article" else SECTION_ITEM_RE
    word = anchor.group("keyword").rstrip(".").casefold()
    # "Articles 32-30", "§§ 12-1": a plural keyword opens a list, so its hyphen is
    # a range's (a reversed one is malformed), never inside one id.
    plural = word.endswith("§§") or (len(word) > 1 and word.endswith("s"))
    return _parse_articles(
        part, anchor.end(), label, budget, item_re, names_law, joins=not plural
    )


def _first_article(part: str) -> _Parsed:
    """Return the label and first article of a reference, unexpanded."""
    anchor = _find_anchor(part)
    item = ITEM_RE.match(part, anchor.end()) if anchor else None
    number = _article_of(item) if item else None
    return _Parsed(
        _label_before(part, anchor.start()) if anchor else None, number, None
    )


def _find_anchor(part: str) -> re.Match[str] | None:
    """Return the keyword that starts the article list, or None if none does.

    The keyword right after a comma wins ("[Article 29 Working Party, Article 3]"),
    then one at the very start (no label), then one after a bare label ("[GDPR
    Article 5]").
    """
    best: re.Match[str] | None = None
    best_rank = 3
    for keyword in KEYWORD_RE.finditer(part):
        if keyword.group("digit") is None:
            continue
        before = part[: keyword.start()].rstrip()
        rank = 0 if before[-1:] in _COMMAS and before else 1 if not before else 2
        if rank == 0:
            return keyword
        if rank < best_rank:
            best, best_rank = keyword, rank
    return best


def _label_before(part: str, end: int) -> str | None:
    """Return the law label written ahead of position end, or None if there is none.

    A label's lead-in and the marks around it are no part of it: "[Source: GDPR,
    Article 17]", "[See GDPR, Article 17]", "[GDPR: Article 17]" and "[GDPR –
    Article 17]" cite the GDPR (as "Source: GDPR" the citation was flagged).
    """
    label = part[:end].strip().rstrip(_COMMAS + _MARKS).strip()
    lex = default_lexicon()
    words = label.split(None, 1)
    if not words or words[0].casefold().rstrip(":,") not in lex.lead_in_firsts:
        return label or None
    lead_in = lex.lead_in_re.match(label)
    if lead_in is not None:
        # "[Source: Article 17 GDPR]", "[See, Article 17]": a lead-in alone is no
        # label; the law, if any, follows the article.
        label = label[lead_in.end() :].lstrip(_COMMAS + _MARKS).strip()
    return label or None


def _parse_articles(
    part: str,
    pos: int,
    label: str | None,
    budget: int,
    item_re: re.Pattern[str] = ITEM_RE,
    names_law: Callable[[str], bool] = _NO_LAW,
    *,
    joins: bool = True,
) -> list[_Parsed] | None:
    """Read ``30(2), 31 and 35-37`` from pos; the rest of the part is a qualifier.

    None means the list runs past budget articles. Ranges are counted before any is
    expanded, so a hostile marker costs no more than an honest one. With joins, a
    hyphen may join one id ("1231-1", _hyphenated).
    """
    runs: list[tuple[int | str, str | None, re.Match[str] | None]] = []
    count = 0
    item = item_re.match(part, pos)
    while item is not None:
        number: int | str = int(item.group("number"))
        if item.group("suffix") or item.group("decimal") or item.group("prefix"):
            # "312g", "1798.100" are articles of their own; they start no range.
            number = _article_of(item) or str(number)
        pinpoint = _pin(item.group("pinpoint"))
        pos = item.end()
        span = RANGE_SEPARATOR_RE.match(part, pos)
        last = item_re.match(part, span.end()) if span else None
        joined = joins or item.group("prefix")  # "articles L1234-1 et L1234-5"
        if joined and span and last and _hyphenated(span, number, last):
            # "[Code civil, article 1231-1]", "[42 U.S.C., § 2000e-2]": one id
            # (prose.py reads it so), not a range; read as one, a reversed range,
            # every correct citation of a hyphenated article was malformed.
            head = _article_of(item) or str(number)
            number = normalise_article(f"{head}-{last['number']}{last['suffix'] or ''}")
            pinpoint = _pin(last.group("pinpoint"))
            pos, span, last = last.end(), None, None
        if last is not None and (
            isinstance(number, str) or last.group("suffix") or last.group("decimal")
        ):
            last = None
        size = int(last.group("number")) - int(number) + 1 if last else 1
        count += min(max(size, 1), MAX_RANGE)
        if count > budget:
            return None
        runs.append((number, pinpoint, last))
        pos = last.end() if last else pos
        separator = LIST_SEPARATOR_RE.match(part, pos)
        item = item_re.match(part, separator.end()) if separator else None
    if not runs:
        # The number ran past six digits: no article is that long.
        return [_Parsed(label, None, None, malformed=True)]
    items = [_single(label, n, pin) for n, pin, last in runs if last is None]
    if len(items) < len(runs):
        items = [parsed for run in runs for parsed in _expand(label, *run)]
    return _attach_trailer(items, part[pos:], names_law)


def _hyphenated(span: re.Match[str], first: int | str, last: re.Match[str]) -> bool:
    """Return whether "1231-1" or "2000e-2" is one article's id, not a range.

    A bare hyphen joins the id when what follows it is smaller than the number
    before it, or the number before it has letters: as prose.py reads an id.
    """
    if span.group() != "-" or last.group("decimal"):
        return False
    return isinstance(first, str) or int(last.group("number")) < first


def _single(label: str | None, number: int | str, pinpoint: str | None) -> _Parsed:
    """Return one article; article 0 is malformed."""
    if isinstance(number, str):
        return _Parsed(label, number, pinpoint)
    return _Parsed(label, str(number), pinpoint, number < 1)


def _expand(
    label: str | None,
    first: int | str,
    pinpoint: str | None,
    last_item: re.Match[str] | None,
) -> list[_Parsed]:
    """Expand ``30-32`` inclusively; a reversed or over-long range is malformed."""
    if last_item is None or isinstance(first, str):
        return [_single(label, first, pinpoint)]
    last = int(last_item.group("number"))
    if first < 1 or last < first or last - first >= MAX_RANGE:
        return [_Parsed(label, str(first), pinpoint, malformed=True)]
    if first == last:
        pin = pinpoint or _pin(last_item.group("pinpoint"))
        return [_Parsed(label, str(first), pin)]
    middle = [_Parsed(label, str(number), None) for number in range(first + 1, last)]
    tail = _Parsed(label, str(last), _pin(last_item.group("pinpoint")))
    return [_Parsed(label, str(first), pinpoint), *middle, tail]


def _article_of(item: re.Match[str]) -> str | None:
    """Return the normalised article of an ITEM_RE match, None if it is none."""
    # "L. 1234": the French code's letter, folded into the id ("L1234").
    written = (item.group("prefix") or "") + item.group("number")
    written += item.group("suffix") or ""
    return normalise_article(written + (item.group("decimal") or "")) or None


def _keyword_of(body: str) -> str:
    """Return how explanations name the provisions of a marker: "Article", "§"."""
    keyword = KEYWORD_RE.search(body)
    return _provision_word(keyword.group("keyword") if keyword else "")


def _provision_word(keyword: str) -> str:
    """Return "§", "section" or "Article" for a keyword as written ("Secs.")."""
    word = keyword.casefold()
    if word.startswith("§"):
        return "§"
    return "section" if word.startswith(("s", "sec")) else "Article"


def _attach_trailer(
    items: list[_Parsed], rest: str, names_law: Callable[[str], bool] = _NO_LAW
) -> list[_Parsed]:
    """Fold what follows the last article into its pinpoint, or into the label.

    ", Annex III, point 1(a)" qualifies the article; " of the Labour Law" or " GDPR"
    after a label-less reference names the law, and so does ", GDPR" when
    names_law says it is one: read as a qualifier, "[Article 18, GDPR]" was an
    Article 18 of no law, which the label-less rule verified against another law's.
    """
    last = items[-1]
    pinpoint = last.pinpoint or ""
    if (
        last.label is None
        and pinpoint[:1] == "("
        and pinpoint.find("(", 1) < 0
        and names_law(pinpoint[1:-1].strip())
    ):
        # "[Article 18 (GDPR)]": the brackets hold the law, not a paragraph.
        law = pinpoint[1:-1].strip()
        items = [*items[:-1], last._replace(pinpoint=None)]
        items = [item._replace(label=law) for item in items]
        return _attach_trailer(items, rest, names_law)
    if last.label is None:
        trailing = TRAILING_LABEL_RE.fullmatch(rest.rstrip())
        if trailing is not None:
            # "[Article 17 – GDPR]": the dash is no part of the label.
            label = trailing.group("label").strip()
            label = label.lstrip(_MARKS).strip() or label
            return [item._replace(label=label) for item in items]
    qualifier = rest.strip().lstrip(_COMMAS).strip()
    if not qualifier:
        return items
    if last.label is None and rest.lstrip()[:1] in _COMMAS + _MARKS + "(":
        # "[Article 18, GDPR]", "[Article 18 (GDPR)]", "[Article 18: GDPR]".
        named = qualifier.lstrip(_MARKS).strip()
        if named[:1] == "(" and named[-1:] == ")":
            named = named[1:-1].strip()
        if named and names_law(named):
            return [item._replace(label=named) for item in items]
    pinpoint = f"{last.pinpoint}, {qualifier}" if last.pinpoint else qualifier
    return [*items[:-1], last._replace(pinpoint=pinpoint)]


def _pin(pinpoint: str) -> str | None:
    """Return a pinpoint such as ``(2)(b)`` without padding, or None if absent."""
    return pinpoint.strip() or None
