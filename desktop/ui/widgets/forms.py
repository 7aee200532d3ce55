"""Form building blocks: a labelled field with its inline error, a form that maps the field
errors of a ValidationError onto the fields, next to the input at fault, and the date and
time editors (DD/MM/AAAA; the day they start on is the office's, given by the caller).
"""

import html
import math
import re
import textwrap
from collections.abc import Callable
from datetime import UTC, date, datetime, time, tzinfo
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QRect, QSize, Qt, QTime
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.widgets.date_field import DateField
from desktop.ui.widgets.limits import limit_line

if TYPE_CHECKING:
    # Only named: the login's form is built before the database library is loaded (issue 18 §2).
    from sqlalchemy.orm import InstrumentedAttribute

ERROR_STYLE = "color: #b00020;"
CHECK_BOX_LINE = 44
# "art. 6º", "arts. 15", "§ 1º": a citation's word and its number, never apart on two lines.
CITATION_SPACE = re.compile(r"(?<!\w)(arts?\.|§)\s+(?=\d)")
NO_BREAK_SPACE = "\u00a0"
# QLineEdit's own margin on each side of its text (Qt's horizontalMargin).
LINE_EDIT_MARGIN = 2
COMBO_CHARACTERS = 16
# What the clerk's change of a field emits, by kind of editor (the first one it has).
CHANGE_SIGNALS = ("textEdited", "currentIndexChanged", "toggled", "valueChanged", "dateTimeChanged")


translate = QCoreApplication.translate


def made_compact(combo: QComboBox) -> QComboBox:
    """`combo` no longer widens the form to its longest item (the popup shows it all), so the
    form still fits a narrow screen."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_CHARACTERS)
    return combo


def compact_combo(parent) -> QComboBox:
    return made_compact(QComboBox(parent))


def year_box(parent, value: int) -> QSpinBox:
    """A year typed as a number: a vehicle's manufacture, model or CRLV year."""
    box = QSpinBox(parent)
    box.setRange(1950, 2100)
    box.setValue(value)
    return box


class WholeChoiceCombo(QComboBox):
    """A compact combo (`compact_combo`) never narrower than its current item: the choice
    made reads whole, the popup shows the longer ones. The form around it makes room for
    the choice on screen, not for the longest one."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        made_compact(self)
        self.currentIndexChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self._whole(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self._whole(super().minimumSizeHint())

    def _whole(self, hint: QSize) -> QSize:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        text = QSize(self.fontMetrics().horizontalAdvance(self.currentText()), hint.height())
        style = self.style()
        needed = style.sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text, self)
        return QSize(max(hint.width(), needed.width()), hint.height())


def citations_kept_whole(text: str) -> str:
    """`text` with a no-break space between "art."/"arts."/"§" and the number it cites, so
    a line never ends on "art." and starts on "6º"."""
    return CITATION_SPACE.sub(lambda found: found.group(1) + NO_BREAK_SPACE, text)


def wrapped_check_box(text: str, parent=None) -> QCheckBox:
    """A check box whose long caption (a document and its article) breaks into lines, so
    it fits a narrow form instead of widening it; never inside a citation."""
    box = QCheckBox(parent)
    set_wrapped_text(box, text)
    return box


def set_wrapped_text(box: QCheckBox, text: str) -> None:
    """Gives a `wrapped_check_box` a new caption, broken into lines as it was."""
    box.setText(textwrap.fill(citations_kept_whole(text), CHECK_BOX_LINE))
    box.setToolTip(text)


def line_edit_frame(edit: QLineEdit) -> int:
    """What QLineEdit takes from its contents' width before it draws (and elides) its text:
    its margins and the font's overhanging bearings."""
    margins = edit.textMargins()
    metrics = edit.fontMetrics()
    bearings = max(0, -metrics.minLeftBearing()) + max(0, -metrics.minRightBearing())
    return 2 * LINE_EDIT_MARGIN + margins.left() + margins.right() + bearings


