"""The documents an operator must present to be registered, read from the checklists data.

`resources/checklists/<UF>.json` lists, per jurisdiction, each document with the article that
requires it, the operator kinds (empresa, cooperativa — Res. 105 art. 5 sole §) and the
modalities it applies to, and whether it has a validity date (certidões). An item `same_as`
another is the same paper asked by another chapter: Res. AGR 105/2017, art. 56, I and II ask
the característica vinculada the request and the CNPJ that art. 8º, I and art. 9º, II ask
the fretamento. A company asking both is asked each paper once, under both articles.
"""

import json
import re
from dataclasses import dataclass, replace
from functools import cache

from desktop.resources import resource_path


@dataclass(frozen=True)
class ChecklistItem:
    kind: str
    title: str
    article: str
    operator_kinds: tuple[str, ...]
    modalities: tuple[str, ...]
    expires: bool
    # The kind of the item of another chapter that asks the same paper ("" if none).
    same_as: str = ""
    # The kinds of the items of another chapter this one asks too, when both are asked.
    merged: tuple[str, ...] = ()

    @property
    def accepted_kinds(self) -> tuple[str, ...]:
        """The kinds of paper on file that answer this item, its own first."""
        return tuple(kind for kind in (self.kind, self.same_as, *self.merged) if kind)


@cache
def _checklist(jurisdiction: str) -> tuple[ChecklistItem, ...]:
    path = resource_path("checklists", f"{jurisdiction.upper()}.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(
        ChecklistItem(
            kind=item["kind"],
            title=item["title"],
            article=item["article"],
            operator_kinds=tuple(item["operator_kinds"]),
            modalities=tuple(item["modalities"]),
            expires=bool(item["expires"]),
            same_as=item.get("same_as", ""),
        )
        for item in data["documents"]
    )


def all_checklist_items(jurisdiction: str) -> tuple[ChecklistItem, ...]:
    return _checklist(jurisdiction)


def checklist_for(
    jurisdiction: str, operator_kind: str, modalities: list[str] | tuple[str, ...]
) -> list[ChecklistItem]:
    """The documents required of an operator of this kind for the modalities it asks for,
    each paper once: an item `same_as` another asked too is asked by that one, which cites
    both articles."""
    wanted = set(modalities)
    items = [
        item
        for item in _checklist(jurisdiction)
        if operator_kind in item.operator_kinds and wanted.intersection(item.modalities)
    ]
    asked = {item.kind for item in items}
    repeated = {item.same_as: item for item in items if item.same_as in asked}
    return [
        _merged(item, repeated[item.kind]) if item.kind in repeated else item
        for item in items
        if item.same_as not in asked
    ]


def _merged(item: ChecklistItem, same: ChecklistItem) -> ChecklistItem:
    """`item` asked under its article and under `same`'s (the act named once)."""
    article = same.article.split(", ", 1)[1]
    return replace(item, article=f"{item.article}; {article}", merged=(same.kind,))


_ARTICLE = re.compile(r"art\. \d+º?")


def asked_articles(
    jurisdiction: str, operator_kind: str, modalities: list[str] | tuple[str, ...]
) -> tuple[str, ...]:
    """The articles that ask the documents of the checklist, each item by the article it
    cites first ("art. 9º" of "art. 9º, I; Decreto 8.444/2015, ..."), in the checklist's
    order, each once."""
    found = (
        _ARTICLE.search(item.article)
        for item in checklist_for(jurisdiction, operator_kind, modalities)
    )
    return tuple(dict.fromkeys(match[0] for match in found if match))


def checklist_item(jurisdiction: str, kind: str) -> ChecklistItem | None:
    return next((item for item in _checklist(jurisdiction) if item.kind == kind), None)
