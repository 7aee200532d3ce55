"""Operator search: accents and case ignored, CNPJ in any format, keyset pages."""

import pytest

from desktop.demo.numbers import make_cnpj
from desktop.services.errors import PermissionDenied
from desktop.services.office.users import update_user
from desktop.services.registration.operators import create_operator
from desktop.services.search.operators import search_operators
from tests.factories.operators import operator_input


def add(ctx, legal_name, trade_name, cnpj):
    return create_operator(
        ctx, operator_input(legal_name=legal_name, trade_name=trade_name, cnpj=cnpj)
    )


@pytest.fixture
def operators(admin_context):
    return [
        add(admin_context, "Viação São João Ltda.", "Expresso Goiano", make_cnpj("111111110001")),
        add(admin_context, "Transportes Araguaia S.A.", "SÃO JOÃO TUR", make_cnpj("222222220001")),
        add(admin_context, "Águia Dourada Fretamento", "", make_cnpj("12ABC3450001")),
        add(admin_context, "Cooperativa Cerrado", "Coopercerrado", make_cnpj("333333330001")),
    ]


def names(page):
    return [row.legal_name for row in page.rows]


@pytest.mark.postgres
@pytest.mark.parametrize("query", ["sao joao", "SÃO JOÃO", "São  joão", "joao sao"])
def test_name_or_trade_name_ignoring_accents_and_case(admin_context, operators, query):
    assert names(search_operators(admin_context, query)) == [
        "Transportes Araguaia S.A.",
        "Viação São João Ltda.",
    ]


@pytest.mark.postgres
def test_accented_query_finds_unaccented_and_the_reverse(admin_context, operators):
    assert names(search_operators(admin_context, "aguia")) == ["Águia Dourada Fretamento"]
    assert names(search_operators(admin_context, "coopercerrádo")) == ["Cooperativa Cerrado"]
    assert names(search_operators(admin_context, "100%")) == []
    assert names(search_operators(admin_context, "viação_")) == []


@pytest.mark.postgres
@pytest.mark.parametrize("query", ["22.222.222/0001", "222222220001", "22222222", "22.222.222"])
def test_cnpj_in_any_format_or_prefix(admin_context, operators, query):
    assert names(search_operators(admin_context, query)) == ["Transportes Araguaia S.A."]


def test_alphanumeric_cnpj_lower_case(admin_context, operators):
    cnpj = operators[2].cnpj_formatted.lower()
    assert names(search_operators(admin_context, cnpj)) == ["Águia Dourada Fretamento"]
    assert names(search_operators(admin_context, "12abc")) == ["Águia Dourada Fretamento"]


def test_blank_lists_everyone_by_legal_name(admin_context, operators):
    page = search_operators(admin_context, "  ")
    assert names(page) == [
        "Águia Dourada Fretamento",
        "Cooperativa Cerrado",
        "Transportes Araguaia S.A.",
        "Viação São João Ltda.",
    ]
    assert page.next_cursor is None
    row = page.rows[0]
    assert (row.municipality, row.uf, row.status_label) == (
        "Goiânia",
        "GO",
        "Sem pedido de registro",
    )


@pytest.mark.postgres
def test_keyset_pages_cover_every_match_once_in_order(admin_context):
    created = []
    for index in range(57):
        # Every fifth name repeats, so the id breaks ties between equal sort names.
        name = f"Fretamento Serra {index // 5:02d}"
        created.append(add(admin_context, name, "", make_cnpj(f"4{index:07d}0001")).id)
    seen = []
    cursor = None
    pages = 0
    while True:
        page = search_operators(admin_context, "fretamento serra", after=cursor, limit=10)
        pages += 1
        seen += [row.id for row in page.rows]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert pages == 6
    assert sorted(seen, key=str) == sorted(created, key=str)
    assert len(seen) == len(set(seen))
    full = search_operators(admin_context, "fretamento serra", limit=100)
    assert [row.id for row in full.rows] == seen


def test_search_needs_an_active_account_as_stored_now(admin_context, context_for, operators):
    # The roles the actor had at login do not count: the account as stored now does.
    clerk = context_for("atendente")
    assert names(search_operators(clerk, "22222222")) == ["Transportes Araguaia S.A."]
    update_user(admin_context, clerk.actor.user_id, active=False)
    for query in ("sao", "22222222", ""):
        with pytest.raises(PermissionDenied):
            search_operators(clerk, query)
