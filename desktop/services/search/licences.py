"""Licence lists: by operator, vehicle, issue day or number, in keyset pages on (start_on, id)
newest first, so a list loads lazily from millions of licences with index range scans (a
vehicle's licences through `licence_vehicles`, one row per vehicle a licence names, so a
licence of two buses is in the list of each); each row shows every plate of its licence; the
home page's licences issued today and contínuo/escolar licences ending soon (their renewal
is a new request, Res. AGR 105/2017 arts. 29-30); the drivers already named on an operator's
licences, for the form's completer (arts. 46-47)."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import lru_cache
from typing import NamedTuple

from sqlalchemy import Date, Select, String, bindparam, cast, exists, func, select
from sqlalchemy.orm import aliased

from desktop.models.licences import Licence, LicenceDriver, LicenceEvent, LicenceVehicle
from desktop.rules.choices import licence_label
from desktop.rules.licence_state import LicenceState, licence_state
from desktop.rules.text import fold_text
from desktop.services.calendar import office_today, today_in
from desktop.services.context import ServiceContext
from desktop.services.licences.passengers import mask_cpf
from desktop.services.licences.requests import DriverInput, driver_as_asked
from desktop.services.office.permissions import Permission, checked_rows, require, roles_column
from desktop.services.search.keyset import after_cursor, cursor_values
from desktop.services.search.prefix import prefix_range, prefix_values, typed_digits
from desktop.services.vehicles.identifiers import format_plate

MAX_LIMIT = 500


@dataclass(frozen=True)
class LicenceCursor:
    start_on: date
    id: uuid.UUID


class LicenceRow(NamedTuple):
    """One row of the list (a named tuple, as the operators' rows: a frozen dataclass
    cost three times as much to build, a tenth of a page; issue 18 §3)."""

    id: uuid.UUID
    number: str
    modality: str
    modality_label: str
    operator_name: str
    plates: tuple[str, ...]
    start_on: date
    end_on: date
    issued_on: date
    cancelled: bool
    # Its situation read today (`rules.licence_state`): the user's giving up, the CRE/RR's
    # cancellation, the autorização's term over (Lei RR 664/2008, art. 22).
    state: LicenceState

    @property
    def plate(self) -> str:
        """Every plate of the licence, as the lists show them."""
        return ", ".join(self.plates)


@dataclass(frozen=True)
class LicencePage:
    rows: tuple[LicenceRow, ...]
    next_cursor: LicenceCursor | None


def _cancelled():
    return exists().where(LicenceEvent.licence_id == Licence.id, LicenceEvent.kind == "desistencia")


def _event_at(kind: str):
    """When the autorização's first event of `kind` happened, or None: the CRE/RR's
    cancellation, its purpose fulfilled (Lei RR 664/2008, art. 22, parágrafo único)."""
    return (
        select(func.min(LicenceEvent.occurred_at))
        .where(LicenceEvent.licence_id == Licence.id, LicenceEvent.kind == kind)
        .correlate(Licence)
        .scalar_subquery()
    )


def _plates():
    """Every plate of the licence in printed order as "1:GOI2B34 2:ABC1D23" (read from the
    primary key of `licence_vehicles`; `_plates_of` puts them back in order)."""
    named = aliased(LicenceVehicle)
    return (
        select(func.aggregate_strings(cast(named.position, String) + ":" + named.plate, " "))
        .where(named.licence_id == Licence.id)
        .correlate(Licence)
        .scalar_subquery()
    )


@lru_cache(maxsize=4096)
def _plates_of(text: str | None) -> tuple[str, ...]:
    """The plates of `_plates()`'s text in printed order, formatted; kept for the texts
    seen last, as a vehicle's licences repeat its plate row after row."""
    pairs = [item.split(":", 1) for item in (text or "").split()]
    return tuple(format_plate(plate) for _, plate in sorted(pairs, key=lambda p: int(p[0])))


