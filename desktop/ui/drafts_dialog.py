"""The drafts offered back after a crash (issue 17 §5): at the start, after the login, the
forms the user left with unsaved changes are listed ("Rascunho de Novo veículo, 04/12/2026
14:32"); the clerk reopens one in its form, with the values typed, or discards it."""

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.models.drafts import DRAFT_DAYS
from desktop.services.calendar import office_time
from desktop.services.context import ServiceContext
from desktop.services.office.drafts import DraftInfo


class DraftsDialog(QDialog):
    """Lists `drafts`; Reabrir closes with the one chosen (`chosen`), Descartar deletes the
    one selected through `discard` and closes when none is left."""

    def __init__(
        self,
        ctx: ServiceContext,
        drafts: list[DraftInfo],
        discard: Callable[[DraftInfo], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("drafts_dialog")
        self.setWindowTitle(self.tr("Rascunhos não salvos"))
        self.discard_one = discard
        self.chosen: DraftInfo | None = None
        intro = QLabel(
            self.tr(
                "O Balcão foi fechado sem que estes formulários fossem salvos. Reabra um para "
                "continuar de onde parou, ou descarte-o. Rascunhos não são registros: ficam só "
                "neste computador e são apagados ao salvar ou descartar o formulário, ou após "
                "%1 dias."
            ).replace("%1", str(DRAFT_DAYS)),
            self,
        )
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("drafts_list")
        for draft in drafts:
            saved = office_time(ctx, draft.saved_at).strftime("%d/%m/%Y %H:%M")
            item = QListWidgetItem(
                self.tr("Rascunho de %1, %2").replace("%1", draft.title).replace("%2", saved),
                self.list,
            )
            item.setData(Qt.ItemDataRole.UserRole, draft)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.reopen())
        buttons = QDialogButtonBox(self)
        self.reopen_button = QPushButton(self.tr("&Reabrir"), self)
        self.reopen_button.setObjectName("reopen_draft")
        self.discard_button = QPushButton(self.tr("&Descartar"), self)
        self.discard_button.setObjectName("discard_draft")
        later = QPushButton(self.tr("De&pois"), self)
        buttons.addButton(self.reopen_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(later, QDialogButtonBox.ButtonRole.RejectRole)
        self.reopen_button.clicked.connect(self.reopen)
        self.discard_button.clicked.connect(self.discard)
        later.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(560, 320)

    def labels(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def _selected(self) -> DraftInfo | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def reopen(self) -> None:
        self.chosen = self._selected()
        if self.chosen is not None:
            self.accept()

    def discard(self) -> None:
        draft = self._selected()
        if draft is None:
            return
        self.discard_one(draft)
        self.list.takeItem(self.list.currentRow())
        if self.list.count() == 0:
            self.reject()
