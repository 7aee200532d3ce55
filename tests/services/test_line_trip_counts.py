"""Trips per line and half-year as the operator reports them, and the infraction
coefficient of each line (Lei RR 664/2008, art. 84, II and sole §): fines / trips, a
written warning at 0.10 or more."""

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from desktop.models.lines import LineTripCount
from desktop.services.errors import ValidationError
from desktop.services.lines.register import create_line
from desktop.services.lines.trips import record_trips
from desktop.services.lines.trips_records import line_coefficients
from desktop.services.sanctions.penalties_rr import half_year_warning
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, lines_of, rr_line
from tests.factories.roraima import in_roraima


@pytest.mark.postgres
def test_coefficient_of_each_line_from_the_reported_trips(admin_context, roles, tmp_path):
    holder, (rr010, rr011) = lines_of(admin_context, roles, tmp_path)
    analista = at_day(in_roraima(roles["analista"]), TODAY)
    record_trips(analista, rr010.id, date(2026, 2, 1), 10, date(2026, 6, 10), "Ofício 12/2026")
    first, second = line_coefficients(analista, holder.id, date(2026, 3, 1))
    # 1 fine in 10 trips = 0.10: "maior ou igual a 0,10" gives the written warning
    assert (first.code, first.fines, first.trips, first.coefficient, first.warning) == (
        "RR-010",
        1,
        10,
        Decimal("0.10"),
        True,
    )
    assert (second.code, second.fines, second.trips, second.warning) == ("RR-011", 0, None, False)
    # the operator corrects its report: the latest record counts, 1 / 11 = 0.09
    record_trips(analista, rr010.id, date(2026, 6, 30), 11, date(2026, 6, 12), "Ofício 13/2026")
    first, _ = line_coefficients(analista, holder.id, date(2026, 1, 1))
    assert (first.coefficient, first.warning) == (Decimal("0.09"), False)
    # July-December is another half-year: no trips reported, no fine
    first, _ = line_coefficients(analista, holder.id, date(2026, 7, 1))
    assert (first.fines, first.trips, first.coefficient) == (0, None, None)


@pytest.mark.parametrize(
    ("day", "trips", "reported_on", "reference", "field", "text"),
    [
        (date(2026, 3, 1), -1, date(2026, 6, 10), "Ofício", "trips", "art. 84"),
        (date(2026, 3, 1), 10, date(2026, 6, 16), "Ofício", "reported_on", "não posterior"),
        (date(2026, 3, 1), 10, date(2026, 6, 10), " ", "reference", "documento"),
        (date(2026, 7, 1), 10, date(2026, 6, 10), "Ofício", "half_year", "ainda não começou"),
        (None, 10, date(2026, 6, 10), "Ofício", "half_year", "art. 84, II"),
    ],
)
def test_bad_trip_report_is_refused_and_writes_nothing(
    admin_context, roles, database, day, trips, reported_on, reference, field, text
):
    ctx = in_roraima(at_day(admin_context, TODAY))
    line = create_line(ctx, rr_line())
    with pytest.raises(ValidationError) as raised:
        record_trips(ctx, line.id, day, trips, reported_on, reference)
    assert text in raised.value.field_errors[field]
    with database.read() as session:
        assert session.scalar(select(func.count()).select_from(LineTripCount)) == 0


def test_trip_counts_are_a_roraima_record(admin_context):
    ctx = in_roraima(at_day(admin_context, TODAY))
    line = create_line(ctx, rr_line())
    with pytest.raises(ValidationError) as raised:
        record_trips(at_day(admin_context, TODAY), line.id, TODAY, 10, TODAY, "Ofício 1/2026")
    assert "Lei RR 664/2008" in raised.value.field_errors["jurisdiction"]


def test_warning_by_line_number_counts_the_notices_that_name_it(admin_context, roles, tmp_path):
    """Art. 84 II from the Penalidades tab: the line typed by its number counts the fines of
    the notices that name it with its end points (art. 75 sole § I), not those of RR-0101."""
    holder, _lines = lines_of(admin_context, roles, tmp_path)
    julgador = at_day(in_roraima(roles["julgador"]), TODAY)
    warned = half_year_warning(julgador, holder.id, "RR-010", date(2026, 3, 1), 10, "Apuração")
    assert warned.applied and "1 multa(s) em 10 viagem(ns) na linha RR-010" in warned.detail
