"""The operator's Processo tab at 1366×728 (DESIGN.md: every screen fits it): the details of
the application chosen in the table — the modalities asked, the pendency notice with the
items missing (Res. AGR 105/2017, art. 7º, II), the refusal, the appeal to the Council and
its decision (art. 7º, parágrafo único) — and the communications of changes (art. 9º, § 2º)
are read whole, scrolling in their own area under the table: none of their lines is
clipped."""

from datetime import timedelta

from PySide6.QtWidgets import QApplication

from desktop.services.registration.analysis import issue_pendency_notice, start_analysis
from desktop.services.registration.appeals import (
    decide_registration_appeal,
    file_registration_appeal,
)
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.decision import refuse_application
from desktop.services.registration.operators import create_operator
from desktop.services.registration.standing import record_standing_change
from desktop.ui.main_window import MainWindow
from tests.factories.clock import at_day
from tests.factories.licences import ALL_MODALITIES, TODAY
from tests.factories.operators import operator_input

REFUSAL = (
    "a empresa não apresentou, no prazo da notificação de pendência, a certidão negativa de "
    "débito da AGR, o certificado de regularidade do FGTS nem a prova de regularidade com as "
    "Fazendas estadual e municipal da sede"
)


def long_process(ctx, keys):
    """An operator whose application went through a pendency notice, a refusal and a denied
    appeal, with three changes communicated."""
    operator = create_operator(ctx, operator_input(modalities=ALL_MODALITIES))
    application = protocol_application(ctx, operator.id, key_dir=keys).application
    start_analysis(ctx, application.id)
    issue_pendency_notice(ctx, application.id, key_dir=keys)
    appeal_day = TODAY + timedelta(days=12)
    later = at_day(ctx, appeal_day)
    refuse_application(later, application.id, REFUSAL)
    appeal = file_registration_appeal(later, application.id, appeal_day, REFUSAL)
    decide_registration_appeal(later, appeal.id, False, appeal_day, REFUSAL)
    for day in range(3):
        record_standing_change(
            later,
            operator.id,
            TODAY + timedelta(days=day),
            TODAY + timedelta(days=day + 2),
            "Alteração do contrato social: novo sócio-administrador e novo endereço da filial",
            f"Contrato social, {day + 4}ª alteração, registrada na JUCEG",
        )
    return operator


def test_the_application_details_are_read_whole(qtbot, admin_context, tmp_path, show_active):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, TODAY)
    operator = long_process(ctx, keys)
    window = MainWindow(ctx, keys)
    qtbot.addWidget(window)
    window.resize(1366, 728)
    show_active(window)
    area = window.show_area("operators")
    area.open_record(operator.id)
    area.tabs.setCurrentWidget(area.process)
    QApplication.processEvents()
    process = area.process
    assert "Conselho Regulador" in process.details.text()
    for label in (process.details, process.standing):
        # All its text laid out: none of its lines cut.
        assert label.height() >= label.heightForWidth(label.width())
