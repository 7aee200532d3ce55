"""The release of a Roraima apprehension asks for no guia of depot fees: those are the fees
of Goiás's removal to depot (Res. AGR 105/2017, arts. 73 §3 and 74); Lei RR 664/2008 releases
the vehicle once the term is over and the irregularities cured (art. 90, § 3º)."""

import dataclasses
from datetime import UTC, datetime

from desktop.services.sanctions.measures import apply_measure
from desktop.ui.navigator import Navigator
from desktop.ui.sanctions.area import NoticesArea
from desktop.ui.workspace import Workspace
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.roraima import in_roraima

START = datetime(2026, 3, 10, 13, 0, tzinfo=UTC)


def at(ctx, instant):
    return dataclasses.replace(ctx, clock=lambda: instant)


def fee_row_shown(qtbot, dialog_driver, ctx, process_id, tmp_path) -> bool:
    area = NoticesArea(Workspace(ctx, Navigator(), tmp_path / "keys"))
    qtbot.addWidget(area)
    area.show()
    area.process.load(process_id)
    seen = []

    def read(dialog):
        dialog.show()
        seen.append(dialog.form.editor("fee_reference").isVisible())
        return 0

    dialog_driver.on("ActionDialog", read)
    area.process.measures.release_button.click()
    return seen[0]


def test_roraima_apprehension_release_asks_no_depot_fees(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    fiscal = in_roraima(context_for("fiscal"))
    notice = recorded_notice(
        fiscal, tmp_path, new_operator(admin_context).id, line="RR-1", infraction_codes=("79-I",)
    )
    apply_measure(at(fiscal, START), notice.id, "apreensao", "VI", START, "Pátio DEIT")
    analista = at(in_roraima(context_for("analista")), datetime(2026, 3, 13, 14, 0, tzinfo=UTC))
    assert not fee_row_shown(qtbot, dialog_driver, analista, notice.process_id, tmp_path)


def test_goias_removal_release_asks_the_guia_of_depot_fees(
    qtbot, admin_context, context_for, tmp_path, dialog_driver
):
    fiscal = context_for("fiscal")
    # Art. 73, I: the removal for operating without authorization stands on 78-III.
    notice = recorded_notice(
        fiscal, tmp_path, new_operator(admin_context).id, infraction_codes=("78-III",)
    )
    apply_measure(at(fiscal, START), notice.id, "remocao", "I", START, "Pátio DETRAN")
    analista = at(context_for("analista"), datetime(2026, 3, 13, 14, 0, tzinfo=UTC))
    assert fee_row_shown(qtbot, dialog_driver, analista, notice.process_id, tmp_path)
