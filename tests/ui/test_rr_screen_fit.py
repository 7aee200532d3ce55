"""The Roraima demo office fits a 1024×700 screen too (issue 17 §1; DESIGN.md, UI), as
tests/ui/test_screen_fit.py checks the Goiás screens: its auto de infração names the
ciência choices of Lei RR 664/2008, art. 76, § 1º, and the longest one ("Assinatura não
obtida: a ausência não invalida o auto (art. 76, § 1º)") widened the Novo auto form past
the screen, every field of Autos e Processos cut at the right."""

from tests.factories.demo import demo_window
from tests.ui.screen_fit import walk_areas


def test_every_roraima_area_fits_1024_by_700(qapp, qtbot, demo_offices):
    with demo_window(qtbot, demo_offices["RR"]) as window:
        assert walk_areas(window, qapp, (1024, 700)) == []
