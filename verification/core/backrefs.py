"""Give every reference its law: as written, or the law the answer named last.

"section 11 of the Act", "Article 5 of this Regulation", "ibid." and a bare
"section 13" or "[Article 6]" name no law themselves. Each resolves to the law the
answer most recently named: in its own sentence first (before it, else after it),
else the nearest before it. "Named" means a citation's label, or a law's name in the
text (a label the evidence, an alias or the catalogue knows, or a statute-shaped
name such as "Employment Rights Act 1996"). Only when the answer names no law at all
does the label-less rule apply (the one law in the evidence with that article, else
ambiguous): picking whichever law has that number when the answer just named another
one would verify a citation the answer never made.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Collection, Sequence
from operator import itemgetter
from typing import Final

from verification.core.labels import first_word, normalise_label
from verification.core.languages import Lexicon
from verification.core.models import CitationForm, Reference
from verification.core.prose import (
    _REVERSE_TOKEN_RE,
    ACT_SYMBOL,
    LAW_WINDOW,
    MAX_LAW_TOKENS,
    WORDS_IN_BRACKETS,
    Found,
    _inside_any,
    _is_head,
    _statute_length,
    _statute_length_backward,
    names_document,
)

# Example: the capitalised word (or Arabic / CJK run) a law's name may start with.
# Example: "Employment", "GDPR", "نظام": a word a law's name may start with. No
# look-behind: the engine then skips to each capital in C (see _scan_to).
_NAME_WORD_RE: Final = re.compile(r"[A-Z\u00c0-\u00de\u0600-\u06ff][\w'’\-]*")
_QUOTED_RE: Final = re.compile(r"《([^《》\n]{1,60})》")
# Example: " 1996", " No. 33 of 2021", " 95/46/EC", " (EU) 2019/1020" after a head
# word. A number ends in a digit: the full stop of "2019/1020." is the sentence's.
_TAIL_RE: Final = re.compile(
    rf"(?:[ \u00a0]+(?:[0-9](?:[0-9/.\-]*[0-9])?{ACT_SYMBOL}"
    r"|No\.|\([^\W_]{1,12}\)|of(?=[ ][0-9])))*"
)
_WORD_RE: Final = re.compile(
    rf"[ \u00a0]*(\([^\W_]{{1,12}}\)|{WORDS_IN_BRACKETS}|"
    rf"[0-9][0-9/.\-]*[0-9]{ACT_SYMBOL}|[0-9]"
    r"|[^\W\d_][\w'’\-]*)"
)
# Example: the "(UE)" of "le règlement (UE) 2016/679": French, Spanish and Italian
# write an EU act's name in lower case, and no capital opens it for _NAME_WORD_RE.
# Opening with the bracket: a pattern opening with a space is tried at every space.
_EU_SERIES_RE: Final = re.compile(r"\((?:UE|EU|CE|EG|EWG|CEE|EEG|EEC|EC)\)")
_STOPS: Final = (". ", "! ", "? ", "؟ ", "。", "\n", ".\t")
# The English possessive after a law's name: "the GDPR's".
_POSSESSIVES: Final = ("'s", "’s")
_ALL_STOPS: Final = _STOPS
# A sentence is looked for no further than this either side of a reference.
SENTENCE_WINDOW: Final = 400

_BACK: Final = CitationForm.BACK_REFERENCE
# The kind of a capitalised word that neither opens a known name nor is a head.
_NEITHER: Final = (0, False)
# The kind of a capitalised word that is a private document's acronym ("CCNL").
_ACRONYM: Final = (-1, False)
# Sort key of assign_laws' items (start, 0 for a bracket or 1 for prose, item),
# in C rather than a lambda per item.
_POSITION_AND_KIND: Final = itemgetter(0, 1)


class Mentions:
    """The laws an answer names, found lazily, left to right, once each."""

    __slots__ = (
        "text",
        "lex",
        "known",
        "first_words",
        "name_words",
        "stops",
        "positions",
        "labels",
        "law_positions",
        "law_labels",
        "frontier",
        "gaps",
        "kinds",
        "hidden",
        "headers",
    )

    def __init__(
        self,
        text: str,
        lex: Lexicon,
        known: Callable[[str], bool],
        first_words: Collection[str],
        name_words: Callable[[str], int],
        hidden: Sequence[tuple[int, int]] = (),
    ) -> None:
        self.text = text
        # Spans whose names are no mentions: former numbers ("ex Article 81 TEC").
        self.hidden = sorted(hidden)
        self.lex = lex
        self.known = known
        self.first_words = first_words
        self.name_words = name_words
        # The sentence stops, found when a reference first needs its sentence:
        # many answers label every citation.
        self.stops: tuple[str, ...] | None = None
        self.positions: list[int] = []
        self.labels: list[str] = []
        # The same of the laws alone, without the private documents ("").
        self.law_positions: list[int] = []
        self.law_labels: list[str] = []
        # Everything before the frontier has been scanned, but for the gaps.
        self.frontier = 0
        self.gaps: list[tuple[int, int]] = []
        # Capitalised word -> (the most words of a known name it opens, 0 if none;
        # may be a statute's head): "Member", "State", "Commission" recur all
        # through an answer.
        self.kinds: dict[str, tuple[int, bool]] = {}
        # A Markdown table row's start -> its table's header row (start, end), or
        # None: each row looks up through the rows above it once.
        self.headers: dict[int, tuple[int, int] | None] = {}

    def in_range(
        self, start: int, end: int, documents: bool = False
    ) -> list[tuple[int, str]]:
        """Return (position, label) of each law named in text[start:end], in order.

        With documents, the private documents named there too, with label "".
        """
        self._scan(start, end)
        positions = self.positions
        low = bisect_left(positions, start)
        high = bisect_left(positions, end)
        if low == high:
            # Most stretches name no law: no lists to slice and zip.
            return []
        named = zip(positions[low:high], self.labels[low:high], strict=True)
        return [item for item in named if documents or item[1]]

    def nearest(
        self, start: int, end: int, documents: bool = False, *, last: bool = True
    ) -> str | None:
        """Return the label of the last (or first) law named in text[start:end].

        in_range()[-1] without the list: a reference looking back over an answer
        naming a law fifty thousand times costs a bisection, not a copy of them
        all. With documents, a private document's "" counts as a mention.
        """
        self._scan(start, end)
        positions, labels = (
            (self.positions, self.labels)
            if documents
            else (self.law_positions, self.law_labels)
        )
        low = bisect_left(positions, start)
        high = bisect_left(positions, end)
        if low == high:
            return None
        return labels[high - 1] if last else labels[low]

    def _scan(self, start: int, end: int) -> None:
        """Scan what of text[start:end] has not been scanned yet, each part once."""
        # Scan what of text[start:end] has not been scanned yet, each part once.
        # Requests come in text order, so the scanned text is everything before
        # the frontier except the gaps skipped on the way: a request scans its part
        # of a gap and what lies past the frontier.
        gaps = self.gaps
        for gap in [g for g in gaps if g[0] < end and start < g[1]] if gaps else ():
            gaps.remove(gap)
            low = start if start > gap[0] else gap[0]
            high = end if end < gap[1] else gap[1]
            if gap[0] < low:
                gaps.append((gap[0], low))
            if high < gap[1]:
                gaps.append((high, gap[1]))
            self._scan_to(low, high)
        frontier = self.frontier
        if end > frontier:
            if start > frontier:
                self.gaps.append((frontier, start))
                frontier = start
            self._scan_to(frontier, end)
            self.frontier = end

    def _scan_to(self, pos: int, end: int) -> None:
        """Find the names in text[pos:end].

        Only capitalised (or Arabic) words can open or end a name, and only a word
        some known name starts with, or a statute's head word, is looked at further:
        most words cost one set lookup.
        """
        text, lex = self.text, self.lex
        first_words, kinds = self.first_words, self.kinds
        if pos >= end:
            return
        if text.find("《", pos, end) >= 0:
            for quoted in _QUOTED_RE.finditer(text, pos, end):
                name = quoted.group(1)
                document = name.endswith(lex.cjk_documents) and not self.known(name)
                self._add(quoted.start(), "" if document else name)
        for series in _EU_SERIES_RE.finditer(text, pos, end):
            self._lower_case_name(series.start(), pos, end)
        for word in _NAME_WORD_RE.finditer(text, pos, end):
            # The word's kind first: most words are neither ("Member", "The"), and
            # then where the word is does not matter.
            token = word.group()
            kind = kinds.get(token)
            if kind is None:
                folded, other, head = _word_shape(token, lex)
                first = folded in first_words or (
                    other is not None and other in first_words
                )
                # A word no known name starts with has no words to look at.
                most = self.name_words(token) if first else 0
                kind = (most, head) if most or head else _NEITHER
                if kind is _NEITHER and _document_acronym(token, lex):
                    kind = _ACRONYM
                kinds[token] = kind
            if kind is _NEITHER:
                continue
            if kind is _ACRONYM:
                # "Il CCNL applicato all'art. 12", "the NDA ... clause 4": a
                # private document, whatever stands between it and the article.
                at = word.start()
                if not (at and text[at - 1].isalnum()):
                    self._add(at, "")
                continue
            at = word.start()
            if at < pos or (at and text[at - 1].isalnum()):
                continue
            found: tuple[int, str] | None = None
            if kind[0]:
                found = self._known_at(at, end, kind[0])
            if found is None and kind[1]:
                found = self._statute_at(at, word.end(), end)
                if found is not None and self._document(found[1]):
                    # "the House Rules": a private document is named, no law.
                    self._add(found[0], "")
                    pos = found[0] + len(found[1])
                    pos = pos if pos > word.end() else word.end()
                    continue
            if found is not None:
                self._add(*found)
                pos = found[0] + len(found[1])
                pos = pos if pos > word.end() else word.end()

    def _lower_case_name(self, series: int, pos: int, end: int) -> None:
        """Record "règlement (UE) 2016/679" ending at series, if a known name.

        "Nous appliquons le règlement (UE) 2016/679. L'article 5 de ce règlement":
        unread, the answer named no law and "ce règlement" was ambiguous between
        the GDPR and the AI Act, both given, and flagged.
        """
        text = self.text
        series -= 1  # the space before the bracket
        if series <= pos or text[series] not in " \u00a0":
            return
        space = text.rfind(" ", pos, series)
        at = space + 1 if space >= 0 else pos
        word = text[at:series]
        if not word[:1].islower() or word.casefold() not in self.first_words:
            return
        found = self._known_at(at, end, self.name_words(word))
        if found is not None:
            self._add(*found)

    def _document(self, name: str) -> bool:
        """Return whether a statute-shaped name is a private document's."""
        words = name.split()
        return names_document(words, len(words), self.lex)

    def _add(self, position: int, label: str) -> None:
        """Record a mention, keeping the positions in order."""
        if self.hidden and _inside_any(position, self.hidden):
            return
        index = bisect_left(self.positions, position)
        self.positions.insert(index, position)
        self.labels.insert(index, label)
        if label:
            index = bisect_left(self.law_positions, position)
            self.law_positions.insert(index, position)
            self.law_labels.insert(index, label)

    def _known_at(self, start: int, end: int, most: int) -> tuple[int, str] | None:
        """Return the longest known label of at most most words at start, or None."""
        text = self.text
        ends: list[int] = []
        pos = start
        for _ in range(most if most < MAX_LAW_TOKENS else MAX_LAW_TOKENS):
            word = _WORD_RE.match(text, pos, end)
            if word is None:
                break
            pos = word.end()
            ends.append(pos)
            if pos < end and text[pos] == "." and text[pos - 1].isalpha():
                # "No. 33 of 2021", "C. civ.": an abbreviation's full stop inside
                # a name. Stopped there, "Federal Decree-Law No. 33 of 2021" was
                # read as the statute-shaped "Federal Decree-Law No.", no law of
                # the evidence, and a reference back to it was flagged.
                pos += 1
                ends.append(pos)
        for stop in reversed(ends):
            name = text[start:stop]
            if name.endswith(_POSSESSIVES):
                # "The GDPR's transparency rules (Arts. 12-14)": the GDPR is named.
                name = name[:-2]
            if self.known(name):
                # "the GDPR." at a sentence's end names the GDPR, not "GDPR.".
                return start, name[:-1] if name[-1] == "." else name
        return None

    def _ends_a_name(self, start: int, head_end: int) -> bool:
        """Return whether the head word at start:head_end ends a capitalised name.

        "The Civil Code governs contracts", "the Highway Code requires": an
        English name whose head ends it, a capitalised word before the head and a
        lower-case one after it. Read head first as the French "Code civil" is,
        it was "Code governs", the law a later "the Code" named.
        """
        text = self.text
        after = _WORD_RE.match(text, head_end, head_end + 40)
        if after is None or not after.group(1)[0].islower():
            return False
        before = _PREVIOUS_WORD_RE.search(text, max(0, start - 40), start)
        if before is None:
            return False
        word = before.group(1)
        return word[0].isupper() and word.casefold() not in self.lex.determiners

    def _statute_at(
        self, start: int, head_end: int, end: int
    ) -> tuple[int, str] | None:
        """Return the statute whose head word spans start:head_end, or None."""
        text, lex = self.text, self.lex
        if text[start:head_end].casefold() in lex.heads_first and not (
            self._ends_a_name(start, head_end)
        ):
            words: list[tuple[str, int]] = []
            pos = start
            for _ in range(MAX_LAW_TOKENS):
                word = _WORD_RE.match(text, pos, end)
                if word is None:
                    break
                words.append((word.group(1), word.end()))
                pos = word.end()
            count = _statute_length([w for w, _ in words], lex)
            return (start, text[start : words[count - 1][1]]) if count > 1 else None
        # Conditional expressions, not max(): a builtin's call costs more here.
        low = start - LAW_WINDOW if start > LAW_WINDOW else 0
        line = text.rfind("\n", low, start)
        line = (line if line >= low else low - 1) + 1
        tail = _TAIL_RE.match(text, head_end, end)
        stop = tail.end() if tail else head_end
        before = text[line:stop]
        tokens = list(_REVERSE_TOKEN_RE.finditer(before))[-MAX_LAW_TOKENS:]
        if not tokens:
            return None
        count = _statute_length_backward([m.group() for m in tokens], lex)
        if not count:
            return None
        first = tokens[-count].start()
        return line + first, before[first:]


