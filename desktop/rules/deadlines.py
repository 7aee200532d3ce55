"""Procedural deadlines on the office calendar.

GO — Res. AGR 105/2017, art. 83: counted from the official knowledge (ciência), the start
day excluded and the last day included (§1), continuously (§3), a due date on a day without
business hours moved to the next business day (§2).
RR — Lei 664/2008, art. 95: counted from the first business day after the ciência (that day
is day 1), a due date on a day without business hours moved to the next business day
(parágrafo único).
"""

from dataclasses import dataclass
from datetime import date, timedelta

from desktop.rules.dates import br_date
from desktop.rules.errors import RulesError
from desktop.rules.inputs import require_int
from desktop.rules.office_calendar import OfficeCalendar
from desktop.rules.rulebook import load_rulebook

GO_COUNTING = (
    "Res. AGR 105/2017, art. 83, § 1º",
    "Res. AGR 105/2017, art. 83, § 2º",
    "Res. AGR 105/2017, art. 83, § 3º",
)
RR_COUNTING = ("Lei RR 664/2008, art. 95", "Lei RR 664/2008, art. 95, parágrafo único")


@dataclass(frozen=True)
class Deadline:
    """`due` is the last day to act; `nominal_end` the day before any move to a business day,
    `closed_because` why that day had no business hours when the due date moved."""

    ciencia: date
    days: int
    day_one: date
    nominal_end: date
    due: date
    articles: tuple[str, ...]
    moved_because: str | None = None
    closed_because: str | None = None


def procedural_deadline(
    calendar: OfficeCalendar, ciencia: date, days: int, articles: tuple[str, ...] = ()
) -> Deadline:
    """Due date of a deadline of `days` days from `ciencia`, counted by the office's law."""
    if not isinstance(ciencia, date):
        raise RulesError("from", "informe a data da ciência")
    days = require_int(days, "days")
    counting: tuple[str, ...]
    if calendar.jurisdiction == "GO":
        day_one = ciencia + timedelta(days=1)
        counting = GO_COUNTING
    else:
        day_one = calendar.first_business_day_after(ciencia)
        counting = RR_COUNTING
    return counted_from_day_one(calendar, ciencia, day_one, days, articles + counting)


def counted_from_day_one(
    calendar: OfficeCalendar, ciencia: date, day_one: date, days: int, articles: tuple[str, ...]
) -> Deadline:
    """`days` calendar days from `day_one` (day 1) on, the due date on a day without business
    hours moved to the next business day (GO art. 83 §2; RR art. 95 sole §)."""
    nominal_end = day_one + timedelta(days=days - 1)
    due = calendar.next_business_day(nominal_end)
    moved = closed = None
    if due != nominal_end:
        closed = calendar.closed_because(nominal_end)
        moved = (
            f"vencimento em {br_date(nominal_end)} ({closed}) "
            f"prorrogado para o primeiro dia útil seguinte, {br_date(due)}"
        )
    return Deadline(ciencia, days, day_one, nominal_end, due, articles, moved, closed)


def _from_rulebook(calendar: OfficeCalendar, key: str, ciencia: date) -> Deadline:
    period = load_rulebook(calendar.jurisdiction).period(key)
    return procedural_deadline(calendar, ciencia, int(period.value), (period.article,))


def defence_due(calendar: OfficeCalendar, ciencia: date) -> Deadline:
    """Defence or appeal against an infraction notice: GO 10 days (Res. 105, art. 83);
    RR 30 days from receipt (Lei 664, art. 89)."""
    key = "prazo_processual_dias" if calendar.jurisdiction == "GO" else "defesa_dias"
    return _from_rulebook(calendar, key, ciencia)


def rr_payment_due(calendar: OfficeCalendar, defence_end_or_decision: date) -> Deadline:
    """RR: the fine is paid within 10 days of the end of the defence period or of the
    decision on the appeal (Lei 664, art. 89, parágrafo único)."""
    return _from_rulebook(calendar, "pagamento_dias", defence_end_or_decision)


