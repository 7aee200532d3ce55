"""Open data: the lines in force on a date as a GTFS Schedule feed (issue 15 §8), the format
journey planners and open-data portals read (https://gtfs.org/schedule/reference/).

`read_feed` is the query: the lines under a delegation in force on the date, or on the first
day of a line created with effect later (GO art. 6º §2º: a Termo de Autorização only once its
extract is published; `gtfs_start`), read into plain dataclasses, which `gtfs_files.write_feed`
writes as the GTFS files. The feed runs from that day to the delegation's last day, each day on
the version of the line (GO art. 43; RR arts. 58 a 61) and the approved quadro de horários (GO
art. 19; RR art. 42 §2º) in force that day: one taking effect later has trips and services of
its own, whose calendars cover only its days. The days run by one delegatária (RR art. 15:
after a transfer, the new one) under one name are one route, with the fare table (GO arts.
15-17; RR art. 37) in force on its first day between its stops. Each day
honours the line's status by its dated acts (`gtfs_stretches.line_closures`): no trips while
the whole line is stopped (GO Decreto 8.444/2015, art. 25; Lei RR 664/2008, art. 55) — the
trips from its return day having their own —, none from the day it is extinguished.

The register records when a bus leaves its origin, not when it reaches each stop: the first
stop carries the approved time (`timepoint` 1), the last an arrival estimated from the line's
length at `ESTIMATED_SPEED_KMH`, marked approximate (`timepoint` 0) as GTFS provides, and the
stops between carry their km (`shape_dist_traveled`) for planners to interpolate."""

import dataclasses
import re
import uuid
from dataclasses import dataclass
from datetime import date, time, timedelta
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.database import Database
from desktop.models.lines import Line, LineDelegation, LinePoint, LineVersion
from desktop.models.operators import Operator
from desktop.rules.dates import br_date
from desktop.rules.lines.boarding import BOARDING_ARTICLE, boards
from desktop.rules.lines.fares import in_force
from desktop.rules.lines.suspended_days import (
    Suspension,
    departure_days,
    open_parts,
    running_parts,
    runs_between,
)
from desktop.rules.text import fold_text
from desktop.services.context import OfficeInfo
from desktop.services.lines.fares_records import FareTableRow, fare_tables
from desktop.services.lines.gtfs_start import delegation_on, line_start
from desktop.services.lines.gtfs_stretches import (
    LineSuspensions,
    left_out_note,
    line_closures,
    line_suspensions,
)
from desktop.services.lines.partial_stoppages_records import version_places
from desktop.services.lines.records import municipality_name, version_on
from desktop.services.lines.stop_locations import place_key, stop_locations
from desktop.services.lines.timetables_records import TimetableRow, timetables
from desktop.services.lines.transfers_records import holder_on, transfers_of
from desktop.services.municipalities import municipality_index

ESTIMATED_SPEED_KMH = Decimal(60)
TIMEZONES = {"GO": "America/Sao_Paulo", "RR": "America/Boa_Vista"}
BUS = 3  # GTFS route_type
ADDED, REMOVED = 1, 2  # GTFS calendar_dates exception_type


@dataclass(frozen=True)
class Agency:
    agency_id: str
    agency_name: str
    agency_url: str
    agency_timezone: str
    agency_lang: str
    agency_email: str


@dataclass(frozen=True)
class Stop:
    stop_id: str
    stop_name: str
    stop_desc: str
    stop_lat: Decimal | None
    stop_lon: Decimal | None
    zone_id: str


@dataclass(frozen=True)
class Route:
    route_id: str
    agency_id: str
    route_short_name: str
    route_long_name: str
    route_type: int


@dataclass(frozen=True)
class Trip:
    route_id: str
    service_id: str
    trip_id: str
    trip_headsign: str
    direction_id: int


@dataclass(frozen=True)
class StopTime:
    trip_id: str
    arrival_time: str
    departure_time: str
    stop_id: str
    stop_sequence: int
    shape_dist_traveled: Decimal
    timepoint: int
    pickup_type: int
    drop_off_type: int


@dataclass(frozen=True)
class Service:
    service_id: str
    monday: int
    tuesday: int
    wednesday: int
    thursday: int
    friday: int
    saturday: int
    sunday: int
    start_date: str
    end_date: str


