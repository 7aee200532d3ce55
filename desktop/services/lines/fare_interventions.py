"""The regulator's intervention in a GO line's free pricing (Decreto 8.444/2015, art. 15
§3º): for a determined period it fixes the maximum and minimum fare of the line, by an act
the office registers; a fare communicated for that period outside the limits is refused
(`desktop.services.lines.fares`); the recorded ones are read in `fares_records`.
Insert-only: an intervention ends by its period."""

import uuid
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from desktop.models.lines import LineDelegation, LineFareIntervention
from desktop.rules.dates import br_date
from desktop.rules.lines import fares as rules
from desktop.rules.lines.register import LineStatus
from desktop.rules.money import format_brl, parse_brl
from desktop.services.context import ServiceContext
from desktop.services.lines.acts import add_act
from desktop.services.lines.fares_records import interventions
from desktop.services.lines.records import load_line
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required


@dataclass(frozen=True)
class InterventionInput:
    minimum: str
    maximum: str
    starts_on: date | None
    ends_on: date | None
    reference: str


def _money(errors: FieldErrors, field: str, typed: str):
    if not typed.strip():
        return None
    value = parse_brl(typed)
    if value is None:
        errors.add(field, "Informe o valor em reais, como 45,00.")
    return value


def record_fare_intervention(
    ctx: ServiceContext, line_id: uuid.UUID, data: InterventionInput
) -> list[rules.Intervention]:
    """Registers the act that fixes the line's fare limits for its period, with an act in
    the line's history; only a GO line under a Termo de Autorização prices freely."""
    require(ctx, Permission.LINE_EDIT)
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        errors = FieldErrors()
        delegation = session.scalar(
            select(LineDelegation)
            .where(LineDelegation.line_id == line.id)
            .order_by(LineDelegation.starts_on.desc(), LineDelegation.created_at.desc())
        )
        regime = rules.fare_regime(
            ctx.office.jurisdiction, delegation.kind if delegation else None, False
        )
        if ctx.office.jurisdiction != "GO":
            errors.add("minimum", "Intervenção tarifária não prevista para as linhas deste estado.")
            errors.raise_if_any()
        if regime.kind != "comunicada" or line.status == LineStatus.EXTINTA:
            errors.add(
                "minimum",
                "A fixação de limites da tarifa é intervenção na liberdade tarifária da linha "
                f"por Termo de Autorização em vigor ({rules.INTERVENTION_ARTICLE}).",
            )
            errors.raise_if_any()
        minimum = _money(errors, "minimum", data.minimum)
        maximum = _money(errors, "maximum", data.maximum)
        for problem in rules.check_intervention(minimum, maximum, data.starts_on, data.ends_on):
            errors.add(problem.field, problem.message)
        errors.add(
            "reference",
            check_required(data.reference) and "Informe a resolução ou o ato da intervenção.",
        )
        errors.raise_if_any()
        assert minimum and maximum and data.starts_on and data.ends_on  # refused above
        row = LineFareIntervention(
            id=uuid.uuid4(),
            line_id=line.id,
            minimum=minimum,
            maximum=maximum,
            starts_on=data.starts_on,
            ends_on=data.ends_on,
            reference=data.reference.strip(),
            created_at=ctx.clock(),
            created_by_id=ctx.actor.user_id,
        )
        insert_audited(session, ctx, row, "create", at=row.created_at)
        add_act(
            session,
            ctx,
            line,
            "intervencao_tarifaria",
            data.starts_on,
            row.reference,
            rules.INTERVENTION_ARTICLE,
            f"Tarifa da linha entre {format_brl(minimum)} e {format_brl(maximum)} até "
            f"{br_date(data.ends_on)}.",
            row.created_at,
        )
        session.flush()
        return interventions(ctx, line.id, session)
