"""The state network read through the application's own connection (issue 19 §2): a
standalone office (SQLite, or a PostgreSQL server with no subscription) has no network, and
the role and the last news from the sede follow the subscriptions `balcao rede` creates."""

from datetime import UTC, datetime

import pytest

from desktop.services.network.status import SlotStatus, SubscriptionStatus
from desktop.services.network.sync import session_network_status, state_sync, status_from_rows

pytestmark = pytest.mark.postgres

HEARD = datetime(2026, 12, 1, 17, 5, tzinfo=UTC)


def test_a_standalone_office_is_in_no_network(admin_context):
    # Runs on a real SQLite file and, with BALCAO_TEST_DATABASE=postgres, on a real
    # PostgreSQL whose pg_subscription has no subscription of this database.
    assert session_network_status(admin_context) is None
    assert state_sync(admin_context) is None


def test_an_office_subscribes_to_the_sede():
    subscription = SubscriptionStatus("balcao_sede", True, HEARD, 0)
    slot = SlotStatus("balcao_de_gyn", True, "reserved", 4096, 0)
    status = status_from_rows("GYN", (subscription,), (slot,))
    assert status is not None
    assert (status.role, status.office_code) == ("escritorio", "GYN")
    assert status.subscriptions == (subscription,)
    assert status.slots == (slot,)


def test_the_sede_subscribes_to_each_office():
    subscriptions = (
        SubscriptionStatus("balcao_de_anp", True, HEARD, 0),
        SubscriptionStatus("balcao_de_gyn", False, None, 2),
    )
    status = status_from_rows("SEDE", subscriptions, ())
    assert status is not None and status.role == "sede"


def test_other_subscriptions_are_no_state_network():
    assert status_from_rows("GYN", (SubscriptionStatus("outra", True, HEARD, 0),), ()) is None
