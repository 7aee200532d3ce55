"""What no column holds is refused before the database sees it, on SQLite and PostgreSQL
(issue 16 §4): text longer than its column (a raw StringDataRightTruncation on
PostgreSQL), the NUL character (stored by SQLite, a crash on PostgreSQL), dates outside
1900–2199; the refusal names the field and nothing is written."""

import dataclasses
from datetime import date

import pytest

from desktop.models.documents import PrintOrder
from desktop.models.errors import FieldProblem
from desktop.models.licences import Licence, LicencePassenger
from desktop.models.office import OfficeClosure
from desktop.models.text_checks import text_limit
from desktop.models.users import User
from desktop.services.licences.issue import issue_licence
from desktop.services.office.setup import add_closure
from desktop.services.office.users import NewUser, create_user
from tests.conftest import TEST_PASSWORD
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet, passengers
from tests.factories.reading import count, counts

pytestmark = pytest.mark.postgres


def new_user(display_name: str) -> NewUser:
    return NewUser("novata", display_name, TEST_PASSWORD, frozenset({"atendente"}))


def test_text_longer_than_its_column_is_refused_next_to_its_field(admin_context):
    limit = text_limit(User.display_name)
    assert limit == 120
    before = count(admin_context.database, User)
    with pytest.raises(FieldProblem) as refused:
        create_user(admin_context, new_user("A" * 240_000))
    assert refused.value.field_errors == {
        "display_name": "Use no máximo 120 caracteres (o texto tem 240000)."
    }
    assert count(admin_context.database, User) == before
    assert create_user(admin_context, new_user("A" * limit)).display_name == "A" * limit


@pytest.mark.parametrize("text", ["Maria\x00Souza", "\x00"])
def test_the_nul_character_is_refused(admin_context, text):
    before = count(admin_context.database, User)
    with pytest.raises(FieldProblem, match="corrija os campos") as refused:
        create_user(admin_context, new_user(text))
    assert "caractere nulo" in refused.value.field_errors["display_name"]
    assert count(admin_context.database, User) == before


@pytest.mark.parametrize("day", [date(1899, 12, 31), date(9999, 12, 31)])
def test_dates_outside_1900_to_2199_are_refused(admin_context, day):
    before = count(admin_context.database, OfficeClosure)
    with pytest.raises(FieldProblem) as refused:
        add_closure(admin_context, day, "Feriado digitado errado")
    assert refused.value.field_errors == {"day": "Informe uma data entre 1900 e 2199."}
    assert count(admin_context.database, OfficeClosure) == before


def test_emoji_and_accents_are_text_like_any_other(admin_context):
    name = "Conceição 🚌 Araújo"
    assert create_user(admin_context, new_user(name)).display_name == name


def test_a_licence_s_rows_sent_in_one_statement_are_checked_like_any_flush(admin_context, tmp_path):
    # The licence's passengers go in one INSERT outside the session's flush (issue 18 §4):
    # a NUL in a name is refused next to the field as before, and nothing is written.
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    listed = passengers(3)
    listed = (dataclasses.replace(listed[0], name="Ana\x00Souza"), *listed[1:])
    before = counts(ctx.database, Licence, LicencePassenger, PrintOrder)
    with pytest.raises(FieldProblem) as refused:
        issue_licence(ctx, eventual(operator.id, bus.id, passengers=listed), keys)
    assert "caractere nulo" in refused.value.field_errors["name"]
    assert counts(ctx.database, Licence, LicencePassenger, PrintOrder) == before
