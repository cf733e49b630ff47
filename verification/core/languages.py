"""The words of citations, per language, read from ``data/languages/*.json``.

The words are data, not code: each table lists a language's article keywords
("Article", "§", "المادة"), pinpoint words ("Abs.", "para.", "khoản", "الفقرة"),
connectors ("of the", "du", "من"), determiners and anaphors ("this Regulation",
"النظام"), the head words that make a name a statute ("Act", "Code", "نظام"), list
and range words, and stop words for the support score. Adding a language is adding
a table (and its tests); this module merges every table into one ``Lexicon``.

Keys of a table (all optional but ``code``):
``article_keywords`` strong provision words: a bare "Article 9" is a citation;
``section_keywords`` {word: display} weak ones ("section", "rule"): a citation only
with a law, or after the answer named one (display "§": a code's name written where
"§" would be, "42 U.S.C. 1983", "29 CFR 825.110", whose title number before it makes
the law); ``case_sensitive_keywords`` those that
match only as written ("s." is a section, "S." a German Satz); ``plural_keywords``
those that open a comma list ("Articles 5, 6"); ``elisions`` ("l'" in "l'article");
``document_words`` (a name holding "contract", "NDA", "regulamin", "الداخلية", or a
phrase such as "house rules", "employee code", "nội quy", is a private document,
not a law, unless the evidence or catalogue knows it; a Chinese or Japanese name
ending in one, "就業規則", "员工手册", is one too);
``possessives`` ("your", "Ihres": a document
someone owns is no law);
``pinpoint_words``; ``connectors``; ``determiners`` (before the head: "the
aforementioned Regulation", "der vorliegenden Verordnung"); ``postposed_determiners``
(after it, as French writes them: "du règlement précité", "de la loi susvisée");
``law_heads`` (a name ending in
one is a statute: "Employment Rights Act"); ``law_head_suffixes`` (compounds:
"Kündigungsschutzgesetz"); ``law_heads_first`` (a name starting with one: "Code
civil", "نظام العمل"); ``anaphor_words`` (whole phrases naming the law in hand:
"本法", "同法", "Bộ luật này", "Undang-Undang ini", of any number of words);
``list_words``; ``range_words``; ``ibid`` ("ibid.", "ebd.", "a.a.O.", "tamże": the
place cited just before, its pinpoint after it, "ebd., Abs. 3", or before it, "Abs. 2
a.a.O."); ``stop_words``; ``number_words``
("No.", "رقم": a word for "number" between a provision word and its number,
"Article No. (80)", "المادة رقم 80", as Gulf statutes and their translations write
it; matched as written); for Chinese, Japanese
and Korean ``cjk_article`` (a word or a list: "条" and the traditional "條"),
``cjk_paragraph``, ``cjk_point``, ``cjk_law_suffixes`` and
``cjk_lead_words`` ("根据": words that open a phrase, never a law's name);
``cjk_same_article_words`` ("같은 조", "同条", "本条": the article just cited,
read with the pinpoint after them, "같은 조 제2항"); ``same_article_words`` ("that
Article", "thereof", "derselben Vorschrift", "du même article": the article cited
just before, read with the pinpoint before them, "paragraph 6 of that Article");
``cjk_ordinal`` the word before an article's number ("第", the default; Korean
"제": "제17조제1항제2호") and ``cjk_branch`` the word joining a later-inserted
article's branch number ("の", "之", the default; Korean "의": "제17조의2" is 17-2);
``cjk_spaced`` (true for Korean, whose names are written in words, "개인정보 보호법
제17조"): a space may stand before a pinpoint part ("제17조 제1항"); and
``cjk_name_particles`` ("의": "개인정보 보호법의 제17조"), a particle a name may end
with before its reference;
``cjk_title_words`` ("に関する": a name holding one is a title, "個人情報の保護に関する
法律", whose hiragana are its own, not particles before it); ``cjk_list_words`` and
``cjk_range_words`` ("和", "至": "第13条和第15条" cites two articles of one law;
"제1항제1호 및 제2호" two items of one paragraph) and ``cjk_range_ends`` ("까지",
"まで": the word closing a range, "제1호부터 제3호까지");
``ordinal_words`` (word -> number: "eerste lid" is "lid 1");
``lead_in_words`` labels that introduce a citation and say nothing themselves
("Source:", "See", "Vgl.", "المصدر:"): a citation after one still stands alone;
``division_words`` ("chapter", "annex", "chapitre", "Kapitel"): a weak keyword just
after one ("Chapter III, Section 2") names a subdivision of that division, not a
provision, in a law the catalogue numbers by another keyword;
``self_reference_words`` ("above", "below"): a weak keyword's provision followed by
one ("section 3 above") is the answer's own, not a law's (a table with weak keywords
lists them);
``aside_words`` ("legal advice", "not a lawyer", "keine Rechtsberatung", "avis
juridique", "استشارة قانونية"; "I hope this helps", "n'hésitez pas"; "you asked",
"Sie fragen"): a sentence holding one is the assistant speaking for itself, a
disclaimer, a courtesy or the question restated ("This is not legal advice.", "Let
me know if you have any other questions."), no claim of the law, never listed as
uncited;
``article_subdivisions`` ("section", "sec."): weak keywords that, written just after
an article's number with at most a comma between ("Article 17, Section 3", "GDPR
article 17 section 1 (a)"), name a subdivision of that article, its pinpoint, not
another provision of its law;
``part_keywords`` {word: kind} ("recital": "Recital", "Anhang": "Annex"): the
words naming a law's parts that are no articles, its recitals, annexes and
schedules, each cited by a number ("Recital 39", "Annex III"; articles.py);
``ordinal_part_keywords`` {word: kind} ("amendment": "Amendment"), ``part_ordinals``
(word -> number, "fourteenth": 14) and ``ordinal_suffixes`` ("th": "14th"): the parts
a law numbers by an ordinal written before their word, "the Fourteenth Amendment",
"the 1st and 14th Amendments";
``clause_words`` ("clause", "cl."): the clause of a section that pinpoints a
Roman-numbered provision ("Article I, Section 8, Clause 3", "art. III, § 2, cl. 1");
``part_instruments`` {kind: head} ("Amendment": "constitution"): the kind of
instrument a part of that kind written without its law belongs to, resolved as "the
Constitution" is ("the First Amendment" after the GDPR is no part of the GDPR);
``ordinal_numbers`` (Arabic: ``units``, ``teen_words``, ``tens``, ``and``, ``after``,
``hundreds``): the words of an article numbered in words, "المادة الثمانون" (80),
"الحادية والثمانون بعد المائتين" (281), read after the table's article keywords;
``part_connectors`` ("to the": "Schedule 1 to the Data Protection Act 2018"),
words joining a part to its law that join no article to one;
``former_words`` ("formerly", "anc.", "ehemals"; "(ex", which counts only in
brackets just after a citation, as Italian "ex art. 2043 c.c." means "under"): a
provision just after one is the old number of the one cited before it ("Article 101
TFEU (ex Article 81 TEC)", "article 1240 du Code civil (anc. art. 1382)"), no citation
of the evidence, and the law it names is no law named for the references after it;
``following_words`` ("ff.", "et seq.", "et s.", "y ss.", "e segg.", "e.v.": "and
the following", between a provision and its law, which still cites it);
``name_prefixes`` ("中华人民共和国": a law's official title opens with the state's
name, "《中华人民共和国个人信息保护法》", which its short title, the evidence's
label, leaves out: labels are compared without it);
``jurisdiction_suffixes`` ("Cth", "NSW": "Fair Work Act 2009 (Cth)" is the Fair
Work Act 2009; labels are compared without such a suffix);
``point_letters`` (Arabic "أبجدهوزحطي"): the letters a language numbers an
article's points with, in order, read as "a", "b", ... ("الفقرة (أ)" is point (a),
and a passage's line "ب- ..." its point (b));
``quantity_words`` ("million", "Mio.", "%", "days"): an amount or a period after a
number, which is then no pinpoint's value ("Art. 83 Abs. 5 – 20 Mio. EUR");
``spelling_variants`` {word: spelling} ("labor": "labour"): one law spelt two ways
("Labor Law", "Labour Law"); labels are compared with each word in one spelling;
``subject_words`` ("tentang", "về"): the word opening the subject a numbered law's
title ends with ("UU No. 13 Tahun 2003 tentang Ketenagakerjaan", "Nghị định
13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân"): labels are compared without it, the
number naming the law;
``year_words`` ("năm", "tahun"): the word for "year" some languages write before a
statute's year ("Bộ luật Lao động năm 2019", "UU No. 13 Tahun 2003"): labels are
compared without it, and a name read up to its year takes both;
``relative_anaphors`` {word: rank} ("latter": 1, "former": 2): "Article 50 of the
latter" cites the law named last, "of the former" the one named before it;
``sole_words`` ("único", "unico", "unique"): the word a pinpoint names an
article's only paragraph by ("art. 477, parágrafo único", "§ único": a Brazilian
article's sole paragraph, its line "Parágrafo único."), in place of a number;
``instrument_stems`` ("charter", "trattato", "konstytuc"): stems of the heads that
name a kind of instrument of its own, a treaty, charter, convention, protocol or
constitution, which is never "the Regulation" or "the Act" under another name: an
anaphor with such a head ("della Costituzione") resolves to the law named last only
when one of that law's names holds the stem.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

TABLES: Final = Path(__file__).resolve().parent / "data" / "languages"


@dataclass(frozen=True, slots=True)
class Keyword:
    """A provision word: how explanations name it, and how strongly it cites."""

    display: str
    strong: bool
    plural: bool


@dataclass(frozen=True, slots=True)
class OrdinalNumbers:
    """A language's ordinal number words, for articles numbered in words.

    Arabic statutes number their articles "المادة الثمانون" (the eightieth),
    "الحادية والثمانون بعد المائتين" (281): a unit, "عشر"/"عشرة" for a teen, "و" and
    a ten, then "بعد" (after) and a hundred.
    """

    units: dict[str, int]
    teens: frozenset[str]
    tens: dict[str, int]
    conjunction: str
    after: str
    hundreds: dict[str, int]

    def read(self, words: list[str]) -> tuple[int, int]:
        """Return (value, words read) of the ordinal opening words; (0, 0) if none."""
        value, read = 0, 0
        first = words[0] if words else ""
        if first in self.units:
            value, read = self.units[first], 1
            if read < len(words) and words[read] in self.teens:
                value, read = value + 10, read + 1
            elif read < len(words) and value < 10:
                ten = words[read]
                if ten.startswith(self.conjunction):
                    tens = self.tens.get(ten[len(self.conjunction) :])
                    if tens is not None:
                        value, read = value + tens, read + 1
        elif first in self.tens:
            value, read = self.tens[first], 1
        elif first in self.hundreds:
            return self.hundreds[first], 1
        if value and read + 1 < len(words) and words[read] == self.after:
            hundred = self.hundreds.get(words[read + 1])
            if hundred is not None:
                value, read = value + hundred, read + 2
        return value, read


@dataclass(frozen=True, slots=True)
class Lexicon:
    """Every language's words, merged and compiled once."""

    codes: tuple[str, ...]
    keywords: dict[str, Keyword]
    exact_keywords: dict[str, Keyword]
    strong_keywords: frozenset[str]
    number_re: re.Pattern[str]
    elisions: tuple[str, ...]
    pinpoint_re: re.Pattern[str]
    pinpoint_more_re: re.Pattern[str]
    pinpoint_joints: frozenset[str]
    connector_re: re.Pattern[str]
    list_re: re.Pattern[str]
    range_re: re.Pattern[str]
    # " et L. 1234-2", ", R. 4": the next item of a list of a code's articles.
    code_list_re: re.Pattern[str]
    determiners: frozenset[str]
    postposed_determiners: frozenset[str]
    possessives: frozenset[str]
    document_words: frozenset[str]
    document_phrases: tuple[str, ...]
    cjk_documents: tuple[str, ...]
    pinpoint_word_re: re.Pattern[str]
    pinpoint_words: frozenset[str]
    list_words: frozenset[str]
    range_words: frozenset[str]
    leading_pinpoint_re: re.Pattern[str]
    heads: frozenset[str]
    head_suffixes: tuple[str, ...]
    heads_first: frozenset[str]
    anaphors: frozenset[str]
    anaphor_size: int
    ibid: frozenset[str]
    stop_words: frozenset[str]
    stop_words_by_language: dict[str, frozenset[str]]
    cjk_re: re.Pattern[str]
    cjk_law_ends: frozenset[str]
    # "条", "條", "조": the words closing an article's number ("第17条").
    cjk_articles: tuple[str, ...]
    cjk_paragraph: frozenset[str]
    cjk_lead_words: tuple[str, ...]
    cjk_title_words: tuple[str, ...]
    cjk_list_words: frozenset[str]
    ordinals: dict[str, int]
    ordinal_re: re.Pattern[str]
    cjk_range_words: frozenset[str]
    # " 및 제2호", "부터 제3호까지", "和第2款" after a pinpoint: more parts of it.
    cjk_pinpoint_more_re: re.Pattern[str]
    # "같은 조 제2항", "同条第2項": a pinpoint of the article just cited (None if
    # no table has such words).
    cjk_same_re: re.Pattern[str] | None
    # "same_article_words" ("that Article", "thereof", "du même article"): the
    # words, and a pinpoint written before them ("paragraph 6 of that Article");
    # None if no table has such words.
    same_article_words_re: re.Pattern[str] | None
    same_article_re: re.Pattern[str] | None
    # Each same-article phrase's last word, lower-cased -> the phrases it ends,
    # and the letters ending the word before it in them ("t" of "that article";
    # None where a phrase is one word): found by str.find, a search a pattern of
    # alternatives cannot match in speed.
    same_article_ends: dict[str, tuple[tuple[str, ...], frozenset[str] | None]]
    cjk_law_re: re.Pattern[str]
    lead_in_re: re.Pattern[str]
    # The first word of each lead-in, folded: a cheap test before lead_in_re.
    lead_in_firsts: frozenset[str]
    division_re: re.Pattern[str]
    # "Title VII", "Chapter III", "Part X" at a position, before a connector.
    division_of_re: re.Pattern[str]
    # " ff.", " et seq.", " et s.", " y ss.": "and following", before the law.
    following_re: re.Pattern[str]
    # "中华人民共和国": a state's name opening a law's official title, folded.
    name_prefixes: tuple[str, ...]
    # "latter" -> 1 (the law named last), "former" -> 2 (the one named before it).
    relative_anaphors: dict[str, int]
    # "charter", "trattato": stems of the heads naming an instrument of a kind.
    instrument_stems: tuple[str, ...]
    # The one-word connectors, folded: "dei", "des", "van".
    connector_words: frozenset[str]
    # " (Cth)", " (NSW)" at a label's end: where a law was made, not its name.
    jurisdiction_re: re.Pattern[str]
    # "labor" -> "labour": a word spelt two ways, folded in labels; and its pattern.
    spellings: dict[str, str]
    spelling_re: re.Pattern[str]
    # The display of every weak keyword ("section", "regulation", "rule").
    weak_displays: frozenset[str]
    # What may open a pinpoint, its joints, a range or a list, and the keywords:
    # prose reads none of them after an item whose next word is in none of these.
    next_words: frozenset[str] = frozenset()
    # Example: " und 2" in "Abs. 1 und 2", " et 2" in "par. 1 et 2", " und b" in
    # "lit. a und b": a worded part's value listed again without its word.
    pinpoint_value_re: re.Pattern[str] = re.compile("(?!)")
    # Example: " Tage" after "10", " months" after "3": an amount or a period.
    quantity_re: re.Pattern[str] = re.compile("(?!)")
    # Example: " und" in "Abs. 1 und Abs. 5", ", and" in "para. 1, and para. 3": a
    # list or range word before the worded part's word written again.
    pinpoint_again_re: re.Pattern[str] = re.compile("(?!)")
    # "above", "below", folded: "section 3 above" is the answer's own.
    self_references: frozenset[str] = frozenset()
    # Folded phrasings of an aside ("not legal advice", "i hope this helps"), by
    # their longest word ("advice", "helps"): a sentence is searched for a phrase
    # only when it holds that word, one set intersection in C for most sentences.
    aside_phrases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # "section", folded: after an article's number, the article's subdivision.
    article_subdivisions: frozenset[str] = frozenset()
    # Example: "(ex " or "anciennement " just before "Article 81 TEC": a former
    # number, searched for in the few characters before a provision word.
    former_re: re.Pattern[str] = re.compile("(?!)")
    # Folded part word -> the kind of part it names: "recital", "erwägungsgrund"
    # -> "Recital"; "annex", "anhang" -> "Annex" (articles.PART_KINDS).
    parts: dict[str, str] = field(default_factory=dict)
    # Example: "Recital 39", "Annex III", "Erwägungsgründe 39": a part word and
    # the number after it.
    part_re: re.Pattern[str] = re.compile("(?!)")
    # Example: " and 40" of "Recitals 39 and 40", " to XIII", ", Annex V": the next
    # part of a list or range (group "range" set for a range).
    part_more_re: re.Pattern[str] = re.compile("(?!)")
    # Example: " to the " of "Schedule 1 to the Data Protection Act 2018": the
    # words joining a part to its law that join no article to one.
    part_connector_re: re.Pattern[str] = re.compile("(?!)")
    # Example: "Article" of "Article17 GDPR", "Artikel" of "Artikel17 DSGVO": a
    # strong keyword of letters alone, its number typed against it.
    glued_keyword_re: re.Pattern[str] = re.compile("(?!)")
    glued_keyword_end_re: re.Pattern[str] = re.compile("(?!)")
    # Example: "Fourteenth Amendment", "First and Fourteenth Amendments", "14th
    # Amendment": ordinals (group "ordinals") and the part word after them (group
    # "word", a key of ordinal_parts); part_ordinals gives each ordinal's number.
    ordinal_part_re: re.Pattern[str] = re.compile("(?!)")
    ordinal_parts: dict[str, str] = field(default_factory=dict)
    # Example: "Amendment": one of ordinal_parts' words, looked for first (cheap).
    ordinal_part_word_re: re.Pattern[str] = re.compile("(?!)")
    # Part kind -> the head of the instrument it belongs to ("Amendment" ->
    # "constitution"): the anaphor a part written without its law resolves as.
    part_instruments: dict[str, str] = field(default_factory=dict)
    # Example: "Article I", "art. III", "amend. XIV": a strong article keyword, or
    # the word of a part numbered by ordinals, and a Roman number (group "roman").
    roman_provision_re: re.Pattern[str] = re.compile("(?!)")
    # Example: ", Section 1" and ", § 2, cl. 1" after "the Fourteenth Amendment" or
    # "Article I": a section (article_subdivisions) and its clause (clause_words),
    # the provision's pinpoint (group "pinpoint").
    section_pinpoint_re: re.Pattern[str] = re.compile("(?!)")
    # Example: "Section 1 of the " before "Fourteenth Amendment": one written before.
    section_pinpoint_before_re: re.Pattern[str] = re.compile("(?!)")
    part_ordinals: dict[str, int] = field(default_factory=dict)
    # The ordinal number words of the languages that number articles in words,
    # and the strong keywords of those languages ("المادة"): a provision word
    # before an ordinal ("المادة الثمانون"), tried where no digit follows it.
    ordinals_by_keyword: dict[str, OrdinalNumbers] = field(default_factory=dict)
    ordinal_keyword_re: re.Pattern[str] = re.compile("(?!)")
    # "No.", "رقم" as written: "Article No. 80" is Article 80 (number_words).
    number_words: frozenset[str] = frozenset()
    # Letters numbering points in other scripts -> "a", "b", ...: "أ" -> "a".
    point_letters: dict[str, str] = field(default_factory=dict)
    # "năm", "tahun", folded: the word for "year" before a statute's year.
    year_words: frozenset[str] = frozenset()
    # Example: "năm " of "Bộ luật Lao động năm 2019" (folded): dropped in labels.
    year_word_re: re.Pattern[str] = re.compile("(?!)")
    # Example: " tentang ketenagakerjaan" of "uu no. 13 tahun 2003 tentang
    # ketenagakerjaan" (folded): a numbered law's subject, dropped in labels.
    subject_re: re.Pattern[str] = re.compile("(?!)")
    # The ibid words as a pattern: "ibid.", "ebd.", "a.a.O." (never "(?!)" twice).
    ibid_re: re.Pattern[str] = re.compile("(?!)")
    # Lower-cased pieces one of which every ibid word holds ("ibid", "ebd"): a
    # cheap test before ibid_re, a pattern of alternatives slow to try everywhere.
    ibid_stems: tuple[str, ...] = ()
    # The same for the words of parts numbered by an ordinal ("amendment").
    ordinal_part_stems: tuple[str, ...] = ()
    # "único", "unico", folded: a pinpoint's value naming an only paragraph.
    sole_words: frozenset[str] = frozenset()
    # The same as an alternation, for patterns ("(?!)" when no table has one).
    sole_alternation: str = "(?!)"


