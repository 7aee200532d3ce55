"""Lei RR 664/2008, art. 2º authorises four services: I viagem especial, II viagem eventual,
III viagem de turismo and IV fretamento e transporte escolar. A Roraima office stored the
first three as one ("Viagem especial, eventual ou de turismo"): the clerk now chooses which
of them the autorização is, and it is stored, listed, shown in its tab and printed. An
autorização issued before the choice existed keeps reading as the three together.

The same form showed a Roraima eventual trip the departure and the request time of Res. AGR
105/2017, art. 28, I (a Goiás rule: the request 6 hours before the departure). Lei 664 sets
no departure and no time for the request of any service of art. 2º: the autorização lasts
what the decision fixes, at most six months (art. 19), once the commitment term is signed
(art. 20), and the vehicle carries a copy of it (art. 90, VI); the period of the trip is
what it prints. Neither field is on a Roraima form, and the service refuses a departure a
caller sends, nothing written."""

from dataclasses import replace

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QPushButton
from sqlalchemy import select

from desktop.models.office import Office
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import ValidationError
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.records import licence_pdf
from desktop.services.search.licences import search_licences
from desktop.ui.licences.area import LicencesArea
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, fleet, passengers
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import in_roraima, roraima_trip
from tests.factories.screens import pick, pick_vehicle
from tests.factories.tampering import tamper

SHOTS = "/tmp/shots-rrmods"
NOON = departure(TODAY, 12)


