"""Administração > Rede (issue 19 §2): a standalone office says it is in no state network
and how to join; the panel reads off the GUI thread and refreshes with F5 and its button."""

from PySide6.QtCore import Qt

from desktop.ui.admin.area import AdminArea
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace


def test_a_standalone_office_is_told_how_to_join_the_network(qtbot, admin_context, show_active):
    area = AdminArea(Workspace(admin_context, Navigator()))
    qtbot.addWidget(area)
    panel = area.network
    assert area.tabText(area.indexOf(panel)) == "R&ede"
    assert panel.summary.text() == "Lendo o estado da rede…"
    area.refresh()
    qtbot.waitUntil(lambda: "não está em uma rede estadual" in panel.summary.text())
    assert "balcao rede entrar URL-DA-SEDE" in panel.summary.text()
    assert panel.subscriptions.rowCount() == 0
    assert panel.slots.rowCount() == 0

    panel.summary.setText("")
    area.setCurrentWidget(panel)
    show_active(area)
    panel.subscriptions.setFocus()
    qtbot.keyClick(panel.subscriptions, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: "balcao rede entrar" in panel.summary.text())

    panel.summary.setText("")
    qtbot.mouseClick(panel.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "balcao rede entrar" in panel.summary.text())
