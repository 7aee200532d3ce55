"""The quadro de horários through the services (GO Decreto 8.444/2015 art. 19; RR Lei
664/2008 art. 42): recorded with departures out and back, refused with nothing written when
it overlaps itself, answerable on any date; RR changes communicated late are marked so
(art. 42 §1º)."""

import dataclasses
from datetime import date, time

import pytest

from desktop.models.lines import LineDeparture, LineTimetable
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.records import get_line
from desktop.services.lines.register import create_line
from desktop.services.lines.timetables import (
    DepartureInput,
    TimetableInput,
    print_timetable,
    record_timetable,
    timetable_in_force,
)
from tests.factories.clock import at_day
from tests.factories.lines import QUADRO, TODAY, approval, go_line, request, rr_line, termo
from tests.factories.reading import counts, flat_pdf_text
from tests.factories.roraima import in_roraima

D = date.fromisoformat


def stored(database):
    return counts(database, LineTimetable, LineDeparture)


@pytest.mark.postgres
def test_quadro_recorded_and_in_force_from_its_date(admin_context):
    ctx = at_day(admin_context, TODAY)
    line = create_line(ctx, go_line())
    (quadro,) = record_timetable(ctx, line.id, QUADRO)
    assert quadro.article == "Decreto 8.444/2015, art. 19"
    assert [(d.direction_label, d.leaves, d.weekdays_text) for d in quadro.departures] == [
        ("Ida", time(6, 30), "S T Q Q S - -"),
        ("Ida", time(6, 30), "- - - - - S D"),
        ("Volta", time(17, 0), "S T Q Q S - -"),
    ]
    assert timetable_in_force(ctx, line.id, D("2026-06-30")) is None
    assert timetable_in_force(ctx, line.id, D("2026-07-01")).reference == "Quadro AGR nº 12/2026"
    assert get_line(ctx, line.id).acts[-1].label == "Quadro de horários"


def test_a_quadro_overlapping_itself_is_refused_nothing_written(admin_context):
    ctx = at_day(admin_context, TODAY)
    line = create_line(ctx, go_line())
    before = stored(ctx.database)
    overlapping = TimetableInput(
        D("2026-07-01"),
        "Quadro 13",
        (*QUADRO.departures, DepartureInput("ida", "6:30", "5")),
    )
    with pytest.raises(ValidationError) as caught:
        record_timetable(ctx, line.id, overlapping)
    assert "não se sobrepõe" in caught.value.field_errors["departures"]
    with pytest.raises(ValidationError) as caught:
        record_timetable(
            ctx,
            line.id,
            TimetableInput(D("2026-07-01"), "Q", (DepartureInput("ida", "25:00", "1"),)),
        )
    assert "horário" in caught.value.field_errors["departures"]
    with pytest.raises(ValidationError) as caught:
        record_timetable(
            ctx,
            line.id,
            TimetableInput(D("2026-07-01"), "Q", (DepartureInput("ida", "6:30", "1-5"),)),
        )
    assert caught.value.field_errors["departures"] == (
        "Informe ao menos um horário de ida e um de volta da linha (Decreto 8.444/2015, art. 19)."
    )
    assert stored(ctx.database) == before


@pytest.mark.postgres
def test_rr_regime_change_communicated_late_is_marked(admin_context):
    ctx = in_roraima(at_day(admin_context, TODAY))
    line = create_line(ctx, rr_line())
    with pytest.raises(ValidationError) as caught:
        record_timetable(ctx, line.id, QUADRO)
    assert "art. 42 §1º" in caught.value.field_errors["communicated_on"]
    late = TimetableInput(
        QUADRO.effective_from,
        "Quadro CRE/RR 3/2026",
        QUADRO.departures,
        changed_on=D("2026-06-01"),
        communicated_on=D("2026-06-12"),
    )
    (quadro,) = record_timetable(ctx, line.id, late)
    assert quadro.late and quadro.article == "Lei RR 664/2008, art. 42 §2º"
    assert "prazo era 11/06/2026" in get_line(ctx, line.id).acts[-1].details


