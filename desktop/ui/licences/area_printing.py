"""What Licenças prints and records on an issued licence: the licence and its passenger list,
the batch of the day's licences (one print job, off the GUI thread, with Cancel), and the
annotations of `actions` (giving up, continuation, passenger change), each printed at once.
A mixin of `LicencesArea`: `self.current_id()` is the licence picked."""

import uuid
from datetime import date
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QLabel

from desktop.rules.licence_annotations import annotation_refusal
from desktop.rules.licences import (
    continuation_refusal,
    passenger_list_article,
    refund_on_giving_up,
)
from desktop.services.calendar import office_today
from desktop.services.licences.detail import LicenceDetail, licence_detail
from desktop.services.licences.passenger_list import passenger_list_pdf
from desktop.services.licences.records import licence_pdf
from desktop.services.licences.revocation_records import cancellation_pdf
from desktop.services.office.permissions import Permission, has_permission
from desktop.services.search.licences import licence_ids_issued_on
from desktop.ui.licences import actions as licence_actions
from desktop.ui.licences import revocation
from desktop.ui.licences.batch import print_batch
from desktop.ui.widgets import dialogs, operation
from desktop.ui.widgets.pdf_output import PdfOutput

OK_STYLE = "color: #1b5e20;"

if TYPE_CHECKING:
    from desktop.ui.widgets.record_area import RecordArea as _Host
else:
    _Host = object


