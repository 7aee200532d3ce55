"""Cancelar horários… (Ctrl+Shift+H), Roraima only: regular departures of the quadro in force
on the first day (Lei RR 664/2008, art. 42) cancelled in a season of low demand, with the
CRE/RR's prior consent, the days whose tickets were already sold running (art. 51 and sole
paragraph; `desktop.services.lines.cancellations`). A mixin of `LinesArea`: `self.current` is
the line on screen, `self.quadros` its quadros."""

from datetime import date

from PySide6.QtCore import QCoreApplication

from desktop.models.line_cancellations import DepartureCancellation
from desktop.rules.dates import br_date
from desktop.rules.lines.fares import in_force
from desktop.services.calendar import office_today
from desktop.services.lines.cancellations import CancellationInput, cancel_departures
from desktop.services.lines.records import LineDetail
from desktop.services.lines.timetables_records import TimetableRow
from desktop.ui.changes import Domain
from desktop.ui.lines.departure_list import (
    checked_keys,
    departure_checklist,
    offer_departures,
)
from desktop.ui.lines.host import LinesHost
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import date_edit, date_value, text_of
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def _first_day(quadros: list[tuple[date, TimetableRow]], today: date) -> date:
    """Today, or the first day of the line's first quadro when none is in force yet."""
    if in_force(quadros, today) is not None:
        return today
    return min((day for day, _quadro in quadros if day > today), default=today)


def cancellation_dialog(
    workspace: Workspace, line: LineDetail, quadros: list[tuple[date, TimetableRow]], parent
) -> ActionDialog:
    """`quadros`: the line's quadros by their first day; the departures offered are those of
    the one in force on the first day cancelled (art. 42), none without it."""
    ctx = workspace.ctx
    today = office_today(ctx)
    first = _first_day(quadros, today)

    def submit(_dialog: ActionDialog):
        return cancel_departures(
            ctx,
            line.id,
            CancellationInput(
                date_value(starts),
                date_value(ends),
                checked_keys(departures),
                text_of(consent),
                date_value(consent_on),
                text_of(sold),
            ),
        )

    dialog = ActionDialog(
        translate("lines", "Cancelamento de horários — linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Em época de baixa demanda, a delegatária pode cancelar horários regulares da linha, "
            "mediante prévia anuência do CRE/RR, declarando-os no Quadro Demonstrativo do "
            "Movimento de Passageiros (Lei RR 664/2008, art. 51). A viagem com passagem já "
            "vendida é realizada com qualquer número de passageiros (parágrafo único). O "
            "quadro de horários não é alterado.",
        ),
        translate("lines", "&Cancelar horários"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    form = dialog.form
    departures = form.add(
        "departures", translate("lines", "&Horários:"), departure_checklist(dialog, None)
    )
    starts = form.add("starts_on", translate("lines", "&Primeiro dia:"), date_edit(dialog, first))
    ends = form.add("ends_on", translate("lines", "Últi&mo dia:"), date_edit(dialog, first))

    def offer_first_day() -> None:
        # The regular departures of the quadro in force on the first day cancelled (Lei RR
        # 664/2008, arts. 42 e 51): a later quadro changes them.
        day = date_value(starts)
        quadro = in_force(quadros, day)
        offer_departures(departures, quadro)
        if date_value(ends) < day:
            ends.setDate(day)
        form.set_label(
            "departures",
            translate("lines", "&Horários do quadro de %1:").replace(
                "%1", br_date(quadro.effective_from)
            )
            if quadro
            else translate("lines", "&Horários (sem quadro em vigor no primeiro dia):"),
        )

    offer_first_day()
    starts.dateChanged.connect(offer_first_day)
    consent = form.add_line(
        "consent",
        translate("lines", "Ato de a&nuência:"),
        translate("lines", "ex.: Ofício CRE/RR nº 45/2026"),
        column=DepartureCancellation.consent,
    )
    consent_on = form.add(
        "consent_on", translate("lines", "&Data da anuência:"), date_edit(dialog, today)
    )
    sold = form.add_line(
        "sold_dates",
        translate("lines", "Passagens &vendidas em:"),
        translate("lines", "datas mantidas, ex.: 31/07/2026; 07/08/2026"),
        column=DepartureCancellation.sold_dates,
    )
    sold.setToolTip(
        translate(
            "lines",
            "Nesses dias a viagem é realizada: a passagem já foi vendida (Lei RR 664/2008, "
            "art. 51, parágrafo único).",
        )
    )
    return dialog


class CancellationAction(LinesHost):
    def cancel_departures(self) -> None:
        if self.current is None:
            return
        if not self.quadros:
            dialogs.inform(
                self,
                self.tr("Cancelamento de horários"),
                self.tr(
                    "A linha não tem quadro de horários: só se cancelam horários regulares do "
                    "quadro (Lei RR 664/2008, arts. 42 e 51)."
                ),
            )
            return
        quadros = [(item.effective_from, item) for item in self.quadros]
        self._record(
            cancellation_dialog(self.workspace, self.current, quadros, self), self.timetables
        )
