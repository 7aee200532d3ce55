"""A Roraima autorização is cancelled automatically once the purposes it was granted for are
fulfilled (Lei RR 664/2008, art. 22, parágrafo único, II, second case), on a real SQLite
file: the office records the fact it learned, dated, as an event on the autorização, which
stays as issued, audited; the list, the licence and Verificar documento read it ended by
itself from that day. Bad input is refused next to its field with nothing written."""

from datetime import date

import pytest
from sqlalchemy import func, select

from desktop.models.audit import AuditEntry
from desktop.models.licences import Licence, LicenceEvent
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.fulfilment import declare_fulfilment
from desktop.services.licences.revocation import cancel_authorisation
from desktop.services.search.licences import search_licences
from tests.factories.clock import at_day
from tests.factories.roraima import roraima_authorisation

FACT = "Viagem realizada, comunicada pela empresa"
ARTICLE = "Lei RR 664/2008, art. 22, parágrafo único, II"


def _written(ctx):
    with ctx.database.read() as session:
        return (
            session.scalar(select(func.count()).select_from(LicenceEvent)),
            session.scalar(select(func.count()).select_from(AuditEntry)),
        )


def test_the_purpose_fulfilled_ends_it_by_itself_from_that_day(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    clerk = at_day(ctx, date(2026, 9, 10))
    with ctx.database.read() as session:
        before = {
            key: value
            for key, value in session.get(Licence, issued.id).__dict__.items()
            if not key.startswith("_")
        }
    audits = _written(ctx)[1]
    declare_fulfilment(clerk, issued.id, f"  {FACT} ", date(2026, 9, 8))
    with ctx.database.read() as session:
        event = session.scalars(select(LicenceEvent)).one()
        licence = session.get(Licence, issued.id)
        assert {key: licence.__dict__[key] for key in before} == before
        audit = session.scalars(select(AuditEntry).where(AuditEntry.entity_id == issued.id)).all()
    assert (event.kind, event.details, event.article) == (
        "finalidade",
        f"Finalidade satisfeita: {FACT}",
        ARTICLE,
    )
    assert _written(ctx)[1] == audits + 1 and audit[-1].action == "finalidade"
    assert search_licences(clerk, number=issued.number).rows[0].state.label == "Encerrada"
    assert licence_detail(clerk, issued.id).state.sentence == (
        f"cancelada automaticamente: finalidade satisfeita em 08/09/2026 ({ARTICLE})"
    )
    verdict = verify_bytes(ctx.database, issued.pdf, clerk.clock())
    assert verdict.fields["Situação"] == (
        "autorização cancelada automaticamente em 08/09/2026 — motivo: Finalidade "
        f"satisfeita: {FACT} ({ARTICLE})"
    )
    with pytest.raises(ServiceError, match="finalidade satisfeita em 08/09/2026"):
        cancel_authorisation(clerk, issued.id, "abandono", "Portaria 1", date(2026, 9, 10))
    with pytest.raises(ServiceError, match="finalidade satisfeita em 08/09/2026"):
        declare_fulfilment(clerk, issued.id, FACT, date(2026, 9, 9))


def test_a_cancelled_autorizacao_has_no_purpose_left_to_fulfil(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    analyst = at_day(ctx, date(2026, 8, 3))
    cancel_authorisation(
        analyst, issued.id, "falencia", "Portaria 1", date(2026, 8, 3), tmp_path / "keys"
    )
    written = _written(ctx)
    with pytest.raises(ServiceError, match="já foi cancelada em 03/08/2026"):
        declare_fulfilment(analyst, issued.id, FACT, date(2026, 8, 3))
    assert _written(ctx) == written


@pytest.mark.parametrize(
    ("fact", "on", "field", "message"),
    [
        ("  ", date(2026, 8, 3), "fact", "obrigatório"),
        ("x" * 201, date(2026, 8, 3), "fact", "200 caracteres"),
        (FACT, None, "on", "Informe a data"),
        (FACT, date(2026, 8, 4), "on", "não pode ser futura"),
        (FACT, date(2026, 6, 30), "on", "antes do início da autorização (01/07/2026)"),
    ],
)
def test_refused_next_to_the_field_with_nothing_written(
    admin_context, tmp_path, fact, on, field, message
):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    written = _written(ctx)
    with pytest.raises(ValidationError) as refused:
        declare_fulfilment(at_day(ctx, date(2026, 8, 3)), issued.id, fact, on)
    assert message in refused.value.field_errors[field]
    assert _written(ctx) == written


def test_after_its_term_it_had_already_ended_by_itself(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    with pytest.raises(ValidationError) as refused:
        declare_fulfilment(at_day(ctx, date(2027, 2, 1)), issued.id, FACT, date(2027, 1, 5))
    assert "prazo de vigência decorrido em 31/12/2026" in refused.value.field_errors["on"]
    assert _written(ctx)[0] == 0
