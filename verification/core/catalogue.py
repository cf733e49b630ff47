"""The law catalogue: what each law is called and which articles it has.

One JSON file per law in ``data/laws/`` (a deployment adds its own directory):

    {"label": "GDPR", "keyword": "Article",
     "aliases": ["DSGVO", "Regulation (EU) 2016/679", ...],
     "jurisdiction": ["EU"],
     "articles": {"first": 1, "last": 99, "suffixes": false}}

``jurisdiction`` (optional) lists the words an answer writes before a law's name
to say whose law it is: "French" makes "the French Code civil" the Code civil,
"UAE" makes "UAE Federal Decree-Law No. 33 of 2021" the decree-law. Each is
put before every Latin-script name of the law, or in place of another opening
it ("UK GDPR" is also "the UK's GDPR"), unless another law has that name: the
GDPR's is "EU", so "UK GDPR" stays the UK's law.

``articles`` is optional (no range: no article is ever called nonexistent) and is
either a range, whose ``suffixes: true`` admits lettered ids within it ("312g" when
312 is in range), or an explicit ``{"list": ["1", "1a", ...]}``. ``parts`` is
optional too: the range of each kind of part the law has, ``{"Recital": {"first":
1, "last": 173}, "Annex": {"last": 0}}`` (``last: 0``: it has none), of the kinds
``articles.PART_KINDS``; a kind not listed is never called nonexistent. The catalogue's
aliases act like built-in alias rows: an answer citing "DSGVO" matches evidence
labelled "GDPR". The app's own alias rows are applied first, on top.

``titles`` (optional) maps article ids to the titles the law heads them with,
``{"17": "Right to erasure ('right to be forgotten')"}``: an answer quoting an
article's title beside its citation quotes no passage, and is not misquoting it.

``codified`` (optional) says where a code restates the law, section by section:
``{"in": "29 U.S.C.", "sections": {"7": "207", "18A": "218a"}}``. An American
answer cites an Act by its own sections as often as by the Code's, and often both
at once ("Section 7 of the FLSA (29 U.S.C. § 207)"): the two name one provision,
so either verifies against a passage given under the other. Only the sections the
table lists are mapped; the Code's numbering follows no rule a reader can trust.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

from verification.core.articles import (
    PART_KINDS,
    article_base,
    normalise_article,
    part_of,
    roman_value,
    to_roman,
)
from verification.core.labels import add_first_word, normalise_label
from verification.core.limits import MAX_LABEL_CHARS

BUILT_IN: Final = Path(__file__).resolve().parent / "data" / "laws"


@dataclass(frozen=True, slots=True)
class Law:
    """One law of the catalogue."""

    label: str
    aliases: tuple[str, ...]
    keyword: str = "Article"
    first: int | None = None
    last: int | None = None
    suffixes: bool = False
    articles: frozenset[str] | None = None
    # Words naming whose law it is, written before its name ("French", "UAE").
    jurisdiction: tuple[str, ...] = ()
    # (kind, first, last) of each kind of part whose range is known.
    parts: tuple[tuple[str, int, int], ...] = ()
    # (article, its title) where known: "Right to erasure ('right to be forgotten')".
    titles: tuple[tuple[str, str], ...] = ()
    # The code restating the law ("29 U.S.C."), and (article, its section there).
    codified_in: str = ""
    codified: tuple[tuple[str, str], ...] = ()

    def codified_as(self, article: str) -> str | None:
        """Return the section of codified_in that restates article, or None."""
        for known, section in self.codified:
            if known == article:
                return section
        return None

    def title(self, article: str) -> str:
        """Return the article's title as the law heads it, "" if not known."""
        for known, title in self.titles:
            if known == article:
                return title
        return ""

    def has_range(self) -> bool:
        """Return whether the catalogue knows which articles this law has."""
        return self.articles is not None or self.last is not None

    def has_article(self, article: str) -> bool:
        """Return False only when article certainly does not exist in this law."""
        part = part_of(article)
        if part is not None:
            span = self.part_range(part[0])
            if span is None:
                return True
            kind, number = part
            value = int(number) if number.isdigit() else roman_value(number)
            return value is not None and span[0] <= value <= span[1]
        if self.articles is not None:
            return article in self.articles
        if self.last is None:
            return True
        base = article_base(article)
        if base is None or not article[0].isdigit():
            # A prefixed id ("L1234-1") in a numbered law: not this law's scheme.
            return False
        if not (self.first or 1) <= base <= self.last:
            return False
        return self.suffixes or article.isdigit()

    def part_range(self, kind: str) -> tuple[int, int] | None:
        """Return (first, last) of the law's parts of kind, None if not known."""
        for known, first, last in self.parts:
            if known == kind:
                return first, last
        return None

    def range_text(self, article: str = "") -> str:
        """Return the articles in words: "1 to 99", "1 to 26 (with 1a, 25a)".

        For a part's identifier, its kind's range: "1 to 173" (recitals), "I to
        XIII" (annexes, as written in Roman digits), "" when the law has none.
        """
        part = part_of(article)
        if part is not None:
            span = self.part_range(part[0]) or (1, 0)
            if span[1] < span[0]:
                return ""
            roman = not part[1].isdigit()
            first, last = (to_roman(n) if roman else str(n) for n in span)
            return f"{first} to {last}"
        if self.articles is not None:
            numeric = sorted(int(a) for a in self.articles if a.isdigit())
            others = sorted(a for a in self.articles if not a.isdigit())
            text = f"{numeric[0]} to {numeric[-1]}" if numeric else ""
            return f"{text} (with {', '.join(others)})" if others else text
        return f"{self.first or 1} to {self.last}"


