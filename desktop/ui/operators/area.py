"""Operadores: the lazy list with its search on the left, the operator on the right
(registration form, documents checklist, process, history), one action bar on top."""

import uuid

from PySide6.QtWidgets import QLabel, QSizePolicy, QTabWidget

from desktop.rules.choices import Jurisdiction
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.registration.operators import OperatorInput, create_operator, update_operator
from desktop.services.registration.operators_records import (
    STATUS_LABELS,
    OperatorDetail,
    get_operator,
)
from desktop.services.registration.statewide_register_records import registered_elsewhere
from desktop.services.search.operators import search_operators
from desktop.ui.changes import Domain
from desktop.ui.operators.complaints_tab import OperatorComplaintsTab
from desktop.ui.operators.documents_tab import OperatorDocumentsTab
from desktop.ui.operators.form import OperatorForm
from desktop.ui.operators.history_tab import OperatorHistoryTab
from desktop.ui.operators.lines_tab import OperatorLinesTab
from desktop.ui.operators.occurrences_tab import OperatorOccurrencesTab
from desktop.ui.operators.process_tab import OperatorProcessTab
from desktop.ui.operators.rr_penalties_tab import RrPenaltiesTab
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.drafts import DraftKeeper
from desktop.ui.widgets.forms import submit_on_enter
from desktop.ui.widgets.lazy_table import Column
from desktop.ui.widgets.list_columns import CNPJ_SAMPLE, OPERATOR_SAMPLE
from desktop.ui.widgets.record_area import RecordArea
from desktop.ui.widgets.reflow import two_column_room
from desktop.ui.workspace import Workspace


