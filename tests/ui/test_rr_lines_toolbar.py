"""Linhas in a Roraima office shows no Goiás act in its bar: the publication of a Termo de
Autorização's extract, which makes it effective in Goiás (Decreto 8.444/2015, art. 6º §2º),
has no counterpart in Lei RR 664/2008 — its concession contract (arts. 13, 14 and 24) and
line authorisation (arts. 19 and 23) run from their signature."""

from desktop.ui.lines.area import LinesArea
from tests.factories.action_bar import offered
from tests.factories.roraima import in_roraima


def test_roraima_lines_bar_has_no_extract_publication(open_area, admin_context, tmp_path):
    area = open_area(LinesArea, in_roraima(admin_context), tmp_path / "keys")
    assert not offered(area.action_bar, "publication")
    assert not area.actions_["publication"].isVisible()


def test_goias_lines_bar_keeps_the_extract_publication(open_area, admin_context, tmp_path):
    area = open_area(LinesArea, admin_context, tmp_path / "keys")
    assert offered(area.action_bar, "publication")