def hint_read_whole(edit: QLineEdit) -> QLineEdit:
    """`edit` is never narrower than its placeholder: the hint ("bilhete ou comprovante")
    reads whole in a form at its narrowest."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    text = math.ceil(QFontMetricsF(edit.font()).horizontalAdvance(edit.placeholderText()))
    inner = text + line_edit_frame(edit)
    size = edit.style().sizeFromContents(
        QStyle.ContentsType.CT_LineEdit, option, QSize(inner, edit.sizeHint().height()), edit
    )
    edit.setMinimumWidth(size.width())
    return edit


W = TypeVar("W", bound=QWidget)


class FieldRow(QWidget):
    """The input and, under it, a red label holding the message of the last validation."""

    def __init__(self, name: str, label: str, editor: QWidget, parent=None) -> None:
        super().__init__(parent)
        self.name = name
        self.label_text = label
        self.editor = editor
        # The input's own minimum height while an error's border is kept at its height.
        self._unstyled_minimum: int | None = None
        self.error_label = QLabel(self)
        self.error_label.setObjectName(f"error_{name}")
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(editor)
        layout.addWidget(self.error_label)
        # A taller row (a dialog the clerk enlarged) keeps a fixed-height editor under its
        # caption, the room left below it, not split above and below.
        layout.addStretch(1)
        editor.setObjectName(name)
        self.setFocusProxy(editor)
        self._clear_when_changed(editor)

    def _clear_when_changed(self, editor: QWidget) -> None:
        """A message goes as soon as the clerk changes the field it is about (issue 17 §4);
        a date that does not exist shows its own message at once (DateField)."""
        if isinstance(editor, DateField):
            editor.problem_changed.connect(self._date_problem)
            return
        signals = (
            "textEdited",
            "currentIndexChanged",
            "toggled",
            "valueChanged",
            "dateTimeChanged",
        )
        for signal in signals:
            if hasattr(editor, signal):
                getattr(editor, signal).connect(self.clear_error)
                return
        if isinstance(editor, QPlainTextEdit):
            editor.textChanged.connect(self.clear_error)

    def _date_problem(self, problem: str) -> None:
        if problem:
            self.show_error(problem)
        else:
            self.clear_error()

    def show_error(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.show()
        self._keep_height()
        if isinstance(self.editor, QLineEdit | QComboBox | QAbstractItemView):
            self.editor.setStyleSheet(f"#{self.name} {{ border: 1px solid #b00020; }}")
        elif isinstance(self.editor, DateField):
            self.editor.setStyleSheet(f"#{self.name} QLineEdit {{ border: 1px solid #b00020; }}")
        self.editor.setToolTip(message)

    def clear_error(self, *_changed) -> None:
        self.error_label.clear()
        self.error_label.hide()
        self.editor.setStyleSheet("")
        self.editor.setToolTip("")
        line = self._bordered_line()
        if line is not None and self._unstyled_minimum is not None:
            line.setMinimumHeight(self._unstyled_minimum)
        self._unstyled_minimum = None

    def _bordered_line(self) -> QWidget | None:
        """The one-line input the red border is drawn around: a stylesheet's border drops
        the style's frame, and the input would lose height (a CCE squashed under its
        message)."""
        if isinstance(self.editor, QLineEdit | QComboBox):
            return self.editor
        if isinstance(self.editor, DateField):
            return self.editor.findChild(QLineEdit)
        return None

    def _keep_height(self) -> None:
        """The bordered input keeps the height it has without the border."""
        line = self._bordered_line()
        if line is None or self._unstyled_minimum is not None:
            return
        self._unstyled_minimum = line.minimumHeight()
        line.setMinimumHeight(max(line.sizeHint().height(), self._unstyled_minimum))

    @property
    def error(self) -> str:
        return "" if self.error_label.isHidden() else self.error_label.text()

    def caption(self) -> str:
        """What the clerk reads as the field's name (its label, or a check box's text),
        without the colon a label ends on ("Latitude:" is named "Latitude")."""
        named = getattr(self.editor, "title", None) or getattr(self.editor, "text", None)
        text = self.label_text or (named() if callable(named) else "") or self._box_title()
        return text.replace("&", "").split("\n")[0].rstrip(":")

    def _box_title(self) -> str:
        """The title of the box the field sits in (the operator's partners table is named by
        its box, "Sócios ou cooperados"), else the field's own name."""
        holder = self.parentWidget()
        while holder is not None and not isinstance(holder, QGroupBox):
            holder = holder.parentWidget()
        return holder.title() if holder is not None and holder.title() else self.name

    def reveal(self) -> None:
        """Focuses the field and scrolls the form to it."""
        self.editor.setFocus()
        holder = self.parentWidget()
        while holder is not None and not isinstance(holder, QScrollArea):
            holder = holder.parentWidget()
        if holder is not None:
            holder.ensureWidgetVisible(self)


def summary_html(rows: list[FieldRow]) -> str:
    """ "2 problemas: Placa, RENAVAM", each name a link to its field (issue 17 §4)."""
    head = (
        translate("Form", "1 problema:")
        if len(rows) == 1
        else translate("Form", "%1 problemas:").replace("%1", str(len(rows)))
    )
    links = ", ".join(f'<a href="{row.name}">{html.escape(row.caption())}</a>' for row in rows)
    return f"{head} {links}"


