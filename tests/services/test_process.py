"""The sanction process, Res. AGR 105/2017 arts. 81-96 (Lei RR 664/2008 arts. 89-91): every
deadline from the rules engine on the office calendar, defence requirements of art. 84,
judgment, Council review, appeal without suspensive effect, revision never worse."""

import dataclasses
from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.payments import Debt
from desktop.models.sanctions import ProcessDecision, ProcessEvent, Submission
from desktop.services.errors import Conflict, PermissionDenied, ValidationError
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import debts_of, has_overdue_debts
from desktop.services.sanctions.penalties import (
    DecisionInput,
    council_decide_appeal,
    council_review,
    judge,
    revise,
)
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.sanctions.process_records import get_process, worklist
from desktop.services.sanctions.submissions import (
    SubmissionInput,
    close_without_appeal,
    receive_submission,
)
from tests.factories.clock import at_day
from tests.factories.notices import (
    fine_77_xvi,
    new_operator,
    notify_by_autos,
    recorded_notice,
    refused_judgment,
)
from tests.factories.reading import count


def defence(process, notice, received_on, **changes):
    data = SubmissionInput(
        received_on=received_on,
        signatory="Maria da Conceição Souza",
        process_number=process.number,
        notice_number=notice.number,
        representative_address="Rua Açaí, 45, Goiânia/GO",
        representative_qualification="sócia administradora",
        place="Goiânia",
        signed_on=received_on,
        in_portuguese_typed_addressed=True,
        signed=True,
        powers_proof_attached=True,
        summary="Alega que o trajeto foi alterado por desvio da rodovia.",
    )
    return dataclasses.replace(data, **changes)


def upheld(code, amount, penalties=("multa",), reason="", **extra):
    return PenaltyChoice(code, Decimal(amount), penalties, reason, **extra)


@pytest.fixture
def roles(context_for):
    return {role: context_for(role) for role in ("fiscal", "analista", "julgador", "atendente")}


def notified(roles, tmp_path, operator_id, ciencia, day=date(2026, 3, 10), **changes):
    notice = recorded_notice(roles["fiscal"], tmp_path, operator_id, day=day, **changes)
    process = notify(
        at_day(roles["analista"], ciencia),
        notice.process_id,
        "pessoal",
        ciencia,
        "Pedro Alves, motorista e preposto",
    )
    return notice, process


@pytest.mark.postgres
def test_defence_deadline_counts_from_the_ciencia_across_a_holiday(admin_context, roles, tmp_path):
    """Art. 83: ciência Saturday 11/04/2026; start day excluded; day 10 is Tuesday 21/04
    (Tiradentes), moved to Wednesday 22/04 (§2)."""
    operator = new_operator(admin_context)
    _, process = notified(roles, tmp_path, operator.id, date(2026, 4, 11), day=date(2026, 4, 8))
    (deadline,) = process.deadlines
    assert (deadline.kind, deadline.due) == ("defesa", date(2026, 4, 22))
    assert "Tiradentes" in deadline.moved_because
    assert "art. 83" in deadline.articles
    assert process.stage == "prazo_defesa"


def test_office_closure_moves_the_due_date(admin_context, roles, tmp_path):
    """Art. 83 §2: no business hours on Friday 20/03/2026 (office closure): the deadline of
    the ciência on 10/03 moves to Monday 23/03."""
    closed = dataclasses.replace(admin_context.office, closures=frozenset({date(2026, 3, 20)}))
    analista = dataclasses.replace(roles["analista"], office=closed)
    operator = new_operator(admin_context)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id)
    process = notify(
        at_day(analista, date(2026, 3, 10)),
        notice.process_id,
        "autos",
        date(2026, 3, 10),
        "Maria da Conceição Souza",
    )
    assert process.deadlines[0].due == date(2026, 3, 23)


