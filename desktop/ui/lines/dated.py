"""The tabs of a line's dated values — its approved timetables (GO Decreto 8.444/2015
art. 19; RR Lei 664/2008 art. 42) and fare tables (GO arts. 15-17; RR arts. 37-38), with the
GO fare interventions in force and scheduled (art. 15 §3º) — and the actions that record
them. A mixin of `LinesArea`: `self.current` is the line on screen."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QLabel, QVBoxLayout, QWidget

from desktop.rules.dates import br_date
from desktop.rules.lines.fares import (
    Intervention,
    in_force,
    intervention_on,
    interventions_ahead,
)
from desktop.services.calendar import office_today
from desktop.services.lines.cancellations_records import CancellationRow, cancellations
from desktop.services.lines.fares_records import FareTableRow, fare_tables, interventions
from desktop.services.lines.partial_stoppages_records import PartialRow, partial_stoppages
from desktop.services.lines.printouts import print_fare_table
from desktop.services.lines.records import LineDetail
from desktop.services.lines.timetables import print_timetable
from desktop.services.lines.timetables_records import TimetableRow, timetables
from desktop.ui.lines.fares import fare_dialog, fare_table_text, intervention_dialog
from desktop.ui.lines.host import LinesHost
from desktop.ui.lines.locations import location_dialog
from desktop.ui.lines.schedule import timetable_dialog, timetable_text
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.pdf_output import PdfOutput


class TableTab(QWidget):
    """A caption, a table of short columns (`stretch` takes the room left, eliding) and,
    under it, the long text of the selected row, wrapped: nothing needs a horizontal scroll
    at 1366×728."""

    def __init__(self, caption: str, table: RecordTable, stretch: int, parent=None) -> None:
        super().__init__(parent)
        self.caption = QLabel(caption, self)
        self.caption.setWordWrap(True)
        self.table = table
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.details = QLabel(self)
        self.details.setObjectName(f"{table.objectName()}_details")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.texts: list[str] = []
        self.table.currentCellChanged.connect(lambda row, *_: self._show_details(row))
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.caption)
        self.column.addWidget(table, 1)
        self.column.addWidget(self.details)

    def fill(self, rows: list[list[str]], details: list[str], current: int = 0) -> None:
        self.texts = details
        self.table.fill(rows)
        if rows:
            self.table.setCurrentCell(min(current, len(rows) - 1), 0)
        self._show_details(self.table.currentRow())

    def _show_details(self, row: int) -> None:
        self.details.setText(self.texts[row] if 0 <= row < len(self.texts) else "")


class DatedTabs(LinesHost):
    def build_dated_tabs(self) -> None:
        self.fares = TableTab(
            self.tr("Tabelas de tarifas, cada uma em vigor da sua data até a seguinte."),
            RecordTable(
                "fares_table",
                [self.tr("Vigência desde"), self.tr("Tipo"), self.tr("Ato ou comunicação")],
            ),
            2,
            self,
        )
        self.fare_limits = QLabel(self.fares)
        self.fare_limits.setObjectName("fare_intervention")
        self.fare_limits.setWordWrap(True)
        self.fare_limits.hide()
        self.fares.column.insertWidget(1, self.fare_limits)
        self.timetables = TableTab(
            self.tr("Quadros de horários aprovados, cada um em vigor da sua data até o seguinte."),
            RecordTable(
                "timetables_table",
                [self.tr("Vigência desde"), self.tr("Partidas"), self.tr("Ato")],
            ),
            2,
            self,
        )
        # Roraima: the departures cancelled in low demand (Lei RR 664/2008, art. 51).
        self.cancelled = QLabel(self.timetables)
        self.cancelled.setObjectName("timetable_cancellations")
        self.cancelled.setWordWrap(True)
        self.cancelled.hide()
        self.timetables.column.addWidget(self.cancelled)
        # The departures or stretch stopped (RR Lei 664/2008, art. 55; GO art. 25, caput).
        self.stopped_part = QLabel(self.timetables)
        self.stopped_part.setObjectName("partial_stoppages")
        self.stopped_part.setWordWrap(True)
        self.stopped_part.hide()
        self.timetables.column.addWidget(self.stopped_part)

    def load_dated_tabs(self, detail: LineDetail | None) -> None:
        self.quadros: list[TimetableRow] = []
        self.fare_rows: list[FareTableRow] = []
        if detail is None:
            self._show_limits([])
            self.fares.fill([], [])
            self.timetables.fill([], [])
            self._show_cancelled([])
            self._show_stopped_part([])
            return
        line_id = detail.id
        operation.run(
            self,
            lambda: (
                fare_tables(self.ctx, line_id),
                timetables(self.ctx, line_id),
                interventions(self.ctx, line_id),
                cancellations(self.ctx, line_id),
                partial_stoppages(self.ctx, line_id),
            ),
            self._fill_dated,
        )

    def _fill_dated(self, found) -> None:
        fares, quadros, limits, cancelled, stopped = found
        self._show_limits(limits)
        self._show_cancelled(cancelled)
        self._show_stopped_part(stopped)
        self.quadros = quadros
        self.fare_rows = fares
        self.fares.fill(
            [[br_date(t.effective_from), t.label, t.reference] for t in fares],
            [fare_table_text(t) for t in fares],
            len(fares) - 1,
        )
        self.timetables.fill(
            [[br_date(t.effective_from), str(len(t.departures)), t.reference] for t in quadros],
            [timetable_text(t) for t in quadros],
            len(quadros) - 1,
        )

    def _show_cancelled(self, rows: list[CancellationRow]) -> None:
        """Art. 51: the departures cancelled, each with its period, consent and days kept."""
        self.cancelled.setVisible(bool(rows))
        self.cancelled.setText("\n".join(row.text for row in rows))

    def _show_stopped_part(self, rows: list[PartialRow]) -> None:
        """The partial stoppages, those in force today first said so."""
        today = office_today(self.ctx)
        self.stopped_part.setVisible(bool(rows))
        self.stopped_part.setText(
            "\n".join(
                (self.tr("Em vigor: ") if row.in_force(today) else "") + row.text for row in rows
            )
        )

    def _show_limits(self, limits: list[Intervention]) -> None:
        """Art. 15 §3º: the limits the regulator fixed, in force today and scheduled."""
        today = office_today(self.ctx)
        current = intervention_on(limits, today)
        lines = (
            [self.tr("Intervenção em vigor: %1.").replace("%1", current.text)] if current else []
        )
        lines += [
            self.tr("Intervenção a partir de %1: %2.")
            .replace("%1", br_date(ahead.starts_on))
            .replace("%2", ahead.text)
            for ahead in interventions_ahead(limits, today)
        ]
        self.fare_limits.setVisible(bool(lines))
        self.fare_limits.setText("\n".join(lines))

    def record_intervention(self) -> None:
        if self.current is not None:
            self._record(intervention_dialog(self.workspace, self.current, self), self.fares)

    def _record(self, dialog: QDialog, tab: QWidget) -> None:
        if dialogs.launch(dialog) == QDialog.DialogCode.Accepted and self.current is not None:
            self.load(self.current.id)
            self.tabs.setCurrentWidget(tab)

    def record_fares(self) -> None:
        if self.current is not None:
            self._record(fare_dialog(self.workspace, self.current, self), self.fares)

    def record_location(self) -> None:
        if self.current is None:
            return
        dialog = location_dialog(self.workspace, self.current, self)
        if dialogs.launch(dialog) == QDialog.DialogCode.Accepted:
            self.status_label.setText(
                self.tr("Coordenadas registradas: %1.").replace("%1", dialog.result_value)
            )

    def record_timetable(self) -> None:
        if self.current is not None:
            quadro = in_force(
                [(table.effective_from, table) for table in self.quadros], office_today(self.ctx)
            )
            dialog = timetable_dialog(self.workspace, self.current, self, quadro)
            self._record(dialog, self.timetables)

    def print_timetable(self) -> PdfOutput | None:
        """The quadro selected in Horários (the latest by default) as a signed document, in
        its preview (GO art. 19; RR art. 42 §2º)."""
        row = self.timetables.table.currentRow()
        if self.current is None or not 0 <= row < len(self.quadros):
            dialogs.inform(
                self, self.tr("Quadro de horários"), self.tr("A linha não tem quadro de horários.")
            )
            return None
        quadro_id = self.quadros[row].id
        return self.print_preview(
            lambda: print_timetable(self.ctx, quadro_id, self.workspace.key_dir),
            self.tr("Quadro de horários %1"),
        )

    def print_fares(self) -> PdfOutput | None:
        """The fare table selected in Tarifas (the latest by default) as a signed document,
        in its preview (GO Decreto 8.444/2015 arts. 14-17; RR Lei 664/2008 arts. 29, inciso
        IV, 37-38)."""
        row = self.fares.table.currentRow()
        if self.current is None or not 0 <= row < len(self.fare_rows):
            dialogs.inform(
                self, self.tr("Tabela de tarifas"), self.tr("A linha não tem tabela de tarifas.")
            )
            return None
        table_id = self.fare_rows[row].id
        return self.print_preview(
            lambda: print_fare_table(self.ctx, table_id, self.workspace.key_dir),
            self.tr("Tabela de tarifas %1"),
        )

    def print_preview(self, issue, title: str) -> PdfOutput | None:
        """Issues the document `issue` returns and shows it; `title` names it with %1 for
        its number."""
        issued = operation.run(self, issue)
        if issued is None:
            return None
        output = PdfOutput(issued.pdf, title.replace("%1", issued.number), self)
        output.preview()
        return output
