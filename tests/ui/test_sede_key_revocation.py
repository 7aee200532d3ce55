"""Revoking an office key from Administração > Rede at the sede (issue 19): the statewide
trust list is shown with each key's office and situation; only at the sede may the selected
key be revoked, with a reason (asked next to its field), audited; the revocation reaches the
office. A key the office publishes while the clerk has one selected moves the rows, and the
selection (and Revogar) stays on the key chosen. An office's panel shows the list without the
action, and its service refuses."""

import pytest
from PySide6.QtCore import Qt
from sqlalchemy import select

from desktop.cli import main
from desktop.models.state_keys import KeyRevocation
from desktop.services.documents.key_renewal import renew_office_key
from desktop.services.errors import Conflict
from desktop.services.network.office_server import (
    ADMIN_ROLE,
    admin_connection,
    restart_office_server,
    start_office_server,
)
from desktop.services.network.trust_list import revoke_statewide_key
from desktop.services.office.audit_records import history
from desktop.ui.widgets.cells import row_texts
from tests.factories.network import free_port, has_key, wait_until
from tests.factories.offices import set_up
from tests.factories.screens import admin_tab_shown

REASON = "Chave extraviada com o notebook da regional"


def network_panel(qtbot, show_active, ctx):
    return admin_tab_shown(qtbot, show_active, ctx, "network")


def revoked_at(office) -> bool:
    with office.admin.database.read() as session:
        return session.scalar(select(KeyRevocation.id)) is not None


def test_the_sede_revokes_an_office_key_from_the_rede_panel(
    existing,
    qtbot,
    show_active,
    dialog_driver,
):
    root, server, started = existing
    url = server.url(ADMIN_ROLE)
    with admin_connection(server) as admin:
        admin.execute("ALTER SYSTEM SET wal_level = logical")
    restart_office_server(server)
    assert main(["rede", "sede", url]) == 0
    office_server = start_office_server(root / "GYN", "127.0.0.1", free_port())
    started.append(office_server.folder)
    office = set_up(office_server, root / "GYN-chaves", "GYN", "Regional Goiânia")
    sede = None
    try:
        assert main(["rede", "entrar", str(office_server.folder), url]) == 0
        key_id = office.admin.office.key_id
        wait_until(lambda: has_key(server, key_id), "chave de Goiânia na sede")
        sede = set_up(server, root / "AGR-chaves", "AGR", "Sede da AGR")

        area = network_panel(qtbot, show_active, sede.admin)
        panel = area.network
        qtbot.waitUntil(lambda: panel.keys.rowCount() == 1)
        assert panel.summary.text() == "Sede da rede estadual."
        office_code, shown_key, _published, situation = row_texts(panel.keys, 0)
        assert (office_code, shown_key, situation) == ("GYN", key_id, "em vigor")
        assert not panel.revoke_button.isEnabled()  # nothing selected yet
        panel.keys.selectRow(0)
        assert panel.revoke_button.isEnabled()

        # Goiânia renews its key meanwhile: the new one is listed above the one selected
        office.admin = renew_office_key(office.admin, office.folder / "keys")
        renewed = office.admin.office.key_id
        wait_until(lambda: has_key(server, renewed), "chave renovada de Goiânia na sede")
        panel.keys.setFocus()
        qtbot.keyClick(panel.keys, Qt.Key.Key_F5)
        qtbot.waitUntil(lambda: panel.keys.rowCount() == 2)
        assert [row_texts(panel.keys, row)[1] for row in range(2)] == [renewed, key_id]
        assert row_texts(panel.keys, panel.keys.currentRow())[1] == key_id
        assert panel.revoke_button.isEnabled()

        def revoke(dialog):
            dialog.try_submit()
            assert dialog.form.error_of("reason") == "Informe o motivo da revogação."
            assert not revoked_at(sede)
            qtbot.keyClicks(dialog.form.editor("reason"), REASON)
            dialog.try_submit()
            return dialog.result()

        dialog_driver.on("ActionDialog", revoke)
        panel.keys.setFocus()
        qtbot.keyClick(panel, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: row_texts(panel.keys, 1)[3].startswith("REVOGADA em"))
        assert row_texts(panel.keys, 1)[3].endswith(f"— motivo: {REASON}")
        assert row_texts(panel.keys, 0)[3] == "em vigor"
        assert not panel.revoke_button.isEnabled()  # a revoked key is not revoked again
        with sede.admin.database.read() as session:
            revocation = session.scalars(select(KeyRevocation)).one()
        assert (revocation.key_id, revocation.reason, revocation.office_code) == (
            key_id,
            REASON,
            "SEDE",
        )
        entries = history(sede.admin, "key_revocation", revocation.id)
        assert [entry.action for entry in entries] == ["create"]

        wait_until(lambda: revoked_at(office), "revogação em Goiânia")
        office_area = network_panel(qtbot, show_active, office.admin)
        at_office = office_area.network
        qtbot.waitUntil(lambda: at_office.keys.rowCount() == 2)
        at_office.keys.selectRow(0)
        assert not at_office.revoke_button.isEnabled()
        with pytest.raises(Conflict, match="Só a sede revoga"):
            revoke_statewide_key(office.admin, key_id, REASON)
    finally:
        office.admin.database.dispose()
        if sede is not None:
            sede.admin.database.dispose()
