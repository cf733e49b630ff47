"""Check a pinpoint against the structure its passage shows.

A passage shows its structure when its lines open with paragraph numbers ("1.",
"(1)", "1.\u00a0", Portuguese "1 -", Polish "§ 1.") or points ("(a)", "a)", Polish
"1)", Chinese "（一）", Dutch and Indonesian "a." in a run from "a."). When it
does, a pinpoint naming a
paragraph or point the passage does not contain is unsupported: "Article 17(1)(z)"
when paragraph 1 has points (a) to (f). When it does not (one sentence, prose), the
pinpoint is not checked (``pinpoint_checked`` false): guessing would turn a correct
citation of a chunk that happens to lack numbering into a failure.

German statutes number Absätze "(1)" and items "1."; the GDPR numbers paragraphs
"1." and points "(a)". So "n." lines are paragraphs unless "(n)" lines are, in which
case they are the paragraph's numbered items. Roman lines under a point, "(i)",
"(ii)", are its sub-points.

Evidence is often whitespace-collapsed, a whole article on one line. A passage
whose lines show no structure below the first is read for paragraph numbers and
point lists inside its lines, but only for runs in order ("1. ... 2. ... 3.",
"(a) ...; (b) ..." after a list's punctuation), so a number in a sentence is not
a paragraph. A chunk opening inside a list ("(c) ... 2. ...") continues the
paragraph before its first number; a point under a paragraph that lists none, or
of a kind its list does not use (a letter where it numbers items), is not claimed
as checked.

A pinpoint may name several places: "(1)(a) and (g)", "(1)(a)-(h)" (every point of
the range), "(4) and (5)"; each is checked, and one missing is enough. A sub-point
the passage's lines do not show under its point is missing too; when the passage
writes sub-points only inside its sentences, one is not claimed as checked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Final, NamedTuple

from verification.core.articles import roman_value, to_roman
from verification.core.languages import default_lexicon
from verification.core.markup import ARABIC_DIGITS
from verification.core.prose import ROMAN_PARAGRAPHS, cjk_number

# Example: "(1) Die Vorschriften", "(1a) Die", "1. This Regulation", "1.\u00a0The";
# "(1)" alone on its line, as the AI Act numbers its definitions (Article 3:
# "(1)\n'AI system' means ..."): unread, a fabricated "Article 3(99)" passed
# unchecked against its 68 definitions.
_PAREN_PARAGRAPH_RE: Final = re.compile(
    r"[ \t]*\((?P<n>[0-9]{1,3}[a-z]?)\)(?:[ \t\u00a0]|$)"
)
_DOT_PARAGRAPH_RE: Final = re.compile(r"[ \t]*(?P<n>[0-9]{1,3})\.(?:[ \t\u00a0]|$)")
# Example: "§ 1. Pracodawca" (Polish codes), "§ 1º Nos casos" (Brazilian codes), "1 -
# Constitui" (Portuguese codes): a paragraph in any passage, whatever else its lines
# number.
_MARKED_PARAGRAPH_RE: Final = re.compile(
    r"[ \t]*(?:§[ \t\u00a0]*(?P<s>[0-9]{1,3}[a-z]?)[°º]?\.?"
    r"|(?P<d>[0-9]{1,3})[ \t\u00a0]*[-–—])(?:[ \t\u00a0]|$)"
)


@lru_cache(maxsize=1)
def _section_paragraph_re() -> re.Pattern[str]:
    """Return the pattern of a line opening "Section 5." (group "w", its number).

    The US Constitution heads the paragraphs of its articles and amendments so,
    and answers pinpoint them "Section 5 of the Fourteenth Amendment": unread,
    a correct one was flagged. The words are the lexicon's article_subdivisions.
    """
    words = "|".join(
        re.escape(w)
        for w in sorted(default_lexicon().article_subdivisions, key=len)[::-1]
    )
    return re.compile(
        rf"[ \t]*(?i:{words or '(?!)'})[ \t\u00a0]+"
        r"(?P<w>[0-9]{1,3})\.(?:[ \t\u00a0]|$)"
    )


def _marked_paragraph(line: str) -> str | None:
    """Return the number of a paragraph marked in any passage ("§ 1.", "Section 5.")."""
    marked = _MARKED_PARAGRAPH_RE.match(line)
    if marked is not None:
        return marked["s"] or marked["d"]
    section = _section_paragraph_re().match(line) if line[:1] in "Ss \t" else None
    return section["w"] if section is not None else None


# Example: "1) w razie ciężkiego naruszenia": a numbered point (Polish "pkt").
_NUMBERED_POINT_RE: Final = re.compile(r"[ \t]*(?P<n>[0-9]{1,3})\)(?:[ \t\u00a0]|$)")
# Example: "IX - quando necessário": an inciso of a Brazilian article, a numbered
# item written in Roman digits and a dash; kept as its number ("9").
_INCISO_RE: Final = re.compile(r"[ \t]*(?P<r>[IVXL]{1,7})[ \t\u00a0]*[-–—][ \t\u00a0]")
# Words naming an inciso, whose Roman value ("inciso IX") is the item's number.
INCISO_WORDS: Final = frozenset("inciso incisos inc. fracción fracciones".split())
# Example: "3° S'il justifie": a numbered item of a French code's article.
_DEGREE_POINT_RE: Final = re.compile(r"[ \t]*(?P<n>[0-9]{1,3})[°º](?:[ \t\u00a0]|$)")
# Example: "(a) in the course", "(a)" alone on its line, "a) über Finanz", "(iii)".
_POINT_RE: Final = re.compile(
    r"[ \t]*\(?(?P<p>[a-z]{1,2}|[ivx]{3,5})\)(?:[ \t\u00a0]|$)"
)
# Example: "a. masa kerja kurang dari 1 tahun" (Indonesian "huruf a"), "a. de
# bedrijfseconomische omstandigheden" (Dutch "onder a"): a lettered point written
# with a full stop. Read only in a run from "a." ("a.", "b.", ...), so a line
# opening "z. B. ..." (German "for example") is no point z.
_DOTTED_POINT_RE: Final = re.compile(r"[ \t]*(?P<p>[a-z])\.(?:[ \t\u00a0]|$)")
# Example: "đ" of "điểm đ", and the line "đ) ..." of a Vietnamese article: the
# letter after "d", labelled "dd" in both (a label of two Latin letters).
_VI_D_RE: Final = re.compile(r"(?<![^\W\d_])đ(?![^\W\d_])", re.IGNORECASE)
_VI_D_LINE_RE: Final = re.compile(r"^([ \t]*\(?)đ\)", re.M | re.IGNORECASE)
# Example: "（三）严重失职" or "(三) ...": item 3 of a Chinese article (a 项).
# "（三）" of a Chinese statute; "三、" of a Taiwanese one (勞動基準法: 一、二、...).
_CJK_ITEM_RE: Final = re.compile(
    r"[（(](?P<n>[一二三四五六七八九十]{1,3})[）)]|(?P<t>[一二三四五六七八九十]{1,3})、"
)
# Example: "٥" of "الفقرة ٥": an Arabic-Indic digit (markup.ARABIC_DIGITS).
_ARABIC_DIGIT_RE: Final = re.compile("[\u0660-\u0669\u06f0-\u06f9]")
# Example: "개인정보처리자는": a Korean passage, whose paragraphs are "①", "②".
_HANGUL_RE: Final = re.compile("[\uac00-\ud7a3]")
# Example: "個人情報取扱事業者は": a Japanese passage (kana), whose paragraphs from
# the second are numbered "2 ", "２　" and whose items (号) are "一 ", "二　".
_KANA_RE: Final = re.compile("[\u3040-\u30ff]")
_ARABIC_LETTER_RE: Final = re.compile("[\u0621-\u064a]")
_JA_PARAGRAPH_RE: Final = re.compile(r"^(?P<n>[0-9０-９]{1,2})[ \u3000]", re.M)
_JA_ITEM_RE: Final = re.compile(r"^(?P<n>[一二三四五六七八九十]{1,3})[ \u3000]", re.M)
# Example: "① " (paragraph 1 of a Korean article), read as "(1) " is.
_CIRCLED_RE: Final = re.compile("[\u2460-\u2473][ \t\u00a0]?")
# Sub-points, in order: "(i)" after "(h)" is a point; elsewhere it opens a sub-point.
_ROMANS: Final = [numeral.lower() for numeral in ROMAN_PARAGRAPHS[:15]]
_ROMAN: Final = frozenset(_ROMANS)
# Example: "(ii)" anywhere in a passage, where its lines may not show it.
_ROMAN_LABEL_RE: Final = re.compile(r"\((?P<r>[ivx]{1,5})\)")
# Example: "(1)", "(z)", "z)" (after a paragraph), "Abs. 2", "lit. f", "Nr. 3",
# "para. 1", "第1款", "제1항".
_PIN_PART_RE: Final = re.compile(
    r"""
    \( [ ]? (?P<paren> [0-9]{1,3}[a-z]? | [a-z]{1,2} | [ivx]{3,5} ) [ ]? \)
  | (?P<degree> [0-9]{1,3} ) [°º]
  | (?-i: (?P<absatz> [IVX]{1,5} ) ) (?![^\W\d_])
  | (?-i: (?P<bare> [a-z] ) ) \) (?![^\W\d_])
  | (?P<word> [^\W\d_][\w.]* | § | ¶¶? ) [ \u00a0]?
    \(? (?P<value> [0-9]{1,3}[a-z]? | (?-i:[IVXL]{3,7}) | [a-z]{1,2} | SOLE ) \)?
    (?-i:[°º])? (?![^\W\d_])
  # "第1項", "제2호"; "4項" of "労働基準法20条4項" (a law's name with no 第).
  | [第제]? [（(]? (?P<cjk> [0-9]{1,3} | [一二三四五六七八九十百〇零两]{1,6} ) [）)]?
    (?P<cjk_kind> [款項项号號目항호] )
  | (?P<plain> [0-9]{1,2}[a-z]? | [a-z] ) (?![^\W_])
    """.replace("SOLE", default_lexicon().sole_alternation),
    re.X | re.IGNORECASE,
)
# What a pinpoint's sole paragraph is kept as, whatever word named it: "parágrafo
# único", "§ única", "comma unico", and a passage's line "Parágrafo único.".
SOLE: Final = "único"
# Example: "Parágrafo único. O pagamento ...", "§ único -": a Brazilian article's
# only paragraph, which it names so instead of "§ 1º".
_SOLE_PARAGRAPH_RE: Final = re.compile(
    r"[ \t]*(?:parágrafo|§)[ \t\u00a0]*(?:SOLE)(?![^\W\d_])".replace(
        "SOLE", default_lexicon().sole_alternation
    ),
    re.IGNORECASE,
)
# Example: "IX", "II": a pinpoint that is a Roman number alone.
_BARE_ROMAN_RE: Final = re.compile("[IVXL]{1,7}")
_LEADING_NUMBER_RE: Final = re.compile(r"[0-9]+")
# Example: "(paragraph 5" of "(paragraph 5)": a bracket before a word and a space.
_BRACKETED_WORD_RE: Final = re.compile(r"\((?=[^\W\d_][\w.]*[ \u00a0])")
# The most places one range of a pinpoint names ("(a)-(z)").
MAX_RANGE: Final = 26
# The pinpoint words naming a paragraph, and a point or numbered item; any other
# word but a sentence's ends what can be checked.
PARAGRAPH_WORDS: Final = frozenset(
    "abs. abs absatz para. para paragraph paragraphe alinéa al. apartado comma "
    "parágrafo párrafo "
    "paragrafo par. lid ust. ustęp khoản ayat n.º nº número subsection § ¶ "
    "الفقرة فقرة للفقرة بالفقرة والفقرة "
    # Plurals, before a list ("paragraphs 1 and 2", "Absätze 1 und 2"): unread, a
    # fabricated paragraph in the list went unchecked.
    "paragraphs paras. subsections absätze paragraphes alinéas apartados commi ¶¶ "
    "paragrafi leden "
    # An article's section ("Article 17, Section 3": prose.py reads it so, the
    # tables' article_subdivisions) is its paragraph.
    "section sec.".split()
)
# Words naming a sentence of a paragraph ("S. 1", "Satz 2", "second sentence" is
# not read), or one of its unnumbered subparagraphs ("UAbs. 1": the GDPR's points
# belong to their paragraph whatever subparagraph holds them): passed over, so the
# part after them is still checked.
SENTENCE_WORDS: Final = frozenset(
    "s. satz sentence sent. zd. zdanie uabs. uabs unterabs. unterabsatz".split()
)
# The sentence words counted ("Satz 4"), not a subparagraph's ("UAbs. 2"), whose
# number the passage does not show.
COUNTED_SENTENCE_WORDS: Final = frozenset("s. satz sentence sent. zd. zdanie".split())
POINT_WORDS: Final = frozenset(
    "lit. lit buchst. buchstabe point points letter nr. nummer ziff. ziffer pkt punkt "
    "lett. lettera letra alínea onder sub điểm huruf angka item no. البند بند للبند "
    "بالبند والبند "
    # Plurals, before a list ("letras a) y c)", "lettere a) e b)").
    "lettere letras alíneas".split()
)


class Structure(NamedTuple):
    """Paragraphs in order, each with its points (letters or numbered items).

    ``subpoints`` maps (paragraph, point) to its roman sub-points; ``romans``
    holds every "(ii)" written anywhere in the passages.
    """

    paragraphs: dict[str, list[str]]
    numbered: bool
    subpoints: dict[tuple[str, str], list[str]]
    romans: frozenset[str]
    # Whether the points are French items "1°", "2°": described as such.
    degrees: bool = False
    # Whether they are Brazilian incisos "I -", "II -", kept as their numbers.
    incisos: bool = False
    # Lines of passages that number no paragraph and show their lines: one
    # paragraph each at most (alinéas, commi, 款), 0 when unknown (see _structure).
    lines: int = 0
    # Whether its paragraphs are marked "§ 1º", "1 -" (Brazilian, Portuguese,
    # Polish), not numbered "(1)" as German statutes number an Absatz.
    marked: bool = False


class Target(NamedTuple):
    """One place a pinpoint names: a paragraph, a point and a sub-point, or None."""

    paragraph: str | None
    point: str | None
    subpoint: str | None


class PinpointCheck(NamedTuple):
    """Whether a pinpoint could be checked, whether it holds, and the structure."""

    checked: bool
    found: bool
    detail: str | None


# More lines (paragraphs and items) than any article has: a passage past this is
# no article's text (a whole code pasted as one chunk, or hostile input), and its
# structure is not read, so no pinpoint is checked against it (rather than reading
# a megabyte line by line, about a second, and guessing from it).
MAX_STRUCTURE_LINES: Final = 5_000
# What such passages show: nothing, so a pinpoint against them is unchecked.
_UNREAD: Final = Structure({}, False, {}, frozenset())
_CIRCLED: Final = tuple(map(chr, range(0x2460, 0x2474)))


def structure_of(passages: Sequence[str]) -> Structure:
    """Return the structure shown by the passages of one article, merged."""
    return _structure(tuple(passages))


@lru_cache(maxsize=2048)
def _structure(passages: tuple[str, ...]) -> Structure:
    """Return structure_of(passages), cached: the same passages recur in answers."""
    paragraphs: dict[str, list[str]] = {}
    subpoints: dict[tuple[str, str], list[str]] = {}
    romans: set[str] = set()
    numbered = False
    degrees = False
    incisos = False
    marked_seen = False
    read = 0
    # Lines of passages showing them (more than one); None once one shows none.
    shown: int | None = 0
    for passage in passages:
        if not passage.isascii() and _ARABIC_DIGIT_RE.search(passage):
            # "١- ..." numbers a paragraph as "1- ..." does; the answer's "الفقرة ٥"
            # is read as "5" (markup.py), and must meet the passage's "5". (A
            # search in C first: translating a megabyte costs a tenth of a second.)
            passage = passage.translate(ARABIC_DIGITS)
        korean = not passage.isascii() and _HANGUL_RE.search(passage) is not None
        if korean:
            if sum(map(passage.count, _CIRCLED)) > MAX_STRUCTURE_LINES:
                return _UNREAD
            passage = _circled_as_paren(passage)
        if not korean and not passage.isascii() and _KANA_RE.search(passage):
            passage = _japanese_as_paren(passage)
        if "đ" in passage:
            # "đ) ...": a Vietnamese point (after "d)"), labelled as _latin_points
            # reads "điểm đ".
            passage = _VI_D_LINE_RE.sub(r"\g<1>dd)", passage)
        if not passage.isascii() and _ARABIC_LETTER_RE.search(passage):
            passage = _lettered_lines(passage)
        if "(" in passage:
            romans.update(m.group("r") for m in _ROMAN_LABEL_RE.finditer(passage))
        lines = passage.splitlines()
        written = sum(1 for line in lines if line.strip())
        listed = _lists_items(lines)
        if shown is not None and written > 1:
            shown += written - _point_lines(lines, listed)
        else:
            shown = None
        if _shows_no_lines(lines):
            lines = [part for line in lines for part in _unfold(line)]
        read += len(lines)
        if read > MAX_STRUCTURE_LINES:
            return _UNREAD
        # A Korean article numbers its items (호) "1.", under its paragraphs (항)
        # "①" when it has more than one: "1." lines are never paragraphs there.
        paren = korean or any(_PAREN_PARAGRAPH_RE.match(line) for line in lines)
        # Items "1." a clause introduces ("ist die Kündigung zulässig,\n1. wenn"):
        # an article's items, not its paragraphs, as under "(n)" Absätze.
        items_dotted = paren or listed
        if paren:
            lines = [part for line in lines for part in _item_parts(line)]
        current = ""
        for line in lines:
            marked = _marked_paragraph(line)
            numbered_re = _PAREN_PARAGRAPH_RE if items_dotted else _DOT_PARAGRAPH_RE
            para = None if marked else numbered_re.match(line)
            sole = (
                not marked
                and para is None
                and line[:1] in " \tPp§"
                and _sole_line(line)
            )
            if marked or para is not None or sole:
                marked_seen = marked_seen or sole or marked is not None
                if sole:
                    opened = SOLE
                else:
                    opened = marked or (para["n"] if para is not None else "")
                if not current and paragraphs.get("") and not incisos:
                    # (A Brazilian article's incisos before "§ 3º" are its caput's.)
                    _continue_before(opened, paragraphs, subpoints)
                current = opened
                paragraphs.setdefault(current, [])
                numbered = True
                continue
            point = _POINT_RE.match(line) or _dotted_point(line, paragraphs, current)
            item = (_DOT_PARAGRAPH_RE if items_dotted else _NUMBERED_POINT_RE).match(
                line
            )
            if item is None and point is None:
                item = _DEGREE_POINT_RE.match(line)
                degrees = degrees or item is not None
            label = point.group("p") if point else item.group("n") if item else None
            if label is None and line.lstrip()[:1] in "IVXL":
                inciso = _INCISO_RE.match(line)
                value = roman_value(inciso.group("r")) if inciso else None
                label = str(value) if value else None
                incisos = incisos or label is not None
            if label is None and line[:1] in "（(一二三四五六七八九十":
                label = _cjk_item(line)
            if label is None:
                continue
            points = paragraphs.setdefault(current, [])
            # "(i)" after "(h)" is a point; elsewhere it opens a sub-point of the
            # point before it.
            if (
                label in _ROMAN
                and point is not None
                and not _next_letter(points, label)
            ):
                if points:
                    subs = subpoints.setdefault((current, points[-1]), [])
                    if label not in subs:
                        subs.append(label)
                continue
            if label not in points:
                points.append(label)
    for paragraph, points in paragraphs.items():
        _regroup_roman_i(paragraph, points, subpoints)
    # A French alinéa, an Italian comma, a Chinese 款, a Taiwanese 項: statutes
    # that leave their paragraphs unnumbered write each on its own line, so an
    # article shown in lines has at most as many as it has lines (items "1°",
    # "（一）" count too: never too few). Unread, "alinéa 9" of an article of six
    # lines passed.
    alineas = shown or 0 if not numbered else 0
    return Structure(
        paragraphs,
        numbered,
        subpoints,
        frozenset(romans),
        degrees,
        incisos,
        alineas,
        marked_seen,
    )


@lru_cache(maxsize=256)
def _sentence_counts(passages: tuple[str, ...]) -> dict[str, int]:
    """Return the most sentences each paragraph of the passages may hold.

    "" is the text before any paragraph number (all of an article with none).
    The paragraphs are opened as _structure opens them; counted only when a
    pinpoint names a sentence, so reading a passage's structure costs no more.
    """
    texts: dict[str, list[str]] = {}
    for passage in passages:
        if not passage.isascii() and _ARABIC_DIGIT_RE.search(passage):
            passage = passage.translate(ARABIC_DIGITS)
        if not passage.isascii() and _HANGUL_RE.search(passage) is not None:
            passage = _circled_as_paren(passage)
        elif not passage.isascii() and _KANA_RE.search(passage):
            passage = _japanese_as_paren(passage)
        lines = passage.splitlines()
        if _shows_no_lines(lines):
            lines = [part for line in lines for part in _unfold(line)]
        paren = any(_PAREN_PARAGRAPH_RE.match(line) for line in lines)
        numbered_re = _PAREN_PARAGRAPH_RE if paren else _DOT_PARAGRAPH_RE
        current = ""
        for line in lines:
            marked = _marked_paragraph(line)
            para = None if marked else numbered_re.match(line)
            if marked or para is not None:
                current = marked or (para["n"] if para is not None else "")
                if para is not None:
                    # Without its number: the full stop of "2. Where ..." counted
                    # as a sentence's end, so "second sentence" of a one-sentence
                    # paragraph passed.
                    line = line[para.end() :]
            texts.setdefault(current, []).append(line)
    return {key: _sentences(" ".join(lines)) for key, lines in texts.items()}


# Example: ". D" of "... zu hören. Der Arbeitgeber": a full stop, its closing
# quote or bracket, white space, and the next sentence's first character.
_SENTENCE_END_RE: Final = re.compile(r"[.!?][)\"“”»’']*\s+(?P<next>\S)")


def _sentences(text: str) -> int:
    """Return the most sentences text may hold: never fewer than it has.

    Every full stop before a character that is neither a lower-case letter nor a
    digit ends one, so "z. B. Arbeitnehmer" and "31. Dezember" count twice
    (too many only spares a fabricated "Satz" from a flag), while "Abs. 2" and
    "Nr. 3" do not; the text after the last end is one more.
    """
    count, last = 0, 0
    for end in _SENTENCE_END_RE.finditer(text):
        following = end.group("next")
        if not following.islower() and not following.isdigit():
            count, last = count + 1, end.start("next")
    return count + (1 if text[last:].strip(" \t.") else 0)


# Example: "... not apply. 2. Where ..." or "... werden. (2) Für ...": a paragraph
# number inside a line, after a sentence's or a clause's end ("(3) (weggefallen)
# (4) Soweit"), or a quotation's ("... into account.’ (3) in Article 43": the
# AI Act's amending articles quote the text they insert), before a word.
_INLINE_PARAGRAPH_RE: Final = re.compile(
    r"(?<=[.;:!?,)’”])[ \t\u00a0]+"
    r"(?:(?P<dot>[0-9]{1,3})\.|\((?P<paren>[0-9]{1,3})(?P<suffix>[a-z]?)\))"
    r"[ \t\u00a0]+(?=[^\W\d_]|[(§„\"'])"
)
# Example: "beginnt 1. bei einem ..., 2. bei ...": numbered items inside a German
# Absatz, a run from 1.
_INLINE_ITEM_RE: Final = re.compile(
    r"(?<=[ \t\u00a0])(?P<n>[0-9]{1,2})\.[ \t\u00a0]+(?=\S)"
)
# Example: "a droit : 1° S'il justifie ...; 2° S'il ...": French items in a line.
_INLINE_DEGREE_RE: Final = re.compile(
    r"(?<=[ \t\u00a0])(?P<n>[0-9]{1,2})°[ \t\u00a0]+(?=\S)"
)
# Example: ": (a) the data ...; or (b) ..." or "extinguirá: a) Por ...": a point
# label inside a line.
_INLINE_POINT_RE: Final = re.compile(
    r"(?<=[ \t\u00a0])\(?(?P<p>[a-z])\)[ \t\u00a0]+(?=\S)"
)
# What a listed point follows: a list's punctuation, maybe with one short word
# ("; or", "; y", "; und"), not "point (a)" or "(a) and (b)" in a sentence.
_LISTED_AFTER_RE: Final = re.compile(
    r"(?:^|[:;,.]|[:;,.][ \t\u00a0]+[^\W\d_]{1,4})[ \t\u00a0]*$"
)


def _circled_as_paren(passage: str) -> str:
    """Return a Korean passage with each paragraph "①".."⑳" on a line, as "(1) ".

    A statute marks only its paragraphs so ("제23조(해고 등의 제한) ① 사용자는 ...
    ② ..."), often on one line with the article's heading.
    """
    if not _CIRCLED_RE.search(passage):
        return passage
    return _CIRCLED_RE.sub(lambda m: f"\n({ord(m.group()[0]) - 0x245F}) ", passage)


def _japanese_as_paren(passage: str) -> str:
    """Return a Japanese passage with its paragraphs as "(n) " and items as "（n）".

    A Japanese statute leaves its first paragraph (項) unnumbered and opens each
    later one with its number ("2 ", "２　"), and opens its items (号) with a
    numeral ("一 ", "二　"). Unread, "第27条第5項" and "第1項第7号" passed against an
    article with two paragraphs and two items. Numbers count as paragraphs only
    in a run: from 2 (the passage then opens with paragraph 1), or from the number
    the passage opens with (a chunk starting inside the article).
    """
    cuts: list[tuple[int, int, str]] = []
    numbers = list(_JA_PARAGRAPH_RE.finditer(passage))
    expected = 2
    if numbers and numbers[0].start() == 0:
        expected = int(numbers[0]["n"])
    for found in numbers:
        if int(found["n"]) == expected:
            cuts.append((found.start(), found.end(), f"({expected}) "))
            expected += 1
    opens = bool(cuts) and cuts[0][0] > 0
    if "一" in passage:
        cuts += [
            (m.start(), m.end(), f"（{m['n']}）") for m in _JA_ITEM_RE.finditer(passage)
        ]
    if not cuts:
        return passage
    cuts.sort()
    pieces, last = ["(1) " if opens else ""], 0
    for start, end, mark in cuts:
        pieces += [passage[last:start], mark]
        last = end
    pieces.append(passage[last:])
    return "".join(pieces)


def _shows_no_lines(lines: list[str]) -> bool:
    """Return whether at most one line opens with a paragraph or a point.

    Lines that show the structure are trusted as they are; only a passage that
    shows none below its first line is read for numbers inside its lines.
    """
    shown = 0
    for line in lines:
        if line[:1] in " \t(0123456789§abcdefghijklmnopqrstuvwxyz" and (
            _PAREN_PARAGRAPH_RE.match(line)
            or _DOT_PARAGRAPH_RE.match(line)
            or _POINT_RE.match(line)
        ):
            shown += 1
            if shown > 1:
                return False
    return True


def _unfold(line: str) -> list[str]:
    """Return a line cut where it numbers paragraphs or lists points inline.

    Evidence is often whitespace-collapsed, a whole article on one line: "1. The
    data subject ... (a) ...; (b) ... 2. Where ...". Read only by its lines, it
    would show paragraph 1 alone, and a correct "Article 17(2)" would fail. Only
    a run in order is structure: paragraphs 2, 3, ... after the line's own number
    (or two in a row), points (a), (b), ... from (a) after a list's punctuation,
    so a number or a "point (a)" in a sentence cuts nothing.
    """
    if "° " in line:
        # "le salarié a droit : 1° S'il ...; 2° S'il ...": a French code's items.
        line_parts = _degree_parts(line)
        if len(line_parts) > 1:
            return [part for piece in line_parts for part in _unfold(piece)]
    if len(line) < 8 or not (") " in line or ". " in line):
        return [line]
    pieces = _split_at(line, _paragraph_cuts(line))
    return [part for piece in pieces for part in _point_parts(piece) if part]


def _degree_parts(line: str) -> list[str]:
    """Return line cut before each of its inline items 1°, 2°, ... (a run from 1)."""
    return _run_parts(line, _INLINE_DEGREE_RE)


def _split_at(text: str, cuts: list[int]) -> list[str]:
    """Return text cut at each offset of cuts (in order)."""
    return [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]


def _paragraph_cuts(line: str) -> list[int]:
    """Return where inline paragraph numbers continue the line's own sequence."""
    opening = _PAREN_PARAGRAPH_RE.match(line) or _DOT_PARAGRAPH_RE.match(line)
    style = None if opening is None else ("(" in opening.group(0))
    expected = (
        int(_LEADING_NUMBER_RE.match(opening["n"])[0]) + 1  # type: ignore[index]
        if opening
        else None
    )
    cuts: list[int] = []
    for found in _INLINE_PARAGRAPH_RE.finditer(line):
        paren = found["paren"] is not None
        number = int(found["paren"] or found["dot"])
        if style is not None and paren != style:
            continue
        if found["suffix"]:
            # "(1a)" between (1) and (2): inserted, the sequence goes on after it.
            if expected is not None and number == expected - 1:
                cuts.append(_cut(found))
            continue
        if expected is None or number != expected:
            if cuts or opening is not None:
                continue
            # No number opens the line: this one starts the run.
            style, expected = paren, number
        cuts.append(_cut(found))
        expected += 1
    # Without a number of its own, a line needs two in a row, or to open with a
    # point: "(c) ...; (d) ... 2. Where" is a chunk cut inside paragraph 1's list,
    # then its paragraph 2.
    if opening is None and len(cuts) < 2 and not _POINT_RE.match(line):
        return []
    return cuts


def _item_parts(piece: str) -> list[str]:
    """Return a German Absatz's text cut before each of its inline items 1., 2., ..."""
    if ". " not in piece:
        return [piece]
    return _run_parts(piece, _INLINE_ITEM_RE)


def _run_parts(text: str, item_re: re.Pattern[str]) -> list[str]:
    """Return text cut before each item of item_re's run 1, 2, 3, ... (two or more).

    Only numbers in order from 1 cut: a "5." or "3°" met on the way is prose.
    """
    run: list[int] = []
    for found in item_re.finditer(text):
        if int(found["n"]) == len(run) + 1:
            run.append(found.start())
    return _split_at(text, run) if len(run) >= 2 else [text]


def _cut(found: re.Match[str]) -> int:
    """Return where an inline number starts, past the white space before it."""
    return found.start() + len(found.group(0)) - len(found.group(0).lstrip())


def _point_parts(piece: str) -> list[str]:
    """Return a paragraph's text cut before each point of its inline list."""
    runs: list[list[int]] = []
    letters: list[str] = []
    # A chunk cut inside a list opens with the point it continues at: "(c) ...".
    opening = _POINT_RE.match(piece)
    if opening is not None and len(opening["p"]) == 1:
        runs.append([0])
        letters.append(opening["p"])
    for found in _INLINE_POINT_RE.finditer(piece):
        label = found["p"]
        start = found.start()
        # The few characters before it are enough ("; or "): a window keeps a
        # megabyte of "(a) " linear.
        if not _LISTED_AFTER_RE.search(piece, start - 12 if start > 12 else 0, start):
            continue
        if label == "a":
            runs.append([start])
            letters.append("a")
        elif runs and ord(label) == ord(letters[-1]) + 1:
            runs[-1].append(start)
            letters[-1] = label
    run = max(runs, key=len, default=[])
    return _split_at(piece, run) if len(run) >= 2 else [piece]


def _continue_before(
    opened: str,
    paragraphs: dict[str, list[str]],
    subpoints: dict[tuple[str, str], list[str]],
) -> None:
    """Give the points a chunk lists before its first paragraph to the one before.

    A chunk opening "(c) ... (d) ... 2. ..." continues paragraph 1. Points whose
    paragraph cannot be told (the chunk numbers none, or opens at "1a.") stay
    under "": they may belong to any (_points_of).
    """
    if not opened.isdigit() or int(opened) < 2:
        return
    previous = str(int(opened) - 1)
    points = paragraphs.setdefault(previous, [])
    for point in paragraphs.pop(""):
        if point not in points:
            points.append(point)
        subs = subpoints.pop(("", point), None)
        if subs is not None:
            subpoints.setdefault((previous, point), []).extend(subs)


def _regroup_roman_i(
    paragraph: str, points: list[str], subpoints: dict[tuple[str, str], list[str]]
) -> None:
    """Make "(i)" after "(h)" a sub-point of (h) when "(ii)" follows it.

    "(h) ... (i) ... (j)" are points; "(h) ... (i) ... (ii) ... (iii)" (AI Act
    Article 5(1)(h)) are point (h) and its sub-points.
    """
    following = subpoints.get((paragraph, "i"), [])
    if "i" not in points or following[:1] != ["ii"]:
        return
    index = points.index("i")
    if index == 0 or index != len(points) - 1:
        return
    points.pop()
    del subpoints[(paragraph, "i")]
    subpoints.setdefault((paragraph, points[-1]), []).extend(["i", *following])


def _dotted_point(
    line: str, paragraphs: dict[str, list[str]], current: str
) -> re.Match[str] | None:
    """Return a line's "a." point label when it goes on its paragraph's run.

    "a." opens a run; "b." continues one only right after "a.", and so on: a
    letter and a full stop out of order is an abbreviation, not a point.
    """
    if line[:1] not in " \tabcdefghijklmnopqrstuvwxyz":
        return None
    found = _DOTTED_POINT_RE.match(line)
    if found is None:
        return None
    label = found["p"]
    if label == "a":
        return found
    points = paragraphs.get(current)
    if points and points[-1] == chr(ord(label) - 1):
        return found
    return None


def _sole_line(line: str) -> bool:
    """Return whether line opens an article's only paragraph ("Parágrafo único.")."""
    return _SOLE_PARAGRAPH_RE.match(line) is not None


def _lists_items(lines: list[str]) -> bool:
    """Return whether the passage's "1." line opens a list a clause introduces.

    "Bei einem Dienstverhältnis ... ist die Kündigung zulässig,\n1. wenn ...":
    a German § of one Absatz numbers its items "1.", "2." inside its sentence,
    after a comma, where no paragraph ever opens (a paragraph follows a
    sentence's end, or opens the passage). Read as paragraphs, "§ 621 Abs. 2
    BGB" passed. Not after a colon: "For the purposes of this Regulation:\n1.
    'personal data' means" numbers what "Article 4(1) GDPR" cites.
    """
    before = ""
    for line in lines:
        found = _DOT_PARAGRAPH_RE.match(line) if line.lstrip()[:1] == "1" else None
        if found is not None and found["n"] == "1":
            return before[-1:] == ","
        before = line.rstrip() or before
    return False


def _point_lines(lines: list[str], listed: bool = False) -> int:
    """Return how many lines hold a point: a lettered "(a)", "a)" or Chinese "（一）".

    A point is never a paragraph of its own: an EU article lists its points
    "(a)" inside an unnumbered subparagraph (and the AI Act writes "(a)" alone
    on its line, its text on the next), a mainland Chinese article its items
    "（一）" under a 款, a Japanese one its 号 (read as "（一）" here). So it is no
    line a paragraph is counted on. (Taiwan's "一、" items are its 款 and still
    count; a French "1°" is an alinéa.) Counted, "第17条第5款" of an article of
    three paragraphs and four items passed, and so did "Article 50(2) GDPR" of
    an article of one subparagraph and four points. A passage opening with a
    point is a chunk inside a list: its lines are all counted (never too few).
    With listed, "1." lines are items a clause introduces (_lists_items) too.
    """
    if lines and _POINT_RE.match(lines[0]):
        return 0
    items, marker_alone = 0, False
    for line in lines:
        if marker_alone and line.strip():
            items, marker_alone = items + 1, False
            continue
        found = _CJK_ITEM_RE.match(line) if line[:1] in "（(" else None
        if found is not None and found["n"] is not None:
            items += 1
            continue
        point = (
            _POINT_RE.match(line)
            if line.lstrip()[:1] in "(abcdefghijklmnopqrstuvwxyz"
            else _DOT_PARAGRAPH_RE.match(line)
            if listed
            else None
        )
        if point is not None:
            items += 1
            marker_alone = not line[point.end() :].strip()
    return items


def _cjk_item(line: str) -> str | None:
    """Return the number of a Chinese item line ("（三）..." -> "3"), else None."""
    item = _CJK_ITEM_RE.match(line)
    number = cjk_number(item.group("n") or item.group("t")) if item else None
    return str(number) if number else None


def _next_letter(points: list[str], label: str) -> bool:
    """Return whether label is the letter after the last point (i after h)."""
    return bool(points) and len(label) == 1 and ord(points[-1][-1]) + 1 == ord(label)


def pinpoint_parts(pinpoint: str) -> tuple[str | None, str | None]:
    """Return the (paragraph, point) a pinpoint names first, each None if none."""
    targets = pinpoint_targets(pinpoint)
    return (targets[0].paragraph, targets[0].point) if targets else (None, None)


def pinpoint_targets(pinpoint: str) -> list[Target]:
    """Return every place a pinpoint names, in order (see _targets)."""
    return _targets(pinpoint)[0]


def _targets(pinpoint: str) -> tuple[list[Target], list[tuple[str | None, int]]]:
    """Return every place a pinpoint names, in order, and the sentences it names.

    A sentence ("Abs. 2 S. 1", "§ 4 Satz 3") is (its paragraph or None, number).

    "(1)(a)" names one place; "(1)(a) and (g)" two, the second in paragraph 1 too
    (a part after a list word stands for the part of its kind before it); "(1)(a)-(h)"
    eight, every point of the range; "(4) and (5)" two paragraphs; "(1)(a)(ii)" a
    sub-point. Reading stops at a part no check knows ("S. 1", "Annex III").
    """
    targets: list[Target] = []
    sentences: list[tuple[str | None, int]] = []
    chain: list[str | None] = [None, None, None]
    depth = -1
    text = _latin_points(_counted(pinpoint.strip()))
    # "(paragraph 5)", "(Abs. 7)": a worded pinpoint written in brackets.
    pos = 1 if _BRACKETED_WORD_RE.match(text) else 0
    form = None
    while pos < len(text):
        # Nothing stands before the first part: the "I" of "I lit. f" is Absatz I,
        # not the Polish "i" (and) of a list.
        gap = _gap_re().match(text, pos) if pos else None
        between = gap.group() if gap is not None else ""
        part = _PIN_PART_RE.match(text, gap.end() if gap is not None else pos)
        if part is None:
            break
        # A list or range joins parts of one form: "(a) and (g)", "Abs. 1 und
        # Abs. 2", "1° et 2°"; not "alínea i) do n.º 1" (point i of paragraph 1).
        written = (part.group("word") or "").casefold()
        if part.group("degree") is not None:
            written = "°"
        elif part.group("absatz") is not None:
            written = "absatz"
        # After a comma, "(c)", "2°" after "1°" and "제2호" are the next of a list;
        # "1" is not, nor the "3°" of "alinéa 1, 3°" (paragraph 1's item 3).
        listed = (
            part.group("paren") is not None
            or part.group("bare") is not None
            or part.group("cjk") is not None
            or (written == "°" and form == "°")
        )
        joint = _joint(between, listed)
        if part.group("plain") is not None:
            if joint == "chain" and form == "absatz" and part.group("plain").isdigit():
                # "II 1 Nr. 3" (§ 622 II 1 Nr. 3 BGB): the number after a Roman
                # Absatz is its Satz, counted as "S. 1" is.
                sentences.append((chain[0], int(part.group("plain"))))
                pos = part.end()
                continue
            # "Abs. 1 und 2": a value listed without its word is of the word's
            # form; alone ("(1) 2") it names nothing a check knows.
            if joint not in ("list", "range") or not form:
                break
            written = form
        elif (part.group("paren") or part.group("bare")) and joint in ("list", "range"):
            # "points (a) and (x)", "paragraphs (4) to (6)": a bracketed value
            # listed after a worded part is the word's too; the list stopped at
            # "(x)", and a fabricated point went unchecked.
            written = form or ""
        if joint == "chain" and written in SENTENCE_WORDS:
            # "Abs. 2 S. 1 Nr. 3": a sentence is no place a passage's lines show;
            # the number after it is still paragraph 2's. Its number is checked
            # against the paragraph's sentences ("§ 626 Abs. 2 Satz 4" passed).
            value = part.group("value") or ""
            if written in COUNTED_SENTENCE_WORDS and value.isdigit() and depth <= 0:
                sentences.append((chain[0], int(value)))
            pos = part.end()
            continue
        if joint in ("list", "range") and written != form:
            break
        form = written
        placed = _place(part, chain, depth, joint)
        if joint is None or placed is None:
            break
        level, value = placed
        pos = part.end()
        if joint == "chain":
            chain[level], depth = value, level
            continue
        targets.append(_target(chain, depth, chain[depth]))
        if joint == "range":
            targets += [
                _target(chain, level, between)
                for between in _between(chain[level], value, level)
            ]
        chain = [*chain[:level], value, None, None][:3]
        depth = level
    if depth >= 0:
        targets.append(_target(chain, depth, chain[depth]))
    return targets, sentences


def _latin_points(pinpoint: str) -> str:
    """Return pinpoint with its points' letters in other scripts as Latin letters.

    "الفقرة (أ)" is point (a), "البند ب" point (b) (the tables' point_letters); a
    paragraph word with a letter names a point (_place).
    """
    if pinpoint.isascii():
        return pinpoint
    if "đ" in pinpoint:
        # "điểm đ": the Vietnamese point after "d", read as the passage's "đ)" is.
        pinpoint = _VI_D_RE.sub("dd", pinpoint)
    letters = default_lexicon().point_letters
    if not letters:
        return pinpoint
    return _letter_re(tuple(letters)).sub(lambda m: letters[m.group()], pinpoint)


@lru_cache(maxsize=1)
def _letter_re(letters: tuple[str, ...]) -> re.Pattern[str]:
    """Return the pattern of one point letter standing alone ("(أ)", " ب")."""
    return re.compile(rf"(?<![^\W\d_])[{''.join(letters)}](?![^\W\d_])")


def _lettered_lines(passage: str) -> str:
    """Return passage with its lines opened by a point letter as "(a) ", "(b) ".

    A Saudi or Emirati article lists its points "أ- ...", "ب) ...", "(ج) ...":
    unread, "المادة 77 الفقرة (د)" could not be checked against an article with
    two. Only runs from the first letter count, so a word is never a point.
    """
    letters = default_lexicon().point_letters
    found = list(_lettered_line_re(tuple(letters)).finditer(passage))
    if not found or letters.get(found[0].group("l")) != "a":
        return passage
    pieces, last, expected = [], 0, "a"
    for line in found:
        # Each paragraph's run opens again at "أ".
        value = letters[line.group("l")]
        expected = "a" if value == "a" else expected
        if value != expected:
            continue
        pieces += [passage[last : line.start("mark")], f"({expected}) "]
        last, expected = line.end(), chr(ord(expected) + 1)
    return "".join([*pieces, passage[last:]])


@lru_cache(maxsize=1)
def _lettered_line_re(letters: tuple[str, ...]) -> re.Pattern[str]:
    """Return the pattern of a line opened by a point letter: "أ- ", "(ب) "."""
    chars = "".join(letters)
    return re.compile(
        rf"^[ \t]*(?P<mark>\(?(?P<l>[{chars}])[ ]?[-–)])[ \t]*",
        re.M,
    )


def _counted(pinpoint: str) -> str:
    """Return pinpoint with its ordinals as numbers: "eerste lid" -> "lid 1"."""
    lex = default_lexicon()
    if not lex.ordinals:
        return pinpoint
    return lex.ordinal_re.sub(
        lambda m: f"{m['word']} {lex.ordinals[m['ordinal'].casefold()]}", pinpoint
    )


def _target(chain: list[str | None], level: int, value: str | None) -> Target:
    """Return the place chain names down to level, with value at that level."""
    parts = [*chain[:level], value, None, None][:3]
    return Target(parts[0], parts[1], parts[2])


@lru_cache(maxsize=1)
def _gap_re() -> re.Pattern[str]:
    """Return the pattern of what stands between two parts of a pinpoint.

    Example: " ", ", ", " and ", "-", " to ", ", and ", " und ": white space, a
    comma, a list or range word of the tables.
    """
    lex = default_lexicon()
    joins = lex.list_words | lex.range_words | lex.cjk_list_words | lex.cjk_range_words
    words = sorted(joins, key=len, reverse=True)
    # A word is followed by a space or the next part: "및 제2호", "和第2款".
    joined = "|".join(
        re.escape(w) + (r"(?=[ \u00a0(第제])" if w[-1].isalnum() else "") for w in words
    )
    # A worded part may stand in brackets, "(paragraph 5)", "(Abs. 7)": its
    # brackets are read as gaps (a "(" only before a word and a space, not the
    # "(a)" of a point).
    return re.compile(
        rf"[ \u00a0)]*(?:[,،][ \u00a0]*)?(?:(?:{joined})[ \u00a0]*)?"
        r"(?:\((?=[^\W\d_][\w.]*[ \u00a0]))?",
        re.IGNORECASE,
    )


def _joint(between: str, paren: bool) -> str | None:
    """Return how a part joins the one before: "chain", "list", "range" or None.

    "" and ", point (a)" chain ("(1)(a)", "(1), point (a)"); "and", "or", ", (c)"
    list; "-", "to", "bis" range; anything else ends the pinpoint.
    """
    # The brackets around a worded part ("(1) (point (g))") join nothing.
    words = between.strip(" \u00a0()")
    comma = words[:1] in (",", "،")
    words = words.lstrip(",،").strip(" \u00a0").casefold()
    lex = default_lexicon()
    if not words:
        return "list" if comma and paren else "chain"
    if words in lex.range_words or words in lex.cjk_range_words:
        return "range"
    if words in lex.list_words or words in lex.cjk_list_words:
        return "list"
    return None


def _place(
    part: re.Match[str], chain: list[str | None], depth: int, joint: str | None
) -> tuple[int, str] | None:
    """Return the level (0 paragraph, 1 point, 2 sub-point) and value of a part."""
    if part.group("cjk"):
        kind = part.group("cjk_kind")
        # Taiwan numbers 條 > 項 > 款 > 目, the mainland 条 > 款 > 项: a 款 in a
        # pinpoint writing 項 ("第1項第2款及第3款") is an item, one alone may be
        # either (a paragraph here, checked leniently against the lines).
        taiwan = kind == "款" and "項" in part.string
        level = 1 if taiwan else 0 if kind in "款項항" else 1
        number = cjk_number(part.group("cjk"))
        return (level, str(number)) if number else None
    if part.group("degree"):
        # "3°" of "art. L. 1234-1, 3°": a numbered item, the article's point; the
        # next of a list of them ("1° et 2°") too.
        listed = joint in ("list", "range")
        return (1, part.group("degree")) if depth < 1 or listed else None
    if part.group("absatz"):
        # "II" of "§ 622 II BGB": Absatz 2, written first or not at all.
        numeral = part.group("absatz")
        if depth >= 0 or numeral not in ROMAN_PARAGRAPHS:
            return None
        return 0, str(ROMAN_PARAGRAPHS.index(numeral) + 1)
    if part.group("bare"):
        # "f)" of "6 (1) f)", "§ 1 f)": the point of the paragraph just named; "z)"
        # of "letras a) y z)", the next point of a list.
        listed = depth == 1 and joint in ("list", "range")
        return (1, part.group("bare")) if depth == 0 or listed else None
    if part.group("word"):
        word = part.group("word").casefold()
        value = part.group("value").casefold()
        if word in INCISO_WORDS and part.group("value").isupper():
            # "inciso IX": item 9 of the article or its paragraph; an alínea
            # under it is not read (the passage lists its alíneas as points).
            number = roman_value(part.group("value"))
            return (1, str(number)) if number and depth < 1 else None
        if word == "alínea" and depth >= 1 and (chain[1] or "a")[0].isdigit():
            # "inciso IX, alínea a": a letter under an inciso, which the passage
            # lists as a point of the article; the check ends before it.
            return None
        if word in PARAGRAPH_WORDS:
            if value in default_lexicon().sole_words:
                # "parágrafo único", "§ única": the only paragraph, named so.
                return (0, SOLE) if depth < 0 else None
            if depth < 0 and part.group("value").isalpha() and len(value) == 1:
                # "الفقرة (أ)" (read "(a)"), "paragraph (a)": a letter names a point.
                return 1, value
            return 0, value
        if word in POINT_WORDS:
            # "Nr. 45 lit. c": a letter under a numbered item is a level below it
            # (_check_target reads it so where the lines show it, else as the
            # point it was); read in its place, the item was lost.
            below = value in _ROMAN or (value.isalpha() and _item(chain[1]))
            return (2 if depth >= 1 and below else 1), value
        return None
    value = (part.group("paren") or part.group("plain")).casefold()
    if joint == "chain":
        # "(1)(a)(ii)": each part one level down; "(a)" first is a point. Only a
        # roman numeral is a sub-point: the "(1)" of "(a)(1)" (42 U.S.C.) or of
        # "point (f) (1)" ends what can be checked.
        level = depth + 1 if depth >= 0 else (0 if value[0].isdigit() else 1)
        return (level, value) if level < 2 or level == 2 and value in _ROMAN else None
    # After a list or range word: the level of the part of the same kind.
    if value[0].isdigit():
        kind = [level for level in (0, 1) if (chain[level] or "x")[0].isdigit()]
    elif chain[2] is not None and (value in _ROMAN or _item(chain[1])):
        kind = [2]
    else:
        kind = [1] if chain[1] is not None and chain[1][0].isalpha() else []
    return (kind[-1], value) if kind else None


def _item(label: str | None) -> bool:
    """Return whether a point's label is a numbered item ("3" of "Nr. 3")."""
    return label is not None and label[:1].isdigit()


def _between(first: str | None, last: str, level: int) -> list[str]:
    """Return the labels strictly between first and last ("a", "d" -> b, c)."""
    if first is None:
        return []
    if first.isdigit() and last.isdigit():
        return [str(n) for n in range(int(first) + 1, int(last))][:MAX_RANGE]
    if level == 2 and first in _ROMAN and last in _ROMAN:
        return _ROMANS[_ROMANS.index(first) + 1 : _ROMANS.index(last)]
    if len(first) == len(last) == 1 and first.isalpha() and last.isalpha():
        return [chr(c) for c in range(ord(first) + 1, ord(last))][:MAX_RANGE]
    return []


# Example: "point 4" of "point 4(a)", "Nr. 2" of "Nr. 2 Buchst. b": a numbered point.
_NUMBERED_POINT_WORD_RE: Final = re.compile(
    r"(?P<word>[^\W\d_][\w.]*)[ \u00a0]?(?P<number>[0-9]{1,3})(?![0-9])"
)


def annex_pinpoint(part: str, pinpoint: str) -> str:
    """Return an annex's or schedule's pinpoint as the passage's lines number it.

    An annex numbers its points "1.", "2." and letters their sub-points, so "point
    4(a)" of Annex III is the line "4." and its "(a)": read as an article's point
    4, it could not be checked and a fabricated "point 4(e)" passed. The leading
    point word with its number becomes "(4)"; any other pinpoint stays as written.
    """
    if not part.startswith(("Annex ", "Schedule ")):
        return pinpoint
    numbered = _NUMBERED_POINT_WORD_RE.match(pinpoint)
    if numbered is None or numbered.group("word").casefold() not in POINT_WORDS:
        return pinpoint
    return f"({numbered.group('number')}){pinpoint[numbered.end() :]}"


def check_pinpoint(pinpoint: str | None, passages: Sequence[str]) -> PinpointCheck:
    """Return whether the passages contain every place the pinpoint names."""
    if not pinpoint:
        return PinpointCheck(False, True, None)
    if _US_PINPOINT_RE.fullmatch(pinpoint):
        nested = _check_outline(_PAREN_LABEL_RE.findall(pinpoint), passages)
        if nested is not None:
            return nested
    structure = structure_of(passages)
    if _BARE_ROMAN_RE.fullmatch(pinpoint):
        # "art. 7º, IX, da LGPD" names inciso IX where the article lists incisos;
        # "§ 622 II BGB" Absatz II. Against "§ 1º" paragraphs and no incisos shown
        # (a chunk of the article) it may be either: not checked.
        if structure.incisos:
            return _check_inciso(pinpoint, structure)
        if structure.marked:
            return PinpointCheck(False, True, None)
    targets, sentences = _targets(pinpoint)
    if not targets and not sentences:
        return PinpointCheck(False, True, None)
    checked, sure = False, True
    for target in targets:
        target = _lettered_item(target, structure)
        found, target_checked, target_sure = _check_target(target, structure)
        if not found:
            point = target.point if target.subpoint is not None else None
            detail = describe(structure, target.paragraph, point)
            return PinpointCheck(True, False, detail)
        checked, sure = checked or target_checked, sure and target_sure
    for paragraph, number in sentences:
        most = _sentence_count(structure, passages, paragraph)
        if most is None:
            continue
        if number > most:
            # A noun phrase, as describe()'s: explain() writes "§ 626 as given to
            # the model has at most 3 sentences in paragraph 2; ...".
            where = f" in paragraph {paragraph}" if paragraph else ""
            noun = "sentence" if most == 1 else "sentences"
            return PinpointCheck(True, False, f"at most {most} {noun}{where}")
        checked = True
    return PinpointCheck(checked and sure, True, None)


def _check_inciso(pinpoint: str, structure: Structure) -> PinpointCheck:
    """Return whether an article's incisos hold the one a bare Roman number names."""
    value = roman_value(pinpoint)
    found = value is not None and str(value) in _points_of(structure, "")
    detail = None if found else describe(structure, None)
    return PinpointCheck(True, found, detail)


def _sentence_count(
    structure: Structure, passages: Sequence[str], paragraph: str | None
) -> int | None:
    """Return the most sentences the paragraph may have, or None if unknown.

    Unknown: a paragraph of a passage not numbered, or none named in one that is
    ("§ 626 S. 2"), or a passage opening inside a paragraph (text before its
    first number), whose paragraph's other sentences another chunk may hold.
    """
    sentences = _sentence_counts(tuple(passages))
    if not structure.numbered:
        return sentences.get("") if paragraph is None else None
    if paragraph is None or sentences.get("", 0):
        return None
    return sentences.get(paragraph)


def _lettered_item(target: Target, structure: Structure) -> Target:
    """Return the place a numbered item's letter ("Nr. 45 lit. c") names.

    Where the article numbers no items, the item is its numbered paragraph:
    "Art. 3 Nr. 45 lit. c KI-VO" is definition (45), point (c) (read as the
    letter alone, which another definition has, a fabricated point passed).
    Else the lines list an item's letters among its paragraph's points ("§ 312
    Abs. 2 Nr. 1 lit. a"), so the letter is checked as the paragraph's point.
    """
    paragraph, point, subpoint = target
    if not (_item(point) and subpoint and not subpoint.isdigit()):
        return target
    paragraphs = structure.paragraphs
    items = any(_item(label) for labels in paragraphs.values() for label in labels)
    if paragraph is None and structure.numbered and not items:
        return Target(point, subpoint, None)
    return target if subpoint in _ROMAN else Target(paragraph, subpoint, None)


def _check_target(target: Target, structure: Structure) -> tuple[bool, bool, bool]:
    """Return (found, checked, sure) for one place against a passage's structure.

    Not sure: a sub-point whose label the passage holds only inside its
    sentences ("... of (i) the nature and (ii) ..."), no line opening with one;
    it is neither found nor failed.
    """
    paragraph, point, subpoint = target
    paragraphs = structure.paragraphs
    checked = False
    if paragraph is not None and structure.numbered:
        checked = True
        if paragraph not in paragraphs:
            return False, True, True
    elif paragraph is not None and structure.lines and paragraph.isdigit():
        # Paragraphs unnumbered, one a line: "alinéa 9" of six lines is none.
        checked = True
        if int(paragraph) > structure.lines:
            return False, True, True
    if point is None:
        return True, checked, True
    key = paragraph if paragraph is not None and structure.numbered else None
    points = _points_of(structure, key)
    if (
        paragraph is None
        and point[0].isdigit()
        and structure.numbered
        and not any(label[:1].isdigit() for label in points)
    ):
        # "البند 9 من المادة 80", "§ 4 Nr. 9": an item named with no paragraph,
        # in an article whose only numbering is one run "1-", "2-", ... (no
        # numbered items anywhere): that run is its items. Unchecked, a
        # fabricated item passed as verified. Lettered points under the run
        # leave it so: "Art. 4 Nr. 1 DSGVO" is the GDPR's definition (1), and
        # "Art. 3 Nr. 69 KI-VO" of the AI Act's 68 passed unchecked.
        found = point in paragraphs
        return found, True, True
    if not points:
        # The paragraph's lines show no points: "(1)(z)" is not checked below (1).
        return True, checked, False
    if point not in points:
        if all(label[:1].isdigit() != point[:1].isdigit() for label in points):
            # Items "1." where a letter is cited, or letters where an item is: a
            # level the lines do not show ("1. ... a) ..." written in one line).
            return True, checked, False
        return False, True, True
    if subpoint is None:
        return True, True, True
    subpoints = structure.subpoints.get((key or _owner(structure, point), point), [])
    if subpoint in subpoints:
        return True, True, True
    if not structure.subpoints and subpoint in structure.romans:
        return True, True, False
    return False, True, True


def _points_of(structure: Structure, paragraph: str | None) -> list[str]:
    """Return the points a paragraph may have (every point when None).

    Points a passage lists before any paragraph number continue a paragraph that
    another chunk of the article opens ("(c) ... (d) ... 2. ..." after a chunk
    ending at "(b)"): an article split between chunks at a point is common, and
    which paragraph they continue is unknown, so they may belong to any.
    """
    paragraphs = structure.paragraphs
    if paragraph is None:
        return [p for ps in paragraphs.values() for p in ps]
    if paragraph not in paragraphs:
        return []
    points = paragraphs[paragraph]
    continued = paragraphs.get("", []) if paragraph else []
    return points + [p for p in continued if p not in points] if continued else points


def _owner(structure: Structure, point: str) -> str:
    """Return the paragraph whose points hold point (a passage not numbered)."""
    return next((p for p, ps in structure.paragraphs.items() if point in ps), "")


def describe(
    structure: Structure, paragraph: str | None, point: str | None = None
) -> str:
    """Return the structure in words.

    Example: "paragraphs 1-3 and, in paragraph 1, points (a)-(f)"; with a point,
    its sub-points too: "..., and point (h) has sub-points (i)-(iii)".
    """
    parts: list[str] = []
    numbers = _in_order([p for p in structure.paragraphs if p])
    if structure.numbered and numbers == [SOLE]:
        parts.append("a sole paragraph (parágrafo único)")
    elif structure.numbered and numbers:
        noun = "paragraph" if len(numbers) == 1 else "paragraphs"
        parts.append(f"{noun} {_run(numbers)}")
    points = _in_order(
        _points_of(structure, (paragraph or "") if structure.numbered else None)
    )
    if points:
        noun = "item" if structure.degrees else "point"
        noun = "inciso" if structure.incisos else noun
        noun = noun if len(points) == 1 else f"{noun}s"
        where = (
            f"in paragraph {paragraph}, " if paragraph and structure.numbered else ""
        )
        if structure.incisos and not where and numbers:
            where = "in its caput, "
        # French items read "1°-3°", as the code writes them; points "(a)-(f)";
        # incisos "I, II, IX", in the Roman digits their lines carry.
        form = "{}°" if structure.degrees else "{}" if structure.incisos else "({})"
        parts.append(f"{where}{noun} {_run(points, form, structure.incisos)}")
    beyond = paragraph is not None and paragraph.isdigit()
    if not structure.numbered and beyond and int(paragraph or 0) > structure.lines > 0:
        # "points (1)-(3) in at most 5 unnumbered paragraphs": one a line.
        lines = f"at most {structure.lines} unnumbered paragraphs"
        parts = [f"{parts[0]} in {lines}"] if parts else [lines]
    if not parts:
        return "no numbered paragraphs or points"
    described = " and, ".join(parts)
    if point is None or point not in points:
        return described
    key = paragraph if paragraph and structure.numbered else _owner(structure, point)
    subpoints = structure.subpoints.get((key, point), [])
    if not subpoints:
        return f"{described}, and point ({point}) has no sub-points"
    noun = "sub-point" if len(subpoints) == 1 else "sub-points"
    return f"{described}, and point ({point}) has {noun} {_run(subpoints, '({})')}"


def _in_order(labels: list[str]) -> list[str]:
    """Return labels in their article's order: the chunks may come in any order.

    Numbers go by value ("2" before "10", "1a" after "1"), letters by length then
    alphabet ("z" before "aa"); a list mixing other labels keeps its own order.
    """
    if all(label[:1].isdigit() for label in labels):
        return sorted(labels, key=_numeric_order)
    if all(label.isalpha() and label.isascii() for label in labels):
        return sorted(labels, key=lambda label: (len(label), label))
    return labels


def _numeric_order(label: str) -> tuple[int, str]:
    number = _LEADING_NUMBER_RE.match(label)
    return (int(number[0]) if number else 0, label)


def _run(labels: list[str], form: str = "{}", roman: bool = False) -> str:
    """Return "1-3" for a run of labels, "1, 2, 4" otherwise, each written as form.

    form is "{}" for paragraphs, "({})" for points ("(a)-(f)"), "{}°" for French
    items ("1°-3°"); with roman, numbers are written in Roman digits ("I-III").
    """

    def wrap(label: str) -> str:
        return form.format(to_roman(int(label)) if roman and label.isdigit() else label)

    consecutive = all(
        len(a) == len(b) == 1
        and ord(b) == ord(a) + 1
        or a.isdigit()
        and b.isdigit()
        and int(b) == int(a) + 1
        for a, b in zip(labels, labels[1:], strict=False)
    )
    if consecutive and len(labels) > 2:
        return f"{wrap(labels[0])}-{wrap(labels[-1])}"
    return ", ".join(wrap(label) for label in labels)


# A United States code section nests its subdivisions four deep, each level with
# its own kind of label: "(a)" subsection, "(1)" paragraph, "(A)" subparagraph,
# "(i)" clause, "(I)" subclause ("42 U.S.C. § 2000e-2(a)(1)", "29 U.S.C. §
# 2612(a)(1)(E)"). Deeper than paragraph and point, it is read as an outline.
_US_PINPOINT_RE: Final = re.compile(
    r"\([a-z]{1,2}\)\([0-9]{1,3}\)(?:\([A-Za-z]{1,5}\)){0,3}"
)
_PAREN_LABEL_RE: Final = re.compile(r"\(([0-9A-Za-z]{1,5})\)")
# Example: "(a) In general", "(1)(A) Because", "  (ii) the".
_OUTLINE_LINE_RE: Final = re.compile(
    r"[ \t]*((?:\((?:[a-z]{1,2}|[0-9]{1,3}|[A-Z]{1,2}|[ivx]{1,5}|[IVX]{1,5})\)"
    r"[ \t\u00a0]?){1,4})"
)
_ROMAN_UPPER: Final = frozenset(numeral for numeral in ROMAN_PARAGRAPHS[:15])


def _check_outline(path: list[str], passages: Sequence[str]) -> PinpointCheck | None:
    """Check a US pinpoint level by level against the passages' outline.

    None when the passages show no subdivision under the pinpoint's first one:
    then the paragraph-and-point check applies. A level the passages show no
    subdivisions of is not claimed as checked below it.
    """
    children = _outline(tuple(passages))
    if not children.get((path[0],)):
        return None
    for depth in range(1, len(path)):
        under = children.get(tuple(path[:depth]))
        if not under:
            return PinpointCheck(False, True, None)
        if path[depth] not in under:
            where = "".join(f"({label})" for label in path[:depth])
            has = _run(under, "({})")
            return PinpointCheck(True, False, f"{has} under {where}")
    return PinpointCheck(True, True, None)


@lru_cache(maxsize=512)
def _outline(passages: tuple[str, ...]) -> dict[tuple[str, ...], list[str]]:
    """Return each subdivision's path -> the labels of the subdivisions under it.

    A label's kind places it: a level of a later kind nests in the one before,
    one of the same or an earlier kind closes it. A lower-case roman numeral is a
    clause under a subparagraph ("(A)" then "(i)"), else a letter ("(h)" then
    "(i)"); an upper-case one is a subclause under a clause.
    """
    children: dict[tuple[str, ...], list[str]] = {}
    for passage in passages:
        stack: list[tuple[int, str]] = []
        for line in passage.splitlines():
            opening = _OUTLINE_LINE_RE.match(line)
            if opening is None:
                continue
            for label in _PAREN_LABEL_RE.findall(opening.group(1)):
                kind = _outline_kind(label, stack[-1][0] if stack else -1)
                while stack and stack[-1][0] >= kind:
                    stack.pop()
                parent = tuple(entry[1] for entry in stack)
                siblings = children.setdefault(parent, [])
                if label not in siblings:
                    siblings.append(label)
                stack.append((kind, label))
    return children


def _outline_kind(label: str, deepest: int) -> int:
    """Return a label's level kind: 0 "(a)", 1 "(1)", 2 "(A)", 3 "(i)", 4 "(I)"."""
    if label.isdigit():
        return 1
    if label.islower():
        return 3 if label in _ROMAN and deepest >= 2 else 0
    return 4 if label in _ROMAN_UPPER and deepest >= 3 else 2