@pytest.mark.postgres
def test_rr_regime_change_on_a_friday_counted_from_monday(admin_context):
    """Lei RR 664/2008, art. 95: changed on Friday 5 June, the 10 days of art. 42 §1º run
    from Monday 8 June to Wednesday 17: communicated on Tuesday 16 it is on time (ten
    calendar days on, 15 June, marked it late)."""
    ctx = in_roraima(at_day(admin_context, D("2026-06-20")))
    line = create_line(ctx, rr_line())
    on_time = TimetableInput(
        QUADRO.effective_from,
        "Quadro CRE/RR 4/2026",
        QUADRO.departures,
        changed_on=D("2026-06-05"),
        communicated_on=D("2026-06-16"),
    )
    (quadro,) = record_timetable(ctx, line.id, on_time)
    assert not quadro.late


@pytest.mark.postgres
def test_quadro_printed_signed_and_verified(admin_context, tmp_path):
    """The quadro in force printed as a signed document (Decreto 8.444/2015, art. 19), read
    back and verified like every issued document."""
    from tests.factories.vehicles import operator

    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    with pytest.raises(ServiceError):
        print_timetable(ctx, record_timetable(ctx, line.id, QUADRO)[0].id, keys)
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    quadro = timetable_in_force(ctx, line.id, D("2026-07-01"))
    issued = print_timetable(ctx, quadro.id, keys)
    text = flat_pdf_text(issued.pdf)
    for expected in (
        "Quadro de Horários",
        "Linha GO-0101 — Goiânia — Pirenópolis",
        "Termo de Autorização nº TA-015/2026",
        "Ida 06:30 — S T Q Q S - - — Convencional 46 lugares — seções: Anápolis",
        "Volta 17:00 — S T Q Q S - -",
        "km 55,5: Rodoviária de Anápolis (Anápolis)",
        "Decreto 8.444/2015, art. 19",
    ):
        assert expected in text, expected
    assert verify_bytes(ctx.database, issued.pdf).status == "valida"


def test_go_more_departures_only_after_the_request_of_art_43_vi_approved(admin_context, tmp_path):
    """Decreto 8.444/2015, art. 43, VI and §12: a quadro with more departures than the one
    in force is refused, nothing written, until a request for more departures is approved;
    from the approval's date it is recorded."""
    from tests.factories.vehicles import operator

    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    record_timetable(ctx, line.id, QUADRO)
    more = TimetableInput(
        D("2026-08-01"),
        "Quadro AGR nº 13/2026",
        (*QUADRO.departures, DepartureInput("volta", "20:00", "5")),
    )
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_timetable(ctx, line.id, more)
    message = caught.value.field_errors["departures"]
    assert "tem 12 partidas por semana e este, 13" in message
    assert "Decreto 8.444/2015, art. 43, VI e §12" in message
    assert stored(ctx.database) == before
    (asked,) = protocol_change(
        ctx,
        line.id,
        request(
            kind="horarios", facts={"movement_justifies": True}, new_roads="", new_length_km=""
        ),
    )
    decide_change(ctx, asked.id, approval(effective_on=D("2026-08-01")))
    with pytest.raises(ValidationError):
        record_timetable(ctx, line.id, dataclasses.replace(more, effective_from=D("2026-07-20")))
    quadros = record_timetable(ctx, line.id, more)
    assert [len(quadro.departures) for quadro in quadros] == [3, 4]


def test_go_quadro_naming_a_locality_off_the_line_is_refused_nothing_written(admin_context):
    """Decreto 8.444/2015, arts. 19 and 20: the quadro serves the line's own sections and
    terminals (Anápolis, Pirenópolis, by municipality or place); Brasília is off the line."""
    ctx = at_day(admin_context, TODAY)
    line = create_line(ctx, go_line())
    before = stored(ctx.database)
    off = dataclasses.replace(
        QUADRO,
        departures=(
            DepartureInput("ida", "7:00", "1-5", "", "Rodoviária de Anápolis; Pirenópolis"),
            DepartureInput("volta", "17:00", "1-5", "", "Anápolis, Brasília"),
        ),
    )
    with pytest.raises(ValidationError) as caught:
        record_timetable(ctx, line.id, off)
    assert caught.value.field_errors["departures"] == (
        "Partida 2: Brasília não é seção nem terminal da linha (Decreto 8.444/2015, arts. 19 e 20)."
    )
    assert stored(ctx.database) == before
