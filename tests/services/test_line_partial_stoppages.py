"""The partial stoppage through the services (RR Lei 664/2008, art. 55, caput, in its two cases:
I low demand, II a blocked road): a stretch or some departures stop while the line stays in
operation, as an insert-only record and a dated act; refused next to the field at fault with
nothing written; the total stoppage is still the line's status."""

from dataclasses import replace
from datetime import date

import pytest
from query_plans import query_plan

from desktop.models.line_partial_stoppages import LinePartialStoppage, LinePartialStoppageEnd
from desktop.models.lines import LineAct
from desktop.rules.lines.register import LineStatus
from desktop.services.errors import ValidationError
from desktop.services.lines.partial_stoppages import end_partial_stoppage, stop_partially
from desktop.services.lines.partial_stoppages_records import (
    partial_stoppages,
    partial_stoppages_due,
    partial_stoppages_without_return,
)
from desktop.services.lines.records import get_line
from desktop.services.lines.register import StatusInput, change_status
from desktop.services.lines.stoppages import StoppageInput
from desktop.services.lines.timetables import record_timetable
from tests.factories.cancellations import (
    DAILY_KEY,
    TODAY,
    WEEKDAYS_KEY,
    go_departure_stopped,
    later_quadro,
    line_with_quadro,
    low_demand,
    partial,
)
from tests.factories.clock import at_day
from tests.factories.lines import (
    LATER_QUADRO,
    QUADRO,
    go_line_in_operation,
    suppress_anapolis,
)
from tests.factories.reading import counts

D = date.fromisoformat


def test_a_blocked_road_stops_a_stretch_while_it_lasts(admin_context, tmp_path):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    detail = stop_partially(rr.ctx, rr.line.id, partial())
    assert detail.status == LineStatus.EM_OPERACAO
    act = detail.acts[-1]
    assert (act.label, act.article) == (
        "Paralisação parcial autorizada",
        "Lei RR 664/2008, art. 55, caput, II e §2º",
    )
    (row,) = partial_stoppages(rr.ctx, rr.line.id)
    assert row.text == (
        "Paralisação parcial desde 03/08/2026 — trecho Mucajaí — Caracaraí: enquanto durar a "
        "obstrução da rodovia (Lei RR 664/2008, art. 55, caput, II e §2º)."
    )
    assert row.in_force(D("2027-12-31"))


def test_low_demand_stops_a_departure_for_the_days_authorised(admin_context, tmp_path):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    stop_partially(
        rr.ctx,
        rr.line.id,
        partial(low_demand(), departures=(WEEKDAYS_KEY,), stretch_from="", stretch_to=""),
    )
    (row,) = partial_stoppages(rr.ctx, rr.line.id)
    assert row.departures == ("Ida 06:30 (S T Q Q S - -)",)
    assert "retomar até 01/11/2026, limite sob pena de caducidade 29/07/2027" in row.text
    assert "Lei RR 664/2008, art. 55, caput, I e §1º" in row.text
    assert row.in_force(D("2026-10-31")) and not row.in_force(D("2026-11-01"))
    assert get_line(rr.ctx, rr.line.id).status == LineStatus.EM_OPERACAO


