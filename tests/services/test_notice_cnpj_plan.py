"""Issue 18 §3 on SQLite: a CNPJ being typed in the autos' list seeks the autos' CNPJ index.
Its LIKE, before, could use no index (SQLite's LIKE ignores case, the index does not), so
the list walked every auto newest first until it had a page. On PostgreSQL the same range
is in the statement (`test_notice_list.py`); on its few test rows the planner reads by
date whatever the indexes, so its plan says nothing there."""

from desktop.services.search.notices import NoticeFilter, search_notices
from tests.factories.notices import new_operator, recorded_notice
from tests.services.query_plans import query_plan


def test_a_cnpj_prefix_seeks_the_autos_cnpj_index(admin_context, context_for, tmp_path):
    araguaia = new_operator(admin_context, legal_name="Expresso Araguaia", cnpj="98765432000198")
    recorded_notice(context_for("fiscal"), tmp_path, araguaia.id)
    clerk = context_for("atendente")
    plan = query_plan(
        clerk.database.engine,
        lambda: search_notices(clerk, NoticeFilter(operator="98.765")),
        "infraction_notices",
    )
    assert (
        "SEARCH infraction_notices USING INDEX ix_infraction_notices_operator_cnpj "
        "(operator_cnpj>? AND operator_cnpj<?)"
    ) in plan, plan
