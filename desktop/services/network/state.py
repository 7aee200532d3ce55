"""The state network (issue 19): the headquarters (sede) and the office servers replicate the
statewide facts with PostgreSQL's own logical replication — no sync protocol of Balcão's.

Hub and spoke, each row with one owner office (`desktop.models.ownership`; the table-by-table
argument is in docs/network.md):
- each office publishes its own rows: `balcao_escritorio`, `WHERE (office_code = 'GYN')`;
- the sede subscribes to every office (`balcao_de_gyn`, `origin = none`: only what the office
  wrote itself, never what it received) and publishes to each office the rows of all the
  others (`balcao_para_gyn`, `WHERE (office_code <> 'GYN')`);
- each office subscribes to its sede publication (`balcao_sede`). That subscription keeps
  `origin = any`: every row at the sede arrived from an office, so `none` would forward
  nothing; the row filter already keeps the office's own rows from coming back.

Replication connects with roles of their own, LOGIN REPLICATION and SELECT on the replicated
tables only, never the application's role nor the superuser. Their passwords are generated
into the office folder, readable only by its owner (`senha-replicacao`, the office's role
the sede connects with; `senha-replicacao-sede`, the sede role of this office).
"""

import json
import secrets
from ipaddress import ip_address
from pathlib import Path

import psycopg
from psycopg import sql
from sqlalchemy.engine import make_url

from desktop.models.state_keys import SEDE_CODE
from desktop.services.errors import ServiceError
from desktop.services.network.office_server import (
    APP_DATABASE,
    OfficeServer,
    admin_connection,
    read_server,
    restart_office_server,
    start_office_server,
    write_private,
)
from desktop.services.network.status import (
    OFFICE_SUBSCRIPTION,
    SLOTS_SQL,
    SUBSCRIPTIONS_SQL,
    NetworkStatus,
    slot_rows,
    subscription_rows,
)

# The statewide facts (docs/network.md): recidivism (Res. 105 art. 88; Lei 664 art. 83),
# debts and payments (Res. 105 arts. 17 V, 101), sanctions and bars (Res. 105 art. 70 §3;
# Lei 664 art. 88). Every one carries `office_code`, its owner.
REPLICATED_TABLES = (
    "infraction_notices",
    "notice_infractions",
    "notice_corrections",
    "sanction_processes",
    "process_decisions",
    "penalties",
    "operator_sanctions",
    # The line stated afterwards of an RR warning or suspension recorded without one.
    "operator_sanction_lines",
    "debts",
    "payments",
    "registration_bars",
    "registration_bar_lifts",
    # The trust list of office keys: each office's own keys, the sede's revocations.
    "statewide_keys",
    "key_revocations",
    # The register status of each document an office issues, so another office verifying it
    # says whether it still stands (desktop/models/document_status.py).
    "document_status_events",
    # Where each company is registered and its CRC stands, for every counter of the state
    # (desktop/models/operator_register.py).
    "operator_register_events",
)
OFFICE_PUBLICATION = "balcao_escritorio"
OFFICE_REPLICATION_ROLE = "balcao_replicacao"
NETWORK_FILE = "rede.json"
# A slot the sede or an office does not read (a link down for weeks) stops holding WAL
# past this size instead of filling the disk; the subscription is then re-created.
MAX_SLOT_WAL_KEEP = "8GB"


def _sede_publication(code: str) -> str:
    return f"balcao_para_{code.lower()}"


def _sede_subscription(code: str) -> str:
    return f"balcao_de_{code.lower()}"


def _sede_role(code: str) -> str:
    return f"balcao_replicacao_{code.lower()}"


