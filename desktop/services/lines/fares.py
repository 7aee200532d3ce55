"""Fare tables of a line as dated values (GO Decreto 8.444/2015 arts. 15-17; Lei RR 664/2008
arts. 37-38): record a table, list them, and answer the fares in force on a date.

The regime comes from the line's latest delegation (`rules.lines.fares.fare_regime`): a GO
Termo de Autorização means free pricing communicated 15 days ahead, within the limits of an
intervention in force (art. 15 §3º, `fare_interventions`); a permission or concession, fares
set at signature, readjusted yearly and revised every three years, with the line's monthly
statistics given (art. 16 and its sole paragraph); in RR a stretch left without a value gets
the worksheet's fare, the tariff coefficient in force times its km (art. 37)."""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import func, select

from desktop.models.lines import LineDelegation, LineFareItem, LineFareTable
from desktop.models.operators import Operator
from desktop.rules.errors import RulesError
from desktop.rules.legislation import REGISTER_VALUE
from desktop.rules.lines import fares as rules
from desktop.rules.lines.register import LineStatus
from desktop.rules.lines.tariff_data import check_accounting_data
from desktop.rules.money import parse_brl
from desktop.rules.rulebook import Rulebook
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.lines.acts import add_act
from desktop.services.lines.fares_records import FareTableRow, fare_tables, interventions
from desktop.services.lines.records import load_line
from desktop.services.lines.register import parse_km
from desktop.services.lines.statistics_records import line_late_months
from desktop.services.lines.tariff_data_records import given_periods, latest_delegation
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values import office_rulebook
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class FareItemInput:
    origin: str
    destination: str
    km: str
    value: str


@dataclass(frozen=True)
class FareTableInput:
    effective_from: date | None
    reference: str
    items: tuple[FareItemInput, ...]
    communicated_on: date | None = None
    readjustment: bool = False
    terminal_fee: str = ""
    revision: bool = False
    relevant_fact: str = ""


def _last_contract_act(session, delegation: LineDelegation, kind: str) -> date:
    """Art. 16: when the last readjustment or revision (`kind` "reajuste") or the last
    revision (`kind` "revisao") took effect; the contract's signature before any."""
    kinds = ("reajuste", "revisao") if kind == "reajuste" else ("revisao",)
    last = session.scalar(
        select(func.max(LineFareTable.effective_from)).where(
            LineFareTable.line_id == delegation.line_id,
            LineFareTable.kind.in_(kinds),
            LineFareTable.effective_from >= delegation.signed_on,
        )
    )
    return last or delegation.signed_on


def _fare_in_force_since(session, delegation: LineDelegation, today: date) -> date:
    """Art. 16, sole paragraph: when the contract's fare in force on `today` was set — its
    last readjustment or revision in effect by then, else the signature. An act recorded
    ahead of others not yet in force is calculated on the data given by `today`."""
    last = session.scalar(
        select(func.max(LineFareTable.effective_from)).where(
            LineFareTable.line_id == delegation.line_id,
            LineFareTable.kind.in_(("reajuste", "revisao")),
            LineFareTable.effective_from >= delegation.signed_on,
            LineFareTable.effective_from <= today,
        )
    )
    return last or delegation.signed_on


def _coefficient(rulebook: Rulebook, at: date, errors: FieldErrors) -> Decimal | None:
    try:
        return rulebook.value("coeficiente_tarifario", at).value
    except RulesError:
        errors.add(
            "items",
            "Não há coeficiente tarifário registrado em vigor nessa data: registre-o em "
            f"{REGISTER_VALUE} ou informe o valor de cada trecho (Lei RR 664/2008, art. 37).",
        )
        return None


