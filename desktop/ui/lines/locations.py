"""The coordinates of a line's stop places — its terminals, section points and stops — as
the open-data feed publishes them (`balcao gtfs`, GTFS `stops.txt`): pick the place, type
the latitude and longitude in decimal degrees. A place serves every line that stops there.
No screen shows the coordinates, so the dialog broadcasts no change."""

from PySide6.QtCore import QCoreApplication

from desktop.services.lines.records import LineDetail
from desktop.services.lines.stop_locations import StopLocationInput, record_stop_location
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import compact_combo
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def stop_places(line: LineDetail) -> list[tuple[str, str, str]]:
    """(municipality code, place, label) of the line's places, from origin to destination;
    a terminal not named is the municipality itself, as the feed names it."""
    places = [(line.origin_code, line.origin_terminal or line.origin, line.origin)]
    places += [(p.municipality_code, p.place, p.municipality) for p in line.points]
    places.append(
        (line.destination_code, line.destination_terminal or line.destination, line.destination)
    )
    return [(code, place, f"{place} — {town}") for code, place, town in places]


def location_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog:
    ctx = workspace.ctx
    places = stop_places(line)

    def submit(dialog: ActionDialog):
        code, name, label = places[place.currentIndex()]
        record_stop_location(ctx, StopLocationInput(code, name, latitude.text(), longitude.text()))
        return label

    dialog = ActionDialog(
        translate("lines", "Coordenadas dos pontos da linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Em graus decimais, como -16,6578 e -49,2574: publicadas no feed de dados abertos "
            "(GTFS). Uma nova coordenada substitui a anterior do mesmo ponto.",
        ),
        translate("lines", "Registrar"),
        parent,
    )
    form = dialog.form
    place = compact_combo(dialog)
    for _, _, label in places:
        place.addItem(label)
    form.add("municipality", translate("lines", "&Ponto:"), place)
    latitude = form.add_line("latitude", translate("lines", "&Latitude:"), "-16,6578")
    longitude = form.add_line("longitude", translate("lines", "L&ongitude:"), "-49,2574")
    return dialog
