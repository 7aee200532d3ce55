"""Issue 18 §4: issuing a licence reads what the act needs once, in the act's own write
transaction (Res. AGR 105/2017 arts. 27-30, 39 and 101).

Before, the act opened two read transactions first (the permission, then the operator for
art. 54 sole §), read the operator twice, the debts twice (the second time for a day no
check used), the passengers twice, and restated the licence's own document when its
passenger list was issued, though a new list replaces only the earlier lists.
"""

import re

import pytest
from sqlalchemy import event

from desktop.models.pages import statements_sent
from desktop.services.licences.issue import issue_licence
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet

pytestmark = pytest.mark.postgres


def test_a_licence_and_its_list_are_issued_in_two_transactions_reading_each_record_once(
    admin_context, tmp_path
):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    engine = ctx.database.engine
    begun: list[object] = []

    def remember(connection) -> None:
        begun.append(connection)

    event.listen(engine, "begin", remember)
    try:
        with statements_sent(engine) as sent:
            issued = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    finally:
        event.remove(engine, "begin", remember)
    selects = [" ".join(sql.split()) for sql, _, _ in sent if sql.lstrip().startswith("SELECT")]

    def reads(table: str) -> int:
        return sum(1 for sql in selects if re.search(rf"\bFROM {table}\b", sql))

    assert issued.passenger_list_pdf is not None
    assert len(begun) == 2  # the act, then the register of its two PDFs
    assert reads("users") == 2  # the account, once in each transaction
    assert reads("operators") == 1
    assert reads("debts") == 1  # overdue on the day of the request (art. 101)
    assert reads("licence_passengers") == 1
    assert reads("licences") == 0  # the licence's own document is not restated
