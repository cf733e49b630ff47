"""Find the citations written outside square brackets.

Every provision reference has a number, so the scan is driven by the digits of the
answer: for each run of digits, the word just before it decides whether it is a
provision ("Article", "§", "section", "المادة"; the language tables list them), and
only then is the reference read: its articles and pinpoints, then the law after it
("of the GDPR", "BGB", "من نظام العمل") or before it ("GDPR Article 5", "ERA 1996,
section 79"). Work per digit run is bounded by fixed windows, so the scan is linear.

A reference whose law is not recognisable but whose connector points elsewhere
("Article 5 of the employment contract", "section 2 of this memo") is not a citation.
One with no law at all ("Article 9", "section 13", "of this Regulation") is left for
``backrefs`` to resolve against the laws the answer named.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final, NamedTuple

from verification.core.articles import LATIN_ORDINALS, normalise_article
from verification.core.languages import Keyword, Lexicon
from verification.core.models import CitationForm

# How far back the word before a number, and a law written first, are looked for.
KEYWORD_WINDOW: Final = 24
LAW_WINDOW: Final = 120
MAX_LAW_TOKENS: Final = 10
MAX_PINPOINT_PARTS: Final = 8
MAX_ITEMS: Final = 100
MAX_RANGE: Final = 100

_DIGITS_RE: Final = re.compile(r"\d+")
# Example: "17", "312g", "98A", "5 bis", "1231-1" (with HYPHEN_RE), "(80)".
_ITEM_RE: Final = re.compile(
    rf"""
    (?P<number> [0-9\u0660-\u0669\u06f0-\u06f9]{{1,6}} ) (?![0-9])
    (?P<suffix> [a-zA-Z]{{1,2}} (?![^\W\d_])
      | [ -]? (?:{"|".join(LATIN_ORDINALS)}) (?![^\W\d_]) )?
    (?! [/,.:][0-9] )
    """,
    re.X | re.IGNORECASE,
)
# Example: "-1" in "1231-1", "-2" in "2000e-2": part of the id, not a range.
_HYPHEN_RE: Final = re.compile(
    r"-(?P<number>[0-9]{1,6})(?P<suffix>[a-z]{0,2})(?![^\W\d_])"
)
# Example: a token of a law's name: "Employment", "(EU)", "2016/679", "No.", "n°".
_TOKEN_RE: Final = re.compile(
    r"""
    [ \u00a0]* (?P<token>
        \( [^\W_]{1,12} \)
      | [0-9][0-9/.\-]*[0-9] | [0-9]
      | n[°º]\.?
      | [^\W\d_] [\w'’\-]* (?: \.(?=[ \u00a0]?[0-9]) )?
    )
    """,
    re.X,
)
_REVERSE_TOKEN_RE: Final = re.compile(
    r"\([^\W_]{1,12}\)|[0-9][0-9/.\-]*[0-9]|[0-9]|n[°º]\.?|[^\W\d_][\w'’\-]*\.?"
)
# Example: "42 U.S.C. " before "§ 1983"; "29 C.F.R. " before "§ 1604.11".
_US_CODE_RE: Final = re.compile(
    r"(?P<law>[0-9]{1,3}[ \u00a0]+(?:U\.?[ ]?S\.?[ ]?C\.?(?:[ ]?A\.?)?|C\.?[ ]?F\.?[ ]?R\.?))[ \u00a0]*\Z"
)
# Between a law written first and its provision: ", ", ", specifically ", " (".
_LAW_FIRST_GAP_RE: Final = re.compile(
    r"(?:,[ \u00a0]*(?:(?:specifically|namely|in particular|insbesondere|notamment|"
    r"en particulier|in particolare|en concreto)[ \u00a0]+)?|[ \u00a0]*\([ \u00a0]*|[ \u00a0]+)\Z",
    re.IGNORECASE,
)
_FOLLOWING_RE: Final = re.compile(r"[ \u00a0]+ff?\.", re.IGNORECASE)
_YEAR_RE: Final = re.compile(r"(?:1[6-9]|20)[0-9]{2}")
# Capitalised abbreviations that are not laws; an answer's "Article 5 EU" or
# "In the UK, section 94" must not turn "EU" or "UK" into a law.
NOT_LAWS: Final = frozenset(
    "EU UK US USA UAE EEA EC AI II III IV VI VII VIII IX XI XII OJ NB PS OR AND THE "
    "FAQ PDF ID NO CJEU ECJ ECHR DPA DPO EDPB ICO CNIL".split()
)
_LAW_CONNECTORS: Final = frozenset(
    "of and on for the to in de du des la le del della di der die das und für zur zum "
    "van het en d' l' y e".split()
)
_OPENERS: Final = "([\"'“«„"
_SPACE: Final = " \t\u00a0"


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


def _fold_digits(number: str) -> str:
    """Return number with any Unicode digits as ASCII."""
    return number if number.isascii() else str(int(number))


class ProseScanner:
    """One pass over an answer's prose references; built per answer."""

    __slots__ = ("text", "lex", "known", "found", "consumed")

    def __init__(self, text: str, lex: Lexicon, known: Callable[[str], bool]) -> None:
        self.text = text
        self.lex = lex
        # Whether a label (as written) names a law of the evidence, an alias or the
        # catalogue: such a label is recognised even when nothing else says "law".
        self.known = known
        self.found: list[Found] = []
        self.consumed = 0

    def scan(self, skip: list[tuple[int, int]], budget: int) -> list[Found]:
        """Return the prose references of text outside the spans in skip, in order.

        Stops after budget references; the caller notices and reports the limit.
        """
        text = self.text
        if "第" in text:
            self._scan_cjk(skip)
        cjk = sorted((f.start, f.end) for f in self.found)
        spans = sorted([*skip, *cjk])
        marker = 0
        for digits in _DIGITS_RE.finditer(text):
            pos = digits.start()
            while marker < len(spans) and spans[marker][1] <= pos:
                marker += 1
            if marker < len(spans) and spans[marker][0] <= pos:
                continue
            if pos < self.consumed:
                continue
            if len(self.found) >= budget:
                break
            self._at_number(pos, spans[marker][0] if marker < len(spans) else len(text))
        if "ibid" in text or "Ibid" in text:
            self._scan_ibid(spans)
        self.found.sort(key=lambda f: f.start)
        return self.found

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
        else:
            return None
        if stripped.endswith("§"):
            count = len(stripped) - len(stripped.rstrip("§"))
            word = "§§" if count > 1 else "§"
        else:
            parts = stripped.rsplit(None, 1)
            if not parts:
                return None
            word = parts[-1].lstrip(_OPENERS)
        keyword = self.lex.exact_keywords.get(word)
        if keyword is None:
            folded = word.casefold()
            for elision in self.lex.elisions:
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

    def _at_number(self, pos: int, limit: int) -> None:
        """Read the reference whose first number starts at pos, if there is one."""
        found = self._keyword_before(pos)
        if found is None:
            return
        kstart, keyword, prefix = found
        text = self.text
        opened = text[pos - 1] == "(" if pos > 0 else False
        articles, end = self._articles(pos, prefix, keyword, opened, limit)
        if not articles:
            return
        self.consumed = end
        self._finish(kstart, end, articles, keyword, limit)

    def _finish(
        self,
        kstart: int,
        end: int,
        articles: list[tuple[str | None, str | None]],
        keyword: Keyword,
        limit: int,
    ) -> None:
        """Attach the law after or before the articles, and record the reference."""
        text = self.text
        form = (
            CitationForm.SECTION_SIGN if keyword.display == "§" else CitationForm.PROSE
        )
        after = self._law_after(end, limit)
        if after is not None and after.label == "":
            # CASE: "Article 5 of the employment contract": not a law; no citation.
            self.consumed = after.end
            return
        if after is not None and after.label.startswith("\0"):
            end = after.end
            self._record(articles, None, kstart, end, form, keyword, after.label[1:])
            return
        if after is not None:
            self._record(articles, after.label, kstart, after.end, form, keyword)
            return
        before = self._law_before(kstart)
        if before is not None:
            start = before.start
            if form is not CitationForm.SECTION_SIGN:
                form = CitationForm.LAW_FIRST
            if text[kstart - 1 : kstart] == "(" and text[end : end + 1] == ")":
                end += 1
            self._record(articles, before.label, start, end, form, keyword)
            return
        self._record(articles, None, kstart, end, form, keyword, "")

    def _record(
        self,
        articles: list[tuple[str | None, str | None]],
        law: str | None,
        start: int,
        end: int,
        form: CitationForm,
        keyword: Keyword,
        anaphor: str | None = None,
    ) -> None:
        """Record a reference, widening it to its parentheses when they hold only it."""
        text = self.text
        if (
            law is not None
            and text[start - 1 : start] == "("
            and text[end : end + 1] == ")"
        ):
            start, end = start - 1, end + 1
            form = CitationForm.PARENTHETICAL
        self.consumed = max(self.consumed, end)
        self.found.append(Found(articles, law, start, end, form, keyword, anaphor))

    # --- Articles and pinpoints ----------------------------------------------------

    def _articles(
        self, pos: int, prefix: str, keyword: Keyword, opened: bool, limit: int
    ) -> tuple[list[tuple[str | None, str | None]], int]:
        """Read "15 and 17", "12 to 14", "6(1)(f)", "622 Abs. 2" from pos."""
        text, lex = self.text, self.lex
        articles: list[tuple[str | None, str | None]] = []
        end = pos
        while len(articles) < MAX_ITEMS:
            item = self._item(pos, prefix, limit)
            if item is None:
                break
            article, first, pos = item
            if opened and text[pos : pos + 1] == ")":
                pos += 1
                opened = False
            pinpoint, pos = self._pinpoint(pos, limit)
            span = lex.range_re.match(text, pos, limit)
            last = self._item(span.end(), "", limit) if span else None
            if last is not None and first is not None and last[1] is not None:
                stop = last[1]
                if first < stop and stop - first < MAX_RANGE:
                    articles.extend((str(n), None) for n in range(first, stop))
                    article, pos = last[0], last[2]
                    pinpoint, pos = self._pinpoint(pos, limit)
            articles.append((article, pinpoint))
            end = pos
            separator = lex.list_re.match(text, pos, limit)
            if separator is None:
                break
            if not (keyword.plural or separator.group("keyword")) and text[
                pos : separator.end()
            ].strip(_SPACE) in (",", "،"):
                break
            pos = separator.end()
            prefix = ""
        return list(dict.fromkeys(articles)), end

    def _item(
        self, pos: int, prefix: str, limit: int
    ) -> tuple[str, int | None, int] | None:
        """Return (article id, its number if plain, end) of the item at pos."""
        text = self.text
        item = _ITEM_RE.match(text, pos, limit)
        if item is None:
            return None
        number = _fold_digits(item.group("number"))
        suffix = (item.group("suffix") or "").replace(" ", "").replace("-", "")
        end = item.end()
        hyphen = _HYPHEN_RE.match(text, end, limit)
        if hyphen is not None and (
            prefix or suffix or int(hyphen.group("number")) < int(number)
        ):
            suffix += hyphen.group()
            end = hyphen.end()
        article = normalise_article(prefix + number + suffix)
        if not article:
            return None
        plain = int(number) if not prefix and not suffix else None
        return article, plain, end

    def _pinpoint(self, pos: int, limit: int) -> tuple[str | None, int]:
        """Return the pinpoint written at pos ("(1)(a)", "Abs. 2 S. 1") and its end."""
        text, pinpoint_re = self.text, self.lex.pinpoint_re
        start = pos
        for _ in range(MAX_PINPOINT_PARTS):
            part = pinpoint_re.match(text, pos, limit)
            if part is None:
                break
            pos = part.end()
        if pos == start:
            return None, pos
        return text[start:pos].strip(" ,\u00a0"), pos

    # --- The law around a reference ------------------------------------------------

    def _law_after(self, pos: int, limit: int) -> Law | None:
        """Return the law written after pos, or None if there is none.

        A Law with label "" means a connector leads to something that is not a law
        (a decoy); a label starting with NUL carries an anaphor's head word.
        """
        text, lex = self.text, self.lex
        following = _FOLLOWING_RE.match(text, pos, limit)
        if following is not None:
            pos = following.end()
        connector = lex.connector_re.match(text, pos, limit)
        start = connector.end() if connector else pos
        tokens = self._tokens(start, limit)
        if not tokens:
            return Law("", start, start) if connector else None
        words = [token for token, _, _ in tokens]
        # CASE 1: a label the evidence, an alias or the catalogue knows.
        for count in range(len(tokens), 0, -1):
            label = text[tokens[0][1] : tokens[count - 1][2]]
            if self.known(label):
                return Law(label, tokens[0][1], tokens[count - 1][2])
        # CASE 2: "this Regulation", "the Act", "النظام", "本法": the law in hand.
        head = self._anaphor(words, connector is not None)
        if head is not None:
            count = 1 if words[0].casefold() not in lex.determiners else 2
            if words[0].casefold() in lex.anaphors and len(words) > 1:
                count = 2 if f"{words[0]} {words[1]}".casefold() in lex.anaphors else 1
            return Law("\0" + head, start, tokens[count - 1][2])
        # CASE 3: a name shaped like a statute, or an abbreviation such as "BGB".
        count = _statute_length(words, lex) or _abbreviation_length(words)
        if count:
            return Law(
                text[tokens[0][1] : tokens[count - 1][2]],
                tokens[0][1],
                tokens[count - 1][2],
            )
        return Law("", start, start) if connector else None

    def _tokens(self, pos: int, limit: int) -> list[tuple[str, int, int]]:
        """Return up to MAX_LAW_TOKENS tokens of a name from pos, on one line."""
        tokens: list[tuple[str, int, int]] = []
        text = self.text
        for _ in range(MAX_LAW_TOKENS):
            token = _TOKEN_RE.match(text, pos, min(limit, pos + LAW_WINDOW))
            if token is None:
                break
            tokens.append((token.group("token"), token.start("token"), token.end()))
            pos = token.end()
        return tokens

    def _anaphor(self, words: list[str], connected: bool) -> str | None:
        """Return the head word when words open with "this Regulation", "the Act"."""
        lex = self.lex
        first = words[0].casefold()
        if first in lex.anaphors:
            pair = f"{words[0]} {words[1]}".casefold() if len(words) > 1 else ""
            return pair if pair in lex.anaphors else first
        if len(words) > 1 and first in lex.determiners and _is_head(words[1], lex):
            if len(words) == 2 or not _continues_name(words[2]):
                return words[1].casefold()
        if connected and _is_head(words[0], lex) and words[0][0].isupper():
            if len(words) == 1 or not _continues_name(words[1]):
                return first
        return None

    def _law_before(self, kstart: int) -> Law | None:
        """Return the law written just before a provision ("GDPR Article 5")."""
        text = self.text
        window_start = max(0, kstart - LAW_WINDOW)
        window = text[window_start:kstart]
        newline = max(window.rfind("\n"), window.rfind("\r"))
        if newline >= 0:
            window, window_start = window[newline + 1 :], window_start + newline + 1
        us_code = _US_CODE_RE.search(window)
        if us_code is not None:
            return Law(us_code.group("law"), window_start + us_code.start(), kstart)
        gap = _LAW_FIRST_GAP_RE.search(window)
        if gap is None or gap.start() == 0:
            return None
        head = window[: gap.start()]
        if head[-1:] in ".;:!?)" and not head.endswith(("Act)", ")")):
            return None
        tokens = [
            (m.group(), m.start(), m.end()) for m in _REVERSE_TOKEN_RE.finditer(head)
        ]
        tokens = tokens[-MAX_LAW_TOKENS:]
        if not tokens or tokens[-1][2] != len(head) or tokens[-1][0].endswith("."):
            return None
        for count in range(len(tokens), 0, -1):
            first = tokens[-count][1]
            label = head[first:]
            if self.known(label):
                return Law(label, window_start + first, kstart)
        words = [token for token, _, _ in tokens]
        count = _statute_length_backward(words, self.lex)
        if not count and _abbreviation_length(
            words[-2:] if _YEAR_RE.fullmatch(words[-1]) else words[-1:]
        ):
            count = 2 if _YEAR_RE.fullmatch(words[-1]) and len(words) > 1 else 1
        if not count:
            return None
        first = tokens[-count][1]
        return Law(head[first:], window_start + first, kstart)

    # --- Chinese and Japanese, and ibid --------------------------------------------

    def _scan_cjk(self, skip: list[tuple[int, int]]) -> None:
        """Read "第17条" references, with the law written before them if any."""
        text = self.text
        for match in self.lex.cjk_re.finditer(text):
            start, end = match.span()
            if any(a <= start < b for a, b in skip):
                continue
            number = _cjk_number(match.group("number"))
            if number is None:
                continue
            pinpoint = match.group("pinpoint") or None
            law = self.lex.cjk_law_re.search(text, max(0, start - 62), start)
            label = None
            if law is not None:
                label = law.group("quoted") or law.group("name") or law.group("latin")
                start = law.start()
            keyword = Keyword("Article", True, False)
            anaphor = None
            if label is not None and label.casefold() in self.lex.anaphors:
                label, anaphor = None, label.casefold()
            if label is None:
                anaphor = anaphor or ""
            self.found.append(
                Found(
                    [(str(number), pinpoint)],
                    label,
                    start,
                    end,
                    CitationForm.CJK,
                    keyword,
                    anaphor,
                )
            )

    def _scan_ibid(self, spans: list[tuple[int, int]]) -> None:
        """Record each "ibid." as a reference back to the citation before it."""
        text = self.text
        for match in re.finditer(r"(?<!\w)ibid(?:em)?\b\.?", text, re.IGNORECASE):
            start, end = match.span()
            if any(a <= start < b for a, b in spans) or any(
                f.start <= start < f.end for f in self.found
            ):
                continue
            pinpoint, end2 = self._pinpoint(end, len(text))
            if pinpoint is not None:
                end = end2
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


_CJK_DIGITS: Final = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {
    "零": 0,
    "两": 2,
}
_CJK_UNITS: Final = {"十": 10, "百": 100, "千": 1000}


def _cjk_number(numeral: str) -> int | None:
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


def _is_head(word: str, lex: Lexicon) -> bool:
    """Return whether word makes a name a statute ("Act", "Gesetz", "Code")."""
    folded = word.casefold()
    return (
        folded in lex.heads
        or folded in lex.heads_first
        or (len(folded) > 8 and folded.endswith(lex.head_suffixes))
        or any(part in lex.heads for part in folded.split("-")[1:])
    )


def _continues_name(word: str) -> bool:
    """Return whether word goes on naming a law after a head ("Act 1996", "(EU)")."""
    return word[0].isdigit() or word[0] == "(" or word[0].isupper()


def _tail_length(words: list[str], start: int) -> int:
    """Return how many of words from start are a name's number tail: "No. 33 of 2021"."""
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
        arabic = "\u0600" <= first[0] <= "\u06ff"
        extra = 0
        while count < len(words) and extra < 3:
            word = words[count]
            low = word.casefold()
            if word[0].isdigit() or low.rstrip(".") in (
                "no",
                "n°",
                "nº",
                "nr",
                "nomor",
                "tahun",
            ):
                count += 1
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
    if not first[0].isupper() or folded in lex.determiners:
        return 0
    # CASE 2: the head comes last (English, German, Dutch): capitalised words up to
    # the last head word, then its number tail.
    last_head = 0
    for index, word in enumerate(words):
        if _is_head(word, lex) and word[0].isupper():
            last_head = index + 1
        elif not (
            word[0].isupper()
            or word[0] == "("
            or word[0].isdigit()
            or word in _LAW_CONNECTORS
        ):
            break
    if not last_head:
        return 0
    return _tail_length(words, last_head)


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
        if (
            word[0].isupper()
            or word[0] == "("
            or (word in _LAW_CONNECTORS and start > 1 and words[start - 2][0].isupper())
        ):
            start -= 1
        else:
            break
    while start < end - 1 and words[start].casefold() in lex.determiners:
        start += 1
    if words[start].casefold() in lex.determiners:
        return 0
    if start == end - 1 and words[start].casefold() in lex.heads and len(words) == end:
        # A lone "Act" or "Regulation" names no particular law.
        return 0
    return len(words) - start


def _abbreviation_length(words: list[str]) -> int:
    """Return 1 (or 2 with a year: "ERA 1996") if words open with a law's initials."""
    first = words[0]
    if not (2 <= len(first) <= 12 and first[0].isupper() and first.isalpha()):
        return 0
    if sum(char.isupper() for char in first) < 2 or first.upper() in NOT_LAWS:
        return 0
    if not first.isupper() and first[-1].islower() and len(first) > 6:
        return 0
    if len(words) > 1 and _YEAR_RE.fullmatch(words[1]):
        return 2
    return 1
