"""The caução of a removed vehicle (Res. AGR 105/2017, art. 73 §3, III) covers the release
statement, is recorded once and never rewritten, and is returned corrected by the index the
office records when the process judges the auto unfounded (§4)."""

from datetime import UTC, date, datetime
from decimal import Decimal

import pytest
import sqlalchemy
from sqlalchemy import update

from desktop.models.sanctions import DepositRefund, VehicleMeasureDeposit
from desktop.services.errors import Conflict, ValidationError
from desktop.services.office.rule_values import register_rule_value
from desktop.services.sanctions.measure_deposits import record_deposit, refund_deposit
from desktop.services.sanctions.measure_deposits_records import deposits_of_notice
from desktop.services.sanctions.measures import release_vehicle
from desktop.services.sanctions.notice_records import find_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, council_review, judge
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day, at_instant
from tests.factories.notices import new_operator
from tests.factories.reading import count
from tests.factories.sanctions import removal

REMOVED = date(2026, 3, 10)


@pytest.mark.postgres
def test_deposit_release_and_corrected_refund_when_the_auto_falls(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    measure = removal(
        context_for("fiscal"), tmp_path, operator.id, REMOVED, "78-III", "I", "AAA1A11"
    )
    analista = at_day(context_for("analista"), REMOVED)
    # Art. 73 §3, III: the caução is made before the judgment, of the fines the auto's
    # infraction carries (78-III, gravíssima: R$ 3.819,18, art. 67, IV) and of 1 day in the
    # AGR depot (R$ 59,67, art. 74); the fees alone, or anything smaller, are refused.
    for short in ("59.67", "3878.84"):
        with pytest.raises(ValidationError) as caught:
            record_deposit(analista, measure.id, Decimal(short), REMOVED, "GR 15")
        assert "art. 73 §3, III" in caught.value.field_errors["amount"]
        assert "R$\xa03.878,85" in caught.value.field_errors["amount"]
    with pytest.raises(ValidationError) as caught:
        record_deposit(analista, measure.id, Decimal("3878.85"), REMOVED, " ")
    assert caught.value.field_errors["reference"]
    assert count(admin_context.database, VehicleMeasureDeposit) == 0
    record_deposit(analista, measure.id, Decimal("3878.85"), REMOVED, "GR 15")
    with pytest.raises(Conflict):
        record_deposit(analista, measure.id, Decimal("3878.85"), REMOVED, "GR 16")
    out = datetime(2026, 3, 10, 20, tzinfo=UTC)
    release_vehicle(at_instant(analista, out), measure.id, out, "caucao", "GR 15")
    process_id = find_notice(analista, measure.notice_number).process_id
    notify(analista, process_id, "autos", REMOVED, "Maria")
    # Before the process concludes for the unfounded auto, nothing is returned (§4).
    with pytest.raises(Conflict) as refused:
        refund_deposit(at_day(analista, date(2026, 3, 20)), measure.id, date(2026, 3, 20), "OP 1")
    assert "art. 73, § 4º" in str(refused.value)
    julgador = at_day(context_for("julgador"), date(2026, 3, 23))
    judge(julgador, process_id, DecisionInput(date(2026, 3, 23), False, "Placa não confere."))
    council_review(
        at_day(julgador, date(2026, 4, 13)),
        process_id,
        DecisionInput(date(2026, 4, 13), False, "Confirma o cancelamento."),
    )
    notify(at_day(analista, date(2026, 4, 14)), process_id, "autos", date(2026, 4, 14), "Maria")
    assert get_process(analista, process_id).stage == "encerrado"
    late = at_day(analista, date(2026, 9, 15))
    with pytest.raises(ValidationError) as caught:  # no index recorded by the office yet
        refund_deposit(late, measure.id, date(2026, 9, 15), "OP 1")
    assert "índice de correção" in caught.value.field_errors["refunded_on"]
    assert "art. 73 §4" in caught.value.field_errors["refunded_on"]
    for start, value, source in (
        (date(2026, 3, 1), Decimal("7000.00"), "IPCA número-índice de fevereiro/2026 (IBGE)"),
        (date(2026, 9, 1), Decimal("7175.00"), "IPCA número-índice de agosto/2026 (IBGE)"),
    ):
        register_rule_value(admin_context, "indice_correcao_caucao", start, value, source)
    refund = refund_deposit(late, measure.id, date(2026, 9, 15), "OP 1")
    # 3.878,85 x 7175 / 7000 = 3.975,82125 -> R$ 3.975,82
    assert refund.corrected_amount == Decimal("3975.82")
    assert "IPCA número-índice de agosto/2026 (IBGE)" in refund.refund_articles
    assert deposits_of_notice(analista, measure.notice_id) == {measure.id: refund}
    with pytest.raises(Conflict):
        refund_deposit(late, measure.id, date(2026, 9, 15), "OP 2")
    timeline = get_process(analista, process_id).timeline
    assert [e.label for e in timeline if "Caução" in e.label] == [
        "Caução depositada",
        "Caução devolvida",
    ]
    for model in (VehicleMeasureDeposit, DepositRefund):
        with (
            pytest.raises(sqlalchemy.exc.DatabaseError),
            admin_context.database.write() as session,
        ):
            session.execute(update(model).values(reference="apagado"))
