"""Life events of a registered vehicle: withdrawal from traffic and release (Res. AGR
105/2017 art. 38 VIII; Lei RR 664/2008 art. 30 §1), transfer to another operator keeping the
conditions of registration (Decreto 8.444/2015 art. 36 §3; Lei 664 art. 28 §2), deregistration
on sale (Res. 105 art. 26), deactivation (Lei 664 art. 32) and the ex-officio cancellation of
RR vehicles that completed 15 years (Lei 664 art. 31 I). Each is a `VehicleEvent` with the
article it rests on, audited in the same transaction; the history lists them.
"""

import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.rules import deadlines, validity
from desktop.rules.vehicle_articles import (
    INSPECTION_ARTICLES,
    TRANSFER_ARTICLES,
    vehicle_article,
)
from desktop.services.calendar import office_calendar
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.errors import NotFound, ServiceError, ValidationError
from desktop.services.jurisdiction import require_provided
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required, format_cnpj
from desktop.services.vehicles.crv import issue_crv, latest_approved_inspection
from desktop.services.vehicles.history import audit_vehicle, record_event, vehicle_state
from desktop.services.vehicles.ownership import OwnershipInput, check_ownership
from desktop.services.vehicles.records import (
    IN_FORCE,
    crlv_text,
    load_vehicle,
    rulebook_of,
    today_of,
)
from desktop.services.vehicles.register import (
    CrlvInput,
    apply_crlv,
    apply_ownership,
    check_crlv,
    check_operator_standing,
    partner_cpfs,
    vinculada_alone,
)

LATE_SALE = (
    "Pedido de baixa fora do prazo de 10 dias da venda (Res. AGR 105/2017, art. 26, "
    "parágrafo único): infração do art. 76, III (deixar de dar baixa do veículo)."
)


@dataclass(frozen=True)
class Deregistered:
    """The outcome of a deregistration: `late` flags the infraction the text names."""

    due_on: date
    late: bool
    message: str


def _in_force(vehicle: Vehicle) -> None:
    if vehicle.status != IN_FORCE:
        raise ServiceError("O veículo não está registrado.")


def _check_day(errors: FieldErrors, field: str, day: date | None, today: date) -> None:
    if day is None:
        errors.add(field, "Informe a data.")
    elif day > today:
        errors.add(field, "A data não pode ser futura.")


def _check_report(
    today: date,
    happened: tuple[str, date | None],
    reported: tuple[str, date | None],
    too_early: str,
) -> FieldErrors:
    """The day a vehicle left service and the day the operator told the office of it: both
    given, neither future, the second not before the first."""
    errors = FieldErrors()
    _check_day(errors, *happened, today)
    _check_day(errors, *reported, today)
    if happened[1] and reported[1] and reported[1] < happened[1]:
        errors.add(reported[0], too_early)
    return errors


@dataclass(frozen=True)
class _TrafficChange:
    """Withdrawal from traffic or release: what differs between the two acts."""

    withdrawn: bool
    refusal: str
    action: str
    event: str
    article: str  # the item of `vehicle_article`


_WITHDRAWAL = _TrafficChange(
    True,
    "O veículo já está afastado de tráfego.",
    "withdraw",
    "afastamento",
    "withdrawal",
)
_RELEASE = _TrafficChange(
    False,
    "O veículo não está afastado de tráfego.",
    "release",
    "liberacao",
    "release",
)


def withdraw_from_traffic(
    ctx: ServiceContext, vehicle_id: uuid.UUID, on: date | None, reason: str
) -> None:
    """An inspector withdraws the vehicle from traffic; it may not serve until released
    (Res. 105 art. 38 VIII; Lei 664 art. 30 §1)."""
    _change_traffic(ctx, vehicle_id, on, reason, _WITHDRAWAL)


def release_to_traffic(
    ctx: ServiceContext, vehicle_id: uuid.UUID, on: date | None, reason: str
) -> None:
    """The vehicle withdrawn from traffic goes back to service (Lei 664 art. 30 §1)."""
    _change_traffic(ctx, vehicle_id, on, reason, _RELEASE)


