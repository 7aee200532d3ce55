"""The JSON snapshot a print order keeps gives back the very data the template printed
(issue 16 §4: the PDF is rendered after the commit, from committed rows only)."""

import json
from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from desktop.documents.notice_data import CndData
from desktop.documents.snapshot import from_json, to_json
from tests.factories.documents import (
    CRC,
    NOTICE,
    PAYMENT_NOTICE,
    PENDENCY,
    PROTOCOL,
    REVIEW_NOTIFICATION,
)

DRAWN_UP = replace(
    NOTICE, drawn_up_local=datetime(2026, 4, 6, 9, 30, tzinfo=ZoneInfo("America/Sao_Paulo"))
)


@pytest.mark.parametrize(
    "data", [PROTOCOL, PENDENCY, CRC, PAYMENT_NOTICE, REVIEW_NOTIFICATION, NOTICE, DRAWN_UP]
)
def test_every_field_comes_back_equal_and_of_its_type(data):
    rebuilt = from_json(type(data), to_json(data))
    assert rebuilt == data
    assert rebuilt.signed_fields() == data.signed_fields()


def test_money_is_kept_as_text_so_no_cent_is_rounded():
    plain = json.loads(to_json(PAYMENT_NOTICE))
    first = PAYMENT_NOTICE.lines[0]
    assert plain["lines"][0]["amount"] == str(first.amount)
    assert from_json(type(PAYMENT_NOTICE), to_json(PAYMENT_NOTICE)).lines[0].amount == first.amount


def test_a_cnd_printed_before_the_state_network_reprints():
    # Issue 19 added CndData.state_data; the snapshots stored before it have no such key.
    old = {
        "operator_name": "Viação Exemplo Ltda",
        "operator_cnpj": "60.746.948/0001-12",
        "issued_on": "2026-03-10",
        "debts": [],
        "issued_by": "Atendente",
    }
    data = from_json(CndData, json.dumps(old))
    assert isinstance(data, CndData)
    assert data.state_data == ""
    assert data.negative
