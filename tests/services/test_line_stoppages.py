"""A stoppage of a line authorised on the law's conditions and followed to its end (GO
Decreto 8.444/2015, art. 25; RR Lei 664/2008, art. 55): refused with the article next to the
field and nothing written; authorised, its term recorded (insert-only, audited), shown on the
line and listed on Início as its day to resume comes near, past the 360 days of §1º flagged
for caducity; the act that returns the line to operation ends it."""

from datetime import date

import pytest
from sqlalchemy import func, select, text

from desktop.models.audit import AuditEntry
from desktop.models.lines import LineAct, LineStoppage
from desktop.services.errors import ValidationError
from desktop.services.lines.records import get_line
from desktop.services.lines.register import StatusInput, change_status, create_line
from desktop.services.lines.stoppages import StoppageInput
from desktop.services.lines.stoppages_records import stoppages_due
from tests.factories.clock import at_day
from tests.factories.lines import go_line, rr_line
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.stoppages import LOW_DEMAND_GO, LOW_DEMAND_RR, ROAD_BLOCKED_RR

pytestmark = pytest.mark.postgres

STOPPED = date(2026, 3, 1)


@pytest.fixture
def ctx(admin_context):
    return at_day(admin_context, STOPPED)


def stop(ctx, line_id, stoppage, day=STOPPED):
    return change_status(
        ctx, line_id, StatusInput("paralisada", day, "Portaria AGR nº 7/2026", stoppage=stoppage)
    )


def stored(database):
    return counts(database, LineAct, LineStoppage, AuditEntry)


def test_go_stoppage_authorised_with_its_term(ctx):
    line = create_line(ctx, go_line())
    detail = stop(ctx, line.id, LOW_DEMAND_GO)
    assert detail.status == "paralisada"
    assert detail.stoppage == (
        "Paralisada desde 01/03/2026: retomar a operação até 28/08/2026; limite sob pena de "
        "caducidade 24/02/2027 (Decreto 8.444/2015, art. 25 §1º)."
    )
    with ctx.database.read() as session:
        stoppage = session.scalar(select(LineStoppage))
        act = session.get(LineAct, stoppage.act_id)
        audited = session.scalar(
            select(func.count()).where(
                AuditEntry.entity == "line_stoppages", AuditEntry.entity_id == stoppage.id
            )
        )
    assert (stoppage.basis, stoppage.authorised_days) == ("aproveitamento", 180)
    assert stoppage.occupancy == "25.00; 28.00; 29.90; 20.00; 22.00; 27.00"
    assert (stoppage.resume_on, stoppage.limit_on) == (date(2026, 8, 28), date(2027, 2, 24))
    assert (act.kind, act.article) == ("paralisada", "Decreto 8.444/2015, art. 25")
    assert audited == 1


@pytest.mark.parametrize(
    ("stoppage", "field", "words"),
    [
        (
            StoppageInput("25; 28; 30; 20; 22; 27", 180),
            "occupancy",
            "Paralisação não autorizada: coeficiente de aproveitamento não inferior a 30% em "
            "cada um dos 6 meses consecutivos anteriores à paralisação (Decreto 8.444/2015, "
            "art. 25, caput).",
        ),
        (StoppageInput("25; 28; 29", 180), "occupancy", "6 meses"),
        (StoppageInput("25; 28; 29,9; 20; 22; 27", 361), "days", "360 dias"),
        (StoppageInput("25; vinte; 29", 180), "occupancy", "separados por ponto e vírgula"),
        (StoppageInput("25; 28; 120; 20; 22; 27", 180), "occupancy", "acima de 100"),
        (StoppageInput(obstruction=True), "obstruction", "baixa demanda"),
    ],
)
def test_go_stoppage_refused_next_to_its_field_and_nothing_written(ctx, stoppage, field, words):
    line = create_line(ctx, go_line())
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        stop(ctx, line.id, stoppage)
    assert words in caught.value.field_errors[field]
    assert stored(ctx.database) == before
    assert get_line(ctx, line.id).status == "em_operacao"


