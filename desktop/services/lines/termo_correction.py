"""The correction of the article of a GO Termo de Autorização recorded under the wrong one
(Decreto 8.444/2015, arts. 11 and 12) by its own dated act: the Termo is never rewritten; the
correction is a record of its own, with the act, its date, why and who, and an act at the end
of the line's history. From it the Termo's article, its credits (art. 12 §1º) and its print
follow the correction."""

import uuid
from dataclasses import dataclass
from datetime import date

from desktop.models.line_termo_corrections import TermoBasisCorrection
from desktop.models.lines import Line, LineDelegation
from desktop.rules.dates import br_date
from desktop.rules.lines.delegation import DelegationKind
from desktop.rules.lines.termo_basis import (
    correction_problems,
    termo_articles,
    termo_basis,
    termo_basis_number,
)
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.errors import NotFound
from desktop.services.lines.acts import add_act
from desktop.services.lines.records import LineDetail, line_detail
from desktop.services.lines.termo_basis_records import latest_correction, paid_with_credits
from desktop.services.office.audit import insert_audited
from desktop.services.office.permissions import Permission, require
from desktop.services.validation import FieldErrors, check_required

ACT_KIND = "correcao_termo"


@dataclass(frozen=True)
class TermoCorrectionInput:
    termo_basis: str
    act: str
    act_on: date | None
    reason: str


def correct_termo_basis(
    ctx: ServiceContext, delegation_id: uuid.UUID, data: TermoCorrectionInput
) -> LineDetail:
    """Records the correction; the line as it is now."""
    require(ctx, Permission.LINE_EDIT)
    today = office_today(ctx)
    with ctx.database.write() as session:
        delegation = session.get(LineDelegation, delegation_id)
        if (
            delegation is None
            or ctx.office.jurisdiction != "GO"
            or delegation.kind != DelegationKind.AUTORIZACAO
        ):
            raise NotFound("Termo de Autorização não encontrado.")
        line = session.get(Line, delegation.line_id)
        assert line is not None  # line_id is a foreign key
        last = latest_correction(session, delegation.id)
        current = termo_basis(last.basis if last is not None else delegation.termo_basis)
        errors = FieldErrors()
        for problem in correction_problems(
            current, data.termo_basis, paid_with_credits(session, delegation.id)
        ):
            errors.add(problem.field, problem.message)
        errors.add("act", check_required(data.act) and "Informe o ato que corrige o artigo.")
        if data.act_on is None:
            errors.add("act_on", "Informe a data do ato.")
        elif data.act_on > today:
            errors.add("act_on", "A data do ato não pode ser posterior a hoje.")
        elif data.act_on < delegation.signed_on:
            errors.add("act_on", "O ato não pode ser anterior à assinatura do Termo.")
        elif last is not None and data.act_on < last.act_on:
            # The Termo's article is its latest act's: an earlier one would change nothing.
            errors.add(
                "act_on",
                f"O ato não pode ser anterior ao da última correção ({last.act}, de "
                f"{br_date(last.act_on)}).",
            )
        errors.add(
            "reason", check_required(data.reason) and "Informe o motivo da correção do artigo."
        )
        errors.raise_if_any()
        assert data.act_on is not None  # refused above when missing
        now = ctx.clock()
        insert_audited(
            session,
            ctx,
            TermoBasisCorrection(
                delegation_id=delegation.id,
                previous=current,
                basis=data.termo_basis,
                act=data.act.strip(),
                act_on=data.act_on,
                reason=data.reason.strip(),
                created_by_id=ctx.actor.user_id,
                created_at=now,
            ),
            "create",
        )
        add_act(
            session,
            ctx,
            line,
            ACT_KIND,
            data.act_on,
            data.act.strip(),
            termo_articles(data.termo_basis),
            f"Termo nº {delegation.number}: artigo corrigido do art. "
            f"{termo_basis_number(current)} para o art. {termo_basis_number(data.termo_basis)}"
            f" pelo ato de {br_date(data.act_on)}. Motivo: {data.reason.strip()}",
            now,
            delegation_id=delegation.id,
        )
        return line_detail(session, ctx, line)
