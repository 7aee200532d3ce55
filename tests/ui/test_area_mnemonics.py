"""A clerk works with the keyboard: in every area, with each of its tabs shown, no two
controls shown together (the tab bars, the action bar, the page's buttons and the labels of
its fields) answer to the same Alt+letter — Qt would only move between them instead of
acting —, and none to Alt+1 to Alt+9, which open the main window's areas. Controls on hidden
tabs do not count (Qt ignores them). Both offices of the demo are
walked: a Roraima office shows tabs and buttons of its own law (Lei RR 664/2008) that a
Goiás office never shows, and the other way round."""

from contextlib import contextmanager

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from desktop.ui.areas import all_areas
from desktop.ui.navigator import Navigator
from desktop.ui.widgets.mnemonics import AREA_DIGITS
from desktop.ui.workspace import Workspace
from tests.factories.demo import admin_of, demo_window
from tests.factories.mnemonics import (
    boxes_left_a_letter,
    captions_without,
    cited_mnemonics,
    each_mode_shown,
    each_tab_shown,
    mnemonic,
    shared_mnemonics,
    shown_mnemonics,
)


@contextmanager
def licence_request_shown(qtbot, office):
    """The Licenças area of `office` at 1366×700, its request tab shown; closed after."""
    with admin_of(office) as ctx:
        workspace = Workspace(ctx, Navigator(), office[1])
        area = next(a for a in all_areas(ctx.office.jurisdiction) if a.key == "licences")
        page = area.build(workspace)
        qtbot.addWidget(page)
        page.resize(1366, 700)
        page.show()
        page.tabs.setCurrentIndex(0)
        yield page
        page.close()


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_no_two_controls_shown_together_share_a_mnemonic(qtbot, demo_offices, state):
    office = demo_offices[state]
    shared = set()
    on_area_keys = set()
    with admin_of(office) as ctx:
        workspace = Workspace(ctx, Navigator(), office[1])
        for area in all_areas(ctx.office.jurisdiction):
            page = area.build(workspace)
            qtbot.addWidget(page)
            page.resize(1366, 700)
            page.show()
            for _ in each_tab_shown(page):
                shared |= {(area.key, *clash) for clash in shared_mnemonics(page)}
                on_area_keys |= {
                    (area.key, text)
                    for text in shown_mnemonics(page)
                    if mnemonic(text) in AREA_DIGITS
                }
            page.close()
    assert sorted(shared) == []
    assert sorted(on_area_keys) == []


def test_the_check_finds_a_shared_mnemonic(qtbot):
    root = QWidget()
    qtbot.addWidget(root)
    for text in ("&Salvar", "&Sair", "&Novo"):
        QLabel(text, root).setBuddy(root)
    root.show()
    letters = [mnemonic(text) for text in shown_mnemonics(root)]
    assert sorted(letters) == ["n", "s", "s"]


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_the_menu_bar_takes_no_letter_of_an_area(qtbot, demo_offices, state):
    """The menu bar's letters answer in every area: one an area's control also shows would
    only move the focus between them (Alt+J was Ajuda's and the process's Julgar)."""
    with demo_window(qtbot, demo_offices[state]) as window:
        menu_letters = {
            letter: action.text()
            for action in window.menuBar().actions()
            if (letter := mnemonic(action.text()))
        }
        taken = set()
        for area in all_areas(window.ctx.office.jurisdiction):
            page = window.show_area(area.key)
            for _ in each_tab_shown(page):
                taken |= {
                    (area.key, menu_letters[letter], text)
                    for text in shown_mnemonics(page)
                    if (letter := mnemonic(text)) in menu_letters
                }
    assert sorted(taken) == []


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_every_field_of_the_licence_request_answers_to_a_letter(qtbot, demo_offices, state):
    """The counter issues licences from the keyboard all day: in the Licenças/Autorizações
    area, with each modality, trip, list and box its own switches show, every caption of
    the request form, its boxes (the papers of the modality's article, the contractor's and
    the public institution's, Roraima's Termo signed, Lei RR 664/2008, art. 20) and the
    list's "Emitidas em" answer to an Alt+letter, no two alike and none of the main
    window's Alt+1 to Alt+9 (its areas): Primeiro dia, Último dia, the contract's data
    (Res. AGR 105/2017, arts. 29-30) and the list of passengers had none. A box of the
    modality's papers goes without only when every letter of its words is another's: never
    one of the act it cites (the contractor's box took Alt+0 from "105")."""
    missing, shared = set(), set()
    with licence_request_shown(qtbot, demo_offices[state]) as page:
        for _ in each_mode_shown(page):
            missing |= {*captions_without(page), *boxes_left_a_letter(page)}
            shared |= shared_mnemonics(page)
            shared |= {text for text in shown_mnemonics(page) if mnemonic(text) in AREA_DIGITS}
    assert (sorted(missing), sorted(shared)) == ([], [])


@pytest.mark.parametrize("state", ["GO", "RR"])
def test_no_letter_of_the_licence_request_is_taken_inside_a_citation(
    qtbot, qapp, demo_offices, state
):
    """The modality's papers and the contractor's box take the letters their captions leave,
    never one of the act they cite: Goiás's "Contratante é município ou órgão público (Res.
    AGR 105/2017, art. 29, § 2º)" answered to Alt+0 from "105", the escolar's request to
    Alt+G from "AGR", and Roraima's list of persons (Lei RR 664/2008, art. 90, III) to Alt+0
    from "2008". The papers a modality adds are shown once Qt has handled its events."""
    cited = set()
    with licence_request_shown(qtbot, demo_offices[state]) as page:
        for index in range(page.form.modality.count()):
            page.form.modality.setCurrentIndex(index)
            qapp.processEvents()
            cited |= set(cited_mnemonics(page))
    assert sorted(cited) == []


@pytest.mark.parametrize("chosen", ["geral_saude", "geral_trabalhadores_rurais"])
def test_a_general_list_leaves_the_contract_papers_their_letters(qtbot, qapp, demo_offices, chosen):
    """Goiás contínuo: a general list (Res. AGR 105/2017, art. 29, §§ 2º and 3º) replaces
    the relation of passengers, and the table's buttons go; the field its paragraph asks
    (the public contractor's box, § 2º; the destinations, § 3º) takes the "b" they leave,
    so the request's box (art. 29, I) keeps its letter."""
    with licence_request_shown(qtbot, demo_offices["GO"]) as page:
        form = page.form
        form.modality.setCurrentIndex(form.modality.findData("continuo"))
        form.passenger_list.setCurrentIndex(form.passenger_list.findData(chosen))
        qapp.processEvents()
        field = {
            "geral_saude": form.contractor_public.text(),
            "geral_trabalhadores_rurais": form.form.rows["destinations"].label_text,
        }[chosen]
        letters = (mnemonic(form.checks["requerimento"].text()), mnemonic(field))
    assert letters == ("u", "b")
