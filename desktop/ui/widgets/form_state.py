"""What a form shows, as a value to compare (issue 17 §5: nothing is lost without asking).

A screen takes `form_state(form)` when it has shown a record (or a blank one) and compares
it when the clerk is about to leave: another record, a search result, a new record, the
window closed. Any difference means changes the clerk typed, and `confirm_discard` asks
"Descartar as alterações?" before they go.
"""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTableWidget,
    QWidget,
)

from desktop.ui.widgets import dialogs
from desktop.ui.widgets.cells import row_texts
from desktop.ui.widgets.rows_field import RowsField

translate = QCoreApplication.translate


def _table(table: QTableWidget) -> tuple:
    return tuple(tuple(row_texts(table, row)) for row in range(table.rowCount()))


def form_state(root: QWidget) -> tuple:
    """The values of every editor under `root`, in a fixed order."""
    values: list[object] = []
    for widget in root.findChildren(QWidget):
        if isinstance(widget, RowsField):
            values.append(widget.draft_rows())
        elif isinstance(widget, QComboBox):
            values.append(widget.currentIndex())
        elif isinstance(widget, QAbstractSpinBox):
            values.append(widget.text())
        elif isinstance(widget, QLineEdit):
            if not isinstance(widget.parentWidget(), QAbstractSpinBox | QComboBox):
                values.append(widget.text())
        elif isinstance(widget, QPlainTextEdit):
            values.append(widget.toPlainText())
        elif isinstance(widget, QAbstractButton) and widget.isCheckable():
            values.append(widget.isChecked())
        elif isinstance(widget, QTableWidget):
            values.append(_table(widget))
    return tuple(values)


def confirm_discard(parent: QWidget) -> bool:
    return dialogs.confirm(
        parent,
        translate("form_state", "Alterações não salvas"),
        translate(
            "form_state",
            "O formulário tem alterações que não foram salvas. Descartar as alterações?",
        ),
    )