def prepare_replication(admin: psycopg.Connection) -> bool:
    """What every server of the network needs, through its superuser's connection: WAL kept
    for a slot nobody reads bounded (`max_slot_wal_keep_size`) and the replicated tables'
    replica identity the whole row, so the publications' row filter on `office_code` also
    holds for UPDATE and DELETE. True when `wal_level` is not `logical` yet (read only when
    the server starts)."""
    admin.execute(
        sql.SQL("ALTER SYSTEM SET max_slot_wal_keep_size = {}").format(
            sql.Literal(MAX_SLOT_WAL_KEEP)
        )
    )
    admin.execute("SELECT pg_reload_conf()")
    for table in REPLICATED_TABLES:
        admin.execute(sql.SQL("ALTER TABLE {} REPLICA IDENTITY FULL").format(sql.Identifier(table)))
    level = admin.execute("SHOW wal_level").fetchone()
    return level is None or level[0] != "logical"


def _prepare_for_logical_replication(server: OfficeServer) -> None:
    """A server Balcão hosts is restarted once with `wal_level = logical`."""
    with admin_connection(server) as admin:
        restart = prepare_replication(admin)
        if restart:
            admin.execute("ALTER SYSTEM SET wal_level = logical")
    if restart:
        restart_office_server(server)


def _write_network(server: OfficeServer, values: dict[str, object]) -> None:
    write_private(server.folder / NETWORK_FILE, json.dumps(values))


def read_network(folder: Path) -> dict[str, str]:
    path = folder / NETWORK_FILE
    if not path.exists():
        raise ServiceError(f"O servidor em {folder} não faz parte da rede estadual.")
    values: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return values


def set_up_sede(folder: Path, address: str, port: int) -> OfficeServer:
    """The headquarters' server: an embedded PostgreSQL like an office's (same schema, same
    roles), ready for logical replication. Offices then join it with `join_network`."""
    server = start_office_server(folder, address, port)
    _prepare_for_logical_replication(server)
    _write_network(server, {"papel": "sede"})
    return server


def connect_url(url: str) -> psycopg.Connection:
    """The superuser's connection to a server given by URL (the sede's), in autocommit."""
    parsed = make_url(url)
    try:
        return psycopg.connect(
            host=parsed.host,
            port=parsed.port or 5432,
            user=parsed.username,
            password=parsed.password,
            dbname=parsed.database or APP_DATABASE,
            autocommit=True,
        )
    except psycopg.OperationalError as failure:
        raise ServiceError(
            f"Não foi possível conectar à sede em {parsed.host}:{parsed.port or 5432}; "
            "confira o endereço, a senha e a rede."
        ) from failure


def _conninfo(host: str, port: int, user: str, password: str) -> str:
    return psycopg.conninfo.make_conninfo(
        host=host, port=port, dbname=APP_DATABASE, user=user, password=password
    )


def _replication_role(connection: psycopg.Connection, role: str, password: str) -> None:
    """LOGIN REPLICATION and SELECT on the replicated tables (the initial copy): no more."""
    exists = connection.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,))
    if exists.fetchone() is None:
        connection.execute(
            sql.SQL("CREATE ROLE {} LOGIN REPLICATION PASSWORD {}").format(
                sql.Identifier(role), sql.Literal(password)
            )
        )
    connection.execute(
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(
            sql.Identifier(APP_DATABASE), sql.Identifier(role)
        )
    )
    connection.execute(
        sql.SQL("GRANT SELECT ON {} TO {}").format(
            sql.SQL(", ").join(sql.Identifier(table) for table in REPLICATED_TABLES),
            sql.Identifier(role),
        )
    )


def _publication(connection: psycopg.Connection, name: str, condition: sql.Composable) -> None:
    """Creates the publication, or sets its tables to today's `REPLICATED_TABLES` (a table
    added to the list in an upgrade joins the publications when `rede entrar` runs again)."""
    tables = sql.SQL(", ").join(
        sql.SQL("TABLE {} WHERE ({})").format(sql.Identifier(table), condition)
        for table in REPLICATED_TABLES
    )
    exists = connection.execute("SELECT 1 FROM pg_publication WHERE pubname = %s", (name,))
    if exists.fetchone() is not None:
        connection.execute(
            sql.SQL("ALTER PUBLICATION {} SET {}").format(sql.Identifier(name), tables)
        )
        return
    connection.execute(
        sql.SQL("CREATE PUBLICATION {} FOR {} WITH (publish = 'insert, update, delete')").format(
            sql.Identifier(name), tables
        )
    )


