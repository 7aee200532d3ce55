"""A RecordPicker of the municipalities of one state, from the offline IBGE list, ignoring
accents and case ("sao j" proposes "São João d'Aliança"; "goiania" picks "Goiânia")."""

from PySide6.QtWidgets import QWidget

from desktop.services.municipalities import Municipality, municipality_index
from desktop.ui.widgets.record_picker import RecordPicker


class MunicipalityPicker(RecordPicker):
    def __init__(self, state: str = "", parent: QWidget | None = None) -> None:
        super().__init__(self._municipalities, "", parent)
        self.setPlaceholderText(self.tr("Digite o início do nome do município"))
        self.setClearButtonEnabled(False)
        self.state = state

    def _municipalities(self, text: str) -> list[tuple[str, Municipality]]:
        return [(item.name, item) for item in municipality_index().search(self.state, text)]

    @property
    def municipality(self) -> Municipality | None:
        return self.value()

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            if self.municipality is not None and self.municipality.state != state:
                self.clear_choice()

    def clear_choice(self) -> None:
        self.clear_value()

    def set_code(self, code: str) -> None:
        found = municipality_index().get(code) if code else None
        if found is None:
            self.clear_value()
        else:
            self.set_value(found.name, found)

    def code(self) -> str:
        return self.municipality.code if self.municipality else ""
