"""Register and update charter operators and their partners (Res. 105 arts. 5 and 8).

Every input is checked before anything is written; a bad field is a ValidationError naming
the field (`cnpj`, `email`, `partners.0.cpf`, ...). Every change is audited in the same
transaction.
"""

import uuid
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator, Partner
from desktop.rules.choices import (
    Establishment,
    OperatorKind,
    RegistrationModality,
    registration_modalities,
)
from desktop.rules.public_institutions import (
    needs_partners,
    needs_seat_in_state,
    needs_state_registration,
    registration_problems,
)
from desktop.rules.text import fold_text
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.municipalities import municipality_index
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import (
    OperatorDetail,
    load_operator,
    operator_detail,
    partners_of,
)
from desktop.services.registration.statewide_register import record_register
from desktop.services.validation import (
    FieldErrors,
    check_cep,
    check_cnpj,
    check_cpf,
    check_email,
    check_phone,
    check_required,
    normalize_cep,
    normalize_cnpj,
    normalize_cpf,
    normalize_email,
    normalize_phone,
)


@dataclass(frozen=True)
class PartnerInput:
    name: str
    cpf: str
    qualification: str


@dataclass(frozen=True)
class OperatorInput:
    """What the operator form sends; strings as typed (masks allowed)."""

    legal_name: str
    trade_name: str
    cnpj: str
    kind: str
    establishment: str
    street: str
    number: str
    district: str
    municipality_code: str
    cep: str
    phone: str
    email: str
    representative_name: str
    representative_cpf: str
    modalities: tuple[str, ...]
    partners: tuple[PartnerInput, ...]
    state_registration: str = ""
    state_registration_exempt: bool = False
    complement: str = ""


def _validate(
    session: Session, ctx: ServiceContext, data: OperatorInput, operator_id: uuid.UUID | None
) -> None:
    errors = FieldErrors()
    errors.add("legal_name", check_required(data.legal_name))
    errors.add("cnpj", check_cnpj(data.cnpj))
    if "cnpj" not in errors.messages:
        clash = session.scalar(select(Operator).where(Operator.cnpj == normalize_cnpj(data.cnpj)))
        if clash is not None and clash.id != operator_id:
            errors.add(
                "cnpj",
                f"Já existe operador com este CNPJ: {clash.legal_name}.",
            )
    rr = ctx.office.jurisdiction == "RR"
    if needs_state_registration(data.kind, data.modalities) and not data.state_registration_exempt:
        errors.add(
            "state_registration",
            check_required(data.state_registration)
            and (
                "Informe a inscrição estadual ou marque a isenção (documentação do cadastro, "
                "Lei RR 664/2008, art. 2º, parágrafo único)."
                if rr
                else "Informe a inscrição no CCE ou marque a isenção (Res. AGR 105/2017, art. "
                "9º, III)."
            ),
        )
    if data.kind not in OperatorKind.codes():
        errors.add(
            "kind",
            "Escolha empresa ou cooperativa (Lei RR 664/2008, art. 67)."
            if rr
            else "Escolha empresa ou cooperativa (Res. AGR 105/2017, art. 5º, parágrafo único) ou "
            "prefeitura ou instituição pública (art. 53, II).",
        )
    else:
        for name, message in registration_problems(
            ctx.office.jurisdiction, data.kind, tuple(data.modalities), len(data.partners)
        ).items():
            errors.add(name, message)
    if data.establishment not in Establishment.codes():
        errors.add("establishment", "Indique se o endereço é da sede ou de filial.")
    for name in ("street", "number", "district"):
        errors.add(name, check_required(getattr(data, name)))
    municipality = municipality_index().get(data.municipality_code or "")
    if municipality is None:
        errors.add("municipality_code", "Escolha o município na lista oficial do IBGE.")
    elif (
        ctx.office.jurisdiction == "GO"
        and municipality.state != "GO"
        and needs_seat_in_state(data.modalities)
    ):
        errors.add(
            "municipality_code",
            "O fretamento pede sede ou filial no Estado de Goiás (Res. AGR 105/2017, art. "
            "5º): informe o endereço em Goiás.",
        )
    errors.add("cep", check_cep(data.cep))
    errors.add("phone", check_phone(data.phone))
    errors.add("email", check_email(data.email))
    errors.add("representative_name", check_required(data.representative_name))
    errors.add("representative_cpf", check_cpf(data.representative_cpf))
    if not data.modalities:
        errors.add(
            "modalities",
            "Escolha ao menos um serviço (Lei RR 664/2008, art. 2º)."
            if rr
            else "Escolha ao menos uma modalidade (Res. AGR 105/2017, art. 8º, VI).",
        )
    elif any(code not in RegistrationModality.codes() for code in data.modalities):
        errors.add("modalities", "Modalidade desconhecida.")
    elif not set(data.modalities) <= {
        modality.value for modality in registration_modalities(ctx.office.jurisdiction)
    }:
        errors.add(
            "modalities",
            "A Lei RR 664/2008 (art. 2º) autoriza viagem especial, eventual, de turismo, "
            "fretamento e transporte escolar; não a característica vinculada.",
        )
    if not data.partners and needs_partners(data.kind, data.modalities):
        errors.add(
            "partners",
            "Informe ao menos um sócio ou cooperado, com nome e qualificação: o impedimento "
            "após a cassação alcança os titulares (Lei RR 664/2008, art. 88)."
            if rr
            else "Informe ao menos um sócio ou cooperado, com nome e qualificação "
            "(Res. AGR 105/2017, art. 8º, V).",
        )
    seen: set[str] = set()
    for index, partner in enumerate(data.partners):
        errors.add(f"partners.{index}.name", check_required(partner.name))
        errors.add(f"partners.{index}.qualification", check_required(partner.qualification))
        cpf_message = check_cpf(partner.cpf)
        if cpf_message is None and normalize_cpf(partner.cpf) in seen:
            cpf_message = "CPF repetido na lista de sócios."
        errors.add(f"partners.{index}.cpf", cpf_message)
        seen.add(normalize_cpf(partner.cpf))
    errors.raise_if_any()


