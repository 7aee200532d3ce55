"""Linhas > Situação… in a Roraima office asks the day the delegatária asked for a low-demand
stoppage: it serves up to 60 days after the request (Lei RR 664/2008, art. 69, XIV, counted
as art. 95 counts), so a stoppage from an earlier day is refused next to the act's date,
nothing written. A blocked road (art. 55, II) and a Goiás office ask no such day."""

from datetime import date

from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.factories.clock import at_day
from tests.factories.lines import rr_line
from tests.factories.roraima import in_roraima

# Day 1 is Monday 5 January (art. 95), day 60 Thursday 5 March.
ASKED = date(2026, 1, 2)
FIRST_DAY_WITHOUT_SERVICE = date(2026, 3, 5)


def test_a_stoppage_within_60_days_of_the_request_is_refused(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = in_roraima(at_day(admin_context, FIRST_DAY_WITHOUT_SERVICE))
    line = create_line(ctx, rr_line())
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.open_record(line.id)
    seen = {}

    def stop(dialog):
        form = dialog.form
        status = form.editor("status")
        status.setCurrentIndex(status.findData("paralisada"))
        assert form.editor("requested_on").isVisibleTo(dialog)
        form.editor("effective_on").setDate(FIRST_DAY_WITHOUT_SERVICE)
        form.editor("requested_on").setDate(ASKED)
        qtbot.keyClicks(form.editor("reference"), "Portaria CRE/RR nº 7/2026")
        qtbot.keyClicks(form.editor("occupancy"), "45; 48; 49,9; 30; 41; 44")
        dialog.try_submit()
        seen["refused"] = form.error_of("effective_on")
        form.editor("obstruction").setChecked(True)
        seen["blocked_asks"] = form.editor("requested_on").isVisibleTo(dialog)
        form.editor("obstruction").setChecked(False)
        form.editor("effective_on").setDate(date(2026, 3, 6))
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", stop)
    area.actions_["status"].trigger()
    assert "até 05/03/2026" in seen["refused"]
    assert "Lei RR 664/2008, art. 69, XIV" in seen["refused"]
    assert seen["blocked_asks"] is False
    qtbot.waitUntil(lambda: area.status_label.text().startswith("Paralisada com autorização"))
    assert "Paralisada desde 06/03/2026" in area.status_label.text()
