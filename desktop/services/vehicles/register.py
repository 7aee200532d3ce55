"""Register and update the vehicles of a charter operator (Res. AGR 105/2017 arts. 14-25;
Decreto 8.444/2015 arts. 34-36; Lei RR 664/2008 arts. 27-28).

Registration checks every field before anything is written (a ValidationError naming each
field at fault) — the operator's CRC in force and, in Goiás, its certidão negativa de débito
(`check_operator_standing`, also asked of the operator receiving a transfer), the request
signed with the signature notarised (art. 17 I), the ownership (`check_ownership`, shared
with the transfer) — and then, in one transaction, stores the vehicle, its inspection report
(art. 23; none for a new vehicle within 60 days of its invoice, arts. 17 III, 23 §4), its
civil-liability policy (arts. 17 IV, 50) and issues its CRV (art. 24), all audited.
"""

import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator, Partner
from desktop.models.vehicles import Vehicle
from desktop.rules import validity
from desktop.rules.errors import RulesError
from desktop.rules.vehicle_articles import (
    CRLV_ARTICLES,
    NO_INSPECTION_ARTICLES,
    NO_NEW_VEHICLE_VINCULADA,
    REGISTRATION_ARTICLES,
    REQUEST_ARTICLES,
    crlv_state_refusal,
    crlv_state_required,
    new_vehicle_registered,
    seal_registered,
    tachograph_refusal,
    van_act_registered,
    vehicle_article,
)
from desktop.services.complaints.complaints_records import hold_in
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued
from desktop.services.errors import NotFound, ServiceError
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.crc_records import crc_detail, current_crc_row
from desktop.services.registration.summary_cancellation import summary_cancellation_of
from desktop.services.sanctions.payments_records import overdue_debts
from desktop.services.validation import FieldErrors, check_required, normalize_cpf
from desktop.services.vehicles.crv import issue_crv
from desktop.services.vehicles.history import audit_vehicle, record_event, vehicle_state
from desktop.services.vehicles.identifiers import (
    check_plate,
    check_renavam,
    check_vin,
    format_plate,
    normalize_plate,
    normalize_renavam,
    normalize_vin,
)
from desktop.services.vehicles.inspections import InspectionInput, add_inspection, check_inspection
from desktop.services.vehicles.insurance import (
    PolicyInput,
    add_policy,
    check_policy,
    minimum_covers,
)
from desktop.services.vehicles.ownership import OwnershipInput, check_ownership
from desktop.services.vehicles.records import (
    IN_FORCE,
    KINDS,
    VehicleDetail,
    load_vehicle,
    rulebook_of,
    today_of,
    vehicle_detail,
    vinculada_alone_of,
)

MICROBUS_MAX_SEATS = 20  # CTB, Anexo I (Res. AGR 105/2017, art. 6º, XIII and XV)
MAX_SEATS = 90
OLDEST_YEAR = 1950


@dataclass(frozen=True)
class VehicleInput:
    """What the vehicle form sends: identifiers as typed (masks allowed)."""

    plate: str
    renavam: str
    chassis: str
    make: str
    model: str
    body: str
    kind: str
    seats: int
    manufacture_year: int
    model_year: int
    tachograph: str
    crlv_number: str
    crlv_year: int
    dpvat_reference: str
    ownership: OwnershipInput
    seal_number: str = ""
    van_authorisation_act: str = ""
    adapted_for_comfort: bool = False
    school: bool = False
    school_stripe: bool = False
    school_inspection_until: date | None = None
    new_vehicle: bool = False
    invoice_number: str = ""
    invoice_date: date | None = None
    invoice_issuer: str = ""
    delivered_on: date | None = None
    request_signed_on: date | None = None
    request_notarised: bool = False
    crlv_state: str = ""


@dataclass(frozen=True)
class Registered:
    vehicle: VehicleDetail
    crv: Issued


