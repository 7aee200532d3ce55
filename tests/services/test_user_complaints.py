"""Users' complaints against an operator (Res. AGR 105/2017, arts. 52 VII and 100): recorded,
forwarded with the term the office sets (counted as art. 83), answered and appreciated, each
a new insert-only record; while a complaint is not appreciated the operator's matters are held
(art. 100 sole §) — the licence counter and the CRC approval refuse — and a late answer is on
the list of art. 77 XII until an auto typing it is drawn up."""

import dataclasses
from datetime import UTC, date, datetime, timedelta

import pytest
import sqlalchemy
from sqlalchemy import select, update

from desktop.models.audit import AuditEntry
from desktop.models.complaints import ComplaintAnswer, UserComplaint
from desktop.services.complaints.complaints import (
    ComplaintInput,
    appreciate_complaint,
    forward_complaint,
    record_answer,
    record_complaint,
)
from desktop.services.complaints.complaints_records import hold_of, operator_complaints
from desktop.services.complaints.late import late_items
from desktop.services.errors import Conflict, PermissionDenied, ValidationError
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.registration.applications import protocol_application
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet, second_bus
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import count
from tests.factories.registration import approve_with_resolution

pytestmark = pytest.mark.postgres

# Monday 8 June 2026, 10:00 in Goiânia (13:00 UTC).
RECEIVED = datetime(2026, 6, 8, 13, 0, tzinfo=UTC)


def complaint_input(**changes) -> ComplaintInput:
    data = ComplaintInput(RECEIVED, "telefone", "Ônibus saiu 2 horas atrasado de Goiânia.")
    return dataclasses.replace(data, **changes)


def reasons_on(ctx, operator_id, bus_id) -> set[str]:
    noon = departure(TODAY, 12)
    return set(check_licence_request(at_instant(ctx, noon), eventual(operator_id, bus_id)).reasons)


def test_forwarding_sets_the_answer_term_and_the_hold_runs_until_the_agr_appreciates(
    admin_context, context_for, tmp_path
):
    operator, bus = fleet(admin_context, tmp_path / "keys")
    analista = at_day(context_for("analista"), TODAY)
    assert reasons_on(admin_context, operator.id, bus.id) == set()

    complaint = record_complaint(analista, operator.id, complaint_input())
    assert complaint.status == "recebida, não encaminhada"
    # Art. 100 sole §: from its receipt, the operator's licence is held.
    assert reasons_on(admin_context, operator.id, bus.id) == {"reclamacao_pendente"}
    # At the counter the licence is not issued, and the clerk reads why with the article.
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(
            at_instant(admin_context, departure(TODAY, 12)),
            eventual(operator.id, bus.id),
            tmp_path / "keys",
        )
    assert (
        "Pedido sobrestado: reclamação de usuário contra a autorizatária ainda não apreciada e "
        "respondida pela AGR. (Res. AGR 105/2017, art. 100, parágrafo único)"
    ) in refused.value.message

    # Forwarded Monday 8 June with 3 days: 9, 10, 11 — due Thursday 11 June (art. 83).
    forwarded = forward_complaint(analista, complaint.id, date(2026, 6, 8), 3)
    assert forwarded.due == date(2026, 6, 11)
    assert forwarded.late  # no answer by the 11th, today is the 15th

    answered = record_answer(analista, complaint.id, date(2026, 6, 12), "Pneu furado na GO-020.")
    assert answered.late and answered.status == "respondida em 12/06/2026, fora do prazo"
    # The operator's answer alone does not lift the hold: the AGR must appreciate it.
    assert hold_of(analista, operator.id).held
    assert reasons_on(admin_context, operator.id, bus.id) == {"reclamacao_pendente"}

    appreciated = appreciate_complaint(
        analista, complaint.id, TODAY, "solucionada", "Usuário reembolsado da passagem."
    )
    assert appreciated.appreciated_on == TODAY
    assert not hold_of(analista, operator.id).held
    assert reasons_on(admin_context, operator.id, bus.id) == set()
    issue_licence(
        at_instant(admin_context, departure(TODAY, 12)),
        eventual(operator.id, bus.id),
        tmp_path / "keys",
    )
    assert [row.id for row in operator_complaints(analista, operator.id)] == [complaint.id]
    with analista.database.read() as session:
        actions = session.scalars(
            select(AuditEntry.action).where(
                AuditEntry.entity.in_(
                    (
                        "user_complaints",
                        "complaint_forwardings",
                        "complaint_answers",
                        "complaint_appreciations",
                    )
                )
            )
        ).all()
    assert sorted(actions) == [
        "complaint_answered",
        "complaint_appreciated",
        "complaint_forwarded",
        "complaint_received",
    ]


