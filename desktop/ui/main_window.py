"""The main window: areas on the left, global search on top, office/user/database/printer
in the status bar. The areas come from `desktop.ui.areas.available_areas`; each is built the
first time it is shown (`AreaPages`).
"""

import re
import uuid
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtPrintSupport import QPrinterInfo
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.services.context import ServiceContext
from desktop.ui.areas import Area, AreaPages, available_areas
from desktop.ui.drafts_dialog import DraftsDialog
from desktop.ui.licences.licence_terms import licence_labels
from desktop.ui.navigator import Navigator
from desktop.ui.number_choice import NumberChoiceDialog, NumberHit, operator_text
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.drafts import DraftKeeper, discard_quietly, drafts_left
from desktop.ui.widgets.elided_label import ElidedLabel
from desktop.ui.widgets.latest import LatestReading
from desktop.ui.widgets.mnemonics import AREA_DIGITS
from desktop.ui.widgets.shortcuts import shortcut_lines, shortcuts_dialog
from desktop.ui.widgets.tab_order import first_control
from desktop.ui.workspace import Workspace, WorkspaceUser

OPERATORS_AREA = "operators"
VEHICLES_AREA = "vehicles"
LICENCES_AREA = "licences"
NOTICES_AREA = "notices"
PLATE = re.compile(r"^[A-Z]{3}-?[0-9][A-Z0-9][0-9]{2}$")
RENAVAM = re.compile(r"^[0-9]{9,11}$")
NAVIGATION_ROW_HEIGHT = 40
# The room around an area's title in the navigation: the theme's padding-left, as much on
# the right.
NAVIGATION_PADDING = 2 * 14

# A licence number is its office's, kind's and year's: the search lists one, a few to be safe.
MAX_LICENCES_NUMBERED = 5

if TYPE_CHECKING:
    from desktop.services.documents.lookup import NumberLookup
    from desktop.services.search.licences import LicenceRow


@runtime_checkable
class SearchableArea(Protocol):
    """An area the global search fills: its list for a text (RecordArea, Autos)."""

    def search_for(self, text: str) -> None: ...


@runtime_checkable
class RecordOpener(Protocol):
    """An area another one asks to show a record."""

    def open_record(self, record_id: uuid.UUID) -> None: ...


@runtime_checkable
class DraftArea(Protocol):
    """An area whose form keeps drafts (`desktop.ui.widgets.drafts`)."""

    drafts: DraftKeeper


@runtime_checkable
class ListedArea(Protocol):
    """A searchable area with its list's model (how many rows the search found)."""

    model: QAbstractItemModel

    def search_for(self, text: str) -> None: ...


