"""Início: counts of the registry and what expires in the next 30 or 60 days: operators' CRCs
(Res. 105 art. 13 §3 lets renewal be asked from 60 days before) and documents, with the
changes of standing communicated after the 10 days of art. 9 §2; vehicles'
inspections (art. 23), insurance policies (arts. 50-51) and CRVs (art. 24), with the printable
list of the Veículos area; the licences issued today and the contínuo/escolar licences
ending soon; the delegations of regular lines that end in the window, the lines whose monthly
statistics are late (Decreto 8.444/2015 art. 19 §2), the instalments of a line's outorga past
their due date (art. 11 §5) and, in Goiás, the information not given
in the AGR's terms (art. 77 XII). Enter or a double click on a row opens its operator,
vehicle, licence or line. What an area changes reloads the page
(now if it is on screen, when shown otherwise).

The counts and lists are read off the GUI thread (`LatestReading`): the main window shows at
once and they fill in when read, "…" until then (issue 18: they grow with the office).
`loaded` is emitted when what was read is on screen; what an earlier reading brings after a
later one was asked is dropped."""

import uuid
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.models.errors import UserFacingError
from desktop.rules.dates import br_date
from desktop.rules.money import format_brl
from desktop.ui.changes import ChangeWatcher, DataChange, Domain
from desktop.ui.home.licences import WITHIN_DAYS, LicenceHomePanel
from desktop.ui.licences.licence_terms import ending_licences_caption
from desktop.ui.widgets.latest import LatestReading
from desktop.ui.widgets.tab_order import first_control
from desktop.ui.widgets.tables import fill_table, read_only_table
from desktop.ui.widgets.worker import TaskControl
from desktop.ui.workspace import Workspace, WorkspaceUser

if TYPE_CHECKING:
    from desktop.services.complaints.late import LateItem
    from desktop.services.context import ServiceContext
    from desktop.services.home import HomeCounts
    from desktop.services.home_page import HomeReading
    from desktop.services.lines.delegations_records import ExpiringDelegation
    from desktop.services.lines.outorga_records import OverdueInstalment
    from desktop.services.lines.statistics_records import LateLine
    from desktop.services.lines.stoppages_records import StoppageDue
    from desktop.services.vehicles.expiry import ExpiringItem
    from desktop.ui.widgets.pdf_output import PdfOutput

OPERATORS_AREA = "operators"
VEHICLES_AREA = "vehicles"
LINES_AREA = "lines"


def _read_home(ctx: "ServiceContext", days: int, control: TaskControl) -> "HomeReading":
    """Runs on the worker thread: the services the page reads, with the models they bring,
    are imported by the first reading instead of before the main window is shown. A reading
    superseded by a newer one stops between its queries (`control.check`)."""
    from desktop.services.home_page import read_home

    return read_home(ctx, days, WITHIN_DAYS, control.check)


class CountCard(QFrame):
    def __init__(self, title: str, name: str, parent=None) -> None:
        super().__init__(parent)
        self.setProperty("role", "card")
        self.number = QLabel("…", self)
        self.number.setObjectName(name)
        self.number.setProperty("role", "count")
        self.caption = QLabel(title, self)
        self.caption.setWordWrap(True)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.number)
        layout.addWidget(self.caption)
        layout.addWidget(self.details)
        layout.addStretch(1)

    def show_count(self, number: int, details: str = "") -> None:
        self.number.setText(str(number))
        self.details.setText(details)