# Example: "Civil " before "Code governs": the word just before a position.
_PREVIOUS_WORD_RE: Final = re.compile(r"([^\W\d_]+)[ \u00a0]+\Z")

# Capitalised word -> what _word_shape says of it, for one lexicon: the words of
# law names recur from answer to answer. Emptied when full.
_SHAPES: dict[str, tuple[str, str | None, bool]] = {}
_SHAPES_LEXICON: list[Lexicon] = []
_MAX_SHAPES: Final = 4096


def _word_shape(token: str, lex: Lexicon) -> tuple[str, str | None, bool]:
    """Return token folded, its first word if it is no plain word, and if a head.

    The first word is what a known name's first word is matched against when the
    token holds punctuation; the head flag says whether the token may make a name
    a statute ("Act", "Code"). None of it depends on the evidence.
    """
    if not _SHAPES_LEXICON or _SHAPES_LEXICON[0] is not lex:
        _SHAPES.clear()
        _SHAPES_LEXICON[:] = [lex]
    shape = _SHAPES.get(token)
    if shape is None:
        if len(_SHAPES) >= _MAX_SHAPES:
            _SHAPES.clear()
        folded = token.casefold()
        shape = _SHAPES[token] = (
            folded,
            None if folded.isalnum() else first_word(token),
            folded in lex.heads_first or _is_head(token, lex),
        )
    return shape


