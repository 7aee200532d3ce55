"""The demo office's infraction notices, one in each state of the sanction process, made through
the real services (Res. AGR 105/2017 arts. 80-101): recorded; notified, the defence term
running (arts. 82-83); with a defence received (art. 86); judged, the decision notification
printed (art. 89); fined, notified, sent the notificação para pagamento (art. 89), paid
(art. 101) and closed without appeal (art. 91), whose operator then gets a CND; and cancelled,
the cancellation confirmed by the Council (art. 90), its notification printed (art. 88).
"""

import dataclasses
import uuid
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

from desktop.demo.measures import add_demo_measures
from desktop.services.context import ServiceContext
from desktop.services.documents.issuing_records import issued_documents_of
from desktop.services.registration.operators_records import OperatorDetail
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notice_records import NoticeDetail, notice_subject
from desktop.services.sanctions.notices import NoticeInput, record_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import debts_of
from desktop.services.sanctions.penalties import DecisionInput, council_review, judge
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.sanctions.process_documents import print_notification
from desktop.services.sanctions.submissions import (
    SubmissionInput,
    close_without_appeal,
    receive_submission,
)

INSPECTOR = ("Davi Fiscal (demo)", "Agente fiscal, matrícula 0001 (fictícia)")


@dataclass
class SanctionDocuments:
    """One PDF of each kind the sanction process prints, by file name."""

    files: dict[str, bytes] = field(default_factory=dict)
    notices: int = 0

    def keep(self, kind: str, number: str, pdf: bytes) -> None:
        self.files[f"{kind}-{number}.pdf"] = pdf


class _Desk:
    """The demo's users acting on given days (noon in Goiás)."""

    def __init__(self, contexts: dict[str, ServiceContext], today: date, key_dir: Path) -> None:
        self.contexts = contexts
        self.today = today
        self.key_dir = key_dir

    def on(self, role: str, days_ago: int) -> ServiceContext:
        instant = datetime.combine(self.today - timedelta(days=days_ago), time(15, 0), tzinfo=UTC)
        return dataclasses.replace(self.contexts[role], clock=lambda: instant)

    def day(self, days_ago: int) -> date:
        return self.today - timedelta(days=days_ago)

    def record(
        self, operator: OperatorDetail, plate: str, code: str, days_ago: int
    ) -> NoticeDetail:
        return record_notice(
            self.on("fiscal", days_ago),
            NoticeInput(
                operator_id=operator.id,
                route="Goiânia — Caldas Novas",
                place="GO-139, km 12, Caldas Novas",
                occurred_on=self.day(days_ago),
                occurred_time=time(8, 30),
                drawn_up_on=self.day(days_ago),
                drawn_up_time=time(8, 45),
                drawn_up_place="GO-139, km 12, Caldas Novas (posto de fiscalização)",
                plate=plate,
                responsible_name="Pedro Alves (fictício)",
                responsible_role="motorista",
                infraction_codes=(code,),
                inspector_name=INSPECTOR[0],
                inspector_qualification=INSPECTOR[1],
                ciente="ciente",
                ciente_name="Pedro Alves (fictício)",
            ),
            key_dir=self.key_dir,
        )

    def notify(self, process_id: uuid.UUID, days_ago: int) -> bytes:
        """Prints the pending notification and records its ciência the same day."""
        printed = print_notification(self.on("analista", days_ago), process_id, self.key_dir)
        notify(
            self.on("analista", days_ago),
            process_id,
            "pessoal",
            self.day(days_ago),
            "Maria Aparecida Souza (fictícia)",
        )
        return printed.pdf

    def defend(self, notice: NoticeDetail, days_ago: int) -> None:
        day = self.day(days_ago)
        receive_submission(
            self.on("analista", days_ago),
            notice.process_id,
            "defesa",
            SubmissionInput(
                received_on=day,
                signatory="Maria Aparecida Souza (fictícia)",
                process_number=notice.process_number,
                notice_number=notice.number,
                representative_address="Rua 1 do Setor Demonstração, 100",
                representative_qualification="sócia administradora",
                place="Goiânia",
                signed_on=day,
                in_portuguese_typed_addressed=True,
                signed=True,
                powers_proof_attached=True,
                summary="Alega desvio da rodovia por obras (fictício).",
            ),
        )

    def judge(self, process_id: uuid.UUID, days_ago: int) -> None:
        julgador = self.on("julgador", days_ago)
        choices = tuple(
            PenaltyChoice(proposal.code, proposal.amount, proposal.penalties)
            for proposal in propose_penalties(julgador, process_id)
        )
        judge(
            julgador,
            process_id,
            DecisionInput(
                self.day(days_ago),
                True,
                "Infração comprovada pelo auto e não elidida (fictício).",
                choices,
            ),
        )


