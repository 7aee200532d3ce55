"""Licenças > Passageiro… on a Goiás característica vinculada licence, through the real
widgets on a real SQLite file: the note cites the article on that licence's list, Res. AGR
105/2017 art. 59, II (the persons with a direct link to the company's activities), not the
eventual and contínuo charter's limit of 4 changes (arts. 28 §1º and 29 §1º); a passenger
registered empty is refused next to each field at fault — the name, the identity (art. 34),
the link by CTPS or RAIS (arts. 54 and 59, II) — instead of one run-on line on top, and
nothing is written."""

import dataclasses
from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop.services.licences.detail import licence_detail
from desktop.services.licences.issue import issue_licence
from desktop.ui.licences.area import LicencesArea
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, fleet, passengers, vinculada

NOON = departure(TODAY, 12)


@pytest.fixture
def refused_empty(qtbot, admin_context, tmp_path, open_area, dialog_driver):
    """The dialog of a vinculada licence's list, registered empty: what it showed."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    staff = tuple(dataclasses.replace(p, employment_proof="ctps") for p in passengers(20))
    licence = issue_licence(
        ctx,
        vinculada(
            operator.id,
            bus.id,
            passengers=staff,
            end_on=date(2027, 1, 10),
            link_proof_demanded=True,
        ),
        keys,
    )
    area = open_area(LicencesArea, ctx, keys)
    area.search_for(licence.number.lower())
    area.list_view.setFocus()
    area.list_view.selectRow(0)
    seen = {}

    def register_empty(dialog):
        with qtbot.waitExposed(dialog):
            dialog.show()
        seen["note"] = dialog.findChildren(QLabel)[0].text()
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        form = dialog.form
        seen["errors"] = {name: form.error_of(name) for name in form.rows if form.error_of(name)}
        seen["on_top"] = form.general_error.text() if form.general_error.isVisible() else ""
        dialog.reject()
        return dialog.result()

    dialog_driver.on("ActionDialog", register_empty)
    qtbot.keyClick(
        area.list_view,
        Qt.Key.Key_I,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    seen["changes_used"] = licence_detail(ctx, licence.id).changes_used
    return seen


def test_the_note_cites_the_article_on_the_vinculada_list(refused_empty):
    assert refused_empty["note"] == (
        "Inclusões ou substituições na lista de passageiros, sem número máximo "
        "(Res. AGR 105/2017, art. 59, II). Já feitas: 0."
    )


def test_each_refusal_is_next_to_its_field(refused_empty):
    assert refused_empty["errors"] == {
        "name": "Informe o nome completo.",
        "cpf": "Informe o CPF ou outro documento de identidade"
        " (tipo e número; Res. AGR 105/2017, art. 34).",
        "employment_proof": (
            "Comprove o vínculo com a empresa por CTPS ou RAIS, exigido pela AGR"
            " (Res. AGR 105/2017, art. 59, parágrafo único; art. 54)."
        ),
    }
    assert refused_empty["on_top"] == "Corrija os campos indicados."
    assert refused_empty["changes_used"] == 0
