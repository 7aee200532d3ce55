"""Delegations of a line: record the instrument that lets a registered operator run it, the
publication of a GO Termo's extract (Decreto 8.444/2015 art. 6º §2º), the outorga's
instalments as debts (art. 11 §5º, `desktop.services.lines.outorga`), and the delegations
about to end. The law's decisions (instrument for the kind of service, items of the Termo,
terms, renewal, transfer) come from `desktop.rules.lines.delegation`; the Roraima long line's
second concession (Lei RR 664/2008, art. 12) from `desktop.rules.lines.exclusivity_rr`.

A delegation is never rewritten: a later publication is a dated act pointing at it, a renewal
a new delegation pointing at the one renewed (RR art. 14)."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import and_, select
from sqlalchemy.orm import Session

from desktop.models.lines import Line, LineAct, LineDelegation
from desktop.models.operators import Operator
from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.lines import delegation as rules
from desktop.rules.lines.delegation import DelegationKind, TermoItems
from desktop.rules.lines.fleet import check_delegatee
from desktop.rules.lines.outorga import OutorgaPrice, check_outorga_value
from desktop.rules.lines.register import AWAITING_DELEGATION, LineStatus
from desktop.rules.lines.second_itinerary_rr import preference_details, preference_problems
from desktop.rules.lines.termo_basis import check_termo_basis, termo_articles
from desktop.rules.money import parse_brl
from desktop.rules.rulebook import load_rulebook
from desktop.services.calendar import office_calendar, office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.lines.acts import add_act
from desktop.services.lines.exclusivity import exclusivity_problems
from desktop.services.lines.outorga import create_outorga_debts, instalment_problem
from desktop.services.lines.outorga_records import price_message, termo_price
from desktop.services.lines.records import LineDetail, line_detail, load_line
from desktop.services.lines.register import parse_km
from desktop.services.lines.second_itinerary import preference_of
from desktop.services.lines.transfers_records import holder_on, transfers_of
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.registration.crc_records import crc_detail, current_crc_row
from desktop.services.registration.summary_cancellation import summary_cancellation_of
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class DelegationInput:
    operator_id: uuid.UUID | None
    kind: str
    number: str
    signed_on: date | None
    published_on: date | None = None
    publication: str = ""
    trcf_paid: bool = False
    free_pricing: bool = False
    termo_basis: str = ""  # GO Termo: "art11" or "art12" (`desktop.rules.lines.termo_basis`)
    outorga_total: str = ""  # blank: the value computed by art. 11 §4º
    outorga_resolution: str = ""  # the resolution of art. 11 §6º behind a lower value
    outorga_instalments: int | None = None
    term_years: int | None = None
    minimum_fleet: int | None = None
    fleet_average_age: str = ""
    extinction_clause: bool = False
    bidding: str = ""
    homologated_on: date | None = None
    last_day: date | None = None
    renews_id: uuid.UUID | None = None
    # RR art. 5º § 1º: how the principal line's concessionária let its preference go (a
    # `second_itinerary_rr.Waived`) and the document in which it did.
    preference_waived: str = ""
    preference_reference: str = ""


def _add(errors: FieldErrors, problems) -> None:
    for problem in problems:
        errors.add(problem.field, problem.message)


def _check_operator(session, ctx, errors: FieldErrors, operator_id, today) -> Operator | None:
    """Only a registered operator receives a line: GO, the subjective requirements and
    financial regularity of art. 11 §1º (the registro cadastral of Res. AGR 105/2017,
    art. 13); RR, the registro cadastral of art. 7º, required again by art. 15, I."""
    if operator_id is None:
        errors.add("operator", "Escolha o operador delegatário.")
        return None
    operator = session.get(Operator, operator_id)
    if operator is None:
        errors.add("operator", "Operador não encontrado.")
        return None
    crc = current_crc_row(session, operator.id)
    cancelled = summary_cancellation_of(session, operator.id)
    if cancelled is not None:
        # Res. 105, art. 9 §4: the registration cancelled summarily receives no line.
        errors.add("operator", f"{operator.legal_name}: {cancelled.refusal()}")
    elif crc is None or not crc_detail(crc).is_valid_on(today):
        errors.add(
            "operator",
            f"{operator.legal_name} não tem registro cadastral em vigor: "
            + (
                "a delegação de linha exige o registro na AGR (Decreto 8.444/2015, art. 11 "
                "§1º; Res. AGR 105/2017, art. 13)."
                if ctx.office.jurisdiction == "GO"
                else "a delegação de linha exige o registro cadastral no CRE/RR "
                "(Lei RR 664/2008, arts. 7º e 15, I)."
            ),
        )
    return operator


def _term(session, ctx, errors: FieldErrors, line: Line, data: DelegationInput):
    """(starts_on, last_day, articles) of the instrument, or None when it can't be set."""
    jurisdiction = ctx.office.jurisdiction
    rulebook = load_rulebook(jurisdiction)
    signed = data.signed_on
    assert signed is not None  # the caller refused a missing signature date
    if jurisdiction == "GO" and data.kind == DelegationKind.AUTORIZACAO:
        price = _price(session, errors, line, data)
        items = TermoItems(
            data.trcf_paid,
            data.free_pricing,
            _outorga_value(data, price),
            data.term_years,
            data.minimum_fleet,
            parse_km(data.fleet_average_age) if data.fleet_average_age.strip() else None,
            data.extinction_clause,
        )
        _add(errors, check_termo_basis(data.termo_basis))
        _add(errors, rules.check_termo_items(rulebook, items))
        errors.add(
            "outorga_instalments",
            instalment_problem(rulebook, items.outorga_total, signed, data.outorga_instalments),
        )
        _add(errors, rules.go_authorisation_effective(signed, data.published_on))
        if "term_years" in errors.messages:
            return None
        assert data.term_years is not None  # check_termo_items refused it missing
        term = rules.go_authorisation_term(rulebook, signed, data.term_years)
        # The Termo rests on art. 6º and on art. 11 or 12, as its print says; its term on
        # art. 6º §1º, VI.
        basis = termo_articles(data.termo_basis)
        return term.starts_on, term.last_day, (basis, *term.articles), price
    if jurisdiction == "RR" and data.kind == DelegationKind.AUTORIZACAO:
        term = rules.rr_line_authorisation_term(rulebook, signed)
        return term.starts_on, term.last_day, term.articles, None
    errors.add(
        "bidding",
        None
        if data.bidding.strip() or data.renews_id
        else "Informe a licitação que precedeu o contrato "
        + (
            "(Decreto 8.444/2015, arts. 7º e 8º)."
            if jurisdiction == "GO"
            else "(Lei RR 664/2008, arts. 6º e 13)."
        ),
    )
    if jurisdiction == "GO":
        if data.last_day is None or data.last_day <= signed:
            errors.add(
                "last_day",
                "Informe o fim do prazo do contrato, fixado no edital, posterior à assinatura "
                "(Decreto 8.444/2015, arts. 7º e 8º).",
            )
            return None
        kind_article = rules.DELEGATION_KINDS["GO"][DelegationKind(data.kind)][1]
        return signed, data.last_day, (kind_article,), None
    renewals, renewed_last = 0, None
    if data.renews_id is not None:
        renewed = session.get(LineDelegation, data.renews_id)
        if renewed is None or renewed.line_id != line.id or renewed.kind != data.kind:
            errors.add("renews", "Escolha o contrato de concessão desta linha a prorrogar.")
            return None
        renewals, renewed_last, cursor = 1, renewed.last_day, renewed
        while cursor.renews_id is not None:
            renewals += 1
            cursor = session.get(LineDelegation, cursor.renews_id)
    concession, problems = rules.rr_concession_term(
        rulebook, office_calendar(ctx), signed, data.homologated_on, renewals, renewed_last
    )
    _add(errors, problems)
    if concession is None:
        return None
    return concession.starts_on, concession.last_day, concession.articles, None


