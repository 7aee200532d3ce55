"""Veículos: the lazy list of vehicles by operator and plate/RENAVAM on the left, the vehicle
on the right (form, inspections, insurance, history), one action bar on top.

Registering a vehicle stores it with its inspection report and policy and issues its CRV
(Res. AGR 105/2017 arts. 17, 23-25, 50); the CRV preview opens at once (print or save).
The actions on a registered vehicle are in `area_actions`.
"""

import uuid

from PySide6.QtWidgets import QHBoxLayout, QLabel, QTabWidget

from desktop.rules.choices import Jurisdiction
from desktop.rules.dates import br_date
from desktop.rules.vehicle_articles import CRV_ARTICLES, REQUEST_ARTICLES
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.crv_records import list_crvs
from desktop.services.vehicles.events_records import vehicle_events
from desktop.services.vehicles.inspections_records import list_companies, list_inspections
from desktop.services.vehicles.insurance_records import list_policies
from desktop.services.vehicles.records import (
    IN_FORCE,
    STATUS_LABELS,
    VehicleDetail,
    situation_label,
)
from desktop.services.vehicles.register import register_vehicle, update_vehicle
from desktop.services.vehicles.register_records import (
    find_vehicle,
    get_vehicle,
    registers_vinculada_alone,
)
from desktop.ui.changes import Domain
from desktop.ui.vehicles.area_actions import VehicleActions
from desktop.ui.vehicles.form import VehicleForm
from desktop.ui.vehicles.tabs import HistoryTab, InspectionsTab, InsuranceTab
from desktop.ui.vehicles.vehicle_terms import chapter_labels
from desktop.ui.widgets import operation
from desktop.ui.widgets.drafts import DraftKeeper
from desktop.ui.widgets.form_state import confirm_discard, form_state
from desktop.ui.widgets.forms import ERROR_STYLE
from desktop.ui.widgets.lazy_table import Column
from desktop.ui.widgets.list_columns import DATE_SAMPLE, OPERATOR_SAMPLE, PLATE_SAMPLE
from desktop.ui.widgets.operator_proposals import operator_label, operator_proposals
from desktop.ui.widgets.record_area import RecordArea
from desktop.ui.widgets.record_picker import RecordPicker
from desktop.ui.widgets.reflow import two_column_room
from desktop.ui.workspace import Workspace

RECORD_TABS = (1, 2, 3)
SITUATION_SAMPLES = (situation_label(IN_FORCE, withdrawn=True), *STATUS_LABELS.values())
IN_FORCE_ACTIONS = ("crv", "inspection", "policy", "traffic", "extra", "transfer", "deregister")


