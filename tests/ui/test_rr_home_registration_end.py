"""Início of a Roraima office shows none of Res. AGR 105/2017's registration terms: the
renewal window from 60 days before the end (art. 13 §3), the 10 days to analyse an
application or to cure its pendency (art. 7); Lei RR 664/2008 sets none of them."""

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
from tests.factories.screens import READING_BOUND_MS
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
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        page.refresh()
    shown = [page.table.item(row, 1).text() for row in range(page.table.rowCount())]
    assert f"CRC {crc.number}" in shown
    assert not [text for text in shown if "renovação" in text]


def card_details(qtbot, ctx, keys) -> str:
    """The applications card's details with one application protocolled today."""
    operator = create_operator(ctx, operator_input())
    protocol_application(ctx, operator.id, key_dir=keys)
    page = HomePage(Workspace(ctx, Navigator(), keys))
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.loaded, timeout=READING_BOUND_MS):
        page.refresh()
    assert page.applications_card.number.text() == "1"
    return page.applications_card.details.text()


def test_roraima_applications_card_counts_no_late_analysis(qtbot, admin_context, tmp_path):
    assert card_details(qtbot, in_roraima(admin_context), tmp_path / "keys") == ""


def test_goias_applications_card_counts_the_terms_of_art_7(qtbot, admin_context, tmp_path):
    assert card_details(qtbot, admin_context, tmp_path / "keys") == (
        "0 com análise atrasada; 0 com pendência vencida"
    )
