"""Issue 16 §4: a document's PDF is rendered after the transaction that numbers it commits.

The act (here the protocol of a registration request, Res. 105 art. 7) and its number are
committed with a print order; the PDF is made outside the write lock, so a failing render
leaves a re-printable record instead of a rolled-back number, and other workstations write
while it renders.
"""

import logging
import subprocess
from datetime import date

import pytest
from reportlab.platypus.doctemplate import LayoutError
from sqlalchemy import event, select, text

import desktop.documents.render as render_module
from desktop.demo.numbers import make_cnpj
from desktop.documents.verify import UNKNOWN
from desktop.models.database import Database
from desktop.models.documents import IssuedDocument, PrintOrder
from desktop.models.engine import create_engine
from desktop.models.operators import RegistrationApplication
from desktop.services.documents.issuing import reprint
from desktop.services.documents.numbering import next_document_number
from desktop.services.documents.verification import verify_bytes, verify_code, verify_text
from desktop.services.errors import DocumentNotRendered
from desktop.services.licences.issue import issue_licence
from desktop.services.office.audit_chain import verify_chain
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.operators import create_operator
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, departure, eventual, fleet
from tests.factories.operators import operator_input
from tests.factories.reading import count, pdf_text

pytestmark = pytest.mark.postgres

PROTOCOL_DAY = date(2026, 3, 2)
LICENCE_KINDS = ("licenca", "lista_passageiros")


@pytest.fixture
def ctx(admin_context):
    return at_day(admin_context, PROTOCOL_DAY)


@pytest.fixture
def operator(ctx):
    return create_operator(ctx, operator_input())


def failing_layout(*_args, **_kwargs):
    raise LayoutError("Flowable <Paragraph> too large on page 1 in frame 'normal'")


def test_a_failed_render_keeps_the_act_and_its_number_and_the_reprint_prints_it(
    ctx, operator, keys, database, tmp_path, monkeypatch, caplog
):
    with (
        monkeypatch.context() as failing,
        caplog.at_level(logging.ERROR, logger="desktop.documents"),
        pytest.raises(DocumentNotRendered) as caught,
    ):
        failing.setattr(render_module, "build_pdf", failing_layout)
        protocol_application(ctx, operator.id, key_dir=keys)
    assert "GYN-2026-000001" in caught.value.message
    assert "foi registrado" in caught.value.message
    assert "reimpressão" in caught.value.message
    assert "LayoutError" in caplog.text  # the traceback is in the log
    with database.read() as session:
        application = session.scalar(select(RegistrationApplication))
        order = session.scalar(select(PrintOrder))
    assert application.protocol_number == "GYN-2026-000001"
    assert (order.kind, order.number) == ("protocolo", "GYN-2026-000001")
    assert count(database, IssuedDocument) == 0

    pending = verify_code(database, order.verification_code)
    assert pending.status == UNKNOWN
    assert "PDF ainda não foi gerado" in pending.explanation
    assert verify_text(database, order.payload).explanation == pending.explanation

    pdf = reprint(ctx, "GYN-2026-000001", "protocolo", key_dir=keys)
    printed = pdf_text(pdf)
    assert operator.legal_name in printed
    assert order.verification_code in printed
    verdict = verify_bytes(database, pdf)
    assert verdict.valid, verdict.explanation
    assert verdict.fields["Arquivo"] == "idêntico ao arquivo emitido"
    assert reprint(ctx, "GYN-2026-000001", "protocolo") == pdf  # stored now, byte for byte
    assert verify_code(database, order.verification_code).valid
    path = tmp_path / "protocolo.pdf"
    path.write_bytes(pdf)
    pdfsig = subprocess.run(["pdfsig", str(path)], capture_output=True, text=True, check=False)
    assert "Signature is Valid" in pdfsig.stdout, pdfsig.stdout + pdfsig.stderr

    # Gapless numbering: the next act takes the next number.
    other = create_operator(ctx, operator_input(cnpj=make_cnpj("445556660001")))
    assert protocol_application(ctx, other.id, key_dir=keys).application.protocol_number == (
        "GYN-2026-000002"
    )


