"""What is recorded on a licence after it is issued, always as new records pointing at it
(the licence itself is never rewritten):

- the client gives an eventual trip up up to 24 hours before the contracted time, with the
  refund of what was paid (Res. AGR 105/2017, art. 28 §2; `desktop.rules.cancellation_term`);
- the trip continues in another vehicle registered with the regulator after the vehicle's
  retention, an accident or a breakdown, annotated on the licence with which of its vehicles
  is replaced (art. 36);
- up to four passengers included or substituted on the list of an eventual or contínuo
  licence (art. 28 §1; art. 29 §1), typed, and the list reissued for the trip (art. 39).
"""

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from desktop.documents.data import OperatorIdentity
from desktop.documents.kind import LICENCE_ANNOTATION_KIND as ANNOTATION_KIND
from desktop.documents.licence_data import LicenceAnnotationData
from desktop.models.licences import Licence, LicenceEvent, LicencePassenger
from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.rules import cancellation_term
from desktop.rules.choices import ContinuationCause
from desktop.rules.errors import RulesError
from desktop.rules.licence_annotations import annotation_refusal
from desktop.rules.licences import (
    capacity_after_replacement,
    check_continuation_day,
    continuation_refusal,
    passenger_changes_allowed,
    passenger_list_article,
    refund_on_giving_up,
    vehicle_findings,
)
from desktop.rules.money import format_brl
from desktop.rules.public_institutions import persons_link_asked
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_time, office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.documents.statewide_status import restate
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.checks import vehicle_status
from desktop.services.licences.passenger_list import (
    changes_used,
    current_passengers,
    issue_passenger_list,
    passenger_input_of,
    passenger_row,
)
from desktop.services.licences.passengers import (
    PassengerInput,
    field_problems,
    passenger_errors,
)
from desktop.services.licences.records import load_licence, subject_of, vehicles_in_use
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import full_address
from desktop.services.validation import FieldErrors, check_required, format_cnpj
from desktop.services.vehicles.identifiers import format_plate
from desktop.services.vehicles.insurance import minimum_covers, policy_covers
from desktop.services.vehicles.records import IN_FORCE

R105 = "Res. AGR 105/2017"


def _refuse_unless_provided(ctx: ServiceContext, kind: str) -> None:
    """Roraima's law provides none of these annotations (`rules.licence_annotations`)."""
    refusal = annotation_refusal(ctx.office.jurisdiction, kind)
    if refusal is not None:
        raise ServiceError(refusal)


def _refuse_if_cancelled(session: Session, licence: Licence) -> None:
    if session.scalar(
        select(LicenceEvent.id).where(
            LicenceEvent.licence_id == licence.id, LicenceEvent.kind == "desistencia"
        )
    ):
        raise ServiceError(
            f"A licença {licence.number} foi cancelada por desistência do usuário "
            "(Res. AGR 105/2017, art. 28, § 2º)."
        )


def record_event(
    session: Session,
    ctx: ServiceContext,
    licence: Licence,
    kind: str,
    occurred_at: datetime,
    details: str,
    article: str,
    **extra,
) -> LicenceEvent:
    event = LicenceEvent(
        id=uuid.uuid4(),
        licence_id=licence.id,
        kind=kind,
        occurred_at=occurred_at,
        details=details,
        article=article,
        created_by_id=ctx.actor.user_id,
        created_at=ctx.clock(),
        **extra,
    )
    session.add(event)
    session.flush()
    record_audit(
        session, ctx.actor, "licence", licence.id, kind, None, snapshot(event), at=event.created_at
    )
    return event


def operator_identity(operator: Operator) -> OperatorIdentity:
    return OperatorIdentity(
        operator.legal_name, operator.trade_name, format_cnpj(operator.cnpj), full_address(operator)
    )