@pytest.mark.parametrize(
    ("changes", "field", "cited"),
    [
        (
            {"stoppage": low_demand(occupancy="40; 42; 50; 45; 41; 39")},
            "occupancy",
            "Lei RR 664/2008, art. 55, I",
        ),
        (
            {"departures": (WEEKDAYS_KEY, DAILY_KEY), "stretch_from": "", "stretch_to": ""},
            "departures",
            "Lei RR 664/2008, art. 55, caput",
        ),
        ({"stretch_from": "Boa Vista"}, "stretch_to", "Lei RR 664/2008, art. 55, caput"),
        ({"stoppage": low_demand(requested_on=D("2026-07-01"))}, "effective_on", "art. 69"),
        ({"stoppage": low_demand(requested_on=D("2026-08-10"))}, "requested_on", "art. 69"),
        ({"stoppage": low_demand(days=None)}, "days", "Lei RR 664/2008, art. 55 §1º"),
        ({"stoppage": low_demand(occupancy="40; x")}, "occupancy", "Lei RR 664/2008, art. 55, I"),
        (
            {"stoppage": low_demand(occupancy="40; 42; 38; 45; 41; 139")},
            "occupancy",
            "Lei RR 664/2008, art. 55, I",
        ),
        ({"reference": " "}, "reference", "Lei RR 664/2008, art. 55, caput"),
        ({"effective_on": None}, "effective_on", "Lei RR 664/2008, art. 55, caput, II e §2º"),
        ({"stretch_from": "Caracaraí"}, "stretch_to", "Lei RR 664/2008, art. 55, caput"),
    ],
)
def test_refused_next_to_its_field_nothing_written(admin_context, tmp_path, changes, field, cited):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    before = counts(rr.ctx.database, LinePartialStoppage, LineAct)
    with pytest.raises(ValidationError) as refused:
        stop_partially(rr.ctx, rr.line.id, partial(**changes))
    assert cited in refused.value.field_errors[field]
    assert "Decreto" not in refused.value.field_errors[field]
    assert counts(rr.ctx.database, LinePartialStoppage, LineAct) == before


def test_a_departure_the_line_will_not_have_on_the_first_day_is_named(admin_context, tmp_path):
    """Roraima, on 15/07/2026, with the quadro of 03/08 approved (Lei RR 664/2008, art. 42 §2º):
    the ida 06:30 of today's quadro stopped from 03/08 is refused next to the departures, named
    with the quadro's date, citing arts. 42 e 55, nothing written; the ida 07:00 of the new
    quadro stops from that day."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    later_quadro(rr.ctx, rr.line.id)
    before = counts(rr.ctx.database, LinePartialStoppage, LineAct)
    departures = {"stretch_from": "", "stretch_to": ""}
    with pytest.raises(ValidationError) as refused:
        stop_partially(rr.ctx, rr.line.id, partial(departures=(WEEKDAYS_KEY,), **departures))
    assert refused.value.field_errors["departures"] == (
        "Ida 06:30 (S T Q Q S - -): não consta(m) do quadro de horários de 03/08/2026, em vigor "
        "no primeiro dia; só param partidas que a linha terá nesse dia (Lei RR 664/2008, arts. "
        "42 e 55)."
    )
    assert counts(rr.ctx.database, LinePartialStoppage, LineAct) == before
    stop_partially(rr.ctx, rr.line.id, partial(departures=("ida 07:00 todos",), **departures))
    (row,) = partial_stoppages(rr.ctx, rr.line.id)
    assert row.departures == ("Ida 07:00 (S T Q Q S S D)",)


def test_a_line_stopped_in_whole_is_refused_citing_its_article(admin_context, tmp_path):
    """The whole line stopped by a blocked road (Lei RR 664/2008, art. 55, II) has no part of
    its service left to stop (caput)."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    whole = StoppageInput(obstruction=True)
    change_status(
        rr.ctx, rr.line.id, StatusInput("paralisada", TODAY, "Portaria 5/2026", stoppage=whole)
    )
    with pytest.raises(ValidationError) as refused:
        stop_partially(rr.ctx, rr.line.id, partial())
    assert refused.value.field_errors["departures"] == (
        "Só uma linha em operação tem parte do serviço paralisada (Lei RR 664/2008, art. 55, "
        "caput)."
    )
    assert counts(rr.ctx.database, LinePartialStoppage) == (0,)


def go_stoppage(**changes):
    """Goiás: six months below 30 %, 40 days (Decreto 8.444/2015, art. 25 and §1º), from
    Monday 03/08/2026, of the weekdays' volta 17:00."""
    values = {
        "stoppage": StoppageInput("25; 28; 29,9; 20; 22; 27", 40),
        "effective_on": D("2026-08-03"),
        "reference": "Portaria AGR nº 9/2026",
        "departures": ("volta 17:00 1-5",),
        "stretch_from": "",
        "stretch_to": "",
    }
    return partial(**(values | changes))


