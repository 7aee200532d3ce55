"""The vehicle form (Res. AGR 105/2017 arts. 14-25; Lei RR 664/2008 arts. 27-28): the
vehicle, the request of its registration (GO, art. 17 I), its DETRAN documents, its
ownership (the rows the transfer dialog shares, `OwnershipFields`) and, for a new
registration, the inspection report and the civil-liability policy.

The form only gathers what was typed and shows the service's messages next to the fields;
the checks are the service's. Fields that do not apply (leasing data for an own vehicle,
the van's act for a bus...) are hidden.
"""

import uuid
from collections.abc import Callable
from datetime import date

from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QSpinBox,
    QVBoxLayout,
)

from desktop.models.vehicles import Inspection, InsurancePolicy, Vehicle
from desktop.rules.choices import Jurisdiction
from desktop.rules.dates import add_years
from desktop.rules.vehicle_articles import (
    new_vehicle_registered,
    seal_registered,
    van_act_registered,
)
from desktop.services.vehicles.inspections import InspectionInput
from desktop.services.vehicles.inspections_records import CompanyRow
from desktop.services.vehicles.insurance import PolicyInput
from desktop.services.vehicles.records import VehicleDetail, kind_labels
from desktop.services.vehicles.register import VehicleInput
from desktop.ui.vehicles.crlv_fields import CrlvFields
from desktop.ui.vehicles.ownership_fields import OwnershipFields
from desktop.ui.vehicles.vehicle_terms import chapter_labels, vehicle_labels
from desktop.ui.widgets.action_dialog import OptionalDate
from desktop.ui.widgets.focus_scroll import FocusScroll
from desktop.ui.widgets.forms import (
    Form,
    FormGroup,
    compact_combo,
    date_edit,
    date_value,
    hint_read_whole,
    set_wrapped_text,
    to_qdate,
    wrapped_check_box,
    year_box,
)
from desktop.ui.widgets.masks import CNPJ, PLATE, Layout, apply_mask
from desktop.ui.widgets.reflow import ReflowGrid

RENAVAM = [Layout("99999999999")]
VIN = [Layout("AAAAAAAAAAAAAAAAA")]
INVOICE_FIELDS = ("invoice_number", "invoice_date", "invoice_issuer", "delivered_on")


