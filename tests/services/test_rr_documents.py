"""Every document a Roraima office prints cites Roraima's law only (Lei RR 664/2008): an RR
operator is registered, its bus registered, an authorisation issued, an auto de infração
recorded, notified, judged, notified for payment, and a certificate of debts issued, all
through the services; then every PDF in the register of issued documents is read back and
none may cite a Goiás act (Res. AGR 105/2017, Decreto 8.444/2015) nor a Goiás body."""

from datetime import date
from decimal import Decimal

import pytest
from sqlalchemy import select

from desktop.models.documents import IssuedDocument
from desktop.services.errors import ValidationError
from desktop.services.licences.issue import issue_licence
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notice_records import list_notices
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payment_notice import print_payment_notice
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.process_documents import print_notification
from tests.factories.clock import at_day
from tests.factories.licences import driver
from tests.factories.notices import notice_input
from tests.factories.notices import record_notice as _record_notice
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import (
    GOIAS,
    register_rr_coefficient,
    roraima_charter,
    rr_bus,
    rr_driver,
    rr_operator,
)


@pytest.mark.postgres
def test_every_roraima_document_cites_lei_664_only(admin_context, rr, tmp_path):
    keys = tmp_path / "keys"
    register_rr_coefficient(admin_context)
    operator = rr_operator(rr, keys, date(2026, 6, 1))
    bus = rr_bus(rr("atendente"), keys, operator.id, date(2026, 6, 5))
    issue_licence(
        at_day(rr("atendente"), date(2026, 6, 15)),
        roraima_charter(
            operator.id, bus.id, drivers=(rr_driver(), driver(link_kind="", link_reference=""))
        ),
        keys,
    )
    notice = _record_notice(
        at_day(rr("fiscal"), date(2026, 7, 10)),
        notice_input(
            operator.id,
            occurred_on=date(2026, 7, 10),
            route="Boa Vista — Caracaraí",
            line="RR-001 Boa Vista — Caracaraí",
            place="BR-174, km 90, Mucajaí",
            plate=bus.plate,
            infraction_codes=("80-IV", "79-I"),
        ),
        key_dir=keys,
    )
    analista = at_day(rr("analista"), date(2026, 7, 13))
    print_notification(analista, notice.process_id, keys)
    notify(analista, notice.process_id, "autos", date(2026, 7, 13), "Maria")
    julgador = at_day(rr("julgador"), date(2026, 8, 20))
    judge(
        julgador,
        notice.process_id,
        DecisionInput(
            date(2026, 8, 20),
            True,
            "Defesa não apresentada; infrações comprovadas.",
            (
                PenaltyChoice("80-IV", Decimal("250.00"), ("multa",)),
                PenaltyChoice("79-I", Decimal("125.00"), ("multa",)),
            ),
        ),
    )
    analista = at_day(rr("analista"), date(2026, 8, 21))
    print_notification(analista, notice.process_id, keys)
    notify(analista, notice.process_id, "autos", date(2026, 8, 21), "Maria")
    print_payment_notice(analista, notice.process_id, keys)
    issue_cnd(at_day(rr("atendente"), date(2026, 8, 21)), operator.id, keys)

    with admin_context.database.read() as session:
        printed = [
            (row.kind, flat_pdf_text(row.pdf)) for row in session.scalars(select(IssuedDocument))
        ]
    assert {kind for kind, _ in printed} >= {
        "protocolo",
        "pendencia",
        "crc",
        "crv",
        "licenca",
        "lista_passageiros",
        "auto_infracao",
        "notificacao",
        "notificacao_pagamento",
        "certidao_debitos",
    }
    assert [kind for kind, text in printed if "664/2008" not in text] == []
    (auto,) = [text for kind, text in printed if kind == "auto_infracao"]
    assert "Linha (número e pontos extremos) RR-001 Boa Vista — Caracaraí" in auto
    assert "Delegatária (Lei 664/2008, art. 75, parágrafo único, II)" in auto
    (licence,) = [text for kind, text in printed if kind == "licenca"]
    assert "na relação que acompanha esta autorização" in licence
    assert "licença" not in licence.lower()
    goias = [
        f"{kind}: {text[max(0, found.start() - 100) : found.end() + 60]}"
        for kind, text in printed
        for found in GOIAS.finditer(text)
    ]
    assert not goias, "\n".join(goias)


def test_roraima_auto_requires_the_line(rr, tmp_path):
    """Lei 664, art. 75 sole § I: the auto names the line's end points and number; without
    it the doubling of art. 83 (same line, 6 months) cannot be judged. Nothing is recorded."""
    fiscal = at_day(rr("fiscal"), date(2026, 7, 10))
    with pytest.raises(ValidationError) as refused:
        _record_notice(
            fiscal,
            notice_input(occurred_on=date(2026, 7, 10), line=" ", infraction_codes=("79-I",)),
            key_dir=tmp_path / "keys",
        )
    errors = refused.value.field_errors
    assert errors["line"].startswith(
        "Informe os pontos extremos e o número da linha (Lei RR "
        "664/2008, art. 75, parágrafo único, I)"
    )
    assert list_notices(fiscal) == []
