"""Licenças > Continuação… on a Goiás característica vinculada licence: art. 36's
continuation in another vehicle is the fretamento's (its "licença de viagem inicial", arts. 6º,
XII, and 27), while the vinculada runs in the institution's own vehicle on a licence issued
per vehicle (arts. 53, I, and 58): the action is off, its tooltip saying why, and it stays
on for a fretamento licence."""

from desktop.services.licences.issue import issue_licence
from desktop.ui.licences.area import LicencesArea
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet, vinculada

NOON = departure(TODAY, 12)


def test_the_continuation_is_off_on_a_vinculada_licence(admin_context, tmp_path, open_area):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    linked = issue_licence(ctx, vinculada(operator.id, bus.id), keys)
    charter = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    area = open_area(LicencesArea, ctx, keys)
    continuation = area.action_bar.actions_["continue"]
    area.search_for(linked.number.lower())
    area.list_view.selectRow(0)
    assert not continuation.isEnabled()
    assert continuation.toolTip() == (
        "A continuação da viagem em outro veículo (Res. AGR 105/2017, art. 36) é do "
        "fretamento: a licença de característica vinculada é emitida por veículo próprio "
        "(arts. 53, I, e 58), e outro veículo viaja com a sua própria licença."
    )
    area.search_for(charter.number.lower())
    area.list_view.selectRow(0)
    assert continuation.isEnabled() and "art. 36" not in continuation.toolTip()
