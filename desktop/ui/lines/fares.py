"""The fare table dialog of a line (GO Decreto 8.444/2015 arts. 15-17; Lei RR 664/2008
arts. 37-38): the date it takes effect, the communication (GO art. 15 §1º: 15 days ahead,
only under a Termo de Autorização), the act, and one fare per stretch from the origin to each
section point and to the destination, km already filled from the itinerary. The readjustment
and the triennial revision of a contract's fare (GO arts. 16-17) are offered only on a line
under permission or concession, with the fato relevante of an early readjustment. In Roraima
a fare left blank is the worksheet's, the tariff coefficient times the km (art. 37).
`intervention_dialog` registers the limits the AGR fixes for a period (GO art. 15 §3º)."""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
)

from desktop.models.lines import LineFareIntervention, LineFareTable
from desktop.rules.dates import br_date
from desktop.rules.lines.fares import (
    INTERVENTION_ARTICLE,
    READJUSTMENT_ARTICLES,
    REVISION_ARTICLE,
    fare_regime,
    readjustment_applies,
)
from desktop.rules.money import format_brl
from desktop.services.calendar import office_today
from desktop.services.lines.fare_interventions import InterventionInput, record_fare_intervention
from desktop.services.lines.fares import FareItemInput, FareTableInput, record_fare_table
from desktop.services.lines.fares_records import FareTableRow
from desktop.services.lines.printouts import decimal_text
from desktop.services.lines.records import LineDetail
from desktop.ui.changes import Domain
from desktop.ui.widgets.action_dialog import ActionDialog, OptionalDate
from desktop.ui.widgets.cells import cell_text
from desktop.ui.widgets.forms import date_edit, date_value
from desktop.ui.widgets.limits import limit_line
from desktop.ui.widgets.mnemonics import letter_captions
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
        extra.append(
            translate("lines", "coeficiente tarifário R$ %1 por km").replace(
                "%1", decimal_text(table.coefficient)
            )
        )
    if table.terminal_fee is not None:
        extra.append(
            translate("lines", "tarifa de terminal %1").replace(
                "%1", format_brl(table.terminal_fee)
            )
        )
    if table.relevant_fact:
        extra.append(translate("lines", "fato relevante: %1").replace("%1", table.relevant_fact))
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
                communicated_on=communicated.value() if communicates else None,
                readjustment=act.currentData() == "reajuste",
                terminal_fee=fee.text().strip(),
                revision=act.currentData() == "revisao",
                relevant_fact=relevant_fact.text().strip(),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Tarifas da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Linha por Termo de Autorização: tarifa livre, comunicada com antecedência mínima "
            "de 15 dias do início da vigência (Decreto 8.444/2015, art. 15 §1º). Permissão ou "
            "concessão: tarifa fixada no contrato, reajuste anual e revisão trienal "
            "(arts. 16 e 17).",
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
    act = QComboBox(dialog)
    for label, kind in (
        (translate("lines", "Tarifa fixada no contrato (Decreto 8.444/2015, art. 16)"), ""),
        (
            translate("lines", "Reajuste da tarifa do contrato (%1)").replace(
                "%1", READJUSTMENT_ARTICLES
            ),
            "reajuste",
        ),
        (
            translate("lines", "Revisão trienal da tarifa (%1)").replace("%1", REVISION_ARTICLE),
            "revisao",
        ),
    ):
        act.addItem(label, kind)
    act.setToolTip(
        translate(
            "lines",
            "Reajuste anual, ou a qualquer tempo diante de fato relevante, da tarifa fixada no "
            "contrato de permissão ou concessão, e revisão trienal (Decreto 8.444/2015, art. "
            "16); o reajuste recompõe o seu valor e o equilíbrio do contrato (art. 17).",
        )
    )
    relevant_fact = QLineEdit(dialog)
    relevant_fact.setObjectName("relevant_fact")
    relevant_fact.setPlaceholderText(translate("lines", "se antes de um ano do último reajuste"))
    limit_line(relevant_fact, LineFareTable.relevant_fact)
    # The latest instrument, as the service reads it (the list is the latest first).
    instrument = line.delegations[0].kind if line.delegations else None
    # GO art. 15 §1º: only the free fare of a Termo de Autorização is communicated.
    communicates = fare_regime(ctx.office.jurisdiction, instrument, False).kind == "comunicada"
    fee = QLineEdit(dialog)
    fee.setObjectName("terminal_fee")
    if communicates:
        form.add("communicated_on", translate("lines", "&Comunicação:"), communicated)
    else:
        communicated.hide()
    if go:
        fee.hide()
    else:
        form.add("terminal_fee", translate("lines", "Tarifa de &terminal:"), fee)
    if readjustment_applies(ctx.office.jurisdiction, instrument):
        form.add("readjustment", translate("lines", "&Ato tarifário:"), act)
        form.add("relevant_fact", translate("lines", "&Fato relevante:"), relevant_fact)
        act.currentIndexChanged.connect(
            lambda: relevant_fact.setEnabled(act.currentData() == "reajuste")
        )
        relevant_fact.setEnabled(False)
    else:
        act.hide()
        relevant_fact.hide()
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
    letter_captions(form)
    return dialog


def intervention_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    """Art. 15 §3º: the act that fixes, for a determined period, the maximum and minimum fare
    of a line under free pricing."""
    ctx = workspace.ctx
    today = office_today(ctx)

    def submit(dialog: ActionDialog):
        return record_fare_intervention(
            ctx,
            line.id,
            InterventionInput(
                minimum.text().strip(),
                maximum.text().strip(),
                date_value(starts),
                date_value(ends),
                reference.text().strip(),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Intervenção na tarifa da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Para cessar abuso de direito, infração contra a ordem econômica ou assegurar o "
            "interesse dos usuários, a AGR fixa, por prazo determinado, os limites máximo e "
            "mínimo da tarifa da linha (origem → destino); no prazo, tarifa comunicada fora "
            "deles é recusada (%1).",
        ).replace("%1", INTERVENTION_ARTICLE),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    minimum = form.add_line("minimum", translate("lines", "Tarifa mí&nima (R$):"), "ex.: 40,00")
    maximum = form.add_line("maximum", translate("lines", "Tarifa má&xima (R$):"), "ex.: 60,00")
    starts = form.add("starts_on", translate("lines", "&Desde:"), date_edit(dialog, today))
    ends = form.add("ends_on", translate("lines", "&Até:"), date_edit(dialog, today))
    reference = form.add_line(
        "reference",
        translate("lines", "&Resolução ou ato:"),
        translate("lines", "ex.: Resolução AGR nº 12/2026"),
        column=LineFareIntervention.reference,
    )
    return dialog
