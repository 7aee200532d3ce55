"""The accounting data of a GO permissionária or concessionária (Decreto 8.444/2015, art. 16,
parágrafo único): the company gives the regulator "os dados operacionais e contábeis e demais
informações indispensáveis ao cálculo tarifário", in the terms the regulator's resolution
sets, "sob pena de não ter a sua tarifa reajustada ou revisada".

The operational data are the line's monthly statistics (art. 19 §2º,
`desktop.rules.lines.statistics`). The accounting data are the company's: each delivery
covers a period of its accounts, already over when delivered. A readjustment or a revision
calculates the fare anew from the costs since the fare in force was set (by the contract, a
readjustment or a revision): it needs accounting data of a period ending after that day
(`check_accounting_data`), given by the day the act is recorded; those the fare in force was
calculated on do not serve again. An act recorded ahead, after another not yet in force,
is calculated on the same data as that one: the day that counts is when the fare in force
on the recording day was set.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from desktop.rules.dates import br_date
from desktop.rules.lines.register import LineProblem

ARTICLE = "Decreto 8.444/2015, art. 16, parágrafo único"


@dataclass(frozen=True)
class AccountingPeriod:
    start: date
    end: date
    received_on: date


def check_accounting_period(
    start: date | None, end: date | None, received_on: date | None, today: date
) -> list[LineProblem]:
    """A delivery of accounting data: a period whose end is not before its start, over when
    received, received not after today."""
    problems = []
    if start is None:
        problems.append(LineProblem("period_start", f"Informe o início do período ({ARTICLE})."))
    if end is None:
        problems.append(LineProblem("period_end", f"Informe o fim do período ({ARTICLE})."))
    elif start is not None and end < start:
        problems.append(
            LineProblem("period_end", "O fim do período não pode ser anterior ao início.")
        )
    if received_on is None:
        problems.append(LineProblem("received_on", "Informe a data da entrega."))
    elif received_on > today:
        problems.append(LineProblem("received_on", "A entrega não pode ter data futura."))
    elif end is not None and end >= received_on:
        problems.append(
            LineProblem(
                "period_end",
                f"Os dados contábeis são de período encerrado: o período termina antes da "
                f"entrega, em {br_date(received_on)} ({ARTICLE}).",
            )
        )
    return problems


def check_accounting_data(
    given: Sequence[AccountingPeriod], since: date, today: date, operator_name: str
) -> list[LineProblem]:
    """A readjustment or revision recorded on `today`, the fare in force that day set,
    readjusted or revised with effect on `since`, needs the delegatária's accounting data of
    a period ending after `since`, received by `today`."""
    if any(item.end > since and item.received_on <= today for item in given):
        return []
    return [
        LineProblem(
            "effective_from",
            f"Faltam os dados contábeis de {operator_name} posteriores a {br_date(since)}, "
            "quando a tarifa foi fixada, reajustada ou revista: registre-os em Dados "
            "contábeis…; sem eles a tarifa não é reajustada nem revista "
            f"({ARTICLE}).",
        )
    ]
