"""The demo's areas opened as a clerk opens them, and a button clicked on the first record,
tab and row of the demo where it is enabled (`open_from`): the walk the dialogs' tests share
(tests/ui/test_dialog_mnemonics.py and the tests of one dialog's size or day)."""

import re
from collections.abc import Callable, Iterator

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QListWidget,
    QPushButton,
    QTableView,
    QToolButton,
    QWidget,
)

from desktop.services.search.operators import search_operators
from desktop.ui.areas import all_areas
from desktop.ui.finance.area import FinanceArea
from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.widgets.record_area import RecordArea
from desktop.ui.workspace import Workspace
from tests.factories.mnemonics import each_tab_shown


def area_page(ctx, office, key: str) -> QWidget:
    (area,) = [area for area in all_areas(ctx.office.jurisdiction) if area.key == key]
    return area.build(Workspace(ctx, Navigator(), office[1]))


def each_record(page: QWidget, ctx) -> Iterator[None]:
    """Stops once as the area is shown (the main window refreshes it then), then once with
    each record of the demo on screen."""
    refresh = getattr(page, "refresh", None)
    if refresh is not None:
        refresh()
    yield
    if isinstance(page, RecordArea):
        page.run_search()
        for _row, item in page.model.held_rows():
            page.open_record(item.id)
            yield
    elif isinstance(page, NoticesArea):
        page.list.run_search()
        for _row, item in page.list.model.held_rows():
            page.show_process(item.process_id)
            yield
    elif isinstance(page, FinanceArea):
        for operator in search_operators(ctx, "").rows:
            page.cnpj_box.setText(operator.cnpj_formatted)
            page.lookup()
            yield
    for users in page.findChildren(QListWidget, "user_list"):
        for row in range(users.count()):
            users.setCurrentRow(row)
            yield


SHORTCUT = re.compile(r" \((Ctrl|Alt|Shift|F\d)[^)]*\)$")


def plain(text: str) -> str:
    """A button's text without its Alt+letter, its "…" (a tool button drops the "…" of
    its action's text) and its "(Ctrl+H)" (a menu's line shows the shortcut apart)."""
    return SHORTCUT.sub("", text.replace("&", "")).removesuffix("…").strip()


def buttons_named(page: QWidget, text: str, forced: bool) -> list[Callable[[], object]]:
    """What clicks the buttons of `page` shown with `text`, and the lines with `text` in the
    menus of its menu buttons shown (Linhas' Delegação, Situação..., the Processo's Outros
    atos): the enabled ones, or, `forced`, all of them made enabled."""
    shown = [
        button
        for button in page.findChildren(QAbstractButton)
        if button.isVisibleTo(page) and button.window() is page
    ]
    found: list[QAbstractButton | QAction] = [
        button for button in shown if plain(button.text()) == plain(text)
    ]
    found += [
        action
        for button in shown
        if isinstance(button, QToolButton | QPushButton) and button.menu() is not None
        for action in button.menu().actions()
        if action.isVisible() and plain(action.iconText()) == plain(text)
    ]
    found = [target for target in found if forced or target.isEnabled()]
    for target in found:
        action = target.defaultAction() if isinstance(target, QToolButton) else None
        (action or target).setEnabled(True)
    return [target.trigger if isinstance(target, QAction) else target.click for target in found]


def each_row_chosen(page: QWidget) -> Iterator[None]:
    """Stops once as the page is, then once with the first row of each table shown in it
    chosen (an occurrence, a complaint, a measure, a change request...), the list of the
    area's records aside."""
    yield
    for table in page.findChildren(QTableView):
        if table.isVisibleTo(page) and table is not getattr(page, "list_view", None):
            if table.model() is not None and table.model().rowCount() > 0:
                table.selectRow(0)
                yield


def open_from(page: QWidget, ctx, button: str, opened: list) -> None:
    """Clicks `button` on the first record, tab and row of the demo where it is enabled,
    until a dialog of the table has opened. A dialog for a stage no record of the demo has
    reached (a council's decision, a complaint forwarded...) is opened on the first record
    showing its button, the button enabled by the test: the dialog is built as for a
    record at that stage, from the record on screen."""
    for forced in (False, True):
        for _ in each_record(page, ctx):
            for _ in each_tab_shown(page):
                for _ in each_row_chosen(page):
                    for click in buttons_named(page, button, forced):
                        click()
                        if opened:
                            return