class Catalogue:
    """Every law known, keyed by the normalised spelling of each of its names."""

    __slots__ = ("laws", "by_name", "first_words", "capitals", "codifying")

    def __init__(self, laws: Iterable[Law]) -> None:
        self.laws: tuple[Law, ...] = tuple(laws)
        self.by_name: dict[str, Law] = {}
        spellings: dict[str, list[str]] = {}
        for law in self.laws:
            for name in (law.label, *law.aliases):
                # A later file (a deployment's) overrides a built-in name.
                self.by_name[normalise_label(name)] = law
                spellings.setdefault(normalise_label(name), []).append(name)
        # "the French Code civil", "UAE Federal Decree-Law No. 33 of 2021": a name
        # after its jurisdiction's word. Read as the statute-shaped "French Code"
        # or as another law, a correct citation was flagged label_mismatch. Never
        # a name another law has.
        qualified = [
            (qualified, law)
            for law in self.laws
            for name in (law.label, *law.aliases)
            for qualified in _qualified(name, law.jurisdiction)
        ]
        for name, law in qualified:
            key = normalise_label(name)
            if key not in self.by_name:
                self.by_name[key] = law
                spellings[key] = [name]
        # The names only ever written in capitals ("ET", "ERA", "BGB"): written in
        # lower case, "et" and "era" are the words "and" and "was".
        self.capitals = frozenset(
            key
            for key, names in spellings.items()
            if all(name.isalpha() and name.isupper() for name in names)
        )
        # The folded first word of every name -> the most words a name starting
        # with it has: a scan tries no longer label than that.
        self.first_words: dict[str, int] = {}
        for law in self.laws:
            for name in (law.label, *law.aliases):
                add_first_word(self.first_words, name)
        for name, law in qualified:
            if self.by_name.get(normalise_label(name)) is law:
                add_first_word(self.first_words, name)
        # (the code's key, its section) -> (the law, its article) restated there.
        self.codifying: dict[tuple[str, str], tuple[Law, str]] = {
            (normalise_label(law.codified_in), section): (law, article)
            for law in self.laws
            for article, section in law.codified
        }

    def find(self, key: str) -> Law | None:
        """Return the law one of whose names normalises to key, or None."""
        return self.by_name.get(key)

    def aliases(self) -> dict[str, str]:
        """Return the name -> canonical label mapping of every law, as alias rows."""
        return {
            name: law.label for law in self.laws for name in (law.label, *law.aliases)
        }


def _qualified(name: str, jurisdiction: tuple[str, ...]) -> list[str]:
    """Return name as written after each word of its law's jurisdiction.

    A Latin-script name opening with none of them takes each before it
    ("Grundgesetz": "German Grundgesetz"); one opening with one takes each other
    in its place ("UK GDPR": "UK's GDPR", "British GDPR"; "German Civil Code":
    "Germany's Civil Code"). Read as the GDPR, "the UK's GDPR" verified a
    citation of the UK's law against the EU's.
    """
    if not name[:1].isalpha() or not name[:1].isascii() or not name[:1].isupper():
        return []
    first, _, rest = name.partition(" ")
    words = [word.casefold() for word in jurisdiction]
    if first.casefold() in words:
        return [f"{word} {rest}" for word in jurisdiction if rest and word != first]
    names = name.casefold().split()
    return [f"{word} {name}" for word in jurisdiction if word.casefold() not in names]