def _clash(session: Session, column, value: str, vehicle_id: uuid.UUID | None) -> str | None:
    """The message when another vehicle in force already has this plate or RENAVAM."""
    row = session.execute(
        select(Vehicle.id, Operator.legal_name, Vehicle.operator_id)
        .join(Operator, Operator.id == Vehicle.operator_id)
        .where(column == value, Vehicle.status == IN_FORCE)
    ).first()
    if row is None or row.id == vehicle_id:
        return None
    return f"Já registrado para {row.legal_name}."


def _check_identity(session, errors: FieldErrors, data: VehicleInput, vehicle_id) -> None:
    errors.add("plate", check_plate(data.plate))
    if "plate" not in errors.messages:
        message = _clash(session, Vehicle.plate, normalize_plate(data.plate), vehicle_id)
        errors.add("plate", message and f"Placa {format_plate(data.plate)}: {message}")
    errors.add("renavam", check_renavam(data.renavam))
    if "renavam" not in errors.messages:
        message = _clash(session, Vehicle.renavam, normalize_renavam(data.renavam), vehicle_id)
        errors.add("renavam", message and f"RENAVAM {normalize_renavam(data.renavam)}: {message}")
    errors.add("chassis", check_vin(data.chassis))
    for name in ("make", "model", "body"):
        errors.add(name, check_required(getattr(data, name)))


def _check_type(errors: FieldErrors, data: VehicleInput, jurisdiction: str) -> None:
    """GO: the kinds of Res. 105 art. 14, the van by exceptional authorisation (art. 14 §1).
    RR: the kinds of Lei 664 art. 28, vans among them, with no act (`van_act_registered`).
    Both: the seats of a microbus and of a bus as the Código de Trânsito Brasileiro defines
    them (Res. 105 art. 6º XIII and XV repeat it): a microbus up to 20, a bus of 20 or fewer
    only adapted for comfort (`vehicle_article`, "microbus_seats" and "bus_seats")."""
    if data.kind not in KINDS:
        errors.add(
            "kind",
            "Escolha ônibus, microônibus ou van (Lei RR 664/2008, art. 28)."
            if jurisdiction == "RR"
            else "Escolha ônibus, microônibus ou van (Res. AGR 105/2017, art. 14).",
        )
        return
    if not 1 <= data.seats <= MAX_SEATS:
        errors.add("seats", f"Informe a lotação de passageiros sentados (1 a {MAX_SEATS}).")
    elif data.kind in ("microonibus", "van") and data.seats > MICROBUS_MAX_SEATS:
        basis = vehicle_article(jurisdiction, "microbus_seats")
        errors.add(
            "seats",
            f"Microônibus leva até 20 passageiros ({basis}): com mais lugares, registre como "
            "ônibus.",
        )
    elif (
        data.kind == "onibus" and data.seats <= MICROBUS_MAX_SEATS and not data.adapted_for_comfort
    ):
        basis = vehicle_article(jurisdiction, "bus_seats")
        errors.add(
            "seats",
            f"Ônibus leva mais de 20 passageiros ({basis}), salvo adaptação para maior "
            "comodidade: registre como microônibus ou marque a adaptação.",
        )
    if data.kind == "van" and van_act_registered(jurisdiction):
        errors.add(
            "van_authorisation_act",
            check_required(data.van_authorisation_act)
            and (
                "A van só é registrada com a autorização excepcional do órgão regulador: informe "
                "o ato (Res. AGR 105/2017, art. 14, § 1º)."
            ),
        )


# RR: the vehicle carries the documents the Código de Trânsito Brasileiro requires.
RR_CTB = "Código de Trânsito Brasileiro; Lei RR 664/2008, art. 29"
# RR: the CRE/RR stops the use of a vehicle short of the safety requirements and inspects it
# at any time (Lei 664 art. 30 caput and §2): the report that lets it register.
RR_SAFETY = (
    "o CRE/RR impede a utilização de veículo que não atenda aos requisitos de segurança, "
    "Lei RR 664/2008, art. 30"
)
# RR: no new vehicle registered as such (`new_vehicle_registered`), so nothing of its invoice.
_RR_NO_NEW_VEHICLE = (
    "A Lei RR 664/2008 não prevê o registro de veículo zero quilômetro pela nota fiscal: o "
    "veículo é registrado com o Certificado de Propriedade e a declaração de responsabilidade "
    "pela manutenção (art. 27)."
)


