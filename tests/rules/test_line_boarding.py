"""Boarding and alighting on a regular line: terminals always, section points when the
departure serves them, pontos de parada never (GO Decreto 8.444/2015, art. 3º XXXV, XXXVII
and XL; Lei RR 664/2008, arts. 44 and 82 I)."""

import pytest

from desktop.rules.lines.boarding import BOARDING_ARTICLE, boards


@pytest.mark.parametrize(
    ("kind", "served", "expected"),
    [
        ("terminal", False, True),
        ("terminal", True, True),
        ("secao", True, True),
        ("secao", False, False),
        ("parada", True, False),
        ("parada", False, False),
    ],
)
def test_who_boards_where(kind, served, expected):
    assert boards(kind, served) is expected


def test_each_state_cites_its_own_law():
    assert BOARDING_ARTICLE["GO"].startswith("Decreto 8.444/2015, art. 3º")
    assert "Lei RR 664/2008" in BOARDING_ARTICLE["RR"] and "8.444" not in BOARDING_ARTICLE["RR"]
