"""The CRLV of a vehicle as the clerk types it, added to a `Form`: the vehicle form
(registration, Res. AGR 105/2017 arts. 15, II, and 17, II; Lei RR 664/2008 art. 29) and the
transfer dialog, where the DETRAN licenses the vehicle anew in the new operator's name, use
these same rows and send the same `CrlvInput`, which the same service check (`check_crlv`)
accepts or refuses with the same messages. The DETRAN's state is asked only where the law
names it (`crlv_state_required`)."""

from PySide6.QtCore import QObject

from desktop.models.vehicles import Vehicle
from desktop.rules.vehicle_articles import crlv_state_required
from desktop.services.office.setup import UFS
from desktop.services.vehicles.register import CrlvInput
from desktop.ui.widgets.forms import Form, compact_combo, year_box


class CrlvFields(QObject):
    """The rows crlv_number, crlv_year and crlv_state of `form`, named as the service names
    its field errors; `year` is the year the exercise starts on."""

    def __init__(self, form: Form, jurisdiction: str, year: int) -> None:
        super().__init__(form)
        self.form = form
        self.jurisdiction = jurisdiction
        self.number = form.add_line("crlv_number", self.tr("CRLV nº"), column=Vehicle.crlv_number)
        self.year = year_box(form, year)
        form.add("crlv_year", self.tr("Exercício do CRLV"), self.year)
        # Res. AGR 105/2017, art. 15, II: licensed by DETRAN-GO (Goiás only).
        self.state = compact_combo(form)
        self.state.addItems(["", *sorted(UFS)])
        form.add("crlv_state", self.tr("UF do CRLV"), self.state)

    def update_visibility(self) -> None:
        self.form.set_row_visible("crlv_state", crlv_state_required(self.jurisdiction) is not None)

    def clear(self, year: int) -> None:
        self.number.clear()
        self.year.setValue(year)
        self.state.setCurrentIndex(0)

    def crlv_input(self) -> CrlvInput:
        return CrlvInput(self.number.text(), self.year.value(), self.state.currentText())
