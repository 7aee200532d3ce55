"""Lei RR 664/2008, arts. 84 and 85: the Penalidades tab shows how many written warnings each
of the delegatária's lines has in the 6 months a suspension of its service stands on, and says
that warnings recorded before warnings named their line count for none."""

from desktop.ui.operators.area import OperatorsArea
from tests.factories.clock import at_day
from tests.factories.sanctions import WARNED_ON, recorded_without_line, warned_lines


def test_the_tab_counts_the_warnings_of_each_line(qtbot, admin_context, roles, tmp_path, open_area):
    operator, julgador = warned_lines(admin_context, roles, tmp_path, "RR-002")
    # A warning recorded before warnings named their line.
    recorded_without_line(julgador, operator, "advertencia", WARNED_ON[0])
    area = open_area(OperatorsArea, at_day(julgador, WARNED_ON[-1]), tmp_path / "keys")
    area.refresh()
    area.search_for(operator.legal_name)
    text = area.rr_penalties.standing.text()
    assert "Advertências escritas em vigor: 4 (Lei RR 664/2008, art. 84)." in text
    assert (
        "Nos últimos 6 meses, por linha: RR-002: 3 (Lei RR 664/2008, "
        "art. 85: 3 advertências sucessivas da "
        "mesma linha permitem suspender o serviço dessa linha). 1 advertência(s) sem linha "
        "registrada nos últimos 6 meses não conta(m) para nenhuma linha."
    ) in text
