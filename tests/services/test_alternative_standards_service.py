"""The alternative transport's standards through the services (Lei RR 664/2008, art. 68, II,
III and VIII, §1º): each item recorded once, insert-only; the term counted from the
delegation's signature; a delegation past it with an item missing listed; bad input named
next to its field, nothing written; Goiás and regular lines have none."""

from datetime import date

import pytest
from sqlalchemy import text

from desktop.models.line_standards import AlternativeStandard
from desktop.services.errors import Conflict, NotFound, ValidationError
from desktop.services.lines.alternative_standards import StandardInput, record_standard
from desktop.services.lines.alternative_standards_records import (
    alternative_standards,
    late_standards,
)
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_line
from tests.factories.reading import count
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

pytestmark = pytest.mark.postgres

SIGNED = date(2026, 6, 1)  # a Monday: day one 02/06, day 90 on 30/08 (Sunday) -> 31/08


@pytest.fixture
def alternative(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    cooperative = operator(
        ctx,
        tmp_path / "keys",
        cnpj="11.444.777/0001-61",
        legal_name="Cooperativa Lavrado",
        kind="cooperativa",
    )
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line(code="RR-A01", service_kind="alternativo"))
    record_delegation(ctx, line.id, DelegationInput(cooperative.id, "autorizacao", "TC-2", SIGNED))
    return ctx, line


def standards(database) -> int:
    return count(database, AlternativeStandard)


def test_the_term_and_the_items_missing(alternative):
    ctx, line = alternative
    view = alternative_standards(at_day(ctx, date(2026, 8, 31)), line.id)
    assert view.due == date(2026, 8, 31)
    assert [row.article for row in view.missing] == [
        "Lei RR 664/2008, art. 68, II",
        "Lei RR 664/2008, art. 68, III",
        "Lei RR 664/2008, art. 68, VIII",
    ]
    assert not view.late
    assert view.text() == (
        "Padronização do art. 68 pendente (incisos II, III, VIII): prazo até 31/08/2026 "
        "(Lei RR 664/2008, art. 68 §1º)."
    )
    assert late_standards(at_day(ctx, date(2026, 8, 31))) == []
    (late,) = late_standards(at_day(ctx, date(2026, 9, 1)))
    assert (late.line_code, late.operator_name) == ("RR-A01", "Cooperativa Lavrado")
    assert "venceu em 31/08/2026" in late.text()


def test_each_item_recorded_once_and_the_list_clears(alternative):
    ctx, line = alternative
    later = at_day(ctx, date(2026, 9, 10))
    for item, reference in (
        ("bilhetes", "Modelo de bilhete liberado, nº 4/2026; numeração 000001 a 020000"),
        ("cor", "Vistoria de 09/09/2026: cor azul e itinerário pintado"),
    ):
        record_standard(later, line.id, StandardInput(item, date(2026, 9, 9), reference))
    with pytest.raises(Conflict, match="art. 68, III"):
        record_standard(later, line.id, StandardInput("cor", date(2026, 9, 9), "de novo"))
    (late,) = late_standards(later)
    assert [row.item for row in late.missing] == ["seguro"]
    view = record_standard(
        later, line.id, StandardInput("seguro", date(2026, 9, 10), "Apólice nº 55-7")
    )
    assert view.missing == () and not view.late
    assert late_standards(later) == []
    assert view.text() == (
        "Padronização do art. 68 (II, III e VIII) adotada (Lei RR 664/2008, art. 68 §1º)."
    )
    with pytest.raises(Exception, match="não é alterado nem apagado"):
        with ctx.database.write() as session:
            session.execute(text("UPDATE alternative_standards SET reference = 'x'"))


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        (StandardInput("placa", date(2026, 6, 5), "x"), "item", "II, III ou VIII"),
        (StandardInput("cor", None, "x"), "met_on", "Informe a data"),
        (StandardInput("cor", date(2026, 6, 16), "x"), "met_on", "futuro"),
        (StandardInput("cor", date(2026, 6, 5), " "), "reference", "obrigatório"),
        (StandardInput("cor", date(2026, 5, 31), "x"), "met_on", "anterior à delegação"),
    ],
)
def test_bad_input_named_next_to_its_field(alternative, data, field, words):
    ctx, line = alternative
    with pytest.raises(ValidationError) as caught:
        record_standard(at_day(ctx, date(2026, 6, 15)), line.id, data)
    assert words in caught.value.field_errors[field]
    assert standards(ctx.database) == 0


def test_regular_lines_and_goias_have_none(alternative, admin_context):
    ctx, _line = alternative
    regular = create_line(ctx, rr_line(code="RR-001"))
    assert alternative_standards(ctx, regular.id) is None
    with pytest.raises(NotFound, match="art. 66"):
        record_standard(ctx, regular.id, StandardInput("cor", TODAY, "x"))
    goias = at_day(admin_context, TODAY)
    with pytest.raises(Conflict, match="art. 68"):
        record_standard(goias, regular.id, StandardInput("cor", TODAY, "x"))
    assert late_standards(goias) == []