def _price(session, errors: FieldErrors, line: Line, data: DelegationInput):
    """Art. 11 §4º: the Termo's price from the coefficient in force on its signature, and a
    typed value checked against it (§6º); None when it can't be computed."""
    assert data.signed_on is not None  # the caller refused a missing signature date
    if data.term_years is None or data.term_years < 1:
        return None  # check_termo_items asks for the term
    try:
        price = termo_price(session, line, data.signed_on, data.term_years)
    except RulesError as error:
        errors.add("outorga_total", price_message(error))
        return None
    typed = parse_brl(data.outorga_total) if data.outorga_total.strip() else None
    if data.outorga_total.strip() and typed is None:
        errors.add("outorga_total", "Informe o valor em reais, como 1.250.000,00.")
    _add(errors, check_outorga_value(price, typed, data.outorga_resolution))
    return price


def _outorga_value(data: DelegationInput, price: OutorgaPrice | None):
    """The value the Termo states: the one typed (checked by `_price`) or the computed one."""
    return parse_brl(data.outorga_total) if data.outorga_total.strip() else price and price.total


def _check_overlap(session, ctx, errors, line, data, operator, span) -> None:
    starts, last = span
    clash = session.execute(
        select(LineDelegation, Operator.legal_name)
        .join(Operator, Operator.id == LineDelegation.operator_id)
        .where(
            LineDelegation.line_id == line.id,
            and_(LineDelegation.starts_on <= last, LineDelegation.last_day >= starts),
        )
    ).first()
    if clash is None or clash[0].id == data.renews_id:
        return
    other, name = clash
    if operator is not None and other.operator_id != operator.id:
        problems = rules.check_transfer(ctx.office.jurisdiction, other.kind)
        if problems:
            _add(errors, problems)
            return
    errors.add(
        "signed_on",
        f"A linha já tem {rules.delegation_label(ctx.office.jurisdiction, other.kind)} nº "
        f"{other.number} ({name}) em vigor até {br_date(other.last_day)}.",
    )


