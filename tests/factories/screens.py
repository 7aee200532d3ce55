"""Driving and reading the screens in the UI tests (no tests here): the home page, a table's
rows and the cells it cuts short, a grid cell typed in, the pickers and trip form of the
licences area, a sanction process panel, a Goiás line under a Termo and a Roraima line's
record, the Penalidades tab of a Roraima operator, a dialog run as the application runs it."""

import dataclasses

from PySide6.QtCore import QDate, QDateTime, QRect, Qt, QTime, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QTableWidgetItem

from desktop.services.calendar import office_today
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.register import create_line
from desktop.services.registration.operators import create_operator
from desktop.ui.admin.area import AdminArea
from desktop.ui.home.page import HomePage
from desktop.ui.lines.area import LinesArea
from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.widgets import dialogs
from desktop.ui.workspace import Workspace
from tests.factories.lines import go_line, go_line_in_operation, rr_line, termo
from tests.factories.vehicles import certify

# How long a test waits for a page read off the GUI thread (Início's counts): a bound for a
# loaded CI machine, never a timing assertion; the wait ends as soon as the page is read.
READING_BOUND_MS = 30_000
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
REAL_LAUNCH = dialogs.launch  # before the UI tests' guard against unplanned dialogs


def home_for(qtbot, ctx, keys):
    navigator = Navigator()
    page = HomePage(Workspace(ctx, navigator, keys))
    qtbot.addWidget(page)
    page.resize(1150, 700)
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        page.refresh()
    return page, navigator


def table_rows(table):
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def cells_cut_short(table) -> list[str]:
    """The cells whose text does not fit, wrapped, in its column and row (what the table
    would elide), as "first cell of the row: text"."""
    metrics = table.fontMetrics()
    # the item delegate's text margin, each side (QCommonStyle: focus frame margin + 1)
    margins = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    # and the grid's line, which the cell's rectangle leaves out ("Medida administrativa"
    # was counted whole where the table read "administrati…")
    margins += 1 if table.showGrid() else 0
    cut = []
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            text = table.item(row, column).text()
            room = table.columnWidth(column) - margins
            needed = metrics.boundingRect(QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, text)
            if needed.width() > room or needed.height() > table.rowHeight(row):
                cut.append(f"{table.item(row, 0).text()}: {text}")
    return cut


def type_in_cell(qtbot, table, row, column, text):
    """Types `text` in the cell's editor as the clerk would, Enter to commit; returns what
    the editor showed."""
    if table.item(row, column) is None:
        table.setItem(row, column, QTableWidgetItem())
    table.setCurrentCell(row, column)
    table.editItem(table.item(row, column))
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    qtbot.keyClicks(editor, text)
    shown = editor.text()
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not editor)
    return shown


def pick(qtbot, area, picker, text: str) -> None:
    picker.setFocus()
    qtbot.keyClicks(picker, text)
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    area.activateWindow()
    qtbot.waitUntil(lambda: picker.value() is not None)


def pick_vehicle(qtbot, area, text: str) -> None:
    """Types a plate in the vehicle picker and Enter: the vehicle joins the list."""
    vehicles = area.form.vehicles
    before = len(vehicles.values())
    vehicles.picker.setFocus()
    qtbot.keyClicks(vehicles.picker, text)
    qtbot.keyClick(vehicles.picker, Qt.Key.Key_Return)
    area.activateWindow()
    qtbot.waitUntil(lambda: len(vehicles.values()) == before + 1)


def fill_trip(qtbot, area) -> None:
    form = area.form
    pick(qtbot, area, form.operator, "viacao sao")
    pick_vehicle(qtbot, area, "ABC")
    for picker, name in ((form.origin, "goiania"), (form.destination, "caldas novas")):
        picker.setFocus()
        qtbot.keyClicks(picker, name)
        picker.editingFinished.emit()
        area.activateWindow()
    qtbot.keyClicks(form.itinerary, "GO-020 e GO-139")
    form.start_on.setDate(QDate(2026, 6, 16))
    form.end_on.setDate(QDate(2026, 6, 18))
    form.departure.setDateTime(QDateTime(QDate(2026, 6, 16), QTime(8, 0)))
    qtbot.keyClicks(form.invoice, "NF-e 123")
    qtbot.keyClicks(form.drivers_box.name, "Maria Souza")
    qtbot.keyClicks(form.drivers_box.cpf, "39053344705")
    qtbot.keyClicks(form.drivers_box.cnh, "02650306461")
    form.drivers_box.link.setCurrentIndex(form.drivers_box.link.findData("contrato_social"))
    qtbot.keyClicks(form.drivers_box.reference, "JUCEG 52200012345")
    qtbot.mouseClick(
        form.findChild(type(form.import_button), "add_driver"), Qt.MouseButton.LeftButton
    )
    qtbot.keyClick(form.checks["requerimento"], Qt.Key.Key_Space)


