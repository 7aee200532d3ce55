"""The statewide register of operators (issue 19, docs/network.md): every act that registers
a company or changes its CRC also writes, in its own transaction, an
`operator_register_events` row owned by this office, which the state network carries to
every other office — so a counter elsewhere knows the company is registered here, with which
CRC, and whether it still stands."""

from datetime import date, datetime

from sqlalchemy.orm import Session

from desktop.models.operator_register import OperatorRegisterEvent
from desktop.models.operators import Crc, Operator
from desktop.rules.dates import br_date
from desktop.services.calendar import office_time
from desktop.services.context import ServiceContext


def record_register(
    session: Session,
    operator: Operator,
    situation: str,
    now: datetime,
    registered_on: date,
    crc: Crc | None = None,
) -> None:
    """The company's register here stands at `situation` from `now` on (in the act's
    transaction); `crc` is the certificate it holds, if any."""
    session.add(
        OperatorRegisterEvent(
            cnpj=operator.cnpj,
            legal_name=operator.legal_name,
            registered_on=registered_on,
            crc_number=crc.number if crc else None,
            crc_valid_until=crc.valid_until if crc else None,
            situation=situation,
            recorded_at=now,
        )
    )
    session.flush()


def crc_situation(crc: Crc) -> str:
    until = f", válido até {br_date(crc.valid_until)}" if crc.valid_until else ""
    return f"CRC nº {crc.number} emitido em {br_date(crc.issued_on)}{until}"


def registered_since(ctx: ServiceContext, operator: Operator) -> date:
    """The day the company was registered at this office (its record's creation)."""
    return office_time(ctx, operator.created_at).date()
