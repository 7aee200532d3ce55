"""The line's printed instruments, issued in the register of documents like every other: the
instrument that delegates it (GO Termo de Autorização, Decreto 8.444/2015 arts. 6º and 11, or
permission and concession contracts, arts. 7º-8º; RR concession contract, Lei RR 664/2008
arts. 13-17 and 24, or termo de compromisso, arts. 19-23) and a fare table (GO arts. 14-17;
RR arts. 29, inciso IV, 37-38). What each says by law comes from
`desktop.rules.lines.instruments`; each cites its own state's law only."""

import uuid
from decimal import Decimal

from sqlalchemy import select

from desktop.documents.data import OperatorIdentity
from desktop.documents.kind import (
    FARE_TABLE_KIND,
    LINE_AUTHORISATION_KIND,
    LINE_COMMITMENT_KIND,
    LINE_CONCESSION_KIND,
    LINE_PERMISSION_KIND,
)
from desktop.documents.line_documents_data import (
    DelegationInstrumentData,
    FareLine,
    FareTableData,
)
from desktop.models.lines import LineAct, LineDelegation, LineFareTable
from desktop.models.operators import Operator
from desktop.rules.dates import br_date
from desktop.rules.lines import instruments as rules
from desktop.rules.lines.delegation import DelegationKind
from desktop.rules.lines.fusion import awaiting_text
from desktop.rules.lines.outorga import instalment_schedule
from desktop.rules.lines.termo_basis import (
    correction_statement,
    termo_articles,
    termo_statement,
)
from desktop.rules.money import format_brl
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.errors import NotFound, ServiceError
from desktop.services.lines.fares_records import fare_tables
from desktop.services.lines.records import DelegationRow, LineDetail, line_detail, load_line
from desktop.services.lines.termo_basis_records import current_termo_basis, latest_correction
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.operators_records import full_address
from desktop.services.validation import format_cnpj

DOCUMENT_KINDS = {
    ("GO", DelegationKind.AUTORIZACAO): LINE_AUTHORISATION_KIND,
    ("GO", DelegationKind.PERMISSAO): LINE_PERMISSION_KIND,
    ("GO", DelegationKind.CONCESSAO): LINE_CONCESSION_KIND,
    ("RR", DelegationKind.CONCESSAO): LINE_CONCESSION_KIND,
    ("RR", DelegationKind.AUTORIZACAO): LINE_COMMITMENT_KIND,
}


def decimal_text(value: Decimal) -> str:
    return str(value).replace(".", ",")


def route_text(detail: LineDetail) -> str:
    return (
        f"{detail.origin} — {detail.destination}, {detail.roads}, "
        f"{decimal_text(detail.length_km)} km"
    )


def section_texts(detail: LineDetail) -> tuple[str, ...]:
    return tuple(
        f"km {decimal_text(point.km)}: {point.place} ({point.municipality})"
        for point in detail.points
        if point.kind == "secao"
    )


def holder_of(detail: LineDetail) -> DelegationRow:
    """The delegation in force, else the latest; a line without one has nothing to print."""
    delegation = detail.delegation_in_force or (
        detail.delegations[0] if detail.delegations else None
    )
    if delegation is None:
        awaiting = awaiting_text(detail.status)
        raise ServiceError(
            f"{awaiting} O documento é impresso com a delegatária que a opera."
            if awaiting
            else "A linha não tem delegação: o documento é impresso com a delegatária que a opera."
        )
    return delegation


def _outorga(item: LineDelegation, base: str) -> tuple[tuple[str, str], ...]:
    """The value of the outorga and its schedule (art. 11 §§4º-5º): each instalment with its
    due date and nominal value, corrected by the IGP-DI when paid."""
    assert item.outorga_total is not None and item.outorga_instalments is not None
    schedule = instalment_schedule(
        load_rulebook("GO"), item.outorga_total, item.signed_on, item.outorga_instalments
    )
    reduced = (
        f" Valor menor que o calculado, fixado pela {item.outorga_resolution} "
        "(Decreto 8.444/2015, art. 11, § 6º)."
        if item.outorga_resolution
        else ""
    )
    basis = (
        (("Cálculo da outorga", item.outorga_basis + "." + reduced),) if item.outorga_basis else ()
    )
    return (
        (
            "Valor da outorga",
            f"{format_brl(item.outorga_total)}, em {len(schedule)} parcela(s) semestral(is), "
            f"a 1ª no ato da assinatura, corrigidas pelo IGP-DI ({base}, V; art. 11 §§4º e 5º).",
        ),
        *basis,
        (
            "Parcelas da outorga",
            "; ".join(
                f"{each.number}ª em {br_date(each.due)}: {format_brl(each.amount)}"
                for each in schedule
            )
            + ".",
        ),
    )


def _termo_article(session, item: LineDelegation) -> tuple[tuple[str, str], ...]:
    """The Termo's article (Decreto 8.444/2015, arts. 11 or 12) and, when an act corrected
    it, that act."""
    correction = latest_correction(session, item.id)
    if correction is None:
        return (("Autorização", termo_statement(item.termo_basis)),)
    return (
        ("Autorização", termo_statement(correction.basis)),
        (
            "Correção do artigo",
            correction_statement(correction.basis, correction.act, br_date(correction.act_on)),
        ),
    )


