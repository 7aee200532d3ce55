"""A Roraima vehicle transferred to another company leaves it for a delegatária, Lei RR
664/2008's word (arts. 27 and 28 §2), not Res. AGR 105/2017's autorizatária: in the vehicle's
history, and in its CRV's statewide status (the situation the network's other offices read),
which the transfer's event restates before the new CRV supersedes it."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.demo.numbers import make_cnpj
from desktop.models.document_status import DocumentStatusEvent
from desktop.models.documents import IssuedDocument
from desktop.models.office import Office
from desktop.services.vehicles.events import transfer_vehicle
from desktop.services.vehicles.events_records import vehicle_events
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import CrlvInput
from tests.factories.clock import at_day
from tests.factories.roraima import register_rr_coefficient, rr_bus, rr_operator

DAY = date(2026, 7, 1)
BUYER = "Nova Rota Ltda"

pytestmark = pytest.mark.postgres


@pytest.fixture
def transferred(admin_context, rr, tmp_path):
    """(the atendente's context, the seller, the bus, the number of its first CRV) once the
    bus of a Roraima office went from the seller to another delegatária on DAY."""
    keys = tmp_path / "keys"
    with admin_context.database.write() as session:
        session.scalars(select(Office)).one().jurisdiction = "RR"
    register_rr_coefficient(admin_context)
    seller = rr_operator(rr, keys, date(2026, 6, 1))
    buyer = rr_operator(
        rr, keys, date(2026, 6, 1), cnpj=make_cnpj("500000000001"), legal_name=BUYER
    )
    bus = rr_bus(rr("atendente"), keys, seller.id, date(2026, 6, 5))
    with admin_context.database.read() as session:
        (number,) = session.scalars(
            select(IssuedDocument.number).where(IssuedDocument.kind == "crv")
        ).all()
    ctx = at_day(rr("atendente"), DAY)
    ownership = OwnershipInput(
        "propria", ownership_certificate="CP-RR 77", maintenance_declaration_on=DAY
    )
    transfer_vehicle(ctx, bus.id, buyer.id, DAY, ownership, CrlvInput("023456789099", 2026), keys)
    return ctx, seller, bus, number


def test_roraima_history_names_the_other_delegataria(transferred):
    ctx, _, bus, _ = transferred
    labels = {event.kind: event.label for event in vehicle_events(ctx, bus.id)}
    assert labels["transferencia_saida"] == "Transferência para outra delegatária"


def test_roraima_crv_transferred_to_another_delegataria(transferred):
    ctx, seller, _, number = transferred
    with ctx.database.read() as session:
        situations = session.scalars(
            select(DocumentStatusEvent.situation)
            .where(DocumentStatusEvent.kind == "crv", DocumentStatusEvent.number == number)
            .order_by(DocumentStatusEvent.sequence)
        ).all()
    (transferred_away,) = [text for text in situations if "TRANSFERIDO" in text]
    assert transferred_away.startswith(
        f"veículo TRANSFERIDO para outra delegatária em 01/07/2026 — motivo: De "
        f"{seller.legal_name} para {BUYER}"
    )
    assert [text for text in situations if "autorizatária" in text] == []