def _waived_preference(session, ctx, line, data, operator, errors: FieldErrors) -> str:
    """RR art. 5º § 1º: the line created on the other itinerary of a principal line is
    delegated to another company than the principal's concessionária only once that one let
    the preference go; what the act records of it, "" when nothing is to be recorded. A
    renewal (art. 14) continues a delegation already made."""
    if operator is None or data.renews_id is not None:
        return ""
    preference = preference_of(session, ctx, line)
    if preference is None or preference.holder_id == operator.id:
        return ""
    problems = preference_problems(
        preference.principal_code,
        preference.holder,
        data.preference_waived,
        data.preference_reference,
    )
    _add(errors, problems)
    if problems:
        return ""
    return preference_details(preference.holder, data.preference_waived, data.preference_reference)


def _renewal_holder(session, line: Line, data: DelegationInput, operator, errors) -> None:
    """RR art. 14: the contract is renewed to the company holding it, the interessado once an
    art. 15 transfer has passed it on, not the one that signed it."""
    renewed = session.get(LineDelegation, data.renews_id) if data.renews_id else None
    if operator is None or renewed is None or renewed.line_id != line.id:
        return  # the operator's or the renewed contract's own field already asks for it
    holder = holder_on(renewed, transfers_of(session, line.id), renewed.last_day)
    if holder == operator.id:
        return
    name = session.get(Operator, holder).legal_name
    transferred = (
        ", a quem foi transferido (Lei RR 664/2008, art. 15)"
        if holder != renewed.operator_id
        else ""
    )
    errors.add(
        "operator",
        f"O contrato nº {renewed.number} é prorrogado à delegatária que o detém, "
        f"{name}{transferred}, não a {operator.legal_name} (Lei RR 664/2008, art. 14).",
    )


def _bid(jurisdiction: str, data: DelegationInput) -> bool:
    """A Roraima concession won in a bidding (arts. 6º and 13), not renewed (art. 14)."""
    return jurisdiction == "RR" and data.kind == DelegationKind.CONCESSAO and data.renews_id is None


