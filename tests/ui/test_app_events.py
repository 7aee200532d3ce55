"""The application has one event filter of its own (issue 18 §2: each Python filter on the
application crosses into Python for every event, about 3,100 while the main window is
built), and the screens' shortcuts and the cut cells' tooltips work through it (the wheel
guard's own tests drive it the same way). The application is the one `prepare_application`
prepares, as at start-up."""

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.widgets.app_events import AppEvents, install_app_events
from desktop.ui.widgets.tables import fill_table, read_only_table
from tests.factories.tips import tooltip_of

LONG = (
    "Notificação de fiscalização complementar (Res. AGR 105/2017, art. 60 §2): livros de "
    "viagens de maio, de junho e de julho, com as relações de passageiros de cada viagem"
)


def own_filters(app: QApplication) -> list[QObject]:
    """The application's children that filter events in Python."""
    return [child for child in app.children() if type(child).eventFilter is not QObject.eventFilter]


def test_the_application_has_one_event_filter_installed_once(qapp):
    filters = own_filters(qapp)
    assert [type(each) for each in filters] == [AppEvents]
    assert install_app_events(qapp) is filters[0]
    assert own_filters(qapp) == filters


def test_a_key_the_text_field_claims_reaches_the_screens_action(qtbot, show_active):
    """Offscreen a line edit claims only Ctrl+A, C, V, X, Y and Z (a Linux desktop's also
    Ctrl+E and Ctrl+K, the case of issue 17 §9), so a screen's Ctrl+Z stands in for them."""
    screen = QWidget()
    action = QAction("&Desfazer a baixa", screen)
    action.setShortcut(QKeySequence("Ctrl+Z"))
    screen.addAction(action)
    field = QLineEdit(screen)
    QVBoxLayout(screen).addWidget(field)
    qtbot.addWidget(screen)
    show_active(screen)
    field.setFocus()
    qtbot.keyClicks(field, "GO-060")
    with qtbot.waitSignal(action.triggered, timeout=2000):
        qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert field.text() == "GO-060"


def test_a_cut_cell_shows_its_whole_text_as_tooltip(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    table: QTableWidget = read_only_table("cells", ["Prazo", "O quê"], (1,), holder)
    QVBoxLayout(holder).addWidget(table)
    fill_table(table, [("08/06/2026", LONG)])
    holder.resize(500, 300)
    holder.show()
    qtbot.waitExposed(holder)
    assert tooltip_of(qtbot, table, 0, 1) == LONG
