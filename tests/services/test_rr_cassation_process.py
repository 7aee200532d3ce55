"""Lei RR 664/2008, art. 87: the cassação is imposed "com base no resultado de processo
administrativo" (caput), refused without the operator's processo administrativo and recorded
in it; on inciso IV ("suspensão da linha envolvida por mais de 02 (duas) vezes em um mesmo
ano") it stands on more than 2 suspensions of art. 85 in one calendar year."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.models.sanctions import OperatorSanction
from desktop.services.errors import ValidationError
from desktop.services.sanctions.penalties_rr import (
    declare_cassacao,
    half_year_warning,
    suspend_after_warnings,
)
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import LINE, administrative_process, rr_fined

DECIDED = (date(2026, 6, 22), date(2026, 6, 23), date(2026, 6, 24))
FIRST_DAYS = (date(2026, 7, 1), date(2026, 8, 1), date(2026, 9, 1))


def refusal(call, field):
    with pytest.raises(ValidationError) as refused:
        call()
    return refused.value.field_errors[field]


def test_cassation_stands_on_the_process_and_on_inciso_iv_on_three_suspensions(
    admin_context, roles, tmp_path
):
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    fiscal = in_roraima(roles["fiscal"])
    process = administrative_process(fiscal, julgador, tmp_path, operator.id, date(2026, 6, 1))
    simplified = recorded_notice(
        fiscal, tmp_path, operator.id, day=date(2026, 6, 2), infraction_codes=("79-I",), line="RR-1"
    ).process_id
    other = new_operator(admin_context, cnpj="11.444.777/0001-61")
    others = administrative_process(fiscal, julgador, tmp_path, other.id, date(2026, 6, 3))
    for day in (date(2026, 4, 20), date(2026, 5, 20), date(2026, 6, 20)):
        half_year_warning(at_day(julgador, day), operator.id, LINE, day, 10, "Apuração")
    for decided, first in zip(DECIDED[:2], FIRST_DAYS[:2], strict=True):
        suspend_after_warnings(at_day(julgador, decided), operator.id, decided, first, 10, "Três")
    ctx = at_day(julgador, DECIDED[2])

    def cassation(inciso, process_id):
        return declare_cassacao(ctx, operator.id, DECIDED[2], inciso, 2, "Reiteradas.", process_id)

    assert "(Lei RR 664/2008, art. 87, caput): indique o processo." in refusal(
        lambda: cassation("III", None), "process_id"
    )
    assert "é de outra empresa" in refusal(lambda: cassation("III", others), "process_id")
    assert "comissão designada pelo CRE/RR (art. 84, I)" in refusal(
        lambda: cassation("III", simplified), "process_id"
    )
    said = refusal(lambda: cassation("IV", process), "inciso")
    assert "art. 87, IV" in said and "em 2026 há 2 suspensão(ões)" in said
    suspend_after_warnings(ctx, operator.id, DECIDED[2], FIRST_DAYS[2], 10, "Três")
    with admin_context.database.read() as session:
        assert (
            session.scalar(select(OperatorSanction).where(OperatorSanction.kind == "cassacao"))
            is None
        )

    applied = cassation("IV", process)
    detail = get_process(ctx, process)
    assert applied.detail == f"Cassação no processo nº {detail.number}: impedimento até 24/06/2028"
    with admin_context.database.read() as session:
        row = session.scalars(
            select(OperatorSanction).where(OperatorSanction.kind == "cassacao")
        ).one()
        assert row.process_id == process
    last = detail.timeline[-1]
    assert (last.label, last.on) == ("Cassação (Lei RR 664/2008, arts. 87 e 88)", DECIDED[2])
    assert "Lei RR 664/2008, art. 87, IV" in last.articles
