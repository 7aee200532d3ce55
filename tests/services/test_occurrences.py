"""Occurrences of a charter trip (Res. AGR 105/2017, arts. 48-49): the office records what it
learned of with the term the rules give (5 days; 24 hours with death or injury); the operator's
communication with victims is refused while an item of art. 49 I-IX is missing, nothing
written; an occurrence not communicated in its term is listed for the auto of art. 77 IX until
one is drawn up; the records are insert-only and audited; Roraima is refused on Lei 664."""

import dataclasses
from datetime import UTC, date, datetime, timedelta, timezone

import pytest
import sqlalchemy
from sqlalchemy import select, update

from desktop.models.audit import AuditEntry
from desktop.models.occurrences import Occurrence, OccurrenceCommunication
from desktop.rules.occurrences import VICTIM_ITEMS
from desktop.services.complaints.late import late_items
from desktop.services.complaints.occurrences import (
    CommunicationInput,
    OccurrenceInput,
    record_communication,
    record_occurrence,
)
from desktop.services.complaints.occurrences_records import operator_occurrences
from desktop.services.errors import Conflict, ValidationError
from tests.factories.clock import at_day, at_instant
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import count

pytestmark = pytest.mark.postgres

GOIANIA = timezone(timedelta(hours=-3))
# Accident on Monday 1 June 2026 at 20:00 in Goiânia.
OCCURRED = datetime(2026, 6, 1, 20, 0, tzinfo=GOIANIA)


def accident(**changes) -> OccurrenceInput:
    data = OccurrenceInput(
        kind="acidente",
        occurred_at=OCCURRED,
        plate="GOI2B34",
        place="GO-020, km 12, Bela Vista de Goiás",
        with_victims=True,
        fatal_victims=False,
        source="Boletim da PRF lido pela fiscalização",
    )
    return dataclasses.replace(data, **changes)


def test_with_victims_24_hours_and_items_i_to_ix(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    fiscal = at_instant(context_for("fiscal"), datetime(2026, 6, 3, 15, 0, tzinfo=UTC))
    row = record_occurrence(fiscal, operator.id, accident())
    assert row.due_text == "02/06/2026 20:00 (Res. AGR 105/2017, art. 49)"
    assert row.late  # nothing came in the 24 hours
    with pytest.raises(ValidationError) as refused:
        record_communication(
            fiscal,
            row.id,
            CommunicationInput(OCCURRED + timedelta(hours=20), "", {"service": "eventual"}),
        )
    errors = refused.value.field_errors
    assert (
        errors["police_report"]
        == "Informe o boletim de ocorrência (Res. AGR 105/2017, art. 48, parágrafo único)."
    )
    assert errors["passengers"] == (
        "Com vítimas, a comunicação traz o item III (Res. AGR 105/2017, art. 49)."
    )
    assert "fatal_destination" not in errors  # VIII only with fatal victims
    assert count(fiscal.database, OccurrenceCommunication) == 0
    items = {key: "informado" for key, _ in VICTIM_ITEMS if key != "fatal_destination"}
    done = record_communication(
        fiscal,
        row.id,
        CommunicationInput(OCCURRED + timedelta(hours=20), "BO 1234/2026", items),
    )
    assert not done.late and done.communicated_at is not None
    with pytest.raises(Conflict):
        record_communication(
            fiscal, row.id, CommunicationInput(OCCURRED + timedelta(hours=21), "BO 1", items)
        )
    assert late_items(fiscal) == []
    with fiscal.database.read() as session:
        actions = session.scalars(
            select(AuditEntry.action).where(AuditEntry.entity.like("%occurrence%"))
        ).all()
    assert sorted(actions) == ["occurrence_communicated", "occurrence_recorded"]


def test_a_theft_not_communicated_in_5_days_is_listed_for_77_ix(
    admin_context, context_for, tmp_path
):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), date(2026, 6, 15))
    theft = record_occurrence(
        fiscal, operator.id, accident(kind="roubo", with_victims=False, place="Rodoviária")
    )
    # Day one 2 June, the fifth 6 June (a Saturday), moved to Monday 8 June (art. 83).
    assert theft.due_text == "08/06/2026 (Res. AGR 105/2017, art. 48, parágrafo único)"
    [item] = late_items(fiscal)
    assert (item.kind, item.record_id, item.due) == ("ocorrencia", theft.id, date(2026, 6, 8))
    assert (
        item.label
        == "Comunicação de ocorrência (Res. AGR 105/2017, arts. 48 e 49): Roubo em Rodoviária"
    )
    late = record_communication(
        fiscal,
        theft.id,
        CommunicationInput(datetime(2026, 6, 10, 9, 0, tzinfo=GOIANIA), "BO 77/2026", {}),
    )
    assert late.late  # received after the term: still the infraction of art. 77 IX
    assert [entry.record_id for entry in late_items(fiscal)] == [theft.id]
    recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, date(2026, 6, 12), infraction_codes=("77-IX",)
    )
    assert late_items(fiscal) == []
    assert [row.id for row in operator_occurrences(fiscal, operator.id)] == [theft.id]


def test_bad_input_writes_nothing_and_roraima_is_refused(admin_context, context_for):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), date(2026, 6, 15))
    with pytest.raises(ValidationError) as refused:
        record_occurrence(
            fiscal,
            operator.id,
            accident(
                kind="",
                occurred_at=None,
                plate="",
                place=" ",
                source="",
                with_victims=False,
                fatal_victims=True,
            ),
        )
    assert set(refused.value.field_errors) == {
        "kind",
        "occurred_at",
        "plate",
        "place",
        "source",
        "fatal_victims",
    }
    assert count(fiscal.database, Occurrence) == 0
    roraima = dataclasses.replace(
        fiscal, office=dataclasses.replace(fiscal.office, jurisdiction="RR")
    )
    with pytest.raises(Conflict) as refused_rr:
        record_occurrence(roraima, operator.id, accident())
    assert "Lei RR 664/2008" in str(refused_rr.value) and "AGR" not in str(refused_rr.value)


def test_the_records_are_insert_only(admin_context, context_for):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), date(2026, 6, 15))
    row = record_occurrence(fiscal, operator.id, accident())
    with pytest.raises(sqlalchemy.exc.DBAPIError):
        with fiscal.database.write() as session:
            session.execute(update(Occurrence).where(Occurrence.id == row.id).values(place="Outro"))
