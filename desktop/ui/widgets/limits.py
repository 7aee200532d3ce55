"""Every text input holds at most what the column it is saved to holds (issue 16 §4): the
limit is the model's column length (`desktop.models.text_checks.text_limit`), given where
the field is declared — `Form.add_line(..., column=Operator.legal_name)`, `limit_line` for a
line edit outside a Form, `limit_cells` for the columns of a grid — so the clerk cannot type
past it, as the flush-time check would refuse it after the fact.

The inputs that save to a `Text` column (QPlainTextEdit: reasons, notes, pendencies) have no
length to keep: the column takes any text. A masked input (CNPJ, CPF, CEP, telephone,
plate) keeps the length of its mask, whose significant characters are the column's.
"""

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLineEdit, QStyledItemDelegate, QTableWidget

if TYPE_CHECKING:
    from sqlalchemy.orm import InstrumentedAttribute


def column_length(column: "InstrumentedAttribute[Any]") -> int:
    """The length of a String column; a Text column has none and is not a field's limit."""
    # Imported with the first column given, which the models' import has brought: the
    # login's form is built before the database library is loaded (issue 18 §2).
    from desktop.models.text_checks import text_limit

    limit = text_limit(column)
    if limit is None:
        raise ValueError(f"{column} has no length to limit a field to")
    return limit


def limit_line(edit: QLineEdit, column: "InstrumentedAttribute[Any]") -> QLineEdit:
    edit.setMaxLength(column_length(column))
    return edit


class LimitedCellDelegate(QStyledItemDelegate):
    """A grid cell edited in a line that holds at most `limit` characters."""

    def __init__(self, limit: int, parent=None) -> None:
        super().__init__(parent)
        self.limit = limit

    def createEditor(self, parent, option, index):  # noqa: N802 (Qt's name)
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            editor.setMaxLength(self.limit)
        return editor


def limit_cells(table: QTableWidget, columns: "dict[int, InstrumentedAttribute[Any]]") -> None:
    """The cells of each grid column held to the length of the model column they fill."""
    for index, column in columns.items():
        table.setItemDelegateForColumn(index, LimitedCellDelegate(column_length(column), table))
