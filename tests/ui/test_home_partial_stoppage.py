"""Início, tab Linhas: a partial stoppage whose day to resume comes within the window is listed
as a total stoppage is (RR Lei 664/2008, art. 55, caput and §1º; GO Decreto 8.444/2015, art.
25, caput and §1º), with what stops and the article of the office's state, until its end is
recorded."""

from datetime import date

from desktop.services.lines.partial_stoppages import end_partial_stoppage, stop_partially
from desktop.services.lines.partial_stoppages_records import (
    partial_stoppages,
    partial_stoppages_due,
    partial_stoppages_without_return,
)
from desktop.services.lines.register import StatusInput, change_status, create_line
from desktop.services.lines.stoppages_records import stoppages_without_return
from tests.factories.cancellations import (
    WEEKDAYS_KEY,
    go_departure_stopped,
    line_with_quadro,
    low_demand,
    partial,
)
from tests.factories.clock import at_day
from tests.factories.lines import rr_line
from tests.factories.screens import home_for, table_rows
from tests.factories.stoppages import ROAD_BLOCKED_RR

D = date.fromisoformat


def test_rr_partial_stoppage_listed_until_its_end(qtbot, admin_context, tmp_path):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    stop_partially(
        rr.ctx,
        rr.line.id,
        partial(low_demand(), departures=(WEEKDAYS_KEY,), stretch_from="", stretch_to=""),
    )
    page, _ = home_for(qtbot, at_day(rr.ctx, D("2026-10-15")), tmp_path / "keys")
    assert page.lists.tabText(3) == "Lin&has (1)"
    assert table_rows(page.delegations) == [
        [
            "01/11/2026",
            "RR-010 — Boa Vista — Caracaraí",
            "Paralisação parcial de partidas Ida 06:30 (S T Q Q S - -) desde 03/08/2026: retomar "
            "a operação até 01/11/2026; limite sob pena de caducidade 29/07/2027 "
            "(Lei RR 664/2008, art. 55, caput, I e §1º).",
            "Viação São João Turismo Ltda.",
        ]
    ]
    (row,) = partial_stoppages(rr.ctx, rr.line.id)
    end_partial_stoppage(
        at_day(rr.ctx, D("2026-10-15")), rr.line.id, row.id, D("2026-10-20"), "Portaria 61"
    )
    assert partial_stoppages_due(at_day(rr.ctx, D("2026-10-15"))) == []


def test_go_partial_stoppage_listed_with_decreto_8444(qtbot, admin_context, tmp_path):
    ctx, line = go_departure_stopped(admin_context, tmp_path, "ida 06:30 1-5")
    page, _ = home_for(qtbot, at_day(ctx, D("2026-08-01")), tmp_path / "keys")
    (listed,) = table_rows(page.delegations)
    assert listed[0] == "15/08/2026"
    assert listed[2].startswith("Paralisação parcial de partidas Ida 06:30 (S T Q Q S - -) desde")
    assert "(Decreto 8.444/2015, art. 25, caput e §1º)" in listed[2] and "RR" not in listed[2]
    assert partial_stoppages_due(at_day(ctx, D("2026-07-01"))) == []  # 45 days left


def road_blocked(admin_context, tmp_path):
    """From 03/08/2026 a blocked road stops RR-010's stretch Mucajaí — Caracaraí and the whole
    of RR-011 while it lasts (Lei RR 664/2008, art. 55, II and §2º): RR-010 and RR-011."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    stop_partially(rr.ctx, rr.line.id, partial())
    stopped = create_line(rr.ctx, rr_line(code="RR-011", name="Boa Vista — Mucajaí"))
    change_status(
        rr.ctx,
        stopped.id,
        StatusInput(
            "paralisada", D("2026-08-03"), "Portaria CRE/RR nº 53/2026", stoppage=ROAD_BLOCKED_RR
        ),
    )
    return rr, stopped


def test_stoppages_with_no_day_to_resume_have_rows_of_their_own(qtbot, admin_context, tmp_path):
    """A blocked road stops a stretch of RR-010 and the whole of RR-011 while it lasts (Lei
    RR 664/2008, art. 55, II and §2º): no day falls due, yet Início lists both, first, as
    "sem data de retorno", with the article; the stretch's row goes when the road opens."""
    rr, stopped = road_blocked(admin_context, tmp_path)
    page, navigator = home_for(qtbot, at_day(rr.ctx, D("2027-12-01")), tmp_path / "keys")
    assert page.lists.tabText(3) == "Lin&has (2)"
    assert table_rows(page.delegations) == [
        [
            "sem data de retorno",
            "RR-010 — Boa Vista — Caracaraí",
            "Paralisação parcial de trecho Mucajaí — Caracaraí desde 03/08/2026 enquanto durar "
            "a obstrução da rodovia (Lei RR 664/2008, art. 55, caput, II e §2º).",
            "Viação São João Turismo Ltda.",
        ],
        [
            "sem data de retorno",
            "RR-011 — Boa Vista — Mucajaí",
            "Paralisada desde 03/08/2026 enquanto durar a obstrução da rodovia "
            "(Lei RR 664/2008, art. 55 §2º).",
            "",
        ],
    ]
    with qtbot.waitSignal(navigator.open_record) as opened:
        page.open_line(1)
    assert opened.args == ["lines", stopped.id]
    (row,) = partial_stoppages(rr.ctx, rr.line.id)
    end_partial_stoppage(
        at_day(rr.ctx, D("2027-12-01")), rr.line.id, row.id, D("2027-12-02"), "Portaria 90"
    )
    after = at_day(rr.ctx, D("2027-12-02"))
    assert [item.line_code for item in partial_stoppages_without_return(after)] == []
    assert [item.line_code for item in stoppages_without_return(after)] == ["RR-011"]


def test_stoppages_with_no_day_to_resume_are_listed_before_their_first_day(
    qtbot, admin_context, tmp_path
):
    """On 15/07/2026 a blocked road is to stop a stretch of RR-010 and the whole of RR-011 from
    03/08 (Lei RR 664/2008, art. 55, II and §2º): Início already lists both as "sem data de
    retorno", saying from when, so the office sees them before that day."""
    rr, _ = road_blocked(admin_context, tmp_path)
    page, _ = home_for(qtbot, rr.ctx, tmp_path / "keys")
    assert page.lists.tabText(3) == "Lin&has (2)"
    assert [row[:3] for row in table_rows(page.delegations)] == [
        [
            "sem data de retorno",
            "RR-010 — Boa Vista — Caracaraí",
            "Paralisação parcial de trecho Mucajaí — Caracaraí a partir de 03/08/2026 enquanto "
            "durar a obstrução da rodovia (Lei RR 664/2008, art. 55, caput, II e §2º).",
        ],
        [
            "sem data de retorno",
            "RR-011 — Boa Vista — Mucajaí",
            "Paralisada a partir de 03/08/2026 enquanto durar a obstrução da rodovia "
            "(Lei RR 664/2008, art. 55 §2º).",
        ],
    ]
