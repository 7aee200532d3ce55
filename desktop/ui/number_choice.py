"""The global search's records for a document number. Numbers run per kind of document
(`desktop.services.documents.numbering`: office, kind, year), so one number may name an auto
de infração, a licence (autorização in Roraima) and an operator's protocol or CRC alike; the
clerk picks the one to open from a list, with the arrows and Enter. Each line names the
operator by the register's razão social and CNPJ, so two operators' documents with one number
are told apart and one operator's are seen as one (a licence's line adds the name it was
issued under when the razão social has changed since); a line longer than the screen is wide
wraps."""

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.services.validation import format_cnpj
from desktop.ui.widgets import dialogs

MIN_WIDTH = 520
# Room for the vertical scroll bar, should the list have one.
SLACK = 24


@dataclass(frozen=True)
class NumberHit:
    """One record with the number sought: what the list shows, and how to open it."""

    label: str
    open: Callable[[], None]


def operator_text(name: str, cnpj: str, printed: str = "") -> str:
    """The operator a document was issued to, in a line: the register's razão social and
    the CNPJ (the CNPJ alone when no operator is registered under it), and `printed`, the
    name a licence was issued under, when the register's is another now."""
    shown = f"CNPJ {format_cnpj(cnpj)}"
    if printed and printed != name:
        shown += f"; na licença: {printed}"
    return f"{name} ({shown})" if name else shown


class NumberChoiceDialog(QDialog):
    """Lists `hits`, the first selected; Enter, a double click or Abrir closes with the one
    selected (`chosen`), Esc with none."""

    def __init__(self, number: str, hits: list[NumberHit], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("number_choice")
        self.setWindowTitle(self.tr("Busca"))
        self.chosen: NumberHit | None = None
        intro = QLabel(
            self.tr("Há %1 registros com o nº %2. Qual abrir?")
            .replace("%1", str(len(hits)))
            .replace("%2", number),
            self,
        )
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("number_hits")
        # A razão social runs up to 200 characters: the line wraps within the screen's width.
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAlternatingRowColors(True)  # where a wrapped line ends
        for hit in hits:
            QListWidgetItem(hit.label, self.list).setData(Qt.ItemDataRole.UserRole, hit)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Open).setText(self.tr("&Abrir"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancelar"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.list.setFocus()
        # Each label on one line if the screen is wide enough, else as wide as the screen.
        margins = layout.contentsMargins()
        needed = self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth()
        room = dialogs.available_area(self).width() - dialogs.FRAME.width()
        wanted = max(MIN_WIDTH, needed + margins.left() + margins.right() + SLACK)
        self.resize(min(wanted, room), 240)

    def labels(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        self.chosen = item.data(Qt.ItemDataRole.UserRole)
        super().accept()
