"""The transfer of a Roraima concession contract (Lei RR 664/2008, art. 15): on the joint
request of the delegatária and the interessado, with the CRE/RR's express consent, when the
interessado

I - is inscribed in the registro cadastral de licitantes (art. 7º);
II - meets the requirements of the edital behind the concession (the analyst's finding);
III - and at least 50% of the concession's period has run.

The period is the contract's term (art. 14: 10 years) from its first day; the share that has
run on the transfer day counts the days before it, so a 10-year contract from 05/01/2021 has run
its half on 05/01/2026, not on the day before. An authorisation is not transferable at all
(art. 21, `delegation.check_transfer`)."""

from dataclasses import dataclass
from datetime import date, timedelta

from desktop.rules.dates import br_date
from desktop.rules.lines.register import LineProblem
from desktop.rules.rulebook import Rulebook

ARTICLE = "Lei RR 664/2008, art. 15"


@dataclass(frozen=True)
class TransferFacts:
    starts_on: date  # the contract's first day
    last_day: date  # its last day in force
    transfer_on: date  # the day of the CRE/RR's consent, from which the interessado holds it
    registered: bool  # I: the interessado's registro cadastral in force on that day
    edital_met: bool  # II: as the analyst found it


def earliest_transfer(rulebook: Rulebook, starts_on: date, last_day: date) -> date:
    """Art. 15, III: the first day on which the share of the term has run."""
    share = rulebook.period("concessao_transferencia_cumprido_percentual").value
    term_days = (last_day - starts_on).days + 1
    run_days = -(-term_days * int(share) // 100)
    return starts_on + timedelta(days=run_days)


def check_concession_transfer(rulebook: Rulebook, facts: TransferFacts) -> list[LineProblem]:
    """Each condition of art. 15 the interessado fails, next to its field."""
    problems = []
    if not facts.registered:
        problems.append(
            LineProblem(
                "operator",
                "O interessado não tem registro cadastral em vigor no CRE/RR na data da "
                f"transferência ({ARTICLE}, I; art. 7º).",
            )
        )
    if not facts.edital_met:
        problems.append(
            LineProblem(
                "edital_met",
                "O interessado deve satisfazer os requisitos do edital que originou a concessão "
                f"({ARTICLE}, II).",
            )
        )
    share = rulebook.period("concessao_transferencia_cumprido_percentual")
    earliest = earliest_transfer(rulebook, facts.starts_on, facts.last_day)
    if facts.transfer_on > facts.last_day:
        problems.append(
            LineProblem(
                "transferred_on",
                f"O contrato de concessão terminou em {br_date(facts.last_day)}: não há o que "
                f"transferir ({ARTICLE}; art. 14).",
            )
        )
    elif facts.transfer_on < earliest:
        problems.append(
            LineProblem(
                "transferred_on",
                f"A transferência exige cumpridos {share.value}% do período da concessão, de "
                f"{br_date(facts.starts_on)} a {br_date(facts.last_day)}: a partir de "
                f"{br_date(earliest)} ({share.article}).",
            )
        )
    return problems