def sentence_stops(text: str) -> tuple[str, ...]:
    """Return the sentence stops that occur in text, for sentence_bounds.

    Each stop's characters are looked for first: a one-character search is a
    memchr, several times faster over a long answer than the two-character search,
    and "!", "?" or a tab is absent from most answers.
    """
    # Unrolled, in _STOPS' order: a generator's steps cost more than the searches.
    stops: list[str] = []
    dot = "." in text
    space = " " in text
    if dot and space and ". " in text:
        stops.append(". ")
    if space:
        if "!" in text and "! " in text:
            stops.append("! ")
        if "?" in text and "? " in text:
            stops.append("? ")
        if "؟" in text and "؟ " in text:
            stops.append("؟ ")
    if "。" in text:
        stops.append("。")
    if "\n" in text:
        stops.append("\n")
    if dot and "\t" in text and ".\t" in text:
        stops.append(".\t")
    return tuple(stops)


def sentence_bounds(
    text: str, start: int, end: int, stops: tuple[str, ...] = _ALL_STOPS
) -> tuple[int, int]:
    """Return the start and end of the sentence holding text[start:end].

    A sentence ends at ". ", "! ", "? ", "؟ " (not before a lower-case letter, as
    in regexes.SENTENCE_END_RE), "。" or a line break, looked for at most
    SENTENCE_WINDOW characters either side: str.rfind and str.find run in C,
    so this costs a few calls whatever the text.
    """
    # Conditional expressions, not max() and min(): a builtin's call costs more.
    low = start - SENTENCE_WINDOW if start > SENTENCE_WINDOW else 0
    begin = low
    for stop in stops:
        found = text.rfind(stop, low, start)
        # "C. civ. dispose": a lower-case word after ". " goes on the sentence (a
        # line break always ends it). Inline: this runs for every reference.
        if stop[-1] == " ":
            while found >= 0 and _goes_on(text, found):
                found = text.rfind(stop, low, found)
        if found >= 0 and found + len(stop) > begin:
            begin = found + len(stop)
    high = end + SENTENCE_WINDOW
    if high > len(text):
        high = len(text)
    finish = high
    for stop in stops:
        found = text.find(stop, end, high)
        if stop[-1] == " ":
            while found >= 0 and _goes_on(text, found):
                found = text.find(stop, found + 1, high)
        if 0 <= found < finish:
            finish = found + len(stop)
    return begin, finish


