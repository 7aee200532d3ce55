"""A Roraima office verifying an authorisation reads the title it was printed with, Lei RR
664/2008's autorização (arts. 18-22), not Goiás's Licença de Viagem: the one it issued, and
one another Roraima office issued, told with the statewide data; a Goiás licence keeps its
title."""

from dataclasses import replace
from datetime import UTC, datetime

from sqlalchemy import select

from desktop.models.document_status import DocumentStatusEvent
from desktop.models.startup import open_database
from desktop.services.documents.key_import import import_public_key
from desktop.services.documents.verification import export_public_key, verify_bytes
from desktop.services.licences.issue import issue_licence
from desktop.services.office.setup import AdministratorSetup, set_up_office
from tests.conftest import TEST_PASSWORD, sample_office_setup
from tests.factories.clock import at_instant
from tests.factories.licences import continuous, fleet
from tests.factories.roraima import NOON, roraima_authorisation


def test_roraima_verified_authorisation_keeps_its_printed_title(admin_context, tmp_path):
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    verdict = verify_bytes(ctx.database, issued.pdf, NOON)
    assert verdict.fields["Documento"] == "Autorização de Serviço"


def test_goias_verified_licence_is_a_licenca_de_viagem(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    issued = issue_licence(ctx, continuous(operator.id, bus.id), keys)
    verdict = verify_bytes(ctx.database, issued.pdf, NOON)
    assert verdict.fields["Documento"] == "Licença de Viagem"


def verified_at_another_office(issuer, pdf, tmp_path, now=NOON):
    """The verdicts on `pdf` at another office of the issuer's state (its own database, the
    issuer's keys trusted): before it has the issuer's statewide status rows, and after it
    received them as the subscription to the sede writes them."""
    database = open_database(f"sqlite:///{(tmp_path / 'outro.sqlite3').as_posix()}")
    try:
        other = set_up_office(
            database,
            replace(sample_office_setup(), code="OUT", jurisdiction=issuer.office.jurisdiction),
            AdministratorSetup("admin", "Administrador", TEST_PASSWORD),
            key_dir=tmp_path / "outro-keys",
        )
        import_public_key(other, issuer.office.code, export_public_key(issuer))
        before = verify_bytes(database, pdf, now)
        with issuer.database.read() as session:
            rows = session.scalars(select(DocumentStatusEvent)).all()
            received = [
                DocumentStatusEvent(
                    kind=row.kind,
                    number=row.number,
                    sequence=row.sequence,
                    in_force=row.in_force,
                    situation=row.situation,
                    recorded_at=row.recorded_at,
                    office_code=row.office_code,
                )
                for row in rows
            ]
        with database.write() as session:
            session.add_all(received)
        return before, verify_bytes(database, pdf, now)
    finally:
        database.dispose()


def test_roraima_authorisation_verified_at_another_roraima_office(admin_context, tmp_path):
    """Issued at one Roraima office, verified at another, which knows the kind from the
    signed title (no status received yet) or from the status the statewide data holds."""
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    before, after = verified_at_another_office(ctx, issued.pdf, tmp_path)
    assert before.fields["Situação"].startswith("não consultada: só o escritório GYN")
    assert after.fields["Situação"].startswith("válido segundo os dados estaduais")
    assert before.fields["Documento"] == after.fields["Documento"] == "Autorização de Serviço"


def test_roraima_authorisation_past_its_term_at_another_office(admin_context, tmp_path):
    """Past its last day the autorização is cancelled by itself (Lei RR 664/2008, art. 22,
    parágrafo único, II), not a Goiás-style "documento VENCIDO", wherever it is verified."""
    ctx, issued = roraima_authorisation(admin_context, tmp_path)
    _, after = verified_at_another_office(
        ctx, issued.pdf, tmp_path, datetime(2027, 1, 1, 15, tzinfo=UTC)
    )
    assert after.fields["Situação"].startswith(
        "autorização cancelada automaticamente: prazo de vigência decorrido em 31/12/2026 "
        "(Lei RR 664/2008, art. 22, parágrafo único, II), segundo o registro do escritório GYN"
    )


def test_goias_licence_verified_at_another_goias_office(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    issued = issue_licence(ctx, continuous(operator.id, bus.id), keys)
    before, after = verified_at_another_office(ctx, issued.pdf, tmp_path)
    assert after.fields["Situação"].startswith("válido segundo os dados estaduais")
    assert before.fields["Documento"] == after.fields["Documento"] == "Licença de Viagem"
