"""The Roraima line's form asks, for a line created on the other itinerary between the end
points of a principal line (Lei RR 664/2008, art. 5º), that principal line, what its
concessionário declared and the document in which it did; picked, the principal line shows
its roads and km, the longest the new line may be and who keeps the preference to run it
(§1º). The checks are the rules', shown next to these fields."""

import uuid
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from desktop.models.lines import LineAct
from desktop.rules.lines.second_itinerary_rr import DECLINED_LABELS
from desktop.services.lines.second_itinerary import SecondItineraryInput
from desktop.ui.widgets.forms import Form, compact_combo, wrapped_check_box
from desktop.ui.widgets.record_picker import RecordPicker

translate = QCoreApplication.translate
ROWS = ("principal_line", "principal_summary", "principal_declined", "principal_declined_reference")


class SecondItineraryFields:
    """`lines(text)` proposes the lines of the register; `describe(line_id)` what the form
    shows of the one picked."""

    def __init__(
        self,
        form: Form,
        lines: Callable,
        describe: Callable[[uuid.UUID], str],
        parent: QWidget,
    ) -> None:
        self.form = form
        self.describe = describe
        self.check = form.add_check(
            "second_itinerary",
            wrapped_check_box(
                translate(
                    "LineForm",
                    "Linha criada no outro itinerário entre os pontos extremos de uma linha "
                    "principal (Lei RR 664/2008, art. 5º)",
                ),
                parent,
            ),
        )
        self.principal = form.add(
            "principal_line",
            translate("LineForm", "Linha principal:"),
            RecordPicker(
                lines, translate("LineForm", "Número da linha que já liga os pontos"), parent
            ),
        )
        self.summary = QLabel(parent)
        self.summary.setWordWrap(True)
        form.add_check("principal_summary", self.summary)
        self.declined = compact_combo(parent)
        self.declined.addItem(translate("LineForm", "Escolha a manifestação"), "")
        for key, label in DECLINED_LABELS.items():
            self.declined.addItem(label, key)
        form.add(
            "principal_declined",
            translate("LineForm", "A concessionária declarou:"),
            self.declined,
        )
        self.reference = form.add_line(
            "principal_declined_reference",
            translate("LineForm", "Documento da declaração:"),
            translate("LineForm", "ex.: Ofício nº 12/2026"),
            column=LineAct.reference,
        )
        self.check.toggled.connect(self._show_rows)
        self.principal.chosen.connect(self._describe)
        self.principal.forgotten.connect(self.summary.clear)
        self._show_rows()

    def _show_rows(self) -> None:
        for name in ROWS:
            self.form.layout_.setRowVisible(self.form.rows[name], self.check.isChecked())

    def _describe(self, row) -> None:
        self.summary.setText(self.describe(row.id))

    def value(self) -> SecondItineraryInput | None:
        if not self.check.isChecked():
            return None
        principal = self.principal.value()
        return SecondItineraryInput(
            principal.id if principal is not None else None,
            self.declined.currentData(),
            self.reference.text().strip(),
        )

    def clear(self) -> None:
        self.check.setChecked(False)
        self.principal.clear_value()
        self.summary.clear()
        self.declined.setCurrentIndex(0)
        self.reference.clear()
        self.form.layout_.setRowVisible(self.form.rows["second_itinerary"], True)

    def hide(self) -> None:
        """A registered line shows no question of its creation: its act of creation, in the
        history, records what art. 5º asked."""
        self.check.setChecked(False)
        self.form.layout_.setRowVisible(self.form.rows["second_itinerary"], False)