class VehicleForm(FormGroup, FocusScroll):
    """`today` gives the office's day the dates and years start on."""

    def __init__(self, jurisdiction: str, today: Callable[[], date], parent=None) -> None:
        super().__init__(parent)
        self.jurisdiction = jurisdiction
        labels = vehicle_labels(jurisdiction)
        self.today = today
        self.registering = True
        body = ReflowGrid(self)
        this_year = today().year

        vehicle_box = QGroupBox(self.tr("Veículo"), body)
        vehicle = Form(vehicle_box)
        QVBoxLayout(vehicle_box).addWidget(vehicle)
        self.plate = vehicle.add_line("plate", self.tr("&Placa"), "ABC-1234 ou ABC1D23")
        apply_mask(self.plate, PLATE)
        self.renavam = vehicle.add_line("renavam", self.tr("&RENAVAM"), "00000000000")
        apply_mask(self.renavam, RENAVAM)
        self.chassis = vehicle.add_line("chassis", self.tr("Chassi (VIN)"), "17 caracteres")
        apply_mask(self.chassis, VIN)
        self.make = vehicle.add_line("make", self.tr("&Marca"), column=Vehicle.make)
        self.model = vehicle.add_line("model", self.tr("Modelo"), column=Vehicle.model)
        self.body_type = vehicle.add_line("body", self.tr("C&arroceria"), column=Vehicle.body)
        self.kind = compact_combo(vehicle)
        for code, label in kind_labels(jurisdiction).items():
            self.kind.addItem(label, code)
        vehicle.add("kind", self.tr("&Tipo"), self.kind)
        # The van's act and the seal are asked in Goiás only (Res. AGR 105/2017, arts. 14 §1º
        # and 38 XI): `update_visibility` hides them elsewhere.
        self.van_act = vehicle.add_line(
            "van_authorisation_act",
            self.tr("Ato de autorização da van"),
            self.tr("art. 14, § 1º"),
            column=Vehicle.van_authorisation_act,
        )
        self.adapted = wrapped_check_box(labels["adapted_for_comfort"], vehicle)
        vehicle.add("adapted_for_comfort", "", self.adapted)
        self.seats = QSpinBox(vehicle)
        self.seats.setRange(0, 120)
        vehicle.add("seats", self.tr("&Lotação (sentados)"), self.seats)
        self.manufacture_year = year_box(vehicle, this_year)
        vehicle.add("manufacture_year", self.tr("Ano de &fabricação"), self.manufacture_year)
        self.model_year = year_box(vehicle, this_year)
        vehicle.add("model_year", self.tr("Ano do mo&delo"), self.model_year)
        self.tachograph = vehicle.add_line(
            "tachograph",
            self.tr("Registrador &gráfico"),
            self.tr("marca, modelo e número"),
            column=Vehicle.tachograph,
        )
        self.seal = vehicle.add_line(
            "seal_number",
            self.tr("&Selo de identificação"),
            self.tr("art. 38, XI"),
            column=Vehicle.seal_number,
        )

        documents_box = QGroupBox(labels["documents_box"], body)
        documents_box.setToolTip(labels["documents_box.tip"])
        documents = Form(documents_box)
        QVBoxLayout(documents_box).addWidget(documents)
        # Res. 105 art. 17 I: the request signed by the legal representative, the signature
        # notarised (GO only: Lei RR 664 art. 27 asks no request).
        self.request_signed_on = date_edit(documents)
        documents.add("request_signed_on", self.tr("Requerimento em"), self.request_signed_on)
        # Chapter V's request is art. 56, I (`set_vinculada`).
        self.vinculada = False
        self.request_notarised = wrapped_check_box(
            chapter_labels(False)["request_notarised"], documents
        )
        documents.add("request_notarised", "", self.request_notarised)
        self.crlv = CrlvFields(documents, jurisdiction, this_year)
        self.crlv_number, self.crlv_year, self.crlv_state = (
            self.crlv.number,
            self.crlv.year,
            self.crlv.state,
        )
        self.dpvat = hint_read_whole(
            documents.add_line(
                "dpvat_reference",
                self.tr("DPVAT"),
                self.tr("bilhete ou comprovante"),
                column=Vehicle.dpvat_reference,
            )
        )
        self.school = QCheckBox(self.tr("Tra&nsporte escolar"), documents)
        documents.add("school", "", self.school)
        self.school_stripe = wrapped_check_box(labels["school_stripe"], documents)
        documents.add("school_stripe", "", self.school_stripe)
        self.school_inspection = date_edit(documents)
        documents.add(
            "school_inspection_until", self.tr("Vistoria escolar até"), self.school_inspection
        )
        self.new_vehicle = wrapped_check_box(labels["new_vehicle"], documents)
        documents.add("new_vehicle", "", self.new_vehicle)
        self.invoice_number = documents.add_line(
            "invoice_number", self.tr("Nota fiscal nº"), column=Vehicle.invoice_number
        )
        self.invoice_date = date_edit(documents)
        documents.add("invoice_date", self.tr("Data da nota"), self.invoice_date)
        self.invoice_issuer = documents.add_line(
            "invoice_issuer", self.tr("Emitida por"), column=Vehicle.invoice_issuer
        )
        self.delivered_on = OptionalDate(self.tr("Entregue pelo fabricante em"), today(), documents)
        documents.add("delivered_on", labels["delivered_on"], self.delivered_on)

        ownership_box = QGroupBox(labels["ownership_box"], body)
        ownership_box.setToolTip(labels["ownership_box.tip"])
        ownership = Form(ownership_box)
        # Each caption above its field, so that beside the choice of ownership (read whole,
        # `WholeChoiceCombo`) the long captions of Lei RR 664/2008, art. 27 (Certificado de
        # Propriedade, declaração de manutenção) do not widen the form past its two columns
        # at 1366 pixels.
        ownership.layout_.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        QVBoxLayout(ownership_box).addWidget(ownership)
        self.owner_fields = OwnershipFields(ownership, jurisdiction, today)

        registration_box = QGroupBox(self.tr("Laudo de vistoria e seguro (no registro)"), body)
        registration = Form(registration_box)
        QVBoxLayout(registration_box).addWidget(registration)
        self.company = compact_combo(registration)
        registration.add("inspection.company_id", self.tr("Empresa de &inspeção"), self.company)
        self.report_number = registration.add_line(
            "inspection.report_number",
            labels["inspection.report_number"],
            column=Inspection.report_number,
        )
        self.inspected_on = date_edit(registration)
        registration.add("inspection.inspected_on", self.tr("Data da vistoria"), self.inspected_on)
        self.report_valid_until = date_edit(registration)
        registration.add(
            "inspection.valid_until", self.tr("Validade do laudo"), self.report_valid_until
        )
        self.insurer = registration.add_line(
            "policy.insurer", self.tr("Seg&uradora"), column=InsurancePolicy.insurer
        )
        self.policy_number = registration.add_line(
            "policy.policy_number",
            labels["policy.policy_number"],
            column=InsurancePolicy.policy_number,
        )
        self.insured_cnpj = registration.add_line(
            "policy.insured_cnpj", self.tr("CNPJ do segurado")
        )
        apply_mask(self.insured_cnpj, CNPJ)
        self.coverage = registration.add_line(
            "policy.coverage", self.tr("Cobertura (R$)"), labels["policy.coverage.hint"]
        )
        self.policy_start = date_edit(registration)
        registration.add("policy.starts_on", self.tr("Vigência de"), self.policy_start)
        self.policy_end = date_edit(registration)
        registration.add("policy.ends_on", self.tr("Vigência até"), self.policy_end)

        body.place(vehicle_box, 0, 0, 2, 1)
        body.place(documents_box, 0, 1)
        body.place(ownership_box, 1, 1)
        body.place(registration_box, 2, 0, 1, 2)
        self.setWidget(body)
        self.registration_box = registration_box
        self.ownership_box = ownership_box
        self.forms = (vehicle, documents, ownership, registration)
        self.vehicle_form, self.documents_form = vehicle, documents
        self.ownership_form, self.registration_form = ownership, registration
        for signal in (
            self.kind.currentIndexChanged,
            self.school.toggled,
            self.new_vehicle.toggled,
        ):
            signal.connect(self.update_visibility)
        self.clear()

    def set_vinculada(self, vinculada: bool) -> None:
        """Goiás: whether the operator registers its vehicles for the característica
        vinculada alone, by Chapter V of Res. AGR 105/2017: the request of art. 56, I, the
        "empresa ou instituição" that holds the vehicle and no new vehicle registered without
        inspection (`new_vehicle_registered`)."""
        self.vinculada = vinculada and self.jurisdiction == Jurisdiction.GO
        if self.jurisdiction == Jurisdiction.GO:
            labels = chapter_labels(self.vinculada)
            set_wrapped_text(self.request_notarised, labels["request_notarised"])
            self.ownership_box.setToolTip(labels["ownership_box.tip"])
        self.owner_fields.set_holder(self.vinculada)
        self.update_visibility()

    def set_companies(self, companies: list[CompanyRow]) -> None:
        chosen = self.company.currentData()
        self.company.clear()
        self.company.addItem(self.tr("— escolha —"), None)
        for row in companies:
            if row.active:
                self.company.addItem(row.label, row.id)
        index = self.company.findData(chosen)
        self.company.setCurrentIndex(max(index, 0))

    def _set_row_visible(self, form: Form, name: str, visible: bool) -> None:
        form.set_row_visible(name, visible)

    def update_visibility(self) -> None:
        kind = self.kind.currentData()
        jurisdiction = self.jurisdiction
        self._set_row_visible(
            self.vehicle_form,
            "van_authorisation_act",
            kind == "van" and van_act_registered(jurisdiction),
        )
        self._set_row_visible(
            self.vehicle_form,
            "adapted_for_comfort",
            kind == "onibus",
        )
        self._set_row_visible(self.vehicle_form, "seal_number", seal_registered(jurisdiction))
        self.crlv.update_visibility()
        school = self.school.isChecked()
        for name in ("school_stripe", "school_inspection_until"):
            self._set_row_visible(self.documents_form, name, school)
        registered_new = new_vehicle_registered(self.jurisdiction, self.vinculada)
        self._set_row_visible(self.documents_form, "new_vehicle", registered_new)
        new = registered_new and self.new_vehicle.isChecked()
        for name in INVOICE_FIELDS:
            self._set_row_visible(self.documents_form, name, new)
        self.owner_fields.update_visibility()
        rr = self.jurisdiction == Jurisdiction.RR
        for name in ("request_signed_on", "request_notarised"):
            self._set_row_visible(self.documents_form, name, not rr)
        # The request is the registration's (art. 17 I): shown, not rewritten, afterwards.
        self.request_signed_on.setEnabled(self.registering)
        self.request_notarised.setEnabled(self.registering)
        self._set_row_visible(self.registration_form, "inspection.valid_until", rr)
        self.registration_box.setVisible(self.registering)

    def clear(self, insured_cnpj: str = "") -> None:
        for edit in (
            self.plate,
            self.renavam,
            self.chassis,
            self.make,
            self.model,
            self.body_type,
            self.van_act,
            self.tachograph,
            self.seal,
            self.crlv_number,
            self.dpvat,
            self.invoice_number,
            self.invoice_issuer,
            self.report_number,
            self.insurer,
            self.policy_number,
            self.coverage,
        ):
            edit.clear()
        today = self.today()
        self.kind.setCurrentIndex(0)
        self.crlv_state.setCurrentIndex(0)
        self.owner_fields.clear()
        self.seats.setValue(0)
        for box in (self.manufacture_year, self.model_year, self.crlv_year):
            box.setValue(today.year)
        for check in (
            self.adapted,
            self.school,
            self.school_stripe,
            self.new_vehicle,
            self.request_notarised,
        ):
            check.setChecked(False)
        for day_field in (
            self.school_inspection,
            self.invoice_date,
            self.request_signed_on,
            self.inspected_on,
            self.policy_start,
        ):
            day_field.setDate(to_qdate(today))
        self.report_valid_until.setDate(to_qdate(add_years(today, 1)))
        self.policy_end.setDate(to_qdate(add_years(today, 1)))
        self.delivered_on.set_value(None)
        self.company.setCurrentIndex(0)
        self.insured_cnpj.setText(insured_cnpj)
        self.registering = True
        self.update_visibility()
        self.clear_errors()

    def load(self, detail: VehicleDetail) -> None:
        self.clear()
        self.registering = False
        self.plate.setText(detail.plate_formatted)
        self.renavam.setText(detail.renavam)
        self.chassis.setText(detail.chassis)
        self.make.setText(detail.make)
        self.model.setText(detail.model)
        self.body_type.setText(detail.body)
        self.kind.setCurrentIndex(self.kind.findData(detail.kind))
        self.van_act.setText(detail.van_authorisation_act)
        self.adapted.setChecked(detail.adapted_for_comfort)
        self.seats.setValue(detail.seats)
        self.manufacture_year.setValue(detail.manufacture_year)
        self.model_year.setValue(detail.model_year)
        self.tachograph.setText(detail.tachograph)
        self.seal.setText(detail.seal_number)
        self.crlv_number.setText(detail.crlv_number)
        self.crlv_year.setValue(detail.crlv_year)
        self.crlv_state.setCurrentText(detail.crlv_state)
        self.dpvat.setText(detail.dpvat_reference)
        self.school.setChecked(detail.school)
        self.school_stripe.setChecked(detail.school_stripe)
        if detail.school_inspection_until:
            self.school_inspection.setDate(to_qdate(detail.school_inspection_until))
        self.new_vehicle.setChecked(detail.new_vehicle)
        self.invoice_number.setText(detail.invoice_number)
        if detail.invoice_date:
            self.invoice_date.setDate(to_qdate(detail.invoice_date))
        self.invoice_issuer.setText(detail.invoice_issuer)
        self.delivered_on.set_value(detail.delivered_on)
        if detail.request_signed_on:
            self.request_signed_on.setDate(to_qdate(detail.request_signed_on))
        self.request_notarised.setChecked(detail.request_notarised)
        self.owner_fields.load(detail)
        self.update_visibility()

    def vehicle_input(self) -> VehicleInput:
        school = self.school.isChecked()
        rr = self.jurisdiction == Jurisdiction.RR
        return VehicleInput(
            plate=self.plate.text(),
            renavam=self.renavam.text(),
            chassis=self.chassis.text(),
            make=self.make.text(),
            model=self.model.text(),
            body=self.body_type.text(),
            kind=self.kind.currentData(),
            seats=self.seats.value(),
            manufacture_year=self.manufacture_year.value(),
            model_year=self.model_year.value(),
            tachograph=self.tachograph.text(),
            crlv_number=self.crlv_number.text(),
            crlv_year=self.crlv_year.value(),
            crlv_state=self.crlv_state.currentText(),
            dpvat_reference=self.dpvat.text(),
            ownership=self.owner_fields.ownership_input(),
            seal_number=self.seal.text(),
            van_authorisation_act=self.van_act.text(),
            adapted_for_comfort=self.adapted.isChecked(),
            school=school,
            school_stripe=self.school_stripe.isChecked(),
            school_inspection_until=date_value(self.school_inspection) if school else None,
            new_vehicle=self._new_vehicle(),
            invoice_number=self.invoice_number.text(),
            invoice_date=date_value(self.invoice_date),
            invoice_issuer=self.invoice_issuer.text(),
            delivered_on=self.delivered_on.value(),
            request_signed_on=None if rr else date_value(self.request_signed_on),
            request_notarised=not rr and self.request_notarised.isChecked(),
        )

    def _new_vehicle(self) -> bool:
        """Ticked where the law registers a new vehicle as such, its row shown."""
        return self.new_vehicle.isChecked() and new_vehicle_registered(
            self.jurisdiction, self.vinculada
        )

    def inspection_input(self) -> InspectionInput | None:
        """None when a new vehicle comes without a report (art. 25): nothing typed in it."""
        company: uuid.UUID | None = self.company.currentData()
        if self._new_vehicle() and not self.report_number.text().strip() and (company is None):
            return None
        return InspectionInput(
            company_id=company,
            report_number=self.report_number.text(),
            inspected_on=date_value(self.inspected_on),
            valid_until=(
                date_value(self.report_valid_until)
                if self.jurisdiction == Jurisdiction.RR
                else None
            ),
        )

    def policy_input(self) -> PolicyInput | None:
        """None in Roraima when nothing was typed (Lei 664 asks no policy at registration)."""
        if self.jurisdiction == Jurisdiction.RR and not self.policy_number.text().strip():
            return None
        return PolicyInput(
            insurer=self.insurer.text(),
            policy_number=self.policy_number.text(),
            insured_cnpj=self.insured_cnpj.text(),
            coverage=self.coverage.text(),
            starts_on=date_value(self.policy_start),
            ends_on=date_value(self.policy_end),
        )
