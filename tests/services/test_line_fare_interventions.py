"""Through the services on a real SQLite file: the AGR's intervention in a line's free
pricing (Decreto 8.444/2015, art. 15 §3º) — registered with its limits, period and act; a
fare communicated for that period outside the limits is refused citing §3º, nothing written;
before or after the period the autorizatária prices freely again. Art. 16: a contract's fare
readjusted yearly (sooner only for a fato relevante) and revised every three years."""

from datetime import date, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.lines import LineAct, LineFareIntervention, LineFareTable
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.fare_interventions import InterventionInput, record_fare_intervention
from desktop.services.lines.fares import FareItemInput, record_fare_table
from desktop.services.lines.fares_records import interventions
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, fares, go_line, report_accounts, report_months, termo
from tests.factories.reading import counts
from tests.factories.vehicles import operator

D = date.fromisoformat
LIMITS = InterventionInput("50,00", "60,00", D("2026-07-01"), D("2026-12-31"), "Resolução nº 12")


def stored(database):
    return counts(database, LineFareIntervention, LineFareTable, LineAct)


@pytest.fixture
def go(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, tmp_path / "keys")
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    return ctx, line, holder


def line_fare(value: str, effective: str):
    return fares(
        effective_from=D(effective),
        items=(
            FareItemInput("Goiânia", "Anápolis", "55,5", "28,90"),
            FareItemInput("Goiânia", "Pirenópolis", "128", value),
        ),
    )


def test_a_fare_outside_the_intervention_limits_is_refused_art_15_s3(go):
    ctx, line, _ = go
    (found,) = record_fare_intervention(ctx, line.id, LIMITS)
    assert (found.minimum, found.maximum, found.reference) == (
        Decimal("50.00"),
        Decimal("60.00"),
        "Resolução nº 12",
    )
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_fare_table(ctx, line.id, line_fare("61,50", "2026-07-01"))
    message = caught.value.field_errors["items"]
    assert "Decreto 8.444/2015, art. 15 §3º" in message
    assert "Resolução nº 12" in message
    assert stored(ctx.database) == before
    # Within the limits during the period; outside them once the period ended.
    record_fare_table(ctx, line.id, line_fare("59,90", "2026-12-31"))
    record_fare_table(ctx, line.id, line_fare("75,00", "2027-01-01"))
    assert stored(ctx.database) == (1, before[1] + 2, before[2] + 2)


def test_the_intervention_is_registered_with_its_act_in_the_history(go):
    ctx, line, _ = go
    before = stored(ctx.database)
    record_fare_intervention(ctx, line.id, LIMITS)
    assert stored(ctx.database) == (before[0] + 1, before[1], before[2] + 1)
    with ctx.database.read() as session:
        act = session.scalars(select(LineAct).order_by(LineAct.sequence.desc())).first()
    assert (act.kind, act.reference, act.article) == (
        "intervencao_tarifaria",
        "Resolução nº 12",
        "Decreto 8.444/2015, art. 15 §3º",
    )


def test_a_bad_intervention_is_refused_next_to_its_fields_nothing_written(go):
    ctx, line, _ = go
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_fare_intervention(
            ctx, line.id, InterventionInput("70,00", "60,00", D("2026-07-01"), None, " ")
        )
    errors = caught.value.field_errors
    assert errors.keys() == {"maximum", "ends_on", "reference"}
    assert "prazo determinado" in errors["ends_on"]
    assert stored(ctx.database) == before
    assert interventions(ctx, line.id) == []


def concession(ctx, holder, signed_on: date):
    line = create_line(ctx, go_line(code="GO-0202", service_kind="regular_vinculado"))
    record_delegation(
        ctx,
        line.id,
        DelegationInput(
            holder.id,
            "concessao",
            "CC-01/2026",
            signed_on,
            bidding="Concorrência nº 1/2026",
            homologated_on=signed_on - timedelta(days=10),
            last_day=signed_on + timedelta(days=3650),
        ),
    )
    return line


def test_no_intervention_on_a_contracts_fare_art_16(go):
    ctx, _, holder = go
    line = concession(ctx, holder, D("2025-01-10"))
    with pytest.raises(ValidationError) as caught:
        record_fare_intervention(ctx, line.id, LIMITS)
    assert "art. 15 §3º" in caught.value.field_errors["minimum"]


def contract_fares(**changes):
    """A fare act of the contract — fixed, readjusted or revised — with nothing communicated:
    only a Termo's free fare is (art. 15 §1º)."""
    return fares(communicated_on=None, **changes)


def test_a_contracts_fare_is_not_communicated_art_16(go):
    """A communication date on a concession line's fare is refused next to the field, citing
    art. 16, nothing written."""
    ctx, _, holder = go
    line = concession(ctx, holder, D("2023-03-01"))
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_fare_table(ctx, line.id, fares())
    assert (
        "fixada no contrato (Decreto 8.444/2015, art. 16)"
        in (caught.value.field_errors["communicated_on"])
    )
    assert stored(ctx.database) == before
    (table,) = record_fare_table(ctx, line.id, contract_fares())
    assert (table.kind, table.communicated_on) == ("fixada", None)


