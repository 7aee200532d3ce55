"""Lei RR 664/2008 registers no vehicle lent in comodato (art. 27: the delegatária's own
Certificado de Propriedade): a Roraima clerk who picks a comodato reads the refusal and is
asked none of Res. AGR 105/2017's comodato data (arts. 19-20), OCB-GO's filing least of all."""

from datetime import date

from desktop.ui.vehicles.form import VehicleForm

COMODATO_ROWS = ("lender_name", "contract_registry", "contract_copies", "contract_ocb_filing")


def shown_rows(qtbot, jurisdiction: str, case: str) -> dict[str, bool]:
    form = VehicleForm(jurisdiction, lambda: date(2026, 3, 10))
    qtbot.addWidget(form)
    form.show()
    owner = form.owner_fields
    owner.ownership.setCurrentIndex(owner.ownership.findData(case))
    return {name: owner.form.editor(name).isVisible() for name in COMODATO_ROWS}


def test_roraima_vehicle_form_asks_no_comodato_data(qtbot):
    for case in ("comodato_socio", "comodato_cooperado"):
        assert shown_rows(qtbot, "RR", case) == dict.fromkeys(COMODATO_ROWS, False)


def test_goias_vehicle_form_asks_the_cooperados_comodato(qtbot):
    assert shown_rows(qtbot, "GO", "comodato_cooperado") == dict.fromkeys(COMODATO_ROWS, True)
