"""Verificar documento on a certidão issued by another office of the state (Anápolis), told
through the statewide data: the page names it by the title printed on the paper in hand
("Certidão Negativa de Débito", Res. AGR 105/2017, art. 101), read from the result its QR
code signs, as for a certidão of this office (test_home_and_verify)."""

from dataclasses import replace
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from desktop.documents.data import OfficeLetterhead
from desktop.documents.keys import create_office_key, load_office_signer
from desktop.documents.kind import CND_KIND
from desktop.documents.notice_data import CndData, DebtLine
from desktop.documents.render import render_document
from desktop.models.document_status import DocumentStatusEvent
from desktop.services.documents.key_import import import_public_key
from desktop.ui.navigator import Navigator
from desktop.ui.verify.page import VerifyPage
from desktop.ui.workspace import Workspace

ANAPOLIS = OfficeLetterhead("Escritório de Anápolis", "ANS", "GO", "Anápolis/GO")
NEGATIVE = CndData(
    "Viação São João Turismo Ltda.", "11.222.333/0001-81", date(2026, 6, 1), (), "Ana"
)
OWED = (DebtLine("Multa do auto ANS-2026-000001", date(2026, 5, 3), Decimal("500.00")),)


def from_anapolis(admin_context, tmp_path, data, number):
    """A certidão issued and signed at Anápolis, its key known here and its status received
    from the sede as the subscription writes it."""
    keys = tmp_path / "ans"
    if not keys.exists():
        create_office_key(keys)
        import_public_key(admin_context, "ANS", (keys / "office-key.pub.pem").read_bytes())
    issued = render_document(CND_KIND, data, ANAPOLIS, number, load_office_signer(keys))
    with admin_context.database.write() as session:
        session.add(
            DocumentStatusEvent(
                kind=CND_KIND,
                number=number,
                sequence=1,
                in_force=True,
                situation="emitido em 01/06/2026",
                recorded_at=datetime(2026, 6, 1, 13, tzinfo=UTC),
                office_code="ANS",
            )
        )
    return issued


@pytest.mark.parametrize(
    ("debts", "title"),
    [((), "Certidão Negativa de Débito"), (OWED, "Certidão Positiva de Débito")],
)
def test_another_offices_certidao_is_verified_under_the_title_it_printed(
    qtbot, admin_context, tmp_path, debts, title
):
    issued = from_anapolis(admin_context, tmp_path, replace(NEGATIVE, debts=debts), "ANS-2026-7")
    page = VerifyPage(Workspace(admin_context, Navigator()))
    qtbot.addWidget(page)
    page.resize(1160, 680)
    page.show()
    qtbot.waitExposed(page)
    page.code.setText(issued.payload.text())
    qtbot.keyClick(page.code, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.verdict is not None)
    assert page.result.text() == "VÁLIDO"
    values = {
        page.fields.item(row, 0).text(): page.fields.item(row, 1).text()
        for row in range(page.fields.rowCount())
    }
    assert values["Documento"] == title
    assert values["Situação"].startswith("válido segundo os dados estaduais")
