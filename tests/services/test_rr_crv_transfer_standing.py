"""A Roraima CRV whose vehicle went to another company is withdrawn in Lei RR 664/2008's word:
transferred to another delegatária (arts. 27 and 28 §2), not Res. AGR 105/2017's
autorizatária. The transfer's event restates the CRV's statewide status (the situation the
network's other offices read) before the new CRV supersedes it."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.demo.numbers import make_cnpj
from desktop.models.document_status import DocumentStatusEvent
from desktop.models.documents import IssuedDocument
from desktop.models.office import Office
from desktop.services.vehicles.events import transfer_vehicle
from desktop.services.vehicles.ownership import OwnershipInput
from tests.factories.clock import at_day
from tests.factories.roraima import register_rr_coefficient
from tests.services.test_rr_documents import in_roraima, rr_bus, rr_operator

DAY = date(2026, 7, 1)


@pytest.fixture
def rr(context_for):
    return lambda role: in_roraima(context_for(role))


@pytest.mark.postgres
def test_roraima_crv_transferred_to_another_delegataria(admin_context, rr, tmp_path):
    keys = tmp_path / "keys"
    with admin_context.database.write() as session:
        session.scalars(select(Office)).one().jurisdiction = "RR"
    register_rr_coefficient(admin_context)
    seller = rr_operator(rr, keys, date(2026, 6, 1))
    buyer = rr_operator(
        rr, keys, date(2026, 6, 1), cnpj=make_cnpj("500000000001"), legal_name="Nova Rota Ltda"
    )
    bus = rr_bus(rr, keys, seller.id, date(2026, 6, 5))
    with admin_context.database.read() as session:
        (number,) = session.scalars(
            select(IssuedDocument.number).where(IssuedDocument.kind == "crv")
        ).all()
    ctx = at_day(rr("atendente"), DAY)
    ownership = OwnershipInput(
        "propria", ownership_certificate="CP-RR 77", maintenance_declaration_on=DAY
    )
    transfer_vehicle(ctx, bus.id, buyer.id, DAY, ownership, keys)
    with admin_context.database.read() as session:
        situations = session.scalars(
            select(DocumentStatusEvent.situation)
            .where(DocumentStatusEvent.kind == "crv", DocumentStatusEvent.number == number)
            .order_by(DocumentStatusEvent.sequence)
        ).all()
    (transferred,) = [text for text in situations if "TRANSFERIDO" in text]
    assert transferred.startswith(
        f"veículo TRANSFERIDO para outra delegatária em 01/07/2026 — motivo: De "
        f"{seller.legal_name} para Nova Rota Ltda"
    )
    assert [text for text in situations if "autorizatária" in text] == []