def record_delegation(ctx: ServiceContext, line_id: uuid.UUID, data: DelegationInput) -> LineDetail:
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        today = office_today(ctx)
        errors = FieldErrors()
        if line.status == LineStatus.EXTINTA:
            errors.add("kind", "A linha está extinta: não recebe delegação.")
        operator = _check_operator(session, ctx, errors, data.operator_id, today)
        if operator is not None:
            _add(errors, check_delegatee(jurisdiction, operator.kind))
        _add(errors, rules.check_kind(jurisdiction, data.kind, line.service_kind))
        preference = _waived_preference(session, ctx, line, data, operator, errors)
        _renewal_holder(session, line, data, operator, errors)
        errors.add("number", check_required(data.number))
        if data.signed_on is None:
            errors.add("signed_on", "Informe a data de assinatura.")
        elif data.signed_on > today:
            errors.add("signed_on", "A assinatura não pode ter data futura.")
        if "kind" in errors.messages or "signed_on" in errors.messages:
            errors.raise_if_any()
        span = _term(session, ctx, errors, line, data)
        if span is not None:
            _check_overlap(session, ctx, errors, line, data, operator, span[:2])
        if span is not None and operator is not None and _bid(jurisdiction, data):
            # Lei RR 664/2008, art. 12: a long line's concession is not the same company's twice.
            _add(
                errors,
                exclusivity_problems(
                    session, load_rulebook(jurisdiction), line, operator.id, span[:2]
                ),
            )
        errors.raise_if_any()
        assert operator is not None and span is not None  # refused above when missing
        starts, last, articles, price = span
        now = ctx.clock()
        go_termo = jurisdiction == "GO" and data.kind == DelegationKind.AUTORIZACAO
        item = LineDelegation(
            id=uuid.uuid4(),
            line_id=line.id,
            operator_id=operator.id,
            kind=data.kind,
            number=data.number.strip(),
            signed_on=data.signed_on,
            starts_on=starts,
            last_day=last,
            published_on=data.published_on if go_termo else None,
            publication=data.publication.strip() if go_termo else "",
            trcf_paid=data.trcf_paid if go_termo else False,
            free_pricing=data.free_pricing if go_termo else False,
            termo_basis=data.termo_basis if go_termo else None,
            outorga_total=_outorga_value(data, price) if go_termo else None,
            outorga_computed=price.total if price else None,
            outorga_coefficient=price.coefficient.value if price else None,
            outorga_basis=price.basis if price else "",
            outorga_resolution=data.outorga_resolution.strip() if go_termo else "",
            outorga_instalments=data.outorga_instalments if go_termo else None,
            term_years=data.term_years if go_termo else None,
            minimum_fleet=data.minimum_fleet if go_termo else None,
            fleet_average_age=parse_km(data.fleet_average_age) if go_termo else None,
            extinction_clause=data.extinction_clause if go_termo else False,
            bidding=data.bidding.strip(),
            homologated_on=data.homologated_on,
            renews_id=data.renews_id,
            articles="; ".join(articles),
            created_by_id=ctx.actor.user_id,
            created_at=now,
        )
        session.add(item)
        session.flush()
        if go_termo:
            create_outorga_debts(session, ctx, line, item, operator)
        label = rules.delegation_label(jurisdiction, data.kind)
        # GO art. 43 §9º: the line a fusion originated runs from its delegation's registration.
        runs = LineStatus.EM_OPERACAO if line.status in AWAITING_DELEGATION else None
        add_act(
            session,
            ctx,
            line,
            "prorrogacao" if data.renews_id else "delegacao",
            data.signed_on,
            f"{label} nº {item.number}",
            item.articles,
            f"{operator.legal_name}, de {br_date(starts)} a {br_date(last)}."
            + (f" {preference}" if preference else ""),
            status=runs,
            delegation_id=item.id,
        )
        before = snapshot(line)
        line.status = runs or line.status
        line.operator_id = operator.id
        line.delegation_last_day = max(last, line.delegation_last_day or last)
        line.updated_at = now
        session.flush()
        record_audit(session, ctx.actor, "line_delegation", item.id, "create", None, snapshot(item))
        record_audit(session, ctx.actor, "line", line.id, "delegation", before, snapshot(line))
        return line_detail(session, ctx, line)


def record_publication(
    ctx: ServiceContext, delegation_id: uuid.UUID, published_on: date | None, reference: str
) -> LineDetail:
    """GO art. 6º §2º: the extract of the Termo published in the Diário Oficial, from which
    the Termo is effective; recorded as an act, the Termo itself unchanged."""
    require(ctx, Permission.LINE_EDIT)
    with ctx.database.write() as session:
        item = session.get(LineDelegation, delegation_id)
        if item is None:
            raise NotFound("Delegação não encontrada.")
        errors = FieldErrors()
        if ctx.office.jurisdiction != "GO" or item.kind != DelegationKind.AUTORIZACAO:
            errors.add("published_on", "Só o Termo de Autorização tem extrato publicado.")
        elif item.published_on is not None or _published_act(session, item.id) is not None:
            errors.add("published_on", "O extrato deste termo já foi publicado.")
        elif published_on is None:
            errors.add("published_on", "Informe a data da publicação no Diário Oficial.")
        else:
            _add(errors, rules.go_authorisation_effective(item.signed_on, published_on))
            if published_on > office_today(ctx):
                errors.add("published_on", "A publicação não pode ter data futura.")
        errors.add("publication", check_required(reference))
        errors.raise_if_any()
        line = load_line(session, item.line_id)
        add_act(
            session,
            ctx,
            line,
            "publicacao",
            published_on,
            reference.strip(),
            "Decreto 8.444/2015, art. 6º §2º",
            f"Extrato do Termo de Autorização nº {item.number} publicado: termo eficaz.",
            delegation_id=item.id,
        )
        session.flush()
        record_audit(
            session,
            ctx.actor,
            "line_delegation",
            item.id,
            "publication",
            None,
            {"published_on": published_on, "publication": reference.strip()},
        )
        return line_detail(session, ctx, line)


def _published_act(session: Session, delegation_id: uuid.UUID) -> LineAct | None:
    return session.scalar(
        select(LineAct).where(LineAct.delegation_id == delegation_id, LineAct.kind == "publicacao")
    )
