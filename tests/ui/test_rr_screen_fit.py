"""The Roraima demo office fits a 1024×700 screen too (issue 17 §1; DESIGN.md, UI), as
tests/ui/test_screen_fit.py checks the Goiás screens: its auto de infração names the
ciência choices of Lei RR 664/2008, art. 76, § 1º, and the longest one ("Assinatura não
obtida: a ausência não invalida o auto (art. 76, § 1º)") widened the Novo auto form past
the screen, every field of Autos e Processos cut at the right."""

from PySide6.QtCore import Qt

from tests.factories.demo import demo_window
from tests.ui.screen_fit import cut_off_inputs, walk_areas


def test_every_roraima_area_fits_1024_by_700(qapp, qtbot, demo_offices):
    with demo_window(qtbot, demo_offices["RR"]) as window:
        assert walk_areas(window, qapp, (1024, 700)) == []


def test_the_penalties_of_a_delegataria_fit_1024_by_700(qapp, qtbot, demo_offices):
    """Operadores > Penalidades with a delegatária open: the half-year's period and its
    article (Lei RR 664/2008, art. 84, sole §), on one line beside the day, pushed Suspensão,
    Inidoneidade and Registrar viagens past the screen."""
    with demo_window(qtbot, demo_offices["RR"]) as window:
        window.resize(1024, 700)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        operators = window.show_area("operators")
        operators.list_view.setCurrentIndex(operators.model.index(0, 0))
        qtbot.keyClick(operators.tabs, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
        tab = operators.rr_penalties
        # The window lays the tab out: at least as wide as it asks.
        qtbot.waitUntil(lambda: tab.width() >= tab.minimumSizeHint().width())
        assert cut_off_inputs(window) == []
