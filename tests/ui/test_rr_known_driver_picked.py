"""A driver of an earlier licence picked by name ("Motorista já cadastrado: nome ou CPF")
brings what a Roraima office asks of a driver, and nothing else. Lei RR 664/2008 asks no
document of the driver's link to the delegatária and no defensive-driving certificate
(`desktop.rules.licence_lists`: Res. AGR 105/2017 arts. 46-47 and 39 sole § are Goiás's), and
the Roraima form hides those fields: an earlier licence's values must neither hide in them
nor go out with the driver. A Goiás office still gets them."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from desktop.services.licences.issue import issue_licence
from desktop.ui.licences.area import LicencesArea
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, continuous, departure, employee_driver, fleet
from tests.factories.roraima import in_roraima
from tests.factories.screens import pick

LINK = (employee_driver().link_kind, employee_driver().link_reference)
CERTIFICATE = "Direção defensiva 2025/0077"


def earlier_licence(admin_context, keys):
    """The context of a registered operator whose earlier licence names a driver with the
    link's document and a certificate. An issued licence is never rewritten, so the licence
    that carries them is issued on Goiás's rules, on the same database: a Roraima office
    finds such a driver among the operator's earlier licences (stored before the service
    dropped the link in Roraima) and must not take them."""
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    driver = employee_driver(defensive_certificate=CERTIFICATE)
    issue_licence(ctx, continuous(operator.id, bus.id, drivers=(driver,)), keys)
    return ctx


def picked_driver(qtbot, area) -> dict:
    """The operator and the driver picked by typing: what the box shows, adds, keeps in the
    draft and sends with the request."""
    form = area.form
    pick(qtbot, area, form.operator, "viacao sao")
    box = form.drivers_box
    pick(qtbot, area, box.picker, "jose carlos")
    shown = {
        "name": box.name.text(),
        "link": box.link.currentData(),
        "reference": box.reference.text(),
        "certificate": box.course.text(),
    }
    qtbot.mouseClick(box.findChild(QPushButton, "add_driver"), Qt.MouseButton.LeftButton)
    added = box.drivers[0]
    sent = form.request()
    assert sent is not None
    return shown | {
        "added": (added.link_kind, added.link_reference, added.defensive_certificate),
        "draft": box.draft_rows()[0],
        "sent": [(d.link_kind, d.link_reference, d.defensive_certificate) for d in sent.drivers],
    }


def test_roraima_known_driver_brings_no_link_nor_certificate(
    qtbot, admin_context, open_area, tmp_path
):
    keys = tmp_path / "keys"
    ctx = earlier_licence(admin_context, keys)
    shown = picked_driver(qtbot, open_area(LicencesArea, in_roraima(ctx), keys))
    assert shown["name"] == "José Carlos Pereira"
    assert (shown["link"], shown["reference"], shown["certificate"]) == (None, "", "")
    assert shown["added"] == ("", "", "")
    assert shown["sent"] == [("", "", "")]
    draft = shown["draft"]
    assert (draft["link_kind"], draft["link_reference"], draft["defensive_certificate"]) == (
        "",
        "",
        "",
    )


def test_goias_known_driver_brings_the_link_and_certificate(
    qtbot, admin_context, open_area, tmp_path
):
    keys = tmp_path / "keys"
    ctx = earlier_licence(admin_context, keys)
    area = open_area(LicencesArea, ctx, keys)
    # The certificate is asked of the escolar's drivers (Res. AGR 105/2017, art. 39 sole §).
    area.form.modality.setCurrentIndex(area.form.modality.findData("escolar"))
    shown = picked_driver(qtbot, area)
    assert (shown["link"], shown["reference"], shown["certificate"]) == (*LINK, CERTIFICATE)
    assert shown["added"] == (*LINK, CERTIFICATE)
    assert shown["sent"] == [(*LINK, CERTIFICATE)]


def test_roraima_box_sends_nothing_its_hidden_fields_hold(
    qtbot, admin_context, open_area, tmp_path
):
    """Whatever the hidden fields hold (a draft kept by an earlier version restores them
    there), the Roraima driver goes out without a link or a certificate."""
    box = open_area(LicencesArea, in_roraima(admin_context), tmp_path / "keys").form.drivers_box
    box.name.setText("José Carlos Pereira")
    box.reference.setText(LINK[1])
    box.course.setText(CERTIFICATE)
    qtbot.mouseClick(box.findChild(QPushButton, "add_driver"), Qt.MouseButton.LeftButton)
    added = box.drivers[0]
    assert (added.link_kind, added.link_reference, added.defensive_certificate) == ("", "", "")
