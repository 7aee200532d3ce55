"""The vinculada request asks the persons' CTPS or RAIS only when the AGR demands it (Res. AGR
105/2017, art. 59, parágrafo único; art. 54): the clerk ticks the demand, shown on the
vinculada only and never for a public institution (art. 54, parágrafo único), and an
imported list without the proof is refused next to the list, citing those articles."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog

from desktop.demo.numbers import make_cpf
from desktop.ui.licences.area import LicencesArea
from tests.factories.spreadsheets import xlsx


def test_the_demand_of_the_link_is_the_clerks_on_the_vinculada(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    path = tmp_path / "pessoas.xlsx"
    path.write_bytes(
        xlsx(
            [
                ["nome", "cpf"],
                ["Servidora Lúcia Prado", make_cpf("000000801")],
                ["Técnico Jonas Reis", make_cpf("000000802")],
            ]
        )
    )

    def choose(dialog):
        assert isinstance(dialog, QFileDialog)
        dialog.selectFile(str(path))
        return QDialog.DialogCode.Accepted

    area = open_area(LicencesArea, admin_context, tmp_path / "keys")
    area.resize(1366, 728)
    form = area.form
    demand = form.link_proof_demanded
    form.modality.setCurrentIndex(form.modality.findData("continuo"))
    assert not demand.isVisible()
    form.modality.setCurrentIndex(form.modality.findData("vinculada"))
    assert demand.isVisible() and "art. 59, parágrafo único" in demand.text()
    dialog_driver.on("QFileDialog", choose)
    qtbot.mouseClick(form.import_button, Qt.MouseButton.LeftButton)
    assert [person.name for person in form.passengers()] == [
        "Servidora Lúcia Prado",
        "Técnico Jonas Reis",
    ]
    qtbot.mouseClick(demand, Qt.MouseButton.LeftButton)
    assert demand.isChecked()
    form.passenger_table.setRowCount(0)
    dialog_driver.on("QFileDialog", choose)
    qtbot.mouseClick(form.import_button, Qt.MouseButton.LeftButton)
    error = form.form.error_of("passengers")
    assert "exigido pela AGR (Res. AGR 105/2017, art. 59, parágrafo único; art. 54)" in error
    assert form.passengers() == ()
    form.form.rows["link_proof_demanded"].setFocus()
    area.resize(1024, 700)
    qtbot.mouseClick(form.public_institution, Qt.MouseButton.LeftButton)
    assert not demand.isChecked() and not demand.isEnabled()