class HomePage(QWidget, WorkspaceUser):
    loaded = Signal()

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.navigator = workspace.navigator
        self.stale = True
        self.reading = LatestReading(self)
        self.counts: HomeCounts | None = None
        self.expiring_rows: list[tuple] = []
        self.expiring_total = 0
        self.vehicle_items: list[ExpiringItem] = []
        title = QLabel(self.tr("Início — %1").replace("%1", self.ctx.office.name), self)
        title.setProperty("role", "title")
        self.message = QLabel(self)
        self.message.setStyleSheet("color: #b00020;")
        self.message.hide()
        self.state_banner = QLabel(self)
        self.state_banner.setObjectName("state_data_banner")
        self.state_banner.setStyleSheet("background: #fff3cd; color: #664d03; padding: 6px;")
        self.state_banner.setWordWrap(True)
        self.state_banner.hide()

        self.operators_card = CountCard(self.tr("operadores cadastrados"), "count_operators", self)
        self.applications_card = CountCard(
            self.tr("pedidos de registro em andamento"), "count_applications", self
        )
        self.crcs_card = CountCard(self.tr("CRCs vencendo em 60 dias"), "count_crcs", self)
        self.documents_card = CountCard(
            self.tr("documentos vencendo em 60 dias"), "count_documents", self
        )
        cards = QGridLayout()
        for column, card in enumerate(
            (self.operators_card, self.applications_card, self.crcs_card, self.documents_card)
        ):
            cards.addWidget(card, 0, column)

        self.window_30 = QRadioButton(self.tr("Próximos 30 &dias"), self)
        self.window_60 = QRadioButton(self.tr("Próximos 60 dia&s"), self)
        self.window_30.setChecked(True)
        self.window_group = QButtonGroup(self)
        self.window_group.addButton(self.window_30, 30)
        self.window_group.addButton(self.window_60, 60)
        self.window_group.idToggled.connect(self._window_toggled)
        window = QHBoxLayout()
        heading = QLabel(self.tr("O que vence"), self)
        heading.setProperty("role", "title")
        window.addWidget(heading)
        window.addStretch(1)
        window.addWidget(self.window_30)
        window.addWidget(self.window_60)

        self.table = read_only_table(
            "expiring_table",
            [self.tr("Vence em"), self.tr("O quê"), self.tr("Operador"), self.tr("CNPJ")],
            (1, 2),
            self,
        )
        self.table.activated.connect(lambda index: self.open_row(index.row()))
        self.table.doubleClicked.connect(lambda index: self.open_row(index.row()))

        self.vehicles_table = read_only_table(
            "expiring_vehicles",
            [self.tr("Vence em"), self.tr("O quê"), self.tr("Placa"), self.tr("Operador")],
            (1, 3),
            self,
        )
        self.vehicles_table.activated.connect(lambda index: self.open_vehicle(index.row()))
        self.vehicles_table.doubleClicked.connect(lambda index: self.open_vehicle(index.row()))
        self.print_vehicles = QPushButton(self.tr("&Imprimir lista…"), self)
        self.print_vehicles.setObjectName("print_vehicle_expiry")
        self.print_vehicles.clicked.connect(self.print_vehicle_list)
        vehicles = QWidget(self)
        vehicles_layout = QVBoxLayout(vehicles)
        vehicles_layout.addWidget(self.vehicles_table, 1)
        vehicles_layout.addWidget(self.print_vehicles, 0, Qt.AlignmentFlag.AlignRight)

        self.licences = LicenceHomePanel(workspace, self)
        licences = QWidget(self)
        QVBoxLayout(licences).addWidget(self.licences)

        self.lists = QTabWidget(self)
        self.lists.setObjectName("home_lists")
        self.lists.addTab(self.table, "")
        self.lists.addTab(vehicles, "")
        self.lists.addTab(licences, "")
        # The line and the operator read whole; the description (a late communication
        # with its articles) takes the width left and wraps there.
        self.delegations = read_only_table(
            "expiring_delegations",
            [self.tr("Último dia"), self.tr("Linha"), self.tr("O quê"), self.tr("Operador")],
            (2,),
            self,
        )
        self.delegations.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.delegation_items: list[uuid.UUID] = []
        self.delegations.activated.connect(lambda index: self.open_line(index.row()))
        self.delegations.doubleClicked.connect(lambda index: self.open_line(index.row()))
        self.lists.addTab(self.delegations, "")
        self.late_lines = read_only_table(
            "late_statistics",
            [self.tr("Linha"), self.tr("Meses em atraso"), self.tr("Operador")],
            (0, 1),
            self,
        )
        self.late_line_items: list[LateLine] = []
        self.late_lines.activated.connect(lambda index: self.open_late_line(index.row()))
        self.late_lines.doubleClicked.connect(lambda index: self.open_late_line(index.row()))
        # Goiás: the information not given in the AGR's terms (Res. AGR 105/2017, arts. 60 §2
        # and 100), each the infraction of art. 77 XII; Lei RR 664/2008 has neither term.
        self.late_items: list[LateItem] = []
        self.late = read_only_table(
            "late_information",
            [self.tr("Prazo"), self.tr("O quê"), self.tr("Operador"), self.tr("CNPJ")],
            (1, 2),
            self,
        )
        self.late.activated.connect(lambda index: self.open_late(index.row()))
        self.late.doubleClicked.connect(lambda index: self.open_late(index.row()))
        self.instalments = read_only_table(
            "overdue_instalments",
            [
                self.tr("Vencida em"),
                self.tr("Linha"),
                self.tr("Parcela"),
                self.tr("Em aberto"),
                self.tr("Operador"),
            ],
            (1, 4),
            self,
        )
        self.instalment_items: list[OverdueInstalment] = []
        self.instalments.activated.connect(lambda index: self.open_instalment(index.row()))
        self.instalments.doubleClicked.connect(lambda index: self.open_instalment(index.row()))
        # Goiás only: Lei RR 664/2008 sets no monthly statistics term, none of the AGR's terms
        # and prices no authorisation of a line (no outorga).
        self.goias = self.ctx.office.jurisdiction == "GO"
        for table in (self.late_lines, self.late, self.instalments):
            if self.goias:
                self.lists.addTab(table, "")
            else:
                table.hide()
        self.name_tabs()

        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.message)
        layout.addWidget(self.state_banner)
        layout.addLayout(cards)
        layout.addLayout(window)
        layout.addWidget(self.lists, 1)
        self.watcher = ChangeWatcher(
            self,
            self.navigator,
            (Domain.OPERATORS, Domain.VEHICLES, Domain.LICENCES, Domain.LINES, Domain.OFFICE),
            self._changed,
        )

    def first_control(self) -> QWidget | None:
        """Where Início opens: the list of what expires on the tab on screen, whose Enter
        opens the operator, vehicle, licence or line to act on, as the other areas open on
        their list's filter. The days' window above it is changed now and then (30 days
        unless chosen); the global search already has the focus when the window opens."""
        current = self.lists.currentWidget()
        return first_control(current) if current is not None else None

    def _changed(self, _change: DataChange) -> None:
        self.stale = True
        if self.isVisible():
            self.load()

    def name_tabs(self) -> None:
        """Each tab says how many rows it holds, so nothing hides behind a closed tab. The
        names are short, so the seven tabs of a Goiás office read whole at 1366 pixels; what
        each list holds, with its article, is the tab's tooltip."""
        shown = len(self.expiring_rows)
        if self.expiring_total > shown:
            # The lists hold the soonest of each kind; the tab says how many there are in all.
            number = self.tr("%1 de %2").replace("%1", str(shown))
            number = number.replace("%2", str(self.expiring_total))
        else:
            number = str(shown)
        names = [
            (
                self.tr("&Operadores (%1)"),
                number,
                self.tr("CRCs, documentos e comunicações de alteração dos operadores"),
            ),
            (
                self.tr("&Veículos (%1)"),
                str(len(self.vehicle_items)),
                self.tr("Vistoria, seguro e CRV dos veículos"),
            ),
            (
                self.licences.words["home_tab"],
                str(len(self.licences.rows)),
                ending_licences_caption(self.ctx.office.jurisdiction),
            ),
            (
                self.tr("Lin&has (%1)"),
                str(len(self.delegation_items)),
                self.tr("Delegações, paralisações e ocorrências das linhas"),
            ),
        ]
        if self.goias:
            names += [
                (
                    self.tr("&Estatísticas (%1)"),
                    str(len(self.late_line_items)),
                    self.tr(
                        "Estatísticas mensais de linhas em atraso "
                        "(Decreto 8.444/2015, art. 19, §2º)"
                    ),
                ),
                (
                    self.tr("&Prazos da AGR (%1)"),
                    str(len(self.late_items)),
                    self.tr("Prazos da AGR vencidos (Res. AGR 105/2017, art. 77, IX e XII)"),
                ),
                (
                    self.tr("O&utorga (%1)"),
                    str(len(self.instalment_items)),
                    self.tr("Parcelas da outorga vencidas (Decreto 8.444/2015, art. 11, §5º)"),
                ),
            ]
        for index, (name, count, whole) in enumerate(names):
            self.lists.setTabText(index, name.replace("%1", count))
            self.lists.setTabToolTip(index, whole)

    def refresh(self) -> None:
        if self.stale:
            self.load()

    def mark_stale(self) -> None:
        self.stale = True

    def window_days(self) -> int:
        return self.window_group.checkedId()

    def load(self) -> None:
        """Reads the page anew. The reading starts from the event loop, after what is pending
        there: at start-up the main window is painted first, then the worker imports the
        services and models the counts read (issue 18 §2) — begun at once, it held the GIL
        for the 0.1-0.2 s of the first paint."""
        self.stale = False
        self.reading.drop()
        QTimer.singleShot(0, self, partial(self._read, self.window_days()))

    def _read(self, days: int) -> None:
        ctx = self.ctx
        self.reading.run(
            lambda control: _read_home(ctx, days, control), self._show, refused=self._refused
        )

    def _window_toggled(self, _id: int, checked: bool) -> None:
        if checked:
            self.load()

    def _refused(self, error: UserFacingError) -> None:
        self.message.setText(error.message)
        self.message.show()

    def _show(self, found: "HomeReading") -> None:
        (
            counts,
            crcs,
            documents,
            vehicles,
            licences,
            delegations,
            stoppages,
            without_return,
            incidents,
            standards,
            late,
            late_changes,
            late_lines,
            instalments,
        ) = found
        self.instalment_items = instalments
        fill_table(
            self.instalments,
            [
                (
                    br_date(item.due_on),
                    f"{item.line_code} — {item.line_name}",
                    self.tr("%1 do Termo nº %2")
                    .replace("%1", str(item.number))
                    .replace("%2", item.termo),
                    format_brl(item.outstanding),
                    item.operator_name,
                )
                for item in instalments
            ],
        )
        self.late_line_items = late_lines
        fill_table(
            self.late_lines,
            [
                (
                    f"{item.code} — {item.name}",
                    ", ".join(f"{month:%m/%Y}" for month in item.months),
                    item.operator_name,
                )
                for item in late_lines
            ],
        )
        self.late_items = late
        fill_table(
            self.late,
            [
                (br_date(item.due), item.label, item.operator_name, item.operator_cnpj)
                for item in late
            ],
        )
        # A stopped line to resume in the window, or past its day (GO Decreto 8.444/2015,
        # art. 25 §1º; RR Lei 664/2008, art. 55 §1º), among the lines' deadlines.
        # An incident whose communication is late (GO Decreto 8.444/2015, arts. 23 §2º and 24;
        # RR Lei 664/2008, arts. 56 and 69, IX) is listed by its last day too.
        deadlines: list[ExpiringDelegation | StoppageDue] = [*delegations, *stoppages]
        lines = [
            (item.last_day, item.line_code, item.line_name, item.kind_label, item.operator_name)
            for item in deadlines
        ]
        lines += [
            (
                item.due_on,
                item.line_code,
                item.line_name,
                self.tr("%1 de %2: comunicação não recebida — prazo %3%4")
                .replace("%1", item.kind_label)
                .replace("%2", br_date(item.occurred_on))
                .replace("%3", item.due_text)
                .replace("%4", f"; infração {item.infraction}" if item.infraction else ""),
                item.operator_name,
            )
            for item in incidents
        ]
        # Roraima: an alternative line past the 90 days of Lei RR 664/2008, art. 68 §1º.
        lines += [
            (view.due, view.line_code, view.line_name, view.text(), view.operator_name)
            for view in standards
        ]
        ids = [item.line_id for item in deadlines]
        ids += [item.line_id for item in incidents]
        ids += [view.line_id for view in standards]
        ordered = sorted(zip(lines, ids, strict=True), key=lambda pair: pair[0][:2])
        # A stoppage in force with no day to resume (RR Lei 664/2008, art. 55 §2º: a blocked
        # road) falls due on no day: its own rows, first, so it is not forgotten.
        self.delegation_items = [item.line_id for item in without_return]
        self.delegation_items += [line_id for _row, line_id in ordered]
        no_return = self.tr("sem data de retorno")
        fill_table(
            self.delegations,
            [
                (no_return, f"{item.line_code} — {item.line_name}", item.text, item.operator_name)
                for item in without_return
            ]
            + [
                (br_date(day), f"{code} — {name}", what, operator)
                for (day, code, name, what, operator), _line_id in ordered
            ],
        )
        self.message.hide()
        self.licences.show_home(licences)
        self.counts = counts
        self.state_banner.setText(counts.state_data_banner)
        self.state_banner.setVisible(bool(counts.state_data_banner))
        self.vehicle_items = vehicles
        by_status = "\n".join(
            f"{label}: {number}" for label, number in counts.status_rows() if number
        )
        if counts.late_information:
            by_status += "\n" + self.tr(
                "%1 prazo(s) vencido(s) (Res. AGR 105/2017, art. 77, XII)"
            ).replace("%1", str(counts.late_information))
        self.operators_card.show_count(counts.operators_total, by_status)
        # Res. 105 art. 7 (Goiás): 10 days to analyse, 10 to cure a pendency; Lei RR 664/2008
        # sets neither term, so no application of a Roraima office is ever late.
        self.applications_card.show_count(
            counts.applications_open,
            self.tr("%1 com análise atrasada; %2 com pendência vencida")
            .replace("%1", str(counts.analysis_overdue))
            .replace("%2", str(counts.pendencies_lapsed))
            if self.goias
            else "",
        )
        self.crcs_card.show_count(
            counts.crcs_expiring_60,
            self.tr("%1 em 30 dias").replace("%1", str(counts.crcs_expiring_30)),
        )
        self.documents_card.show_count(
            counts.documents_expiring_60,
            self.tr("%1 em 30 dias").replace("%1", str(counts.documents_expiring_30)),
        )
        rows = [
            (
                crc.valid_until,
                # Res. 105 art. 13 §3 (Goiás): renewal from 60 days before; Lei RR 664/2008
                # has no renewal window (renewal_opens is None there).
                self.tr("CRC %1 (renovação a partir de %2)")
                .replace("%1", crc.number)
                .replace("%2", br_date(crc.renewal_opens))
                if crc.renewal_opens is not None
                else self.tr("CRC %1").replace("%1", crc.number),
                crc.legal_name,
                crc.cnpj_formatted,
                crc.operator_id,
            )
            for crc in crcs
        ]
        rows += [
            (
                doc.valid_until,
                f"{doc.title} ({doc.article})",
                doc.legal_name,
                doc.cnpj_formatted,
                doc.operator_id,
            )
            for doc in documents
        ]
        # Res. 105, art. 9 §2: a change of standing communicated after its 10 days, on pain of
        # cassação of the CRC; the office weighs it (until the registration is cancelled).
        rows += [
            (
                change.due,
                self.tr(
                    "Alteração de %1 comunicada fora do prazo, em %2 "
                    "(Res. AGR 105/2017, art. 9º, §2º): %3"
                )
                .replace("%1", br_date(change.changed_on))
                .replace("%2", br_date(change.communicated_on))
                .replace("%3", change.what.replace("\n", "; ")),
                change.legal_name,
                change.cnpj_formatted,
                change.operator_id,
            )
            for change in late_changes
        ]
        rows.sort(key=lambda row: (row[0], row[2]))
        self.expiring_rows = rows
        if self.window_days() == 30:
            counted = counts.crcs_expiring_30 + counts.documents_expiring_30
        else:
            counted = counts.crcs_expiring_60 + counts.documents_expiring_60
        self.expiring_total = max(len(rows), counted + len(late_changes))
        fill_table(self.table, [(br_date(values[0]), *values[1:4]) for values in rows])
        fill_table(
            self.vehicles_table,
            [
                (br_date(item.due), item.label, item.plate, item.operator_name)
                for item in self.vehicle_items
            ],
        )
        self.licences.table.resizeColumnsToContents()
        self.name_tabs()
        self.loaded.emit()

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.expiring_rows):
            self.navigator.open_record.emit(OPERATORS_AREA, self.expiring_rows[row][4])

    def open_late_line(self, row: int) -> None:
        """The line whose monthly statistics are late (GO Decreto 8.444/2015, art. 19 §2º),
        in Linhas."""
        if 0 <= row < len(self.late_line_items):
            self.navigator.open_record.emit(LINES_AREA, self.late_line_items[row].line_id)

    def open_instalment(self, row: int) -> None:
        """The line of the overdue instalment (Decreto 8.444/2015, art. 11 §5º), in Linhas,
        where Delegação shows the schedule and registers the payment."""
        if 0 <= row < len(self.instalment_items):
            self.navigator.open_record.emit(LINES_AREA, self.instalment_items[row].line_id)

    def open_late(self, row: int) -> None:
        """The operator of the late item, whose Reclamações e fiscalização tab draws up the
        auto of art. 77 XII."""
        if 0 <= row < len(self.late_items):
            self.navigator.open_record.emit(OPERATORS_AREA, self.late_items[row].operator_id)

    def open_vehicle(self, row: int) -> None:
        if 0 <= row < len(self.vehicle_items):
            self.navigator.open_record.emit(VEHICLES_AREA, self.vehicle_items[row].vehicle_id)

    def open_line(self, row: int) -> None:
        """The line whose delegation ends (GO Decreto 8.444/2015 art. 6º §1º VI; RR Lei
        664/2008 arts. 14 and 19), whose stoppage must end (GO art. 25; RR art. 55) or whose
        incident was not communicated (GO arts. 23-24; RR arts. 56, 69 IX), in Linhas."""
        if 0 <= row < len(self.delegation_items):
            self.navigator.open_record.emit(LINES_AREA, self.delegation_items[row])

    def print_vehicle_list(self) -> "PdfOutput | None":
        """The list of the Veículos area for the same window of days, in its preview."""
        from desktop.ui.vehicles.expiry_dialog import VehicleExpiryDialog

        expiry = VehicleExpiryDialog(self.workspace, self)
        expiry.group.button(self.window_days()).setChecked(True)
        output = expiry.print_list()
        expiry.deleteLater()
        return output