def record_fare_table(ctx: ServiceContext, line_id: uuid.UUID, data: FareTableInput):
    """Stores the table from `effective_from`, with an act in the line's history."""
    require(ctx, Permission.LINE_EDIT)
    jurisdiction = ctx.office.jurisdiction
    rulebook = office_rulebook(ctx)
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        if line.status == LineStatus.EXTINTA:
            errors.add("effective_from", "A linha está extinta.")
        delegation = latest_delegation(session, line.id)
        if delegation is None:
            errors.add(
                "effective_from",
                "A linha ainda não tem delegação: as tarifas seguem o instrumento que a delega "
                + (
                    "(Decreto 8.444/2015, arts. 15 e 16)."
                    if jurisdiction == "GO"
                    else "(Lei RR 664/2008, arts. 13 e 37)."
                ),
            )
            errors.raise_if_any()
        assert delegation is not None  # refused above when missing
        regime = rules.fare_regime(jurisdiction, delegation.kind, data.readjustment, data.revision)
        errors.add("reference", check_required(data.reference))
        if data.effective_from is None:
            errors.add("effective_from", "Informe a data de início da vigência.")
            errors.raise_if_any()
        assert data.effective_from is not None  # refused above when missing
        if jurisdiction == "GO":
            for problem in rules.check_no_communication(regime, data.communicated_on):
                errors.add(problem.field, problem.message)
        if regime.kind == "comunicada":
            for problem in rules.check_notice(rulebook, data.communicated_on, data.effective_from):
                errors.add(problem.field, problem.message)
            if data.communicated_on and data.communicated_on > office_today(ctx):
                errors.add("communicated_on", "A comunicação não pode ter data futura.")
        if regime.kind in ("reajuste", "revisao"):
            since = _last_contract_act(session, delegation, regime.kind)
            today = office_today(ctx)
            holder = session.get(Operator, delegation.operator_id)
            assert holder is not None  # operator_id is a foreign key
            for problem in (
                rules.check_contract_act(
                    regime.kind, data.effective_from, since, data.relevant_fact
                )
                + rules.check_operational_data(line_late_months(session, line.id, today))
                + check_accounting_data(
                    given_periods(session, holder.id),
                    _fare_in_force_since(session, delegation, today),
                    today,
                    holder.legal_name,
                )
            ):
                errors.add(problem.field, problem.message)
        coefficient = None
        if jurisdiction == "RR" and any(not item.value.strip() for item in data.items):
            coefficient = _coefficient(rulebook, data.effective_from, errors)
        items = []
        for item in data.items:
            km = parse_km(item.km) or Decimal(0)
            value = parse_brl(item.value) if item.value.strip() else None
            if value is None and coefficient is not None:
                value = rules.rr_fare(coefficient, km)
            items.append(rules.FareItem(item.origin.strip(), item.destination.strip(), km, value))
        # The stretches' messages go together under the table of stretches.
        errors.add("items", "\n".join(problem.message for problem in rules.check_items(items)))
        if regime.kind == "comunicada":
            limits = rules.intervention_on(
                interventions(None, line.id, session), data.effective_from
            )
            for problem in rules.check_within_limits(items, limits):
                errors.add(problem.field, problem.message)
        fee = None
        if data.terminal_fee.strip():
            fee = parse_brl(data.terminal_fee)
            if fee is None or fee < 0 or jurisdiction != "RR":
                errors.add(
                    "terminal_fee",
                    "Tarifa de terminal: valor em reais, estabelecida pelo CRE/RR "
                    "(Lei RR 664/2008, art. 38).",
                )
        errors.raise_if_any()
        now = ctx.clock()
        table = LineFareTable(
            id=uuid.uuid4(),
            line_id=line.id,
            effective_from=data.effective_from,
            communicated_on=data.communicated_on if regime.kind == "comunicada" else None,
            kind=regime.kind,
            reference=data.reference.strip(),
            article=regime.article,
            coefficient=coefficient,
            terminal_fee=fee,
            relevant_fact=data.relevant_fact.strip() if regime.kind == "reajuste" else "",
            created_by_id=ctx.actor.user_id,
            created_at=now,
        )
        session.add(table)
        session.flush()
        for position, stretch in enumerate(items, start=1):
            session.add(
                LineFareItem(
                    id=uuid.uuid4(),
                    table_id=table.id,
                    position=position,
                    origin=stretch.origin,
                    destination=stretch.destination,
                    km=stretch.km,
                    value=stretch.value,
                )
            )
        add_act(
            session,
            ctx,
            line,
            "tarifa",
            data.effective_from,
            table.reference,
            regime.article,
            f"{regime.label}: {len(items)} trecho(s).",
            now,
        )
        session.flush()
        record_audit(
            session, ctx.actor, "line_fare_table", table.id, "create", None, snapshot(table)
        )
        return fare_tables(ctx, line.id, session)


def fares_in_force(ctx: ServiceContext, line_id: uuid.UUID, at: date) -> FareTableRow | None:
    """The fare table in force on `at` (None before the first)."""
    tables = fare_tables(ctx, line_id)
    return rules.in_force([(table.effective_from, table) for table in tables], at)
