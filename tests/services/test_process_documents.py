"""Notifications of the process printed with number, articles and verification (Res. AGR
105/2017, arts. 82-84, 89, 91), read back with pypdf."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import Conflict
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.process_documents import print_notification
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day
from tests.factories.notices import fine_77_xvi, new_operator, recorded_notice
from tests.factories.reading import flat_pdf_text, pdf_text
from tests.factories.sanctions import fine_and_suspension_78_iii, ordinary_notified


@pytest.mark.postgres
def test_notification_of_the_notice_and_of_the_decision(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, infraction_codes=("77-XVI", "76-I")
    )
    analista = at_day(context_for("analista"), date(2026, 3, 10))
    keys = tmp_path / "keys"
    first = print_notification(analista, notice.process_id, keys)
    text = pdf_text(first.pdf)
    assert "Notificação da autuação" in text and notice.number in text
    assert "10 (dez) dias" in text and "art. 84" in text and "art. 77, XVI" in text
    verdict = verify_bytes(admin_context.database, first.pdf)
    assert verdict.valid and verdict.fields["Número"] == first.number
    notify(analista, notice.process_id, "autos", date(2026, 3, 10), "Maria")
    with pytest.raises(Conflict):
        print_notification(analista, notice.process_id, keys)
    judge(
        at_day(context_for("julgador"), date(2026, 3, 23)),
        notice.process_id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Defesa não apresentada; infrações comprovadas.",
            (
                PenaltyChoice("77-XVI", Decimal("1909.59"), ("multa",)),
                PenaltyChoice("76-I", Decimal("911.61"), ("multa",)),
            ),
        ),
    )
    decision = print_notification(at_day(analista, date(2026, 3, 24)), notice.process_id, keys)
    text = pdf_text(decision.pdf)
    for expected in (
        "Notificação da decisão de primeira instância",
        "R$ 1.909,59",
        "R$ 911,61",
        "R$ 2.821,20",
        "pagar a multa",
        "art. 91, § 1º",
        "Defesa não apresentada",
    ):
        assert expected in text, expected
    kinds = [entry.kind for entry in get_process(admin_context, notice.process_id).timeline]
    assert kinds.count("notificacao_emitida") == 2


def test_the_single_instance_decision_of_an_ordinary_process_cites_arts_94_and_95(
    roles, admin_context, tmp_path
):
    """Res. AGR 105/2017: the Council judges the ordinary process in a single instance (art.
    94) and the interessado is notified of it under art. 95 — not under art. 92 (the appeal
    of the simplified process) nor art. 96 §4 (a revision)."""
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "77-XVI")
    fine_77_xvi(roles["julgador"], process.id, date(2026, 3, 23))
    analista = at_day(roles["analista"], date(2026, 3, 24))
    text = flat_pdf_text(print_notification(analista, process.id, tmp_path / "keys").pdf)
    assert "decisão do Conselho Regulador (Res. AGR 105/2017, arts. 94 e 95)" in text
    assert "arts. 92" not in text and "art. 96" not in text and "96, §" not in text


def test_the_decision_notification_names_each_penalty_once(roles, admin_context, tmp_path):
    """The decision's line read "multa, suspensão temporária da autorização, suspensão de …;
    multa de R$ …": the fine once with its amount, the suspension once with its days."""
    operator = new_operator(admin_context)
    process = ordinary_notified(roles, tmp_path, operator.id, "78-III")
    judge(
        at_day(roles["julgador"], date(2026, 3, 23)),
        process.id,
        fine_and_suspension_78_iii(),
    )
    analista = at_day(roles["analista"], date(2026, 3, 24))
    text = flat_pdf_text(print_notification(analista, process.id, tmp_path / "keys").pdf)
    assert (
        "78-III: multa de R$ 3.819,18, suspensão temporária da autorização de 01/04/2026 a "
        "30/04/2026 (" in text
    )
    assert text.count("multa de R$ 3.819,18") == 1
