"""What the law keeps is never deleted nor rewritten, in the database itself: the acts of a
sanction process, the penalties decided and the audit log not at all; a debt, a sanction, a
process, a CRC and a CRV only the one way the law moves them on (desktop/models/insert_only.py,
`changes`): a debt cancelled once by a later decision (Res. AGR 105/2017, arts. 91 and 96; Lei
RR 664/2008, art. 91), a sanction revoked once, a process's stage, a certificate superseded
once by the one that renews it (Res. 105, arts. 13 §3 and 24)."""

from datetime import date

import pytest
from sqlalchemy import text

from desktop.services.sanctions.notifications import notify
from tests.factories.clock import at_day
from tests.factories.licences import bus_of
from tests.factories.raw_sql import refusal, refused_unchanged, rows, run
from tests.factories.sanctions import caducity_judged, registered

pytestmark = pytest.mark.postgres

TABLES = (
    "audit_entries",
    "debts",
    "penalties",
    "process_decisions",
    "process_events",
    "sanction_processes",
    "operator_sanctions",
    "crcs",
    "crvs",
)


@pytest.fixture
def records(admin_context, roles, tmp_path):
    """An operator with its CRC and a bus with its CRV, judged for 78-I with a fine and
    caducity, the decision notified: a row in every guarded table."""
    operator, keys = registered(admin_context, tmp_path)
    bus_of(admin_context, keys, operator.id)
    process = caducity_judged(roles, tmp_path, operator.id)
    day = date(2026, 3, 24)
    notify(at_day(roles["analista"], day), process.id, "pessoal", day, "Maria")
    return admin_context.database


@pytest.mark.parametrize("table", TABLES)
def test_nothing_is_deleted(records, table):
    assert rows(records, table) != []
    assert "não pode ser" in refused_unchanged(records, f"DELETE FROM {table}")


@pytest.mark.parametrize(
    ("statement", "words"),
    [
        ("UPDATE audit_entries SET action = 'x'", "histórico de alterações"),
        ("UPDATE debts SET amount = 1", "só se registra, uma vez, seu cancelamento"),
        ("UPDATE debts SET due_on = '2030-01-02'", "Res. AGR 105/2017, arts. 89, 91, 96"),
        ("UPDATE penalties SET amount = 1", "a decisão que o reforma é um novo registro"),
        ("UPDATE process_decisions SET upholds = NOT upholds", "ato do processo de sanção"),
        ("UPDATE process_events SET summary = 'outro'", "ato do processo de sanção"),
        ("UPDATE sanction_processes SET number = 'X'", "só avança de fase pelos atos"),
        ("UPDATE sanction_processes SET stage = 'aguardando_notificacao'", "reabre pela revisão"),
        ("UPDATE sanction_processes SET stage = 'prazo_defesa'", "processo de sanção"),
        ("UPDATE sanction_processes SET stage = 'recurso_conselho'", "processo de sanção"),
        ("UPDATE sanction_processes SET kind = 'simplificado'", "de simplificado para ordinário"),
        ("UPDATE operator_sanctions SET last_day = '2030-01-02'", "só se registra, uma vez, sua"),
        ("UPDATE crcs SET valid_until = '2040-01-02'", "CRC emitido"),
        ("UPDATE crvs SET valid_until = '2040-01-02'", "CRV emitido"),
    ],
)
def test_what_was_recorded_is_never_rewritten(records, statement, words):
    assert words in refused_unchanged(records, statement)


def test_a_debt_is_cancelled_once_with_its_reason(records):
    message = "só se registra, uma vez, seu cancelamento"
    assert message in refusal(records, "UPDATE debts SET cancel_reason = 'Sem decisão.'")
    run(records, "UPDATE debts SET cancelled_on = '2026-04-01', cancel_reason = 'Reformada.'")
    for statement in (
        "UPDATE debts SET cancelled_on = '2026-04-02'",
        "UPDATE debts SET cancelled_on = NULL",
        "UPDATE debts SET cancel_reason = 'Outra razão.'",
    ):
        assert message in refusal(records, statement)


ANOTHER_ID = "'00000000-0000-0000-0000-000000000001'"


@pytest.mark.parametrize(
    ("table", "column", "value", "other", "words"),
    [
        ("operator_sanctions", "revoked_on", "'2026-04-01'", "'2026-04-02'", "sua revogação"),
        ("crcs", "superseded_by_id", "id", ANOTHER_ID, "o certificado que o substitui"),
        ("crvs", "superseded_by_id", "id", ANOTHER_ID, "o certificado que o substitui"),
    ],
)
def test_a_record_moves_on_once(records, table, column, value, other, words):
    run(records, f"UPDATE {table} SET {column} = {value}")
    moved = rows(records, table)
    for again in ("NULL", other):
        assert words in refusal(records, f"UPDATE {table} SET {column} = {again}")
    assert rows(records, table) == moved


def process_stage(database) -> tuple[str, str]:
    with database.engine.connect() as connection:
        row = connection.execute(text("SELECT stage, outcome FROM sanction_processes")).one()
    return row.stage, row.outcome


def test_a_closed_process_is_reopened_only_by_a_revision(records):
    """The caducity judged in single instance (art. 94), notified: the process is closed; a
    revision (art. 96) brings it to the notification of the new decision, which closes it."""
    assert process_stage(records) == ("encerrado", "mantido")
    run(
        records,
        "UPDATE sanction_processes SET stage = 'aguardando_notificacao_conselho', "
        "outcome = 'revisto', updated_at = created_at",
    )
    assert "processo de sanção" in refusal(
        records, "UPDATE sanction_processes SET stage = 'aguardando_julgamento'"
    )
    run(records, "UPDATE sanction_processes SET stage = 'encerrado'")
    assert process_stage(records) == ("encerrado", "revisto")
