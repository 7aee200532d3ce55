"""Res. AGR 105/2017, art. 9º: the communication of a change of standing within 10 days
(§2º), flagged late after the term and listed for the office; the summary cancellation of the
registration (§4º), an insert-only act on the CRC that refuses every further act citing the
article. Goiás only; bad input writes nothing."""

from datetime import date

import pytest
from sqlalchemy import select
from sqlalchemy.exc import DBAPIError

from desktop.models.operators import CrcCancellation, StandingChange
from desktop.services.documents.issuing import reprint
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import Conflict, ValidationError
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.lines.delegations import DelegationInput, record_delegation
from desktop.services.lines.register import create_line
from desktop.services.registration.crc_records import current_crc, list_crcs
from desktop.services.registration.operators_records import get_operator
from desktop.services.registration.standing import record_standing_change
from desktop.services.registration.standing_records import (
    late_standing_changes,
    standing_changes_of,
)
from desktop.services.registration.summary_cancellation import cancel_registration_summarily
from desktop.services.vehicles.register import register_vehicle
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet
from tests.factories.lines import go_line
from tests.factories.reading import count
from tests.factories.roraima import in_roraima
from tests.factories.vehicles import company, inspection_input, policy_input, vehicle_input

ARTICLE_4 = "Res. AGR 105/2017, art. 9º, §4º"


@pytest.mark.postgres
def test_a_change_communicated_within_and_after_the_10_days(admin_context, tmp_path):
    operator, _bus = fleet(admin_context, tmp_path / "keys")
    ctx = at_day(admin_context, date(2026, 7, 1))
    # Contract amended on Friday 05/06/2026: the 10 days end on Monday 15/06 (art. 83).
    on_time = record_standing_change(
        ctx,
        operator.id,
        date(2026, 6, 5),
        date(2026, 6, 15),
        "Alteração contratual: saída do sócio João Batista Lima.",
        "2ª alteração contratual, JUCEG 52200099999",
    )
    assert (on_time.due, on_time.late) == (date(2026, 6, 15), False)
    late = record_standing_change(
        ctx,
        operator.id,
        date(2026, 6, 10),
        date(2026, 6, 22),
        "CNPJ com situação cadastral suspensa.",
        "Comprovante de situação cadastral de 22/06/2026",
    )
    assert (late.due, late.late) == (date(2026, 6, 22), False)  # 20/06 Saturday -> 22/06
    later = record_standing_change(
        ctx,
        operator.id,
        date(2026, 6, 11),
        date(2026, 6, 23),
        "Mudança da sede.",
        "3ª alteração contratual",
    )
    assert (later.due, later.late) == (date(2026, 6, 22), True)
    assert [row.id for row in standing_changes_of(ctx, operator.id)] == [
        later.id,
        late.id,
        on_time.id,
    ]
    listed = late_standing_changes(ctx)
    assert [row.id for row in listed] == [later.id]
    assert listed[0].legal_name == operator.legal_name
    with pytest.raises(DBAPIError, match="art. 9º"), ctx.database.write() as session:
        session.get(StandingChange, later.id).what = "Outra coisa"
        session.flush()


@pytest.mark.parametrize(
    ("changed_on", "communicated_on", "what", "document", "field", "words"),
    [
        (None, date(2026, 6, 15), "Alteração.", "Doc.", "changed_on", "Informe a data"),
        (date(2026, 6, 5), date(2026, 6, 4), "Alteração.", "Doc.", "communicated_on", "anterior"),
        (date(2026, 6, 5), date(2026, 7, 2), "Alteração.", "Doc.", "communicated_on", "hoje"),
        (date(2026, 6, 5), date(2026, 6, 15), " ", "Doc.", "what", "art. 9º, §2º"),
        (date(2026, 6, 5), date(2026, 6, 15), "Alteração.", "", "document", "art. 9º, §2º"),
    ],
)
def test_bad_communications_write_nothing(
    admin_context, tmp_path, changed_on, communicated_on, what, document, field, words
):
    operator, _bus = fleet(admin_context, tmp_path / "keys")
    ctx = at_day(admin_context, date(2026, 7, 1))
    with pytest.raises(ValidationError) as error:
        record_standing_change(ctx, operator.id, changed_on, communicated_on, what, document)
    assert words in error.value.field_errors[field]
    assert count(ctx.database, StandingChange) == 0


