"""Where else in the state a company is registered, as the statewide data received says
(`operator_register_events` of the other offices): the latest entry of each office, with the
date of the data. Nothing here writes."""

from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select

from desktop.models.operator_register import OperatorRegisterEvent
from desktop.rules.dates import br_date
from desktop.services.calendar import office_zone
from desktop.services.context import ServiceContext
from desktop.services.documents.statewide_status import statewide_data, statewide_source
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import digits_only


@dataclass(frozen=True)
class RegisteredElsewhere:
    office_code: str
    legal_name: str
    registered_on: date
    situation: str

    @property
    def sentence(self) -> str:
        return (
            f"Registrada também no escritório {self.office_code} desde "
            f"{br_date(self.registered_on)} — {self.situation}"
        )


@dataclass(frozen=True)
class StatewideRegister:
    entries: tuple[RegisteredElsewhere, ...]
    source: str  # "dados estaduais de 05/12/2026 10:30", as the CND prints it

    @property
    def text(self) -> str:
        if not self.entries:
            return ""
        return "; ".join(entry.sentence for entry in self.entries) + f" (segundo os {self.source})."


def registered_elsewhere(ctx: ServiceContext, cnpj: str) -> StatewideRegister:
    """The other offices' latest entry for the company `cnpj` (typed with or without its
    punctuation); none for a CNPJ not yet complete."""
    require(ctx, Permission.OPERATOR_VIEW)
    digits = digits_only(cnpj)
    with ctx.database.read() as session:
        data = statewide_data(session)
        if len(digits) != 14:
            return StatewideRegister((), statewide_source(data, office_zone(ctx)))
        latest = (
            select(
                OperatorRegisterEvent.office_code,
                func.max(OperatorRegisterEvent.recorded_at).label("at"),
            )
            .where(
                OperatorRegisterEvent.cnpj == digits,
                OperatorRegisterEvent.office_code != ctx.office.code,
            )
            .group_by(OperatorRegisterEvent.office_code)
            .subquery()
        )
        rows = session.scalars(
            select(OperatorRegisterEvent)
            .join(
                latest,
                (latest.c.office_code == OperatorRegisterEvent.office_code)
                & (latest.c.at == OperatorRegisterEvent.recorded_at),
            )
            .where(OperatorRegisterEvent.cnpj == digits)
            .order_by(OperatorRegisterEvent.office_code)
        ).all()
    return StatewideRegister(
        tuple(
            RegisteredElsewhere(row.office_code, row.legal_name, row.registered_on, row.situation)
            for row in rows
        ),
        statewide_source(data, office_zone(ctx)),
    )
