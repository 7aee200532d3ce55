#!/usr/bin/env bash
# Installs Balcão in .venv (with the Debian libraries Qt needs) and starts it. Arguments go to
# the app: `--demo` opens a demonstration office, `--database URL` another database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-packages.sh runtime
python3 -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e .
exec balcao "$@"
