"""A Roraima request's draft kept before the form hid the driver's link (a draft of the
screen as it was, with the document of the link and the defensive-driving certificate of
Res. AGR 105/2017, arts. 46-47 and 39 sole §) is restored with its drivers as Lei RR 664/2008
asks them: name, CPF and CNH. The fields it no longer shows hold nothing the clerk cannot see
nor clear, and the request goes out without them, so that it is not refused for them."""

import dataclasses

import pytest

from desktop.services.errors import ValidationError
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.office.drafts import list_drafts, save_draft
from desktop.ui.licences.area import LicencesArea
from tests.factories.licences import employee_driver
from tests.factories.roraima import in_roraima, rr_driver

KEPT = employee_driver(defensive_certificate="SEST SENAT 2025-8891")


def test_a_roraima_draft_brings_its_drivers_without_link_nor_certificate(
    qtbot, admin_context, open_area, tmp_path
):
    ctx = in_roraima(admin_context)
    area = open_area(LicencesArea, ctx, tmp_path / "keys")
    save_draft(ctx, "licences", None, "Nova autorização", {"drivers": [dataclasses.asdict(KEPT)]})
    (draft,) = list_drafts(ctx)
    area.drafts.restore(draft)
    box = area.form.drivers_box
    assert box.drivers == [rr_driver()]
    assert box.list.item(0).text() == "José Carlos Pereira — CPF ***.444.333-**"
    sent = area.form.request()
    assert sent is not None and sent.drivers == (rr_driver(),)
    # The request is still incomplete (no operator, no vehicle): the drivers are not at fault.
    with pytest.raises(ValidationError) as refused:
        check_licence_request(ctx, sent)
    assert "drivers" not in refused.value.field_errors
    assert "operator" in refused.value.field_errors
