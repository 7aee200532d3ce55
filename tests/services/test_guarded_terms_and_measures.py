"""The terms of a sanction process, the defences and appeals it received, the measures on a
vehicle, the bars on a new registration and the appeals against a refused registration are
guarded by the database like the rest of what the law keeps (desktop/models/insert_only.py):
never deleted; a term only ends, once, met by its act or closed (Res. AGR 105/2017, arts. 83
and 91); a vehicle is only released, once, on what the release rests on (arts. 73 §3 and 74;
Lei RR 664/2008, art. 90 §3); an appeal against a refusal only gets, once, the Council's
decision (art. 7º, parágrafo único); a defence, an appeal and a bar never change (a bar is
lifted by a new record, art. 96)."""

from datetime import UTC, date, datetime
from typing import NamedTuple

import pytest

from desktop.models.database import Database
from desktop.services.registration.appeals import (
    decide_registration_appeal,
    file_registration_appeal,
)
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.decision import refuse_application
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.measures import apply_measure, release_vehicle
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.sanctions.submissions import receive_submission
from tests.factories.clock import at_day, at_instant
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.raw_sql import refusal, refused_unchanged, rows
from tests.factories.sanctions import appeal

pytestmark = pytest.mark.postgres

DAY = date(2026, 3, 10)
RETAINED = datetime(2026, 3, 10, 15, 0, tzinfo=UTC)  # 12:00 in Goiânia
DEFENDED = date(2026, 3, 12)
RELEASED = datetime(2026, 3, 12, 15, 0, tzinfo=UTC)
DECIDED = date(2026, 4, 1)

TABLES = (
    "process_deadlines",
    "process_submissions",
    "vehicle_measures",
    "registration_bars",
    "registration_appeals",
)


class Records(NamedTuple):
    database: Database
    process_id: object
    measure_id: object
    appeal_id: object


@pytest.fixture
def records(admin_context, roles, tmp_path):
    """An auto of 10/03/2026 for 75-I with the vehicle retained (art. 72 I), notified the same
    day, its defence term running; the operator's registration refused that day for forged
    documents (a bar of art. 9 §3) and appealed on 12/03 (art. 7º, parágrafo único)."""
    operator = new_operator(admin_context)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id, infraction_codes=("75-I",))
    fiscal = at_instant(roles["fiscal"], RETAINED)
    measure = apply_measure(fiscal, notice.id, "retencao", "I", RETAINED)
    notify(at_day(roles["analista"], DAY), notice.process_id, "pessoal", DAY, "Maria")
    office = at_day(admin_context, DAY)
    application = protocol_application(office, operator.id, key_dir=tmp_path / "keys")
    refuse_application(
        office, application.application.id, "Contrato social adulterado.", forged_documents=True
    )
    appealed = file_registration_appeal(
        at_day(admin_context, DEFENDED),
        application.application.id,
        DEFENDED,
        "O contrato é autêntico.",
    )
    return Records(admin_context.database, notice.process_id, measure.id, appealed.id), notice


@pytest.fixture
def moved_on(records, roles, admin_context):
    """Each record moved on the one way the law allows, through its service: the defence
    received on 12/03 (its term met), the vehicle released that day, its fault cured, and
    the appeal denied by the Council on 01/04."""
    held, notice = records
    analista = at_day(roles["analista"], DEFENDED)
    receive_submission(analista, held.process_id, "defesa", appeal(notice, DEFENDED))
    release_vehicle(
        at_instant(roles["analista"], RELEASED),
        held.measure_id,
        RELEASED,
        "sanada",
        note="Tacógrafo substituído.",
    )
    decide_registration_appeal(
        at_day(admin_context, DECIDED), held.appeal_id, False, DECIDED, "Adulteração provada."
    )
    return held.database


def values(database: Database, query: str) -> tuple[str, ...]:
    """The one row `query` reads, as text on either database (NULL as "")."""
    with database.engine.connect() as connection:
        row = connection.exec_driver_sql(query).one()
    return tuple("" if value is None else str(value) for value in row)


