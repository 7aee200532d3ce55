"""Queries of the register of lines: the lazy list by number, name or municipality, and a
line's detail (current version with its itinerary and points, delegations, history), as
plain dataclasses. Helpers shared by the commands live here too."""

import uuid
from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from sqlalchemy import Select, bindparam, select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineAct, LineDelegation, LinePoint, LineVersion
from desktop.models.operators import Operator
from desktop.models.users import User
from desktop.rules.dates import br_date
from desktop.rules.lines.delegation import delegation_label, is_effective
from desktop.rules.lines.register import (
    POINT_LABELS,
    STATUS_LABELS,
    service_kind_label,
)
from desktop.rules.lines.termo_basis import corrected_articles, correction_statement
from desktop.rules.text import fold_text
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.lines.stoppages import stoppage_text
from desktop.services.lines.termo_basis_records import latest_correction
from desktop.services.lines.transfers_records import holder_on, transfers_of
from desktop.services.municipalities import municipality_index
from desktop.services.office.permissions import Permission, checked_rows, require, roles_column
from desktop.services.search.keyset import after_cursor, cursor_values
from desktop.services.text import like_escape
from desktop.services.validation import format_cnpj

MAX_LIMIT = 500

ACT_LABELS = {
    "criacao": "Criação da linha",
    "delegacao": "Delegação",
    "prorrogacao": "Prorrogação da delegação",
    "transferencia": "Transferência da concessão",
    "cancelamento_horarios": "Cancelamento de horários",
    "paralisacao_parcial": "Paralisação parcial autorizada",
    "fim_paralisacao_parcial": "Fim da paralisação parcial",
    "em_operacao": "Retomada da operação",
    "paralisada": "Paralisação autorizada",
    "suspensa": "Suspensão",
    "extinta": "Extinção",
    "fusao": "Cancelamento por fusão",
    "correcao_termo": "Correção do artigo do Termo",
    "publicacao": "Publicação do extrato do termo",
    "tarifa": "Tabela de tarifas",
    "intervencao_tarifaria": "Intervenção tarifária",
    "horarios": "Quadro de horários",
    "alteracao": "Alteração da linha aprovada",
    "alteracao_recusada": "Alteração da linha recusada",
    "alteracao_cancelada": "Alteração da linha cancelada",
}


def municipality_name(code: str) -> str:
    found = municipality_index().get(code) if code else None
    return found.name if found else code


def search_text_of(line: Line) -> str:
    return fold_text(
        " ".join(
            (
                line.code,
                line.name,
                municipality_name(line.origin_code),
                municipality_name(line.destination_code),
            )
        )
    )[:600]


@dataclass(frozen=True)
class LineCursor:
    code: str
    id: uuid.UUID


class LineRow(NamedTuple):
    """One row of the list (a named tuple, as the operators' rows: a frozen dataclass
    cost three times as much to build, a tenth of a page; issue 18 §3)."""

    id: uuid.UUID
    code: str
    name: str
    origin: str
    destination: str
    status_label: str
    operator_name: str


@dataclass(frozen=True)
class LinePage:
    rows: tuple[LineRow, ...]
    next_cursor: LineCursor | None


@dataclass(frozen=True)
class PointRow:
    position: int
    kind: str
    kind_label: str
    place: str
    municipality_code: str
    municipality: str
    km: Decimal


@dataclass(frozen=True)
class DelegationRow:
    id: uuid.UUID
    kind: str
    kind_label: str
    number: str
    operator_id: uuid.UUID
    operator_name: str
    operator_cnpj: str
    signed_on: date
    starts_on: date
    last_day: date
    published_on: date | None
    publication: str
    outorga_total: Decimal | None
    minimum_fleet: int | None
    fleet_average_age: Decimal | None
    bidding: str
    renews_id: uuid.UUID | None
    articles: str
    effective: bool
    # The company that signed the contract when another holds it now (Lei RR 664/2008, art. 15).
    signed_by: str = ""


@dataclass(frozen=True)
class ActRow:
    sequence: int
    kind: str
    label: str
    effective_on: date
    reference: str
    article: str
    status_label: str
    details: str
    by: str


