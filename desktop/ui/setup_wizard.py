"""First run: office, address, business days and closures, first administrator.

Each page checks its own fields with the service's validators before letting the user go
on, showing the messages next to the fields; the last page creates everything in one
service call (`set_up_office`), which also creates the office's signing key pair.
"""

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from desktop.models.base import utc_now
from desktop.models.database import Database
from desktop.models.office import Office, OfficeClosure
from desktop.models.users import User
from desktop.rules.choices import Jurisdiction
from desktop.rules.dates import br_date
from desktop.services.calendar import today_in
from desktop.services.context import ServiceContext
from desktop.services.office.setup import (
    UFS,
    AdministratorSetup,
    OfficeSetup,
    closures_error,
    normalized_setup,
    office_setup_errors,
    set_up_office,
)
from desktop.services.office.setup_records import Closure
from desktop.services.office.users import NewUser, new_user_errors
from desktop.ui.widgets import operation
from desktop.ui.widgets.forms import Form, date_edit
from desktop.ui.widgets.limits import limit_line
from desktop.ui.widgets.masks import CEP, apply_mask
from desktop.ui.widgets.municipality_picker import MunicipalityPicker

OFFICE_FIELDS = ("name", "code", "jurisdiction")
ADDRESS_FIELDS = ("street", "number", "complement", "district", "municipality", "uf", "cep")
CALENDAR_FIELDS = ("business_weekdays", "closures")
ADMIN_FIELDS = ("admin_username", "admin_display_name", "admin_password", "admin_password_again")


class FormPage(QWizardPage):
    """A wizard page holding one Form; `fields` are the error keys it shows."""

    def __init__(self, title: str, subtitle: str, fields: tuple[str, ...], parent=None) -> None:
        super().__init__(parent)
        self.setTitle(title)
        self.setSubTitle(subtitle)
        self.fields = fields
        self.form = Form(self)
        self.page_layout = QVBoxLayout(self)
        self.page_layout.addWidget(self.form)
        self.validator: Callable[[FormPage], bool] | None = None

    def validatePage(self) -> bool:  # noqa: N802 - Qt override
        return self.validator(self) if self.validator else True

    def show_errors(self, errors: dict[str, str]) -> bool:
        mine = {name: text for name, text in errors.items() if name in self.fields}
        if mine:
            self.form.show_errors(mine)
            return False
        self.form.clear_errors()
        return True