def _change_traffic(
    ctx: ServiceContext,
    vehicle_id: uuid.UUID,
    on: date | None,
    reason: str,
    change: _TrafficChange,
) -> None:
    require(ctx, Permission.VEHICLE_TRAFFIC)
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        if change.withdrawn:
            _in_force(vehicle)
        if vehicle.withdrawn == change.withdrawn:
            raise ServiceError(change.refusal)
        errors = FieldErrors()
        _check_day(errors, "on", on, today_of(ctx))
        errors.add("reason", check_required(reason))
        errors.raise_if_any()
        assert on is not None  # _check_day refused a missing date
        before = vehicle_state(vehicle)
        vehicle.withdrawn = change.withdrawn
        vehicle.updated_at = ctx.clock()
        audit_vehicle(session, ctx, vehicle, change.action, before)
        record_event(
            session,
            ctx,
            vehicle,
            change.event,
            on,
            reason.strip(),
            vehicle_article(ctx.office.jurisdiction, change.article),
        )


def transfer_vehicle(
    ctx: ServiceContext,
    vehicle_id: uuid.UUID,
    new_operator_id: uuid.UUID,
    on: date | None,
    ownership: OwnershipInput,
    crlv: CrlvInput,
    key_dir: Path | None = None,
) -> Issued:
    """Transfers the vehicle to another operator if it keeps the conditions of its registration
    (Decreto 8.444/2015 art. 36 §3; Lei 664 art. 28 §2 with the 15 years of §1; to a company of
    the característica vinculada alone, Res. 105 art. 56 with arts. 15 and 16 and its report of
    art. 56, IV: `TRANSFER_ARTICLES`): inspection in force; a new operator that could register
    it (CRC in force, no debt in GO: `check_operator_standing`); an ownership the registration
    accepts for the new operator (`check_ownership` and `apply_ownership`, the registration's
    own code: own, leasing with authorisation, comodato of a partner or cooperado of the new
    operator with its contract, copies and act, Res. 105 arts. 15-16, 19-22); the new CRLV the
    DETRAN issued in the new operator's name, checked as the registration's (`check_crlv`: Res.
    105 arts. 15, II, and 17, II; Lei 664 art. 29). A new CRV in the new operator's name
    supersedes the old one; the new operator must record its own civil-liability policy (Res.
    105 art. 50)."""
    require(ctx, Permission.VEHICLE_EDIT)
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        _in_force(vehicle)
        target = session.get(Operator, new_operator_id)
        if target is None:
            raise NotFound("Operador de destino não encontrado.")
        today = today_of(ctx)
        errors = FieldErrors()
        if target.id == vehicle.operator_id:
            errors.add("new_operator_id", "O veículo já é deste operador.")
        _check_day(errors, "on", on, today)
        vinculada = vinculada_alone(ctx, target)
        article = (
            TRANSFER_ARTICLES[vinculada]
            if ctx.office.jurisdiction == "GO"
            else "Lei 664/2008, art. 28, § 2º"
        )
        inspection_article = INSPECTION_ARTICLES[True] if vinculada else article
        if vehicle.withdrawn:
            released_by = vehicle_article(ctx.office.jurisdiction, "release")
            errors.add(
                "new_operator_id",
                "Veículo afastado de tráfego não é transferido antes da liberação "
                f"({released_by}).",
            )
        if vehicle.inspection_valid_until is None or vehicle.inspection_valid_until < today:
            errors.add(
                "new_operator_id",
                "A transferência mantém as condições do registro: "
                f"o veículo precisa de vistoria em vigor ({inspection_article}).",
            )
        if ctx.office.jurisdiction == "RR":
            age = validity.rr_vehicle_age(rulebook_of(ctx), vehicle.manufacture_year, today)
            if not age.in_service_allowed:
                errors.add(
                    "new_operator_id",
                    f"Veículo com {age.age_years} anos de fabricação: "
                    "uso até 15 anos (Lei 664/2008, art. 28, §§ 1º e 2º).",
                )
        if target.id != vehicle.operator_id:
            check_operator_standing(session, ctx, errors, target, "new_operator_id", today)
        check_ownership(
            errors,
            ownership,
            ctx.office.jurisdiction,
            target.kind,
            partner_cpfs(session, target.id),
            today,
        )
        check_crlv(
            errors,
            ctx.office.jurisdiction,
            crlv,
            vehicle.manufacture_year,
            today,
            vinculada,
        )
        errors.raise_if_any()
        assert on is not None  # _check_day refused a missing date
        before = vehicle_state(vehicle)
        source = session.get(Operator, vehicle.operator_id)
        assert source is not None  # the vehicle's operator (foreign key)
        record_event(
            session,
            ctx,
            vehicle,
            "transferencia_saida",
            on,
            f"De {source.legal_name} para {target.legal_name} ({format_cnpj(target.cnpj)})",
            article,
            other_operator_id=target.id,
        )
        vehicle.operator_id = target.id
        apply_ownership(vehicle, ownership)
        apply_crlv(vehicle, crlv, ctx.office.jurisdiction)
        vehicle.insurance_valid_until = None
        vehicle.updated_at = ctx.clock()
        session.flush()
        record_event(
            session,
            ctx,
            vehicle,
            "transferencia_entrada",
            on,
            f"Recebido de {source.legal_name}; CRLV "
            f"{crlv_text(vehicle.crlv_number, vehicle.crlv_year, vehicle.crlv_state)}; "
            "registre a apólice de seguro em nome "
            + (
                "da nova delegatária (Lei 664/2008, art. 39)"
                if ctx.office.jurisdiction == "RR"
                else "da nova empresa ou instituição (Res. AGR 105/2017, art. 56, V, e art. 50)"
                if vinculada
                else "da nova autorizatária (Res. AGR 105/2017, art. 50)"
            ),
            article,
            other_operator_id=source.id,
        )
        _crv, issued = issue_crv(
            session, ctx, vehicle, latest_approved_inspection(session, vehicle.id), key_dir
        )
        audit_vehicle(session, ctx, vehicle, "transfer", before)
        return issued