def test_roraima_defence_is_30_days_from_the_first_business_day_after(
    admin_context, roles, tmp_path
):
    """RR Lei 664, art. 89 (30 days) counted as art. 95."""
    operator = new_operator(admin_context)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id)
    rr = dataclasses.replace(admin_context.office, jurisdiction="RR")
    analista = at_day(dataclasses.replace(roles["analista"], office=rr), date(2026, 3, 13))
    process = notify(analista, notice.process_id, "autos", date(2026, 3, 13), "Maria")
    # ciência Friday 13/03: day 1 is Monday 16/03, day 30 is Tuesday 14/04
    assert process.deadlines[0].due == date(2026, 4, 14)
    assert "Lei RR 664/2008, art. 89" in process.deadlines[0].articles


@pytest.mark.parametrize(
    ("method", "ciencia", "recipient", "ar", "field", "fragment"),
    [
        ("pessoal", date(2026, 3, 9), "Maria", "", "ciencia", "anterior à data do auto"),
        ("pessoal", date(2026, 3, 20), "Maria", "", "ciencia", "posterior a hoje"),
        ("pessoal", None, "Maria", "", "ciencia", "art. 82"),
        ("fax", date(2026, 3, 12), "Maria", "", "method", "art. 82"),
        ("pessoal", date(2026, 3, 12), " ", "", "recipient", "art. 82"),
        ("correio", date(2026, 3, 12), "Maria", "", "ar_code", "Aviso de Recebimento"),
    ],
)
def test_bad_notification_is_refused_and_nothing_stored(
    admin_context, roles, tmp_path, method, ciencia, recipient, ar, field, fragment
):
    operator = new_operator(admin_context)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id)
    events = count(admin_context.database, ProcessEvent)
    with pytest.raises(ValidationError) as raised:
        notify(
            at_day(roles["analista"], date(2026, 3, 12)),
            notice.process_id,
            method,
            ciencia,
            recipient,
            ar,
        )
    assert fragment in raised.value.field_errors[field]
    assert count(admin_context.database, ProcessEvent) == events
    assert get_process(admin_context, notice.process_id).stage == "aguardando_notificacao"


