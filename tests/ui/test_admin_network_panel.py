"""Administração > Rede (issue 19 §2): a standalone office says it is in no state network
and how to join; the panel reads off the GUI thread and refreshes with F5 and its button;
the key selected on the trust list stays selected when a reading moves its row; only the
latest reading is shown, even when an older one ends after it."""

from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication, Qt, QThreadPool
from PySide6.QtWidgets import QLabel

from desktop.services.network import network_cli
from desktop.services.network.status import NetworkStatus, SlotStatus
from desktop.ui.admin import network_tab
from desktop.ui.admin.area import AdminArea
from desktop.ui.navigator import Navigator
from desktop.ui.widgets.cells import row_texts
from desktop.ui.workspace import Workspace
from tests.factories.held_reading import hold_first_call
from tests.factories.screens import admin_tab_shown
from tests.factories.trust_list import published_key, revoked_key


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

    area = admin_tab_shown(qtbot, show_active, admin_context, "network")
    panel = area.network
    assert panel.stale_after.value() == 24
    assert (panel.stale_after.minimum(), panel.stale_after.maximum()) == (1, 720)
    panel.stale_after.setFocus()
    panel.stale_after.selectAll()
    qtbot.keyClicks(panel.stale_after, "48")
    qtbot.mouseClick(panel.save_stale, Qt.MouseButton.LeftButton)
    assert stale_after_hours(admin_context) == 48


def test_the_selected_key_stays_selected_when_a_reading_moves_its_row(
    qtbot, admin_context, show_active
):
    """Goiânia renews its key while the clerk has Rio Verde's selected: the new key is listed
    above Goiânia's older one, Rio Verde's row moves down, and the selection goes with the
    key (the row number would now be Goiânia's old key, which Revogar would act on)."""
    joined = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)
    published_key(admin_context.database, "GYN", "gyn-chave-1", joined)
    published_key(admin_context.database, "RVD", "rvd-chave-1", joined)
    area = admin_tab_shown(qtbot, show_active, admin_context, "network")
    panel = area.network
    qtbot.waitUntil(lambda: panel.keys.rowCount() == 2)
    rio_verde = panel.keys.visualRect(panel.keys.model().index(1, 0)).center()
    qtbot.mouseClick(panel.keys.viewport(), Qt.MouseButton.LeftButton, pos=rio_verde)
    assert [item.text() for item in panel.keys.selectedItems()][:2] == ["RVD", "rvd-chave-1"]

    published_key(admin_context.database, "GYN", "gyn-chave-2", datetime(2026, 11, 20, tzinfo=UTC))
    qtbot.keyClick(panel.keys, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: panel.keys.rowCount() == 3)
    assert [row_texts(panel.keys, row)[1] for row in range(3)] == [
        "gyn-chave-2",
        "gyn-chave-1",
        "rvd-chave-1",
    ]
    assert panel.keys.currentRow() == 2
    assert [item.text() for item in panel.keys.selectedItems()][:2] == ["RVD", "rvd-chave-1"]


def test_an_older_reading_that_ends_last_does_not_bring_back_a_revoked_key(
    qtbot, admin_context, show_active, monkeypatch
):
    """F5 pressed while a reading of the trust list still runs: the first reading read
    Goiânia's key in force, the sede's revocation arrives, the second reading reads it
    revoked and is shown; the first ends afterwards and must not put "em vigor" back under
    the eyes of a clerk deciding on an irreversible revocation."""
    joined = datetime(2026, 11, 2, 12, 0, tzinfo=UTC)
    published_key(admin_context.database, "GYN", "gyn-chave-1", joined)
    held = hold_first_call(monkeypatch, network_tab, "statewide_keys")
    area = admin_tab_shown(qtbot, show_active, admin_context, "network")
    panel = area.network
    qtbot.waitUntil(held.read.is_set)

    revoked_key(admin_context.database, "gyn-chave-1", "Chave extraviada", datetime.now(UTC))
    panel.keys.setFocus()
    qtbot.keyClick(panel.keys, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: panel.keys.rowCount() == 1)
    assert row_texts(panel.keys, 0)[3].startswith("REVOGADA em")

    held.release.set()
    QThreadPool.globalInstance().waitForDone()
    QCoreApplication.processEvents()  # what the first reading sent before it ended
    assert held.calls == 2
    assert row_texts(panel.keys, 0)[3].startswith("REVOGADA em")
    assert row_texts(panel.keys, 0)[3].endswith("— motivo: Chave extraviada")


def test_the_replication_slots_are_named_in_portuguese(
    qtbot, admin_context, show_active, monkeypatch, capsys
):
    """The panel read "Slot", "WAL retido" and PostgreSQL's "reserved": an office's IT person
    reads "Ponto de replicação" and "Dados retidos", with PostgreSQL's terms in the tooltips,
    and so does `balcao rede estado`."""
    slot = SlotStatus("balcao_de_gyn", True, "reserved", 4096, 0)
    status = NetworkStatus("escritorio", "GYN", (), (slot,))
    monkeypatch.setattr(network_tab, "session_network_status", lambda _ctx: status)
    area = admin_tab_shown(qtbot, show_active, admin_context, "network")
    panel = area.network
    qtbot.waitUntil(lambda: panel.slots.rowCount() == 1)
    headers = [panel.slots.horizontalHeaderItem(c) for c in range(panel.slots.columnCount())]
    assert [header.text() for header in headers if header] == [
        "Ponto de replicação",
        "Situação",
        "Dados retidos",
        "Atraso",
    ]
    assert row_texts(panel.slots, 0) == [
        "balcao_de_gyn",
        "em uso (retenção normal)",
        "4096 bytes",
        "0 bytes",
    ]
    tips = " ".join(header.toolTip() for header in headers if header)
    assert "pg_replication_slots" in tips and "WAL" in tips and "wal_status" in tips
    shown = " ".join(label.text() for label in panel.findChildren(QLabel))
    assert "Pontos de replicação (o que a outra ponta lê daqui):" in shown
    assert "Slot" not in shown

    monkeypatch.setattr(network_cli, "network_status", lambda _folder: status)
    assert network_cli.network_command("estado", "pasta", None, "", 0) == 0
    assert capsys.readouterr().out.splitlines()[1] == (
        "  ponto de replicação balcao_de_gyn: em uso (retenção normal), "
        "dados retidos (WAL) 4096 bytes, atraso 0 bytes"
    )
