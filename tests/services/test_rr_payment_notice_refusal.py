"""A Roraima office asked for the notificação para pagamento of a process with nothing to pay
is told why on Lei RR 664/2008, art. 89 sole § (the fine is paid within 10 days of the end of
the defence term or of the decision on the appeal), not on Res. AGR 105/2017 art. 89 and the
Goiás Council's review."""

from datetime import date

import pytest

from desktop.services.errors import Conflict
from desktop.services.sanctions.payment_notice import print_payment_notice
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.roraima import in_roraima, register_rr_coefficient

DAY = date(2026, 6, 15)


def refusal(ctx, tmp_path, **notice) -> str:
    operator = new_operator(ctx, cnpj="11.444.777/0001-61")
    recorded = recorded_notice(ctx, tmp_path, operator.id, day=DAY, **notice)
    with pytest.raises(Conflict) as refused:
        print_payment_notice(at_day(ctx, DAY), recorded.process_id, tmp_path / "keys")
    return str(refused.value)


def test_roraima_is_told_on_lei_664_article_89(admin_context, tmp_path):
    register_rr_coefficient(admin_context)
    ctx = in_roraima(at_day(admin_context, DAY))
    message = refusal(ctx, tmp_path, infraction_codes=("79-I",), line="RR-010")
    assert "(Lei RR 664/2008, art. 89, parágrafo único)" in message
    assert "Res." not in message and "Conselho Regulador" not in message


def test_goias_is_told_on_resolution_105_article_89(admin_context, tmp_path):
    message = refusal(at_day(admin_context, DAY), tmp_path)
    assert "(Res. AGR 105/2017, art. 89)" in message
