"""The licence form on a real SQLite file, through its widgets: the time of an eventual
trip's request is the clerk's to give only with the paper request's protocol number (Res.
AGR 105/2017, art. 28, I), and the health trips' general list is for a municipality's or a
public body's demand only (art. 29, § 2º); each refusal is shown next to its field and
nothing is stored."""

from PySide6.QtCore import QDateTime, Qt

from desktop.services.search.licences import search_licences
from desktop.ui.licences.area import LicencesArea
from desktop.ui.widgets.forms import to_qdate
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, fleet, passengers
from tests.factories.screens import fill_trip

NOON = departure(TODAY, 12)


def _area(qtbot, admin_context, tmp_path, open_area, dialog_driver):
    # The licence issued opens its preview: closed at once.
    dialog_driver.on("QDialog", lambda dialog: 0)
    keys = tmp_path / "keys"
    fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    area = open_area(LicencesArea, ctx, keys)
    area.resize(1366, 728)
    return ctx, area


def _issue(qtbot, area) -> None:
    qtbot.keyClick(area.form.itinerary, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)


def test_request_time_given_only_with_the_paper_protocol(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    ctx, area = _area(qtbot, admin_context, tmp_path, open_area, dialog_driver)
    form = area.form
    fill_trip(qtbot, area)
    form.set_passengers(passengers(10))
    # Without a protocol the time is the clock's: the field cannot be typed in.
    assert not form.requested.isEnabled()
    qtbot.keyClicks(form.protocol, "SEI 5301.2026.0042")
    assert form.requested.isEnabled()
    # Protocolled at 13:00 of a 12:00 clock: a future request.
    form.requested.setDateTime(QDateTime(to_qdate(TODAY), form.requested.time().addSecs(3600)))
    _issue(qtbot, area)
    assert form.form.error_of("requested_at") == "O pedido não pode ser posterior a agora."
    assert search_licences(ctx).rows == ()
    form.protocol.setText(" ")
    form.protocol.setText("SEI 5301.2026.0042")
    form.requested.setDateTime(QDateTime(to_qdate(TODAY), form.requested.time().addSecs(-3600)))
    _issue(qtbot, area)
    assert "emitida" in area.findings.text(), area.findings.text()
    [licence] = search_licences(ctx).rows
    assert licence.number in area.findings.text()


def test_clearing_the_protocol_gives_the_time_back_to_the_clock(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    ctx, area = _area(qtbot, admin_context, tmp_path, open_area, dialog_driver)
    form = area.form
    fill_trip(qtbot, area)
    form.set_passengers(passengers(10))
    qtbot.keyClicks(form.protocol, "SEI 1")
    form.requested.setDateTime(QDateTime(to_qdate(TODAY), form.requested.time().addSecs(-7200)))
    form.protocol.clear()
    # Cleared: the time goes back to the clock's and the field is locked again.
    assert not form.requested.isEnabled()
    assert form.request().requested_at is None


def test_health_general_list_refused_for_a_private_contractor(
    qtbot, admin_context, tmp_path, open_area, dialog_driver
):
    ctx, area = _area(qtbot, admin_context, tmp_path, open_area, dialog_driver)
    form = area.form
    fill_trip(qtbot, area)
    form.modality.setCurrentIndex(form.modality.findData("continuo"))
    form.start_on.setDate(to_qdate(TODAY).addDays(16))
    form.end_on.setDate(to_qdate(TODAY).addDays(60))
    qtbot.keyClicks(form.contractor_name, "Industria Cerrado Alimentos S.A.")
    qtbot.keyClicks(form.contractor_document, "11444777000161")
    qtbot.keyClicks(form.contract_number, "CT-2026/044")
    form.trips.setValue(40)
    form.schedule.setPlainText("segunda 06:30 17:30")
    form.passenger_list.setCurrentIndex(form.passenger_list.findData("geral_saude"))
    assert form.contractor_public is not None and form.contractor_public.isVisible()
    for key in ("requerimento", "contrato", "roteiro"):
        form.checks[key].setChecked(True)
    _issue(qtbot, area)
    assert form.form.error_of("passenger_list") == (
        "A lista geral para tratamento de saúde é só dos deslocamentos que atendem à demanda "
        "de municípios ou órgãos públicos: marque que o contratante é município ou órgão "
        "público (com o seu CNPJ) ou informe a relação nominal (Res. AGR 105/2017, art. 29, "
        "§ 2º)."
    )
    assert search_licences(ctx).rows == ()
    qtbot.mouseClick(form.contractor_public, Qt.MouseButton.LeftButton)
    _issue(qtbot, area)
    assert form.form.error_of("passenger_list") == ""
    assert len(search_licences(ctx).rows) == 1
