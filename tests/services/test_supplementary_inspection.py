"""Notifications of the supplementary inspection (Res. AGR 105/2017, arts. 60 §2, 61 §1, 85):
no auto opens them; the term the office fixes counts as art. 83; what the operator presents is
a new record; a term passed unmet is listed for the auto of art. 77 XII."""

import dataclasses
from datetime import date

import pytest
import sqlalchemy
from sqlalchemy import update

from desktop.models.complaints import InspectionNotification, InspectionPresentation
from desktop.services.complaints.inspection import notify_operator, record_presentation
from desktop.services.complaints.inspection_records import operator_notifications
from desktop.services.complaints.late import late_items
from desktop.services.errors import Conflict, PermissionDenied, ValidationError
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import count

pytestmark = pytest.mark.postgres

TODAY = date(2026, 6, 15)
ASKED = "Livros de registro de viagens de maio de 2026 e apólices em vigor (art. 61 §1)"


def test_the_term_counts_as_art_83_and_an_unmet_one_is_listed_for_77_xii(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), TODAY)
    # Ciência Wednesday 3 June 2026, 3 days: Saturday the 6th moves to Monday 8 June.
    notification = notify_operator(fiscal, operator.id, date(2026, 6, 3), ASKED, 3)
    assert notification.due == date(2026, 6, 8)
    assert notification.status == "sem atendimento, prazo vencido 08/06/2026"
    [item] = late_items(fiscal)
    assert (item.kind, item.record_id, item.met_on) == ("notificacao", notification.id, None)
    assert "art. 60 §2" in item.label

    presented = record_presentation(fiscal, notification.id, date(2026, 6, 10), "Livros de maio.")
    assert presented.late and presented.status == "atendida em 10/06/2026, fora do prazo"
    assert [row.presented_on for row in operator_notifications(fiscal, operator.id)] == [
        date(2026, 6, 10)
    ]
    # Presented late is still late (art. 77 XII) until the auto is drawn up.
    assert [entry.record_id for entry in late_items(fiscal)] == [notification.id]
    recorded_notice(
        context_for("fiscal"),
        tmp_path,
        operator.id,
        date(2026, 6, 12),
        infraction_codes=("77-XII",),
    )
    assert late_items(fiscal) == []


def test_met_within_the_term_is_not_late(admin_context, context_for):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), TODAY)
    notification = notify_operator(fiscal, operator.id, date(2026, 6, 3), ASKED, 3)
    row = record_presentation(fiscal, notification.id, date(2026, 6, 8), "Tudo entregue.")
    assert not row.late and late_items(fiscal) == []
    with pytest.raises(Conflict):
        record_presentation(fiscal, notification.id, date(2026, 6, 9), "De novo.")


def test_bad_input_is_refused_next_to_the_fields_and_nothing_is_written(admin_context, context_for):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), TODAY)
    with pytest.raises(ValidationError) as refused:
        notify_operator(fiscal, operator.id, date(2026, 6, 3), " ", 0)
    assert set(refused.value.field_errors) == {"requested", "days"}
    assert "art. 60 §2" in refused.value.field_errors["days"]
    with pytest.raises(ValidationError) as refused:
        notify_operator(fiscal, operator.id, date(2026, 6, 16), ASKED, 5)
    assert set(refused.value.field_errors) == {"notified_on"}
    assert count(fiscal.database, InspectionNotification) == 0
    notification = notify_operator(fiscal, operator.id, date(2026, 6, 3), ASKED, 3)
    with pytest.raises(ValidationError) as refused:
        record_presentation(fiscal, notification.id, date(2026, 6, 2), "")
    assert set(refused.value.field_errors) == {"presented_on", "presented"}
    assert count(fiscal.database, InspectionPresentation) == 0


def test_only_the_inspection_notifies_and_roraima_has_no_such_notification(
    admin_context, context_for
):
    operator = new_operator(admin_context)
    with pytest.raises(PermissionDenied):
        notify_operator(at_day(context_for("atendente"), TODAY), operator.id, TODAY, ASKED, 5)
    rr = dataclasses.replace(
        at_day(admin_context, TODAY),
        office=dataclasses.replace(admin_context.office, jurisdiction="RR"),
    )
    with pytest.raises(Conflict) as refused:
        notify_operator(rr, operator.id, TODAY, ASKED, 5)
    assert "Lei RR 664/2008" in refused.value.message and "105" not in refused.value.message
    assert "art. 81, IX" in refused.value.message


def test_the_database_refuses_to_rewrite_a_notification(admin_context, context_for):
    operator = new_operator(admin_context)
    notify_operator(at_day(context_for("fiscal"), TODAY), operator.id, TODAY, ASKED, 5)
    with pytest.raises(sqlalchemy.exc.DatabaseError, match="art. 60 §2"):
        with admin_context.database.write() as session:
            session.execute(update(InspectionNotification).values(days=30))