def _subscription(
    connection: psycopg.Connection,
    name: str,
    conninfo: str,
    publication: str,
    origin: str,
    slot: str,
) -> None:
    exists = connection.execute(
        "SELECT subenabled FROM pg_subscription WHERE subname = %s", (name,)
    ).fetchone()
    if exists is not None:
        if exists[0]:  # a new table of the publication is copied, then streamed
            connection.execute(
                sql.SQL("ALTER SUBSCRIPTION {} REFRESH PUBLICATION").format(sql.Identifier(name))
            )
        return
    connection.execute(
        sql.SQL(
            "CREATE SUBSCRIPTION {} CONNECTION {} PUBLICATION {} "
            "WITH (origin = {}, slot_name = {}, copy_data = true)"
        ).format(
            sql.Identifier(name),
            sql.Literal(conninfo),
            sql.Identifier(publication),
            sql.Literal(origin),
            sql.Literal(slot),
        )
    )


def _allow_sede(server: OfficeServer, sede_host: str) -> None:
    """Lets the sede's address in for the office's replication role only (SCRAM)."""
    try:
        parsed = ip_address(sede_host)
        source = f"{parsed}/{32 if parsed.version == 4 else 128}"
    except ValueError:
        source = sede_host
    line = f"host {APP_DATABASE} {OFFICE_REPLICATION_ROLE} {source} scram-sha-256\n"
    hba = server.data / "pg_hba.conf"
    text = hba.read_text(encoding="utf-8")
    if line not in text:
        hba.write_text(text + line, encoding="utf-8")


def _office_code(admin: psycopg.Connection) -> str:
    row = admin.execute("SELECT code FROM office").fetchone()
    if row is None:
        raise ServiceError(
            "Este servidor ainda não tem escritório configurado: abra o Balcão nele e "
            "configure o escritório antes de entrar na rede estadual."
        )
    code = str(row[0])
    if code == SEDE_CODE:
        raise ServiceError(
            f"O código {SEDE_CODE} é o da sede na rede estadual; um escritório não pode usá-lo."
        )
    return code


def _publish_office_keys(admin: psycopg.Connection, code: str) -> None:
    """Puts the office's public keys on the statewide trust list (`statewide_keys`, owned by
    the office): its current key and the earlier ones kept under its own code (renewal,
    ICP-Brasil certificate). Keys already published are not published again."""
    admin.execute(
        """
        INSERT INTO statewide_keys (id, key_id, public_key_pem, published_at, office_code)
        SELECT gen_random_uuid(), own.key_id, own.pem, now(), %(code)s
        FROM (
            SELECT key_id, public_key_pem AS pem FROM office
            UNION SELECT key_id, public_key_pem FROM trusted_keys WHERE office_code = %(code)s
        ) own
        WHERE NOT EXISTS (
            SELECT 1 FROM statewide_keys s
            WHERE s.office_code = %(code)s AND s.key_id = own.key_id
        )
        """,
        {"code": code},
    )


