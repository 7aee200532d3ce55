"""The papers a process hands to the autuado, printed from the process screen: the pending
notification (Res. AGR 105/2017, art. 82: of the notice, of a decision, of the Council's
decision or of its mandatory review, arts. 88-92) and the notificação para pagamento of the
fines still due (art. 89; Lei RR 664/2008, art. 89 sole §), or the one already issued again
(2ª via) when nothing it says has changed."""

from desktop.services.documents.issuing import reprint
from desktop.ui.changes import Domain
from desktop.ui.sanctions.process_host import ProcessHost
from desktop.ui.widgets import operation
from desktop.ui.widgets.pdf_output import PdfOutput


class ProcessPrinting(ProcessHost):
    """Mixin of the process panel: `self.detail` is the process on screen; the panel gives
    the titles (its own `tr` context)."""

    def print_with(self, issue, title: str) -> PdfOutput | None:
        """Issues the document with `issue` and shows it; `title` has the number as %1."""
        if self.detail is None:
            return None
        process_id = self.detail.id
        issued = operation.run(
            self,
            lambda: issue(self.ctx, process_id, self.workspace.key_dir),
            changes=self.workspace.changes(Domain.SANCTIONS, ids=[process_id]),
        )
        if issued is None:
            return None
        self.load(process_id)
        output = PdfOutput(issued.pdf, title.replace("%1", issued.number), self)
        output.preview()
        return output

    def show_copy(self, number: str, kind: str, title: str) -> PdfOutput | None:
        """Shows document `number` as it was issued (2ª via): no new number, nothing recorded."""
        pdf = operation.run(self, lambda: reprint(self.ctx, number, kind, self.workspace.key_dir))
        if pdf is None:
            return None
        output = PdfOutput(pdf, title.replace("%1", number), self)
        output.preview()
        return output
