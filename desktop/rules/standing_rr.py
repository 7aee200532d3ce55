"""The Roraima penalty an operator's status shows (Lei RR 664/2008, arts. 84-88): the
heaviest penalty in force on a day, over the penalties the office recorded."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from desktop.rules.dates import add_months, br_date
from desktop.rules.errors import RulesError
from desktop.rules.rulebook import Rulebook

L664 = "Lei RR 664/2008"
KINDS = ("advertencia", "suspensao", "inidoneidade", "cassacao")


@dataclass(frozen=True)
class RecordedPenalty:
    """A penalty as recorded: `first_day`/`last_day` are the suspension's days (art. 85) or
    the cassação's day and the end of its bar (art. 88); `line` the line a suspension or a
    cassação on art. 87, III or IV reaches (empty: every line, sole §); `process` the number
    of the processo administrativo a declaration of inidoneidade or a cassação was decided
    in (arts. 86 sole § and 87 caput)."""

    kind: str
    decided_on: date
    first_day: date | None = None
    last_day: date | None = None
    line: str = ""
    process: str = ""


@dataclass(frozen=True)
class RrStanding:
    """`kind` is the penalty shown (None when none is in force), `label` the text of the
    status and `until` the day it ends (the suspension's last day, the bar's end)."""

    kind: str | None
    label: str
    until: date | None
    articles: tuple[str, ...]


NONE = RrStanding(None, "", None, ())


def suspension_label(line: str, first_day: date | None, last_day: date | None) -> str:
    """An art. 85 suspension as the status says it: the service of the line it suspends
    (arts. 85 and 87, IV), the delegatária's other lines untouched; one recorded before the
    suspension named its line says its days alone."""
    days = f"de {br_date(first_day)} a {br_date(last_day)}"
    return f"Linha {line} suspensa {days}" if line else f"Suspensa {days}"


def rr_standing(rulebook: Rulebook, penalties: Iterable[RecordedPenalty], on: date) -> RrStanding:
    """The heaviest RR penalty in force on `on`, decided on or before it: cassação with its
    bar (arts. 87-88; once the bar ended the cassação is still shown, with the day it
    ended), declaration of inidoneidade (art. 86, no term in the law), the suspensions not
    yet over (art. 85, also one that starts later; each names its line), written warnings
    within the 6 months that count towards a suspension (arts. 84-85)."""
    if rulebook.jurisdiction != "RR":
        raise RulesError("jurisdiction", f"regra da {L664}, não de {rulebook.jurisdiction}")
    if not isinstance(on, date):
        raise RulesError("date", "informe uma data")
    decided = []
    for penalty in penalties:
        if penalty.kind not in KINDS or not isinstance(penalty.decided_on, date):
            raise RulesError("penalties", f"penalidade inválida: {penalty.kind}")
        if penalty.decided_on <= on:
            decided.append(penalty)
    cassations = [p for p in decided if p.kind == "cassacao" and p.last_day is not None]
    if cassations:
        latest = max(cassations, key=lambda p: p.last_day or p.decided_on)
        assert latest.last_day is not None
        if latest.last_day >= on:
            text = f"impedida até {br_date(latest.last_day)}"
        else:
            text = f"impedimento encerrado em {br_date(latest.last_day)}"
        cassada = f"Linha {latest.line} cassada" if latest.line else "Cassada"
        return RrStanding(
            "cassacao",
            f"{cassada} em {br_date(latest.decided_on)}, {text} ({L664}, arts. 87 e 88)",
            latest.last_day,
            (f"{L664}, art. 87", f"{L664}, art. 88"),
        )
    inidoneous = [p for p in decided if p.kind == "inidoneidade"]
    if inidoneous:
        first = min(inidoneous, key=lambda p: p.decided_on)
        where = f" no processo nº {first.process}" if first.process else ""
        return RrStanding(
            "inidoneidade",
            f"Declarada inidônea em {br_date(first.decided_on)}{where} ({L664}, art. 86)",
            None,
            (f"{L664}, art. 86",),
        )
    suspensions = [
        p
        for p in decided
        if p.kind == "suspensao"
        and p.first_day is not None
        and p.last_day is not None
        and p.last_day >= on
    ]
    if suspensions:
        running = sorted(suspensions, key=lambda p: p.first_day or on)
        earliest, *others = [suspension_label(p.line, p.first_day, p.last_day) for p in running]
        return RrStanding(
            "suspensao",
            "; ".join([earliest] + [text[0].lower() + text[1:] for text in others])
            + f" ({L664}, art. 85)",
            running[0].last_day,
            (f"{L664}, art. 85",),
        )
    months = rulebook.period("advertencias_janela_meses")
    start = add_months(on, -int(months.value))
    warnings = [p.decided_on for p in decided if p.kind == "advertencia" and p.decided_on >= start]
    if warnings:
        return RrStanding(
            "advertencia",
            f"Advertida: {len(warnings)} advertência(s) escrita(s) em {months.value} meses "
            f"({L664}, arts. 84 e 85)",
            None,
            (f"{L664}, art. 84", months.article),
        )
    return NONE