def test_goias_names_the_departures_off_the_quadro_citing_its_decree(admin_context, tmp_path):
    """Goiás, on 15/06/2026, the quadro of 01/07 followed by one from 03/08 (Decreto
    8.444/2015, art. 19): the ida 06:30 on weekdays stopped from 03/08 is refused, named with
    the later quadro's date, citing arts. 19 e 25 and never the Roraima law; from 22/06 no
    quadro is in force and no departure stops; nothing written."""
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    record_timetable(ctx, line.id, QUADRO)
    record_timetable(ctx, line.id, LATER_QUADRO)
    before = counts(ctx.database, LinePartialStoppage, LineAct)
    with pytest.raises(ValidationError) as refused:
        stop_partially(ctx, line.id, go_stoppage(departures=("volta 17:00 1-5", "ida 06:30 1-5")))
    assert refused.value.field_errors["departures"] == (
        "Ida 06:30 (S T Q Q S - -): não consta(m) do quadro de horários de 03/08/2026, em vigor "
        "no primeiro dia; só param partidas que a linha terá nesse dia (Decreto 8.444/2015, "
        "arts. 19 e 25)."
    )
    with pytest.raises(ValidationError) as early:
        stop_partially(ctx, line.id, go_stoppage(effective_on=D("2026-06-22")))
    assert early.value.field_errors["departures"] == (
        "A linha não tem quadro de horários em vigor em 22/06/2026: nenhuma partida para nesse "
        "dia, só um trecho (Decreto 8.444/2015, arts. 19 e 25)."
    )
    assert counts(ctx.database, LinePartialStoppage, LineAct) == before
    stop_partially(ctx, line.id, go_stoppage())
    (row,) = partial_stoppages(ctx, line.id)
    assert row.departures == ("Volta 17:00 (S T Q Q S - -)",)


@pytest.mark.parametrize(
    ("changes", "field", "cited"),
    [
        ({"reference": ""}, "reference", "Decreto 8.444/2015, art. 25, caput"),
        ({"effective_on": None}, "effective_on", "Decreto 8.444/2015, art. 25, caput e §1º"),
        ({"stoppage": StoppageInput("25; 28", None)}, "days", "Decreto 8.444/2015, art. 25 §1º"),
        ({"stoppage": StoppageInput("25; 2x", 40)}, "occupancy", "Decreto 8.444/2015, art. 25"),
    ],
)
def test_goias_refusals_cite_its_decree(admin_context, tmp_path, changes, field, cited):
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    record_timetable(ctx, line.id, QUADRO)
    with pytest.raises(ValidationError) as refused:
        stop_partially(ctx, line.id, go_stoppage(**changes))
    message = refused.value.field_errors[field]
    assert cited in message and "Lei RR" not in message
    assert counts(ctx.database, LinePartialStoppage) == (0,)


def test_the_road_open_again_ends_the_stoppage_by_an_act(admin_context, tmp_path):
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    stop_partially(rr.ctx, rr.line.id, partial())
    (row,) = partial_stoppages(rr.ctx, rr.line.id)
    with pytest.raises(ValidationError) as refused:
        end_partial_stoppage(rr.ctx, rr.line.id, row.id, D("2026-08-03"), "Portaria 60/2026")
    assert "resumed_on" in refused.value.field_errors
    assert counts(rr.ctx.database, LinePartialStoppageEnd) == (0,)
    detail = end_partial_stoppage(
        rr.ctx, rr.line.id, row.id, D("2026-09-10"), "Portaria CRE/RR nº 60/2026"
    )
    assert detail.acts[-1].label == "Fim da paralisação parcial"
    (row,) = partial_stoppages(rr.ctx, rr.line.id)
    assert row.in_force(D("2026-09-09")) and not row.in_force(D("2026-09-10"))
    assert row.text.endswith("Encerrada: serviço de volta em 10/09/2026.")
    with pytest.raises(ValidationError) as again:
        end_partial_stoppage(rr.ctx, rr.line.id, row.id, D("2026-09-11"), "Portaria 61/2026")
    assert "stoppage" in again.value.field_errors


