"""A Roraima office's contexts for the tests: the same office and users, served on Lei RR
664/2008."""

import dataclasses
from datetime import date
from decimal import Decimal

from desktop.services.office.rule_values import register_rule_value
from desktop.services.vehicles.ownership import OwnershipInput
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day
from tests.factories.licences import TODAY, continuous
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.vehicles import company, inspection_input, policy_input, vehicle_input

BOA_VISTA = "1400100"
CARACARAI = "1400209"


def in_roraima(ctx):
    return dataclasses.replace(ctx, office=dataclasses.replace(ctx.office, jurisdiction="RR"))


def register_rr_coefficient(admin_context) -> None:
    """The Roraima office's tariff coefficient, the base of its fines (Lei RR 664/2008,
    art. 78): 0.25 from 2026."""
    register_rule_value(
        in_roraima(admin_context),
        "coeficiente_tarifario",
        date(2026, 1, 1),
        Decimal("0.2500"),
        "Resolução CRE/RR nº 1/2026",
    )


def roraima_roles(admin_context, context_for) -> dict:
    """The fiscal, analista, julgador and atendente of a Roraima office, its tariff
    coefficient registered."""
    register_rr_coefficient(admin_context)
    return {
        role: in_roraima(context_for(role))
        for role in ("fiscal", "analista", "julgador", "atendente")
    }


def roraima_notice(admin_context, context_for, tmp_path, day=date(2026, 3, 10)):
    """The Roraima office's roles and an auto of art. 79, I its fiscal recorded on `day` on a
    line (Lei RR 664/2008, art. 75, sole §, I), with its process."""
    roles = roraima_roles(admin_context, context_for)
    operator = new_operator(admin_context)
    notice = recorded_notice(
        roles["fiscal"], tmp_path, operator.id, day=day, infraction_codes=("79-I",), line="RR-1"
    )
    return roles, notice


def roraima_charter(operator_id, vehicle_id, **changes):
    """A fretamento contínuo from Boa Vista to Caracaraí, within the state (Lei RR 664/2008,
    arts. 1-2), its commitment term signed before the service starts (art. 20)."""
    values = {
        "origin_code": BOA_VISTA,
        "destination_code": CARACARAI,
        "itinerary": "BR-174 até Caracaraí",
        "commitment_signed_on": date(2026, 6, 20),
        "documents_presented": frozenset({"requerimento", "contrato", "roteiro"}),
    }
    return continuous(operator_id, vehicle_id, **(values | changes))


# Lei RR 664/2008, art. 27: the delegatária's own Certificado de Propriedade and its written
# declaration of responsibility for the vehicle's maintenance.
RR_OWNERSHIP = OwnershipInput(
    "propria", ownership_certificate="CP-RR 55", maintenance_declaration_on=date(2026, 6, 10)
)


def roraima_vehicle(ctx, keys, operator_id, **changes):
    """Registers in a Roraima office, on TODAY, the factories' bus (or what `changes` make
    of it) with its ownership of art. 27 and no request (Res. AGR 105/2017, art. 17, I, is
    Goiás's); inspected and insured. Returns the `Registered` vehicle and CRV."""
    ctx = at_day(in_roraima(ctx), TODAY)
    data = vehicle_input(
        ownership=RR_OWNERSHIP, request_signed_on=None, request_notarised=False, **changes
    )
    report = inspection_input(company(ctx).id, valid_until=date(2027, 6, 1))
    return register_vehicle(ctx, operator_id, data, report, policy_input(), keys)
