"""The ownership of a vehicle as the clerk types it (Res. AGR 105/2017 arts. 15-16, 19-22;
Lei RR 664/2008 art. 27), added to a `Form`: the vehicle form (registration) and the transfer
dialog (Decreto 8.444/2015 art. 36 §3) use these same rows and send the same
`OwnershipInput`, which the same service check accepts or refuses with the same messages.

Every case is offered, the refused ones too, so the clerk reads why (art. 16); the rows of
the other cases are hidden.
"""

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QSpinBox

from desktop.models.vehicles import Vehicle
from desktop.rules.choices import Jurisdiction
from desktop.rules.vehicle_ownership import comodato_registered
from desktop.services.vehicles.ownership import (
    COMODATO_COPIES,
    OWNERSHIPS,
    OwnershipInput,
    ownership_label,
)
from desktop.services.vehicles.records import VehicleDetail
from desktop.ui.widgets.action_dialog import OptionalDate
from desktop.ui.widgets.forms import (
    Form,
    WholeChoiceCombo,
    date_edit,
    date_value,
    to_qdate,
)
from desktop.ui.widgets.masks import CPF, apply_mask

LEASING_FIELDS = ("leasing_institution", "leasing_authorisation")
COMODATO_FIELDS = (
    "lender_name",
    "lender_cpf",
    "contract_registry",
    "contract_number",
    "contract_date",
    "contract_copies",
    "lender_act",
    "authorisation_act",
    "authorised_on",
)
RR_FIELDS = ("ownership_certificate", "maintenance_declaration_on")


