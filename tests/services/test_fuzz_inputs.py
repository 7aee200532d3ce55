"""Whatever the clerk types, a form's service answers with a Portuguese message or saves —
never another exception, and a refusal writes nothing (issue 16 §4, its evidence). Hypothesis
puts text of any length and any character (NUL, emoji, control characters, 200,000 letters)
into one field at a time of a valid input to the services behind the main record forms:
users, office closures, operators, lines, change requests on a line."""

import dataclasses
from datetime import UTC, date, datetime, time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.models.audit import AuditEntry
from desktop.models.errors import UserFacingError
from desktop.services.lines.changes import ChangeRequestInput, protocol_change
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.records import search_lines
from desktop.services.lines.register import LineInput, PointInput, create_line
from desktop.services.office.setup import add_closure
from desktop.services.office.users import NewUser, create_user
from desktop.services.registration.operators import create_operator
from tests.factories.operators import operator_input
from tests.factories.reading import count

TYPED = st.one_of(
    st.text(max_size=80),
    st.text(st.characters(codec="utf-8"), min_size=1, max_size=400),
    st.text(st.characters(categories=["Cc", "Cf", "Zs", "So"]), max_size=40),
    st.sampled_from(["\x00", "Maria\x00Souza", "🚌🚌", "  ", "", "'; DROP TABLE users; --"]),
    st.integers(min_value=121, max_value=200_000).map(lambda size: "A" * size),
)
FUZZ = settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def writes(database) -> int:
    return count(database, AuditEntry)


def answers_or_saves(database, call) -> None:
    """The call saves, or refuses with a message and writes nothing."""
    before = writes(database)
    try:
        call()
    except UserFacingError as refusal:
        assert refusal.message.strip()
        assert writes(database) == before
    else:
        assert writes(database) > before


def at_noon(ctx, day: date):
    instant = datetime.combine(day, time(15, 0), tzinfo=UTC)
    return dataclasses.replace(ctx, clock=lambda: instant)


def line_input() -> LineInput:
    return LineInput(
        code="GO-0101",
        name="Goiânia — Pirenópolis",
        origin_code="5208707",
        destination_code="5217302",
        roads="BR-153, GO-431",
        length_km="128,0",
        service_kind="regular_desvinculado",
        origin_terminal="Terminal Rodoviário de Goiânia",
        destination_terminal="Rodoviária de Pirenópolis",
        points=(PointInput("parada", "Posto Jamil", "5208707", "12"),),
        act_reference="Portaria AGR nº 101/2026",
    )


def text_fields(instance) -> list[str]:
    return [field.name for field in dataclasses.fields(instance) if field.type in (str, "str")]


@FUZZ
@given(field=st.sampled_from(["username", "display_name", "password"]), typed=TYPED)
def test_user_form(admin_context, field, typed):
    values = {"username": "novata", "display_name": "Usuária Nova", "password": "senha-boa-1"}
    values[field] = typed
    data = NewUser(values["username"], values["display_name"], values["password"], {"fiscal"})
    answers_or_saves(admin_context.database, lambda: create_user(admin_context, data))


@FUZZ
@given(typed=TYPED, day=st.dates(min_value=date(1, 1, 1), max_value=date(9999, 12, 31)))
def test_office_closure_form(admin_context, typed, day):
    answers_or_saves(admin_context.database, lambda: add_closure(admin_context, day, typed))


@FUZZ
@given(field=st.sampled_from(text_fields(operator_input())), typed=TYPED)
def test_operator_form(admin_context, field, typed):
    data = dataclasses.replace(operator_input(), **{field: typed})
    answers_or_saves(admin_context.database, lambda: create_operator(admin_context, data))


@FUZZ
@given(field=st.sampled_from(text_fields(line_input())), typed=TYPED)
def test_line_form(admin_context, field, typed):
    ctx = at_noon(admin_context, date(2026, 6, 15))
    data = dataclasses.replace(line_input(), **{field: typed})
    answers_or_saves(ctx.database, lambda: create_line(ctx, data))


@pytest.mark.parametrize("typed", ["\x00", "A" * 240_000, "Posto\x00Jamil"])
def test_line_point_names_are_checked_too(admin_context, typed):
    ctx = at_noon(admin_context, date(2026, 6, 15))
    data = dataclasses.replace(line_input(), points=(PointInput("parada", typed, "5208707", "12"),))
    answers_or_saves(ctx.database, lambda: create_line(ctx, data))


def change_input(**facts) -> ChangeRequestInput:
    return ChangeRequestInput(
        kind="secao",
        protocol="2026/0042",
        requested_on=date(2026, 6, 1),
        description="Nova seção em Anápolis.",
        facts={"access_km": "3", **facts},
        new_roads="BR-153, GO-431",
        new_length_km="128",
        section_place="Rodoviária de Anápolis",
        section_municipality_code="5201108",
        section_km="55,5",
    )


def the_line(ctx, keys):
    """GO-0101 under a Termo in force, so its autorizatária may ask (Decreto 8.444, art. 43)."""
    from tests.factories.lines import termo
    from tests.factories.vehicles import operator

    found = search_lines(ctx, "GO-0101").rows
    if found:
        return found[0].id
    line = create_line(ctx, line_input())
    holder = operator(ctx, keys)
    record_delegation(ctx, line.id, termo(holder.id, published_on=date(2026, 6, 15)))
    return line.id


@FUZZ
@given(field=st.sampled_from(text_fields(change_input())), typed=TYPED)
def test_line_change_request_form(admin_context, tmp_path, field, typed):
    ctx = at_noon(admin_context, date(2026, 6, 15))
    line_id = the_line(ctx, tmp_path / "keys")
    data = dataclasses.replace(change_input(), **{field: typed})
    answers_or_saves(ctx.database, lambda: protocol_change(ctx, line_id, data))


@FUZZ
@given(typed=TYPED)
def test_line_change_facts_are_checked_too(admin_context, tmp_path, typed):
    ctx = at_noon(admin_context, date(2026, 6, 15))
    line_id = the_line(ctx, tmp_path / "keys")
    data = change_input(access_km=typed)
    answers_or_saves(ctx.database, lambda: protocol_change(ctx, line_id, data))


@pytest.mark.postgres
@pytest.mark.parametrize("typed", ["1e999999", "9" * 60, "123456789", "-1e40"])
def test_km_too_long_for_its_column_is_not_a_km(admin_context, tmp_path, typed):
    """A distance the km columns can't hold (Numeric(9, 1)) is refused next to its field,
    on SQLite as on PostgreSQL, where it would overflow."""
    ctx = at_noon(admin_context, date(2026, 6, 15))
    line_id = the_line(ctx, tmp_path / "keys")
    for data in (
        dataclasses.replace(change_input(), new_length_km=typed),
        dataclasses.replace(change_input(), section_km=typed),
        change_input(access_km=typed),
    ):
        answers_or_saves(ctx.database, lambda data=data: protocol_change(ctx, line_id, data))
    answers_or_saves(
        ctx.database,
        lambda: create_line(ctx, dataclasses.replace(line_input(), code="GO-9", length_km=typed)),
    )
