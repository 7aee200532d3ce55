"""The CRE/RR's cancellation of an autorização is notified to the company (Lei RR 664/2008,
art. 22; appeal, art. 92; terms, art. 95) in a signed document of the register, on a real
SQLite file: the PDF read back names the act, the ground's inciso and the appeal, and no
Goiás act or body; Verificar documento knows it; its 2ª via is the file first issued."""

from datetime import date

from sqlalchemy import select

from desktop.models.documents import IssuedDocument
from desktop.services.documents.verification import verify_bytes
from desktop.services.licences.detail import licence_detail
from desktop.services.licences.revocation import cancel_authorisation
from desktop.services.licences.revocation_records import cancellation_pdf
from tests.factories.clock import at_day
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import GOIAS, roraima_authorisation

ACT = "Portaria CRE/RR nº 12/2026"


def test_the_cancellation_is_printed_signed_registered_and_reprinted(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    keys = tmp_path / "keys"
    analyst = at_day(ctx, date(2026, 8, 3))
    assert licence_detail(analyst, issued.id).cancellation_number is None
    notice = cancel_authorisation(analyst, issued.id, "inadimplemento", ACT, date(2026, 8, 3), keys)
    text = flat_pdf_text(notice.pdf)
    for expected in (
        "Notificação de Cancelamento de Autorização",
        f"Autorização de serviço nº {issued.number}",
        "Autorização CANCELADA em 3 de agosto de 2026",
        "III — Inadimplemento das obrigações do termo de compromisso",
        ACT,
        "Lei RR 664/2008, art. 22, III, e parágrafo único, I",
        "sem direito a indenização (Lei RR 664/2008, art. 22, caput)",
        "Da decisão cabe recurso ao CRE/RR (Lei RR 664/2008, art. 92)",
        "primeiro dia útil após a ciência da decisão pela empresa",
        "(art. 95 e parágrafo único)",
    ):
        assert expected in text, expected
    # the fixture's company has its seat in Goiânia: its address aside, no word of Goiás
    before, _, rest = text.partition(" Endereço ")
    address, _, after = rest.partition(" Serviço ")
    assert "Goiânia" in address and not GOIAS.search(f"{before} {after}")
    with ctx.database.read() as session:
        row = session.scalars(
            select(IssuedDocument).where(IssuedDocument.kind == "cancelamento_autorizacao")
        ).one()
    assert row.number == notice.number
    assert licence_detail(analyst, issued.id).cancellation_number == notice.number
    verdict = verify_bytes(ctx.database, notice.pdf, at_day(ctx, date(2026, 8, 4)).clock())
    assert verdict.fields["Documento"].startswith("Notificação de Cancelamento de Autorização")
    assert verdict.fields["Número"] == notice.number
    assert cancellation_pdf(analyst, issued.id, keys) == notice.pdf