@dataclass(frozen=True)
class ServiceDate:
    service_id: str
    date: str
    exception_type: int  # ADDED or REMOVED


@dataclass(frozen=True)
class Fare:
    fare_id: str
    price: Decimal
    currency_type: str
    payment_method: int
    transfers: int
    agency_id: str


@dataclass(frozen=True)
class FareRule:
    fare_id: str
    route_id: str
    origin_id: str
    destination_id: str


@dataclass(frozen=True)
class FeedInfo:
    feed_publisher_name: str
    feed_publisher_url: str
    feed_lang: str
    feed_start_date: str
    feed_end_date: str
    feed_version: str


@dataclass(frozen=True)
class Feed:
    at: date
    info: tuple[FeedInfo, ...]
    agencies: tuple[Agency, ...]
    stops: tuple[Stop, ...]
    routes: tuple[Route, ...]
    trips: tuple[Trip, ...]
    stop_times: tuple[StopTime, ...]
    services: tuple[Service, ...]
    service_dates: tuple[ServiceDate, ...]
    fares: tuple[Fare, ...]
    fare_rules: tuple[FareRule, ...]
    notes: tuple[str, ...]


def gtfs_time(leaves: time, minutes: int = 0) -> str:
    """06:30 + 150 min -> '09:00:00'; past midnight stays on the service day ('25:10:00')."""
    total = leaves.hour * 60 + leaves.minute + minutes
    return f"{total // 60:02d}:{total % 60:02d}:00"


def stop_id_of(municipality_code: str, place: str) -> str:
    return f"{municipality_code}-{re.sub(r'[^a-z0-9]+', '-', fold_text(place)).strip('-')}"


