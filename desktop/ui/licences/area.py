"""Licenças: the lazy list of licences (filter by number, operator, vehicle and issue day) on
the left; on the right the request form, the rules engine's findings — every reason with
its article, so the clerk sees why without calling anyone — and the licence picked.

Keyboard: Ctrl+N new request, F5 check, Ctrl+E issue, Ctrl+P print the licence picked,
Ctrl+Shift+P print the passenger list, Ctrl+L print every licence issued today (the printing
and the annotations are in `area_printing`, each annotation on its Ctrl+Shift key). Every
caption and box of the area answers to an Alt+letter, none twice in what is shown together
and none of the window's Alt+1 to Alt+9: Alt+P and Alt+L the first and last day, Alt+C the
contractor (the eventual trip's paper protocol, never shown with it), Alt+G the list of
passengers, Alt+E the list's "Emitidas em", Alt+Ç the request's tab; the boxes a modality
shows take the letters left (`LicenceForm`).
"""

import uuid
from pathlib import Path
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QToolButton,
    QWidget,
)

from desktop.rules.dates import br_date
from desktop.services.calendar import office_today
from desktop.services.documents.numbering import format_document_number
from desktop.services.errors import ValidationError
from desktop.services.licences.detail import LicenceDetail, licence_detail
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.licences.passenger_import import read_passenger_file
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.search.licences import LicenceRow, search_licences
from desktop.services.search.operators import search_operators
from desktop.services.search.vehicles import search_vehicles
from desktop.services.vehicles.register_records import get_vehicle
from desktop.ui.changes import Domain
from desktop.ui.licences.area_printing import LicencePrinting
from desktop.ui.licences.form import LicenceForm
from desktop.ui.licences.licence_terms import (
    appeal_lines,
    licence_labels,
    operator_labels,
    request_lines,
)
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import OptionalDate
from desktop.ui.widgets.drafts import DraftKeeper
from desktop.ui.widgets.focus_scroll import FocusScroll
from desktop.ui.widgets.form_state import confirm_discard, form_state
from desktop.ui.widgets.forms import ERROR_STYLE
from desktop.ui.widgets.lazy_table import Column
from desktop.ui.widgets.list_columns import DATE_SAMPLE, OPERATOR_SAMPLE, PLATE_SAMPLE
from desktop.ui.widgets.mnemonics import AREA_DIGITS, mnemonic
from desktop.ui.widgets.operator_proposals import operator_label
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.widgets.record_area import RecordArea
from desktop.ui.widgets.record_picker import PROPOSALS, RecordPicker
from desktop.ui.widgets.tab_order import reading_order
from desktop.ui.workspace import Workspace

OK_STYLE = "color: #1b5e20;"
MAX_ROW_ERRORS = 30


def plates_cell(row: LicenceRow) -> str:
    """ "GOI2B34" for a licence of one vehicle, "GOI2B34 +2" for one of three."""
    first, *others = row.plates
    return f"{first} +{len(others)}" if others else first


def plates_tip(row: LicenceRow) -> str:
    """Every plate of a licence of more than one vehicle, in its order; none for one."""
    return ", ".join(row.plates) if len(row.plates) > 1 else ""


