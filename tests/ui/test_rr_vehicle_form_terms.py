"""The vehicle form of a Roraima office cites only Lei RR 664/2008: Res. AGR 105/2017's bare
articles (arts. 6º XV, 14 §1º, 15-20, 18, 23 §2º, 25, 38 XI) are other matters there, and its
civil-liability policy (arts. 50-51) is not Roraima's insurance (art. 39)."""

import re
from datetime import date

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QLineEdit

from desktop.ui.vehicles.area import VehiclesArea
from desktop.ui.vehicles.form import VehicleForm
from tests.factories.roraima import in_roraima

ARTICLE = re.compile(r"\barts?\. ")


def shown_texts(body) -> list[str]:
    def shown(widgets):
        return [widget for widget in widgets if widget.isVisibleTo(body)]

    boxes = shown(body.findChildren(QGroupBox))
    return (
        [box.title() for box in boxes]
        + [box.toolTip() for box in boxes]
        + [label.text() for label in shown(body.findChildren(QLabel))]
        + [button.text() for button in shown(body.findChildren(QAbstractButton))]
        + [edit.placeholderText() for edit in shown(body.findChildren(QLineEdit))]
    )


def form_texts(qtbot, jurisdiction: str) -> list[str]:
    """What the form shows, its rows for a school vehicle, a new one and a van included; a
    caption broken into lines (`wrapped_check_box`) read as one line."""
    form = VehicleForm(jurisdiction, lambda: date(2026, 3, 10))
    qtbot.addWidget(form)
    form.school.setChecked(True)
    form.new_vehicle.setChecked(True)
    texts = shown_texts(form.widget())
    form.kind.setCurrentIndex(form.kind.findData("van"))
    return [" ".join(text.split()) for text in texts + shown_texts(form.widget())]


def test_roraima_vehicle_form_cites_only_lei_664(qtbot):
    texts = form_texts(qtbot, "RR")
    assert "Propriedade (Lei RR 664/2008, art. 27)" in texts
    assert "Apólice nº" in texts
    cited = [text for text in texts if ARTICLE.search(text) and "Lei RR 664/2008" not in text]
    assert cited == []
    assert not [text for text in texts if "Apólice RC" in text or "Requerimento" in text]


def test_goias_vehicle_form_keeps_res_105_articles(qtbot):
    texts = form_texts(qtbot, "GO")
    assert "Propriedade (Res. AGR 105/2017)" in texts
    assert "Apólice RC nº" in texts
    assert "&Zero quilômetro, com nota fiscal (Res. AGR 105/2017, art. 25)" in texts
    assert {"art. 14, § 1º", "art. 38, XI", "Entrega (Res. AGR 105/2017, art. 23, § 2º)"} <= set(
        texts
    )


def test_goias_ownership_box_cites_its_articles_in_its_tooltip(qtbot):
    """The box's title names the act only, so the form keeps its two columns beside a list
    that reads whole at 1366 px (test_list_panes); its articles are in the tooltip."""
    form = VehicleForm("GO", lambda: date(2026, 3, 10))
    qtbot.addWidget(form)
    (box,) = [b for b in form.findChildren(QGroupBox) if b.title().startswith("Propriedade")]
    assert box.toolTip().endswith("(Res. AGR 105/2017, arts. 15, 16, 19 e 20)")


def test_vehicle_history_cites_the_offices_law_for_its_registration_records(
    admin_context, open_area, tmp_path
):
    """Res. AGR 105/2017 issues the CRV in art. 24; Lei RR 664/2008's art. 24 is the start of a
    line's operation: Roraima's vehicle is registered with the CRE/RR (art. 27) and carries its
    registration record (art. 29, I)."""
    captions = {}
    for name, ctx in (("RR", in_roraima(admin_context)), ("GO", admin_context)):
        history = open_area(VehiclesArea, ctx, tmp_path / "keys").history
        captions[name] = [label.text() for label in history.findChildren(QLabel)]
    assert (
        "Certificados de registro emitidos (Lei RR 664/2008, art. 27; art. 29, I)" in captions["RR"]
    )
    assert "Certificados de registro emitidos (Res. AGR 105/2017, art. 24)" in captions["GO"]


def test_roraima_vehicle_form_has_no_new_vehicle_box(qtbot):
    """Res. AGR 105/2017's new vehicle with its invoice (arts. 17 III, 23 §2º, 25) has no
    place in Lei RR 664/2008, which registers a vehicle on its Certificado de Propriedade
    (art. 27): the box and its invoice rows are hidden in Roraima, shown in Goiás."""
    shown = {}
    for jurisdiction in ("RR", "GO"):
        form = VehicleForm(jurisdiction, lambda: date(2026, 3, 10))
        qtbot.addWidget(form)
        form.new_vehicle.setChecked(True)
        body = form.widget()
        shown[jurisdiction] = [
            widget.isVisibleTo(body)
            for widget in (form.new_vehicle, form.invoice_number, form.invoice_date)
        ]
    assert shown == {"RR": [False, False, False], "GO": [True, True, True]}