class FormLayout(QFormLayout):
    """A QFormLayout that lays its wrapped rows (a refusal's message under its field) out at
    the heights of the width it is given. Qt's keeps one table of row heights for two cached
    widths, its size hint's and the last one asked for: once a parent asked the form's size
    hint, the dialog grown for a message laid the rows out at the size hint's heights, the
    long message cut at two lines and the short one given two (Pagamento da parcela, Pedido
    de alteração). Asked for another width since, it recomputes its rows before laying out."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._asked: set[int] = set()

    def invalidate(self) -> None:
        self._asked.clear()
        super().invalidate()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        self._asked.add(width)
        return super().heightForWidth(width)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt's name)
        if self._asked - {rect.width()}:
            self.invalidate()
        super().setGeometry(rect)


class Form(QWidget):
    """A QFormLayout of FieldRows; `show_errors` places each message under its field."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: dict[str, FieldRow] = {}
        self.layout_ = FormLayout(self)
        self.layout_.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.layout_.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.general_error = QLabel(self)
        self.general_error.setObjectName("form_error")
        self.general_error.setStyleSheet(ERROR_STYLE)
        self.general_error.setWordWrap(True)
        self.general_error.hide()
        self.summary = QLabel(self)
        self.summary.setObjectName("error_summary")
        self.summary.setStyleSheet(ERROR_STYLE)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.linkActivated.connect(self.reveal)
        self.summary.hide()
        self.layout_.addRow(self.summary)
        self.layout_.addRow(self.general_error)
        self.all_rows = lambda: self.rows

    def add(self, name: str, label: str, editor: W) -> W:
        row = FieldRow(name, label, editor, self)
        if label:
            caption = QLabel(label, self)
            caption.setBuddy(editor)
            self.layout_.addRow(caption, row)
        else:
            self.layout_.addRow(row)
        self.rows[name] = row
        return editor

    def add_check(self, name: str, box: W) -> W:
        """A check box (or a note on the field above) in the fields' column, lined up with
        the fields around it (a row added without a label spans the labels' column too)."""
        row = FieldRow(name, "", box, self)
        self.layout_.addRow(QLabel(self), row)
        self.rows[name] = row
        return box

    def add_line(
        self,
        name: str,
        label: str,
        placeholder: str = "",
        column: "InstrumentedAttribute[Any] | None" = None,
    ) -> QLineEdit:
        """A line edit; with `column` (`Operator.legal_name`), it holds at most what that
        column holds (`desktop.ui.widgets.limits`)."""
        edit = QLineEdit(self)
        edit.setPlaceholderText(placeholder)
        if column is not None:
            limit_line(edit, column)
        self.add(name, label, edit)
        return edit

    def editor(self, name: str) -> QWidget:
        return self.rows[name].editor

    def set_label(self, name: str, label: str) -> None:
        """Renames the field where what is typed in it changes (money or an index number):
        its caption and the name the error summary gives it."""
        row = self.rows[name]
        row.label_text = label
        caption = self.layout_.labelForField(row)
        if isinstance(caption, QLabel):
            caption.setText(label)

    def set_row_visible(self, name: str, visible: bool) -> None:
        """Shows or hides the field's row, its caption included."""
        self.layout_.setRowVisible(self.rows[name], visible)

    def editor_as(self, name: str, kind: type[W]) -> W:
        """The field's editor, known to be a `kind` (a QLineEdit, a QComboBox...)."""
        editor = self.rows[name].editor
        if not isinstance(editor, kind):
            raise TypeError(f"{name} is a {type(editor).__name__}, not a {kind.__name__}")
        return editor

    def reveal(self, name: str) -> None:
        row = self.all_rows().get(name)
        if row is not None:
            row.reveal()

    def show_summary(self, rows: list[FieldRow]) -> None:
        """The fields at fault listed on top, each a link to it; the first one revealed."""
        if not rows:
            return
        self.summary.setText(summary_html(rows))
        self.summary.show()
        rows[0].reveal()

    def clear_errors(self) -> None:
        self.general_error.hide()
        self.general_error.clear()
        self.summary.hide()
        self.summary.clear()
        for row in self.rows.values():
            row.clear_error()

    def show_errors(self, field_errors: dict[str, str], message: str = "") -> None:
        """Show each message next to its field; messages for unknown fields go on top. The
        summary lists the fields in the form's order and the first one on screen is focused,
        whatever order the service checked them in."""
        self.clear_errors()
        stray = [text for name, text in field_errors.items() if name not in self.rows]
        placed: list[FieldRow] = []
        for name, row in self.rows.items():
            if name in field_errors:
                row.show_error(field_errors[name])
                placed.append(row)
        lines = ([message] if message else []) + stray
        if lines:
            self.general_error.setText("\n".join(lines))
            self.general_error.show()
        self.show_summary(placed)

    def show_message(self, message: str) -> None:
        self.clear_errors()
        self.general_error.setText(message)
        self.general_error.show()

    def error_of(self, name: str) -> str:
        return self.rows[name].error


