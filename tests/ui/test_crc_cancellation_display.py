"""The operator's Processo tab shows the CRC cancelled by a declared caducity, with its date,
article and process (Res. AGR 105/2017, art. 70 §2), above the bars it brought (§§3-4)."""

from desktop.services.sanctions.caducity import declare_caducity
from desktop.ui.navigator import Navigator
from desktop.ui.operators.area import OperatorsArea
from desktop.ui.workspace import Workspace
from tests.factories.clock import at_day
from tests.factories.sanctions import PUBLISHED, caducity_judged, crc_holder


def test_process_tab_shows_the_cancelled_crc(
    qtbot, admin_context, context_for, tmp_path, show_active
):
    keys = tmp_path / "keys"
    roles = {role: context_for(role) for role in ("fiscal", "analista", "julgador")}
    operator = crc_holder(admin_context, keys)
    process = caducity_judged(roles, tmp_path, operator.id)
    area = OperatorsArea(Workspace(admin_context, Navigator(), keys))
    qtbot.addWidget(area)
    show_active(area)
    area.open_record(operator.id)
    assert area.process.bars.isHidden()
    declare_caducity(at_day(roles["julgador"], PUBLISHED), process.id, PUBLISHED)
    area.open_record(operator.id)
    lines = area.process.bars.text().splitlines()
    assert lines[0].startswith("CRC GYN-2026-")
    assert lines[0].endswith(
        f"cassado em 30/03/2026 (Res. AGR 105/2017, art. 70 §2), processo {process.number}"
    )
    assert lines[1] == (
        "Impedido de novo registro até 30/03/2028 (Res. AGR 105/2017, art. 70 "
        f"§3): {operator.cnpj_formatted}"
    )
    assert not area.process.bars.isHidden()
