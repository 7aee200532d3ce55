"""Veículos: the lazy list of vehicles by operator and plate/RENAVAM on the left, the vehicle
on the right (form, inspections, insurance, history), one action bar on top.

Registering a vehicle stores it with its inspection report and policy and issues its CRV
(Res. AGR 105/2017 arts. 17, 23-25, 50); the CRV preview opens at once (print or save).
"""

import uuid
from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QTabWidget,
    QToolBar,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.services.errors import ValidationError
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.crv import current_crv_pdf, list_crvs
from desktop.services.vehicles.events import vehicle_events
from desktop.services.vehicles.inspections import list_companies, list_inspections
from desktop.services.vehicles.insurance import list_policies
from desktop.services.vehicles.records import VehicleDetail
from desktop.services.vehicles.register import (
    find_vehicle,
    get_vehicle,
    register_vehicle,
    update_vehicle,
)
from desktop.ui.operators.documents_tab import day_text
from desktop.ui.vehicles.actions import (
    deregistration_dialog,
    extra_inspection_dialog,
    inspection_dialog,
    policy_dialog,
    traffic_dialog,
    transfer_dialog,
)
from desktop.ui.vehicles.cancellation_dialog import CancellationDialog
from desktop.ui.vehicles.companies_dialog import CompaniesDialog
from desktop.ui.vehicles.expiry_dialog import VehicleExpiryDialog
from desktop.ui.vehicles.form import VehicleForm
from desktop.ui.vehicles.tabs import HistoryTab, InspectionsTab, InsuranceTab
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.lazy_table import Column, LazyTableModel
from desktop.ui.widgets.list_detail import lay_out_list_detail, stacked
from desktop.ui.widgets.operator_picker import OperatorPicker
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.workspace import Workspace, WorkspaceUser

SEARCH_DELAY_MS = 250
LIST_WIDTH = 380


