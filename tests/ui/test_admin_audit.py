"""Administração › Histórico de alterações: the chain checked from the screen (issue 16 §3);
an older check that ends after a newer one does not say "íntegro" over a break found since."""

from PySide6.QtCore import QCoreApplication, Qt, QThreadPool

from desktop.ui.admin import audit_tab
from desktop.ui.admin.area import AdminArea
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.held_reading import hold_first_call
from tests.factories.tampering import tamper


def test_the_administrator_checks_the_chain_and_sees_where_it_was_broken(qtbot, admin_context):
    area = AdminArea(Workspace(admin_context, Navigator()))
    qtbot.addWidget(area)
    area.show()
    area.setCurrentWidget(area.audit)
    tab = area.audit
    qtbot.mouseClick(tab.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "íntegro" in tab.result.text(), timeout=10_000)
    assert tab.result.property("problem") is False

    tamper(
        admin_context.database,
        ("audit_entries",),
        "UPDATE audit_entries SET action = 'x' WHERE position = 1",
    )
    tab.check_button.setFocus()
    qtbot.keyClick(tab.check_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: "ADULTERADO" in tab.result.text(), timeout=10_000)
    assert "entrada nº 1" in tab.result.text()
    assert tab.result.property("problem") is True


def test_an_older_check_that_ends_last_does_not_hide_a_break_found_since(
    qtbot, admin_context, monkeypatch
):
    """The check is asked twice: the first walked the chain whole, an entry is then edited
    outside Balcão, the second finds the break and says so; the first ends afterwards and
    must not put "íntegro" back."""
    held = hold_first_call(monkeypatch, audit_tab, "check_audit_chain")
    area = AdminArea(Workspace(admin_context, Navigator()))
    qtbot.addWidget(area)
    area.setCurrentWidget(area.audit)
    tab = area.audit
    tab.check()
    qtbot.waitUntil(held.read.is_set)

    tamper(
        admin_context.database,
        ("audit_entries",),
        "UPDATE audit_entries SET action = 'x' WHERE position = 1",
    )
    tab.check()
    qtbot.waitUntil(lambda: "ADULTERADO" in tab.result.text(), timeout=10_000)

    held.release.set()
    QThreadPool.globalInstance().waitForDone()
    QCoreApplication.processEvents()  # what the first check sent before it ended
    assert held.calls == 2
    assert "ADULTERADO" in tab.result.text()
    assert tab.result.property("problem") is True
