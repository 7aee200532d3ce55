"""Linhas > Ocorrências through the real widgets: an accident with grave injury recorded from
the keyboard, its communication refused next to the tachograph field while it lacks what
Decreto 8.444/2015 art. 23 §2º asks, then recorded; in Roraima only the kinds of Lei RR
664/2008 arts. 56 and 69, IX, with no Goiás text."""

import dataclasses

from PySide6.QtCore import Qt

from desktop.services.lines.register import create_line
from desktop.ui.lines.area import LinesArea
from tests.factories.lines import go_line, rr_line
from tests.ui.conftest import ticking_from_noon


def open_line(open_area, ctx, tmp_path, data):
    line = create_line(ctx, data)
    area = open_area(LinesArea, ctx, tmp_path / "keys")
    area.refresh()
    area.open_record(line.id)
    area.tabs.setCurrentWidget(area.incidents)
    return area


def test_go_accident_and_its_communication_from_the_keyboard(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    ctx = ticking_from_noon(admin_context)
    area = open_line(open_area, ctx, tmp_path, go_line())
    area.tabs.setCurrentIndex(0)
    qtbot.keyClick(area, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    assert area.tabs.currentWidget() is area.incidents
    assert not area.actions_["incident_communication"].isEnabled()  # nothing to communicate yet

    def accident(dialog):
        assert dialog.form.editor("kind").currentData() == "acidente"
        assert dialog.form.editor("grave").isVisibleTo(dialog)
        dialog.form.editor("grave").setFocus()
        qtbot.keyClick(dialog.form.editor("grave"), Qt.Key.Key_Space)
        dialog.form.editor("description").setFocus()
        dialog.form.editor("description").insertPlainText("Colisão no km 40 da BR-153.")
        dialog.try_submit()
        assert "Diga como o escritório soube" in dialog.form.error_of("source")
        qtbot.keyClicks(dialog.form.editor("source"), "Relatorio do fiscal")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", accident)
    qtbot.keyClick(
        area, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    table = area.incidents.table
    assert table.rowCount() == 1
    assert table.texts(0)[1] == "Acidente" and table.texts(0)[4] == "aguardando"
    assert "Dados do registrador gráfico do veículo" in area.incidents.details.text()
    assert area.actions_["incident_communication"].isEnabled()

    def communicate(dialog):
        qtbot.keyClicks(dialog.form.editor("reference"), "Oficio 12/2026")
        dialog.form.editor("police_report").setFocus()
        dialog.form.editor("police_report").insertPlainText("BO 7/2026")
        dialog.try_submit()
        assert "registrador gráfico" in dialog.form.error_of("tachograph")
        dialog.form.editor("tachograph").setFocus()
        dialog.form.editor("tachograph").insertPlainText("Disco das 08:00 às 09:10")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", communicate)
    qtbot.keyClick(
        area, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert table.texts(0)[4] == "no prazo"
    assert "BO 7/2026" in area.incidents.details.text()
    assert not area.actions_["incident_communication"].isEnabled()


def test_roraima_offers_its_own_kinds_and_cites_lei_664(
    qtbot, open_area, admin_context, tmp_path, dialog_driver
):
    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    ctx = ticking_from_noon(dataclasses.replace(admin_context, office=office))
    area = open_line(open_area, ctx, tmp_path, rr_line())
    assert "Lei RR 664/2008, arts. 56 e 69, IX" in area.incidents.caption.text()
    seen = {}

    def look(dialog):
        kind = dialog.form.editor("kind")
        seen["kinds"] = [kind.itemText(index) for index in range(kind.count())]
        seen["grave"] = "grave" in dialog.form.rows
        return 0

    dialog_driver.on("ActionDialog", look)
    area.actions_["incident"].trigger()
    assert seen == {
        "kinds": ["Interrupção da viagem", "Outro incidente no serviço"],
        "grave": False,
    }
