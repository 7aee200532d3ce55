"""A refusal of the rules engine reaches the clerk naming the law it comes from (Lei RR
664/2008 in Roraima), not an internal "regulamento de RR": a suspension (Lei RR 664/2008,
art. 85) set to start before the law was in force (art. 102, 17/04/2008) is refused next to
its first day."""

from datetime import date

import pytest

from desktop.services.errors import ValidationError
from desktop.services.sanctions.penalties_rr import suspend_after_warnings
from tests.factories.clock import at_day
from tests.factories.sanctions import warned_lines


def test_a_suspension_before_lei_664_is_refused_naming_the_law(admin_context, roles, tmp_path):
    operator, julgador = warned_lines(admin_context, roles, tmp_path, "RR-001")
    ctx = at_day(julgador, date(2026, 6, 25))
    with pytest.raises(ValidationError) as refused:
        suspend_after_warnings(
            ctx, operator.id, "RR-001", date(2026, 6, 22), date(2008, 4, 16), 15, "Três."
        )
    message = refused.value.field_errors["first_day"]
    assert message.startswith("Data 16/04/2008 anterior à vigência da Lei RR 664/2008 (17/04/2008;")
    assert "regulamento" not in message