if TYPE_CHECKING:
    _FormGroupBase = QScrollArea
else:
    _FormGroupBase = object


class FormGroup(_FormGroupBase):
    """Mixin of a record's form made of several Forms (its boxes), shown as one to the
    operation helper: each field error under its field, the general message and what has no
    field on top of the first Form, the first field at fault focused and scrolled to (the
    form is a QScrollArea)."""

    forms: tuple[Form, ...]

    def clear_errors(self) -> None:
        for form in self.forms:
            form.clear_errors()

    def show_message(self, message: str) -> None:
        self.clear_errors()
        self.forms[0].show_message(message)
        self.ensureWidgetVisible(self.forms[0].general_error)

    def show_errors(self, field_errors: dict[str, str], message: str = "") -> None:
        self.clear_errors()
        unplaced = dict(field_errors)
        placed: list[FieldRow] = []
        for form in self.forms:
            for name, row in form.rows.items():
                if name in field_errors:
                    row.show_error(unplaced.pop(name))
                    placed.append(row)
        general = ([message] if message else []) + list(unplaced.values())
        if general:
            self.forms[0].general_error.setText("\n".join(general))
            self.forms[0].general_error.show()
        self.forms[0].all_rows = lambda: {
            name: row for form in self.forms for name, row in form.rows.items()
        }
        self.forms[0].show_summary(placed)

    def error_of(self, name: str) -> str:
        for form in self.forms:
            if name in form.rows:
                return form.error_of(name)
        raise KeyError(name)


def text_box(parent: QWidget, height: int = 60) -> QPlainTextEdit:
    """A few lines of free text (a reason, what is asked) that Tab leaves."""
    box = QPlainTextEdit(parent)
    box.setTabChangesFocus(True)
    box.setFixedHeight(height)
    return box


def text_of(widget: QWidget) -> str:
    """The value of a simple editor as text, trimmed."""
    if isinstance(widget, QLineEdit):
        return widget.text().strip()
    if isinstance(widget, QPlainTextEdit):
        return widget.toPlainText().strip()
    if isinstance(widget, QComboBox):
        return widget.currentText().strip()
    raise TypeError(f"no text value for {type(widget).__name__}")


def submit_on_enter(widget: QWidget, submit: Callable[[], object]) -> None:
    """Enter in any line of `widget` (date editors included) calls `submit`. Cells of item
    views keep Enter to commit their edit: their editors are created later, not found here."""
    for edit in widget.findChildren(QLineEdit):
        edit.returnPressed.connect(submit)


def to_qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def date_edit(parent=None, day: date | None = None) -> DateField:
    """A DD/MM/AAAA field with its calendar, showing `day` (the office's today, usually)."""
    return DateField(parent, day)


def time_value(edit: QTimeEdit) -> time:
    moment = edit.time()
    return time(moment.hour(), moment.minute(), moment.second())


def date_value(edit: DateField) -> date:
    return edit.day()


class DateTimeEdit(QDateTimeEdit):
    """Tab leaves the field, as in every other field (issue 17 §3), instead of walking
    day → month → year → hour → minute; the arrow keys still move between them."""

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 (Qt's name)
        return QWidget.focusNextPrevChild(self, forward)


def date_time_edit(parent=None, moment: datetime | None = None) -> QDateTimeEdit:
    """A DD/MM/AAAA HH:MM editor showing `moment` as it is (the office's clock)."""
    edit = DateTimeEdit(parent)
    edit.setDisplayFormat("dd/MM/yyyy HH:mm")
    edit.setCalendarPopup(True)
    if moment is not None:
        edit.setDateTime(QDateTime(to_qdate(moment.date()), QTime(moment.hour, moment.minute)))
    return edit


def instant_value(edit: QDateTimeEdit, zone: tzinfo) -> datetime:
    """The date and time typed on the office's clock (`zone`), as an instant in UTC."""
    typed = edit.dateTime()
    day, time = typed.date(), typed.time()
    local = datetime(day.year(), day.month(), day.day(), time.hour(), time.minute(), tzinfo=zone)
    return local.astimezone(UTC)
