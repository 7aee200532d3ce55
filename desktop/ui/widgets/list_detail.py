"""The layout every record area shares (DESIGN.md, UI): one action bar on top, the list with
its filters on the left, the record on the right, split so the record takes the extra room."""

from PySide6.QtWidgets import QLayout, QSplitter, QToolBar, QVBoxLayout, QWidget

WINDOW_WIDTH = 1366


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


def lay_out_list_detail(
    area: QWidget, toolbar: QToolBar, left: QWidget, right: QWidget, list_width: int
) -> None:
    splitter = QSplitter(area)
    splitter.addWidget(left)
    splitter.addWidget(right)
    splitter.setSizes([list_width, WINDOW_WIDTH - list_width])
    splitter.setStretchFactor(1, 1)
    layout = QVBoxLayout(area)
    layout.setContentsMargins(6, 0, 6, 0)
    layout.addWidget(toolbar)
    layout.addWidget(splitter, 1)
