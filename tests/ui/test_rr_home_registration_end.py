"""Início lists a Roraima registration whose end the CRE/RR fixed without Goiás's renewal
window: Res. AGR 105/2017 lets a new registration be asked from 60 days before the end (art.
13 §3); Lei RR 664/2008 sets neither the term nor a window."""

from datetime import timedelta

from desktop.services.calendar import office_today
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.checklist import checklist_for
from desktop.services.registration.decision import approve_application
from desktop.services.registration.operator_documents import DocumentInput, record_document
from desktop.services.registration.operators import create_operator
from desktop.ui.home.page import HomePage
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.roraima import in_roraima
from tests.ui.conftest import operator_input


def test_roraima_registration_ending_shows_no_renewal_window(qtbot, admin_context, tmp_path):
    ctx = in_roraima(admin_context)
    keys = tmp_path / "keys"
    operator = create_operator(ctx, operator_input())
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    today = office_today(ctx)
    for item in checklist_for("RR", operator.kind, application.modalities):
        record_document(
            ctx, operator.id, DocumentInput(item.kind, today, today + timedelta(days=400))
        )
    end = today + timedelta(days=20)
    crc = approve_application(ctx, application.id, key_dir=keys, valid_until=end).crc
    page = HomePage(Workspace(ctx, Navigator(), keys))
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.loaded):
        page.refresh()
    shown = [page.table.item(row, 1).text() for row in range(page.table.rowCount())]
    assert f"CRC {crc.number}" in shown
    assert not [text for text in shown if "renovação" in text]
