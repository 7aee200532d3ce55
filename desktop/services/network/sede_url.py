"""`balcao rede sede URL`: the headquarters on a PostgreSQL the regulator already runs (issue
19), instead of one Balcão hosts. Balcão cannot configure or restart that server, so it checks
what logical replication needs and says, in Portuguese, what the DBA must change: PostgreSQL
16 or newer (row filters and `origin` in subscriptions), `wal_level = logical`, and a
superuser's URL (subscriptions and replication roles are created through it when offices
join). Then it brings the schema of the URL's database to head and prepares the replicated
tables as for a hosted sede (`state.prepare_replication`). The offices join it with
`rede entrar PASTA URL` as they join a hosted one.
"""

from desktop.models.startup import prepare_database
from desktop.services.errors import ServiceError
from desktop.services.network.state import OFFICE_REPLICATION_ROLE, connect_url, prepare_replication

MINIMUM_VERSION = 160000


def check_sede_server(version: int, superuser: bool, wal_level: str) -> list[str]:
    """What the existing server lacks to be the sede (empty: nothing)."""
    problems = []
    if version < MINIMUM_VERSION:
        problems.append(
            f"A sede precisa de PostgreSQL 16 ou mais novo; este servidor é a versão "
            f"{version // 10000}."
        )
    if not superuser:
        problems.append(
            "Informe a URL de um superusuário do servidor da sede: as assinaturas e os papéis "
            "de replicação dos escritórios são criados por ela."
        )
    if wal_level != "logical":
        problems.append(
            "O servidor da sede precisa de wal_level = logical: execute ALTER SYSTEM SET "
            "wal_level = logical e reinicie o PostgreSQL."
        )
    return problems


def set_up_sede_at(url: str) -> list[str]:
    """Prepares the server at `url` as the sede; returns what the DBA still configures by
    hand (the offices' entries in pg_hba.conf). Refused, nothing changed, while it lacks what
    `check_sede_server` asks."""
    with connect_url(url) as admin:
        version = admin.execute("SHOW server_version_num").fetchone()
        superuser = admin.execute(
            "SELECT rolsuper FROM pg_roles WHERE rolname = current_user"
        ).fetchone()
        level = admin.execute("SHOW wal_level").fetchone()
    problems = check_sede_server(
        int(version[0]) if version else 0,
        bool(superuser and superuser[0]),
        str(level[0]) if level else "",
    )
    if problems:
        raise ServiceError(" ".join(problems))
    prepare_database(url).database.dispose()
    with connect_url(url) as admin:
        prepare_replication(admin)
    return [
        "Em pg_hba.conf da sede, admita cada escritório que entrar na rede, por exemplo:",
        "  host <banco> balcao_replicacao_<código> <rede dos escritórios> scram-sha-256",
        f"e, em cada escritório, a sede se conecta com o papel {OFFICE_REPLICATION_ROLE} "
        "(o `rede entrar` já o admite).",
    ]
