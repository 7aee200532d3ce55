"""The demo's licences issued "today" stay today's for a test session crossing the office's
midnight (03:00 UTC in Goiás, 04:00 UTC in Roraima): the contexts of the demo's offices run
on the day it was built, and Lote de hoje still prints them."""

from datetime import datetime, time, timedelta

import pytest
from PySide6.QtWidgets import QDialog

from desktop.services.calendar import today_in, zone_of
from desktop.ui.widgets import dialogs
from tests.factories.demo import admin_of
from tests.factories.demo_pages import area_page

BATCH = {"GO": "Imprimir 6 licença(s)", "RR": "Imprimir 1 autorização(ões)"}


def past_midnight(state: str, built: datetime) -> datetime:
    """One second past the office's first midnight after `built`."""
    next_day = today_in(state, built) + timedelta(days=1)
    return datetime.combine(next_day, time(0, 0, 1), tzinfo=zone_of(state))


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_lote_de_hoje_prints_the_demo_licences_after_midnight(
    qtbot, demo_offices, monkeypatch, state
):
    office = demo_offices[state]
    titles: list[str] = []

    def launch(dialog: QDialog) -> int:
        titles.append(dialog.windowTitle())
        dialog.deleteLater()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(dialogs, "launch", launch)
    with admin_of(office, now=lambda: past_midnight(state, office[2])) as ctx:
        page = area_page(ctx, office, "licences")
        qtbot.addWidget(page)
        page.print_today()
    assert titles == [BATCH[state]]
