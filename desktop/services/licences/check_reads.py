"""What the Goiás licence check reads of the operator's sanctions and CRCs, each table once,
in plain Core selects built once (issue 18 §4: through the ORM the checks read the
sanctions twice and the CRCs three times, with different filters, built each statement
again and a tracked object of every row).

What the rows mean stays where it was: the suspension and the caducity in
`sanctions.penalties_records`, the preventive suspension in `sanctions.preventive`, a CRC
in force in `registration.crc_records` and a summary cancellation in
`registration.summary_cancellation`.
"""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from desktop.models.operators import Crc, CrcCancellation, Operator
from desktop.models.sanctions import OperatorSanction
from desktop.services.registration.crc_records import not_cancelled
from desktop.services.registration.summary_cancellation import standing_summary_cancellation


@dataclass(frozen=True)
class SanctionRow:
    operator_id: uuid.UUID | None
    kind: str
    decided_on: date
    first_day: date | None
    last_day: date | None
    process_id: uuid.UUID | None


@dataclass(frozen=True)
class CurrentCrc:
    valid_until: date
    modalities: str


@dataclass(frozen=True)
class CrcStanding:
    """The CRC in force, if any (`crc_records.current_crc_row`: the latest neither replaced
    nor cancelled, Res. AGR 105/2017, art. 70 §2), and whether the latest CRC stands
    cancelled summarily (art. 9º, §4º: `summary_cancellation.summary_cancellation_of`)."""

    current: CurrentCrc | None
    summarily_cancelled: bool


# Built once (issue 18 §4): a statement built for each read cost several times the read itself.
_SANCTIONS = (
    select(
        OperatorSanction.operator_id,
        OperatorSanction.kind,
        OperatorSanction.decided_on,
        OperatorSanction.first_day,
        OperatorSanction.last_day,
        OperatorSanction.process_id,
    )
    .where(
        (OperatorSanction.operator_id == bindparam("operator_id"))
        | (OperatorSanction.cnpj == bindparam("cnpj")),
        OperatorSanction.revoked_on.is_(None),
    )
    .order_by(OperatorSanction.first_day)
)
_CRCS = (
    select(
        Crc.valid_until,
        Crc.modalities,
        Crc.superseded_by_id.is_(None) & not_cancelled(),
        select(CrcCancellation.id).where(*standing_summary_cancellation(Crc.id)).exists(),
    )
    .where(Crc.operator_id == bindparam("operator_id"))
    .order_by(Crc.issued_on.desc())
)


def operator_sanctions(session: Session, operator: Operator) -> tuple[SanctionRow, ...]:
    """Every sanction not revoked of the operator, by registry link or CNPJ (as
    `penalties_records.sanction_status_in` finds them), by first day."""
    rows = session.execute(_SANCTIONS, {"operator_id": operator.id, "cnpj": operator.cnpj})
    return tuple(SanctionRow(*row) for row in rows)


def crc_standing(session: Session, operator_id: uuid.UUID) -> CrcStanding:
    """The operator's CRCs, newest first, each with whether it stands and whether it stands
    cancelled summarily: one read for the three of before."""
    rows = session.execute(_CRCS, {"operator_id": operator_id}).all()
    current = next(
        (CurrentCrc(until, modalities) for until, modalities, in_force, _ in rows if in_force),
        None,
    )
    return CrcStanding(current, bool(rows) and bool(rows[0][3]))
