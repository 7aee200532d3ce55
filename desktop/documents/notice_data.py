"""Input of the sanction documents: the auto de infração (Res. AGR 105/2017, art. 80;
Decreto 8.444/2015, art. 51 §1; Lei RR 664/2008, art. 75 sole §) and the certidão of debts
(Res. 105, art. 101)."""

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from desktop.documents.data import digits_and_letters


@dataclass(frozen=True)
class NoticeInfractionLine:
    code: str
    article: str
    text: str
    # The fine of its group as the rulebook names it: "gravíssima", "500 vezes o coeficiente
    # tarifário" (Lei RR 664/2008, art. 78).
    group: str


@dataclass(frozen=True)
class NoticeData:
    """Every element of art. 80 I-VII and the ciente of §§1-2, as recorded; `corrections`
    are the motivated corrections of art. 79 sole § ("campo: antes -> depois (motivo)");
    `drawn_up_local` and `drawn_up_place` when and where the agent drew it up (art. 79;
    Decreto 8.444/2015, art. 51), in office time."""

    operator_name: str
    operator_cnpj: str
    operator_qualification: str
    route: str
    line: str
    place: str
    occurred_at_local: datetime
    plate: str
    responsible_name: str
    responsible_role: str
    infractions: tuple[NoticeInfractionLine, ...]
    inspector_name: str
    inspector_qualification: str
    ciente: str
    ciente_name: str
    ciente_note: str
    description: str
    recorded_on: date
    corrections: tuple[str, ...] = ()
    drawn_up_local: datetime | None = None
    drawn_up_place: str = ""
    # Res. AGR 105/2017, art. 22 sole §: the lender of a vehicle in comodato, jointly liable.
    jointly_liable: str = ""

    @property
    def issue_date(self) -> date:
        return self.recorded_on

    def signed_fields(self) -> dict[str, str]:
        return {
            "cnpj": digits_and_letters(self.operator_cnpj),
            "placa": self.plate,
            "data": self.occurred_at_local.strftime("%Y%m%d%H%M"),
            "inf": ",".join(line.code for line in self.infractions),
        }


@dataclass(frozen=True)
class DebtLine:
    description: str
    due_on: date
    outstanding: Decimal


@dataclass(frozen=True)
class CndData:
    """Certidão negativa de débito (no overdue debt) or positiva (lists them), art. 101.
    The law sets no validity: it certifies the situation on `issued_on`."""

    operator_name: str
    operator_cnpj: str
    issued_on: date
    debts: tuple[DebtLine, ...]
    issued_by: str
    # At an office of the state network the debts are statewide (Res. 105 arts. 17 V, 101):
    # "Dados estaduais atualizados em …", the last sync with the sede (issue 19). Empty at a
    # standalone office.
    state_data: str = ""

    @property
    def issue_date(self) -> date:
        return self.issued_on

    @property
    def negative(self) -> bool:
        return not self.debts

    def signed_fields(self) -> dict[str, str]:
        return {
            "cnpj": digits_and_letters(self.operator_cnpj),
            "res": "negativa" if self.negative else "positiva",
            "data": self.issued_on.strftime("%Y%m%d"),
        }


@dataclass(frozen=True)
class NotificationData:
    """A notification of the process (Res. AGR 105/2017, art. 82): of the notice (`autuacao`,
    defence within the term of art. 83), of the first-instance decision (`decisao`, pay or
    appeal, arts. 89 and 91), of the Council's decision (`conselho`, arts. 92 and 96 §4) or of
    its mandatory review of a cancellation (`reexame`, art. 90; `upholds` False when it
    confirmed the cancellation, art. 88). `decision_lines` are the penalties applied, each
    with its amount and articles."""

    purpose: str
    process_number: str
    notice_number: str
    operator_name: str
    operator_cnpj: str
    issued_on: date
    infractions: tuple[str, ...]
    decision_lines: tuple[str, ...]
    decision_reason: str
    total: Decimal
    issued_by: str
    upholds: bool = True
    jointly_liable: str = ""
    # The decision's statewide data (ProcessDecision.state_data), empty at a standalone office.
    state_data: str = ""
    # The notified decision's instance (ProcessDecision.instance: "unica", "conselho",
    # "revisao"...), which names the Council's article; "" before it was kept.
    instance: str = ""
    # A Goiás regular line's auto: defence and appeal by Decreto 8.444/2015, art. 51 § 5º.
    regular_line: bool = False
    # The articles every penalty of a Goiás decision (regular line or charter) rests on, said
    # once after the total, `decision_lines` then citing only their own; "" where each line
    # cites all of its.
    decision_basis: str = ""

    @property
    def issue_date(self) -> date:
        return self.issued_on

    def signed_fields(self) -> dict[str, str]:
        return {
            "cnpj": digits_and_letters(self.operator_cnpj),
            "proc": self.process_number,
            "auto": self.notice_number,
            "fim": self.purpose,
        }


@dataclass(frozen=True)
class PaymentLine:
    """One fine to pay: the infraction and its articles, the amount the decision applied, what
    was already paid (on a debt an earlier decision created) and what is due by `due_on`."""

    description: str
    articles: str
    amount: Decimal
    outstanding: Decimal
    due_on: date


@dataclass(frozen=True)
class PaymentNoticeData:
    """Notificação para pagamento (Res. AGR 105/2017, art. 89: notified of the decision that
    keeps the fine, the autuado pays it or appeals; art. 92 after the Council's decision; Lei
    RR 664/2008, art. 89 sole §: paid within 10 days). `decision` says which decision made the
    fine payable and `ciencia` the day its notification was received; the due date was
    counted from it by the rules engine (`term` explains the count, `moved_because` when it
    fell on a day without office hours, art. 83 §2)."""

    process_number: str
    notice_number: str
    operator_name: str
    operator_cnpj: str
    issued_on: date
    decision: str
    ciencia: date
    term: str
    moved_because: str
    lines: tuple[PaymentLine, ...]
    appeal_pending: bool
    issued_by: str
    jointly_liable: str = ""
    # A Goiás regular line's auto: its appeal by Decreto 8.444/2015, art. 51 § 5º, its payment
    # term by Res. AGR 105/2017 applied subsidiarily (decree art. 54).
    regular_line: bool = False

    @property
    def issue_date(self) -> date:
        return self.issued_on

    @property
    def total(self) -> Decimal:
        return sum((line.outstanding for line in self.lines), start=Decimal("0.00"))

    @property
    def due_on(self) -> date:
        return min(line.due_on for line in self.lines)

    def signed_fields(self) -> dict[str, str]:
        return {
            "cnpj": digits_and_letters(self.operator_cnpj),
            "proc": self.process_number,
            "auto": self.notice_number,
            "valor": f"{self.total:.2f}",
            "venc": self.due_on.strftime("%Y%m%d"),
        }
