"""Verificar documento: a verification code or the text read from the QR code (typed, or
sent by a barcode reader), a PDF file, or an image of the QR code (phone photo, scan); the
answer is válido, alterado or desconhecido with its explanation and the signed fields; a
genuine document the register says is no longer in force reads SEM EFEITO, with why; a
Roraima autorização cancelled, once the company's ciência is recorded, also when the terms
start to run, on the office's calendar (Lei RR 664/2008, art. 95)."""

from pathlib import Path

from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.office_calendar import OfficeCalendar
from desktop.services.calendar import office_calendar
from desktop.services.documents.verification import (
    verify_code,
    verify_file,
    verify_qr_image,
    verify_text,
)
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.latest import LatestReading
from desktop.ui.workspace import Workspace

VERDICT_ROLES = {
    "valida": "verdict_ok",
    "alterada": "verdict_bad",
    "desconhecida": "verdict_unknown",
}


class VerifyPage(QWidget):
    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(parent)
        self.workspace = workspace
        self.database = workspace.ctx.database
        self.verdict = None
        self.reading = LatestReading(self)
        title = QLabel(self.tr("Verificar documento"), self)
        title.setProperty("role", "title")
        intro = QLabel(
            self.tr(
                "Digite o código de verificação impresso no documento, ou o texto lido do QR "
                "code com o leitor, e tecle Enter. Para um arquivo, abra o PDF, ou a foto ou o "
                "escaneamento do QR code."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.code = QLineEdit(self)
        self.code.setObjectName("verification_code")
        self.code.setPlaceholderText(self.tr("Código de verificação ou texto do QR code"))
        self.code.returnPressed.connect(self.check_typed)
        self.check_button = QPushButton(self.tr("&Verificar"), self)
        self.check_button.clicked.connect(self.check_typed)
        self.file_button = QPushButton(self.tr("Abrir &PDF…"), self)
        self.file_button.setObjectName("open_pdf")
        self.file_button.clicked.connect(self.choose_file)
        self.image_button = QPushButton(self.tr("Abrir &imagem do QR…"), self)
        self.image_button.setObjectName("open_qr_image")
        self.image_button.clicked.connect(self.choose_qr_image)
        entry = QHBoxLayout()
        entry.addWidget(self.code, 1)
        entry.addWidget(self.check_button)
        entry.addWidget(self.file_button)
        entry.addWidget(self.image_button)
        self.result = QLabel(self)
        self.result.setObjectName("verdict")
        self.explanation = QLabel(self)
        self.explanation.setObjectName("verdict_explanation")
        self.explanation.setWordWrap(True)
        self.fields = QTableWidget(0, 2, self)
        self.fields.setObjectName("verdict_fields")
        self.fields.setHorizontalHeaderLabels([self.tr("Campo"), self.tr("Valor")])
        self.fields.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.fields.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.fields.verticalHeader().hide()
        # A withdrawal's reason and article are long: each row as tall as its wrapped text,
        # not cut at the window's edge.
        self.fields.setWordWrap(True)
        self.fields.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.fields.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addLayout(entry)
        layout.addWidget(self.result)
        layout.addWidget(self.explanation)
        layout.addWidget(self.fields, 1)

    def check_typed(self) -> None:
        text = self.code.text().strip()
        if not text:
            return
        verify = verify_text if len(text) > 24 else verify_code
        self.reading.drop()  # a file still being verified must not answer over this code
        calendar = self.calendar()
        operation.run(
            self, lambda: verify(self.database, text, calendar=calendar), self.show_verdict
        )

    def calendar(self) -> OfficeCalendar:
        """The office's business days as they are now (a closure registered since counts)."""
        return office_calendar(self.workspace.ctx)

    def choose_file(self) -> None:
        path = dialogs.choose_open_file(
            self, self.tr("Abrir documento"), self.tr("Documentos PDF (*.pdf)")
        )
        if path:
            self.check_file(Path(path))

    def check_file(self, path: Path) -> None:
        calendar = self.calendar()
        self.reading.run(
            lambda control: verify_file(self.database, path, calendar=calendar),
            self.show_verdict,
            progress=self.tr("Verificando %1…").replace("%1", path.name),
        )

    def choose_qr_image(self) -> None:
        path = dialogs.choose_open_file(
            self,
            self.tr("Abrir imagem do QR code"),
            self.tr("Imagens PNG ou JPG (*.png *.jpg *.jpeg)"),
        )
        if path:
            self.check_qr_image(Path(path))

    def check_qr_image(self, path: Path) -> None:
        calendar = self.calendar()
        self.reading.run(
            lambda control: verify_qr_image(self.database, path, calendar),
            self.show_verdict,
            progress=self.tr("Lendo o QR code de %1…").replace("%1", path.name),
        )

    def show_verdict(self, verdict) -> None:
        self.verdict = verdict
        labels = {
            "valida": self.tr("VÁLIDO"),
            "alterada": self.tr("ALTERADO"),
            "desconhecida": self.tr("DESCONHECIDO"),
        }
        if verdict.withdrawn:
            self.result.setText(self.tr("SEM EFEITO"))
            self.result.setProperty("role", "verdict_bad")
        else:
            self.result.setText(labels.get(verdict.status, verdict.status))
            self.result.setProperty("role", VERDICT_ROLES.get(verdict.status, "verdict_unknown"))
        self.result.style().unpolish(self.result)
        self.result.style().polish(self.result)
        self.explanation.setText(verdict.explanation)
        self.fields.setRowCount(len(verdict.fields))
        for row, (name, value) in enumerate(verdict.fields.items()):
            self.fields.setItem(row, 0, QTableWidgetItem(name))
            self.fields.setItem(row, 1, QTableWidgetItem(str(value)))
