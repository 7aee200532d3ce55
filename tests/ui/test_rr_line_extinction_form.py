"""Linhas > Situação… in a Roraima office asks who ends the line: the delegatária, which asked
to cancel its delegation and serves up to 60 days after the request (Lei RR 664/2008, art. 69,
XIV, counted as art. 95 counts), or the CRE/RR by its decision (arts. 22, 87 and 93). An
extinction within the 60 days is refused next to the act's date, nothing written; a Goiás
office asks none of this."""

from datetime import date

import pytest

from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.factories.clock import at_day
from tests.factories.lines import go_line, rr_line
from tests.factories.roraima import in_roraima

# Day 1 is Monday 5 January (art. 95), day 60 Thursday 5 March.
ASKED = date(2026, 1, 2)


def test_an_extinction_within_60_days_of_the_request_is_refused(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = in_roraima(at_day(admin_context, date(2026, 3, 5)))
    line = create_line(ctx, rr_line())
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    seen = {}

    def end(dialog):
        form = dialog.form
        status = form.editor("status")
        status.setCurrentIndex(status.findData("extinta"))
        qtbot.keyClicks(form.editor("reference"), "Portaria CRE/RR nº 9/2026")
        dialog.try_submit()
        seen["no_basis"] = form.error_of("extinction_basis")
        seen["asks_day_first"] = form.editor("cancellation_requested_on").isVisibleTo(dialog)
        basis = form.editor("extinction_basis")
        basis.setCurrentIndex(basis.findData("pedido_delegataria"))
        seen["asks_day"] = form.editor("cancellation_requested_on").isVisibleTo(dialog)
        form.editor("cancellation_requested_on").setDate(ASKED)
        dialog.try_submit()
        seen["refused"] = form.error_of("effective_on")
        seen["still"] = area.status_label.text()
        form.editor("effective_on").setDate(date(2026, 3, 6))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", end)
    area.actions_["status"].trigger()
    assert "arts. 22, 87 e 93" in seen["no_basis"]
    assert (seen["asks_day_first"], seen["asks_day"]) == (False, True)
    assert "até 05/03/2026" in seen["refused"]
    assert "Lei RR 664/2008, art. 69, XIV" in seen["refused"]
    assert seen["still"].startswith("Em operação")
    qtbot.waitUntil(lambda: area.status_label.text().startswith("Extinta"))


@pytest.mark.parametrize(
    ("status", "field"), [("extinta", "extinction_basis"), ("paralisada", "requested_on")]
)
def test_goias_asks_none_of_article_69_xiv(
    qtbot, open_area, admin_context, tmp_path, dialog_driver, status, field
):
    """Lei RR 664/2008, art. 69, XIV is Roraima's: a Goiás office is asked neither who ends
    the line nor the day the delegatária asked to stop it."""
    ctx = at_day(admin_context, date(2026, 3, 5))
    line = create_line(ctx, go_line())
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    seen = {}

    def look(dialog):
        chosen = dialog.form.editor("status")
        chosen.setCurrentIndex(chosen.findData(status))
        seen["asks"] = dialog.form.editor(field).isVisibleTo(dialog)
        return 0

    dialog_driver.on("ActionDialog", look)
    area.actions_["status"].trigger()
    assert seen["asks"] is False
