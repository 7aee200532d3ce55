"""Rulebook values updated after a release: Res. AGR 105/2017, art. 98 has the money values
updated yearly by the IGP-DI, so an administrator registers the new value with its effective
date and source, and every computation from that date on uses it."""

from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from desktop.models.rule_values import RuleValueUpdate
from desktop.rules.errors import RulesError
from desktop.rules.rulebook import DatedValue, Rulebook, load_rulebook
from desktop.services.context import ServiceContext
from desktop.services.errors import ValidationError
from desktop.services.office.audit import record_audit, snapshot
from desktop.services.office.permissions import Permission, require
from desktop.services.office.rule_values_records import RuleValue, list_rule_values, rule_values_in

# The column holds nine digits before the decimal comma (`RuleNumber`).
LARGEST = Decimal(10) ** 9


def _updates(values: list[RuleValue]) -> dict[str, list[DatedValue]]:
    updates: dict[str, list[DatedValue]] = {}
    for item in values:
        updates.setdefault(item.name, []).append(
            DatedValue(item.effective_from, item.value, item.source)
        )
    return updates


def rule_value_updates(ctx: ServiceContext) -> dict[str, list[DatedValue]]:
    return _updates(list_rule_values(ctx))


def office_rulebook(ctx: ServiceContext) -> Rulebook:
    """The rulebook of the office's jurisdiction with every registered update applied."""
    return load_rulebook(ctx.office.jurisdiction).with_updates(rule_value_updates(ctx))


def office_rulebook_in(session: Session, jurisdiction: str) -> Rulebook:
    """`office_rulebook` read inside a use case's own transaction."""
    return load_rulebook(jurisdiction).with_updates(_updates(rule_values_in(session, jurisdiction)))


def rule_value_errors(
    rulebook: Rulebook, name: str, effective_from: date, value: Decimal, source: str
) -> dict[str, str]:
    errors = {}
    if name not in rulebook.values:
        errors["name"] = f"A {rulebook.law} não tem o valor {name!r}."
    if effective_from < rulebook.in_force_from:
        errors["effective_from"] = (
            "A data é anterior à vigência do regulamento "
            f"({rulebook.in_force_from:%d/%m/%Y}; {rulebook.in_force_article})."
        )
    series = rulebook.values.get(name)
    asked = series.asked if series else "um valor positivo"
    decimals = series.decimals if series else 2
    if not isinstance(value, Decimal) or not value.is_finite() or value <= 0:
        errors["value"] = f"Informe {asked}."
    elif value != value.quantize(Decimal(1).scaleb(-decimals)):
        errors["value"] = f"Informe {asked} com até {decimals} casas decimais."
    elif value >= LARGEST:
        errors["value"] = f"Informe {asked} menor que 1.000.000.000."
    if not source:
        errors["source"] = "Informe a fonte: o ato que publicou o valor e a sua data."
    return errors


def register_rule_value(
    ctx: ServiceContext, name: str, effective_from: date, value: Decimal, source: str
) -> RuleValue:
    """Adds a dated value to the rulebook's series `name` (art. 98). The rulebook checks it:
    a known value name, a date within the rulebook's force, a positive amount, a source."""
    require(ctx, Permission.RULE_VALUE_MANAGE)
    name, source = name.strip(), source.strip()
    rulebook = load_rulebook(ctx.office.jurisdiction)
    errors = rule_value_errors(rulebook, name, effective_from, value, source)
    if not errors:
        try:
            rulebook.with_updates({name: [DatedValue(effective_from, value, source)]})
        except RulesError as error:
            errors["name"] = error.message
    if errors:
        raise ValidationError(errors)
    now = ctx.clock()
    with ctx.database.write() as session:
        clash = session.scalar(
            select(RuleValueUpdate.id).where(
                RuleValueUpdate.jurisdiction == ctx.office.jurisdiction,
                RuleValueUpdate.name == name,
                RuleValueUpdate.effective_from == effective_from,
            )
        )
        if clash is not None:
            raise ValidationError(
                {"effective_from": "Já há um valor registrado para esta data; nada foi alterado."}
            )
        row = RuleValueUpdate(
            jurisdiction=ctx.office.jurisdiction,
            name=name,
            effective_from=effective_from,
            value=value,
            source=source,
            created_at=now,
            created_by_id=ctx.actor.user_id,
        )
        session.add(row)
        session.flush()
        record_audit(session, ctx.actor, "rule_value", row.id, "create", None, snapshot(row), now)
        return RuleValue(name, effective_from, row.value, source, ctx.actor.display_name, now)
