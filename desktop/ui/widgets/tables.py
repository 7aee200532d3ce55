"""Read-only tables of rows of text (the lists of Início, Rede and Documentos pendentes),
the F5 that reads them again, and the row a screen selects by code after a reading."""

from collections.abc import Callable, Sequence

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


def read_only_table(
    name: str, headers: Sequence[str], stretch: Sequence[int] | None, parent: QWidget
) -> QTableWidget:
    """Whole rows selected, no editing; the `stretch` columns wide and the others fitted to
    their contents (every column stretched when None)."""
    table = QTableWidget(0, len(headers), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(headers))
    header = table.horizontalHeader()
    for column in range(len(headers)):
        header.setSectionResizeMode(
            column,
            QHeaderView.ResizeMode.Stretch
            if stretch is None or column in stretch
            else QHeaderView.ResizeMode.ResizeToContents,
        )
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    # A list, not a grid to fill: Tab leaves it for the button instead of walking cells.
    table.setTabKeyNavigation(False)
    return table


def keep_width(layout: QVBoxLayout) -> None:
    """No side margins for the layout of a list that fills a tab: the tab's frame already
    sets it off, and the pixels go to its columns (the names of Autos e Processos' lists,
    cut short by a few pixels at 1366 with margins on both sides)."""
    margins = layout.contentsMargins()
    layout.setContentsMargins(0, margins.top(), 0, margins.bottom())


def fill_table(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    table.setRowCount(len(rows))
    for row, values in enumerate(rows):
        for column, value in enumerate(values):
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
            table.setItem(row, column, item)


def refresh_on_f5(widget: QWidget, refresh: Callable[[], None]) -> None:
    """F5 anywhere inside `widget` reads its data again."""
    action = QAction(QApplication.translate("tables", "Atualizar"), widget)
    action.setShortcut(QKeySequence("F5"))
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(lambda _checked=False: refresh())
    widget.addAction(action)


def select_row(view: QAbstractItemView, row: int) -> None:
    """Makes `row` the current and only selected row of `view`, whatever modifier key Qt
    believes held: `QTableView.selectRow` asks the view's selection command, which reads
    the held keys (`QGuiApplication.keyboardModifiers()`), and with Shift held it extends a
    selection from an anchor instead (tests/factories/keyboard.py). Nothing is selected when
    the view has no such row."""
    selection = view.selectionModel()
    index = view.model().index(row, 0)
    if not index.isValid():
        selection.clearSelection()
        return
    selection.setCurrentIndex(
        index,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
