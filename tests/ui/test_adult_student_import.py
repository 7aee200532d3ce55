"""An escolar list imported with a student of age (column maior_de_idade) keeps it in the
request's table: Res. AGR 105/2017, art. 30, III asks the parents' declaration of the minors
only, and the table dropped the mark, so the request was refused for that student."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog

from desktop.demo.numbers import make_cpf
from desktop.services.licences.passengers import passenger_errors
from desktop.ui.licences.area import LicencesArea
from tests.factories.spreadsheets import xlsx


def test_a_student_of_age_needs_no_declaration_after_import(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    path = tmp_path / "alunos.xlsx"
    path.write_bytes(
        xlsx(
            [
                ["nome", "cpf", "escola", "declaracao", "maior_de_idade"],
                ["Aluna Menor Silva", make_cpf("000000701"), "Colégio Lyceu", "sim", ""],
                ["Aluno Maior Souza", make_cpf("000000702"), "Colégio Lyceu", "", "sim"],
            ]
        )
    )

    def choose(dialog):
        assert isinstance(dialog, QFileDialog)
        dialog.selectFile(str(path))
        return QDialog.DialogCode.Accepted

    area = open_area(LicencesArea, admin_context, tmp_path / "keys")
    area.form.modality.setCurrentIndex(area.form.modality.findData("escolar"))
    dialog_driver.on("QFileDialog", choose)
    qtbot.mouseClick(area.form.import_button, Qt.MouseButton.LeftButton)
    typed = area.form.passengers()
    assert [(p.name, p.guardian_declaration, p.adult) for p in typed] == [
        ("Aluna Menor Silva", True, False),
        ("Aluno Maior Souza", False, True),
    ]
    assert passenger_errors(typed, "escolar", "GO") == []
