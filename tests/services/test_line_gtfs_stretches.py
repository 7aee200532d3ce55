"""The GTFS feed of a line with stretches stopped (Lei RR 664/2008, art. 55, caput; GO Decreto
8.444/2015, art. 25, caput): two stretches stopped at once both cut the trips on the days both
are in force, each alone on its own days; a stretch the line's version in force no longer has
leaves its departures out, said in a note naming them and their days. The feed read back and
valid by the canonical GTFS rule set."""

from datetime import date, timedelta

from desktop.services.lines.partial_stoppages import stop_partially
from desktop.services.lines.partial_stoppages_records import partial_stoppages
from desktop.services.lines.register import PointInput
from desktop.services.lines.timetables import record_timetable
from desktop.services.lines.timetables_records import timetables
from tests.factories.cancellations import (
    go_partial,
    go_partly_stopped,
    line_with_quadro,
    low_demand,
    partial,
)
from tests.factories.gtfs import RR_PLACES, export, locate, read_back, validated
from tests.factories.lines import (
    ANAPOLIS,
    COCALZINHO,
    GOIANIA,
    MUCAJAI,
    QUADRO,
    go_line_in_operation,
    suppress_anapolis,
)

D = date.fromisoformat
IRACEMA = "1400282"
OUT_0630 = "RR-010-ida-0630-12345"
BACK_1700 = "RR-010-volta-1700-1234567"


def days_of(files, service_id: str, exception: str) -> list[str]:
    return [
        row["date"]
        for row in files["calendar_dates"]
        if row["service_id"] == service_id and row["exception_type"] == exception
    ]


def stops_of(files, trip_id: str) -> list[str]:
    names = {row["stop_id"]: row["stop_name"] for row in files["stops"]}
    return [names[row["stop_id"]] for row in files["stop_times"] if row["trip_id"] == trip_id]


def test_two_stretches_stopped_at_once_both_cut_the_trips(admin_context, tmp_path):
    """Boa Vista — Mucajaí stopped from Monday 03/08/2026 while the road stays blocked (art.
    55, II and §2º), Iracema — Caracaraí from Monday 10/08 for 90 days of low demand (art. 55,
    I and §1º): the first week the trips run Mucajaí — Caracaraí, while both last only Mucajaí
    — Iracema, and once the second resumes Mucajaí — Caracaraí again."""
    rr = line_with_quadro(
        admin_context,
        tmp_path / "keys",
        points=(
            PointInput("secao", "Mucajaí", MUCAJAI, "52"),
            PointInput("secao", "Iracema", IRACEMA, "90"),
        ),
    )
    stop_partially(rr.ctx, rr.line.id, partial(stretch_from="Boa Vista", stretch_to="Mucajaí"))
    stop_partially(
        rr.ctx,
        rr.line.id,
        partial(low_demand(), effective_on=D("2026-08-10"), stretch_from="Iracema"),
    )
    resumes = partial_stoppages(rr.ctx, rr.line.id)[1].until
    assert resumes is not None
    locate(rr.ctx, (*RR_PLACES, (IRACEMA, "Iracema", "2,1833", "-61,0414")))
    files = validated(rr.ctx, tmp_path / "rr.zip", D("2026-07-15"))
    trips = {row["trip_id"]: row["service_id"] for row in files["trips"]}

    assert stops_of(files, f"{OUT_0630}-trecho-1-1") == ["Mucajaí", "Iracema", "Caracaraí"]
    assert stops_of(files, f"{OUT_0630}-trecho-2-1") == ["Mucajaí", "Iracema"]
    assert stops_of(files, f"{BACK_1700}-trecho-2-1") == ["Iracema", "Mucajaí"]
    assert f"{OUT_0630}-trecho-2-2" not in trips
    alone = days_of(files, trips[f"{OUT_0630}-trecho-1-1"], "1")
    both = days_of(files, trips[f"{OUT_0630}-trecho-2-1"], "1")
    while_both = (D("2026-08-10") + timedelta(days=n) for n in range(resumes.toordinal()))
    assert both == [
        f"{day:%Y%m%d}" for day in while_both if day < resumes and day.isoweekday() <= 5
    ]
    assert alone[:5] == ["20260803", "20260804", "20260805", "20260806", "20260807"]
    assert alone[5] > both[-1]
    assert not set(alone) & set(both)
    assert days_of(files, trips[OUT_0630], "2") == sorted(alone + both)


