"""The layout every record area shares (DESIGN.md, UI): one action bar on top, the list with
its filters on the left, the record on the right.

Each area says what its two sides need (`ListDetailSplitter`): the list the width that shows
its columns whole (`list_columns.list_width`), the record the width its form needs in its
widest layout (`detail_width`: the vehicle form's two columns, the licence form's one). The
list takes its width as long as the record keeps its own. Where that would leave the list
less than LIST_SHARE of the area, the form falls back to one column and keeps DETAIL_WIDTH
(on a narrow window, at least LIST_SHARE goes to the list). A width the
clerk dragged the handle to is remembered and kept while the record still fits.
"""

from collections.abc import Callable

from PySide6.QtWidgets import QLayout, QSplitter, QVBoxLayout, QWidget

WINDOW_WIDTH = 1366
LIST_SHARE = 0.3
NARROWEST_LIST = 160
# Room enough for a form of one column (the licence's; a two-column form fallen back to one).
DETAIL_WIDTH = 600


def stacked(parent: QWidget, *items: QWidget | QLayout | tuple[QWidget, int]) -> QWidget:
    """A widget stacking `items` with no margins; `(widget, stretch)` gives one the room."""
    holder = QWidget(parent)
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    for item in items:
        if isinstance(item, tuple):
            layout.addWidget(*item)
        elif isinstance(item, QLayout):
            layout.addLayout(item)
        else:
            layout.addWidget(item)
    return holder


class ListDetailSplitter(QSplitter):
    """The list on the left at `list_width` (or what the clerk dragged it to) while the
    record keeps `detail_width()`, or DETAIL_WIDTH when that would narrow the list below
    LIST_SHARE of the area; the record takes the rest."""

    def __init__(
        self,
        parent: QWidget,
        left: QWidget,
        right: QWidget,
        list_width: int,
        detail_width: Callable[[], int],
    ) -> None:
        super().__init__(parent)
        self.list_width = list_width
        self.detail_width = detail_width
        self.addWidget(left)
        self.addWidget(right)
        self.setStretchFactor(1, 1)
        self.setChildrenCollapsible(False)
        left.setMinimumSize(NARROWEST_LIST, 0)
        self.splitterMoved.connect(self._dragged)
        self.setSizes([list_width, WINDOW_WIDTH - list_width])

    def list_width_for(self, total: int) -> int:
        room = total - self.detail_width()
        if room < total * LIST_SHARE:
            room = total - min(DETAIL_WIDTH, int(total * (1 - LIST_SHARE)))
        return max(NARROWEST_LIST, min(self.list_width, room))

    def _dragged(self, position: int, _index: int) -> None:
        self.list_width = position

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        total = event.size().width() - self.handleWidth()
        left = self.list_width_for(total)
        if self.sizes()[0] != left:
            self.blockSignals(True)
            self.setSizes([left, total - left])
            self.blockSignals(False)


def lay_out_list_detail(
    area: QWidget,
    toolbar: QWidget,
    left: QWidget,
    right: QWidget,
    list_width: int,
    detail_width: Callable[[], int],
) -> None:
    splitter = ListDetailSplitter(area, left, right, list_width, detail_width)
    layout = QVBoxLayout(area)
    layout.setContentsMargins(6, 0, 6, 0)
    layout.addWidget(toolbar)
    layout.addWidget(splitter, 1)
