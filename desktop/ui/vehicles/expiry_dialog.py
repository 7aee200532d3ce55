"""Vehicles about to lapse: inspections (art. 23), insurance (arts. 50-51) and CRVs (art. 24)
ending in the next 30 or 60 days, with a printable list (preview, print or save as PDF)."""

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, Signal
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
)

from desktop.rules.dates import br_date
from desktop.services.calendar import office_today
from desktop.services.vehicles.expiry import ExpiringItem, expiring_vehicle_items
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.workspace import Workspace, WorkspaceUser


def list_pdf(title: str, office: str, headers: list[str], rows: list[list[str]]) -> bytes:
    """A plain A4 list (not an issued document: no number nor signature)."""
    cells = "".join(
        "<tr>" + "".join(f"<td>{escape(value)}</td>" for value in row) + "</tr>" for row in rows
    )
    head = "".join(f"<th align='left'>{escape(value)}</th>" for value in headers)
    document = QTextDocument()
    document.setHtml(
        f"<h3>{escape(title)}</h3><p>{escape(office)}</p>"
        f"<table border='1' cellspacing='0' cellpadding='3' width='100%'>"
        f"<tr>{head}</tr>{cells}</table>"
    )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
        )
    )
    writer.setTitle(title)
    writer.setCreator("Balcão")
    document.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size().toSizeF())
    document.print_(writer)
    buffer.close()
    return bytes(data.data())


def escape(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class VehicleExpiryDialog(QDialog, WorkspaceUser):
    """`open_vehicle` carries the vehicle id of the row the clerk opens (Enter)."""

    open_vehicle = Signal(object)

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.items: list[ExpiringItem] = []
        self.setWindowTitle(self.tr("Veículos com vencimento próximo"))
        dialogs.size_to_screen(self, 900, 560)
        self.window_30 = QRadioButton(self.tr("Próximos &30 dias"), self)
        self.window_60 = QRadioButton(self.tr("Próximos &60 dias"), self)
        self.window_30.setChecked(True)
        self.group = QButtonGroup(self)
        self.group.addButton(self.window_30, 30)
        self.group.addButton(self.window_60, 60)
        self.group.idToggled.connect(self._window_toggled)
        self.message = QLabel(self)
        self.message.setObjectName("expiry_message")
        self.headers = [
            self.tr("Vence em"),
            self.tr("O quê"),
            self.tr("Placa"),
            self.tr("Operador"),
            self.tr("Base legal"),
        ]
        self.table = RecordTable("expiry_table", self.headers, self)
        self.table.activated.connect(lambda index: self._open(index.row()))
        self.table.doubleClicked.connect(lambda index: self._open(index.row()))
        self.print_button = QPushButton(self.tr("&Imprimir lista…"), self)
        self.print_button.setObjectName("print_expiry")
        self.print_button.clicked.connect(self.print_list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.message, 1)
        top.addWidget(self.window_30)
        top.addWidget(self.window_60)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.load()

    def days(self) -> int:
        return self.group.checkedId()

    def rows(self) -> list[list[str]]:
        return [
            [br_date(item.due), item.label, item.plate, item.operator_name, item.article]
            for item in self.items
        ]

    def _window_toggled(self, _id: int, checked: bool) -> None:
        if checked:
            self.load()

    def load(self) -> None:
        days = self.days()
        operation.run(
            self,
            lambda: expiring_vehicle_items(self.ctx, within_days=days),
            self._fill,
            refused=lambda error: self.message.setText(error.message),
        )

    def _fill(self, items: list[ExpiringItem]) -> None:
        self.items = items
        self.message.setText(
            self.tr("%1 vencimento(s) nos próximos %2 dias")
            .replace("%1", str(len(self.items)))
            .replace("%2", str(self.days()))
        )
        self.table.fill(self.rows())

    def _open(self, row: int) -> None:
        if 0 <= row < len(self.items):
            self.open_vehicle.emit(self.items[row].vehicle_id)
            self.accept()

    def list_bytes(self) -> bytes:
        title = (
            self.tr("Veículos com vencimento nos próximos %1 dias — %2")
            .replace("%1", str(self.days()))
            .replace("%2", br_date(office_today(self.ctx)))
        )
        return list_pdf(title, self.ctx.office.name, self.headers, self.rows())

    def print_list(self) -> PdfOutput:
        output = PdfOutput(self.list_bytes(), self.tr("Vencimentos de veículos"), self)
        output.preview()
        return output