def test_a_stretch_the_line_no_longer_has_leaves_its_departures_out_said(admin_context, tmp_path):
    """Goiás: Rodoviária de Anápolis — Rodoviária de Pirenópolis stopped 40 days from Monday
    06/07/2026 (Decreto 8.444/2015, art. 25, caput), then the Anápolis section suppressed from
    01/07 (art. 43, I): the version in force has no such stretch, so its departures are left
    out those days and the note names each one and its days."""
    ctx, line = go_partly_stopped(
        admin_context,
        tmp_path,
        stretch_from="Rodoviária de Anápolis",
        stretch_to="Rodoviária de Pirenópolis",
    )
    suppress_anapolis(ctx, line.id, D("2026-07-01"))
    assert len(timetables(ctx, line.id)) == 2  # the quadro reissued without Anápolis
    feed = export(ctx, tmp_path / "go.zip", D("2026-07-01"))
    files = read_back(tmp_path / "go.zip")
    assert not [row for row in files["trips"] if "trecho" in row["trip_id"]]
    trips = {row["trip_id"]: row["service_id"] for row in files["trips"]}
    days = days_of(files, trips["GO-0101-ida-0630-12345"], "2")
    assert (len(days), days[0], days[-1]) == (30, "20260706", "20260814")
    stretch = "Rodoviária de Anápolis — Rodoviária de Pirenópolis"
    assert [note for note in feed.notes if "trecho paralisado" in note] == [
        f"Linha GO-0101: trecho paralisado {stretch} não corresponde a lugares da versão da "
        f"linha em vigor; a partida {departure} fica fora do feed em {count} dia(s), de "
        f"{first} a {last}."
        for departure, count, first, last in (
            ("Ida 06:30 (S T Q Q S - -)", 30, "06/07/2026", "14/08/2026"),
            ("Ida 06:30 (- - - - - S D)", 10, "11/07/2026", "09/08/2026"),
            ("Volta 17:00 (S T Q Q S - -)", 30, "06/07/2026", "14/08/2026"),
        )
    ]


def test_a_stretch_unmatched_leaves_the_others_stopped_with_it_cutting_the_trips(
    admin_context, tmp_path
):
    """Goiás: Rodoviária de Anápolis — Rodoviária de Cocalzinho and Rodoviária de Cocalzinho —
    Rodoviária de Pirenópolis stopped together 40 days from Monday 06/07/2026 (Decreto
    8.444/2015, art. 25, caput), then the Anápolis section suppressed from 01/07 (art. 43, I):
    the second stretch still cuts the trips those days, to Goiânia — Cocalzinho, and the note
    names the first, the departure and its days."""
    ctx, line = go_line_in_operation(
        admin_context,
        tmp_path,
        points=(
            PointInput("parada", "Posto Jamil", GOIANIA, "12"),
            PointInput("secao", "Rodoviária de Anápolis", ANAPOLIS, "55,5"),
            PointInput("secao", "Rodoviária de Cocalzinho", COCALZINHO, "90"),
        ),
    )
    record_timetable(ctx, line.id, QUADRO)
    for start, end in (
        ("Rodoviária de Anápolis", "Rodoviária de Cocalzinho"),
        ("Rodoviária de Cocalzinho", "Rodoviária de Pirenópolis"),
    ):
        stop_partially(
            ctx,
            line.id,
            go_partial(stretch_from=start, stretch_to=end),
        )
    suppress_anapolis(ctx, line.id, D("2026-07-01"))
    feed = export(ctx, tmp_path / "go.zip", D("2026-07-01"))
    files = read_back(tmp_path / "go.zip")
    trips = {row["trip_id"]: row["service_id"] for row in files["trips"]}

    short = "GO-0101-ida-0630-12345-trecho-1"
    assert stops_of(files, f"{short}-1") == [
        "Terminal Rodoviário de Goiânia",
        "Posto Jamil",
        "Rodoviária de Cocalzinho",
    ]
    assert f"{short}-2" not in trips
    days = days_of(files, trips[f"{short}-1"], "1")
    assert (len(days), days[0], days[-1]) == (30, "20260706", "20260814")
    assert days_of(files, trips["GO-0101-ida-0630-12345"], "2") == days
    assert [note for note in feed.notes if "trecho paralisado" in note][0] == (
        "Linha GO-0101: trecho paralisado Rodoviária de Anápolis — Rodoviária de Cocalzinho não "
        "corresponde a lugares da versão da linha em vigor; a partida Ida 06:30 (S T Q Q S - -) "
        "segue no feed cortada só pelos outros trechos paralisados em 30 dia(s), de 06/07/2026 "
        "a 14/08/2026."
    )
