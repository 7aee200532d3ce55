"""The licence request form, completed from the keyboard: modality, operator, the vehicles
(`licence_vehicle_list`; art. 29 §§2-3) and drivers picked by typing, origin and
destination from the IBGE list, dates, the contract data of contínuo/escolar (Res. AGR
105/2017 arts. 29-30), the table of days and times (art. 29 IV, one line per day: "segunda
06:30 17:30"), the passenger list typed or imported (`licence_passenger_table`; arts. 28
III, 29 V, 30 IV, 59 II) and the checklist of papers of the modality's article.

`request()` reads the form into a LicenceInput, or returns None after showing what cannot
be read next to its field; the services validate the rest.
"""

import uuid
from datetime import datetime, time, timedelta

from PySide6.QtCore import QDate, QTime, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDateTimeEdit,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.models.licences import Licence
from desktop.rules.choices import (
    Jurisdiction,
    LicenceModality,
    PassengerList,
    RrTrip,
    licence_label,
    passenger_lists,
)
from desktop.rules.public_institutions import link_proof_required, persons_link_asked
from desktop.rules.text import fold_text
from desktop.services.calendar import office_now, office_today, office_zone
from desktop.services.licences.passengers import PassengerInput
from desktop.services.licences.requests import (
    RR_UNASKED_CONTRACT,
    DriverInput,
    LicenceInput,
    ScheduleInput,
    checklist,
)
from desktop.services.registration.operators_records import get_operator
from desktop.services.search.licences import known_drivers
from desktop.services.search.operators import search_operators
from desktop.services.search.vehicles import search_vehicles
from desktop.ui.licences.drivers_box import DriversBox
from desktop.ui.licences.licence_terms import operator_labels
from desktop.ui.licences.passenger_table import PassengerTable
from desktop.ui.licences.vehicle_list import VehicleList
from desktop.ui.widgets import operation
from desktop.ui.widgets.action_dialog import OptionalDate
from desktop.ui.widgets.forms import (
    Form,
    compact_combo,
    date_edit,
    date_time_edit,
    date_value,
    instant_value,
    to_qdate,
    wrapped_check_box,
)
from desktop.ui.widgets.mnemonics import lettered, mnemonic, shown_texts
from desktop.ui.widgets.municipality_picker import MunicipalityPicker
from desktop.ui.widgets.operator_proposals import operator_label
from desktop.ui.widgets.record_picker import PROPOSALS, RecordPicker
from desktop.ui.widgets.tab_order import chain_tab_order
from desktop.ui.workspace import Workspace, WorkspaceUser

CONTRACT_MODALITIES = (LicenceModality.CONTINUO, LicenceModality.ESCOLAR)
DEPARTURE_TIME = time(8, 0)
WEEKDAY_NAMES = {
    "segunda": 0,
    "terca": 1,
    "quarta": 2,
    "quinta": 3,
    "sexta": 4,
    "sabado": 5,
    "domingo": 6,
}


def parse_schedule(text: str) -> tuple[tuple[ScheduleInput, ...], str]:
    """Lines "segunda 06:30 17:30" (return time optional) -> the lines, or an error."""
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        parts = raw.split()
        if not parts:
            continue
        day = WEEKDAY_NAMES.get(fold_text(parts[0]).removesuffix("-feira"))
        if day is None or len(parts) not in (2, 3):
            return (), (
                f'Linha {number}: escreva o dia e os horários, por exemplo "segunda 06:30 17:30".'
            )
        lines.append(ScheduleInput(day, parts[1], parts[2] if len(parts) == 3 else ""))
    return tuple(lines), ""


