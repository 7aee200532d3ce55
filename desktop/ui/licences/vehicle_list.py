"""The vehicles of the licence request (Res. AGR 105/2017 art. 29 §§2-3: "todos os veículos
utilizados no deslocamento"), one or more: type a plate and press Enter to add it, Delete on
the list removes the one selected. The vehicles chosen are rows of the form's state and draft
(`RowsField`, issue 17 §5)."""

import uuid

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from desktop.rules import LicenceFinding
from desktop.ui.licences.licence_terms import licence_labels
from desktop.ui.widgets.record_picker import RecordPicker


class VehicleList(QWidget):
    """The vehicles of the trip in the order they will be printed: a plate typed in the
    picker and Enter adds the vehicle; Delete (or the button) removes the one selected. A
    vehicle already on the list is not added twice. `show_findings` puts the rules engine's
    findings about each vehicle under its line."""

    rows_changed = Signal()

    def __init__(self, search, jurisdiction: str, parent=None) -> None:
        super().__init__(parent)
        self.twice = licence_labels(jurisdiction)["vehicle_twice"]
        self.picker = RecordPicker(search, self.tr("Placa do veículo; Enter adiciona"), self)
        self.picker.setObjectName("vehicle_picker")
        self.list = QListWidget(self)
        self.list.setObjectName("vehicle_list")
        self.list.setFixedHeight(48)
        self.list.installEventFilter(self)
        self.remove_button = QPushButton(self.tr("&Remover veículo"), self)
        self.remove_button.setObjectName("remove_vehicle")
        self.remove_button.clicked.connect(self.remove_selected)
        self.note = QLabel(self)
        self.note.setObjectName("vehicle_note")
        self.note.setWordWrap(True)
        self.note.hide()
        self._chosen: list[tuple[str, uuid.UUID]] = []
        self.picker.chosen.connect(self._add_picked)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.picker, 0, 0)
        grid.addWidget(self.remove_button, 0, 1)
        grid.addWidget(self.list, 1, 0, 1, 2)
        grid.addWidget(self.note, 2, 0, 1, 2)
        self.setFocusProxy(self.picker)

    def values(self) -> tuple[uuid.UUID, ...]:
        return tuple(vehicle_id for _, vehicle_id in self._chosen)

    def labels(self) -> list[str]:
        return [label for label, _ in self._chosen]

    def draft_rows(self) -> list[list[str]]:
        """`[label, vehicle id]` of each vehicle chosen, in order."""
        return [[label, str(vehicle_id)] for label, vehicle_id in self._chosen]

    def restore_rows(self, rows: list[list[str]]) -> None:
        """The vehicles of a draft, in their order; whether each may still travel is the
        rules engine's answer when the request is checked."""
        self._chosen = [(label, uuid.UUID(vehicle_id)) for label, vehicle_id in rows]
        self.show_findings(())
        self.rows_changed.emit()

    def _say(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def _add_picked(self, vehicle_id: uuid.UUID) -> None:
        label = self.picker.text()
        self.picker.clear_value()
        self.add(label, vehicle_id)
        self.picker.setFocus()

    def add(self, label: str, vehicle_id: uuid.UUID) -> None:
        if vehicle_id in self.values():
            self._say(self.twice.format(label.split(" — ")[0]))
            return
        self._chosen.append((label, vehicle_id))
        self.show_findings(())
        self.rows_changed.emit()

    def remove_selected(self) -> None:
        item = self.list.currentItem()
        index = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if index is None:
            return
        self._chosen.pop(index)
        self.show_findings(())
        self.list.setCurrentRow(min(index, len(self._chosen) - 1))
        self.rows_changed.emit()

    def clear_values(self) -> None:
        self._chosen.clear()
        self.picker.clear_value()
        self.show_findings(())
        self.rows_changed.emit()

    def show_findings(self, findings: tuple[LicenceFinding, ...]) -> None:
        """Each vehicle's line, then the reasons the rules engine found about it with their
        article (the plate begins the message), in red; no findings: the lines alone."""
        self._say("")
        self.list.clear()
        for index, (label, _) in enumerate(self._chosen):
            line = QListWidgetItem(label)
            line.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(line)
            plate = label.split(" — ")[0]
            for finding in findings:
                if finding.plate and finding.plate == plate:
                    item = QListWidgetItem(f"    {finding.message} ({finding.article})")
                    item.setForeground(Qt.GlobalColor.darkRed)
                    self.list.addItem(item)
        rows = max(2, self.list.count())
        self.list.setFixedHeight(min(160, rows * max(18, self.list.sizeHintForRow(0)) + 6))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt API
        if (
            watched is self.list
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
        ):
            self.remove_selected()
            return True
        return super().eventFilter(watched, event)