def _check_years(
    ctx, errors: FieldErrors, data: VehicleInput, today: date, vinculada: bool
) -> None:
    """`vinculada`: Goiás, the operator of the característica vinculada alone, whose CRLV and
    DPVAT art. 56, III asks (`CRLV_ARTICLES`) and whose tachograph is the traffic code's
    (`tachograph_refusal`)."""
    rr = ctx.office.jurisdiction == "RR"
    if not OLDEST_YEAR <= data.manufacture_year <= today.year:
        errors.add("manufacture_year", f"Ano de fabricação entre {OLDEST_YEAR} e {today.year}.")
    elif data.model_year not in (data.manufacture_year, data.manufacture_year + 1):
        errors.add("model_year", "O ano do modelo é o de fabricação ou o seguinte.")
    errors.add(
        "tachograph",
        check_required(data.tachograph)
        and (
            f"Informe o registrador gráfico (tacógrafo), equipamento obrigatório ({RR_CTB})."
            if rr
            else tachograph_refusal(vinculada)
        ),
    )
    check_crlv(
        errors,
        ctx.office.jurisdiction,
        CrlvInput(data.crlv_number, data.crlv_year, data.crlv_state),
        data.manufacture_year,
        today,
        vinculada,
    )
    errors.add(
        "dpvat_reference",
        check_required(data.dpvat_reference)
        and (
            f"Informe o seguro obrigatório DPVAT ({RR_CTB})."
            if rr
            else f"Informe o seguro obrigatório DPVAT ({CRLV_ARTICLES[vinculada]})."
        ),
    )


@dataclass(frozen=True)
class CrlvInput:
    """The CRLV as the clerk types it: the registration's and the one a transferred vehicle
    gets in the new operator's name."""

    number: str
    year: int
    state: str = ""


def check_crlv(
    errors: FieldErrors,
    jurisdiction: str,
    crlv: CrlvInput,
    manufacture_year: int,
    today: date,
    vinculada: bool,
) -> None:
    """The CRLV issued by the DETRAN (Res. AGR 105/2017, arts. 15, II, and 17, II, or art.
    56, III for the característica vinculada alone, `CRLV_ARTICLES`; in Roraima the documents
    of the Código de Trânsito Brasileiro, Lei 664 art. 29): its number, a year between the
    vehicle's manufacture and the next one, the DETRAN the law asks."""
    errors.add(
        "crlv_number",
        check_required(crlv.number)
        and (
            f"Informe o CRLV emitido pelo DETRAN ({RR_CTB})."
            if jurisdiction == "RR"
            else f"Informe o CRLV emitido pelo DETRAN ({CRLV_ARTICLES[vinculada]})."
        ),
    )
    if not manufacture_year <= crlv.year <= today.year + 1:
        errors.add("crlv_year", "Exercício do CRLV entre o ano de fabricação e o próximo ano.")
    errors.add("crlv_state", _crlv_state_fault(jurisdiction, crlv.state, vinculada))


def apply_crlv(vehicle: Vehicle, crlv: CrlvInput, jurisdiction: str) -> None:
    """Stores the CRLV `check_crlv` accepted; its DETRAN only where the law asks which."""
    vehicle.crlv_number = crlv.number.strip()
    vehicle.crlv_year = crlv.year
    vehicle.crlv_state = crlv.state if crlv_state_required(jurisdiction) else ""


def _crlv_state_fault(jurisdiction: str, state: str, vinculada: bool) -> str | None:
    """The message when the CRLV was not issued by the DETRAN the law asks for
    (`crlv_state_required`); None in Roraima, which asks none."""
    required = crlv_state_required(jurisdiction)
    if required is None or state == required:
        return None
    return crlv_state_refusal(state, required, vinculada)


