"""Who ends a Roraima line, and when (Lei RR 664/2008).

A line is extinguished either because the delegatária asked to cancel the object of its
delegation — and it then serves up to 60 days after the request (art. 69, XIV), counted as
art. 95 counts, so the line is extinct only after them — or by the CRE/RR's decision: the
cassação of a line's authorisation (art. 22), the penalty of cassação of the concession
(art. 87) or the cancellation of the delegation (art. 93), which owe no such days.
"""

from datetime import date
from enum import StrEnum

from desktop.rules.lines.register import LineProblem
from desktop.rules.lines.stoppage_rr import L664, service_after_request
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.rulebook import Rulebook


class ExtinctionBasis(StrEnum):
    PEDIDO = "pedido_delegataria"
    DECISAO = "decisao_cre"


EXTINCTION_BASES: dict[ExtinctionBasis, tuple[str, str]] = {
    ExtinctionBasis.PEDIDO: (
        "A pedido da delegatária (cancelamento da delegação)",
        f"{L664}, art. 69, XIV",
    ),
    ExtinctionBasis.DECISAO: (
        "Por decisão do CRE/RR (cassação ou cancelamento)",
        f"{L664}, arts. 22, 87 e 93",
    ),
}


def check_extinction(
    rulebook: Rulebook,
    calendar: OfficeCalendar,
    basis: str,
    requested_on: date | None,
    effective_on: date,
) -> list[LineProblem]:
    """The extinction on `effective_on` says who ends the line; asked by the delegatária on
    `requested_on`, it takes effect only after the 60 days of service of art. 69, XIV."""
    if basis not in set(ExtinctionBasis):
        return [
            LineProblem(
                "extinction_basis",
                "Informe quem extingue a linha: a delegatária, que pediu o cancelamento da "
                f"delegação ({L664}, art. 69, XIV), ou o CRE/RR, por decisão sua "
                f"({L664}, arts. 22, 87 e 93).",
            )
        ]
    if basis == ExtinctionBasis.DECISAO:
        return []
    return service_after_request(rulebook, calendar, requested_on, effective_on, "cancelamento")


def extinction_article(basis: str) -> str:
    return EXTINCTION_BASES[ExtinctionBasis(basis)][1]
