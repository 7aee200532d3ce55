"""Reading order is Tab order (issue 17 §8): from the first field, Tab walks every visible
field of each form left to right within a row, the rows top to bottom — the boxes of a
two-column form row by row, each box's fields before the next box's — then the buttons.

The expected order is read from the screen (the widgets' geometry), not from the code that
sets the chain, so a field placed out of order fails the walk."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QSplitter, QTabBar, QWidget

from desktop.services.calendar import office_today
from desktop.services.lines.register import create_line
from desktop.ui.admin.area import ClosuresTab, UsersTab
from desktop.ui.licences.form import LicenceForm
from desktop.ui.lines.fares import fare_dialog
from desktop.ui.lines.form import LineForm
from desktop.ui.lines.schedule import timetable_dialog
from desktop.ui.navigator import Navigator
from desktop.ui.operators.form import OperatorForm
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.sanctions.notice_form import NoticeForm
from desktop.ui.sanctions.notice_list import NoticeList
from desktop.ui.setup_wizard import SetupWizard
from desktop.ui.vehicles.form import VehicleForm
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.reflow import ReflowGrid
from desktop.ui.widgets.tab_order import takes_tab
from desktop.ui.workspace import Workspace
from tests.factories.demo import demo_window
from tests.factories.lines import go_line
from tests.factories.notices import new_operator, recorded_notice


def area_of(widget: QWidget, root: QWidget) -> QRect:
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


def box_of(widget: QWidget, root: QWidget) -> QWidget:
    """The box of a two-column form holding `widget` (the form itself when it has none)."""
    holder = widget
    while holder.parentWidget() is not None and holder.parentWidget() is not root:
        if isinstance(holder.parentWidget(), ReflowGrid | QSplitter):
            return holder
        holder = holder.parentWidget()
    return root


def in_rows(widgets: list[QWidget], root: QWidget) -> list[QWidget]:
    """Top to bottom, a row being the widgets whose middle lies within the first one's
    height; each row left to right."""
    rest = sorted(widgets, key=lambda widget: area_of(widget, root).center().y())
    ordered: list[QWidget] = []
    while rest:
        first = area_of(rest[0], root)
        row = [w for w in rest if area_of(w, root).center().y() <= first.bottom()]
        rest = [w for w in rest if w not in row]
        ordered += sorted(row, key=lambda widget: area_of(widget, root).x())
    return ordered


def seen_order(root: QWidget) -> list[QWidget]:
    """Every field and button a clerk sees in `root`, in reading order: once its layouts
    have settled (just shown, a two-column form's boxes are not yet at their heights)."""
    QApplication.processEvents()
    shown = [
        widget
        for widget in root.findChildren(QWidget)
        if takes_tab(widget)
        and widget.isVisibleTo(root)
        and widget.isEnabled()
        and not isinstance(widget, QTabBar)
    ]
    boxes: dict[QWidget, list[QWidget]] = {}
    for widget in shown:
        boxes.setdefault(box_of(widget, root), []).append(widget)
    return [widget for box in in_rows(list(boxes), root) for widget in in_rows(boxes[box], root)]


def label(widgets: list[QWidget]) -> list[str]:
    return [
        widget.objectName() or f"{type(widget).__name__} in {widget.parentWidget().objectName()}"
        for widget in widgets
    ]


def walk(qtbot, first: QWidget, steps: int) -> list[QWidget]:
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    walked = [first]
    for _ in range(steps):
        focused = QApplication.focusWidget()
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        # A grid walks its cells with Tab, then gives the focus on.
        for _cell in range(100):
            if QApplication.focusWidget() is not focused:
                break
            assert isinstance(focused, QAbstractItemView), label([focused])
            qtbot.keyClick(focused, Qt.Key.Key_Tab)
        walked.append(QApplication.focusWidget())
    return walked


def workspace(ctx, tmp_path):
    return Workspace(ctx, Navigator(), tmp_path / "keys")


def operator_form(ctx, tmp_path):
    return OperatorForm(ctx.office.address.uf)


def vehicle_form(ctx, tmp_path):
    return VehicleForm(ctx.office.jurisdiction, lambda: office_today(ctx))


def line_form(ctx, tmp_path):
    return LineForm(ctx.office.jurisdiction, lambda _text: [])


def notice_form(ctx, tmp_path):
    return NoticeForm(workspace(ctx, tmp_path))


def licence_form(ctx, tmp_path):
    return LicenceForm(workspace(ctx, tmp_path))


def notice_list(ctx, tmp_path):
    return NoticeList(workspace(ctx, tmp_path))


def process_dialog(ctx, tmp_path):
    """The dialog every act of a process is made of (notification, defence, decision)."""
    dialog = ActionDialog("Notificação", lambda _dialog: None, "Registre a ciência.")
    dialog.form.add_line("means", "Meio")
    dialog.form.add_line("signatory", "Quem assinou")
    dialog.form.add_line("note", "Observação")
    return dialog


def line_of(ctx):
    return create_line(ctx, go_line())


def timetable(ctx, tmp_path):
    return timetable_dialog(workspace(ctx, tmp_path), line_of(ctx), None)


def fares(ctx, tmp_path):
    return fare_dialog(workspace(ctx, tmp_path), line_of(ctx), None)


def users(ctx, tmp_path):
    return UsersTab(workspace(ctx, tmp_path))


def closures(ctx, tmp_path):
    return ClosuresTab(workspace(ctx, tmp_path))


def wizard_page(number):
    def make(ctx, tmp_path):
        wizard = SetupWizard(ctx.database, tmp_path / "wizard_keys")
        for _ in range(number):
            wizard.next()
        return wizard

    return make


FORMS = {
    "operator": operator_form,
    "vehicle": vehicle_form,
    "line": line_form,
    "notice": notice_form,
    "licence": licence_form,
    "notice_list": notice_list,
    "process_dialog": process_dialog,
    "timetable": timetable,
    "fares": fares,
    "admin_users": users,
    "admin_closures": closures,
    "setup_office": wizard_page(0),
    "setup_address": wizard_page(1),
    "setup_calendar": wizard_page(2),
    "setup_administrator": wizard_page(3),
}


@pytest.mark.parametrize("width", [1366, 820])
@pytest.mark.parametrize("name", sorted(FORMS))
def test_tab_walks_each_form_in_reading_order(qtbot, admin_context, tmp_path, name, width):
    form = FORMS[name](admin_context, tmp_path)
    qtbot.addWidget(form)
    form.resize(width, 2400)
    form.show()
    qtbot.waitExposed(form)
    expected = seen_order(form)
    assert len(expected) >= 3
    walked = walk(qtbot, expected[0], len(expected) - 1)
    assert label(walked) == label(expected), f"walked {label(walked)}\nseen {label(expected)}"
    assert walked == expected


@pytest.mark.parametrize("name", ["operator", "vehicle", "line"])
def test_shift_tab_walks_back_the_same_way(qtbot, admin_context, tmp_path, name):
    form = FORMS[name](admin_context, tmp_path)
    qtbot.addWidget(form)
    form.resize(1366, 2400)
    form.show()
    qtbot.waitExposed(form)
    expected = seen_order(form)
    # From the last field that is not a grid (a grid takes Shift+Tab for its own cells).
    last = next(w for w in reversed(expected) if not isinstance(w, QAbstractItemView))
    expected = expected[: expected.index(last) + 1]
    last.setFocus()
    qtbot.waitUntil(last.hasFocus)
    walked = [last]
    for _ in range(len(expected) - 1):
        focused = QApplication.focusWidget()
        qtbot.keyClick(focused, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        for _cell in range(100):
            if QApplication.focusWidget() is not focused:
                break
            qtbot.keyClick(focused, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        walked.append(QApplication.focusWidget())
    assert label(walked) == label(list(reversed(expected)))


def check_walk(qtbot, dialog) -> int:
    dialog.show()
    qtbot.waitExposed(dialog)
    expected = seen_order(dialog)
    walked = walk(qtbot, expected[0], len(expected) - 1)
    assert label(walked) == label(expected)
    assert len(expected) >= 5
    dialog.reject()
    return 0


@pytest.mark.parametrize("act", ["notify", "correct_dialog", "ordinary_dialog"])
def test_the_acts_of_a_process_walk_in_reading_order(
    qtbot, admin_context, context_for, tmp_path, dialog_driver, act
):
    """The dialogs of a process (notification, correction, ordinary process), as shown."""
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    area = NoticesArea(workspace(context_for("analista", "julgador"), tmp_path))
    qtbot.addWidget(area)
    area.show_process(notice.process_id)
    dialog_driver.on("ActionDialog", lambda dialog: check_walk(qtbot, dialog))
    getattr(area.process, act)()
    assert [name for name, _title in dialog_driver.seen] == ["ActionDialog"]


def test_tab_round_the_window_walks_each_user_control_once(qtbot, demo_offices):
    """Administração > Usuários in the main window: Tab from the first field walks every
    field and button of the tab once in reading order, the list too, and comes back round
    the window (search, navigation, tabs). Qt's chain once sent Tab from the last field
    back to Novo usuário, made after the fields: the list was never reached."""
    with demo_window(qtbot, demo_offices["GO"]) as window:
        with qtbot.waitActive(window):
            window.activateWindow()
        users = window.show_area("admin").users
        # A user shown, as the list shows one when it takes the focus.
        users.list.setCurrentRow(0)
        expected = seen_order(users)
        first = users.display_name
        first.setFocus()
        qtbot.waitUntil(first.hasFocus)
        walked = [first]
        for _ in range(60):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            if QApplication.focusWidget() is first:
                break
            walked.append(QApplication.focusWidget())
    inside = [widget for widget in walked if users.isAncestorOf(widget)]
    start = expected.index(first)
    assert label(inside) == label(expected[start:] + expected[:start])
    outside = [widget for widget in walked if not users.isAncestorOf(widget)]
    assert label(outside) == ["global_search", "navigation", "qt_tabwidget_tabbar"]