def _conditions(session, jurisdiction: str, item: LineDelegation, row: DelegationRow):
    """What the instrument states beyond its clauses, as recorded from it."""
    if jurisdiction == "GO" and item.kind == DelegationKind.AUTORIZACAO:
        base = "art. 6º §1º"
        publication = session.scalar(
            select(LineAct).where(LineAct.delegation_id == item.id, LineAct.kind == "publicacao")
        )
        reference = item.publication or (publication.reference if publication else "")
        published = (
            f"Extrato publicado em {br_date(row.published_on)}"
            + (f" ({reference})" if reference else "")
            + ": termo eficaz (Decreto 8.444/2015, art. 6º, § 2º)."
            if row.published_on
            else "Extrato ainda não publicado: o termo não tem eficácia (Decreto 8.444/2015, "
            "art. 6º, § 2º)."
        )
        return (
            *_termo_article(session, item),
            ("TRCF", f"Pagamento previsto ({base}, III)."),
            ("Tarifa", f"Liberdade de preços ({base}, IV; art. 15)."),
            *_outorga(item, base),
            ("Prazo de vigência", f"{item.term_years} anos ({base}, VI)."),
            (
                "Frota mínima",
                f"{item.minimum_fleet} veículo(s), idade média de "
                f"{decimal_text(item.fleet_average_age or Decimal(0))} anos de fabricação "
                f"({base}, VII).",
            ),
            ("Extinção", f"Hipóteses previstas ({base}, VIII)."),
            ("Publicação", published),
        )
    conditions = []
    if item.bidding:
        conditions.append(("Licitação", item.bidding))
    if item.homologated_on:
        conditions.append(("Homologação", br_date(item.homologated_on)))
    if item.renews_id:
        renewed = session.get(LineDelegation, item.renews_id)
        conditions.append(
            ("Prorrogação de", f"nº {renewed.number}, até {br_date(renewed.last_day)}")
        )
    elif jurisdiction == "RR" and item.kind == DelegationKind.CONCESSAO:
        conditions.append(
            ("Início da operação", f"{br_date(item.starts_on)} (Lei RR 664/2008, art. 24)")
        )
    return tuple(conditions)


def print_delegation(ctx: ServiceContext, delegation_id: uuid.UUID, key_dir=None) -> Issued:
    """Issues the instrument of the delegation as its state's law names it."""
    require(ctx, Permission.LINE_VIEW)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        item = session.get(LineDelegation, delegation_id)
        if item is None:
            raise NotFound("Delegação não encontrada.")
        line = load_line(session, item.line_id)
        detail = line_detail(session, ctx, line)
        (row,) = [found for found in detail.delegations if found.id == item.id]
        operator = session.get(Operator, item.operator_id)
        assert operator is not None  # operator_id is a foreign key
        basis = current_termo_basis(session, item)
        text = rules.instrument(jurisdiction, item.kind, detail.length_km, basis)
        data = DelegationInstrumentData(
            title=text.title,
            line_code=detail.code,
            line_name=detail.name,
            service_kind=detail.service_kind_label,
            route=route_text(detail),
            sections=section_texts(detail),
            operator=OperatorIdentity(
                operator.legal_name,
                operator.trade_name,
                format_cnpj(operator.cnpj),
                full_address(operator),
            ),
            number=item.number,
            signed_on=item.signed_on,
            term=f"de {br_date(item.starts_on)} a {br_date(item.last_day)}",
            conditions=_conditions(session, jurisdiction, item, row),
            clauses=text.clauses,
            issued_on=office_today(ctx),
            basis=(termo_articles(basis),)
            if jurisdiction == "GO" and item.kind == DelegationKind.AUTORIZACAO
            else (),
        )
        return issue_document(
            ctx,
            session,
            DOCUMENT_KINDS[(jurisdiction, DelegationKind(item.kind))],
            data,
            subject_ref=f"line:{line.id}",
            key_dir=key_dir,
        )


def print_fare_table(ctx: ServiceContext, table_id: uuid.UUID, key_dir=None) -> Issued:
    """Issues the fare table from its date, with the line's delegatária and delegation."""
    require(ctx, Permission.LINE_VIEW)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        table = session.get(LineFareTable, table_id)
        if table is None:
            raise NotFound("Tabela de tarifas não encontrada.")
        line = load_line(session, table.line_id)
        detail = line_detail(session, ctx, line)
        delegation = holder_of(detail)
        (row,) = [found for found in fare_tables(ctx, line.id, session) if found.id == table.id]
        details = []
        if row.communicated_on:
            details.append(
                (
                    "Comunicada em",
                    f"{br_date(row.communicated_on)} (Decreto 8.444/2015, art. 15 §1º)",
                )
            )
        if row.coefficient is not None:
            details.append(
                (
                    "Coeficiente tarifário",
                    f"R$ {decimal_text(row.coefficient)} por km (Lei RR 664/2008, art. 37)",
                )
            )
        if row.terminal_fee is not None:
            details.append(
                ("Tarifa de terminal", f"{format_brl(row.terminal_fee)} (Lei RR 664/2008, art. 38)")
            )
        data = FareTableData(
            line_code=detail.code,
            line_name=detail.name,
            route=route_text(detail),
            operator_name=delegation.operator_name,
            operator_cnpj=delegation.operator_cnpj,
            delegation=f"{delegation.kind_label} nº {delegation.number}, até "
            f"{br_date(delegation.last_day)}",
            regime=f"{row.label} ({row.article})",
            effective_from=row.effective_from,
            reference=row.reference,
            details=tuple(details),
            fares=tuple(
                FareLine(
                    item.origin, item.destination, decimal_text(item.km), format_brl(item.value)
                )
                for item in row.items
            ),
            notes=rules.fare_table_notes(jurisdiction, row.kind, row.terminal_fee is not None),
            issued_on=office_today(ctx),
        )
        return issue_document(
            ctx, session, FARE_TABLE_KIND, data, subject_ref=f"line:{line.id}", key_dir=key_dir
        )
