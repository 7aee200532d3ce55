"""A Roraima office's licence form and the licences block of Início cite no bare article of
Res. AGR 105/2017: its arts. 28 I (the request), 46-47 (the drivers and their link) and 29-30
(continuous and school licences) are other matters in Lei RR 664/2008 (art. 28: the vehicle's
age; arts. 46-47: sections of a line; arts. 29-30: the vehicle's documents and inspection)."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from desktop.services.errors import ValidationError
from desktop.services.licences.requests import check_request
from desktop.ui.home.licences import LicenceHomePanel
from desktop.ui.licences.area import LicencesArea
from desktop.ui.navigator import Navigator
from desktop.ui.workspace import Workspace
from tests.factories.licences import continuous
from tests.factories.roraima import in_roraima


def caption(form, name: str) -> str:
    return form.form.layout_.labelForField(form.form.rows[name]).text()


def link_choices(form) -> list[str]:
    combo = form.drivers_box.link
    return [combo.itemText(index) for index in range(combo.count())]


def test_roraima_licence_form_cites_no_goias_article(admin_context, open_area, tmp_path):
    form = open_area(LicencesArea, in_roraima(admin_context), tmp_path / "keys").form
    assert "requested_at" not in form.form.rows
    assert form.drivers_box.title() == "Motoristas"
    assert link_choices(form) == []


def test_goias_licence_form_keeps_res_105_articles(admin_context, open_area, tmp_path):
    form = open_area(LicencesArea, admin_context, tmp_path / "keys").form
    assert caption(form, "requested_at") == "Pedido &feito em (Res. AGR 105/2017, art. 28, I)"
    assert form.drivers_box.title() == "Motoristas (Res. AGR 105/2017, arts. 46 e 47)"
    assert (
        link_choices(form)[0]
        == "Carteira de Trabalho e Previdência Social (Res. AGR 105/2017, art. 47, I)"
    )


def panel_captions(qtbot, ctx, tmp_path) -> list[str]:
    panel = LicenceHomePanel(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(panel)
    return [label.text() for label in panel.findChildren(QLabel)]


def test_roraima_home_licences_caption_cites_no_goias_article(qtbot, admin_context, tmp_path):
    shown = panel_captions(qtbot, in_roraima(admin_context), tmp_path)
    assert "Autorizações de fretamento contínuo e escolar que terminam em até 30 dias" in shown
    assert not [text for text in shown if "art" in text]
    goias = panel_captions(qtbot, admin_context, tmp_path)
    assert (
        "Licenças contínuas e escolares que terminam em até 30 dias"
        " (Res. AGR 105/2017, arts. 29 e 30)" in goias
    )


def list_choices(form) -> list[str]:
    combo = form.passenger_list
    return [combo.itemData(index) for index in range(combo.count())]


def test_roraima_licence_form_offers_no_general_passenger_list(admin_context, open_area, tmp_path):
    """Res. AGR 105/2017's general lists (art. 29 §§2-3) are Goiás's: Lei RR 664/2008 knows
    the list of the persons carried (art. 90, III), and the service refuses a general one."""
    form = open_area(LicencesArea, in_roraima(admin_context), tmp_path / "keys").form
    assert list_choices(form) == ["nominal"]
    goias = open_area(LicencesArea, admin_context, tmp_path / "keys").form
    assert list_choices(goias) == ["nominal", "geral_saude", "geral_trabalhadores_rurais"]
    general = replace(continuous(None, None), passenger_list="geral_saude")
    with pytest.raises(ValidationError) as refused:
        check_request(general, "RR")
    assert "art. 90, III" in refused.value.field_errors["passenger_list"]


def test_roraima_drivers_box_asks_no_defensive_driving_certificate(
    admin_context, open_area, tmp_path
):
    """Res. AGR 105/2017 asks the school driver's defensive-driving certificate (art. 39 sole
    §), on an escolar request; Lei RR 664/2008 asks none (desktop.rules.licence_lists)."""
    shown = {}
    for name, ctx in (("RR", in_roraima(admin_context)), ("GO", admin_context)):
        form = open_area(LicencesArea, ctx, tmp_path / "keys").form
        form.modality.setCurrentIndex(form.modality.findData("escolar"))
        shown[name] = (form.current_modality(), form.drivers_box.course.isVisibleTo(form))
    assert shown == {"RR": ("escolar", False), "GO": ("escolar", True)}


def drivers_fields(qtbot, form) -> dict[str, bool]:
    """Which of the driver's fields the clerk sees, whether the name and the CNH keep their
    width beside the CPF and the button; the driver added with what is typed."""
    box = form.drivers_box
    shown = {
        widget.objectName(): widget.isVisibleTo(form)
        for widget in (box.cnh, box.link, box.reference)
    }
    add = box.findChild(QPushButton, "add_driver")
    shown["wide"] = box.name.width() > box.cpf.width() and box.cnh.x() < add.x()
    box.name.setText("José Carlos Pereira")
    box.cpf.setText("555.444.333-06")
    box.cnh.setText("03456789012")
    box.reference.setText("CTPS 1234567")
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    return shown | {"added": (box.drivers[0].link_kind, box.drivers[0].link_reference)}


def test_roraima_drivers_box_asks_no_link_to_the_company(qtbot, admin_context, open_area, tmp_path):
    """Res. AGR 105/2017 asks the document of the driver's link to the autorizatária (arts.
    46-47); Lei RR 664/2008 asks none (desktop.rules.licence_lists): the Roraima box shows
    only the CNH after the name and CPF, and sends no link."""
    roraima = open_area(LicencesArea, in_roraima(admin_context), tmp_path / "keys").form
    assert drivers_fields(qtbot, roraima) == {
        "driver_cnh": True,
        "driver_link": False,
        "driver_link_reference": False,
        "wide": True,
        "added": ("", ""),
    }
    goias = open_area(LicencesArea, admin_context, tmp_path / "keys").form
    assert drivers_fields(qtbot, goias) == {
        "driver_cnh": True,
        "driver_link": True,
        "driver_link_reference": True,
        "wide": True,
        "added": ("ctps", "CTPS 1234567"),
    }


UNASKED = ("contractor_name", "contractor_document", "contract_number", "contract_date", "trips")


def test_roraima_charter_form_asks_no_contractor_contract_nor_trips(
    admin_context, open_area, tmp_path
):
    """Lei RR 664/2008 asks of an autorização's request the timetable (art. 20, II), not who
    contracts, the contract's number and date nor the number of trips (Res. AGR 105/2017,
    arts. 29 and 30): Roraima's form hides them, what was typed before is not sent, and the
    service refuses them if sent; Goiás's form still asks them."""
    goias = open_area(LicencesArea, admin_context, tmp_path / "keys").form
    goias.modality.setCurrentIndex(goias.modality.findData("escolar"))
    assert [name for name in UNASKED if goias.form.rows[name].isHidden()] == []
    form = open_area(LicencesArea, in_roraima(admin_context), tmp_path / "keys").form
    form.contractor_name.setText("Cooperativa do Lavrado")
    form.contract_number.setText("CT-1")
    form.trips.setValue(12)
    for modality in ("continuo", "escolar"):
        form.modality.setCurrentIndex(form.modality.findData(modality))
        assert [name for name in UNASKED if not form.form.rows[name].isHidden()] == []
        assert not form.form.rows["schedule"].isHidden()
        sent = form.request()
        assert sent is not None
        assert (sent.contractor_name, sent.contract_number, sent.trips) == ("", "", None)
        assert sent.contract_date is None
    with pytest.raises(ValidationError) as refused:
        check_request(continuous(None, None), "RR")
    for name in UNASKED:
        message = refused.value.field_errors[name]
        assert "Lei RR 664/2008" in message and "arts. 18 a 20" in message, name
        assert "deixe o campo em branco" in message
    assert "Res. AGR" not in refused.value.field_errors["contractor_name"]
