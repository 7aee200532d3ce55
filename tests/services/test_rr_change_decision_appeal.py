"""Lei RR 664/2008, art. 92: the decisions on fusion, extension, shortening, partial service
and change of itinerary are appealed to the CRE/RR. The printed decision on a Roraima
line's change says so; a Goiás decision names no such appeal."""

from desktop.services.lines.change_document import print_change_decision
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.delegations import record_delegation
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day
from tests.factories.lines import (
    TODAY,
    approval,
    go_line,
    request,
    rr_extension,
    rr_line,
    termo,
)
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import operator

APPEAL = "Da decisão cabe recurso ao CRE/RR (Lei 664/2008, art. 92)."


def test_the_rr_decision_names_the_appeal_of_art_92(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, TODAY)
    operator(ctx, keys)
    ctx = in_roraima(ctx)
    line = create_line(ctx, rr_line())
    (row,) = protocol_change(ctx, line.id, rr_extension(new_roads=""))
    decide_change(ctx, row.id, approval(reference="Portaria CRE/RR nº 210/2026"))
    printed = flat_pdf_text(print_change_decision(ctx, line.id, row.id, keys).pdf)
    assert APPEAL in printed


def test_the_go_decision_names_no_rr_appeal(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx = at_day(admin_context, TODAY)
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    (row,) = protocol_change(ctx, line.id, request())
    decide_change(ctx, row.id, approval())
    printed = flat_pdf_text(print_change_decision(ctx, line.id, row.id, keys).pdf)
    assert "art. 92" not in printed and "Recurso" not in printed
