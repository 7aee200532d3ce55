#!/usr/bin/env bash
# Runs one Windows program under Wine (WINEPREFIX from the caller) as CI needs it: its
# standard input and output are pipes, never a file or /dev/null (a Windows Python given
# those dies at start with "init_sys_streams ... [WinError 6] Invalid handle"), and its
# standard error joins its output. Exits with the program's exit code.
#   bash installer/wine-run.sh PROGRAM.exe [ARGUMENTS...]
set -euo pipefail
if [ $# -eq 0 ]; then
    echo "uso: $0 PROGRAMA.exe [ARGUMENTOS...]" >&2
    exit 2
fi
: | wine "$@" 2>&1 | cat
