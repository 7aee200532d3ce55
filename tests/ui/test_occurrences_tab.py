"""The Ocorrências tab of a Goiás operator (Res. AGR 105/2017, arts. 48, 49 and 77 IX), from
the keyboard: an occurrence refused next to its empty fields, then recorded with its 24-hour
term (death or injury, art. 49); its communication refused while an item of I-IX is missing;
an occurrence not communicated in its term opens a new auto typed 77-IX. A Roraima office has
no such tab."""

import dataclasses
from datetime import UTC, datetime

from PySide6.QtCore import QDate, QDateTime, Qt, QTime

from desktop.services.validation import format_cnpj
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.sanctions.prefill import NoticePrefill
from tests.factories.clock import at_instant
from tests.factories.notices import new_operator

# Wednesday 3 June 2026, noon in Goiânia.
NOW = datetime(2026, 6, 3, 15, 0, tzinfo=UTC)


def opened(open_area, ctx, tmp_path, operator):
    area = open_area(OperatorsArea, ctx, tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    area.tabs.setCurrentWidget(area.occurrences)
    return area.occurrences


def test_an_occurrence_is_recorded_its_communication_checked_and_its_auto_opened(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    operator = new_operator(admin_context)
    tab = opened(open_area, at_instant(admin_context, NOW), tmp_path, operator)
    seen = {}

    def record(dialog):
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        seen["empty"] = (dialog.form.error_of("plate"), dialog.form.error_of("place"))
        dialog.form.editor("occurred_at").setDateTime(QDateTime(QDate(2026, 6, 1), QTime(20, 0)))
        qtbot.keyClicks(dialog.form.editor("plate"), "GOI2B34")
        qtbot.keyClicks(dialog.form.editor("place"), "GO-020, km 12, Senador Canedo")
        dialog.form.editor("with_victims").setChecked(True)
        qtbot.keyClicks(dialog.form.editor("source"), "Boletim da PRF")
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        return dialog.result()

    dialog_driver.on("ActionDialog", record)
    tab.buttons["record"].setFocus()
    qtbot.keyClick(tab.buttons["record"], Qt.Key.Key_Space)
    assert seen["empty"][1] == "Informe o local da ocorrência."
    assert seen["empty"][0]  # the plate's own message
    assert tab.table.rowCount() == 1
    assert tab.table.texts(0)[3] == "02/06/2026 20:00 (Res. AGR 105/2017, art. 49)"
    assert tab.table.texts(0)[4] == "não comunicada — VENCIDA"

    def communicate(dialog):
        qtbot.keyClicks(dialog.form.editor("police_report"), "BO 1234/2026")
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        seen["item"] = dialog.form.error_of("passengers")
        return 0

    dialog_driver.on("ActionDialog", communicate)
    tab.table.setCurrentCell(0, 0)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    assert seen["item"] == (
        "Com vítimas, a comunicação traz o item III (Res. AGR 105/2017, art. 49)."
    )

    opened_records = []
    tab.workspace.navigator.open_record.connect(lambda key, record: opened_records.append(record))
    tab.buttons["auto"].setFocus()
    qtbot.keyClick(tab.buttons["auto"], Qt.Key.Key_Space)
    [prefill] = opened_records
    assert isinstance(prefill, NoticePrefill)
    assert prefill.cnpj == format_cnpj(operator.cnpj) and prefill.codes == ("77-IX",)


def test_a_roraima_office_has_no_such_tab(qtbot, admin_context, tmp_path, open_area):
    rr = dataclasses.replace(admin_context.office, jurisdiction="RR")
    area = open_area(OperatorsArea, dataclasses.replace(admin_context, office=rr), tmp_path)
    assert area.occurrences is None