def _deadline(ctx: ServiceContext, start: date) -> date:
    return deadlines.vehicle_deregistration_due(office_calendar(ctx), start).due


def deregister_on_sale(
    ctx: ServiceContext,
    vehicle_id: uuid.UUID,
    sold_on: date | None,
    requested_on: date | None,
    decharacterised: bool,
) -> Deregistered:
    """Deregistration asked by the operator after the sale (Res. 105 art. 26): only once the
    vehicle is de-characterised (else the infraction of art. 76 VIII); asked after the 10 days
    of the sole § it is done and flagged as the infraction of art. 76 III."""
    require(ctx, Permission.VEHICLE_EDIT)
    if ctx.office.jurisdiction != "GO":
        # Lei 664 has no deregistration on sale: the operator reports the deactivation.
        raise ValidationError(
            {
                "sold_on": "Comunique a desativação do veículo em 10 dias; o registro é "
                "cancelado a pedido (Lei 664/2008, arts. 31, II, e 32)."
            }
        )
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        _in_force(vehicle)
        errors = _check_report(
            today_of(ctx),
            ("sold_on", sold_on),
            ("requested_on", requested_on),
            "O pedido não pode ser anterior à venda.",
        )
        if not decharacterised:
            errors.add(
                "decharacterised",
                "A baixa só é feita com o veículo descaracterizado "
                "(Res. AGR 105/2017, art. 26; art. 76, VIII).",
            )
        errors.raise_if_any()
        assert sold_on is not None and requested_on is not None  # _check_report
        due = _deadline(ctx, sold_on)
        late = requested_on > due
        message = (
            LATE_SALE
            if late
            else f"Baixa pedida no prazo (até {due:%d/%m/%Y}, Res. AGR 105/2017, art. 26)."
        )
        before = vehicle_state(vehicle)
        vehicle.status = "baixado"
        vehicle.withdrawn = False
        vehicle.updated_at = ctx.clock()
        audit_vehicle(session, ctx, vehicle, "deregister", before)
        record_event(
            session,
            ctx,
            vehicle,
            "baixa",
            requested_on,
            f"Venda em {sold_on:%d/%m/%Y}; veículo descaracterizado; {_term(due)}",
            "Res. AGR 105/2017, art. 26" + ("; art. 76, III" if late else ""),
            due_on=due,
            late=late,
        )
        return Deregistered(due, late, message)


