#!/usr/bin/env bash
# Deletes and regenerates the single initial Alembic revision from the current models
# (autogenerate against an empty SQLite database). Nothing is released yet, so one initial
# revision is right; run this after changing any model and commit the new file.
set -euo pipefail
cd "$(dirname "$0")/.."
python=python3
[ -x .venv/bin/python ] && python=.venv/bin/python
rm -f desktop/migrations/versions/[0-9]*_*.py
"$python" - <<'PYTHON'
import tempfile
from pathlib import Path

from alembic import command

from desktop.models.engine import create_engine
from desktop.models.startup import alembic_config

with tempfile.TemporaryDirectory() as folder:
    engine = create_engine(f"sqlite:///{Path(folder) / 'empty.sqlite3'}")
    with engine.begin() as connection:
        command.revision(
            alembic_config(connection), message="initial schema", autogenerate=True, rev_id="0001"
        )
    engine.dispose()
PYTHON
"$python" -m ruff format -q desktop/migrations/versions
"$python" -m ruff check -q --fix desktop/migrations/versions
ls desktop/migrations/versions/[0-9]*_*.py
