"""Declared caducity cancels the operator's CRC (Res. AGR 105/2017, art. 70 §2): the
certificate stays as issued, a new record points at it, and nothing treats it as in force
any more (current CRC, expiring list, operator status, licence checks)."""

from datetime import date

import pytest

from desktop.models.operators import Crc
from desktop.services.licences.issue import LicenceRefused, issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.office.audit import snapshot
from desktop.services.office.audit_records import history
from desktop.services.registration.crc_records import current_crc, expiring_crcs, list_crcs
from desktop.services.registration.operators_records import get_operator
from desktop.services.sanctions.caducity import declare_caducity
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, bus_of, departure, eventual
from tests.factories.notices import new_operator
from tests.factories.sanctions import PUBLISHED, caducity_judged, registered


def crc_row(ctx, crc_id):
    with ctx.database.read() as session:
        return snapshot(session.get(Crc, crc_id))


@pytest.mark.postgres
def test_caducity_cancels_the_crc_in_force(admin_context, roles, tmp_path):
    operator, _ = registered(admin_context, tmp_path)
    process = caducity_judged(roles, tmp_path, operator.id)
    crc = current_crc(admin_context, operator.id)
    assert crc is not None and crc.cancelled_on is None
    assert get_operator(admin_context, operator.id).status == "registrada"
    on_2029 = date(2029, 2, 1)
    assert [item.id for item in expiring_crcs(admin_context, 60, on_2029)] == [crc.id]
    before = crc_row(admin_context, crc.id)

    outcome = declare_caducity(at_day(roles["julgador"], PUBLISHED), process.id, PUBLISHED)

    assert outcome.cancelled_crc_id == crc.id
    assert current_crc(admin_context, operator.id) is None
    assert expiring_crcs(admin_context, 60, on_2029) == []
    (listed,) = list_crcs(admin_context, operator.id)
    assert (listed.id, listed.cancelled_on, listed.cancellation_article) == (
        crc.id,
        PUBLISHED,
        "Res. AGR 105/2017, art. 70 §2",
    )
    assert listed.cancellation_process == process.number
    assert not listed.is_valid_on(date(2026, 4, 1)) and crc.is_valid_on(date(2026, 4, 1))
    assert crc_row(admin_context, crc.id) == before
    detail = get_operator(admin_context, operator.id)
    assert (detail.status, detail.status_label) == ("cassada", "CRC cassado (caducidade)")
    cancel = [entry for entry in history(admin_context, "crc", crc.id) if entry.action == "cancel"]
    assert len(cancel) == 1 and cancel[0].before is None
    assert cancel[0].after["crc_id"] == str(crc.id)
    assert cancel[0].after["cancelled_on"] == "2026-03-30"
    assert cancel[0].username == roles["julgador"].actor.username
    assert history(admin_context, "operator", operator.id)[-1].after["status"] == "cassada"


@pytest.mark.postgres
def test_no_licence_after_the_crc_is_cancelled(admin_context, roles, tmp_path):
    operator, keys = registered(admin_context, tmp_path)
    bus = bus_of(admin_context, keys, operator.id)
    noon = at_instant(admin_context, departure(TODAY, 12))
    data = eventual(operator.id, bus.id)
    assert check_licence_request(noon, data).allowed
    process = caducity_judged(roles, tmp_path, operator.id)
    declare_caducity(at_day(roles["julgador"], PUBLISHED), process.id, PUBLISHED)
    assert "crc_vencido" in check_licence_request(noon, data).reasons
    with pytest.raises(LicenceRefused) as refused:
        issue_licence(noon, data, keys)
    assert "crc_vencido" in {finding.reason for finding in refused.value.findings}


def test_caducity_of_an_operator_without_crc_cancels_nothing(admin_context, roles, tmp_path):
    operator = new_operator(admin_context)
    process = caducity_judged(roles, tmp_path, operator.id)
    outcome = declare_caducity(at_day(roles["julgador"], PUBLISHED), process.id, PUBLISHED)
    assert outcome.cancelled_crc_id is None
    assert get_operator(admin_context, operator.id).status == "sem_pedido"
