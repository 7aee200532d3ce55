"""Início, tab Linhas: a stopped line whose day to resume comes within the window (GO Decreto
8.444/2015, art. 25 §1º) and an incident whose communication is late (arts. 23 §2º and 24) are
listed by their last day with the article; Enter opens the line."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.services.lines.incidents import IncidentInput, record_incident
from desktop.services.lines.register import StatusInput, change_status, create_line
from desktop.services.lines.stoppages import StoppageInput
from tests.factories.clock import at_day
from tests.factories.lines import go_line
from tests.factories.screens import home_for, table_rows


def test_stoppage_to_resume_and_late_incident_listed_with_their_articles(
    qtbot, admin_context, tmp_path
):
    ctx = at_day(admin_context, date(2026, 3, 1))
    stopped = create_line(ctx, go_line())
    change_status(
        ctx,
        stopped.id,
        StatusInput(
            "paralisada",
            date(2026, 3, 1),
            "Portaria AGR nº 7/2026",
            stoppage=StoppageInput("25; 28; 29,9; 20; 22; 27", 40),
        ),
    )
    other = create_line(ctx, go_line(code="GO-0102", name="Goiânia — Anápolis"))
    record_incident(
        ctx,
        other.id,
        IncidentInput("interrupcao", date(2026, 3, 1), False, "Ponte interditada", "Defesa Civil"),
    )
    page, navigator = home_for(qtbot, at_day(ctx, date(2026, 3, 20)), tmp_path / "keys")
    assert page.lists.tabText(3) == "Lin&has (2)"
    assert table_rows(page.delegations) == [
        [
            "06/03/2026",
            "GO-0102 — Goiânia — Anápolis",
            "Interrupção do serviço por caso fortuito ou força maior de 01/03/2026: "
            "comunicação não recebida — prazo 06/03/2026 (Decreto 8.444/2015, art. 24)",
            "",
        ],
        [
            "10/04/2026",
            "GO-0101 — Goiânia — Pirenópolis",
            "Paralisada desde 01/03/2026: retomar a operação até 10/04/2026; limite sob pena "
            "de caducidade 24/02/2027 (Decreto 8.444/2015, art. 25 §1º).",
            "",
        ],
    ]
    page.lists.setCurrentIndex(3)
    with qtbot.waitSignal(navigator.open_record) as opened:
        page.delegations.setCurrentCell(1, 0)
        qtbot.keyClick(page.delegations, Qt.Key.Key_Return)
    assert opened.args == ["lines", stopped.id]
