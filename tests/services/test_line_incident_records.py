"""Incidents of a regular line through the services: recorded with the term of the state's
law, the communication refused while it lacks what the article asks, late ones listed; every
record insert-only and audited (GO Decreto 8.444/2015, arts. 23 §2º and 24; RR Lei 664/2008,
arts. 56, 69 IX and 80 VII)."""

from datetime import date

import pytest
from sqlalchemy import text

from desktop.models.audit import AuditEntry
from desktop.models.line_incidents import LineIncident, LineIncidentCommunication
from desktop.services.errors import Conflict, ValidationError
from desktop.services.lines.incidents import (
    IncidentCommunicationInput,
    IncidentInput,
    record_incident,
    record_incident_communication,
)
from desktop.services.lines.incidents_records import late_incidents, line_incidents
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day
from tests.factories.lines import go_line, rr_line
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima

pytestmark = pytest.mark.postgres

ACCIDENT_DAY = date(2026, 3, 4)  # a Wednesday: the 5th day is Monday 09/03


@pytest.fixture
def ctx(admin_context):
    return at_day(admin_context, date(2026, 3, 6))


def accident(grave=True, **changes):
    values = {
        "kind": "acidente",
        "occurred_on": ACCIDENT_DAY,
        "grave": grave,
        "description": "Colisão traseira no km 40 da BR-153; dois feridos graves.",
        "source": "Relatório do fiscal Pedro, 05/03/2026",
    }
    values.update(changes)
    return IncidentInput(**values)


def stored(database):
    return counts(database, LineIncident, LineIncidentCommunication, AuditEntry)


def test_go_accident_with_grave_injury_asks_the_police_report_and_tachograph(ctx):
    line = create_line(ctx, go_line())
    row = record_incident(ctx, line.id, accident())
    assert (row.kind_label, row.due_on) == ("Acidente", date(2026, 3, 9))
    assert row.due_text == "09/03/2026 (Decreto 8.444/2015, art. 23 §2º)"
    assert [label for _key, label, _article in row.items] == [
        "Boletim de ocorrência",
        "Dados do registrador gráfico do veículo",
    ]
    assert row.infraction == ""  # the Decreto names no specific infraction
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_incident_communication(
            ctx,
            row.id,
            IncidentCommunicationInput(
                date(2026, 3, 6), "Ofício 12/2026", {"police_report": "BO 7"}
            ),
        )
    assert caught.value.field_errors == {
        "tachograph": (
            "A comunicação traz: dados do registrador gráfico do veículo "
            "(Decreto 8.444/2015, art. 23 §2º)."
        )
    }
    assert stored(ctx.database) == before
    done = record_incident_communication(
        ctx,
        row.id,
        IncidentCommunicationInput(
            date(2026, 3, 6),
            "Ofício 12/2026",
            {"police_report": "BO 7/2026", "tachograph": "Disco 08:00-09:10", "extra": "x"},
        ),
    )
    assert (done.communicated_on, done.late) == (date(2026, 3, 6), False)
    assert done.brought == {"police_report": "BO 7/2026", "tachograph": "Disco 08:00-09:10"}
    with pytest.raises(Conflict):
        record_incident_communication(
            ctx, row.id, IncidentCommunicationInput(date(2026, 3, 6), "Ofício 13/2026", {})
        )


def test_go_accident_without_grave_injury_needs_only_the_communication(ctx):
    line = create_line(ctx, go_line())
    row = record_incident(ctx, line.id, accident(grave=False))
    assert row.items == ()
    later = at_day(ctx, date(2026, 3, 12))
    done = record_incident_communication(
        later, row.id, IncidentCommunicationInput(date(2026, 3, 10), "Ofício 14/2026", {})
    )
    assert done.late  # after Monday 09/03


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"kind": "incidente"}, "kind", "acidente, interrupção"),
        ({"occurred_on": None}, "occurred_on", "Informe a data"),
        ({"occurred_on": date(2026, 3, 7)}, "occurred_on", "futuro"),
        ({"description": " "}, "description", "Descreva"),
        ({"source": ""}, "source", "como o escritório soube"),
        ({"kind": "interrupcao"}, "grave", "art. 23 §2º"),
    ],
)
def test_bad_input_refused_next_to_its_field_and_nothing_written(ctx, changes, field, words):
    line = create_line(ctx, go_line())
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_incident(ctx, line.id, accident(**changes))
    assert words in caught.value.field_errors[field]
    assert stored(ctx.database) == before


def test_late_ones_are_listed_until_communicated(ctx):
    line = create_line(ctx, go_line())
    row = record_incident(
        ctx,
        line.id,
        accident(
            grave=False, kind="interrupcao", description="Ponte interditada pela Defesa Civil"
        ),
    )
    assert late_incidents(at_day(ctx, date(2026, 3, 9))) == []
    [late] = late_incidents(at_day(ctx, date(2026, 3, 10)))
    assert (late.id, late.late, late.line_code) == (row.id, True, "GO-0101")
    with pytest.raises(ValidationError) as caught:
        record_incident_communication(
            at_day(ctx, date(2026, 3, 10)),
            row.id,
            IncidentCommunicationInput(date(2026, 3, 10), "Ofício 20/2026", {"causes": "Ponte"}),
        )
    assert (
        "providências adotadas (Decreto 8.444/2015, art. 24)"
        in (caught.value.field_errors["measures"])
    )
    record_incident_communication(
        at_day(ctx, date(2026, 3, 10)),
        row.id,
        IncidentCommunicationInput(
            date(2026, 3, 10), "Ofício 20/2026", {"causes": "Ponte", "measures": "Desvio"}
        ),
    )
    assert late_incidents(at_day(ctx, date(2026, 3, 10))) == []
    [shown] = line_incidents(ctx, line.id)
    assert (shown.communicated_on, shown.late) == (date(2026, 3, 10), True)


def test_records_are_never_rewritten(ctx):
    line = create_line(ctx, go_line())
    record_incident(ctx, line.id, accident())
    with pytest.raises(Exception, match="não é alterado nem apagado"):
        with ctx.database.write() as session:
            session.execute(text("UPDATE line_incidents SET grave = false"))


def test_roraima_on_its_own_law_ten_days_and_art_80_vii(ctx):
    office = in_roraima(at_day(ctx, date(2026, 3, 20)))
    line = create_line(office, rr_line())
    row = record_incident(
        office,
        line.id,
        IncidentInput(
            "interrupcao",
            date(2026, 3, 6),
            False,
            "Ônibus quebrado em Mucajaí; passageiros seguiram em outro veículo.",
            "Reclamação de passageiro",
        ),
    )
    assert row.due_text == "18/03/2026 (Lei RR 664/2008, art. 56)"
    assert row.infraction == "80-VII (Lei RR 664/2008, art. 80, VII)"
    assert [late.id for late in late_incidents(office)] == [row.id]
    with pytest.raises(ValidationError) as caught:
        record_incident(office, line.id, accident())
    assert "interrupção da viagem, outro incidente no serviço" in caught.value.field_errors["kind"]
    with pytest.raises(ValidationError) as caught:
        record_incident(office, line.id, accident(kind="incidente"))
    assert "Decreto" not in caught.value.field_errors["grave"]