def rr_fine_payment_due(
    calendar: OfficeCalendar, defence_due: date, appeal_decided: date | None = None
) -> Deadline:
    """RR: the fine is paid within 10 days (Lei 664, art. 89, parágrafo único) counted as
    art. 95 counts, from the ciência of the decision on the appeal when there was one, else
    from the last day of the defence term (`defence_due`)."""
    if calendar.jurisdiction != "RR":
        raise RulesError(
            "jurisdiction", "o prazo de pagamento do art. 89 é regra da Lei RR 664/2008"
        )
    if not isinstance(defence_due, date):
        raise RulesError("defence_due", "informe o último dia do prazo de defesa")
    if appeal_decided is not None and not isinstance(appeal_decided, date):
        raise RulesError("appeal_decided", "informe a data da ciência da decisão do recurso")
    return rr_payment_due(calendar, defence_due if appeal_decided is None else appeal_decided)


def registration_analysis_due(calendar: OfficeCalendar, protocol: date) -> Deadline:
    """GO: the documents are analysed within 10 days of the protocol (Res. 105, art. 7)."""
    return _from_rulebook(calendar, "analise_registro_dias", protocol)


def registration_pendency_due(calendar: OfficeCalendar, notice_ciencia: date) -> Deadline:
    """GO: 10 days to cure incomplete documents, or the process is archived (art. 7, II)."""
    return _from_rulebook(calendar, "pendencia_registro_dias", notice_ciencia)


def registration_appeal_due(calendar: OfficeCalendar, refusal_ciencia: date) -> Deadline:
    """GO: appeal against a refusal within 10 days of receiving its notice (art. 7, sole §)."""
    return _from_rulebook(calendar, "recurso_indeferimento_dias", refusal_ciencia)


def vehicle_deregistration_due(calendar: OfficeCalendar, sale_or_deactivation: date) -> Deadline:
    """Deregistration asked within 10 days of the sale (GO Res. 105, art. 26 sole §), or the
    deactivation reported within 10 days (RR Lei 664, art. 32); counted by the office's law."""
    key = "baixa_veiculo_dias" if calendar.jurisdiction == "GO" else "comunicar_desativacao_dias"
    return _from_rulebook(calendar, key, sale_or_deactivation)


def vinculada_issue_due(calendar: OfficeCalendar, requested_on: date) -> Deadline:
    """GO: a característica vinculada licence is issued within 5 days (Res. 105, art. 59)."""
    return _from_rulebook(calendar, "vinculada_emissao_dias", requested_on)


def standing_change_due(calendar: OfficeCalendar, changed_on: date) -> Deadline:
    """GO: the autorizatária communicates within 10 days, on pain of cassação of its CRC, a
    fact that alters its legal and tax or technical and operational standing (Res. 105, art.
    9 §2), counted from the day of the fact as art. 83 counts. Lei RR 664/2008 has no such
    term."""
    if calendar.jurisdiction != "GO":
        raise RulesError(
            "jurisdiction", "a comunicação em 10 dias do art. 9º, §2º é regra da Res. AGR 105/2017"
        )
    return _from_rulebook(calendar, "comunicar_alteracao_dias", changed_on)


def communicated_late(deadline: Deadline, communicated_on: date) -> bool:
    """Whether a communication on `communicated_on` came after the term's last day."""
    if not isinstance(communicated_on, date):
        raise RulesError("communicated_on", "informe a data da comunicação")
    return communicated_on > deadline.due


# The guarantee the judgment waits for, in each state's own law: GO the ampla defesa of Res.
# AGR 105/2017, art. 86 sole §; RR the defence against the auto within its term, Lei RR
# 664/2008, art. 89.
DEFENCE_ARTICLE = {
    "GO": "Res. AGR 105/2017, art. 86, parágrafo único: ampla defesa",
    "RR": "Lei RR 664/2008, art. 89: defesa contra o auto de infração",
}


def judgment_after_defence_term(defence_due: date, decided_on: date) -> bool:
    """While the defence term runs, no judgment: one decided on `decided_on` comes after the
    term's last day `defence_due` (Res. AGR 105/2017, art. 86, parágrafo único: ampla defesa
    e contraditório)."""
    if not isinstance(decided_on, date):
        raise RulesError("decided_on", "informe a data da decisão")
    return decided_on > defence_due
