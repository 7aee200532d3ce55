"""The process of an auto against the company for a vehicle a partner lent in comodato shows
the partner as jointly liable for the fine (Res. AGR 105/2017, art. 22, parágrafo único)."""

from datetime import date

from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day
from tests.factories.licences import TODAY, bus_of, fleet
from tests.factories.notices import recorded_notice
from tests.factories.vehicles import comodato, company


def test_the_process_panel_names_the_lender(qtbot, admin_context, context_for, tmp_path):
    keys = tmp_path / "keys"
    operator, _own = fleet(admin_context, keys)
    bus_of(
        admin_context,
        keys,
        operator.id,
        inspector=company(at_day(admin_context, TODAY), base="200000000002"),
        plate="GOI2B34",
        renavam="01234567897",
        chassis="9BM384067HB054321",
        ownership=comodato(),
    )
    day = date(2026, 6, 20)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id, day, plate="GOI2B34")
    area = NoticesArea(Workspace(at_day(context_for("analista"), day), Navigator(), keys))
    qtbot.addWidget(area)
    area.process.load(notice.process_id)
    header = area.process.header.text()
    assert "o sócio Maria da Conceição Souza, CPF 390.533.447-05" in header
    assert "(Res. AGR 105/2017, art. 22, parágrafo único)" in header
