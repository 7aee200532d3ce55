"""The Autos list of a Roraima office (Lei RR 664/2008): the phase column and the phase filter
read the stages on Lei 664 — the appeal term to the CRE/RR (arts. 89 sole § and 91), the act
in the cell's tooltip — and the filter offers no stage of Goiás's Council review (Res. 105,
art. 90, absent from Lei 664)."""

from PySide6.QtCore import Qt

from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.notice_list import NoticeList
from desktop.ui.workspace import Workspace
from tests.factories.notices import new_operator
from tests.factories.roraima import roraima_roles
from tests.factories.sanctions import judged


def test_the_rr_autos_list_shows_the_appeal_term_to_the_cre(
    qtbot, admin_context, context_for, tmp_path
):
    roles = roraima_roles(admin_context, context_for)
    judged(roles, tmp_path, new_operator(admin_context).id)

    listing = NoticeList(Workspace(roles["analista"], Navigator(), tmp_path / "keys"))
    qtbot.addWidget(listing)
    listing.show()
    qtbot.waitUntil(lambda: listing.model.rowCount() == 1)
    phase = listing.model.index(0, 4)
    # The column names the stage; the cell's tooltip adds the act it is under.
    assert phase.data() == "Prazo de recurso ao CRE/RR e de pagamento em curso"
    tip = phase.data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith(phase.data())
    assert "Lei RR 664/2008, arts. 89, parágrafo único, e 91" in tip

    choices = [listing.stage_filter.itemText(row) for row in range(listing.stage_filter.count())]
    assert "Recurso ao CRE/RR (Lei RR 664/2008, art. 91)" in choices
    assert not [text for text in choices if "Conselho" in text or "105" in text]
    listing.stage_filter.setCurrentIndex(listing.stage_filter.findData("recurso_conselho"))
    qtbot.waitUntil(lambda: listing.model.rowCount() == 0)
    listing.stage_filter.setCurrentIndex(listing.stage_filter.findData("prazo_recurso"))
    qtbot.waitUntil(lambda: listing.model.rowCount() == 1)
