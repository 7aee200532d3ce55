"""The record lists read whole on the clerk's 1366×768 monitor (1366×728 less the taskbar),
in both demonstration offices: every column as wide as its title, the key cells (plate,
licence number, dates, situation) whole, no sideways scrolling; beside them the vehicle's
and the operator's forms keep their two columns; and the status bar's texts end in "…"
where the window is too narrow for them, instead of being cut off mid-word."""

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHeaderView,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QTableView,
    QToolButton,
    QToolTip,
)

from desktop.rules.choices import ProcessStage
from desktop.services.sanctions.removed_vehicles import removed_vehicles
from desktop.ui.areas import all_areas
from desktop.ui.sanctions.removed_vehicles_panel import HEADERS
from desktop.ui.widgets.elided_label import ElidedLabel
from desktop.ui.widgets.lazy_table import LazyTableModel
from desktop.ui.widgets.record_area import ActionBar
from desktop.ui.widgets.reflow import ReflowGrid
from tests.factories.action_bar import menus_opened
from tests.factories.demo import demo_window
from tests.factories.screens import cells_cut_short
from tests.ui.screen_fit import hidden_toolbar_actions

LIST_AREAS = ("operators", "vehicles", "licences", "lines", "notices")
# Cells the clerk reads to tell one record from another; shown whole, not "…".
KEY_COLUMNS = {
    "operators": ("CNPJ",),
    "vehicles": ("Placa", "Situação", "CRV até"),
    "licences": ("Número", "Placas", "Início", "Situação"),
    "lines": ("Número", "Situação"),
    "notices": ("Auto", "Data", "Placa", "Fase"),
}


@pytest.fixture(params=["GO", "RR"])
def window(request, demo_offices, qtbot):
    with demo_window(qtbot, demo_offices[request.param]) as shown:
        yield shown


def shown_list(page) -> QTableView:
    tabs = getattr(page, "tabs", None)
    if tabs is not None and page.findChild(QTableView, "notice_list") is not None:
        tabs.setCurrentIndex(0)
    lists = [
        view
        for view in page.findChildren(QTableView)
        if view.isVisible() and isinstance(view.model(), LazyTableModel)
    ]
    assert len(lists) == 1
    return lists[0]


def unreadable_columns(area: str, view: QTableView) -> list[str]:
    header = view.horizontalHeader()
    model = view.model()
    problems = []
    shown = [section for section in range(header.count()) if not header.isSectionHidden(section)]
    for section in shown:
        title = model.headerData(section, header.orientation())
        width = header.sectionSize(section)
        if width < header.sectionSizeFromContents(section).width():
            problems.append(f"{area}: title {title!r} cut ({width} px)")
        if title in KEY_COLUMNS[area] and width < view.sizeHintForColumn(section):
            problems.append(f"{area}: cells of {title!r} cut ({width} px)")
    used = sum(header.sectionSize(section) for section in shown)
    if view.horizontalScrollBar().isVisible() or used > view.viewport().width():
        problems.append(f"{area}: scrolls sideways ({used} px in {view.viewport().width()})")
    return problems


def test_every_list_reads_whole_at_1366(qapp, window):
    problems = []
    for area in LIST_AREAS:
        view = shown_list(window.show_area(area))
        qapp.processEvents()
        assert view.model().rowCount() > 0, area
        problems += unreadable_columns(area, view)
    assert problems == []


def form_grid(page) -> ReflowGrid:
    grid = page.form.widget()
    assert isinstance(grid, ReflowGrid)
    return grid


def test_the_vehicle_and_operator_forms_keep_two_columns_at_1366(qapp, window):
    """A new record's form and the first record's, each in the two columns of its
    ReflowGrid beside a list that still reads whole. Roraima's vehicle form fell back to one
    column (a long scroll): its captions of Lei RR 664/2008, art. 27 (Certificado de
    Propriedade, declaração de manutenção) beside the choice of ownership asked 821 px."""
    problems = []
    for area in ("vehicles", "operators"):
        page = window.show_area(area)
        qapp.processEvents()
        assert page.current_id() is None
        assert form_grid(page).columns == 2, f"{area}: a new record's form in one column"
        if area == "vehicles":
            choose_leasing(qapp, page)
            assert form_grid(page).columns == 2, "vehicles: the leasing's form in one column"
            page.discard()
        page.list_view.selectRow(0)
        qapp.processEvents()
        assert page.current_id() is not None
        assert form_grid(page).columns == 2, f"{area}: the record's form in one column"
        problems += unreadable_columns(area, shown_list(page))
    assert problems == []


