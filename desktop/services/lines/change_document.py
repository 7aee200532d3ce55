"""The decision on a line's change request as a signed document (GO Decreto 8.444/2015,
art. 43; Lei RR 664/2008, arts. 50 and 57-61), issued in the register of documents like
every other: what was asked, the conditions it fails, the decision and the new version."""

import uuid

from sqlalchemy import select

from desktop.documents.kind import LINE_CHANGE_DECISION_KIND
from desktop.documents.line_change_data import LineChangeDecisionData
from desktop.models.line_changes import LineChangeDecision
from desktop.models.lines import LineVersion
from desktop.rules.dates import br_date
from desktop.rules.lines.fusion import fusion_outcome
from desktop.rules.numbers import br_km
from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing import Issued, issue_document
from desktop.services.errors import NotFound, ServiceError
from desktop.services.lines.change_records import APPROVED, change_requests
from desktop.services.lines.records import line_detail, load_line
from desktop.services.office.permissions import Permission, require


def print_change_decision(
    ctx: ServiceContext, line_id: uuid.UUID, request_id: uuid.UUID, key_dir=None
) -> Issued:
    """Issues the decision of the request; a request still in analysis has none to print."""
    require(ctx, Permission.LINE_VIEW)
    with ctx.database.write() as session:
        line = load_line(session, line_id)
        found = [row for row in change_requests(ctx, line.id, session) if row.id == request_id]
        if not found:
            raise NotFound("Pedido de alteração não encontrado.")
        (row,) = found
        if row.outcome is None:
            raise ServiceError("O pedido ainda está em análise: não há decisão a imprimir.")
        detail = line_detail(session, ctx, line)
        holder = detail.delegation_in_force or (
            detail.delegations[0] if detail.delegations else None
        )
        approved = row.outcome == APPROVED
        data = LineChangeDecisionData(
            line_code=detail.code,
            line_name=detail.name,
            operator=f"{holder.operator_name} — CNPJ {holder.operator_cnpj}" if holder else "",
            protocol=row.protocol,
            requested_on=row.requested_on,
            kind_label=row.kind_label,
            article=row.article,
            description=row.description,
            facts=row.facts_text,
            findings=tuple(f"{f.message} ({f.article})" for f in row.findings),
            approved=approved,
            decided_on=row.decided_on,
            reference=row.reference,
            reasons=row.reasons,
            new_version=_effect_text(session, row, detail, holder) if approved else "",
            issued_on=office_today(ctx),
        )
        return issue_document(
            ctx,
            session,
            LINE_CHANGE_DECISION_KIND,
            data,
            subject_ref=f"line_change:{row.id}",
            key_dir=key_dir,
        )


def _effect_text(session, row, detail, holder) -> str:
    """A GO fusion's effect (Decreto 8.444/2015, art. 3º XIX and art. 43 §9º): the new line
    and the merged lines cancelled; any other change's, `_version_text`."""
    if not row.resulting_code:
        return _version_text(session, row)
    outcome = fusion_outcome(holder.kind if holder else None)
    plan = outcome.plan((detail.code, *row.merged_line_codes), row.resulting_code)
    return f"Desde {br_date(row.effective_on)}: {plan}"


def _version_text(session, row) -> str:
    """The line's new version, or for a change of its timetables (GO art. 43 IV and VI) the
    date it takes effect, the itinerary unchanged."""
    version = session.scalar(
        select(LineVersion)
        .join(LineChangeDecision, LineChangeDecision.version_id == LineVersion.id)
        .where(LineChangeDecision.request_id == row.id)
    )
    if version is None:
        return f"Itinerário inalterado; em vigor desde {br_date(row.effective_on)}"
    return (
        f"Versão {version.number} desde {br_date(version.effective_on)}: {version.roads}, "
        f"{br_km(version.length_km)} km"
    )