def join_network(folder: Path, sede_url: str) -> str:
    """Joins the office server in `folder` to the sede at `sede_url` (its administrator's
    URL): publications, subscriptions and replication roles on both sides. Returns the
    office code. Running it again (after an upgrade) completes what is missing and brings
    the publications to today's list of replicated tables."""
    server = read_server(folder.resolve())
    server = start_office_server(server.folder, server.address, server.port)
    sede = make_url(sede_url)
    with connect_url(sede_url):
        pass  # the sede answers before anything changes here
    with admin_connection(server) as office_admin:
        code = _office_code(office_admin)
        _publish_office_keys(office_admin, code)
    _prepare_for_logical_replication(server)
    for name in ("senha-replicacao", "senha-replicacao-sede"):
        if not (server.folder / name).exists():
            write_private(server.folder / name, secrets.token_urlsafe(24))
    office_password = (server.folder / "senha-replicacao").read_text(encoding="utf-8")
    sede_password = (server.folder / "senha-replicacao-sede").read_text(encoding="utf-8")
    _allow_sede(server, sede.host or "")
    owner = sql.Literal(code)
    with connect_url(sede_url) as sede_admin, admin_connection(server) as office_admin:
        office_admin.execute("SELECT pg_reload_conf()")
        _replication_role(office_admin, OFFICE_REPLICATION_ROLE, office_password)
        _publication(office_admin, OFFICE_PUBLICATION, sql.SQL("office_code = {}").format(owner))
        _replication_role(sede_admin, _sede_role(code), sede_password)
        _publication(
            sede_admin, _sede_publication(code), sql.SQL("office_code <> {}").format(owner)
        )
        _subscription(
            sede_admin,
            _sede_subscription(code),
            _conninfo(server.address, server.port, OFFICE_REPLICATION_ROLE, office_password),
            OFFICE_PUBLICATION,
            "none",
            _sede_subscription(code),
        )
        _subscription(
            office_admin,
            OFFICE_SUBSCRIPTION,
            _conninfo(sede.host or "", sede.port or 5432, _sede_role(code), sede_password),
            _sede_publication(code),
            "any",
            _sede_publication(code),
        )
    _write_network(
        server,
        {"papel": "escritorio", "codigo": code, "sede": f"{sede.host}:{sede.port or 5432}"},
    )
    return code


def leave_network(folder: Path, sede_url: str) -> str:
    """Takes the office out of the network: the subscriptions (and their slots), the
    publications and the replication roles, on both sides. The rows already received stay
    (they are the statewide history as of the day it left). Returns the office code."""
    server = read_server(folder.resolve())
    code = read_network(server.folder).get("codigo")
    if code is None:
        raise ServiceError("Esta é a sede; só um escritório sai da rede.")
    with connect_url(sede_url) as sede_admin, admin_connection(server) as office_admin:
        office_admin.execute(
            sql.SQL("DROP SUBSCRIPTION IF EXISTS {}").format(sql.Identifier(OFFICE_SUBSCRIPTION))
        )
        sede_admin.execute(
            sql.SQL("DROP SUBSCRIPTION IF EXISTS {}").format(
                sql.Identifier(_sede_subscription(code))
            )
        )
        sede_admin.execute(
            sql.SQL("DROP PUBLICATION IF EXISTS {}").format(sql.Identifier(_sede_publication(code)))
        )
        office_admin.execute(
            sql.SQL("DROP PUBLICATION IF EXISTS {}").format(sql.Identifier(OFFICE_PUBLICATION))
        )
        for connection, role in (
            (sede_admin, _sede_role(code)),
            (office_admin, OFFICE_REPLICATION_ROLE),
        ):
            connection.execute(sql.SQL("DROP OWNED BY {}").format(sql.Identifier(role)))
            connection.execute(sql.SQL("DROP ROLE {}").format(sql.Identifier(role)))
    (server.folder / NETWORK_FILE).unlink()
    return code


def network_status(target: str | Path) -> NetworkStatus:
    """What `rede estado` shows, for the folder of a server Balcão hosts or the URL of a
    sede the regulator runs: each subscription of this server (enabled, when the other side
    was last heard from, its errors) and each slot the other side reads here: the WAL it
    keeps on disk and the bytes written here that the other side has not confirmed yet (its
    lag)."""
    if isinstance(target, str) and "://" in target:
        with connect_url(target) as admin:
            return _status(admin, "sede", None)
    server = read_server(Path(target).resolve())
    network = read_network(server.folder)
    with admin_connection(server) as admin:
        return _status(admin, network["papel"], network.get("codigo"))


def _status(admin: psycopg.Connection, role: str, code: str | None) -> NetworkStatus:
    subscriptions = subscription_rows(admin.execute(SUBSCRIPTIONS_SQL))
    slots = slot_rows(admin.execute(SLOTS_SQL))
    return NetworkStatus(role, code, subscriptions, slots)
