"""Administração › Histórico de alterações: the chain checked from the screen (issue 16 §3)."""

from PySide6.QtCore import Qt
from sqlalchemy import text

from desktop.ui.admin.area import AdminArea
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace


def test_the_administrator_checks_the_chain_and_sees_where_it_was_broken(qtbot, admin_context):
    area = AdminArea(Workspace(admin_context, Navigator()))
    qtbot.addWidget(area)
    area.show()
    area.setCurrentWidget(area.audit)
    tab = area.audit
    qtbot.mouseClick(tab.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "íntegro" in tab.result.text(), timeout=10_000)
    assert tab.result.property("problem") is False

    with admin_context.database.engine.begin() as connection:
        connection.execute(text("UPDATE audit_entries SET action = 'x' WHERE position = 1"))
    tab.check_button.setFocus()
    qtbot.keyClick(tab.check_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: "ADULTERADO" in tab.result.text(), timeout=10_000)
    assert "entrada nº 1" in tab.result.text()
    assert tab.result.property("problem") is True
