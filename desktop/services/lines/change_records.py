"""Queries of the change requests on a line (GO Decreto 8.444/2015, art. 43; Lei RR
664/2008, arts. 50 and 57-61): each request in the order protocolled, with the analysis
stored when it was protocolled and its decision, as plain dataclasses."""

import json
import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select

from desktop.models.line_changes import (
    LineChangeCancellation,
    LineChangeDecision,
    LineChangeRequest,
)
from desktop.models.lines import LineVersion
from desktop.models.users import User
from desktop.rules.lines.change_requests import change_kind, fact_text
from desktop.services.context import ServiceContext
from desktop.services.lines.fusion import request_merged_lines
from desktop.services.lines.records import municipality_name
from desktop.services.office.permissions import Permission, require

APPROVED, REFUSED = "aprovada", "recusada"
OUTCOME_LABELS = {None: "Em análise", APPROVED: "Aprovada", REFUSED: "Recusada"}


@dataclass(frozen=True)
class FindingRow:
    reason: str
    article: str
    message: str


@dataclass(frozen=True)
class ChangeRequestRow:
    id: uuid.UUID
    kind: str
    kind_label: str
    article: str
    protocol: str
    requested_on: date
    description: str
    facts_text: str
    new_roads: str
    new_length_km: Decimal | None
    findings: tuple[FindingRow, ...]
    outcome: str | None
    decided_on: date | None
    effective_on: date | None
    reference: str
    reasons: str
    version_number: int | None
    decided_by: str
    # An approved change cancelled (Lei RR 664/2008, arts. 57 §2º and 62): when, by which act.
    cancelled_on: date | None = None
    cancellation: str = ""
    # GO art. 3º XIX: a fusion's other lines and the number of the line it originates.
    merged_line_codes: tuple[str, ...] = ()
    resulting_code: str = ""

    @property
    def outcome_label(self) -> str:
        if self.cancelled_on is not None:
            return "Aprovada, depois cancelada"
        return OUTCOME_LABELS[self.outcome]


def _section(request: LineChangeRequest) -> str:
    if not request.section_place:
        return ""
    where = municipality_name(request.section_municipality_code)
    if request.kind == "supressao_secao":
        return f"Seção a suprimir: {request.section_place}"
    if request.section_km is None:
        return f"Novo ponto terminal: {request.section_place} ({where})"
    km = str(request.section_km).replace(".", ",")
    return f"Nova seção: {request.section_place} ({where}), km {km}"


def change_requests(ctx: ServiceContext, line_id: uuid.UUID, session=None):
    """Every change request of the line, in the order protocolled, with its decision."""
    if session is None:
        require(ctx, Permission.LINE_VIEW)
        with ctx.database.read() as reading:
            return change_requests(ctx, line_id, reading)
    found = session.execute(
        select(
            LineChangeRequest,
            LineChangeDecision,
            LineVersion.number,
            User.display_name,
            LineChangeCancellation,
        )
        .outerjoin(LineChangeDecision, LineChangeDecision.request_id == LineChangeRequest.id)
        .outerjoin(
            LineChangeCancellation, LineChangeCancellation.request_id == LineChangeRequest.id
        )
        .outerjoin(LineVersion, LineVersion.id == LineChangeDecision.version_id)
        .outerjoin(User, User.id == LineChangeDecision.created_by_id)
        .where(LineChangeRequest.line_id == line_id)
        .order_by(LineChangeRequest.requested_on, LineChangeRequest.created_at)
    ).all()
    jurisdiction = ctx.office.jurisdiction
    rows = []
    for request, decision, number, by, cancelled in found:
        kind = change_kind(jurisdiction, request.kind)
        facts = json.loads(request.facts)
        rows.append(
            ChangeRequestRow(
                request.id,
                request.kind,
                kind.label,
                request.article,
                request.protocol,
                request.requested_on,
                request.description,
                "; ".join(
                    part
                    for part in (fact_text(jurisdiction, request.kind, facts), _section(request))
                    if part
                ),
                request.new_roads,
                request.new_length_km,
                tuple(FindingRow(*item) for item in json.loads(request.findings)),
                decision.outcome if decision else None,
                decision.decided_on if decision else None,
                decision.effective_on if decision else None,
                decision.reference if decision else "",
                decision.reasons if decision else "",
                number,
                by or "",
                cancelled.effective_on if cancelled else None,
                f"Cancelada desde {cancelled.effective_on:%d/%m/%Y} ({cancelled.reference}; "
                f"{cancelled.article}): {cancelled.reasons}"
                if cancelled
                else "",
                tuple(other.code for other in request_merged_lines(session, request)),
                request.resulting_code,
            )
        )
    return rows
