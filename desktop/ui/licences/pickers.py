"""A line edit that proposes records as the clerk types (operator by CNPJ or name, vehicle by
plate, driver by name or CPF) and remembers the one picked: Enter or a click on a proposal
picks it; typing again forgets it."""

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QStringListModel, Qt, QTimer, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit

SEARCH_DELAY_MS = 150


class RecordPicker(QLineEdit):
    """`search(text)` returns (label, value) pairs; `value()` is the picked one or None."""

    chosen = Signal(object)

    def __init__(
        self, search: Callable[[str], list[tuple[str, Any]]], placeholder: str, parent=None
    ) -> None:
        super().__init__(parent)
        self.search = search
        self._value: Any = None
        self._proposals: list[tuple[str, Any]] = []
        self._model = QStringListModel(self)
        completer = QCompleter(self._model, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setMaxVisibleItems(12)
        completer.activated[str].connect(self.pick_label)
        self.setCompleter(completer)
        self.setPlaceholderText(placeholder)
        self.setClearButtonEnabled(True)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.propose)
        self.textEdited.connect(self._edited)
        self.textChanged.connect(self._forget_when_empty)
        self.returnPressed.connect(self._pick_single)

    def value(self) -> Any:
        return self._value

    def labels(self) -> list[str]:
        return [label for label, _ in self._proposals]

    def set_value(self, label: str, value: Any) -> None:
        self._value = value
        self.setText(label)

    def clear_value(self) -> None:
        self._value = None
        self.clear()

    def _forget_when_empty(self, text: str) -> None:
        """Emptied (the clear button, or by the program): nothing is picked any more."""
        if not text:
            self._value = None

    def _edited(self, _text: str) -> None:
        self._value = None
        self._timer.start()

    def propose(self) -> None:
        """Runs the search for the current text and opens the proposals."""
        self._timer.stop()
        text = self.text().strip()
        self._proposals = self.search(text) if text else []
        self._model.setStringList(self.labels())
        if self._proposals and self.hasFocus():
            self.completer().complete()

    def pick_label(self, label: str) -> None:
        for proposal, value in self._proposals:
            if proposal == label:
                self.set_value(label, value)
                self.completer().popup().hide()
                self.chosen.emit(value)
                return

    def _pick_single(self) -> None:
        """Enter with the proposals not yet shown, or a single one: take it."""
        if self._value is not None:
            return
        if self._timer.isActive() or not self._proposals:
            self.propose()
        if len(self._proposals) == 1:
            self.pick_label(self._proposals[0][0])