# Example: ", " between "Ibid." and the "Art. 16" it opens.
_IBID_GAP: Final = frozenset(" ,\u00a0")


def _names_its_own(
    text: str,
    end: int,
    items: Sequence[tuple[int, int, Reference | Found]],
    at: int,
) -> bool:
    """Return whether the "ibid." ending at end opens a provision of its own.

    "Ibid., Art. 16" is "the same law, Article 16": the reference after it is
    the citation (its law the one named before), and the "ibid." cites nothing
    of its own. Read as the provision before it, it cited that one again, and
    flagged it a second time when it was unsupported.
    """
    if at + 1 >= len(items):
        return False
    gap = text[end : items[at + 1][0]]
    return len(gap) <= 3 and "," in gap and all(c in _IBID_GAP for c in gap)


def _document_acronym(token: str, lex: Lexicon) -> bool:
    """Return whether token is a document word written as an acronym: "CCNL", "NDA".

    An acronym always names the document ("Contract" opening a sentence may not);
    three letters at least ("WP" is the Article 29 Working Party's too).
    """
    return (
        len(token) >= 3 and token.isupper() and token.casefold() in lex.document_words
    )


def _follows_its_own(text: str, start: int, previous: Reference) -> bool:
    """Return whether the "ibid." at start closes the provision just before it.

    "§ 1 tamże", "Art. 5 ebd.": the provision is of the place cited before (its
    law is resolved so), and the "ibid." cites nothing of its own; read as the
    provision before it, it cited that one again, a second flag for one mistake.
    """
    gap = text[previous.end : start]
    return len(gap) <= 3 and all(c in _IBID_GAP for c in gap)


