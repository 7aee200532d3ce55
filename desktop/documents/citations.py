"""Articles as printed: each law named once, each article once, in the order given.

The rules engine and the services cite every article in full ("Res. AGR 105/2017, art. 83
§1"), so a list of them repeats the law's name; a document prints them grouped:
"Res. AGR 105/2017: art. 89; art. 83; art. 83, § 1º — Decreto 8.444/2015: art. 51"; a
Goiás regular line's documents list each law's articles as a legal drafter groups them
(`cite_grouped`): "Res. AGR 105/2017, arts. 83, §§ 1º a 3º, e 89".
Each article and paragraph reads as the acts write them (LC 95/1998, art. 10, I): "art. 9º",
"art. 83, § 1º", "§§ 1º e 3º" — ordinal up to the ninth, cardinal from the tenth — however
the rules engine or a stored record spelled it ("art. 83 §1").
"""

import re
from collections.abc import Iterable, Sequence

from desktop.rules.article_lists import grouped_articles

_ARTICLE = re.compile(r"\b(art\.) ([1-9])(?![\dº])")
_PARAGRAPHS = re.compile(r",?\s*(§§?)\s*(\d+º?(?:\s*(?:e|a|-)\s*\d+º?)*)")
_NUMBER = re.compile(r"(\d+)º?")


def _ordinal(number: re.Match[str]) -> str:
    return f"{number[1]}º" if int(number[1]) < 10 else number[1]


def _paragraphs(found: re.Match[str]) -> str:
    return f", {found[1]} {_NUMBER.sub(_ordinal, found[2])}"


def legal_style(article: str) -> str:
    """ "Res. AGR 105/2017, art. 83 §§1 e 3" as the act writes it: "…, art. 83, §§ 1º e 3º"."""
    return _PARAGRAPHS.sub(_paragraphs, _ARTICLE.sub(r"\1 \2º", article))


def split_citations(joined: str) -> list[str]:
    """A stored "a; b; c" back into its articles; a "; " inside parentheses (an article's
    note, such as the date it came into force) stays with its article."""
    parts: list[str] = []
    depth = start = 0
    for index, char in enumerate(joined):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and joined.startswith("; ", index):
            parts.append(joined[start:index])
            start = index + 2
    parts.append(joined[start:])
    return [part.strip() for part in parts if part.strip()]


def _one_law_each(articles: Iterable[str]) -> list[str]:
    """Each citation of one law: "Res. AGR 105/2017, art. 1º; Decreto 8.444/2015, art. 4º"
    is two, and "Res. AGR 105/2017, art. 38, VIII; art. 69, VIII" two of the same law, so a
    second law is never printed among the first one's articles."""
    single = []
    for article in articles:
        law = ""
        for part in split_citations(article):
            if law and part.startswith(("art", "§")):
                single.append(f"{law}, {part}")
            else:
                single.append(part)
                law = part.partition(", ")[0]
    return single


def _by_law(articles: Iterable[str]) -> dict[str, list[str]]:
    """Each law cited, in the order cited, with its articles as the act writes them, each
    once (the law's own name when it is cited without an article)."""
    laws: dict[str, list[str]] = {}
    for article in _one_law_each(articles):
        law, _, rest = legal_style(article).partition(", ")
        items = laws.setdefault(law, [])
        if (rest or law) not in items:
            items.append(rest or law)
    return laws


def cite(articles: Iterable[str]) -> str:
    return " — ".join(
        law if items == [law] else f"{law}: {'; '.join(items)}"
        for law, items in _by_law(articles).items()
    )


def cite_grouped(articles: Iterable[str]) -> str:
    """`articles` as a legal drafter lists them, each law's articles grouped
    (`grouped_articles`): "Res. AGR 105/2017, arts. 83, §§ 1º a 3º, e 89"."""
    return " — ".join(
        law if items == [law] else f"{law}, {grouped_articles(items)}"
        for law, items in _by_law(articles).items()
    )


def shared_citations(groups: Sequence[Sequence[str]]) -> list[str]:
    """The citations every one of `groups` makes, in the first group's order: what a list of
    penalties would otherwise repeat on each line."""
    if not groups:
        return []
    return [article for article in groups[0] if all(article in group for group in groups[1:])]
