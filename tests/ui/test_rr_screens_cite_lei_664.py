"""A Roraima office is served on its own law, Lei RR 664/2008, and is never shown a Goiás act
(issue 14 §2). The demo built by `balcao demo` — its Goiás office and the Roraima office
beside it — is walked once, each office's main window the same way: every area, the first
record of each list with its tabs, every dialog its actions open.

- The Roraima walk finds no citation of Res. AGR 105/2017, Decreto 8.444/2015, the AGR or
  its Conselho Regulador; the Goiás walk finds them (the walk reads the texts it should).
- Differential: a citation text shown identically to both offices is suspect, the same
  article number being right for both laws only by coincidence. A bare Res. 105 article
  ("art. 28, I", "arts. 46 e 47") names no act and escapes the first check; this one
  finds it. A text naming Lei 664 is Roraima's own; a real coincidence is in COINCIDENCES,
  each with both laws' articles.
- Lei 664 never says licença: its trip act is the autorização (arts. 2º and 19; art. 90,
  VI). The licence area, the home page and the navigation of a Roraima office say
  autorização; Goiás's still say licença (Res. AGR 105/2017, arts. 27-30)."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool

from desktop.demo.office import DEMO_USERS, DemoResult, build_demo
from desktop.demo.roraima import build_rr_demo
from desktop.models.startup import open_database
from desktop.services.context import ServiceContext
from desktop.services.office.permissions import Role
from desktop.services.office.setup_records import load_office
from desktop.services.office.users import NewUser, authenticate, create_user
from desktop.ui.main_window import MainWindow
from desktop.ui.widgets import dialogs
from tests.factories.process_acts import offered
from tests.ui.text_walk import CITATION, GO_ACTS, TextCollector, texts_of, walk_area, walk_texts

EVERY_ROLE_PASSWORD = "todos-os-papeis-2026"
LEI_664 = re.compile(r"\bLei\s+(?:RR\s+|[Ee]stadual\s+)?(?:n[º°.]*\s*)?664\b")
# The citation texts a Goiás and a Roraima office rightly share: text → why, quoting the
# article of Res. AGR 105/2017 (or Decreto 8.444/2015) and of Lei RR 664/2008 it names.
COINCIDENCES: dict[str, str] = {}
LICENCE = re.compile(r"licen", re.IGNORECASE)


def _add_every_role_user(database_url: str) -> None:
    database = open_database(database_url)
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
    database.dispose()


def _demo(directory: Path) -> DemoResult:
    """The demo of `balcao demo`, with a user holding every role in each office."""
    built = build_demo(directory)
    assert built.roraima is not None
    for database_url in (built.database_url, built.roraima.database_url):
        _add_every_role_user(database_url)
    return built


def _open_window(database_url: str, key_dir: Path):
    """The office's main window, shown, for the user holding every role."""
    database = open_database(database_url)
    actor = authenticate(database, "todos", EVERY_ROLE_PASSWORD)
    window = MainWindow(ServiceContext(database, actor, load_office(database)), key_dir)
    window.resize(1366, 728)
    window.show()
    return window, database


def _walk(qapp, monkeypatch, database_url: str, key_dir: Path) -> TextCollector:
    window, database = _open_window(database_url, key_dir)
    collector = TextCollector()
    try:
        walk_texts(window, collector, monkeypatch, qapp)
    finally:
        window.close()
        window.deleteLater()
        QThreadPool.globalInstance().waitForDone(30_000)
        database.dispose()
    return collector


def _shared_citations(goias: TextCollector, roraima: TextCollector) -> dict[str, list[str]]:
    """The citation texts both offices are shown, not naming Lei 664: each with where
    Roraima reads it."""
    goias_texts = goias.places(CITATION)
    return {
        text: places
        for text, places in roraima.places(CITATION).items()
        if text in goias_texts and not LEI_664.search(text)
    }


