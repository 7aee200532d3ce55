"""The vehicle's tabs besides the form: inspection reports (art. 23), insurance policies
(arts. 50-51), and the history of events with the CRVs issued (art. 24); in Goiás the area
recaptions them in the vehicle's chapter (`chapter_labels`: art. 56, IV and V, and art. 57 for
the característica vinculada alone)."""

from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.choices import Jurisdiction
from desktop.rules.dates import br_date
from desktop.rules.money import format_brl
from desktop.rules.vehicle_articles import crv_term_set, vehicle_article
from desktop.services.vehicles.crv_records import CrvRow
from desktop.services.vehicles.events_records import EventRow
from desktop.services.vehicles.inspections_records import InspectionRow
from desktop.services.vehicles.insurance_records import PolicyRow
from desktop.ui.vehicles.vehicle_terms import chapter_labels
from desktop.ui.widgets.cells import row_texts


class RecordTable(QTableWidget):
    """A read-only table of rows of text, the last column stretched."""

    def __init__(self, name: str, headers: list[str], parent=None) -> None:
        super().__init__(0, len(headers), parent)
        self.setObjectName(name)
        self.setHorizontalHeaderLabels(headers)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.verticalHeader().setDefaultSectionSize(24)
        self.setWordWrap(False)
        # A list, not a grid to fill: Qt's table walks its cells with Tab and Shift+Tab
        # and, past the last one (the first, backwards), starts again: Tab never left it.
        self.setTabKeyNavigation(False)

    def fill(self, rows: list[list[str]]) -> None:
        self.setRowCount(0)
        for values in rows:
            row = self.rowCount()
            self.insertRow(row)
            for column, value in enumerate(values):
                self.setItem(row, column, QTableWidgetItem(value))

    def texts(self, row: int) -> list[str]:
        return row_texts(self, row)


class VehicleRecordsTab(QWidget):
    """A caption and one table; the area puts its action buttons above."""

    def __init__(self, name: str, caption: str, headers: list[str], parent=None) -> None:
        super().__init__(parent)
        self.caption = QLabel(caption, self)
        self.caption.setWordWrap(True)
        self.table = RecordTable(name, headers, self)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(self.caption)
        self.layout_.addWidget(self.table, 1)


class InspectionsTab(VehicleRecordsTab):
    def __init__(self, jurisdiction: str, parent=None) -> None:
        super().__init__(
            "inspections_table",
            chapter_labels(False)["inspections.caption"]
            if jurisdiction == Jurisdiction.GO
            else self.tr(
                "Laudos de vistoria: o CRE/RR pode submeter o veículo à vistoria a qualquer "
                "tempo (Lei RR 664/2008, art. 30, § 2º)."
            ),
            [
                self.tr("Laudo"),
                self.tr("Data"),
                self.tr("Resultado"),
                self.tr("Válido até"),
                self.tr("Empresa"),
                self.tr("Observações"),
            ],
            parent,
        )

    def show_rows(self, rows: list[InspectionRow]) -> None:
        self.table.fill(
            [
                [
                    row.report_number,
                    br_date(row.inspected_on),
                    (self.tr("Aprovado") if row.approved else self.tr("Reprovado"))
                    + (self.tr(" (exigida)") if row.extra else ""),
                    br_date(row.valid_until),
                    row.company_name,
                    row.notes,
                ]
                for row in rows
            ]
        )


class InsuranceTab(VehicleRecordsTab):
    def __init__(self, jurisdiction: str, parent=None) -> None:
        super().__init__(
            "policies_table",
            chapter_labels(False)["policy.intro"]
            if jurisdiction == Jurisdiction.GO
            else self.tr(
                "Seguro de acidentes pessoais dos passageiros e de dano ou extravio da bagagem "
                "(Lei RR 664/2008, art. 20, V, e art. 39)."
            ),
            [
                self.tr("Apólice"),
                self.tr("Seguradora"),
                self.tr("Segurado"),
                self.tr("Cobertura"),
                self.tr("Vigência"),
            ],
            parent,
        )

    def show_rows(self, rows: list[PolicyRow]) -> None:
        self.table.fill(
            [
                [
                    row.policy_number,
                    row.insurer,
                    row.insured_cnpj,
                    format_brl(row.coverage),
                    f"{br_date(row.starts_on)} a {br_date(row.ends_on)}",
                ]
                for row in rows
            ]
        )


class HistoryTab(VehicleRecordsTab):
    def __init__(self, jurisdiction: str, parent=None) -> None:
        super().__init__(
            "events_table",
            self.tr("Histórico do veículo, do mais recente ao mais antigo."),
            [self.tr("Data"), self.tr("Evento"), self.tr("Base legal"), self.tr("Detalhes")],
            parent,
        )
        self.crv_term = crv_term_set(jurisdiction)
        self.crvs = RecordTable(
            "crvs_table",
            [self.tr("CRV"), self.tr("Emissão")]
            + ([self.tr("Válido até")] if self.crv_term else [])
            + [self.tr("Situação")],
            self,
        )
        self.crvs.setMaximumHeight(140)
        self.issued = QLabel(self)
        self.set_crv_article(vehicle_article(jurisdiction, "crv"))
        self.layout_.addWidget(self.issued)
        self.layout_.addWidget(self.crvs)

    def set_crv_article(self, article: str) -> None:
        """The article the vehicle's CRVs are issued by: Goiás's art. 57 for the
        característica vinculada alone (`CRV_ARTICLES`)."""
        self.issued.setText(
            self.tr("Certificados de registro emitidos (%1)").replace("%1", article)
        )

    def show_rows(self, events: list[EventRow], crvs: list[CrvRow]) -> None:
        self.table.fill(
            [
                [
                    br_date(event.occurred_on),
                    event.label + (self.tr(" — FORA DO PRAZO") if event.late else ""),
                    event.article,
                    event.details,
                ]
                for event in events
            ]
        )
        self.crvs.fill(
            [
                [crv.number, br_date(crv.issued_on)]
                + ([br_date(crv.valid_until)] if self.crv_term else [])
                + [self.tr("Substituído") if crv.superseded else self.tr("Em vigor")]
                for crv in crvs
            ]
        )