def _term(due: date) -> str:
    """The history row's last words: the row already says whether it came late ("FORA DO
    PRAZO") and under which articles, so the details name only the deadline."""
    return f"prazo de 10 dias até {due:%d/%m/%Y}."


def deactivate_vehicle(
    ctx: ServiceContext,
    vehicle_id: uuid.UUID,
    deactivated_on: date | None,
    reported_on: date | None,
) -> Deregistered:
    """RR: the operator reports a vehicle taken out of service within 10 days (Lei 664
    art. 32); the registration is cancelled at its request (art. 31 II), a late report
    flagged."""
    require(ctx, Permission.VEHICLE_EDIT)
    require_provided(ctx, "desativacao_veiculo")
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        _in_force(vehicle)
        errors = _check_report(
            today_of(ctx),
            ("deactivated_on", deactivated_on),
            ("reported_on", reported_on),
            "A comunicação não pode ser anterior à desativação.",
        )
        errors.raise_if_any()
        assert deactivated_on is not None and reported_on is not None  # _check_report
        due = _deadline(ctx, deactivated_on)
        late = reported_on > due
        message = (
            f"Desativação comunicada fora do prazo de 10 dias (até {due:%d/%m/%Y}; "
            "Lei 664/2008, art. 32)."
            if late
            else f"Desativação comunicada no prazo (até {due:%d/%m/%Y}; Lei 664/2008, art. 32)."
        )
        before = vehicle_state(vehicle)
        vehicle.status = "desativado"
        vehicle.updated_at = ctx.clock()
        audit_vehicle(session, ctx, vehicle, "deactivate", before)
        record_event(
            session,
            ctx,
            vehicle,
            "desativacao",
            reported_on,
            f"Fora de serviço desde {deactivated_on:%d/%m/%Y}; {_term(due)}",
            "Lei 664/2008, arts. 31, II, e 32",
            due_on=due,
            late=late,
        )
        return Deregistered(due, late, message)


def cancel_ex_officio(ctx: ServiceContext, vehicle_id: uuid.UUID, on: date | None) -> None:
    """Cancels the RR registration of a vehicle that completed 15 years (Lei 664 art. 31 I)."""
    require(ctx, Permission.VEHICLE_EDIT)
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        _in_force(vehicle)
        today = today_of(ctx)
        errors = FieldErrors()
        _check_day(errors, "on", on, today)
        errors.raise_if_any()
        assert on is not None  # _check_day refused a missing date
        require_provided(ctx, "cancelamento_oficio_idade")
        age = validity.rr_vehicle_age(rulebook_of(ctx), vehicle.manufacture_year, on)
        if age.in_service_allowed:
            raise ServiceError(
                f"Veículo com {age.age_years} anos de fabricação ainda pode ser "
                "utilizado (Lei 664/2008, art. 28, § 1º)."
            )
        before = vehicle_state(vehicle)
        vehicle.status = "cancelado"
        vehicle.updated_at = ctx.clock()
        audit_vehicle(session, ctx, vehicle, "cancel", before)
        record_event(
            session,
            ctx,
            vehicle,
            "cancelamento",
            on,
            f"{age.age_years} anos de fabricação completados",
            "Lei 664/2008, art. 31, I",
        )
