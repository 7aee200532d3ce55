"""Lei RR 664/2008, arts. 85 and 87, IV count written warnings and suspensions by their line;
those recorded before they named it count for none. The analyst states the line of such a
record in a record of its own, audited, never changed nor deleted, the penalty left as it was
recorded; from then on both counts include it."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.models.audit import AuditEntry
from desktop.models.sanctions import OperatorSanction, SanctionLineStatement
from desktop.rules.rr_line_penalties import LineWarnings
from desktop.services.errors import ValidationError
from desktop.services.sanctions.penalties_rr import (
    declare_cassacao,
    half_year_warning,
    suspend_after_warnings,
)
from desktop.services.sanctions.rr_conversion_records import rr_suspensions
from desktop.services.sanctions.rr_sanction_lines import state_sanction_line
from desktop.services.sanctions.rr_sanction_lines_records import sanctions_without_line
from desktop.services.sanctions.rr_warnings_records import warnings_per_line
from tests.factories.clock import at_day
from tests.factories.raw_sql import refused_unchanged
from tests.factories.reading import count
from tests.factories.roraima import in_roraima
from tests.factories.sanctions import (
    WARNED_ON,
    administrative_process,
    recorded_without_line,
    warned_lines,
)

DECIDED = date(2026, 6, 22)
BASIS = "Auto de infração nº 12/2026, linha RR-001"


def refused(call, field):
    with pytest.raises(ValidationError) as raised:
        call()
    return raised.value.field_errors[field]


def statements(database) -> int:
    return count(database, SanctionLineStatement)


def test_a_warning_recorded_without_a_line_counts_for_the_line_stated(
    admin_context, roles, tmp_path
):
    operator, julgador = warned_lines(admin_context, roles, tmp_path)
    for day in WARNED_ON[:2]:
        half_year_warning(at_day(julgador, day), operator.id, "RR-001", day, 10, "Apuração")
    old = recorded_without_line(julgador, operator, "advertencia", WARNED_ON[2])
    analista = at_day(in_roraima(roles["analista"]), DECIDED)

    def suspension():
        return suspend_after_warnings(
            at_day(julgador, DECIDED), operator.id, "RR-001", DECIDED, date(2026, 7, 1), 10, "3"
        )

    assert refused(suspension, "line").endswith(
        "a linha RR-001 tem 2. 1 advertência(s) sem linha registrada nesse período não "
        "conta(m) para nenhuma linha enquanto sua linha não for informada (Penalidades › "
        "Informar a linha…)."
    )
    assert [row.id for row in sanctions_without_line(analista, operator.id)] == [old]
    # Nothing is written on a refusal.
    assert refused(lambda: state_sanction_line(analista, old, "RR-001", " "), "basis")
    assert "não é da delegatária" in refused(
        lambda: state_sanction_line(analista, old, "RR-009", BASIS), "line"
    )
    assert statements(admin_context.database) == 0

    stated = state_sanction_line(analista, old, "RR-001 — Boa Vista — Caracaraí", BASIS)
    assert stated.line == "RR-001"
    assert warnings_per_line(analista, operator.id, DECIDED) == LineWarnings((("RR-001", 3),), 0)
    assert sanctions_without_line(analista, operator.id) == []
    with admin_context.database.read() as session:
        assert session.get(OperatorSanction, old).line == ""
        row = session.scalars(select(SanctionLineStatement)).one()
        assert (row.sanction_id, row.line, row.basis) == (old, "RR-001", BASIS)
        assert (row.created_by_id, row.created_at) == (analista.actor.user_id, analista.clock())
        audit = session.scalars(select(AuditEntry).where(AuditEntry.entity_id == row.id)).one()
        assert (audit.entity, audit.action, audit.after["line"]) == (
            "operator_sanction_lines",
            "state_line",
            "RR-001",
        )
    said = refused(lambda: state_sanction_line(analista, old, "RR-002", BASIS), "sanction")
    assert said == "A advertência escrita já tem a linha RR-001 informada, que não se altera."
    assert statements(admin_context.database) == 1
    assert suspension().detail == "Suspensão de 10 dia(s) da linha RR-001"


def test_suspensions_recorded_without_a_line_count_for_the_cassation_of_the_line_stated(
    admin_context, roles, tmp_path
):
    """Art. 87, IV: more than 2 suspensions of the line involved in one year. Two of the
    three suspensions of 2026 were recorded with no line: the cassação of RR-001 stood on
    one, until their line was stated."""
    operator, julgador = warned_lines(admin_context, roles, tmp_path, "RR-001")
    fiscal = in_roraima(roles["fiscal"])
    process = administrative_process(fiscal, julgador, tmp_path, operator.id, date(2026, 6, 1))
    old = [
        recorded_without_line(julgador, operator, "suspensao", day, first, first.replace(day=10))
        for day, first in (
            (date(2026, 1, 5), date(2026, 2, 1)),
            (date(2026, 3, 5), date(2026, 4, 1)),
        )
    ]
    suspend_after_warnings(
        at_day(julgador, DECIDED), operator.id, "RR-001", DECIDED, date(2026, 7, 1), 10, "Três"
    )
    ctx = at_day(julgador, date(2026, 6, 25))

    def cassation():
        return declare_cassacao(
            ctx, operator.id, date(2026, 6, 25), "IV", 2, "Reiteradas.", process, "RR-001"
        )

    assert "2 suspensão(ões) sem linha registrada em 2026" in refused(cassation, "inciso")
    analista = at_day(in_roraima(roles["analista"]), DECIDED)
    assert [row.label for row in rr_suspensions(analista, operator.id)][0] == (
        "01/02/2026 a 10/02/2026 (10 dia(s))"
    )
    for sanction_id in old:
        state_sanction_line(analista, sanction_id, "RR-001", "Decisão do processo nº 2/2026")
    assert [row.line for row in rr_suspensions(analista, operator.id)] == ["RR-001"] * 3
    assert cassation().detail.startswith("Cassação somente da linha RR-001")


def test_the_stated_line_is_never_rewritten_nor_deleted(admin_context, roles, tmp_path):
    operator, julgador = warned_lines(admin_context, roles, tmp_path)
    old = recorded_without_line(julgador, operator, "advertencia", WARNED_ON[0])
    analista = at_day(in_roraima(roles["analista"]), DECIDED)
    state_sanction_line(analista, old, "RR-002", BASIS)
    message = "linha informada de advertência ou suspensão registrada não pode ser alterada"
    database = admin_context.database
    assert message in refused_unchanged(database, "UPDATE operator_sanction_lines SET line = 'X'")
    assert message in refused_unchanged(database, "DELETE FROM operator_sanction_lines")
