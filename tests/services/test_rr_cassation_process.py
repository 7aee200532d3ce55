"""Lei RR 664/2008, art. 87: the cassação is imposed "com base no resultado de processo
administrativo" (caput), refused without the operator's processo administrativo and recorded
in it; on inciso IV ("suspensão da linha envolvida por mais de 02 (duas) vezes em um mesmo
ano") it stands on more than 2 suspensions of art. 85 of that line in one calendar year;
on incisos I, II and V it reaches every line of the delegatária, on III and IV the line
involved (sole §)."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.models.sanctions import OperatorSanction
from desktop.services.errors import ValidationError
from desktop.services.sanctions.penalties_rr import declare_cassacao, suspend_after_warnings
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import (
    administrative_process,
    delegated_lines,
    rr_fined,
    warned_lines,
)

DECIDED = (date(2026, 6, 22), date(2026, 6, 23), date(2026, 6, 24), date(2026, 6, 25))
FIRST_DAYS = (date(2026, 7, 1), date(2026, 8, 1), date(2026, 9, 1), date(2026, 10, 1))
# Two suspensions of line A and one of line B in 2026; the fourth is line A's third.
SUSPENDED_LINES = ("RR-001", "RR-001", "RR-002", "RR-001")


def refusal(call, field):
    with pytest.raises(ValidationError) as refused:
        call()
    return refused.value.field_errors[field]


def test_cassation_stands_on_the_process_and_on_inciso_iv_on_three_suspensions_of_the_line(
    admin_context, roles, tmp_path
):
    operator, julgador = warned_lines(admin_context, roles, tmp_path, "RR-001", "RR-002")
    fiscal = in_roraima(roles["fiscal"])
    process = administrative_process(fiscal, julgador, tmp_path, operator.id, date(2026, 6, 1))
    simplified = recorded_notice(
        fiscal, tmp_path, operator.id, day=date(2026, 6, 2), infraction_codes=("79-I",), line="RR-1"
    ).process_id
    other = new_operator(admin_context, cnpj="11.444.777/0001-61")
    others = administrative_process(fiscal, julgador, tmp_path, other.id, date(2026, 6, 3))
    for line, decided, first in list(zip(SUSPENDED_LINES, DECIDED, FIRST_DAYS, strict=True))[:3]:
        suspend_after_warnings(
            at_day(julgador, decided), operator.id, line, decided, first, 10, "Três"
        )
    ctx = at_day(julgador, DECIDED[3])

    def cassation(inciso, process_id, line="RR-001"):
        return declare_cassacao(
            ctx, operator.id, DECIDED[3], inciso, 2, "Reiteradas.", process_id, line
        )

    assert "(Lei RR 664/2008, art. 87, caput): indique o processo." in refusal(
        lambda: cassation("III", None), "process_id"
    )
    assert "é de outra empresa" in refusal(lambda: cassation("III", others), "process_id")
    assert "comissão designada pelo CRE/RR (Lei RR 664/2008, art. 84, I)" in refusal(
        lambda: cassation("III", simplified), "process_id"
    )
    # Three suspensions in 2026, but only two of line RR-001 and one of RR-002.
    said = refusal(lambda: cassation("IV", process), "inciso")
    assert "art. 87, IV" in said and "a linha RR-001 tem 2 suspensão(ões)" in said
    said = refusal(lambda: cassation("IV", process, "RR-002"), "inciso")
    assert "a linha RR-002 tem 1 suspensão(ões)" in said
    suspend_after_warnings(ctx, operator.id, "RR-001", DECIDED[3], FIRST_DAYS[3], 10, "Três")
    with admin_context.database.read() as session:
        assert (
            session.scalar(select(OperatorSanction).where(OperatorSanction.kind == "cassacao"))
            is None
        )
        assert [
            row.line
            for row in session.scalars(
                select(OperatorSanction)
                .where(OperatorSanction.kind == "suspensao")
                .order_by(OperatorSanction.first_day)
            )
        ] == list(SUSPENDED_LINES)

    applied = cassation("IV", process)
    detail = get_process(ctx, process)
    assert applied.detail == (
        f"Cassação somente da linha RR-001 no processo nº {detail.number}: impedimento até "
        "25/06/2028"
    )
    assert "Lei RR 664/2008, art. 87, parágrafo único" in applied.articles
    with admin_context.database.read() as session:
        row = session.scalars(
            select(OperatorSanction).where(OperatorSanction.kind == "cassacao")
        ).one()
        assert (row.process_id, row.line) == (process, "RR-001")
    last = detail.timeline[-1]
    assert (last.label, last.on) == ("Cassação (Lei RR 664/2008, arts. 87 e 88)", DECIDED[3])
    assert "Lei RR 664/2008, art. 87, IV" in last.articles
    assert "somente da linha RR-001" in last.summary


def test_a_suspension_names_one_of_the_operators_lines(admin_context, roles, tmp_path):
    """Art. 87, IV counts the suspensions of the line involved: an art. 85 suspension without
    its line, or on a line that is not the delegatária's, is refused next to the line, with
    nothing written."""
    operator, julgador = warned_lines(admin_context, roles, tmp_path, "RR-001", "RR-002")
    ctx = at_day(julgador, DECIDED[0])

    def suspension(line):
        return suspend_after_warnings(ctx, operator.id, line, DECIDED[0], FIRST_DAYS[0], 10, "T")

    said = refusal(lambda: suspension(" "), "line")
    assert said.startswith("Escolha a linha entre as da delegatária (RR-001, RR-002)")
    assert "arts. 85 e 87, IV" in said
    said = refusal(lambda: suspension("RR-999"), "line")
    assert said.startswith("A linha RR-999 não é da delegatária; escolha entre RR-001, RR-002")
    with admin_context.database.read() as session:
        assert (
            session.scalar(select(OperatorSanction).where(OperatorSanction.kind == "suspensao"))
            is None
        )
    assert suspension("rr-002").detail == "Suspensão de 10 dia(s) da linha RR-002"


def test_cassation_scope_follows_the_sole_paragraph(admin_context, roles, tmp_path):
    """Art. 87 sole §: on inciso III only the line involved, which must be named; on I, II
    and V every line of the delegatária, no line named."""
    operator, julgador = rr_fined(admin_context, roles, tmp_path)
    delegated_lines(admin_context, tmp_path / "keys", operator, "RR-001", "RR-002")
    process = administrative_process(
        in_roraima(roles["fiscal"]), julgador, tmp_path, operator.id, date(2026, 6, 1)
    )
    ctx = at_day(julgador, DECIDED[0])

    def cassation(inciso, line):
        return declare_cassacao(ctx, operator.id, DECIDED[0], inciso, 1, "Falta.", process, line)

    assert "atinge só a linha envolvida" in refusal(lambda: cassation("III", ""), "line")
    assert "atinge todas as linhas da delegatária" in refusal(
        lambda: cassation("II", "RR-001"), "line"
    )
    assert "Cassação de todas as linhas da delegatária" in cassation("II", "").detail
    with admin_context.database.read() as session:
        (row,) = session.scalars(
            select(OperatorSanction).where(OperatorSanction.kind == "cassacao")
        )
        assert row.line == ""
        assert "Lei RR 664/2008, art. 87, parágrafo único" in row.articles