class SetupWizard(QWizard):
    """`clock` is the one the office will run on (there is no office, hence no context, yet)."""

    def __init__(
        self,
        database: Database,
        key_dir: Path | None = None,
        parent=None,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        super().__init__(parent)
        self.database = database
        self.key_dir = key_dir
        self.clock = clock
        self.context: ServiceContext | None = None
        self.setWindowTitle(self.tr("Balcão — configuração do escritório"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setMinimumSize(760, 560)
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("Concluir"))
        self.office_page = self._office_page()
        self.address_page = self._address_page()
        self.calendar_page = self._calendar_page()
        self.admin_page = self._admin_page()
        for page in (self.office_page, self.address_page, self.calendar_page, self.admin_page):
            self.addPage(page)
            page.validator = self._validate

    def _office_page(self) -> FormPage:
        page = FormPage(
            self.tr("Escritório"),
            self.tr(
                "Nome e código do escritório regional. O código entra em todos os "
                "números de documento (ex.: GYN-2026-000123)."
            ),
            OFFICE_FIELDS,
            self,
        )
        self.name = page.form.add_line("name", self.tr("&Nome do escritório"), column=Office.name)
        self.code = page.form.add_line(
            "code", self.tr("&Código"), self.tr("ex.: GYN"), column=Office.code
        )
        self.jurisdiction = QComboBox(page)
        self.jurisdiction.addItem(
            self.tr("GO — Res. AGR 105/2017 e Decreto 8.444/2015"), Jurisdiction.GO.value
        )
        self.jurisdiction.addItem(self.tr("RR — Lei 664/2008"), Jurisdiction.RR.value)
        page.form.add("jurisdiction", self.tr("&Jurisdição"), self.jurisdiction)
        self.jurisdiction.currentIndexChanged.connect(self._jurisdiction_changed)
        return page

    def _address_page(self) -> FormPage:
        page = FormPage(
            self.tr("Endereço"),
            self.tr("Endereço do escritório, impresso no cabeçalho dos documentos."),
            ADDRESS_FIELDS,
            self,
        )
        self.street = page.form.add_line("street", self.tr("&Logradouro"), column=Office.street)
        self.number = page.form.add_line(
            "number", self.tr("Nú&mero"), self.tr("ou S/N"), column=Office.number
        )
        self.complement = page.form.add_line(
            "complement", self.tr("C&omplemento"), column=Office.complement
        )
        self.district = page.form.add_line("district", self.tr("&Bairro"), column=Office.district)
        self.uf = QComboBox(page)
        self.uf.addItems(sorted(UFS))
        self.uf.setCurrentText("GO")
        page.form.add("uf", self.tr("&UF"), self.uf)
        self.municipality = MunicipalityPicker("GO", page)
        page.form.add("municipality", self.tr("Mu&nicípio"), self.municipality)
        self.uf.currentTextChanged.connect(self.municipality.set_state)
        self.cep = page.form.add_line("cep", self.tr("&CEP"))
        apply_mask(self.cep, CEP)
        return page

    def _calendar_page(self) -> FormPage:
        page = FormPage(
            self.tr("Expediente"),
            self.tr(
                "Dias de expediente e fechamentos do escritório: os prazos em dias úteis "
                "não contam feriados nem estes fechamentos."
            ),
            CALENDAR_FIELDS,
            self,
        )
        days = QWidget(page)
        days_layout = QHBoxLayout(days)
        days_layout.setContentsMargins(0, 0, 0, 0)
        names = [
            self.tr("Seg"),
            self.tr("Ter"),
            self.tr("Qua"),
            self.tr("Qui"),
            self.tr("Sex"),
            self.tr("Sáb"),
            self.tr("Dom"),
        ]
        self.weekday_boxes: list[QCheckBox] = []
        for weekday, label in enumerate(names):
            box = QCheckBox(label, days)
            box.setChecked(weekday < 5)
            days_layout.addWidget(box)
            self.weekday_boxes.append(box)
        days_layout.addStretch(1)
        page.form.add("business_weekdays", self.tr("Dias de expediente"), days)

        closures = QWidget(page)
        closures_layout = QVBoxLayout(closures)
        closures_layout.setContentsMargins(0, 0, 0, 0)
        entry = QHBoxLayout()
        self.closure_day = date_edit(
            closures, today_in(self.jurisdiction.currentData(), self.clock())
        )
        self.closure_reason = limit_line(QLineEdit(closures), OfficeClosure.reason)
        self.closure_reason.setObjectName("closure_reason")
        self.closure_reason.setPlaceholderText(self.tr("Motivo (ex.: ponto facultativo)"))
        add = QPushButton(self.tr("&Adicionar"), closures)
        add.setObjectName("add_closure")
        add.clicked.connect(self._add_closure)
        self.closure_reason.returnPressed.connect(add.click)
        remove = QPushButton(self.tr("&Remover"), closures)
        remove.clicked.connect(self._remove_closure)
        entry.addWidget(self.closure_day)
        entry.addWidget(self.closure_reason, 1)
        entry.addWidget(add)
        entry.addWidget(remove)
        self.closure_table = QTableWidget(0, 2, closures)
        self.closure_table.setObjectName("closure_table")
        self.closure_table.setHorizontalHeaderLabels([self.tr("Data"), self.tr("Motivo")])
        self.closure_table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.Stretch
        )
        self.closure_table.verticalHeader().hide()
        self.closure_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        closures_layout.addLayout(entry)
        closures_layout.addWidget(self.closure_table)
        page.form.add("closures", self.tr("Fechamentos"), closures)
        self.closures: list[Closure] = []
        return page

    def _admin_page(self) -> FormPage:
        page = FormPage(
            self.tr("Administrador"),
            self.tr(
                "A primeira conta, com o perfil de administrador. Ao concluir, o Balcão "
                "cria o escritório e o seu par de chaves de assinatura."
            ),
            ADMIN_FIELDS,
            self,
        )
        self.admin_display_name = page.form.add_line(
            "admin_display_name", self.tr("Nome &completo"), column=User.display_name
        )
        self.admin_username = page.form.add_line(
            "admin_username", self.tr("&Usuário"), self.tr("ex.: maria.souza"), column=User.username
        )
        self.admin_password = page.form.add_line("admin_password", self.tr("&Senha"))
        self.admin_password_again = page.form.add_line(
            "admin_password_again", self.tr("&Repita a senha")
        )
        for edit in (self.admin_password, self.admin_password_again):
            edit.setEchoMode(QLineEdit.EchoMode.Password)
        return page

    def _jurisdiction_changed(self) -> None:
        self.uf.setCurrentText(self.jurisdiction.currentData())

    def _add_closure(self) -> None:
        day = self.closure_day.day()
        closure = Closure(day, self.closure_reason.text().strip())
        message = closures_error((*self.closures, closure))
        if message:
            self.calendar_page.form.show_errors({"closures": message})
            return
        self.calendar_page.form.clear_errors()
        self.closures.append(closure)
        self.closures.sort(key=lambda item: item.day)
        self._fill_closures()
        self.closure_reason.clear()

    def _remove_closure(self) -> None:
        row = self.closure_table.currentRow()
        if 0 <= row < len(self.closures):
            del self.closures[row]
            self._fill_closures()

    def _fill_closures(self) -> None:
        self.closure_table.setRowCount(len(self.closures))
        for row, closure in enumerate(self.closures):
            self.closure_table.setItem(row, 0, QTableWidgetItem(br_date(closure.day)))
            self.closure_table.setItem(row, 1, QTableWidgetItem(closure.reason))

    def office_setup(self) -> OfficeSetup:
        return OfficeSetup(
            name=self.name.text(),
            code=self.code.text(),
            jurisdiction=self.jurisdiction.currentData(),
            street=self.street.text(),
            number=self.number.text(),
            complement=self.complement.text(),
            district=self.district.text(),
            municipality=self.municipality.text(),
            uf=self.uf.currentText(),
            cep=self.cep.text(),
            business_weekdays=frozenset(
                day for day, box in enumerate(self.weekday_boxes) if box.isChecked()
            ),
            closures=tuple(self.closures),
        )

    def administrator(self) -> AdministratorSetup:
        return AdministratorSetup(
            self.admin_username.text(), self.admin_display_name.text(), self.admin_password.text()
        )

    def _errors(self) -> dict[str, str]:
        errors = office_setup_errors(normalized_setup(self.office_setup()))
        if self.municipality.text().strip() and self.municipality.municipality is None:
            errors.setdefault(
                "municipality", self.tr("Escolha um município da lista do IBGE para a UF.")
            )
        admin = self.administrator()
        errors |= new_user_errors(
            NewUser(
                admin.username, admin.display_name, admin.password, frozenset({"administrador"})
            ),
            prefix="admin_",
        )
        if self.admin_password.text() != self.admin_password_again.text():
            errors.setdefault("admin_password_again", self.tr("As senhas não conferem."))
        return errors

    def _validate(self, page: FormPage) -> bool:
        if not page.show_errors(self._errors()):
            return False
        if page is self.admin_page:
            return self._create()
        return True

    def _create(self) -> bool:
        office, administrator = self.office_setup(), self.administrator()
        self.context = operation.run(
            self,
            lambda: set_up_office(
                self.database, office, administrator, key_dir=self.key_dir, clock=self.clock
            ),
            form=self.admin_page.form,
        )
        return self.context is not None