def test_listed_on_inicio_as_the_day_to_resume_comes_and_flagged_past_the_limit(ctx):
    line = create_line(ctx, go_line())
    stop(ctx, line.id, LOW_DEMAND_GO)
    assert stoppages_due(at_day(ctx, date(2026, 7, 1)), within_days=30) == []  # 58 days left
    [soon] = stoppages_due(at_day(ctx, date(2026, 8, 1)), within_days=30)
    assert (soon.line_id, soon.last_day, soon.caducity) == (line.id, date(2026, 8, 28), False)
    assert "retomar a operação até 28/08/2026" in soon.kind_label
    [late] = stoppages_due(at_day(ctx, date(2026, 9, 2)), within_days=30)
    assert "deveria ter retomado em 28/08/2026 (há 5 dia(s))" in late.kind_label
    [lapsed] = stoppages_due(at_day(ctx, date(2027, 2, 25)), within_days=30)
    assert lapsed.caducity
    assert "sujeita a caducidade (Decreto 8.444/2015, art. 25 §1º)" in lapsed.kind_label


def test_resumption_ends_the_stoppage_and_a_new_one_may_follow(ctx):
    """Art. 25 §2º: after a restart, a new stoppage may be admitted while demand stays low."""
    line = create_line(ctx, go_line())
    stop(ctx, line.id, LOW_DEMAND_GO)
    resumed = change_status(
        at_day(ctx, date(2026, 6, 1)),
        line.id,
        StatusInput("em_operacao", date(2026, 6, 1), "Portaria AGR nº 30/2026"),
    )
    assert (resumed.status, resumed.stoppage) == ("em_operacao", "")
    assert stoppages_due(at_day(ctx, date(2026, 8, 27)), within_days=30) == []
    again = stop(at_day(ctx, date(2026, 12, 1)), line.id, LOW_DEMAND_GO, date(2026, 12, 1))
    assert "Paralisada desde 01/12/2026: retomar a operação até 30/05/2027" in again.stoppage


def test_the_stoppage_record_is_never_rewritten(ctx):
    line = create_line(ctx, go_line())
    stop(ctx, line.id, LOW_DEMAND_GO)
    with pytest.raises(Exception, match="histórico da linha"):
        with ctx.database.write() as session:
            session.execute(text("UPDATE line_stoppages SET resume_on = limit_on"))


def test_roraima_on_its_own_law_below_50_per_cent(ctx):
    office = in_roraima(ctx)
    line = create_line(office, rr_line())
    detail = stop(office, line.id, LOW_DEMAND_RR)
    assert detail.stoppage == (
        "Paralisada desde 01/03/2026: retomar a operação até 30/05/2026; limite sob pena de "
        "caducidade 24/02/2027 (Lei RR 664/2008, art. 55 §1º)."
    )
    with pytest.raises(ValidationError) as caught:
        stop(
            office,
            create_line(office, rr_line(code="RR-011")).id,
            StoppageInput("45; 48; 50; 30; 41; 44", 90),
        )
    refused = caught.value.field_errors["occupancy"]
    assert "não inferior a 50%" in refused and "(Lei RR 664/2008, art. 55, I)" in refused


def test_roraima_road_blocked_lasts_while_the_impediment_does(ctx):
    office = in_roraima(ctx)
    line = create_line(office, rr_line())
    detail = stop(office, line.id, ROAD_BLOCKED_RR)
    assert detail.stoppage == (
        "Paralisada enquanto durar a obstrução da rodovia (Lei RR 664/2008, art. 55 §2º)."
    )
    assert stoppages_due(at_day(office, date(2030, 1, 1)), within_days=60) == []


def test_roraima_delegataria_serves_60_days_after_its_request_art_69_xiv(ctx):
    """Asked on Friday 2 January 2026, day 1 is Monday 5 January (art. 95) and day 60 is
    5 March: a stoppage from 1 March is refused next to the act's date, nothing written; the
    request's day is stored with the stoppage that starts after the 60 days."""
    office = in_roraima(ctx)
    line = create_line(office, rr_line())
    asked = StoppageInput("45; 48; 49,9; 30; 41; 44", 90, requested_on=date(2026, 1, 2))
    before = stored(office.database)
    with pytest.raises(ValidationError) as caught:
        stop(office, line.id, asked)
    refused = caught.value.field_errors["effective_on"]
    assert "até 05/03/2026" in refused and "Lei RR 664/2008, art. 69, XIV" in refused
    assert stored(office.database) == before
    with pytest.raises(ValidationError) as caught:
        stop(office, line.id, StoppageInput("45; 48; 49,9; 30; 41; 44", 90))
    assert "pedido de paralisação" in caught.value.field_errors["requested_on"]
    stop(office, line.id, asked, day=date(2026, 3, 6))
    with office.database.read() as session:
        assert session.scalar(select(LineStoppage.requested_on)) == date(2026, 1, 2)
