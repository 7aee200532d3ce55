"""The fine proposal reads the operator's stored history (Res. AGR 105/2017, art. 68 §§1-2:
recidivism within 12 months) in a constant number of statements, however long the history:
the processes with their notices, their decisions, the infractions and the penalties."""

from datetime import date, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import event

from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, council_review, judge
from desktop.services.sanctions.penalties_records import history_of, propose_penalties
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice


def judged_notice(roles, tmp_path, operator_id, day, upholds=True):
    """A notice of 77-XVI on `day`, notified that day and judged 13 days later, upholding the
    fine the engine proposes (or cancelling the notice, confirmed by the Council, art. 90)."""
    notice = recorded_notice(roles["fiscal"], tmp_path, operator_id, day=day)
    notify(at_day(roles["analista"], day), notice.process_id, "pessoal", day, "Pedro Alves")
    decided = day + timedelta(days=13)
    julgador = at_day(roles["julgador"], decided)
    if not upholds:
        judge(julgador, notice.process_id, DecisionInput(decided, False, "Placa não confere."))
        council_review(
            julgador, notice.process_id, DecisionInput(decided, False, "Confirma o cancelamento.")
        )
        return notice
    (proposal,) = propose_penalties(julgador, notice.process_id)
    judge(
        julgador,
        notice.process_id,
        DecisionInput(
            decided,
            True,
            "Comprovada.",
            (
                PenaltyChoice(
                    "77-XVI",
                    proposal.amount,
                    ("multa",),
                    "Advertência apurada à parte." if proposal.penalties != ("multa",) else "",
                ),
            ),
        ),
    )
    return notice


def statements_of_history(database, cnpj):
    sent = []

    def remember(conn, cursor, statement, parameters, context, executemany):
        if statement.lstrip().upper().startswith("SELECT"):
            sent.append(statement)

    event.listen(database.engine, "before_cursor_execute", remember)
    try:
        with database.read() as session:
            history = history_of(session, cnpj)
    finally:
        event.remove(database.engine, "before_cursor_execute", remember)
    return history, sent


@pytest.mark.postgres
def test_history_is_read_in_four_statements_however_long(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    first = date(2025, 3, 2)
    judged_notice(roles, tmp_path, operator.id, first)
    judged_notice(roles, tmp_path, operator.id, first + timedelta(days=30), upholds=False)
    short, short_statements = statements_of_history(admin_context.database, operator.cnpj)
    assert len(short_statements) == 4
    for month in range(2, 14):
        judged_notice(roles, tmp_path, operator.id, first + timedelta(days=30 * month))
    recorded_notice(roles["fiscal"], tmp_path, operator.id, day=date(2026, 4, 1))  # not judged
    long, long_statements = statements_of_history(admin_context.database, operator.cnpj)
    assert len(long_statements) == 4
    # 13 upheld fines and the annulled notice; the notice awaiting judgment is not history
    assert sorted(past.status for past in long) == ["annulled"] + ["valid"] * 13
    assert {past.infraction for past in long} == {"77-XVI"}
    assert len(short) == 2


def test_the_proposal_from_a_long_history_is_the_recidivism_of_art_68(
    admin_context, roles, tmp_path
):
    """Art. 68 §2: the same infraction within 12 months is specific recidivism (+50%,
    1,909.59 -> 2,864.39), and art. 71 II adds the warning; the annulled notice (art. 90)
    never counts."""
    operator = new_operator(admin_context)
    for month in range(6):
        judged_notice(
            roles,
            tmp_path,
            operator.id,
            date(2025, 9, 1) + timedelta(days=30 * month),
            upholds=month != 5,
        )
    pending = recorded_notice(roles["fiscal"], tmp_path, operator.id, day=date(2026, 4, 1))
    julgador = at_day(roles["julgador"], date(2026, 4, 20))
    (proposal,) = propose_penalties(julgador, pending.process_id)
    assert (proposal.recidivism, proposal.amount) == ("specific", Decimal("2864.39"))
    assert "Res. AGR 105/2017, art. 68 §2" in proposal.articles