def load_tables(directory: Path = TABLES) -> list[dict[str, Any]]:
    """Return every language table of directory, in file-name order."""
    tables = []
    for path in sorted(directory.glob("*.json")):
        table = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(table, dict) or not isinstance(table.get("code"), str):
            raise ValueError(f"{path.name}: a table is an object with a code")
        tables.append(table)
    return tables


def _words(tables: Iterable[dict[str, Any]], key: str) -> list[str]:
    """Return the words every table lists under key, in order, without repeats."""
    found: dict[str, None] = {}
    for table in tables:
        value = table.get(key, [])
        found.update(dict.fromkeys(value if isinstance(value, list) else value))
    return list(found)


# A word, as the aside phrases are indexed by and sentences split into.
WORD_RE: Final = re.compile(r"\w+")


def _by_longest_word(phrases: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Return the folded phrases keyed by their longest word ("advice": (...))."""
    found: dict[str, list[str]] = {}
    for phrase in phrases:
        folded = phrase.casefold()
        longest = max(WORD_RE.findall(folded), key=len)
        found.setdefault(longest, []).append(folded)
    return {word: tuple(group) for word, group in found.items()}


def _as_list(value: str | list[str]) -> list[str]:
    """Return a table's word or list of words as a list ("条" is ["条"])."""
    return [value] if isinstance(value, str) else value


def _alternation(words: Iterable[str]) -> str:
    """Return a regex alternation of words, longest first, each escaped."""
    ordered = sorted(set(words), key=lambda word: (-len(word), word))
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in ordered)


