"""`balcao rede sede URL` (issue 19): the sede on a PostgreSQL the regulator already runs —
here a cluster of the wheel standing for it. What it lacks is refused in Portuguese with
nothing changed (a server too old, `wal_level`, a URL that is not a superuser's); ready, its
schema is at head and its replicated tables prepared, and an office joins it with `rede
entrar` and its autos reach it."""

from datetime import date

from desktop.cli import main
from desktop.services.network.office_server import (
    ADMIN_ROLE,
    APP_ROLE,
    admin_connection,
    restart_office_server,
    start_office_server,
)
from desktop.services.network.sede_url import check_sede_server
from tests.factories.network import free_port, has_key, has_notice, wait_until
from tests.factories.notices import new_operator
from tests.factories.offices import notified_notice, set_up


def test_what_an_existing_server_lacks_is_said_in_portuguese():
    assert check_sede_server(180000, True, "logical") == []
    assert check_sede_server(150004, True, "logical") == [
        "A sede precisa de PostgreSQL 16 ou mais novo; este servidor é a versão 15."
    ]
    assert "superusuário" in check_sede_server(160000, False, "logical")[0]
    assert "wal_level = logical" in check_sede_server(160000, True, "replica")[0]


def replica_identity(server, table: str) -> str:
    with admin_connection(server) as admin:
        row = admin.execute(
            "SELECT relreplident FROM pg_class WHERE relname = %s", (table,)
        ).fetchone()
    assert row is not None
    return str(row[0])


def test_refused_until_ready_then_an_office_joins_it(existing, capsys):
    root, server, started = existing
    url = server.url(ADMIN_ROLE)
    assert main(["rede", "sede", server.url(APP_ROLE)]) == 1
    assert "superusuário" in capsys.readouterr().err
    assert main(["rede", "sede", url]) == 1
    assert "wal_level = logical" in capsys.readouterr().err
    assert replica_identity(server, "infraction_notices") == "d"  # nothing changed

    with admin_connection(server) as admin:
        admin.execute("ALTER SYSTEM SET wal_level = logical")
    restart_office_server(server)
    assert main(["rede", "sede", url]) == 0
    out = capsys.readouterr().out
    assert "balcao_replicacao_<código>" in out and "balcao rede entrar PASTA" in out
    assert replica_identity(server, "infraction_notices") == "f"
    with admin_connection(server) as admin:
        kept = admin.execute("SHOW max_slot_wal_keep_size").fetchone()
    assert kept == ("8GB",)

    office_server = start_office_server(root / "GYN", "127.0.0.1", free_port())
    started.append(office_server.folder)
    office = set_up(office_server, root / "GYN-chaves", "GYN", "Regional Goiânia")
    try:
        assert main(["rede", "entrar", str(office_server.folder), url]) == 0
        notice = notified_notice(office, new_operator(office.admin).id, date(2026, 3, 10))
        wait_until(lambda: has_notice(server, notice.id), "auto de Goiânia na sede")

        # `rede estado` and `rede revogar` take the sede's URL as they take a hosted folder.
        capsys.readouterr()
        assert main(["rede", "estado", url]) == 0
        out = capsys.readouterr().out
        assert out.startswith("Sede na rede estadual.") and "assinatura balcao_de_gyn: ativa" in out
        key_id = office.admin.office.key_id
        wait_until(lambda: has_key(server, key_id), "chave de Goiânia na sede")
        revoke = ["--chave", key_id, "--motivo", "Chave extraviada"]
        assert main(["rede", "revogar", office_server.url(ADMIN_ROLE), *revoke]) == 1
        assert "Só a sede revoga" in capsys.readouterr().err
        assert main(["rede", "revogar", url, *revoke]) == 0
        assert f"Chave {key_id} do escritório GYN revogada" in capsys.readouterr().out
        assert main(["rede", "revogar", url, *revoke]) == 1
        assert "já foi revogada" in capsys.readouterr().err
    finally:
        office.admin.database.dispose()
