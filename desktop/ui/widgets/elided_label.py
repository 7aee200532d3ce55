"""A one-line label that gives way on a narrow window: what does not fit ends in "…" (or
loses its middle, for a path) instead of being cut off mid-word, and the tooltip holds the
whole text. `text()` stays the whole text."""

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

# The narrowest the label gets: a word or two and the "…".
LEAST_WIDTH = 60


class ElidedLabel(QLabel):
    def __init__(
        self,
        text: str,
        parent: QWidget | None = None,
        mode: Qt.TextElideMode = Qt.TextElideMode.ElideRight,
    ) -> None:
        super().__init__(text, parent)
        self.mode = mode
        self.setToolTip(text)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(LEAST_WIDTH, super().minimumSizeHint().height())

    def shown_text(self) -> str:
        """What the label paints: the whole text, or as much as its width holds."""
        return self.fontMetrics().elidedText(self.text(), self.mode, self.contentsRect().width())

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.drawText(
            self.contentsRect(),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            self.shown_text(),
        )
