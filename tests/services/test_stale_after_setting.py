"""The office's threshold for old statewide data (issue 19): set by whoever manages the
office, audited, bounded by the rules (1 hour to 30 days), refused next to the field with
nothing written."""

import pytest
from sqlalchemy import select

from desktop.models.audit import AuditEntry
from desktop.services.errors import PermissionDenied, ValidationError
from desktop.services.network.freshness import set_stale_after_hours
from desktop.services.network.freshness_records import stale_after_hours

pytestmark = pytest.mark.postgres


def test_a_day_by_default_then_what_the_office_sets(admin_context):
    assert stale_after_hours(admin_context) == 24
    assert set_stale_after_hours(admin_context, 72) == 72
    assert stale_after_hours(admin_context) == 72
    with admin_context.database.read() as session:
        entry = session.scalars(select(AuditEntry).where(AuditEntry.action == "stale_after")).one()
    assert (entry.before, entry.after) == ({"stale_after_hours": 24}, {"stale_after_hours": 72})


@pytest.mark.parametrize("hours", [0, 721])
def test_out_of_bounds_refused_and_nothing_written(admin_context, hours):
    with pytest.raises(ValidationError) as caught:
        set_stale_after_hours(admin_context, hours)
    assert caught.value.field_errors == {
        "stale_after_hours": "Informe de 1 a 720 horas (até 30 dias)."
    }
    assert stale_after_hours(admin_context) == 24


def test_only_who_manages_the_office(admin_context, context_for):
    with pytest.raises(PermissionDenied):
        set_stale_after_hours(context_for("atendente"), 48)
    assert stale_after_hours(admin_context) == 24
