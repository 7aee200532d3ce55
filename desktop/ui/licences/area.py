"""Licenças: the lazy list of licences (filter by number, operator, vehicle and issue day) on
the left; on the right the request form, the rules engine's findings — every reason with
its article, so the clerk sees why without calling anyone — and the licence picked.

Keyboard: Ctrl+N new request, F5 check, Ctrl+E issue, Ctrl+P print the licence picked,
Ctrl+Shift+P print the passenger list, Ctrl+L print every licence issued today.
"""

import uuid
from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QTableView,
    QTabWidget,
    QToolBar,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.rules import br_date
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.issue import LicenceRefused, check_licence_request, issue_licence
from desktop.services.licences.passenger_import import read_passenger_file
from desktop.services.licences.passenger_list import passenger_list_pdf
from desktop.services.licences.records import licence_pdf
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.search.licences import licence_ids_issued_on, search_licences
from desktop.services.search.operators import search_operators
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.register import get_vehicle
from desktop.ui.licences import actions as licence_actions
from desktop.ui.licences.batch import print_batch
from desktop.ui.licences.form import LicenceForm
from desktop.ui.licences.pickers import RecordPicker
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import OptionalDate
from desktop.ui.widgets.lazy_table import Column, LazyTableModel
from desktop.ui.widgets.list_detail import lay_out_list_detail, stacked
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.widgets.worker import run_task
from desktop.ui.workspace import Workspace, WorkspaceUser

SEARCH_DELAY_MS = 250
LIST_WIDTH = 380
ERROR_STYLE = "color: #b00020;"
OK_STYLE = "color: #1b5e20;"
MAX_ROW_ERRORS = 30


