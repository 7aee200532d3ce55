"""Values updated by IGP-DI after a release (Res. AGR 105/2017, art. 98)."""

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.rule_values import RuleValueUpdate
from desktop.rules.rulebook import load_rulebook
from desktop.services.errors import PermissionDenied, ValidationError
from desktop.services.office.audit_records import history
from desktop.services.office.rule_values import office_rulebook, register_rule_value
from desktop.services.office.rule_values_records import list_rule_values

pytestmark = pytest.mark.postgres

SOURCE = "Portaria AGR nº 1/2027, IGP-DI acumulado de 2026"


def test_registered_value_is_used_from_its_date_on(admin_context):
    shipped = load_rulebook("GO").value("multa_leve", date(2027, 6, 1))
    update = register_rule_value(
        admin_context, "multa_leve", date(2027, 1, 1), Decimal("987.65"), SOURCE
    )
    assert update.registered_by == "Administradora do Escritório"
    rulebook = office_rulebook(admin_context)
    current = rulebook.value("multa_leve", date(2027, 6, 1))
    assert (current.value, current.source) == (Decimal("987.65"), SOURCE)
    assert rulebook.value("multa_leve", date(2026, 12, 31)).value != Decimal("987.65")
    assert shipped.value != Decimal("987.65")
    [listed] = _fines(admin_context)
    assert (listed.name, listed.effective_from, listed.value) == (
        "multa_leve",
        date(2027, 1, 1),
        Decimal("987.65"),
    )
    [entry] = history(admin_context, "rule_value", _update_id(admin_context))
    assert entry.after["value"] == "987.65"


def _update_id(ctx):
    with ctx.database.read() as session:
        return session.scalar(
            select(RuleValueUpdate.id).where(RuleValueUpdate.name == "multa_leve")
        )


def _fines(ctx):
    """The values registered in the test, not the coefficient every test office has."""
    return [item for item in list_rule_values(ctx) if item.name.startswith("multa")]


def test_bad_updates_are_refused_field_by_field(admin_context):
    with pytest.raises(ValidationError) as error:
        register_rule_value(admin_context, "multa_inexistente", date(2010, 1, 1), Decimal("-1"), "")
    assert set(error.value.field_errors) == {"name", "effective_from", "value", "source"}
    with pytest.raises(ValidationError) as cents:
        register_rule_value(admin_context, "multa_leve", date(2027, 1, 1), Decimal("1.001"), SOURCE)
    assert set(cents.value.field_errors) == {"value"}
    assert _fines(admin_context) == []


def test_same_date_twice_is_refused(admin_context):
    register_rule_value(admin_context, "multa_grave", date(2027, 1, 1), Decimal("2000"), SOURCE)
    with pytest.raises(ValidationError) as error:
        register_rule_value(admin_context, "multa_grave", date(2027, 1, 1), Decimal("2100"), SOURCE)
    assert set(error.value.field_errors) == {"effective_from"}
    assert [item.value for item in _fines(admin_context)] == [Decimal("2000.00")]


def test_only_administrators_register_values(context_for):
    judge = context_for("julgador")
    with pytest.raises(PermissionDenied, match="art. 98"):
        register_rule_value(judge, "multa_leve", date(2027, 1, 1), Decimal("1"), SOURCE)
