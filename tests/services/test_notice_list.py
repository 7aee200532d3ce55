"""The list of autos de infração (Res. AGR 105/2017, art. 80) for every role: by number,
operator (CNPJ or name), plate and the stage of the process (arts. 81-96), in keyset pages
newest infraction first."""

from datetime import date

import pytest

from desktop.services.sanctions.notifications import notify
from desktop.services.search.notices import NoticeFilter, search_notices
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.services.query_plans import sent_statements


@pytest.fixture
def autos(admin_context, context_for, tmp_path):
    """Five autos on five days: three of "Viação São João" (two on plate ABC1D23), two of
    "Expresso Araguaia" on plate XYZ9876; the oldest of São João notified (art. 81)."""
    fiscal = context_for("fiscal")
    sao_joao = new_operator(admin_context, legal_name="Viação São João Ltda")
    araguaia = new_operator(
        admin_context,
        legal_name="Expresso Araguaia Ltda",
        trade_name="Araguaia",
        cnpj="98765432000198",
    )
    recorded = []
    for day, operator, plate in (
        (date(2026, 3, 2), sao_joao, "ABC1D23"),
        (date(2026, 3, 3), araguaia, "XYZ9876"),
        (date(2026, 3, 4), sao_joao, "ABC1D23"),
        (date(2026, 3, 5), araguaia, "xyz-9876"),
        (date(2026, 3, 6), sao_joao, "DEF4G56"),
    ):
        recorded.append(recorded_notice(fiscal, tmp_path, operator.id, day=day, plate=plate))
    notify(
        at_day(context_for("analista"), date(2026, 3, 9)),
        recorded[0].process_id,
        "pessoal",
        date(2026, 3, 9),
        "Pedro Alves, motorista e preposto",
    )
    return recorded


def numbers(page):
    return [row.number for row in page.rows]


@pytest.mark.postgres
def test_every_role_pages_the_list_newest_first(context_for, autos):
    clerk = context_for("atendente")
    first = search_notices(clerk, limit=2)
    second = search_notices(clerk, after=first.next_cursor, limit=2)
    third = search_notices(clerk, after=second.next_cursor, limit=2)
    newest_first = [notice.number for notice in reversed(autos)]
    assert numbers(first) + numbers(second) + numbers(third) == newest_first
    assert third.next_cursor is None
    assert first.rows[0].occurred_on == date(2026, 3, 6)
    assert first.rows[0].process_id == autos[-1].process_id
    for role in ("analista", "julgador", "fiscal", "administrador"):
        assert numbers(search_notices(context_for(role), limit=10)) == newest_first


@pytest.mark.postgres
def test_by_number_prefix_any_case(context_for, autos):
    clerk = context_for("atendente")
    wanted = autos[2].number
    assert numbers(search_notices(clerk, NoticeFilter(number=wanted.lower()))) == [wanted]
    assert numbers(search_notices(clerk, NoticeFilter(number=wanted + "9"))) == []


@pytest.mark.postgres
def test_by_operator_cnpj_or_name_without_accents(context_for, autos):
    clerk = context_for("atendente")
    araguaia = [autos[3].number, autos[1].number]
    assert numbers(search_notices(clerk, NoticeFilter(operator="98.765.432"))) == araguaia
    assert numbers(search_notices(clerk, NoticeFilter(operator="araguaia"))) == araguaia
    by_name = search_notices(clerk, NoticeFilter(operator="sao joao"))
    assert numbers(by_name) == [autos[4].number, autos[2].number, autos[0].number]
    assert by_name.rows[0].operator_name == "Viação São João Ltda"
    assert numbers(search_notices(clerk, NoticeFilter(operator="Cometa"))) == []


@pytest.mark.postgres
def test_by_plate_in_any_format_and_pages_within_it(context_for, autos):
    clerk = context_for("atendente")
    first = search_notices(clerk, NoticeFilter(plate="xyz-9876"), limit=1)
    second = search_notices(clerk, NoticeFilter(plate="XYZ9876"), after=first.next_cursor, limit=1)
    assert numbers(first) + numbers(second) == [autos[3].number, autos[1].number]
    assert second.next_cursor is None
    assert first.rows[0].plate == "XYZ-9876"
    assert numbers(search_notices(clerk, NoticeFilter(plate="abc1d"))) == [
        autos[2].number,
        autos[0].number,
    ]


@pytest.mark.postgres
def test_by_stage_and_every_filter_at_once(context_for, autos):
    clerk = context_for("atendente")
    defence = search_notices(clerk, NoticeFilter(stage="prazo_defesa"))
    assert numbers(defence) == [autos[0].number]
    assert defence.rows[0].stage_label == "Prazo de defesa em curso"
    waiting = search_notices(clerk, NoticeFilter(stage="aguardando_notificacao"))
    assert numbers(waiting) == [notice.number for notice in reversed(autos[1:])]
    both = NoticeFilter(operator="sao joao", plate="ABC1D23", stage="aguardando_notificacao")
    assert numbers(search_notices(clerk, both)) == [autos[2].number]


@pytest.mark.postgres
def test_a_cnpj_prefix_is_a_range_of_the_cnpj_index(context_for, autos):
    # Issue 18 §3: a CNPJ being typed reads a range of the autos' CNPJ index, not a LIKE
    # (no index on SQLite, none under PostgreSQL's usual collations). '98765432' and its
    # next prefix '98765433' bound it; '98765431' and '98765433' fall outside.
    clerk = context_for("atendente")
    araguaia = [autos[3].number, autos[1].number]
    database = clerk.database
    sent = sent_statements(
        database.engine, lambda: search_notices(clerk, NoticeFilter(operator="98.765.432"))
    )
    page = next(statement for statement, _ in sent if "FROM infraction_notices" in statement)
    assert "infraction_notices.operator_cnpj >= " in page
    assert "infraction_notices.operator_cnpj < " in page
    for prefix, found in (("987", araguaia), ("98765431", []), ("98765433", []), ("999", [])):
        assert numbers(search_notices(clerk, NoticeFilter(operator=prefix))) == found
