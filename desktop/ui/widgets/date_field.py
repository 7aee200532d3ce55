"""A date typed as DD/MM/AAAA in one stroke (issue 17 §3; DESIGN.md, UI).

Qt's QDateEdit edits a date section by section: Tab walked day → month → year, and a date
that does not exist was "fixed" without a word ("31/02/2026" became 28/02/2026). DateField
is a masked line instead: the clerk types the eight digits (the slashes are already there),
Tab goes to the next field, a date that does not exist is refused next to the field ("31/02/
2026 não existe") and never taken, and the button beside it (or Alt+↓) opens the calendar.

It answers like a QDateEdit where the screens need it — `date()` (the last date that
exists, a QDate), `setDate`, `dateChanged` — and says what is wrong in `problem`, which the
operation helper checks before anything is written (`operation.date_problems`).
"""

import datetime as dt

from PySide6.QtCore import QDate, QPoint, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QCalendarWidget,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QStyle,
    QStyleOptionFrame,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

MASK = "00/00/0000;_"
DISPLAY = "dd/MM/yyyy"
QT_DEFAULT_DAY = QDate(2000, 1, 1)
ERROR_BORDER = "QLineEdit { border: 1px solid #b00020; }"


def parse_typed(text: str) -> tuple[QDate | None, str]:
    """The date of a typed DD/MM/AAAA and the problem with it ("" when none)."""
    digits = text.replace("/", "").replace("_", "").strip()
    if not digits:
        return None, QApplication.translate("DateField", "Informe a data (DD/MM/AAAA).")
    if len(digits) != 8:
        return None, QApplication.translate("DateField", "Data incompleta: digite DD/MM/AAAA.")
    day = QDate(int(digits[4:]), int(digits[2:4]), int(digits[:2]))
    if not day.isValid():
        return None, QApplication.translate("DateField", "%1 não existe.").replace("%1", text)
    return day, ""


def _date_width(line: QLineEdit) -> int:
    """The width of `line` showing a whole DD/MM/AAAA: squeezed beside a long label, the
    field showed "026" of a date (Operadores > Penalidades)."""
    option = QStyleOptionFrame()
    line.initStyleOption(option)
    margins = line.textMargins()
    text = line.fontMetrics().horizontalAdvance("00/00/0000") + margins.left() + margins.right()
    # Qt's own margin on each side of a line's text, and room for the cursor.
    contents = QSize(text + 2 * 2 + 1, line.sizeHint().height())
    return (
        line.style()
        .sizeFromContents(QStyle.ContentsType.CT_LineEdit, option, contents, line)
        .width()
    )


class DateField(QWidget):
    dateChanged = Signal(QDate)  # noqa: N815 (QDateEdit's name, which the screens use)
    problem_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None, day: dt.date | QDate | None = None) -> None:
        super().__init__(parent)
        self.line = QLineEdit(self)
        self.line.setInputMask(MASK)
        self.line.setMinimumWidth(_date_width(self.line))
        self.button = QToolButton(self)
        self.button.setText("▾")
        self.button.setToolTip(self.tr("Escolher no calendário (Alt+↓)"))
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.open_calendar)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.line, 1)
        layout.addWidget(self.button)
        self.setFocusProxy(self.line)
        self.problem = ""
        self._date = QDate(QT_DEFAULT_DAY)
        self.line.setText(self._date.toString(DISPLAY))
        self.line.textEdited.connect(self._typed)
        self.line.editingFinished.connect(self._finished)
        self.popup: QFrame | None = None
        self._forwarding = False
        if day is not None:
            self.setDate(day)

    # The QDateEdit side the screens use.
    def date(self) -> QDate:
        return QDate(self._date)

    def day(self) -> dt.date:
        """The date shown, as Python's date."""
        return dt.date(self._date.year(), self._date.month(), self._date.day())

    def setDate(self, day: dt.date | QDate) -> None:  # noqa: N802 (QDateEdit's name)
        day = day if isinstance(day, QDate) else QDate(day.year, day.month, day.day)
        self.line.setText(day.toString(DISPLAY))
        self._set_problem("")
        self._take(day)

    def text(self) -> str:
        return self.line.text()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        opens = event.key() == Qt.Key.Key_F4 or (
            event.key() == Qt.Key.Key_Down and event.modifiers() & Qt.KeyboardModifier.AltModifier
        )
        if opens:
            self.open_calendar()
            return
        if not self._forwarding:
            # A key sent to the field itself is typed in its line, as in a QDateEdit.
            self._forwarding = True
            QApplication.sendEvent(self.line, event)
            self._forwarding = False
            return
        super().keyPressEvent(event)

    def _take(self, day: QDate) -> None:
        if day != self._date:
            self._date = QDate(day)
            self.dateChanged.emit(QDate(day))

    def _typed(self, text: str) -> None:
        """A whole date typed is taken at once, or refused at once if it does not exist."""
        day, problem = parse_typed(text)
        if day is not None:
            self._set_problem("")
            self._take(day)
        elif len(text.replace("/", "").replace("_", "").strip()) == 8:
            self._set_problem(problem)
        elif self.problem:
            self._set_problem("")

    def _finished(self) -> None:
        """Leaving the field with half a date, or none, is a problem too."""
        day, problem = parse_typed(self.line.text())
        if day is None:
            self._set_problem(problem)

    def _set_problem(self, problem: str) -> None:
        if problem == self.problem:
            return
        self.problem = problem
        self.line.setStyleSheet(ERROR_BORDER if problem else "")
        self.line.setToolTip(problem)
        self.problem_changed.emit(problem)

    def open_calendar(self) -> None:
        """The calendar under the field, kept inside the screen."""
        popup = QFrame(self, Qt.WindowType.Popup)
        popup.setFrameShape(QFrame.Shape.StyledPanel)
        calendar = QCalendarWidget(popup)
        calendar.setObjectName("calendar")
        calendar.setSelectedDate(self._date)
        popup_layout = QVBoxLayout(popup)
        popup_layout.addWidget(calendar)
        popup_layout.setContentsMargins(0, 0, 0, 0)

        def chosen(day: QDate) -> None:
            self.setDate(day)
            popup.close()
            self.line.setFocus()

        calendar.activated.connect(chosen)
        calendar.clicked.connect(chosen)
        popup.adjustSize()
        below = self.mapToGlobal(QPoint(0, self.height()))
        screen = (self.screen() or QApplication.primaryScreen()).availableGeometry()
        x = min(max(below.x(), screen.left()), screen.right() - popup.width())
        y = below.y()
        if y + popup.height() > screen.bottom():
            y = self.mapToGlobal(QPoint(0, 0)).y() - popup.height()
        popup.move(x, max(y, screen.top()))
        self.popup = popup
        popup.show()
        calendar.setFocus()
