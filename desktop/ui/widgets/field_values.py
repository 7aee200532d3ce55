"""The values of a form's named fields, to keep in a draft and to put back (issue 17 §5).

Every field of the forms is named (`FieldRow` names its editor after the field), so a draft
is `{name: value}`: a text, a choice's text, a number, a date (ISO), a check, a grid's rows,
the rows added to a list (`RowsField`: the licence's vehicles and drivers). Restoring puts
the choices and checks back first, since they show or hide other fields, then the texts (a
record picker takes the record its label names), then the grids and lists, which the
records picked above them (the licence's operator) would otherwise empty.
"""

from functools import partial
from typing import Any

from PySide6.QtCore import QDate, QDateTime, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDateTimeEdit,
    QDoubleSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.ui.widgets import operation
from desktop.ui.widgets.date_field import DateField
from desktop.ui.widgets.record_picker import RecordPicker
from desktop.ui.widgets.rows_field import RowsField


def _named_fields(roots: tuple[QWidget, ...]) -> dict[str, QWidget]:
    fields: dict[str, QWidget] = {}
    for root in roots:
        for widget in (root, *root.findChildren(QWidget)):
            name = widget.objectName()
            if not name or name.startswith("qt_") or name in fields:
                continue
            if isinstance(widget.parentWidget(), QAbstractSpinBox | QComboBox | DateField):
                continue
            if _value(widget) is not None:
                fields[name] = widget
    return fields


def _value(widget: QWidget) -> Any:
    if isinstance(widget, RowsField):
        return widget.draft_rows()
    if isinstance(widget, DateField):
        return widget.date().toString(Qt.DateFormat.ISODate)
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, QSpinBox | QDoubleSpinBox):
        return widget.value()
    if isinstance(widget, QDateTimeEdit):
        return widget.dateTime().toString(Qt.DateFormat.ISODate)
    if isinstance(widget, QLineEdit):
        return widget.text()
    if isinstance(widget, QPlainTextEdit):
        return widget.toPlainText()
    if isinstance(widget, QAbstractButton) and widget.isCheckable():
        return widget.isChecked()
    if isinstance(widget, QTableWidget):
        return [
            [
                item.text() if (item := widget.item(row, column)) else ""
                for column in range(widget.columnCount())
            ]
            for row in range(widget.rowCount())
        ]
    return None


def field_values(*roots: QWidget) -> dict[str, Any]:
    """`{name: value}` of every named field under `roots`."""
    return {name: _value(widget) for name, widget in _named_fields(roots).items()}


def _restore(widget: QWidget, value: Any) -> None:
    if isinstance(widget, RowsField):
        widget.restore_rows(value)
    elif isinstance(widget, DateField):
        widget.setDate(QDate.fromString(value, Qt.DateFormat.ISODate))
    elif isinstance(widget, QComboBox):
        index = widget.findText(value)
        if index >= 0:
            widget.setCurrentIndex(index)
        elif widget.isEditable():
            widget.setEditText(value)
    elif isinstance(widget, QSpinBox | QDoubleSpinBox):
        widget.setValue(value)
    elif isinstance(widget, QDateTimeEdit):
        widget.setDateTime(QDateTime.fromString(value, Qt.DateFormat.ISODate))
    elif isinstance(widget, RecordPicker):
        _restore_picker(widget, value)
    elif isinstance(widget, QLineEdit):
        widget.setText(value)
    elif isinstance(widget, QPlainTextEdit):
        widget.setPlainText(value)
    elif isinstance(widget, QAbstractButton):
        widget.setChecked(bool(value))
    elif isinstance(widget, QTableWidget):
        widget.setRowCount(len(value))
        for row, cells in enumerate(value):
            for column, text in enumerate(cells[: widget.columnCount()]):
                widget.setItem(row, column, QTableWidgetItem(text))


def _leave(_error: UserFacingError) -> None:
    """A record the draft's picker names that can no longer be found: the text stays."""


def _restore_picker(picker: RecordPicker, label: str) -> None:
    """A picker's text is the label of the record picked ("Viação São João Ltda —
    11.222.333/0001-81"): the record is the one a part of it finds under that label; the
    text alone when none does."""
    picker.setText(label)
    for part in reversed([part.strip() for part in label.split(" — ") if part.strip()]):
        proposals = operation.run(picker, partial(picker.search, part), refused=_leave) or []
        for proposal, value in proposals:
            if proposal == label:
                picker.set_value(label, value)
                return


def _order(widget: QWidget) -> int:
    """Choices and checks first (they show or hide fields), grids and lists last."""
    if isinstance(widget, QComboBox | QAbstractButton):
        return 0
    return 2 if isinstance(widget, QTableWidget | RowsField) else 1


def _restore_fields(values: dict[str, Any], roots: tuple[QWidget, ...], choices: bool) -> None:
    fields = _named_fields(roots)
    known = [
        (name, widget)
        for name, widget in fields.items()
        if name in values and isinstance(widget, QComboBox) == choices
    ]
    for name, widget in sorted(known, key=lambda pair: _order(pair[1])):
        _restore(widget, values[name])


def restore_field_values(values: dict[str, Any], *roots: QWidget) -> None:
    """Puts `values` back in the fields of the same names under `roots`: the choices first,
    then the fields as the choices left them (the licence's modality replaces its list of
    documents presented)."""
    _restore_fields(values, roots, choices=True)
    _restore_fields(values, roots, choices=False)