class MainWindow(QMainWindow, WorkspaceUser):
    def __init__(
        self, ctx: ServiceContext, key_dir: Path | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.navigator = Navigator(self)
        self.workspace = Workspace(ctx, self.navigator, key_dir)
        self.setWindowTitle(self.tr("Balcão — %1").replace("%1", ctx.office.name))
        self.resize(1366, 768)

        self.search_box = QLineEdit(self)
        self.search_box.setObjectName("global_search")
        self.search_box.setPlaceholderText(
            self.tr("Buscar CNPJ, razão social, placa, RENAVAM ou número de documento (Ctrl+K)")
        )
        self.search_box.setClearButtonEnabled(True)
        self.search_box.returnPressed.connect(self._global_search)
        # A search by number is looked up off the GUI thread: a newer search drops it.
        self.number_search = LatestReading(self)
        QShortcut(QKeySequence("Ctrl+K"), self, self._focus_search)

        self.navigation = QListWidget(self)
        self.navigation.setObjectName("navigation")
        self.navigation.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.stack = QStackedWidget(self)
        self.areas: list[Area] = available_areas(ctx.actor, ctx.office.jurisdiction)
        self.holders: dict[str, QScrollArea] = {}
        self.pages = AreaPages(self.areas, self.workspace, self._place)
        for area in self.areas:
            self.holders[area.key] = self._scrollable()
            self.stack.addWidget(self.holders[area.key])
            item = QListWidgetItem(area.title, self.navigation)
            item.setData(Qt.ItemDataRole.UserRole, area.key)
            item.setSizeHint(QSize(0, NAVIGATION_ROW_HEIGHT))
        for digit, area in zip(sorted(AREA_DIGITS), self.areas, strict=False):
            QShortcut(QKeySequence(f"Alt+{digit}"), self, lambda key=area.key: self.open_area(key))
        self.navigation.setFixedWidth(self._navigation_width())
        self.navigation.currentRowChanged.connect(self._on_area_changed)
        # A click or Enter opens the area; the arrows only move along the list.
        self.navigation.clicked.connect(self._open_from_navigation)
        self.navigation.activated.connect(self._open_from_navigation)

        top = QHBoxLayout()
        title = QLabel(self.tr("Balcão"), self)
        title.setProperty("role", "title")
        top.addWidget(title)
        top.addWidget(self.search_box, 1)
        right = QVBoxLayout()
        right.setContentsMargins(6, 6, 6, 0)
        right.addLayout(top)
        right.addWidget(self.stack, 1)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.navigation)
        body.addLayout(right, 1)
        central = QWidget(self)
        central.setLayout(body)
        self.setCentralWidget(central)

        self._build_status_bar()
        # No Alt+letter: the menu bar's letters answer in every area, and each of Ajuda's was
        # some area's (Alt+J, the process's Julgar, only moved the focus between them). F1
        # opens its one entry, and Alt alone reaches the menu bar on Windows.
        help_menu = self.menuBar().addMenu(self.tr("Ajuda"))
        shortcuts = help_menu.addAction(self.tr("&Atalhos do teclado (F1)"), self.show_shortcuts)
        shortcuts.setObjectName("show_shortcuts")
        shortcuts.setShortcut(QKeySequence("F1"))
        self.navigator.open_record.connect(self._open_record)
        self.navigation.setCurrentRow(0)

    def shortcut_lines(self) -> list[tuple[str, str]]:
        """The keys of the whole window, then those of the area on screen."""
        lines = [
            ("Ctrl+K", self.tr("Busca global (CNPJ, placa, RENAVAM, número)")),
            ("F1", self.tr("Esta lista de atalhos")),
        ]
        lines += [
            (f"Alt+{digit}", area.title)
            for digit, area in zip(sorted(AREA_DIGITS), self.areas, strict=False)
        ]
        page = self.pages.get(self.current_area())
        return lines + shortcut_lines(page.actions() if page is not None else [])

    def show_shortcuts(self) -> None:
        dialogs.launch(shortcuts_dialog(self, self.shortcut_lines()))

    def may_close(self) -> bool:
        """Whether the window may close: every form with changes asks "Descartar as
        alterações?" first, and the first one kept is brought on screen (issue 17 §5)."""
        for page in self.pages.built():
            may_close = getattr(page, "may_close", None)
            if may_close is not None and not may_close():
                self.show_area(self.pages.key_of(page))
                return False
        return True

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Closing the window asks first, whether the close comes from the window system (the
        title bar's ×, Alt+F4) or from the program (`close()`). Changes the clerk chose to
        discard take their drafts with them."""
        if not self.may_close():
            event.ignore()
            return
        for page in self.pages.built():
            keeper = getattr(page, "drafts", None)
            if keeper is not None:
                keeper.forget()
        event.accept()

    def offer_drafts(self) -> None:
        """After the login: the forms left with unsaved changes by a crash are offered
        back, each to reopen in its form or to discard (issue 17 §5)."""
        drafts = [draft for draft in drafts_left(self.ctx) if draft.form in self.pages]
        if not drafts:
            return
        dialog = DraftsDialog(
            self.ctx, drafts, lambda draft: discard_quietly(self.ctx, draft), self
        )
        if dialogs.launch(dialog) == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            area = self.show_area(dialog.chosen.form)
            if isinstance(area, DraftArea):
                area.drafts.restore(dialog.chosen)

    def _navigation_width(self) -> int:
        """As wide as the longest title needs, the rest of the window for the areas."""
        metrics = self.navigation.fontMetrics()
        longest = max(metrics.horizontalAdvance(area.title) for area in self.areas)
        return longest + NAVIGATION_PADDING + 2 * self.navigation.frameWidth()

    def _scrollable(self) -> QScrollArea:
        """An area wider than the screen scrolls instead of widening the window. The holder
        is no stop of Tab: it shows no focus, the clerk would press Tab once more for
        nothing."""
        holder = QScrollArea(self)
        holder.setWidgetResizable(True)
        holder.setFrameShape(QFrame.Shape.NoFrame)
        holder.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return holder

    def _place(self, key: str, page: QWidget) -> None:
        self.holders[key].setWidget(page)

    def _build_status_bar(self) -> None:
        office = self.ctx.office
        printer = QPrinterInfo.defaultPrinterName() or self.tr("nenhuma impressora padrão")
        labels = {
            "status_office": self.tr("Escritório: %1 (%2)")
            .replace("%1", office.name)
            .replace("%2", office.code),
            "status_user": self.tr("Usuário: %1").replace("%1", self.ctx.actor.display_name),
            "status_database": self.tr("Banco: %1").replace("%1", self.ctx.database.url),
            "status_printer": self.tr("Impressora: %1").replace("%1", printer),
        }
        for name, text in labels.items():
            # The database's path gives way first (its middle), then the others end in "…".
            label = ElidedLabel(
                text,
                self,
                Qt.TextElideMode.ElideMiddle
                if name == "status_database"
                else Qt.TextElideMode.ElideRight,
            )
            label.setObjectName(name)
            if name == "status_database":
                label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.statusBar().addPermanentWidget(label, 1 if name == "status_database" else 0)

    def status_text(self, name: str) -> str:
        label = self.findChild(QLabel, name)
        return label.text() if label is not None else ""

    def current_area(self) -> str:
        return self.areas[self.stack.currentIndex()].key

    def show_area(self, key: str) -> QWidget:
        row = [area.key for area in self.areas].index(key)
        self.navigation.setCurrentRow(row)
        return self.pages[key]

    def open_area(self, key: str) -> QWidget:
        """The clerk opens an area (Alt+N, a click or Enter in the navigation): it shows with
        the focus on its first control, not left in the search box or the navigation."""
        page = self.show_area(key)
        control = first_control(page)
        if control is not None:
            control.setFocus(Qt.FocusReason.OtherFocusReason)
        return page

    def _open_from_navigation(self, index: QModelIndex) -> None:
        self.open_area(self.areas[index.row()].key)

    def _on_area_changed(self, row: int) -> None:
        """Shows the area; one whose data changed elsewhere brings itself up to date."""
        if row < 0:
            return
        self.stack.setCurrentIndex(row)
        page = self.pages[self.areas[row].key]
        refresh = getattr(page, "refresh", None)
        if refresh is not None:
            refresh()

    def _focus_search(self) -> None:
        self.search_box.setFocus()
        self.search_box.selectAll()

    def _global_search(self) -> None:
        """CNPJ or name -> Operadores; plate or RENAVAM -> Veículos; a document number ->
        every record with that number (`_open_number`)."""
        # The document services (register, verification, notices) load with the first
        # search, not at start (issue 18).
        from desktop.services.documents.lookup import looks_like_document_number

        text = self.search_box.text().strip()
        compact = text.upper().replace(" ", "")
        if not text:
            return
        # The clerk searched again: a number still being looked up opens nothing any more.
        self.number_search.drop()
        if VEHICLES_AREA in self.pages and (PLATE.match(compact) or RENAVAM.match(compact)):
            self._search_in_area(VEHICLES_AREA, compact.replace("-", ""))
        elif looks_like_document_number(text) and OPERATORS_AREA in self.pages:
            number = text.upper()
            with_licences = LICENCES_AREA in self.pages
            self.number_search.run(
                lambda control: self._look_up_number(number, with_licences),
                lambda found: self._open_number(number, *found),
                progress=self.tr("Procurando o documento %1…").replace("%1", number),
            )
        elif OPERATORS_AREA in self.pages:
            self._search_in_area(OPERATORS_AREA, text)

    def _look_up_number(
        self, number: str, with_licences: bool
    ) -> "tuple[NumberLookup, list[LicenceRow]]":
        """Off the GUI thread: the documents and the auto with `number`, and the licences
        with it if the clerk sees licences."""
        from desktop.services.documents.lookup import look_up_number
        from desktop.services.search.licences import search_licences

        licences = []
        if with_licences:
            page = search_licences(self.ctx, number=number, limit=MAX_LICENCES_NUMBERED)
            licences = [row for row in page.rows if row.number == number]
        return look_up_number(self.ctx, number, [row.id for row in licences]), licences

    def _open_number(
        self, number: str, found: "NumberLookup", licences: "list[LicenceRow]"
    ) -> None:
        """Numbers run per kind of document, so one number may name an auto de infração, a
        licence and an operator's documents: one record opens; several are offered, the
        clerk picks one."""
        hits = self._number_hits(number, found, licences)
        if not hits:
            dialogs.inform(
                self,
                self.tr("Busca"),
                self.tr("Nenhum documento nº %1 foi emitido neste escritório.").replace(
                    "%1", number
                ),
            )
            return
        if len(hits) == 1:
            hits[0].open()
            return
        dialog = NumberChoiceDialog(number, hits, self)
        if dialogs.launch(dialog) == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            dialog.chosen.open()

    def _number_hits(
        self, number: str, found: "NumberLookup", licences: "list[LicenceRow]"
    ) -> list[NumberHit]:
        """The auto, the licences, then the operators the documents were issued to (one per
        CNPJ: that operator is what opens)."""
        hits = []
        if found.notice_number is not None and NOTICES_AREA in self.pages:
            hits.append(
                NumberHit(
                    self.tr("Auto de infração %1").replace("%1", found.notice_number),
                    partial(self._search_in_area, NOTICES_AREA, found.notice_number),
                )
            )
        numbered = licence_labels(self.ctx.office.jurisdiction)["numbered"]
        # The operator by the register's name, as its documents below; the name printed on
        # the licence too when the razão social has changed since.
        for row in licences:
            operator = found.licence_operators[row.id]
            name = operator_text(operator.legal_name, operator.cnpj, printed=row.operator_name)
            hits.append(
                NumberHit(
                    f"{numbered.format(row.number)} — {name}",
                    partial(self._search_in_area, LICENCES_AREA, row.number),
                )
            )
        titles: dict[str, list[str]] = {}
        names: dict[str, str] = {}
        for match in found.documents:
            titles.setdefault(match.cnpj, []).append(match.title)
            names[match.cnpj] = match.operator_name
        hits += [
            NumberHit(
                f"{', '.join(kinds)} {number} — {operator_text(names[cnpj], cnpj)}",
                partial(self._search_in_area, OPERATORS_AREA, cnpj),
            )
            for cnpj, kinds in titles.items()
        ]
        return hits

    def _search_in_area(self, key: str, text: str) -> None:
        area = self.show_area(key)
        if isinstance(area, SearchableArea):
            area.search_for(text)

    def _open_record(self, key: str, record_id: uuid.UUID) -> None:
        area = self.show_area(key)
        if isinstance(area, RecordOpener):
            area.open_record(record_id)