@pytest.mark.parametrize("table", TABLES)
def test_nothing_is_deleted(moved_on, table):
    assert rows(moved_on, table) != []
    assert "não pode ser" in refused_unchanged(moved_on, f"DELETE FROM {table}")


@pytest.mark.parametrize(
    ("statement", "words"),
    [
        ("UPDATE process_deadlines SET due = '2030-01-02'", "prazo do processo de sanção"),
        (
            "UPDATE process_deadlines SET met_on = '2026-03-12', closed_on = '2026-03-12'",
            "seu cumprimento ou seu encerramento",
        ),
        ("UPDATE vehicle_measures SET plate = 'XYZ9A99'", "medida administrativa registrada"),
        ("UPDATE vehicle_measures SET release_note = 'Liberado.'", "a liberação do veículo"),
        ("UPDATE registration_bars SET until = '2026-03-11'", "impedimento de novo registro"),
        ("UPDATE registration_appeals SET grounds = 'Outras.'", "contra o indeferimento"),
        ("UPDATE registration_appeals SET granted = TRUE", "a decisão do Conselho Regulador"),
    ],
)
def test_what_was_recorded_is_never_rewritten(records, statement, words):
    assert words in refused_unchanged(records[0].database, statement)


@pytest.mark.parametrize(
    ("statement", "words"),
    [
        ("UPDATE process_submissions SET timely = NOT timely", "defesa ou recurso recebido"),
        ("UPDATE process_submissions SET summary = 'Outra.'", "Lei RR 664/2008, arts. 89 e 91"),
        ("UPDATE process_deadlines SET met_on = NULL", "uma vez, seu cumprimento"),
        ("UPDATE process_deadlines SET closed_on = '2026-03-25'", "ou seu encerramento"),
        ("UPDATE vehicle_measures SET released_at = NULL", "uma vez, a liberação"),
        ("UPDATE vehicle_measures SET release_basis = 'cumprido'", "uma vez, a liberação"),
        ("UPDATE vehicle_measures SET depot_fee = 1", "Res. AGR 105/2017, arts. 72 a 74"),
        ("UPDATE registration_appeals SET granted = NOT granted", "uma vez, a decisão"),
        ("UPDATE registration_appeals SET decision_reason = 'Outra.'", "uma vez, a decisão"),
    ],
)
def test_what_moved_on_moves_no_more(moved_on, statement, words):
    assert words in refused_unchanged(moved_on, statement)


def test_the_services_move_each_record_on_its_one_way_once(moved_on):
    assert values(moved_on, "SELECT kind, met_on, closed_on FROM process_deadlines") == (
        "defesa",
        "2026-03-12",
        "",
    )
    released = values(moved_on, "SELECT release_basis, release_note FROM vehicle_measures")
    assert released == ("sanada", "Tacógrafo substituído.")
    decided = values(moved_on, "SELECT decided_on, decision_reason FROM registration_appeals")
    assert decided == ("2026-04-01", "Adulteração provada.")
    for statement, words in (
        ("UPDATE process_deadlines SET met_on = '2026-03-13'", "uma vez, seu cumprimento"),
        ("UPDATE vehicle_measures SET released_at = created_at", "uma vez, a liberação"),
        ("UPDATE registration_appeals SET decided_on = '2026-04-02'", "uma vez, a decisão"),
    ):
        assert words in refusal(moved_on, statement)


def test_a_term_that_lapsed_is_closed_once(records, roles):
    """Judged on 23/03 without a defence (art. 86): the defence term is closed by the
    judgment and, closed, is never met nor closed again."""
    held, _ = records
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    (proposal,) = propose_penalties(julgador, held.process_id)
    fine = PenaltyChoice("75-I", proposal.amount, ("multa",))
    judge(julgador, held.process_id, DecisionInput(date(2026, 3, 23), True, "Comprovada.", (fine,)))
    assert values(held.database, "SELECT met_on, closed_on FROM process_deadlines") == (
        "",
        "2026-03-23",
    )
    for statement in (
        "UPDATE process_deadlines SET met_on = '2026-03-23'",
        "UPDATE process_deadlines SET closed_on = '2026-03-24'",
    ):
        assert "seu cumprimento ou seu encerramento" in refusal(held.database, statement)