def _check_rr_age(ctx, errors: FieldErrors, data: VehicleInput, today: date) -> None:
    """Lei 664 art. 28: no registration above 8 years of manufacture (checked when the
    vehicle is registered; its later years of service are art. 28 §1 and art. 31)."""
    if ctx.office.jurisdiction != "RR" or "manufacture_year" in errors.messages:
        return
    age = validity.rr_vehicle_age(rulebook_of(ctx), data.manufacture_year, today)
    if not age.registrable:
        errors.add(
            "manufacture_year",
            f"Veículo com {age.age_years} anos de fabricação: é "
            "vedado o registro com mais de 8 anos (Lei 664/2008, art. 28).",
        )


def _check_school(errors: FieldErrors, data: VehicleInput, jurisdiction: str) -> None:
    """GO: the stripe of Res. 105 art. 18 and the DETRAN-GO school inspection of art. 30 sole
    §. RR: Lei 664 says nothing of the school vehicle, so the traffic code's stripe and
    school inspection are asked without a Goiás act or body."""
    if not data.school:
        return
    rr = jurisdiction == "RR"
    if not data.school_stripe:
        errors.add(
            "school_stripe",
            "O veículo escolar deve ter a faixa amarela de 40 cm com o dístico ESCOLAR "
            + ("(Código de Trânsito Brasileiro)." if rr else "(Res. AGR 105/2017, art. 18)."),
        )
    if data.school_inspection_until is None:
        errors.add(
            "school_inspection_until",
            f"Informe a validade da vistoria escolar do DETRAN ({RR_CTB})."
            if rr
            else "Informe a validade da vistoria escolar do "
            "DETRAN-GO (Res. AGR 105/2017, art. 30, parágrafo único).",
        )


def _check_new_vehicle(ctx, errors: FieldErrors, data: VehicleInput, today: date, vinculada: bool):
    """`vinculada`: Goiás, the característica vinculada alone, which has no new vehicle
    registered without inspection (`new_vehicle_registered`)."""
    if not data.new_vehicle:
        return None
    if not new_vehicle_registered(ctx.office.jurisdiction, vinculada):
        errors.add("new_vehicle", NO_NEW_VEHICLE_VINCULADA if vinculada else _RR_NO_NEW_VEHICLE)
        return None
    errors.add("invoice_number", check_required(data.invoice_number))
    errors.add("invoice_issuer", check_required(data.invoice_issuer))
    if data.invoice_date is None:
        errors.add("invoice_date", "Informe a data da nota fiscal (Res. AGR 105/2017, art. 25).")
        return None
    if data.invoice_date > today:
        errors.add("invoice_date", "A nota fiscal não pode ter data futura.")
        return None
    if data.delivered_on is not None and not data.invoice_date <= data.delivered_on <= today:
        errors.add(
            "delivered_on",
            "A entrega é entre a nota fiscal e hoje (Res. AGR 105/2017, art. 23, § 2º).",
        )
    try:
        return validity.new_vehicle_exemption(rulebook_of(ctx), data.invoice_date)
    except RulesError as error:
        errors.add("invoice_date", error.message)
        return None


