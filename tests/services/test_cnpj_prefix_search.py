"""A CNPJ being typed in the operator search is a prefix range of the CNPJ's index (issue 18
§3): a query of only digits and the CNPJ's punctuation (`. / -`) with at least three digits
reads `cnpj >= '129' AND cnpj < '130'`, which both databases seek, instead of scanning the
folded names; any other text keeps the name search."""

import re
import uuid

import pytest
from query_plans import query_plan

from desktop.demo.numbers import make_cnpj
from desktop.services.registration.operators import create_operator
from desktop.services.search.operators import SearchCursor, cnpj_prefix, search_operators
from tests.factories.operators import operator_input

# (razão social, the 12 characters before the check digits)
OPERATORS = [
    ("Expresso 129 Ltda.", "129000010001"),
    ("Viação Cento e Vinte e Nove", "129999990001"),
    ("Transportes Treze", "130000000001"),
    ("Rápido Doze", "128999990001"),
    ("Águia Alfanumérica", "12ABC3450001"),
    ("Nove Nove Nove", "999000010001"),
    ("Nove Nove Letra", "99AB00010001"),
    ("Zero à Esquerda", "012345670001"),
]


@pytest.fixture
def operators(admin_context):
    for legal_name, base in OPERATORS:
        create_operator(
            admin_context,
            operator_input(legal_name=legal_name, trade_name="", cnpj=make_cnpj(base)),
        )


def names(page):
    return sorted(row.legal_name for row in page.rows)


@pytest.mark.parametrize(
    "text, digits",
    [
        ("129", "129"),
        ("  12.900.001/0001-", "129000010001"),
        ("22.222.222/0001-91", "22222222000191"),
        ("012", "012"),
        ("12", None),  # fewer than three digits: the name search
        ("1.2", None),
        ("12abc", None),  # a letter: the name search (which also matches the CNPJ)
        ("129 transportes", None),
        ("12 9", None),  # a space is not the CNPJ's punctuation
        ("", None),
        ("expresso", None),
    ],
)
def test_what_is_a_cnpj_being_typed(text, digits):
    assert cnpj_prefix(text) == digits


@pytest.mark.postgres
@pytest.mark.parametrize(
    "text, found",
    [
        ("129", ["Expresso 129 Ltda.", "Viação Cento e Vinte e Nove"]),
        ("12.9", ["Expresso 129 Ltda.", "Viação Cento e Vinte e Nove"]),
        ("12.999.999/0001", ["Viação Cento e Vinte e Nove"]),
        ("130", ["Transportes Treze"]),
        # No upper bound among digits after 999; the alphanumeric 99A… is not a match.
        ("999", ["Nove Nove Nove"]),
        ("012", ["Zero à Esquerda"]),
        ("1", ["Expresso 129 Ltda."]),  # one digit: the name search
        ("128.", ["Rápido Doze"]),
        ("555", []),
    ],
)
def test_a_cnpj_prefix_finds_exactly_the_cnpjs_that_start_with_it(
    admin_context, operators, text, found
):
    assert names(search_operators(admin_context, text)) == found


@pytest.mark.postgres
def test_digits_are_a_cnpj_not_a_name(admin_context, operators):
    # "Expresso 129" holds 129 in its name, but three digits are a CNPJ being typed.
    assert names(search_operators(admin_context, "129")) == [
        "Expresso 129 Ltda.",
        "Viação Cento e Vinte e Nove",
    ]
    assert names(search_operators(admin_context, "001")) == []
    # With a word the name search applies, and an alphanumeric prefix is still found.
    assert names(search_operators(admin_context, "expresso 129")) == ["Expresso 129 Ltda."]
    assert names(search_operators(admin_context, "12abc")) == ["Águia Alfanumérica"]


@pytest.mark.postgres
def test_cnpj_prefix_pages_cover_every_match_once(admin_context):
    for index in range(23):
        create_operator(
            admin_context,
            operator_input(
                legal_name=f"Fretamento {index // 3:02d}",
                trade_name="",
                cnpj=make_cnpj(f"77{index:06d}0001"),
            ),
        )
    seen, cursor = [], None
    while True:
        page = search_operators(admin_context, "77.000", after=cursor, limit=5)
        seen += [row.id for row in page.rows]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert len(seen) == len(set(seen)) == 23
    # Listed by CNPJ, the order of the index the prefix is read from.
    whole = search_operators(admin_context, "77.000", limit=100).rows
    assert seen == [row.id for row in whole]
    assert [row.cnpj_formatted for row in whole] == sorted(row.cnpj_formatted for row in whole)


def uses_the_cnpj_index(plan: str, dialect: str) -> bool:
    if dialect == "sqlite":
        # SEARCH operators USING INDEX sqlite_autoindex_operators_2 (cnpj>? AND cnpj<?)
        return bool(
            re.search(r"SEARCH operators USING INDEX \w+ \(cnpj>\? AND cnpj<\?\)", plan)
        ) and ("TEMP B-TREE" not in plan)
    # Index Scan using uq_operators_cnpj on operators
    #   Index Cond: (((cnpj)::text >= '129'::text) AND ((cnpj)::text < '130'::text))
    steps = plan.split("\n")
    for number, step in enumerate(steps):
        if re.search(r"Index (Only )?Scan using uq_operators_cnpj on operators", step):
            condition = next((line for line in steps[number + 1 :] if "Index Cond:" in line), "")
            return bool(re.search(r"cnpj\)?(::text)? >= .*cnpj\)?(::text)? <", condition))
    return False


@pytest.mark.postgres
@pytest.mark.parametrize("text", ["129", "12.900.001/0001", "01234567000"])
@pytest.mark.parametrize("after", [None, SearchCursor("expresso", uuid.uuid4(), "12900001000100")])
def test_a_cnpj_prefix_is_a_range_of_the_cnpj_index(admin_context, operators, text, after):
    database = admin_context.database
    plan = query_plan(
        database.engine, lambda: search_operators(admin_context, text, after=after), "operators"
    )
    assert uses_the_cnpj_index(plan, database.dialect_name), plan