def record_cancellation(
    ctx: ServiceContext,
    licence_id: uuid.UUID,
    asked_at: datetime | None,
    refund_amount: Decimal | None,
    refund_reference: str,
    key_dir: Path | None = None,
) -> bytes:
    """The client of an eventual trip gives it up (art. 28 §2): asked up to 24 hours before
    the contracted departure, with the refund recorded. Returns the annotation's PDF."""
    require(ctx, Permission.LICENCE_ANNOTATE)
    _refuse_unless_provided(ctx, "desistencia")
    errors = FieldErrors()
    if asked_at is None or asked_at.tzinfo is None:
        errors.add("asked_at", "Informe data e hora em que o usuário desistiu.")
    elif asked_at > ctx.clock():
        errors.add("asked_at", "A desistência não pode estar no futuro.")
    if (
        not isinstance(refund_amount, Decimal)
        or not refund_amount.is_finite()
        or (refund_amount <= 0)
    ):
        errors.add(
            "refund_amount",
            "Informe o valor devolvido ao usuário (Res. AGR 105/2017, art. 28, § 2º: "
            "devolução obrigatória da importância paga).",
        )
    errors.add("refund_reference", check_required(refund_reference))
    if len((refund_reference or "").strip()) > 100:
        errors.add("refund_reference", "Use no máximo 100 caracteres.")
    errors.raise_if_any()
    assert asked_at is not None and refund_amount is not None  # refused above when missing
    with ctx.database.write() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
        _refuse_if_cancelled(session, licence)
        if not refund_on_giving_up(licence.modality) or licence.departure_at is None:
            raise ServiceError(
                "A desistência com devolução do art. 28, § 2º, é do fretamento "
                "eventual ou turístico."
            )
        term = cancellation_term(load_rulebook("GO"), licence.departure_at)
        if not term.allows(asked_at):
            raise ValidationError(
                {
                    "asked_at": (
                        "Desistência pedida depois do prazo: até "
                        f"{office_time(ctx, term.last_moment):%d/%m/%Y às %H:%M}, "
                        f"24 horas antes da viagem ({'; '.join(term.articles)})."
                    )
                }
            )
        amount = refund_amount.quantize(Decimal("0.01"))
        refund = f"{format_brl(amount)} ({refund_reference.strip()})"
        details = (
            f"Desistência do usuário em {office_time(ctx, asked_at):%d/%m/%Y %H:%M}; "
            f"devolvidos {refund}."
        )
        event = record_event(
            session,
            ctx,
            licence,
            "desistencia",
            asked_at,
            details,
            f"{R105}, art. 28, § 2º",
            refund_amount=amount,
            refund_reference=refund_reference.strip(),
        )
        annotation = _annotate(
            ctx,
            session,
            licence,
            event,
            "Desistência do usuário",
            [("Valor devolvido", refund)],
            key_dir,
        )
        restate(session, event.created_at, subjects=[subject_of(licence.id)])
    return annotation.pdf


def _annotate(
    ctx: ServiceContext,
    session: Session,
    licence: Licence,
    event: LicenceEvent,
    label: str,
    details: list[tuple[str, str]],
    key_dir: Path | None,
) -> Issued:
    sequence = session.scalar(
        select(func.count())
        .select_from(LicenceEvent)
        .where(
            LicenceEvent.licence_id == licence.id,
            LicenceEvent.kind.in_(("desistencia", "continuacao")),
        )
    )
    operator = session.get(Operator, licence.operator_id)
    assert operator is not None  # the licence's operator (foreign key)
    data = LicenceAnnotationData(
        licence_number=licence.number,
        operator=operator_identity(operator),
        kind_label=label,
        article=event.article,
        occurred=f"{office_time(ctx, event.occurred_at):%d/%m/%Y às %H:%M}",
        details=tuple(details),
        issue_date=office_today(ctx),
        issued_by=ctx.actor.display_name,
    )
    return issue_document(
        ctx,
        session,
        ANNOTATION_KIND,
        data,
        f"{licence.number}/A{sequence}",
        subject_of(licence.id),
        key_dir,
    )


def _replaced(
    session: Session, licence: Licence, replaces_vehicle_id: uuid.UUID | None
) -> tuple[list[tuple[uuid.UUID, str, int]], tuple[uuid.UUID, str, int]]:
    """The vehicles in use and the one the continuation replaces: the only one when the
    licence has one vehicle, else the one the clerk chose among them."""
    current = vehicles_in_use(session, licence)
    if replaces_vehicle_id is None and len(current) == 1:
        return current, current[0]
    chosen = [item for item in current if item[0] == replaces_vehicle_id]
    if not chosen:
        plates = ", ".join(format_plate(plate) for _, plate, _ in current)
        raise ValidationError(
            {
                "replaces": "Escolha qual dos veículos da licença é substituído "
                f"({plates}) (Res. AGR 105/2017, art. 36)."
            }
        )
    return current, chosen[0]


