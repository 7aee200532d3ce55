"""The lines a fusion merges (Decreto 8.444/2015, art. 43 §9º), chosen from the list of the
ones it may merge rather than typed: the clerk types part of a number or a name to filter,
moves with the arrows and chooses with Space or Enter (again to leave it out); each line
is chosen once, in the order chosen, shown under the list."""

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from desktop.rules.text import fold_text
from desktop.services.lines.records import LineRow

CHOOSE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
MOVE_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down)


class MergedLinesPicker(QWidget):
    """`codes()` are the lines chosen, in the order chosen; `valueChanged` is emitted at each
    change (the form clears the message next to the field)."""

    valueChanged = Signal()  # noqa: N815 (Qt's name, which FieldRow listens to)

    def __init__(self, lines: list[LineRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chosen: list[str] = []
        self.filter = QLineEdit(self)
        self.filter.setObjectName("merged_lines_filter")
        self.filter.setClearButtonEnabled(True)
        self.filter.setPlaceholderText(
            self.tr("número ou nome; setas movem, Espaço ou Enter escolhe")
        )
        self.list = QListWidget(self)
        self.list.setObjectName("merged_lines_list")
        for line in lines:
            item = QListWidgetItem(f"{line.code} — {line.name}", self.list)
            item.setData(Qt.ItemDataRole.UserRole, line.code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        # Five lines shown, the check box's row a little taller than the text's.
        row = max(self.list.sizeHintForRow(0), self.fontMetrics().height() + 4)
        self.list.setFixedHeight(row * 5 + 2 * self.list.frameWidth())
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.filter)
        layout.addWidget(self.list)
        layout.addWidget(self.summary)
        self.setFocusProxy(self.filter)
        self.filter.textChanged.connect(self._filtered)
        self.filter.installEventFilter(self)
        self.list.installEventFilter(self)
        self.list.itemChanged.connect(self._checked)
        self._filtered("")
        self._show_summary()

    def codes(self) -> list[str]:
        return list(self._chosen)

    def text(self) -> str:
        """The lines chosen as the request records them: "GO-0404, GO-0202"."""
        return ", ".join(self._chosen)

    def _filtered(self, text: str) -> None:
        """The lines whose number or name holds the text (accents and case ignored); the
        first one shown becomes the current one."""
        folded = fold_text(text)
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(folded not in fold_text(item.text()))
        self.list.setCurrentRow(-1)
        self._move(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        key = event.key()
        in_list = watched is self.list
        if key in CHOOSE_KEYS or (in_list and key == Qt.Key.Key_Space):
            return self._toggle_current()
        if key in MOVE_KEYS and not in_list:
            self._move(-1 if key == Qt.Key.Key_Up else 1)
            return True
        return False

    def _move(self, step: int) -> None:
        visible = [row for row in range(self.list.count()) if not self.list.item(row).isHidden()]
        if not visible:
            return
        current = self.list.currentRow()
        at = visible.index(current) + step if current in visible else 0
        self.list.setCurrentRow(visible[max(0, min(at, len(visible) - 1))])

    def _toggle_current(self) -> bool:
        """Space or Enter on a line shown: chosen, or left out when it was; Enter with no
        line shown goes on to the dialog."""
        item = self.list.currentItem()
        if item is None or item.isHidden():
            return False
        checked = item.checkState() == Qt.CheckState.Checked
        item.setCheckState(Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked)
        return True

    def _checked(self, item: QListWidgetItem) -> None:
        code = item.data(Qt.ItemDataRole.UserRole)
        if item.checkState() == Qt.CheckState.Checked and code not in self._chosen:
            self._chosen.append(code)
        elif item.checkState() != Qt.CheckState.Checked and code in self._chosen:
            self._chosen.remove(code)
        else:
            return
        self._show_summary()
        self.valueChanged.emit()

    def _show_summary(self) -> None:
        if not self.list.count():
            self.summary.setText(
                self.tr(
                    "A delegatária desta linha não tem outra linha em vigor que se possa "
                    "fundir (Decreto 8.444/2015, art. 43 §§9º, I, e 10)."
                )
            )
        elif self._chosen:
            self.summary.setText(self.tr("Escolhidas: %1").replace("%1", self.text()))
        else:
            self.summary.setText(self.tr("Nenhuma linha escolhida."))