class OwnershipFields(QObject):
    """The ownership rows of `form`, named as the service names its field errors; `today`
    gives the office's day the dates start on."""

    def __init__(self, form: Form, jurisdiction: str, today: Callable[[], date]) -> None:
        super().__init__(form)
        self.form = form
        self.jurisdiction = jurisdiction
        self.today = today
        self.ownership = WholeChoiceCombo(form)
        for code in OWNERSHIPS:
            self.ownership.addItem(ownership_label(code, jurisdiction), code)
        form.add("ownership", self.tr("Propriedade"), self.ownership)
        self.leasing_institution = form.add_line(
            "leasing_institution",
            self.tr("Instituição financeira"),
            column=Vehicle.leasing_institution,
        )
        self.leasing_authorisation = form.add_line(
            "leasing_authorisation",
            self.tr("Autorização do leasing"),
            column=Vehicle.leasing_authorisation,
        )
        self.lender_name = form.add_line(
            "lender_name", self.tr("Proprietário (comodante)"), column=Vehicle.lender_name
        )
        self.lender_cpf = form.add_line(
            "lender_cpf", self.tr("CPF do proprietário"), "000.000.000-00"
        )
        apply_mask(self.lender_cpf, CPF)
        self.contract_registry = form.add_line(
            "contract_registry", self.tr("Cartório do registro"), column=Vehicle.contract_registry
        )
        self.contract_number = form.add_line(
            "contract_number", self.tr("Registro do contrato nº"), column=Vehicle.contract_number
        )
        self.contract_date = date_edit(form)
        form.add("contract_date", self.tr("Data do contrato"), self.contract_date)
        self.contract_copies = QSpinBox(form)
        self.contract_copies.setRange(0, 9)
        form.add("contract_copies", self.tr("Vias do contrato"), self.contract_copies)
        self.contract_ocb = form.add_line(
            "contract_ocb_filing",
            self.tr("Arquivamento na OCB-GO"),
            column=Vehicle.contract_ocb_filing,
        )
        self.lender_act = form.add_line(
            "lender_act", self.tr("Ato do sócio/cooperado"), column=Vehicle.lender_act
        )
        # Res. AGR 105/2017, art. 16, § 2º: the AGR's exceptional act; its date left out
        # until the clerk gives it, never today by default.
        self.authorisation_act = form.add_line(
            "authorisation_act",
            self.tr("Autorização da AGR"),
            self.tr("ato do art. 16, § 2º"),
            column=Vehicle.authorisation_act,
        )
        # "conhecida": the transfer's form leaves none of the letters of "Data do ato" free.
        self.authorised_on = OptionalDate(self.tr("Data do ato conhecida"), today(), form)
        form.add("authorised_on", self.tr("Autorizada em"), self.authorised_on)
        self.ownership_certificate = form.add_line(
            "ownership_certificate",
            self.tr("Certificado de Propriedade"),
            column=Vehicle.ownership_certificate,
        )
        self.maintenance_declaration = date_edit(form)
        form.add(
            "maintenance_declaration_on",
            self.tr("Declaração de manutenção"),
            self.maintenance_declaration,
        )
        self.ownership.currentIndexChanged.connect(self.update_visibility)

    def set_holder(self, vinculada: bool) -> None:
        """Names the operator's own vehicle in the words of its chapter: the autorizatária's,
        or the "empresa ou instituição"'s of the característica vinculada alone (Res. AGR
        105/2017, art. 56, I)."""
        for index in range(self.ownership.count()):
            code = self.ownership.itemData(index)
            self.ownership.setItemText(
                index, ownership_label(code, self.jurisdiction, vinculada=vinculada)
            )

    def _set_row_visible(self, name: str, visible: bool) -> None:
        self.form.set_row_visible(name, visible)

    def update_visibility(self) -> None:
        case = self.ownership.currentData()
        for name in LEASING_FIELDS:
            self._set_row_visible(name, case == "leasing")
        # Lei RR 664/2008 registers no comodato (art. 27): its refusal, none of its data.
        lent = comodato_registered(self.jurisdiction)
        for name in COMODATO_FIELDS:
            self._set_row_visible(name, lent and case in COMODATO_COPIES)
        self._set_row_visible("contract_ocb_filing", lent and case == "comodato_cooperado")
        for name in RR_FIELDS:
            self._set_row_visible(name, self.jurisdiction == Jurisdiction.RR)

    def clear(self) -> None:
        for edit in (
            self.leasing_institution,
            self.leasing_authorisation,
            self.lender_name,
            self.lender_cpf,
            self.contract_registry,
            self.contract_number,
            self.contract_ocb,
            self.lender_act,
            self.authorisation_act,
            self.ownership_certificate,
        ):
            edit.clear()
        self.authorised_on.set_value(None)
        self.ownership.setCurrentIndex(0)
        today = to_qdate(self.today())
        self.contract_date.setDate(today)
        self.maintenance_declaration.setDate(today)
        self.contract_copies.setValue(0)
        self.update_visibility()

    def load(self, detail: VehicleDetail) -> None:
        self.ownership.setCurrentIndex(self.ownership.findData(detail.ownership))
        self.leasing_institution.setText(detail.leasing_institution)
        self.leasing_authorisation.setText(detail.leasing_authorisation)
        self.lender_name.setText(detail.lender_name)
        self.lender_cpf.setText(detail.lender_cpf)
        self.contract_registry.setText(detail.contract_registry)
        self.contract_number.setText(detail.contract_number)
        if detail.contract_date:
            self.contract_date.setDate(to_qdate(detail.contract_date))
        self.contract_copies.setValue(detail.contract_copies)
        self.contract_ocb.setText(detail.contract_ocb_filing)
        self.lender_act.setText(detail.lender_act)
        self.authorisation_act.setText(detail.authorisation_act)
        self.authorised_on.set_value(detail.authorised_on)
        self.ownership_certificate.setText(detail.ownership_certificate)
        if detail.maintenance_declaration_on:
            self.maintenance_declaration.setDate(to_qdate(detail.maintenance_declaration_on))
        self.update_visibility()

    def ownership_input(self) -> OwnershipInput:
        rr = self.jurisdiction == Jurisdiction.RR
        return OwnershipInput(
            ownership=self.ownership.currentData(),
            leasing_institution=self.leasing_institution.text(),
            leasing_authorisation=self.leasing_authorisation.text(),
            lender_name=self.lender_name.text(),
            lender_cpf=self.lender_cpf.text(),
            contract_registry=self.contract_registry.text(),
            contract_number=self.contract_number.text(),
            contract_date=date_value(self.contract_date),
            contract_copies=self.contract_copies.value(),
            contract_ocb_filing=self.contract_ocb.text(),
            lender_act=self.lender_act.text(),
            authorisation_act=self.authorisation_act.text(),
            authorised_on=self.authorised_on.value(),
            ownership_certificate=self.ownership_certificate.text() if rr else "",
            maintenance_declaration_on=(date_value(self.maintenance_declaration) if rr else None),
        )
