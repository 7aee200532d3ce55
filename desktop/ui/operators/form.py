"""The operator's registration form (Res. 105 arts. 5 and 8): identification, address with
the IBGE municipality, contact, legal representative, modalities and partners.

The form only gathers what was typed (`operator_input`) and shows the service's messages
next to the fields (`show_errors`); the checks themselves are the service's.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.models.operators import Operator, Partner
from desktop.rules.choices import (
    Establishment,
    Jurisdiction,
    OperatorKind,
    RegistrationModality,
    registration_label,
    registration_modalities,
)
from desktop.rules.public_institutions import needs_partners, needs_seat_in_state
from desktop.services.office.setup import UFS
from desktop.services.registration.operators import OperatorInput, PartnerInput
from desktop.services.registration.operators_records import OperatorDetail
from desktop.ui.operators.state_terms import partners_title, state_registration_label
from desktop.ui.widgets.focus_scroll import FocusScroll
from desktop.ui.widgets.forms import Form, FormGroup
from desktop.ui.widgets.limits import limit_cells
from desktop.ui.widgets.masks import CEP, CNPJ, CPF, PHONE, MaskedCellDelegate, apply_mask
from desktop.ui.widgets.municipality_picker import MunicipalityPicker
from desktop.ui.widgets.reflow import ReflowGrid

PARTNER_COLUMNS = ("name", "cpf", "qualification")
QUALIFICATION_WIDTH = 120


class PartnersTable(QWidget):
    """Partners or cooperados: name, CPF and qualification, one per row."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("partners_table")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Nome"), self.tr("CPF"), self.tr("Qualificação")]
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(2, QUALIFICATION_WIDTH)
        self.cpf_delegate = MaskedCellDelegate(CPF, self.table)
        self.table.setItemDelegateForColumn(1, self.cpf_delegate)
        limit_cells(self.table, {0: Partner.name, 2: Partner.qualification})
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setMinimumHeight(120)
        self.table.setTabKeyNavigation(False)
        self.add_button = QPushButton(self.tr("Adicionar sócio"), self)
        self.add_button.setObjectName("add_partner")
        self.remove_button = QPushButton(self.tr("Remover sócio"), self)
        self.remove_button.setObjectName("remove_partner")
        self.add_button.clicked.connect(self.add_row)
        self.remove_button.clicked.connect(self.remove_current)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)

    def add_row(self, name: str = "", cpf: str = "", qualification: str = "") -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for column, value in enumerate((name, cpf, qualification)):
            self.table.setItem(row, column, QTableWidgetItem(value))
        if not name:
            self.table.setCurrentCell(row, 0)
            self.table.editItem(self.table.item(row, 0) or QTableWidgetItem())

    def remove_current(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)

    def set_partners(self, partners) -> None:
        self.table.setRowCount(0)
        for partner in partners:
            self.add_row(partner.name, partner.cpf_formatted, partner.qualification)

    def partners(self) -> tuple[PartnerInput, ...]:
        result = []
        for row in range(self.table.rowCount()):
            values = [self._text(row, column) for column in range(3)]
            if any(values):
                result.append(PartnerInput(*values))
        return tuple(result)

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item else ""

    def heading(self, column: int) -> str:
        item = self.table.horizontalHeaderItem(column)
        return item.text() if item is not None else ""

    def mark(self, row: int, column: int, message: str) -> None:
        item = self.table.item(row, column)
        if item is not None:
            item.setBackground(Qt.GlobalColor.yellow)
            item.setToolTip(message)

    def clear_marks(self) -> None:
        for row in range(self.table.rowCount()):
            for column in range(3):
                item = self.table.item(row, column)
                if item is not None:
                    item.setData(Qt.ItemDataRole.BackgroundRole, None)
                    item.setToolTip("")


