#!/usr/bin/env bash
# CI step after the tests (.ci/run): build the frozen program, run its self-test offscreen
# and compile the Windows installer with makensis (installer/build.sh), in the .venv the
# test run created. Fails if any of them fails. About 3 to 5 minutes on 2 cores, most of it
# LZMA compression in makensis.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-packages.sh
[ -x .venv/bin/python ] || python3 -m venv .venv
. .venv/bin/activate
python -m pip install -q -e ".[build]"
QT_QPA_PLATFORM=offscreen PYTHON=python bash installer/build.sh
