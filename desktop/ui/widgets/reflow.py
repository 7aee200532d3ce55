"""Forms that fit the office's screens (DESIGN.md, UI: every form fits 1366×728 and 1024×700
without horizontal clipping).

`ReflowGrid` holds a form's boxes in two columns when its width has room for both, and in
one column, in reading order, when it has not: a form in a scroll area then never needs a
horizontal scroll bar (which the clerk would not look for) and never cuts a field off.
"""

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QGridLayout, QScrollArea, QStyle, QWidget

from desktop.ui.widgets.tab_order import chain_tab_order

# The Fusion tab widget's pane: its frame on both sides.
TAB_PANE_FRAMES = 4


def least_width(box: QWidget) -> int:
    """The narrowest a layout may make `box` (its own minimum or its content's)."""
    return max(box.minimumSizeHint().width(), box.minimumWidth())


class ReflowGrid(QWidget):
    """`place(box, row, column, rows, columns)` gives a box its cell in the two-column
    layout; one column stacks the boxes in the order they were placed (reading order)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.cells: list[tuple[QWidget, int, int, int, int]] = []
        self.columns = 2

    def place(self, box: QWidget, row: int, column: int, rows: int = 1, columns: int = 1) -> None:
        self.cells.append((box, row, column, rows, columns))
        self._arrange()

    def two_column_width(self) -> int:
        """The narrowest width at which two columns show every box whole."""
        widths = [0, 0]
        for box, _row, column, _rows, columns in self.cells:
            if columns == 1 and not box.isHidden():
                widths[column] = max(widths[column], least_width(box))
        margins = self.grid.contentsMargins()
        spacing = max(self.grid.horizontalSpacing(), 0)
        return sum(widths) + spacing + margins.left() + margins.right()

    def one_column_width(self) -> int:
        margins = self.grid.contentsMargins()
        boxes = [least_width(box) for box, *_ in self.cells if not box.isHidden()]
        return max(boxes, default=0) + margins.left() + margins.right()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """As narrow as one column, so a scroll area gives the grid its own width and the
        grid, not the scroll bar, decides how the boxes fit."""
        return QSize(self.one_column_width(), self.grid.minimumSize().height())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit(event.size().width())

    def event(self, event: QEvent) -> bool:
        """A box that grows or shrinks (rows shown or hidden) may change what fits."""
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit(self.width())
        return super().event(event)

    def _fit(self, width: int) -> None:
        columns = 2 if width >= self.two_column_width() else 1
        if columns != self.columns:
            self.columns = columns
            self._arrange()

    def _arrange(self) -> None:
        for box, *_ in self.cells:
            self.grid.removeWidget(box)
        for column in (0, 1):
            self.grid.setColumnStretch(column, 1 if self.columns == 2 else 0)
        for index, (box, row, column, rows, columns) in enumerate(self.cells):
            if self.columns == 2:
                self.grid.addWidget(box, row, column, rows, columns)
            else:
                self.grid.addWidget(box, index, 0)
        used = [row + rows for _box, row, _column, rows, _columns in self.cells]
        last = len(self.cells) if self.columns == 1 else max(used, default=0)
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)
        self.grid.setRowStretch(last, 1)
        # Two columns read row by row, one column box by box (issue 17 §8).
        chain_tab_order(self)
        self.updateGeometry()


def two_column_room(form: QScrollArea) -> int:
    """The width a tab holding `form` (a scroll area around a ReflowGrid) needs for the
    grid's two columns: the grid's, its vertical scroll bar and the frames around it."""
    grid = form.widget()
    assert isinstance(grid, ReflowGrid)
    scroll_bar = form.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, form)
    return grid.two_column_width() + scroll_bar + 2 * form.frameWidth() + TAB_PANE_FRAMES