def _goes_on(text: str, found: int) -> bool:
    """Return whether the sentence goes on past the stop ". " at text[found].

    It does before a lower-case word ("C. civ. dispose"), and after a short
    abbreviation before its number: "No. 33 of 2021", "Art. 5", "Abs. 2", "s. 94"
    (a word of at most four letters, as regexes.SENTENCE_END_RE passes "No." and
    "Art."). Cut at "No. ", the sentence of "Federal Decree-Law No. 33 of 2021,
    and Article 44 ..." opened at "33", the law before it was read as "Federal
    Decree-Law No.", and a correct Article 44 was flagged.
    """
    following = text[found + 2 : found + 3]
    if following.islower():
        return True
    if not following.isdigit():
        return False
    letters = 0
    while letters < 5 and found - letters > 0 and text[found - letters - 1].isalpha():
        letters += 1
    return 0 < letters < 5


def _ANY_LAW(label: str | None, article: str | None, stem: str) -> bool:
    """Let an anaphor stand for whatever law it resolves to."""
    return True


def _instrument_stem(anaphor: str, lex: Lexicon) -> str | None:
    """Return the instrument stem an anaphor's head starts with ("charter"), or None.

    Every other head ("the Act", "this Regulation", "des Gesetzes") agrees with any
    law.
    """
    return next((s for s in lex.instrument_stems if anaphor.startswith(s)), None)


