"""Res. AGR 105/2017, art. 28, I: the request is dated by the office's clock, or by the
paper request's protocol, given with its number; never a future time."""

from datetime import UTC, datetime, timedelta

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.licence_request_time import request_moment

NOW = datetime(2026, 6, 15, 15, 0, tzinfo=UTC)
EARLIER = NOW - timedelta(hours=3)


def test_a_counter_request_is_dated_by_the_clock():
    assert request_moment(NOW, None, "") == NOW
    assert request_moment(NOW, None, "   ") == NOW


def test_a_paper_request_is_dated_by_its_protocol():
    assert request_moment(NOW, EARLIER, "SEI 5301.2026.0042") == EARLIER
    assert request_moment(NOW, NOW, "SEI 1") == NOW


@pytest.mark.parametrize(
    ("typed", "protocol", "field", "words"),
    [
        # Backdated with no protocol: the art. 28, I term would be dodged.
        (EARLIER, "", "request_protocol", "art. 28, I"),
        (NOW, "", "request_protocol", "protocolo do requerimento em papel"),
        (NOW + timedelta(minutes=1), "SEI 1", "requested_at", "posterior a agora"),
        (None, "SEI 1", "requested_at", "art. 28, I"),
        (EARLIER.replace(tzinfo=None), "SEI 1", "requested_at", "data e hora"),
        (EARLIER, "X" * 61, "request_protocol", "60 caracteres"),
    ],
)
def test_refused_with_the_field_at_fault(typed, protocol, field, words):
    with pytest.raises(RulesError) as error:
        request_moment(NOW, typed, protocol)
    assert error.value.field == field
    assert words in error.value.message