def test_roraima_has_neither_act(admin_context, tmp_path):
    operator, _bus = fleet(admin_context, tmp_path / "keys")
    rr = in_roraima(at_day(admin_context, TODAY))
    with pytest.raises(Conflict) as error:
        record_standing_change(rr, operator.id, TODAY, TODAY, "Alteração.", "Doc.")
    assert "Lei RR 664/2008" in str(error.value)
    with pytest.raises(Conflict) as error:
        cancel_registration_summarily(rr, operator.id, TODAY, "Motivos.")
    assert "Lei RR 664/2008" in str(error.value)
    assert count(rr.database, StandingChange) == 0 and count(rr.database, CrcCancellation) == 0


@pytest.mark.postgres
def test_the_summary_cancellation_and_the_acts_it_refuses(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_day(admin_context, date(2026, 7, 1))
    with pytest.raises(ValidationError) as error:
        cancel_registration_summarily(ctx, operator.id, date(2026, 7, 1), " ")
    assert ARTICLE_4 in error.value.field_errors["reasons"]
    with pytest.raises(ValidationError) as error:
        cancel_registration_summarily(ctx, operator.id, date(2026, 6, 14), "Motivos.")
    assert "anterior a 15/06/2026" in error.value.field_errors["cancelled_on"]
    assert count(ctx.database, CrcCancellation) == 0

    pdf = reprint(ctx, current_crc(ctx, operator.id).number, "crc")
    crc = cancel_registration_summarily(
        ctx, operator.id, date(2026, 6, 30), "CNPJ baixado na Receita Federal (art. 9º, II)."
    )
    verdict = verify_bytes(ctx.database, pdf, departure(date(2026, 7, 1), 12))
    assert verdict.valid and not verdict.in_force
    assert verdict.withdrawn.startswith("REGISTRO CANCELADO SUMARIAMENTE em 30/06/2026")
    assert verdict.withdrawn.endswith(f"({ARTICLE_4})")
    assert crc.cancelled_on == date(2026, 6, 30)
    assert crc.cancellation_article == ARTICLE_4
    assert crc.cancellation_process == ""
    assert list_crcs(ctx, operator.id)[0].cancelled_on == date(2026, 6, 30)
    assert current_crc(ctx, operator.id) is None
    assert get_operator(ctx, operator.id).status_label == (
        "Registro cancelado sumariamente (Res. AGR 105/2017, art. 9º, § 4º)"
    )
    with pytest.raises(DBAPIError, match="9º §4º"), ctx.database.write() as session:
        session.scalar(select(CrcCancellation)).reason = "Outro"
        session.flush()

    refusal = "cancelado sumariamente pela AGR em 30/06/2026"
    with pytest.raises(Conflict) as error:
        cancel_registration_summarily(ctx, operator.id, date(2026, 7, 1), "De novo.")
    assert refusal in str(error.value) and ARTICLE_4 in str(error.value)
    with pytest.raises(Conflict) as error:
        record_standing_change(ctx, operator.id, TODAY, TODAY, "Alteração.", "Doc.")
    assert ARTICLE_4 in str(error.value)
    noon = at_instant(admin_context, departure(date(2026, 7, 1), 12))
    check = check_licence_request(
        noon,
        eventual(
            operator.id,
            bus.id,
            start_on=date(2026, 7, 10),
            end_on=date(2026, 7, 11),
            departure_at=departure(date(2026, 7, 10), 8),
        ),
    )
    assert check.reasons == ("registro_cancelado",)
    assert check.lines() == [
        f"Registro cadastral da autorizatária cancelado sumariamente pela AGR. ({ARTICLE_4})"
    ]
    with pytest.raises(ValidationError) as error:
        register_vehicle(
            ctx,
            operator.id,
            vehicle_input(plate="GOI2B34", chassis="9BM384067HB054321"),
            inspection_input(company(ctx, base="200000000002").id),
            policy_input(),
            keys,
        )
    assert any(ARTICLE_4 in text for text in error.value.field_errors.values())
    line = create_line(ctx, go_line())
    with pytest.raises(ValidationError) as error:
        record_delegation(
            ctx, line.id, DelegationInput(operator.id, "autorizacao", "TC-1", date(2026, 7, 1))
        )
    assert ARTICLE_4 in error.value.field_errors["operator"]
    assert count(ctx.database, CrcCancellation) == 1
