"""The statewide register status of the documents this office issues (issue 19,
docs/network.md): every act that issues a document, or takes one out of force (cancels,
replaces, withdraws it), also writes in its own transaction a `document_status_events` row
owned by this office, which the state network carries to every other office. Another office
verifying the document reads the latest row (`latest_status`).

The sentence recorded is the one this office's own verification says (`standing`), so a
Roraima document is told in Roraima's law. A validity past its date needs no act: every
office reads it from the signed payload.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, tzinfo

from sqlalchemy import ColumnElement, func, or_, select, text
from sqlalchemy.orm import Session

from desktop.documents.kind import NOTICE_KIND, PASSENGER_LIST_KIND
from desktop.models.base import utc_now
from desktop.models.database import Database
from desktop.models.document_status import DocumentStatusEvent
from desktop.models.documents import PrintOrder
from desktop.models.engine import create_engine
from desktop.models.office import Office
from desktop.models.rows import insert_rows
from desktop.rules.dates import br_date_time
from desktop.services.documents.standing import act_withdrawal
from desktop.services.network.status import (
    OFFICE_SUBSCRIPTION,
    SUBSCRIPTIONS_SQL,
    subscription_rows,
)

# Kinds whose new version replaces the earlier ones: the passenger list after a change
# (Res. 105, art. 28 §1), the auto reprinted after a correction (art. 79 sole §).
VERSIONED_KINDS = frozenset({PASSENGER_LIST_KIND, NOTICE_KIND})


def issued_situation(order: PrintOrder) -> str:
    return f"emitido em {order.issue_date:%d/%m/%Y}"


def _latest(session: Session, order: PrintOrder) -> DocumentStatusEvent | None:
    return session.scalar(
        select(DocumentStatusEvent)
        .where(
            DocumentStatusEvent.office_code == order.office_code,
            DocumentStatusEvent.kind == order.kind,
            DocumentStatusEvent.number == order.number,
        )
        .order_by(DocumentStatusEvent.sequence.desc())
        .limit(1)
    )


def _record(
    session: Session,
    order: PrintOrder,
    in_force: bool,
    situation: str,
    now: datetime,
    sequence: int | None = None,
) -> None:
    """Records the document's status `sequence` (the one after its last when not given)."""
    if sequence is None:
        last = session.scalar(
            select(func.max(DocumentStatusEvent.sequence)).where(
                DocumentStatusEvent.office_code == order.office_code,
                DocumentStatusEvent.kind == order.kind,
                DocumentStatusEvent.number == order.number,
            )
        )
        sequence = (last or 0) + 1
    insert_rows(
        session,
        [
            DocumentStatusEvent(
                kind=order.kind,
                number=order.number,
                sequence=sequence,
                in_force=in_force,
                situation=situation,
                recorded_at=now,
                office_code=order.office_code,
            )
        ],
    )


def record_issue(session: Session, order: PrintOrder, now: datetime) -> None:
    """The document `order` numbers is issued and in force (in the act's transaction): its
    first status, sequence 1, since the order was numbered in this transaction (its kind
    and number are unique, and so is each status of a number of this office)."""
    _record(session, order, True, issued_situation(order), now, sequence=1)


def restate(
    session: Session,
    now: datetime,
    *,
    numbers: Iterable[str] = (),
    kind: str = "",
    subjects: Iterable[str] = (),
) -> None:
    """After an act that may take documents out of force, in its transaction: for each
    document of this office numbered `numbers` (of `kind`: numbers are per kind) or about
    `subjects` (only those of `kind` when it is given), records its register status when it
    is not the one last recorded (a CRC cancelled, then restored, is recorded twice; an act
    that changes nothing records nothing)."""
    numbers, subjects = list(numbers), list(subjects)
    if not numbers and not subjects:
        return
    session.flush()
    about: ColumnElement[bool] = PrintOrder.subject_ref.in_(subjects)
    if kind:
        about = about & (PrintOrder.kind == kind)
    orders = session.scalars(
        select(PrintOrder)
        .where(or_((PrintOrder.kind == kind) & PrintOrder.number.in_(numbers), about))
        .order_by(PrintOrder.created_at)
    ).all()
    for order in orders:
        withdrawn = act_withdrawal(session, order)
        situation = withdrawn or issued_situation(order)
        last = _latest(session, order)
        if last is not None and last.situation == situation:
            continue
        _record(session, order, withdrawn is None, situation, now)


def backfill(session: Session, office_code: str, now: datetime) -> int:
    """Records the register status of every document of this office that has none — those
    issued before the statewide status existed, or by a bulk import —, as its own
    verification says it now, so another office of the network reads them too. Run when the
    office joins the network (and again on re-joining: what has its status is skipped).
    Returns how many were recorded."""
    recorded = select(DocumentStatusEvent.id).where(
        DocumentStatusEvent.office_code == PrintOrder.office_code,
        DocumentStatusEvent.kind == PrintOrder.kind,
        DocumentStatusEvent.number == PrintOrder.number,
    )
    orders = session.scalars(
        select(PrintOrder)
        .where(PrintOrder.office_code == office_code, ~recorded.exists())
        .order_by(PrintOrder.created_at)
    ).all()
    for order in orders:
        withdrawn = act_withdrawal(session, order)
        _record(session, order, withdrawn is None, withdrawn or issued_situation(order), now)
    return len(orders)


def backfill_office(url: str) -> int:
    """`backfill` on the office database at `url` (the application's role), in one
    transaction; for `balcao rede entrar`."""
    database = Database(create_engine(url))
    try:
        with database.write() as session:
            office = session.scalars(select(Office)).one()
            return backfill(session, office.code, utc_now())
    finally:
        database.dispose()


def latest_status(
    session: Session, office_code: str, number: str, kinds: Iterable[str]
) -> DocumentStatusEvent | None:
    """The last status the statewide data holds of document `number` of `office_code`, of
    one of `kinds` (None: the data received does not have it)."""
    return session.scalar(
        select(DocumentStatusEvent)
        .where(
            DocumentStatusEvent.office_code == office_code,
            DocumentStatusEvent.number == number,
            DocumentStatusEvent.kind.in_(list(kinds)),
        )
        .order_by(DocumentStatusEvent.sequence.desc())
        .limit(1)
    )


@dataclass(frozen=True)
class StatewideData:
    """What this server knows of the other offices' documents: `office` is True at an office
    of the state network (False at the sede or a standalone office); `heard` is when it last
    heard from the sede (None: never)."""

    office: bool
    heard: datetime | None


def statewide_data(session: Session) -> StatewideData:
    """Read through the application's connection, as the CND's date of the data is."""
    if session.get_bind().dialect.name != "postgresql":
        return StatewideData(False, None)
    subscriptions = subscription_rows(session.execute(text(SUBSCRIPTIONS_SQL)))
    heard = [s.last_heard for s in subscriptions if s.name == OFFICE_SUBSCRIPTION]
    return StatewideData(bool(heard), heard[0] if heard else None)


def statewide_source(data: StatewideData, zone: tzinfo) -> str:
    """The statewide data a verification read, as it says it ("dados estaduais de …")."""
    if not data.office:
        return "dados estaduais recebidos da rede"
    if data.heard is None:
        return "dados estaduais (nunca sincronizados com a sede)"
    return f"dados estaduais de {br_date_time(data.heard.astimezone(zone))}"