def choose_leasing(qapp, page) -> None:
    """The leasing (Res. AGR 105/2017 art. 16 §1º) in the new vehicle's Propriedade, its
    rows shown: the choice the form had to make room for went to one column."""
    combo = page.form.owner_fields.ownership
    combo.setCurrentIndex(combo.findData("leasing"))
    for _ in range(3):
        qapp.processEvents()
    assert page.form.owner_fields.leasing_institution.isVisible()


def test_the_vehicle_s_ownership_reads_whole_at_1366(qapp, window):
    """The choice of ownership (Própria, em nome da autorizatária / delegatária) is not cut
    off by its combo in the two-column form."""
    page = window.show_area("vehicles")
    page.list_view.selectRow(0)
    qapp.processEvents()
    combo = page.form.owner_fields.ownership
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    assert combo.currentText().startswith("Própria, em nome da")
    assert combo.fontMetrics().horizontalAdvance(combo.currentText()) <= field.width()
    assert form_grid(page).columns == 2


def wrapped_action_bars(page) -> list[str]:
    """The action bars of `page` whose buttons shown take more than one line or run past
    its right edge."""
    problems = []
    for bar in page.findChildren(ActionBar):
        shown = [button for button in bar.findChildren(QToolButton) if button.isVisible()]
        lines = sorted({button.y() for button in shown})
        right = max(button.geometry().right() for button in shown)
        if len(lines) > 1 or right >= bar.width():
            problems.append(f"{len(lines)} line(s), {right} px in {bar.width()}")
    return problems


def test_every_action_bar_is_one_row_at_1366(qapp, window):
    """Every area's action bar on one line, a record on screen, each state's own acts too
    (Roraima's Cancelamentos de ofício of a vehicle, the cancellation of an autorização):
    a second line pushed the list and the form down. The rarer acts are under menu buttons
    (Linhas' Delegação, Autorizações' Cancelamento), and none hides behind a "»"."""
    problems = []
    with_bars = set()
    for area in all_areas(window.ctx.office.jurisdiction):
        page = window.show_area(area.key)
        list_view = getattr(page, "list_view", None)
        if list_view is not None:
            list_view.selectRow(0)
        qapp.processEvents()
        if page.findChildren(ActionBar):
            with_bars.add(area.key)
        problems += [f"{area.key}: {problem}" for problem in wrapped_action_bars(page)]
        problems += [f"{area.key}: {key} hidden" for key in hidden_toolbar_actions(window)]
    assert with_bars >= {"operators", "vehicles", "licences", "lines"}
    assert problems == []


def test_the_passenger_list_names_its_shortcut(window):
    """Autorizações/Licenças' Lista de passageiros answered Ctrl+Shift+P without saying so,
    where its neighbours read "Imprimir (Ctrl+P)", "Lote de hoje (Ctrl+L)"."""
    bar = window.show_area("licences").action_bar
    action = bar.actions_["passengers"]
    assert action.shortcut().toString() == "Ctrl+Shift+P"
    assert bar.buttons["passengers"].text() == "Lista de passageiros (Ctrl+Shift+P)"


def test_the_process_acts_are_one_row_at_1366(qapp, window):
    """Autos e Processos › Processo, a process open: its acts on one line, in each state
    (Roraima's CRE/RR and Publicação no DOE too). They wrapped to three lines in Goiás and
    two in Roraima, pushing the deadlines and the timeline down; the rarer acts are under
    "Outros atos"."""
    page = window.show_area("notices")
    page.list.run_search()
    page.show_process(page.list.model.row_at(0).process_id)
    qapp.processEvents()
    row = page.process.buttons["print"].parentWidget()
    shown = [button for button in row.findChildren(QPushButton) if button.isVisible()]
    lines = {button.y() for button in shown}
    right = max(button.geometry().right() for button in shown)
    assert (len(lines), right < row.width()) == (1, True)


# As the open menu lists them (a menu line's text drops its "…").
OTHER_ACTS = {
    "GO": [
        "Notificação para pagamento",
        "Encerrar sem recurso",
        "Processo ordinário",
        "Revisão",
        "Corrigir erro formal do auto",
        "Publicação da caducidade",
        "Suspensão preventiva",
        "Prazo para ato",
        "Ato realizado",
    ],
    "RR": [
        "Notificação para pagamento",
        "Encerrar sem recurso",
        "Processo administrativo",
        "Corrigir erro formal do auto",
        "Publicação no DOE",
    ],
}