def test_other_workstations_write_while_the_pdf_renders(
    ctx, operator, keys, database_url, monkeypatch
):
    """Another connection takes the next protocol number (it waits on the same counter row
    and, on SQLite, on the database's write lock) from inside the render: it would time
    out if the act's transaction were still open."""
    other = Database(create_engine(database_url, busy_timeout_ms=500))
    taken_during_render = []
    build_pdf = render_module.build_pdf

    def build_while_another_writes(*args, **kwargs):
        with other.write() as session:
            if other.dialect_name == "postgresql":
                session.execute(text("SET LOCAL lock_timeout = '500ms'"))
            taken_during_render.append(next_document_number(session, "GYN", "PRT", 2026))
        return build_pdf(*args, **kwargs)

    monkeypatch.setattr(render_module, "build_pdf", build_while_another_writes)
    try:
        result = protocol_application(ctx, operator.id, key_dir=keys)
    finally:
        other.dispose()
    assert result.application.protocol_number == "GYN-2026-000001"
    assert taken_during_render == ["GYN-2026-000002"]
    assert result.application.protocol_number in pdf_text(result.printout.pdf)


def test_a_licence_and_its_passenger_list_are_rendered_from_the_act_and_registered_together(
    admin_context, tmp_path
):
    """Res. AGR 105/2017 arts. 27 and 39: the licence and its list of passengers, numbered in
    the act's transaction, are rendered from the orders that transaction wrote (no reading
    back, no read transaction) and stored in the register by one more write transaction."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    sent: list[str] = []
    engine = ctx.database.engine

    def remember(_connection, _cursor, statement, *_args) -> None:
        sent.append(statement)

    event.listen(engine, "before_cursor_execute", remember)
    try:
        issued = issue_licence(ctx, eventual(operator.id, bus.id), keys)
    finally:
        event.remove(engine, "before_cursor_execute", remember)
    after_act = sent[sent.index(next(s for s in sent if s.startswith("INSERT INTO licences"))) :]
    begun = [s for s in after_act if s.startswith("BEGIN") or "pg_advisory" in s]
    if ctx.database.dialect_name == "sqlite":
        assert begun == ["BEGIN IMMEDIATE"]  # the register's transaction, and no read
    with ctx.database.read() as session:
        stored = session.scalars(
            select(IssuedDocument)
            .where(IssuedDocument.kind.in_(LICENCE_KINDS))
            .order_by(IssuedDocument.kind)
        ).all()
    assert [(row.kind, row.number) for row in stored] == [
        ("licenca", issued.number),
        ("lista_passageiros", f"{issued.number}/1"),
    ]
    assert [row.pdf for row in stored] == [issued.pdf, issued.passenger_list_pdf]
    assert verify_bytes(ctx.database, issued.passenger_list_pdf).valid
    assert verify_chain(ctx.database).intact


def test_a_passenger_list_that_fails_to_render_leaves_the_licence_registered(
    admin_context, tmp_path, monkeypatch
):
    """One PDF of the act failing does not hold back the others: the licence is in the
    register, the list's order stays pending for the reprint, and the clerk is told which."""
    keys = tmp_path / "keys"
    operator, bus = fleet(admin_context, keys)
    ctx = at_instant(admin_context, departure(TODAY, 12))
    document_pdf = render_module.document_pdf

    def list_fails(data, office, payload, signature):
        if payload.kind == "lista_passageiros":
            failing_layout()
        return document_pdf(data, office, payload, signature)

    monkeypatch.setattr(render_module, "document_pdf", list_fails)
    with pytest.raises(DocumentNotRendered) as caught:
        issue_licence(ctx, eventual(operator.id, bus.id), keys)
    assert "GYN-2026-000001/1 (lista_passageiros) foi registrado" in caught.value.message
    with ctx.database.read() as session:
        stored = session.scalars(
            select(IssuedDocument).where(IssuedDocument.kind.in_(LICENCE_KINDS))
        ).all()
        orders = session.scalars(
            select(PrintOrder).where(PrintOrder.kind.in_(LICENCE_KINDS)).order_by(PrintOrder.kind)
        ).all()
    assert [(row.kind, row.number) for row in stored] == [("licenca", "GYN-2026-000001")]
    assert [order.kind for order in orders] == ["licenca", "lista_passageiros"]
    monkeypatch.undo()
    listing = reprint(ctx, "GYN-2026-000001/1", "lista_passageiros", key_dir=keys)
    assert "Relação de Passageiros" in pdf_text(listing)
    assert verify_bytes(ctx.database, listing).valid
