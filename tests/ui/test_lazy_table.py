"""Scrolling a long list holds a bounded window of pages (issue 18 §5): the list keeps its
length, the pages far from what is shown drop their rows, and scrolling back reads them
again by keyset — the same rows in the same places."""

import random
from dataclasses import dataclass

from PySide6.QtWidgets import QApplication, QTableView

from benchmarks.large_office import add_operators
from desktop.rules.text import fold_text
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.widgets.lazy_table import WINDOW_PAGES, Column, LazyTableModel

ROWS = 5_000


@dataclass(frozen=True)
class Page:
    rows: tuple
    next_cursor: int | None


class KeysetSource:
    """Rows 0..n-1 in keyset pages (the cursor is the last row's number); counts reads."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.reads: list[int | None] = []

    def __call__(self, query: str, after: int | None, limit: int) -> Page:
        self.reads.append(after)
        start = 0 if after is None else after + 1
        rows = tuple(f"{query} {number}" for number in range(start, min(start + limit, self.total)))
        more = start + limit < self.total
        return Page(rows, start + limit - 1 if more else None)


def scroll_to_the_end(view: QTableView, rows_held: list[int]) -> None:
    """As a clerk dragging the scroll bar down until nothing more loads."""
    model = view.model()
    while model.canFetchMore():
        view.scrollToBottom()
        QApplication.processEvents()
        rows_held.append(len(model.held_rows()))


def test_scrolling_thousands_of_rows_holds_a_bounded_window(qtbot):
    source = KeysetSource(ROWS)
    model = LazyTableModel([Column("Linha", str)], source)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(400, 600)
    view.show()
    model.reset("linha")
    rows_held: list[int] = []
    scroll_to_the_end(view, rows_held)

    assert model.rowCount() == ROWS and not model.canFetchMore()
    assert max(rows_held) <= WINDOW_PAGES * model.page_size
    assert len(model.held) <= WINDOW_PAGES
    assert model.index(ROWS - 1, 0).data() == f"linha {ROWS - 1}"

    # Back to the top: the first page was dropped and is read again after no cursor.
    reads = len(source.reads)
    view.scrollToTop()
    QApplication.processEvents()
    assert model.index(0, 0).data() == "linha 0"
    assert source.reads[reads:][:1] == [None]
    # Anywhere in the middle: read after the cursor of the page before.
    assert model.index(2_345, 0).data() == "linha 2345"
    assert source.reads[-1] == 2_299
    assert len(model.held) <= WINDOW_PAGES


def test_a_page_read_again_shorter_shows_nothing_where_rows_left(qtbot):
    source = KeysetSource(300)
    model = LazyTableModel([Column("Linha", str)], source, window_pages=2)
    model.reset("linha")
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == 300 and sorted(model.held) == [4, 5]
    source.total = 120  # rows removed elsewhere since the list was read
    assert model.row_at(110) == "linha 110"
    assert model.row_at(130) is None and model.index(130, 0).data() is None
    assert model.rowCount() == 300


def test_the_operators_list_scrolls_thousands_of_operators_in_a_bounded_window(
    qtbot, open_area, admin_context, tmp_path
):
    add_operators(admin_context.database, admin_context.actor.user_id, 2_000, random.Random(18))
    area = open_area(OperatorsArea, admin_context, tmp_path / "keys")
    area.refresh()
    rows_held: list[int] = []
    scroll_to_the_end(area.list_view, rows_held)

    model = area.model
    assert model.rowCount() == 2_000
    assert max(rows_held) <= WINDOW_PAGES * model.page_size
    # Every row, held or read again, is the operator the list has in that place.
    first = model.row_at(0)
    area.list_view.scrollToTop()
    QApplication.processEvents()
    assert model.row_at(0) == first
    names = [model.row_at(number).legal_name for number in range(0, 2_000, 97)]
    assert names == sorted(names, key=fold_text)
    assert len(model.held) <= WINDOW_PAGES
