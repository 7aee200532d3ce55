"""The vehicle form of a Roraima office asks none of Res. AGR 105/2017's own fields: the
van's exceptional authorisation (art. 14 §1º), the AGR's seal (art. 38, XI) and the CRLV's
DETRAN (art. 15, II), which Lei RR 664/2008 does not know (arts. 27 to 29), and its type
list names the van plainly. Both
states ask whether a small bus is adapted for comfort: the Código de Trânsito Brasileiro
defines the bus (Anexo I). A Goiás office's form shows each where it applies."""

from datetime import date

from desktop.ui.vehicles.form import VehicleForm


def shown(qtbot, jurisdiction: str) -> dict[str, bool]:
    """The van's name in the type list; whether the clerk sees the van's act with a van
    chosen, and the adaptation and the seal with a bus chosen."""
    form = VehicleForm(jurisdiction, lambda: date(2026, 3, 10))
    qtbot.addWidget(form)
    form.resize(1366, 728)
    form.show()
    rows = form.vehicle_form
    form.kind.setCurrentIndex(form.kind.findData("van"))
    van_act = rows.editor("van_authorisation_act").isVisible()
    van = form.kind.currentText()
    form.kind.setCurrentIndex(form.kind.findData("onibus"))
    return {
        "van": van,
        "van_authorisation_act": van_act,
        "adapted_for_comfort": rows.editor("adapted_for_comfort").isVisible(),
        "adapted_basis": " ".join(form.adapted.text().split()),
        "seal_number": rows.editor("seal_number").isVisible(),
        "seats": rows.editor("seats").isVisible(),
        "crlv_state": form.documents_form.editor("crlv_state").isVisible(),
    }


def test_roraima_vehicle_form_asks_no_van_act_nor_seal(qtbot):
    assert shown(qtbot, "RR") == {
        "van": "Van",
        "van_authorisation_act": False,
        "adapted_for_comfort": True,
        "adapted_basis": "Ônibus adaptado para maior comodidade (CTB, Anexo I)",
        "seal_number": False,
        "seats": True,
        "crlv_state": False,
    }


def test_goias_vehicle_form_asks_them(qtbot):
    assert shown(qtbot, "GO") == {
        "van": "Microônibus tipo van (autorização excepcional)",
        "van_authorisation_act": True,
        "adapted_for_comfort": True,
        "adapted_basis": "Ônibus adaptado para maior comodidade (Res. AGR 105/2017, art. 6º, XV)",
        "seal_number": True,
        "seats": True,
        # Res. AGR 105/2017, art. 15, II: the CRLV's DETRAN, Goiás's.
        "crlv_state": True,
    }
