"""The action bar of Veículos and what its actions do with the vehicle on screen: print its
CRV, the dialogs of `actions` (inspection, policy, traffic, extra inspection, transfer,
deregistration), and the office-wide lists (expiries, inspection companies, RR's
cancellations ex officio). A mixin of `VehiclesArea`: `self.current` is the vehicle shown,
`self.after_change(id)` reloads it and the list."""

import uuid
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog

from desktop.rules.choices import Jurisdiction
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.vehicles.crv_records import current_crv_pdf
from desktop.services.vehicles.inspections_records import list_companies
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
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.pdf_output import PdfOutput

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTabWidget

    from desktop.services.vehicles.records import VehicleDetail
    from desktop.ui.vehicles.tabs import InspectionsTab, InsuranceTab
    from desktop.ui.widgets.record_area import RecordArea as _Host
else:
    _Host = object


class VehicleActions(_Host):
    if TYPE_CHECKING:
        current: VehicleDetail | None
        tabs: QTabWidget
        inspections: InspectionsTab
        insurance: InsuranceTab

        def new_vehicle(self) -> None: ...

        def save(self) -> VehicleDetail | None: ...

        def discard(self) -> None: ...

        def after_change(self, vehicle_id: uuid.UUID) -> None: ...

        def load_companies(self) -> None: ...

    def add_actions(self) -> None:
        actor = self.ctx.actor
        can_edit = has_permission(actor, Permission.VEHICLE_EDIT)
        can_traffic = has_permission(actor, Permission.VEHICLE_TRAFFIC)
        can_print = has_permission(actor, Permission.DOCUMENT_PRINT)
        rr = self.ctx.office.jurisdiction == Jurisdiction.RR
        bar = self.action_bar
        bar.add("new", self.tr("Novo (Ctrl+N)"), self.new_vehicle, "Ctrl+N", can_edit)
        bar.add("save", self.tr("Salvar (Ctrl+S)"), self.save, "Ctrl+S", can_edit)
        bar.add("discard", self.tr("Descartar"), self.discard, "", can_edit)
        bar.add("crv", self.tr("CRV (Ctrl+P)"), self.print_crv, "Ctrl+P", can_print)
        bar.add("inspection", self.tr("Vistoria…"), self.record_inspection, "", can_edit)
        bar.add("policy", self.tr("Apólice…"), self.record_policy, "", can_edit)
        bar.add("traffic", self.tr("Afastar…"), self.traffic, "", can_traffic)
        bar.add("extra", self.tr("Exigir vistoria…"), self.extra_inspection, "", can_traffic)
        bar.add("transfer", self.tr("Transferir…"), self.transfer, "", can_edit)
        # Short words, so that Roraima's bar, one button longer than Goiás's, stays on one
        # line at 1366 pixels; the tooltips say the longer names.
        deregister = self.tr("Desativar…") if rr else self.tr("Baixa…")
        bar.add("deregister", deregister, self.deregister, "", can_edit)
        expiry = bar.add("expiry", self.tr("A vencer…"), self.show_expiry)
        expiry.setToolTip(self.tr("Veículos com vencimento próximo"))
        companies = bar.add("companies", self.tr("Inspetoras…"), self.show_companies)
        companies.setToolTip(self.tr("Empresas de inspeção veicular"))
        if rr:
            cancellations = bar.add(
                "cancellations", self.tr("Cancelamentos…"), self.show_cancellations
            )
            cancellations.setToolTip(
                self.tr("Cancelamentos de ofício (Lei RR 664/2008, art. 31, I)")
            )

    def print_crv(self) -> PdfOutput | None:
        """The preview of the CRV in force, with Imprimir and Salvar PDF."""
        if self.current is None:
            return None
        vehicle_id = self.current.id
        found = operation.run(self, lambda: current_crv_pdf(self.ctx, vehicle_id))
        if found is None:
            return None
        number, pdf = found
        output = PdfOutput(pdf, self.tr("CRV %1").replace("%1", number), self)
        output.preview()
        return output

    def _run(self, dialog: QDialog) -> bool:
        """Opens an action dialog; on success reloads the vehicle and its tabs."""
        if dialogs.launch(dialog) != QDialog.DialogCode.Accepted or self.current is None:
            return False
        self.after_change(self.current.id)
        return True

    def record_inspection(self) -> None:
        if self.current is None:
            return
        companies = operation.run(self, lambda: list_companies(self.ctx))
        if companies is not None and self._run(
            inspection_dialog(self.workspace, self.current, companies, self)
        ):
            self.tabs.setCurrentWidget(self.inspections)
            if self.current.crv_valid_until:
                self.print_crv()

    def record_policy(self) -> None:
        if self.current is not None and self._run(
            policy_dialog(self.workspace, self.current, self)
        ):
            self.tabs.setCurrentWidget(self.insurance)

    def traffic(self) -> None:
        if self.current is not None:
            self._run(traffic_dialog(self.workspace, self.current, self))

    def extra_inspection(self) -> None:
        if self.current is not None:
            self._run(extra_inspection_dialog(self.workspace, self.current, self))

    def transfer(self) -> None:
        if self.current is not None and self._run(
            transfer_dialog(self.workspace, self.current, self)
        ):
            self.print_crv()

    def deregister(self) -> None:
        if self.current is None:
            return
        dialog = deregistration_dialog(self.workspace, self.current, self)
        if self._run(dialog):
            dialogs.inform(self, self.tr("Registro do veículo"), dialog.result_value.message)

    def show_companies(self) -> None:
        dialog = CompaniesDialog(self.workspace, self)
        dialogs.launch(dialog)
        if dialog.changed:
            self.load_companies()

    def show_cancellations(self) -> None:
        dialog = CancellationDialog(self.workspace, self)
        dialogs.launch(dialog)
        if dialog.changed:
            self.run_search()
            if self.current is not None:
                self.load(self.current.id)

    def show_expiry(self) -> None:
        dialog = VehicleExpiryDialog(self.workspace, self)
        dialog.open_vehicle.connect(self.load)
        dialogs.launch(dialog)