def _keywords(
    tables: list[dict[str, Any]],
) -> tuple[dict[str, Keyword], dict[str, Keyword]]:
    """Return the keyword maps: folded spelling -> Keyword, and exact spelling."""
    plurals = {word.casefold() for word in _words(tables, "plural_keywords")}
    exact = set(_words(tables, "case_sensitive_keywords"))
    folded: dict[str, Keyword] = {}
    as_written: dict[str, Keyword] = {}
    for table in tables:
        entries = [
            (w, "§" if "§" in w else "Article", True)
            for w in table.get("article_keywords", [])
        ]
        entries += [(w, d, False) for w, d in table.get("section_keywords", {}).items()]
        for word, display, strong in entries:
            keyword = Keyword(display, strong, word.casefold() in plurals)
            if word in exact:
                as_written[word] = keyword
            else:
                folded.setdefault(word.casefold(), keyword)
    return folded, as_written


# Unicode digits a provision number may be written in (ASCII, Arabic-Indic).
DIGITS: Final = "0-9\u0660-\u0669\u06f0-\u06f9"
# What may stand just before a provision number: a gap, "§", a code's letter ("L1234")
# or a dot ("Art.5"). Every one is below U+0100 (prose.py finds them in latin-1).
NUMBER_OPENERS: Final = " \t\u00a0(§LRD."
# What may stand between a provision word and its number: "Article 17", "Art (17)".
_GAP: Final = r"[ \t\u00a0(]"
DOT: Final = r"\."
# The most spaces or brackets between a provision word and its number ("Art (17)").
MAX_GAP: Final = 4


# What number_re takes a number word for: any keyword (only its spelling is used).
_NUMBER_WORD: Final = Keyword("Article", True, False)
# The length of the commonest provision words ("Article", "Section", "Artikel").
_COMMONEST_LENGTH: Final = len("Article")


