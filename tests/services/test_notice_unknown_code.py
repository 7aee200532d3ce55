"""An infraction code the law does not have is refused with what to type instead: the
codes are article-inciso of the law's list of infractions (Lei RR 664/2008, arts. 79-82;
Res. AGR 105/2017, arts. 75-78), the ones the Legislação area lists; nothing is stored."""

from datetime import date

import pytest

from desktop.services.errors import ValidationError
from desktop.services.sanctions.notices import record_notice
from tests.factories.clock import at_day
from tests.factories.notices import counts, new_operator, notice_input
from tests.factories.roraima import roraima_roles

RR_MESSAGE = (
    "A infração 99-X não consta da Lei RR 664/2008: informe uma das infrações dos arts. 79 a "
    "82 por artigo e inciso, de 79-I a 82-VIII, como na lista da área Legislação."
)
GO_MESSAGE = (
    "A infração 79-I não consta da Res. AGR 105/2017: informe uma das infrações dos arts. 75 "
    "a 78 por artigo e inciso, de 75-I a 78-XII, como na lista da área Legislação."
)


def _refusal(ctx, operator_id, code: str) -> str:
    data = notice_input(operator_id, infraction_codes=(code,), line="RR-1")
    with pytest.raises(ValidationError) as raised:
        record_notice(at_day(ctx, date(2026, 3, 10)), data)
    return raised.value.field_errors["infraction_codes"]


def test_roraima_names_lei_664_and_the_codes_of_arts_79_to_82(admin_context, context_for):
    fiscal = roraima_roles(admin_context, context_for)["fiscal"]
    operator = new_operator(admin_context)
    before = counts(admin_context.database)
    assert _refusal(fiscal, operator.id, "99-X") == RR_MESSAGE
    assert counts(admin_context.database) == before


def test_goias_names_res_105_and_the_codes_of_arts_75_to_78(admin_context, context_for):
    operator = new_operator(admin_context)
    assert _refusal(context_for("fiscal"), operator.id, "79-I") == GO_MESSAGE
