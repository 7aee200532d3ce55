"""A vehicle "zero quilômetro" with its invoice is Goiás's: registered without the final
inspection report within 60 days of the invoice (Res. AGR 105/2017, arts. 17 III and 25).
Lei RR 664/2008 registers a vehicle on its Certificado de Propriedade and the maintenance
declaration (art. 27) and has no such vehicle: a Roraima office is refused next to the field,
nothing written."""

from datetime import date

import pytest
from sqlalchemy import func, select

from desktop.models.vehicles import Vehicle
from desktop.rules.errors import RulesError
from desktop.rules.vehicle_articles import new_vehicle_registered
from desktop.services.errors import ValidationError
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import TODAY, company, inspection_input, vehicle_input

BOA_VISTA = {"municipality_code": "1400100", "cep": "69301-150", "phone": "95 3623-1410"}
BOUGHT_NEW = vehicle_input(
    new_vehicle=True,
    invoice_number="NF-1",
    invoice_issuer="Concessionária Boa Vista",
    invoice_date=date(2026, 6, 1),
    request_signed_on=None,
    request_notarised=False,
)


def test_only_goias_registers_a_new_vehicle():
    assert new_vehicle_registered("GO")
    assert not new_vehicle_registered("RR")
    with pytest.raises(RulesError):
        new_vehicle_registered("SP")


def test_roraima_refuses_a_new_vehicle_on_lei_664(admin_context):
    ctx = in_roraima(at_day(admin_context, TODAY))
    operator = create_operator(ctx, operator_input(**BOA_VISTA))
    report = inspection_input(company(ctx).id, valid_until=date(2027, 6, 1))
    with pytest.raises(ValidationError) as refused:
        register_vehicle(ctx, operator.id, BOUGHT_NEW, report, None)
    shown = refused.value.field_errors
    assert shown["new_vehicle"] == (
        "A Lei RR 664/2008 não prevê o registro de veículo zero quilômetro pela nota fiscal: o "
        "veículo é registrado com o Certificado de Propriedade e a declaração de "
        "responsabilidade pela manutenção (art. 27)."
    )
    assert not {"invoice_number", "invoice_date", "invoice_issuer"} & set(shown)
    with ctx.database.read() as session:
        assert session.scalar(select(func.count()).select_from(Vehicle)) == 0
