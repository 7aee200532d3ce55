"""A Roraima line's extinction says who ends it (Lei RR 664/2008): asked by the delegatária,
which serves up to 60 days after its request to cancel the delegation (art. 69, XIV, counted
as art. 95 counts), it is refused within them next to the act's date, nothing written; the act
records the article of who ended the line and the request's day. A Goiás extinction asks none
of this."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.models.audit import AuditEntry
from desktop.models.lines import LineAct
from desktop.services.errors import ValidationError
from desktop.services.lines.register import StatusInput, change_status, create_line
from tests.factories.clock import at_day
from tests.factories.lines import go_line, rr_line
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima

pytestmark = pytest.mark.postgres

# Asked on Friday 2 January 2026: day 1 is Monday 5 January (art. 95), day 60 5 March.
ASKED = date(2026, 1, 2)
REFERENCE = "Portaria CRE/RR nº 9/2026"


def stored(database):
    return counts(database, LineAct, AuditEntry)


def end(ctx, line_id, day, basis="", asked=None):
    return change_status(
        ctx,
        line_id,
        StatusInput(
            "extinta", day, REFERENCE, extinction_basis=basis, cancellation_requested_on=asked
        ),
    )


def last_act(database):
    with database.read() as session:
        return session.scalars(select(LineAct).order_by(LineAct.sequence.desc()).limit(1)).one()


def test_extinction_asked_by_the_delegataria_waits_the_60_days_art_69_xiv(admin_context):
    office = in_roraima(at_day(admin_context, date(2026, 3, 6)))
    line = create_line(office, rr_line())
    before = stored(office.database)
    with pytest.raises(ValidationError) as caught:
        end(office, line.id, date(2026, 3, 5), "pedido_delegataria", ASKED)
    refused = caught.value.field_errors["effective_on"]
    assert "até 05/03/2026" in refused and "Lei RR 664/2008, art. 69, XIV" in refused
    with pytest.raises(ValidationError) as caught:
        end(office, line.id, date(2026, 3, 6))
    assert "arts. 22, 87 e 93" in caught.value.field_errors["extinction_basis"]
    assert stored(office.database) == before
    assert end(office, line.id, date(2026, 3, 6), "pedido_delegataria", ASKED).status == "extinta"
    act = last_act(office.database)
    assert act.article == "Lei RR 664/2008, art. 69, XIV"
    assert "pedido pela delegatária em 02/01/2026" in act.details


def test_extinction_decided_by_the_cre_rr_owes_no_days(admin_context):
    office = in_roraima(at_day(admin_context, date(2026, 1, 5)))
    line = create_line(office, rr_line())
    end(office, line.id, date(2026, 1, 5), "decisao_cre")
    act = last_act(office.database)
    assert (act.status, act.article) == ("extinta", "Lei RR 664/2008, arts. 22, 87 e 93")


def test_goias_extinction_asks_who_ends_the_line_nothing(admin_context):
    office = at_day(admin_context, date(2026, 1, 5))
    line = create_line(office, go_line())
    assert end(office, line.id, date(2026, 1, 5)).status == "extinta"
