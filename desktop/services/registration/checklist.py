"""The documents an operator must present to be registered, read from the checklists data.

`resources/checklists/<UF>.json` lists, per jurisdiction, each document with the article that
requires it, the operator kinds (empresa, cooperativa — Res. 105 art. 5 sole §) and the
modalities it applies to, and whether it has a validity date (certidões).
"""

import json
from dataclasses import dataclass
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
        )
        for item in data["documents"]
    )


def all_checklist_items(jurisdiction: str) -> tuple[ChecklistItem, ...]:
    return _checklist(jurisdiction)


def checklist_for(
    jurisdiction: str, operator_kind: str, modalities: list[str] | tuple[str, ...]
) -> list[ChecklistItem]:
    """The documents required of an operator of this kind for the modalities it asks for."""
    wanted = set(modalities)
    return [
        item
        for item in _checklist(jurisdiction)
        if operator_kind in item.operator_kinds and wanted.intersection(item.modalities)
    ]


def checklist_item(jurisdiction: str, kind: str) -> ChecklistItem | None:
    return next((item for item in _checklist(jurisdiction) if item.kind == kind), None)