class LicencePrinting(_Host):
    if TYPE_CHECKING:
        findings: QLabel
        words: dict[str, str]

        def show_licence(self, licence_id: uuid.UUID) -> None: ...

    def add_printing_actions(self) -> None:
        can_print = has_permission(self.ctx.actor, Permission.DOCUMENT_PRINT)
        can_annotate = has_permission(self.ctx.actor, Permission.LICENCE_ANNOTATE)
        bar = self.action_bar
        bar.add("print", self.tr("Imprimir (Ctrl+P)"), self.print_licence, "Ctrl+P", can_print)
        bar.add(
            "passengers",
            self.tr("Lista de passageiros (Ctrl+Shift+P)"),
            self.print_passenger_list,
            "Ctrl+Shift+P",
            can_print,
        )
        bar.add("batch", self.tr("Lote de hoje (Ctrl+L)"), self.print_today, "Ctrl+L", can_print)
        jurisdiction = self.ctx.office.jurisdiction
        if jurisdiction == "RR":
            can_end = has_permission(self.ctx.actor, Permission.LICENCE_CANCEL)
            bar.add(
                "revoke", self.tr("Cancelar autorização…"), self.revoke, "Ctrl+Shift+K", can_end
            )
            bar.add(
                "fulfil", self.tr("Finalidade satisfeita…"), self.fulfil, "Ctrl+Shift+J", can_end
            )
            bar.add(
                "revocation_copy",
                self.tr("Notificação do cancelamento"),
                self.print_revocation,
                "Ctrl+Shift+N",
                can_print,
            )
            bar.add(
                "ciencia",
                self.tr("Ciência do cancelamento…"),
                self.record_ciencia,
                "Ctrl+Shift+R",
                can_end,
            )
            # Rarer than the counter's acts: under one menu, so the bar stays one line at
            # 1366 pixels (art. 22, parágrafo único, names both ends a cancellation).
            bar.group(
                "cancellation",
                self.tr("Ca&ncelamento"),
                ("revoke", "fulfil", "revocation_copy", "ciencia"),
            )
        for key, kind, text, shortcut, open_dialog in (
            (
                "cancel",
                "desistencia",
                self.tr("Desistência…"),
                "Ctrl+Shift+D",
                licence_actions.cancellation,
            ),
            (
                "continue",
                "continuacao",
                self.tr("Continuação…"),
                "Ctrl+Shift+V",
                licence_actions.continuation,
            ),
            (
                "change",
                "passageiro",
                self.tr("Passageiro…"),
                "Ctrl+Shift+I",
                licence_actions.passenger_change,
            ),
        ):
            if annotation_refusal(jurisdiction, kind) is not None:
                continue  # not an act of the office's law (Lei RR 664/2008 has none)
            bar.add(
                key,
                text,
                partial(self.annotate, open_dialog),
                shortcut,
                can_annotate,
            )
        if "cancel" in bar.actions_:
            # Acts noted on an issued licence: under one menu, whose lines show their
            # shortcuts, so the bar stays one line at 1366 pixels. Each line answers to its
            # Ctrl+Shift key: the menu's letters went to the request form's fields.
            bar.group("annotations", self.tr("Anotações"), ("cancel", "continue", "change"))

    def enable_annotations(self, licence: LicenceDetail) -> None:
        """The annotations the licence on screen still takes, each refused one with why
        in its tooltip: the giving up with refund is the eventual trip's (Res. AGR 105/2017,
        art. 28, § 2º), once; the changes to the list stop at the 4 of arts. 28 and 29,
        § 1º; a trip given up takes none."""
        bar = self.action_bar
        if "revoke" in bar.actions_:
            self._enable_revocation(licence)
        if "cancel" not in bar.actions_:
            return  # not acts of the office's law (Lei RR 664/2008 has none)
        reasons = dict.fromkeys(("cancel", "continue", "change"), "")
        if licence.cancelled:
            reasons = dict.fromkeys(
                reasons, self.tr("A viagem já teve a desistência do usuário registrada.")
            )
        else:
            if not refund_on_giving_up(licence.modality):
                reasons["cancel"] = self.tr(
                    "A desistência com devolução da importância paga é do fretamento "
                    "eventual ou turístico (Res. AGR 105/2017, art. 28, § 2º)."
                )
            reasons["continue"] = continuation_refusal(licence.modality) or ""
            allowed = licence.changes_allowed
            if allowed is not None and licence.changes_used >= allowed:
                reasons["change"] = self.tr(
                    "A licença já teve as {0} inclusões ou substituições de passageiros "
                    "permitidas (Res. AGR 105/2017, {1})."
                ).format(allowed, passenger_list_article(licence.modality))
        for key, reason in reasons.items():
            bar.enable(key, not reason)
            bar.actions_[key].setToolTip(reason)  # empty: Qt names the action

    def _enable_revocation(self, licence: LicenceDetail) -> None:
        """An autorização cancelled, or over by its term or its purpose fulfilled, takes no
        other end (Lei RR 664/2008, art. 22, parágrafo único): why, in the tooltip. The
        notification of a cancellation prints again (2ª via)."""
        reason = "" if licence.state.code == "emitida" else licence.state.sentence
        allowed = has_permission(self.ctx.actor, Permission.LICENCE_CANCEL)
        bar = self.action_bar
        for key in ("revoke", "fulfil"):
            bar.enable(key, allowed and not reason)
            bar.actions_[key].setToolTip(
                self.tr("A autorização já está {0}.").format(reason) if reason else ""
            )
        can_print = has_permission(self.ctx.actor, Permission.DOCUMENT_PRINT)
        bar.enable("revocation_copy", can_print and licence.cancellation_number is not None)
        # Art. 95: the company's ciência of the notification, recorded once.
        bar.enable(
            "ciencia",
            allowed
            and licence.cancellation_number is not None
            and licence.cancellation_appeal is None,
        )

    def revoke(self) -> None:
        """The CRE/RR cancels the autorização picked (Lei RR 664/2008, art. 22); its
        notification to the company is shown to print."""
        licence = self._picked()
        if licence is None:
            return
        pdf = revocation.revoke(self, self.workspace, licence)
        if pdf is None:
            return
        self.show_licence(licence.id)
        self.run_search()
        PdfOutput(pdf, self.tr("Notificação de cancelamento"), self).preview()

    def fulfil(self) -> None:
        """The purpose of the autorização picked was fulfilled (Lei RR 664/2008, art. 22,
        parágrafo único, II): it ends by itself from that day."""
        licence = self._picked()
        if licence is None or not revocation.fulfil(self, self.workspace, licence):
            return
        self.show_licence(licence.id)
        self.run_search()

    def record_ciencia(self) -> None:
        """The company's ciência of the notification of the cancellation (Lei RR 664/2008,
        art. 95): the count of the terms then shows on the autorização."""
        licence = self._picked()
        if licence is None or not revocation.record_ciencia(self, self.workspace, licence):
            return
        self.show_licence(licence.id)

    def print_revocation(self) -> None:
        """The notification of the cancellation again, as issued (2ª via)."""
        key_dir = self.workspace.key_dir
        self._preview(
            lambda ctx, licence_id: cancellation_pdf(ctx, licence_id, key_dir),
            self.tr("Notificação de cancelamento"),
        )

    def _picked(self) -> LicenceDetail | None:
        licence_id = self.current_id()
        if licence_id is None:
            return None
        return operation.run(self, lambda: licence_detail(self.ctx, licence_id))

    def annotate(self, open_dialog) -> None:
        """Opens the dialog of an annotation on the licence picked; prints what it issues."""
        licence_id = self.current_id()
        if licence_id is None:
            return
        licence = operation.run(self, lambda: licence_detail(self.ctx, licence_id))
        if licence is None:
            return
        pdf = open_dialog(self, self.workspace, licence)
        if pdf is None:
            return
        self.show_licence(licence_id)
        self.run_search()
        PdfOutput(pdf, self.tr("Anotação"), self).preview()

    def print_licence(self) -> None:
        self._preview(licence_pdf, self.words["document"])

    def print_passenger_list(self) -> None:
        self._preview(passenger_list_pdf, self.tr("Relação de passageiros"))

    def _preview(self, document, title: str) -> None:
        licence_id = self.current_id()
        if licence_id is not None:
            operation.run(
                self,
                lambda: document(self.ctx, licence_id),
                lambda pdf: PdfOutput(pdf, title, self).preview(),
            )

    def print_today(self, day: date | None = None) -> None:
        """Every licence issued today in one print job, off the GUI thread."""
        day = day or office_today(self.ctx)
        ids = operation.run(self, lambda: licence_ids_issued_on(self.ctx, day))
        if ids is None:
            return
        if not ids:
            dialogs.inform(self, self.tr("Imprimir"), self.words["none_today"])
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.words["print_batch"].format(len(ids)))
        if dialogs.launch(dialog) != QDialog.DialogCode.Accepted:
            return
        ctx = self.ctx
        self.batch_task = operation.run_in_background(
            self,
            lambda control: print_batch(
                ids, lambda licence_id: licence_pdf(ctx, licence_id), printer, control
            ),
            self._batch_done,
            progress=self.words["printing_batch"].format(len(ids)),
        )

    def _batch_done(self, printed: int) -> None:
        self.findings.setStyleSheet(OK_STYLE)
        self.findings.setText(self.words["printed_batch"].format(printed))
