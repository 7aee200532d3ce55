"""The columns of a record list at 1366 pixels (issue 17 §7): each as wide as its title and
the widest value it shows whole (`Column.samples`), one column stretching over the room
left, and a longer value ending in "…" with the whole of it in its tooltip. The list asks
for the width that shows them all (`list_width`), so the clerk reads every title and every
key cell without scrolling sideways."""

import math
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

from desktop.ui.widgets.lazy_table import Column

# Values measured, never shown: the widest of their kind (a Mercosul plate of wide letters,
# a CNPJ of letters and digits, IN 2.229/2024), and as much of a name as a list aims to show.
PLATE_SAMPLE = "MMM0M00"
DATE_SAMPLE = "00/00/0000"
CNPJ_SAMPLE = "MM.MMM.MMM/0000-00"
OPERATOR_SAMPLE = "Viação São João do Cerrado"


def cell_width(view: QTableView, text: str) -> int:
    """The width a cell of `view` needs to show `text` whole (the item delegate's margins,
    the grid line)."""
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    grid = 1 if view.showGrid() else 0
    return math.ceil(QFontMetricsF(view.font()).horizontalAdvance(text)) + 2 * margin + grid


def column_width(view: QTableView, section: int, column: Column) -> int:
    """The title's width or the widest sample's, whichever is wider."""
    title = view.horizontalHeader().sectionSizeFromContents(section).width()
    return max([title, *(cell_width(view, sample) for sample in column.samples)])


def fit_columns(view: QTableView, columns: Sequence[Column]) -> None:
    """Sizes every column to `column_width`; the stretching one takes the room left."""
    header = view.horizontalHeader()
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    for section, column in enumerate(columns):
        if column.stretch:
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Stretch)
        else:
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(section, column_width(view, section, column))


def list_width(view: QTableView, columns: Sequence[Column]) -> int:
    """The width that shows every visible column at `column_width` beside a vertical scroll
    bar, inside the list's frame."""
    shown = sum(
        column_width(view, section, column)
        for section, column in enumerate(columns)
        if not view.isColumnHidden(section)
    )
    scroll_bar = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
    return shown + scroll_bar + 2 * view.frameWidth()
