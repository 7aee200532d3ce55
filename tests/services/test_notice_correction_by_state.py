"""A formal error in an auto after its notification, each state on its own law: in Goiás the
correction stops at the notification (Res. AGR 105/2017, art. 79 sole §) and nothing is
written; in Roraima the servant who notices the error points it out whenever he does, the
process going on to the final decision (Lei RR 664/2008, art. 76 §3), and the process
records the Roraima article, never a Goiás one."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.models.sanctions import NoticeCorrection, ProcessEvent
from desktop.services.errors import Conflict
from desktop.services.sanctions.notice_corrections import correct_notice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day
from tests.factories.notices import new_operator, recorded_notice
from tests.factories.reading import count
from tests.factories.roraima import in_roraima

DAY = date(2026, 3, 10)
REASON = "Placa transcrita com erro do talão."


def corrections(database) -> int:
    return count(database, NoticeCorrection)


@pytest.mark.postgres
def test_goias_refuses_a_correction_after_the_notification(admin_context, tmp_path):
    ctx = at_day(admin_context, DAY)
    notice = recorded_notice(ctx, tmp_path, new_operator(admin_context).id, day=DAY)
    notify(at_day(ctx, date(2026, 3, 12)), notice.process_id, "autos", date(2026, 3, 12), "Maria")
    with pytest.raises(Conflict) as refused:
        correct_notice(at_day(ctx, date(2026, 3, 13)), notice.id, "plate", "ABC1D24", REASON)
    assert refused.value.message == (
        "O auto já foi notificado: erro formal só pode ser corrigido até a notificação "
        "(Res. AGR 105/2017, art. 79, parágrafo único); a nulidade é declarada por decisão "
        "no processo."
    )
    assert corrections(admin_context.database) == 0
    assert not get_process(ctx, notice.process_id).correctable  # the screen's action is off


@pytest.mark.postgres
def test_roraima_points_out_the_error_after_the_notification(admin_context, tmp_path):
    ctx = in_roraima(at_day(admin_context, DAY))
    operator = new_operator(admin_context, cnpj="11.444.777/0001-61")
    notice = recorded_notice(
        ctx, tmp_path, operator.id, day=DAY, infraction_codes=("79-I",), line="RR-010"
    )
    notify(at_day(ctx, date(2026, 3, 12)), notice.process_id, "autos", date(2026, 3, 12), "Maria")
    corrected = correct_notice(
        at_day(ctx, date(2026, 3, 13)),
        notice.id,
        "plate",
        "ABC1D24",
        REASON,
        key_dir=tmp_path / "keys",
    )
    assert corrected.plate == "ABC1D24"
    assert get_process(ctx, notice.process_id).correctable
    assert corrections(admin_context.database) == 1
    with admin_context.database.read() as session:
        event = session.scalars(
            select(ProcessEvent).where(
                ProcessEvent.process_id == notice.process_id, ProcessEvent.kind == "correcao"
            )
        ).one()
    assert event.articles == "Lei RR 664/2008, art. 76, § 3º"
    assert "Res. AGR" not in event.summary + event.articles