def _refuse_replacement(session: Session, licence: Licence, vehicle: Vehicle, first: date) -> None:
    """The vehicle a trip continues in carries the licence's passengers for the days left of
    it as the licence's own did (art. 36: a vehicle registered with the AGR, its CRV valid by
    its inspection, arts. 24 and 38 X; the passengers insured, arts. 50 and 51 §2; the
    escolar's school inspection, art. 30 sole §), from the day of the occurrence, `first`:
    every reason, on the vehicle's field."""
    status = vehicle_status(
        vehicle, licence.end_on, policy_covers(session, vehicle), minimum_covers(session, "GO")
    )
    findings = vehicle_findings(licence.modality, first, licence.end_on, status)
    if findings:
        raise ValidationError(
            {
                "vehicle": "; ".join(
                    f"{item.message.rstrip('.')} ({item.article})" for item in findings
                )
                + "."
            }
        )


def record_continuation(
    ctx: ServiceContext,
    licence_id: uuid.UUID,
    vehicle_id: uuid.UUID | None,
    cause: str,
    occurred_at: datetime | None,
    place: str,
    key_dir: Path | None = None,
    replaces_vehicle_id: uuid.UUID | None = None,
) -> bytes:
    """Art. 36: the trip continues in another vehicle registered with the regulator (art. 37:
    it may be another operator's) after retention, accident or breakdown; annotated on the
    licence. `replaces_vehicle_id` names which of the licence's vehicles stopped (needed
    when it has more than one). Returns the annotation's PDF, to carry with the initial
    licence."""
    require(ctx, Permission.LICENCE_ANNOTATE)
    _refuse_unless_provided(ctx, "continuacao")
    errors = FieldErrors()
    if cause not in ContinuationCause.codes():
        errors.add(
            "cause", "Escolha o motivo: retenção, acidente ou avaria (Res. AGR 105/2017, art. 36)."
        )
    if occurred_at is None or occurred_at.tzinfo is None:
        errors.add("occurred_at", "Informe data e hora da ocorrência.")
    elif occurred_at > ctx.clock():
        errors.add("occurred_at", "A ocorrência não pode estar no futuro.")
    errors.add("place", check_required(place))
    if vehicle_id is None:
        errors.add("vehicle", "Escolha o veículo que continua a viagem.")
    errors.raise_if_any()
    assert occurred_at is not None  # refused above when missing
    with ctx.database.write() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
        _refuse_if_cancelled(session, licence)
        refusal = continuation_refusal(licence.modality)
        if refusal is not None:
            raise ServiceError(refusal)
        try:
            first = check_continuation_day(
                licence.start_on, licence.end_on, office_time(ctx, occurred_at).date()
            )
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        current, (replaced_id, replaced_plate, replaced_seats) = _replaced(
            session, licence, replaces_vehicle_id
        )
        vehicle = session.get(Vehicle, vehicle_id)
        passengers = len(current_passengers(session, licence.id))
        if vehicle is None or vehicle.status != IN_FORCE or vehicle.withdrawn:
            raise ValidationError(
                {
                    "vehicle": "A viagem só continua em veículo registrado na "
                    "AGR e não afastado de tráfego (Res. AGR 105/2017, arts. 36 e 38, VII e VIII)."
                }
            )
        if vehicle.id in {item[0] for item in current}:
            raise ValidationError(
                {
                    "vehicle": f"O veículo {format_plate(vehicle.plate)} já está "
                    "na viagem: escolha um veículo diferente dos da licença."
                }
            )
        _refuse_replacement(session, licence, vehicle, first)
        try:
            capacity_after_replacement(
                tuple(item[2] for item in current),
                replaced_seats,
                vehicle.seats,
                passengers,
                format_plate(vehicle.plate),
            )
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        owner = session.get(Operator, vehicle.operator_id)
        assert owner is not None  # the vehicle's operator (foreign key)
        details = (
            f"{ContinuationCause(cause).label} em {place.strip()}; o veículo "
            f"{format_plate(replaced_plate)} é substituído e a viagem continua no "
            f"veículo {format_plate(vehicle.plate)} de {owner.legal_name}."
        )
        event = record_event(
            session,
            ctx,
            licence,
            "continuacao",
            occurred_at,
            details,
            f"{R105}, art. 36",
            vehicle_id=vehicle.id,
            replaces_vehicle_id=replaced_id,
        )
        annotation = _annotate(
            ctx,
            session,
            licence,
            event,
            "Continuação da viagem em outro veículo",
            [
                ("Motivo", ContinuationCause(cause).label),
                ("Local", place.strip()),
                ("Veículo substituído", format_plate(replaced_plate)),
                (
                    "Novo veículo",
                    f"{format_plate(vehicle.plate)} — {vehicle.seats} lugares — {owner.legal_name}",
                ),
            ],
            key_dir,
        )
    return annotation.pdf


