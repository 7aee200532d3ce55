"""The layout every record area shares (DESIGN.md, UI): one action bar on top, the list with
its filters on the left, the record on the right, split so the record takes the extra room.

On a narrow window the list gives way (`ListDetailSplitter`): it never takes more than
LIST_SHARE of the area, so the record keeps the room its form needs at 1024 pixels; a width
the clerk dragged the handle to is remembered and kept while the record still fits.
"""

from PySide6.QtWidgets import QLayout, QSplitter, QVBoxLayout, QWidget

WINDOW_WIDTH = 1366
LIST_SHARE = 0.3
NARROWEST_LIST = 160


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
    """The list on the left at `list_width` (or what the clerk dragged it to), narrowed to
    LIST_SHARE of the area when the window is narrow; the record takes the rest."""

    def __init__(self, parent: QWidget, left: QWidget, right: QWidget, list_width: int) -> None:
        super().__init__(parent)
        self.list_width = list_width
        self.addWidget(left)
        self.addWidget(right)
        self.setStretchFactor(1, 1)
        self.setChildrenCollapsible(False)
        left.setMinimumSize(NARROWEST_LIST, 0)
        self.splitterMoved.connect(self._dragged)
        self.setSizes([list_width, WINDOW_WIDTH - list_width])

    def list_width_for(self, total: int) -> int:
        return max(NARROWEST_LIST, min(self.list_width, int(total * LIST_SHARE)))

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
    area: QWidget, toolbar: QWidget, left: QWidget, right: QWidget, list_width: int
) -> None:
    splitter = ListDetailSplitter(area, left, right, list_width)
    layout = QVBoxLayout(area)
    layout.setContentsMargins(6, 0, 6, 0)
    layout.addWidget(toolbar)
    layout.addWidget(splitter, 1)
