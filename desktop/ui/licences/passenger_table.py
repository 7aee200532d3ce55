"""The passenger list of the licence request typed or imported (Res. AGR 105/2017 arts.
28 III, 29 V, 30 IV, 59 II): one row a passenger, the CPF shown masked (LGPD), read back
into PassengerInputs."""

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
)

from desktop.models.licences import LicencePassenger
from desktop.rules.text import fold_text
from desktop.services.licences.passengers import PassengerInput, mask_cpf
from desktop.ui.widgets.limits import limit_cells
from desktop.ui.widgets.masks import CPF, MaskedCellDelegate

PASSENGER_COLUMNS = (
    "name",
    "cpf",
    "document_kind",
    "document_number",
    "school",
    "guardian_declaration",
    "employment_proof",
    "adult",
)
_YES = {"sim", "s", "x"}


class MaskedCpfDelegate(MaskedCellDelegate):
    """Shows a CPF cell masked (***.456.789-**, LGPD); editing it shows what was typed,
    through the CPF field's mask (digits only, issue 17 §6)."""

    def __init__(self, parent=None) -> None:
        super().__init__(CPF, parent)

    def displayText(self, value, locale) -> str:  # noqa: N802 - Qt API
        return mask_cpf(str(value or ""))


class PassengerTable(QTableWidget):
    """Name, CPF or another document, school, guardian's declaration, employment proof and
    whether a student is of age (art. 30, III asks the declaration of the minors only) of
    each passenger; rows left empty are skipped."""

    def __init__(self, parent=None) -> None:
        super().__init__(0, len(PASSENGER_COLUMNS), parent)
        self.setObjectName("passenger_table")
        self.setHorizontalHeaderLabels(
            [
                self.tr("Nome"),
                self.tr("CPF"),
                self.tr("Outro documento"),
                self.tr("Número"),
                self.tr("Escola"),
                self.tr("Declaração"),
                self.tr("Vínculo"),
                self.tr("Maior de idade"),
            ]
        )
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(header.fontMetrics().horizontalAdvance("Nome") + 24)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.cpf_delegate = MaskedCpfDelegate(self)
        self.setItemDelegateForColumn(1, self.cpf_delegate)
        limit_cells(
            self,
            {
                0: LicencePassenger.name,
                2: LicencePassenger.document_kind,
                3: LicencePassenger.document_number,
                4: LicencePassenger.school,
                6: LicencePassenger.employment_proof,
            },
        )
        self.setMinimumHeight(120)

    def add_row(self) -> None:
        row = self.rowCount()
        self.insertRow(row)
        self.setCurrentCell(row, 0)

    def set_passengers(self, passengers: tuple[PassengerInput, ...]) -> None:
        """Fills the table (an import that had no row errors). CPFs stay as the file has
        them so the list can be corrected; they are masked on every printout."""
        self.setRowCount(0)
        for passenger in passengers:
            row = self.rowCount()
            self.insertRow(row)
            values = (
                passenger.name,
                passenger.cpf,
                passenger.document_kind,
                passenger.document_number,
                passenger.school,
                "sim" if passenger.guardian_declaration else "",
                passenger.employment_proof,
                "sim" if passenger.adult else "",
            )
            for column, value in enumerate(values):
                self.setItem(row, column, QTableWidgetItem(value))

    def _cell(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text().strip() if item else ""

    def passengers(self) -> tuple[PassengerInput, ...]:
        found = []
        for row in range(self.rowCount()):
            values = [self._cell(row, column) for column in range(len(PASSENGER_COLUMNS))]
            if not any(values):
                continue
            found.append(
                PassengerInput(
                    name=values[0],
                    cpf=values[1],
                    document_kind=fold_text(values[2]),
                    document_number=values[3],
                    school=values[4],
                    guardian_declaration=fold_text(values[5]) in _YES,
                    employment_proof=fold_text(values[6]),
                    adult=fold_text(values[7]) in _YES,
                )
            )
        return tuple(found)
