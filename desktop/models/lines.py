"""The register of regular lines (GO Decreto 8.444/2015 chapters IV-VIII; Lei RR 664/2008
chapters II-VI and arts. 42-68).

A `Line` is the entry of the register: its number and what the lists search and show,
repeated from its current version and status so a list is one indexed query (the services
keep it in step in the same transaction). What the line *is* lives in its versions and acts,
which are never rewritten nor deleted:

- `LineVersion`: the line as an act made it — name, end points, itinerary, length, kind of
  service — with its `LinePoint`s (section points and stops in order, km from the origin);
  a change to the line is a new version from the date of its act.
- `LineAct`: every dated act of the line's history (creation, new version, stoppage,
  suspension, resumption, extinction, delegation), with the act's reference and article.
- `LineStoppage`: a stoppage authorised, with its term (GO art. 25; RR art. 55).
- `LineDelegation`: the instrument that lets an operator run the line (GO Termo de
  Autorização, permission or concession contract; RR concession contract or line
  authorisation) with its term; a renewal is a new delegation pointing at the one renewed.
"""

import uuid
from datetime import date, datetime, time
from decimal import Decimal

from sqlalchemy import (
    Boolean,
    Date,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    Time,
    UniqueConstraint,
    Uuid,
)
from sqlalchemy.orm import Mapped, mapped_column

from desktop.models.base import (
    Base,
    CreatedStamp,
    Money,
    RuleNumber,
    UtcDateTime,
    UUIDPrimaryKey,
    utc_now,
)
from desktop.models.insert_only import mark_insert_only

KM = Numeric(9, 1, asdecimal=True)


class Line(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "lines"
    __table_args__ = (Index("ix_lines_search_order", "code", "id", "search_text"),)

    code: Mapped[str] = mapped_column(String(20), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    origin_code: Mapped[str] = mapped_column(String(7))
    destination_code: Mapped[str] = mapped_column(String(7))
    service_kind: Mapped[str] = mapped_column(String(30))
    parent_line_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("lines.id"), nullable=True
    )
    # Lei RR 664/2008, art. 5º: the line whose other itinerary this line runs; the company
    # holding its concession has the preference to run this one (§ 1º).
    principal_line_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("lines.id"), nullable=True
    )
    status: Mapped[str] = mapped_column(String(20), index=True)
    current_version_id: Mapped[uuid.UUID | None] = mapped_column(Uuid, nullable=True)
    operator_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("operators.id"), nullable=True, index=True
    )
    delegation_last_day: Mapped[date | None] = mapped_column(Date, nullable=True, index=True)
    search_text: Mapped[str] = mapped_column(String(600))
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utc_now)


class LineVersion(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "line_versions"
    __table_args__ = (UniqueConstraint("line_id", "number"),)

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    effective_on: Mapped[date] = mapped_column(Date)
    name: Mapped[str] = mapped_column(String(200))
    origin_code: Mapped[str] = mapped_column(String(7))
    destination_code: Mapped[str] = mapped_column(String(7))
    origin_terminal: Mapped[str] = mapped_column(String(200), default="")
    destination_terminal: Mapped[str] = mapped_column(String(200), default="")
    roads: Mapped[str] = mapped_column(String(400))
    length_km: Mapped[Decimal] = mapped_column(KM)
    service_kind: Mapped[str] = mapped_column(String(30))
    parent_line_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("lines.id"), nullable=True
    )


class LinePoint(UUIDPrimaryKey, Base):
    __tablename__ = "line_points"
    __table_args__ = (UniqueConstraint("version_id", "position"),)

    version_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_versions.id"))
    position: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(10))
    place: Mapped[str] = mapped_column(String(200))
    municipality_code: Mapped[str] = mapped_column(String(7))
    km: Mapped[Decimal] = mapped_column(KM)


