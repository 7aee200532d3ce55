"""When and where a GO auto de infração was drawn up, as the agent wrote it (Res. AGR
105/2017, art. 79; Decreto 8.444/2015, art. 51: at the moment of the infraction, on pain of
nullity), kept apart from when the counter typed it, and printed on all three copies with
the agent's signature line (art. 80, VII; §1)."""

import io
from datetime import UTC, date, datetime, time

import pytest
from pypdf import PdfReader

from desktop.services.documents.issuing import reprint
from desktop.services.errors import ValidationError
from desktop.services.sanctions.notices import record_notice
from tests.factories.clock import at_day
from tests.factories.notices import counts, new_operator, notice_input


@pytest.mark.postgres
def test_the_moment_and_place_drawn_up_are_kept_and_printed(admin_context, context_for, tmp_path):
    operator = new_operator(admin_context)
    # Drawn up on the road on 10 March at 08:40; typed at the counter on 12 March.
    fiscal = at_day(context_for("fiscal"), date(2026, 3, 12))
    notice = record_notice(
        fiscal,
        notice_input(
            operator.id,
            drawn_up_time=time(8, 40),
            drawn_up_place="Posto fiscal da GO-139, km 12",
        ),
        key_dir=tmp_path / "keys",
    )
    assert notice.drawn_up_at == datetime(2026, 3, 10, 11, 40, tzinfo=UTC)  # 08:40 in GO
    assert notice.drawn_up_place == "Posto fiscal da GO-139, km 12"
    assert notice.recorded_on == date(2026, 3, 12)
    assert notice.drawing_up_notes == ()
    pdf = reprint(admin_context, notice.number, "auto_infracao")
    pages = [" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(pdf)).pages]
    assert len(pages) == 3
    for page in pages:
        assert "Lavrado em Posto fiscal da GO-139, km 12, em 10/03/2026 às 08:40" in page
        assert "Carla Fiscal, Agente fiscal, matrícula 1234 — assinatura do agente" in page


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"drawn_up_on": None}, "drawn_up_on", "Res. AGR 105/2017, art. 79"),
        ({"drawn_up_time": None}, "drawn_up_time", "Decreto 8.444/2015, art. 51"),
        ({"drawn_up_place": " "}, "drawn_up_place", "onde o auto foi lavrado"),
        ({"drawn_up_time": time(8, 29)}, "drawn_up_time", "antes da infração"),
        ({"drawn_up_on": date(2026, 3, 13)}, "drawn_up_time", "futuro"),
    ],
)
def test_a_drawing_up_missing_or_impossible_is_refused_nothing_stored(
    admin_context, context_for, changes, field, words
):
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), date(2026, 3, 12))
    before = counts(admin_context.database)
    with pytest.raises(ValidationError) as raised:
        record_notice(fiscal, notice_input(operator.id, **changes))
    assert words in raised.value.field_errors[field]
    assert counts(admin_context.database) == before


def test_an_auto_drawn_up_a_day_later_is_recorded_and_flagged(admin_context, context_for, tmp_path):
    # Art. 80 §3: once drawn up the auto is not discarded; its nullity is for the judge.
    operator = new_operator(admin_context)
    fiscal = at_day(context_for("fiscal"), date(2026, 3, 12))
    notice = record_notice(
        fiscal,
        notice_input(operator.id, drawn_up_on=date(2026, 3, 11), drawn_up_time=time(9, 0)),
        key_dir=tmp_path / "keys",
    )
    assert len(notice.drawing_up_notes) == 1
    assert "nulidade" in notice.drawing_up_notes[0]
