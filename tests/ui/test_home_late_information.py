"""Início lists, in Goiás, the information not given in the AGR's terms — a forwarded
complaint not answered (Res. AGR 105/2017, art. 100) and a notification of the supplementary
inspection not met (art. 60 §2) — each the infraction of art. 77 XII; Enter opens the operator.
A Roraima office has no such list (Lei RR 664/2008 has neither term)."""

import dataclasses
from datetime import UTC, date, datetime

from PySide6.QtCore import Qt

from desktop.services.complaints.complaints import (
    ComplaintInput,
    forward_complaint,
    record_complaint,
)
from desktop.services.complaints.inspection import notify_operator
from tests.factories.clock import at_day
from tests.factories.notices import new_operator
from tests.factories.screens import home_for, table_rows

TODAY = date(2026, 6, 15)


def test_late_answers_and_notifications_are_listed_and_open_the_operator(
    qtbot, admin_context, tmp_path
):
    operator = new_operator(admin_context)
    ctx = at_day(admin_context, TODAY)
    complaint = record_complaint(
        ctx,
        operator.id,
        ComplaintInput(datetime(2026, 6, 8, 13, tzinfo=UTC), "email", "Cobrança indevida."),
    )
    forward_complaint(ctx, complaint.id, date(2026, 6, 8), 3)  # due 11 June
    notify_operator(ctx, operator.id, date(2026, 6, 3), "Livros de viagens de maio.", 3)
    notify_operator(ctx, operator.id, TODAY, "Apólice em vigor.", 10)  # running, not listed
    page, navigator = home_for(qtbot, ctx, tmp_path / "keys")
    assert page.lists.tabText(5) == "&Prazos da AGR (2)"
    assert page.lists.tabToolTip(5) == (
        "Prazos da AGR vencidos (Res. AGR 105/2017, art. 77, IX e XII)"
    )
    assert table_rows(page.late) == [
        [
            "08/06/2026",
            "Notificação de fiscalização complementar (Res. AGR 105/2017, art. 60 §2): "
            "Livros de viagens de maio.",
            operator.legal_name,
            page.late_items[0].operator_cnpj,
        ],
        [
            "11/06/2026",
            "Resposta a reclamação (Res. AGR 105/2017, art. 100): Cobrança indevida.",
            operator.legal_name,
            page.late_items[1].operator_cnpj,
        ],
    ]
    assert (
        "2 prazo(s) vencido(s) (Res. AGR 105/2017, art. 77, XII)"
        in page.operators_card.details.text()
    )
    opened = []
    navigator.open_record.connect(lambda key, record: opened.append((key, record)))
    page.lists.setCurrentWidget(page.late)
    page.late.setFocus()
    page.late.setCurrentCell(1, 0)
    qtbot.keyClick(page.late, Qt.Key.Key_Return)
    assert opened == [("operators", operator.id)]


def test_a_roraima_office_has_no_such_list(qtbot, admin_context, tmp_path):
    rr = dataclasses.replace(
        at_day(admin_context, TODAY),
        office=dataclasses.replace(admin_context.office, jurisdiction="RR"),
    )
    page, _ = home_for(qtbot, rr, tmp_path / "keys")
    assert page.lists.count() == 4
    assert page.counts is not None and page.counts.late_information == 0
