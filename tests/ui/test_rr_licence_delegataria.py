"""The licence's company is the autorizatária of Res. AGR 105/2017; Lei RR 664/2008 calls it
the delegatária throughout (e.g. arts. 27, 32 and 84): the licence list, its filter, the form
and the licences block of Início of a Roraima office say delegatária, Goiás's autorizatária."""

from PySide6.QtCore import Qt

from desktop.services.licences.issue import issue_licence
from desktop.ui.home.licences import LicenceHomePanel
from desktop.ui.licences.area import LicencesArea
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure
from tests.factories.roraima import in_roraima, roraima_charter, rr_fleet


def area_words(area) -> list[str]:
    model = area.list_view.model()
    headers = [
        model.headerData(column, Qt.Orientation.Horizontal) for column in range(model.columnCount())
    ]
    form = area.form
    caption = form.form.layout_.labelForField(form.form.rows["operator"]).text()
    placeholders = [area.operator_filter.placeholderText(), form.operator.placeholderText()]
    return [*headers, caption, *placeholders]


def home_header(qtbot, ctx, tmp_path) -> str:
    panel = LicenceHomePanel(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(panel)
    return panel.table.horizontalHeaderItem(3).text()


def test_roraima_licence_screens_name_the_delegataria(qtbot, admin_context, open_area, tmp_path):
    ctx = in_roraima(admin_context)
    words = area_words(open_area(LicencesArea, ctx, tmp_path / "keys"))
    assert {
        "Delegatária",
        "Deleg&atária",
        "Delegatária (CNPJ ou nome)",
        "CNPJ ou nome da delegatária",
    } <= set(words)
    assert not [word for word in words if "utorizatária" in str(word)]
    assert home_header(qtbot, ctx, tmp_path) == "Delegatária"


def test_goias_licence_screens_keep_the_autorizataria(qtbot, admin_context, open_area, tmp_path):
    words = area_words(open_area(LicencesArea, admin_context, tmp_path / "keys"))
    assert {
        "Autorizatária",
        "&Autorizatária",
        "Autorizatária (CNPJ ou nome)",
        "CNPJ ou nome da autorizatária",
    } <= set(words)
    assert home_header(qtbot, admin_context, tmp_path) == "Autorizatária"


def test_roraima_licence_detail_names_the_delegataria(admin_context, open_area, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = rr_fleet(admin_context, keys)
    ctx = in_roraima(at_instant(admin_context, departure(TODAY, 12)))
    charter = roraima_charter(operator.id, bus.id)
    issued = issue_licence(ctx, charter, keys)
    area = open_area(LicencesArea, ctx, keys)
    area.show_licence(issued.id)
    detail = area.detail.toPlainText()
    assert f"Delegatária: {operator.legal_name}" in detail
    assert "utorizatária" not in detail