def _keyword_behind(words: Iterable[tuple[str, Keyword, bool]]) -> list[str]:
    """Return the alternations of words, one per length (look-behinds are fixed-width).

    Each entry is (word, keyword, as written): a word matched as written keeps its
    case ("s." is a section, "S." a German Satz), the others match in any case. A
    word starting with a letter must start a word ("l'article", not "xarticle").
    """
    by_length: dict[int, list[str]] = {}
    for word, _, written in words:
        escaped = re.escape(word)
        edge = r"\b" if word[0].isalnum() else ""
        by_length.setdefault(len(word), []).append(
            f"{edge}{escaped}" if written else f"{edge}(?i:{escaped})"
        )
    # The engine tries the look-behinds one length after another until one holds;
    # they consume nothing, so their order changes no match, only its cost. Most
    # references are written "Article" or "Section" (seven letters): that length
    # first spares a common match the failed tries of every shorter length.
    order = sorted(by_length, key=lambda size: (size != _COMMONEST_LENGTH, size))
    return ["|".join(sorted(by_length[size])) for size in order]


# Example: "개인정보", "보호법": Korean syllables (Hangul, not ideographs).
HANGUL: Final = "\uac00-\ud7a3"


def _is_hangul(char: str) -> bool:
    """Return whether char is a Korean syllable."""
    return "\uac00" <= char <= "\ud7a3"


def _is_cjk(char: str) -> bool:
    """Return whether char is a Chinese or Japanese ideograph or kana, or Hangul."""
    return (
        "\u3040" <= char <= "\u30ff" or "\u3400" <= char <= "\u9fff" or _is_hangul(char)
    )


def _cjk_opening(ordinal: str, joiners: list[str], law_ends: set[str]) -> str:
    """Return the pattern of an ordinal opening a reference ("第", "제").

    Not the "第2条" of "第1条第2条" nor the 제 of "문제": an ideograph or a Hangul
    syllable before the ordinal is the end of a law's name ("法第", "법제") or the
    reference is none of the law's. After a joiner ending in the same script
    ("第13条和第15条"), the ordinal opens a reference too.
    """
    hangul = _is_hangul(ordinal)
    after_joiner = "".join(
        f"| (?<={re.escape(word)}{ordinal}) "
        for word in joiners
        if (_is_hangul(word[-1]) if hangul else "\u3400" <= word[-1] <= "\u9fff")
    )
    return (
        f"{ordinal} (?: (?<![\u3400-\u9fff{HANGUL}]{ordinal})"
        f" | (?<=[{_chars(law_ends)}]{ordinal}) {after_joiner} ) [ ]?"
    )


def _chars(chars: Iterable[str]) -> str:
    """Return chars, either case, as the inside of a character class, each escaped."""
    every = {case for char in chars for case in (char, char.upper(), char.lower())}
    return "".join(re.escape(char) for char in sorted(every) if len(char) == 1)


def _number_re(
    keywords: dict[str, Keyword],
    exact: dict[str, Keyword],
    number_words: Iterable[str] = (),
) -> re.Pattern[str]:
    """Return the pattern of a number written just after a provision word.

    Example: "17" in "Article 17", "Art (17)" or "§17", "5" in "Art.5", "1234" in
    "article L1234" or "art. L. 1234" (a code's letter prefix, after a strong
    keyword and a space). The engine checks the word before, in C: a number no
    keyword precedes ("1 1 1", "1. 2.", "(1)(1)(1)", most numbers of an answer) is
    never returned, so hostile input costs no Python per number. At most
    MAX_GAP spaces or brackets stand between the word and its number.

    Cost: the pattern opens with the digit, so the engine skips in C from digit
    to digit (far rarer in prose than spaces); the digit after another, or after
    a letter, fails the first look-behind; the keywords are tried only after two
    character classes let them.
    """
    words = [(w, k, False) for w, k in keywords.items()]
    words += [(w, k, True) for w, k in exact.items()]
    # "No." of "Article No. 80": let the number through as if a keyword preceded
    # it; prose.py then looks for the provision word before "No." (never there in
    # "Law No. 33", which is left unread as before).
    words += [(w, _NUMBER_WORD, True) for w in number_words]
    every = _keyword_behind(words)
    # "Art.5", "s.47B": a keyword ending in a dot may touch its number.
    dotted = _keyword_behind([w for w in words if w[0].endswith(".")])
    strong = _keyword_behind([w for w in words if w[1].strong])
    codes = [f"(?:{group})[ \u00a0][LRD]" for group in strong]
    # A first test of the two characters before the gap, one class each: "1 1 1"
    # and "1. 2. 3." fail it at once, before any keyword is tried.
    ends = [word[-2:] for word, _, _ in words if len(word) > 1]
    last = f"[{_chars(e[1] for e in ends)}]"
    pair = f"[{_chars(e[0] for e in ends)}]{last}"
    # "article L1234": a strong keyword's last character, a space, the letter.
    letter = rf"{last}[ \u00a0][LRD]"
    # "s 94" (Australian and UK style): a one-letter keyword, tried after its letter.
    singles = [w for w in words if len(w[0]) == 1 and w[0] != "§"]
    single = _keyword_behind(singles)
    single_class = f"[{_chars(w[0] for w in singles)}]" if singles else "(?!)"
    digit = f"[{DIGITS}]"
    gaps = []
    for size in range(1, MAX_GAP + 1):
        gap = _GAP * size + digit
        # One test per gap size first: what precedes the gap may end a keyword.
        enders = [*(e[1] for e in ends), *(w[0] for w in singles), "§", "L", "R", "D"]
        ending = f"[{_chars([*enders, '.'])}]"
        choices = [
            f"(?<={pair}{gap}) (?: {_behind(every, gap)} )",
            f"(?<={single_class}{gap}) (?: {_behind(single, gap)} )",
            f"(?<=§{gap})",
            f"(?<={letter}{gap}) (?: {_behind(codes, gap)} )",
            f"(?<={letter}{DOT}{gap}) (?: {_behind(codes, DOT + gap)} )",
        ]
        gaps.append(f"(?<={ending}{gap}) (?: {'|'.join(choices)} )")
    return re.compile(
        rf"""
        (?P<digits> {digit} (?<=[{re.escape(NUMBER_OPENERS)}]{digit})
          (?: (?<=§{digit})
            | (?<=[LRD]{digit}) (?<={letter}{digit}) (?: {_behind(codes, digit)} )
            | (?<={DOT}{digit})
              (?: {_behind(dotted, digit)}
                | (?<={letter}{DOT}{digit}) (?: {_behind(codes, DOT + digit)} ) )
            | {"|".join(gaps)} )
          {digit}* )
        """,
        re.X,
    )


def _behind(groups: list[str], after: str) -> str:
    """Return look-behinds, one per group, each for the group followed by after.

    No groups make a pattern that never matches.
    """
    return "|".join(f"(?<=(?:{group}){after})" for group in groups) or "(?!)"


def _stems(words: list[str]) -> tuple[str, ...]:
    """Return the fewest lower-cased pieces one of which each of words holds."""
    pieces = sorted({w.lower().rstrip(".") for w in words if w.strip(".")}, key=len)
    kept: list[str] = []
    for piece in pieces:
        if not any(other in piece for other in kept):
            kept.append(piece)
    return tuple(kept)


def _last_word(phrase: str) -> str:
    """Return the last word of phrase, lower-cased: "article" of "that Article"."""
    return phrase.lower().split()[-1]


def _phrases_ending(
    phrases: list[str], last: str
) -> tuple[tuple[str, ...], frozenset[str] | None]:
    """Return the phrases ending in the word last, lower-cased, and the letters
    ending the word before it in them (None if one of them is that word alone)."""
    ending = sorted({p.lower() for p in phrases if _last_word(p) == last})
    if any(p == last for p in ending):
        return tuple(ending), None
    return tuple(ending), frozenset(p[-len(last) - 2] for p in ending)


