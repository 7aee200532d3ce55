"""The cover hint "1.500.000,00" is Goiás's civil-liability figure (Res. AGR 105/2017, arts.
50-51: the cover the AGR sets). Lei RR 664/2008 insures the passengers against accidents and
their luggage against damage and loss (arts. 20, V, and 39) with no cover fixed: neither the
vehicle form nor the policy dialog of a Roraima office shows the figure."""

from datetime import date

from desktop.ui.navigator import Navigator
from desktop.ui.vehicles.actions import policy_dialog
from desktop.ui.vehicles.form import VehicleForm
from desktop.ui.workspace import Workspace
from tests.factories.licences import fleet
from tests.factories.roraima import in_roraima


def hints(qtbot, ctx, vehicle, keys) -> tuple[str, str]:
    jurisdiction = ctx.office.jurisdiction
    form = VehicleForm(jurisdiction, lambda: date(2026, 3, 10))
    qtbot.addWidget(form)
    dialog = policy_dialog(Workspace(ctx, Navigator(), keys), vehicle, None)
    qtbot.addWidget(dialog)
    return form.coverage.placeholderText(), dialog.form.editor("coverage").placeholderText()


def test_roraima_policy_shows_no_goias_cover(qtbot, admin_context, tmp_path):
    keys = tmp_path / "keys"
    _owner, vehicle = fleet(admin_context, keys)
    assert hints(qtbot, in_roraima(admin_context), vehicle, keys) == ("", "")
    assert hints(qtbot, admin_context, vehicle, keys) == ("1.500.000,00", "1.500.000,00")
