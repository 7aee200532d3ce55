"""The papers a process hands to the autuado, printed from the process screen: the pending
notification (Res. AGR 105/2017, art. 82: of the notice, of a decision, of the Council's
decision or of its mandatory review, arts. 88-92) and the notificação para pagamento of the
fines still due (art. 89; Lei RR 664/2008, art. 89 sole §)."""

from desktop.models.errors import UserFacingError
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.pdf_output import PdfOutput


class ProcessPrinting:
    """Mixin of the process panel: `self.detail` is the process on screen; the panel gives
    the titles (its own `tr` context)."""

    def print_with(self, issue, title: str) -> PdfOutput | None:
        """Issues the document with `issue` and shows it; `title` has the number as %1."""
        try:
            issued = issue(self.ctx, self.detail.id, self.workspace.key_dir)
        except UserFacingError as error:
            dialogs.fail(self, error.message)
            return None
        self.load(self.detail.id)
        output = PdfOutput(issued.pdf, title.replace("%1", issued.number), self)
        output.preview()
        return output