def test_registered_mail_takes_the_ar_date_as_ciencia(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    notice = recorded_notice(roles["fiscal"], tmp_path, operator.id)
    process = notify(
        at_day(roles["analista"], date(2026, 3, 20)),
        notice.process_id,
        "correio",
        date(2026, 3, 16),
        "Recepção da empresa",
        "BR123456789GO",
    )
    assert process.deadlines[0].ciencia == date(2026, 3, 16)
    assert process.deadlines[0].due == date(2026, 3, 26)
    assert "AR BR123456789GO" in process.timeline[-1].summary


def test_defence_lacking_art_84_requirements_is_recorded_as_not_to_be_known(
    admin_context, roles, tmp_path
):
    operator = new_operator(admin_context)
    notice, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    detail = receive_submission(
        at_day(roles["analista"], date(2026, 3, 19)),
        process.id,
        "defesa",
        defence(
            process,
            notice,
            date(2026, 3, 19),
            process_number="GYN-2026-999999",
            powers_proof_attached=False,
        ),
    )
    with admin_context.database.read() as session:
        row = session.scalars(select(Submission)).one()
    assert row.timely and not row.known
    assert "II — número do processo" in row.missing
    assert "contrato social" in row.missing
    assert "não será conhecida" in detail.timeline[-1].summary
    assert detail.stage == "aguardando_julgamento"
    assert detail.deadlines[0].met_on == date(2026, 3, 19)


def test_untimely_defence(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    notice, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    receive_submission(
        at_day(roles["analista"], date(2026, 3, 23)),
        process.id,
        "defesa",
        defence(process, notice, date(2026, 3, 23)),
    )
    with admin_context.database.read() as session:
        row = session.scalars(select(Submission)).one()
    assert not row.timely and not row.known  # due 20/03/2026


def test_judgment_waits_for_the_defence_deadline_and_needs_the_julgador(
    admin_context, roles, tmp_path
):
    operator = new_operator(admin_context)
    notice, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    decision = DecisionInput(
        date(2026, 3, 20), True, "Infração comprovada.", (upheld("77-XVI", "1909.59"),)
    )
    with pytest.raises(PermissionDenied):
        judge(at_day(roles["analista"], date(2026, 3, 20)), process.id, decision)
    with pytest.raises(ValidationError) as raised:
        judge(at_day(roles["julgador"], date(2026, 3, 20)), process.id, decision)
    assert "art. 86" in raised.value.field_errors["decided_on"]
    assert count(admin_context.database, ProcessDecision) == 0
    judged = judge(
        at_day(roles["julgador"], date(2026, 3, 23)),
        process.id,
        dataclasses.replace(decision, decided_on=date(2026, 3, 23)),
    )
    assert judged.stage == "aguardando_notificacao_decisao"
    assert judged.deadlines[0].closed_on == date(2026, 3, 23)


def test_fine_proposed_from_the_stored_history_and_changed_with_a_reason(
    admin_context, roles, tmp_path
):
    """Art. 68 §2: the same infraction within 12 months: +50% (1,909.59 -> 2,864.39) and
    art. 71 II: multa + advertência."""
    operator = new_operator(admin_context)
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    _, first = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    assert [p.amount for p in propose_penalties(julgador, first.id)] == [Decimal("1909.59")]
    fine_77_xvi(julgador, first.id, date(2026, 3, 23))
    _, second = notified(roles, tmp_path, operator.id, date(2026, 6, 2), day=date(2026, 6, 1))
    julgador = at_day(roles["julgador"], date(2026, 6, 15))
    (proposal,) = propose_penalties(julgador, second.id)
    assert (proposal.recidivism, proposal.amount) == ("specific", Decimal("2864.39"))
    assert proposal.penalties == ("multa", "advertencia")
    assert "Res. AGR 105/2017, art. 68 §2" in proposal.articles
    with pytest.raises(ValidationError) as raised:
        judge(
            julgador,
            second.id,
            DecisionInput(date(2026, 6, 15), True, "Comprovada.", (upheld("77-XVI", "2000.00"),)),
        )
    assert "motivo" in raised.value.field_errors["penalties.77-XVI"]
    judged = judge(
        julgador,
        second.id,
        DecisionInput(
            date(2026, 6, 15),
            True,
            "Comprovada.",
            (upheld("77-XVI", "2864.39", reason="Advertência em processo ordinário à parte."),),
        ),
    )
    assert "proposta R$\xa02.864,39" in judged.timeline[-1].summary


def test_warning_needs_the_ordinary_process(admin_context, roles, tmp_path):
    """Art. 81 II: advertência is applied in the ordinary process."""
    operator = new_operator(admin_context)
    _, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    refused = refused_judgment(
        roles["julgador"],
        process.id,
        date(2026, 3, 23),
        "Comprovada.",
        (upheld("77-XVI", "1909.59", ("multa", "advertencia"), "Reincidente."),),
    )
    assert "art. 81, II" in refused["penalties.77-XVI"]


@pytest.mark.postgres
def test_whole_process_to_payment_with_appeal_without_suspensive_effect(
    admin_context, roles, tmp_path
):
    operator = new_operator(admin_context)
    notice, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    analista = roles["analista"]
    receive_submission(
        at_day(analista, date(2026, 3, 18)),
        process.id,
        "defesa",
        defence(process, notice, date(2026, 3, 18)),
    )
    judge(
        at_day(roles["julgador"], date(2026, 3, 25)),
        process.id,
        DecisionInput(
            date(2026, 3, 25),
            True,
            "Defesa improcedente (art. 89).",
            (upheld("77-XVI", "1909.59"),),
        ),
    )
    detail = notify(
        at_day(analista, date(2026, 3, 27)),
        process.id,
        "autos",
        date(2026, 3, 27),
        "Maria da Conceição Souza",
    )
    assert detail.stage == "prazo_recurso"
    (debt,) = debts_of(admin_context, operator.id, date(2026, 3, 27))
    # art. 89 with art. 83: 10 days from Friday 27/03 end on Monday 06/04
    assert (debt.amount, debt.due_on) == (Decimal("1909.59"), date(2026, 4, 6))
    assert not has_overdue_debts(admin_context, operator.id, date(2026, 4, 6))
    assert has_overdue_debts(admin_context, operator.id, date(2026, 4, 7))
    appealed = receive_submission(
        at_day(analista, date(2026, 4, 3)),
        process.id,
        "recurso",
        defence(process, notice, date(2026, 4, 3)),
    )
    assert appealed.stage == "recurso_conselho"
    # art. 91 §1: no suspensive effect, the fine stays due during the appeal
    assert has_overdue_debts(admin_context, operator.id, date(2026, 4, 7))
    atendente = at_day(roles["atendente"], date(2026, 4, 8))
    with pytest.raises(ValidationError) as raised:
        register_payment(atendente, debt.id, date(2026, 4, 8), Decimal("1909.60"), "GR 1")
    assert "maior que o débito" in raised.value.field_errors["amount"]
    register_payment(atendente, debt.id, date(2026, 4, 8), Decimal("1000.00"), "GR 1")
    council_decide_appeal(
        at_day(roles["julgador"], date(2026, 4, 20)),
        process.id,
        DecisionInput(
            date(2026, 4, 20),
            True,
            "Multa reduzida: boa-fé.",
            (upheld("77-XVI", "1500.00", reason="Boa-fé."),),
        ),
    )
    final = notify(
        at_day(analista, date(2026, 4, 22)),
        process.id,
        "pessoal",
        date(2026, 4, 22),
        "Maria da Conceição Souza",
    )
    assert final.stage == "encerrado"
    rows = debts_of(admin_context, operator.id, date(2026, 4, 22))
    assert [(r.amount, r.outstanding, r.cancelled_on) for r in rows] == [
        (Decimal("1909.59"), Decimal("0"), date(2026, 4, 20)),
        (Decimal("500.00"), Decimal("500.00"), None),
    ]
    register_payment(
        at_day(roles["atendente"], date(2026, 4, 30)),
        rows[1].id,
        date(2026, 4, 30),
        Decimal("500.00"),
        "GR 2",
    )
    assert not has_overdue_debts(admin_context, operator.id, date(2026, 12, 1))
    kinds = [entry.kind for entry in get_process(admin_context, process.id).timeline]
    assert kinds == [
        "auto",
        "notificacao",
        "defesa",
        "julgamento",
        "notificacao",
        "recurso",
        "pagamento",
        "conselho",
        "notificacao",
        "pagamento",
    ]


@pytest.mark.postgres
def test_cancellation_goes_to_the_councils_mandatory_review(admin_context, roles, tmp_path):
    """Art. 90: a first-instance decision cancelling the notice is reviewed by the Council."""
    operator = new_operator(admin_context)
    _, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    cancelled = judge(
        julgador, process.id, DecisionInput(date(2026, 3, 23), False, "Placa não confere.")
    )
    assert cancelled.stage == "reexame_conselho"
    with pytest.raises(Conflict):
        notify_by_autos(roles["analista"], process.id, date(2026, 3, 23))
    reviewed = council_review(
        julgador, process.id, DecisionInput(date(2026, 3, 23), False, "Confirma o cancelamento.")
    )
    # the confirmation is notified to the autuado (art. 88), then the process ends
    assert (reviewed.stage, reviewed.outcome) == ("aguardando_notificacao_reexame", "cancelado")
    closed = notify_by_autos(roles["analista"], process.id, date(2026, 3, 24))
    assert (closed.stage, closed.outcome) == ("encerrado", "cancelado")
    assert count(admin_context.database, Debt) == 0


@pytest.mark.postgres
def test_revision_never_worsens_the_sanction(admin_context, roles, tmp_path):
    """Art. 96 §5."""
    operator = new_operator(admin_context)
    _, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    julgador = at_day(roles["julgador"], date(2026, 3, 23))
    fine_77_xvi(julgador, process.id, date(2026, 3, 23))
    decisions = count(admin_context.database, ProcessDecision)
    with pytest.raises(ValidationError) as raised:
        revise(
            julgador,
            process.id,
            DecisionInput(
                date(2026, 3, 23), True, "Fato novo.", (upheld("77-XVI", "2500.00", reason="x"),)
            ),
        )
    assert "art. 96, § 5º" in raised.value.field_errors["penalties.77-XVI"]
    assert count(admin_context.database, ProcessDecision) == decisions
    revised = revise(
        julgador,
        process.id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Fato novo: desvio ordenado pela PRF.",
            (upheld("77-XVI", "954.80", reason="Fato novo."),),
        ),
    )
    assert revised.stage == "aguardando_notificacao_conselho"


@pytest.mark.postgres
def test_worklist_of_deadlines(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    notified(roles, tmp_path, operator.id, date(2026, 3, 2), day=date(2026, 3, 2))  # due 12/03
    notified(roles, tmp_path, operator.id, date(2026, 3, 6), day=date(2026, 3, 6))  # due 16/03
    notified(roles, tmp_path, operator.id, date(2026, 3, 9), day=date(2026, 3, 9))  # due 19/03
    notified(roles, tmp_path, operator.id, date(2026, 3, 20), day=date(2026, 3, 20))
    work = worklist(admin_context, date(2026, 3, 16))  # a Monday
    assert [row.due for row in work.overdue] == [date(2026, 3, 12)]
    assert [row.due for row in work.today] == [date(2026, 3, 16)]
    assert [row.due for row in work.this_week] == [date(2026, 3, 19)]
    assert work.today[0].kind_label == "Defesa"


def test_without_appeal_the_process_closes_after_the_appeal_term(admin_context, roles, tmp_path):
    """Art. 91: the appeal term of 10 days (art. 83) runs out; the decision stands and the
    worklist no longer shows the lapsed term."""
    operator = new_operator(admin_context)
    _, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    fine_77_xvi(roles["julgador"], process.id, date(2026, 3, 23))
    notify_by_autos(roles["analista"], process.id, date(2026, 3, 24))
    assert [row.kind for row in worklist(admin_context, date(2026, 4, 7)).overdue] == ["recurso"]
    with pytest.raises(ValidationError) as raised:
        close_without_appeal(
            at_day(roles["analista"], date(2026, 4, 6)), process.id, date(2026, 4, 6)
        )
    assert "06/04/2026" in raised.value.field_errors["on"]  # Good Friday moved the term
    closed = close_without_appeal(
        at_day(roles["analista"], date(2026, 4, 7)), process.id, date(2026, 4, 7)
    )
    assert closed.stage == "encerrado"
    assert worklist(admin_context, date(2026, 4, 7)).overdue == ()


def test_an_appeal_not_to_be_known_is_worded_in_the_masculine(admin_context, roles, tmp_path):
    """'o recurso' (art. 91): protocolado, não será conhecido, apresentado fora do prazo —
    the timeline said 'Recurso ao Conselho Regulador protocolada … não será conhecida'."""
    operator = new_operator(admin_context)
    notice, process = notified(roles, tmp_path, operator.id, date(2026, 3, 10))
    fine_77_xvi(roles["julgador"], process.id, date(2026, 3, 23))
    notify_by_autos(roles["analista"], process.id, date(2026, 3, 23))
    appealed = receive_submission(
        at_day(roles["analista"], date(2026, 4, 10)),
        process.id,
        "recurso",
        defence(process, notice, date(2026, 4, 10), signed=False),
    )
    summary = appealed.timeline[-1].summary
    assert summary.startswith("Recurso ao Conselho Regulador protocolado por Maria")
    assert "não será conhecido: " in summary and "apresentado fora do prazo" in summary
