"""Lei RR 664/2008, art. 5º: the register creates a line on the other itinerary between the
end points of a principal line when its concessionário declared no interest or condition to
run it, at most 10 % longer than the principal line (§ 1º); each refusal goes next to its
field with nothing written, and the act of creation records the concessionário's preference."""

from dataclasses import replace
from datetime import date

import pytest

from desktop.models.audit import AuditEntry
from desktop.models.lines import Line, LineAct, LineVersion
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.register import create_line
from desktop.services.lines.second_itinerary import SecondItineraryInput, principal_summary
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, rr_concession, rr_line
from tests.factories.reading import counts
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

pytestmark = pytest.mark.postgres

DECLARED = {"declined": "sem_interesse", "declined_reference": "Ofício nº 12/2026"}


def stored(database):
    return counts(database, Line, LineVersion, LineAct, AuditEntry)


@pytest.fixture
def principal(admin_context, tmp_path):
    """RR-010, Boa Vista — Caracaraí by the BR-174, 140 km, in concession to a company."""
    ctx = in_roraima(at_day(admin_context, TODAY))
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, rr_line())
    contract = rr_concession(holder.id)
    record_delegation(ctx, line.id, contract)
    return ctx, line, holder


def second(line_id, length_km="154", roads="RR-205, BR-432", **declared):
    return rr_line(
        code="RR-011",
        roads=roads,
        length_km=length_km,
        second_itinerary=SecondItineraryInput(line_id, **(DECLARED | declared)),
    )


def test_a_line_on_the_other_itinerary_records_the_preference(principal):
    """140 km plus 10 % is 154 km: the limit itself is allowed."""
    ctx, line, holder = principal
    created = create_line(ctx, second(line.id))
    (act,) = created.acts
    assert act.article == "Lei RR 664/2008, art. 5º e §1º"
    assert "RR-010" in act.details and "Ofício nº 12/2026" in act.details
    assert holder.legal_name in act.details and "preferência" in act.details
    summary = principal_summary(ctx, line.id)
    assert "140,0 km" in summary and "até 154 km" in summary and holder.legal_name in summary


def test_a_longer_line_and_the_same_roads_are_refused_nothing_written(principal):
    ctx, line, _ = principal
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, second(line.id, length_km="154,1", roads="br 174"))
    errors = caught.value.field_errors
    assert "Lei RR 664/2008, art. 5º §1º" in errors["length_km"]
    assert "RR-010" in errors["roads"]
    assert stored(ctx.database) == before


def test_the_principal_line_and_its_concessionario_are_asked(principal):
    ctx, line, holder = principal
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, second(None))
    assert "Escolha a linha principal" in caught.value.field_errors["principal_line"]
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, second(line.id, declined="", declined_reference=""))
    errors = caught.value.field_errors
    assert holder.legal_name in errors["principal_declined"]
    assert "documento" in errors["principal_declined_reference"]
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, replace(second(line.id), destination_code="1400472"))
    assert "mesmos pontos extremos" in caught.value.field_errors["principal_line"]
    assert stored(ctx.database) == before


def test_a_line_without_concession_is_no_principal_line(principal):
    ctx, _, _ = principal
    lone = create_line(ctx, rr_line(code="RR-020"))
    with pytest.raises(ValidationError) as caught:
        create_line(ctx, second(lone.id))
    assert "não tem concessão em vigor" in caught.value.field_errors["principal_line"]


def contract(operator_id, **changes):
    return replace(
        DelegationInput(
            operator_id,
            "concessao",
            "CC-05/2026",
            date(2026, 6, 2),
            bidding="Concorrência 05/2026",
            homologated_on=date(2026, 5, 25),
        ),
        **changes,
    )


def test_another_company_gets_the_new_line_only_once_the_preference_is_let_go(principal, tmp_path):
    """§ 1º: the principal's concessionária has the preference to run the new line; the
    delegation to another company is refused next to the fields, nothing written, until its
    waiver or refusal is declared with its document, which the delegation's act records."""
    ctx, line, holder = principal
    other = operator(
        ctx, tmp_path / "keys", cnpj="11.444.777/0001-61", legal_name="Expresso Caracaraí Ltda."
    )
    created = create_line(ctx, second(line.id))
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_delegation(ctx, created.id, contract(other.id))
    errors = caught.value.field_errors
    assert holder.legal_name in errors["preference_waived"]
    assert "art. 5º §1º" in errors["preference_waived"]
    assert "documento" in errors["preference_reference"]
    assert stored(ctx.database) == before
    waived = contract(
        other.id, preference_waived="renuncia", preference_reference="Ofício nº 30/2026"
    )
    delegated = record_delegation(ctx, created.id, waived)
    act = delegated.acts[-1]
    assert act.kind == "delegacao" and "renunciou à preferência (Ofício nº 30/2026)" in act.details
    # The concessionária itself takes another such line with no waiver to declare.
    own = create_line(ctx, replace(second(line.id, roads="RR-325"), code="RR-012"))
    assert "Preferência" not in record_delegation(ctx, own.id, contract(holder.id)).acts[-1].details
