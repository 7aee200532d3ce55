"""The register of inspection companies accredited by INMETRO and registered with the
regulator (Res. AGR 105/2017 art. 23, caput): the list and a form to add one."""

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout

from desktop.models.vehicles import InspectionCompany
from desktop.rules.choices import Jurisdiction
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.vehicles.inspections import CompanyInput, register_company
from desktop.services.vehicles.inspections_records import list_companies
from desktop.ui.changes import Domain
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.forms import Form
from desktop.ui.widgets.masks import CNPJ, apply_mask
from desktop.ui.workspace import Workspace, WorkspaceUser


class CompaniesDialog(QDialog, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.changed = False
        self.setWindowTitle(self.tr("Empresas de inspeção veicular"))
        dialogs.size_to_screen(self, 820, 520)
        intro = QLabel(
            self.tr(
                "Empresas credenciadas pelo INMETRO e registradas no órgão regulador que emitem o "
                "laudo final de vistoria (Res. AGR 105/2017, art. 23)."
            )
            if workspace.ctx.office.jurisdiction == Jurisdiction.GO
            else self.tr(
                "Empresas que emitem o laudo de vistoria dos veículos apresentado ao CRE/RR "
                "(Lei RR 664/2008, art. 30, § 2º)."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.table = RecordTable(
            "companies_table",
            [self.tr("Empresa"), self.tr("CNPJ"), self.tr("INMETRO"), self.tr("Registro")],
            self,
        )
        self.form = Form(self)
        self.name = self.form.add_line("name", self.tr("&Nome"), column=InspectionCompany.name)
        self.cnpj = self.form.add_line("cnpj", self.tr("&CNPJ"), "00.000.000/0000-00")
        apply_mask(self.cnpj, CNPJ)
        self.inmetro = self.form.add_line(
            "inmetro_accreditation",
            self.tr("Credenciamento &INMETRO"),
            column=InspectionCompany.inmetro_accreditation,
        )
        self.registration = self.form.add_line(
            "regulator_registration",
            self.tr("&Registro no órgão regulador"),
            column=InspectionCompany.regulator_registration,
        )
        self.add_button = QPushButton(self.tr("Re&gistrar empresa"), self)
        self.add_button.setObjectName("register_company")
        self.add_button.clicked.connect(self.register)
        self.add_button.setEnabled(has_permission(self.ctx.actor, Permission.VEHICLE_EDIT))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.add_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.form)
        layout.addWidget(buttons)
        self.load()

    def load(self) -> None:
        operation.run(self, lambda: list_companies(self.ctx), self._fill, form=self.form)

    def _fill(self, rows) -> None:
        self.table.fill(
            [
                [
                    row.name,
                    row.cnpj_formatted,
                    row.inmetro_accreditation,
                    row.regulator_registration,
                ]
                for row in rows
            ]
        )

    def register(self) -> None:
        data = CompanyInput(
            self.name.text(), self.cnpj.text(), self.inmetro.text(), self.registration.text()
        )
        operation.run(
            self,
            lambda: register_company(self.ctx, data),
            self._registered,
            changes=self.workspace.changes(Domain.VEHICLES),
            form=self.form,
        )

    def _registered(self, _company) -> None:
        self.changed = True
        self.form.clear_errors()
        for edit in (self.name, self.cnpj, self.inmetro, self.registration):
            edit.clear()
        self.load()
        self.name.setFocus()
