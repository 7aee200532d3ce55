"""Monthly statistics of a line: GO Decreto 8.444/2015 art. 19 §2º (tickets sold and
passengers carried, due by the 30th of the following month); RR trips per month, read by the
art. 84, II coefficient."""

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from desktop.models.lines import LineTripCount
from desktop.services.errors import ValidationError
from desktop.services.lines.statistics import record_statistics
from desktop.services.lines.statistics_records import late_statistics, month_statistics
from desktop.services.lines.trips_records import line_coefficients
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, go_line_in_operation, lines_of, month
from tests.factories.roraima import in_roraima


@pytest.mark.postgres
def test_go_months_late_after_the_30th_of_the_next_month(admin_context, tmp_path):
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    # On 15/06: January (due 28/02), February, March and April (due 30/05) are late;
    # May is due on 30/06.
    late = late_statistics(ctx)
    assert [(row.code, row.months) for row in late] == [
        ("GO-0101", (date(2026, 1, 1), date(2026, 2, 1), date(2026, 3, 1), date(2026, 4, 1)))
    ]
    record_statistics(ctx, line.id, month(date(2026, 2, 14)))
    record_statistics(ctx, line.id, month(date(2026, 2, 1), passengers=1530))  # correction
    assert late_statistics(ctx)[0].months == (date(2026, 1, 1), date(2026, 3, 1), date(2026, 4, 1))
    (february,) = month_statistics(ctx, line.id)
    assert (february.month, february.passengers, february.sales) == (
        date(2026, 2, 1),
        1530,
        Decimal("68400.00"),
    )
    assert late_statistics(at_day(ctx, date(2026, 7, 1)))[0].months[-1] == date(2026, 5, 1)


@pytest.mark.parametrize(
    ("changes", "field", "text"),
    [
        ({"month": date(2026, 6, 1)}, "month", "ainda não terminou"),
        ({"month": None}, "month", "art. 19 §2º"),
        ({"passengers": None}, "passengers", "art. 19 §2º"),
        ({"passengers": -3}, "passengers", "zero ou mais"),
        ({"sales": None}, "sales", "venda de passagens"),
        ({"sales": Decimal("-1")}, "sales", "zero ou mais"),
        ({"km": Decimal("NaN")}, "km", "quilometragem"),
        ({"reported_on": date(2026, 6, 16)}, "reported_on", "não posterior"),
        ({"reference": " "}, "reference", "boletim"),
    ],
)
def test_bad_statistics_are_refused_and_write_nothing(
    admin_context, database, tmp_path, changes, field, text
):
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    with pytest.raises(ValidationError) as raised:
        record_statistics(ctx, line.id, month(date(2026, 5, 1), **changes))
    assert text in raised.value.field_errors[field]
    with database.read() as session:
        assert session.scalar(select(func.count()).select_from(LineTripCount)) == 0


@pytest.mark.postgres
def test_rr_monthly_trips_feed_the_art_84_coefficient(admin_context, roles, tmp_path):
    holder, (rr010, _rr011) = lines_of(admin_context, roles, tmp_path)
    analista = at_day(in_roraima(roles["analista"]), TODAY)
    with pytest.raises(ValidationError) as raised:
        record_statistics(analista, rr010.id, month(date(2026, 3, 1), passengers=None))
    assert "Lei RR 664/2008, art. 84, II" in raised.value.field_errors["trips"]
    no_sales = {"passengers": None, "sales": None, "km": None}
    record_statistics(analista, rr010.id, month(date(2026, 3, 1), trips=4, **no_sales))
    record_statistics(analista, rr010.id, month(date(2026, 4, 1), trips=5, **no_sales))
    record_statistics(analista, rr010.id, month(date(2026, 4, 1), trips=6, **no_sales))
    first, _ = line_coefficients(analista, holder.id, date(2026, 3, 1))
    # 1 fine in 4 + 6 trips (April's correction counts) = 0.10: written warning
    assert (first.trips, first.coefficient, first.warning) == (10, Decimal("0.10"), True)
    assert late_statistics(analista) == []