def _implied_instrument(item: Found, lex: Lexicon) -> bool:
    """Return whether item is a part whose instrument only its kind names.

    "the First Amendment": no law written, a constitution's by its kind
    (the lexicon's part_instruments).
    """
    kind = (item.articles[0][0] or "").partition(" ")[0] if item.articles else ""
    instrument = lex.part_instruments.get(kind)
    return instrument is not None and item.anaphor == instrument


def assign_laws(
    text: str,
    brackets: Sequence[Reference],
    found: Sequence[Found],
    lex: Lexicon,
    known: Callable[[str], bool],
    first_words: Collection[str] = frozenset(),
    name_words: Callable[[str], int] = lambda word: MAX_LAW_TOKENS,
    may_be_called: Callable[[str | None, str | None, str], bool] = _ANY_LAW,
    key: Callable[[str], str] = normalise_label,
    instrument_of: Callable[[str | None, str], str | None] = lambda article, stem: None,
    hidden: Sequence[tuple[int, int]] = (),
) -> list[Reference]:
    """Return every reference, in text order, each with the law it cites.

    may_be_called(label, article, stem) says whether the law an anaphor naming a
    kind of instrument ("the Charter", "della Costituzione") would resolve to is one
    of that kind; when it is not, the reference cites the instrument its head
    names, which the evidence does not hold. instrument_of(article, stem) names the
    one law of the evidence so called that has the article, when the answer named
    none before it.
    """
    mentions = Mentions(text, lex, known, first_words, name_words, hidden)
    items: list[tuple[int, int, Reference | Found]] = [
        (ref.start, 0, ref) for ref in brackets
    ]
    items += [(item.start, 1, item) for item in found]
    items.sort(key=_POSITION_AND_KIND)
    # The last explicit label, where it was, and the reference before (for ibid).
    last_label: tuple[int, str] | None = None
    previous: Reference | None = None
    references: list[Reference] = []
    for at, (_, _, item) in enumerate(items):
        if isinstance(item, Reference):
            if item.law_label is None and item.article is not None:
                label = _antecedent(text, item.start, item.end, last_label, mentions)
                if label is not None:
                    item = item._replace(law_label=label)
            elif item.law_label is not None:
                last_label = (item.start, item.law_label)
            references.append(item)
            previous = item
            continue
        raw = text[item.start : item.end]
        if item.law is not None:
            last_label = (item.start, item.law)
            new = [
                Reference(
                    raw,
                    item.law,
                    article,
                    pin,
                    item.start,
                    item.end,
                    False,
                    item.form,
                    item.keyword.display,
                )
                for article, pin in item.articles
            ]
        elif item.ibid:
            if (
                previous is None
                or _names_its_own(text, item.end, items, at)
                or _follows_its_own(text, item.start, previous)
            ):
                continue
            pin = item.articles[0][1] or previous.pinpoint
            new = [
                previous._replace(
                    raw=raw, pinpoint=pin, start=item.start, end=item.end, form=_BACK
                )
            ]
        else:
            # A bare "section 8" or "第5条" may be a private document's named last
            # ("the House Rules"); "section 8 of the Act" names a law.
            bare = not item.anaphor
            rank = lex.relative_anaphors.get(item.anaphor or "")
            if rank is not None:
                # "Article 50 of the latter": the law named last, or the one before.
                label = _ranked(item.start, rank, last_label, mentions, key)
            else:
                label = _antecedent(
                    text,
                    item.start,
                    item.end,
                    last_label,
                    mentions,
                    documents=bare,
                    ahead=not bare,
                )
                if label == "":
                    continue
                stem = _instrument_stem(item.anaphor, lex) if item.anaphor else None
                article = item.articles[0][0]
                implied = _implied_instrument(item, lex)
                if stem is not None and not may_be_called(label, article, stem):
                    # "Article 8 of the Charter" after the GDPR: not the GDPR's, but
                    # the Charter's if the evidence holds one, else no law's there.
                    label = instrument_of(article, stem) or (
                        None if implied else (item.anaphor or "").capitalize()
                    )
                elif stem is not None and label is None:
                    # "Article 8 of the Charter" beside the ECHR's Article 8.
                    label = instrument_of(article, stem)
                if implied and label is None:
                    # "the Fourth Amendment claim", no constitution named or given:
                    # the name of a body of law, as "a Title VII claim" is; no
                    # citation to check.
                    continue
                if label is None and bare and not item.keyword.strong:
                    # A bare "section 13" with no law named anywhere may be a
                    # section of this very document: a weak keyword is no citation
                    # on its own. ("section 92 of the Act" still is, checked by the
                    # label-less rule.)
                    continue
            form = _BACK if label is not None else item.form
            new = [
                Reference(
                    raw,
                    label,
                    article,
                    pin,
                    item.start,
                    item.end,
                    False,
                    form,
                    item.keyword.display,
                )
                for article, pin in item.articles
            ]
        references.extend(new)
        previous = new[-1]
    return references


