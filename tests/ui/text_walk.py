"""Reading every text a user can see on the main window: each area, each record's tabs with
the first record of the list on screen, and every dialog its enabled actions open (each
cancelled). Used to check that a Roraima office is never shown a Goiás act (issue 14 §2)."""

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QWidget,
)

from desktop.ui.widgets import dialogs
from desktop.ui.widgets.record_area import ActionBar, RecordArea

SHOWN_ROWS = 30
GO_ACTS = re.compile(r"Res\.? ?AGR|Resolução Normativa|Decreto (n[º°] ?)?8\.444|\bAGR\b|Conselho")
# A citation of an article, bare or not: "art. 28, I", "arts. 46-47", "artigo 5º", "§ 4º",
# "inciso III", "parágrafo único" / "par. único". A field called "Inciso" cites nothing.
CITATION = re.compile(
    r"\b[Aa]rts?\.\s*\d|\b[Aa]rtigos?\s+\d|§|\b[Ii]ncisos?\s+[IVXLC]+\b"
    r"|\b[Pp]ar(?:ágrafo|\.)\s+único\b"
)


def _view_texts(view: QAbstractItemView) -> list[str]:
    """The headers, and the cells' texts and tooltips of the first rows."""
    if isinstance(view, QListWidget):
        items = (view.item(row) for row in range(min(view.count(), SHOWN_ROWS)))
        return [
            text for item in items if item is not None for text in (item.text(), item.toolTip())
        ]
    model = view.model()
    if model is None:
        return []
    columns = range(model.columnCount())
    found = [str(model.headerData(column, Qt.Orientation.Horizontal) or "") for column in columns]
    for row in range(min(model.rowCount(), SHOWN_ROWS)):
        for column in columns:
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                found.append(str(model.data(index, role) or ""))
    return found


def texts_of(root: QWidget) -> list[str]:
    """Every text shown by `root` and the widgets under it that are not hidden."""
    found = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        found.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            found.append(widget.text())
        if isinstance(widget, QLineEdit):
            found += [widget.text(), widget.placeholderText()]
        if isinstance(widget, QPlainTextEdit):
            found += [*widget.toPlainText().splitlines(), widget.placeholderText()]
        if isinstance(widget, QGroupBox):
            found.append(widget.title())
        if isinstance(widget, QComboBox):
            found += [widget.itemText(index) for index in range(widget.count())]
        if isinstance(widget, QTabWidget):
            found += [widget.tabText(index) for index in range(widget.count())]
        if isinstance(widget, QAbstractItemView):
            found += _view_texts(widget)
        if isinstance(widget, QMessageBox):
            found += [widget.text(), widget.informativeText()]
        if isinstance(widget, ActionBar):
            # A withheld action (another state's act) is not on the bar: its text is unseen.
            found += [action.text() for action in widget.actions_.values() if action.isVisible()]
    return [text for text in found if text]


class TextCollector:
    """Stands in for `dialogs.launch`: reads each dialog's texts, then cancels it."""

    def __init__(self) -> None:
        self.seen: dict[str, set[str]] = {}
        self.where = ""

    def __call__(self, dialog: QWidget) -> int:
        self.add(f"{self.where} → {type(dialog).__name__}", texts_of(dialog))
        return 0

    def add(self, where: str, texts: list[str]) -> None:
        self.seen.setdefault(where, set()).update(texts)

    def citing(self, pattern: re.Pattern[str]) -> list[str]:
        return sorted(
            f"{where}: {text!r}"
            for where, texts in self.seen.items()
            for text in texts
            if pattern.search(text)
        )

    def places(self, pattern: re.Pattern[str]) -> dict[str, list[str]]:
        """Each text matching `pattern`, with where it was read."""
        found: dict[str, list[str]] = {}
        for where, texts in sorted(self.seen.items()):
            for text in texts:
                if pattern.search(text):
                    found.setdefault(text, []).append(where)
        return found


def _visit_tabs(area: QWidget, collector: TextCollector, where: str, app: QApplication) -> None:
    for tabs in area.findChildren(QTabWidget):
        if not tabs.isVisibleTo(area):
            continue
        for index in range(tabs.count()):
            if tabs.isTabEnabled(index):
                tabs.setCurrentIndex(index)
                app.processEvents()
                collector.add(f"{where} / {tabs.tabText(index)}", texts_of(area))


def _open_first_rows(area: QWidget, app: QApplication) -> None:
    """Enter (or a double click) on the first row of each list of the area, on any of its
    tabs: the Autos list opens its process."""
    for view in area.findChildren(QAbstractItemView):
        model = view.model()
        if model is not None and model.rowCount():
            first = model.index(0, 0)
            view.setCurrentIndex(first)
            view.activated.emit(first)
            view.doubleClicked.emit(first)
            app.processEvents()


def _open_dialog_buttons(
    area: QWidget, collector: TextCollector, where: str, app: QApplication
) -> None:
    """Every enabled button of the area that opens a dialog (its text ends in "…")."""
    for tabs in area.findChildren(QTabWidget):
        for index in range(tabs.count()):
            if not tabs.isTabEnabled(index):
                continue
            tabs.setCurrentIndex(index)
            app.processEvents()
            for button in area.findChildren(QPushButton):
                text = button.text()
                if button.isVisible() and button.isEnabled() and text.endswith("…"):
                    collector.where = f"{where} / {tabs.tabText(index)}: {text}"
                    button.click()
                    app.processEvents()


def walk_area(window, key: str, collector: TextCollector, app: QApplication) -> None:
    """The area `key` of `window`, its first record and tabs, and what its actions show
    (`dialogs.launch` must be the collector)."""
    area = window.show_area(key)
    app.processEvents()
    collector.where = key
    collector.add(key, texts_of(area))
    if isinstance(area, RecordArea) and area.model.rowCount():
        area.list_view.setCurrentIndex(area.model.index(0, 0))
        app.processEvents()
    elif key != "home":
        _open_first_rows(area, app)
    _visit_tabs(area, collector, key, app)
    _open_dialog_buttons(area, collector, key, app)
    for bar in area.findChildren(ActionBar):
        for action_key, action in bar.actions_.items():
            if (
                action.isEnabled()
                and action.isVisible()
                and action_key not in ("save", "new", "discard")
            ):
                collector.where = f"{key}: {action.text()}"
                action.trigger()
                app.processEvents()
    # What the actions left on the area: findings, a status, the record shown.
    collector.add(f"{key} (after its actions)", texts_of(area))


def walk_texts(window, collector: TextCollector, monkeypatch, app: QApplication) -> None:
    """Every area of `window`, its first record and tabs, and the dialogs of its actions."""
    monkeypatch.setattr(dialogs, "launch", collector)
    for area_info in window.areas:
        walk_area(window, area_info.key, collector, app)
