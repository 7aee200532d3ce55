"""A list of one act's articles as a legal drafter writes it: the articles in their order,
each named once with its paragraphs and items grouped — "arts. 83, §§ 1º a 3º, e 89", not
"art. 89; art. 83; art. 83, § 1º; art. 83, § 2º; art. 83, § 3º" — the comma before the last
"e" closing the subdivisions of the article before it ("arts. 67, II, e 76, I"). An article
cited with its parts ("art. 67" and "art. 67, II") is cited by its parts. Paragraphs read
ordinal up to the ninth, cardinal from the tenth, and three or more in a row as a range
(LC 95/1998, art. 10, I).
"""

import re
from collections.abc import Iterable

_ARTICLE = re.compile(r"art\. (\d+)(º?)(?:, (.+))?")
_PARAGRAPH = re.compile(r"§ (\d+)º?")


def _and(words: list[str]) -> str:
    """ "a", "a e b", "a, b e c"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} e {words[-1]}"


def _ordinal(number: int) -> str:
    return f"{number}º" if number < 10 else str(number)


def _paragraphs(numbers: list[int]) -> str:
    """ "§ 1º"; "§§ 1º e 3º"; "§§ 1º a 3º e 5º"."""
    runs: list[list[int]] = []
    for number in sorted(set(numbers)):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    words: list[str] = []
    for run in runs:
        if len(run) >= 3:
            words.append(f"{_ordinal(run[0])} a {_ordinal(run[-1])}")
        else:
            words += [_ordinal(number) for number in run]
    return f"§ {words[0]}" if len(numbers) == 1 else f"§§ {_and(words)}"


def _article(label: str, parts: list[str]) -> str:
    """One article with its parts: its paragraphs grouped, then its other parts (items, the
    sole paragraph, a note) in the order cited."""
    paragraphs = [int(found[1]) for part in parts if (found := _PARAGRAPH.fullmatch(part))]
    others = [part for part in parts if not _PARAGRAPH.fullmatch(part)]
    said = ([_paragraphs(paragraphs)] if paragraphs else []) + others
    return f"{label}, {_and(said)}" if said else label


def grouped_articles(articles: Iterable[str]) -> str:
    """`articles` of one act, without the act's name and as the acts write them ("art. 83,
    § 1º"), as one list: "arts. 83, §§ 1º a 3º, e 89". What is not one article ("arts. 46 e
    47") follows the list, after "; ", as cited."""
    parts: dict[int, list[str]] = {}
    labels: dict[int, str] = {}
    others: list[str] = []
    for article in articles:
        found = _ARTICLE.fullmatch(article.strip())
        if found is None:
            if article not in others:
                others.append(article)
            continue
        number = int(found[1])
        labels[number] = f"{number}{found[2]}"
        cited = parts.setdefault(number, [])
        if found[3] and found[3] not in cited:
            cited.append(found[3])
    said = [_article(labels[number], parts[number]) for number in sorted(parts)]
    listed = []
    if len(said) == 1:
        listed = [f"art. {said[0]}"]
    elif said:
        last = ", e " if "," in said[-2] else " e "
        listed = [f"arts. {', '.join(said[:-1])}{last}{said[-1]}"]
    return "; ".join(listed + others)
