"""A revision that revokes a declared caducity (Res. AGR 105/2017, art. 96; never worse, §5)
restores the CRC the caducity cancelled (art. 70 §2) and lifts the bars on the company and
its partners (§§3-4) from the day of the revision, each by a new record: the cancellation
and the bars stay as recorded, and the database refuses to rewrite them."""

from datetime import date

import pytest
import sqlalchemy
from sqlalchemy import select, update

from desktop.models.operator_register import OperatorRegisterEvent
from desktop.models.operators import CrcCancellation, CrcRestoration, RegistrationBarLift
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.office.audit_records import history
from desktop.services.registration.bars_records import bars_against
from desktop.services.registration.crc_records import current_crc, list_crcs
from desktop.services.registration.operators_records import get_operator
from desktop.services.sanctions.caducity import declare_caducity
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.penalties import DecisionInput, revise
from desktop.services.sanctions.penalties_records import operator_sanction_status, propose_penalties
from desktop.services.sanctions.process_records import get_process
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, bus_of, departure, eventual
from tests.factories.reading import count
from tests.factories.sanctions import PUBLISHED, caducity_judged, registered

REVISED = date(2026, 4, 20)


def declared(admin_context, roles, tmp_path):
    """An operator registered with a bus; caducity for 78-I judged on 23/03/2026 and
    published on 30/03/2026 (art. 70)."""
    operator, keys = registered(admin_context, tmp_path)
    bus = bus_of(admin_context, keys, operator.id)
    process = caducity_judged(roles, tmp_path, operator.id)
    declare_caducity(at_day(roles["julgador"], PUBLISHED), process.id, PUBLISHED)
    return operator, bus, process


def revision(ctx, process_id, penalties, reason):
    (proposal,) = propose_penalties(ctx, process_id)
    return revise(
        ctx,
        process_id,
        DecisionInput(
            REVISED, True, reason, (PenaltyChoice("78-I", proposal.amount, penalties, reason),)
        ),
    )


@pytest.mark.postgres
def statewide_situations(ctx, cnpj: str) -> list[str]:
    with ctx.database.read() as session:
        return list(
            session.scalars(
                select(OperatorRegisterEvent.situation)
                .where(OperatorRegisterEvent.cnpj == cnpj)
                .order_by(OperatorRegisterEvent.recorded_at)
            )
        )


def test_revision_revoking_the_caducity_restores_the_crc_and_lifts_the_bars(
    admin_context, roles, tmp_path
):
    operator, bus, process = declared(admin_context, roles, tmp_path)
    noon = at_instant(admin_context, departure(TODAY, 12))
    trip = eventual(operator.id, bus.id)
    crc = list_crcs(admin_context, operator.id)[0]
    assert current_crc(admin_context, operator.id) is None
    assert len(bars_against(admin_context, operator.id, REVISED)) == 3  # art. 70 §§3-4
    assert "crc_vencido" in check_licence_request(noon, trip).reasons

    julgador = at_day(roles["julgador"], REVISED)
    revised = revision(
        julgador, process.id, ("multa",), "Fato novo: o documento era autêntico (perícia)."
    )

    assert current_crc(admin_context, operator.id).id == crc.id
    (listed,) = list_crcs(admin_context, operator.id)
    assert (listed.cancelled_on, listed.restored_on) == (PUBLISHED, REVISED)
    assert (listed.restoration_article, listed.restoration_process) == (
        "Res. AGR 105/2017, art. 96",
        process.number,
    )
    assert listed.is_valid_on(REVISED) and not listed.is_valid_on(date(2026, 4, 1))
    # the bars stand until the revision and are lifted from its day
    assert len(bars_against(admin_context, operator.id, date(2026, 4, 19))) == 3
    assert bars_against(admin_context, operator.id, REVISED) == []
    assert count(admin_context.database, RegistrationBarLift) == 3
    detail = get_operator(admin_context, operator.id)
    assert detail.status == "registrada"
    status = operator_sanction_status(admin_context, operator.id, TODAY)
    assert status.caducity_declared_on is None
    assert check_licence_request(noon, trip).allowed
    entry = revised.timeline[-1]
    assert (entry.kind, entry.label) == ("restabelecimento", "CRC restabelecido (revisão)")
    assert crc.number in entry.summary and "3 impedimento(s)" in entry.summary
    assert "art. 96" in entry.articles and "art. 70 §§2-4" in entry.articles
    assert [e.action for e in history(admin_context, "crc", crc.id)][-1] == "restore"
    assert get_process(admin_context, process.id).stage == "aguardando_notificacao_conselho"
    # the statewide register says it too: cassado, then restored by the revision (issue 19)
    *_, cassado, restored = statewide_situations(admin_context, operator.cnpj)
    # each thing once: it read "cassado em 30/03/2026 — Caducidade declarada no processo N,
    # publicada no Diário Oficial em 30/03/2026"
    assert cassado == (
        f"CRC nº {crc.number} cassado em 30/03/2026 no processo {process.number} — Caducidade "
        "declarada e publicada no Diário Oficial (Res. AGR 105/2017, art. 70 §2)"
    )
    assert restored.endswith("; restabelecido em 20/04/2026 (Res. AGR 105/2017, art. 96)")
    # nothing rewritten: the cancellation is as recorded, and the database refuses a change
    assert count(admin_context.database, CrcCancellation) == 1
    for model, column in ((CrcCancellation, "reason"), (CrcRestoration, "reason")):
        with pytest.raises(sqlalchemy.exc.DatabaseError), admin_context.database.write() as session:
            session.execute(update(model).values({column: "apagado"}))


def test_revision_keeping_the_caducity_restores_nothing(admin_context, roles, tmp_path):
    """Art. 96 §5: a revision may lower the fine and keep the caducity; the CRC stays
    cancelled and the bars stand."""
    operator, _, process = declared(admin_context, roles, tmp_path)
    julgador = at_day(roles["julgador"], REVISED)
    (proposal,) = propose_penalties(julgador, process.id)
    revised = revise(
        julgador,
        process.id,
        DecisionInput(
            REVISED,
            True,
            "Multa reduzida.",
            (PenaltyChoice("78-I", proposal.amount / 2, ("multa", "caducidade"), "Atenuante."),),
        ),
    )
    assert current_crc(admin_context, operator.id) is None
    assert len(bars_against(admin_context, operator.id, REVISED)) == 3
    assert count(admin_context.database, CrcRestoration) == 0
    assert get_operator(admin_context, operator.id).status == "cassada"
    assert "restabelecimento" not in [entry.kind for entry in revised.timeline]
