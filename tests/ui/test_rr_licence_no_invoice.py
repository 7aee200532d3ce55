"""Lei RR 664/2008 asks no invoice for an autorização de serviço (arts. 18-20): the invoice of
Res. AGR 105/2017 (art. 28, II; art. 29, VI) was on a Roraima office's form, stored and
printed on the autorização. The form no longer shows it, and the service refuses one a
caller sends next to the field, nothing written."""

from dataclasses import replace

import pytest

from desktop.services.errors import ValidationError
from desktop.services.licences.requests import check_request
from desktop.ui.licences.area import LicencesArea
from tests.factories.licences import continuous
from tests.factories.roraima import in_roraima, roraima_charter


def test_roraima_form_asks_no_invoice(admin_context, open_area, tmp_path):
    form = open_area(LicencesArea, in_roraima(admin_context), tmp_path / "keys").form
    for index in range(form.modality.count()):
        form.modality.setCurrentIndex(index)
        assert not form.form.rows["invoice_number"].isVisible()


def test_goias_form_keeps_the_invoice(admin_context, open_area, tmp_path):
    form = open_area(LicencesArea, admin_context, tmp_path / "keys").form
    assert form.form.rows["invoice_number"].isVisible()


def refused_fields(data, jurisdiction) -> dict[str, str]:
    with pytest.raises(ValidationError) as refused:  # no operator, no vehicle: never valid
        check_request(data, jurisdiction)
    return refused.value.field_errors


def test_roraima_refuses_an_invoice_a_caller_sends():
    sent = replace(roraima_charter(None, None), invoice_number="NF-e 000.900.001")
    assert "Lei RR 664/2008" in refused_fields(sent, "RR")["invoice_number"]
    assert "invoice_number" not in refused_fields(roraima_charter(None, None), "RR")
    assert "invoice_number" not in refused_fields(continuous(None, None), "GO")
