"""Resolve parsed references against the evidence the model was given.

Matching is on ``(law label, article number)`` rather than on chunk identity. A model
handed chunk 2 of Article 30 and citing "[Labour Law, Article 30]" has cited
correctly; demanding chunk-level precision would manufacture failures out of correct
behaviour.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Final

from verification.core.articles import article_number, normalise_article, numeral_twin
from verification.core.catalogue import Catalogue, Law, default_catalogue
from verification.core.labels import (
    add_first_word,
    first_word,
    key_year,
    normalise_label,
)
from verification.core.languages import default_lexicon
from verification.core.limits import MAX_LABEL_CHARS, clip, clip_optional
from verification.core.models import (
    Citation,
    CitationStatus,
    Diagnosis,
    EvidenceChunk,
    Reference,
    build_citation,
)

__all__ = ["normalise_label"]

NO_ALIASES: Final = "none"
# Looked up once: an enum member is a descriptor on its class, slow to fetch each time.
_VERIFIED: Final = CitationStatus.VERIFIED
_UNSUPPORTED: Final = CitationStatus.UNSUPPORTED


def normalise_aliases(aliases: Mapping[str, str] | None) -> dict[str, str]:
    """Return aliases keyed and valued by normalised label, identity pairs dropped."""
    if not aliases:
        return {}
    pairs = ((normalise_label(k), normalise_label(v)) for k, v in aliases.items())
    return {alias: canonical for alias, canonical in pairs if alias != canonical}


def aliases_version(aliases: Mapping[str, str] | None) -> str:
    """Return a short stable hash naming the alias set, or "none" when there is none.

    Hashing the normalised mapping means two files that spell the same aliases
    differently ("Saudi Labour Law" vs "saudi labour law") record the same version.
    """
    normalised = normalise_aliases(aliases)
    if not normalised:
        return NO_ALIASES
    canonical = json.dumps(normalised, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


class FirstWords:
    """The catalogue's first words and an answer's own, without copying the former.

    Each maps a folded first word to the most words a known name starting with it
    has ("regulation" -> 4 for "Regulation (EU) 2016/679 (GDPR)").
    """

    __slots__ = ("shared", "extra")

    def __init__(self, shared: dict[str, int]) -> None:
        self.shared = shared
        self.extra: dict[str, int] = {}

    def __contains__(self, word: object) -> bool:
        return word in self.extra or word in self.shared

    def __iter__(self) -> Iterator[str]:
        yield from self.shared
        yield from self.extra

    def __len__(self) -> int:
        return len(self.shared) + len(self.extra)

    def words(self, word: str) -> int:
        """Return the most words a known name starting with word has; 0 if none."""
        return max(self.extra.get(word, 0), self.shared.get(word, 0))


class EvidenceIndex:
    """The evidence keyed every way a citation is looked up; built once per answer."""

    __slots__ = (
        "by_key",
        "aliases",
        "catalogue",
        "first_words",
        "_chunks",
        "_by_article",
        "_labels",
        "_keys",
        "_known",
        "_law_keys",
    )

    def __init__(
        self,
        by_key: dict[tuple[str, str], EvidenceChunk],
        aliases: dict[str, str],
        catalogue: Catalogue,
        chunks: dict[tuple[str, str], list[EvidenceChunk]],
    ) -> None:
        # (label key, article) -> best-scoring chunk for that article of that law.
        self.by_key = by_key
        self.aliases = aliases
        self.catalogue = catalogue
        # The folded first word of every name known (catalogue, aliases, evidence):
        # a label whose first word is none of these is unknown, without folding it.
        self.first_words = FirstWords(catalogue.first_words)
        # (label key, article) -> every chunk of it, in evidence order.
        self._chunks = chunks
        self._by_article: dict[str, dict[str, EvidenceChunk]] | None = None
        self._labels: frozenset[str] | None = None
        # Memos of key() and knows(): an answer names the same few laws over and
        # over, and both are pure once the index is built (knows() is first called
        # after build_index has added every first word).
        self._keys: dict[str, str] = {}
        self._known: dict[str, bool] = {}
        self._law_keys: dict[str, str] = {}

    def key(self, label: str) -> str:
        """Return the comparison key of label, after aliasing and the catalogue."""
        key = self._keys.get(label)
        if key is None:
            key = self._keys[label] = self._key(label)
        return key

    def _key(self, label: str) -> str:
        """Return key(label), computed."""
        normalised = normalise_label(label)
        normalised = self.aliases.get(normalised, normalised)
        law = self.catalogue.by_name.get(normalised)
        if law is None:
            return normalised
        # An alias row naming the catalogue's label ("GDPR" -> the deployment's
        # own label) applies after the catalogue too.
        canonical = normalise_label(law.label)
        return self.aliases.get(canonical, canonical)

    def name_words(self, word: str) -> int:
        """Return the most words of a known name starting with word; 0 if none."""
        first_words = self.first_words
        folded = word.casefold()
        if folded in first_words:
            return first_words.words(folded)
        return first_words.words(first_word(word)) if not folded.isalnum() else 0

    def knows(self, label: str) -> bool:
        """Return whether label names a law of the evidence, an alias, the catalogue."""
        known = self._known.get(label)
        if known is None:
            known = self._known[label] = self._knows(label)
        return known

    def _knows(self, label: str) -> bool:
        """Return knows(label), computed."""
        folded = label.casefold()
        if folded not in self.first_words and first_word(label) not in self.first_words:
            return False
        normalised = normalise_label(label)
        if not normalised:
            return False
        if (
            normalised in self.catalogue.capitals
            and label.islower()
            and folded in default_lexicon().stop_words
        ):
            # "l'article 1240 et l'article 1241", "el artículo 49 era posible": a
            # function word, not the ET or the ERA, unless an alias row says so.
            return normalised in self.aliases
        return (
            normalised in self.aliases
            or normalised in self.catalogue.by_name
            or self.law_key(label) in self.labels
        )

    def law_key(self, label: str) -> str:
        """Return key(label), or the key of the one evidence law it names undated.

        "Bộ luật Lao động" is the evidence's "Bộ luật Lao động 2019" (dated()):
        known so, its name is read whole, not cut at its first lower-case word.
        """
        found = self._law_keys.get(label)
        if found is None:
            key = self.key(label)
            found = self._law_keys[label] = (
                key if key in self.labels else self.dated(key) or key
            )
        return found

    def holds(self, label: str, article: str) -> bool:
        """Return whether the evidence has a passage of label's law's article."""
        return (self.law_key(label), article) in self.by_key

    def may_be_called(self, label: str | None, article: str | None, stem: str) -> bool:
        """Return whether the law a reference resolves to is an instrument of a kind.

        "Article 8 of the Charter" after the answer named the GDPR, or with only the
        GDPR's Article 8 in the evidence, is the Charter's article, not the GDPR's:
        the stem of a head that names a kind of instrument of its own (the
        lexicon's instrument_stems: "charter", "trattato") must appear in one of
        the law's names.
        """
        if label is None:
            candidates = self.by_article.get(article) if article else None
            if not candidates or len(candidates) > 1:
                return True
            (chunk,) = candidates.values()
            label = chunk.law_label
        return self._is_called(label, stem, article)

    def instrument_of(self, article: str | None, stem: str) -> str | None:
        """Return the one law of the evidence whose names hold stem, or None.

        "Article 8 of the Charter" with the ECHR's and the Charter's Article 8 in
        the evidence, and no law named before it, is the Charter's: "the Charter"
        says which of the two. Among the laws with that article first, then among
        all: "Article 9 of the Charter" with only its Article 8 given is the
        Charter's article the model was not given. None when no law, or more than
        one, is so called.
        """
        candidates = self.by_article.get(article) if article else None
        for labels in (
            [chunk.law_label for chunk in (candidates or {}).values()],
            [chunk.law_label for chunk in self.by_key.values()],
        ):
            called = {
                self.key(label): label
                for label in labels
                if self._is_called(label, stem, article)
            }
            if called:
                return next(iter(called.values())) if len(called) == 1 else None
        return None

    def _is_called(self, label: str, stem: str, article: str | None = None) -> bool:
        """Return whether one of the names of the law label holds stem.

        For a part a kind of instrument has by its kind ("Amendment IV": the
        lexicon's part_instruments), a law the catalogue knows must have parts of
        that kind too: the Grundgesetz is a constitution with no "Fourth
        Amendment".
        """
        key = self.key(label)
        names = [label, key]
        law = self.catalogue.by_name.get(key)
        if law is not None:
            names += (law.label, *law.aliases)
        names += [name for name, target in self.aliases.items() if target == key]
        if not any(stem in name.casefold() for name in names):
            return False
        kind = (article or "").partition(" ")[0]
        if law is None or kind not in default_lexicon().part_instruments:
            return True
        span = law.part_range(kind)
        return span is not None and span[1] > 0

    def law(self, label: str) -> Law | None:
        """Return the catalogue's law that label names, or None."""
        normalised = normalise_label(label)
        return self.catalogue.by_name.get(self.aliases.get(normalised, normalised))

    def chunks(self, key: tuple[str, str]) -> list[EvidenceChunk]:
        """Return every chunk of one article of one law, in evidence order."""
        return self._chunks.get(key, [])

    @property
    def by_article(self) -> dict[str, dict[str, EvidenceChunk]]:
        """Return article -> {label key -> best chunk}, built on first use.

        Only label-less citations and labels missing from the evidence need it, so
        most answers never build it.
        """
        if self._by_article is None:
            self._by_article = {}
            for (label, article), chunk in self.by_key.items():
                self._by_article.setdefault(article, {})[label] = chunk
        return self._by_article

    def dated(self, key: str) -> str | None:
        """Return the one evidence law whose key is key and a year, or None.

        An answer names a statute without its year ("the Bharatiya Nyaya
        Sanhita", "the Working Time Regulations") as often as with it; with one
        such law in the evidence, the name is that law's. A year written that is
        not the law's is another law ("Employment Rights Act 1999": prose.py).
        """
        if not key or key_year(key) is not None:
            return None
        found = [
            label
            for label in self.labels
            if len(label) == len(key) + 4
            and label.startswith(key)
            and key_year(label) is not None
        ]
        return found[0] if len(found) == 1 else None

    @property
    def labels(self) -> frozenset[str]:
        """Return the label keys of every law in the evidence, built on first use.

        Built apart from by_article: the commonest unsupported citation, an article
        of a law that is in the evidence, needs only this.
        """
        if self._labels is None:
            self._labels = frozenset([label for label, _ in self.by_key])
        return self._labels


def build_index(
    evidence: Sequence[EvidenceChunk],
    aliases: Mapping[str, str] | None = None,
    catalogue: Catalogue | None = None,
) -> EvidenceIndex:
    """Index evidence by (label, article), keeping the best-scoring chunk of each."""
    normalised = normalise_aliases(aliases)
    index = EvidenceIndex({}, normalised, catalogue or default_catalogue(), {})
    by_key, chunks = index.by_key, index._chunks
    if aliases:
        for name in aliases:
            add_first_word(index.first_words.extra, name)
    _alias_bracketed_names(index, {chunk.law_label: None for chunk in evidence})
    keys: dict[str, str] = {}
    for chunk in evidence:
        label = keys.get(chunk.law_label)
        if label is None:
            label = keys[chunk.law_label] = index.key(chunk.law_label)
            add_first_word(index.first_words.extra, chunk.law_label)
        key = (label, chunk.article)
        current = by_key.get(key)
        # Strictly greater keeps the first of equal scores, so the result does not
        # depend on anything but the order the evidence was given in.
        if current is None:
            by_key[key] = chunk
            chunks[key] = [chunk]
            continue
        chunks[key].append(chunk)
        if chunk.score > current.score:
            by_key[key] = chunk
    return index


# "General Data Protection Regulation (GDPR)", "GDPR (Regulation (EU) 2016/679)":
# a name, then in brackets (one level of brackets inside) what else it is called.
_BRACKETED_NAME_RE: Final = re.compile(
    r"(?P<name>.*?[^\s(])\s*\((?P<inner>[^()]*(?:\([^()]*\)[^()]*)*)\)", re.DOTALL
)
# A short name in the brackets: "GDPR", "KSchG", "ERA 1996", "UK GDPR".
_SHORT_NAME_RE: Final = re.compile(
    r"(?=(?:[^\W\d_]*[A-Z]){2})[A-Z][^\W_]{1,11}(?: [A-Z][^\W_]{1,11})?(?: [0-9]{4})?"
)


# "GDPR - General Data Protection Regulation", "BGB – Bürgerliches Gesetzbuch",
# "BGB, Stand 2024": a name, a dash or a comma, and what else the law is called or
# which version it is.
_SEPARATOR_RE: Final = re.compile(r"\s+[-‐‑‒–—―−|]\s+|,\s+")
# "gdpr.pdf", "uk_gdpr.txt": a chunk labelled by the file it was cut from.
_FILE_NAME_RE: Final = re.compile(
    r"(?P<stem>[^/\\]+)\.(?:pdf|txt|html?|xhtml|docx?|odt|rtf|md|json|xml)",
    re.IGNORECASE,
)
# "Regulation (EU) 2016/679 of the European Parliament ... on the protection of
# natural persons ...": an instrument's number (not a year alone) opens its title.
_INSTRUMENT_NUMBER_RE: Final = re.compile(r"[0-9]+\s?[/-]\s?[0-9]+")
# A word of a label, with its possessive: "UK", "UK's" (jurisdiction words).
_WORD_RE: Final = re.compile(r"[^\W_]+(?:'s)?")


def _two_names(label: str, index: EvidenceIndex) -> tuple[str, str] | None:
    """Return (name, what else label says) of a label naming a law so.

    "what else" is "" where the label holds one name: a file's, after a
    determiner ("The GDPR"), before the article ("GDPR Article 17"), or before the
    rest of an instrument's official title.
    None when label is written no such way.
    """
    # CASE 1: "General Data Protection Regulation (GDPR)".
    # A year alone in the brackets is part of the name ("Law No. 8 (2020)"), and a
    # pinpoint part of an article ("GDPR Art. 17(1)": CASE 4).
    match = _BRACKETED_NAME_RE.fullmatch(label) if label.endswith(")") else None
    if match is not None and any(char.isalpha() for char in match["inner"]):
        return match["name"], match["inner"]
    # CASE 2: "gdpr.pdf": the file's name, its underscores spaces.
    file = _FILE_NAME_RE.fullmatch(label.strip())
    if file is not None:
        return " ".join(file["stem"].replace("_", " ").split()), ""
    # CASE 3: "GDPR - General Data Protection Regulation", "BGB, Stand 2024".
    separated = None
    separator = _SEPARATOR_RE.search(label)
    if separator is not None:
        name, more = label[: separator.start()], label[separator.end() :].strip()
        if separator.group().strip() != "," and _SHORT_NAME_RE.fullmatch(name):
            name, more = more, name  # "BGB – Bürgerliches Gesetzbuch"
        separated = name, more
        if index.law(name) or index.law(more):
            return separated
    # CASE 4: "GDPR Article 17", "BGB § 622": the article the chunk holds after
    # the name of a law of the catalogue.
    words = label.rsplit(None, 2)
    if (
        len(words) == 3
        and words[1].casefold() in default_lexicon().keywords
        and normalise_article(f"{words[1]} {words[2]}")
        and index.law(words[0])
    ):
        return words[0], ""
    # CASE 5: "The GDPR", and the first words of an official title that are a
    # name of the catalogue ("Loi n° 78-17 du 6 janvier 1978 relative à
    # l'informatique, aux fichiers..."): each only where the catalogue knows it.
    first, _, rest = label.strip().partition(" ")
    if rest and first.casefold() in default_lexicon().determiners:
        return (rest, "") if index.law(rest) else separated
    number = _INSTRUMENT_NUMBER_RE.search(label)
    if number is not None:
        words = label[number.end() :].split(" ")
        for count in range(len(words) - 1, 0, -1):
            name = label[: number.end()] + " ".join(words[:count])
            if index.law(name):
                return name, ""
    return separated


def _version(more: str) -> bool:
    """Return whether more, beside a law's name, says only which version it is.

    "" (the label is the name alone), or words with a date or a year ("Stand
    2024", "consolidated 2016-05-04"); a jurisdiction was ruled out before.
    """
    return not more or any(char.isdigit() for char in more)


def _another_instrument(sides: list[str], law: Law | None) -> bool:
    """Return whether one side of a label names a kind of instrument the rest is not.

    "ECHR, Protocol No. 1", "ECHR - Protocol 1", "European Convention on Human
    Rights (First Protocol)": a protocol is a treaty of its own, and its Article 1
    is not the Convention's (the lexicon's instrument_stems; the names of the
    catalogue's law stand for a short name, "ECHR"). "Charter of Fundamental
    Rights (EU Charter)" is the Charter; a short name alone names no kind.
    """
    names = [s.casefold() for s in sides if s and not _SHORT_NAME_RE.fullmatch(s)]
    known = [n.casefold() for n in (law.label, *law.aliases)] if law else []
    for at, side in enumerate(names):
        others = names[:at] + names[at + 1 :] + known
        if others and any(
            word.startswith(stem) and not any(stem in other for other in others)
            for word in _WORD_RE.findall(side)
            for stem in default_lexicon().instrument_stems
        ):
            return True
    return False


def _another_place(more: str, law: Law, catalogue: Catalogue) -> bool:
    """Return whether more names a jurisdiction of the catalogue that is not law's.

    "GDPR, UK version" is the UK GDPR, not the GDPR its name is: "UK" is the
    jurisdiction of other laws of the catalogue and not of the GDPR.
    """
    if not more:
        return False
    words = f" {' '.join(_WORD_RE.findall(more.casefold()))} "
    own = {word.casefold() for word in law.jurisdiction}
    return any(
        f" {word.casefold()} " in words and word.casefold() not in own
        for other in catalogue.laws
        if other is not law
        for word in other.jurisdiction
    )


def _alias_bracketed_names(index: EvidenceIndex, labels: Iterable[str]) -> None:
    """Name each evidence law labelled "Name (more)" by its name, and its short one.

    Retrieval pipelines label chunks "General Data Protection Regulation (GDPR)",
    "Kündigungsschutzgesetz (KSchG)", "Labour Law (Saudi Arabia)" or "Saudi Labor
    Law (Royal Decree M/51)", and an answer cites "Article 17 GDPR", "§ 1 KSchG" or
    "the Labour Law": read as one string, the label matched none of them and every
    correct citation of it was a label_mismatch. Such a label is the law its name
    (or the catalogue law its brackets name) is, and a short name in the brackets
    ("GDPR", "ERA") is another name of it; added as alias rows are. So are labels
    written the other ways _two_names reads: "GDPR - General Data Protection
    Regulation", "BGB, Stand 2024", "gdpr.pdf", "The GDPR", "GDPR Article 17",
    "Regulation (EU) 2016/679 of the European Parliament and of the Council of 27
    April 2016 on ...". Not where it would join two laws of the evidence: with
    "Labour Law" and "Labour Law (UAE)" both given, or "Data Protection Act 2018
    (UK)" and "(Ireland)", each stays as written (unless its brackets name the same
    law of the catalogue as its name: "GDPR (Regulation (EU) 2016/679)" is the GDPR
    beside any other GDPR label). A year alone in the brackets is part of the name
    ("Law No. 8 (2020)").
    """
    catalogue, aliases = index.catalogue, index.aliases
    # A label the deployment's alias rows name is the law they say it is.
    targets = set(aliases.values())
    # full key -> (the key it is read as, its short name's key, whether both the
    # name and the brackets name that one law of the catalogue).
    named: dict[str, tuple[str, str | None, bool]] = {}
    for label in labels:
        if " " not in label and "." not in label:
            continue
        full = normalise_label(label)
        if full in aliases or full in targets or full in catalogue.by_name:
            continue  # known as written ("EU AI Act"): read no further
        names = _two_names(label, index)
        if names is None:
            continue
        name, inner = names[0], names[1].strip()
        law, also = index.law(name), index.law(inner) if inner else None
        if law and also and law is not also:
            continue  # "UK GDPR (GDPR)": two laws the catalogue tells apart.
        if law and not also and _another_place(inner, law, catalogue):
            continue  # "GDPR, UK version": the law of another place.
        one_law = law is not None and law is also
        if not one_law and _another_instrument([name, inner], law or also):
            continue  # "ECHR, Protocol No. 1": an instrument of its own.
        canonical = index._key(name if law or not also else inner)
        short = normalise_label(inner) if _SHORT_NAME_RE.fullmatch(inner) else None
        # Certain too where the rest names no law: a catalogue law's file
        # ("gdpr.pdf"), its article ("GDPR Article 17") or version ("BGB, Stand
        # 2024") is that law beside its plain label ("GDPR", "BGB").
        certain = law is not None and (law is also or not also and _version(inner))
        named[full] = canonical, short, certain
    if not named:
        return
    plain = {index._key(label) for label in labels} - named.keys()
    claimed: dict[str, int] = {}
    for canonical, _, _ in named.values():
        claimed[canonical] = claimed.get(canonical, 0) + 1
    for full, (canonical, short, certain) in named.items():
        if not certain and (canonical in plain or claimed[canonical] > 1):
            continue  # two laws of the evidence would become one
        if canonical != full:
            aliases[full] = canonical
        if short and short not in aliases and short not in catalogue.by_name:
            if short not in plain:
                aliases[short] = canonical
                add_first_word(index.first_words.extra, short)


def resolve(reference: Reference, index: EvidenceIndex) -> Citation:
    """Return the citation reference makes, verified or diagnosed."""
    found = lookup(reference, index)
    if isinstance(found, Citation):
        return found
    return _verified(reference, found)


def lookup(reference: Reference, index: EvidenceIndex) -> EvidenceChunk | Citation:
    """Return the chunk that verifies reference, or the unsupported citation it makes.

    resolve() without building the verified citation: the verifier builds it once,
    after its checks, instead of building it here and again with their results.
    """
    article = reference.article
    if reference.malformed or article is None:
        return _unsupported(reference, Diagnosis.MALFORMED)
    if reference.law_label is None:
        return _lookup_unlabelled(reference, article, index)
    # index.key(), its memo read here: the call costs more than the lookup.
    label = index._keys.get(reference.law_label) or index.key(reference.law_label)
    chunk = index.by_key.get((label, article))
    if chunk is not None:
        return chunk
    twin = numeral_twin(article) if article[0].isalpha() else None
    chunk = index.by_key.get((label, twin)) if twin else None
    if chunk is not None:
        return chunk
    if label not in index.labels:
        # "the Bharatiya Nyaya Sanhita" is the evidence's "…Sanhita, 2023".
        label = index.dated(label) or label
        chunk = index.by_key.get((label, article))
        if chunk is not None:
            return chunk
    law = index.catalogue.by_name.get(label)
    restated = _restated(label, article, law, index)
    if isinstance(restated, EvidenceChunk):
        return restated
    # CASE 1: the catalogue knows the law, and it has no such article.
    if law is not None and not law.has_article(article):
        return _unsupported(
            reference, Diagnosis.NONEXISTENT_ARTICLE, detail=law.range_text(article)
        )
    # CASE 2: the law is in the evidence but this article of it is not (nor, for
    # a codified Act, the Code's section restating it: "29 U.S.C. § 207").
    if label in index.labels or restated:
        return _unsupported(
            reference, Diagnosis.ARTICLE_NOT_IN_EVIDENCE, detail=restated or None
        )
    # CASE 3: the article is there under another label; name the likeliest one.
    others = index.by_article.get(article)
    if others:
        best = _best(others.values())
        return _unsupported(reference, Diagnosis.LABEL_MISMATCH, best.law_label)
    # CASE 4: nothing the model was given supports this citation at all.
    return _unsupported(reference, Diagnosis.LAW_NOT_IN_EVIDENCE)


def _restated(
    label: str, article: str, law: Law | None, index: EvidenceIndex
) -> EvidenceChunk | str:
    """Return the chunk of the other name of a codified provision, or what it is.

    "Section 7 of the FLSA" is verified by the evidence's "29 U.S.C." section 207,
    and "29 U.S.C. § 207" by the evidence's FLSA section 7 (catalogue.py:
    ``codified``). When the other name's law is in the evidence but not that
    provision, its name ("29 U.S.C. § 207") for the diagnosis; else "".
    """
    if law is not None and law.codified_in:
        section = law.codified_as(article)
        if section is None:
            return ""
        code = index.key(law.codified_in)
        other, name = (code, section), f"{law.codified_in} § {section}"
    else:
        act = index.catalogue.codifying.get((label, article))
        if act is None:
            return ""
        other = (index.key(act[0].label), act[1])
        name = f"{act[0].keyword} {act[1]} of the {act[0].label}"
    chunk = index.by_key.get(other)
    if chunk is not None:
        return chunk
    return name if other[0] in index.labels else ""


def _lookup_unlabelled(
    reference: Reference, article: str, index: EvidenceIndex
) -> EvidenceChunk | Citation:
    """Resolve "[Article 17(1)]" when exactly one law in the evidence has article 17."""
    candidates = index.by_article.get(article)
    if not candidates and article[0].isalpha():
        twin = numeral_twin(article)
        candidates = index.by_article.get(twin) if twin else None
    if not candidates:
        return _unsupported(reference, Diagnosis.ARTICLE_NOT_IN_EVIDENCE)
    if len(candidates) > 1:
        return _unsupported(reference, Diagnosis.AMBIGUOUS)
    (chunk,) = candidates.values()
    return chunk


def _best(chunks: Iterable[EvidenceChunk]) -> EvidenceChunk:
    """Return the highest-scoring chunk, the first one on a tie."""
    return max(chunks, key=_score)


def _score(chunk: EvidenceChunk) -> float:
    """Return the retrieval score a chunk is ranked by."""
    return chunk.score


def _verified(reference: Reference, chunk: EvidenceChunk) -> Citation:
    """Return a verified citation naming the chunk that supports it.

    Its article is the chunk's: the same identifier, but for a part written in the
    other digits ("Annex 3" verified by the evidence's "Annex III").
    """
    raw, _, _, pinpoint, start, end, _, form, _ = reference
    article = chunk.article
    return build_citation(
        raw,
        chunk.law_label,
        article_number(article) if article else None,
        pinpoint,
        _VERIFIED,
        None,
        None,
        chunk.chunk_id,
        chunk.citation_key or None,
        start,
        end,
        form,
        article or "",
        False,
        None,
        None,
        None,
    )


def _unsupported(
    reference: Reference,
    diagnosis: Diagnosis,
    suggested_label: str | None = None,
    *,
    detail: str | None = None,
) -> Citation:
    """Return an unsupported citation keeping the label as it was cited."""
    article = reference.article or ""
    return build_citation(
        reference.raw,
        reference.law_label,
        article_number(article) if article else None,
        reference.pinpoint,
        _UNSUPPORTED,
        diagnosis,
        clip_optional(suggested_label, MAX_LABEL_CHARS),
        None,
        None,
        reference.start,
        reference.end,
        reference.form,
        article,
        False,
        None,
        None,
        detail,
    )


def clip_label(label: str | None) -> str | None:
    """Return a label within MAX_LABEL_CHARS."""
    return None if label is None else clip(label, MAX_LABEL_CHARS)
