"""The statewide register of operators (issue 19): registering a company and every change of
its CRC write, in the act's transaction, a row owned by this office that the state network
carries to the others; a counter elsewhere reads the other offices' latest row of a CNPJ
(rows of another office are written here as replication would deliver them)."""

from datetime import UTC, date, datetime

import pytest
from sqlalchemy import select

from desktop.models.operator_register import OperatorRegisterEvent
from desktop.services.registration.statewide_register_records import registered_elsewhere
from tests.factories.clock import at_day
from tests.factories.registration import registered

CNPJ = "10000000000909"


def events(database, cnpj: str) -> list[tuple[str, str, str | None]]:
    with database.read() as session:
        rows = session.scalars(
            select(OperatorRegisterEvent)
            .where(OperatorRegisterEvent.cnpj == cnpj)
            .order_by(OperatorRegisterEvent.recorded_at)
        ).all()
    return [(row.office_code, row.situation, row.crc_number) for row in rows]


@pytest.mark.postgres
def test_registering_and_the_crc_write_the_statewide_register(admin_context, tmp_path):
    operator, crc = registered(admin_context, tmp_path / "keys", "100000000009", date(2026, 3, 2))
    assert events(admin_context.database, operator.cnpj) == [
        ("GYN", "cadastrada, ainda sem CRC", None),
        ("GYN", "CRC nº GYN-2026-000001 emitido em 02/03/2026, válido até 02/03/2029", crc.number),
    ]
    # what this office wrote is its own: not "registered elsewhere" here
    assert registered_elsewhere(at_day(admin_context, date(2026, 3, 3)), operator.cnpj).text == ""


def elsewhere(database, office: str, situation: str, at: datetime, crc: str | None = None):
    with database.write() as session:
        session.add(
            OperatorRegisterEvent(
                cnpj=CNPJ,
                legal_name="Expresso Anápolis Ltda",
                registered_on=date(2025, 8, 4),
                crc_number=crc,
                crc_valid_until=None,
                situation=situation,
                recorded_at=at,
                office_code=office,
            )
        )


@pytest.mark.postgres
def test_the_counter_reads_the_latest_entry_of_each_other_office(admin_context):
    database = admin_context.database
    elsewhere(database, "ANP", "cadastrada, ainda sem CRC", datetime(2025, 8, 4, 12, tzinfo=UTC))
    elsewhere(
        database,
        "ANP",
        "CRC nº ANP-2025-000031 emitido em 20/08/2025, válido até 20/08/2028",
        datetime(2025, 8, 20, 12, tzinfo=UTC),
        "ANP-2025-000031",
    )
    elsewhere(database, "RVD", "cadastrada, ainda sem CRC", datetime(2026, 1, 9, 12, tzinfo=UTC))
    found = registered_elsewhere(admin_context, "10.000.000/0009-09")
    assert [entry.office_code for entry in found.entries] == ["ANP", "RVD"]
    assert found.text == (
        "Registrada também no escritório ANP desde 04/08/2025 — CRC nº ANP-2025-000031 emitido "
        "em 20/08/2025, válido até 20/08/2028; Registrada também no escritório RVD desde "
        "04/08/2025 — cadastrada, ainda sem CRC (segundo os dados estaduais recebidos da rede)."
    )
    assert registered_elsewhere(admin_context, "10.000.000/0009").entries == ()
