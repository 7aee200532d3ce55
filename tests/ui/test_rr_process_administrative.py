"""A Roraima office opens the administrative process of Lei RR 664/2008 (arts. 84 I, 86 sole §
and 87) from the process screen: the button, the dialog and the header name that law, never
Res. AGR 105/2017's simplified or ordinary process (arts. 81 and 93)."""

from datetime import date

import pytest
from PySide6.QtWidgets import QLabel

from desktop.ui.sanctions.area import NoticesArea
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.roraima import in_roraima, roraima_notice


@pytest.fixture
def area_for(open_area, tmp_path):
    def make(ctx):
        return open_area(NoticesArea, ctx, tmp_path / "keys")

    return make


def texts_of(dialog) -> str:
    return "\n".join(
        [dialog.windowTitle()]
        + [label.text() for label in dialog.findChildren(QLabel)]
        + [dialog.form.layout_.labelForField(row).text() for row in dialog.form.rows.values()]
    )


def test_roraima_administrative_process_cites_lei_664(
    admin_context, context_for, area_for, dialog_driver, tmp_path
):
    _, notice = roraima_notice(admin_context, context_for, tmp_path)
    julgador = in_roraima(context_for("julgador", "analista"))
    panel = area_for(at_day(julgador, date(2026, 3, 12))).process
    panel.load(notice.process_id)
    button = panel.buttons["ordinary"]
    assert button.isEnabled()
    assert button.text() == "Pr&ocesso administrativo…"
    seen = []
    dialog_driver.on("ActionDialog", lambda dialog: seen.append(texts_of(dialog)) or 0)
    button.click()
    (texts,) = seen
    assert "Instaurar processo administrativo\n" in texts
    assert "Lei RR 664/2008, art. 84, I" in texts
    assert "arts. 86, parágrafo único, e 87" in texts
    assert "Ato do CRE/RR que designou a comissão" in texts
    for goias in ("Res. AGR", "105/2017", "ordinário", "art. 93", "Portaria"):
        assert goias not in texts


def test_goias_ordinary_process_keeps_res_105(
    admin_context, context_for, area_for, dialog_driver, tmp_path
):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    panel = area_for(at_day(context_for("julgador"), date(2026, 3, 12))).process
    panel.load(notice.process_id)
    seen = []
    dialog_driver.on("ActionDialog", lambda dialog: seen.append(texts_of(dialog)) or 0)
    panel.buttons["ordinary"].click()
    assert panel.buttons["ordinary"].text() == "Processo &ordinário…"
    assert "Res. AGR 105/2017, arts. 81, II, e 93." in seen[0]
    assert "&Portaria" in seen[0]


def test_roraima_process_header_names_no_goias_process(
    admin_context, context_for, area_for, dialog_driver, tmp_path
):
    """Res. AGR 105/2017's simplified and ordinary processes (art. 81) are Goiás's names."""
    _, notice = roraima_notice(admin_context, context_for, tmp_path)
    panel = area_for(at_day(in_roraima(context_for("julgador")), date(2026, 3, 12))).process
    panel.load(notice.process_id)
    assert "(defesa e recurso)" in panel.header.text()

    def instaurate(dialog):
        dialog.form.editor("members").setText("Ana Souza")
        dialog.form.editor("act").setText("Portaria CRE/RR 7/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", instaurate)
    panel.buttons["ordinary"].click()
    assert "(processo administrativo)" in panel.header.text()
    assert "simplificado" not in panel.header.text()
    assert "ordinario" not in panel.header.text()
