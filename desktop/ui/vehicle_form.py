"""The vehicle form (Res. AGR 105/2017 arts. 14-25; Lei RR 664/2008 arts. 27-28): the
vehicle, its DETRAN documents, its ownership and, for a new registration, the inspection
report and the civil-liability policy.

The form only gathers what was typed and shows the service's messages next to the fields;
the checks are the service's. Fields that do not apply (leasing data for an own vehicle,
the van's act for a bus...) are hidden.
"""

import uuid
from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.services.inspections import CompanyRow, InspectionInput
from desktop.services.insurance import PolicyInput
from desktop.services.vehicle_ownership import OWNERSHIPS, OwnershipInput
from desktop.services.vehicle_records import KINDS, VehicleDetail
from desktop.services.vehicles import VehicleInput
from desktop.ui.action_dialog import OptionalDate
from desktop.ui.forms import Form, date_edit
from desktop.ui.masks import CNPJ, CPF, PLATE, Layout, apply_mask

RENAVAM = [Layout("99999999999")]
VIN = [Layout("AAAAAAAAAAAAAAAAA")]
LEASING_FIELDS = ("leasing_institution", "leasing_authorisation")
COMODATO_FIELDS = ("lender_name", "lender_cpf", "contract_registry", "contract_number",
                   "contract_date", "contract_copies", "lender_act")
INVOICE_FIELDS = ("invoice_number", "invoice_date", "invoice_issuer", "delivered_on")


def year_box(parent, value: int) -> QSpinBox:
    box = QSpinBox(parent)
    box.setRange(1950, 2100)
    box.setValue(value)
    return box


def compact_combo(parent) -> QComboBox:
    """A combo that does not widen the form to its longest item (the popup shows it all)."""
    combo = QComboBox(parent)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(16)
    return combo


def qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


