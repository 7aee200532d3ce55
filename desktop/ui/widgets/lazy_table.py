"""A table model that loads keyset pages as the view scrolls (canFetchMore / fetchMore).

The first page comes with `reset(query)`, the next ones when the view asks for more. The
list keeps its length, but only a window of the pages last used holds rows (issue 18 §5:
scrolling 100,000 rows must not keep them all): a page dropped from the window keeps only
the cursor it was read after, and is read again by keyset when a row of it is shown.
"""

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

PAGE_SIZE = 50
# Pages holding rows at once: several screens of rows around what is shown.
WINDOW_PAGES = 8


@dataclass(frozen=True)
class Column:
    """A list's column. `samples` are the widest values it shows whole (a longer one ends in
    "…", whole in its tooltip); the `stretch` column of a record list takes the room left
    (`desktop.ui.widgets.list_columns`); `tip`, when given, is the tooltip of a cell that
    stands for more than it shows (the act a short stage is under; the plates of a licence,
    "GOI2B34 +2"), None where it has nothing to add."""

    title: str
    value: Callable[[Any], str]
    samples: tuple[str, ...] = ()
    stretch: bool = False
    tip: Callable[[Any], str | None] | None = None


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
        window_pages: int = WINDOW_PAGES,
    ) -> None:
        super().__init__(parent)
        self.columns = columns
        self.fetch_page = fetch_page
        self.page_size = page_size
        self.window_pages = max(2, window_pages)
        self.query = ""
        self.count = 0
        # The cursor each page was read after (None for the first), kept for every page.
        self.page_cursors: list[Any] = []
        # The pages holding rows, least recently used first.
        self.held: OrderedDict[int, tuple] = OrderedDict()
        self.next_cursor: Any = None
        self.exhausted = True

    def reset(self, query: str) -> None:
        self.beginResetModel()
        self.query = query
        self.count = 0
        self.page_cursors = []
        self.held = OrderedDict()
        self.next_cursor = None
        self.exhausted = False
        self.endResetModel()
        self.fetchMore(QModelIndex())

    @property
    def rows(self) -> list[Any]:
        """The rows held now, in list order (every row of a short list)."""
        return [row for _, row in self.held_rows()]

    def held_rows(self) -> list[tuple[int, Any]]:
        """(row number, row) of every row held now, in list order."""
        return [
            (number * self.page_size + offset, row)
            for number in sorted(self.held)
            for offset, row in enumerate(self.held[number])
        ]

    def _page(self, number: int) -> tuple:
        rows = self.held.get(number)
        if rows is not None:
            self.held.move_to_end(number)
            return rows
        page = self.fetch_page(self.query, self.page_cursors[number], self.page_size)
        rows = tuple(page.rows) if page is not None else ()
        self._hold(number, rows)
        return rows

    def _hold(self, number: int, rows: tuple) -> None:
        self.held[number] = rows
        self.held.move_to_end(number)
        while len(self.held) > self.window_pages:
            self.held.popitem(last=False)

    def row_at(self, row: int) -> Any:
        """The row (read again if its page was dropped); None if the list changed under it
        and the page came back shorter."""
        rows = self._page(row // self.page_size)
        offset = row % self.page_size
        return rows[offset] if offset < len(rows) else None

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else self.count

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        # A cell too narrow for its value shows it whole through the application's cell
        # tips (issue 17 §7); only a column with a `tip` has a tooltip of its own.
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.UserRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and column.tip is None:
            return None
        row = self.row_at(index.row())
        if row is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return column.value(row)
        if role == Qt.ItemDataRole.ToolTipRole and column.tip is not None:
            return column.tip(row)
        return row

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
            first = self.count
            self.beginInsertRows(QModelIndex(), first, first + len(page.rows) - 1)
            self.page_cursors.append(self.next_cursor)
            self._hold(len(self.page_cursors) - 1, tuple(page.rows))
            self.count += len(page.rows)
            self.endInsertRows()
        self.next_cursor = page.next_cursor
        self.exhausted = page.next_cursor is None
        self.page_loaded.emit(self.count)