def _listed_values(list_words: str, range_words: str, value: str) -> tuple[str, str]:
    """Return the patterns of the values a pinpoint word lists after its first.

    For a bracketed first value, bracketed ones: " and (b)", ", (c)", "-(f)", " e
    b)"; for a number, numbers: ", 2 and 4". Each at most six. Of one kind: the
    Polish range word "do" (to) before the "n" of "n.º 1" read "alínea i) do n"
    as a range of points. value is the pattern of one paragraph's or point's
    label.
    """
    # A word is followed by a space, a dash need not be.
    joint = (
        rf"[ \u00a0]* (?: [,،] [ \u00a0]* (?: (?: {list_words} | {range_words} )"
        rf" [ \u00a0]+ )? | (?: {list_words} | {range_words} ) [ \u00a0]+"
        rf" | [-–—] [ \u00a0]* )"
    )
    bracketed = rf"(?: {joint} \(? [ ]? {value} [ ]? \) ){{0,6}}"
    numbered = rf"(?: {joint} [0-9]{{1,3}}[a-z]? (?![^\W_]) ){{0,6}}"
    return bracketed, numbered


def _compiled_if(words: bool, pattern: str, flags: int) -> re.Pattern[str]:
    """Return pattern compiled, or one that never matches when no table has words.

    An alternation of no words would match everywhere.
    """
    return re.compile(pattern, flags) if words else re.compile("(?!)")


