"""The printed quadro de horários says which of its departures and stretches do not run: the
departures cancelled in a season of low demand (Lei RR 664/2008, art. 51) and the partial
stoppages (RR art. 55, caput; GO Decreto 8.444/2015, art. 25, caput) not over on the day it is
printed, each citing the article of the office's state — read back from the PDF."""

from datetime import date

from desktop.services.lines.cancellations import cancel_departures
from desktop.services.lines.partial_stoppages import stop_partially
from desktop.services.lines.timetables import print_timetable, record_timetable, timetable_in_force
from tests.factories.cancellations import cancellation, go_partial, line_with_quadro, partial
from tests.factories.clock import at_day
from tests.factories.lines import QUADRO, go_line_in_operation
from tests.factories.reading import flat_pdf_text

D = date.fromisoformat
HEADING = "Partidas e trechos que não circulam"


def printed(ctx, line_id, keys) -> str:
    quadro = timetable_in_force(ctx, line_id, D("2026-07-15"))
    return flat_pdf_text(print_timetable(ctx, quadro.id, keys).pdf)


def test_rr_quadro_shows_cancelled_departures_and_stretch_stopped(admin_context, tmp_path):
    keys = tmp_path / "keys"
    rr = line_with_quadro(admin_context, keys)
    cancel_departures(rr.ctx, rr.line.id, cancellation())
    over = cancellation(
        starts_on=D("2026-07-16"), ends_on=D("2026-07-17"), consent_on=D("2026-07-15")
    )
    cancel_departures(rr.ctx, rr.line.id, over)
    stop_partially(rr.ctx, rr.line.id, partial())
    text = printed(at_day(rr.ctx, D("2026-07-20")), rr.line.id, keys)
    assert HEADING in text
    assert (
        "Horários cancelados de 27/07/2026 a 09/08/2026: Ida 06:30 (S T Q Q S - -); anuência "
        "prévia do CRE/RR em 20/07/2026 (Ofício CRE/RR nº 45/2026; Lei RR 664/2008, art. 51)."
    ) in text
    assert "Horários cancelados de 16/07/2026" not in text  # over before the print
    assert (
        "Paralisação parcial desde 03/08/2026 — trecho Mucajaí — Caracaraí: enquanto durar a "
        "obstrução da rodovia (Lei RR 664/2008, art. 55, caput, II e §2º)."
    ) in text


def test_go_quadro_shows_a_departure_stopped_citing_decreto_8444(admin_context, tmp_path):
    keys = tmp_path / "keys"
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    record_timetable(ctx, line.id, QUADRO)
    assert HEADING not in printed(ctx, line.id, keys)
    stop_partially(
        ctx,
        line.id,
        go_partial(departures=("ida 06:30 1-5",), stretch_from="", stretch_to=""),
    )
    text = printed(ctx, line.id, keys)
    assert (
        "Paralisação parcial desde 06/07/2026 — partidas Ida 06:30 (S T Q Q S - -): retomar "
        "até 15/08/2026"
    ) in text
    assert "(Decreto 8.444/2015, art. 25, caput e §1º)" in text and "Lei RR" not in text
