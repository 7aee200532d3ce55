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


def test_the_stale_data_threshold_is_typed_and_saved(qtbot, admin_context, show_active):
    """The office's threshold for the Início banner (issue 19), in hours, saved and audited."""
    from desktop.services.network.freshness_records import stale_after_hours

    area = AdminArea(Workspace(admin_context, Navigator()))
    qtbot.addWidget(area)
    panel = area.network
    area.setCurrentWidget(panel)
    show_active(area)
    area.refresh()
    assert panel.stale_after.value() == 24
    assert (panel.stale_after.minimum(), panel.stale_after.maximum()) == (1, 720)
    panel.stale_after.setFocus()
    panel.stale_after.selectAll()
    qtbot.keyClicks(panel.stale_after, "48")
    qtbot.mouseClick(panel.save_stale, Qt.MouseButton.LeftButton)
    assert stale_after_hours(admin_context) == 48
