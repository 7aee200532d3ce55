"""An auto of a delegatária not registered, its CNPJ left blank or wrong: the message next to
the field reads as one sentence with the article (Lei RR 664/2008, art. 75, sole §, II: the
auto names the delegatária), as the other fields' do. It read "Campo obrigatório. (Lei RR
664/2008, art. 75, parágrafo único, II)", the full stop before the article and none after."""

from datetime import date

import pytest

from desktop.services.errors import ValidationError
from desktop.services.sanctions.notices import record_notice
from tests.factories.clock import at_day
from tests.factories.notices import notice_input
from tests.factories.roraima import roraima_roles

BASIS = "(Lei RR 664/2008, art. 75, parágrafo único, II)."


@pytest.mark.parametrize(
    ("cnpj", "message"),
    [
        ("", f"Campo obrigatório {BASIS}"),
        ("11.222.333/0001-82", f"CNPJ inválido: os dígitos verificadores não conferem {BASIS}"),
    ],
)
def test_the_cnpj_message_reads_as_one_sentence(admin_context, context_for, cnpj, message):
    fiscal = at_day(roraima_roles(admin_context, context_for)["fiscal"], date(2026, 3, 10))
    data = notice_input(operator_name="Empresa X", operator_cnpj=cnpj, line="RR-001")
    with pytest.raises(ValidationError) as raised:
        record_notice(fiscal, data)
    assert raised.value.field_errors["operator_cnpj"] == message
    assert raised.value.field_errors.get("operator_name") is None
