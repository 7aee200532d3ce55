#!/usr/bin/env bash
# Installs Balcão with its test tools in .venv and runs the whole test suite: once on
# SQLite, and the model/service tests a second time on PostgreSQL when a server can be
# started here (scripts/postgres.sh). System packages: scripts/install-system-packages.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e ".[test]"

export QT_QPA_PLATFORM=offscreen
bash scripts/cups.sh start || echo "CUPS not started: the printing test will say why"
if pg_url=$(bash scripts/postgres.sh start); then
    export BALCAO_TEST_POSTGRES_URL="$pg_url"
fi

python -m pytest -q "$@"
if [ -n "${BALCAO_TEST_POSTGRES_URL:-}" ]; then
    echo "== models and services again, on PostgreSQL =="
    BALCAO_TEST_DATABASE=postgres python -m pytest -q -m postgres "$@"
fi