class LineDelegation(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "line_delegations"

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    number: Mapped[str] = mapped_column(String(60))
    signed_on: Mapped[date] = mapped_column(Date)
    starts_on: Mapped[date] = mapped_column(Date)
    last_day: Mapped[date] = mapped_column(Date, index=True)
    # GO Termo de Autorização: the extract's publication, condition of efficacy (art. 6º §2º).
    published_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    publication: Mapped[str] = mapped_column(String(200), default="")
    # GO art. 6º §1º III-VIII as the termo states them.
    trcf_paid: Mapped[bool] = mapped_column(Boolean, default=False)
    free_pricing: Mapped[bool] = mapped_column(Boolean, default=False)
    # GO Termo: "art11" (a new authorisation) or "art12" (a line already operated, authorised
    # exceptionally against a temporary outorga payable with credits, §1º); None on a
    # contract, and on a Termo recorded before the choice, which reads as art. 11
    # (`desktop.rules.lines.termo_basis`).
    termo_basis: Mapped[str | None] = mapped_column(String(10), nullable=True)
    outorga_total: Mapped[Decimal | None] = mapped_column(Money, nullable=True)
    # Art. 11 §4º: the value computed from the coefficient in force on signature, the
    # coefficient and the calculation with its source; a lower `outorga_total` cites the
    # regulator's resolution of §6º.
    outorga_computed: Mapped[Decimal | None] = mapped_column(Money, nullable=True)
    outorga_coefficient: Mapped[Decimal | None] = mapped_column(RuleNumber, nullable=True)
    outorga_basis: Mapped[str] = mapped_column(Text, default="")
    outorga_resolution: Mapped[str] = mapped_column(String(200), default="")
    # Art. 11 §5º: the number of half-yearly instalments chosen at signature (1 to 30); each
    # instalment is a debt with the regulator (`Debt.line_delegation_id`).
    outorga_instalments: Mapped[int | None] = mapped_column(Integer, nullable=True)
    term_years: Mapped[int | None] = mapped_column(Integer, nullable=True)
    minimum_fleet: Mapped[int | None] = mapped_column(Integer, nullable=True)
    fleet_average_age: Mapped[Decimal | None] = mapped_column(Numeric(4, 1), nullable=True)
    extinction_clause: Mapped[bool] = mapped_column(Boolean, default=False)
    # Permission and concession: the bidding (GO arts. 7º-8º; RR arts. 6º, 13 and 24).
    bidding: Mapped[str] = mapped_column(String(200), default="")
    homologated_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    renews_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("line_delegations.id"), nullable=True
    )
    articles: Mapped[str] = mapped_column(Text, default="")


class LineAct(UUIDPrimaryKey, CreatedStamp, Base):
    __tablename__ = "line_acts"
    __table_args__ = (UniqueConstraint("line_id", "sequence"),)

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    sequence: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(30))
    effective_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200), default="")
    article: Mapped[str] = mapped_column(String(200), default="")
    status: Mapped[str] = mapped_column(String(20))
    version_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("line_versions.id"), nullable=True
    )
    delegation_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("line_delegations.id"), nullable=True
    )
    details: Mapped[str] = mapped_column(Text, default="")


class LineFareTable(UUIDPrimaryKey, CreatedStamp, Base):
    """A fare table of the line from `effective_from` until the next one (GO Decreto 8.444
    arts. 15-17; RR Lei 664 arts. 37-38); `communicated_on` is the GO art. 15 §1º notice."""

    __tablename__ = "line_fare_tables"

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    effective_from: Mapped[date] = mapped_column(Date)
    communicated_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    kind: Mapped[str] = mapped_column(String(20))
    reference: Mapped[str] = mapped_column(String(200))
    article: Mapped[str] = mapped_column(String(200))
    # RR art. 37: the tariff coefficient the blank stretches were priced with, whole as the
    # office registered it (NUMERIC(15, 6), like the rulebook's values).
    coefficient: Mapped[Decimal | None] = mapped_column(RuleNumber, nullable=True)
    terminal_fee: Mapped[Decimal | None] = mapped_column(Money, nullable=True)
    # GO art. 16: the fato relevante that grounds a readjustment within a year of the last.
    relevant_fact: Mapped[str] = mapped_column(String(500), default="")


