"""The annotations an issued licence still takes (Res. AGR 105/2017): Desistência only on an
eventual trip (art. 28, § 2º), not given up yet; Passageiro until the 4 changes of art. 29,
§ 1º; the button of one refused is disabled with
why in its tooltip, so the clerk does not fill a dialog the service then refuses."""

from datetime import timedelta
from decimal import Decimal

from desktop.demo.numbers import make_cpf
from desktop.services.licences.events import change_passenger, record_cancellation
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.passengers import PassengerInput
from desktop.ui.licences.area import LicencesArea
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, continuous, departure, eventual, fleet

NOON = departure(TODAY, 12)


def test_desistencia_only_on_an_eventual_trip_not_given_up(
    qtbot, admin_context, tmp_path, open_area
):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    trip = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    contract = issue_licence(ctx, continuous(operator.id, bus.id), keys)
    area = open_area(LicencesArea, ctx, keys)
    actions = area.action_bar.actions_

    area.load(contract.id)
    qtbot.waitUntil(lambda: area.current_id() == contract.id)
    assert not actions["cancel"].isEnabled()
    assert actions["cancel"].toolTip() == (
        "A desistência com devolução da importância paga é do fretamento eventual ou "
        "turístico (Res. AGR 105/2017, art. 28, § 2º)."
    )
    assert actions["continue"].isEnabled() and actions["change"].isEnabled()
    for index in range(4):
        passenger = PassengerInput(f"Passageira Incluída {index}", make_cpf(f"{900 + index:09d}"))
        change_passenger(ctx, contract.id, passenger, key_dir=keys)
    area.load(contract.id)
    qtbot.waitUntil(lambda: not actions["change"].isEnabled())
    assert actions["change"].toolTip() == (
        "A licença já teve as 4 inclusões ou substituições de passageiros permitidas "
        "(Res. AGR 105/2017, art. 29, § 1º)."
    )

    area.load(trip.id)
    qtbot.waitUntil(lambda: area.current_id() == trip.id)
    assert actions["cancel"].isEnabled()

    departure_at = departure(TODAY + timedelta(days=1), 8)
    record_cancellation(
        ctx, trip.id, departure_at - timedelta(hours=25), Decimal("4800.00"), "PIX E1", keys
    )
    area.load(trip.id)
    qtbot.waitUntil(lambda: not actions["cancel"].isEnabled())
    assert [actions[key].isEnabled() for key in ("cancel", "continue", "change")] == [
        False,
        False,
        False,
    ]
    assert actions["change"].toolTip() == "A viagem já teve a desistência do usuário registrada."