def _apply(operator: Operator, data: OperatorInput) -> None:
    municipality = municipality_index().get(data.municipality_code)
    assert municipality is not None  # _validate refused a code not in the IBGE list
    operator.legal_name = data.legal_name.strip()
    operator.trade_name = data.trade_name.strip()
    operator.cnpj = normalize_cnpj(data.cnpj)
    # Res. 105, art. 56: a public institution (art. 53, II) or a company of the vinculada
    # alone presents no CCE.
    asked = needs_state_registration(data.kind, data.modalities)
    operator.state_registration = (
        data.state_registration.strip() if asked and not data.state_registration_exempt else ""
    )
    operator.state_registration_exempt = asked and data.state_registration_exempt
    operator.kind = data.kind
    operator.establishment = data.establishment
    operator.street = data.street.strip()
    operator.number = data.number.strip()
    operator.complement = data.complement.strip()
    operator.district = data.district.strip()
    operator.municipality_code = municipality.code
    operator.uf = municipality.state
    operator.cep = normalize_cep(data.cep)
    operator.phone = normalize_phone(data.phone)
    operator.email = normalize_email(data.email)
    operator.representative_name = data.representative_name.strip()
    operator.representative_cpf = normalize_cpf(data.representative_cpf)
    operator.modalities = " ".join(
        code for code in RegistrationModality.codes() if code in data.modalities
    )
    operator.sort_name = fold_text(operator.legal_name)[:200]
    operator.search_text = f"{fold_text(operator.legal_name)} | {fold_text(operator.trade_name)}"


def _replace_partners(
    session: Session, ctx: ServiceContext, operator: Operator, partners: tuple[PartnerInput, ...]
) -> None:
    existing = {p.cpf: p for p in partners_of(session, operator.id)}
    wanted = {normalize_cpf(p.cpf): p for p in partners}
    for cpf, stale in existing.items():
        if cpf not in wanted:
            session.delete(stale)
    for cpf, partner in wanted.items():
        row = existing.get(cpf)
        if row is None:
            row = Partner(
                id=uuid.uuid4(), operator_id=operator.id, cpf=cpf, created_by_id=ctx.actor.user_id
            )
            session.add(row)
        row.name = partner.name.strip()
        row.qualification = partner.qualification.strip()
    session.flush()


def _audit_state(session: Session, operator: Operator) -> dict:
    state = snapshot(operator, exclude=frozenset({"sort_name", "search_text", "updated_at"}))
    state["partners"] = [
        {"name": p.name, "cpf": p.cpf, "qualification": p.qualification}
        for p in partners_of(session, operator.id)
    ]
    return state


def create_operator(ctx: ServiceContext, data: OperatorInput) -> OperatorDetail:
    require(ctx, Permission.OPERATOR_EDIT)
    with ctx.database.write() as session:
        _validate(session, ctx, data, None)
        now = ctx.clock()
        operator = Operator(
            id=uuid.uuid4(),
            status="sem_pedido",
            created_by_id=ctx.actor.user_id,
            created_at=now,
            updated_at=now,
        )
        _apply(operator, data)
        session.add(operator)
        session.flush()
        _replace_partners(session, ctx, operator, data.partners)
        record_register(session, operator, "cadastrada, ainda sem CRC", now, office_today(ctx))
        record_audit(
            session,
            ctx.actor,
            "operator",
            operator.id,
            "create",
            None,
            _audit_state(session, operator),
            at=now,
        )
        return operator_detail(ctx, session, operator)


def update_operator(
    ctx: ServiceContext, operator_id: uuid.UUID, data: OperatorInput
) -> OperatorDetail:
    require(ctx, Permission.OPERATOR_EDIT)
    with ctx.database.write() as session:
        operator = load_operator(session, operator_id)
        _validate(session, ctx, data, operator.id)
        before = _audit_state(session, operator)
        _apply(operator, data)
        operator.updated_at = ctx.clock()
        session.flush()
        _replace_partners(session, ctx, operator, data.partners)
        after = _audit_state(session, operator)
        if after != before:
            record_audit(
                session,
                ctx.actor,
                "operator",
                operator.id,
                "update",
                before,
                after,
                at=operator.updated_at,
            )
        return operator_detail(ctx, session, operator)