@pytest.mark.parametrize(
    ("low", "changes", "field", "message"),
    [
        (
            False,
            {"resumed_on": None},
            "resumed_on",
            "Informe o dia em que o serviço volta: nele termina a paralisação parcial (Lei RR "
            "664/2008, art. 55, caput, II e §2º).",
        ),
        (
            True,
            {"resumed_on": D("2026-08-03")},
            "resumed_on",
            "O serviço volta depois do primeiro dia sem serviço, 03/08/2026 (Lei RR 664/2008, "
            "art. 55, caput, I e §1º).",
        ),
        (
            False,
            {"reference": " "},
            "reference",
            "Informe o ato que encerra a paralisação parcial (Lei RR 664/2008, art. 55, caput, "
            "II e §2º).",
        ),
        (
            False,
            {"stoppage_id": None},
            "stoppage",
            "Escolha uma paralisação parcial da linha ainda não encerrada: é ela que o ato "
            "encerra (Lei RR 664/2008, art. 55, caput).",
        ),
        (
            False,
            {"stoppage_id": None, "resumed_on": None},
            "resumed_on",
            "Informe o dia em que o serviço volta: nele termina a paralisação parcial (Lei RR "
            "664/2008, art. 55, caput).",
        ),
    ],
)
def test_roraima_end_refusals_cite_the_law(admin_context, tmp_path, low, changes, field, message):
    """Each refusal of the end of a partial stoppage, next to its field, cites the case it
    was authorised on (Lei RR 664/2008, art. 55, I e §1º or II e §2º), nothing written."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    stop_partially(rr.ctx, rr.line.id, partial(low_demand()) if low else partial())
    (row,) = partial_stoppages(rr.ctx, rr.line.id)
    before = counts(rr.ctx.database, LinePartialStoppageEnd, LineAct)
    asked = {"stoppage_id": row.id, "resumed_on": D("2026-09-10"), "reference": "Portaria 60"}
    with pytest.raises(ValidationError) as refused:
        end_partial_stoppage(rr.ctx, rr.line.id, **(asked | changes))
    assert refused.value.field_errors[field] == message
    assert counts(rr.ctx.database, LinePartialStoppageEnd, LineAct) == before


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        (
            {"resumed_on": None},
            "resumed_on",
            "Informe o dia em que o serviço volta: nele termina a paralisação parcial (Decreto "
            "8.444/2015, art. 25, caput e §1º).",
        ),
        (
            {"resumed_on": D("2026-07-06")},
            "resumed_on",
            "O serviço volta depois do primeiro dia sem serviço, 06/07/2026 (Decreto 8.444/2015, "
            "art. 25, caput e §1º).",
        ),
        (
            {"reference": ""},
            "reference",
            "Informe o ato que encerra a paralisação parcial (Decreto 8.444/2015, art. 25, caput "
            "e §1º).",
        ),
        (
            {"stoppage_id": None},
            "stoppage",
            "Escolha uma paralisação parcial da linha ainda não encerrada: é ela que o ato "
            "encerra (Decreto 8.444/2015, art. 25, caput).",
        ),
    ],
)
def test_goias_end_refusals_cite_its_decree(admin_context, tmp_path, changes, field, message):
    """Goiás: the volta 17:00 stopped for 40 days from 06/07/2026 (Decreto 8.444/2015, art. 25
    and §1º); each refusal of its end cites the decree, never the Roraima law, nothing
    written."""
    ctx, line = go_departure_stopped(admin_context, tmp_path, "volta 17:00 1-5")
    (row,) = partial_stoppages(ctx, line.id)
    before = counts(ctx.database, LinePartialStoppageEnd, LineAct)
    asked = {"stoppage_id": row.id, "resumed_on": D("2026-07-20"), "reference": "Portaria 10"}
    with pytest.raises(ValidationError) as refused:
        end_partial_stoppage(ctx, line.id, **(asked | changes))
    assert refused.value.field_errors[field] == message
    assert counts(ctx.database, LinePartialStoppageEnd, LineAct) == before


def test_due_partial_stoppages_sought_by_their_day_to_resume(admin_context, tmp_path):
    """Início's reading (issue 18) seeks the partial stoppages due by an index."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    plan = query_plan(
        rr.ctx.database.engine,
        lambda: partial_stoppages_due(rr.ctx, within_days=30),
        "line_partial_stoppages",
    )
    assert "USING INDEX ix_line_partial_stoppages_resume_on (resume_on<" in plan, plan