class OperatorForm(FormGroup, FocusScroll):
    def __init__(self, default_uf: str, parent=None, jurisdiction: str = "GO") -> None:
        super().__init__(parent)
        self.default_uf = default_uf
        # The boxes are made in reading order, which is the order Tab walks (issue 17 §8):
        # identity, the contact beside it, then the address and the partners below.
        body = ReflowGrid(self)
        body.grid.setContentsMargins(4, 4, 4, 4)

        identity_box = QGroupBox(self.tr("Identificação"), body)
        identity = Form(identity_box)
        self.identity_form = identity
        QVBoxLayout(identity_box).addWidget(identity)
        self.legal_name = identity.add_line(
            "legal_name", self.tr("Ra&zão social"), column=Operator.legal_name
        )
        self.trade_name = identity.add_line(
            "trade_name", self.tr("Nome f&antasia"), column=Operator.trade_name
        )
        self.cnpj = identity.add_line("cnpj", self.tr("CNP&J"), "00.000.000/0000-00")
        apply_mask(self.cnpj, CNPJ)
        # Where else in the state the company is registered (issue 19): told, not refused.
        self.elsewhere = identity.add("cnpj_elsewhere", "", QLabel(identity))
        self.elsewhere.setObjectName("cnpj_elsewhere")
        self.elsewhere.setWordWrap(True)
        self.elsewhere.setVisible(False)
        self.kind = QComboBox(identity)
        for kind in OperatorKind:
            # Res. 105, art. 53, II (Goiás): Lei RR 664/2008 has no característica vinculada.
            if kind != OperatorKind.INSTITUICAO_PUBLICA or jurisdiction == "GO":
                self.kind.addItem(kind.label, kind.value)
        identity.add("kind", self.tr("&Tipo"), self.kind)
        self.establishment = QComboBox(identity)
        for establishment in Establishment:
            self.establishment.addItem(establishment.label, establishment.value)
        identity.add("establishment", self.tr("&Estabelecimento"), self.establishment)
        registration = QWidget(identity)
        registration_layout = QHBoxLayout(registration)
        registration_layout.setContentsMargins(0, 0, 0, 0)
        self.state_registration = identity.add_line(
            "state_registration",
            state_registration_label(jurisdiction),
            column=Operator.state_registration,
        )
        self.state_registration_exempt = QCheckBox(self.tr("Isenta"), registration)
        self.state_registration_exempt.setObjectName("state_registration_exempt")
        self.state_registration_exempt.toggled.connect(lambda _exempt: self._kind_changed())
        # "Informe a inscrição no CCE ou marque a isenção": the box answers the CCE's message.
        self.state_registration_exempt.toggled.connect(
            identity.rows["state_registration"].clear_error
        )
        registration_layout.addWidget(self.state_registration_exempt)
        registration_layout.addStretch(1)
        identity.layout_.addRow("", registration)

        contact_box = QGroupBox(self.tr("Contato e representante legal"), body)
        contact = Form(contact_box)
        self.contact_form = contact
        QVBoxLayout(contact_box).addWidget(contact)
        self.phone = contact.add_line("phone", self.tr("Tele&fone"), "(00) 00000-0000")
        apply_mask(self.phone, PHONE)
        self.email = contact.add_line("email", self.tr("E-mail"), column=Operator.email)
        self.representative_name = contact.add_line(
            "representative_name", self.tr("Rep&resentante"), column=Operator.representative_name
        )
        self.representative_cpf = contact.add_line(
            "representative_cpf", self.tr("CPF do represent."), "000.000.000-00"
        )
        apply_mask(self.representative_cpf, CPF)
        modalities = QWidget(contact)
        modalities_layout = QVBoxLayout(modalities)
        modalities_layout.setContentsMargins(0, 0, 0, 0)
        self.modality_boxes: dict[str, QCheckBox] = {}
        short_labels = {
            RegistrationModality.EVENTUAL_TURISTICO: self.tr("Eventual ou turístico"),
            RegistrationModality.CONTINUO: self.tr("Contínuo"),
            RegistrationModality.CONTINUO_ESCOLAR: self.tr("Contínuo escolar"),
            RegistrationModality.CARACTERISTICA_VINCULADA: self.tr("Característica vinculada"),
        }
        rr = jurisdiction == Jurisdiction.RR
        for modality in registration_modalities(jurisdiction):
            # Lei RR 664/2008 names its services (art. 2º) in words short enough to show whole.
            label = registration_label(jurisdiction, modality)
            box = QCheckBox(label if rr else short_labels[modality], modalities)
            box.setToolTip(f"{label} (Lei RR 664/2008, art. 2º)" if rr else label)
            box.setObjectName(f"modality_{modality.value}")
            modalities_layout.addWidget(box)
            self.modality_boxes[modality.value] = box
            box.toggled.connect(lambda _checked: self._kind_changed())
        contact.add(
            "modalities",
            self.tr("Serviços") if rr else self.tr("Modalidades"),
            modalities,
        )

        address_box = QGroupBox(body)
        self.address_box = address_box
        address = Form(address_box)
        self.address_form = address
        QVBoxLayout(address_box).addWidget(address)
        self.street = address.add_line("street", self.tr("Lo&gradouro"), column=Operator.street)
        self.number = address.add_line("number", self.tr("Nú&mero"), column=Operator.number)
        self.complement = address.add_line(
            "complement", self.tr("Complement&o"), column=Operator.complement
        )
        self.district = address.add_line("district", self.tr("&Bairro"), column=Operator.district)
        self.uf = QComboBox(address)
        self.uf.addItems(sorted(UFS))
        address.add("uf", self.tr("&UF"), self.uf)
        self.municipality = MunicipalityPicker(default_uf, address)
        address.add("municipality_code", self.tr("Mun&icípio"), self.municipality)
        self.uf.currentTextChanged.connect(self.municipality.set_state)
        self.cep = address.add_line("cep", self.tr("CEP"), "00000-000")
        apply_mask(self.cep, CEP)

        partners_box = QGroupBox(partners_title(jurisdiction), body)
        self.partners_box = partners_box
        partners = Form(partners_box)
        self.partners_form = partners
        QVBoxLayout(partners_box).addWidget(partners)
        self.partners = PartnersTable(partners)
        partners.add("partners", "", self.partners)

        # Reading order: identity and contact side by side, then address and partners.
        body.place(identity_box, 0, 0)
        body.place(contact_box, 0, 1)
        body.place(address_box, 1, 0)
        body.place(partners_box, 1, 1)
        self.setWidget(body)
        self.forms = (identity, address, contact, partners)
        self.kind.currentIndexChanged.connect(lambda _index: self._kind_changed())
        self.clear()
        self._kind_changed()

    def _modalities(self) -> tuple[str, ...]:
        return tuple(code for code, box in self.modality_boxes.items() if box.isChecked())

    def asks_no_partners(self) -> bool:
        """No partners nor CCE asked: a prefeitura or public institution (Res. 105, art. 53,
        II) or a company of the característica vinculada alone (art. 56)."""
        return not needs_partners(self.kind.currentData(), self._modalities())

    def _kind_changed(self) -> None:
        """A prefeitura or public institution (Res. 105, art. 53, II), and a company registering
        for the característica vinculada alone, have no partners and no CCE asked (arts. 8º,
        V, 9º, III, and 56): their fields are not asked."""
        public = self.asks_no_partners()
        # Art. 5º asks the fretamento's company a seat or branch in Goiás; Chapter V asks the
        # vinculada only that it runs between municipalities of Goiás (art. 53, I).
        self.address_box.setTitle(
            self.tr("Endereço da sede ou filial no Estado")
            if needs_seat_in_state(self._modalities())
            else self.tr("Endereço da sede ou filial")
        )
        self.partners_box.setEnabled(not public)
        if public:
            # What is no longer asked is no longer at fault.
            self.identity_form.rows["state_registration"].clear_error()
            self.partners_form.rows["partners"].clear_error()
            self.partners.clear_marks()
        self.state_registration_exempt.setEnabled(not public)
        self.state_registration.setEnabled(
            not public and not self.state_registration_exempt.isChecked()
        )

    def clear(self) -> None:
        for edit in (
            self.legal_name,
            self.trade_name,
            self.cnpj,
            self.state_registration,
            self.street,
            self.number,
            self.complement,
            self.district,
            self.cep,
            self.phone,
            self.email,
            self.representative_name,
            self.representative_cpf,
        ):
            edit.clear()
        self.kind.setCurrentIndex(0)
        self.establishment.setCurrentIndex(0)
        self.state_registration_exempt.setChecked(False)
        self.uf.setCurrentText(self.default_uf)
        self.municipality.clear_choice()
        for box in self.modality_boxes.values():
            box.setChecked(False)
        self.partners.set_partners(())
        self.show_elsewhere("")
        self.clear_errors()

    def show_elsewhere(self, text: str) -> None:
        self.elsewhere.setText(text)
        self.elsewhere.setVisible(bool(text))

    def load(self, detail: OperatorDetail) -> None:
        self.clear()
        self.legal_name.setText(detail.legal_name)
        self.trade_name.setText(detail.trade_name)
        self.cnpj.setText(detail.cnpj_formatted)
        self.kind.setCurrentIndex(self.kind.findData(detail.kind))
        self.establishment.setCurrentIndex(self.establishment.findData(detail.establishment))
        self.state_registration.setText(detail.state_registration)
        self.state_registration_exempt.setChecked(detail.state_registration_exempt)
        self.street.setText(detail.street)
        self.number.setText(detail.number)
        self.complement.setText(detail.complement)
        self.district.setText(detail.district)
        self.uf.setCurrentText(detail.uf)
        self.municipality.set_code(detail.municipality_code)
        self.cep.setText(detail.cep)
        self.phone.setText(detail.phone)
        self.email.setText(detail.email)
        self.representative_name.setText(detail.representative_name)
        self.representative_cpf.setText(detail.representative_cpf)
        for code, box in self.modality_boxes.items():
            box.setChecked(code in detail.modalities)
        self.partners.set_partners(detail.partners)
        for edit in self.findChildren(QLineEdit):
            edit.setCursorPosition(0)

    def operator_input(self) -> OperatorInput:
        return OperatorInput(
            legal_name=self.legal_name.text(),
            trade_name=self.trade_name.text(),
            cnpj=self.cnpj.text(),
            kind=self.kind.currentData(),
            establishment=self.establishment.currentData(),
            street=self.street.text(),
            number=self.number.text(),
            complement=self.complement.text(),
            district=self.district.text(),
            municipality_code=self.municipality.code(),
            cep=self.cep.text(),
            phone=self.phone.text(),
            email=self.email.text(),
            representative_name=self.representative_name.text(),
            representative_cpf=self.representative_cpf.text(),
            modalities=self._modalities(),
            partners=() if self.asks_no_partners() else self.partners.partners(),
            state_registration="" if self.asks_no_partners() else self.state_registration.text(),
            state_registration_exempt=(
                not self.asks_no_partners() and self.state_registration_exempt.isChecked()
            ),
        )

    def clear_errors(self) -> None:
        FormGroup.clear_errors(self)
        self.partners.clear_marks()

    def show_errors(self, field_errors: dict[str, str], message: str = "") -> None:
        """Each message under its field; partner rows are marked and summed up under the
        partners table ("Sócio 2 — CPF: ..."); `message` and what has no field on top."""
        errors = dict(field_errors)
        marks = []
        for key in sorted(k for k in errors if k.startswith("partners.")):
            _, index, field = key.split(".")
            marks.append((int(index), PARTNER_COLUMNS.index(field), errors.pop(key)))
        lines = [
            self.tr("Sócio %1 — %2: %3")
            .replace("%1", str(row + 1))
            .replace("%2", self.partners.heading(column))
            .replace("%3", text)
            for row, column, text in marks
        ]
        if lines:
            errors["partners"] = "\n".join(
                ([errors["partners"]] if "partners" in errors else []) + lines
            )
        FormGroup.show_errors(self, errors, message)
        for row, column, text in marks:
            self.partners.mark(row, column, text)