def check_operator_standing(
    session: Session,
    ctx: ServiceContext,
    errors: FieldErrors,
    operator: Operator,
    field: str,
    today: date,
) -> None:
    """The operator that registers (or receives by transfer) a vehicle: a CRC in force and,
    in Goiás, no overdue debt with the AGR nor a user's complaint the AGR has not yet
    appreciated (Res. 105 art. 100 sole §: every matter of the operator is held). The same
    facts the licence check reads: `current_crc_row` (a caducity cancels the CRC, art. 70
    §2), `overdue_debts` and `hold_in`.

    GO: only the autorizatária — the company whose registration the AGR authorised and
    certified (Res. 105 arts. 6º III, 12 and 13) — registers vehicles in its name (art. 15 II;
    Decreto 8.444/2015 art. 36 §2), presenting the AGR's certidão negativa de débito
    (art. 17 V; art. 101). RR: the operator must be registered with the state body (Lei 664
    art. 2º sole §) and it is the delegatária that registers the vehicle (art. 27); Lei 664
    arts. 27-33 ask no certidão negativa, so no debt bars a registration there.

    GO, característica vinculada only: the institution registers its vehicles by the request of
    art. 56 (arts. 14-16) with no autorizatária's hold (art. 100 sole §); its CRC is asked as
    every modality's (`desktop.rules.licences`, the adopted interpretation) and its debts
    still bar it (art. 101: any act)."""
    vinculada_only = vinculada_alone(ctx, operator)
    crc = current_crc_row(session, operator.id)
    cancelled = summary_cancellation_of(session, operator.id)
    if cancelled is not None:
        # Res. 105, art. 9 §4: the registration cancelled summarily registers nothing.
        errors.add(field, f"{operator.legal_name}: {cancelled.refusal()}")
    elif crc is None or not crc_detail(crc).is_valid_on(today):
        errors.add(
            field,
            (
                f"{operator.legal_name} não tem certificado de registro cadastral (CRC) em "
                "vigor: só a autorizatária registrada na AGR registra veículos em seu nome "
                "(Res. AGR 105/2017, arts. 12, 13 e 15, II; Decreto 8.444/2015, art. 36, § 2º)."
            )
            if ctx.office.jurisdiction == "GO"
            else (
                f"{operator.legal_name} não tem registro cadastral em vigor no CRE/RR: só a "
                "delegatária cadastrada registra veículos (Lei 664/2008, arts. 2º, parágrafo "
                "único, e 27)."
            ),
        )
    if ctx.office.jurisdiction == "GO" and overdue_debts(session, operator.id, today):
        errors.add(
            field,
            f"{operator.legal_name} tem débito vencido na AGR e não obtém a "
            "certidão negativa de débito exigida no pedido de registro de veículo "
            "(Res. AGR 105/2017, arts. 17, V, e 101).",
        )
    if ctx.office.jurisdiction == "GO" and not vinculada_only:
        # Art. 100 sole §: held while a user's complaint is not appreciated by the AGR.
        hold = hold_in(session, "GO", operator.id, today)
        errors.add(field, hold.message() if hold.held else None)


def _check_request(
    ctx, errors: FieldErrors, data: VehicleInput, today: date, vinculada: bool
) -> None:
    """Res. 105 art. 17 I (art. 56, I for the característica vinculada alone,
    `REQUEST_ARTICLES`): the request signed by the legal representative with the signature
    notarised. Lei RR 664 art. 27 asks only the certificate of ownership and the maintenance
    declaration (checked with the ownership), so nothing is asked in Roraima."""
    if ctx.office.jurisdiction != "GO":
        return
    article = REQUEST_ARTICLES[vinculada]
    if data.request_signed_on is None:
        errors.add(
            "request_signed_on",
            f"Informe a data do requerimento assinado pelo representante legal ({article}).",
        )
    elif data.request_signed_on > today:
        errors.add("request_signed_on", "O requerimento não pode ter data futura.")
    if not data.request_notarised:
        errors.add(
            "request_notarised",
            f"O requerimento deve ter a firma do representante legal reconhecida ({article}).",
        )


def vinculada_alone(ctx, operator: Operator) -> bool:
    """`vinculada_alone_of` in the office's jurisdiction."""
    return vinculada_alone_of(operator, ctx.office.jurisdiction)


def _validate(session, ctx, data: VehicleInput, operator: Operator, vehicle_id) -> FieldErrors:
    """The checks of the vehicle record itself (registration and update)."""
    today = today_of(ctx)
    errors = FieldErrors()
    _check_identity(session, errors, data, vehicle_id)
    _check_type(errors, data, ctx.office.jurisdiction)
    _check_years(ctx, errors, data, today, vinculada_alone(ctx, operator))
    _check_school(errors, data, ctx.office.jurisdiction)
    check_ownership(
        errors,
        data.ownership,
        ctx.office.jurisdiction,
        operator.kind,
        partner_cpfs(session, operator.id),
        today,
    )
    return errors