# What a row of a licence list shows, in the order `_row` takes it.
_ROW_COLUMNS = (
    Licence.id,
    Licence.number,
    Licence.modality,
    Licence.rr_trip,
    Licence.operator_name,
    Licence.start_on,
    Licence.end_on,
    Licence.issued_on,
    _cancelled().label("cancelled"),
    _event_at("cancelamento").label("revoked_at"),
    _event_at("finalidade").label("fulfilled_at"),
    _plates().label("plates"),
)


def _row(
    jurisdiction: str,
    today: date,
    id_: uuid.UUID,
    number: str,
    modality: str,
    rr_trip: str,
    operator_name: str,
    start_on: date,
    end_on: date,
    issued_on: date,
    cancelled: bool,
    revoked_at: datetime | None,
    fulfilled_at: datetime | None,
    plates: str | None,
) -> LicenceRow:
    revoked_on = today_in(jurisdiction, revoked_at) if revoked_at else None
    fulfilled_on = today_in(jurisdiction, fulfilled_at) if fulfilled_at else None
    return LicenceRow(
        id_,
        number,
        modality,
        licence_label(jurisdiction, modality, rr_trip),
        operator_name,
        _plates_of(plates),
        start_on,
        end_on,
        issued_on,
        bool(cancelled),
        licence_state(jurisdiction, end_on, today, bool(cancelled), revoked_on, fulfilled_on),
    )


@lru_cache(maxsize=128)
def _statement(
    by_vehicle: bool, of_operator: bool, on_day: bool, by_number: bool, after: bool, limit: int
) -> Select:
    """Built once per shape, with the account's roles first and only the columns a row
    shows: building the statement and loading whole licences cost several times the page
    (issue 18 §3)."""
    query = select(roles_column(), *_ROW_COLUMNS)
    start_on, licence_id = Licence.start_on, Licence.id
    if by_vehicle:
        # The range of ix_licence_vehicles_vehicle_start, each row joined to its licence.
        query = (
            query.select_from(LicenceVehicle)
            .join(Licence, Licence.id == LicenceVehicle.licence_id)
            .where(
                LicenceVehicle.vehicle_id
                == bindparam("vehicle_id", type_=LicenceVehicle.vehicle_id.type)
            )
        )
        start_on, licence_id = LicenceVehicle.start_on, LicenceVehicle.licence_id
    if of_operator:
        query = query.where(
            Licence.operator_id == bindparam("operator_id", type_=Licence.operator_id.type)
        )
    if on_day:
        query = query.where(Licence.issued_on == bindparam("issued_on", type_=Date))
    if by_number:
        query = query.where(
            Licence.number >= bindparam("number_from"), Licence.number < bindparam("number_to")
        )
    if after:
        query = query.where(after_cursor(start_on, licence_id, descending=True))
    return query.order_by(start_on.desc(), licence_id.desc()).limit(limit + 1)


def search_licences(
    ctx: ServiceContext,
    operator_id: uuid.UUID | None = None,
    vehicle_id: uuid.UUID | None = None,
    issued_on: date | None = None,
    number: str = "",
    after: LicenceCursor | None = None,
    limit: int = 50,
) -> LicencePage:
    """One page of licences matching every filter given, latest first day first; pass
    `next_cursor` as `after` for the next page."""
    limit = max(1, min(limit, MAX_LIMIT))
    prefix = number.strip().upper()
    values: dict[str, object] = {
        "vehicle_id": vehicle_id,
        "operator_id": operator_id,
        "issued_on": issued_on,
        "number_from": prefix,
        "number_to": prefix + "\uffff",
    }
    if after is not None:
        values |= cursor_values(after.start_on, after.id)
    query = _statement(
        vehicle_id is not None,
        operator_id is not None,
        issued_on is not None,
        bool(prefix),
        after is not None,
        limit,
    )
    # The account is checked as stored now by the page's own statement.
    found = checked_rows(ctx, Permission.LICENCE_VIEW, query, values)
    rows = tuple(
        _row(ctx.office.jurisdiction, office_today(ctx), *item[1:]) for item in found[:limit]
    )
    cursor = LicenceCursor(rows[-1].start_on, rows[-1].id) if len(found) > limit else None
    return LicencePage(rows, cursor)