def test_partial_stoppages_without_a_day_to_resume_sought_by_the_same_index(
    admin_context, tmp_path
):
    """Início's rows "sem data de retorno" (art. 55, II and §2º) seek the missing day by the
    index of `resume_on`, not by reading every partial stoppage: on 15/07/2026 the stoppage
    from 03/08 is already listed, "a partir de" that day, and "desde" it once it comes."""
    rr = line_with_quadro(admin_context, tmp_path / "keys")
    stop_partially(rr.ctx, rr.line.id, partial())
    (ahead,) = partial_stoppages_without_return(rr.ctx)
    assert ahead.line_code == "RR-010"
    assert ahead.text.startswith(
        "Paralisação parcial de trecho Mucajaí — Caracaraí a partir de 03/08/2026 enquanto"
    )
    stopped = at_day(rr.ctx, D("2026-08-03"))
    (listed,) = partial_stoppages_without_return(stopped)
    assert listed.line_code == "RR-010" and "art. 55, caput, II e §2º" in listed.text
    assert "Caracaraí desde 03/08/2026 enquanto" in listed.text
    for day in (rr.ctx, stopped):
        plan = query_plan(
            rr.ctx.database.engine,
            lambda day=day: partial_stoppages_without_return(day),
            "line_partial_stoppages",
        )
        assert "USING INDEX ix_line_partial_stoppages_resume_on (resume_on=?)" in plan, plan


def test_the_stretch_is_of_the_version_in_force_on_its_first_day(admin_context, tmp_path):
    """Goiás: the Anápolis section suppressed from 01/08/2026 (Decreto 8.444/2015, art. 43,
    I), approved before: Rodoviária de Anápolis — Rodoviária de Pirenópolis still stops from
    06/07, while the line has it, and is refused from 03/08, when it no longer will, next to
    the stretch, nothing written."""
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    record_timetable(ctx, line.id, QUADRO)
    suppress_anapolis(ctx, line.id, D("2026-08-01"))
    stretch = partial(
        StoppageInput("25; 28; 29,9; 20; 22; 27", 40),
        reference="Portaria AGR nº 9/2026",
        stretch_from="Rodoviária de Anápolis",
        stretch_to="Rodoviária de Pirenópolis",
    )
    before = counts(ctx.database, LinePartialStoppage, LineAct)
    with pytest.raises(ValidationError) as refused:
        stop_partially(ctx, line.id, replace(stretch, effective_on=D("2026-08-03")))
    assert refused.value.field_errors["stretch_to"] == (
        "O trecho Rodoviária de Anápolis — Rodoviária de Pirenópolis não é da linha em "
        "03/08/2026: escolha-o entre os lugares da versão em vigor nesse dia (Decreto "
        "8.444/2015, art. 43)."
    )
    assert counts(ctx.database, LinePartialStoppage, LineAct) == before
    stop_partially(ctx, line.id, replace(stretch, effective_on=D("2026-07-06")))
    (row,) = partial_stoppages(ctx, line.id)
    assert row.stretch == "Rodoviária de Anápolis — Rodoviária de Pirenópolis"