@dataclass(frozen=True)
class PassengerChange:
    changes_used: int
    changes_allowed: int | None
    passenger_list_pdf: bytes


def change_passenger(
    ctx: ServiceContext,
    licence_id: uuid.UUID,
    passenger: PassengerInput,
    replaces_id: uuid.UUID | None = None,
    key_dir: Path | None = None,
) -> PassengerChange:
    """Includes `passenger`, or substitutes the one `replaces_id` names, and issues the new
    list. Eventual and contínuo licences admit up to 4 such changes (art. 28 §1; art. 29
    §1); never beyond the vehicle's capacity (art. 38 XII). Each problem of the passenger is
    refused next to its field; a repeated one or one beyond the seats, on top."""
    require(ctx, Permission.LICENCE_ANNOTATE)
    _refuse_unless_provided(ctx, "passageiro")
    with ctx.database.write() as session:
        licence = load_licence(session, licence_id, ctx.office.jurisdiction)
        _refuse_if_cancelled(session, licence)
        if licence.passenger_list != "nominal":
            raise ServiceError(
                "Licença com lista geral de passageiros (Res. AGR 105/2017, art. 29, §§ 2º e 3º)."
            )
        current = current_passengers(session, licence.id)
        used = changes_used(session, licence.id)
        allowed = passenger_changes_allowed(load_rulebook("GO"), licence.modality)
        article = f"{R105}, {passenger_list_article(licence.modality)}"
        if allowed is not None and used >= allowed:
            raise ServiceError(
                f"Esta licença já teve {used} inclusões ou substituições de passageiros: o "
                f"máximo é {allowed} ({article})."
            )
        if replaces_id is not None and replaces_id not in {row.id for row in current}:
            raise ValidationError({"replaces": "O passageiro a substituir não está na lista."})
        asked = persons_link_asked(licence.link_proof_demanded, licence.public_institution)
        own = FieldErrors()
        for problem in field_problems(passenger, licence.modality, asked, ctx.office.jurisdiction):
            own.add(problem.field, problem.sentence)
        own.raise_if_any()
        remaining = [passenger_input_of(row) for row in current if row.id != replaces_id]
        problems = passenger_errors(
            [*remaining, passenger],
            licence.modality,
            ctx.office.jurisdiction,
            asked,
            licence.seats,
        )
        last = len(remaining) + 1
        mine = [error.message for error in problems if error.row == last]
        if mine:
            raise ValidationError({"passenger": "; ".join(mine) + "."})
        kind = "substituicao" if replaces_id else "inclusao"
        name = " ".join(passenger.name.split())
        details = (
            f"{name} substitui {next(r.name for r in current if r.id == replaces_id)}"
            if replaces_id
            else f"{name} incluído na lista"
        )
        event = record_event(
            session,
            ctx,
            licence,
            kind,
            ctx.clock(),
            details + ".",
            article,
        )
        position = 1 + (
            session.scalar(
                select(func.max(LicencePassenger.position)).where(
                    LicencePassenger.licence_id == licence.id
                )
            )
            or 0
        )
        session.add(passenger_row(licence.id, position, passenger, ctx, event.id, replaces_id))
        session.flush()
        passenger_list = issue_passenger_list(ctx, session, licence, key_dir)
    return PassengerChange(used + 1, allowed, passenger_list.pdf)
