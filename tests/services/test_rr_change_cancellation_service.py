"""Cancelling an approved change to a Roraima line (Lei RR 664/2008, art. 62; art. 57 §2º for
a fusion): the line returns, from the date given, to the version the change replaced, points
included, as a new version with its dated act; nothing of the change is rewritten; refused
while a later change stands, twice, or in Goiás."""

import dataclasses
from datetime import date

import pytest

from desktop.models.line_changes import LineChangeCancellation
from desktop.models.lines import LineAct, LineVersion
from desktop.services.errors import Conflict, ValidationError
from desktop.services.lines.change_cancellation import CancellationInput, cancel_change
from desktop.services.lines.change_records import change_requests
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.records import get_line
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, approval, go_line, rr_extension, rr_line
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima

pytestmark = pytest.mark.postgres

D = date.fromisoformat


def cancellation(**changes) -> CancellationInput:
    data = CancellationInput(
        decided_on=D("2026-09-01"),
        effective_on=D("2026-09-15"),
        reference="Portaria CRE/RR nº 40/2026",
        reasons="A nova rodoviária de Caracaraí foi interditada; cessou o motivo do prolongamento.",
    )
    return dataclasses.replace(data, **changes)


@pytest.fixture
def extended(admin_context):
    ctx = in_roraima(at_day(admin_context, TODAY))
    line = create_line(ctx, rr_line())
    (asked,) = protocol_change(
        ctx,
        line.id,
        rr_extension(),
    )
    decide_change(ctx, asked.id, approval())
    return at_day(ctx, D("2026-09-01")), line, asked


def stored(database):
    return counts(database, LineVersion, LineAct, LineChangeCancellation)


def test_the_line_returns_to_the_version_the_extension_replaced(extended):
    ctx, line, asked = extended
    assert get_line(ctx, line.id).version_number == 2
    rows = cancel_change(ctx, asked.id, cancellation())
    assert rows[0].outcome_label == "Aprovada, depois cancelada"
    assert rows[0].cancelled_on == D("2026-09-15")
    assert "Lei RR 664/2008, art. 62" in rows[0].cancellation
    now = get_line(ctx, line.id)
    first = get_line(at_day(ctx, TODAY), line.id)
    assert now.version_number == 3
    assert (now.roads, now.length_km) == ("BR-174", 140)
    # The line ends where it ended before the extension, and is named after it again.
    assert (now.name, now.destination) == ("Boa Vista — Caracaraí", "Caracaraí")
    assert [(p.place, p.km) for p in now.points] == [(p.place, p.km) for p in first.points]
    last = now.acts[-1]
    assert (last.label, last.article, last.effective_on) == (
        "Alteração da linha cancelada",
        "Lei RR 664/2008, art. 62",
        D("2026-09-15"),
    )
    assert "volta à versão 1 (BR-174, 140,0 km)" in last.details


def test_refused_twice_and_nothing_written(extended):
    ctx, line, asked = extended
    cancel_change(ctx, asked.id, cancellation())
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        cancel_change(ctx, asked.id, cancellation())
    assert "já foi cancelada" in caught.value.field_errors["request"]
    assert stored(ctx.database) == before


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"reference": ""}, "reference", "Campo obrigatório"),
        ({"reasons": " "}, "reasons", "motivos cessaram"),
        ({"decided_on": D("2026-06-01")}, "decided_on", "anterior à aprovação"),
        ({"decided_on": D("2026-09-02")}, "decided_on", "futura"),
        ({"effective_on": D("2026-08-31")}, "effective_on", "antes da decisão"),
    ],
)
def test_bad_input_named_next_to_its_field(extended, changes, field, words):
    ctx, _line, asked = extended
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        cancel_change(ctx, asked.id, cancellation(**changes))
    assert words in caught.value.field_errors[field]
    assert stored(ctx.database) == before


def test_a_refused_request_is_not_cancelled(admin_context):
    ctx = in_roraima(at_day(admin_context, TODAY))
    line = create_line(ctx, rr_line())
    (asked,) = protocol_change(ctx, line.id, rr_extension())
    decide_change(ctx, asked.id, approval(outcome="recusada"))
    with pytest.raises(ValidationError) as caught:
        cancel_change(at_day(ctx, D("2026-09-01")), asked.id, cancellation())
    assert "Só uma alteração aprovada" in caught.value.field_errors["request"]
    assert change_requests(ctx, line.id)[0].outcome_label == "Recusada"


def test_goias_has_no_such_act(admin_context):
    ctx = at_day(admin_context, TODAY)
    line = create_line(ctx, go_line())
    with pytest.raises(Conflict, match="Decreto 8.444/2015 não prevê"):
        cancel_change(ctx, line.id, cancellation())
