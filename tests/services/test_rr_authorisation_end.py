"""How a Roraima autorização ends (Lei RR 664/2008, art. 22), on a real SQLite file: by
itself when its term is over (parágrafo único, II), read from the dates, never written;
or by the CRE/RR's act on a ground of the caput (parágrafo único, I), recorded as an event
on the autorização, which stays as issued, and audited. The list, the licence on screen and
Verificar documento tell both."""

from datetime import date

import pytest
from sqlalchemy import func, select

from desktop.models.audit import AuditEntry
from desktop.models.licences import Licence, LicenceEvent
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.revocation import cancel_authorisation
from desktop.services.search.licences import search_licences
from tests.factories.clock import at_day
from tests.factories.roraima import roraima_authorisation

ACT = "Portaria CRE/RR nº 12/2026"


def _situation(ctx, issued, day):
    verdict = verify_bytes(ctx.database, issued.pdf, at_day(ctx, day).clock())
    return verdict.fields["Situação"]


def _row(ctx, issued):
    return search_licences(ctx, number=issued.number).rows[0]


def _written(ctx):
    with ctx.database.read() as session:
        return (
            session.scalar(select(func.count()).select_from(LicenceEvent)),
            session.scalar(select(func.count()).select_from(AuditEntry)),
        )


def test_after_its_last_day_the_autorizacao_reads_cancelled_by_itself(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    last_day, after = at_day(ctx, date(2026, 12, 31)), at_day(ctx, date(2027, 1, 1))
    assert _row(last_day, issued).state.label == "Emitida"
    assert _row(after, issued).state.label == "Encerrada"
    assert licence_detail(after, issued.id).state.sentence == (
        "cancelada automaticamente: prazo de vigência decorrido em 31/12/2026 "
        "(Lei RR 664/2008, art. 22, parágrafo único, II)"
    )
    assert _situation(ctx, issued, date(2027, 1, 1)) == (
        "autorização cancelada automaticamente: prazo de vigência decorrido em 31/12/2026 "
        "(Lei RR 664/2008, art. 22, parágrafo único, II)"
    )
    assert _written(ctx)[0] == 0  # derived from the dates, nothing recorded


def test_the_cre_rr_cancels_it_with_an_event_audited(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    analyst = at_day(ctx, date(2026, 8, 3))
    with ctx.database.read() as session:
        before = session.get(Licence, issued.id).__dict__.copy()
    audits = _written(ctx)[1]
    cancel_authorisation(
        analyst, issued.id, "abandono", f"  {ACT} ", date(2026, 8, 3), tmp_path / "keys"
    )
    with ctx.database.read() as session:
        event = session.scalars(select(LicenceEvent)).one()
        licence = session.get(Licence, issued.id)
        assert {key: licence.__dict__[key] for key in before if not key.startswith("_")} == {
            key: value for key, value in before.items() if not key.startswith("_")
        }
        audit = session.scalars(select(AuditEntry).where(AuditEntry.entity_id == issued.id)).all()
    assert (event.kind, event.article) == (
        "cancelamento",
        "Lei RR 664/2008, art. 22, IV, e parágrafo único, I",
    )
    assert event.details == f"Abandono total ou parcial do serviço; ato: {ACT}."
    # the cancellation, and its notification issued in the register
    assert _written(ctx)[1] == audits + 2 and audit[-1].action == "cancelamento"
    assert _row(analyst, issued).state.label == "Cancelada"
    assert licence_detail(analyst, issued.id).state.sentence == (
        "cancelada pelo CRE/RR em 03/08/2026 (Lei RR 664/2008, art. 22, parágrafo único, I)"
    )
    assert _situation(ctx, issued, date(2026, 8, 4)) == (
        "autorização CANCELADA em 03/08/2026 pelo CRE/RR — motivo: Abandono total ou "
        f"parcial do serviço; ato: {ACT} (Lei RR 664/2008, art. 22, IV, e parágrafo único, I)"
    )
    with pytest.raises(ServiceError, match="já foi cancelada em 03/08/2026"):
        cancel_authorisation(analyst, issued.id, "falencia", ACT, date(2026, 8, 3))


@pytest.mark.parametrize(
    ("ground", "act", "on", "field", "message"),
    [
        ("", ACT, date(2026, 8, 3), "ground", "art. 22, I a V"),
        ("a_criterio", ACT, date(2026, 8, 3), "ground", "nos termos da Lei"),
        ("abandono", "  ", date(2026, 8, 3), "act", ""),
        ("abandono", ACT, None, "on", "Informe a data"),
        ("abandono", ACT, date(2026, 8, 4), "on", "futuro"),
        ("abandono", ACT, date(2026, 6, 14), "on", "anterior à emissão"),
    ],
)
def test_refused_next_to_the_field_with_nothing_written(
    admin_context, tmp_path, ground, act, on, field, message
):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    written = _written(ctx)
    with pytest.raises(ValidationError) as refused:
        cancel_authorisation(at_day(ctx, date(2026, 8, 3)), issued.id, ground, act, on)
    assert field in refused.value.field_errors and message in refused.value.field_errors[field]
    assert _written(ctx) == written


def test_after_its_term_it_is_already_cancelled_by_itself(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    with pytest.raises(ValidationError) as refused:
        cancel_authorisation(at_day(ctx, date(2027, 2, 1)), issued.id, "falencia", ACT, None)
    assert "on" in refused.value.field_errors
    with pytest.raises(ValidationError) as refused:
        cancel_authorisation(
            at_day(ctx, date(2027, 2, 1)), issued.id, "falencia", ACT, date(2027, 1, 5)
        )
    assert refused.value.field_errors["on"] == (
        "A autorização já estava cancelada automaticamente: prazo de vigência decorrido em "
        "31/12/2026 (Lei RR 664/2008, art. 22, parágrafo único, II)."
    )
    assert _written(ctx)[0] == 0
