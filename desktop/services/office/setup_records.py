"""Queries of `desktop.services.office.setup`, read by its screens:
nothing here writes."""

from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.database import Database
from desktop.models.office import Office, OfficeClosure
from desktop.services.context import OfficeAddress, OfficeInfo, ServiceContext
from desktop.services.errors import NotFound


@dataclass(frozen=True)
class Closure:
    day: date
    reason: str


def office_is_set_up(database: Database) -> bool:
    with database.read() as session:
        return session.scalar(select(Office.id)) is not None


def office_info(session: Session, office: Office) -> OfficeInfo:
    closures = session.scalars(select(OfficeClosure.day))
    return OfficeInfo(
        name=office.name,
        code=office.code,
        jurisdiction=office.jurisdiction,
        address=OfficeAddress(
            street=office.street,
            number=office.number,
            complement=office.complement,
            district=office.district,
            municipality=office.municipality,
            uf=office.uf,
            cep=office.cep,
        ),
        business_weekdays=frozenset(int(day) for day in office.business_weekdays.split(",")),
        closures=frozenset(closures),
        key_id=office.key_id,
    )


def load_office(database: Database) -> OfficeInfo:
    """The office as services need it (after login, to build the ServiceContext)."""
    with database.read() as session:
        office = session.scalar(select(Office))
        if office is None:
            raise NotFound("O escritório ainda não foi configurado.")
        return office_info(session, office)


def office_public_key_pem(database: Database) -> bytes:
    with database.read() as session:
        pem = session.scalar(select(Office.public_key_pem))
        if pem is None:
            raise NotFound("O escritório ainda não foi configurado.")
        return pem


def list_closures(ctx: ServiceContext) -> list[Closure]:
    with ctx.database.read() as session:
        rows = session.scalars(select(OfficeClosure).order_by(OfficeClosure.day))
        return [Closure(row.day, row.reason) for row in rows]
