"""CRCs (Res. 105 art. 13): current, history, expiring soon; and the home page counts."""

from datetime import date

import pytest
from sqlalchemy import select

from desktop.demo.numbers import make_cnpj
from desktop.documents.kind import CRC_KIND
from desktop.models.numbering import DocumentCounter
from desktop.services.documents.numbering import next_document_number
from desktop.services.home import home_counts
from desktop.services.registration.analysis import issue_pendency_notice
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.crc_records import current_crc, expiring_crcs, list_crcs
from desktop.services.registration.operators import create_operator
from tests.factories.clock import at_day
from tests.factories.operators import operator_input
from tests.factories.registration import registered


@pytest.mark.postgres
def test_expiring_crcs_soonest_first(admin_context, tmp_path):
    keys = tmp_path / "keys"
    _, first = registered(admin_context, keys, "100000000001", date(2023, 4, 10))
    _, second = registered(admin_context, keys, "100000000002", date(2023, 5, 19))
    _, third = registered(admin_context, keys, "100000000003", date(2023, 5, 20))
    today = at_day(admin_context, date(2026, 3, 20))
    assert first.valid_until == date(2026, 4, 10)
    assert [c.number for c in expiring_crcs(today, within_days=30)] == [first.number]
    assert [c.number for c in expiring_crcs(today, within_days=60)] == [
        first.number,
        second.number,
    ]
    # art. 13 §3: renewal may be asked from 60 days before expiry.
    assert second.renewal_opens == date(2026, 3, 20)
    assert second.renewal_open_on(date(2026, 3, 20))
    assert not third.renewal_open_on(date(2026, 3, 20))
    assert first.is_valid_on(date(2026, 4, 10))
    assert not first.is_valid_on(date(2026, 4, 11))


def test_current_crc_and_history(admin_context, tmp_path):
    operator, crc = registered(admin_context, tmp_path / "keys", "100000000004", date(2026, 3, 2))
    assert current_crc(admin_context, operator.id) == crc
    assert list_crcs(admin_context, operator.id) == [crc]
    assert crc.legal_name == "Empresa 100000000004"
    assert "Goiânia/GO" in crc.address


@pytest.mark.postgres
def test_home_counts(admin_context, tmp_path):
    keys = tmp_path / "keys"
    registered(admin_context, keys, "100000000005", date(2023, 4, 10))
    day = date(2026, 3, 20)
    ctx = at_day(admin_context, day)
    waiting = create_operator(ctx, operator_input(cnpj=make_cnpj("100000000006")))
    protocol_application(at_day(ctx, date(2026, 3, 2)), waiting.id, key_dir=keys)
    pending_operator = create_operator(ctx, operator_input(cnpj=make_cnpj("100000000007")))
    application = protocol_application(ctx, pending_operator.id, key_dir=keys).application
    issue_pendency_notice(ctx, application.id, items=("Contrato social",), key_dir=keys)
    create_operator(ctx, operator_input(cnpj=make_cnpj("100000000008")))
    counts = home_counts(ctx)
    assert counts.as_of == day
    assert counts.operators_by_status == {
        "sem_pedido": 1,
        "em_processo": 2,
        "registrada": 1,
        "indeferida": 0,
        "arquivada": 0,
        "cassada": 0,
        "cancelada": 0,  # Res. 105, art. 9 §4
    }
    assert counts.operators_total == 4
    assert counts.applications_open == 2
    assert counts.analysis_overdue == 1  # protocol of 2 March, analysis due 12 March
    assert counts.pendencies_lapsed == 0
    assert counts.crcs_expiring_30 == 1
    assert counts.crcs_expiring_60 == 1
    assert counts.documents_expiring_30 == 0
    assert counts.status_rows()[0] == ("Sem pedido de registro", 1)
    later = home_counts(ctx, as_of=date(2026, 4, 20))
    assert later.pendencies_lapsed == 1
    assert later.crcs_expiring_60 == 0


@pytest.mark.postgres
def test_a_crc_approved_and_a_crc_printed_share_one_counter(admin_context, tmp_path):
    """The approval numbers the CRC with the printed kind's own counter (`crc`): a CRC
    document numbered by issuing goes on after it, never repeating its number."""
    _, crc = registered(admin_context, tmp_path / "keys", "100000000009", date(2026, 3, 2))
    assert crc.number == "GYN-2026-000001"
    with admin_context.database.write() as session:
        following = next_document_number(session, "GYN", CRC_KIND, 2026)
        assert following == "GYN-2026-000002"
        kinds = session.scalars(
            select(DocumentCounter.kind).where(DocumentCounter.kind.in_(("CRC", CRC_KIND)))
        ).all()
    assert kinds == [CRC_KIND]