def partner_cpfs(session: Session, operator_id: uuid.UUID) -> frozenset[str]:
    """The CPFs of the operator's partners or cooperados, who may lend it a vehicle under a
    comodato contract (Res. 105 art. 16 §2)."""
    return frozenset(session.scalars(select(Partner.cpf).where(Partner.operator_id == operator_id)))


def _apply(vehicle: Vehicle, data: VehicleInput, jurisdiction: str) -> None:
    """Copies the form; what the office's law does not ask (the van's act and the seal, in
    Roraima) is not taken from it: a new vehicle has them blank, and one registered before
    keeps what was stored, so a correction records no change the clerk did not make."""
    vehicle.plate = normalize_plate(data.plate)
    vehicle.renavam = normalize_renavam(data.renavam)
    vehicle.chassis = normalize_vin(data.chassis)
    vehicle.make = data.make.strip()
    vehicle.model = data.model.strip()
    vehicle.body = data.body.strip()
    vehicle.kind = data.kind
    if van_act_registered(jurisdiction):
        vehicle.van_authorisation_act = (
            data.van_authorisation_act.strip() if data.kind == "van" else ""
        )
    vehicle.adapted_for_comfort = data.adapted_for_comfort and data.kind == "onibus"
    vehicle.seats = data.seats
    vehicle.manufacture_year = data.manufacture_year
    vehicle.model_year = data.model_year
    vehicle.tachograph = data.tachograph.strip()
    if seal_registered(jurisdiction):
        vehicle.seal_number = data.seal_number.strip()
    apply_crlv(vehicle, CrlvInput(data.crlv_number, data.crlv_year, data.crlv_state), jurisdiction)
    vehicle.dpvat_reference = data.dpvat_reference.strip()
    vehicle.school = data.school
    vehicle.school_stripe = data.school and data.school_stripe
    vehicle.school_inspection_until = data.school_inspection_until if data.school else None
    vehicle.new_vehicle = data.new_vehicle
    vehicle.invoice_number = data.invoice_number.strip() if data.new_vehicle else ""
    vehicle.invoice_date = data.invoice_date if data.new_vehicle else None
    vehicle.invoice_issuer = data.invoice_issuer.strip() if data.new_vehicle else ""
    vehicle.delivered_on = data.delivered_on if data.new_vehicle else None
    apply_ownership(vehicle, data.ownership)


def apply_ownership(vehicle: Vehicle, ownership: OwnershipInput) -> None:
    """Copies the ownership fields of the chosen case; those of the other cases are blank."""
    case = ownership.ownership
    comodato = case in ("comodato_socio", "comodato_cooperado")
    vehicle.ownership = case
    vehicle.leasing_institution = (
        ownership.leasing_institution.strip() if (case == "leasing") else ""
    )
    vehicle.leasing_authorisation = (
        ownership.leasing_authorisation.strip() if (case == "leasing") else ""
    )
    vehicle.lender_name = ownership.lender_name.strip() if comodato else ""
    vehicle.lender_cpf = normalize_cpf(ownership.lender_cpf) if comodato else ""
    vehicle.contract_registry = ownership.contract_registry.strip() if comodato else ""
    vehicle.contract_number = ownership.contract_number.strip() if comodato else ""
    vehicle.contract_date = ownership.contract_date if comodato else None
    vehicle.contract_copies = ownership.contract_copies if comodato else 0
    vehicle.contract_ocb_filing = (
        ownership.contract_ocb_filing.strip() if (case == "comodato_cooperado") else ""
    )
    vehicle.lender_act = ownership.lender_act.strip() if comodato else ""
    vehicle.authorisation_act = ownership.authorisation_act.strip() if comodato else ""
    vehicle.authorised_on = ownership.authorised_on if comodato else None
    vehicle.ownership_certificate = ownership.ownership_certificate.strip()
    vehicle.maintenance_declaration_on = ownership.maintenance_declaration_on


