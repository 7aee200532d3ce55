#!/usr/bin/env bash
# Debian packages the tests and the app need: Qt's X/XCB runtime libraries, PostgreSQL 15
# (the suite runs models and services a second time against it), CUPS with the cups-pdf
# virtual printer (a test prints through it), poppler-utils (PDF to PNG), Xvfb and NSIS.
set -euo pipefail
packages=(
    python3-venv
    libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
    libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0
    libxcb-randr0 libxcb-render-util0 libxcb-image0
    libcups2 cups cups-client printer-driver-cups-pdf
    postgresql-15
    poppler-utils xvfb nsis
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
