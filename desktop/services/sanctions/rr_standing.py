"""The RR penalty an operator's status shows in the operator list and header (Lei RR
664/2008, arts. 84-88), read from the recorded `OperatorSanction` rows and decided by
`desktop.rules.standing_rr`."""

from collections.abc import Iterable
from datetime import date

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from desktop.rules import RecordedPenalty, RrStanding, load_rulebook, rr_standing
from desktop.rules.choices import Jurisdiction
from desktop.rules.standing_rr import KINDS
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext


def recorded_penalties(cnpjs: Select | list[str]) -> Select:
    """The RR penalties recorded and not revoked for the CNPJs given or selected by `cnpjs`:
    (cnpj, kind, decided_on, first_day, last_day, line, number of the process)."""
    # The sanctions' models load with the first operator list, not at start-up
    # (tests/documents/test_lazy_imports.py): the operators area imports this module.
    from desktop.models.sanctions import OperatorSanction, SanctionProcess
    from desktop.services.sanctions.rr_sanction_lines_records import (
        counted_line,
        with_stated_line,
    )

    return (
        with_stated_line(
            select(
                OperatorSanction.cnpj,
                OperatorSanction.kind,
                OperatorSanction.decided_on,
                OperatorSanction.first_day,
                OperatorSanction.last_day,
                counted_line(),
                SanctionProcess.number,
            )
        )
        .outerjoin(SanctionProcess, SanctionProcess.id == OperatorSanction.process_id)
        .where(
            OperatorSanction.cnpj.in_(cnpjs),
            OperatorSanction.kind.in_(KINDS),
            OperatorSanction.revoked_on.is_(None),
        )
    )


def standings_of(recorded: Iterable[tuple], on: date) -> dict[str, RrStanding]:
    """The standing on `on` of each CNPJ of the rows of `recorded_penalties` that has an RR
    penalty in force."""
    penalties: dict[str, list[RecordedPenalty]] = {}
    for cnpj, kind, decided_on, first_day, last_day, line, process in recorded:
        penalties.setdefault(cnpj, []).append(
            RecordedPenalty(kind, decided_on, first_day, last_day, line, process or "")
        )
    rulebook = load_rulebook(Jurisdiction.RR)
    standings = {cnpj: rr_standing(rulebook, rows, on) for cnpj, rows in penalties.items()}
    return {cnpj: standing for cnpj, standing in standings.items() if standing.kind}


def with_standing(ctx: ServiceContext, session: Session, cnpj: str, label: str) -> str:
    """`label` followed by the RR penalty in force today, in a Roraima office."""
    if ctx.office.jurisdiction != Jurisdiction.RR:
        return label
    recorded = session.execute(recorded_penalties([cnpj]))
    standing = standings_of(recorded, office_today(ctx)).get(cnpj)
    return f"{label} · {standing.label}" if standing else label