def test_the_late_answer_is_listed_for_77_xii_until_an_auto_is_drawn_up(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    analista = at_day(context_for("analista"), TODAY)
    complaint = record_complaint(analista, operator.id, complaint_input())
    forward_complaint(analista, complaint.id, date(2026, 6, 8), 3)
    # On the due day nothing is late yet; the day after, the missing answer is.
    assert late_items(at_day(analista, date(2026, 6, 11))) == []
    [item] = late_items(analista)
    assert (item.kind, item.record_id, item.due, item.met_on) == (
        "reclamacao",
        complaint.id,
        date(2026, 6, 11),
        None,
    )
    assert "art. 100" in item.label
    # An auto typing 77-XII drawn up before the due day does not answer for it; after, it does.
    recorded_notice(
        context_for("fiscal"),
        tmp_path,
        operator.id,
        date(2026, 6, 10),
        infraction_codes=("77-XII",),
    )
    assert len(late_items(analista)) == 1
    recorded_notice(
        context_for("fiscal"),
        tmp_path,
        operator.id,
        date(2026, 6, 12),
        infraction_codes=("77-XII",),
        plate="DEF4G56",
    )
    assert late_items(analista) == []


def test_an_answer_on_the_due_day_is_not_late(admin_context, context_for):
    operator = new_operator(admin_context)
    analista = at_day(context_for("analista"), TODAY)
    complaint = record_complaint(analista, operator.id, complaint_input())
    forward_complaint(analista, complaint.id, date(2026, 6, 8), 3)
    row = record_answer(analista, complaint.id, date(2026, 6, 11), "Veículo substituído.")
    assert not row.late and row.status == "respondida em 11/06/2026, no prazo"
    assert late_items(analista) == []


def test_a_vehicle_registration_is_held_too(admin_context, context_for, tmp_path):
    keys = tmp_path / "keys"
    operator, _ = fleet(admin_context, keys)
    record_complaint(at_day(context_for("analista"), TODAY), operator.id, complaint_input())
    with pytest.raises(ValidationError) as refused:
        second_bus(admin_context, keys, operator.id)
    assert "art. 100, parágrafo único" in refused.value.field_errors["operator_id"]


def test_the_crc_approval_is_held_beside_the_debts(admin_context, context_for, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, TODAY)
    operator = new_operator(ctx)
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    record_complaint(at_day(context_for("analista"), TODAY), operator.id, complaint_input())
    with pytest.raises(ValidationError) as refused:
        approve_with_resolution(ctx, application.id, key_dir=keys)
    assert "art. 100, parágrafo único" in refused.value.field_errors["complaints"]


def test_bad_input_is_refused_field_by_field_and_nothing_is_written(admin_context, context_for):
    operator = new_operator(admin_context)
    analista = at_day(context_for("analista"), TODAY)
    with pytest.raises(ValidationError) as refused:
        record_complaint(
            analista,
            operator.id,
            complaint_input(
                received_at=datetime(2026, 6, 20, tzinfo=UTC), channel="pombo", summary=" "
            ),
        )
    assert set(refused.value.field_errors) == {"received_at", "channel", "summary"}
    assert count(analista.database, UserComplaint) == 0

    complaint = record_complaint(analista, operator.id, complaint_input())
    with pytest.raises(Conflict):  # the answer comes from a forwarded complaint
        record_answer(analista, complaint.id, TODAY, "Resposta.")
    with pytest.raises(ValidationError) as refused:
        forward_complaint(analista, complaint.id, date(2026, 6, 8), 0)
    assert "art. 100" in refused.value.field_errors["days"]
    with pytest.raises(ValidationError) as refused:
        forward_complaint(analista, complaint.id, date(2026, 6, 7), 5)
    assert "forwarded_on" in refused.value.field_errors
    forward_complaint(analista, complaint.id, date(2026, 6, 8), 10)
    with pytest.raises(Conflict):
        forward_complaint(analista, complaint.id, date(2026, 6, 9), 10)
    # Forwarded with 10 days (due 18 June): the AGR appreciates after the answer or the term.
    with pytest.raises(ValidationError) as refused:
        appreciate_complaint(analista, complaint.id, TODAY, "mediada", "Acordo entre as partes.")
    assert "até 18/06/2026" in refused.value.field_errors["appreciated_on"]
    with pytest.raises(ValidationError) as refused:
        record_answer(analista, complaint.id, TODAY + timedelta(days=1), "")
    assert set(refused.value.field_errors) == {"answered_on", "answer"}
    assert count(analista.database, ComplaintAnswer) == 0


def test_only_who_instructs_records_and_roraima_has_no_such_complaint(admin_context, context_for):
    operator = new_operator(admin_context)
    with pytest.raises(PermissionDenied):
        record_complaint(at_day(context_for("fiscal"), TODAY), operator.id, complaint_input())
    rr = dataclasses.replace(
        at_day(admin_context, TODAY),
        office=dataclasses.replace(admin_context.office, jurisdiction="RR"),
    )
    with pytest.raises(Conflict) as refused:
        record_complaint(rr, operator.id, complaint_input())
    assert "Lei RR 664/2008" in refused.value.message
    assert "105" not in refused.value.message
    assert late_items(rr) == [] and not hold_of(rr, operator.id).held


def test_the_database_refuses_to_rewrite_a_complaint(admin_context, context_for):
    operator = new_operator(admin_context)
    record_complaint(at_day(context_for("analista"), TODAY), operator.id, complaint_input())
    with pytest.raises(sqlalchemy.exc.DatabaseError, match="arts. 52 VII e 100"):
        with admin_context.database.write() as session:
            session.execute(update(UserComplaint).values(summary="apagado"))