def build_lexicon(tables: list[dict[str, Any]]) -> Lexicon:
    """Merge tables into one lexicon and compile its patterns."""
    keywords, exact = _keywords(tables)
    pinpoints = _alternation(_words(tables, "pinpoint_words"))
    quantities = _alternation(_words(tables, "quantity_words")) or "(?!)"
    ordinals = {
        word.casefold(): number
        for table in tables
        for word, number in table.get("ordinal_words", {}).items()
    }
    ordinal_words = _alternation(ordinals)
    connectors = _alternation(_words(tables, "connectors"))
    jurisdictions = _alternation(_words(tables, "jurisdiction_suffixes"))
    spellings = {
        word.casefold(): spelling.casefold()
        for table in tables
        for word, spelling in table.get("spelling_variants", {}).items()
    }
    range_words = _alternation(_words(tables, "range_words"))
    listed = [w for w in _words(tables, "list_words") if w not in ",،"]
    # A one-letter list word ("i", "e", "y": and) only in its own case: "Art. 6 I 1
    # lit. f DSGVO" is Absatz I, Satz 1, not "6 and 1" (the Polish "i"), which
    # read an Article 1 of the DSGVO and flagged a correct citation.
    letters = [w for w in listed if len(w) == 1 and w.lower() != w.upper()]
    list_words = _alternation(w for w in listed if w not in letters)
    if letters:
        list_words += f"|(?-i:{_alternation(letters)})"
    # A word or a list of them: "条" and the traditional "條" ("第19條第1項").
    cjk_articles = _words(
        [{"w": _as_list(t["cjk_article"])} for t in tables if "cjk_article" in t], "w"
    )
    cjk_article = _alternation(cjk_articles)
    # "أ" -> "a", "ب" -> "b": each table's point letters, in order.
    point_letters = {
        letter: chr(ord("a") + rank)
        for table in tables
        for rank, letter in enumerate(table.get("point_letters", ""))
    }
    letters_class = f"[{''.join(point_letters)}]" if point_letters else "(?!)"
    # A paragraph's or point's label: "2", "1a", "ii", "g", a point letter in
    # another script.
    part_value = rf"(?: [0-9]{{1,3}}[a-z]? | [ivx]{{1,5}} | [a-zđ] | {letters_class} )"
    bracketed_list, numbered_list = _listed_values(list_words, range_words, part_value)
    same_words = _words(tables, "same_article_words")
    # One part of a pinpoint with the values it lists: "points (a) and (b)",
    # "paragraph 6", "Abs. 3".
    pinpoint_part = rf"""
        (?: {pinpoints} ) [ \u00a0]?
        (?: \(? {part_value} \) {bracketed_list}
          | [0-9]{{1,3}}[a-z]? (?![^\W_]) {numbered_list}
          | \(? {part_value} \)? (?![^\W_]) )"""
    sole_words = [w.casefold() for w in _words(tables, "sole_words")]
    sole = _alternation(sole_words) or "(?!)"
    year_words = _alternation(w.casefold() for w in _words(tables, "year_words"))
    subjects = _alternation(w.casefold() for w in _words(tables, "subject_words"))
    cjk_parts = _alternation(
        _words(tables, "cjk_paragraph") + _words(tables, "cjk_point")
    )
    numeral = r"[0-9０-９]+|[一二三四五六七八九十百千〇零两]{1,8}"
    law_ends = {suffix[-1] for suffix in _words(tables, "cjk_law_suffixes")}
    cjk_tables = [t for t in tables if "cjk_article" in t]
    branches = _alternation(
        _words([{"w": t.get("cjk_branch", ["の", "之"])} for t in cjk_tables], "w")
    )
    # Each ordinal ("第", "제") with the list and range words of its tables.
    joiners: dict[str, list[str]] = {}
    for table in cjk_tables:
        joiners.setdefault(table.get("cjk_ordinal", "第"), []).extend(
            _words([table], "cjk_list_words") + _words([table], "cjk_range_words")
        )
    openings = "|".join(
        _cjk_opening(ordinal, words, law_ends) for ordinal, words in joiners.items()
    )
    # "第1款", " 제1항": the ordinal before a pinpoint part (Korean spaces it).
    part_openers = "|".join(
        sorted(
            {
                ("[ ]?" if t.get("cjk_spaced") else "")
                + re.escape(t.get("cjk_ordinal", "第"))
                for t in cjk_tables
            }
        )
    )
    # One part of a CJK pinpoint: "제1항", "第2款", "(3)号".
    cjk_part = (
        rf"(?: (?: {part_openers} )? [ ]? (?: {numeral} | [（(] (?: {numeral} ) [）)] )"
        rf" [ ]? (?: {cjk_parts} ) )"
    )
    cjk_joins = _alternation(
        _words(cjk_tables, "cjk_list_words") + _words(cjk_tables, "cjk_range_words")
    )
    cjk_range_ends = _alternation(_words(cjk_tables, "cjk_range_ends")) or "(?!)"
    hangul_suffixes = _alternation(
        w for w in _words(tables, "cjk_law_suffixes") if _is_hangul(w[-1])
    )
    particles = _alternation(_words(tables, "cjk_name_particles"))
    number_words = frozenset(_words(tables, "number_words"))
    lexicon = Lexicon(
        codes=tuple(table["code"] for table in tables),
        keywords=keywords,
        exact_keywords=exact,
        number_re=_number_re(keywords, exact, number_words),
        number_words=number_words,
        point_letters=point_letters,
        # "Article", "§", "المادة": a law's name never holds one.
        strong_keywords=frozenset(
            word.casefold()
            for word, keyword in [*keywords.items(), *exact.items()]
            if keyword.strong
        ),
        elisions=tuple(_words(tables, "elisions")),
        # Example: "(1)", " (a)", ", point (a)", " Abs. 2", " lit. f", " khoản 1",
        # "، الفقرة 5" (the Arabic comma, after the law: "المادة 77 من نظام العمل،
        # الفقرة 5" left a fabricated paragraph unread), "paragraph 5" just after
        # the bracket of "(paragraph 5)" (prose.py reads the brackets).
        pinpoint_re=re.compile(
            rf"""
            [ ]?\( [ ]? (?: [0-9]{{1,3}}[a-z]? | [a-z]{{1,2}} | [ivx]{{1,5}}
                           | {letters_class} ) [ ]? \)
            | [,،]? [ \u00a0]+ (?: {ordinal_words} ) [ \u00a0]+ (?: {pinpoints} )
              (?![^\W\d_])
            | (?: [,،]? [ \u00a0]+ | (?<=\() ) (?: {pinpoints} ) [ \u00a0]?
              (?: \( [ ]? (?: [0-9a-z]{{1,4}} | {letters_class} ) [ ]? \)
                # "الفقرة أ": a point's letter in another script.
                | {letters_class} [)-]? (?![^\W\d_])
                # "§ 3º" (parágrafo 3º of a Brazilian article): its ordinal sign.
                | [0-9]{{1,3}}[a-z]? [°º]? (?![^\W\d_])
                # "parágrafo único", "§ único": an article's only paragraph.
                | (?: {sole} ) (?![^\W\d_])
                # "điểm đ": Vietnamese letters its points after "d".
                | [a-zđ] \)? (?![^\W\d_])
                | [ivx]{{1,5}} (?![^\W\d_]) )
            """,
            re.X | re.IGNORECASE,
        ),
        # Example: " of the " in "Article 17 of the GDPR"; " من " in Arabic.
        connector_re=re.compile(
            rf"[ \u00a0]+(?:{connectors})(?<=['’]|\w)[ \u00a0]*(?<=['’\s])",
            re.IGNORECASE,
        ),
        # Example: "-" before "(h)" in "6(1)(a)-(h)", " and" in "(a) and (g)", ","
        # in "(a), (c)": the pinpoint goes on, with another point, paragraph or
        # range end of the same provision. (Not a pinpoint word: ", or point (a)
        # of Article 9(2)" is the next reference's.)
        pinpoint_more_re=re.compile(
            rf"""
            [ \u00a0]* (?: [,،] (?: [ \u00a0]* (?: {list_words} | {range_words} ) )?
                       | (?: {list_words} | {range_words} ) )
            (?= [ \u00a0]? \( [ ]?
                (?: [0-9]{{1,3}}[a-z]? | [a-z]{{1,2}} | [ivx]{{1,5}} ) [ ]? \) )
            """,
            re.X | re.IGNORECASE,
        ),
        pinpoint_joints=frozenset(
            part.casefold()
            for w in [*_words(tables, "list_words"), *_words(tables, "range_words")]
            for part in w.split()[:1]
        ),
        # "–9" of "Abs. 4–9", "-f" of "lit. a-f": a dash against both values (not
        # "Abs. 5 – 20 Mio. EUR", an amount after a spaced dash).
        pinpoint_value_re=re.compile(
            rf"""
            (?: [ \u00a0]* (?: [,،] [ \u00a0]* )?
                (?: {list_words} | {range_words} ) [ \u00a0]+
              | [-–—] )
            (?P<value> [0-9]{{1,2}}[a-z]? | [a-z] ) (?![^\W_])
            (?! [ \u00a0]? \( )
            # "Abs. 5 – 20 Mio. EUR": an amount after the pinpoint, no range end.
            (?! [ \u00a0]* (?: {quantities} ) (?![^\W_]) )
            """,
            re.X | re.IGNORECASE,
        ),
        quantity_re=re.compile(rf"[ \u00a0]*(?:{quantities})(?![^\W_])", re.IGNORECASE),
        pinpoint_again_re=re.compile(
            rf"""
            [ \u00a0]* (?: [,،] [ \u00a0]* )? (?: {list_words} | {range_words} )
            (?= [ \u00a0]+ (?: {pinpoints} ) )
            """,
            re.X | re.IGNORECASE,
        ),
        # Example: ", ", " and ", " und § ", " و" before the next number of a list.
        list_re=re.compile(
            rf"""
            [ \u00a0]* (?: [,،/] [ \u00a0]* )?
            (?: (?: {list_words} )
                (?<=\W|\w) [ \u00a0]* )?
            (?P<keyword> (?: {_alternation([*keywords, *exact])} ) [ \u00a0]* )?
            (?=[0-9\u0660-\u0669\u06f0-\u06f9])
            """,
            re.X | re.IGNORECASE,
        ),
        # Example: " et L. 1234-2", ", R. 4", " à L. 1234-5" after "articles L.
        # 1234-1": each item of a French code's list carries its letter (group
        # "prefix"); a range between such ids is cited at both ends.
        code_list_re=re.compile(
            rf"""
            [ \u00a0]*
            (?: [,،] [ \u00a0]* (?: (?: {list_words}|{range_words} ) [ \u00a0]+ )?
              | (?: {list_words}|{range_words} ) [ \u00a0]+ )
            (?P<prefix> (?-i: [LRD] ) ) \.? [ \u00a0]? (?=[0-9])
            """,
            re.X | re.IGNORECASE,
        ),
        # Example: "-", " to ", " bis ", " إلى " between the ends of a range.
        range_re=re.compile(
            rf"[ \u00a0]*(?:{range_words})[ \u00a0]*(?=[0-9])",
            re.IGNORECASE,
        ),
        determiners=frozenset(w.casefold() for w in _words(tables, "determiners")),
        postposed_determiners=frozenset(
            w.casefold() for w in _words(tables, "postposed_determiners")
        ),
        possessives=frozenset(w.casefold() for w in _words(tables, "possessives")),
        document_words=frozenset(
            w.casefold() for w in _words(tables, "document_words") if " " not in w
        ),
        document_phrases=tuple(
            f" {w.casefold()} " for w in _words(tables, "document_words") if " " in w
        ),
        cjk_documents=tuple(
            w for w in _words(tables, "document_words") if _is_cjk(w[-1])
        ),
        # An ordinal opens a pinpoint too: "artikel 6, eerste lid".
        pinpoint_words=frozenset(
            w.casefold() for w in [*_words(tables, "pinpoint_words"), *ordinals]
        ),
        ordinals=ordinals,
        # Example: "eerste lid", "primo comma": the ordinal and the word it counts.
        ordinal_re=re.compile(
            rf"(?<![^\W\d_])(?P<ordinal>{ordinal_words})[ \u00a0]+"
            rf"(?P<word>{pinpoints})(?![^\W\d_])",
            re.IGNORECASE,
        ),
        list_words=frozenset(
            part.casefold()
            for w in _words(tables, "list_words")
            for part in w.split()[:1]
        ),
        range_words=frozenset(
            part.casefold()
            for w in _words(tables, "range_words")
            for part in w.split()[:1]
        ),
        # Example: "khoản 1", "alínea i)", "n.º 1", "البند (ب)": one part of a
        # pinpoint.
        # The values listed after a leading pinpoint's first: " and (b)" of "points
        # (a) and (b)", ", 2 and 4" of "paragraphs 1, 2 and 4".
        pinpoint_word_re=re.compile(
            rf"""
            (?<![\w.]) (?:{pinpoints}) [ \u00a0]?
            (?: \(? (?: [0-9a-zđ]{{1,4}}[°º]? | {letters_class} ) \) {bracketed_list}
              | [0-9]{{1,3}}[a-z]?[°º]? (?![^\W_]) {numbered_list}
              | \(? (?: {sole} | [0-9a-zđ]{{1,4}}[°º]? | {letters_class} ) \)? )
            """,
            re.X | re.IGNORECASE,
        ),
        same_article_words_re=re.compile(
            rf"(?<![^\W\d_])(?:{_alternation(same_words)})(?![^\W\d_])",
            re.IGNORECASE,
        )
        if same_words
        else None,
        same_article_ends={
            end: _phrases_ending(same_words, end)
            for end in sorted({_last_word(w) for w in same_words})
        },
        same_article_re=re.compile(
            rf"""
            (?<![\w.])
            (?P<pinpoint> {pinpoint_part}
              (?: [,،]? [ \u00a0]+ (?: (?: {connectors} ) [ \u00a0]+ )?
                  {pinpoint_part} ){{0,2}} )
            [,،]? [ \u00a0]+ (?: (?: {connectors} ) [ \u00a0]+ )?
            (?: {_alternation(same_words)} ) (?![^\W\d_])
            """,
            re.X | re.IGNORECASE,
        )
        if same_words
        else None,
        # Example: "điểm g khoản 1 " before "Điều 6"; "alínea i) do n.º 1 do " before
        # "artigo 15.º"; "paragraph 2 of " before "Article 5"; "points (a) and (b)
        # of " and "Paragraph 3, point (b), of " before "Article 17".
        leading_pinpoint_re=re.compile(
            rf"""
            (?<![\w.])
            (?: (?: {pinpoints} ) [ \u00a0]?
                # A paragraph or point label: "2", "1a", "g", "ii", "aa"; not the
                # "to" of "commentators point to Article 104".
                (?: \(? (?: [0-9]{{1,3}}[a-z]? [°º]? | [ivx]{{1,5}} | [a-zđ]
                           | {letters_class} ) \) {bracketed_list}
                  | [0-9]{{1,3}}[a-z]? [°º]? {numbered_list}
                  | \(? (?: [0-9]{{1,3}}[a-z]? [°º]? | [ivx]{{1,5}} | [a-zđ]
                         | {letters_class} | (?P<twice>[a-z])(?P=twice)
                         # "parágrafo único do art. 482": the only paragraph.
                         | {sole} ) \)? )
                [,،]? [ \u00a0]+
                (?: (?: {connectors} ) [ \u00a0]+ )? ){{1,3}}
            \Z
            """,
            re.X | re.IGNORECASE,
        ),
        heads=frozenset(w.casefold() for w in _words(tables, "law_heads")),
        head_suffixes=tuple(w.casefold() for w in _words(tables, "law_head_suffixes")),
        heads_first=frozenset(w.casefold() for w in _words(tables, "law_heads_first")),
        anaphors=frozenset(w.casefold() for w in _words(tables, "anaphor_words")),
        anaphor_size=max(
            (len(w.split()) for w in _words(tables, "anaphor_words")), default=1
        ),
        ibid=frozenset(w.casefold() for w in _words(tables, "ibid")),
        # Example: "ibid.", "Ibidem", "ebd.", "a.a.O.", "tamże": the place cited
        # just before; a word ending in a letter ends a word ("ebenda", not
        # "ebendas"), one ending in a full stop may touch what follows.
        ibid_stems=_stems(_words(tables, "ibid")),
        ibid_re=_compiled_if(
            bool(_words(tables, "ibid")),
            rf"(?<![^\W\d_])(?:{_alternation(_words(tables, 'ibid'))})"
            r"(?:(?<=\.)|(?![^\W\d_]))",
            re.IGNORECASE,
        ),
        stop_words=frozenset(w.casefold() for w in _words(tables, "stop_words")),
        stop_words_by_language={
            table["code"]: frozenset(w.casefold() for w in table.get("stop_words", []))
            for table in tables
            if table.get("stop_words")
        },
        # Example: "第17条", "第十七条第1款", "第17条第1項第2号", "第39条第（三）项",
        # "第104条の2" and "第十八条之一" (articles inserted later: 104-2, 18-1);
        # not "合同第5条" nor the "第2条" of "第1条第2条": an ideograph before 第 is
        # the end of a law's name ("法", "例") or the reference is none of the law's.
        # Japanese and Chinese writers often leave 第 out after a law's name
        # ("個人情報保護法27条1項", "民法709条"): digits just after the name's last
        # character open a reference too, and 第 is optional before a pinpoint part.
        cjk_re=re.compile(
            rf"""
            (?: {openings} | (?<=[{_chars(law_ends)}]) (?=[0-9０-９]) )
            (?P<number> {numeral} ) [ ]? (?: {cjk_article} ) (?!件)
            (?: (?: {branches} ) (?P<branch> {numeral} ) (?![0-9０-９]) )?
            (?P<pinpoint>
              (?: (?: {part_openers} )? [ ]?
                  (?: {numeral} | [（(] (?: {numeral} ) [）)] ) [ ]?
                  (?: {cjk_parts} ) ){{0,3}} )
            """,
            re.X,
        ),
        # The parts of a pinpoint after a list or range word, each optionally
        # chained to one more ("및 제2항제3호"); at most 20 (linear time). An
        # article ("및 제17조") is no part: the scan reads it as the next article.
        cjk_same_re=re.compile(
            rf"""
            (?: {_alternation(_words(tables, "cjk_same_article_words"))} )
            (?P<pinpoint>
              (?: (?: {part_openers} )? [ ]?
                  (?: {numeral} | [（(] (?: {numeral} ) [）)] ) [ ]?
                  (?: {cjk_parts} ) ){{1,3}} )
            """,
            re.X,
        )
        if _words(tables, "cjk_same_article_words")
        else None,
        cjk_pinpoint_more_re=re.compile(
            rf"""
            (?: [ ]? (?: {cjk_joins} ) [ ]? {cjk_part} (?: [ ]? {cjk_part} ){{0,2}}
                (?: {cjk_range_ends} )? ){{1,20}}
            """,
            re.X,
        ),
        cjk_law_ends=frozenset(law_ends),
        cjk_articles=tuple(cjk_articles),
        cjk_paragraph=frozenset(_words(tables, "cjk_paragraph")),
        cjk_title_words=tuple(_words(tables, "cjk_title_words")),
        cjk_list_words=frozenset(_words(tables, "cjk_list_words")),
        cjk_range_words=frozenset(_words(tables, "cjk_range_words")),
        cjk_lead_words=tuple(
            sorted(_words(tables, "cjk_lead_words"), key=len, reverse=True)
        ),
        # Example: "《个人信息保护法》", "個人情報保護法" just before "第17条"; in
        # 「」, 『』 or 〈〉 only a name with a law's suffix ("「個人情報保護法」"):
        # those brackets also quote and name other things.
        cjk_law_re=re.compile(
            rf"""
            (?: 《 (?P<quoted> [^《》\n]{{1,60}} ) 》
              | [「『〈] (?P<bracketed> [\u3040-\u30ff\u3400-\u9fff{HANGUL} ]{{1,30}}?
                  (?: {_alternation(_words(tables, "cjk_law_suffixes"))} ) ) [」』〉]
              | (?P<name> [\u3040-\u30ff\u3400-\u9fff]{{1,30}}?
                  (?: {_alternation(_words(tables, "cjk_law_suffixes"))} ) )
              # "개인정보 보호법", "같은 법", "동법의": Korean names are words.
              | (?P<hangul> (?: [{HANGUL}]{{1,20}} [ ] ){{0,5}} [{HANGUL}]{{0,20}}?
                  (?: {hangul_suffixes or "(?!)"} ) ) (?: {particles or "(?!)"} )?
              | (?P<latin> [A-Z][A-Za-z]{{1,10}} ) )
            [ ]? \Z
            """,
            re.X,
        ),
        following_re=re.compile(
            rf"[ \u00a0]+(?:{_alternation(_words(tables, 'following_words'))})"
            r"(?![^\W\d_])",
            re.IGNORECASE,
        ),
        name_prefixes=tuple(w.casefold() for w in _words(tables, "name_prefixes")),
        relative_anaphors={
            word.casefold(): rank
            for table in tables
            for word, rank in table.get("relative_anaphors", {}).items()
        },
        instrument_stems=tuple(
            w.casefold() for w in _words(tables, "instrument_stems")
        ),
        connector_words=frozenset(
            w.casefold() for w in _words(tables, "connectors") if " " not in w
        ),
        jurisdiction_re=re.compile(
            rf"[ \u00a0]*\((?:{jurisdictions})\)\Z",
            re.IGNORECASE,
        ),
        spellings=spellings,
        spelling_re=re.compile(
            rf"(?<![^\W_])(?:{_alternation(spellings) or '(?!)'})(?![^\W_])"
        ),
        year_words=frozenset(w.casefold() for w in _words(tables, "year_words")),
        sole_words=frozenset(sole_words),
        sole_alternation=sole,
        subject_re=re.compile(
            rf"(?<=[0-9])(?P<symbol>[^\s0-9]*)[ \u00a0]+(?:{subjects or '(?!)'})"
            r"[ \u00a0].*\Z",
            re.S,
        ),
        year_word_re=re.compile(
            rf"(?<![^\W_])(?:{year_words or '(?!)'})"
            r"[ \u00a0]+(?=(?:1[6-9]|20)[0-9]{2}(?![0-9]))"
        ),
        weak_displays=frozenset(
            keyword.display
            for keyword in keywords.values()
            if not keyword.strong and keyword.display != "§"
        ),
        # Example: "Chapter III, ", "Annex III ", "le chapitre III, ": a division of a
        # law written just before a weak keyword (verifier._subdivisions).
        division_re=re.compile(
            rf"""
            (?<![^\W\d_]) (?: {_alternation(_words(tables, "division_words"))} )
            [ ]+ (?: [IVXLC]{{1,7}} | [0-9]{{1,3}}[a-zA-Z]? ) [ ]? [,;]? [ ]* \(? \Z
            """,
            re.X | re.IGNORECASE,
        ),
        # Example: "Chapter II" of "Article 5 of Chapter II of the GDPR", "Part X"
        # of "section 94 of Part X of the ERA 1996": a division of the law after
        # it (prose.py).
        division_of_re=re.compile(
            rf"""
            (?: {_alternation(_words(tables, "division_words"))} )
            [ \u00a0]+ (?: [IVXLC]{{1,7}} | [0-9]{{1,3}}[a-zA-Z]? ) (?![\w])
            """,
            re.X | re.IGNORECASE,
        ),
        # Example: "Source", "See also", "Vgl.", "المصدر": a label before a citation.
        lead_in_re=re.compile(
            rf"(?<!\w)(?:{_alternation(_words(tables, 'lead_in_words'))})(?![^\W\d_])",
            re.IGNORECASE,
        ),
        lead_in_firsts=frozenset(
            w.split()[0].casefold().rstrip(":") for w in _words(tables, "lead_in_words")
        ),
        self_references=frozenset(
            w.casefold() for w in _words(tables, "self_reference_words")
        ),
        aside_phrases=_by_longest_word(_words(tables, "aside_words")),
        article_subdivisions=frozenset(
            w.casefold() for w in _words(tables, "article_subdivisions")
        ),
        former_re=_compiled_if(
            bool(_words(tables, "former_words")),
            rf"(?<![^\W\d_])(?:{_alternation(_words(tables, 'former_words'))})"
            r"(?:[ \u00a0]+|-)\Z",
            re.IGNORECASE,
        ),
    )
    parts = {
        word.casefold(): kind
        for table in tables
        for word, kind in table.get("part_keywords", {}).items()
    }
    # "Article17 GDPR": the strong keywords of letters alone ("art", not "art.").
    glued = [
        word
        for word, keyword in lexicon.keywords.items()
        if keyword.strong and word.isalpha() and len(word) > 2
    ]
    ordinal_parts = {
        word.casefold(): kind
        for table in tables
        for word, kind in table.get("ordinal_part_keywords", {}).items()
    }
    part_ordinals = {
        word.casefold(): number
        for table in tables
        for word, number in table.get("part_ordinals", {}).items()
    }
    suffixes = _alternation(_words(tables, "ordinal_suffixes")) or "(?!)"
    one_ordinal = (
        rf"(?:{_alternation(part_ordinals) or '(?!)'}|[0-9]{{1,3}}(?:{suffixes}))"
    )
    # "Article I, Section 8", "amend. XIV, § 1": the Roman-numbered provisions of a
    # law whose parts are numbered by ordinals too (the US Constitution's).
    strong_words = [
        word
        for word, keyword in lexicon.keywords.items()
        if keyword.strong and word[:1].isalpha() and word.isascii()
    ]
    roman_parts = [
        word
        for word, kind in parts.items()
        if kind in ordinal_parts.values() and word.isascii()
    ]
    roman_words = _alternation([*strong_words, *roman_parts])
    sections = _alternation(_words(tables, "article_subdivisions")) or "(?!)"
    clauses = _alternation(_words(tables, "clause_words")) or "(?!)"
    section_pinpoint = rf"""
        (?P<pinpoint> (?: (?i: {sections} ) | § ) [ \u00a0]* [0-9]{{1,3}}
          (?: [ \u00a0]* ,? [ \u00a0]* (?i: {clauses} ) [ \u00a0]* [0-9]{{1,3}} )? )
        """
    joins = _alternation(
        [*_words(tables, "connectors"), *_words(tables, "part_connectors")]
    )
    ordinal_tables = [t for t in tables if "ordinal_numbers" in t]
    by_keyword: dict[str, OrdinalNumbers] = {}
    for table in ordinal_tables:
        data = table["ordinal_numbers"]
        numbers = OrdinalNumbers(
            dict(data["units"]),
            frozenset(data["teen_words"]),
            dict(data["tens"]),
            data["and"],
            data["after"],
            dict(data["hundreds"]),
        )
        by_keyword.update(dict.fromkeys(table.get("article_keywords", []), numbers))
    return replace(
        lexicon,
        ordinals_by_keyword=by_keyword,
        # No look-behind first: the engine skips in C to a keyword's first letter.
        ordinal_keyword_re=_compiled_if(
            bool(by_keyword),
            rf"(?:{_alternation(by_keyword)})(?=[ \u00a0]+[^\W\d_])",
            0,
        ),
        parts=parts,
        part_re=_compiled_if(
            bool(parts),
            rf"""
            (?<![^\W\d_]) (?i: (?P<word> {_alternation(parts)} ) ) [ \u00a0]*
            (?P<number> [0-9]{{1,4}} (?![0-9]) | [IVXLC]{{1,7}} (?![^\W\d_]) )
            """,
            re.X,
        ),
        part_more_re=_compiled_if(
            bool(parts),
            rf"""
            [ \u00a0]*
            (?: (?P<range> {range_words} )
              | [,،] [ \u00a0]* (?: (?: {list_words} ) [ \u00a0]+ )?
              | (?: {list_words} ) [ \u00a0]+ )
            [ \u00a0]* (?: (?P<again> {_alternation(parts)} ) [ \u00a0]* )?
            (?P<number> [0-9]{{1,4}} (?![0-9]) | (?-i:[IVXLC]{{1,7}}) (?![^\W\d_]) )
            """,
            re.X | re.IGNORECASE,
        ),
        part_connector_re=_compiled_if(
            bool(_words(tables, "part_connectors")),
            rf"[ \u00a0]+(?:{_alternation(_words(tables, 'part_connectors'))})"
            r"[ \u00a0]+",
            re.IGNORECASE,
        ),
        glued_keyword_re=_compiled_if(
            bool(glued),
            rf"(?<!\w)(?:{_alternation(glued)})(?=[0-9])",
            re.IGNORECASE,
        ),
        # The same, ending where a digit starts: tried only there (prose.py).
        glued_keyword_end_re=_compiled_if(
            bool(glued),
            rf"(?<!\w)(?:{_alternation(glued)})\Z",
            re.IGNORECASE,
        ),
        ordinal_parts=ordinal_parts,
        ordinal_part_stems=_stems(list(ordinal_parts)),
        ordinal_part_word_re=_compiled_if(
            bool(ordinal_parts), _alternation(ordinal_parts), re.IGNORECASE
        ),
        section_pinpoint_re=_compiled_if(
            bool(ordinal_parts),
            rf"[ \u00a0]* ,? [ \u00a0]* {section_pinpoint} (?![\w])",
            re.X,
        ),
        section_pinpoint_before_re=_compiled_if(
            bool(ordinal_parts),
            rf"""
            (?<![^\W\d_]) {section_pinpoint}
            [ \u00a0]* ,? [ \u00a0]+ (?i: {joins or "(?!)"} ) [ \u00a0]+ \Z
            """,
            re.X,
        ),
        roman_provision_re=_compiled_if(
            bool(ordinal_parts),
            rf"""
            (?<![^\W\d_]) (?P<word> (?i: {roman_words} ) )
            [ \u00a0]+ (?P<roman> [IVXLC]{{1,7}} ) (?![^\W\d_])
            # Not the code letter of "article L. 1234-1", "art. L1234-1".
            (?! \.? [ \u00a0]* [0-9] )
            """,
            re.X,
        ),
        part_instruments={
            kind: head.casefold()
            for table in tables
            for kind, head in table.get("part_instruments", {}).items()
        },
        part_ordinals=part_ordinals,
        # A list of at most six ordinals: a megabyte of "first, first, " before
        # no part word is not read again from each of its words.
        ordinal_part_re=_compiled_if(
            bool(ordinal_parts),
            rf"""
            (?<![^\W\d_]) (?P<ordinals> {one_ordinal}
              (?: (?: [ \u00a0]* , [ \u00a0]* (?: (?: {list_words} ) [ \u00a0]+ )?
                  | [ \u00a0]+ (?: {list_words} ) [ \u00a0]+ )
                {one_ordinal} ){{0,5}} )
            [ \u00a0]+ (?P<word> {_alternation(ordinal_parts)} ) (?![^\W\d_])
            """,
            re.X | re.IGNORECASE,
        ),
        next_words=lexicon.pinpoint_words
        | lexicon.pinpoint_joints
        | lexicon.range_words
        | lexicon.list_words
        | lexicon.keywords.keys(),
    )


@lru_cache(maxsize=1)
def default_lexicon() -> Lexicon:
    """Return the lexicon of the tables shipped with the core, built once."""
    return build_lexicon(load_tables())
