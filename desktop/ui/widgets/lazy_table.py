"""A table model that loads keyset pages as the view scrolls (canFetchMore / fetchMore).

It never holds more than the pages the user scrolled through: the first page comes with
`reset(query)`, the next ones when the view asks for more.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

PAGE_SIZE = 50


@dataclass(frozen=True)
class Column:
    title: str
    value: Callable[[Any], str]


class LazyTableModel(QAbstractTableModel):
    """`fetch_page(query, after, limit)` returns an object with `rows` and `next_cursor`, or
    None when the page could not be read (the list then stops there)."""

    page_loaded = Signal(int)

    def __init__(
        self,
        columns: list[Column],
        fetch_page: Callable[[str, Any, int], Any],
        page_size: int = PAGE_SIZE,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.columns = columns
        self.fetch_page = fetch_page
        self.page_size = page_size
        self.query = ""
        self.rows: list[Any] = []
        self.next_cursor: Any = None
        self.exhausted = True

    def reset(self, query: str) -> None:
        self.beginResetModel()
        self.query = query
        self.rows = []
        self.next_cursor = None
        self.exhausted = False
        self.endResetModel()
        self.fetchMore(QModelIndex())

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            # The tooltip holds the whole value of a cell too narrow for it (issue 17 §7).
            return self.columns[index.column()].value(row)
        if role == Qt.ItemDataRole.UserRole:
            return row
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,  # noqa: N802 - Qt API
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section].title
        return None

    def canFetchMore(self, parent=QModelIndex()) -> bool:  # noqa: B008, N802 - Qt API
        return not parent.isValid() and not self.exhausted

    def fetchMore(self, parent=QModelIndex()) -> None:  # noqa: B008, N802 - Qt API
        if parent.isValid() or self.exhausted:
            return
        page = self.fetch_page(self.query, self.next_cursor, self.page_size)
        if page is None:
            self.exhausted = True
            return
        if page.rows:
            first = len(self.rows)
            self.beginInsertRows(QModelIndex(), first, first + len(page.rows) - 1)
            self.rows.extend(page.rows)
            self.endInsertRows()
        self.next_cursor = page.next_cursor
        self.exhausted = page.next_cursor is None
        self.page_loaded.emit(len(self.rows))

    def row_at(self, row: int) -> Any:
        return self.rows[row]