def panel_for(qtbot, ctx, tmp_path, process_id):
    area = NoticesArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    area.process.load(process_id)
    return area.process


def panel(qtbot, ctx, keys, process_id, show_active):
    area = NoticesArea(Workspace(ctx, Navigator(), keys))
    qtbot.addWidget(area)
    area.resize(1366, 720)
    show_active(area)
    area.show_process(process_id)
    return area.process


def admin_tab_shown(qtbot, show_active, ctx, tab: str, key_dir=None) -> AdminArea:
    """The Administração area, active on screen with its tab `tab` (an attribute: "network",
    "pending") shown and read."""
    area = AdminArea(Workspace(ctx, Navigator(), key_dir))
    qtbot.addWidget(area)
    area.setCurrentWidget(getattr(area, tab))
    show_active(area)
    area.refresh()
    return area


def go_termo_line_record(open_area, admin_context, tmp_path) -> LinesArea:
    """The Linhas area of a Goiás office (the clock ticking from noon) on the record of a line
    under a Termo signed and published today, its outorga in 2 instalments, the 1st due."""
    from tests.ui.conftest import operator_input, ticking_from_noon

    ctx = ticking_from_noon(admin_context)
    holder = create_operator(ctx, operator_input())
    certify(ctx, tmp_path / "keys", holder.id)
    line = create_line(ctx, go_line())
    today = office_today(ctx)
    record_delegation(
        ctx,
        line.id,
        termo(holder.id, signed_on=today, published_on=today, outorga_instalments=2),
    )
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    area.open_record(line.id)
    return area


def rr_line_record(open_area, admin_context, tmp_path) -> LinesArea:
    """The Linhas area of a Roraima office (the clock ticking from noon) on the record of a
    line just registered (`tests.factories.lines.rr_line`)."""
    from tests.ui.conftest import ticking_from_noon

    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    ctx = ticking_from_noon(dataclasses.replace(admin_context, office=office))
    line = create_line(ctx, rr_line())
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    area.open_record(line.id)
    return area


def lines_area_on(open_area, office_line, key_dir) -> LinesArea:
    """The Linhas area of a factory's office (its `ctx`) with its `line` loaded."""
    area = open_area(LinesArea, office_line.ctx, key_dir)
    area.load(office_line.line.id)
    return area


def goias_line_area(open_area, admin_context, tmp_path) -> LinesArea:
    """The Linhas area of a Goiás office with a line in operation loaded."""
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.load(line.id)
    return area


def rr_penalties_shown(qtbot, window):
    """Operadores > Penalidades (Alt+N) of the first operator of a Roraima demo window, made
    active: the tab's coefficients panel."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    operators = window.show_area("operators")
    operators.list_view.setCurrentIndex(operators.model.index(0, 0))
    qtbot.keyClick(operators.tabs, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    return operators.rr_penalties.coefficients


def refused_in_dialog(qtbot, fill, field: str, seen: dict):
    """A handler for the dialog driver: `fill(dialog)` types the request, the dialog is shown
    and submitted, and `seen` gets the message next to `field` ("error") and whether the
    dialog stayed open ("open"); then it is closed."""

    def refused(dialog):
        fill(dialog)
        with qtbot.waitExposed(dialog):
            dialog.show()
        dialog.try_submit()
        seen["error"] = dialog.form.error_of(field)
        seen["open"] = dialog.isVisible()
        dialog.close()
        return 0

    return refused


def launched(dialog, handle) -> int:
    """Runs `dialog` as the application does, `handle` driving it once it is on screen; the
    dialog is closed after, whatever `handle` found."""

    def drive() -> None:
        try:
            handle(dialog)
        finally:
            dialog.reject()

    QTimer.singleShot(0, drive)
    return REAL_LAUNCH(dialog)
