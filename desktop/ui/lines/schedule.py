"""The quadro de horários dialog of a line (GO Decreto 8.444/2015 art. 19; RR Lei 664/2008
art. 42): the date it takes effect, the act, in Roraima when the change happened and when it
was communicated (art. 42 §1º: 10 days) and, for a line sharing its route, the route's
increase of trips and its division (art. 54), and the departures — one per row: ida or volta,
the time, the days of the week (1-5, 6 7, todos; 1 = segunda), the vehicle type and the
sections served. The departures of the quadro in force come filled in: a new quadro is an
edit of the one it replaces."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from desktop.models.lines import LineDeparture, LineTimetable
from desktop.rules.dates import br_date
from desktop.rules.lines.timetable import weekdays_input
from desktop.services.calendar import office_today
from desktop.services.lines.records import LineDetail
from desktop.services.lines.timetables import DepartureInput, TimetableInput, record_timetable
from desktop.services.lines.timetables_records import TimetableRow
from desktop.ui.changes import Domain
from desktop.ui.lines.route_increase import route_increase_fields
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.widgets.limits import limit_cells
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate
COLUMNS = ("Ida ou volta", "Horário", "Dias", "Veículo", "Seções atendidas")
ROWS = 8


def timetable_text(table: TimetableRow) -> str:
    departures = "; ".join(
        f"{item.direction_label} {item.leaves:%H:%M} ({item.weekdays_text})"
        + (f", {item.vehicle_type}" if item.vehicle_type else "")
        + (f", seções: {item.sections}" if item.sections else "")
        for item in table.departures
    )
    text = f"Desde {br_date(table.effective_from)}: {departures}. {table.article}"
    if table.communicated_on:
        text += (
            translate("lines", "; alteração de %1 comunicada em %2%3")
            .replace("%1", br_date(table.changed_on))
            .replace("%2", br_date(table.communicated_on))
            .replace(
                "%3",
                translate("lines", " — fora do prazo (Lei RR 664/2008, art. 42, § 1º)")
                if table.late
                else "",
            )
        )
    return text


def _cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    return item.text().strip() if item is not None else ""


def departure_cells(table: TimetableRow) -> list[tuple[str, str, str, str, str]]:
    """The departures of `table` as the dialog's rows, as the clerk types them."""
    return [
        (
            item.direction,
            f"{item.leaves:%H:%M}",
            weekdays_input(item.weekdays),
            item.vehicle_type,
            item.sections,
        )
        for item in table.departures
    ]


def timetable_dialog(
    workspace: Workspace, line: LineDetail, parent, in_force: TimetableRow | None = None
) -> ActionDialog:
    """`in_force`: the quadro in force, whose departures fill the table."""
    ctx = workspace.ctx
    rr = ctx.office.jurisdiction == "RR"
    today = office_today(ctx)

    def submit(dialog: ActionDialog):
        departures = tuple(
            DepartureInput(*(_cell(table, row, column) for column in range(5)))
            for row in range(table.rowCount())
            if _cell(table, row, 1) or _cell(table, row, 2)
        )
        return record_timetable(
            ctx,
            line.id,
            TimetableInput(
                effective_from=date_value(effective),
                reference=reference.text().strip(),
                departures=departures,
                changed_on=date_value(changed) if rr else None,
                communicated_on=date_value(communicated) if rr else None,
                route_increase=(increase.value() or None) if increase else None,
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Quadro de horários da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Horários de ida e volta, sem partidas repetidas. Dias: 1-5, 6 7 ou todos "
            "(1 = segunda). "
            + (
                "Quadro de Regime de Funcionamento: a alteração é comunicada em até 10 dias "
                "(Lei RR 664/2008, art. 42 §1º)."
                if rr
                else "Decreto 8.444/2015, art. 19."
            ),
        )
        + (
            translate(
                "lines",
                " Partidas do quadro em vigor desde %1 (%2): altere as que mudam.",
            )
            .replace("%1", br_date(in_force.effective_from))
            .replace("%2", in_force.reference)
            if in_force
            else ""
        ),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    dialog.setMinimumWidth(760)
    form = dialog.form
    effective = form.add(
        "effective_from", translate("lines", "&Vigência a partir de:"), date_edit(dialog, today)
    )
    reference = form.add_line(
        "reference", translate("lines", "&Ato:"), column=LineTimetable.reference
    )
    changed = date_edit(dialog, today)
    communicated = date_edit(dialog, today)
    if rr:
        form.add("changed_on", translate("lines", "Alteração &ocorrida em:"), changed)
        form.add("communicated_on", translate("lines", "&Comunicada em:"), communicated)
    else:
        changed.hide()
        communicated.hide()
    increase = route_increase_fields(ctx, line.id, form, dialog, effective) if rr else None
    filled = departure_cells(in_force) if in_force else []
    table = QTableWidget(max(ROWS, len(filled) + 2), len(COLUMNS), dialog)
    table.setObjectName("departures_table")
    limit_cells(table, {3: LineDeparture.vehicle_type, 4: LineDeparture.sections})
    table.setHorizontalHeaderLabels([translate("lines", title) for title in COLUMNS])
    header = table.horizontalHeader()
    header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
    for column, width in enumerate((110, 70, 80, 130)):
        table.setColumnWidth(column, width)
    table.verticalHeader().setDefaultSectionSize(22)
    for row in range(table.rowCount()):
        cells = filled[row] if row < len(filled) else ("ida" if row % 2 == 0 else "volta",)
        for column, text in enumerate(cells):
            table.setItem(row, column, QTableWidgetItem(text))
    table.setMinimumHeight(210)
    form.add("departures", translate("lines", "&Partidas:"), table)
    return dialog
