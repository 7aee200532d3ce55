"""Início: counts of the registry and what expires in the next 30 and 60 days."""

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.services.context import ServiceContext
from desktop.ui.navigator import Navigator


class HomePage(QWidget):
    def __init__(self, ctx: ServiceContext, navigator: Navigator, parent=None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.navigator = navigator
        title = QLabel(self.tr("Início"), self)
        title.setProperty("role", "title")
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addStretch(1)