def register_vehicle(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    data: VehicleInput,
    inspection: InspectionInput | None,
    policy: PolicyInput | None,
    key_dir: Path | None = None,
) -> Registered:
    """Registers the vehicle with its inspection report and policy and issues its CRV.

    `inspection` may be None only for a new vehicle within 60 days of its invoice (GO,
    arts. 17 III, 23 §4, 25); `policy` may be None only in Roraima (Lei 664 asks none at
    registration; Res. 105 art. 17 IV does). Field errors of the report are named
    `inspection.<field>`, of the policy `policy.<field>`.
    """
    require(ctx, Permission.VEHICLE_EDIT)
    with ctx.database.write() as session:
        operator = session.get(Operator, operator_id)
        if operator is None:
            raise NotFound("Operador não encontrado.")
        today = today_of(ctx)
        errors = _validate(session, ctx, data, operator, None)
        check_operator_standing(session, ctx, errors, operator, "operator_id", today)
        vinculada = vinculada_alone(ctx, operator)
        _check_request(ctx, errors, data, today, vinculada)
        _check_rr_age(ctx, errors, data, today)
        exemption = _check_new_vehicle(ctx, errors, data, today, vinculada)
        found = None
        if inspection is not None:
            found = check_inspection(
                session,
                ctx,
                errors,
                inspection,
                data.manufacture_year,
                data.school,
                data.delivered_on,
                "inspection.",
            )
            if not inspection.approved:
                errors.add(
                    "inspection.approved",
                    "Só o laudo aprovado permite o registro "
                    + (
                        f"({RR_SAFETY})."
                        if ctx.office.jurisdiction == "RR"
                        else f"({NO_INSPECTION_ARTICLES[vinculada]})."
                    ),
                )
            elif found is not None and found.valid_until < today:
                errors.add(
                    "inspection.inspected_on",
                    "Laudo vencido em "
                    f"{found.valid_until:%d/%m/%Y}: apresente vistoria em vigor "
                    "(Res. AGR 105/2017, art. 23).",
                )
        elif exemption is None or not exemption.covers(today):
            if "invoice_date" not in errors.messages:
                errors.add(
                    "inspection.report_number",
                    _no_inspection_message(data, exemption, ctx.office.jurisdiction, vinculada),
                )
        coverage = None
        if policy is not None:
            coverage = check_policy(
                errors,
                policy,
                operator,
                ctx.office.jurisdiction,
                "policy.",
                minimum_covers(session, ctx.office.jurisdiction),
            )
        elif ctx.office.jurisdiction == "GO":
            errors.add(
                "policy.policy_number",
                "Informe a apólice de seguro de responsabilidade "
                "civil em vigor (Res. AGR 105/2017, arts. 17, IV, e 50).",
            )
        if policy is not None and policy.ends_on is not None and policy.ends_on < today:
            errors.add(
                "policy.ends_on",
                "A apólice deve estar em vigor "
                + (
                    f"({vehicle_article('RR', 'insurance')})."
                    if ctx.office.jurisdiction == "RR"
                    else "(Res. AGR 105/2017, art. 17, IV)."
                ),
            )
        errors.raise_if_any()

        now = ctx.clock()
        vehicle = Vehicle(
            id=uuid.uuid4(),
            operator_id=operator.id,
            status=IN_FORCE,
            withdrawn=False,
            registered_on=today,
            created_by_id=ctx.actor.user_id,
            created_at=now,
            updated_at=now,
        )
        _apply(vehicle, data, ctx.office.jurisdiction)
        if ctx.office.jurisdiction == "GO":
            vehicle.request_signed_on = data.request_signed_on
            vehicle.request_notarised = data.request_notarised
        session.add(vehicle)
        session.flush()
        audit_vehicle(session, ctx, vehicle, "create", None)
        record_event(
            session,
            ctx,
            vehicle,
            "registro",
            today,
            f"Registrado para {operator.legal_name}",
            REGISTRATION_ARTICLES[vinculada]
            if ctx.office.jurisdiction == "GO"
            else "Lei 664/2008, arts. 27 e 28",
        )
        report = None
        if inspection is not None:
            report = add_inspection(session, ctx, vehicle, inspection, found)
        if policy is not None:
            assert coverage is not None  # check_policy read it, or raised above
            add_policy(session, ctx, vehicle, policy, coverage)
        _crv, issued = issue_crv(session, ctx, vehicle, report, key_dir)
        return Registered(vehicle_detail(session, vehicle, ctx.office.jurisdiction), issued)