class VehiclesArea(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.navigator = workspace.navigator
        self.current: VehicleDetail | None = None
        self.stale = True
        self.selecting = False
        actor = self.ctx.actor
        can_edit = has_permission(actor, Permission.VEHICLE_EDIT)
        can_traffic = has_permission(actor, Permission.VEHICLE_TRAFFIC)
        can_print = has_permission(actor, Permission.DOCUMENT_PRINT)

        self.toolbar = QToolBar(self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.actions_: dict[str, QAction] = {}
        rr = self.ctx.office.jurisdiction == "RR"
        specs: list[tuple[str, str, str, Callable[[], object], bool]] = [
            ("new", self.tr("Novo (Ctrl+N)"), "Ctrl+N", self.new_vehicle, can_edit),
            ("save", self.tr("Salvar (Ctrl+S)"), "Ctrl+S", self.save, can_edit),
            ("discard", self.tr("Descartar"), "", self.discard, can_edit),
            ("crv", self.tr("CRV (Ctrl+P)"), "Ctrl+P", self.print_crv, can_print),
            ("inspection", self.tr("Vistoria…"), "", self.record_inspection, can_edit),
            ("policy", self.tr("Apólice…"), "", self.record_policy, can_edit),
            ("traffic", self.tr("Afastar…"), "", self.traffic, can_traffic),
            ("extra", self.tr("Exigir vistoria…"), "", self.extra_inspection, can_traffic),
            ("transfer", self.tr("Transferir…"), "", self.transfer, can_edit),
            (
                "deregister",
                self.tr("Desativação…") if rr else self.tr("Baixa…"),
                "",
                self.deregister,
                can_edit,
            ),
            ("expiry", self.tr("Vencimentos…"), "", self.show_expiry, True),
            ("companies", self.tr("Empresas de inspeção…"), "", self.show_companies, True),
        ]
        if rr:
            specs.append(
                (
                    "cancellations",
                    self.tr("Cancelamentos de ofício…"),
                    "",
                    self.show_cancellations,
                    True,
                )
            )
        self.allowed: dict[str, bool] = {}
        for key, text, shortcut, slot, allowed in specs:
            action = QAction(text, self)
            action.setObjectName(f"vehicle_action_{key}")
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            action.setEnabled(allowed)
            self.toolbar.addAction(action)
            self.addAction(action)
            self.actions_[key] = action
            self.allowed[key] = allowed

        self.operator_filter = OperatorPicker(self.ctx, self)
        self.operator_filter.setObjectName("vehicle_operator_filter")
        self.operator_filter.chosen.connect(lambda _row: self.run_search())
        self.search_box = QLineEdit(self)
        self.search_box.setObjectName("vehicle_search")
        self.search_box.setPlaceholderText(self.tr("Placa ou RENAVAM (com ou sem traço)"))
        self.search_box.setClearButtonEnabled(True)
        self.search_timer = QTimer(self)
        self.search_timer.setSingleShot(True)
        self.search_timer.setInterval(SEARCH_DELAY_MS)
        self.search_timer.timeout.connect(self.run_search)
        self.search_box.textEdited.connect(lambda _text: self.search_timer.start())
        self.search_box.returnPressed.connect(self.run_search)
        self.model = LazyTableModel(
            [
                Column(self.tr("Placa"), lambda row: row.plate),
                Column(self.tr("Operador"), lambda row: row.operator_name),
                Column(self.tr("Situação"), lambda row: row.situation),
                Column(self.tr("CRV até"), lambda row: day_text(row.crv_valid_until)),
            ],
            lambda text, after, limit: search_vehicles(
                self.ctx, text, self.operator_filter.operator_id(), after, limit
            ),
            parent=self,
        )
        self.list_view = QTableView(self)
        self.list_view.setObjectName("vehicle_list")
        self.list_view.setModel(self.model)
        self.list_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list_view.verticalHeader().hide()
        self.list_view.verticalHeader().setDefaultSectionSize(24)
        header = self.list_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.list_view.selectionModel().currentRowChanged.connect(self._row_changed)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("vehicle_count")
        self.model.page_loaded.connect(self._show_count)

        self.title = QLabel(self.tr("Novo veículo"), self)
        self.title.setProperty("role", "title")
        self.title.setObjectName("vehicle_title")
        self.status_label = QLabel(self)
        self.status_label.setObjectName("vehicle_status")
        self.status_label.setWordWrap(True)
        self.owner_label = QLabel(self.tr("&Operador:"), self)
        self.owner = OperatorPicker(self.ctx, self)
        self.owner.setObjectName("vehicle_owner")
        self.owner_label.setBuddy(self.owner)
        self.owner.chosen.connect(self._owner_chosen)
        self.owner_error = QLabel(self)
        self.owner_error.setObjectName("error_operator")
        self.owner_error.setStyleSheet("color: #b00020;")
        self.owner_error.setWordWrap(True)
        self.owner_error.hide()
        self.form = VehicleForm(self.ctx.office.jurisdiction, self)
        self.inspections = InspectionsTab(self)
        self.insurance = InsuranceTab(self)
        self.history = HistoryTab(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.form, self.tr("&Cadastro"))
        self.tabs.addTab(self.inspections, self.tr("&Vistorias"))
        self.tabs.addTab(self.insurance, self.tr("S&eguros"))
        self.tabs.addTab(self.history, self.tr("&Histórico"))

        owner_row = QHBoxLayout()
        owner_row.addWidget(self.owner_label)
        owner_row.addWidget(self.owner, 1)
        lay_out_list_detail(
            self,
            self.toolbar,
            stacked(
                self, self.operator_filter, self.search_box, (self.list_view, 1), self.count_label
            ),
            stacked(
                self, self.title, self.status_label, owner_row, self.owner_error, (self.tabs, 1)
            ),
            LIST_WIDTH,
        )
        self.new_vehicle()

    def refresh(self) -> None:
        if self.stale:
            self.run_search()
            self._load_companies()

    def mark_stale(self) -> None:
        self.stale = True

    def _load_companies(self) -> None:
        try:
            self.form.set_companies(list_companies(self.ctx))
        except UserFacingError as error:
            self.status_label.setText(error.message)

    def run_search(self) -> None:
        self.search_timer.stop()
        self.stale = False
        self.model.reset(self.search_box.text().strip())

    def search_for(self, text: str) -> None:
        """From the global search: the vehicle with this plate or RENAVAM, or the list."""
        self.search_box.setText(text)
        self.run_search()
        found = find_vehicle(self.ctx, text)
        if found is not None:
            self._show(found)
            self._select(found.id)
        self.search_box.setFocus()

    def open_record(self, vehicle_id: uuid.UUID) -> None:
        self.load(vehicle_id)

    def _show_count(self, loaded: int) -> None:
        more = self.tr(" (role para carregar mais)") if self.model.canFetchMore() else ""
        self.count_label.setText(
            self.tr("%1 veículo(s) listado(s)").replace("%1", str(loaded)) + more
        )

    def _row_changed(self, current, _previous) -> None:
        if current.isValid() and not self.selecting:
            self.load(self.model.row_at(current.row()).id)

    def load(self, vehicle_id: uuid.UUID) -> None:
        try:
            detail = get_vehicle(self.ctx, vehicle_id)
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return
        self._show(detail)

    def _owner_chosen(self, row) -> None:
        self.owner_error.hide()
        if row is not None and self.current is None:
            self.form.insured_cnpj.setText(row.cnpj_formatted)

    def _show(self, detail: VehicleDetail | None) -> None:
        self.current = detail
        registering = detail is None
        for widget in (self.owner_label, self.owner):
            widget.setVisible(registering)
        self.owner_error.hide()
        if registering:
            filtered = self.operator_filter.operator
            self.owner.set_operator(filtered)
            self.form.clear(filtered.cnpj_formatted if filtered else "")
            self.title.setText(self.tr("Novo veículo"))
            self.status_label.setText(
                self.tr(
                    "Escolha o operador, preencha o veículo, o laudo de vistoria e a apólice e "
                    "salve (Ctrl+S): o CRV é emitido no registro (Res. AGR 105/2017, art. 24)."
                )
            )
        else:
            self.form.load(detail)
            self.title.setText(f"{detail.plate_formatted} — {detail.make} {detail.model}")
            self.status_label.setText(self.summary(detail))
        self._load_tabs()
        for index in (1, 2, 3):
            self.tabs.setTabEnabled(index, not registering)
        in_force = detail is not None and detail.in_force
        for key in ("crv", "inspection", "policy", "traffic", "extra", "transfer", "deregister"):
            self.actions_[key].setEnabled(self.allowed[key] and in_force)
        self.actions_["save"].setEnabled(self.allowed["save"] and (registering or in_force))
        if in_force:
            self.actions_["traffic"].setText(
                self.tr("Liberar…") if detail.withdrawn else self.tr("Afastar…")
            )

    def summary(self, detail: VehicleDetail) -> str:
        text = (
            self.tr("%1 (%2) — %3. Vistoria até %4; seguro até %5; CRV %6 até %7.")
            .replace("%1", detail.operator_name)
            .replace("%2", detail.operator_cnpj)
            .replace("%3", detail.situation)
            .replace("%4", day_text(detail.inspection_valid_until))
            .replace("%5", day_text(detail.insurance_valid_until))
            .replace("%6", detail.crv_number or "—")
            .replace("%7", day_text(detail.crv_valid_until))
        )
        if detail.request_signed_on is None or not detail.request_notarised:
            return text
        return (
            text
            + " "
            + self.tr(
                "Requerimento de registro de %1, com firma reconhecida "
                "(Res. AGR 105/2017, art. 17, I)."
            ).replace("%1", day_text(detail.request_signed_on))
        )

    def _load_tabs(self) -> None:
        if self.current is None:
            self.inspections.show_rows([])
            self.insurance.show_rows([])
            self.history.show_rows([], [])
            return
        vehicle_id = self.current.id
        try:
            self.inspections.show_rows(list_inspections(self.ctx, vehicle_id))
            self.insurance.show_rows(list_policies(self.ctx, vehicle_id))
            self.history.show_rows(
                vehicle_events(self.ctx, vehicle_id), list_crvs(self.ctx, vehicle_id)
            )
        except UserFacingError as error:
            self.status_label.setText(error.message)

    def new_vehicle(self) -> None:
        self.list_view.selectionModel().clearSelection()
        self._show(None)
        self.tabs.setCurrentWidget(self.form)
        (self.form.plate if self.owner.operator else self.owner).setFocus()

    def discard(self) -> None:
        if self.current is None:
            self._show(None)
        else:
            self.load(self.current.id)

    def save(self) -> VehicleDetail | None:
        data = self.form.vehicle_input()
        try:
            if self.current is None:
                operator_id = self.owner.operator_id()
                if operator_id is None:
                    self.owner_error.setText(self.tr("Escolha o operador do veículo."))
                    self.owner_error.show()
                    self.owner.setFocus()
                    return None
                result = register_vehicle(
                    self.ctx,
                    operator_id,
                    data,
                    self.form.inspection_input(),
                    self.form.policy_input(),
                    self.workspace.key_dir,
                )
                detail = result.vehicle
            else:
                detail = update_vehicle(self.ctx, self.current.id, data)
        except ValidationError as error:
            self.tabs.setCurrentWidget(self.form)
            fields = dict(error.field_errors)
            # The operator's CRC and debts (Res. 105 arts. 13, 17 V) go next to its picker.
            owner = fields.pop("operator_id", "")
            self.form.show_errors(fields)
            self.owner_error.setText(owner)
            self.owner_error.setVisible(bool(owner))
            if owner:
                self.owner.setFocus()
            return None
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return None
        registered = self.current is None
        self._after_change(detail.id)
        self.status_label.setText(self.tr("Salvo. ") + self.summary(detail))
        if registered:
            self.print_crv()
        return detail

    def _after_change(self, vehicle_id: uuid.UUID) -> None:
        self.load(vehicle_id)
        self.run_search()
        self._select(vehicle_id)
        self.navigator.data_changed.emit()

    def _select(self, vehicle_id: uuid.UUID) -> None:
        for row, item in enumerate(self.model.rows):
            if item.id == vehicle_id:
                self.selecting = True
                self.list_view.selectionModel().setCurrentIndex(
                    self.model.index(row, 0),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
                self.selecting = False
                return

    def print_crv(self) -> PdfOutput | None:
        """The preview of the CRV in force, with Imprimir and Salvar PDF."""
        if self.current is None:
            return None
        try:
            number, pdf = current_crv_pdf(self.ctx, self.current.id)
            output = PdfOutput(pdf, self.tr("CRV %1").replace("%1", number), self)
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return None
        output.preview()
        return output

    def _run(self, dialog: QDialog) -> bool:
        """Opens an action dialog; on success reloads the vehicle and its tabs."""
        if dialogs.launch(dialog) != QDialog.DialogCode.Accepted:
            return False
        self._after_change(self.current.id)
        return True

    def record_inspection(self) -> None:
        if self.current is not None and self._run(
            inspection_dialog(self.ctx, self.current, self.workspace.key_dir, self)
        ):
            self.tabs.setCurrentWidget(self.inspections)
            if self.current.crv_valid_until:
                self.print_crv()

    def record_policy(self) -> None:
        if self.current is not None and self._run(policy_dialog(self.ctx, self.current, self)):
            self.tabs.setCurrentWidget(self.insurance)

    def traffic(self) -> None:
        if self.current is not None:
            self._run(traffic_dialog(self.ctx, self.current, self))

    def extra_inspection(self) -> None:
        if self.current is not None:
            self._run(extra_inspection_dialog(self.ctx, self.current, self))

    def transfer(self) -> None:
        if self.current is not None and self._run(
            transfer_dialog(self.ctx, self.current, self.workspace.key_dir, self)
        ):
            self.print_crv()

    def deregister(self) -> None:
        if self.current is None:
            return
        dialog = deregistration_dialog(self.ctx, self.current, self)
        if self._run(dialog):
            dialogs.inform(self, self.tr("Registro do veículo"), dialog.result_value.message)

    def show_companies(self) -> None:
        dialog = CompaniesDialog(self.ctx, self)
        dialogs.launch(dialog)
        if dialog.changed:
            self._load_companies()

    def show_cancellations(self) -> None:
        dialog = CancellationDialog(self.ctx, self)
        dialogs.launch(dialog)
        if dialog.changed:
            self.run_search()
            if self.current is not None:
                self.load(self.current.id)
            self.navigator.data_changed.emit()

    def show_expiry(self) -> None:
        dialog = VehicleExpiryDialog(self.ctx, self)
        dialog.open_vehicle.connect(self.load)
        dialogs.launch(dialog)