class VehicleForm(QScrollArea):
    def __init__(self, jurisdiction: str, parent=None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.jurisdiction = jurisdiction
        self.registering = True
        body = QWidget(self)
        grid = QGridLayout(body)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        this_year = QDate.currentDate().year()

        vehicle_box = QGroupBox(self.tr("Veículo"), body)
        vehicle = Form(vehicle_box)
        QVBoxLayout(vehicle_box).addWidget(vehicle)
        self.plate = vehicle.add_line("plate", self.tr("&Placa"), "ABC-1234 ou ABC1D23")
        apply_mask(self.plate, PLATE)
        self.renavam = vehicle.add_line("renavam", self.tr("&RENAVAM"), "00000000000")
        apply_mask(self.renavam, RENAVAM)
        self.chassis = vehicle.add_line("chassis", self.tr("C&hassi (VIN)"), "17 caracteres")
        apply_mask(self.chassis, VIN)
        self.make = vehicle.add_line("make", self.tr("&Marca"))
        self.model = vehicle.add_line("model", self.tr("M&odelo"))
        self.body_type = vehicle.add_line("body", self.tr("Carro&ceria"))
        self.kind = compact_combo(vehicle)
        for code, label in KINDS.items():
            self.kind.addItem(label, code)
        vehicle.add("kind", self.tr("&Tipo"), self.kind)
        self.van_act = vehicle.add_line("van_authorisation_act",
                                        self.tr("Ato de autorização da van"),
                                        self.tr("art. 14, § 1º"))
        self.adapted = QCheckBox(self.tr("Ônibus adaptado para maior comodidade (art. 6º, XV)"),
                                 vehicle)
        vehicle.add("adapted_for_comfort", "", self.adapted)
        self.seats = QSpinBox(vehicle)
        self.seats.setRange(0, 120)
        vehicle.add("seats", self.tr("&Lotação (sentados)"), self.seats)
        self.manufacture_year = year_box(vehicle, this_year)
        vehicle.add("manufacture_year", self.tr("Ano de &fabricação"), self.manufacture_year)
        self.model_year = year_box(vehicle, this_year)
        vehicle.add("model_year", self.tr("Ano do mo&delo"), self.model_year)
        self.tachograph = vehicle.add_line("tachograph", self.tr("Registrador &gráfico"),
                                           self.tr("marca, modelo e número"))
        self.seal = vehicle.add_line("seal_number", self.tr("&Selo de identificação"),
                                     self.tr("art. 38, XI"))

        documents_box = QGroupBox(self.tr("Documentos do DETRAN e transporte escolar"), body)
        documents = Form(documents_box)
        QVBoxLayout(documents_box).addWidget(documents)
        self.crlv_number = documents.add_line("crlv_number", self.tr("CRL&V nº"))
        self.crlv_year = year_box(documents, this_year)
        documents.add("crlv_year", self.tr("Exercício do CRLV"), self.crlv_year)
        self.dpvat = documents.add_line("dpvat_reference", self.tr("DP&VAT"),
                                        self.tr("bilhete ou comprovante"))
        self.school = QCheckBox(self.tr("Transporte &escolar"), documents)
        documents.add("school", "", self.school)
        self.school_stripe = QCheckBox(self.tr("Faixa amarela com o dístico ESCOLAR (art. 18)"),
                                       documents)
        documents.add("school_stripe", "", self.school_stripe)
        self.school_inspection = date_edit(documents)
        documents.add("school_inspection_until", self.tr("Vistoria escolar até"),
                      self.school_inspection)
        self.new_vehicle = QCheckBox(self.tr("&Zero quilômetro, com nota fiscal (art. 25)"),
                                     documents)
        documents.add("new_vehicle", "", self.new_vehicle)
        self.invoice_number = documents.add_line("invoice_number", self.tr("Nota fiscal nº"))
        self.invoice_date = date_edit(documents)
        documents.add("invoice_date", self.tr("Data da nota"), self.invoice_date)
        self.invoice_issuer = documents.add_line("invoice_issuer", self.tr("Emitida por"))
        self.delivered_on = OptionalDate(self.tr("Entregue pelo fabricante em"), documents)
        documents.add("delivered_on", self.tr("Entrega (art. 23, § 2º)"), self.delivered_on)

        ownership_box = QGroupBox(self.tr("Propriedade (arts. 15, 16, 19 e 20)"), body)
        ownership = Form(ownership_box)
        QVBoxLayout(ownership_box).addWidget(ownership)
        self.ownership = compact_combo(ownership)
        for code, label in OWNERSHIPS.items():
            self.ownership.addItem(label, code)
        ownership.add("ownership", self.tr("Pr&opriedade"), self.ownership)
        self.leasing_institution = ownership.add_line("leasing_institution",
                                                      self.tr("Instituição financeira"))
        self.leasing_authorisation = ownership.add_line("leasing_authorisation",
                                                        self.tr("Autorização do leasing"))
        self.lender_name = ownership.add_line("lender_name", self.tr("Proprietário (comodante)"))
        self.lender_cpf = ownership.add_line("lender_cpf", self.tr("CPF do proprietário"),
                                             "000.000.000-00")
        apply_mask(self.lender_cpf, CPF)
        self.contract_registry = ownership.add_line("contract_registry",
                                                    self.tr("Cartório do registro"))
        self.contract_number = ownership.add_line("contract_number",
                                                  self.tr("Registro do contrato nº"))
        self.contract_date = date_edit(ownership)
        ownership.add("contract_date", self.tr("Data do contrato"), self.contract_date)
        self.contract_copies = QSpinBox(ownership)
        self.contract_copies.setRange(0, 9)
        ownership.add("contract_copies", self.tr("Vias do contrato"), self.contract_copies)
        self.contract_ocb = ownership.add_line("contract_ocb_filing",
                                               self.tr("Arquivamento na OCB-GO"))
        self.lender_act = ownership.add_line("lender_act",
                                             self.tr("Ato do sócio/cooperado"))
        self.ownership_certificate = ownership.add_line(
            "ownership_certificate", self.tr("Certificado de Propriedade"))
        self.maintenance_declaration = date_edit(ownership)
        ownership.add("maintenance_declaration_on", self.tr("Declaração de manutenção"),
                      self.maintenance_declaration)

        registration_box = QGroupBox(self.tr("Laudo de vistoria e seguro (no registro)"), body)
        registration = Form(registration_box)
        QVBoxLayout(registration_box).addWidget(registration)
        self.company = compact_combo(registration)
        registration.add("inspection.company_id", self.tr("Empresa de &inspeção"), self.company)
        self.report_number = registration.add_line("inspection.report_number",
                                                   self.tr("Laudo final nº"))
        self.inspected_on = date_edit(registration)
        registration.add("inspection.inspected_on", self.tr("Data da vistoria"),
                         self.inspected_on)
        self.report_valid_until = date_edit(registration)
        registration.add("inspection.valid_until", self.tr("Validade do laudo"),
                         self.report_valid_until)
        self.insurer = registration.add_line("policy.insurer", self.tr("Seg&uradora"))
        self.policy_number = registration.add_line("policy.policy_number",
                                                   self.tr("Apólice RC nº"))
        self.insured_cnpj = registration.add_line("policy.insured_cnpj",
                                                  self.tr("CNPJ do segurado"))
        apply_mask(self.insured_cnpj, CNPJ)
        self.coverage = registration.add_line("policy.coverage", self.tr("Cobertura (R$)"),
                                              "1.500.000,00")
        self.policy_start = date_edit(registration)
        registration.add("policy.starts_on", self.tr("Vigência de"), self.policy_start)
        self.policy_end = date_edit(registration)
        registration.add("policy.ends_on", self.tr("Vigência até"), self.policy_end)

        grid.addWidget(vehicle_box, 0, 0, 2, 1)
        grid.addWidget(documents_box, 0, 1)
        grid.addWidget(ownership_box, 1, 1)
        grid.addWidget(registration_box, 2, 0, 1, 2)
        grid.setRowStretch(3, 1)
        self.setWidget(body)
        self.registration_box = registration_box
        self.forms = (vehicle, documents, ownership, registration)
        self.vehicle_form, self.documents_form = vehicle, documents
        self.ownership_form, self.registration_form = ownership, registration
        for signal in (self.kind.currentIndexChanged, self.ownership.currentIndexChanged,
                       self.school.toggled, self.new_vehicle.toggled):
            signal.connect(self.update_visibility)
        self.clear()

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
        form.layout_.setRowVisible(form.rows[name], visible)

    def update_visibility(self) -> None:
        kind = self.kind.currentData()
        self._set_row_visible(self.vehicle_form, "van_authorisation_act", kind == "van")
        self._set_row_visible(self.vehicle_form, "adapted_for_comfort", kind == "onibus")
        school = self.school.isChecked()
        for name in ("school_stripe", "school_inspection_until"):
            self._set_row_visible(self.documents_form, name, school)
        new = self.new_vehicle.isChecked()
        for name in INVOICE_FIELDS:
            self._set_row_visible(self.documents_form, name, new)
        case = self.ownership.currentData()
        for name in LEASING_FIELDS:
            self._set_row_visible(self.ownership_form, name, case == "leasing")
        for name in COMODATO_FIELDS:
            self._set_row_visible(self.ownership_form, name, case in (
                "comodato_socio", "comodato_cooperado"))
        self._set_row_visible(self.ownership_form, "contract_ocb_filing",
                              case == "comodato_cooperado")
        rr = self.jurisdiction == "RR"
        for name in ("ownership_certificate", "maintenance_declaration_on"):
            self._set_row_visible(self.ownership_form, name, rr)
        self._set_row_visible(self.registration_form, "inspection.valid_until", rr)
        self.registration_box.setVisible(self.registering)

    def clear(self, insured_cnpj: str = "") -> None:
        for edit in (self.plate, self.renavam, self.chassis, self.make, self.model,
                     self.body_type, self.van_act, self.tachograph, self.seal,
                     self.crlv_number, self.dpvat, self.invoice_number, self.invoice_issuer,
                     self.leasing_institution, self.leasing_authorisation, self.lender_name,
                     self.lender_cpf, self.contract_registry, self.contract_number,
                     self.contract_ocb, self.lender_act, self.ownership_certificate,
                     self.report_number, self.insurer, self.policy_number, self.coverage):
            edit.clear()
        today = QDate.currentDate()
        self.kind.setCurrentIndex(0)
        self.ownership.setCurrentIndex(0)
        self.seats.setValue(0)
        for box in (self.manufacture_year, self.model_year, self.crlv_year):
            box.setValue(today.year())
        for box in (self.adapted, self.school, self.school_stripe, self.new_vehicle):
            box.setChecked(False)
        for edit in (self.school_inspection, self.invoice_date, self.contract_date,
                     self.maintenance_declaration, self.inspected_on, self.policy_start):
            edit.setDate(today)
        self.report_valid_until.setDate(today.addYears(1))
        self.policy_end.setDate(today.addYears(1))
        self.delivered_on.set_value(None)
        self.contract_copies.setValue(0)
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
        self.dpvat.setText(detail.dpvat_reference)
        self.school.setChecked(detail.school)
        self.school_stripe.setChecked(detail.school_stripe)
        if detail.school_inspection_until:
            self.school_inspection.setDate(qdate(detail.school_inspection_until))
        self.new_vehicle.setChecked(detail.new_vehicle)
        self.invoice_number.setText(detail.invoice_number)
        if detail.invoice_date:
            self.invoice_date.setDate(qdate(detail.invoice_date))
        self.invoice_issuer.setText(detail.invoice_issuer)
        self.delivered_on.set_value(detail.delivered_on)
        self.ownership.setCurrentIndex(self.ownership.findData(detail.ownership))
        self.leasing_institution.setText(detail.leasing_institution)
        self.leasing_authorisation.setText(detail.leasing_authorisation)
        self.lender_name.setText(detail.lender_name)
        self.lender_cpf.setText(detail.lender_cpf)
        self.contract_registry.setText(detail.contract_registry)
        self.contract_number.setText(detail.contract_number)
        if detail.contract_date:
            self.contract_date.setDate(qdate(detail.contract_date))
        self.contract_copies.setValue(detail.contract_copies)
        self.contract_ocb.setText(detail.contract_ocb_filing)
        self.lender_act.setText(detail.lender_act)
        self.ownership_certificate.setText(detail.ownership_certificate)
        if detail.maintenance_declaration_on:
            self.maintenance_declaration.setDate(qdate(detail.maintenance_declaration_on))
        self.update_visibility()

    def ownership_input(self) -> OwnershipInput:
        rr = self.jurisdiction == "RR"
        return OwnershipInput(
            ownership=self.ownership.currentData(),
            leasing_institution=self.leasing_institution.text(),
            leasing_authorisation=self.leasing_authorisation.text(),
            lender_name=self.lender_name.text(),
            lender_cpf=self.lender_cpf.text(),
            contract_registry=self.contract_registry.text(),
            contract_number=self.contract_number.text(),
            contract_date=self.contract_date.date().toPython(),
            contract_copies=self.contract_copies.value(),
            contract_ocb_filing=self.contract_ocb.text(),
            lender_act=self.lender_act.text(),
            ownership_certificate=self.ownership_certificate.text() if rr else "",
            maintenance_declaration_on=(self.maintenance_declaration.date().toPython()
                                        if rr else None),
        )

    def vehicle_input(self) -> VehicleInput:
        school = self.school.isChecked()
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
            dpvat_reference=self.dpvat.text(),
            ownership=self.ownership_input(),
            seal_number=self.seal.text(),
            van_authorisation_act=self.van_act.text(),
            adapted_for_comfort=self.adapted.isChecked(),
            school=school,
            school_stripe=self.school_stripe.isChecked(),
            school_inspection_until=self.school_inspection.date().toPython() if school else None,
            new_vehicle=self.new_vehicle.isChecked(),
            invoice_number=self.invoice_number.text(),
            invoice_date=self.invoice_date.date().toPython(),
            invoice_issuer=self.invoice_issuer.text(),
            delivered_on=self.delivered_on.value(),
        )

    def inspection_input(self) -> InspectionInput | None:
        """None when a new vehicle comes without a report (art. 25): nothing typed in it."""
        company: uuid.UUID | None = self.company.currentData()
        if self.new_vehicle.isChecked() and not self.report_number.text().strip() and (
                company is None):
            return None
        return InspectionInput(
            company_id=company,
            report_number=self.report_number.text(),
            inspected_on=self.inspected_on.date().toPython(),
            valid_until=(self.report_valid_until.date().toPython()
                         if self.jurisdiction == "RR" else None),
        )

    def policy_input(self) -> PolicyInput | None:
        """None in Roraima when nothing was typed (Lei 664 asks no policy at registration)."""
        if self.jurisdiction == "RR" and not self.policy_number.text().strip():
            return None
        return PolicyInput(
            insurer=self.insurer.text(),
            policy_number=self.policy_number.text(),
            insured_cnpj=self.insured_cnpj.text(),
            coverage=self.coverage.text(),
            starts_on=self.policy_start.date().toPython(),
            ends_on=self.policy_end.date().toPython(),
        )

    def clear_errors(self) -> None:
        for form in self.forms:
            form.clear_errors()

    def show_errors(self, field_errors: dict[str, str]) -> None:
        """Each message under its field; the first field at fault gets the focus."""
        self.clear_errors()
        unplaced = dict(field_errors)
        first = None
        for form in self.forms:
            mine = {name: text for name, text in field_errors.items() if name in form.rows}
            if mine:
                form.show_errors(mine)
                for name in mine:
                    unplaced.pop(name)
                first = first or form.rows[next(iter(mine))]
        if unplaced:
            self.vehicle_form.general_error.setText("\n".join(unplaced.values()))
            self.vehicle_form.general_error.show()
        if first is not None:
            first.editor.setFocus()
            self.ensureWidgetVisible(first)

    def error_of(self, name: str) -> str:
        for form in self.forms:
            if name in form.rows:
                return form.error_of(name)
        raise KeyError(name)
