"""A Roraima office verifying the authorisation it issued reads the title it printed, Lei RR
664/2008's autorização (arts. 18-22), not Goiás's Licença de Viagem; a Goiás licence keeps its
title."""

from sqlalchemy import select

from desktop.models.office import Office
from desktop.services.documents.verification import verify_bytes
from desktop.services.licences.issue import issue_licence
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, continuous, departure, fleet
from tests.factories.roraima import in_roraima, roraima_charter

NOON = departure(TODAY, 12)


def test_roraima_verified_authorisation_keeps_its_printed_title(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    with admin_context.database.write() as session:
        session.scalars(select(Office)).one().jurisdiction = "RR"
    ctx = in_roraima(at_instant(admin_context, NOON))
    charter = roraima_charter(operator.id, bus.id)
    issued = issue_licence(ctx, charter, keys)
    verdict = verify_bytes(ctx.database, issued.pdf, NOON)
    assert verdict.fields["Documento"] == "Autorização de Serviço"


def test_goias_verified_licence_is_a_licenca_de_viagem(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    issued = issue_licence(ctx, continuous(operator.id, bus.id), keys)
    verdict = verify_bytes(ctx.database, issued.pdf, NOON)
    assert verdict.fields["Documento"] == "Licença de Viagem"