class LicencesArea(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.current_id: uuid.UUID | None = None
        self.stale = True
        can_issue = has_permission(self.ctx.actor, Permission.LICENCE_ISSUE)
        can_print = has_permission(self.ctx.actor, Permission.DOCUMENT_PRINT)

        self.toolbar = QToolBar(self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.new_action = self._action(
            self.tr("Nova (Ctrl+N)"), "Ctrl+N", self.new_request, can_issue
        )
        self.check_action = self._action(self.tr("Verificar (F5)"), "F5", self.check, can_issue)
        self.issue_action = self._action(
            self.tr("Emitir (Ctrl+E)"), "Ctrl+E", self.issue, can_issue
        )
        self.print_action = self._action(
            self.tr("Imprimir (Ctrl+P)"), "Ctrl+P", self.print_licence, can_print
        )
        self.list_action = self._action(
            self.tr("Lista de passageiros"), "Ctrl+Shift+P", self.print_passenger_list, can_print
        )
        self.batch_action = self._action(
            self.tr("Lote de hoje (Ctrl+L)"), "Ctrl+L", self.print_today, can_print
        )
        can_annotate = has_permission(self.ctx.actor, Permission.LICENCE_ANNOTATE)
        self.cancel_action = self._action(
            self.tr("Desistência…"),
            "Ctrl+Shift+D",
            lambda: self.annotate(licence_actions.cancellation),
            can_annotate,
        )
        self.continue_action = self._action(
            self.tr("Continuação…"),
            "Ctrl+Shift+V",
            lambda: self.annotate(licence_actions.continuation),
            can_annotate,
        )
        self.change_action = self._action(
            self.tr("Passageiro…"),
            "Ctrl+Shift+I",
            lambda: self.annotate(licence_actions.passenger_change),
            can_annotate,
        )

        self.search_box = QLineEdit(self)
        self.search_box.setObjectName("licence_search")
        self.search_box.setPlaceholderText(self.tr("Número da licença"))
        self.search_box.setClearButtonEnabled(True)
        self.operator_filter = RecordPicker(
            self._operators, self.tr("Autorizatária (CNPJ ou nome)"), self
        )
        self.operator_filter.setObjectName("operator_filter")
        self.vehicle_filter = RecordPicker(self._vehicles, self.tr("Veículo (placa)"), self)
        self.vehicle_filter.setObjectName("vehicle_filter")
        for picker in (self.operator_filter, self.vehicle_filter):
            picker.chosen.connect(lambda _value: self.run_search())
            picker.textChanged.connect(self._filter_cleared)
        self.day_filter = OptionalDate(self.tr("Emitidas em"), self)
        self.day_filter.setObjectName("day_filter")
        today = office_today(self.ctx)
        self.day_filter.edit.setDate(QDate(today.year, today.month, today.day))
        self.day_filter.enabled.toggled.connect(lambda _on: self.run_search())
        self.day_filter.edit.dateChanged.connect(lambda _day: self.run_search())
        self.search_timer = QTimer(self)
        self.search_timer.setSingleShot(True)
        self.search_timer.setInterval(SEARCH_DELAY_MS)
        self.search_timer.timeout.connect(self.run_search)
        self.search_box.textEdited.connect(lambda _text: self.search_timer.start())
        self.search_box.returnPressed.connect(self.run_search)
        self.model = LazyTableModel(
            [
                Column(self.tr("Número"), lambda row: row.number),
                Column(self.tr("Modalidade"), lambda row: row.modality_label),
                Column(self.tr("Placas"), lambda row: row.plate),
                Column(self.tr("Início"), lambda row: br_date(row.start_on)),
                Column(self.tr("Autorizatária"), lambda row: row.operator_name),
                Column(
                    self.tr("Situação"),
                    lambda row: self.tr("Desistência") if row.cancelled else self.tr("Emitida"),
                ),
            ],
            self._page,
            parent=self,
        )
        self.list_view = QTableView(self)
        self.list_view.setObjectName("licence_list")
        self.list_view.setModel(self.model)
        self.list_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list_view.verticalHeader().hide()
        self.list_view.verticalHeader().setDefaultSectionSize(24)
        self.list_view.setWordWrap(False)
        header = self.list_view.horizontalHeader()
        for column in (0, 2, 3, 5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.list_view.setColumnHidden(1, True)
        self.list_view.selectionModel().currentRowChanged.connect(self._row_changed)

        self.form = LicenceForm(workspace, self)
        self.form.import_button.clicked.connect(self.import_passengers)
        self.findings = QLabel(self)
        self.findings.setObjectName("findings")
        self.findings.setWordWrap(True)
        self.findings.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        self.detail = QPlainTextEdit(self)
        self.detail.setObjectName("licence_detail")
        self.detail.setReadOnly(True)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(scroll, self.tr("&Pedido"))
        self.tabs.addTab(self.detail, self.tr("&Licença"))

        lay_out_list_detail(
            self,
            self.toolbar,
            stacked(
                self,
                self.search_box,
                self.operator_filter,
                self.vehicle_filter,
                self.day_filter,
                (self.list_view, 1),
            ),
            stacked(self, self.findings, (self.tabs, 1)),
            LIST_WIDTH,
        )
        self.run_search()

    def _action(self, text: str, shortcut: str, slot, enabled: bool) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        action.setEnabled(enabled)
        self.toolbar.addAction(action)
        self.addAction(action)
        return action

    @property
    def key_dir(self) -> Path | None:
        return self.workspace.key_dir

    def _page(self, text: str, after, limit: int):
        return search_licences(
            self.ctx,
            operator_id=self.operator_filter.value(),
            vehicle_id=self.vehicle_filter.value(),
            issued_on=self.day_filter.value(),
            number=text,
            after=after,
            limit=limit,
        )

    def _operators(self, text: str) -> list[tuple[str, uuid.UUID]]:
        return [
            (f"{row.legal_name} — {row.cnpj_formatted}", row.id)
            for row in search_operators(self.ctx, text, limit=15).rows
        ]

    def _vehicles(self, text: str) -> list[tuple[str, uuid.UUID]]:
        return [
            (f"{row.plate} — {row.operator_name}", row.id)
            for row in search_vehicles(self.ctx, text, limit=15).rows
        ]

    def _filter_cleared(self, text: str) -> None:
        """Emptying a filter box lists every licence again."""
        if not text:
            self.run_search()

    def run_search(self) -> None:
        self.search_timer.stop()
        self.stale = False
        self.model.reset(self.search_box.text())

    def refresh(self) -> None:
        """The main window calls it when the area is shown: reload a list gone stale."""
        if self.stale:
            self.run_search()

    def mark_stale(self) -> None:
        self.stale = True

    def search_for(self, text: str) -> None:
        """The global search box: a licence number."""
        self.search_box.setText(text)
        self.run_search()
        if self.model.rowCount() == 1:
            self.list_view.selectRow(0)

    def open_record(self, licence_id: uuid.UUID) -> None:
        self.show_licence(licence_id)

    def new_request(self) -> None:
        self.tabs.setCurrentIndex(0)
        self.findings.clear()
        self.form.reset()
        self.form.modality.setFocus()

    def _show_findings(self, lines: list[str], allowed: bool) -> None:
        if allowed:
            self.findings.setStyleSheet(OK_STYLE)
            self.findings.setText(self.tr("Nenhum impedimento: a licença pode ser emitida."))
            return
        self.findings.setStyleSheet(ERROR_STYLE)
        self.findings.setText(
            self.tr("A licença não pode ser emitida:")
            + "\n"
            + "\n".join(f"• {line}" for line in lines)
        )

    def check(self) -> None:
        request = self.form.request()
        if request is None:
            return
        self.form.form.clear_errors()
        try:
            result = check_licence_request(self.ctx, request)
        except ValidationError as error:
            self.findings.clear()
            self.form.form.show_errors(error.field_errors)
            return
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return
        self._show_findings(result.lines(), result.allowed)
        self.form.vehicles.show_findings(result.findings)

    def issue(self) -> None:
        request = self.form.request()
        if request is None:
            return
        self.form.form.clear_errors()
        try:
            issued = issue_licence(self.ctx, request, self.key_dir)
        except ValidationError as error:
            self.findings.clear()
            self.form.form.show_errors(error.field_errors)
            return
        except LicenceRefused as error:
            self._show_findings([f"{f.message} ({f.article})" for f in error.findings], False)
            self.form.vehicles.show_findings(error.findings)
            return
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return
        self.findings.setStyleSheet(OK_STYLE)
        self.findings.setText(
            self.tr("Licença nº {0} emitida; código de verificação {1}.").format(
                issued.number, issued.verification_code
            )
        )
        self.form.reset()
        self.run_search()
        self.show_licence(issued.id)
        self.workspace.navigator.data_changed.emit()
        PdfOutput(issued.pdf, self.tr("Licença {0}").format(issued.number), self).preview()

    def import_passengers(self) -> None:
        path = dialogs.choose_open_file(
            self, self.tr("Importar passageiros"), self.tr("Planilhas (*.xlsx *.csv)")
        )
        if not path:
            return
        capacity = None
        if self.form.vehicles.values():
            # The seats of every vehicle of the trip together (art. 38, XII).
            capacity = sum(
                get_vehicle(self.ctx, vehicle_id).seats
                for vehicle_id in self.form.vehicles.values()
            )
        try:
            result = read_passenger_file(
                Path(path).read_bytes(),
                Path(path).name,
                self.form.current_modality(),
                capacity,
                self.form.public_institution.isChecked(),
            )
        except ValidationError as error:
            self.form.form.show_errors({"passengers": error.message})
            return
        except OSError as error:
            dialogs.fail(self, self.tr("Não foi possível ler o arquivo: {0}").format(error))
            return
        if result.errors:
            lines = [
                self.tr("Linha {0}: {1}").format(e.row, e.message)
                for e in result.errors[:MAX_ROW_ERRORS]
            ]
            more = len(result.errors) - MAX_ROW_ERRORS
            if more > 0:
                lines.append(self.tr("… e mais {0} linha(s) com erro.").format(more))
            self.form.form.show_errors(
                {
                    "passengers": self.tr("Nada foi importado; corrija a planilha:")
                    + "\n"
                    + "\n".join(lines)
                }
            )
            return
        self.form.form.clear_errors()
        self.form.set_passengers(result.passengers)

    def _row_changed(self, current, _previous) -> None:
        if current.isValid():
            self.show_licence(self.model.row_at(current.row()).id)

    def show_licence(self, licence_id: uuid.UUID) -> None:
        detail = licence_detail(self.ctx, licence_id)
        self.current_id = licence_id
        lines = [
            self.tr("Licença nº {0} — {1}").format(detail.number, detail.modality_label),
            self.tr("Autorizatária: {0} ({1})").format(detail.operator_name, detail.operator_cnpj),
            *[
                self.tr("Veículo: {0}, {1} lugares").format(vehicle.plate, vehicle.seats)
                for vehicle in detail.vehicles
            ],
            self.tr("De {0} a {1}: {2} → {3}").format(
                br_date(detail.start_on), br_date(detail.end_on), detail.origin, detail.destination
            ),
            self.tr("Itinerário: {0}").format(detail.itinerary),
            self.tr("Situação: {0}").format(
                self.tr("desistência do usuário (art. 28, § 2º)")
                if detail.cancelled
                else self.tr("emitida")
            ),
            "",
            self.tr("Motoristas:"),
            *detail.drivers,
            "",
            self.tr("Passageiros ({0}; {1} alteração(ões) após a emissão):").format(
                len(detail.passengers), detail.changes_used
            ),
            *[
                f"{p.position}. {p.name} — {p.identity}" + (f" — {p.note}" if p.note else "")
                for p in detail.passengers
            ],
        ]
        if detail.events:
            lines += ["", self.tr("Anotações:")]
            lines += [f"{event.details} ({event.article})" for event in detail.events]
        self.detail.setPlainText("\n".join(lines))
        self.tabs.setCurrentIndex(1)

    def annotate(self, open_dialog) -> None:
        """Opens the dialog of an annotation on the licence picked; prints what it issues."""
        if self.current_id is None:
            return
        pdf = open_dialog(self, self.ctx, licence_detail(self.ctx, self.current_id), self.key_dir)
        if pdf is None:
            return
        licence_id = self.current_id
        self.run_search()
        self.show_licence(licence_id)
        PdfOutput(pdf, self.tr("Anotação"), self).preview()

    def print_licence(self) -> None:
        if self.current_id is None:
            return
        try:
            pdf = licence_pdf(self.ctx, self.current_id)
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return
        PdfOutput(pdf, self.tr("Licença"), self).preview()

    def print_passenger_list(self) -> None:
        if self.current_id is None:
            return
        try:
            pdf = passenger_list_pdf(self.ctx, self.current_id)
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return
        PdfOutput(pdf, self.tr("Relação de passageiros"), self).preview()

    def print_today(self, day: date | None = None) -> None:
        """Every licence issued today in one print job, off the GUI thread."""
        ids = licence_ids_issued_on(self.ctx, day or office_today(self.ctx))
        if not ids:
            dialogs.inform(self, self.tr("Imprimir"), self.tr("Nenhuma licença emitida hoje."))
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Imprimir {0} licença(s)").format(len(ids)))
        if dialogs.launch(dialog) != QDialog.DialogCode.Accepted:
            return
        ctx = self.ctx
        self.batch_task = run_task(
            self,
            self.tr("Imprimindo {0} licença(s)…").format(len(ids)),
            lambda control: print_batch(
                ids, lambda licence_id: licence_pdf(ctx, licence_id), printer, control
            ),
            self._batch_done,
            self._batch_failed,
        )

    def _batch_done(self, printed: int) -> None:
        self.findings.setStyleSheet(OK_STYLE)
        self.findings.setText(self.tr("{0} licença(s) enviada(s) à impressora.").format(printed))

    def _batch_failed(self, error: Exception) -> None:
        dialogs.fail(self, error.message if isinstance(error, UserFacingError) else str(error))