# How far back "the former" looks for the laws it ranks: a paragraph or two.
RANK_WINDOW: Final = 2000
# How far past its sentence "the Act" looks for the law the answer names later: a
# few paragraphs. Unbounded, one anaphor in a megabyte of capitalised names read
# every name to the end (a second's worth of hostile input).
AHEAD_WINDOW: Final = 4000


def _ranked(
    start: int,
    rank: int,
    last_label: tuple[int, str] | None,
    mentions: Mentions,
    key: Callable[[str], str],
) -> str | None:
    """Return the law named rank-th from last before start ("former": 2), or None.

    Laws are told apart by key (an alias and its law are one law: "the GDPR
    (General Data Protection Regulation) and the AI Act ... the former" is the
    GDPR). None when fewer laws were named: the label-less rule then applies,
    which guesses nothing.
    """
    named = mentions.in_range(max(0, start - RANK_WINDOW), start)
    if last_label is not None and last_label[0] >= start - RANK_WINDOW:
        named = sorted([*named, last_label])
    order: list[str] = []
    labels: dict[str, str] = {}
    for _, label in named:
        law = key(label)
        if law in labels:
            order.remove(law)
        order.append(law)
        labels[law] = label
    return labels[order[-rank]] if len(order) >= rank else None


# Example: "|---|:---:|" under a Markdown table's header row.
_TABLE_RULE_RE: Final = re.compile(
    r"[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*\Z"
)
# The most rows a table's cell looks up through for its header, and the longest
# row read as one (a longer line is no table's: each costs its length at most).
MAX_TABLE_ROWS: Final = 200
MAX_ROW_CHARS: Final = 2000


def _column_law(text: str, start: int, mentions: Mentions) -> str | None:
    """Return the law a Markdown table names for the cell holding start, or None.

    "| Duty | GDPR | EU AI Act |" over "| Transparency | Art. 13 | Art. 50 |":
    each bare article is of its column's law. Read by the nearest law before
    it, every cell was the AI Act's, and a correct GDPR citation was flagged. A
    law named in the cell before the reference comes first; a header naming no
    law, or several, says nothing.
    """
    line_start = (
        text.rfind("\n", start - MAX_ROW_CHARS if start > MAX_ROW_CHARS else 0, start)
        + 1
    )
    if line_start == 0 and start > MAX_ROW_CHARS:
        return None
    row = text[line_start:start]
    if not row.lstrip(" \t").startswith("|"):
        return None
    column = row.count("|")
    cell_start = line_start + row.rfind("|") + 1
    named = mentions.nearest(cell_start, start)
    if named is not None:
        return named
    header = _header_of(text, line_start, mentions.headers)
    return _cell_law(text, *header, column, mentions) if header else None