def test_roraima_screens_cite_lei_664_only(qapp, tmp_path, monkeypatch):
    """One walk of each office (the demo and its walks are the slow part) for the checks of
    the module's docstring; every failing check is listed."""
    demo = _demo(tmp_path / "demo")
    assert demo.roraima is not None
    goias = _walk(qapp, monkeypatch, demo.database_url, demo.key_dir)
    roraima = _walk(qapp, monkeypatch, demo.roraima.database_url, demo.roraima.key_dir)
    assert len(roraima.seen) > 40  # areas, tabs and dialogs were read
    assert len(goias.citing(GO_ACTS)) > 10  # the walk reads the texts it should
    assert len(goias.places(CITATION)) > 50
    assert len(roraima.places(CITATION)) > 50
    shared = _shared_citations(goias, roraima)
    failures = {
        "Ato de Goiás numa tela de Roraima": roraima.citing(GO_ACTS),
        "Citado igual a Goiás e a Roraima": sorted(
            f"{places[0]}: {text!r}" for text, places in shared.items() if text not in COINCIDENCES
        ),
        "Coincidência que nenhuma tela mostra mais": sorted(set(COINCIDENCES) - set(shared)),
    }
    found = [f"{check}:\n  " + "\n  ".join(lines) for check, lines in failures.items() if lines]
    assert not found, "\n".join(found)


@pytest.fixture
def rr_window(qtbot, tmp_path):
    """The Roraima demo office's main window for a user holding every role."""
    demo = build_rr_demo(tmp_path / "rr", DEMO_USERS)
    _add_every_role_user(demo.database_url)
    window, database = _open_window(demo.database_url, demo.key_dir)
    qtbot.addWidget(window)
    yield window
    window.close()
    database.dispose()


def test_goias_only_acts_are_not_offered_to_roraima(qapp, rr_window):
    """Caducity (Res. 105 art. 70), preventive suspension (art. 93 §9), revision (art. 96),
    the terms of art. 93 §8 and the registration appeal to the Council (art. 7 sole §): Lei
    RR 664/2008 has none, so a Roraima office sees no button for them."""
    process = rr_window.show_area("notices").process
    hidden = [
        key
        for key in ("caducity", "preventive", "revise", "act_term", "act_done")
        if offered(process, key)
    ]
    assert hidden == []
    assert offered(process, "publish")  # Lei 664 art. 91
    operators = rr_window.show_area("operators")
    tab = operators.process
    assert [key for key in ("appeal", "council") if tab.buttons[key].isVisibleTo(tab)] == []


@pytest.fixture(scope="module")
def both_demos(tmp_path_factory) -> DemoResult:
    """The demo of both offices, built once for the tests of the licence area's words."""
    return _demo(tmp_path_factory.mktemp("demo"))


def _licence_words(qtbot, qapp, monkeypatch, database_url: str, key_dir: Path) -> TextCollector:
    """Every text of the navigation, Início and the licence area: its first licence, tabs and
    what its actions show."""
    window, database = _open_window(database_url, key_dir)
    qtbot.addWidget(window)
    collector = TextCollector()
    monkeypatch.setattr(dialogs, "launch", collector)
    try:
        collector.add("navigation", texts_of(window.navigation))
        # Início reads its counts off the GUI thread.
        home = window.show_area("home")
        qtbot.waitUntil(lambda: home.licences.issued_today.text() != "", timeout=30_000)
        for key in ("home", "licences"):
            walk_area(window, key, collector, qapp)
    finally:
        window.close()
        QThreadPool.globalInstance().waitForDone(30_000)
        database.dispose()
    return collector


def test_roraima_licence_area_says_autorizacao(qtbot, qapp, monkeypatch, both_demos):
    assert both_demos.roraima is not None
    demo = both_demos.roraima
    shown = _licence_words(qtbot, qapp, monkeypatch, demo.database_url, demo.key_dir)
    assert shown.places(LICENCE) == {}
    texts = set().union(*shown.seen.values())
    assert {
        "Autorizações",
        "Número da autorização",
        "Autori&zação",
        "1 autorização(ões) listada(s)",
    } <= texts
    assert any(text.startswith("Autorizações emitidas hoje: ") for text in texts)
    assert any(text.startswith("&Autorizações (") for text in texts)
    assert any(text.startswith("Autorização nº DEMRR-") for text in texts)


def test_goias_licence_area_still_says_licenca(qtbot, qapp, monkeypatch, both_demos):
    shown = _licence_words(qtbot, qapp, monkeypatch, both_demos.database_url, both_demos.key_dir)
    texts = set().union(*shown.seen.values())
    assert {"Licenças", "Número da licença", "Licença", "Pedido de licen&ça"} <= texts
    assert any(text.startswith("&Licenças de viagem (") for text in texts)
    assert any(text.endswith(" licença(s) listada(s)") for text in texts)
    assert any(text.startswith("Licenças emitidas hoje: ") for text in texts)
    assert any(text.startswith("Licença nº DEMO-") for text in texts)
    assert not [text for text in texts if "utorizaç" in text and "Termo" not in text]
