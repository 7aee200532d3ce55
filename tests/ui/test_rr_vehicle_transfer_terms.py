"""The transfer dialog of a Roraima office names the receiver as Lei RR 664/2008 does: the
vehicle already registered goes to another delegatária (art. 28, § 2º); 'autorizatária' is
Res. AGR 105/2017's word (arts. 15-16)."""

from desktop.services.vehicles.register_records import get_vehicle
from desktop.ui.navigator import Navigator
from desktop.ui.vehicles.actions import transfer_dialog
from desktop.ui.workspace import Workspace
from tests.factories.licences import fleet
from tests.factories.roraima import in_roraima


def receiver_texts(qtbot, ctx, vehicle, keys) -> tuple[str, str]:
    dialog = transfer_dialog(Workspace(ctx, Navigator(), keys), vehicle, None)
    qtbot.addWidget(dialog)
    dialog.try_submit()
    caption = dialog.form.rows["new_operator_id"].caption()
    return caption, dialog.form.error_of("new_operator_id")


def test_roraima_transfer_goes_to_another_delegataria(qtbot, admin_context, tmp_path):
    keys = tmp_path / "keys"
    _, registered = fleet(admin_context, keys)
    bus = get_vehicle(admin_context, registered.id)
    assert receiver_texts(qtbot, in_roraima(admin_context), bus, keys) == (
        "Nova delegatária",
        "Escolha a nova delegatária.",
    )
    assert receiver_texts(qtbot, admin_context, bus, keys) == (
        "Nova autorizatária",
        "Escolha a nova autorizatária.",
    )