@dataclass(frozen=True)
class LineDetail:
    id: uuid.UUID
    code: str
    name: str
    status: str
    status_label: str
    service_kind: str
    service_kind_label: str
    parent_line_id: uuid.UUID | None
    parent_line_code: str
    origin_code: str
    origin: str
    destination_code: str
    destination: str
    origin_terminal: str
    destination_terminal: str
    roads: str
    length_km: Decimal
    version_number: int
    version_effective_on: date
    points: tuple[PointRow, ...]
    delegations: tuple[DelegationRow, ...]
    acts: tuple[ActRow, ...]
    # The stoppage the line is in, with its term (GO art. 25; RR art. 55); "" otherwise.
    stoppage: str = ""

    @property
    def delegation_in_force(self) -> DelegationRow | None:
        return next((item for item in self.delegations if item.effective), None)


def version_on(session: Session, line_id: uuid.UUID, at: date) -> LineVersion | None:
    """The version of the line in force on `at`: the latest one effective by then."""
    return session.scalar(
        select(LineVersion)
        .where(LineVersion.line_id == line_id, LineVersion.effective_on <= at)
        .order_by(LineVersion.effective_on.desc(), LineVersion.number.desc())
    )


def load_line(session: Session, line_id: uuid.UUID) -> Line:
    line = session.get(Line, line_id)
    if line is None:
        raise NotFound("Linha não encontrada.")
    return line


def delegation_row(
    jurisdiction: str,
    item: LineDelegation,
    operator: Operator,
    today: date,
    published: dict[uuid.UUID, date],
    signed_by: str = "",
) -> DelegationRow:
    """`published`: the dates of the publication acts recorded after the Termo (GO art. 6º
    §2º), by delegation; `operator` the delegatária on `today`, `signed_by` the company that
    signed it when a transfer changed it (Lei RR 664/2008, art. 15)."""
    published_on = item.published_on or published.get(item.id)
    return DelegationRow(
        item.id,
        item.kind,
        delegation_label(jurisdiction, item.kind),
        item.number,
        operator.id,
        operator.legal_name,
        format_cnpj(operator.cnpj),
        item.signed_on,
        item.starts_on,
        item.last_day,
        published_on,
        item.publication,
        item.outorga_total,
        item.minimum_fleet,
        item.fleet_average_age,
        item.bidding,
        item.renews_id,
        item.articles,
        is_effective(jurisdiction, item.kind, item.starts_on, item.last_day, published_on, today),
        signed_by,
    )


def _delegation_row_today(session, jurisdiction, item, signatory, today, published, transfers):
    """The row of `item` naming its delegatária on `today`, after any transfer (art. 15),
    and a GO Termo's article as its latest correction says (Decreto 8.444/2015, arts. 11 and
    12)."""
    holder = holder_on(item, transfers, today)
    if holder == signatory.id:
        row = delegation_row(jurisdiction, item, signatory, today, published)
    else:
        current = session.get(Operator, holder)
        row = delegation_row(jurisdiction, item, current, today, published, signatory.legal_name)
    correction = latest_correction(session, item.id)
    if correction is None:
        return row
    statement = correction_statement(correction.basis, correction.act, br_date(correction.act_on))
    return replace(
        row,
        articles=corrected_articles(item.articles, item.termo_basis, correction.basis, statement),
    )


