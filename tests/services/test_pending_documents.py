"""Documents numbered with their act whose PDF failed (issue 16 §4), listed and printed in
one run: each order its own transaction, a second failure reported and kept pending, a run
stopped half way keeping what it printed."""

import subprocess
from datetime import date

import pytest
from reportlab.platypus.doctemplate import LayoutError

import desktop.documents.render as render_module
from desktop.demo.numbers import make_cnpj
from desktop.models.documents import IssuedDocument
from desktop.services.documents.issuing import reprint
from desktop.services.documents.pending import pending_orders, print_pending
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import DocumentNotRendered
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.operators import create_operator
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.reading import count, pdf_text

pytestmark = pytest.mark.postgres


class Stop(Exception):
    pass


def failing_layout(*_args, **_kwargs):
    raise LayoutError("Flowable <Paragraph> too large on page 1 in frame 'normal'")


@pytest.fixture
def ctx(admin_context):
    return at_day(admin_context, date(2026, 3, 2))


@pytest.fixture
def two_pending(ctx, keys, monkeypatch):
    """Two registration protocols whose PDFs could not be made."""
    operators = [
        create_operator(ctx, operator_input()),
        create_operator(ctx, operator_input(cnpj=make_cnpj("445556660001"))),
    ]
    with monkeypatch.context() as failing:
        failing.setattr(render_module, "build_pdf", failing_layout)
        for operator in operators:
            with pytest.raises(DocumentNotRendered):
                protocol_application(ctx, operator.id, key_dir=keys)
    return operators


def test_the_pending_orders_are_listed_oldest_first(ctx, two_pending):
    orders = pending_orders(ctx)
    assert [order.number for order in orders] == ["GYN-2026-000001", "GYN-2026-000002"]
    assert {order.title for order in orders} == {"Comprovante de Protocolo"}
    assert all(order.issue_date == date(2026, 3, 2) for order in orders)


def test_one_run_prints_them_all_and_they_verify(ctx, two_pending, keys, database, tmp_path):
    progress = []
    run = print_pending(ctx, keys, lambda done, total: progress.append((done, total)))
    assert run.printed == ("GYN-2026-000001", "GYN-2026-000002")
    assert run.failed == ()
    assert progress == [(1, 2), (2, 2)]
    assert pending_orders(ctx) == []
    assert count(database, IssuedDocument) == 2
    pdf = reprint(ctx, "GYN-2026-000002", "protocolo")
    assert two_pending[1].legal_name in pdf_text(pdf)
    assert verify_bytes(database, pdf).valid
    path = tmp_path / "protocolo.pdf"
    path.write_bytes(pdf)
    pdfsig = subprocess.run(["pdfsig", str(path)], capture_output=True, text=True, check=False)
    assert "Signature is Valid" in pdfsig.stdout, pdfsig.stdout + pdfsig.stderr


def test_an_order_that_fails_again_is_reported_and_stays_pending(
    ctx, two_pending, keys, monkeypatch
):
    calls = []
    build_pdf = render_module.build_pdf

    def first_fails(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            failing_layout()
        return build_pdf(*args, **kwargs)

    monkeypatch.setattr(render_module, "build_pdf", first_fails)
    run = print_pending(ctx, keys)
    assert run.printed == ("GYN-2026-000002",)
    [(number, message)] = run.failed
    assert number == "GYN-2026-000001"
    assert "foi registrado" in message
    assert [order.number for order in pending_orders(ctx)] == ["GYN-2026-000001"]


def test_a_run_stopped_half_way_keeps_what_it_printed(ctx, two_pending, keys):
    def stop_after_first(done, _total):
        if done == 1:
            raise Stop

    with pytest.raises(Stop):
        print_pending(ctx, keys, stop_after_first)
    assert [order.number for order in pending_orders(ctx)] == ["GYN-2026-000002"]
