"""Administração > Documentos pendentes: documents numbered with their act whose PDF could
not be made then (`services.documents.pending`), and printing them all in one run."""

from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.dates import br_date, br_date_time
from desktop.services.calendar import office_time
from desktop.services.documents.pending import (
    PendingOrder,
    PendingRun,
    pending_orders,
    print_pending,
)
from desktop.ui.changes import Domain
from desktop.ui.widgets import operation
from desktop.ui.widgets.latest import LatestReading
from desktop.ui.widgets.tables import fill_table, read_only_table, refresh_on_f5
from desktop.ui.widgets.worker import TaskControl
from desktop.ui.workspace import Workspace, WorkspaceUser

COLUMNS = ("Número", "Documento", "Data do documento", "Numerado em")


class PendingTab(QWidget, WorkspaceUser):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.reading = LatestReading(self)
        self.summary = QLabel(self.tr("Lendo os documentos pendentes…"), self)
        self.summary.setObjectName("pending_summary")
        self.summary.setWordWrap(True)
        self.table = read_only_table(
            "pending_orders", [self.tr(name) for name in COLUMNS], None, self
        )
        self.result = QLabel(self)
        self.result.setObjectName("pending_result")
        self.result.setWordWrap(True)
        self.print_button = QPushButton(self.tr("&Gerar os PDFs pendentes"), self)
        self.print_button.setObjectName("pending_print")
        self.print_button.clicked.connect(self.print_all)
        self.print_button.setEnabled(False)
        refresh_on_f5(self, self.refresh)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.result)
        layout.addWidget(self.print_button)

    def refresh(self) -> None:
        """Read off the GUI thread: the orders are matched against the whole register. Only
        the latest reading is shown: an older one ending last would list again documents
        printed since, and offer to print them."""
        ctx = self.ctx
        self.reading.run(lambda _control: pending_orders(ctx), self._show)

    def _show(self, orders: list[PendingOrder]) -> None:
        if orders:
            self.summary.setText(
                self.tr(
                    "%1 documento(s) numerado(s) com o seu ato ainda sem PDF. O número e o "
                    "registro estão salvos; gere os PDFs para poder entregá-los ou reimprimi-los."
                ).replace("%1", str(len(orders)))
            )
        else:
            self.summary.setText(self.tr("Nenhum documento pendente: todos têm o seu PDF."))
        self.print_button.setEnabled(bool(orders))
        fill_table(
            self.table,
            [
                (
                    order.number,
                    order.title,
                    br_date(order.issue_date),
                    br_date_time(office_time(self.ctx, order.created_at)),
                )
                for order in orders
            ],
        )

    def print_all(self) -> None:
        ctx, key_dir = self.ctx, self.workspace.key_dir

        def work(control: TaskControl) -> PendingRun:
            def after_each(done: int, total: int) -> None:
                control.report(done, total)
                control.check()

            return print_pending(ctx, key_dir, after_each)

        operation.run_in_background(
            self,
            work,
            self._printed,
            progress=self.tr("Gerando os PDFs pendentes…"),
            changes=self.workspace.changes(*Domain),
        )

    def _printed(self, run: PendingRun) -> None:
        lines = [self.tr("%1 PDF(s) gerado(s).").replace("%1", str(len(run.printed)))]
        lines += [
            self.tr("Nº %1 ainda sem PDF: %2").replace("%1", number).replace("%2", message)
            for number, message in run.failed
        ]
        self.result.setText("\n".join(lines))
        self.refresh()
