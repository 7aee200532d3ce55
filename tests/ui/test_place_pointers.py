"""Every message that sends the clerk to a place of the main window ("em Legislação ›
Registrar valor atualizado", "em Administração › Chaves de assinatura", "em Linhas, aba
Delegação") names an area as the side bar does and, after it, a tab or a button of that area
as the screen labels it: "Administração > Chaves" named a tab the area does not have."""

import re

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QTabWidget

from desktop.ui.areas import all_areas
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.source_texts import source_texts


def _plain(label: str) -> str:
    return re.sub(r"\s*\(.*\)$", "", label.replace("&", "").rstrip("…").strip())


def _places(area) -> set[str]:
    tabs = {
        _plain(widget.tabText(index))
        for widget in area.findChildren(QTabWidget)
        for index in range(widget.count())
    }
    if isinstance(area, QTabWidget):
        tabs |= {_plain(area.tabText(index)) for index in range(area.count())}
    buttons = {_plain(button.text()) for button in area.findChildren(QAbstractButton)}
    actions = {_plain(action.text()) for action in area.findChildren(QAction)}
    return {label for label in tabs | buttons | actions if label}


def test_every_pointer_names_a_real_area_and_a_real_tab_or_button(qtbot, admin_context):
    areas = {area.title: area for jurisdiction in ("GO", "RR") for area in all_areas(jurisdiction)}
    pointer = re.compile(
        rf"\b({'|'.join(map(re.escape, areas))})(?: ?[›>] ?|, aba )([A-ZÁÉÍÓÚ][^.,;:)]*)"
    )
    pointers = [match.groups() for _, text in source_texts() for match in pointer.finditer(text)]
    assert ("Legislação", "Registrar valor atualizado") in pointers
    workspace = Workspace(admin_context, Navigator())
    built = {}
    wrong = []
    for area_label, place in pointers:
        if area_label not in built:
            built[area_label] = areas[area_label].build(workspace)
            qtbot.addWidget(built[area_label])
        if not any(place.startswith(label) for label in _places(built[area_label])):
            wrong.append(f"{area_label} › {place}")
    assert wrong == []