class VehiclesArea(VehicleActions, RecordArea):
    domains = frozenset({Domain.VEHICLES, Domain.OPERATORS})

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(
            workspace,
            "vehicle",
            [
                Column(self.tr("Placa"), lambda row: row.plate, (PLATE_SAMPLE,)),
                Column(
                    self.tr("Operador"),
                    lambda row: row.operator_name,
                    (OPERATOR_SAMPLE,),
                    stretch=True,
                ),
                Column(self.tr("Situação"), lambda row: row.situation, SITUATION_SAMPLES),
                self._term_column(workspace.ctx.office.jurisdiction),
            ],
            self.tr("Placa ou RENAVAM (com ou sem traço)"),
            parent,
        )
        self.current: VehicleDetail | None = None
        self.add_actions()

        self.operator_filter = self._operator_picker()
        self.operator_filter.setObjectName("vehicle_operator_filter")
        self.operator_filter.chosen.connect(lambda _row: self.run_search())
        self.operator_filter.forgotten.connect(self.run_search)

        self.title = QLabel(self.tr("Novo veículo"), self)
        self.title.setProperty("role", "title")
        self.title.setObjectName("vehicle_title")
        self.status_label = QLabel(self)
        self.status_label.setObjectName("vehicle_status")
        self.status_label.setWordWrap(True)
        self.owner_label = QLabel(self.tr("&Operador:"), self)
        self.owner = self._operator_picker()
        self.owner.setObjectName("vehicle_owner")
        self.owner_label.setBuddy(self.owner)
        self.owner.chosen.connect(self._owner_chosen)
        self.owner_error = QLabel(self)
        self.owner.forgotten.connect(self.owner_error.hide)
        self.owner.forgotten.connect(self._owner_forgotten)
        self.owner_error.setObjectName("error_operator")
        self.owner_error.setStyleSheet(ERROR_STYLE)
        self.owner_error.setWordWrap(True)
        self.owner_error.hide()
        self.form = VehicleForm(self.ctx.office.jurisdiction, lambda: office_today(self.ctx), self)
        jurisdiction = self.ctx.office.jurisdiction
        self.inspections = InspectionsTab(jurisdiction, self)
        self.insurance = InsuranceTab(jurisdiction, self)
        self.history = HistoryTab(jurisdiction, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.form, self.tr("&Cadastro"))
        self.tabs.addTab(self.inspections, self.tr("&Vistorias"))
        self.tabs.addTab(self.insurance, self.tr("S&eguros"))
        self.tabs.addTab(self.history, self.tr("&Histórico"))

        owner_row = QHBoxLayout()
        owner_row.addWidget(self.owner_label)
        owner_row.addWidget(self.owner, 1)
        self.lay_out(
            [self.operator_filter, self.search_box],
            [self.title, self.status_label, owner_row, self.owner_error, (self.tabs, 1)],
        )
        self.shown_state = self._typed_state()
        self.new_vehicle()
        self.drafts = DraftKeeper(
            self, "vehicles", self.title.text, self.new_vehicle, self.owner, self.form
        )

    def _operator_picker(self) -> RecordPicker:
        return RecordPicker(
            lambda text: operator_proposals(self.ctx, text),
            self.tr("CNPJ, razão social ou nome fantasia do operador"),
            self,
        )

    def page(self, text: str, after, limit: int):
        chosen = self.operator_filter.value()
        return search_vehicles(self.ctx, text, chosen.id if chosen else None, after, limit)

    def current_id(self) -> uuid.UUID | None:
        return self.current.id if self.current else None

    def detail_width(self) -> int:
        return two_column_room(self.form)

    def count_text(self, loaded: int) -> str:
        return self.tr("%1 veículo(s) listado(s)").replace("%1", str(loaded))

    def refresh(self) -> None:
        if self.stale:
            self.load_companies()
        super().refresh()

    def load_companies(self) -> None:
        operation.run(
            self,
            lambda: list_companies(self.ctx),
            self._set_companies,
            refused=lambda error: self.status_label.setText(error.message),
        )

    def _set_companies(self, companies) -> None:
        """A new list of companies is not a change the clerk typed."""
        untouched = self._typed_state() == self.shown_state
        self.form.set_companies(companies)
        if untouched:
            self.shown_state = self._typed_state()

    def search_for(self, text: str) -> None:
        """From the global search: the vehicle with this plate or RENAVAM, or the list."""
        self.search_box.setText(text)
        self.run_search()
        operation.run(self, lambda: find_vehicle(self.ctx, text), self._found)
        self.search_box.setFocus()

    def _found(self, detail: VehicleDetail | None) -> None:
        if detail is not None and self.may_leave_record():
            self._show(detail)
            self.select(detail.id)

    def load(self, vehicle_id: uuid.UUID) -> None:
        operation.run(self, lambda: get_vehicle(self.ctx, vehicle_id), self._show)

    def _owner_chosen(self, row) -> None:
        self.owner_error.hide()
        if self.current is None:
            self.form.insured_cnpj.setText(row.cnpj_formatted)
            self._chapter_of(row.id)

    def _owner_forgotten(self) -> None:
        if self.current is None:
            self._chapter_of(None)

    def _chapter_of(self, operator_id: uuid.UUID | None) -> None:
        """Goiás: the form and its hint cite the chapter the new vehicle's operator registers
        it by (Res. AGR 105/2017, Chapter V for the característica vinculada alone)."""
        if operator_id is None or self.ctx.office.jurisdiction != Jurisdiction.GO:
            self._set_chapter(False)
            return
        operation.run(
            self,
            lambda: registers_vinculada_alone(self.ctx, operator_id),
            self._set_chapter,
            refused=lambda error: self.status_label.setText(error.message),
        )

    def _set_chapter(self, vinculada: bool) -> None:
        self.form.set_vinculada(vinculada)
        self.status_label.setText(self._new_vehicle_hint(vinculada))

    def _new_vehicle_hint(self, vinculada: bool) -> str:
        if self.ctx.office.jurisdiction != Jurisdiction.GO:
            return self.tr(
                "Escolha a delegatária, preencha o veículo, o laudo de vistoria e a apólice "
                "e salve (Ctrl+S): o veículo é registrado no CRE/RR e sua ficha de registro "
                "emitida (Lei RR 664/2008, art. 27; art. 29, I)."
            )
        return self.tr(
            "Escolha o operador, preencha o veículo, o laudo de vistoria e a apólice e "
            "salve (Ctrl+S): o CRV é emitido no registro (%1)."
        ).replace("%1", CRV_ARTICLES[vinculada])

    def _typed_state(self) -> tuple:
        return (form_state(self.form), self.owner.text())

    def has_unsaved_changes(self) -> bool:
        return self._typed_state() != self.shown_state

    def may_leave_record(self) -> bool:
        """True unless the form has changes not saved and the clerk chose to keep them."""
        return not self.has_unsaved_changes() or confirm_discard(self)

    def _show(self, detail: VehicleDetail | None) -> None:
        self.current = detail
        registering = detail is None
        for widget in (self.owner_label, self.owner):
            widget.setVisible(registering)
        self.owner_error.hide()
        if detail is None:
            filtered = self.operator_filter.value()
            if filtered is None:
                self.owner.clear_value()
            else:
                self.owner.set_value(operator_label(filtered), filtered)
            self.form.clear(filtered.cnpj_formatted if filtered else "")
            self.title.setText(self.tr("Novo veículo"))
            self._chapter_of(filtered.id if filtered else None)
        else:
            self.form.set_vinculada(detail.vinculada_only)
            if self.ctx.office.jurisdiction == Jurisdiction.GO:
                self.history.set_crv_article(CRV_ARTICLES[detail.vinculada_only])
                terms = chapter_labels(detail.vinculada_only)
                self.inspections.caption.setText(terms["inspections.caption"])
                self.insurance.caption.setText(terms["policy.intro"])
            self.form.load(detail)
            self.title.setText(f"{detail.plate_formatted} — {detail.make} {detail.model}")
            self.status_label.setText(self.summary(detail))
        self._load_tabs()
        for index in RECORD_TABS:
            self.tabs.setTabEnabled(index, not registering)
        in_force = detail is not None and detail.in_force
        for key in IN_FORCE_ACTIONS:
            self.action_bar.enable(key, in_force)
        self.action_bar.enable("save", registering or in_force)
        if detail is not None and detail.in_force:
            self.actions_["traffic"].setText(
                self.tr("Liberar…") if detail.withdrawn else self.tr("Afastar…")
            )
        self.shown_state = self._typed_state()

    def _term_column(self, jurisdiction: str) -> Column:
        """The end of the registration: Goiás's CRV is valid while its inspection report is
        (Res. AGR 105/2017, art. 24); Lei RR 664/2008 sets the registration no term: the
        vehicle is used up to 15 years from its year of manufacture (art. 28 §1º) and its
        registration cancelled de ofício when it completes them (art. 31, I): that year, under
        a title as narrow as Goiás's, so the list keeps reading whole at 1366 px."""
        if jurisdiction == Jurisdiction.RR:
            return Column(
                self.tr("Uso até"),
                lambda row: str(row.registration_ends_in or "—"),
                ("0000",),
            )
        return Column(self.tr("CRV até"), lambda row: br_date(row.crv_valid_until), (DATE_SAMPLE,))

    def summary(self, detail: VehicleDetail) -> str:
        text = (
            self.tr("%1 (%2) — %3. Vistoria até %4; seguro até %5; ")
            .replace("%1", detail.operator_name)
            .replace("%2", detail.operator_cnpj)
            .replace("%3", detail.situation)
            .replace("%4", br_date(detail.inspection_valid_until))
            .replace("%5", br_date(detail.insurance_valid_until))
        ) + self._registration_text(detail)
        if detail.request_signed_on is None or not detail.request_notarised:
            return text
        return (
            text
            + " "
            + self.tr("Requerimento de registro de %1, com firma reconhecida (%2).")
            .replace("%1", br_date(detail.request_signed_on))
            .replace("%2", REQUEST_ARTICLES[detail.vinculada_only])
        )

    def _registration_text(self, detail: VehicleDetail) -> str:
        end = detail.registration_end
        if end is None:
            return (
                self.tr("CRV %1 até %2.")
                .replace("%1", detail.crv_number or "—")
                .replace("%2", br_date(detail.crv_valid_until))
            )
        return (
            self.tr("CRV %1; registro cancelado de ofício em %2, aos %3 anos de fabricação (%4).")
            .replace("%1", detail.crv_number or "—")
            .replace("%2", str(end.year))
            .replace("%3", str(end.years))
            .replace("%4", end.article)
        )

    def _load_tabs(self) -> None:
        if self.current is None:
            self.inspections.show_rows([])
            self.insurance.show_rows([])
            self.history.show_rows([], [])
            return
        vehicle_id = self.current.id
        operation.run(
            self,
            lambda: (
                list_inspections(self.ctx, vehicle_id),
                list_policies(self.ctx, vehicle_id),
                vehicle_events(self.ctx, vehicle_id),
                list_crvs(self.ctx, vehicle_id),
            ),
            self._fill_tabs,
            refused=lambda error: self.status_label.setText(error.message),
        )

    def _fill_tabs(self, found) -> None:
        inspections, policies, events, crvs = found
        self.inspections.show_rows(inspections)
        self.insurance.show_rows(policies)
        self.history.show_rows(events, crvs)

    def new_vehicle(self) -> None:
        if not self.may_leave_record():
            return
        self.select(None)
        self._show(None)
        self.tabs.setCurrentWidget(self.form)
        (self.form.plate if self.owner.value() else self.owner).setFocus()

    def discard(self) -> None:
        if self.current is None:
            self._show(None)
        else:
            self.load(self.current.id)

    def save(self) -> VehicleDetail | None:
        data = self.form.vehicle_input()
        if self.current is not None:
            vehicle_id = self.current.id
            return operation.run(
                self,
                lambda: update_vehicle(self.ctx, vehicle_id, data),
                self._saved,
                changes=self.workspace.changes(Domain.VEHICLES, ids=[vehicle_id]),
                refused=self._save_refused,
            )
        owner = self.owner.value()
        if owner is None:
            self.owner_error.setText(self.tr("Escolha o operador do veículo."))
            self.owner_error.show()
            self.owner.setFocus()
            return None
        inspection, policy = self.form.inspection_input(), self.form.policy_input()
        result = operation.run(
            self,
            lambda: register_vehicle(
                self.ctx, owner.id, data, inspection, policy, self.workspace.key_dir
            ),
            changes=self.workspace.changes(Domain.VEHICLES),
            refused=self._save_refused,
        )
        if result is None:
            return None
        self._saved(result.vehicle)
        self.print_crv()
        return result.vehicle

    def _save_refused(self, error) -> None:
        """The operator's CRC and debts (Res. 105 arts. 13, 17 V) go next to its picker."""
        self.tabs.setCurrentWidget(self.form)
        if not isinstance(error, ValidationError):
            operation.show_refusal(self, error, self.form)
            return
        fields = dict(error.field_errors)
        owner = fields.pop("operator_id", "")
        self.form.show_errors(fields, error.message if fields else "")
        self.owner_error.setText(owner)
        self.owner_error.setVisible(bool(owner))
        if owner:
            self.owner.setFocus()

    def _saved(self, detail: VehicleDetail) -> None:
        self.after_change(detail.id)
        self.status_label.setText(self.tr("Salvo. ") + self.summary(detail))

    def after_change(self, vehicle_id: uuid.UUID) -> None:
        self.load(vehicle_id)
        self.run_search()
