"""Fixtures shared by the service tests: `judged`, a GO notice with two fines judged (the
payment notice and document standing tests); `existing` (a sede's server already running) and
`ed25519_office` (an office set up with an Ed25519 key), which the UI tests share too
(tests/factories/network.py, tests/factories/offices.py)."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.penalties import DecisionInput, judge
from tests.factories.clock import at_day
from tests.factories.demo import demo_offices  # noqa: F401 (fixture)
from tests.factories.network import existing  # noqa: F401 (fixture)
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.offices import ed25519_office  # noqa: F401 (fixture)


@pytest.fixture
def judged(admin_context, context_for, tmp_path):
    """77-XVI (R$ 1.909,59) and 76-I (R$ 911,61), notified 10/03/2026, judged 23/03 keeping
    both fines (art. 89)."""
    operator = new_operator(admin_context)
    notice = recorded_notice(
        context_for("fiscal"), tmp_path, operator.id, infraction_codes=("77-XVI", "76-I")
    )
    analista = at_day(context_for("analista"), date(2026, 3, 10))
    notify(analista, notice.process_id, "autos", date(2026, 3, 10), "Maria")
    judge(
        at_day(context_for("julgador"), date(2026, 3, 23)),
        notice.process_id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Defesa não apresentada; infrações comprovadas.",
            (
                PenaltyChoice("77-XVI", Decimal("1909.59"), ("multa",)),
                PenaltyChoice("76-I", Decimal("911.61"), ("multa",)),
            ),
        ),
    )
    return operator, notice
