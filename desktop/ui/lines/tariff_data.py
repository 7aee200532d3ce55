"""Linhas › Dados contábeis…: a delivery of the accounting data the GO permissionária or
concessionária holding the line's contract gives for the tariff calculation (Decreto
8.444/2015, art. 16, parágrafo único), read by the readjustment and the revision of its fare;
and the sentence the Estatísticas tab shows of the deliveries."""

from datetime import date

from PySide6.QtCore import QCoreApplication

from desktop.models.lines import OperatorAccountingData
from desktop.rules.dates import br_date
from desktop.rules.lines.tariff_data import ARTICLE
from desktop.services.calendar import office_today
from desktop.services.lines.records import LineDetail
from desktop.services.lines.tariff_data import AccountingDataInput, record_accounting_data
from desktop.services.lines.tariff_data_records import AccountingRow
from desktop.ui.changes import Domain
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value, text_of
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def accounting_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    """The period of the company's accounts delivered, when and in which document."""
    ctx = workspace.ctx
    today = office_today(ctx)

    def submit(dialog: ActionDialog):
        return record_accounting_data(
            ctx,
            line.id,
            AccountingDataInput(
                date_value(start), date_value(end), date_value(received), text_of(reference)
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Dados contábeis da delegatária da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Dados contábeis indispensáveis ao cálculo tarifário, entregues pela permissionária "
            "ou concessionária, de um período já encerrado: sem os do período posterior à "
            "última fixação, reajuste ou revisão, a tarifa não é reajustada nem revista (%1). "
            "Uma correção é um novo registro.",
        ).replace("%1", ARTICLE),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    start = form.add(
        "period_start",
        translate("lines", "&Início do período:"),
        date_edit(dialog, date(today.year - 1, 1, 1)),
    )
    end = form.add(
        "period_end",
        translate("lines", "&Fim do período:"),
        date_edit(dialog, date(today.year - 1, 12, 31)),
    )
    received = form.add(
        "received_on", translate("lines", "&Entregues em:"), date_edit(dialog, today)
    )
    reference = form.add_line(
        "reference",
        translate("lines", "&Documento:"),
        translate("lines", "ex.: Protocolo AGR nº 123/2026"),
        OperatorAccountingData.reference,
    )
    return dialog


def accounting_text(rows: list[AccountingRow]) -> str:
    """The deliveries of the company holding the line's contract, latest period first."""
    if not rows:
        return translate("lines", "Dados contábeis da delegatária: nenhum entregue (%1).").replace(
            "%1", ARTICLE
        )
    periods = "; ".join(
        translate("lines", "%1 a %2, entregues em %3 (%4)")
        .replace("%1", br_date(row.start))
        .replace("%2", br_date(row.end))
        .replace("%3", br_date(row.received_on))
        .replace("%4", row.reference)
        for row in rows
    )
    return (
        translate("lines", "Dados contábeis da delegatária (%1): %2.")
        .replace("%1", ARTICLE)
        .replace("%2", periods)
    )
