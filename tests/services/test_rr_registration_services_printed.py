"""Lei RR 664/2008 registers a company for the services of its art. 2º, fretamento (IV) only
one of them: the protocol and the certificate of a Roraima company registered for special,
occasional and tourist trips read 'sob regime de fretamento' and 'do serviço de fretamento',
and listed its services as 'Modalidade do serviço'."""

from datetime import date

from sqlalchemy import select

from desktop.models.documents import IssuedDocument
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import rr_operator


def test_a_roraima_registration_prints_the_services_of_article_2(rr, tmp_path):
    rr_operator(rr, tmp_path / "keys", date(2026, 6, 1), modalities=("eventual_turistico",))
    with rr("atendente").database.read() as session:
        printed = {
            row.kind: flat_pdf_text(row.pdf) for row in session.scalars(select(IssuedDocument))
        }
    assert "delegatária dos serviços do art. 2º da Lei 664/2008" in printed["protocolo"]
    certificate = printed["crc"]
    assert "fretamento" not in certificate.lower()
    assert "por autorização (Lei 664/2008, art. 2º)" in certificate
    assert "III — Serviços (Lei 664/2008, art. 2º)" in certificate
    assert "Viagem especial, eventual ou de turismo" in certificate
