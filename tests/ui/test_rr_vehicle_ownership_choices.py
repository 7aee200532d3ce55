"""The vehicle form's ownership choices name each state's company: Lei RR 664/2008 registers
the vehicle of the delegatária (art. 27), Res. AGR 105/2017 the autorizatária's own (art. 15)."""

from datetime import date

from desktop.ui.vehicles.form import VehicleForm


def ownership_choices(qtbot, jurisdiction: str) -> list[str]:
    form = VehicleForm(jurisdiction, lambda: date(2026, 3, 10))
    qtbot.addWidget(form)
    combo = form.owner_fields.ownership
    return [combo.itemText(index) for index in range(combo.count())]


def test_roraima_ownership_choices_name_the_delegataria(qtbot):
    choices = ownership_choices(qtbot, "RR")
    assert "Própria, em nome da delegatária" in choices
    assert not [choice for choice in choices if "autorizatária" in choice]


def test_goias_ownership_choices_keep_the_autorizataria(qtbot):
    assert "Própria, em nome da autorizatária" in ownership_choices(qtbot, "GO")
