"""Administração > Chaves: renewing the office key and configuring the ICP-Brasil A1
certificate from the screen (issue 16 §1)."""

from datetime import UTC, datetime

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.services.documents.icp import configured_a1
from desktop.services.documents.verification import trusted_keys
from desktop.ui.admin.area import AdminArea
from desktop.ui.navigator import Navigator
from desktop.ui.widgets import dialogs
from desktop.ui.workspace import Workspace
from tests.services.icp_chain import A1_PASSWORD, HOLDER, INTERMEDIATE, a1_file


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
    assert keys.own.text() == f"Chave deste escritório: {new_id} (ECDSA P-256)"
    assert [(key.office_code, key.key_id) for key in trusted_keys(admin_context)] == [
        ("GYN", old_id)
    ]
    assert keys.table.item(0, 1).text() == old_id


def test_the_a1_certificate_is_configured_from_the_screen(qtbot, admin_context, tmp_path):
    """A wrong password is said in Portuguese and stores nothing; the right one makes the
    certificate the PDFs' signer, as the tab then says."""
    workspace = Workspace(admin_context, Navigator(), tmp_path / "keys")
    area = AdminArea(workspace)
    qtbot.addWidget(area)
    area.refresh()
    keys = area.keys
    assert keys.a1_label.text().startswith("Sem certificado ICP-Brasil")
    pfx = tmp_path / "escritorio.pfx"
    pfx.write_bytes(a1_file(datetime.now(UTC)))
    shown = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(dialogs, "launch", lambda box: shown.append(box.text()))
        keys.configure_a1(str(pfx), "senha-errada")
    assert "a senha está errada" in shown[0]
    assert keys.a1_label.text().startswith("Sem certificado ICP-Brasil")
    assert configured_a1(admin_context, tmp_path / "keys") is None

    keys.configure_a1(str(pfx), A1_PASSWORD)
    assert keys.a1_label.text().startswith(
        f"PDFs assinados com o certificado ICP-Brasil de {HOLDER} (emitido por {INTERMEDIATE}"
    )
    assert configured_a1(admin_context, tmp_path / "keys").holder_name == HOLDER


def test_an_ed25519_key_is_shown_with_why_to_renew_it(
    qtbot,
    ed25519_office,
    monkeypatch,
):
    ctx, key_dir = ed25519_office
    area = AdminArea(Workspace(ctx, Navigator(), key_dir))
    qtbot.addWidget(area)
    area.refresh()
    assert area.keys.own.text() == (
        f"Chave deste escritório: {ctx.office.key_id} (Ed25519: validadores de PDF como o Adobe "
        "Reader não a reconhecem; renove-a para ECDSA P-256)"
    )
    monkeypatch.setattr(dialogs, "launch", lambda _box: QMessageBox.StandardButton.Yes)
    area.keys.renew_button.click()
    assert area.keys.own.text().endswith("(ECDSA P-256)")