def _no_inspection_message(
    data: VehicleInput, exemption, jurisdiction: str, vinculada: bool
) -> str:
    """`vinculada`: Goiás, the característica vinculada alone, whose report art. 56, IV asks
    by art. 23 (`NO_INSPECTION_ARTICLES`)."""
    if jurisdiction == "RR":
        return f"Apresente o laudo de vistoria aprovado do veículo ({RR_SAFETY})."
    if data.new_vehicle and exemption is not None:
        return (
            f"A dispensa de vistoria do veículo zero quilômetro terminou em "
            f"{exemption.last_day:%d/%m/%Y} (60 dias da nota fiscal, Res. AGR 105/2017, "
            "art. 17, III): apresente o laudo final de vistoria (art. 23, § 4º)."
        )
    return (
        "É vedado o registro de veículo sem inspeção de segurança veicular: apresente o "
        f"laudo final de vistoria ({NO_INSPECTION_ARTICLES[vinculada]})."
    )


def update_vehicle(ctx: ServiceContext, vehicle_id: uuid.UUID, data: VehicleInput) -> VehicleDetail:
    """Corrects the record (a new plate, a new CRLV, Goiás's seal...); inspections, policies
    and events have their own services. The issued CRV is not rewritten."""
    require(ctx, Permission.VEHICLE_EDIT)
    with ctx.database.write() as session:
        vehicle = load_vehicle(session, vehicle_id)
        if vehicle.status != IN_FORCE:
            raise ServiceError("O veículo não está registrado: o cadastro não se altera.")
        operator = session.get(Operator, vehicle.operator_id)
        assert operator is not None  # the vehicle's operator (foreign key)
        errors = _validate(session, ctx, data, operator, vehicle.id)
        if data.new_vehicle != vehicle.new_vehicle or (
            data.new_vehicle and data.invoice_date != vehicle.invoice_date
        ):
            errors.add(
                "new_vehicle",
                "A nota fiscal do veículo zero quilômetro é a do registro "
                + ("(Res. AGR 105/2017, art. 25) " if ctx.office.jurisdiction == "GO" else "")
                + "e não se altera.",
            )
        if ctx.office.jurisdiction == "GO" and (data.request_signed_on, data.request_notarised) != (
            vehicle.request_signed_on,
            vehicle.request_notarised,
        ):
            errors.add(
                "request_signed_on",
                "O requerimento é o do registro do veículo "
                f"({REQUEST_ARTICLES[vinculada_alone(ctx, operator)]}) e não se altera.",
            )
        errors.raise_if_any()
        before = vehicle_state(vehicle)
        _apply(vehicle, data, ctx.office.jurisdiction)
        vehicle.updated_at = ctx.clock()
        session.flush()
        if vehicle_state(vehicle) != before:
            audit_vehicle(session, ctx, vehicle, "update", before)
            record_event(
                session,
                ctx,
                vehicle,
                "alteracao",
                today_of(ctx),
                ", ".join(
                    sorted(
                        name
                        for name, value in vehicle_state(vehicle).items()
                        if before.get(name) != value
                    )
                ),
                "",
            )
        return vehicle_detail(session, vehicle, ctx.office.jurisdiction)
