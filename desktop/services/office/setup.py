"""The office: first-run setup (office data, closures, signing key, first administrator),
what services need of it (`load_office`), and its closure days."""

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.data_folder import data_folder
from desktop.documents.keys import OfficeKeyError, create_office_key
from desktop.models.base import utc_now
from desktop.models.database import Database
from desktop.models.office import Office, OfficeClosure
from desktop.rules.office_calendar import MONDAY_TO_FRIDAY
from desktop.rules.rulebook import JURISDICTIONS
from desktop.services.context import Actor, ServiceContext
from desktop.services.errors import Conflict, NotFound, ValidationError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, Role, require
from desktop.services.office.setup_records import Closure, office_info
from desktop.services.office.users import NewUser, actor_of, add_user, new_user_errors

OFFICE_CODE_PATTERN = re.compile(r"[A-Z]{2,5}")
UFS = frozenset(
    "AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split()
)


@dataclass(frozen=True)
class OfficeSetup:
    name: str
    code: str
    jurisdiction: str
    street: str
    number: str
    district: str
    municipality: str
    uf: str
    cep: str
    complement: str = ""
    business_weekdays: frozenset[int] = MONDAY_TO_FRIDAY
    closures: tuple[Closure, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class AdministratorSetup:
    username: str
    display_name: str
    password: str


def default_key_dir() -> Path:
    return data_folder() / "keys"


def normalized_setup(setup: OfficeSetup) -> OfficeSetup:
    """Trims the text fields, upper-cases codes, keeps only the digits of the CEP."""
    return OfficeSetup(
        name=setup.name.strip(),
        code=setup.code.strip().upper(),
        jurisdiction=setup.jurisdiction.strip().upper(),
        street=setup.street.strip(),
        number=setup.number.strip(),
        district=setup.district.strip(),
        municipality=setup.municipality.strip(),
        uf=setup.uf.strip().upper(),
        cep=re.sub(r"\D", "", setup.cep),
        complement=setup.complement.strip(),
        business_weekdays=frozenset(setup.business_weekdays),
        closures=tuple(Closure(c.day, c.reason.strip()) for c in setup.closures),
    )


def office_setup_errors(setup: OfficeSetup) -> dict[str, str]:
    """Field errors of a normalized setup (see `normalized_setup`); empty when valid."""
    errors: dict[str, str] = {}
    required = {
        "name": (setup.name, "Informe o nome do escritório."),
        "street": (setup.street, "Informe o logradouro."),
        "number": (setup.number, "Informe o número (ou S/N)."),
        "district": (setup.district, "Informe o bairro."),
        "municipality": (setup.municipality, "Informe o município."),
    }
    for name, (value, message) in required.items():
        if not value:
            errors[name] = message
    if not OFFICE_CODE_PATTERN.fullmatch(setup.code):
        errors["code"] = (
            "O código do escritório tem de 2 a 5 letras maiúsculas, sem acento (ex.: GYN); "
            "ele vai em todos os números de documento."
        )
    if setup.jurisdiction not in JURISDICTIONS:
        errors["jurisdiction"] = (
            "Escolha a jurisdição: GO (Res. AGR 105/2017) ou RR (Lei 664/2008)."
        )
    if setup.uf not in UFS:
        errors["uf"] = "Informe a sigla de uma unidade da federação (ex.: GO)."
    if len(setup.cep) != 8:
        errors["cep"] = "O CEP tem 8 dígitos."
    if not setup.business_weekdays or not setup.business_weekdays <= frozenset(range(7)):
        errors["business_weekdays"] = "Marque pelo menos um dia de expediente."
    if closures_message := closures_error(setup.closures):
        errors["closures"] = closures_message
    return errors


def closures_error(closures: tuple[Closure, ...]) -> str | None:
    days = [closure.day for closure in closures]
    if len(set(days)) != len(days):
        return "Há datas de fechamento repetidas."
    if any(not closure.reason for closure in closures):
        return "Informe o motivo de cada fechamento."
    return None


def set_up_office(
    database: Database,
    setup: OfficeSetup,
    administrator: AdministratorSetup,
    key_dir: Path | None = None,
    clock: Callable[[], datetime] = utc_now,
) -> ServiceContext:
    """First run: validates everything, then creates the first administrator, the office with
    its signing key and its closures in one transaction. Returns the administrator's context.
    Nothing is written when a field is wrong (ValidationError) or the office exists."""
    setup = normalized_setup(setup)
    new_admin = NewUser(
        administrator.username,
        administrator.display_name,
        administrator.password,
        frozenset({Role.ADMINISTRADOR.value}),
    )
    errors = office_setup_errors(setup) | new_user_errors(new_admin, prefix="admin_")
    if errors:
        raise ValidationError(errors)
    now = clock()
    with database.write() as session:
        if session.scalar(select(Office.id)) is not None:
            raise Conflict("O escritório já está configurado neste banco de dados.")
        admin = add_user(session, new_admin, None, now)
        actor = actor_of(admin)
        try:
            key_id, public_key_pem = create_office_key(key_dir or default_key_dir())
        except OfficeKeyError as error:
            raise Conflict(error.message) from error
        office = _add_office(session, setup, key_id, public_key_pem, actor, now)
        record_audit(
            session,
            actor,
            "user",
            admin.id,
            "create",
            None,
            snapshot(admin, frozenset({"password_hash"})),
            now,
        )
        record_audit(session, actor, "office", office.id, "create", None, snapshot(office), now)
        for closure in setup.closures:
            _add_closure(session, closure, actor, now)
        info = office_info(session, office)
    return ServiceContext(database, actor, info, clock)


def _add_office(
    session: Session,
    setup: OfficeSetup,
    key_id: str,
    public_key_pem: bytes,
    actor: Actor,
    now: datetime,
) -> Office:
    office = Office(
        singleton=1,
        name=setup.name,
        code=setup.code,
        jurisdiction=setup.jurisdiction,
        street=setup.street,
        number=setup.number,
        complement=setup.complement,
        district=setup.district,
        municipality=setup.municipality,
        uf=setup.uf,
        cep=setup.cep,
        business_weekdays=",".join(str(day) for day in sorted(setup.business_weekdays)),
        key_id=key_id,
        public_key_pem=public_key_pem,
        created_at=now,
        created_by_id=actor.user_id,
    )
    session.add(office)
    session.flush()
    return office


def _add_closure(session: Session, closure: Closure, actor: Actor, now: datetime) -> None:
    row = OfficeClosure(
        day=closure.day, reason=closure.reason, created_at=now, created_by_id=actor.user_id
    )
    session.add(row)
    session.flush()
    record_audit(session, actor, "office_closure", row.id, "create", None, snapshot(row), now)


def add_closure(ctx: ServiceContext, day: date, reason: str) -> ServiceContext:
    """Registers a day the office is closed; returns the context with the updated office
    (deadlines computed afterwards skip that day)."""
    require(ctx, Permission.OFFICE_MANAGE)
    closure = Closure(day, reason.strip())
    if not closure.reason:
        raise ValidationError({"reason": "Informe o motivo do fechamento."})
    now = ctx.clock()
    with ctx.database.write() as session:
        if session.scalar(select(OfficeClosure.id).where(OfficeClosure.day == day)) is not None:
            raise ValidationError({"day": "Já existe um fechamento registrado nesta data."})
        _add_closure(session, closure, ctx.actor, now)
        office = session.scalar(select(Office))
        if office is None:
            raise NotFound("O escritório ainda não foi configurado.")
        info = office_info(session, office)
    return ServiceContext(ctx.database, ctx.actor, info, ctx.clock)
