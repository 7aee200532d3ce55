"""Res. AGR 105/2017, art. 22, parágrafo único: the auto against the company whose vehicle a
partner lent in comodato (art. 20) names the partner as jointly liable for the fine — on the
record, in the process, on the three copies of the auto, on its notifications and on the
notificação para pagamento; the
company's own vehicle names no one."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.documents.issuing import reprint
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.process_documents import print_notification
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day
from tests.factories.licences import TODAY, bus_of, fleet
from tests.factories.notices import recorded_notice
from tests.factories.reading import flat_pdf_text
from tests.factories.vehicles import comodato, company

DAY = date(2026, 6, 20)
SENTENCE = (
    "Responde solidariamente com a empresa pelo pagamento da multa, administrativamente ou em "
    "juízo, o sócio Maria da Conceição Souza, CPF 390.533.447-05, que cedeu o veículo em "
    "comodato (Res. AGR 105/2017, art. 22, parágrafo único)."
)


@pytest.mark.postgres
def test_the_lender_answers_jointly_on_the_auto_and_notification(
    admin_context, context_for, tmp_path
):
    keys = tmp_path / "keys"
    operator, _own = fleet(admin_context, keys)
    lent = bus_of(
        admin_context,
        keys,
        operator.id,
        inspector=company(at_day(admin_context, TODAY), base="200000000002"),
        plate="GOI2B34",
        renavam="01234567897",
        chassis="9BM384067HB054321",
        ownership=comodato(),
    )
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id, DAY, plate="GOI2B34")
    assert notice.vehicle_id == lent.id
    assert notice.jointly_liable == SENTENCE
    analista = at_day(context_for("analista"), DAY)
    assert get_process(analista, notice.process_id).jointly_liable == SENTENCE
    auto = flat_pdf_text(reprint(analista, notice.number, "auto_infracao"))
    assert auto.count(SENTENCE) == 3  # the three copies (art. 80 §1)
    notification = flat_pdf_text(print_notification(analista, notice.process_id, keys).pdf)
    assert SENTENCE in notification
    notify(analista, notice.process_id, "autos", DAY, "Pedro Alves")
    judged = date(2026, 7, 1)
    judge(
        at_day(context_for("julgador"), judged),
        notice.process_id,
        DecisionInput(
            judged,
            True,
            "Infração comprovada.",
            (PenaltyChoice("77-XVI", Decimal("1909.59"), ("multa",)),),
        ),
    )
    later = at_day(analista, date(2026, 7, 2))
    decision = flat_pdf_text(print_notification(later, notice.process_id, keys).pdf)
    assert SENTENCE in decision
    notify(later, notice.process_id, "autos", date(2026, 7, 2), "Pedro Alves")
    payment = flat_pdf_text(print_payment_notice(later, notice.process_id, keys).pdf)
    assert SENTENCE in payment


def test_the_companys_own_vehicle_names_no_one(admin_context, context_for, tmp_path):
    keys = tmp_path / "keys"
    operator, own = fleet(admin_context, keys)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id, DAY, plate=own.plate)
    assert notice.vehicle_id == own.id
    assert notice.jointly_liable == ""
    auto = flat_pdf_text(reprint(context_for("analista"), notice.number, "auto_infracao"))
    assert "solidariamente" not in auto
