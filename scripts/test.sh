#!/usr/bin/env bash
# Installs Balcão with its test tools in .venv and runs the whole test suite: once on
# SQLite, and the model/service tests a second time on PostgreSQL when a server can be
# started here (scripts/postgres.sh). Both runs always happen; one summary line each at the
# end with its duration, and the exit status is non-zero when either failed. Both runs use
# every core (pytest-xdist, `-n auto`; `-n 0` among the arguments runs serially). The
# PostgreSQL server and cupsd are stopped afterwards if this script started them (also on
# failure or Ctrl+C). System packages: scripts/install-system-packages.sh. Arguments go to
# both pytest runs.
set -uo pipefail
cd "$(dirname "$0")/.."
started_postgres=""
started_cupsd=""

stop_what_we_started() {
    if [ -n "$started_postgres" ]; then
        bash scripts/postgres.sh stop || echo "test.sh: could not stop the test PostgreSQL" >&2
    fi
    if [ -n "$started_cupsd" ]; then
        # shellcheck disable=SC2086
        bash scripts/cups.sh stop $started_cupsd || echo "test.sh: could not stop cupsd" >&2
    fi
}
trap stop_what_we_started EXIT
trap 'exit 130' INT TERM

set -e
python3 -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e ".[test]"
set +e

export QT_QPA_PLATFORM=offscreen
cupsd_pids() { pgrep -x cupsd | sort; }
if ! bash scripts/cups.sh running; then
    before=$(cupsd_pids)
    bash scripts/cups.sh start || echo "CUPS not started: the printing test will say why"
    started_cupsd=$(comm -13 <(echo "$before") <(cupsd_pids) | tr '\n' ' ')
fi
if ! bash scripts/postgres.sh running >/dev/null 2>&1; then
    pg_url=$(bash scripts/postgres.sh start) && started_postgres=yes
else
    pg_url=$(bash scripts/postgres.sh start)
fi
[ -n "${pg_url:-}" ] && export BALCAO_TEST_POSTGRES_URL="$pg_url"

seconds() { date +%s; }
minutes() { printf '%d min %02d s' $(($1 / 60)) $(($1 % 60)); }
suite_begin=$(seconds)
begin=$(seconds)
python -m pytest -q -n auto "$@"
sqlite_status=$?
sqlite_time=$(( $(seconds) - begin ))

postgres_status=""
if [ -n "${BALCAO_TEST_POSTGRES_URL:-}" ]; then
    echo "== models and services again, on PostgreSQL =="
    begin=$(seconds)
    BALCAO_TEST_DATABASE=postgres python -m pytest -q -n auto -m postgres "$@"
    postgres_status=$?
    postgres_time=$(( $(seconds) - begin ))
fi

verdict() { if [ "$1" -eq 0 ]; then echo "passou"; else echo "FALHOU (pytest saiu com $1)"; fi; }
echo
echo "== resumo =="
echo "SQLite: $(verdict "$sqlite_status") em $(minutes "$sqlite_time")"
if [ -n "$postgres_status" ]; then
    echo "PostgreSQL: $(verdict "$postgres_status") em $(minutes "$postgres_time")"
else
    echo "PostgreSQL: FALHOU — o servidor de teste não iniciou (scripts/postgres.sh start)"
    postgres_status=1
fi
echo "Duração dos testes: $(minutes $(( $(seconds) - suite_begin ))) com $(nproc) núcleos"
[ "$sqlite_status" -eq 0 ] && [ "$postgres_status" -eq 0 ]
