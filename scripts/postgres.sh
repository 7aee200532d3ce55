#!/usr/bin/env bash
# Starts a private PostgreSQL 15 server for the tests and prints its URL on stdout
# (postgresql+psycopg://...); `stop` stops it. Installs nothing: scripts/install-system-packages.sh
# installs postgresql-15. The cluster lives in BALCAO_PG_DIR (default /tmp/balcao-postgres),
# listens on 127.0.0.1:BALCAO_PG_PORT (default 54329) and is owned by the postgres user when
# run as root (initdb refuses root). `running` exits 0 when that server is up. The test role may create databases: each test makes
# its own and drops it (tests/conftest.py).
set -euo pipefail
pg_bin=/usr/lib/postgresql/15/bin
data_dir=${BALCAO_PG_DIR:-/tmp/balcao-postgres}
port=${BALCAO_PG_PORT:-54329}
role=balcao_test

fail() {
    echo "postgres.sh: $*" >&2
    exit 1
}

as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

start() {
    [ -x "$pg_bin/initdb" ] || fail "PostgreSQL 15 is not installed (run scripts/install-system-packages.sh)"
    if [ "$(id -u)" -eq 0 ]; then
        id postgres >/dev/null 2>&1 || fail "no postgres system user to own the cluster"
    fi
    if [ ! -f "$data_dir/PG_VERSION" ]; then
        mkdir -p "$data_dir"
        [ "$(id -u)" -eq 0 ] && chown postgres: "$data_dir"
        chmod 700 "$data_dir"
        as_owner "$pg_bin/initdb" -D "$data_dir" -U postgres --auth=trust -E UTF8 \
            --locale=C.UTF-8 >"$data_dir.initdb.log" 2>&1 \
            || fail "initdb failed, see $data_dir.initdb.log"
    fi
    if ! as_owner "$pg_bin/pg_ctl" -D "$data_dir" status >/dev/null 2>&1; then
        as_owner "$pg_bin/pg_ctl" -D "$data_dir" -w -t 60 -l "$data_dir/server.log" \
            -o "-p $port -k $data_dir -c listen_addresses=127.0.0.1" start >/dev/null \
            || fail "the server did not start, see $data_dir/server.log"
    fi
    "$pg_bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt \
        -c "DO \$\$ BEGIN
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$role') THEN
                CREATE ROLE $role LOGIN CREATEDB PASSWORD '$role';
              END IF;
            END \$\$;" >/dev/null \
        || fail "could not create the role $role"
    if [ -z "$("$pg_bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -qAt \
        -c "SELECT 1 FROM pg_database WHERE datname = '$role'")" ]; then
        "$pg_bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
            -c "CREATE DATABASE $role OWNER $role" >/dev/null \
            || fail "could not create the database $role"
    fi
    echo "postgresql+psycopg://$role:$role@127.0.0.1:$port/$role"
}

stop() {
    if [ -f "$data_dir/PG_VERSION" ] && running; then
        as_owner "$pg_bin/pg_ctl" -D "$data_dir" -m fast -w stop >/dev/null
    fi
}

running() {
    [ -f "$data_dir/PG_VERSION" ] && as_owner "$pg_bin/pg_ctl" -D "$data_dir" status >/dev/null 2>&1
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    running) running ;;
    *) fail "usage: scripts/postgres.sh start|stop|running" ;;
esac
