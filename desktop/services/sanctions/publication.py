"""The publication of a decision of the sanction process in Roraima (Lei RR 664/2008, art.
91): the decision on the defence is sent to the SEINF to be published in the Diário Oficial
do Estado, and the appeal lies to the CRE/RR. The publication is recorded as an act of the
process's timeline (date and edition), which like every act is never rewritten."""

import uuid
from datetime import date

from desktop.services.calendar import office_today
from desktop.services.context import ServiceContext
from desktop.services.jurisdiction import require_provided
from desktop.services.office.permissions import Permission, require
from desktop.services.sanctions.payments import latest_decision
from desktop.services.sanctions.process_events import add_event
from desktop.services.sanctions.process_records import ProcessDetail, load_process, process_detail
from desktop.services.validation import FieldErrors

ARTICLE_91 = "Lei RR 664/2008, art. 91"


def record_publication(
    ctx: ServiceContext, process_id: uuid.UUID, published_on: date | None, edition: str
) -> ProcessDetail:
    """Records that the decision in effect was published in the Diário Oficial do Estado on
    `published_on`, in `edition` (number and page). Roraima only; bad input writes nothing."""
    require(ctx, Permission.PROCESS_INSTRUCT)
    require_provided(ctx, "publicacao_decisao", "process")
    with ctx.database.write() as session:
        process = load_process(session, process_id)
        decision = latest_decision(session, process.id)
        errors = FieldErrors()
        if decision is None:
            errors.add("process", f"Não há decisão a publicar ({ARTICLE_91}).")
        elif published_on is None:
            errors.add("published_on", f"Informe a data da publicação ({ARTICLE_91}).")
        elif published_on < decision.decided_on:
            errors.add(
                "published_on",
                f"A publicação não pode ser anterior à decisão ({decision.decided_on:%d/%m/%Y}).",
            )
        elif published_on > office_today(ctx):
            errors.add("published_on", "A data da publicação não pode ser posterior a hoje.")
        if not edition.strip():
            errors.add(
                "edition",
                f"Informe a edição e a página do Diário Oficial do Estado ({ARTICLE_91}).",
            )
        errors.raise_if_any()
        assert decision is not None and published_on is not None  # refused above when missing
        add_event(
            session,
            ctx,
            process.id,
            "publicacao",
            published_on,
            f"Decisão de {decision.decided_on:%d/%m/%Y} publicada no Diário Oficial do Estado "
            f"({edition.strip()}); dela cabe recurso ao CRE/RR.",
            ARTICLE_91,
        )
        return process_detail(session, process)
