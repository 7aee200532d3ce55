"""One line edit that proposes records as the clerk types — an operator by CNPJ or name, a
vehicle by plate, a driver by name or CPF, a municipality of the IBGE list — and remembers
the one picked.

The search runs when the typing pauses (`Debounce`). A click or Enter on a proposal picks
it; Enter or leaving the field picks the record the text names when there is one only (a
whole CNPJ, a plate, a municipality's name with or without accents). Typing again forgets
the record picked. The search goes through the operation helper: a refusal (a user without
the permission to search) is shown in the proposals' list, not in a box at every key.
"""

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from desktop.models.errors import UserFacingError
from desktop.rules.text import fold_text
from desktop.ui.widgets import operation
from desktop.ui.widgets.debounce import PROPOSALS_MS, Debounce

PROPOSALS = 15
Proposals = list[tuple[str, Any]]


class RecordPicker(QLineEdit):
    """`search(text)` returns (label, value) pairs; `value()` is the one picked or None.
    `chosen(value)` is emitted when the clerk picks one, `forgotten()` when the text no
    longer names the record picked (typed over, or emptied)."""

    chosen = Signal(object)
    forgotten = Signal()

    def __init__(
        self, search: Callable[[str], Proposals], placeholder: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.search = search
        self._value: Any = None
        self._proposals: Proposals = []
        self._model = QStringListModel(self)
        completer = QCompleter(self._model, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setMaxVisibleItems(12)
        completer.activated.connect(self.pick_label)
        self.setCompleter(completer)
        self.setPlaceholderText(placeholder)
        self.setClearButtonEnabled(True)
        self._debounce = Debounce(self, PROPOSALS_MS, self.propose)
        self.textEdited.connect(self._edited)
        self.textChanged.connect(self._emptied)
        self.returnPressed.connect(self.settle)
        self.editingFinished.connect(self.settle)

    def value(self) -> Any:
        return self._value

    def labels(self) -> list[str]:
        return [label for label, _ in self._proposals]

    def set_value(self, label: str, value: Any) -> None:
        """Shows a record picked by the program (no signal)."""
        self._value = value
        self.setText(label)

    def clear_value(self) -> None:
        self.clear()

    def _forget(self) -> None:
        if self._value is not None:
            self._value = None
            self.forgotten.emit()

    def _edited(self, _text: str) -> None:
        self._forget()
        self._debounce.poke()

    def _emptied(self, text: str) -> None:
        if not text:
            self._forget()

    def _search(self, text: str) -> Proposals:
        return operation.run(self, lambda: self.search(text), refused=self._refused) or []

    def _refused(self, error: UserFacingError) -> None:
        self._model.setStringList([error.message])
        if self.hasFocus():
            self.completer().complete()

    def propose(self) -> None:
        """Runs the search for the current text and opens the proposals."""
        self._debounce.cancel()
        text = self.text().strip()
        self._proposals = self._search(text) if text else []
        if self._proposals or not text:
            self._model.setStringList(self.labels())
        if self._proposals and self.hasFocus():
            self.completer().complete()

    def pick_label(self, label: str) -> None:
        for proposal, value in self._proposals:
            if proposal == label:
                self.set_value(label, value)
                self._hide_popup()
                self.chosen.emit(value)
                return

    def _hide_popup(self) -> None:
        popup = self.completer().popup()
        if popup is not None:
            popup.hide()

    def settle(self) -> None:
        """Enter or leaving the field: the record the text names, if it names one only."""
        self._hide_popup()
        if self._value is not None or not self.text().strip():
            return
        self.propose()
        typed = fold_text(self.text())
        exact = [label for label, _ in self._proposals if fold_text(label) == typed]
        if len(self._proposals) == 1:
            self.pick_label(self._proposals[0][0])
        elif len(exact) == 1:
            self.pick_label(exact[0])
