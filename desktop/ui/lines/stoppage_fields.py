"""The rows of the line status dialog that say what a stoppage is authorised on (GO Decreto
8.444/2015, art. 25; RR Lei 664/2008, art. 55 and, for the delegatária's request of a
low-demand stoppage, art. 69, XIV), shown only while "Paralisada com autorização" is
chosen."""

from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from desktop.models.lines import LineStoppage
from desktop.rules.lines.register import LineStatus
from desktop.services.lines.stoppages import StoppageInput
from desktop.ui.widgets.forms import Form, date_edit, date_value, text_of
from desktop.ui.widgets.limits import limit_line

ROWS = ("occupancy", "days", "requested_on", "obstruction")


def translate(text: str) -> str:
    return QCoreApplication.translate("lines", text)


class StoppageFields:
    """`status`: the status dialog's choice, the rows shown only while it stops the line;
    None in the partial stoppage's dialog, which always asks them."""

    def __init__(
        self, form: Form, status: QComboBox | None, jurisdiction: str, today: date
    ) -> None:
        self.form, self.status = form, status
        self.roraima = jurisdiction == "RR"
        threshold = "50%" if self.roraima else "30%"
        article = "Lei RR 664/2008, art. 55, I" if self.roraima else "Decreto 8.444/2015, art. 25"
        self.occupancy = form.add(
            "occupancy",
            translate("Apr&oveitamento dos 6 meses (%):"),
            limit_line(QLineEdit(form), LineStoppage.occupancy),
        )
        self.occupancy.setPlaceholderText(
            translate("cada mês abaixo de %1 (%2); ex.: 28; 25,5; 29; 22; 27; 24")
            .replace("%1", threshold)
            .replace("%2", article)
        )
        self.days = form.add("days", translate("Dura&ção autorizada (dias):"), QSpinBox(form))
        self.days.setRange(1, 360)
        self.days.setValue(360)
        self.days.setToolTip(
            translate("No máximo 360 dias, sob pena de caducidade (%1 §1º).").replace(
                "%1", "Lei RR 664/2008, art. 55" if self.roraima else "Decreto 8.444/2015, art. 25"
            )
        )
        self.requested = form.add(
            "requested_on", translate("&Pedido da delegatária em:"), date_edit(form, today)
        )
        self.requested.setToolTip(
            translate(
                "A delegatária presta o serviço até 60 dias após o pedido de paralisação "
                "(Lei RR 664/2008, art. 69, XIV)."
            )
        )
        # The words on the box itself, not in the caption column, which they would widen.
        self.obstruction = form.add(
            "obstruction",
            "",
            QCheckBox(
                translate(
                    "Obstrução da rodovia sem itinerário alternativo (Lei RR 664/2008, art. 55, II)"
                ),
                form,
            ),
        )
        self.obstruction.toggled.connect(self.show_rows)
        if status is not None:
            status.currentIndexChanged.connect(self.show_rows)
        self.show_rows()

    def stopping(self) -> bool:
        return self.status is None or self.status.currentData() == LineStatus.PARALISADA

    def show_rows(self, *_changed) -> None:
        """A Roraima road obstruction lasts while the impediment does (art. 55 §2º): it is
        authorised on neither the occupancy nor a number of days."""
        stopping = self.stopping()
        blocked = self.roraima and self.obstruction.isChecked()
        self.form.set_row_visible("occupancy", stopping and not blocked)
        self.form.set_row_visible("days", stopping and not blocked)
        self.form.set_row_visible("requested_on", stopping and self.roraima and not blocked)
        self.form.set_row_visible("obstruction", stopping and self.roraima)

    def value(self) -> StoppageInput:
        if not self.stopping():
            return StoppageInput()
        if self.roraima and self.obstruction.isChecked():
            return StoppageInput(obstruction=True)
        return StoppageInput(
            text_of(self.occupancy),
            self.days.value(),
            requested_on=date_value(self.requested) if self.roraima else None,
        )
