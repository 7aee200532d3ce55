"""Linhas: the lazy list of regular lines by number, name or municipality on the left, the
line on the right (itinerary and points, delegations, history), one action bar on top.

Creating a line stores its first version with its points and the act of creation (GO
Decreto 8.444/2015 arts. 4º, 6º §1º II, 11 §1º, 42; Lei RR 664/2008 arts. 4º, 8º I, 47, 66);
the delegation, the publication of a Termo's extract and a change of status are dialogs
(`actions`), each a dated act in the line's history; the Frota tab shows the vehicles on the
line with the conditions they fail and puts one on or off (Ctrl+Shift+F, `fleet`). The
delegation selected prints as the instrument its state's law names (Ctrl+Shift+L), the fare
table selected as a signed table (Ctrl+Shift+T), beside the quadro de horários (Ctrl+P).
"""

import uuid

from PySide6.QtWidgets import QDialog, QLabel, QTabWidget, QWidget

from desktop.rules.dates import br_date
from desktop.rules.lines.fusion import awaiting_text
from desktop.rules.lines.register import STATUS_LABELS
from desktop.rules.money import format_brl
from desktop.services.lines.printouts import print_delegation
from desktop.services.lines.records import LineDetail, get_line, search_lines
from desktop.services.lines.register import create_line
from desktop.services.lines.second_itinerary import principal_summary
from desktop.services.office.permissions import Permission, has_permission
from desktop.ui.changes import Domain
from desktop.ui.lines.actions import delegation_dialog, publication_dialog, status_dialog
from desktop.ui.lines.cancellation import CancellationAction
from desktop.ui.lines.changes_tab import ChangeTabs
from desktop.ui.lines.dated import DatedTabs, TableTab
from desktop.ui.lines.fleet import FleetTab
from desktop.ui.lines.form import LineForm
from desktop.ui.lines.incidents import IncidentsTab
from desktop.ui.lines.outorga import InstalmentsPanel, instalment_payment_dialog
from desktop.ui.lines.partial_stoppage import PartialStoppageAction
from desktop.ui.lines.standards import StandardsPanel
from desktop.ui.lines.statistics import StatisticsTab
from desktop.ui.lines.termo_correction_dialog import is_termo, termo_correction_dialog
from desktop.ui.lines.transfer import TransferAction
from desktop.ui.vehicles.tabs import RecordTable
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.action_dialog import ActionDialog
from desktop.ui.widgets.drafts import DraftKeeper
from desktop.ui.widgets.lazy_table import Column
from desktop.ui.widgets.pdf_output import PdfOutput
from desktop.ui.widgets.record_area import RecordArea
from desktop.ui.workspace import Workspace

RECORD_TABS = (1, 2, 3, 4, 5, 6, 7, 8)
# Measured, never shown: a line's number with its branch's letter, and its two ends.
LINE_CODE_SAMPLE = "MM-0000-M"
ENDS_SAMPLE = "Goiânia — Caldas Novas"
LINE_ACTIONS = (
    "delegation",
    "transfer",
    "publication",
    "fleet",
    "status",
    "partial_stoppage",
    "partial_stoppage_end",
    "fares",
    "fare_intervention",
    "timetable",
    "cancel_departures",
    "change",
    "statistics",
    "import_statistics",
    "accounting",
)
RECORD_ACTIONS = (
    "location",
    "print",
    "print_delegation",
    "print_fares",
    "decide",
    "print_decision",
    "incident",
    "cancel_change",
)