def licence_ids_issued_on(ctx: ServiceContext, day: date) -> list[uuid.UUID]:
    """The licences issued on `day`, in number order: the batch to print."""
    require(ctx, Permission.LICENCE_VIEW)
    with ctx.database.read() as session:
        return list(
            session.scalars(
                select(Licence.id).where(Licence.issued_on == day).order_by(Licence.number)
            )
        )


@dataclass(frozen=True)
class LicenceHome:
    as_of: date
    issued_today: int
    ending_soon: tuple[LicenceRow, ...]


def licence_home(ctx: ServiceContext, within_days: int = 30, limit: int = 50) -> LicenceHome:
    """For the home page: how many licences were issued today and the contínuo/escolar
    licences whose last day falls in the next `within_days` days, soonest first."""
    require(ctx, Permission.LICENCE_VIEW)
    today = office_today(ctx)
    with ctx.database.read() as session:
        issued = session.execute(
            select(func.count()).select_from(Licence).where(Licence.issued_on == today)
        ).scalar_one()
        ending = session.execute(
            select(*_ROW_COLUMNS)
            .where(
                Licence.modality.in_(("continuo", "escolar")),
                Licence.end_on >= today,
                Licence.end_on <= today + timedelta(days=within_days),
            )
            .order_by(Licence.end_on, Licence.number)
            .limit(limit)
        ).all()
    return LicenceHome(
        today, issued, tuple(_row(ctx.office.jurisdiction, today, *item) for item in ending)
    )


@dataclass(frozen=True)
class KnownDriver:
    """A driver named on an earlier licence of the operator: `label` for the screen (CPF
    masked), `driver` to fill the form."""

    label: str
    driver: DriverInput


def known_drivers(
    ctx: ServiceContext, operator_id: uuid.UUID, text: str = "", limit: int = 20
) -> list[KnownDriver]:
    """Drivers of the operator's earlier licences whose name starts with `text` (any case or
    accent) or whose CPF starts with its digits; the latest proof of link of each, and its
    defensive-driving certificate, where the office's law asks them (Res. AGR 105/2017, arts.
    46-47 and 39 sole §): a Roraima office's driver brings neither (Lei RR 664/2008 asks
    none, `driver_as_asked`), whatever an earlier licence stored."""
    require(ctx, Permission.LICENCE_VIEW)
    query = (
        select(LicenceDriver, Licence.created_at)
        .join(Licence, Licence.id == LicenceDriver.licence_id)
        .where(Licence.operator_id == operator_id)
    )
    values: dict[str, object] = {}
    cpf = typed_digits(text)
    if cpf is not None:
        # A CPF being typed: a range of the CPF's index (issue 18 §3), so that a driver of
        # any of the operator's licences is found, not only of its latest 2,000 drivers.
        values = prefix_values(cpf)
        query = query.where(*prefix_range(LicenceDriver.cpf, "prefix_before" in values))
    with ctx.database.read() as session:
        rows = session.execute(query.order_by(Licence.created_at.desc()).limit(2000), values).all()
    folded = fold_text(text)
    digits = "".join(character for character in text if character.isdigit())
    found: dict[str, KnownDriver] = {}
    for row, _ in rows:
        if row.cpf in found:
            continue
        if (
            folded
            and not fold_text(row.name).startswith(folded)
            and not (digits and row.cpf.startswith(digits))
        ):
            continue
        found[row.cpf] = KnownDriver(
            f"{row.name} — CPF {mask_cpf(row.cpf)}",
            driver_as_asked(
                DriverInput(
                    row.name,
                    row.cpf,
                    row.cnh,
                    row.link_kind,
                    row.link_reference,
                    row.defensive_certificate,
                ),
                ctx.office.jurisdiction,
            ),
        )
        if len(found) == limit:
            break
    return sorted(found.values(), key=lambda item: fold_text(item.label))
