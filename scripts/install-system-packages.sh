#!/usr/bin/env bash
# Debian packages Balcão needs. `runtime`: GLib, Qt's X/XCB libraries and the CUPS client library
# (to run the app). `test` (default): runtime plus PostgreSQL 15 (models and services run a
# second time on it), CUPS with the cups-pdf virtual printer (a test prints through it),
# poppler-utils (PDF to PNG), Xvfb (screenshots), NSIS (the Windows installer compiles here) and
# procps (scripts/test.sh finds the cupsd it started, to stop only that one).
set -euo pipefail
runtime=(
    python3-venv libglib2.0-0
    libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
    libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0
    libxcb-randr0 libxcb-render-util0 libxcb-image0 libcups2
)
testing=(cups cups-client printer-driver-cups-pdf postgresql-15 poppler-utils xvfb nsis procps)
case "${1:-test}" in
    runtime) packages=("${runtime[@]}") ;;
    test) packages=("${runtime[@]}" "${testing[@]}") ;;
    *) echo "uso: $0 [runtime|test]" >&2; exit 2 ;;
esac
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    . "$(dirname "$0")/retried.sh"
    apt_update $SUDO || true
    retried $SUDO env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
