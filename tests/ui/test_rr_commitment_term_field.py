"""The termo de compromisso of Lei RR 664/2008, art. 20 is signed before the service starts:
the Roraima form dated it today by default, so an autorização asked without the signed term
went out as signed that day (the rule and the checklist both took the date as the proof).
It is now left unticked until the clerk gives the day of the signature."""

from datetime import date

from PySide6.QtCore import Qt

from desktop.ui.licences.area import LicencesArea
from tests.factories.roraima import in_roraima


def test_the_commitment_term_is_given_not_assumed(admin_context, open_area, tmp_path, qtbot):
    area = open_area(LicencesArea, in_roraima(admin_context), tmp_path / "keys")
    form = area.form
    term = form.commitment
    assert form.request().commitment_signed_on is None
    assert not term.edit.isEnabled()
    qtbot.mouseClick(term.enabled, Qt.MouseButton.LeftButton)
    term.edit.setDate(date(2026, 6, 20))
    assert form.request().commitment_signed_on == date(2026, 6, 20)
    form.reset()
    assert form.request().commitment_signed_on is None
