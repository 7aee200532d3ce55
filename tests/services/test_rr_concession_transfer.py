"""Lei RR 664/2008, art. 15: a concession contract passes to the interessado, on the joint
request and the CRE/RR's consent, once half its period has run, to a company in the registro
cadastral meeting the edital. The contract is never rewritten: the transfer is a new record and
an act of the line, the line's delegatária from that day is the interessado and the one before
stays in the history. Refused, nothing is written; a Goiás office has no such act."""

import dataclasses
from datetime import date, timedelta

import pytest
from sqlalchemy import select, text
from sqlalchemy.exc import DatabaseError

from desktop.models.audit import AuditEntry
from desktop.models.line_transfers import ConcessionTransfer
from desktop.models.lines import Line, LineAct, LineDelegation
from desktop.services.errors import ValidationError
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.delegations_records import expiring_delegations
from desktop.services.lines.fleet_records import line_fleet
from desktop.services.lines.transfers import transfer_concession
from tests.factories.clock import at_day
from tests.factories.reading import counts
from tests.factories.transfers import HALF_RUN, concession_to_transfer, transfer_input
from tests.factories.vehicles import certify

pytestmark = pytest.mark.postgres


def stored(database):
    return counts(database, ConcessionTransfer, LineAct, AuditEntry)


@pytest.fixture
def concession(admin_context, tmp_path):
    return concession_to_transfer(admin_context, tmp_path / "keys")


def test_from_the_transfer_the_interessado_is_the_delegataria(concession):
    ctx, line, signatory, interessado = concession
    detail = transfer_concession(ctx, line.id, transfer_input(concession))
    held = detail.delegation_in_force
    assert held is not None
    assert (held.operator_id, held.signed_by) == (interessado.id, signatory.legal_name)
    act = detail.acts[-1]
    assert (act.label, act.effective_on, act.reference) == (
        "Transferência da concessão",
        HALF_RUN,
        "Portaria CRE/RR nº 1/2026",
    )
    assert act.article == "Lei RR 664/2008, art. 15, I a III"
    assert signatory.legal_name in act.details and interessado.legal_name in act.details
    assert line_fleet(ctx, line.id).operator_id == interessado.id
    with ctx.database.read() as session:
        contract = session.get(LineDelegation, held.id)
        assert contract is not None and contract.operator_id == signatory.id
        stored_line = session.get(Line, line.id)
        assert stored_line is not None and stored_line.operator_id == interessado.id
        transfer = session.scalars(select(ConcessionTransfer)).one()
        assert (transfer.from_operator_id, transfer.to_operator_id) == (
            signatory.id,
            interessado.id,
        )
        audited = session.scalars(
            select(AuditEntry.entity).where(AuditEntry.entity_id == transfer.id)
        ).all()
    assert audited == ["line_concession_transfers"]
    # The day before the transfer, the fleet was still the signatory's.
    assert line_fleet(ctx, line.id, HALF_RUN - timedelta(days=1)).operator_id == signatory.id


def test_the_contract_about_to_end_names_its_delegataria_of_today(concession):
    ctx, line, _, interessado = concession
    transfer_concession(ctx, line.id, transfer_input(concession))
    (ending,) = expiring_delegations(at_day(ctx, date(2030, 12, 1)))
    assert (ending.line_code, ending.operator_name) == ("RR-010", interessado.legal_name)


def test_the_transfer_is_never_rewritten(concession):
    ctx, line, *_ = concession
    transfer_concession(ctx, line.id, transfer_input(concession))
    with pytest.raises(DatabaseError, match="Lei RR 664/2008, art. 15"):
        with ctx.database.write() as session:
            session.execute(text("UPDATE line_concession_transfers SET consent = 'x'"))


@pytest.mark.parametrize(
    ("change", "field", "cited"),
    [
        ({"transferred_on": HALF_RUN - timedelta(days=1)}, "transferred_on", "art. 15, III"),
        ({"edital_met": False}, "edital_met", "art. 15, II"),
        ({"request": " "}, "request", ""),
        ({"consent": ""}, "consent", ""),
        ({"transferred_on": HALF_RUN + timedelta(days=1)}, "transferred_on", "data futura"),
    ],
)
def test_a_condition_unmet_is_refused_next_to_its_field(concession, change, field, cited):
    ctx, line, *_ = concession
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        transfer_concession(ctx, line.id, transfer_input(concession, **change))
    assert set(caught.value.field_errors) == {field}
    assert cited in caught.value.field_errors[field]
    assert stored(ctx.database) == before


def test_an_interessado_outside_the_registro_cadastral_is_refused(admin_context, tmp_path):
    concession = concession_to_transfer(admin_context, tmp_path / "keys", interessado=False)
    ctx, line, *_ = concession
    before = stored(ctx.database)
    with pytest.raises(ValidationError) as caught:
        transfer_concession(ctx, line.id, transfer_input(concession))
    assert "Lei RR 664/2008, art. 15, I" in caught.value.field_errors["operator"]
    assert stored(ctx.database) == before


def test_the_delegataria_is_not_its_own_interessado(concession):
    ctx, line, signatory, _ = concession
    with pytest.raises(ValidationError) as caught:
        transfer_concession(ctx, line.id, transfer_input(concession, operator_id=signatory.id))
    assert "já é a delegatária" in caught.value.field_errors["operator"]


def test_a_goias_office_has_no_transfer_of_concession(concession):
    ctx, line, *_ = concession
    goias = dataclasses.replace(ctx, office=dataclasses.replace(ctx.office, jurisdiction="GO"))
    with pytest.raises(ValidationError) as caught:
        transfer_concession(goias, line.id, transfer_input(concession))
    refusal = caught.value.field_errors["delegation"]
    assert "Decreto 8.444/2015" in refusal and "Lei RR" not in refusal


def test_the_contract_is_renewed_to_the_transferee_not_its_signatory(
    concession, admin_context, tmp_path
):
    """Art. 14 after art. 15: the contract transferred is renewed to the company holding it,
    not to its signatory, registered again and otherwise fit to receive it."""
    ctx, line, signatory, interessado = concession
    certify(at_day(admin_context, date(2025, 12, 1)), tmp_path / "keys", signatory.id)
    transfer_concession(ctx, line.id, transfer_input(concession))
    renewal = DelegationInput(
        signatory.id, "concessao", "CC-01/2021-P", HALF_RUN, renews_id=line.delegations[0].id
    )
    before = counts(ctx.database, LineDelegation, LineAct, AuditEntry)
    with pytest.raises(ValidationError) as caught:
        record_delegation(ctx, line.id, renewal)
    refused = caught.value.field_errors["operator"]
    assert "Expresso Caracaraí Ltda, a quem foi transferido (Lei RR 664/2008, art. 15)" in refused
    assert "Lei RR 664/2008, art. 14" in refused and signatory.legal_name in refused
    assert counts(ctx.database, LineDelegation, LineAct, AuditEntry) == before
    renewed = record_delegation(
        ctx, line.id, dataclasses.replace(renewal, operator_id=interessado.id)
    )
    assert renewed.delegations[0].operator_id == interessado.id
