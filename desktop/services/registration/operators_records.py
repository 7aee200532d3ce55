"""Queries of `desktop.services.registration.operators`, read by its screens:
nothing here writes."""

import uuid
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator, Partner
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.municipalities import municipality_index
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.rr_standing import with_standing
from desktop.services.validation import (
    format_cep,
    format_cnpj,
    format_cpf,
    format_phone,
    normalize_cnpj,
)

STATUS_LABELS = {
    "sem_pedido": "Sem pedido de registro",
    "em_processo": "Pedido em andamento",
    "registrada": "Registrada (CRC emitido)",
    "indeferida": "Pedido indeferido",
    "arquivada": "Pedido arquivado",
    "cassada": "CRC cassado (caducidade)",
    "cancelada": "Registro cancelado sumariamente (Res. AGR 105/2017, art. 9º, § 4º)",
}


@dataclass(frozen=True)
class PartnerRow:
    id: uuid.UUID
    name: str
    cpf: str
    cpf_formatted: str
    qualification: str


@dataclass(frozen=True)
class OperatorDetail:
    id: uuid.UUID
    legal_name: str
    trade_name: str
    cnpj: str
    cnpj_formatted: str
    state_registration: str
    state_registration_exempt: bool
    kind: str
    establishment: str
    street: str
    number: str
    complement: str
    district: str
    municipality_code: str
    municipality_name: str
    uf: str
    cep: str
    phone: str
    email: str
    representative_name: str
    representative_cpf: str
    modalities: tuple[str, ...]
    status: str
    status_label: str
    created_at: datetime
    updated_at: datetime
    partners: tuple[PartnerRow, ...] = field(default_factory=tuple)

    @property
    def address_line(self) -> str:
        return full_address(self)


def split_codes(value: str) -> tuple[str, ...]:
    return tuple(value.split()) if value else ()


def full_address(item: Operator | OperatorDetail) -> str:
    municipality = municipality_index().get(item.municipality_code)
    place = f"{municipality.name}/{municipality.state}" if municipality else item.uf
    parts = [f"{item.street}, {item.number}"]
    if item.complement:
        parts.append(item.complement)
    parts += [item.district, place, f"CEP {format_cep(item.cep)}"]
    return " — ".join(parts)


def partners_of(session: Session, operator_id: uuid.UUID) -> list[Partner]:
    return list(
        session.scalars(
            select(Partner).where(Partner.operator_id == operator_id).order_by(Partner.name)
        )
    )


def load_operator(session: Session, operator_id: uuid.UUID) -> Operator:
    operator = session.get(Operator, operator_id)
    if operator is None:
        raise NotFound("Operador não encontrado.")
    return operator


def operator_detail(ctx: ServiceContext, session: Session, operator: Operator) -> OperatorDetail:
    """The operator as the screens show it; in Roraima its status carries the penalty in
    force (Lei RR 664/2008, arts. 84-88)."""
    municipality = municipality_index().get(operator.municipality_code)
    return OperatorDetail(
        id=operator.id,
        legal_name=operator.legal_name,
        trade_name=operator.trade_name,
        cnpj=operator.cnpj,
        cnpj_formatted=format_cnpj(operator.cnpj),
        state_registration=operator.state_registration,
        state_registration_exempt=operator.state_registration_exempt,
        kind=operator.kind,
        establishment=operator.establishment,
        street=operator.street,
        number=operator.number,
        complement=operator.complement,
        district=operator.district,
        municipality_code=operator.municipality_code,
        municipality_name=municipality.name if municipality else "",
        uf=operator.uf,
        cep=operator.cep,
        phone=format_phone(operator.phone),
        email=operator.email,
        representative_name=operator.representative_name,
        representative_cpf=operator.representative_cpf,
        modalities=split_codes(operator.modalities),
        status=operator.status,
        status_label=with_standing(ctx, session, operator.cnpj, STATUS_LABELS[operator.status]),
        created_at=operator.created_at,
        updated_at=operator.updated_at,
        partners=tuple(
            PartnerRow(p.id, p.name, p.cpf, format_cpf(p.cpf), p.qualification)
            for p in partners_of(session, operator.id)
        ),
    )


def get_operator(ctx: ServiceContext, operator_id: uuid.UUID) -> OperatorDetail:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        return operator_detail(ctx, session, load_operator(session, operator_id))


def find_operator_by_cnpj(ctx: ServiceContext, cnpj: str) -> OperatorDetail | None:
    require(ctx, Permission.OPERATOR_VIEW)
    with ctx.database.read() as session:
        operator = session.scalar(select(Operator).where(Operator.cnpj == normalize_cnpj(cnpj)))
        return operator_detail(ctx, session, operator) if operator else None
