"""The licence request shows what the modality's article asks (Res. AGR 105/2017): the
general passenger list of the contínuo only (art. 29, §§ 2º and 3º), the number of
destinations with the rural workers' one only (§ 3º); no invoice for the característica
vinculada, which carries without pay (art. 53, I); the drivers' defensive-driving
certificate of the escolar only (art. 39, parágrafo único); a field hidden sends nothing."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QTableWidgetItem

from desktop.ui.licences.area import LicencesArea


def test_fields_follow_the_modality(qtbot, admin_context, tmp_path, open_area):
    area = open_area(LicencesArea, admin_context, tmp_path / "keys")
    form = area.form
    shown = {}
    for modality in ("eventual", "continuo", "escolar", "vinculada"):
        form.modality.setCurrentIndex(form.modality.findData(modality))
        form.passenger_list.setCurrentIndex(
            form.passenger_list.findData("geral_trabalhadores_rurais")
        )
        form.destinations.setValue(3)
        form.invoice.setText("NF-e 77")
        form.drivers_box.name.setText("Maria Souza")
        form.drivers_box.course.setText("SEST 2025-8891")
        form.drivers_box.add_driver()
        request = form.request()
        form.drivers_box.reset()
        shown[modality] = (
            form.drivers_box.course.isVisible(),
            request.drivers[0].defensive_certificate,
            form.passenger_list.isVisible(),
            form.destinations.isVisible(),
            form.invoice.isVisible(),
            request.passenger_list,
            request.destinations,
            request.invoice_number,
        )
    assert shown == {
        "eventual": (False, "", False, False, True, "nominal", 1, "NF-e 77"),
        "continuo": (False, "", True, True, True, "geral_trabalhadores_rurais", 3, "NF-e 77"),
        "escolar": (True, "SEST 2025-8891", False, False, True, "nominal", 1, "NF-e 77"),
        "vinculada": (False, "", False, False, False, "nominal", 1, ""),
    }


def test_vinculada_drivers_box_cites_no_drivers_link(qtbot, admin_context, tmp_path, open_area):
    """Arts. 46-47 bind the fretamento's autorizatária to its drivers; the característica
    vinculada's Chapter V (arts. 53-59) does not take them up."""
    area = open_area(LicencesArea, admin_context, tmp_path / "keys")
    form = area.form
    titles = {}
    for modality in ("continuo", "vinculada", "eventual"):
        form.modality.setCurrentIndex(form.modality.findData(modality))
        titles[modality] = form.drivers_box.title()
    assert titles == {
        "continuo": "Motoristas (Res. AGR 105/2017, arts. 46 e 47)",
        "vinculada": "Motoristas",
        "eventual": "Motoristas (Res. AGR 105/2017, arts. 46 e 47)",
    }


def test_vinculada_driver_is_added_without_the_link_of_art_47(
    qtbot, admin_context, tmp_path, open_area
):
    """The vinculada's driver has no document of art. 47 to choose nor number to type: the
    fields are hidden there and a driver added carries none (printed as 'vínculo: …')."""
    area = open_area(LicencesArea, admin_context, tmp_path / "keys")
    form = area.form
    box = form.drivers_box
    form.modality.setCurrentIndex(form.modality.findData("continuo"))
    assert box.link.isVisibleTo(box) and box.reference.isVisibleTo(box)
    form.modality.setCurrentIndex(form.modality.findData("vinculada"))
    assert not box.link.isVisibleTo(box) and not box.reference.isVisibleTo(box)
    qtbot.keyClicks(box.name, "Motorista Servidor")
    qtbot.keyClicks(box.cpf, "52998224725")
    qtbot.keyClicks(box.cnh, "12345678901")
    qtbot.mouseClick(box.findChild(QPushButton, "add_driver"), Qt.MouseButton.LeftButton)
    [added] = box.drivers
    assert (added.name, added.link_kind, added.link_reference) == ("Motorista Servidor", "", "")


def test_each_general_list_shows_what_its_paragraph_asks(qtbot, admin_context, tmp_path, open_area):
    """Res. AGR 105/2017, art. 29: a general list replaces the relation of passengers
    (inciso V), so the table goes; the health trips' list (§ 2º) asks whether the
    contractor is a municipality or public body, the rural workers' (§ 3º) how many
    destinations. A value typed and then hidden by another list is not sent."""
    area = open_area(LicencesArea, admin_context, tmp_path / "keys")
    form = area.form
    form.modality.setCurrentIndex(form.modality.findData("continuo"))
    form.add_passenger_row()
    form.passenger_table.setItem(0, 0, QTableWidgetItem("Ana Lima"))
    form.passenger_list.setCurrentIndex(form.passenger_list.findData("geral_saude"))
    form.contractor_public.setChecked(True)
    form.passenger_list.setCurrentIndex(form.passenger_list.findData("geral_trabalhadores_rurais"))
    form.destinations.setValue(3)
    shown = {}
    for chosen in ("geral_saude", "geral_trabalhadores_rurais", "nominal"):
        form.passenger_list.setCurrentIndex(form.passenger_list.findData(chosen))
        request = form.request()
        shown[chosen] = (
            form.passengers_box.isVisible(),
            form.contractor_public.isVisible(),
            form.destinations.isVisible(),
            len(request.passengers),
            request.contractor_public,
            request.destinations,
        )
    assert shown == {
        "geral_saude": (False, True, False, 0, True, 1),
        "geral_trabalhadores_rurais": (False, False, True, 0, False, 3),
        "nominal": (True, False, False, 1, False, 1),
    }
