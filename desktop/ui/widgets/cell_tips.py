"""A cell whose text the table cuts ("…", or lines below its height) shows the whole text in
its tooltip, in every list and grid of the application (the long descriptions of Início's
"Prazos da AGR" were cut with nothing to read them whole). `cut_cell_tip`, a handler of the
application's one event filter (`app_events`), answers the tooltip of each item view's
cell: the cell's own tooltip (a worklist's articles) comes after the whole text."""

from PySide6.QtCore import QEvent, QModelIndex, QObject, QRect, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
)

# Taller than any cell: the height the text would take, unbounded.
UNBOUNDED = 100_000


def is_elided(view: QAbstractItemView, index: QModelIndex) -> bool:
    """Whether `view` shows the text of the cell `index` cut: wider than the cell's text
    area (less the style's margins), or, wrapped, taller than it."""
    delegate = view.itemDelegateForIndex(index)
    if not isinstance(delegate, QStyledItemDelegate):
        return False
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(index)
    delegate.initStyleOption(option, index)
    if not option.text:
        return False
    style = view.style()
    area = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    width = area.width() - 2 * margin
    wraps = bool(option.features & QStyleOptionViewItem.ViewItemFeature.WrapText)
    flags = Qt.TextFlag.TextWordWrap if wraps else Qt.TextFlag(0)
    needed = QFontMetrics(option.font).boundingRect(
        QRect(0, 0, max(width, 1), UNBOUNDED), flags, option.text
    )
    return needed.width() > width or needed.height() > area.height()


def whole_text(index: QModelIndex) -> str:
    """The cell's text, with its own tooltip after it when that says something else."""
    text = str(index.data(Qt.ItemDataRole.DisplayRole))
    own = index.data(Qt.ItemDataRole.ToolTipRole)
    return f"{text}\n{own}" if own and str(own) != text else text


def cut_cell_tip(watched: QObject, event: QEvent) -> bool:
    """ToolTip on an item view's viewport: the whole text of the cell under the pointer,
    when the view cuts it."""
    if not isinstance(event, QHelpEvent):
        return False
    view = watched.parent()
    if not isinstance(view, QAbstractItemView) or view.viewport() is not watched:
        return False
    index = view.indexAt(event.pos())
    if not index.isValid() or not is_elided(view, index):
        return False
    QToolTip.showText(event.globalPos(), whole_text(index), view.viewport())
    return True