def line_detail(session: Session, ctx: ServiceContext, line: Line) -> LineDetail:
    jurisdiction = ctx.office.jurisdiction
    version = session.get(LineVersion, line.current_version_id)
    assert version is not None  # current_version_id is a foreign key
    points = session.scalars(
        select(LinePoint).where(LinePoint.version_id == version.id).order_by(LinePoint.position)
    ).all()
    today = office_today(ctx)
    delegations = session.execute(
        select(LineDelegation, Operator)
        .join(Operator, Operator.id == LineDelegation.operator_id)
        .where(LineDelegation.line_id == line.id)
        .order_by(LineDelegation.starts_on.desc(), LineDelegation.created_at.desc())
    ).all()
    acts = session.execute(
        select(LineAct, User.display_name)
        .join(User, User.id == LineAct.created_by_id)
        .where(LineAct.line_id == line.id)
        .order_by(LineAct.sequence)
    ).all()
    parent = session.get(Line, line.parent_line_id) if line.parent_line_id else None
    transfers = transfers_of(session, line.id)
    published = {
        act.delegation_id: act.effective_on
        for act, _ in acts
        if act.kind == "publicacao" and act.delegation_id is not None
    }
    return LineDetail(
        line.id,
        line.code,
        version.name,
        line.status,
        STATUS_LABELS[line.status],
        version.service_kind,
        service_kind_label(jurisdiction, version.service_kind),
        line.parent_line_id,
        parent.code if parent else "",
        version.origin_code,
        municipality_name(version.origin_code),
        version.destination_code,
        municipality_name(version.destination_code),
        version.origin_terminal,
        version.destination_terminal,
        version.roads,
        version.length_km,
        version.number,
        version.effective_on,
        tuple(
            PointRow(
                point.position,
                point.kind,
                POINT_LABELS[point.kind],
                point.place,
                point.municipality_code,
                municipality_name(point.municipality_code),
                point.km,
            )
            for point in points
        ),
        tuple(
            _delegation_row_today(session, jurisdiction, item, owner, today, published, transfers)
            for item, owner in delegations
        ),
        tuple(
            ActRow(
                act.sequence,
                act.kind,
                ACT_LABELS.get(act.kind, act.kind),
                act.effective_on,
                act.reference,
                act.article,
                STATUS_LABELS[act.status],
                act.details,
                by,
            )
            for act, by in acts
        ),
        stoppage_text(session, line, today),
    )


def get_line(ctx: ServiceContext, line_id: uuid.UUID) -> LineDetail:
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        return line_detail(session, ctx, load_line(session, line_id))


@lru_cache(maxsize=16)
def _line_page(matching: bool, after: bool, limit: int) -> Select:
    """Built once per shape, like every list's (issue 18 §3): the account's roles first,
    checked by the page's own statement, then only the columns a row shows."""
    query = select(
        roles_column(),
        Line.id,
        Line.code,
        Line.name,
        Line.origin_code,
        Line.destination_code,
        Line.status,
        Operator.legal_name,
    ).outerjoin(Operator, Operator.id == Line.operator_id)
    if matching:
        query = query.where(Line.search_text.like(bindparam("text_like"), escape="\\"))
    if after:
        query = query.where(after_cursor(Line.code, Line.id))
    return query.order_by(Line.code, Line.id).limit(limit + 1)


def search_lines(
    ctx: ServiceContext, text: str, after: LineCursor | None = None, limit: int = 50
) -> LinePage:
    """One page of the lines whose number, name or end municipality holds `text` (accents
    and case ignored; all when blank), by number; `next_cursor` is the next page's `after`."""
    limit = max(1, min(limit, MAX_LIMIT))
    folded = fold_text(text)
    values: dict[str, object] = {}
    if folded:
        values["text_like"] = f"%{like_escape(folded)}%"
    if after is not None:
        values |= cursor_values(after.code, after.id)
    query = _line_page(bool(folded), after is not None, limit)
    found = checked_rows(ctx, Permission.LINE_VIEW, query, values)
    more = len(found) > limit
    rows = tuple(
        LineRow(
            id_,
            code,
            name,
            municipality_name(origin),
            municipality_name(destination),
            STATUS_LABELS[status],
            operator or "",
        )
        for _roles, id_, code, name, origin, destination, status, operator in found[:limit]
    )
    return LinePage(rows, LineCursor(rows[-1].code, rows[-1].id) if more else None)


def lines_of_operator(ctx: ServiceContext, operator_id: uuid.UUID) -> list[LineRow]:
    """The lines delegated to the operator (its latest delegation on each), by number."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.read() as session:
        found = session.execute(
            select(Line, Operator.legal_name)
            .join(Operator, Operator.id == Line.operator_id)
            .where(Line.operator_id == operator_id)
            .order_by(Line.code)
        ).all()
    return [
        LineRow(
            line.id,
            line.code,
            line.name,
            municipality_name(line.origin_code),
            municipality_name(line.destination_code),
            STATUS_LABELS[line.status],
            name,
        )
        for line, name in found
    ]
