"""Verificar documento on a genuine licence the user gave up (Res. AGR 105/2017, art. 28 §2):
the screen reads SEM EFEITO with why, not VÁLIDO (issue 16 §1)."""

import sys
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import Qt

# The licence samples live beside the service tests and import their siblings by name.
sys.path.insert(0, str(Path(__file__).parents[1] / "services"))

from desktop.services.licences.events import record_cancellation  # noqa: E402
from desktop.services.licences.issue import issue_licence  # noqa: E402
from desktop.ui.navigator import Navigator  # noqa: E402
from desktop.ui.verify.page import VerifyPage  # noqa: E402
from desktop.ui.workspace import Workspace  # noqa: E402
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet  # noqa: E402
from tests.factories.screens import cells_cut_short


def test_a_licence_given_up_reads_sem_efeito(qtbot, admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    licence = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    record_cancellation(
        ctx,
        licence.id,
        departure(TODAY + timedelta(days=1), 8) - timedelta(hours=24),
        Decimal("4800.00"),
        "PIX E123",
        keys,
    )
    page = VerifyPage(Workspace(admin_context, Navigator()))
    qtbot.addWidget(page)
    page.resize(1160, 680)  # the area's room on a 1366-pixel screen
    page.show()
    qtbot.waitExposed(page)
    path = tmp_path / "licenca.pdf"
    path.write_bytes(licence.pdf)
    page.check_file(path)
    qtbot.waitUntil(lambda: page.verdict is not None)
    assert page.result.text() == "SEM EFEITO"
    assert page.result.property("role") == "verdict_bad"
    assert page.explanation.text().startswith("Assinatura válida — licença CANCELADA em 15/06/2026")
    values = {
        page.fields.item(row, 0).text(): page.fields.item(row, 1).text()
        for row in range(page.fields.rowCount())
    }
    assert values["Situação"].startswith("licença CANCELADA em 15/06/2026 — motivo: Desistência")
    assert cells_cut_short(page.fields) == []  # why it is void reads whole, not "(L…"

    page.result.clear()
    page.code.setText(values["Código de verificação"])
    qtbot.keyClick(page.code, Qt.Key.Key_Return)
    assert page.result.text() == "SEM EFEITO"
