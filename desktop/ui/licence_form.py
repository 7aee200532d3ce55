"""The licence request form, completed from the keyboard: modality, operator, the vehicles
(one or more: type a plate and press Enter to add it, Delete on the list removes the one
selected; art. 29 §§2-3 speaks of "todos os veículos utilizados no deslocamento") and
drivers picked by typing, origin and destination from the IBGE list, dates, the contract
data of contínuo/escolar (Res. AGR 105/2017 arts. 29-30), the table of days and times
(art. 29 IV, one line per day: "segunda 06:30 17:30"), the passenger list typed or imported
(arts. 28 III, 29 V, 30 IV, 59 II) and the checklist of papers of the modality's article.

`request()` reads the form into a LicenceInput, or returns None after showing what cannot
be read next to its field; the services validate the rest.
"""

import uuid
from datetime import UTC, date, datetime, timezone

from PySide6.QtCore import QDate, QDateTime, QEvent, Qt, QTime, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.rules import LicenceFinding
from desktop.services.licence_requests import (
    DRIVER_LINKS,
    MODALITIES,
    PASSENGER_LISTS,
    DriverInput,
    LicenceInput,
    ScheduleInput,
    checklist,
)
from desktop.services.licence_search import known_drivers
from desktop.services.passengers import PassengerInput, mask_cpf
from desktop.services.registration_dates import OFFICE_UTC_OFFSETS
from desktop.services.search import search_operators
from desktop.services.search_text import fold_text
from desktop.services.vehicle_search import search_vehicles
from desktop.ui.forms import Form, date_edit
from desktop.ui.licence_pickers import RecordPicker
from desktop.ui.masks import CPF, apply_mask, significant
from desktop.ui.municipality_picker import MunicipalityPicker
from desktop.ui.workspace import Workspace, WorkspaceUser

WEEKDAY_NAMES = {"segunda": 0, "terca": 1, "quarta": 2, "quinta": 3, "sexta": 4, "sabado": 5,
                 "domingo": 6}
PASSENGER_COLUMNS = ("name", "cpf", "document_kind", "document_number", "school",
                     "guardian_declaration", "employment_proof")
_YES = {"sim", "s", "x"}


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _date(edit) -> date:
    value = edit.date()
    return date(value.year(), value.month(), value.day())


class MaskedCpfDelegate(QStyledItemDelegate):
    """Shows a CPF cell masked (***.456.789-**, LGPD); editing it shows what was typed."""

    def displayText(self, value, locale) -> str:  # noqa: N802 - Qt API
        return mask_cpf(str(value or ""))


def parse_schedule(text: str) -> tuple[tuple[ScheduleInput, ...], str]:
    """Lines "segunda 06:30 17:30" (return time optional) -> the lines, or an error."""
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        parts = raw.split()
        if not parts:
            continue
        day = WEEKDAY_NAMES.get(fold_text(parts[0]).removesuffix("-feira"))
        if day is None or len(parts) not in (2, 3):
            return (), (f"Linha {number}: escreva o dia e os horários, por exemplo "
                        "\"segunda 06:30 17:30\".")
        lines.append(ScheduleInput(day, parts[1], parts[2] if len(parts) == 3 else ""))
    return tuple(lines), ""


