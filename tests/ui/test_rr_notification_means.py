"""The notification dialog of a Roraima office offers the means without Res. AGR 105/2017's
art. 82 (its labels are Goiás's); the ciência opens the term of Lei RR 664/2008 (arts. 89
and 95)."""

from datetime import date

from PySide6.QtWidgets import QComboBox

from desktop.ui.sanctions.area import NoticesArea
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.roraima import in_roraima, roraima_notice


def offered_means(open_area, dialog_driver, ctx, notice, tmp_path) -> list[str]:
    panel = open_area(NoticesArea, at_day(ctx, date(2026, 3, 12)), tmp_path / "keys").process
    panel.load(notice.process_id)
    seen = []

    def read(dialog):
        combo = dialog.form.editor("method")
        assert isinstance(combo, QComboBox)
        seen.extend(combo.itemText(index) for index in range(combo.count()))
        return 0

    dialog_driver.on("ActionDialog", read)
    panel.buttons["notify"].click()
    return seen


def test_roraima_notification_means_cite_no_goias_act(
    admin_context, context_for, open_area, dialog_driver, tmp_path
):
    _, notice = roraima_notice(admin_context, context_for, tmp_path)
    analista = in_roraima(context_for("analista"))
    means = offered_means(open_area, dialog_driver, analista, notice, tmp_path)
    assert means == [
        "ciência nos autos",
        "pessoalmente, por servidor",
        "correspondência registrada com Aviso de Recebimento",
    ]


def test_goias_notification_means_cite_art_82(context_for, open_area, dialog_driver, tmp_path):
    operator = new_operator(context_for("fiscal", "analista"))
    notice = recorded_notice(context_for("fiscal"), tmp_path, operator.id)
    means = offered_means(open_area, dialog_driver, context_for("analista"), notice, tmp_path)
    assert means[0] == "ciência nos autos (Res. AGR 105/2017, art. 82, I)"