class LineFareIntervention(UUIDPrimaryKey, CreatedStamp, Base):
    """GO Decreto 8.444 art. 15 §3º: the regulator fixes, for a determined period, the
    maximum and minimum fare of a line under free pricing; it ends by its period, never
    deleted."""

    __tablename__ = "line_fare_interventions"

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    minimum: Mapped[Decimal] = mapped_column(Money)
    maximum: Mapped[Decimal] = mapped_column(Money)
    starts_on: Mapped[date] = mapped_column(Date)
    ends_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200))


class LineFareItem(UUIDPrimaryKey, Base):
    __tablename__ = "line_fare_items"
    __table_args__ = (UniqueConstraint("table_id", "position"),)

    table_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_fare_tables.id"))
    position: Mapped[int] = mapped_column(Integer)
    origin: Mapped[str] = mapped_column(String(200))
    destination: Mapped[str] = mapped_column(String(200))
    km: Mapped[Decimal] = mapped_column(KM)
    value: Mapped[Decimal] = mapped_column(Money)


class LineTimetable(UUIDPrimaryKey, CreatedStamp, Base):
    """An approved quadro de horários from `effective_from` until the next one (GO Decreto
    8.444 art. 19; RR Lei 664 art. 42 §2º). RR: when the change happened and when the
    delegatária communicated it (art. 42 §1º), `late` when past the 10 days."""

    __tablename__ = "line_timetables"

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    effective_from: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200))
    article: Mapped[str] = mapped_column(String(200))
    changed_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    communicated_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    late: Mapped[bool] = mapped_column(Boolean, default=False)


class LineDeparture(UUIDPrimaryKey, Base):
    __tablename__ = "line_departures"
    __table_args__ = (UniqueConstraint("timetable_id", "position"),)

    timetable_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_timetables.id"))
    position: Mapped[int] = mapped_column(Integer)
    direction: Mapped[str] = mapped_column(String(10))
    leaves: Mapped[time] = mapped_column(Time)
    weekdays: Mapped[str] = mapped_column(String(7))
    vehicle_type: Mapped[str] = mapped_column(String(60), default="")
    sections: Mapped[str] = mapped_column(String(400), default="")


class LineStopLocation(UUIDPrimaryKey, CreatedStamp, Base):
    """Where a stop place is on the map (a terminal, section point or stop of any line), as
    the open-data feed publishes it; a correction is a new record, the latest one counts."""

    __tablename__ = "line_stop_locations"
    __table_args__ = (Index("ix_line_stop_locations_place", "municipality_code", "place_key"),)

    municipality_code: Mapped[str] = mapped_column(String(7))
    place_key: Mapped[str] = mapped_column(String(200))
    place: Mapped[str] = mapped_column(String(200))
    latitude: Mapped[Decimal] = mapped_column(Numeric(9, 6, asdecimal=True))
    longitude: Mapped[Decimal] = mapped_column(Numeric(9, 6, asdecimal=True))


class LineTripCount(UUIDPrimaryKey, CreatedStamp, Base):
    """A line's operating statistics as the operator reported them. With `month` None, the
    trips made in a half-year (January-June or July-December, starting on `half_start`): the
    divisor of the RR infraction coefficient (Lei RR 664/2008, art. 84, II and sole §). With
    `month`, that month's statistics (`half_start` the half-year containing it): in Goiás
    tickets sold, passengers carried and km run (Decreto 8.444/2015, art. 19 §2º), in
    Roraima the month's trips. A correction is a new record; the latest one counts."""

    __tablename__ = "line_trip_counts"
    __table_args__ = (
        Index("ix_line_trip_counts_line_half", "line_id", "half_start"),
        Index("ix_line_trip_counts_line_month", "line_id", "month"),
    )

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"))
    half_start: Mapped[date] = mapped_column(Date)
    month: Mapped[date | None] = mapped_column(Date, nullable=True)
    trips: Mapped[int | None] = mapped_column(Integer, nullable=True)
    passengers: Mapped[int | None] = mapped_column(Integer, nullable=True)
    sales: Mapped[Decimal | None] = mapped_column(Money, nullable=True)
    km: Mapped[Decimal | None] = mapped_column(KM, nullable=True)
    reported_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200))


