"""A Roraima office is served on its own law, Lei RR 664/2008, and is never shown a Goiás act
(issue 14 §2): walking the Roraima demo office's main window — every area, the first record
of each list with its tabs, every dialog its actions open — finds no citation of Res. AGR
105/2017, Decreto 8.444/2015, the AGR or its Conselho Regulador. The same walk on a Goiás
office finds them (the walk reads the texts it should)."""

import pytest

from desktop.demo.office import DEMO_USERS
from desktop.demo.roraima import build_rr_demo
from desktop.models.startup import open_database
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Role
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import NewUser, authenticate, create_user
from desktop.ui.main_window import MainWindow
from tests.ui.text_walk import GO_ACTS, TextCollector, walk_texts

EVERY_ROLE_PASSWORD = "todos-os-papeis-2026"


@pytest.fixture
def rr_window(qtbot, tmp_path):
    """The Roraima demo office's main window for a user holding every role."""
    demo = build_rr_demo(tmp_path / "rr", DEMO_USERS)
    database = open_database(demo.database_url)
    admin_user = DEMO_USERS[0]
    admin = ServiceContext(
        database,
        authenticate(database, admin_user.username, admin_user.password),
        load_office(database),
    )
    create_user(
        admin,
        NewUser("todos", "Usuária de todos os papéis", EVERY_ROLE_PASSWORD, frozenset(Role)),
    )
    ctx = ServiceContext(
        database, authenticate(database, "todos", EVERY_ROLE_PASSWORD), admin.office
    )
    window = MainWindow(ctx, demo.key_dir)
    qtbot.addWidget(window)
    window.resize(1366, 728)
    window.show()
    yield window
    window.close()
    database.dispose()


def test_no_goias_act_on_any_roraima_screen(qapp, rr_window, monkeypatch):
    collector = TextCollector()
    walk_texts(rr_window, collector, monkeypatch, qapp)
    assert len(collector.seen) > 40  # areas, tabs and dialogs were read
    found = collector.citing(GO_ACTS)
    assert not found, "\n".join(found)


def test_the_walk_reads_the_goias_citations_of_a_goias_office(
    qapp, qtbot, context_for, tmp_path, monkeypatch
):
    window = MainWindow(context_for(*Role), tmp_path / "keys")
    qtbot.addWidget(window)
    window.resize(1366, 728)
    window.show()
    collector = TextCollector()
    walk_texts(window, collector, monkeypatch, qapp)
    assert len(collector.citing(GO_ACTS)) > 10


def test_goias_only_acts_are_not_offered_to_roraima(qapp, rr_window):
    """Caducity (Res. 105 art. 70), preventive suspension (art. 93 §9), revision (art. 96),
    the terms of art. 93 §8 and the registration appeal to the Council (art. 7 sole §): Lei
    RR 664/2008 has none, so a Roraima office sees no button for them."""
    process = rr_window.show_area("notices").process
    hidden = [
        key
        for key in ("caducity", "preventive", "revise", "act_term", "act_done")
        if process.buttons[key].isVisibleTo(process)
    ]
    assert hidden == []
    assert process.buttons["publish"].isVisibleTo(process)  # Lei 664 art. 91
    operators = rr_window.show_area("operators")
    tab = operators.process
    assert [key for key in ("appeal", "council") if tab.buttons[key].isVisibleTo(tab)] == []