class LicencesArea(LicencePrinting, RecordArea):
    domains = frozenset({Domain.LICENCES, Domain.OPERATORS, Domain.VEHICLES})

    def __init__(self, workspace: Workspace, parent=None) -> None:
        company = operator_labels(workspace.ctx.office.jurisdiction)
        words = licence_labels(workspace.ctx.office.jurisdiction)
        super().__init__(
            workspace,
            "licence",
            [
                Column(
                    self.tr("Número"),
                    lambda row: row.number,
                    (format_document_number(workspace.ctx.office.code, 2000, 0),),
                ),
                Column(self.tr("Modalidade"), lambda row: row.modality_label),
                # The first plate and how many more (every plate in the licence): most
                # trips go in one bus, and the room a second plate took shows the
                # company's name, which the clerk reads; the cell's tooltip lists them all.
                Column(self.tr("Placas"), plates_cell, (f"{PLATE_SAMPLE} +9",), tip=plates_tip),
                Column(self.tr("Início"), lambda row: br_date(row.start_on), (DATE_SAMPLE,)),
                Column(
                    company["column"],
                    lambda row: row.operator_name,
                    (OPERATOR_SAMPLE,),
                    stretch=True,
                ),
                Column(
                    self.tr("Situação"),
                    lambda row: row.state.label,
                    ("Desistência", "Encerrada", "Cancelada"),
                ),
            ],
            words["number_filter"],
            parent,
        )
        self.words = words
        self.current_id_: uuid.UUID | None = None
        can_issue = has_permission(self.ctx.actor, Permission.LICENCE_ISSUE)
        bar = self.action_bar
        bar.add("new", self.tr("Nova (Ctrl+N)"), self.new_request, "Ctrl+N", can_issue)
        bar.add("check", self.tr("Verificar (F5)"), self.check, "F5", can_issue)
        bar.add("issue", self.tr("Emitir (Ctrl+E)"), self.issue, "Ctrl+E", can_issue)
        self.add_printing_actions()

        self.operator_filter = RecordPicker(self._operators, company["filter"], self)
        self.operator_filter.setObjectName("operator_filter")
        self.vehicle_filter = RecordPicker(self._vehicles, self.tr("Veículo (placa)"), self)
        self.vehicle_filter.setObjectName("vehicle_filter")
        for picker in (self.operator_filter, self.vehicle_filter):
            picker.chosen.connect(lambda _value: self.run_search())
            picker.forgotten.connect(self.run_search)
        self.day_filter = OptionalDate(self.tr("&Emitidas em"), office_today(self.ctx), self)
        self.day_filter.setObjectName("day_filter")
        self.day_filter.enabled.toggled.connect(lambda _on: self.run_search())
        self.day_filter.edit.dateChanged.connect(lambda _day: self.run_search())
        self.list_view.setColumnHidden(1, True)

        tab_titles = (self.words["request_tab"], self.words["tab"])
        around = [*tab_titles, self.day_filter.enabled.text()]
        around += [button.text() for button in self.action_bar.findChildren(QToolButton)]
        letters = {letter for text in around if (letter := mnemonic(text))}
        self.form = LicenceForm(workspace, self, frozenset(letters | AREA_DIGITS))
        self.form.import_button.clicked.connect(self.import_passengers)
        self.findings = QLabel(self)
        self.findings.setObjectName("findings")
        self.findings.setWordWrap(True)
        self.findings.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        scroll = FocusScroll(self, self.form)
        self.detail = QPlainTextEdit(self)
        self.detail.setObjectName("licence_detail")
        self.detail.setReadOnly(True)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(scroll, tab_titles[0])
        self.tabs.addTab(self.detail, tab_titles[1])
        self.lay_out(
            [self.search_box, self.operator_filter, self.vehicle_filter, self.day_filter],
            [self.findings, (self.tabs, 1)],
        )
        # Tab reads the area as it is shown (issue 17 §8): the action bar, the filters, the
        # list, the record. Made before the action bar and the filters, the number's box and
        # the list came first, the other filters after the action bar. The number's box and
        # the list are moved around the filters, not the filters between them: Qt moves no
        # widget that is another's focus proxy, as the day's box is.
        # (A widget's focus chain is a ring: there is always one before it.)
        before_filters = cast(QWidget, self.operator_filter.previousInFocusChain())
        QWidget.setTabOrder(before_filters, self.search_box)
        QWidget.setTabOrder(reading_order(self.day_filter)[-1], self.list_view)
        self.blank_request = form_state(self.form)
        self.run_search()
        self.drafts = DraftKeeper(
            self, "licences", lambda: self.words["new"], self.new_request, self.form
        )

    @property
    def key_dir(self) -> Path | None:
        return self.workspace.key_dir

    def page(self, text: str, after, limit: int):
        return search_licences(
            self.ctx,
            operator_id=self.operator_filter.value(),
            vehicle_id=self.vehicle_filter.value(),
            issued_on=self.day_filter.value(),
            number=text,
            after=after,
            limit=limit,
        )

    def current_id(self) -> uuid.UUID | None:
        return self.current_id_

    def count_text(self, loaded: int) -> str:
        return self.words["listed"].replace("%1", str(loaded))

    def _operators(self, text: str) -> list[tuple[str, uuid.UUID]]:
        rows = search_operators(self.ctx, text, limit=PROPOSALS).rows
        return [(operator_label(row), row.id) for row in rows]

    def _vehicles(self, text: str) -> list[tuple[str, uuid.UUID]]:
        return [
            (f"{row.plate} — {row.operator_name}", row.id)
            for row in search_vehicles(self.ctx, text, limit=PROPOSALS).rows
        ]

    def may_close(self) -> bool:
        """The request typed is not lost without asking (issue 17 §5)."""
        return not self.has_unsaved_changes() or confirm_discard(self)

    def has_unsaved_changes(self) -> bool:
        return form_state(self.form) != self.blank_request

    def draft_record_id(self) -> uuid.UUID | None:
        """The request form is always a new licence, whichever licence is on screen."""
        return None

    def new_request(self) -> None:
        if not self.may_close():
            return
        self.tabs.setCurrentIndex(0)
        self.findings.clear()
        self.form.reset()
        self.blank_request = form_state(self.form)
        self.form.modality.setFocus()

    def _show_findings(self, lines: list[str], allowed: bool) -> None:
        if allowed:
            self.findings.setStyleSheet(OK_STYLE)
            self.findings.setText(self.words["allowed"])
            return
        self.findings.setStyleSheet(ERROR_STYLE)
        self.findings.setText(
            self.words["refused"] + "\n" + "\n".join(f"• {line}" for line in lines)
        )

    def _refused(self, error) -> None:
        """The engine's reasons go to the findings and under each vehicle; the form's
        fields at fault next to them."""
        if isinstance(error, LicenceRefused):
            self._show_findings(error.lines, False)
            self.form.vehicles.show_findings(error.findings)
            return
        self.findings.clear()
        operation.show_refusal(self, error, self.form.form)

    def check(self) -> None:
        request = self.form.request()
        if request is not None:
            operation.run(
                self,
                lambda: check_licence_request(self.ctx, request),
                self._checked,
                form=self.form.form,
                refused=self._refused,
            )

    def _checked(self, result) -> None:
        self._show_findings(result.lines(), result.allowed)
        self.form.vehicles.show_findings(result.findings)

    def issue(self) -> None:
        request = self.form.request()
        if request is not None:
            operation.run(
                self,
                lambda: issue_licence(self.ctx, request, self.key_dir),
                self._issued,
                changes=self.workspace.changes(Domain.LICENCES),
                form=self.form.form,
                refused=self._refused,
            )

    def _issued(self, issued) -> None:
        self.findings.setStyleSheet(OK_STYLE)
        self.findings.setText(self.words["issued"].format(issued.number, issued.verification_code))
        self.form.reset()
        self.blank_request = form_state(self.form)
        self.show_licence(issued.id)
        self.run_search()
        PdfOutput(issued.pdf, self.words["numbered"].format(issued.number), self).preview()

    def import_passengers(self) -> None:
        path = dialogs.choose_open_file(
            self, self.tr("Importar passageiros"), self.tr("Planilhas (*.xlsx *.csv)")
        )
        if path:
            operation.run(
                self,
                lambda: self._read_passengers(Path(path)),
                self._imported,
                refused=self._import_refused,
            )

    def _read_passengers(self, path: Path):
        capacity = None
        if self.form.vehicles.values():
            # The seats of every vehicle of the trip together (art. 38, XII).
            capacity = sum(
                get_vehicle(self.ctx, vehicle_id).seats
                for vehicle_id in self.form.vehicles.values()
            )
        return read_passenger_file(
            path.read_bytes(),
            path.name,
            self.form.current_modality(),
            self.ctx.office.jurisdiction,
            capacity,
            self.form.link_proof_asked(),
        )

    def _import_refused(self, error) -> None:
        if isinstance(error, ValidationError):
            self.form.form.show_errors({"passengers": error.message})
        else:
            operation.show_refusal(self, error)

    def _imported(self, result) -> None:
        if not result.errors:
            self.form.form.clear_errors()
            self.form.set_passengers(result.passengers)
            return
        lines = [
            self.tr("Linha {0}: {1}").format(e.row, e.message)
            for e in result.errors[:MAX_ROW_ERRORS]
        ]
        more = len(result.errors) - MAX_ROW_ERRORS
        if more > 0:
            lines.append(self.tr("… e mais {0} linha(s) com erro.").format(more))
        self.form.form.show_errors(
            {
                "passengers": self.tr("Nada foi importado; corrija a planilha:")
                + "\n"
                + "\n".join(lines)
            }
        )

    def load(self, licence_id: uuid.UUID) -> None:
        """Another licence opened: the findings of the last request are not about it."""
        self.findings.clear()
        self.show_licence(licence_id)

    def show_licence(self, licence_id: uuid.UUID) -> None:
        operation.run(self, lambda: licence_detail(self.ctx, licence_id), self._show_detail)

    def _show_detail(self, detail: LicenceDetail) -> None:
        self.current_id_ = detail.id
        self.enable_annotations(detail)
        lines = [
            self.words["detail"].format(detail.number, detail.modality_label),
            operator_labels(self.ctx.office.jurisdiction)["detail"].format(
                detail.operator_name, detail.operator_cnpj
            ),
            *[
                self.tr("Veículo: {0}, {1} lugares").format(vehicle.plate, vehicle.seats)
                for vehicle in detail.vehicles
            ],
            self.tr("De {0} a {1}: {2} → {3}").format(
                br_date(detail.start_on), br_date(detail.end_on), detail.origin, detail.destination
            ),
            self.tr("Itinerário: {0}").format(detail.itinerary),
            *request_lines(detail),
            self.tr("Situação: {0}").format(detail.state.sentence),
            *appeal_lines(detail),
            "",
            self.tr("Motoristas:"),
            *detail.drivers,
            "",
            self.tr("Passageiros ({0}; {1} alteração(ões) após a emissão):").format(
                len(detail.passengers), detail.changes_used
            ),
            *[
                f"{p.position}. {p.name} — {p.identity}" + (f" — {p.note}" if p.note else "")
                for p in detail.passengers
            ],
        ]
        if detail.events:
            lines += ["", self.tr("Anotações:")]
            lines += [f"{event.details} ({event.article})" for event in detail.events]
        self.detail.setPlainText("\n".join(lines))
        self.tabs.setCurrentIndex(1)