def law_from_dict(data: object, source: str) -> Law:
    """Return the law one catalogue file describes; raise ValueError naming source."""
    if not isinstance(data, Mapping):
        raise ValueError(f"{source}: must be a JSON object")
    label = data.get("label")
    if not isinstance(label, str) or not label.strip() or len(label) > MAX_LABEL_CHARS:
        raise ValueError(f"{source}: label must be a non-empty string")
    aliases = data.get("aliases", [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
        raise ValueError(f"{source}: aliases must be a list of strings")
    keyword = data.get("keyword", "Article")
    if not isinstance(keyword, str):
        raise ValueError(f"{source}: keyword must be a string")
    jurisdiction = data.get("jurisdiction", [])
    if not isinstance(jurisdiction, list) or not all(
        isinstance(word, str) and word.strip() for word in jurisdiction
    ):
        raise ValueError(f"{source}: jurisdiction must be a list of words")
    return Law(
        label.strip(),
        tuple(aliases),
        keyword,
        *_articles(data, source),
        tuple(word.strip() for word in jurisdiction),
        parts=_parts(data, source),
        titles=_titles(data, source),
        **_codified(data, source),
    )


def _codified(data: Mapping[str, Any], source: str) -> dict[str, Any]:
    """Return the codified_in and codified fields of a catalogue file's law."""
    codified = data.get("codified")
    if codified is None:
        return {}
    code = codified.get("in") if isinstance(codified, Mapping) else None
    sections = codified.get("sections") if isinstance(codified, Mapping) else None
    if (
        not isinstance(code, str)
        or not normalise_label(code)
        or not isinstance(sections, Mapping)
        or not sections
        or not all(
            isinstance(article, str) and isinstance(section, str)
            for article, section in sections.items()
        )
    ):
        raise ValueError(
            f"{source}: codified needs {{in: a code's label, sections: {{article: "
            "section}}}"
        )
    pairs = []
    for article, section in sections.items():
        pair = normalise_article(article), normalise_article(section)
        if not all(pair):
            raise ValueError(f"{source}: codified maps no article {article!r}")
        pairs.append(pair)
    return {"codified_in": code.strip(), "codified": tuple(pairs)}


def _titles(data: Mapping[str, Any], source: str) -> tuple[tuple[str, str], ...]:
    """Return (article, title) of each article title a catalogue file gives."""
    titles = data.get("titles", {})
    if not isinstance(titles, Mapping) or not all(
        isinstance(article, str) and isinstance(title, str)
        for article, title in titles.items()
    ):
        raise ValueError(f"{source}: titles maps article ids to their titles")
    found = []
    for article, title in titles.items():
        normalised = normalise_article(article)
        if not normalised:
            raise ValueError(f"{source}: titles has no article {article!r}")
        found.append((normalised, title.strip()))
    return tuple(found)


def _parts(data: Mapping[str, Any], source: str) -> tuple[tuple[str, int, int], ...]:
    """Return (kind, first, last) of each range of parts a catalogue file gives."""
    parts = data.get("parts", {})
    if not isinstance(parts, Mapping) or not all(
        kind in PART_KINDS and isinstance(span, Mapping) for kind, span in parts.items()
    ):
        raise ValueError(
            f"{source}: parts maps {', '.join(PART_KINDS)} to {{first, last}}"
        )
    ranges = []
    for kind, span in parts.items():
        first, last = span.get("first", 1), span.get("last")
        valid = type(first) is int and type(last) is int and first >= 1
        if not valid or last < 0 or (last and first > last):
            raise ValueError(f"{source}: parts.{kind} needs 1 <= first <= last")
        ranges.append((kind, first, last))
    return tuple(ranges)


def _articles(
    data: Mapping[str, Any], source: str
) -> tuple[int | None, int | None, bool, frozenset[str] | None]:
    """Return (first, last, suffixes, explicit list) of a catalogue file."""
    articles = data.get("articles")
    if articles is None:
        return None, None, False, None
    if not isinstance(articles, Mapping):
        raise ValueError(f"{source}: articles must be an object")
    if "list" in articles:
        listed = articles["list"]
        if not isinstance(listed, list) or not listed:
            raise ValueError(f"{source}: articles.list must be a non-empty list")
        ids = frozenset(normalise_article(str(a)) for a in listed)
        if "" in ids:
            raise ValueError(f"{source}: articles.list holds an invalid article")
        return None, None, False, ids
    first, last = articles.get("first", 1), articles.get("last")
    valid = all(type(n) is int and n >= 1 for n in (first, last))
    if not valid or first > last:
        raise ValueError(f"{source}: articles needs integers 1 <= first <= last")
    return first, last, bool(articles.get("suffixes", False)), None


def load_laws(directory: Path) -> list[Law]:
    """Return the laws of every *.json file in directory, in file-name order."""
    laws: list[Law] = []
    for path in sorted(directory.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise ValueError(f"{path.name}: {error}") from error
        laws.append(law_from_dict(data, path.name))
    return laws


def load_catalogue(*directories: Path | str) -> Catalogue:
    """Return the built-in catalogue extended by the law files of directories.

    A deployment's file naming a label or alias the built-in one has takes over
    that name.
    """
    laws = load_laws(BUILT_IN)
    for directory in directories:
        path = Path(directory)
        if not path.is_dir():
            raise ValueError(f"{directory}: not a directory")
        laws.extend(load_laws(path))
    return Catalogue(laws)


@lru_cache(maxsize=1)
def default_catalogue() -> Catalogue:
    """Return the built-in catalogue, read once per process."""
    return load_catalogue()
