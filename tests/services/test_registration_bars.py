"""A bar against a new registration reaches the approval on the day it is decided (Res. AGR
105/2017, art. 70 §§3-4: the company and its partners or cooperados, for up to 2 years from
the publication), even when it was published after the request was filed; the refusal names
who is barred, nothing is written."""

from datetime import date

import pytest

from desktop.demo.numbers import make_cnpj
from desktop.models.operators import Crc, RegistrationBar
from desktop.services.errors import ValidationError
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.bars import record_caducity_bar
from desktop.services.registration.operators import PartnerInput, create_operator
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.reading import count
from tests.factories.registration import approve_with_resolution, record_all_documents

FILED = date(2026, 3, 2)


@pytest.mark.postgres
def test_a_partner_barred_after_the_request_stops_the_approval(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, FILED)
    barred_company = create_operator(ctx, operator_input())
    newcomer = create_operator(
        ctx,
        operator_input(
            cnpj=make_cnpj("445556660001"),
            legal_name="Nova Transportes Ltda.",
            partners=(PartnerInput("Maria da Conceição Souza", "390.533.447-05", "Sócia"),),
        ),
    )
    application = protocol_application(ctx, newcomer.id, key_dir=keys).application
    assert application.barred_until is None  # nobody was barred when it was filed
    # The caducity of the other company is published on 4 March: its partner Maria is barred
    # too (art. 70 §4).
    record_caducity_bar(at_day(ctx, date(2026, 3, 4)), barred_company.id, date(2026, 3, 4))
    decision_day = at_day(ctx, date(2026, 3, 5))
    record_all_documents(decision_day, newcomer, date(2026, 3, 5))
    crcs = count(admin_context.database, Crc)
    with pytest.raises(ValidationError) as caught:
        approve_with_resolution(decision_day, application.id, key_dir=keys)
    message = caught.value.field_errors["decided_on"]
    assert "sócio ou cooperado 390.533.447-05 até 04/03/2028" in message
    assert "Res. AGR 105/2017, art. 70 §4" in message
    assert count(admin_context.database, Crc) == crcs


@pytest.mark.postgres
def test_a_bar_longer_than_2_years_is_refused_and_nothing_written(admin_context):
    ctx = at_day(admin_context, date(2026, 3, 4))
    company = create_operator(ctx, operator_input())
    bars = count(admin_context.database, RegistrationBar)
    with pytest.raises(ValidationError) as caught:
        record_caducity_bar(ctx, company.id, date(2026, 3, 4), until=date(2028, 3, 5))
    assert caught.value.field_errors["until"] == (
        "O impedimento é de até 2 anos: no máximo até 04/03/2028 (Res. AGR 105/2017, art. 70 §3)."
    )
    assert count(admin_context.database, RegistrationBar) == bars
    shorter = record_caducity_bar(ctx, company.id, date(2026, 3, 4), until=date(2027, 3, 4))
    assert {bar.until for bar in shorter} == {date(2027, 3, 4)}
    assert [bar.article for bar in shorter] == [  # the company, then its two partners
        "Res. AGR 105/2017, art. 70 §3",
        "Res. AGR 105/2017, art. 70 §4",
        "Res. AGR 105/2017, art. 70 §4",
    ]
