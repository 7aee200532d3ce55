"""Issue 18 §4: issuing a licence reads what the act needs once, in the act's own write
transaction (Res. AGR 105/2017 arts. 27-30, 39 and 101).

Before, the act opened two read transactions first (the permission, then the operator for
art. 54 sole §), read the operator twice, the debts twice (the second time for a day no
check used), the passengers twice, and restated the licence's own document when its
passenger list was issued, though a new list replaces only the earlier lists.

Then (7 Dec 2026) the act read back what it had just written: the licence's passengers,
vehicles and changes for its first passenger list, the earlier lists it could not have, their
status, the status and audit sequence of numbers it had just taken, and whether the licence
number it had just drawn was taken; the number itself was two statements.

Then (7 Dec 2026, night) each new licence and each PDF registered asked the audit log for
its last entry, though a record made in the transaction has none (its first is sequence 1),
and the register's two entries went in one statement each.

Then (8 Dec 2026) the checks read the operator's sanctions twice (the suspension and
caducity of arts. 69-70, then the preventive suspension of art. 93 §9) and its CRCs three
times (the CRC in force of art. 13, then the latest and its summary cancellation of art. 9º
§4º), each with filters of its own.
"""

import re

import pytest
from sqlalchemy import event, select

from desktop.models.documents import PrintOrder
from desktop.models.licences import Licence
from desktop.models.pages import statements_sent
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.passenger_list import LIST_KIND, issue_passenger_list
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
    statements = [" ".join(sql.split()) for sql, _, _ in sent]
    selects = [sql for sql in statements if sql.startswith("SELECT")]

    def reads(table: str) -> int:
        return sum(1 for sql in selects if re.search(rf"\bFROM {table}\b", sql))

    assert issued.passenger_list_pdf is not None
    assert len(begun) == 2  # the act, then the register of its two PDFs
    assert reads("users") == 2  # the account, once in each transaction
    assert reads("operators") == 1
    assert reads("debts") == 1  # overdue on the day of the request (art. 101)
    assert reads("licences") == 0  # the licence's own document is not restated
    # Its first list is made from the rows the act wrote: nothing is read back.
    assert reads("licence_passengers") == reads("licence_vehicles") == 0
    assert reads("licence_events") == 0
    assert reads("print_orders") == 1  # whether the list's number was issued before
    assert reads("document_status_events") == 0  # a number just taken has no status yet
    assert sum(1 for sql in statements if "document_counters" in sql) == 1
    # The chain's head, once in each transaction; nothing else of the audit log is read.
    assert reads("audit_entries") == 2
    # The act's entry, then the register's two in one statement.
    assert sum(1 for sql in statements if sql.startswith("INSERT INTO audit_entries")) == 2


def test_the_checks_read_the_operators_sanctions_and_crcs_once(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    with statements_sent(ctx.database.engine) as sent:
        issue_licence(ctx, eventual(operator.id, bus.id), keys)
    selects = [" ".join(sql.split()) for sql, _, _ in sent if sql.lstrip().startswith("SELECT")]

    def reads(table: str) -> int:
        return sum(1 for sql in selects if re.search(rf"\bFROM {table}\b", sql))

    assert reads("operator_sanctions") == 1  # Res. AGR 105/2017, arts. 69, 70 and 93 §9
    assert reads("crcs") == 1  # art. 13 and art. 9º, §4º
    assert reads("crc_cancellations") == 1  # within the CRCs' read


def test_the_first_list_is_the_one_read_back_from_the_licence(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    issued = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    with ctx.database.write() as session:
        licence = session.get(Licence, issued.id)
        assert licence is not None
        issue_passenger_list(ctx, session, licence, keys)
    with ctx.database.read() as session:
        lists = session.scalars(
            select(PrintOrder).where(PrintOrder.kind == LIST_KIND).order_by(PrintOrder.number)
        ).all()
    assert [order.number for order in lists] == [f"{issued.number}/1", f"{issued.number}/2"]
    assert lists[0].data_json == lists[1].data_json
