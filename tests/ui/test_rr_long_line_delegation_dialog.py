"""The delegation dialog of a Roraima line over 250 km refuses, next to the operator and with
Lei RR 664/2008, art. 12, the concession to the company holding the concession of another line
on the same route: the winner of the first bidding does not take part in the second; nothing
is written."""

from datetime import date

from sqlalchemy import func, select

from desktop.models.lines import LineDelegation
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.register import create_line
from desktop.ui.lines.actions import delegation_dialog
from desktop.ui.lines.area import LinesArea
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_concession, rr_line
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

RORAINOPOLIS = "1400472"


def long_line(code):
    return rr_line(
        code=code, name="Boa Vista — Rorainópolis", destination_code=RORAINOPOLIS, length_km="298,5"
    )


def test_the_first_winner_is_refused_next_to_the_operator(
    qtbot, open_area, admin_context, tmp_path
):
    ctx = at_day(admin_context, TODAY)
    winner = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    first = create_line(ctx, long_line("RR-300"))
    second = create_line(ctx, long_line("RR-301"))
    record_delegation(ctx, first.id, rr_concession(winner.id))
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    dialog = delegation_dialog(area.workspace, second, area)
    qtbot.addWidget(dialog)
    form = dialog.form
    qtbot.keyClicks(form.editor("operator"), winner.cnpj)
    form.editor("operator").editingFinished.emit()  # the dialog is not shown: no focus to leave
    kind = form.editor("kind")
    kind.setCurrentIndex(kind.findData("concessao"))
    qtbot.keyClicks(form.editor("number"), "CC-02/2026")
    form.editor("signed_on").setDate(date(2026, 6, 1))
    qtbot.keyClicks(form.editor("bidding"), "Edital 02/2026 - segundo certame")
    form.editor("homologated_on").set_value(date(2026, 5, 20))
    with qtbot.assertNotEmitted(dialog.accepted):
        dialog.try_submit()
    refused = form.error_of("operator")
    assert "Lei RR 664/2008, art. 12 e parágrafo único" in refused and "RR-300" in refused
    with ctx.database.read() as session:
        assert session.scalar(select(func.count()).select_from(LineDelegation)) == 1
