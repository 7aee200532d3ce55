"""Bars against a new registration: the caducity bars and the bars in force on a day.

A declared caducity bars the company and its partners or cooperados from applying again for
up to 2 years from the publication in the Diário Oficial (Res. 105 art. 70 §§3-4); a refusal
for forged documents bars the company for 180 days (art. 9 §3, written by
registration_decision). A revision revoking the caducity lifts its bars (art. 96). In
Roraima the bar is the one of Lei 664 art. 88 after a cassação (1 to 5 years as decided).
"""

import uuid
from datetime import date

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from desktop.models.operators import Operator, Partner, RegistrationBar
from desktop.models.sanctions import OperatorSanction
from desktop.rules.errors import RulesError
from desktop.services.context import ServiceContext
from desktop.services.errors import ValidationError
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.registration import dates
from desktop.services.registration.bars_records import BarRow, bar_row, bars_on
from desktop.services.registration.operators_records import load_operator

CASSATION_BAR_ARTICLE = "Lei RR 664/2008, art. 88"


def cassation_bar_until(session: Session, cnpj: str, cpfs: list[str], on: date) -> date | None:
    """Lei RR 664/2008, art. 88: a cassação bars the company and its titulares for 1 to 5
    years, as the CRE/RR decided (`declare_cassacao` records the last day). The last day of
    such a bar in force on `on` against this CNPJ, or against a company one of these partners
    (CPF) belongs to; None when there is none."""
    partner_of_cassada = select(Partner.id).where(
        Partner.operator_id == OperatorSanction.operator_id, Partner.cpf.in_(cpfs or [""])
    )
    return session.scalar(
        select(func.max(OperatorSanction.last_day)).where(
            OperatorSanction.kind == "cassacao",
            OperatorSanction.revoked_on.is_(None),
            OperatorSanction.decided_on <= on,
            OperatorSanction.last_day >= on,
            or_(OperatorSanction.cnpj == cnpj, partner_of_cassada.exists()),
        )
    )


def barred_message(session: Session, operator: Operator, on: date) -> str | None:
    """Who of the company (CNPJ) and its partners or cooperados (CPF) is barred from a new
    registration on `on`, until when and why (Res. 105, art. 9 §3; art. 70 §§3-4), or None."""
    cpfs = list(session.scalars(select(Partner.cpf).where(Partner.operator_id == operator.id)))
    bars = bars_on(session, operator.cnpj, cpfs, on)
    if not bars:
        return None
    who = "; ".join(
        f"{'empresa' if bar.cnpj else 'sócio ou cooperado'} {bar_row(bar).who} até "
        f"{bar.until:%d/%m/%Y} ({bar.article})"
        for bar in bars
    )
    return f"Impedido de novo registro: {who}."


def record_caducity_bar(
    ctx: ServiceContext,
    operator_id: uuid.UUID,
    published_on: date,
    until: date | None = None,
    process_id: uuid.UUID | None = None,
) -> list[BarRow]:
    """Caducity declared: the company and its partners or cooperados may not apply again for
    up to 2 years from the publication in the Diário Oficial (art. 70 §§3-4). `process_id` is
    the sanction process that declared it, so a revision revoking it lifts these bars."""
    require(ctx, Permission.REGISTRATION_DECIDE)
    with ctx.database.write() as session:
        operator = load_operator(session, operator_id)
        bar_term = dates.caducity_bar(ctx, published_on)
        try:
            end = bar_term.decided_end(until)
        except RulesError as error:
            raise ValidationError.from_rules(error) from error
        partners = list(session.scalars(select(Partner).where(Partner.operator_id == operator.id)))
        targets: list[tuple[str | None, str | None, str]] = [
            (operator.cnpj, None, bar_term.company_article)
        ]
        if bar_term.partners_article is not None:
            targets += [(None, p.cpf, bar_term.partners_article) for p in partners]
        rows = []
        for cnpj, cpf, article in targets:
            bar = RegistrationBar(
                id=uuid.uuid4(),
                cnpj=cnpj,
                cpf=cpf,
                reason="caducidade",
                article=article,
                starts_on=published_on,
                until=end,
                operator_id=operator.id,
                application_id=None,
                process_id=process_id,
                created_by_id=ctx.actor.user_id,
                created_at=ctx.clock(),
            )
            insert_audited(
                session, ctx, bar, "create", entity="registration_bar", at=bar.created_at
            )
            rows.append(bar_row(bar))
        return rows
