"""The transfer dialog of a Roraima office names the receiver as Lei RR 664/2008 does: the
vehicle already registered goes to another delegatária (art. 28, § 2º); 'autorizatária' is
Res. AGR 105/2017's word (arts. 15-16)."""

from datetime import timedelta

from desktop.services.calendar import office_today
from desktop.services.registration.operators import create_operator
from desktop.services.vehicles.register import register_vehicle
from desktop.services.vehicles.register_records import get_vehicle
from desktop.ui.navigator import Navigator
from desktop.ui.vehicles.actions import transfer_dialog
from desktop.ui.workspace import Workspace
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import certify, company, inspection_input, policy_input, vehicle_input
from tests.ui.conftest import operator_input


def registered_bus(ctx, keys):
    owner = create_operator(ctx, operator_input())
    certify(ctx, keys, owner.id)
    today = office_today(ctx)
    return register_vehicle(
        ctx,
        owner.id,
        vehicle_input(
            manufacture_year=today.year - 2,
            model_year=today.year - 2,
            crlv_year=today.year,
            request_signed_on=today,
        ),
        inspection_input(company(ctx).id, inspected_on=today),
        policy_input(
            insured_cnpj=owner.cnpj_formatted, starts_on=today, ends_on=today + timedelta(365)
        ),
        keys,
    ).vehicle


def receiver_texts(qtbot, ctx, vehicle, keys) -> tuple[str, str]:
    dialog = transfer_dialog(Workspace(ctx, Navigator(), keys), vehicle, None)
    qtbot.addWidget(dialog)
    dialog.try_submit()
    caption = dialog.form.layout_.labelForField(dialog.form.rows["new_operator_id"]).text()
    return caption, dialog.form.error_of("new_operator_id")


def test_roraima_transfer_goes_to_another_delegataria(qtbot, admin_context, tmp_path):
    keys = tmp_path / "keys"
    bus = get_vehicle(admin_context, registered_bus(admin_context, keys).id)
    assert receiver_texts(qtbot, in_roraima(admin_context), bus, keys) == (
        "Nova delegatária",
        "Escolha a nova delegatária.",
    )
    assert receiver_texts(qtbot, admin_context, bus, keys) == (
        "Nova autorizatária",
        "Escolha a nova autorizatária.",
    )
