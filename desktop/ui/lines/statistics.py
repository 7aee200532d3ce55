"""The Estatísticas tab of a line and the dialog that records a month's statistics as the
operator reported them: GO tickets sold, passengers carried and km run, due by the 30th of
the following month (Decreto 8.444/2015, art. 19 §2º); RR the month's trips, read by the
infraction coefficient (Lei RR 664/2008, art. 84, II). A mixin of `LinesArea`."""

from datetime import date, timedelta
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QWidget

from desktop.models.lines import LineTripCount
from desktop.rules.dates import br_date
from desktop.rules.lines.fares import readjustment_applies
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.statistics import late_months, month_start, statistics_due
from desktop.rules.money import format_brl
from desktop.services.calendar import office_today
from desktop.services.errors import ValidationError
from desktop.services.lines.cancellations_records import (
    CancellationRow,
    cancellations,
    declared_months,
)
from desktop.services.lines.records import LineDetail
from desktop.services.lines.statistics import MonthStatistics, record_statistics
from desktop.services.lines.statistics_import import (
    import_statistics,
    parse_amount,
    parse_count,
    parse_month,
)
from desktop.services.lines.statistics_records import month_statistics
from desktop.services.lines.tariff_data_records import AccountingRow, line_accounting
from desktop.ui.changes import Domain
from desktop.ui.lines.dated import TableTab
from desktop.ui.lines.host import LinesHost
from desktop.ui.lines.tariff_data import accounting_dialog, accounting_text
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value, text_of
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate
MAX_ROW_ERRORS = 30


def _report_fields(dialog: ActionDialog, today: date, example: str):
    """When and in which document the operator reported, the last fields of both dialogs."""
    reported = dialog.form.add(
        "reported_on", translate("lines", "&Informado em:"), date_edit(dialog, today)
    )
    reference = dialog.form.add_line(
        "reference", translate("lines", "&Documento:"), example, LineTripCount.reference
    )
    return reported, reference


