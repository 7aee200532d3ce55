"""The costs of a removal to a public depot and their payment (Res. AGR 105/2017, arts. 73
§3 and 74; Decreto 8.444/2015, art. 52 §3) are Goiás's: Lei RR 664/2008 apprehends the
vehicle for at least 72 hours and releases it once its faults are cured (art. 90, § 3º),
with no depot. A Roraima office asking to record a cost, or its payment, is refused on its
own law before its input is read — the labels of the costs it would otherwise be shown cite
Res. 105 and the Decreto — while a Goiás office is still told which cost and receipt it
left out, in the same words."""

from datetime import UTC, date, datetime, timedelta

import pytest

from desktop.models.errors import UserFacingError
from desktop.services.errors import Conflict, ValidationError
from desktop.services.sanctions.measure_costs import (
    CostInput,
    record_cost_payment,
    record_measure_cost,
)
from desktop.services.sanctions.measures import apply_measure
from tests.factories.clock import at_day, at_instant
from tests.factories.notices import new_operator
from tests.factories.roraima import GOIAS, roraima_notice
from tests.factories.sanctions import removal

DAY = date(2026, 3, 10)
BLANK_COST = CostInput("", None, "", None)
RR_REFUSAL = (
    "A apreensão do veículo (Lei RR 664/2008, art. 90) não tem caução nem despesas de "
    "depósito a registrar: o veículo é liberado após o prazo mínimo de 72 horas, sanadas "
    "as irregularidades (§ 3º)."
)


def shown(error: UserFacingError) -> list[str]:
    return [str(error), *getattr(error, "field_errors", {}).values()]


@pytest.mark.postgres
def test_a_roraima_office_is_refused_depot_costs_on_lei_664(admin_context, context_for, tmp_path):
    roles, notice = roraima_notice(admin_context, context_for, tmp_path, DAY)
    started = datetime(2026, 3, 10, 16, tzinfo=UTC)
    measure = apply_measure(
        at_instant(roles["fiscal"], started), notice.id, "apreensao", "I", started, "Pátio do DEIT"
    )
    analista = at_day(roles["analista"], DAY + timedelta(days=1))
    calls = (
        lambda: record_measure_cost(analista, measure.id, BLANK_COST),
        lambda: record_cost_payment(analista, None, None, ""),
    )
    for call in calls:
        with pytest.raises(Conflict) as refused:
            call()
        assert shown(refused.value) == [RR_REFUSAL]
        assert not GOIAS.search(RR_REFUSAL)


@pytest.mark.postgres
def test_a_goias_office_is_still_told_the_costs_and_the_receipt_of_res_105(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    measure = removal(context_for("fiscal"), tmp_path, operator.id, DAY, "78-III", "I", "AAA1A11")
    analista = at_day(context_for("analista"), DAY)
    with pytest.raises(ValidationError) as cost:
        record_measure_cost(analista, measure.id, BLANK_COST)
    assert cost.value.field_errors["kind"] == (
        "Escolha a despesa: Despesas com a remoção"
        " (Res. AGR 105/2017, art. 73, § 3º); Transbordo dos passageiros "
        "por outra transportadora (Decreto 8.444/2015, art. 52 §3); Permanência em depósito "
        "de outro órgão, paga a ele (Res. AGR 105/2017, art. 74, parágrafo único)."
    )
    with pytest.raises(ValidationError) as payment:
        record_cost_payment(analista, None, None, "")
    assert payment.value.field_errors["reference"] == (
        "Informe o comprovante do pagamento a quem cobrou a despesa (Res. AGR 105/2017, art. "
        "73, § 3º)."
    )