class LinesArea(
    ChangeTabs,
    DatedTabs,
    StatisticsTab,
    FleetTab,
    IncidentsTab,
    StandardsPanel,
    TransferAction,
    CancellationAction,
    PartialStoppageAction,
    RecordArea,
):
    domains = frozenset({Domain.LINES, Domain.OPERATORS})

    def __init__(self, workspace: Workspace, parent=None) -> None:
        super().__init__(
            workspace,
            "line",
            [
                Column(self.tr("Número"), lambda row: row.code, (LINE_CODE_SAMPLE,)),
                Column(
                    self.tr("Origem — Destino"),
                    lambda row: f"{row.origin} — {row.destination}",
                    (ENDS_SAMPLE,),
                    stretch=True,
                ),
                Column(
                    self.tr("Situação"),
                    lambda row: row.status_label,
                    tuple(STATUS_LABELS.values()),
                ),
            ],
            self.tr("Número, nome ou município da linha"),
            parent,
        )
        self.current: LineDetail | None = None
        self.jurisdiction = self.ctx.office.jurisdiction
        can_edit = has_permission(self.ctx.actor, Permission.LINE_EDIT)
        bar = self.action_bar
        bar.add("new", self.tr("Nova (Ctrl+N)"), self.new_line, "Ctrl+N", can_edit)
        bar.add("save", self.tr("Salvar (Ctrl+S)"), self.save, "Ctrl+S", can_edit)
        bar.add("discard", self.tr("Descartar"), self.discard, "", can_edit)
        bar.add("delegation", self.tr("Delegação… (Ctrl+D)"), self.delegate, "Ctrl+D", can_edit)
        # Roraima only: Lei RR 664/2008, art. 15; the Decreto transfers no concession.
        bar.add(
            "transfer",
            self.tr("Transferir concessão… (Ctrl+Shift+D)"),
            self.transfer,
            "Ctrl+Shift+D",
            can_edit and self.jurisdiction == "RR",
        )
        bar.add(
            "publication",
            self.tr("Publicação do extrato…"),
            self.publish,
            "",
            can_edit and self.jurisdiction == "GO",
        )
        # Goiás only: the article of a Termo (Decreto 8.444/2015, arts. 11 and 12).
        bar.add(
            "termo_article",
            self.tr("Corrigir artigo do Termo…"),
            self.correct_termo_article,
            "",
            can_edit and self.jurisdiction == "GO",
        )
        bar.add(
            "fleet", self.tr("Frota… (Ctrl+Shift+F)"), self.record_fleet, "Ctrl+Shift+F", can_edit
        )
        bar.add(
            "timetable", self.tr("Horários… (Ctrl+H)"), self.record_timetable, "Ctrl+H", can_edit
        )
        # Roraima only: Lei RR 664/2008, art. 51; the Decreto changes departures by a new quadro.
        bar.add(
            "cancel_departures",
            self.tr("Cancelar horários… (Ctrl+Shift+H)"),
            self.cancel_departures,
            "Ctrl+Shift+H",
            can_edit and self.jurisdiction == "RR",
        )
        bar.add("fares", self.tr("Tarifas… (Ctrl+T)"), self.record_fares, "Ctrl+T", can_edit)
        bar.add(
            "fare_intervention",
            self.tr("Intervenção tarifária…"),
            self.record_intervention,
            "",
            can_edit and self.jurisdiction == "GO",
        )
        bar.add(
            "statistics",
            self.tr("Estatísticas… (Ctrl+M)"),
            self.record_month_statistics,
            "Ctrl+M",
            can_edit,
        )
        bar.add(
            "import_statistics",
            self.tr("Importar estatísticas… (Ctrl+Shift+M)"),
            self.import_month_statistics,
            "Ctrl+Shift+M",
            can_edit,
        )
        bar.add(
            "accounting",
            self.tr("Dados contábeis…"),
            self.record_accounting,
            "",
            can_edit and self.jurisdiction == "GO",
        )
        can_print = has_permission(self.ctx.actor, Permission.DOCUMENT_PRINT)
        bar.add(
            "print", self.tr("Imprimir quadro (Ctrl+P)"), self.print_timetable, "Ctrl+P", can_print
        )
        bar.add(
            "print_delegation",
            self.tr("Imprimir delegação (Ctrl+Shift+L)"),
            self.print_delegation,
            "Ctrl+Shift+L",
            can_print,
        )
        bar.add(
            "print_fares",
            self.tr("Imprimir tarifas (Ctrl+Shift+T)"),
            self.print_fares,
            "Ctrl+Shift+T",
            can_print,
        )
        bar.add(
            "instalment_payment",
            self.tr("Pagamento de parcela da outorga…"),
            self.pay_instalment,
            "",
            has_permission(self.ctx.actor, Permission.PAYMENT_REGISTER)
            and self.jurisdiction == "GO",
        )
        bar.add("status", self.tr("Situação…"), self.change_status, "", can_edit)
        bar.add(
            "partial_stoppage",
            self.tr("Paralisação parcial…"),
            self.stop_partially,
            "",
            can_edit,
        )
        bar.add(
            "partial_stoppage_end",
            self.tr("Fim da paralisação parcial…"),
            self.end_partial_stoppage,
            "",
            can_edit,
        )
        bar.add("location", self.tr("Coordenadas…"), self.record_location, "", can_edit)
        bar.add(
            "change",
            self.tr("Pedido de alteração… (Ctrl+R)"),
            self.protocol_change,
            "Ctrl+R",
            can_edit,
        )
        bar.add(
            "incident",
            self.tr("Ocorrência… (Ctrl+Shift+O)"),
            self.record_incident,
            "Ctrl+Shift+O",
            can_edit,
        )
        bar.add(
            "incident_communication",
            self.tr("Comunicação da ocorrência… (Ctrl+Shift+C)"),
            self.record_incident_communication,
            "Ctrl+Shift+C",
            can_edit,
        )
        can_decide = has_permission(self.ctx.actor, Permission.LINE_DECIDE)
        bar.add("decide", self.tr("Decidir (Ctrl+E)"), self.decide_change, "Ctrl+E", can_decide)
        # Roraima only: the alternative transport's standards (Lei RR 664/2008, art. 68 §1º).
        bar.add(
            "standards",
            self.tr("Padronização (Lei RR 664/2008, art. 68)…"),
            self.record_standard,
            "",
            can_edit and self.jurisdiction == "RR",
        )
        # Roraima only: Lei RR 664/2008 arts. 57 §2º and 62; the Decreto has no such act.
        bar.add(
            "cancel_change",
            self.tr("Cancelar alteração…"),
            self.cancel_change,
            "",
            can_decide and self.jurisdiction == "RR",
        )
        bar.add(
            "print_decision",
            self.tr("Imprimir decisão (Ctrl+Shift+E)"),
            self.print_change_decision,
            "Ctrl+Shift+E",
            can_print,
        )
        # Each state's own acts only: the outorga (Decreto 8.444/2015, art. 11), the fare
        # intervention (art. 15 §3º), the accounting data for the tariff calculation (art. 16,
        # sole paragraph) and the Termo's extract published (art. 6º §2º) are
        # Goiás's — Lei RR 664/2008 makes no delegation wait for a publication —, the
        # cancellation of a change (Lei RR 664/2008, arts. 57 §2º and 62), the transfer of
        # a concession (art. 15) and the cancellation of departures (art. 51) Roraima's.
        for key in (
            ("cancel_change", "standards", "transfer", "cancel_departures")
            if self.jurisdiction == "GO"
            else (
                "instalment_payment",
                "fare_intervention",
                "publication",
                "termo_article",
                "accounting",
            )
        ):
            bar.withhold(key)
        # One line of buttons at 1366 pixels, with room for one more: the line's record and
        # its frequent acts as buttons, the others under a menu each (Alt+letters the tabs
        # and the form leave) — the decision on a change request, rarer than the request
        # (Decreto 8.444/2015, art. 43; Lei RR 664/2008, arts. 57-62), beside its printing.
        bar.group(
            "delegation",
            self.tr("Dele&gação"),
            (
                "delegation",
                "transfer",
                "publication",
                "termo_article",
                "instalment_payment",
                "print_delegation",
            ),
        )
        bar.group(
            "service",
            self.tr("&Quadro e frota"),
            ("timetable", "cancel_departures", "print", "fleet", "location", "standards"),
        )
        bar.group(
            "situation",
            self.tr("Sit&uação"),
            (
                "status",
                "partial_stoppage",
                "partial_stoppage_end",
                "incident",
                "incident_communication",
            ),
        )
        bar.group(
            "tables",
            self.tr("Ta&belas e decisões"),
            (
                "statistics",
                "import_statistics",
                "accounting",
                "fare_intervention",
                "print_fares",
                "decide",
                "cancel_change",
                "print_decision",
            ),
        )
        self.title = QLabel(self.tr("Nova linha"), self)
        self.title.setProperty("role", "title")
        self.title.setObjectName("line_title")
        self.status_label = QLabel(self)
        self.status_label.setObjectName("line_status")
        self.status_label.setWordWrap(True)
        self.form = LineForm(self.jurisdiction, self._parent_lines, self, self._describe_principal)
        self.delegations = TableTab(
            self.tr(
                "Instrumentos de delegação da linha, o mais recente primeiro; "
                "o Termo de Autorização vale a partir da publicação do extrato "
                "(Decreto 8.444/2015, art. 6º §2º)."
            )
            if self.jurisdiction == "GO"
            else self.tr(
                "Contratos de concessão (Lei RR 664/2008, art. 14) e autorizações de linha "
                "(art. 19), o mais recente primeiro."
            ),
            RecordTable(
                "delegations_table",
                [
                    self.tr("Instrumento"),
                    self.tr("Número"),
                    self.tr("Operador"),
                    self.tr("Vigência"),
                    self.tr("Eficaz hoje"),
                ],
            ),
            2,
            self,
        )
        # GO only: Lei RR 664/2008 prices no authorisation of a line (no outorga).
        self.instalments = InstalmentsPanel(self.workspace, self.delegations)
        self.delegations.column.addWidget(self.instalments, 1)
        self.instalments.hide()
        self.delegations.table.currentCellChanged.connect(
            lambda row, *_: self._show_instalments(row)
        )
        self.instalments.table.currentCellChanged.connect(self._offer_instalment_payment)
        self.history = TableTab(
            self.tr("Atos da linha, na ordem em que foram registrados; nada é reescrito."),
            RecordTable(
                "acts_table",
                [
                    self.tr("Data"),
                    self.tr("Ato"),
                    self.tr("Referência"),
                    self.tr("Situação"),
                ],
            ),
            2,
            self,
        )
        self.build_dated_tabs()
        self.build_fleet_tab()
        self.build_change_tab()
        self.build_statistics_tab()
        self.build_incidents_tab()
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.form, self.tr("&Itinerário"))
        self.tabs.addTab(self.delegations, self.tr("De&legação"))
        self.tabs.addTab(self.fleet_tab, self.tr("Frota"))
        self.tabs.addTab(self.timetables, self.tr("Horário&s"))
        self.tabs.addTab(self.fares, self.tr("Tari&fas"))
        self.tabs.addTab(self.changes_tab, self.tr("Alterações"))
        self.tabs.addTab(self.statistics, self.tr("Estatís&ticas"))
        self.tabs.addTab(self.history, self.tr("&Histórico"))
        self.tabs.addTab(self.incidents, self.tr("O&corrências"))
        self.lay_out(
            [self.search_box],
            [self.title, self.status_label, (self.tabs, 1)],
        )
        self.blank_input = self.form.line_input()
        self.new_line()
        self.drafts = DraftKeeper(self, "lines", self.title.text, self.new_line, self.form)

    def _parent_lines(self, text: str):
        return [
            (f"{row.code} — {row.name}", row) for row in search_lines(self.ctx, text, limit=15).rows
        ]

    def _describe_principal(self, line_id: uuid.UUID) -> str:
        return operation.run(self, lambda: principal_summary(self.ctx, line_id)) or ""

    def page(self, text: str, after, limit: int):
        return search_lines(self.ctx, text, after, limit)

    def current_id(self) -> uuid.UUID | None:
        return self.current.id if self.current else None

    def count_text(self, loaded: int) -> str:
        return self.tr("%1 linha(s) listada(s)").replace("%1", str(loaded))

    def has_unsaved_changes(self) -> bool:
        return self.current is None and self.form.line_input() != self.blank_input

    def may_leave_record(self) -> bool:
        """A new line typed and not saved is dropped only if the clerk says so."""
        if not self.has_unsaved_changes():
            return True
        return dialogs.confirm(
            self,
            self.tr("Linha não salva"),
            self.tr("A nova linha tem dados que não foram salvos. Descartar?"),
        )

    def load(self, line_id: uuid.UUID) -> None:
        operation.run(self, lambda: get_line(self.ctx, line_id), self._show)

    def _show(self, detail: LineDetail | None) -> None:
        self.current = detail
        creating = detail is None
        if detail is None:
            self.form.clear()
            self.title.setText(self.tr("Nova linha"))
            self.status_label.setText(
                self.tr(
                    "Preencha a linha, o itinerário e os pontos na ordem do percurso e salve "
                    "(Ctrl+S). Origem e destino são municípios distintos do Estado."
                )
            )
        else:
            self.form.load(detail)
            self.title.setText(f"{detail.code} — {detail.name}")
            self.status_label.setText(self.summary(detail))
        self._fill_tabs(detail)
        self.load_dated_tabs(detail)
        self.load_fleet_tab(detail)
        self.load_change_tab(detail)
        self.load_statistics_tab(detail)
        self.load_incidents_tab(detail)
        for index in RECORD_TABS:
            self.tabs.setTabEnabled(index, not creating)
        open_line = detail is not None and detail.status != "extinta"
        for key in LINE_ACTIONS:
            self.action_bar.enable(key, open_line)
        for key in RECORD_ACTIONS:
            self.action_bar.enable(key, not creating)
        self.action_bar.enable("save", creating)
        self.action_bar.enable("discard", creating)
        self.load_standards(detail)

    def summary(self, detail: LineDetail) -> str:
        delegation = detail.delegation_in_force
        held = (
            self.tr("%1 nº %2, %3, até %4.")
            .replace("%1", delegation.kind_label)
            .replace("%2", delegation.number)
            .replace("%3", delegation.operator_name)
            .replace("%4", br_date(delegation.last_day))
            if delegation
            else awaiting_text(detail.status) or self.tr("Sem delegação eficaz.")
        )
        return (
            self.tr("%1 — %2. %3 → %4, %5 km (versão %6 de %7). ")
            .replace("%1", detail.status_label)
            .replace("%2", detail.service_kind_label)
            .replace("%3", detail.origin)
            .replace("%4", detail.destination)
            .replace("%5", f"{detail.length_km}".replace(".", ","))
            .replace("%6", str(detail.version_number))
            .replace("%7", br_date(detail.version_effective_on))
            + held
            + (f" {detail.stoppage}" if detail.stoppage else "")
        )

    def _fill_tabs(self, detail: LineDetail | None) -> None:
        delegations = detail.delegations if detail else ()
        self.delegations.fill(
            [
                [
                    item.kind_label,
                    item.number,
                    item.operator_name,
                    f"{br_date(item.starts_on)} a {br_date(item.last_day)}",
                    self.tr("sim") if item.effective else self.tr("não"),
                ]
                for item in delegations
            ],
            [self._delegation_details(item) for item in delegations],
        )
        self._show_instalments(self.delegations.table.currentRow())
        acts = detail.acts if detail else ()
        self.history.fill(
            [
                [br_date(act.effective_on), act.label, act.reference, act.status_label]
                for act in acts
            ],
            [
                self.tr("%1 — fundamento: %2. %3 Registrado por %4.")
                .replace("%1", act.label)
                .replace("%2", act.article or "—")
                .replace("%3", act.details)
                .replace("%4", act.by)
                for act in acts
            ],
            len(acts) - 1,
        )

    def _show_instalments(self, row: int) -> None:
        delegations = self.current.delegations if self.current else ()
        chosen = delegations[row].id if 0 <= row < len(delegations) else None
        self.instalments.show_delegation(chosen if self.jurisdiction == "GO" else None)
        self._offer_instalment_payment()

    def _offer_instalment_payment(self) -> None:
        """A paid instalment selected: the payment is unavailable and says why (the service
        refuses it too, on submit)."""
        refusal = self.instalments.payment_refusal()
        self.action_bar.enable("instalment_payment", self.current is not None and not refusal)
        # Empty, the tooltip is the action's own text again.
        self.actions_["instalment_payment"].setToolTip(refusal)

    def pay_instalment(self) -> None:
        """Decreto 8.444/2015, art. 11 §5º: the payment of the instalment selected in
        Delegação (the oldest unpaid by default), corrected by the IGP-DI."""
        instalment = self.instalments.current()
        if self.current is None or instalment is None:
            dialogs.inform(
                self,
                self.tr("Parcela da outorga"),
                self.tr("Escolha em Delegação o Termo de Autorização e a parcela a pagar."),
            )
            return
        dialog = instalment_payment_dialog(self.workspace, self.current, instalment, self)
        self._run(dialog, self.delegations)

    def _delegation_details(self, item) -> str:
        parts = [
            f"{item.kind_label} nº {item.number}: {item.operator_name}, CNPJ {item.operator_cnpj}"
        ]
        if item.signed_by:
            parts.append(
                self.tr("assinado por %1, transferido (Lei RR 664/2008, art. 15)").replace(
                    "%1", item.signed_by
                )
            )
        if item.published_on:
            parts.append(
                self.tr("extrato publicado em %1").replace("%1", br_date(item.published_on))
            )
        elif item.kind == "autorizacao" and self.jurisdiction == "GO":
            parts.append(self.tr("extrato não publicado (Decreto 8.444/2015, art. 6º, § 2º)"))
        if item.outorga_total is not None:
            parts.append(self.tr("outorga %1").replace("%1", format_brl(item.outorga_total)))
        if item.minimum_fleet:
            parts.append(self.tr("frota mínima %1").replace("%1", str(item.minimum_fleet)))
        if item.bidding:
            parts.append(item.bidding)
        parts.append(item.articles)
        return "; ".join(parts)

    def new_line(self) -> None:
        if not self.may_leave_record():
            return
        self.select(None)
        self._show(None)
        self.tabs.setCurrentWidget(self.form)
        self.form.code.setFocus()

    def discard(self) -> None:
        if self.current is None:
            self._show(None)
            self.form.code.setFocus()

    def save(self) -> LineDetail | None:
        if self.current is not None:
            return None
        data = self.form.line_input()
        return operation.run(
            self,
            lambda: create_line(self.ctx, data),
            self._saved,
            changes=self.workspace.changes(Domain.LINES),
            form=self.form,
        )

    def _saved(self, detail: LineDetail) -> None:
        self._show(detail)
        self.run_search()
        self.status_label.setText(self.tr("Linha registrada. ") + self.summary(detail))

    def _run(self, dialog: ActionDialog, tab: QWidget) -> bool:
        if dialogs.launch(dialog) != QDialog.DialogCode.Accepted:
            return False
        self._show(dialog.result_value)
        self.run_search()
        self.tabs.setCurrentWidget(tab)
        return True

    def delegate(self) -> None:
        if self.current is not None:
            self._run(delegation_dialog(self.workspace, self.current, self), self.delegations)

    def publish(self) -> None:
        if self.current is None:
            return
        dialog = publication_dialog(self.workspace, self.current, self)
        if dialog is None:
            dialogs.inform(
                self,
                self.tr("Publicação do extrato"),
                self.tr("A linha não tem Termo de Autorização aguardando publicação."),
            )
            return
        self._run(dialog, self.delegations)

    def correct_termo_article(self) -> None:
        """The article of the Termo selected in Delegação (the latest by default) corrected
        by its own act (Decreto 8.444/2015, arts. 11 and 12)."""
        row = self.delegations.table.currentRow()
        termos = self.current.delegations if self.current else ()
        if self.current is None or not 0 <= row < len(termos) or not is_termo(termos[row]):
            dialogs.inform(
                self,
                self.tr("Correção do artigo do Termo"),
                self.tr("Escolha em Delegação um Termo de Autorização da linha."),
            )
            return
        dialog = termo_correction_dialog(self.workspace, self.current, termos[row], self)
        if dialog is not None:
            self._run(dialog, self.delegations)

    def print_delegation(self) -> PdfOutput | None:
        """The instrument selected in Delegação (the latest by default) as a signed document,
        as its state's law names it (GO Decreto 8.444/2015, arts. 6º-8º; RR Lei 664/2008,
        arts. 13 and 19-23)."""
        row = self.delegations.table.currentRow()
        if self.current is None or not 0 <= row < len(self.current.delegations):
            dialogs.inform(
                self, self.tr("Delegação"), self.tr("A linha não tem instrumento de delegação.")
            )
            return None
        delegation = self.current.delegations[row]
        return self.print_preview(
            lambda: print_delegation(self.ctx, delegation.id, self.workspace.key_dir),
            f"{delegation.kind_label} %1",
        )

    def change_status(self) -> None:
        if self.current is not None:
            self._run(status_dialog(self.workspace, self.current, self), self.history)
