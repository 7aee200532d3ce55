"""The lines in force on a date as a GTFS feed (issue 15 §8): built through the services (a
GO line with its Termo de Autorização published, Decreto 8.444/2015 art. 6º §2º; its quadro
de horários, art. 19; its fares communicated, art. 15 §1º), exported, validated with the
canonical GTFS rule set (the `gtfs-validator` package) without errors, and read back."""

import dataclasses
from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.cli import main
from desktop.models.lines import LineStopLocation
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fares import FareItemInput, FareTableInput, record_fare_table
from desktop.services.lines.gtfs import read_feed, stop_id_of
from desktop.services.lines.register import StatusInput, change_status, create_line
from desktop.services.lines.stop_locations import StopLocationInput, record_stop_location
from desktop.services.lines.timetables import DepartureInput, record_timetable
from desktop.services.office.rule_values import register_rule_value
from tests.factories.clock import at_day
from tests.factories.gtfs import (
    IN_FORCE,
    RR_PLACES,
    URL,
    export,
    locate,
    read_back,
    validated,
    validation_errors,
)
from tests.factories.lines import (
    ANAPOLIS,
    BOA_VISTA,
    GOIANIA,
    MUCAJAI,
    PIRENOPOLIS,
    QUADRO,
    TODAY,
    fares,
    go_line,
    rr_line,
    suppress_anapolis,
    termo,
)
from tests.factories.roraima import in_roraima
from tests.factories.stoppages import LOW_DEMAND_GO
from tests.factories.vehicles import operator

D = date.fromisoformat
PLACES = (
    (GOIANIA, "Terminal Rodoviário de Goiânia", "-16,6578", "-49,2574"),
    (GOIANIA, "Posto Jamil", "-16,5902", "-49,1520"),
    (ANAPOLIS, "Rodoviária de Anápolis", "-16,3281", "-48,9534"),
    (PIRENOPOLIS, "Rodoviária de Pirenópolis", "-15,8520", "-48,9590"),
)


