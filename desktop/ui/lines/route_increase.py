"""The route's increase of trips in the Roraima quadro dialog (Lei RR 664/2008, art. 54): when
other lines link the same end points by the same itinerary, the clerk states the increase the
CRE/RR approved for the route and reads, before registering, how it divides between the lines
in proportion to their trips (`desktop.services.lines.route_trips`)."""

import uuid

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QSpinBox, QWidget

from desktop.rules.lines.trips_division_rr import ARTICLE, division_text
from desktop.services.context import ServiceContext
from desktop.services.lines.route_trips import route_division
from desktop.ui.widgets.date_field import DateField
from desktop.ui.widgets.forms import date_value

translate = QCoreApplication.translate
MOST = 9999


def route_increase_fields(
    ctx: ServiceContext, line_id: uuid.UUID, form, parent: QWidget, effective: DateField
) -> QSpinBox:
    """The increase (0: none stated) and the division it gives, shown only for a line that
    shares its route; the division follows the increase and the date of effect."""
    increase = QSpinBox(parent)
    increase.setRange(0, MOST)
    increase.setSuffix(translate("lines", " viagens por semana"))
    division = QLabel(parent)
    division.setObjectName("route_division")
    division.setWordWrap(True)
    form.add("route_increase", translate("lines", "A&umento de viagens da ligação:"), increase)
    form.add("route_division", translate("lines", "Divisão entre as linhas:"), division)

    def show() -> None:
        day = date_value(effective)
        shares = route_division(ctx, line_id, day, increase.value()) if day else ()
        for name in ("route_increase", "route_division"):
            form.layout_.setRowVisible(form.rows[name], bool(shares))
        if not increase.value():
            division.setText(
                translate(
                    "lines",
                    "As linhas %1 têm os mesmos pontos extremos e itinerário: um aumento de "
                    "viagens se divide entre elas em proporção às viagens em vigor (%2).",
                )
                .replace("%1", ", ".join(item.line.code for item in shares))
                .replace("%2", ARTICLE)
            )
            return
        division.setText(f"{division_text(shares)} ({ARTICLE}).")

    increase.valueChanged.connect(show)
    effective.dateChanged.connect(show)
    show()
    return increase
