"""Paralisação parcial…: some departures of the quadro in force, or a stretch between two of the
line's places, stop while the line stays in operation (RR Lei 664/2008, art. 55, caput, in its
cases I and II; GO Decreto 8.444/2015, art. 25, caput), authorised on what the total stoppage
asks (`StoppageFields`; `desktop.services.lines.partial_stoppages`). A mixin of `LinesArea`:
`self.current` is the line on screen, `self.quadros` its quadros."""

from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from desktop.models.errors import FieldProblem, UserFacingError
from desktop.models.lines import LineAct
from desktop.rules.dates import br_date
from desktop.rules.lines.fares import in_force
from desktop.rules.lines.partial_stoppage import PARTIAL_ARTICLE
from desktop.services.calendar import office_today
from desktop.services.lines.partial_stoppages import (
    PartialStoppageInput,
    end_partial_stoppage,
    stop_partially,
)
from desktop.services.lines.partial_stoppages_records import partial_stoppages, stretch_places
from desktop.services.lines.records import LineDetail
from desktop.services.lines.timetables_records import TimetableRow, timetables
from desktop.ui.changes import Domain
from desktop.ui.lines.departure_list import (
    checked_keys,
    departure_checklist,
    offer_departures,
)
from desktop.ui.lines.host import LinesHost
from desktop.ui.lines.stoppage_fields import StoppageFields
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.forms import compact_combo, date_edit, date_value, text_of
from desktop.ui.widgets.mnemonics import letter_captions
from desktop.ui.workspace import Workspace

translate = QCoreApplication.translate


def _offer(box: QComboBox, places: list[str]) -> None:
    """The places of the version in force on the first day stopped, keeping the choice when
    that version still has it."""
    chosen = box.currentData()
    box.clear()
    box.addItem(translate("lines", "— nenhum trecho —"), "")
    for place in places:
        box.addItem(place, place)
    box.setCurrentIndex(max(box.findData(chosen), 0))