class _Builder:
    def __init__(self, session: Session, office: OfficeInfo, at: date, url: str) -> None:
        self.session, self.office, self.at, self.url = session, office, at, url
        self.locations = stop_locations(session)
        self.agencies: dict[str, Agency] = {}
        self.stops: dict[str, Stop] = {}
        self.routes: list[Route] = []
        self.trips: list[Trip] = []
        self.stop_times: list[StopTime] = []
        self.services: list[Service] = []
        self.service_dates: list[ServiceDate] = []
        self.fares: list[Fare] = []
        self.fare_rules: list[FareRule] = []
        self.notes: list[str] = []

    def stop(self, municipality_code: str, place: str, kind: str) -> str:
        stop_id = stop_id_of(municipality_code, place)
        if stop_id not in self.stops:
            location = self.locations.get((municipality_code, place_key(place)))
            found = municipality_index().get(municipality_code)
            town = found.label if found else municipality_code
            if location is None:
                self.notes.append(f"Sem coordenadas registradas: {place} ({town}).")
            self.stops[stop_id] = Stop(
                stop_id,
                place,
                f"{kind} em {town}",
                location[0] if location else None,
                location[1] if location else None,
                municipality_code,
            )
        return stop_id

    def add_line(
        self, line: Line, start: date, delegation: LineDelegation, closed: list[Suspension]
    ) -> None:
        """The line's trips on the days it runs from `start`: none on the days of its `closed`
        spans (a total stoppage, an extinction: `line_closures`); nothing when it runs on none.
        The days run by one delegatária under one name are one route: a transfer of the
        delegation (Lei RR 664/2008, art. 15) or a change renaming the line (GO art. 43; RR
        arts. 58 a 61) later in the window starts a route of its own, named with its day."""
        tables = timetables(None, line.id, self.session)
        transfers = transfers_of(self.session, line.id)
        parts = [
            part
            for first, last in self._periods(line, tables, delegation, start, transfers)
            for part in running_parts(first, last, closed)
        ]
        routes: dict[tuple[str, str], str] = {}
        spans: dict[str, tuple[date, date, str, list[str]]] = {}
        for first, last in parts:
            in_effect = version_on(self.session, line.id, first)
            table = in_force([(item.effective_from, item) for item in tables], first)
            assert in_effect is not None and table is not None  # in force from `start`
            agency_id = self._agency(holder_on(delegation, transfers, first))
            points, outbound = self._outbound(in_effect)
            key = (agency_id, in_effect.name)
            if key not in routes:
                routes[key] = f"{line.code}-{first:%Y%m%d}" if routes else line.code
                self.routes.append(Route(routes[key], agency_id, line.code, in_effect.name, BUS))
                spans[routes[key]] = (first, last, agency_id, [stop for stop, *_ in outbound])
            route_id = routes[key]
            spans[route_id] = (spans[route_id][0], last, *spans[route_id][2:])
            places = version_places(in_effect, points)
            suspensions = line_suspensions(self.session, line.id, places)
            self._trips(line, route_id, in_effect, table, outbound, (first, last), suspensions)
        for route_id, span in spans.items():
            self._route_fares(line, route_id, *span)

    def _agency(self, operator_id: uuid.UUID) -> str:
        operator = self.session.get(Operator, operator_id)
        assert operator is not None  # a delegation's holder is a foreign key
        self.agencies[operator.cnpj] = Agency(
            operator.cnpj,
            operator.trade_name or operator.legal_name,
            self.url,
            TIMEZONES[self.office.jurisdiction],
            "pt",
            operator.email,
        )
        return operator.cnpj

    def _route_fares(self, line, route_id: str, first: date, last: date, agency_id, stops) -> None:
        """The route's fares: the table in force on its first day, between its stops. GTFS
        fares (fare_attributes, fare_rules) carry no dates: a table taking effect later in the
        route's days is left out and said."""
        fares = fare_tables(None, line.id, self.session)
        table = in_force([(item.effective_from, item) for item in fares], first)
        self._fares(line, route_id, agency_id, table, stops)
        for later in fares:
            if first < later.effective_from <= last:
                self.notes.append(
                    f"Linha {line.code}: tabela de tarifas em vigor a partir de "
                    f"{br_date(later.effective_from)} ({later.article}) fora do feed, que "
                    f"publica a em vigor em {br_date(first)} (o GTFS não data as "
                    "tarifas); gere o feed de novo nesse dia."
                )

    def _periods(
        self, line: Line, tables, delegation: LineDelegation, start: date, transfers
    ) -> list[tuple[date, date]]:
        """The days from `start` to the delegation's last day split where a version of the
        line (a change approved to take effect later: GO art. 43; RR arts. 58 a 61), a quadro
        (GO art. 19; RR art. 42 §2º) or a transfer of the delegation (RR art. 15) takes effect:
        each part keeps one of each, first and last day."""
        last_day = delegation.last_day
        versions = self.session.scalars(
            select(LineVersion.effective_on).where(
                LineVersion.line_id == line.id,
                LineVersion.effective_on > start,
                LineVersion.effective_on <= last_day,
            )
        ).all()
        quadros = [item.effective_from for item in tables]
        handed = [item.transferred_on for item in transfers if item.delegation_id == delegation.id]
        later = [day for day in (*quadros, *handed) if start < day <= last_day]
        starts = sorted({start, *versions, *later})
        ends = [day - timedelta(days=1) for day in starts[1:]] + [last_day]
        return list(zip(starts, ends, strict=True))

    def _outbound(self, version: LineVersion):
        """The version's points and its stops on the way out, each with its km and kind; a
        place keeps its stop id in every version (`stop_id_of`)."""
        points = self.session.scalars(
            select(LinePoint).where(LinePoint.version_id == version.id).order_by(LinePoint.position)
        ).all()
        origin = version.origin_terminal or municipality_name(version.origin_code)
        destination = version.destination_terminal or municipality_name(version.destination_code)
        outbound = [(self.stop(version.origin_code, origin, "Terminal"), Decimal(0), "terminal")]
        for point in points:
            kind = (
                "Ponto de seção"
                if point.kind == "secao"
                else "Ponto de parada, sem embarque nem desembarque "
                f"({BOARDING_ARTICLE[self.office.jurisdiction]}),"
            )
            stop_id = self.stop(point.municipality_code, point.place, kind)
            outbound.append((stop_id, point.km, point.kind))
        end = self.stop(version.destination_code, destination, "Terminal")
        outbound.append((end, version.length_km, "terminal"))
        return points, outbound

    def _trips(
        self,
        line,
        route_id: str,
        version,
        table: TimetableRow,
        outbound,
        period: tuple[date, date],
        suspensions: LineSuspensions,
    ) -> None:
        """A trip per departure of the quadro in force in the `period` (first and last day),
        on the version in force then; the days its departure is cancelled or stopped come off
        its own service (`calendar_dates`), and stretches stopped leave, those days, trips
        short of them (`rules.lines.suspended_days`). A period after the feed's date has its
        own trips and services, named with its first day."""
        first, last_day = period
        since = "" if first == self.at else f"-{first:%Y%m%d}"
        inbound = [(stop, version.length_km - km, kind) for stop, km, kind in reversed(outbound)]
        for departure in table.departures:
            if not runs_between(departure.weekdays, first, last_day):
                continue
            days = "".join(str(day) for day in sorted(departure.weekdays))
            back = departure.direction == "volta"
            trip_id = f"{line.code}-{departure.direction}-{departure.leaves:%H%M}-{days}{since}"
            taken = departure_days(departure.departure, suspensions.stopped, first, last_day)
            shared = f"{line.code}-{days}{since}"
            service_id = trip_id if taken.off | taken.short_days else shared
            self._service(service_id, departure.weekdays, f"{first:%Y%m%d}", last_day)
            self.service_dates += [
                ServiceDate(service_id, f"{day:%Y%m%d}", REMOVED)
                for day in sorted(taken.off | taken.short_days)
            ]
            sequence = inbound if back else outbound
            headsign = municipality_name(version.origin_code if back else version.destination_code)
            trip = Trip(route_id, service_id, trip_id, headsign, int(back))
            served = self._served(line, departure.sections, outbound)
            self._trip(trip, sequence, departure.leaves, served)
            for number, short in enumerate(taken.short, start=1):
                unknown = [
                    stretch for stretch in short.stretches if stretch not in suspensions.ends
                ]
                known = [suspensions.ends[item] for item in short.stretches if item not in unknown]
                if unknown:
                    note = left_out_note(
                        line.code, departure.departure, unknown, short.days, bool(known)
                    )
                    self.notes.append(note)
                if not known:
                    continue
                cuts = [
                    tuple(len(sequence) - 1 - end if back else end for end in ends)
                    for ends in known
                ]
                trip_short = dataclasses.replace(trip, trip_id=f"{trip_id}-trecho-{number}")
                self._short_trips(trip_short, sequence, departure.leaves, served, cuts, short.days)

    def _service(self, service_id: str, weekdays, start: str, last_day: date) -> None:
        if service_id not in {service.service_id for service in self.services}:
            mon, tue, wed, thu, fri, sat, sun = (int(day in weekdays) for day in range(1, 8))
            self.services.append(
                Service(service_id, mon, tue, wed, thu, fri, sat, sun, start, f"{last_day:%Y%m%d}")
            )

    def _trip(self, trip: Trip, sequence, leaves: time, served: set[str] | None) -> None:
        """The trip and its stops: the first and the last timed from the departure's time and
        the km run (`timepoint` 1 only at the approved departure, km 0)."""
        self.trips.append(trip)
        for number, (stop, km, kind) in enumerate(sequence, start=1):
            first, last = number == 1, number == len(sequence)
            at = gtfs_time(leaves, int(km * 60 / ESTIMATED_SPEED_KMH)) if first or last else ""
            closed = not boards(kind, served is None or stop in served)
            timed = int(first and km == 0)
            self.stop_times.append(
                StopTime(trip.trip_id, at, at, stop, number, km, timed, *[int(closed)] * 2)
            )

    def _short_trips(self, trip: Trip, sequence, leaves, served, cuts, days) -> None:
        """On the days stretches are stopped together (RR art. 55, caput; GO art. 25, caput)
        the trip runs only on the parts outside all of them, on a service of those days."""
        service_id = trip.trip_id
        short = sorted(days)
        self._service(service_id, (), f"{short[0]:%Y%m%d}", short[-1])
        self.service_dates += [ServiceDate(service_id, f"{day:%Y%m%d}", ADDED) for day in short]
        for number, part in enumerate(open_parts(len(sequence), cuts), start=1):
            short_trip = dataclasses.replace(
                trip, service_id=service_id, trip_id=f"{trip.trip_id}-{number}"
            )
            self._trip(short_trip, [sequence[position] for position in part], leaves, served)

    def _served(self, line: Line, sections: str, outbound) -> set[str] | None:
        """The section points a departure serves, as its quadro names them ('Anápolis');
        None when it names none (it serves all). Who boards where: `rules.lines.boarding`."""
        names = [part.strip() for part in re.split(r"[,;]", sections) if part.strip()]
        if not names:
            return None
        served = set()
        for name in names:
            found = {
                (stop, kind) for stop, _, kind in outbound if fold_text(name) in self._names(stop)
            }
            if not found:
                self.notes.append(f"Linha {line.code}: seção {name!r} do quadro não é da linha.")
            served |= {stop for stop, kind in found if kind == "secao"}
        return served

    def _names(self, stop_id: str) -> set[str]:
        stop = self.stops[stop_id]
        return {fold_text(stop.stop_name), fold_text(municipality_name(stop.zone_id))}

    def _fares(
        self, line: Line, route_id: str, agency_id: str, table: FareTableRow | None, stops
    ) -> None:
        """A stretch names its ends as the fare dialog writes them ('Goiânia', 'Rodoviária
        de Anápolis — Anápolis'): each end is the zone (municipality) of one of the line's
        stops, by the stop's name or its municipality's."""
        if table is None:
            self.notes.append(f"Linha {line.code}: sem tabela de tarifas em vigor.")
            return
        zones = {}
        for stop_id in stops:
            zone = self.stops[stop_id].zone_id
            zones[fold_text(self.stops[stop_id].stop_name)] = zone
            zones[fold_text(municipality_name(zone))] = zone

        def zone_of(text: str) -> str | None:
            names = [text, *text.split(" — ")]
            return next((zones[fold_text(n)] for n in names if fold_text(n) in zones), None)

        for position, item in enumerate(table.items, start=1):
            origin, destination = zone_of(item.origin), zone_of(item.destination)
            if origin is None or destination is None:
                self.notes.append(
                    f"Linha {line.code}: trecho {item.origin} — {item.destination} não "
                    "corresponde a um ponto da linha; tarifa não publicada."
                )
                continue
            fare_id = f"{route_id}-{position}"
            self.fares.append(Fare(fare_id, item.value, "BRL", 1, 0, agency_id))
            self.fare_rules.append(FareRule(fare_id, route_id, origin, destination))
            self.fare_rules.append(FareRule(fare_id, route_id, destination, origin))

    def feed(self) -> Feed:
        ends = [service.end_date for service in self.services]
        info = FeedInfo(
            self.office.name,
            self.url,
            "pt",
            f"{self.at:%Y%m%d}",
            max(ends, default=""),
            f"{self.at:%Y%m%d}",
        )
        return Feed(
            self.at,
            (info,),
            tuple(self.agencies.values()),
            tuple(self.stops.values()),
            tuple(self.routes),
            tuple(self.trips),
            tuple(self.stop_times),
            tuple(self.services),
            tuple(self.service_dates),
            tuple(self.fares),
            tuple(self.fare_rules),
            tuple(dict.fromkeys(self.notes)),  # a version or quadro kept may repeat one
        )


def read_feed(database: Database, office: OfficeInfo, at: date, url: str) -> Feed:
    """The lines in force on `at`: delegated, with an approved quadro, in operation or
    stopped with a day to return; each runs on the days its status lets it."""
    jurisdiction = office.jurisdiction
    with database.read() as session:
        builder = _Builder(session, office, at, url)
        for line in session.scalars(select(Line).order_by(Line.code)):
            closed = line_closures(session, line.id, at)
            if any(item.first <= at and item.until is None for item in closed):
                continue  # extinct, or stopped or suspended with no day to return
            start = line_start(session, line.id, at)
            tables = timetables(None, line.id, session)
            delegation = delegation_on(session, jurisdiction, line.id, start)
            if not in_force([(item.effective_from, item) for item in tables], start):
                builder.notes.append(f"Linha {line.code}: sem quadro de horários em vigor.")
            elif delegation is None:
                builder.notes.append(f"Linha {line.code}: sem delegação em vigor.")
            else:
                builder.add_line(line, start, delegation, closed)
        return builder.feed()
