"""The passenger list of a licence (Res. AGR 105/2017 arts. 28 III and § 1º, 29 §§ 2º-3º,
39): its rows as stored and as they stand after the substitutions, the changes used, and the
list to carry on board issued as version n of the licence's list and read back byte for
byte as issued."""

import uuid
from collections.abc import Sequence
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.documents.data import OperatorIdentity
from desktop.documents.kind import PASSENGER_LIST_KIND
from desktop.documents.licence_data import ListedPassenger, PassengerListData
from desktop.models.documents import PrintOrder
from desktop.models.licences import Licence, LicenceEvent, LicencePassenger
from desktop.models.operators import Operator
from desktop.rules.choices import EmploymentProof, licence_label
from desktop.rules.licences import passenger_changes_allowed
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document, render_order
from desktop.services.errors import NotFound
from desktop.services.licences.passengers import PassengerInput, identity_of
from desktop.services.licences.records import licence_vehicles, load_licence, subject_of
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import full_address
from desktop.services.validation import digits_only, format_cnpj
from desktop.services.vehicles.identifiers import format_plate

LIST_KIND = PASSENGER_LIST_KIND


def passenger_row(
    licence_id: uuid.UUID,
    position: int,
    passenger: PassengerInput,
    ctx: ServiceContext,
    event_id: uuid.UUID | None = None,
    replaces_id: uuid.UUID | None = None,
) -> LicencePassenger:
    return LicencePassenger(
        id=uuid.uuid4(),
        licence_id=licence_id,
        position=position,
        name=" ".join(passenger.name.split()),
        cpf=digits_only(passenger.cpf),
        document_kind="" if passenger.cpf.strip() else passenger.document_kind,
        document_number="" if passenger.cpf.strip() else passenger.document_number.strip(),
        school=passenger.school.strip(),
        guardian_declaration=passenger.guardian_declaration,
        employment_proof=(
            passenger.employment_proof
            if passenger.employment_proof in EmploymentProof.codes()
            else ""
        ),
        event_id=event_id,
        replaces_id=replaces_id,
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
    )


def passenger_rows(session: Session, licence_id: uuid.UUID) -> Sequence[LicencePassenger]:
    """Every row of the licence's list, substituted ones too, in list order."""
    return session.scalars(
        select(LicencePassenger)
        .where(LicencePassenger.licence_id == licence_id)
        .order_by(LicencePassenger.position)
    ).all()


def still_listed(rows: Sequence[LicencePassenger]) -> list[LicencePassenger]:
    """The rows no substitution took out, in the order given."""
    replaced = {row.replaces_id for row in rows if row.replaces_id}
    return [row for row in rows if row.id not in replaced]


def current_passengers(session: Session, licence_id: uuid.UUID) -> list[LicencePassenger]:
    """The list as it stands: every row no substitution took out, in list order."""
    return still_listed(passenger_rows(session, licence_id))


def passenger_input_of(row: LicencePassenger) -> PassengerInput:
    return PassengerInput(
        row.name,
        row.cpf,
        row.document_kind,
        row.document_number,
        row.school,
        row.guardian_declaration,
        False,
        row.employment_proof,
    )


def changes_used(session: Session, licence_id: uuid.UUID) -> int:
    return len(
        session.scalars(
            select(LicenceEvent.id).where(
                LicenceEvent.licence_id == licence_id,
                LicenceEvent.kind.in_(("inclusao", "substituicao")),
            )
        ).all()
    )


def listed_passenger(
    row: LicencePassenger, replaced_names: dict[uuid.UUID, str]
) -> ListedPassenger:
    detail = []
    if row.school:
        detail.append(f"escola: {row.school}")
        if row.guardian_declaration:
            detail.append("declaração do responsável")
    if row.employment_proof:
        detail.append(f"vínculo: {EmploymentProof.labels().get(row.employment_proof, '')}")
    note = ""
    if row.replaces_id:
        replaced = replaced_names.get(row.replaces_id, "")
        note = f"substitui {replaced} (Res. AGR 105/2017, art. 28, § 1º)"
    elif row.event_id:
        note = "incluído após a emissão (Res. AGR 105/2017, art. 28, § 1º)"
    return ListedPassenger(
        row.position, row.name, identity_of(passenger_input_of(row)), "; ".join(detail), note
    )


