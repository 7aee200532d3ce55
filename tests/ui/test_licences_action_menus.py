"""Autorizações' acts on the end of an autorização — its cancellation and its purpose
fulfilled (Lei RR 664/2008, art. 22, parágrafo único), the notification of the
cancellation and the company's ciência of it (art. 95) — are under the Cancelamento menu of
the action bar, so the bar is one line at 1366 pixels: it opens with Alt+N, its lines keep
their shortcuts and enable rules."""

from tests.factories.action_bar import choose, menus_opened
from tests.factories.demo import demo_window

ACTS = {
    "revoke": ("Cancelar autorização", "Ctrl+Shift+K"),
    "fulfil": ("Finalidade satisfeita", "Ctrl+Shift+J"),
    "revocation_copy": ("Notificação do cancelamento", "Ctrl+Shift+N"),
    "ciencia": ("Ciência do cancelamento", "Ctrl+Shift+R"),
}


def test_the_cancellation_menu_opens_with_alt_n(qapp, qtbot, demo_offices, dialog_driver):
    with demo_window(qtbot, demo_offices["RR"]) as window:
        page = window.show_area("licences")
        page.list_view.selectRow(0)
        qapp.processEvents()
        assert page.model.index(0, 5).data() == "Emitida"
        (opened,) = menus_opened(qtbot, window, page.list_view, "n")
        assert opened == [text for text, _keys in ACTS.values()]
        bar = page.action_bar
        assert [bar.actions_[key].shortcut().toString() for key in ACTS] == [
            keys for _text, keys in ACTS.values()
        ]
        # An autorização in force: cancelled or fulfilled, nothing to notify yet.
        assert {key: bar.actions_[key].isEnabled() for key in ACTS} == {
            "revoke": True,
            "fulfil": True,
            "revocation_copy": False,
            "ciencia": False,
        }
        choose(bar, "revoke")  # its dialog cancelled: the demo is left as it was
        number = page.model.index(0, 0).data()
        assert dialog_driver.seen == [("ActionDialog", f"Cancelar autorização {number}")]
