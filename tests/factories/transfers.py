"""A Roraima line under a 10-year concession contract signed on 04/01/2021 (Lei RR 664/2008,
arts. 14 and 24: in force from 05/01/2021 to 04/01/2031) and an interessado registered since
01/12/2025, so that the contract's transfer (art. 15) is asked for on 05/01/2026, the day half
its period has run, or a day before."""

from datetime import date
from typing import NamedTuple

from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.records import LineDetail
from desktop.services.lines.register import create_line
from desktop.services.lines.transfers import TransferInput
from desktop.services.registration.operators import create_operator
from tests.factories.clock import at_day
from tests.factories.lines import rr_line
from tests.factories.operators import operator_input
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

SIGNED = date(2021, 1, 4)
HALF_RUN = date(2026, 1, 5)
INTERESSADO_CNPJ = "11.444.777/0001-61"


class Concession(NamedTuple):
    ctx: object  # the Roraima office on HALF_RUN
    line: LineDetail
    signatory: object
    interessado: object


def concession_to_transfer(admin_context, keys, interessado=True) -> Concession:
    """`interessado=False`: the interessado has no registro cadastral (art. 15, I)."""
    signing = at_day(admin_context, SIGNED)
    signatory = operator(signing, keys)
    rr = in_roraima(signing)
    line = create_line(rr, rr_line())
    line = record_delegation(
        rr,
        line.id,
        DelegationInput(
            signatory.id,
            "concessao",
            "CC-01/2021",
            SIGNED,
            bidding="Concorrência 01/2020",
            homologated_on=date(2020, 12, 21),
        ),
    )
    later = at_day(admin_context, date(2025, 12, 1))
    if interessado:
        other = operator(later, keys, cnpj=INTERESSADO_CNPJ, legal_name="Expresso Caracaraí Ltda")
    else:
        other = create_operator(later, operator_input(cnpj=INTERESSADO_CNPJ))
    return Concession(in_roraima(at_day(admin_context, HALF_RUN)), line, signatory, other)


def transfer_input(concession: Concession, **changes) -> TransferInput:
    values = {
        "delegation_id": concession.line.delegations[0].id,
        "operator_id": concession.interessado.id,
        "transferred_on": HALF_RUN,
        "request": "Requerimento conjunto protocolo 123/2025",
        "consent": "Portaria CRE/RR nº 1/2026",
        "edital_met": True,
    }
    return TransferInput(**(values | changes))
