"""Issue 18 §3: a list's page and the check of the account that asks for it are one
statement. The account is still read as stored now (a deactivation stops the next page),
and a page without rows, which carries no account, is checked on its own."""

import pytest
from sqlalchemy import bindparam, select

from desktop.models.vehicles import Vehicle
from desktop.services.errors import PermissionDenied
from desktop.services.lines.records import search_lines
from desktop.services.office.permissions import Permission, checked_rows, roles_column
from desktop.services.office.users import update_user
from desktop.services.search.licences import search_licences
from desktop.services.search.notices import NoticeFilter, search_notices
from desktop.services.search.operators import search_operators
from desktop.services.search.vehicles import search_vehicles
from tests.factories.lists import one_of_each_list
from tests.services.query_plans import sent_statements

pytestmark = pytest.mark.postgres

ROLES_FIRST = "SELECT (SELECT users.roles"


@pytest.fixture
def office(admin_context, keys, tmp_path):
    return one_of_each_list(admin_context, keys, tmp_path)


def searches(clerk, office):
    """Each list with the filter that finds one row, and one that finds none: the lists of
    operators, vehicles, licences, autos and lines."""
    operator, bus = office
    return (
        (
            lambda: search_operators(clerk, operator.legal_name),
            lambda: search_operators(clerk, "zzz"),
        ),
        (lambda: search_vehicles(clerk, bus.plate), lambda: search_vehicles(clerk, "zzz")),
        (
            lambda: search_licences(clerk, vehicle_id=bus.id),
            lambda: search_licences(clerk, number="ZZZ"),
        ),
        (
            lambda: search_notices(clerk, NoticeFilter(operator=operator.legal_name)),
            lambda: search_notices(clerk, NoticeFilter(number="ZZZ")),
        ),
        (lambda: search_lines(clerk, "GO-0101"), lambda: search_lines(clerk, "zzz")),
    )


def test_a_page_with_rows_is_one_statement_that_reads_the_account(
    admin_context, context_for, office
):
    clerk = context_for("atendente")
    for found, _nothing in searches(clerk, office):
        sent = [statement for statement, _ in sent_statements(admin_context.database.engine, found)]
        assert len(found().rows) == 1
        assert len(sent) == 1
        assert sent[0].startswith(ROLES_FIRST)


def test_an_empty_page_reads_the_account_on_its_own(admin_context, context_for, office):
    clerk = context_for("atendente")
    for _found, nothing in searches(clerk, office):
        sent = [
            statement for statement, _ in sent_statements(admin_context.database.engine, nothing)
        ]
        assert nothing().rows == ()
        assert [statement.startswith(ROLES_FIRST) for statement in sent] == [True, False]
        assert sent[1].startswith("SELECT users.active, users.roles")


def test_a_deactivated_account_gets_no_page_with_or_without_rows(
    admin_context, context_for, office
):
    clerk = context_for("atendente")
    update_user(admin_context, clerk.actor.user_id, active=False)
    for found, nothing in searches(clerk, office):
        for search in (found, nothing):
            with pytest.raises(PermissionDenied, match="desativada"):
                search()


def test_a_permission_the_stored_roles_lack_is_refused_from_the_page_itself(
    admin_context, context_for, office
):
    # No role lacks the lists' own permissions, so a page asked with one the clerk's
    # roles do not hold: refused with its name, whether the page has rows or not.
    clerk = context_for("atendente")
    for plate in ("ABC1234", "ZZZ0000"):
        statement = select(roles_column(), Vehicle.id).where(Vehicle.plate == bindparam("plate"))
        with pytest.raises(PermissionDenied, match="não tem permissão"):
            checked_rows(clerk, Permission.USER_MANAGE, statement, {"plate": plate})
        rows = checked_rows(clerk, Permission.VEHICLE_VIEW, statement, {"plate": plate})
        assert len(rows) == (plate == "ABC1234")
