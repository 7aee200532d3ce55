"""Verification tells when the register issued a document in the office's time (DESIGN.md,
Data: instants stored in UTC, shown in office time): the Roraima demo's autorização, issued
in Boa Vista (UTC-4), read "16:00 UTC" for noon."""

from datetime import timedelta, timezone

from sqlalchemy import select

from desktop.models.documents import IssuedDocument
from desktop.services.documents.verification import verify_code
from tests.factories.demo import admin_of

BOA_VISTA = timezone(timedelta(hours=-4))


def test_the_register_says_when_in_boa_vista_time(demo_offices):
    with admin_of(demo_offices["RR"]) as ctx:
        with ctx.database.read() as session:
            row = session.scalar(select(IssuedDocument).where(IssuedDocument.kind == "licenca"))
            assert row is not None
            code, created_at = row.verification_code, row.created_at
        verdict = verify_code(ctx.database, code)
    local = created_at.astimezone(BOA_VISTA)
    assert verdict.fields["Registro"] == (
        f"emitido neste escritório em {local:%d/%m/%Y %H:%M} (horário do escritório)"
    )