@pytest.fixture
def roraima(admin_context, tmp_path):
    """A Roraima office at noon whose delegatária is registered for the trips of art. 2º
    I-III, with its bus: (context, keys, operator, bus)."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    with admin_context.database.write() as session:
        session.scalars(select(Office)).one().jurisdiction = "RR"
    return in_roraima(at_instant(admin_context, NOON)), keys, operator, bus


def fill_roraima_trip(qtbot, area) -> None:
    """A trip Boa Vista -> Caracaraí typed in the form, with what Lei 664 asks: the period,
    the list of the persons carried (art. 90, III), the commitment term (art. 20) and the
    request (art. 2º, parágrafo único)."""
    form = area.form
    pick(qtbot, area, form.operator, "viacao sao")
    pick_vehicle(qtbot, area, "ABC")
    for picker, name in ((form.origin, "boa vista"), (form.destination, "caracarai")):
        picker.setFocus()
        qtbot.keyClicks(picker, name)
        picker.editingFinished.emit()
        area.activateWindow()
    qtbot.keyClicks(form.itinerary, "BR-174 ate Caracarai")
    form.start_on.setDate(QDate(2026, 6, 20))
    form.end_on.setDate(QDate(2026, 6, 22))
    box = form.drivers_box
    qtbot.keyClicks(box.name, "Maria Souza")
    qtbot.keyClicks(box.cpf, "39053344705")
    qtbot.keyClicks(box.cnh, "02650306461")
    qtbot.mouseClick(box.findChild(QPushButton, "add_driver"), Qt.MouseButton.LeftButton)
    form.set_passengers(passengers(10))
    qtbot.mouseClick(form.commitment.enabled, Qt.MouseButton.LeftButton)
    form.commitment.edit.setDate(QDate(2026, 6, 15))
    qtbot.keyClick(form.checks["requerimento"], Qt.Key.Key_Space)


def choices(combo) -> list[str]:
    return [combo.itemText(index) for index in range(combo.count())]


def test_the_clerk_chooses_the_trip_of_art_2_and_it_is_printed(
    qtbot, roraima, open_area, dialog_driver
):
    ctx, keys, _, _ = roraima
    dialog_driver.on("QDialog", lambda dialog: 0)  # the preview of the issued autorização
    area = open_area(LicencesArea, ctx, keys)
    area.resize(1366, 728)
    form = area.form
    form.modality.setCurrentIndex(form.modality.findData("eventual"))
    assert form.form.rows["rr_trip"].isVisible()
    assert choices(form.rr_trip) == [
        "Escolha a viagem",
        "Viagem especial (Lei RR 664/2008, art. 2º, I)",
        "Viagem eventual (Lei RR 664/2008, art. 2º, II)",
        "Viagem de turismo (Lei RR 664/2008, art. 2º, III)",
    ]
    fill_roraima_trip(qtbot, area)
    area.grab().save(f"{SHOTS}/rr-trip-form.png")
    qtbot.keyClick(form.itinerary, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert form.form.error_of("rr_trip") == (
        "Escolha a viagem: especial, eventual ou de turismo (Lei RR 664/2008, art. 2º, I a III)."
    )
    assert search_licences(ctx).rows == ()
    form.rr_trip.setCurrentIndex(form.rr_trip.findData("turismo"))
    qtbot.keyClick(form.itinerary, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert "emitida" in area.findings.text(), area.findings.text()
    [row] = search_licences(ctx).rows
    assert row.modality_label == "Viagem de turismo"
    assert area.model.data(area.model.index(0, 1)) == "Viagem de turismo"
    area.open_record(row.id)
    assert area.detail.toPlainText().startswith(f"Autorização nº {row.number} — Viagem de turismo")
    area.grab().save(f"{SHOTS}/rr-trip-list-and-tab.png")
    pdf = licence_pdf(ctx, row.id)
    printed = flat_pdf_text(pdf)
    assert "Autorização de Serviço Viagem de turismo — nº" in printed
    assert "Partida" not in printed
    assert verify_bytes(ctx.database, pdf, NOON).fields["Modalidade"] == "Viagem de turismo"


def test_a_charter_has_no_trip_to_choose(roraima, open_area):
    ctx, keys, _, _ = roraima
    form = open_area(LicencesArea, ctx, keys).form
    form.modality.setCurrentIndex(form.modality.findData("continuo"))
    assert not form.form.rows["rr_trip"].isVisible()
    assert form.request().rr_trip == ""


def test_an_autorizacao_issued_before_the_choice_reads_as_the_three(roraima):
    """Issued before the choice existed, its row holds none: it reads, listed, in its tab and
    on its passenger list, as it always did, art. 2º I-III together, never as one of them."""
    ctx, keys, operator, bus = roraima
    issued = issue_licence(ctx, roraima_trip(operator.id, bus.id), keys)
    # The row as an autorização issued before the choice holds it: an issued licence is never
    # rewritten, so its insert-only guard is set aside to write it so.
    tamper(
        ctx.database,
        ("licences",),
        f"UPDATE licences SET rr_trip = '' WHERE id = '{issued.id.hex}'",
    )
    [row] = search_licences(ctx).rows
    assert row.modality_label == "Viagem especial, eventual ou de turismo"
    assert licence_detail(ctx, row.id).modality_label == "Viagem especial, eventual ou de turismo"


def test_roraima_form_asks_no_departure_nor_request_time(roraima, admin_context, open_area):
    ctx, keys, _, _ = roraima
    form = open_area(LicencesArea, ctx, keys).form
    form.modality.setCurrentIndex(form.modality.findData("eventual"))
    assert "departure_at" not in form.form.rows and "requested_at" not in form.form.rows
    assert form.request().departure_at is None and form.request().requested_at is None
    goias = open_area(LicencesArea, at_instant(admin_context, NOON), keys).form
    goias.modality.setCurrentIndex(goias.modality.findData("eventual"))
    assert goias.form.rows["departure_at"].isVisibleTo(goias)
    assert goias.form.rows["requested_at"].isVisibleTo(goias)


def test_roraima_refuses_a_departure_a_caller_sends(roraima):
    ctx, keys, operator, bus = roraima
    sent = replace(roraima_trip(operator.id, bus.id), departure_at=departure(TODAY, 20))
    with pytest.raises(ValidationError) as refused:
        issue_licence(ctx, sent, keys)
    assert refused.value.field_errors == {
        "departure_at": "A Lei RR 664/2008 não fixa hora de partida nem antecedência do pedido "
        "para a autorização de serviço (arts. 2º, 19 e 20): o período da viagem basta; deixe a "
        "partida em branco."
    }
    assert search_licences(ctx).rows == ()
