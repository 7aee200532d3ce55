"""Issue 19: the register status of each issued document is a statewide fact. Every act that
issues a document or takes one out of force writes, in its own transaction, a row of
`document_status_events` owned by the issuing office; another office verifying the document
reads the latest one (docs/network.md). Replication itself is tested with three clusters in
test_state_network.py; here the rows another office would receive are written as the sede's
subscription writes them."""

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.documents.keys import create_office_key, load_office_signer
from desktop.documents.render import render_document
from desktop.models.document_status import DocumentStatusEvent
from desktop.models.documents import PrintOrder
from desktop.services.documents.key_import import import_public_key
from desktop.services.documents.statewide_status import backfill, backfill_office
from desktop.services.documents.verification import verify_bytes
from desktop.services.licences.events import record_cancellation
from desktop.services.licences.issue import issue_licence
from tests.factories.clock import at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet
from tests.factories.verification import CRC, RR_OFFICE

pytestmark = pytest.mark.postgres

NOON = departure(TODAY, 12)
DEPARTURE = departure(TODAY + timedelta(days=1), 8)


def events_of(database, kind, number):
    with database.read() as session:
        rows = session.scalars(
            select(DocumentStatusEvent)
            .where(DocumentStatusEvent.kind == kind, DocumentStatusEvent.number == number)
            .order_by(DocumentStatusEvent.sequence)
        ).all()
    return [(row.sequence, row.in_force, row.situation, row.office_code) for row in rows]


def test_issuing_and_cancelling_a_licence_record_its_statewide_status(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    code = admin_context.office.code
    issued = f"emitido em {TODAY:%d/%m/%Y}"
    assert events_of(ctx.database, "licenca", licence.number) == [(1, True, issued, code)]

    record_cancellation(
        ctx, licence.id, DEPARTURE - timedelta(hours=24), Decimal("4800.00"), "PIX E123", keys
    )

    events = events_of(ctx.database, "licenca", licence.number)
    assert events[0] == (1, True, issued, code)
    assert len(events) == 2
    sequence, in_force, situation, owner = events[1]
    assert (sequence, in_force, owner) == (2, False, code)
    # The same sentence this office's own verification says (standing.py), article included.
    assert situation.startswith("licença CANCELADA em 15/06/2026 — motivo: Desistência")
    assert "(Res. AGR 105/2017, art. 28, § 2º)" in situation
    assert verify_bytes(ctx.database, licence.pdf, NOON).withdrawn == situation


def other_office_crc(admin_context, tmp_path):
    """A CRC issued by Boa Vista (BVB), its key known here."""
    create_office_key(tmp_path / "bvb")
    signer = load_office_signer(tmp_path / "bvb")
    document = render_document("crc", replace(CRC), RR_OFFICE, "BVB-2026-000003", signer)
    import_public_key(admin_context, "BVB", (tmp_path / "bvb" / "office-key.pub.pem").read_bytes())
    return document


def received(database, sequence, in_force, situation):
    """A status row of BVB as the subscription to the sede writes it here."""
    with database.write() as session:
        session.add(
            DocumentStatusEvent(
                kind="crc",
                number="BVB-2026-000003",
                sequence=sequence,
                in_force=in_force,
                situation=situation,
                recorded_at=datetime(2026, 6, sequence, 13, tzinfo=UTC),
                office_code="BVB",
            )
        )


def test_another_offices_document_is_told_with_its_statewide_status(admin_context, tmp_path):
    document = other_office_crc(admin_context, tmp_path)
    before = verify_bytes(admin_context.database, document.pdf)
    # Standalone, nothing received: as before the network, only the issuer knows.
    assert before.valid and before.in_force
    assert before.fields["Situação"] == (
        "não consultada: só o escritório BVB tem o registro da situação atual deste documento"
    )

    received(admin_context.database, 1, True, "emitido em 01/06/2026")
    valid = verify_bytes(admin_context.database, document.pdf)
    assert valid.in_force
    assert valid.fields["Situação"] == (
        "válido segundo os dados estaduais recebidos da rede (registro do escritório BVB: "
        "emitido em 01/06/2026)"
    )

    received(
        admin_context.database,
        2,
        False,
        "REGISTRO CANCELADO SUMARIAMENTE em 02/06/2026 — motivo: documento falso (Lei RR "
        "664/2008, art. 31)",
    )
    cancelled = verify_bytes(admin_context.database, document.pdf)
    assert cancelled.valid and not cancelled.in_force
    assert cancelled.withdrawn == (
        "REGISTRO CANCELADO SUMARIAMENTE em 02/06/2026 — motivo: documento falso (Lei RR "
        "664/2008, art. 31), segundo o registro do escritório BVB nos dados estaduais "
        "recebidos da rede"
    )
    assert cancelled.explanation.startswith("Assinatura válida — REGISTRO CANCELADO")
    assert cancelled.fields["Situação"] == cancelled.withdrawn


def test_a_document_past_its_signed_validity_is_expired_whatever_the_status(
    admin_context, tmp_path
):
    document = other_office_crc(admin_context, tmp_path)
    received(admin_context.database, 1, True, "emitido em 01/06/2026")
    after = verify_bytes(admin_context.database, document.pdf, datetime(2029, 6, 1, 15, tzinfo=UTC))
    assert after.withdrawn.startswith("documento VENCIDO: válido até 31/05/2029, segundo")


def test_documents_issued_before_the_statewide_status_are_recorded_on_joining(
    admin_context, tmp_path
):
    """`balcao rede entrar` records the status of every document of the office that has none
    (issued before the table existed): in force as issued, or the act that withdrew it; a
    second run finds nothing to do."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, NOON)
    licence = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    code = admin_context.office.code
    with ctx.database.write() as session:
        order = session.scalars(
            select(PrintOrder).where(
                PrintOrder.kind == "licenca", PrintOrder.number == licence.number
            )
        ).one()
        session.add(
            PrintOrder(
                kind=order.kind,
                number="GYN-2025-000777",
                office_code=code,
                issue_date=datetime(2025, 5, 2).date(),
                verification_code="ABCDEFGHJK2",
                payload=order.payload,
                data_json=order.data_json,
                subject_ref=order.subject_ref,
                created_by_id=order.created_by_id,
            )
        )
    with ctx.database.write() as session:
        assert backfill(session, code, NOON) == 1
    assert events_of(ctx.database, "licenca", "GYN-2025-000777") == [
        (1, True, "emitido em 02/05/2025", code)
    ]
    assert len(events_of(ctx.database, "licenca", licence.number)) == 1  # it had its own
    # what `balcao rede entrar` runs, on the office's database by its URL: nothing left
    url = ctx.database.engine.url.render_as_string(hide_password=False)
    assert backfill_office(url) == 0