def test_alt_o_opens_the_other_acts_of_the_process(qapp, qtbot, window):
    """The rarer acts of the process are a keystroke away: Alt+O opens "Outros atos", each
    state's own acts in it (Res. AGR 105/2017 arts. 70, 93 and 96; Lei RR 664/2008 art. 91)."""
    page = window.show_area("notices")
    page.list.run_search()
    page.show_process(page.list.model.row_at(0).process_id)
    qapp.processEvents()
    (opened,) = menus_opened(qtbot, window, page.process.number_box, "o")
    assert opened == OTHER_ACTS[window.ctx.office.jurisdiction]


def test_the_dpvat_hint_reads_whole_at_1366(qapp, window):
    """The new vehicle's DPVAT field shows "bilhete ou comprovante" whole, the form in its
    two columns."""
    page = window.show_area("vehicles")
    qapp.processEvents()
    edit = page.form.dpvat
    assert edit.isVisible() and edit.text() == ""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    # What QLineEdit::paintEvent leaves for the hint: its margins and the font's bearings.
    metrics = edit.fontMetrics()
    bearings = max(0, -metrics.minLeftBearing()) + max(0, -metrics.minRightBearing())
    margins = edit.textMargins()
    shown = room.width() - 4 - margins.left() - margins.right() - bearings
    hint = edit.placeholderText()
    assert hint == "bilhete ou comprovante"
    assert metrics.elidedText(hint, Qt.TextElideMode.ElideRight, shown) == hint
    assert form_grid(page).columns == 2


def test_a_column_too_narrow_is_seen(qapp, window):
    """The measure fails on the layout the clerk complained of: a title cut off."""
    view = shown_list(window.show_area("vehicles"))
    header = view.horizontalHeader()
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
    header.resizeSection(1, 35)
    qapp.processEvents()
    assert "vehicles: title 'Operador' cut (35 px)" in unreadable_columns("vehicles", view)


def test_the_status_bar_ends_in_an_ellipsis_when_narrow(qapp, window):
    """Whole at 1366; at 1024 the database's path and the printer give way first, the office
    keeps its name, and nothing is painted past its label."""
    office = window.findChild(ElidedLabel, "status_office")
    assert office is not None
    qapp.processEvents()
    assert office.shown_text() == office.text() == window.status_text("status_office")
    window.resize(1024, 700)
    qapp.processEvents()
    labels = window.statusBar().findChildren(ElidedLabel)
    assert len(labels) == 4
    for label in labels:
        shown = label.shown_text()
        assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
        assert shown == label.text() or "…" in shown
        assert label.toolTip() == label.text()
    assert any(label.shown_text() != label.text() for label in labels)
    assert office.shown_text() == office.text()


def test_every_shortcut_is_named_on_its_button_or_in_a_menu(window):
    """Licenças' Desistência, Continuação and Passageiro answered Ctrl+Shift+D, V and I
    without saying so; every other button reads "Emitir (Ctrl+E)". An action under a menu
    button shows its shortcut on the right of its line."""
    silent = []
    for area in all_areas(window.ctx.office.jurisdiction):
        for bar in window.show_area(area.key).findChildren(ActionBar):
            for key, action in bar.actions_.items():
                keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                if not keys or not action.isVisible() or key in bar.menus:
                    continue
                if f"({keys})" not in bar.buttons[key].text():
                    silent.append(f"{area.key}: {bar.buttons[key].text()}")
    assert silent == []


def test_the_licence_list_shows_the_company_name(qapp, window):
    """The licence list's Autorizatária/Delegatária read "Mineração S…" in 107 px, its
    narrowest column but one: the second plate's room (a licence's other plates counted,
    "AAU0A00 +1") goes to the company's name, now its widest column, and the request form
    beside keeps its width, read without scrolling sideways."""
    page = window.show_area("licences")
    qapp.processEvents()
    view = shown_list(page)
    header = view.horizontalHeader()
    company = next(i for i, column in enumerate(view.model().columns) if column.stretch)
    shown = [i for i in range(header.count()) if not header.isSectionHidden(i)]
    assert header.sectionSize(company) == max(header.sectionSize(i) for i in shown)
    assert page.tabs.widget(0).horizontalScrollBar().maximum() == 0