def issue_passenger_list(
    ctx: ServiceContext, session: Session, licence: Licence, key_dir: Path | None = None
) -> Issued:
    """Issues the current list to carry on board (art. 39) as version n of the licence's
    list (number `GYN-2026-000123/n`), inside the caller's transaction (its PDF is there
    once that transaction commits)."""
    operator = session.get(Operator, licence.operator_id)
    assert operator is not None  # the licence's operator (foreign key)
    version = 1 + len(
        session.scalars(
            select(PrintOrder.id).where(
                PrintOrder.kind == LIST_KIND,
                PrintOrder.subject_ref == subject_of(licence.id),
            )
        ).all()
    )
    data = _list_data(
        ctx,
        licence,
        operator,
        passenger_rows(session, licence.id),
        tuple(row.plate for row in licence_vehicles(session, licence.id)),
        changes_used(session, licence.id),
    )
    return issue_document(
        ctx,
        session,
        LIST_KIND,
        data,
        f"{licence.number}/{version}",
        subject_of(licence.id),
        key_dir,
    )


def issue_first_passenger_list(
    ctx: ServiceContext,
    session: Session,
    licence: Licence,
    operator: Operator,
    rows: Sequence[LicencePassenger],
    plates: Sequence[str],
    key_dir: Path | None = None,
) -> Issued:
    """Issues version 1 of the list of `licence`, issued in the caller's transaction with
    these passenger rows and vehicles (their plates in order): what `issue_passenger_list`
    would read back, with no change used yet and no earlier list to replace (issue 18 §4)."""
    data = _list_data(ctx, licence, operator, rows, tuple(plates), 0)
    return issue_document(
        ctx,
        session,
        LIST_KIND,
        data,
        f"{licence.number}/1",
        subject_of(licence.id),
        key_dir,
        first_version=True,
    )


def _list_data(
    ctx: ServiceContext,
    licence: Licence,
    operator: Operator,
    rows: Sequence[LicencePassenger],
    plates: tuple[str, ...],
    changes: int,
) -> PassengerListData:
    names = {row.id: row.name for row in rows}
    return PassengerListData(
        licence_number=licence.number,
        operator=OperatorIdentity(
            operator.legal_name,
            operator.trade_name,
            format_cnpj(operator.cnpj),
            full_address(operator),
        ),
        plates=tuple(format_plate(plate) for plate in plates),
        modality_label=licence_label(ctx.office.jurisdiction, licence.modality, licence.rr_trip),
        start_on=licence.start_on,
        end_on=licence.end_on,
        issue_date=office_today(ctx),
        passengers=tuple(listed_passenger(row, names) for row in still_listed(rows)),
        changes_used=changes,
        changes_allowed=passenger_changes_allowed(
            load_rulebook(licence.jurisdiction), licence.modality
        ),
        issued_by=ctx.actor.display_name,
    )


def passenger_list_pdf(ctx: ServiceContext, licence_id: uuid.UUID) -> bytes:
    """The latest passenger list of the licence, byte for byte as issued (rendered now if
    its PDF was not made when it was issued)."""
    require(ctx, Permission.DOCUMENT_PRINT)
    with ctx.database.read() as session:
        load_licence(session, licence_id, ctx.office.jurisdiction)
        rows = session.scalars(
            select(PrintOrder).where(
                PrintOrder.kind == LIST_KIND,
                PrintOrder.subject_ref == subject_of(licence_id),
            )
        ).all()
    if not rows:
        # Only a Goiás licence goes without one: Lei RR 664/2008 admits the nominal list alone
        # (`desktop.rules.choices.passenger_lists`).
        raise NotFound(
            "Esta licença não tem relação nominal de passageiros (lista geral, Res. AGR "
            "105/2017, art. 29, §§ 2º e 3º)."
        )
    latest = max(rows, key=lambda row: int(row.number.rsplit("/", 1)[1]))
    return render_order(ctx, latest.id).pdf