def partial_stoppage_dialog(
    workspace: Workspace, line: LineDetail, quadros: list[tuple[date, TimetableRow]], parent
) -> ActionDialog:
    """`quadros`: the line's quadros by their first day, read again when the departures
    are refused; the departures offered are those of the one in force on the first day
    stopped (none without it)."""
    ctx = workspace.ctx
    rr = ctx.office.jurisdiction == "RR"
    today = office_today(ctx)

    known = list(quadros)

    def submit(_dialog: ActionDialog):
        return stop_partially(
            ctx,
            line.id,
            PartialStoppageInput(
                date_value(day),
                text_of(reference),
                checked_keys(departures),
                stretch_from.currentData(),
                stretch_to.currentData(),
                stoppage.value(),
            ),
        )

    def read_quadros_again(refused: UserFacingError) -> None:
        # A quadro recorded since the dialog opened (at another workstation) may be in force
        # on the first day: its departures are offered, the message kept (GO Decreto
        # 8.444/2015, arts. 19 e 25; RR Lei 664/2008, arts. 42 e 55).
        if isinstance(refused, FieldProblem) and "departures" in refused.field_errors:
            known[:] = [(item.effective_from, item) for item in timetables(ctx, line.id)]
            offer_first_days()

    dialog = ActionDialog(
        translate("lines", "Paralisação parcial — linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "Param só algumas partidas ou um trecho da linha, que segue em operação, nos casos "
            "da paralisação total: coeficiente de aproveitamento inferior a 50% em 6 meses "
            "consecutivos (I), até 360 dias (§1º), ou obstrução da rodovia sem itinerário "
            "alternativo (II), enquanto durar (§2º) (Lei RR 664/2008, art. 55).",
        )
        if rr
        else translate(
            "lines",
            "Param só algumas partidas ou um trecho da linha, que segue em operação, no caso "
            "da paralisação total: coeficiente de aproveitamento inferior a 30% em 6 meses "
            "consecutivos, até 360 dias (Decreto 8.444/2015, art. 25 e §1º).",
        ),
        translate("lines", "&Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    dialog.setMinimumWidth(640)
    dialog.after_refusal = read_quadros_again
    form = dialog.form
    departures = form.add(
        "departures",
        translate("lines", "Partidas para&lisadas:"),
        departure_checklist(dialog, None),
    )
    day = form.add(
        "effective_on", translate("lines", "Primeiro &dia sem serviço:"), date_edit(dialog, today)
    )
    stretch_from = form.add(
        "stretch_from", translate("lines", "&Início do trecho:"), QComboBox(dialog)
    )
    stretch_to = form.add("stretch_to", translate("lines", "&Fim do trecho:"), QComboBox(dialog))

    def offer_first_days() -> None:
        # The line's departures and places on the first day stopped: a later quadro (GO
        # Decreto 8.444/2015, art. 19) or a change approved for later (art. 43; RR Lei
        # 664/2008, arts. 58 a 61) moves them.
        first = date_value(day)
        offer_departures(departures, in_force(known, first))
        places = stretch_places(ctx, line.id, first)
        for box in (stretch_from, stretch_to):
            _offer(box, places)

    offer_first_days()
    day.dateChanged.connect(offer_first_days)
    reference = form.add_line(
        "reference",
        translate("lines", "&Ato:"),
        translate("lines", "ex.: Portaria nº 7/2026"),
        column=LineAct.reference,
    )
    stoppage = StoppageFields(form, None, ctx.office.jurisdiction, today)
    letter_captions(form)
    return dialog


def resumption_dialog(workspace: Workspace, line: LineDetail, parent) -> ActionDialog | None:
    """The act by which the departures or stretch of a partial stoppage serve again; None
    when the line has none still open."""
    ctx = workspace.ctx
    today = office_today(ctx)
    open_ = [row for row in partial_stoppages(ctx, line.id) if row.resumed_on is None]
    if not open_:
        return None

    def submit(_dialog: ActionDialog):
        return end_partial_stoppage(
            ctx, line.id, stoppage.currentData(), date_value(day), text_of(reference)
        )

    dialog = ActionDialog(
        translate("lines", "Fim da paralisação parcial — linha %1").replace("%1", line.code),
        submit,
        translate(
            "lines",
            "As partidas ou o trecho paralisados voltam a ser servidos: a obstrução da rodovia "
            "terminou (Lei RR 664/2008, art. 55 §2º) ou o serviço volta antes do prazo "
            "autorizado.",
        )
        if ctx.office.jurisdiction == "RR"
        else translate(
            "lines",
            "As partidas ou o trecho paralisados voltam a ser servidos antes do prazo "
            "autorizado (Decreto 8.444/2015, art. 25).",
        ),
        translate("lines", "&Registrar"),
        parent,
        workspace.changes(Domain.LINES, ids=[line.id]),
    )
    dialog.setMinimumWidth(640)
    form = dialog.form
    stoppage = compact_combo(dialog)
    for row in open_:
        stoppage.addItem(f"{br_date(row.term.start)}: {row.scope}", row.id)
    form.add("stoppage", translate("lines", "&Paralisação:"), stoppage)
    day = form.add(
        "resumed_on", translate("lines", "Serviço de &volta em:"), date_edit(dialog, today)
    )
    reference = form.add_line(
        "reference",
        translate("lines", "&Ato:"),
        translate("lines", "ex.: Portaria nº 7/2026"),
        column=LineAct.reference,
    )
    return dialog


class PartialStoppageAction(LinesHost):
    def stop_partially(self) -> None:
        if self.current is None:
            return
        quadros = [(item.effective_from, item) for item in self.quadros]
        dialog = partial_stoppage_dialog(self.workspace, self.current, quadros, self)
        self._record(dialog, self.timetables)

    def end_partial_stoppage(self) -> None:
        if self.current is None:
            return
        dialog = resumption_dialog(self.workspace, self.current, self)
        if dialog is None:
            dialogs.inform(
                self,
                self.tr("Fim da paralisação parcial"),
                self.tr("A linha não tem paralisação parcial em aberto (%1).").replace(
                    "%1", PARTIAL_ARTICLE[self.workspace.ctx.office.jurisdiction]
                ),
            )
            return
        self._record(dialog, self.timetables)