def _header_of(
    text: str, line_start: int, headers: dict[int, tuple[int, int] | None]
) -> tuple[int, int] | None:
    """Return (start, end) of the header row of the table row at line_start.

    Up through the rows to the rule under the header, then the header above it;
    every row passed is remembered, so a table costs its length once.
    """
    passed: list[int] = []
    found: tuple[int, int] | None = None
    end = line_start - 1
    for _ in range(MAX_TABLE_ROWS):
        if line_start in headers:
            found = headers[line_start]
            break
        passed.append(line_start)
        if end <= 0:
            break
        begin = text.rfind("\n", 0, end) + 1
        if end - begin > MAX_ROW_CHARS:
            break
        line = text[begin:end]
        if _TABLE_RULE_RE.match(line):
            header_end = begin - 1
            header_start = text.rfind("\n", 0, header_end) + 1
            if 0 < header_end - header_start <= MAX_ROW_CHARS:
                found = (header_start, header_end)
            break
        if not line.lstrip(" \t").startswith("|"):
            break
        line_start, end = begin, begin - 1
    for row in passed:
        headers[row] = found
    return found


def _cell_law(
    text: str, begin: int, end: int, column: int, mentions: Mentions
) -> str | None:
    """Return the one law the column-th cell of the row text[begin:end] names."""
    if begin >= end:
        return None
    bars = [i for i in range(begin, end) if text[i] == "|"]
    if not text[begin:end].lstrip(" \t").startswith("|"):
        bars.insert(0, begin - 1)
    if column >= len(bars):
        return None
    low = bars[column - 1] + 1 if column >= 1 else begin
    high = bars[column] if column < len(bars) else end
    labels = {label for _, label in mentions.in_range(low, high) if label}
    return labels.pop() if len(labels) == 1 else None


def _antecedent(
    text: str,
    start: int,
    end: int,
    last_label: tuple[int, str] | None,
    mentions: Mentions,
    *,
    documents: bool = False,
    ahead: bool = False,
) -> str | None:
    """Return the law most recently named for a reference at text[start:end].

    With documents, "" when what its own sentence names nearest is a private
    document ("Under the House Rules, rule 14 ..."), or when no law but a document
    was named before it. With ahead (an anaphor: "section 23 of the Act"), when no
    law is named before it, the first law the answer names after it: "the Act"
    stands for a law, and the answer names it later.
    """
    column = _column_law(text, start, mentions) if "|" in text else None
    if column is not None:
        return column
    stops = mentions.stops
    if stops is None:
        stops = mentions.stops = sentence_stops(text)
    begin, stop = sentence_bounds(text, start, end, stops)
    since = (
        last_label[0] if last_label is not None and last_label[0] >= begin else begin
    )
    # CASE 1: named earlier in its own sentence (after any citation there).
    named = mentions.nearest(since, start, documents)
    if named is not None:
        return named
    if last_label is not None and last_label[0] >= begin:
        return last_label[1]
    # CASE 2: named later in its own sentence ("Under section 11, the ERA 1996 ...").
    named = mentions.nearest(end, stop, documents, last=False)
    if named is not None:
        return named
    # CASE 3: the nearest law before, in an earlier sentence (a document named
    # there in passing does not take the reference from it).
    since = last_label[0] if last_label is not None else 0
    named = mentions.nearest(since, begin)
    if named is not None:
        return named
    if last_label is not None:
        return last_label[1]
    # CASE 4: no law named before, but a private document was: its provision.
    if documents and mentions.nearest(0, begin, documents) is not None:
        return ""
    # CASE 5: "the Act" before the answer names it ("... section 23 of the Act.
    # Under the Employment Rights Act 1996 ...").
    if ahead:
        return mentions.nearest(stop, min(len(text), stop + AHEAD_WINDOW), last=False)
    return None