def test_readjusted_yearly_and_revised_every_three_years_art_16(go):
    ctx, _, holder = go
    line = concession(ctx, holder, D("2023-03-01"))
    report_months(ctx, line.id, D("2023-03-01"), TODAY)
    report_accounts(ctx, line.id, D("2025-01-01"), D("2025-12-31"), D("2026-03-31"))
    readjustment = contract_fares(readjustment=True)
    record_fare_table(ctx, line.id, readjustment)  # 01/07/2026: years after signature
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        record_fare_table(
            ctx, line.id, contract_fares(effective_from=D("2027-06-30"), readjustment=True)
        )
    assert "a partir de 01/07/2027" in caught.value.field_errors["relevant_fact"]
    with pytest.raises(ValidationError) as caught:
        record_fare_table(
            ctx, line.id, contract_fares(effective_from=D("2026-02-28"), revision=True)
        )
    assert "a partir de 01/03/2026" in caught.value.field_errors["effective_from"]
    assert stored(ctx.database) == before
    record_fare_table(
        ctx, line.id, contract_fares(effective_from=D("2027-07-01"), readjustment=True)
    )
    (*_, revised) = record_fare_table(
        ctx, line.id, contract_fares(effective_from=D("2027-08-01"), revision=True)
    )
    assert (revised.kind, revised.label, revised.article) == (
        "revisao",
        "Revisão trienal",
        "Decreto 8.444/2015, art. 16",
    )
    with pytest.raises(ValidationError) as caught:
        record_fare_table(
            ctx, line.id, contract_fares(effective_from=D("2028-07-01"), readjustment=True)
        )
    assert "vigência em 01/08/2027" in caught.value.field_errors["relevant_fact"]


def test_without_the_operational_data_no_readjustment_nor_revision_art_16_sole(go):
    """The months of statistics missing (art. 19 §2º) refuse the readjustment and the
    revision, naming them; once given, the readjustment is recorded."""
    ctx, _, holder = go
    line = concession(ctx, holder, D("2023-03-01"))
    report_months(ctx, line.id, D("2023-03-01"), D("2026-03-31"))  # up to 02/2026
    report_accounts(ctx, line.id, D("2025-01-01"), D("2025-12-31"), D("2026-03-31"))
    before = stored(ctx.database)
    for act in ({"readjustment": True}, {"revision": True}):
        with pytest.raises(ValidationError) as caught:
            record_fare_table(ctx, line.id, contract_fares(**act))
        message = caught.value.field_errors["effective_from"]
        assert "de 03/2026, 04/2026 (Decreto 8.444/2015, art. 19 §2º)" in message
        assert "Decreto 8.444/2015, art. 16, parágrafo único" in message
    assert stored(ctx.database) == before
    report_months(ctx, line.id, D("2026-03-01"), TODAY)
    (table,) = record_fare_table(ctx, line.id, contract_fares(readjustment=True))
    assert table.kind == "reajuste"


def test_without_the_accounting_data_no_readjustment_nor_revision_art_16_sole(go):
    """Art. 16, sole paragraph: the statistics given, the fare of a contract is neither
    readjusted nor revised without the concessionária's accounting data of a period after the
    fare in force was set (here the signature); those of before do not serve; once given,
    the readjustment is recorded. Only a permissionária or concessionária gives them."""
    ctx, termo_line, holder = go
    line = concession(ctx, holder, D("2023-03-01"))
    report_months(ctx, line.id, D("2023-03-01"), TODAY)
    report_accounts(ctx, line.id, D("2022-01-01"), D("2022-12-31"), D("2023-02-01"))
    before = stored(ctx.database)
    for act in ({"readjustment": True}, {"revision": True}):
        with pytest.raises(ValidationError) as caught:
            record_fare_table(ctx, line.id, contract_fares(**act))
        assert caught.value.field_errors["effective_from"] == (
            f"Faltam os dados contábeis de {holder.legal_name} posteriores a 01/03/2023, "
            "quando a tarifa foi fixada, reajustada ou revista: registre-os em Dados "
            "contábeis…; sem eles a tarifa não é reajustada nem revista (Decreto 8.444/2015, "
            "art. 16, parágrafo único)."
        )
    assert stored(ctx.database) == before
    report_accounts(ctx, line.id, D("2025-01-01"), D("2025-12-31"), D("2026-03-31"))
    (table,) = record_fare_table(ctx, line.id, contract_fares(readjustment=True))
    assert table.kind == "reajuste"
    with pytest.raises(ValidationError) as caught:
        report_accounts(ctx, termo_line.id, D("2025-01-01"), D("2025-12-31"), D("2026-03-31"))
    assert "Só as permissionárias e concessionárias" in caught.value.field_errors["period_start"]
