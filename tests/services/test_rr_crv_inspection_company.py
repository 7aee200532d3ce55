"""The inspection company as the CRV prints it. Res. AGR 105/2017 has the vehicle inspected
by a company accredited by INMETRO and registered with the AGR (art. 23, caput), so the
Goiás CRV names the accreditation; Lei RR 664/2008 has the CRE/RR submit the vehicle to
inspection at any time (art. 30, § 2º) and asks no accreditation (`rules.vehicle_articles.
inmetro_accreditation_required`), so the Roraima CRV names the company and its registration
only, even when the company typed in an INMETRO number."""

from datetime import date

import pytest

from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import (
    VAN_DAY,
    register_rr_coefficient,
    rr_operator,
    rr_registered,
)
from tests.factories.vehicles import registered_bus


@pytest.mark.postgres
def test_the_roraima_crv_prints_no_inmetro_accreditation(admin_context, rr, tmp_path):
    keys = tmp_path / "keys"
    register_rr_coefficient(admin_context)
    operator = rr_operator(rr, keys, date(2026, 6, 1))
    registered = rr_registered(rr("atendente"), keys, operator.id, VAN_DAY)
    text = flat_pdf_text(registered.crv.pdf)
    assert "Empresa de inspeção Inspeção Segura Ltda — registro DEIT-INSP-007" in text
    assert "INMETRO" not in text and "OIA-0123" not in text


@pytest.mark.postgres
def test_the_goias_crv_still_prints_the_inmetro_accreditation(admin_context, tmp_path):
    _owner, _inspector, registered = registered_bus(admin_context, tmp_path / "keys")
    text = flat_pdf_text(registered.crv.pdf)
    assert "Inspeção Segura Ltda — INMETRO OIA-0123, registro" in text