def test_the_licence_list_names_every_plate_of_its_plus_cell(qapp, qtbot, demo_offices):
    """A licence of two vehicles shows "AAU0A00 +1" in its Placas cell (every vehicle of the
    trip is in the licence, Res. AGR 105/2017, art. 29, §§ 2º e 3º): the pointer on the cell
    names both plates, as the list's tooltip did before the second plate gave its room to
    the company's name; a cell of one plate shows no tooltip."""
    with demo_window(qtbot, demo_offices["GO"]) as window:
        page = window.show_area("licences")
        qapp.processEvents()
        view = shown_list(page)
        model = view.model()
        plates = [column.title for column in model.columns].index("Placas")
        cells = [model.index(row, plates) for row in range(model.rowCount())]
        tips = {}
        for cell in cells:
            QToolTip.hideText()
            qtbot.waitUntil(lambda: not QToolTip.isVisible())
            view.scrollTo(cell)
            spot = view.visualRect(cell).center()
            QApplication.sendEvent(
                view.viewport(),
                QHelpEvent(QEvent.Type.ToolTip, spot, view.viewport().mapToGlobal(spot)),
            )
            tips[cell.data()] = QToolTip.text() if QToolTip.isVisible() else ""
        QToolTip.hideText()
    assert tips["AAU0A00 +1"] == "AAU0A00, AAV0A00"
    assert tips["AAB0A00"] == ""


def test_the_autos_lists_show_the_longest_demo_name_whole(qapp, qtbot, demo_offices):
    """Autos e Processos' list and its Prazos tab, in Goiás's demonstration office at 1366:
    "Águia Dourada Transportes Escolares Ltda." in the list and the name of the process due
    this week read whole, not "…" (the margins around each list took the ~18 px it lacked),
    while the stage and the deadline beside them still read whole."""
    with demo_window(qtbot, demo_offices["GO"]) as window:
        page = window.show_area("notices")
        page.tabs.setCurrentWidget(page.list)
        qapp.processEvents()
        view = shown_list(page)
        header = view.horizontalHeader()
        model = view.model()
        titles = [column.title for column in model.columns]
        autuado = titles.index("Autuado")
        names = [model.index(row, autuado).data() for row in range(model.rowCount())]
        assert "Águia Dourada Transportes Escolares Ltda." in names
        assert header.sectionSize(autuado) >= view.sizeHintForColumn(autuado)
        assert unreadable_columns("notices", view) == []
        page.tabs.setCurrentWidget(page.worklist)
        qapp.processEvents()
        assert page.worklist.table.rowCount() > 0
        assert cells_cut_short(page.worklist.table) == []


def test_the_autos_list_reads_the_autuado_whole_beside_a_short_stage(qapp, window):
    """Both offices at 1366: the Fase column names the stage and its tooltip adds the act
    (Roraima's appeal term, "Lei RR 664/2008, arts. 89, parágrafo único, e 91", took 692 px
    and cut the autuado's name to 156 of the 263 px it needs)."""
    page = window.show_area("notices")
    view = shown_list(page)
    qapp.processEvents()
    header = view.horizontalHeader()
    model = view.model()
    titles = [column.title for column in model.columns]
    autuado, stage = titles.index("Autuado"), titles.index("Fase")
    assert model.rowCount() > 0
    assert header.sectionSize(autuado) >= view.sizeHintForColumn(autuado)
    assert unreadable_columns("notices", view) == []
    acts = set()
    for row in range(model.rowCount()):
        cell = model.index(row, stage)
        whole = cell.data(Qt.ItemDataRole.ToolTipRole)
        assert whole == model.row_at(row).stage_label
        assert whole.startswith(cell.data())
        acts.add(whole.removeprefix(cell.data()))
    act = "Lei RR 664/2008" if window.ctx.office.jurisdiction == "RR" else "Res. AGR 105/2017"
    assert any(act in cited for cited in acts)


def test_the_removed_vehicles_read_the_autuado_whole_beside_a_short_stage(
    qapp, qtbot, demo_offices
):
    """Goiás at 1366, Veículos removidos (Res. AGR 105/2017, art. 73, § 5º): the autuado
    reads whole, not "Viação São João do Cerrad…"; the Fase column names the stage and its
    tooltip adds the act, as the Autos list does ("Reexame obrigatório pelo Conselho
    Regulador (Res. AGR 105/2017, art. 90)" shown whole took its room)."""
    with demo_window(qtbot, demo_offices["GO"]) as window:
        page = window.show_area("notices")
        page.tabs.setCurrentWidget(page.removed)
        qapp.processEvents()
        table = page.removed.table
        assert table.rowCount() > 0
        assert cells_cut_short(table) == []

        stage = HEADERS.index("Fase")
        review = ProcessStage.REEXAME_CONSELHO
        removed = replace(
            removed_vehicles(window.ctx)[0], stage=review.value, stage_label=review.label
        )
        line = page.removed.lines_of([removed])[1][0]
        assert line.cells[stage] == "Reexame obrigatório pelo Conselho Regulador"
        assert line.tips[stage] == review.label