class LicenceForm(QWidget, WorkspaceUser):
    """Emits `changed_modality` so the area can relabel its actions."""

    changed_modality = Signal(str)

    def __init__(
        self, workspace: Workspace, parent=None, area_letters: frozenset[str] = frozenset()
    ) -> None:
        super().__init__(parent)
        self.workspace = workspace
        # The Alt+letters of the area's controls around the form (its tabs, filters, menus)
        # and the main window's (AREA_DIGITS).
        self.area_letters = area_letters
        uf = self.ctx.office.address.uf
        self.form = Form(self)
        form = self.form
        self.modality = compact_combo(self)
        for modality in LicenceModality:
            # Lei RR 664/2008 (art. 2º) has no característica vinculada.
            if self.ctx.office.jurisdiction == Jurisdiction.GO or (
                modality != LicenceModality.VINCULADA
            ):
                self.modality.addItem(
                    licence_label(self.ctx.office.jurisdiction, modality), modality.value
                )
        form.add("modality", self.tr("&Modalidade"), self.modality)
        self.rr_trip = None
        if self.ctx.office.jurisdiction == Jurisdiction.RR:
            # Lei RR 664/2008, art. 2º, I-III: three services under one modality; the clerk
            # picks the one authorised, stored and printed (none chosen yet: asked, not guessed).
            self.rr_trip = compact_combo(self)
            self.rr_trip.addItem(self.tr("Escolha a viagem"), "")
            for trip in RrTrip:
                self.rr_trip.addItem(f"{trip.label} ({trip.article})", trip.value)
            form.add("rr_trip", self.tr("Via&gem"), self.rr_trip)
        company = operator_labels(self.ctx.office.jurisdiction)
        self.operator = RecordPicker(self._operators, company["picker"], self)
        form.add("operator", company["field"], self.operator)
        self.vehicles = VehicleList(self._vehicles, self.ctx.office.jurisdiction, self)
        self.vehicle = self.vehicles.picker
        form.add("vehicle", self.tr("&Veículos"), self.vehicles)
        self.origin = MunicipalityPicker(uf, self)
        form.add("origin_code", self.tr("&Origem"), self.origin)
        self.destination = MunicipalityPicker(uf, self)
        form.add("destination_code", self.tr("&Destino"), self.destination)
        self.itinerary = form.add_line(
            "itinerary", self.tr("&Itinerário"), self.tr("Rodovias e pontos de passagem")
        )
        today = office_today(self.ctx)
        tomorrow = today + timedelta(days=1)
        self.start_on = form.add("start_on", self.tr("&Primeiro dia"), date_edit(self, tomorrow))
        self.end_on = form.add("end_on", self.tr("Ú&ltimo dia"), date_edit(self, tomorrow))
        self.departure: QDateTimeEdit | None = None
        self.protocol = None
        self.requested: QDateTimeEdit | None = None
        if self.ctx.office.jurisdiction == Jurisdiction.GO:
            # Res. AGR 105/2017, art. 28, I: the eventual trip's departure, asked 6 hours
            # ahead. Lei RR 664/2008 sets neither (arts. 2º, 19 and 20): a Roraima office
            # types the period only, and its request is dated by the clock.
            self.departure = date_time_edit(self, datetime.combine(tomorrow, DEPARTURE_TIME))
            form.add("departure_at", self.tr("Par&tida"), self.departure)
            # Art. 28, I: a counter request is dated by the clock; only a paper request's
            # protocol number lets the clerk give an earlier time (rules/licence_request_time).
            self.protocol = form.add_line(
                "request_protocol",
                self.tr("Proto&colo do requerimento em papel"),
                self.tr("Vazio: pedido feito agora no balcão"),
                column=Licence.request_protocol,
            )
            self.requested = date_time_edit(self)
            form.add(
                "requested_at",
                self.tr("Pedido &feito em (Res. AGR 105/2017, art. 28, I)"),
                self.requested,
            )
            self.set_request_time_now()
            self.protocol.textChanged.connect(self._follow_protocol)
            self._follow_protocol()
        self.start_on.dateChanged.connect(self._follow_start)
        self.invoice = form.add_line(
            "invoice_number", self.tr("&Nota fiscal"), column=Licence.invoice_number
        )
        self.contractor_name = form.add_line(
            "contractor_name", self.tr("&Contratante"), column=Licence.contractor_name
        )
        self.contractor_document = form.add_line(
            "contractor_document", self.tr("CNP&J/CPF do contratante")
        )
        self.contractor_public = None
        if self.ctx.office.jurisdiction == Jurisdiction.GO:
            # Lettered with the modality's papers (`_letter_boxes`): the captions leave it none.
            self.contractor_public = QCheckBox(
                self.tr(
                    "Contratante é município ou órgão público (Res. AGR 105/2017, art. 29, § 2º)"
                ),
                self,
            )
            form.add("contractor_public", "", self.contractor_public)
        self.contract_number = form.add_line(
            "contract_number", self.tr("Con&trato nº"), column=Licence.contract_number
        )
        self.contract_date = form.add(
            "contract_date", self.tr("Contrato &firmado em"), date_edit(self, today)
        )
        self.trips = QSpinBox(self)
        self.trips.setRange(0, 10000)
        form.add("trips", self.tr("&Quantidade de viagens"), self.trips)
        self.schedule = QPlainTextEdit(self)
        self.schedule.setPlaceholderText(self.tr("segunda 06:30 17:30"))
        self.schedule.setTabChangesFocus(True)
        self.schedule.setFixedHeight(52)
        form.add("schedule", self.tr("Dias e &horários"), self.schedule)
        self.passenger_list = compact_combo(self)
        for kind in passenger_lists(self.ctx.office.jurisdiction):
            self.passenger_list.addItem(kind.label, kind.value)
        form.add("passenger_list", self.tr("Lista de passa&geiros"), self.passenger_list)
        self.destinations = QSpinBox(self)
        self.destinations.setRange(1, 50)
        # "a&brange": the rural workers' list hides the table's "Nova linha em &branco".
        form.add("destinations", self.tr("Quantos destinos a licença a&brange"), self.destinations)
        self.public_institution = QCheckBox(
            self.tr("I&nstituição pública (Res. AGR 105/2017, art. 54, parágrafo único)"), self
        )
        form.add("public_institution", "", self.public_institution)
        self.link_proof_demanded = QCheckBox(
            self.tr("Vín&culo exigido pela AGR (Res. AGR 105/2017, art. 59, parágrafo único)"),
            self,
        )
        self.link_proof_demanded.setToolTip(
            self.tr(
                "Cada pessoa transportada comprova o vínculo por Carteira de Trabalho ou RAIS "
                "(Res. AGR 105/2017, art. 54); dispensada a instituição pública."
            )
        )
        form.add("link_proof_demanded", "", self.link_proof_demanded)
        self.public_institution.toggled.connect(self._public_toggled)
        self.commitment = None
        if self.ctx.office.jurisdiction == Jurisdiction.RR:
            # Art. 20: signed before the service starts. Left unticked until the clerk has
            # the signed term: a date given by default recorded a signature nobody saw.
            self.commitment = OptionalDate(self.tr("&já assinado"), today, self)
            form.add(
                "commitment_signed_on",
                self.tr("&Termo de compromisso (Lei RR 664/2008, art. 20)"),
                self.commitment,
            )

        self.drivers_box = DriversBox(self._drivers, self.ctx.office.jurisdiction, self)
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
        chain_tab_order(self)
        self.modality.currentIndexChanged.connect(self._modality_changed)
        self.passenger_list.currentIndexChanged.connect(self._follow_list)
        self.operator.chosen.connect(self._operator_chosen)
        self.operator.forgotten.connect(lambda: self.public_institution.setEnabled(True))
        self._modality_changed()

    def _public_toggled(self, public: bool) -> None:
        """Art. 54, parágrafo único: a public institution is never asked the link's proof."""
        if public:
            self.link_proof_demanded.setChecked(False)
        self.link_proof_demanded.setEnabled(not public)

    def link_proof_asked(self) -> bool:
        """Whether each person carried must show the CTPS or RAIS (art. 59 sole §; art. 54)."""
        return persons_link_asked(
            self.link_proof_demanded.isChecked(), self.public_institution.isChecked()
        )

    def _operator_chosen(self, operator_id: uuid.UUID) -> None:
        """A prefeitura or public institution registered as such (Res. 105, art. 53, II) is
        one for art. 54 sole §, and a company or cooperative is not: the registered kind
        ticks the box or clears it, never the clerk (the service decides the same way)."""
        self.vehicles.clear_values()
        detail = operation.run(self, lambda: get_operator(self.ctx, operator_id))
        if detail is None:
            return
        self.public_institution.setChecked(not link_proof_required(detail.kind))
        self.public_institution.setEnabled(False)

    def _operators(self, text: str) -> list[tuple[str, uuid.UUID]]:
        page = search_operators(self.ctx, text, limit=PROPOSALS)
        return [(operator_label(row), row.id) for row in page.rows]

    def _vehicles(self, text: str) -> list[tuple[str, uuid.UUID]]:
        page = search_vehicles(self.ctx, text, operator_id=self.operator.value(), limit=PROPOSALS)
        return [
            (f"{row.plate} — {row.seats} lugares — {row.operator_name}", row.id)
            for row in page.rows
        ]

    def _drivers(self, text: str) -> list[tuple[str, DriverInput]]:
        if self.operator.value() is None:
            return []
        return [
            (item.label, item.driver)
            for item in known_drivers(self.ctx, self.operator.value(), text)
        ]

    def _passenger_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Passageiros"), self)
        layout = QVBoxLayout(box)
        self.passenger_table = PassengerTable(box)
        model = self.passenger_table.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.dataChanged):
            signal.connect(lambda *_changed: self._count_passengers())
        buttons = QHBoxLayout()
        add = QPushButton(self.tr("Nova linha em &branco"), box)
        add.clicked.connect(self.add_passenger_row)
        self.import_button = QPushButton(self.tr("Importar CSV/&XLSX…"), box)
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
        self.passenger_table.add_row()
        self._count_passengers()

    def set_passengers(self, passengers: tuple[PassengerInput, ...]) -> None:
        """Fills the table (an import that had no row errors); see PassengerTable."""
        self.passenger_table.set_passengers(passengers)
        self._count_passengers()

    def passengers(self) -> tuple[PassengerInput, ...]:
        return self.passenger_table.passengers()

    def _count_passengers(self) -> None:
        self.passenger_count.setText(self.tr("{0} passageiro(s)").format(len(self.passengers())))

    def _follow_start(self, start: QDate) -> None:
        if self.end_on.date() < start:
            self.end_on.setDate(start)
        if self.departure is not None:
            self.departure.setDate(start)

    def _goias(self) -> bool:
        return self.ctx.office.jurisdiction == Jurisdiction.GO

    def current_modality(self) -> str:
        return self.modality.currentData()

    def _modality_changed(self) -> None:
        code = self.current_modality()
        contract = code in CONTRACT_MODALITIES
        for name in (*RR_UNASKED_CONTRACT, "schedule"):
            # Lei RR 664/2008 asks the timetable only (art. 20, II): who contracts, the
            # contract and the number of trips are Res. AGR 105/2017's (arts. 29 and 30).
            shown = contract and (name == "schedule" or self._goias())
            self.form.rows[name].setVisible(shown)
            label = self.form.layout_.labelForField(self.form.rows[name])
            if label is not None:
                label.setVisible(shown)
        for name, shown in (
            ("rr_trip", code == LicenceModality.EVENTUAL),
            ("departure_at", code == LicenceModality.EVENTUAL),
            ("requested_at", code == LicenceModality.EVENTUAL),
            ("request_protocol", code == LicenceModality.EVENTUAL),
            ("public_institution", code == LicenceModality.VINCULADA),
            ("link_proof_demanded", code == LicenceModality.VINCULADA),
            # The vinculada carries without pay (Res. AGR 105/2017, art. 53, I): no invoice;
            # Lei RR 664/2008 asks none for an autorização (arts. 18-20).
            ("invoice_number", code != LicenceModality.VINCULADA and self._goias()),
            # A general list replaces the nominal one in the contínuo only (art. 29, §§ 2º
            # and 3º).
            ("passenger_list", code == LicenceModality.CONTINUO),
        ):
            self._show_row(name, shown)
        for box in self.checks.values():
            # Out of the form at once: a draft restored next finds only the new modality's.
            # Hidden first: a box the layout has yet to show would open as a window of its own.
            box.hide()
            box.setParent(None)
            box.deleteLater()
        self.checks = {}
        for item in checklist(code, self.ctx.office.jurisdiction):
            box = wrapped_check_box(f"{item.title} ({item.article})", self.checklist_box)
            box.setObjectName(f"check_{item.key}")
            self.checklist_layout.addWidget(box)
            self.checks[item.key] = box
        self._follow_list()
        self.drivers_box.follow_modality(code)
        self.changed_modality.emit(code)

    def _show_row(self, name: str, shown: bool) -> None:
        if name not in self.form.rows:  # a field of the other state's law
            return
        self.form.rows[name].setVisible(shown)
        label = self.form.layout_.labelForField(self.form.rows[name])
        if label is not None:
            label.setVisible(shown)

    def _general_list(self) -> str:
        """The contínuo's general list chosen (art. 29, §§ 2º and 3º), or the nominal one."""
        if self.current_modality() != LicenceModality.CONTINUO:
            return PassengerList.NOMINAL.value
        return self.passenger_list.currentData()

    def _follow_list(self) -> None:
        """Art. 29: the general list replaces the relation of passengers (inciso V), so the
        table goes; only the health trips' list asks whether the contractor is a
        municipality or public body (§ 2º), only the rural workers' the number of
        destinations (§ 3º, "mais de um destino")."""
        chosen = self._general_list()
        self._show_row("passengers", chosen == PassengerList.NOMINAL)
        self._show_row("contractor_public", chosen == PassengerList.GERAL_SAUDE)
        self._show_row("destinations", chosen == PassengerList.GERAL_TRABALHADORES_RURAIS)
        self._letter_boxes()

    def _letter_boxes(self) -> None:
        """The boxes the modality shows whose captions leave them no letter of their words
        (the contractor's, the papers of the modality's article) take the letters left."""
        boxes = list(self.checks.values())
        for box in boxes:
            box.setText(box.text().replace("&", ""))
        if self.contractor_public is not None:
            self.contractor_public.setText(self.contractor_public.text().replace("&", ""))
            if self._general_list() == PassengerList.GERAL_SAUDE:
                # Last: "público" has the "b" the hidden table leaves, the papers have not.
                boxes.append(self.contractor_public)
        taken = self.shown_letters()
        for box in boxes:
            box.setText(lettered(box.text(), taken))

    def shown_letters(self) -> set[str]:
        """The Alt+letters the area and the form's captions and buttons shown now answer to,
        which the modality's papers (a list rebuilt with it) must leave them."""
        return {letter for text in shown_texts(self) if (letter := mnemonic(text))} | set(
            self.area_letters
        )

    def _follow_protocol(self) -> None:
        """The time is the clerk's to give only with the paper request's protocol number."""
        assert self.protocol is not None and self.requested is not None  # Goiás's fields
        given = bool(self.protocol.text().strip())
        self.requested.setEnabled(given)
        if not given:
            self.set_request_time_now()

    def _requested_at(self) -> datetime | None:
        """As typed for an eventual trip, in Goiás only with the protocol's number: without
        it the service dates the request by its clock (art. 28, I)."""
        if self.current_modality() != LicenceModality.EVENTUAL or self.requested is None:
            return None
        if self.protocol is not None and not self.protocol.text().strip():
            return None
        return instant_value(self.requested, office_zone(self.ctx))

    def set_request_time_now(self) -> None:
        if self.requested is None:
            return
        now = office_now(self.ctx)
        self.requested.setDate(to_qdate(now.date()))
        self.requested.setTime(QTime(now.hour, now.minute))

    def departure_at(self) -> datetime | None:
        if self.current_modality() != LicenceModality.EVENTUAL or self.departure is None:
            return None
        return instant_value(self.departure, office_zone(self.ctx))

    def request(self) -> LicenceInput | None:
        schedule, problem = parse_schedule(self.schedule.toPlainText())
        contract = self.current_modality() in CONTRACT_MODALITIES
        asked = contract and self._goias()
        chosen = self._general_list()
        linked = self.current_modality() == LicenceModality.VINCULADA
        if problem and contract:
            self.form.show_errors({"schedule": problem})
            return None
        return LicenceInput(
            modality=self.current_modality(),
            operator_id=self.operator.value(),
            vehicle_ids=self.vehicles.values(),
            start_on=date_value(self.start_on),
            end_on=date_value(self.end_on),
            origin_code=self.origin.code(),
            destination_code=self.destination.code(),
            itinerary=self.itinerary.text(),
            drivers=tuple(self.drivers_box.drivers),
            passengers=self.passengers() if chosen == PassengerList.NOMINAL else (),
            departure_at=self.departure_at(),
            requested_at=self._requested_at(),
            request_protocol=self.protocol.text()
            if self.protocol is not None and self.current_modality() == LicenceModality.EVENTUAL
            else "",
            trips=self.trips.value() or None if asked else None,
            schedule=schedule if contract else (),
            contractor_name=self.contractor_name.text() if asked else "",
            contractor_document=self.contractor_document.text() if asked else "",
            contract_number=self.contract_number.text() if asked else "",
            contract_date=date_value(self.contract_date) if asked else None,
            invoice_number=self.invoice.text() if not linked and self._goias() else "",
            passenger_list=chosen,
            destinations=self.destinations.value()
            if chosen == PassengerList.GERAL_TRABALHADORES_RURAIS
            else 1,
            public_institution=self.public_institution.isChecked(),
            link_proof_demanded=linked and self.link_proof_demanded.isChecked(),
            contractor_public=chosen == PassengerList.GERAL_SAUDE
            and self.contractor_public is not None
            and self.contractor_public.isChecked(),
            commitment_signed_on=self.commitment.value() if self.commitment else None,
            rr_trip=self.rr_trip.currentData()
            if self.rr_trip is not None and self.current_modality() == LicenceModality.EVENTUAL
            else "",
            documents_presented=frozenset(
                key for key, box in self.checks.items() if box.isChecked()
            ),
        )

    def reset(self) -> None:
        """An empty request for the next client; the modality stays as it was."""
        self.operator.clear_value()
        self.drivers_box.reset()
        self.vehicles.clear_values()
        for picker in (self.origin, self.destination):
            picker.clear_choice()
        for edit in (
            self.itinerary,
            self.invoice,
            self.contractor_name,
            self.contractor_document,
            self.contract_number,
        ):
            edit.clear()
        self.schedule.clear()
        self.trips.setValue(0)
        self.destinations.setValue(1)
        self.passenger_list.setCurrentIndex(0)
        self.public_institution.setChecked(False)
        self.public_institution.setEnabled(True)
        self.link_proof_demanded.setChecked(False)
        if self.commitment is not None:
            self.commitment.set_value(None)
        if self.rr_trip is not None:
            self.rr_trip.setCurrentIndex(0)
        if self.contractor_public is not None:
            self.contractor_public.setChecked(False)
        if self.protocol is not None:
            self.protocol.clear()
        self.passenger_table.setRowCount(0)
        self._count_passengers()
        for box in self.checks.values():
            box.setChecked(False)
        self.set_request_time_now()
        self.form.clear_errors()