@pytest.fixture
def go_line_in_force(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    record_timetable(ctx, line.id, QUADRO)
    record_fare_table(ctx, line.id, fares())
    for place in PLACES:
        record_stop_location(ctx, StopLocationInput(*place))
    return ctx, line


@pytest.mark.postgres
def test_feed_of_the_lines_in_force_is_valid_gtfs(go_line_in_force, tmp_path):
    ctx, _ = go_line_in_force
    feed = export(ctx, tmp_path / "linhas.zip")
    assert feed.notes == ()
    assert validation_errors(tmp_path / "linhas.zip", tmp_path / "relatorio") == []
    (info,) = read_back(tmp_path / "linhas.zip")["feed_info"]
    assert (info["feed_publisher_name"], info["feed_start_date"]) == (
        ctx.office.name,
        "20260701",
    )


@pytest.mark.postgres
def test_rr_feed_in_boa_vista_time_with_the_worksheet_fare(admin_context, tmp_path):
    """Roraima: a line authorisation for one year (Lei RR 664/2008, art. 19), its regime
    (art. 42 §2º) and the fare from the tariff coefficient and the km (art. 37)."""
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    record_delegation(ctx, line.id, DelegationInput(holder.id, "autorizacao", "TC-1", TODAY))
    regime = dataclasses.replace(
        QUADRO, changed_on=D("2026-06-10"), communicated_on=D("2026-06-12")
    )
    record_timetable(ctx, line.id, regime)
    register_rule_value(
        ctx, "coeficiente_tarifario", D("2026-01-01"), Decimal("0.19"), "Res. CRE 1/2026"
    )
    items = (FareItemInput("Boa Vista", "Mucajaí", "52", ""),)
    record_fare_table(ctx, line.id, FareTableInput(IN_FORCE, "Planilha CRE/RR 2026", items))
    locate(ctx, RR_PLACES)
    files = validated(ctx, tmp_path / "rr.zip")
    assert files["agency"][0]["agency_timezone"] == "America/Boa_Vista"
    (fare,) = files["fare_attributes"]
    assert fare["price"] == "9.88"
    assert {(rule["origin_id"], rule["destination_id"]) for rule in files["fare_rules"]} == {
        (BOA_VISTA, MUCAJAI),
        (MUCAJAI, BOA_VISTA),
    }
    # The authorisation's year ends on 14/06/2027 (art. 19).
    assert {row["end_date"] for row in files["calendar"]} == {"20270614"}


def test_feed_read_back_stop_order_times_calendar_and_fares(go_line_in_force, tmp_path):
    ctx, _ = go_line_in_force
    export(ctx, tmp_path / "linhas.zip")
    files = read_back(tmp_path / "linhas.zip")
    (agency,) = files["agency"]
    assert (agency["agency_url"], agency["agency_timezone"]) == (URL, "America/Sao_Paulo")
    (route,) = files["routes"]
    assert (route["route_short_name"], route["route_long_name"], route["route_type"]) == (
        "GO-0101",
        "Goiânia — Pirenópolis",
        "3",
    )
    names = {stop["stop_id"]: stop["stop_name"] for stop in files["stops"]}
    trips = {trip["trip_id"]: trip for trip in files["trips"]}
    assert sorted(trips) == [
        "GO-0101-ida-0630-12345",
        "GO-0101-ida-0630-67",
        "GO-0101-volta-1700-12345",
    ]
    assert trips["GO-0101-volta-1700-12345"]["direction_id"] == "1"

    def times(trip_id):
        return [
            (names[row["stop_id"]], row["departure_time"], row["shape_dist_traveled"])
            for row in sorted(
                (row for row in files["stop_times"] if row["trip_id"] == trip_id),
                key=lambda row: int(row["stop_sequence"]),
            )
        ]

    # 128 km at the estimated 60 km/h: 2 h 8 min, marked approximate (timepoint 0).
    assert times("GO-0101-ida-0630-12345") == [
        ("Terminal Rodoviário de Goiânia", "06:30:00", "0"),
        ("Posto Jamil", "", "12.0"),
        ("Rodoviária de Anápolis", "", "55.5"),
        ("Rodoviária de Pirenópolis", "08:38:00", "128.0"),
    ]
    # Boarding at terminals and sections served, never at a ponto de parada (Decreto
    # 8.444/2015, art. 3º XXXV); the 06:30 departure names Anápolis among its sections.
    for trip_id in trips:
        assert [
            (names[row["stop_id"]], row["pickup_type"], row["drop_off_type"])
            for row in files["stop_times"]
            if row["trip_id"] == trip_id
            and names[row["stop_id"]] in ("Posto Jamil", "Rodoviária de Anápolis")
        ] in (
            [("Posto Jamil", "1", "1"), ("Rodoviária de Anápolis", "0", "0")],
            [("Rodoviária de Anápolis", "0", "0"), ("Posto Jamil", "1", "1")],
        )
    (jamil,) = [stop for stop in files["stops"] if stop["stop_name"] == "Posto Jamil"]
    assert jamil["stop_desc"] == (
        "Ponto de parada, sem embarque nem desembarque (Decreto 8.444/2015, art. 3º, XXXV, "
        "XXXVII e XL), em Goiânia - GO"
    )
    assert [name for name, *_ in times("GO-0101-volta-1700-12345")] == [
        "Rodoviária de Pirenópolis",
        "Rodoviária de Anápolis",
        "Posto Jamil",
        "Terminal Rodoviário de Goiânia",
    ]
    assert times("GO-0101-volta-1700-12345")[1][2] == "72.5"
    calendar = {row["service_id"]: row for row in files["calendar"]}
    weekdays = calendar["GO-0101-12345"]
    assert [weekdays[day] for day in ("monday", "friday", "saturday", "sunday")] == list("1100")
    # From the date asked until the Termo's last day (15 years, Decreto 8.444 art. 6º §1º VI).
    assert (weekdays["start_date"], weekdays["end_date"]) == ("20260701", "20410609")
    anapolis = {row["fare_id"] for row in files["fare_rules"] if row["destination_id"] == ANAPOLIS}
    prices = {row["fare_id"]: row for row in files["fare_attributes"]}
    (fare_id,) = anapolis
    assert (prices[fare_id]["price"], prices[fare_id]["currency_type"]) == ("28.90", "BRL")


def test_lines_not_in_force_are_left_out(go_line_in_force, tmp_path):
    ctx, line = go_line_in_force
    # Before the quadro takes effect there is no timetable to publish.
    with pytest.raises(ServiceError, match="Nenhuma linha em vigor em 30/06/2026"):
        export(ctx, tmp_path / "antes.zip", D("2026-06-30"))
    assert not (tmp_path / "antes.zip").exists()
    change_status(
        ctx,
        line.id,
        StatusInput(
            "paralisada",
            D("2026-08-01"),
            "Portaria AGR 7/2026",
            "ocupação < 30%",
            LOW_DEMAND_GO,
        ),
    )
    assert len(read_feed(ctx.database, ctx.office, D("2026-07-31"), URL).routes) == 1
    # Stopped 180 days from 01/08 (art. 25): the feed of that day runs the line only from
    # 28/01/2027, the day service is back, on trips of their own.
    stopped = read_feed(ctx.database, ctx.office, D("2026-08-01"), URL)
    assert {service.start_date for service in stopped.services} == {"20270128"}
    assert {trip.trip_id[-8:] for trip in stopped.trips} == {"20270128"}


def test_stops_without_coordinates_are_noted(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    record_timetable(ctx, line.id, QUADRO)
    feed = read_feed(ctx.database, ctx.office, D("2026-07-01"), URL)
    assert "Sem coordenadas registradas: Posto Jamil (Goiânia - GO)." in feed.notes
    assert "Linha GO-0101: sem tabela de tarifas em vigor." in feed.notes
    (stop,) = [item for item in feed.stops if item.stop_name == "Posto Jamil"]
    assert (stop.stop_lat, stop.stop_lon) == (None, None)


def test_stop_location_out_of_brazil_refused(admin_context):
    with pytest.raises(ValidationError) as caught:
        record_stop_location(
            admin_context, StopLocationInput(GOIANIA, "Posto Jamil", "16,59", "-49,15")
        )
    assert caught.value.field_errors["latitude"] == (
        "Informe a latitude em graus decimais, no Brasil, de -33,8 a 5,3 (ex.: -16,6578)."
    )
    assert located(admin_context) == []
    record_stop_location(admin_context, StopLocationInput(GOIANIA, "Posto", "-16,59", "-49,15"))
    assert located(admin_context) == [(Decimal("-16.590000"), Decimal("-49.150000"))]


def located(ctx):
    with ctx.database.read() as session:
        return [(row.latitude, row.longitude) for row in session.scalars(select(LineStopLocation))]


def balcao_gtfs(database_url, *args):
    return main(["--database", database_url, "gtfs", *args])


@pytest.mark.postgres
def test_cli_writes_the_feed_of_the_date(go_line_in_force, database_url, tmp_path, capsys):
    target = tmp_path / "linhas.zip"
    assert balcao_gtfs(database_url, str(target), "--data", "01/07/2026", "--url", URL) == 0
    assert "Feed GTFS de 01/07/2026 gravado" in capsys.readouterr().out
    assert [row["trip_id"] for row in read_back(target)["trips"]][0].startswith("GO-0101-")


def test_cli_bad_date_url_or_path_writes_nothing(go_line_in_force, database_url, tmp_path, capsys):
    target = tmp_path / "linhas.zip"
    assert balcao_gtfs(database_url, str(target), "--data", "31/02/2026", "--url", URL) == 2
    assert "Data inválida: '31/02/2026'; use DD/MM/AAAA" in capsys.readouterr().err
    assert balcao_gtfs(database_url, str(target), "--data", "01/07/2026", "--url", "site") == 2
    assert "Endereço inválido" in capsys.readouterr().err
    missing = tmp_path / "nao-existe" / "linhas.zip"
    assert balcao_gtfs(database_url, str(missing), "--data", "01/07/2026", "--url", URL) == 3
    assert f"Não foi possível gravar em {missing.parent}" in capsys.readouterr().err
    assert balcao_gtfs(database_url, str(target), "--data", "30/06/2026", "--url", URL) == 3
    assert "Nenhuma linha em vigor em 30/06/2026" in capsys.readouterr().err
    assert list(tmp_path.glob("*.zip")) == [] and not missing.parent.exists()


def test_a_stoppage_dated_before_the_registration_still_prevails(go_line_in_force):
    """A stoppage authorised (Decreto 8.444/2015, art. 25) for 180 days from a date before
    the line was entered in the register: recorded after the creation, it sets the status,
    and the feed runs the line only from 28/11/2026, the day service is back."""
    ctx, line = go_line_in_force
    change_status(
        ctx,
        line.id,
        StatusInput("paralisada", D("2026-06-01"), "Portaria AGR 5/2026", stoppage=LOW_DEMAND_GO),
    )
    feed = read_feed(ctx.database, ctx.office, IN_FORCE, URL)
    assert {service.start_date for service in feed.services} == {"20261128"}


def test_fares_as_the_dialog_names_their_stretches(go_line_in_force, tmp_path):
    """The fare dialog names a section point 'place — municipality'; a stretch whose end is
    no stop of the line is left out of the feed and noted."""
    ctx, line = go_line_in_force
    table = fares(
        effective_from=D("2026-07-20"),
        items=(
            FareItemInput("Goiânia", "Rodoviária de Anápolis — Anápolis", "55,5", "29,90"),
            FareItemInput("Goiânia", "Pirenópolis", "128", "63,00"),
            FareItemInput("Goiânia", "Brasília", "209", "80,00"),
        ),
    )
    record_fare_table(ctx, line.id, table)
    feed = export(ctx, tmp_path / "linhas.zip", D("2026-07-20"))
    assert feed.notes == (
        "Linha GO-0101: trecho Goiânia — Brasília não corresponde a um ponto da linha; "
        "tarifa não publicada.",
    )
    files = read_back(tmp_path / "linhas.zip")
    prices = {row["fare_id"]: row["price"] for row in files["fare_attributes"]}
    assert {
        (row["origin_id"], row["destination_id"], prices[row["fare_id"]])
        for row in files["fare_rules"]
    } == {
        (GOIANIA, ANAPOLIS, "29.90"),
        (ANAPOLIS, GOIANIA, "29.90"),
        (GOIANIA, PIRENOPOLIS, "63.00"),
        (PIRENOPOLIS, GOIANIA, "63.00"),
    }


def test_a_fare_table_taking_effect_later_is_left_out_and_said(go_line_in_force, tmp_path):
    """A new fare communicated to take effect on 20/07/2026 (Decreto 8.444/2015, art. 15
    §1º): GTFS fares carry no dates, so the feed of 01/07 publishes the fare in force that
    day and says the later one is left out, to export the feed again on its day."""
    ctx, line = go_line_in_force
    record_fare_table(
        ctx,
        line.id,
        fares(
            effective_from=D("2026-07-20"),
            items=(FareItemInput("Goiânia", "Pirenópolis", "128", "63,00"),),
        ),
    )
    feed = export(ctx, tmp_path / "linhas.zip", IN_FORCE)
    assert feed.notes == (
        "Linha GO-0101: tabela de tarifas em vigor a partir de 20/07/2026 (Decreto 8.444/2015, "
        "art. 15 §1º) fora do feed, que publica a em vigor em 01/07/2026 (o GTFS não data as "
        "tarifas); gere o feed de novo nesse dia.",
    )
    prices = {row["price"] for row in read_back(tmp_path / "linhas.zip")["fare_attributes"]}
    assert prices == {"28.90", "61.50"}


def test_a_departure_serving_other_sections_does_not_board_at_anapolis(admin_context, tmp_path):
    """A ticket is sold to the sections of the timetable only (Lei RR 664/2008, art. 82 I
    fines the sale to one not in it): a section the departure does not name is passed by."""
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    direct = dataclasses.replace(
        QUADRO,
        departures=(
            DepartureInput("ida", "7:00", "1-5", "", "Pirenópolis"),
            DepartureInput("volta", "17:00", "1-5", "", "Anápolis"),
        ),
    )
    record_timetable(ctx, line.id, direct)
    feed = read_feed(ctx.database, ctx.office, IN_FORCE, URL)
    assert not any("do quadro não é da linha" in note for note in feed.notes)
    anapolis = stop_id_of(ANAPOLIS, "Rodoviária de Anápolis")
    assert {
        (row.trip_id, row.pickup_type) for row in feed.stop_times if row.stop_id == anapolis
    } == {("GO-0101-ida-0700-12345", 1), ("GO-0101-volta-1700-12345", 0)}


def test_a_section_suppressed_leaves_the_feed_with_the_quadro(admin_context, tmp_path):
    """The quadro names the Anápolis section (Decreto 8.444/2015, arts. 19 and 20); its
    suppression (art. 43, I and §2º) reissues the quadro without it from the same date: the
    feed neither stops there nor has a quadro naming a place off the line."""
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    record_timetable(ctx, line.id, QUADRO)
    suppress_anapolis(ctx, line.id, IN_FORCE)
    feed = read_feed(ctx.database, ctx.office, IN_FORCE, URL)
    assert not [note for note in feed.notes if "Anápolis" in note]
    assert not [stop for stop in feed.stops if stop.stop_id.startswith(ANAPOLIS)]
    assert len(feed.trips) == len(QUADRO.departures)
