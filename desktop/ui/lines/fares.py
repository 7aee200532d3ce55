"""The fare table dialog of a line (GO Decreto 8.444/2015 arts. 15-17; Lei RR 664/2008
arts. 37-38): the date it takes effect, the communication (GO art. 15 §1º: 15 days ahead),
the act, and one fare per stretch from the origin to each section point and to the
destination, km already filled from the itinerary. The readjustment of a contract's fare
(GO arts. 16-17) is offered only on a line under permission or concession. In Roraima a fare
left blank is the worksheet's, the tariff coefficient times the km (art. 37)."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QHeaderView, QLineEdit, QTableWidget, QTableWidgetItem

from desktop.models.lines import LineFareTable
from desktop.rules.dates import br_date
from desktop.rules.lines.fares import READJUSTMENT_ARTICLES, readjustment_applies
from desktop.rules.money import format_brl
from desktop.services.calendar import office_today
from desktop.services.lines.fares import FareItemInput, FareTableInput, record_fare_table
from desktop.services.lines.fares_records import FareTableRow
from desktop.services.lines.records import LineDetail
from desktop.ui.changes import Domain
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate
from desktop.ui.widgets.cells import cell_text
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate
COLUMNS = ("De", "Para", "km", "Tarifa (R$)")


def km_text(km) -> str:
    return f"{km}".replace(".", ",")


def stretches(line: LineDetail) -> list[tuple[str, str, str]]:
    """From the origin to each section point and to the destination: (from, to, km)."""
    found = [
        (line.origin, f"{point.place} — {point.municipality}", km_text(point.km))
        for point in line.points
        if point.kind == "secao"
    ]
    found.append((line.origin, line.destination, km_text(line.length_km)))
    return found


def fare_table_text(table: FareTableRow) -> str:
    """The stretches and fares of a table, for the details under the list."""
    fares = "; ".join(
        f"{item.origin} → {item.destination} ({km_text(item.km)} km): {format_brl(item.value)}"
        for item in table.items
    )
    extra = []
    if table.communicated_on:
        extra.append(
            translate("lines", "comunicada em %1").replace("%1", br_date(table.communicated_on))
        )
    if table.coefficient is not None:
        extra.append(translate("lines", "coeficiente %1/km").replace("%1", str(table.coefficient)))
    if table.terminal_fee is not None:
        extra.append(
            translate("lines", "tarifa de terminal %1").replace(
                "%1", format_brl(table.terminal_fee)
            )
        )
    extra.append(table.article)
    return f"{table.label} desde {br_date(table.effective_from)}: {fares}. " + "; ".join(extra)


def fare_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    ctx = workspace.ctx
    go = ctx.office.jurisdiction == "GO"
    today = office_today(ctx)

    def submit(dialog: ActionDialog):
        items = tuple(
            FareItemInput(*(cell_text(table, row, column) for column in range(4)))
            for row in range(table.rowCount())
        )
        return record_fare_table(
            ctx,
            line.id,
            FareTableInput(
                effective_from=date_value(effective),
                reference=reference.text().strip(),
                items=items,
                communicated_on=communicated.value() if go else None,
                readjustment=readjust.isChecked(),
                terminal_fee=fee.text().strip(),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Tarifas da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Linha por Termo de Autorização: tarifa livre, comunicada com antecedência mínima "
            "de 15 dias do início da vigência (Decreto 8.444/2015, art. 15 §1º). Permissão ou "
            "concessão: tarifa fixada no contrato e seus reajustes (arts. 16 e 17).",
        )
        if go
        else translate(
            "lines",
            "Tarifa em branco = planilha do CRE/RR: coeficiente tarifário em vigor × km "
            "(Lei RR 664/2008, art. 37); a tarifa de terminal vai no bilhete (art. 38).",
        ),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    dialog.setMinimumWidth(640)
    form = dialog.form
    effective = form.add(
        "effective_from", translate("lines", "&Vigência a partir de:"), date_edit(dialog, today)
    )
    communicated = OptionalDate(translate("lines", "comunicada em"), today, dialog)
    readjust = QCheckBox(
        translate("lines", "Reajuste da tarifa do contrato (%1)").replace(
            "%1", READJUSTMENT_ARTICLES
        ),
        dialog,
    )
    readjust.setToolTip(
        translate(
            "lines",
            "Reajuste anual, ou a qualquer tempo diante de fato relevante, da tarifa fixada no "
            "contrato de permissão ou concessão (Decreto 8.444/2015, art. 16), para recompor o "
            "seu valor e o equilíbrio do contrato (art. 17).",
        )
    )
    # The latest instrument, as the service reads it (the list is the latest first).
    instrument = line.delegations[0].kind if line.delegations else None
    fee = QLineEdit(dialog)
    fee.setObjectName("terminal_fee")
    if go:
        form.add("communicated_on", translate("lines", "&Comunicação:"), communicated)
        fee.hide()
    else:
        communicated.hide()
        form.add("terminal_fee", translate("lines", "Tarifa de &terminal:"), fee)
    if readjustment_applies(ctx.office.jurisdiction, instrument):
        form.add("readjustment", "", readjust)
    else:
        readjust.hide()
    reference = form.add_line(
        "reference",
        translate("lines", "&Ato ou comunicação:"),
        translate("lines", "ex.: nº 33/2026"),
        column=LineFareTable.reference,
    )
    table = QTableWidget(0, len(COLUMNS), dialog)
    table.setHorizontalHeaderLabels([translate("lines", title) for title in COLUMNS])
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    table.setWordWrap(False)
    table.verticalHeader().hide()
    for origin, destination, km in stretches(line):
        row = table.rowCount()
        table.insertRow(row)
        for column, value in enumerate((origin, destination, km, "")):
            item = QTableWidgetItem(value)
            if column < 3:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(row, column, item)
    table.resizeColumnsToContents()
    table.setMinimumHeight(140)
    form.add("items", translate("lines", "T&rechos:"), table)
    return dialog
