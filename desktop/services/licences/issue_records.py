"""Queries of `desktop.services.licences.issue`, read by its screens:
nothing here writes."""

from dataclasses import replace
from datetime import date, datetime

from sqlalchemy.orm import Session

from desktop.models.operators import Operator
from desktop.models.vehicles import Vehicle
from desktop.rules.choices import company_word, licence_word
from desktop.rules.errors import RulesError
from desktop.rules.licence_request_time import request_moment
from desktop.rules.public_institutions import link_proof_required
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import ValidationError
from desktop.services.licences.checks import LicenceCheck, check_in_session
from desktop.services.licences.requests import LicenceInput, check_request
from desktop.services.office.permissions import Permission, require_in
from desktop.services.vehicles.identifiers import format_plate


def requested_at_of(ctx: ServiceContext, data: LicenceInput) -> datetime:
    """When the request was formalised (Res. AGR 105/2017, art. 28 I counts from it): in
    Goiás now, or the time of the paper request's protocol given with its number
    (`desktop.rules.licence_request_time`); in Roraima as typed, else now."""
    now = ctx.clock()
    if ctx.office.jurisdiction == "GO":
        try:
            return request_moment(now, data.requested_at, data.request_protocol)
        except RulesError as error:
            raise ValidationError({error.field: error.sentence}) from error
    if data.requested_at is None:
        return now
    if data.requested_at.tzinfo is None or data.requested_at > now:
        raise ValidationError({"requested_at": "O pedido não pode ser posterior a agora."})
    return data.requested_at


def checked_request(ctx: ServiceContext, data: LicenceInput, today: date) -> datetime:
    """The request's fields (`check_request`) and its time (`requested_at_of`) checked
    together: every field at fault in one ValidationError; else the moment it was made."""
    errors: dict[str, str] = {}
    try:
        check_request(data, ctx.office.jurisdiction, today)
    except ValidationError as error:
        errors.update(error.field_errors)
    try:
        requested_at = requested_at_of(ctx, data)
    except ValidationError as error:
        errors = {**error.field_errors, **errors}
    if errors:
        raise ValidationError(errors)
    return requested_at


def operator_and_vehicles(
    session: Session, data: LicenceInput, jurisdiction: str
) -> tuple[Operator, list[Vehicle]]:
    """The operator and every vehicle of the request, in order; each vehicle not found,
    named twice or registered for another operator is refused with its plate (GO Res. 105
    art. 38, VII: the trip is made only in vehicles registered for this operator; RR Lei 664
    art. 27: the delegatária registers the vehicles it runs)."""
    registered_by = (
        "Lei RR 664/2008, art. 27" if jurisdiction == "RR" else "Res. AGR 105/2017, art. 38, VII"
    )
    operator = session.get(Operator, data.operator_id)
    if operator is None:
        raise ValidationError(
            {"operator": f"{company_word(jurisdiction).capitalize()} não encontrada."}
        )
    vehicles, problems, seen = [], [], set()
    for vehicle_id in data.vehicle_ids:
        vehicle = session.get(Vehicle, vehicle_id)
        if vehicle is None:
            problems.append("Veículo não encontrado.")
            continue
        plate = format_plate(vehicle.plate)
        if vehicle.id in seen:
            problems.append(
                f"O veículo {plate} foi escolhido duas vezes: cada veículo entra "
                f"uma vez na {licence_word(jurisdiction)}."
            )
            continue
        seen.add(vehicle.id)
        if vehicle.operator_id != operator.id:
            owner = session.get(Operator, vehicle.operator_id)
            assert owner is not None  # the vehicle's operator (foreign key)
            problems.append(
                f"O veículo {plate} está registrado para {owner.legal_name}, não "
                f"para {operator.legal_name} ({registered_by})."
            )
        vehicles.append(vehicle)
    if problems:
        raise ValidationError({"vehicle": " ".join(problems)})
    return operator, vehicles


def requested_operator(session: Session, data: LicenceInput) -> Operator | None:
    """The operator the request names, if it exists (kept by the caller: the session's
    identity map holds it only while it is referenced)."""
    return session.get(Operator, data.operator_id) if data.operator_id else None


def public_institution_known(operator: Operator | None, data: LicenceInput) -> LicenceInput:
    """Res. 105, art. 54 sole §: a prefeitura or public institution registered as such (art.
    53, II) proves no CTPS or RAIS link of the persons carried, and a company or cooperative
    always does when the AGR demands it (art. 59 sole §): the operator's registered kind
    decides, whatever the form ticked."""
    if operator is None:
        return data
    return replace(data, public_institution=not link_proof_required(operator.kind))


def check_licence_request(ctx: ServiceContext, data: LicenceInput) -> LicenceCheck:
    """What the counter sees before issuing: field errors raise ValidationError; the rules
    engine's findings come back all at once, each with its article."""
    with ctx.database.read() as session:
        require_in(session, ctx, Permission.LICENCE_VIEW)
        data = public_institution_known(requested_operator(session, data), data)
        requested_at = checked_request(ctx, data, office_today(ctx))
        operator_and_vehicles(session, data, ctx.office.jurisdiction)
        return check_in_session(ctx, session, data, requested_at, office_today(ctx))
