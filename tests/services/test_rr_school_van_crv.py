"""The CRV a Roraima office prints for a school van: Lei RR 664/2008 registers vans as it does
buses (art. 28) and says nothing of the school stripe, so the certificate shows neither the
exceptional authorisation of Res. AGR 105/2017 art. 14 §1 nor the stripe of its art. 18."""

from datetime import date

import pytest

from desktop.services.vehicles.ownership import OwnershipInput
from tests.factories.clock import at_day
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import (
    VAN_DAY,
    register_rr_coefficient,
    rr_operator,
    school_van,
)
from tests.factories.vehicles import TODAY, operator


@pytest.mark.postgres
def test_a_roraima_school_van_crv_cites_no_goias_article(admin_context, rr, tmp_path):
    keys = tmp_path / "keys"
    register_rr_coefficient(admin_context)
    operator = rr_operator(rr, keys, date(2026, 6, 1))
    ownership = OwnershipInput(
        "propria", ownership_certificate="CP-RR 55", maintenance_declaration_on=VAN_DAY
    )
    ctx = at_day(rr("atendente"), VAN_DAY)
    registered = school_van(
        ctx,
        operator.id,
        keys,
        ownership=ownership,
        request_signed_on=None,
        request_notarised=False,
    )
    text = flat_pdf_text(registered.crv.pdf)
    assert "Tipo Van " in text
    assert "Escolar Sim " in text
    assert "art. 18" not in text
    assert "autorização excepcional" not in text and "Portaria 12/2026" not in text


@pytest.mark.postgres
def test_a_goias_school_van_crv_keeps_resolution_105(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, TODAY)
    owner = operator(ctx, keys)
    text = flat_pdf_text(school_van(ctx, owner.id, keys, TODAY).crv.pdf)
    assert "Microônibus tipo van (autorização excepcional) — Portaria 12/2026" in text
    assert "Sim (faixa da Res. AGR 105/2017, art. 18)" in text
