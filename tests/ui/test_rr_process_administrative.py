"""A Roraima office opens the administrative process of Lei RR 664/2008 (arts. 84 I, 86 sole §
and 87) from the process screen: the button, the dialog and the header name that law, never
Res. AGR 105/2017's simplified or ordinary process (arts. 81 and 93). Once opened, the
button is disabled and says in which process it is open."""

from datetime import date

import pytest
from PySide6.QtWidgets import QLabel

from desktop.services.errors import Conflict
from desktop.services.sanctions.penalties import open_ordinary
from desktop.services.sanctions.process_records import get_process
from desktop.ui.sanctions.area import NoticesArea
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.process_acts import choose
from tests.factories.roraima import in_roraima, roraima_notice
from tests.factories.sanctions import MEMBERS

DAY = date(2026, 3, 12)


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
    button = panel.acts["ordinary"]
    assert button.isEnabled()
    assert button.text() == "Pr&ocesso administrativo…"
    seen = []
    dialog_driver.on("ActionDialog", lambda dialog: seen.append(texts_of(dialog)) or 0)
    choose(panel, "ordinary")
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
    choose(panel, "ordinary")
    assert panel.acts["ordinary"].text() == "Processo &ordinário…"
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
    choose(panel, "ordinary")
    assert "(processo administrativo)" in panel.header.text()
    assert "simplificado" not in panel.header.text()
    assert "ordinario" not in panel.header.text()


def test_the_open_administrative_process_disables_its_button_naming_the_process(
    admin_context, context_for, area_for, dialog_driver, tmp_path
):
    """Once the processo administrativo is opened (Lei RR 664/2008, art. 84, I) it stays
    open: its button is disabled and says in which process it is open; the service refuses a
    second opening all the same, writing nothing."""
    _, notice = roraima_notice(admin_context, context_for, tmp_path)
    julgador = at_day(in_roraima(context_for("julgador")), date(2026, 3, 12))
    panel = area_for(julgador).process
    panel.load(notice.process_id)
    button = panel.acts["ordinary"]
    assert "instaurado" not in button.toolTip()

    def instaurate(dialog):
        dialog.form.editor("members").setText("Ana Souza")
        dialog.form.editor("act").setText("Portaria CRE/RR 7/2026")
        dialog.try_submit()
        return dialog.result()

    dialog_driver.on("ActionDialog", instaurate)
    choose(panel, "ordinary")
    number = panel.detail.number
    said = (
        f"O processo administrativo já está instaurado no processo nº {number} em 12/03/2026, "
        "com a comissão designada pelo CRE/RR (Lei RR 664/2008, art. 84, I), e segue aberto."
    )
    assert not button.isEnabled()
    assert button.toolTip() == said
    panel.show_detail(None)
    panel.load(notice.process_id)
    assert (button.isEnabled(), button.toolTip()) == (False, said)
    events = len(panel.detail.timeline)
    with pytest.raises(Conflict) as refused:
        open_ordinary(julgador, notice.process_id, ("Bruno Lima",), "Portaria 8/2026", DAY)
    assert refused.value.message == said
    assert len(get_process(julgador, notice.process_id).timeline) == events


def test_goias_ordinary_process_is_opened_once_too(
    admin_context, context_for, area_for, dialog_driver, tmp_path
):
    operator = new_operator(admin_context)
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    julgador = at_day(context_for("julgador"), date(2026, 3, 12))
    open_ordinary(julgador, notice.process_id, MEMBERS, "Portaria AGR nº 12/2026", DAY)
    panel = area_for(julgador).process
    panel.load(notice.process_id)
    button = panel.acts["ordinary"]
    assert not button.isEnabled()
    assert button.toolTip().startswith(
        f"O processo ordinário já está instaurado no processo nº {panel.detail.number} em "
        "12/03/2026, com a comissão processante (Res. AGR 105/2017, arts. 81, II, e 93)"
    )