def add_demo_notices(
    contexts: dict[str, ServiceContext],
    operators: list[OperatorDetail],
    plates: list[str],
    today: date,
    key_dir: Path,
) -> SanctionDocuments:
    """Six notices against `operators` (each seen driving the bus of `plates`, same order;
    the sixth again the second's), the first one paid and certified, the next four at earlier
    steps, the sixth cancelled and reviewed by the Council."""
    desk = _Desk(contexts, today, key_dir)
    documents = SanctionDocuments()
    paid = desk.record(operators[0], plates[0], "77-XVI", 70)
    documents.keep(
        "auto", paid.number, issued_documents_of(contexts["fiscal"], notice_subject(paid.id))[0].pdf
    )
    documents.keep("notificacao", paid.number, desk.notify(paid.process_id, 68))
    desk.judge(paid.process_id, 50)
    documents.keep("decisao", paid.number, desk.notify(paid.process_id, 48))
    documents.keep(
        "pagamento",
        paid.number,
        print_payment_notice(desk.on("analista", 48), paid.process_id, key_dir).pdf,
    )
    for debt in debts_of(contexts["atendente"], operators[0].id, desk.day(45)):
        register_payment(
            desk.on("atendente", 45),
            debt.id,
            desk.day(45),
            debt.outstanding,
            "GRU 2026.000.001 (fictícia)",
        )
    close_without_appeal(desk.on("analista", 20), paid.process_id, desk.day(20))
    cnd = issue_cnd(contexts["atendente"], operators[0].id, key_dir)
    documents.keep("cnd", cnd.document.number, cnd.document.pdf)

    judged = desk.record(operators[1], plates[1], "77-XVI", 40)
    desk.notify(judged.process_id, 38)
    desk.judge(judged.process_id, 5)
    defended = desk.record(operators[2], plates[2], "77-XVI", 25)
    desk.notify(defended.process_id, 24)
    desk.defend(defended, 20)
    notified = desk.record(operators[3], plates[3], "77-XVI", 6)
    desk.notify(notified.process_id, 5)
    desk.record(operators[4], plates[4], "77-XVI", 1)
    _cancelled_and_reviewed(desk, documents, operators[1], plates[1])
    documents.notices = 6 + add_demo_measures(desk, operators, plates)
    return documents


def _cancelled_and_reviewed(
    desk: _Desk, documents: SanctionDocuments, operator: OperatorDetail, plate: str
) -> None:
    """A notice cancelled in first instance whose cancellation the Council confirms in its
    mandatory review (art. 90); the notification of the provimento (art. 88) is printed and
    waits for the ciência."""
    notice = desk.record(operator, plate, "77-XVI", 35)
    desk.notify(notice.process_id, 33)
    judge(
        desk.on("julgador", 20),
        notice.process_id,
        DecisionInput(
            desk.day(20), False, "A placa do auto não confere com a do ônibus (fictício)."
        ),
    )
    council_review(
        desk.on("julgador", 10),
        notice.process_id,
        DecisionInput(desk.day(10), False, "Confirma o cancelamento (fictício)."),
    )
    printed = print_notification(desk.on("analista", 9), notice.process_id, desk.key_dir)
    documents.keep("reexame", notice.number, printed.pdf)
