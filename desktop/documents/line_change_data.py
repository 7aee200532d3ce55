"""Input of the decision on a change request of a regular line (GO Decreto 8.444/2015,
art. 43; Lei RR 664/2008, arts. 50 and 57-61): the request, the analysis of the article's
conditions, the decision and, for an approval, the line's new version. Apart from the
template so a service names it without loading ReportLab (issue 18)."""

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class LineChangeDecisionData:
    line_code: str
    line_name: str
    operator: str  # the delegatária and its CNPJ, or "" when the line has no delegation
    protocol: str
    requested_on: date
    kind_label: str
    article: str
    description: str
    facts: str
    findings: tuple[str, ...]  # each failing condition with its article
    approved: bool
    decided_on: date
    reference: str
    reasons: str
    # For an approval: "Versão 2 desde 01/07/2026: BR-153, 153,6 km", or for a change of the
    # timetables alone "Itinerário inalterado; em vigor desde 01/07/2026".
    new_version: str
    issued_on: date

    @property
    def issue_date(self) -> date:
        return self.issued_on

    def signed_fields(self) -> dict[str, str]:
        return {
            "linha": self.line_code,
            "protocolo": self.protocol,
            "decisao": "aprovada" if self.approved else "recusada",
            "data": self.decided_on.strftime("%Y%m%d"),
        }
