"""Lei RR 664/2008, art. 57 §2º: the service resulting from a fusion is neither extended,
shortened nor given another itinerary. The register knows which line's fusion was approved
and not cancelled: a request on that line is analysed as a fused line's, and its approval
refused, even with the box "A linha resulta de fusão" left unticked; once the fusion is
cancelled (back to the original condition) the line may change again."""

import dataclasses
from datetime import date

import pytest

from desktop.services.errors import ValidationError
from desktop.services.lines.change_cancellation import CancellationInput, cancel_change
from desktop.services.lines.changes import decide_change, protocol_change
from desktop.services.lines.register import create_line
from tests.factories.clock import at_day
from tests.factories.lines import TODAY, approval, request, rr_extension, rr_line
from tests.factories.roraima import in_roraima

pytestmark = pytest.mark.postgres

D = date.fromisoformat
FUSED = "Lei RR 664/2008, art. 57 §2º"


def fusion():
    return request(
        kind="fusao",
        protocol="PROT-2026/0031",
        description="Fundir com a linha Boa Vista — Mucajaí.",
        facts={"localities_served": True},
        new_roads="",
        new_length_km="",
        new_end_place="",
        new_end_municipality_code="",
    )


def test_an_approved_fusion_stops_the_extension_of_the_line(admin_context):
    ctx = in_roraima(at_day(admin_context, TODAY))
    line = create_line(ctx, rr_line())
    (fused,) = protocol_change(ctx, line.id, fusion())
    decide_change(ctx, fused.id, approval())
    extension = rr_extension(new_roads="", protocol="PROT-2026/0050")
    rows = protocol_change(ctx, line.id, extension)
    assert [f.article for f in rows[-1].findings] == [FUSED]
    with pytest.raises(ValidationError) as caught:
        decide_change(ctx, rows[-1].id, approval())
    assert FUSED in caught.value.field_errors["outcome"]
    later = at_day(ctx, D("2026-09-01"))
    cancel_change(
        later,
        fused.id,
        CancellationInput(
            D("2026-09-01"), D("2026-09-15"), "Portaria CRE/RR nº 41/2026", "Fusão desfeita."
        ),
    )
    again = dataclasses.replace(extension, protocol="PROT-2026/0060", requested_on=D("2026-09-20"))
    rows = protocol_change(at_day(ctx, D("2026-09-20")), line.id, again)
    assert rows[-1].findings == ()
