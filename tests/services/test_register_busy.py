"""Issue 16 §4 with issue 18 §4: the act's documents are registered after it commits, in a
write transaction of their own; on SQLite that transaction may find the file's write lock
held by another workstation past the busy timeout (PostgreSQL's writers wait on rows, and
the register's rows are new: nothing of the kind there)."""

import dataclasses

import pytest
from sqlalchemy import select

import desktop.documents.render as render_module
from desktop.models.database import Database
from desktop.models.documents import IssuedDocument, PrintOrder
from desktop.models.engine import WRITE_OPTION, create_engine
from desktop.services.documents.issuing import reprint
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import DocumentNotRendered
from desktop.services.licences.issue import issue_licence
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet
from tests.factories.reading import count

LICENCE_KINDS = ("licenca", "lista_passageiros")


def test_a_register_kept_busy_by_another_workstation_says_the_act_was_saved(
    admin_context, database_url, tmp_path
):
    """The act committed; another connection then holds SQLite's write lock past the busy
    timeout while the PDFs render: the clerk is told the licence is registered and can be
    printed again ("nada foi gravado" would be untrue), and the reprint prints it."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    impatient = Database(create_engine(database_url, busy_timeout_ms=200))
    ctx = dataclasses.replace(at_instant(admin_context, departure(TODAY, 12)), database=impatient)
    other = create_engine(database_url)
    document_pdf = render_module.document_pdf
    holding = []

    def render_while_another_writes(data, office, payload, signature):
        if not holding:
            connection = other.execution_options(**{WRITE_OPTION: True}).connect()
            connection.exec_driver_sql("SELECT 1")  # begun with BEGIN IMMEDIATE
            holding.append(connection)
        return document_pdf(data, office, payload, signature)

    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(render_module, "document_pdf", render_while_another_writes)
            with pytest.raises(DocumentNotRendered) as caught:
                issue_licence(ctx, eventual(operator.id, bus.id), keys)
    finally:
        for connection in holding:
            connection.rollback()
            connection.close()
        other.dispose()
    assert "GYN-2026-000001 (licenca) foi registrado" in caught.value.message
    with impatient.read() as session:
        kinds = session.scalars(select(PrintOrder.kind).where(PrintOrder.kind.in_(LICENCE_KINDS)))
        assert sorted(kinds) == ["licenca", "lista_passageiros"]
    assert count(impatient, IssuedDocument) == 3  # the fleet's protocol, CRC and CRV
    pdf = reprint(ctx, "GYN-2026-000001", "licenca", key_dir=keys)
    assert verify_bytes(ctx.database, pdf).valid
    impatient.dispose()
