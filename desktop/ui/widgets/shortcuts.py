"""The screen's shortcuts work where the clerk is (issue 17 §9).

A text field claims some Ctrl keys for itself (on Linux Ctrl+E moves to the end of the
line, Ctrl+K deletes to it), so Ctrl+E (Emitir) did nothing while the cursor was in a
field. `screen_shortcut_first`, a handler of the application's one event filter
(`app_events`), lets an enabled action or shortcut of the screen around the field have the
key instead; keys no screen uses (copy, paste, undo...) stay the field's.
"""

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

DIRECT = Qt.FindChildOption.FindDirectChildrenOnly


def pressed(event: QKeyEvent) -> QKeySequence:
    return QKeySequence(event.keyCombination())


def screen_takes(widget: QWidget, keys: QKeySequence) -> bool:
    """Whether an enabled action or shortcut of a widget around `widget` has `keys`."""
    holder = widget.parentWidget()
    while holder is not None:
        for action in holder.actions():
            if action.isEnabled() and keys in action.shortcuts():
                return True
        for shortcut in holder.findChildren(QShortcut, options=DIRECT):
            if shortcut.isEnabled() and shortcut.key() == keys:
                return True
        holder = holder.parentWidget()
    return False


def screen_shortcut_first(watched: QObject, event: QEvent) -> bool:
    """ShortcutOverride: the field gives up a Ctrl or Alt key that the screen around it uses."""
    if not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget):
        return False
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    if not modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
        return False
    # Not passed on: the field does not claim the key, so the screen's shortcut runs.
    return screen_takes(watched, pressed(event))


def shortcut_lines(actions: list[QAction]) -> list[tuple[str, str]]:
    """(keys, what they do) of the actions that have a shortcut, as the clerk reads them."""
    lines = []
    for action in actions:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        if keys:
            text = action.text().replace("&", "").split(" (")[0]
            lines.append((keys, text))
    return lines


def shortcuts_dialog(parent: QWidget, lines: list[tuple[str, str]]) -> QDialog:
    """Ajuda → Atalhos: each key and what it does, on the screen the clerk is in."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(QApplication.translate("shortcuts", "Atalhos do teclado"))
    table = QTableWidget(len(lines), 2, dialog)
    table.setObjectName("shortcuts_table")
    table.setHorizontalHeaderLabels(
        [QApplication.translate("shortcuts", "Teclas"), QApplication.translate("shortcuts", "Ação")]
    )
    for row, (keys, text) in enumerate(lines):
        table.setItem(row, 0, QTableWidgetItem(keys))
        table.setItem(row, 1, QTableWidgetItem(text))
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(table)
    layout.addWidget(buttons)
    dialog.resize(520, 420)
    return dialog
