"""Administração > Chaves: renewing the office key from the screen (issue 16 §1)."""

from PySide6.QtWidgets import QMessageBox

from desktop.services.documents.verification import trusted_keys
from desktop.ui.admin.area import AdminArea
from desktop.ui.navigator import Navigator
from desktop.ui.widgets import dialogs
from desktop.ui.workspace import Workspace


def test_the_office_key_is_renewed_after_confirming(qtbot, admin_context, tmp_path, monkeypatch):
    workspace = Workspace(admin_context, Navigator(), tmp_path / "keys")
    area = AdminArea(workspace)
    qtbot.addWidget(area)
    area.refresh()
    keys = area.keys
    old_id = admin_context.office.key_id
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    monkeypatch.setattr(dialogs, "launch", lambda _box: next(answers))

    keys.renew_button.click()
    assert workspace.ctx.office.key_id == old_id
    assert trusted_keys(admin_context) == []

    keys.renew_button.click()
    new_id = workspace.ctx.office.key_id
    assert new_id != old_id
    assert keys.own.text() == f"Chave deste escritório: {new_id}"
    assert [(key.office_code, key.key_id) for key in trusted_keys(admin_context)] == [
        ("GYN", old_id)
    ]
    assert keys.table.item(0, 1).text() == old_id