class OperatorsArea(RecordArea):
    domains = frozenset({Domain.OPERATORS, Domain.SANCTIONS})

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(
            workspace,
            "operator",
            [
                Column(
                    self.tr("Razão social"),
                    lambda row: row.legal_name,
                    (OPERATOR_SAMPLE,),
                    stretch=True,
                ),
                Column(self.tr("CNPJ"), lambda row: row.cnpj_formatted, (CNPJ_SAMPLE,)),
                # Its first word whole ("Registrada"); the rest, and a penalty after it, end
                # in "…" (whole in the tooltip and the record's status line): the room goes
                # to the record's two columns, which the clerk fills in.
                Column(
                    self.tr("Situação"),
                    lambda row: row.status_label,
                    (STATUS_LABELS["registrada"].split()[0] + " …",),
                ),
            ],
            self.tr("Filtrar por CNPJ, razão social ou nome fantasia"),
            parent,
        )
        self.current: OperatorDetail | None = None
        self.shown_input: OperatorInput | None = None
        can_edit = has_permission(self.ctx.actor, Permission.OPERATOR_EDIT)
        bar = self.action_bar
        bar.add("new", self.tr("Novo operador (Ctrl+N)"), self.new_operator, "Ctrl+N", can_edit)
        bar.add("save", self.tr("Salvar (Ctrl+S)"), self.save, "Ctrl+S", can_edit)
        bar.add("discard", self.tr("Descartar alterações"), self.discard, "", can_edit)

        # Lei RR 664/2008, arts. 84-88: a Roraima list shows the status with the penalty.
        self.list_view.setColumnHidden(2, self.ctx.office.jurisdiction != Jurisdiction.RR)

        self.title = QLabel(self.tr("Novo operador"), self)
        self.title.setProperty("role", "title")
        self.title.setObjectName("operator_title")
        self.status_label = QLabel(self)
        self.status_label.setObjectName("operator_status")
        # A Roraima standing names its act, line and process: on a 1366 px screen it may
        # take two lines rather than widen the record past the window.
        self.status_label.setWordWrap(True)
        self.form = OperatorForm(self.ctx.office.address.uf, self, self.ctx.office.jurisdiction)
        submit_on_enter(self.form, self.save)
        self.form.cnpj.editingFinished.connect(self.check_elsewhere)
        self.documents = OperatorDocumentsTab(workspace, self)
        self.process = OperatorProcessTab(workspace, self)
        self.process.changed.connect(self._process_changed)
        self.history = OperatorHistoryTab(workspace, self)
        self.lines = OperatorLinesTab(workspace, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.form, self.tr("&Cadastro"))
        self.tabs.addTab(self.documents, self.tr("&Documentos"))
        self.tabs.addTab(self.process, self.tr("&Processo"))
        self.tabs.addTab(self.lines, self.tr("&Linhas"))
        self.tabs.addTab(self.history, self.tr("&Histórico"))
        # Lei RR 664/2008, arts. 84-88: the penalties of a Roraima office.
        self.rr_penalties = None
        if self.ctx.office.jurisdiction == Jurisdiction.RR:
            self.rr_penalties = RrPenaltiesTab(workspace, self)
            self.rr_penalties.changed.connect(self._process_changed)
            self.rr_penalties.changed.connect(self.run_search)
            self.tabs.addTab(self.rr_penalties, self.tr("Pe&nalidades"))
        # Res. AGR 105/2017, arts. 52 VII, 60 §2, 85 and 100: Goiás only (Lei RR 664/2008
        # forwards no complaint, holds no request and has no notification before the auto).
        self.complaints = None
        if self.ctx.office.jurisdiction == Jurisdiction.GO:
            self.complaints = OperatorComplaintsTab(workspace, self)
            self.complaints.changed.connect(self._process_changed)
            self.tabs.addTab(self.complaints, self.tr("Reclamações e fi&scalização"))
        # Res. AGR 105/2017, arts. 48-49: Goiás only (Lei 664 sets no such term).
        self.occurrences = None
        if self.ctx.office.jurisdiction == Jurisdiction.GO:
            self.occurrences = OperatorOccurrencesTab(workspace, self)
            self.tabs.addTab(self.occurrences, self.tr("Ocorrê&ncias"))
        # The wrapped status makes the main window's scroll area size the area by its
        # preferred height, the tallest tab's (Reclamações): on a 1366×728 screen every tab
        # then ran past its edge, the issued documents of Processo under it. The tabs take
        # what is left, down to what they need (as Autos e Processos').
        self.tabs.setMinimumHeight(self.tabs.minimumSizeHint().height())
        self.tabs.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.lay_out([self.search_box], [self.title, self.status_label, (self.tabs, 1)])
        self._show(None)
        self.drafts = DraftKeeper(self, "operators", self.title.text, self.new_operator, self.form)

    def page(self, text: str, after, limit: int):
        return search_operators(self.ctx, text, after=after, limit=limit)

    def current_id(self) -> uuid.UUID | None:
        return self.current.id if self.current else None

    def detail_width(self) -> int:
        return two_column_room(self.form)

    def count_text(self, loaded: int) -> str:
        return self.tr("%1 operador(es) listado(s)").replace("%1", str(loaded))

    def has_unsaved_changes(self) -> bool:
        return self.form.operator_input() != self.shown_input

    def may_leave_record(self) -> bool:
        """True unless the form has unsaved changes and the clerk chose to keep them."""
        if not self.has_unsaved_changes():
            return True
        return dialogs.confirm(
            self,
            self.tr("Alterações não salvas"),
            self.tr("O cadastro tem alterações que não foram salvas. Descartar as alterações?"),
        )

    def load(self, operator_id: uuid.UUID) -> None:
        operation.run(self, lambda: get_operator(self.ctx, operator_id), self._show)

    def _show(self, detail: OperatorDetail | None) -> None:
        self.current = detail
        if detail is None:
            self.form.clear()
            self.title.setText(self.tr("Novo operador"))
            self.status_label.setText(self.tr("Preencha o cadastro e salve (Ctrl+S)."))
        else:
            self.form.load(detail)
            self.title.setText(detail.legal_name)
            self.status_label.setText(f"{detail.cnpj_formatted} — {detail.status_label}")
        operator_id = detail.id if detail else None
        self.documents.load(operator_id)
        self.process.load(operator_id, detail.modalities if detail else ())
        self.history.load(operator_id)
        self.lines.load(operator_id)
        if self.rr_penalties is not None:
            self.rr_penalties.load(operator_id)
        if self.complaints is not None:
            self.complaints.load(operator_id, detail.cnpj_formatted if detail else "")
        if self.occurrences is not None:
            self.occurrences.load(operator_id, detail.cnpj_formatted if detail else "")
            if detail is not None:
                self.status_label.setText(self.status_text(detail))
        for index in range(1, self.tabs.count()):
            self.tabs.setTabEnabled(index, detail is not None)
        self.shown_input = self.form.operator_input()

    def status_text(self, detail: OperatorDetail) -> str:
        """CNPJ and status; in Goiás, whether a user's complaint holds its matters (Res. AGR
        105/2017, art. 100 sole §)."""
        text = f"{detail.cnpj_formatted} — {detail.status_label}"
        if self.complaints is not None and self.complaints.held:
            text += self.tr(
                " — pedidos sobrestados: reclamação de usuário não apreciada (Res. AGR "
                "105/2017, art. 100, parágrafo único)"
            )
        return text

    def new_operator(self) -> None:
        if not self.may_leave_record():
            return
        self.select(None)
        self._show(None)
        self.tabs.setCurrentWidget(self.form)
        self.form.legal_name.setFocus()

    def check_elsewhere(self) -> None:
        """A new company typed at this counter: where else in the state it is registered,
        as the statewide data says (issue 19) — told next to the CNPJ, not refused."""
        if self.current_id() is not None:
            return
        cnpj = self.form.cnpj.text()
        operation.run(
            self,
            lambda: registered_elsewhere(self.ctx, cnpj),
            lambda register: self.form.show_elsewhere(register.text),
        )

    def discard(self) -> None:
        if self.current is None:
            self._show(None)
        else:
            self.load(self.current.id)

    def save(self) -> OperatorDetail | None:
        data = self.form.operator_input()
        operator_id = self.current_id()

        def call() -> OperatorDetail:
            if operator_id is None:
                return create_operator(self.ctx, data)
            return update_operator(self.ctx, operator_id, data)

        return operation.run(
            self,
            call,
            self._saved,
            changes=self.workspace.changes(Domain.OPERATORS, ids=[operator_id]),
            refused=self._save_refused,
        )

    def _save_refused(self, error) -> None:
        self.tabs.setCurrentWidget(self.form)
        operation.show_refusal(self, error, self.form)

    def _saved(self, detail: OperatorDetail) -> None:
        self._show(detail)
        self.status_label.setText(
            self.tr("Salvo. %1 — %2")
            .replace("%1", detail.cnpj_formatted)
            .replace("%2", detail.status_label)
        )
        self.run_search()

    def _process_changed(self) -> None:
        """A step of the registration process changed the operator's status and papers."""
        if self.current is not None:
            operator_id = self.current.id
            operation.run(self, lambda: get_operator(self.ctx, operator_id), self._reloaded)

    def _reloaded(self, detail: OperatorDetail) -> None:
        self.current = detail
        self.status_label.setText(self.status_text(detail))
        self.documents.load(detail.id)
        self.history.load(detail.id)