class LineVehicle(UUIDPrimaryKey, CreatedStamp, Base):
    """A vehicle put on or taken off a line's fleet under a delegation, from `effective_on`
    (GO Decreto 8.444 art. 6º §1º VII; RR Lei 664 arts. 28 and 31). `kind` is "inclusao" or
    "retirada"; the fleet on a date is every vehicle whose latest record by then put it on."""

    __tablename__ = "line_vehicles"
    __table_args__ = (Index("ix_line_vehicles_line_day", "line_id", "effective_on"),)

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"))
    delegation_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_delegations.id"))
    vehicle_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("vehicles.id"), index=True)
    kind: Mapped[str] = mapped_column(String(10))
    effective_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200), default="")


class LineStoppage(UUIDPrimaryKey, CreatedStamp, Base):
    """A stoppage authorised (GO Decreto 8.444/2015 art. 25; RR Lei 664/2008 art. 55), with
    what it was authorised on and its term: `resume_on` the first day of service again as
    authorised, `limit_on` the last day to resume before caducity (§1º) — both None for a
    Roraima road obstruction, which lasts while the impediment does (art. 55 §2º);
    `requested_on` the day a Roraima delegatária asked for a low-demand stoppage, served up
    to 60 days after it (art. 69, XIV), None elsewhere. The act that stopped the line is
    `act_id`; the act that returns it to operation ends it."""

    __tablename__ = "line_stoppages"

    line_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("lines.id"), index=True)
    act_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("line_acts.id"), unique=True)
    starts_on: Mapped[date] = mapped_column(Date)
    basis: Mapped[str] = mapped_column(String(20))
    occupancy: Mapped[str] = mapped_column(String(200), default="")
    authorised_days: Mapped[int | None] = mapped_column(Integer, nullable=True)
    requested_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    resume_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    limit_on: Mapped[date | None] = mapped_column(Date, nullable=True)
    article: Mapped[str] = mapped_column(String(200))


# The database refuses with this message in either state's office, so it cites neither
# state's act (GO Decreto 8.444/2015 art. 43; RR Lei 664/2008 art. 42 §2º).
LINE_MESSAGE = "O histórico da linha não é alterado nem apagado: cada mudança é um novo ato datado"

for _table in (
    LineVersion,
    LinePoint,
    LineDelegation,
    LineAct,
    LineFareTable,
    LineFareIntervention,
    LineFareItem,
    LineTimetable,
    LineDeparture,
    LineVehicle,
    LineStoppage,
):
    mark_insert_only(_table.__table__, LINE_MESSAGE)
# Both states' statistics are kept here (GO Decreto 8.444/2015 art. 19 §2º; RR Lei 664/2008
# art. 84, II): the database's message cites neither act.
mark_insert_only(
    LineTripCount.__table__,
    "As estatísticas informadas da linha não são alteradas nem apagadas: uma correção é um "
    "novo registro",
)


class OperatorAccountingData(UUIDPrimaryKey, CreatedStamp, Base):
    """The accounting data a GO permissionária or concessionária gave the AGR for the tariff
    calculation, of the period from `period_start` to `period_end` (Decreto 8.444/2015, art.
    16, parágrafo único): without those of the time since its fare was last set, readjusted
    or revised, the fare is neither readjusted nor revised. Of the operator, not of a line: the
    paragraph obliges the company. A correction is a new record."""

    __tablename__ = "operator_accounting_data"

    operator_id: Mapped[uuid.UUID] = mapped_column(Uuid, ForeignKey("operators.id"), index=True)
    period_start: Mapped[date] = mapped_column(Date)
    period_end: Mapped[date] = mapped_column(Date)
    received_on: Mapped[date] = mapped_column(Date)
    reference: Mapped[str] = mapped_column(String(200))


mark_insert_only(
    OperatorAccountingData.__table__,
    "Os dados contábeis entregues não são alterados nem apagados: uma correção é um novo "
    "registro (Decreto 8.444/2015, art. 16, parágrafo único)",
)
