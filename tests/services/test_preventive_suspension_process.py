"""The Council's preventive suspension (Res. AGR 105/2017, art. 93 §9) recorded in the ordinary
process of an infraction of art. 78, I: refused with the article elsewhere, nothing written;
recorded once; the licence is refused while it runs, allowed again once the process is
judged."""

from datetime import date

import pytest

from desktop.models.sanctions import OperatorSanction
from desktop.services.errors import Conflict, ValidationError
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.preventive import suspend_preventively
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import departure, eventual, fleet
from tests.factories.notices import recorded_notice
from tests.factories.reading import count
from tests.factories.sanctions import ordinary_notified

DECIDED = date(2026, 6, 15)


def sanctions(ctx) -> int:
    return count(ctx.database, OperatorSanction)


@pytest.fixture
def roles(context_for):
    return {role: context_for(role) for role in ("fiscal", "analista", "julgador")}


@pytest.mark.postgres
def test_the_licence_waits_for_the_end_of_the_ordinary_process(admin_context, roles, tmp_path):
    operator, bus = fleet(admin_context, tmp_path / "keys")
    process = ordinary_notified(roles, tmp_path, operator.id, "78-I", day=date(2026, 6, 10))
    julgador = at_day(roles["julgador"], DECIDED)
    detail = suspend_preventively(julgador, process.id, DECIDED, "Decisão CR nº 7/2026")
    assert detail.timeline[-1].label == "Suspensão preventiva"
    assert detail.timeline[-1].articles == "Res. AGR 105/2017, art. 93 §9"
    with pytest.raises(Conflict):
        suspend_preventively(julgador, process.id, DECIDED, "De novo")
    noon = at_instant(admin_context, departure(DECIDED, 12))
    check = check_licence_request(noon, eventual(operator.id, bus.id))
    assert check.reasons == ("suspensao_preventiva",)
    # Judged on 29 June (after the defence term): a trip from 1 July is allowed again.
    judged = date(2026, 6, 29)
    judge(at_day(julgador, judged), process.id, DecisionInput(judged, False, "Insubsistente."))
    later = eventual(
        operator.id,
        bus.id,
        start_on=date(2026, 7, 1),
        end_on=date(2026, 7, 2),
        departure_at=departure(date(2026, 7, 1), 8),
    )
    assert check_licence_request(at_instant(admin_context, departure(judged, 12)), later).allowed


@pytest.mark.parametrize(
    ("code", "ordinary", "field", "words"),
    [
        ("78-III", True, "infractions", "art. 78, I"),
        ("78-I", False, "process", "ordinário"),
    ],
)
def test_refused_outside_art_93_par_9(admin_context, roles, tmp_path, code, ordinary, field, words):
    operator, _ = fleet(admin_context, tmp_path / "keys")
    if ordinary:
        process_id = ordinary_notified(roles, tmp_path, operator.id, code).id
    else:
        notice = recorded_notice(roles["fiscal"], tmp_path, operator.id, infraction_codes=(code,))
        process_id = notice.process_id
    before = sanctions(admin_context)
    with pytest.raises(ValidationError) as caught:
        suspend_preventively(at_day(roles["julgador"], DECIDED), process_id, DECIDED, "Decisão")
    assert words in caught.value.field_errors[field]
    assert "Res. AGR 105/2017, art. 93 §9" in caught.value.field_errors[field]
    assert sanctions(admin_context) == before