def statistics_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    """A month's statistics of the line, typed from the operator's bulletin."""
    ctx = workspace.ctx
    go = ctx.office.jurisdiction == "GO"
    today = office_today(ctx)

    def submit(dialog: ActionDialog):
        data = MonthStatistics(
            month=parse_month(month.text()),
            trips=parse_count(trips.text(), "trips"),
            passengers=parse_count(passengers.text(), "passengers"),
            sales=parse_amount(sales.text(), "sales"),
            km=parse_amount(km.text(), "km"),
            reported_on=date_value(reported),
            reference=text_of(reference),
        )
        return record_statistics(ctx, line.id, data)

    dialog = ActionDialog(
        translate("lines", "Estatísticas da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Boletim do mês já encerrado: venda de passagens, passageiros transportados e "
            "quilometragem, entregue até o 30º dia do mês seguinte (Decreto 8.444/2015, "
            "art. 19 §2º). Uma correção é um novo registro.",
        )
        if go
        else translate(
            "lines",
            "Viagens realizadas no mês já encerrado, divisor do coeficiente de infração "
            "(Lei RR 664/2008, art. 84, II). Uma correção é um novo registro.",
        ),
        translate("lines", "Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    previous = month_start(month_start(today) - timedelta(days=1))
    month = form.add_line("month", translate("lines", "&Mês:"), translate("lines", "MM/AAAA"))
    month.setMaxLength(7)
    month.setText(f"{previous:%m/%Y}")
    passengers = form.add_line("passengers", translate("lines", "&Passageiros transportados:"))
    sales = form.add_line(
        "sales", translate("lines", "&Venda de passagens (R$):"), translate("lines", "0,00")
    )
    km = form.add_line("km", translate("lines", "&Quilometragem percorrida:"))
    trips = form.add_line("trips", translate("lines", "Vi&agens realizadas:"))
    for edit in (passengers, sales, km, trips):
        edit.setMaxLength(18)
    reported, reference = _report_fields(
        dialog, today, translate("lines", "ex.: Boletim estatístico 05/2026")
    )
    return dialog


def import_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    """A CSV or XLSX file of monthly statistics of any lines (columns linha, mes, passageiros,
    vendas, km, viagens), imported whole or not at all; row errors shown under the file."""
    ctx = workspace.ctx

    def submit(dialog: ActionDialog):
        path = Path(file.text().strip())
        if not path.is_file():
            raise ValidationError(
                {"file": translate("lines", "Escolha um arquivo .xlsx ou .csv que exista.")}
            )
        # A file that exists but cannot be read: the operation helper's message (FileProblem).
        content = path.read_bytes()
        result = import_statistics(
            ctx, content, path.name, date_value(reported), text_of(reference)
        )
        if result.errors:
            lines = [
                translate("lines", "Linha %1: %2")
                .replace("%1", str(error.row))
                .replace("%2", error.message)
                for error in result.errors[:MAX_ROW_ERRORS]
            ]
            if len(result.errors) > MAX_ROW_ERRORS:
                lines.append(
                    translate("lines", "… e mais %1 linha(s) com erro.").replace(
                        "%1", str(len(result.errors) - MAX_ROW_ERRORS)
                    )
                )
            raise ValidationError(
                {"file": translate("lines", "Nada foi importado.") + "\n" + "\n".join(lines)}
            )
        return result.recorded

    dialog = ActionDialog(
        translate("lines", "Importar estatísticas de linhas"),
        submit,
        translate(
            "lines",
            "Planilha .xlsx ou .csv com as colunas linha, mes (MM/AAAA), passageiros, vendas, "
            "km e viagens, uma linha por mês já encerrado. Nada é gravado se alguma linha "
            "estiver errada.",
        ),
        translate("lines", "Importar"),
        parent,
        workspace.changes(Domain.LINES),
    )
    file = QLineEdit(dialog)
    file.setObjectName("file_path")
    choose = QPushButton(translate("lines", "&Escolher…"), dialog)
    choose.clicked.connect(
        lambda: file.setText(
            dialogs.choose_open_file(
                dialog,
                translate("lines", "Importar estatísticas"),
                translate("lines", "Planilhas (*.xlsx *.csv)"),
            )
            or file.text()
        )
    )
    row = QWidget(dialog)
    row_layout = QHBoxLayout(row)
    row_layout.setContentsMargins(0, 0, 0, 0)
    row_layout.addWidget(file, 1)
    row_layout.addWidget(choose)
    dialog.form.add("file", translate("lines", "&Arquivo:"), row)
    reported, reference = _report_fields(
        dialog, office_today(ctx), translate("lines", "ex.: Ofício nº 9/2026")
    )
    return dialog


def statistics_text(row: LineTripCount, go: bool) -> str:
    parts = [
        translate("lines", "Informado em %1 (%2).")
        .replace("%1", br_date(row.reported_on))
        .replace("%2", row.reference)
    ]
    if go and row.month is not None:
        parts.append(
            translate("lines", "Prazo: %1 (Decreto 8.444/2015, art. 19 §2º).").replace(
                "%1", br_date(statistics_due(row.month))
            )
        )
    return " ".join(parts)


def declared_text(declared: dict[date, int], month: date | None) -> str:
    """The row's month: the cancelled trips its Quadro Demonstrativo declares (RR art. 51)."""
    count = declared.get(month) if month else None
    if not count:
        return ""
    return " " + translate(
        "lines",
        "Viagens canceladas declaradas no Quadro Demonstrativo: %1 (Lei RR 664/2008, art. 51).",
    ).replace("%1", str(count))


def declared_caption(declared: dict[date, int]) -> str:
    """Every month with cancelled trips, declared in its Quadro Demonstrativo (RR art. 51)."""
    if not declared:
        return ""
    months = "; ".join(
        translate("lines", "%1: %2 viagens").replace("%1", f"{month:%m/%Y}").replace("%2", str(n))
        for month, n in sorted(declared.items())
    )
    return " " + translate(
        "lines",
        "Horários cancelados declarados no Quadro Demonstrativo do Movimento de Passageiros "
        "(Lei RR 664/2008, art. 51) — %1.",
    ).replace("%1", months)


class StatisticsTab(LinesHost):
    def build_statistics_tab(self) -> None:
        self.statistics_rows: list[LineTripCount] = []
        self.statistics = TableTab(
            "",
            RecordTable(
                "statistics_table",
                [
                    self.tr("Mês"),
                    self.tr("Passageiros"),
                    self.tr("Vendas"),
                    self.tr("Km"),
                    self.tr("Viagens"),
                ],
            ),
            0,
            self,
        )

    def load_statistics_tab(self, detail: LineDetail | None) -> None:
        self.statistics_rows = []
        if detail is None:
            self.statistics.caption.setText("")
            self.statistics.fill([], [])
            return
        line_id = detail.id
        operation.run(
            self,
            lambda: (
                month_statistics(self.ctx, line_id),
                line_accounting(self.ctx, line_id),
                cancellations(self.ctx, line_id),
            ),
            self._fill_statistics,
        )

    def _fill_statistics(
        self, found: tuple[list[LineTripCount], list[AccountingRow], list[CancellationRow]]
    ) -> None:
        go = self.ctx.office.jurisdiction == "GO"
        rows, accounts, cancelled = found
        declared = declared_months(cancelled)
        self.statistics_rows = rows
        self.statistics.fill(
            [
                [
                    f"{row.month:%m/%Y}" if row.month else "",
                    "" if row.passengers is None else str(row.passengers),
                    "" if row.sales is None else format_brl(row.sales),
                    "" if row.km is None else str(row.km).replace(".", ","),
                    "" if row.trips is None else str(row.trips),
                ]
                for row in rows
            ],
            [statistics_text(row, go) + declared_text(declared, row.month) for row in rows],
        )
        self.statistics.caption.setText(
            self._late_caption(rows) + self._accounting_caption(accounts)
            if go
            else self.tr(
                "Viagens por mês, somadas no semestre para o coeficiente de infração "
                "(Lei RR 664/2008, art. 84, II) quando não há contagem semestral."
            )
            + declared_caption(declared)
        )

    def _late_caption(self, rows: list[LineTripCount]) -> str:
        detail = self.current
        since = (
            min((item.starts_on for item in detail.delegations), default=None) if detail else None
        )
        late = (
            late_months(since, [row.month for row in rows if row.month], office_today(self.ctx))
            if since and detail and detail.status == LineStatus.EM_OPERACAO
            else []
        )
        text = self.tr(
            "Boletins mensais, entregues até o 30º dia do mês seguinte (Decreto 8.444/2015, "
            "art. 19 §2º)."
        )
        if late:
            text += " " + self.tr("Em atraso: %1.").replace(
                "%1", ", ".join(f"{month:%m/%Y}" for month in late)
            )
        return text

    def _accounting_caption(self, rows: list[AccountingRow]) -> str:
        """Art. 16, sole paragraph: the deliveries of the company holding the contract."""
        detail = self.current
        latest = detail.delegations[0] if detail and detail.delegations else None
        if latest is None or not readjustment_applies("GO", latest.kind):
            return ""
        return " " + accounting_text(rows)

    def record_accounting(self) -> None:
        if self.current is not None:
            self._record(accounting_dialog(self.workspace, self.current, self), self.statistics)

    def import_month_statistics(self) -> None:
        if self.current is not None:
            self._record(import_dialog(self.workspace, self.current, self), self.statistics)

    def record_month_statistics(self) -> None:
        if self.current is not None:
            self._record(statistics_dialog(self.workspace, self.current, self), self.statistics)
