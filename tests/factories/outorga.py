"""A Goiás Termo whose outorga is paid as far as it is due: its 1st instalment falls due at
signature (Decreto 8.444/2015, art. 11 §5º) and, unpaid, is a debt that blocks the operator's
acts (Res. AGR 105/2017, art. 101) — what a test about something else must not trip on."""

from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.outorga import register_instalment_payment
from desktop.services.lines.outorga_records import outorga_instalments
from desktop.services.lines.records import LineDetail


def delegate_paying_on_signing(ctx, line_id, data: DelegationInput) -> LineDetail:
    """Records the Termo and pays its 1st instalment on the day it was signed."""
    detail = record_delegation(ctx, line_id, data)
    (delegation,) = [item for item in detail.delegations if item.number == data.number]
    first = outorga_instalments(ctx, delegation.id)[0]
    register_instalment_payment(ctx, first.debt_id, first.due_on, first.amount, "GRU parcela 1")
    return detail