class VehicleList(QWidget):
    """The vehicles of the trip in the order they will be printed: a plate typed in the
    picker and Enter adds the vehicle; Delete (or the button) removes the one selected. A
    vehicle already on the list is not added twice. `show_findings` puts the rules engine's
    findings about each vehicle under its line."""

    changed = Signal()

    def __init__(self, search, parent=None) -> None:
        super().__init__(parent)
        self.picker = RecordPicker(search, self.tr("Placa do veículo; Enter adiciona"), self)
        self.picker.setObjectName("vehicle_picker")
        self.list = QListWidget(self)
        self.list.setObjectName("vehicle_list")
        self.list.setFixedHeight(48)
        self.list.installEventFilter(self)
        self.remove_button = QPushButton(self.tr("&Remover veículo"), self)
        self.remove_button.setObjectName("remove_vehicle")
        self.remove_button.clicked.connect(self.remove_selected)
        self.note = QLabel(self)
        self.note.setObjectName("vehicle_note")
        self.note.setWordWrap(True)
        self.note.hide()
        self._chosen: list[tuple[str, uuid.UUID]] = []
        self.picker.chosen.connect(self._add_picked)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.picker, 0, 0)
        grid.addWidget(self.remove_button, 0, 1)
        grid.addWidget(self.list, 1, 0, 1, 2)
        grid.addWidget(self.note, 2, 0, 1, 2)
        self.setFocusProxy(self.picker)

    def values(self) -> tuple[uuid.UUID, ...]:
        return tuple(vehicle_id for _, vehicle_id in self._chosen)

    def labels(self) -> list[str]:
        return [label for label, _ in self._chosen]

    def _say(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def _add_picked(self, vehicle_id: uuid.UUID) -> None:
        label = self.picker.text()
        self.picker.clear_value()
        self.add(label, vehicle_id)
        self.picker.setFocus()

    def add(self, label: str, vehicle_id: uuid.UUID) -> None:
        if vehicle_id in self.values():
            self._say(self.tr("O veículo {0} já está na licença: cada veículo entra uma "
                              "vez.").format(label.split(" — ")[0]))
            return
        self._chosen.append((label, vehicle_id))
        self.show_findings(())
        self.changed.emit()

    def remove_selected(self) -> None:
        item = self.list.currentItem()
        index = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if index is None:
            return
        self._chosen.pop(index)
        self.show_findings(())
        self.list.setCurrentRow(min(index, len(self._chosen) - 1))
        self.changed.emit()

    def clear_values(self) -> None:
        self._chosen.clear()
        self.picker.clear_value()
        self.show_findings(())
        self.changed.emit()

    def show_findings(self, findings: tuple[LicenceFinding, ...]) -> None:
        """Each vehicle's line, then the reasons the rules engine found about it with their
        article (the plate begins the message), in red; no findings: the lines alone."""
        self._say("")
        self.list.clear()
        for index, (label, _) in enumerate(self._chosen):
            line = QListWidgetItem(label)
            line.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(line)
            plate = label.split(" — ")[0]
            for finding in findings:
                if finding.plate and finding.plate == plate:
                    item = QListWidgetItem(f"    {finding.message} ({finding.article})")
                    item.setForeground(Qt.GlobalColor.darkRed)
                    self.list.addItem(item)
        rows = max(2, self.list.count())
        self.list.setFixedHeight(min(160, rows * max(18, self.list.sizeHintForRow(0)) + 6))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt API
        if (watched is self.list and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)):
            self.remove_selected()
            return True
        return super().eventFilter(watched, event)


