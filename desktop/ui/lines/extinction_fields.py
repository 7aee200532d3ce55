"""The rows of the line status dialog that say who ends a Roraima line (Lei RR 664/2008): the
delegatária, which asked to cancel its delegation and serves 60 days after the request
(art. 69, XIV) — the day it asked is then asked too —, or the CRE/RR by its decision
(arts. 22, 87 and 93). Shown only while "Extinta" is chosen in a Roraima office."""

from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from desktop.rules.lines.extinction_rr import EXTINCTION_BASES, ExtinctionBasis
from desktop.rules.lines.register import LineStatus
from desktop.ui.widgets.forms import Form, date_edit, date_value


def translate(text: str) -> str:
    return QCoreApplication.translate("lines", text)


class ExtinctionFields:
    def __init__(self, form: Form, status: QComboBox, jurisdiction: str, today: date) -> None:
        self.form, self.status = form, status
        self.roraima = jurisdiction == "RR"
        # No basis chosen at first: the clerk says who ends the line.
        self.basis = form.add("extinction_basis", translate("&Extinção:"), QComboBox(form))
        for basis, (label, article) in EXTINCTION_BASES.items():
            self.basis.addItem(f"{translate(label)} — {article}", basis.value)
        self.basis.setPlaceholderText(translate("Quem extingue a linha?"))
        self.basis.setCurrentIndex(-1)
        self.requested = form.add(
            "cancellation_requested_on",
            translate("Pedido de &cancelamento em:"),
            date_edit(form, today),
        )
        self.requested.setToolTip(
            translate(
                "A delegatária presta o serviço até 60 dias após o pedido de cancelamento "
                "da delegação (Lei RR 664/2008, art. 69, XIV)."
            )
        )
        self.basis.currentIndexChanged.connect(self.show_rows)
        status.currentIndexChanged.connect(self.show_rows)
        self.show_rows()

    def ending(self) -> bool:
        return self.roraima and self.status.currentData() == LineStatus.EXTINTA

    def asked(self) -> bool:
        return self.basis.currentData() == ExtinctionBasis.PEDIDO

    def show_rows(self, *_changed) -> None:
        ending = self.ending()
        self.form.set_row_visible("extinction_basis", ending)
        self.form.set_row_visible("cancellation_requested_on", ending and self.asked())

    def basis_value(self) -> str:
        return (self.basis.currentData() or "") if self.ending() else ""

    def requested_value(self) -> date | None:
        return date_value(self.requested) if self.ending() and self.asked() else None
