"""The owner office of a row the state network replicates (issue 19, docs/network.md).

Every table with a statewide fact (recidivism, debts, sanctions, bars) carries the code of the
office that wrote the row; only that office ever writes it, and each office publishes only
its own rows, so two offices never write the same row. The column is the last of its table
(replicated tables keep their column order) and is filled at every flush from the office
this database belongs to.
"""

from sqlalchemy import String, select
from sqlalchemy.orm import Mapped, Session, UOWTransaction, mapped_column

from desktop.models.office import Office

# After every other column: the owner was added to tables that already replicate nowhere,
# and a column added later goes last (PostgreSQL's logical replication matches by name, the
# guide in docs/network.md keeps the order stable anyway).
LAST = 1000


class OwnedByOffice:
    """`office_code` is the code of the office that wrote the row (`office.code`)."""

    office_code: Mapped[str] = mapped_column(String(5), sort_order=LAST)


def stamp_owner_office(session: Session, flush_context: UOWTransaction, instances: object) -> None:
    new = [
        instance
        for instance in session.new
        if isinstance(instance, OwnedByOffice) and getattr(instance, "office_code", None) is None
    ]
    if not new:
        return
    with session.no_autoflush:
        code = session.scalar(select(Office.code))
    if code is None:
        raise RuntimeError("sem escritório configurado, não há dono para o registro")
    for instance in new:
        instance.office_code = code