class LicenceForm(QWidget, WorkspaceUser):
    """Emits `changed_modality` so the area can relabel its actions."""

    changed_modality = Signal(str)

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.drivers: list[DriverInput] = []
        uf = self.ctx.office.address.uf
        self.form = Form(self)
        form = self.form
        self.modality = QComboBox(self)
        for code, label in MODALITIES.items():
            if self.ctx.office.jurisdiction == "GO" or code != "vinculada":
                self.modality.addItem(label, code)
        form.add("modality", self.tr("&Modalidade"), self.modality)
        self.operator = RecordPicker(self._operators, self.tr("CNPJ ou nome da autorizatária"),
                                     self)
        form.add("operator", self.tr("&Autorizatária"), self.operator)
        self.vehicles = VehicleList(self._vehicles, self)
        self.vehicle = self.vehicles.picker
        form.add("vehicle", self.tr("&Veículos"), self.vehicles)
        self.origin = MunicipalityPicker(uf, self)
        form.add("origin_code", self.tr("&Origem"), self.origin)
        self.destination = MunicipalityPicker(uf, self)
        form.add("destination_code", self.tr("&Destino"), self.destination)
        self.itinerary = form.add_line("itinerary", self.tr("&Itinerário"),
                                       self.tr("Rodovias e pontos de passagem"))
        today = _qdate(self.ctx.clock().astimezone(self._zone()).date())
        self.start_on = form.add("start_on", self.tr("Primeiro dia"), date_edit(self))
        self.end_on = form.add("end_on", self.tr("Último dia"), date_edit(self))
        self.start_on.setDate(today.addDays(1))
        self.end_on.setDate(today.addDays(1))
        self.departure = QDateTimeEdit(self)
        self.departure.setDisplayFormat("dd/MM/yyyy HH:mm")
        self.departure.setCalendarPopup(True)
        self.departure.setDateTime(QDateTime(today.addDays(1), QTime(8, 0)))
        form.add("departure_at", self.tr("&Partida"), self.departure)
        self.requested = QDateTimeEdit(self)
        self.requested.setDisplayFormat("dd/MM/yyyy HH:mm")
        self.requested.setCalendarPopup(True)
        form.add("requested_at", self.tr("Pedido em (art. 28, I)"), self.requested)
        self.set_request_time_now()
        self.start_on.dateChanged.connect(self._follow_start)
        self.invoice = form.add_line("invoice_number", self.tr("&Nota fiscal"))
        self.contractor_name = form.add_line("contractor_name", self.tr("Contratante"))
        self.contractor_document = form.add_line("contractor_document",
                                                 self.tr("CNPJ/CPF do contratante"))
        self.contract_number = form.add_line("contract_number", self.tr("Contrato nº"))
        self.contract_date = form.add("contract_date", self.tr("Data do contrato"),
                                      date_edit(self))
        self.contract_date.setDate(today)
        self.trips = QSpinBox(self)
        self.trips.setRange(0, 10000)
        form.add("trips", self.tr("Quantidade de viagens"), self.trips)
        self.schedule = QPlainTextEdit(self)
        self.schedule.setPlaceholderText(self.tr("segunda 06:30 17:30"))
        self.schedule.setTabChangesFocus(True)
        self.schedule.setFixedHeight(52)
        form.add("schedule", self.tr("Dias e horários"), self.schedule)
        self.passenger_list = QComboBox(self)
        for code, label in PASSENGER_LISTS.items():
            self.passenger_list.addItem(label, code)
        form.add("passenger_list", self.tr("Lista de passageiros"), self.passenger_list)
        self.destinations = QSpinBox(self)
        self.destinations.setRange(1, 50)
        form.add("destinations", self.tr("Destinos"), self.destinations)
        self.public_institution = QCheckBox(self.tr("Instituição pública (art. 54, parágrafo "
                                                    "único)"), self)
        form.add("public_institution", "", self.public_institution)
        self.commitment = None
        if self.ctx.office.jurisdiction == "RR":
            self.commitment = date_edit(self)
            self.commitment.setDate(today)
            form.add("commitment_signed_on", self.tr("Termo de compromisso (art. 20)"),
                     self.commitment)

        self.drivers_box = self._driver_box()
        self.passengers_box = self._passenger_box()
        self.checklist_box = QGroupBox(self.tr("Documentos apresentados"), self)
        self.checklist_layout = QVBoxLayout(self.checklist_box)
        self.checks: dict[str, QCheckBox] = {}
        form.add("drivers", "", self.drivers_box)
        form.add("passengers", "", self.passengers_box)
        form.add("documents", "", self.checklist_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(form)
        self.modality.currentIndexChanged.connect(self._modality_changed)
        self.operator.chosen.connect(lambda _value: self.vehicles.clear_values())
        self._modality_changed()

    def _zone(self) -> timezone:
        return timezone(OFFICE_UTC_OFFSETS[self.ctx.office.jurisdiction])

    def _operators(self, text: str) -> list[tuple[str, uuid.UUID]]:
        page = search_operators(self.ctx, text, limit=15)
        return [(f"{row.legal_name} — {row.cnpj_formatted}", row.id) for row in page.rows]

    def _vehicles(self, text: str) -> list[tuple[str, uuid.UUID]]:
        page = search_vehicles(self.ctx, text, operator_id=self.operator.value(), limit=15)
        return [(f"{row.plate} — {row.seats} lugares — {row.operator_name}", row.id)
                for row in page.rows]

    def _drivers(self, text: str) -> list[tuple[str, DriverInput]]:
        if self.operator.value() is None:
            return []
        return [(item.label, item.driver)
                for item in known_drivers(self.ctx, self.operator.value(), text)]

    def _driver_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Motoristas (arts. 46 e 47)"), self)
        grid = QGridLayout(box)
        self.driver_picker = RecordPicker(self._drivers, self.tr("Motorista já cadastrado: "
                                                                 "nome ou CPF"), box)
        self.driver_picker.chosen.connect(self._fill_driver)
        self.driver_name = QLineEdit(box)
        self.driver_name.setPlaceholderText(self.tr("Nome"))
        self.driver_cpf = QLineEdit(box)
        apply_mask(self.driver_cpf, CPF)
        self.driver_cpf.setPlaceholderText(self.tr("CPF"))
        self.driver_cnh = QLineEdit(box)
        self.driver_cnh.setPlaceholderText(self.tr("CNH"))
        self.driver_link = QComboBox(box)
        for code, label in DRIVER_LINKS.items():
            self.driver_link.addItem(label, code)
        self.driver_reference = QLineEdit(box)
        self.driver_reference.setPlaceholderText(self.tr("Nº do documento de vínculo"))
        self.driver_course = QLineEdit(box)
        self.driver_course.setPlaceholderText(self.tr("Certificado de direção defensiva "
                                                      "(escolar)"))
        add = QPushButton(self.tr("Adicionar &motorista"), box)
        add.setObjectName("add_driver")
        add.clicked.connect(self.add_driver)
        self.driver_list = QListWidget(box)
        self.driver_list.setObjectName("driver_list")
        self.driver_list.setFixedHeight(44)
        for column, widget in enumerate((self.driver_picker, self.driver_name, self.driver_cpf)):
            grid.addWidget(widget, 0, column)
        for column, widget in enumerate((self.driver_cnh, self.driver_link,
                                         self.driver_reference)):
            grid.addWidget(widget, 1, column)
        grid.addWidget(self.driver_course, 2, 0, 1, 2)
        grid.addWidget(add, 2, 2)
        grid.addWidget(self.driver_list, 3, 0, 1, 3)
        return box

    def _fill_driver(self, driver: DriverInput) -> None:
        self.driver_name.setText(driver.name)
        self.driver_cpf.setText(driver.cpf)
        self.driver_cnh.setText(driver.cnh)
        self.driver_link.setCurrentIndex(max(0, self.driver_link.findData(driver.link_kind)))
        self.driver_reference.setText(driver.link_reference)
        self.driver_course.setText(driver.defensive_certificate)

    def add_driver(self) -> None:
        driver = DriverInput(self.driver_name.text().strip(),
                             significant(self.driver_cpf.text()),
                             self.driver_cnh.text().strip(), self.driver_link.currentData(),
                             self.driver_reference.text().strip(),
                             self.driver_course.text().strip())
        if not driver.name:
            self.driver_name.setFocus()
            return
        self.drivers.append(driver)
        self.driver_list.addItem(f"{driver.name} — CPF {mask_cpf(driver.cpf)}")
        for edit in (self.driver_picker, self.driver_name, self.driver_cpf, self.driver_cnh,
                     self.driver_reference, self.driver_course):
            edit.clear()
        self.driver_picker.clear_value()
        self.driver_picker.setFocus()

    def _passenger_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Passageiros"), self)
        layout = QVBoxLayout(box)
        self.passenger_table = QTableWidget(0, len(PASSENGER_COLUMNS), box)
        self.passenger_table.setObjectName("passenger_table")
        self.passenger_table.setHorizontalHeaderLabels([
            self.tr("Nome"), self.tr("CPF"), self.tr("Outro documento"), self.tr("Número"),
            self.tr("Escola"), self.tr("Declaração"), self.tr("Vínculo")])
        self.passenger_table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.Stretch)
        self.passenger_table.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.cpf_delegate = MaskedCpfDelegate(self.passenger_table)
        self.passenger_table.setItemDelegateForColumn(1, self.cpf_delegate)
        self.passenger_table.setMinimumHeight(120)
        buttons = QHBoxLayout()
        add = QPushButton(self.tr("Nova &linha"), box)
        add.clicked.connect(self.add_passenger_row)
        self.import_button = QPushButton(self.tr("&Importar CSV/XLSX…"), box)
        self.import_button.setObjectName("import_passengers")
        self.passenger_count = QLabel(box)
        self.passenger_count.setObjectName("passenger_count")
        buttons.addWidget(add)
        buttons.addWidget(self.import_button)
        buttons.addStretch(1)
        buttons.addWidget(self.passenger_count)
        layout.addWidget(self.passenger_table)
        layout.addLayout(buttons)
        return box

    def add_passenger_row(self) -> None:
        row = self.passenger_table.rowCount()
        self.passenger_table.insertRow(row)
        self.passenger_table.setCurrentCell(row, 0)
        self._count_passengers()

    def set_passengers(self, passengers: tuple[PassengerInput, ...]) -> None:
        """Fills the table (an import that had no row errors). CPFs stay as the file has
        them so the list can be corrected; they are masked on every printout."""
        self.passenger_table.setRowCount(0)
        for passenger in passengers:
            row = self.passenger_table.rowCount()
            self.passenger_table.insertRow(row)
            values = (passenger.name, passenger.cpf, passenger.document_kind,
                      passenger.document_number, passenger.school,
                      "sim" if passenger.guardian_declaration else "",
                      passenger.employment_proof)
            for column, value in enumerate(values):
                self.passenger_table.setItem(row, column, QTableWidgetItem(value))
        self._count_passengers()

    def _cell(self, row: int, column: int) -> str:
        item = self.passenger_table.item(row, column)
        return item.text().strip() if item else ""

    def passengers(self) -> tuple[PassengerInput, ...]:
        found = []
        for row in range(self.passenger_table.rowCount()):
            values = [self._cell(row, column) for column in range(len(PASSENGER_COLUMNS))]
            if not any(values):
                continue
            found.append(PassengerInput(
                name=values[0], cpf=values[1], document_kind=fold_text(values[2]),
                document_number=values[3], school=values[4],
                guardian_declaration=fold_text(values[5]) in _YES,
                employment_proof=fold_text(values[6])))
        return tuple(found)

    def _count_passengers(self) -> None:
        self.passenger_count.setText(self.tr("{0} passageiro(s)").format(len(self.passengers())))

    def _follow_start(self, start: QDate) -> None:
        if self.end_on.date() < start:
            self.end_on.setDate(start)
        self.departure.setDate(start)

    def current_modality(self) -> str:
        return self.modality.currentData()

    def _modality_changed(self) -> None:
        code = self.current_modality()
        contract = code in ("continuo", "escolar")
        for name in ("contractor_name", "contractor_document", "contract_number",
                     "contract_date", "trips", "schedule"):
            self.form.rows[name].setVisible(contract)
            label = self.form.layout_.labelForField(self.form.rows[name])
            if label is not None:
                label.setVisible(contract)
        for name, shown in (("departure_at", code == "eventual"),
                            ("requested_at", code == "eventual"),
                            ("public_institution", code == "vinculada")):
            self.form.rows[name].setVisible(shown)
            label = self.form.layout_.labelForField(self.form.rows[name])
            if label is not None:
                label.setVisible(shown)
        for box in self.checks.values():
            self.checklist_layout.removeWidget(box)
            box.deleteLater()
        self.checks = {}
        for item in checklist(code, self.ctx.office.jurisdiction):
            box = QCheckBox(f"{item.title} ({item.article})", self.checklist_box)
            box.setObjectName(f"check_{item.key}")
            self.checklist_layout.addWidget(box)
            self.checks[item.key] = box
        self.changed_modality.emit(code)

    def _instant(self, edit: QDateTimeEdit) -> datetime:
        value = edit.dateTime()
        local = datetime(value.date().year(), value.date().month(), value.date().day(),
                         value.time().hour(), value.time().minute(), tzinfo=self._zone())
        return local.astimezone(UTC)

    def set_request_time_now(self) -> None:
        now = self.ctx.clock().astimezone(self._zone())
        self.requested.setDateTime(QDateTime(QDate(now.year, now.month, now.day),
                                             QTime(now.hour, now.minute)))

    def departure_at(self) -> datetime | None:
        if self.current_modality() != "eventual":
            return None
        return self._instant(self.departure)

    def request(self) -> LicenceInput | None:
        schedule, problem = parse_schedule(self.schedule.toPlainText())
        contract = self.current_modality() in ("continuo", "escolar")
        if problem and contract:
            self.form.show_errors({"schedule": problem})
            return None
        return LicenceInput(
            modality=self.current_modality(),
            operator_id=self.operator.value(),
            vehicle_ids=self.vehicles.values(),
            start_on=_date(self.start_on),
            end_on=_date(self.end_on),
            origin_code=self.origin.code(),
            destination_code=self.destination.code(),
            itinerary=self.itinerary.text(),
            drivers=tuple(self.drivers),
            passengers=self.passengers(),
            departure_at=self.departure_at(),
            requested_at=self._instant(self.requested) if self.current_modality() == "eventual"
            else None,
            trips=self.trips.value() or None if contract else None,
            schedule=schedule if contract else (),
            contractor_name=self.contractor_name.text() if contract else "",
            contractor_document=self.contractor_document.text() if contract else "",
            contract_number=self.contract_number.text() if contract else "",
            contract_date=_date(self.contract_date) if contract else None,
            invoice_number=self.invoice.text(),
            passenger_list=self.passenger_list.currentData(),
            destinations=self.destinations.value(),
            public_institution=self.public_institution.isChecked(),
            commitment_signed_on=_date(self.commitment) if self.commitment else None,
            documents_presented=frozenset(key for key, box in self.checks.items()
                                          if box.isChecked()),
        )

    def reset(self) -> None:
        """An empty request for the next client; the modality stays as it was."""
        for picker in (self.operator, self.driver_picker):
            picker.clear_value()
        self.vehicles.clear_values()
        for picker in (self.origin, self.destination):
            picker.clear_choice()
        for edit in (self.itinerary, self.invoice, self.contractor_name,
                     self.contractor_document, self.contract_number, self.driver_name,
                     self.driver_cpf, self.driver_cnh, self.driver_reference,
                     self.driver_course):
            edit.clear()
        self.schedule.clear()
        self.trips.setValue(0)
        self.destinations.setValue(1)
        self.passenger_list.setCurrentIndex(0)
        self.public_institution.setChecked(False)
        self.drivers.clear()
        self.driver_list.clear()
        self.passenger_table.setRowCount(0)
        self._count_passengers()
        for box in self.checks.values():
            box.setChecked(False)
        self.set_request_time_now()
        self.form.clear_errors()
