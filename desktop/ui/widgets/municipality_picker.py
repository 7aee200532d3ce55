"""A line edit that proposes municipalities of the chosen state from the offline IBGE list,
ignoring accents and case ("sao j" proposes "São João d'Aliança")."""

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit

from desktop.services.municipalities import Municipality, municipality_index
from desktop.services.text import fold_text


class MunicipalityPicker(QLineEdit):
    chosen = Signal(object)

    def __init__(self, state: str = "", parent=None) -> None:
        super().__init__(parent)
        self.state = state
        self.municipality: Municipality | None = None
        self._proposals: list[Municipality] = []
        self._model = QStringListModel(self)
        completer = QCompleter(self._model, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setMaxVisibleItems(12)
        completer.activated[str].connect(self._on_activated)
        self.setCompleter(completer)
        self.setPlaceholderText(self.tr("Digite o início do nome do município"))
        self.textEdited.connect(self._propose)
        self.editingFinished.connect(self._match_typed)

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            if self.municipality is not None and self.municipality.state != state:
                self.clear_choice()

    def clear_choice(self) -> None:
        self.municipality = None
        self.clear()

    def set_code(self, code: str) -> None:
        found = municipality_index().get(code) if code else None
        self.municipality = found
        self.setText(found.name if found else "")

    def code(self) -> str:
        return self.municipality.code if self.municipality else ""

    def _propose(self, text: str) -> None:
        self.municipality = None
        self._proposals = municipality_index().search(self.state, text) if text.strip() else []
        self._model.setStringList([item.name for item in self._proposals])
        if self._proposals:
            self.completer().complete()

    def _on_activated(self, name: str) -> None:
        for item in self._proposals:
            if item.name == name:
                self._choose(item)
                return

    def _match_typed(self) -> None:
        """Typing a whole name (any accents) picks that municipality without the popup."""
        self.completer().popup().hide()
        if self.municipality is not None or not self.text().strip():
            return
        matches = municipality_index().search(self.state, self.text(), limit=50)
        typed = fold_text(self.text())
        exact = [item for item in matches if fold_text(item.name) == typed]
        if len(exact) == 1:
            self._choose(exact[0])

    def _choose(self, item: Municipality) -> None:
        self.municipality = item
        self.setText(item.name)
        self.chosen.emit(item)
