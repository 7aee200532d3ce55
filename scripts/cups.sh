#!/usr/bin/env bash
# CUPS with the cups-pdf virtual printer "Balcao_PDF", for the printing test and for trying
# the print dialog on a machine without a printer.
#
#   scripts/cups.sh start       starts cupsd if needed, adds Balcao_PDF (idempotent) and
#                               prints the folder where cups-pdf writes the PDFs
#   scripts/cups.sh output-dir  prints that folder only
#   scripts/cups.sh running     exits 0 when cupsd answers
#   scripts/cups.sh stop PID... stops those cupsd processes (scripts/test.sh passes the
#                               ones its own start created, and only those)
#
# Exits non-zero with a message when CUPS or cups-pdf is missing or can't be started
# (packages: scripts/install-system-packages.sh).
set -euo pipefail

PRINTER=Balcao_PDF
CONF=/etc/cups/cups-pdf.conf

fail() {
    echo "cups.sh: $*" >&2
    exit 1
}

need() {
    command -v "$1" >/dev/null 2>&1 || fail "$1 not found: install cups, cups-client and printer-driver-cups-pdf (scripts/install-system-packages.sh)"
}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi
}

# cups-pdf writes to its "Out" directory (default ${HOME}/PDF, HOME of the job's owner).
output_dir() {
    local out=""
    if [ -r "$CONF" ]; then
        out=$(sed -n 's/^[[:space:]]*Out[[:space:]]\+//p' "$CONF" | tail -n 1)
    fi
    [ -n "$out" ] || out='${HOME}/PDF'
    local home
    home=$(getent passwd "$(id -un)" | cut -d: -f6)
    echo "${out//\$\{HOME\}/$home}"
}

start() {
    need cupsd
    need lpadmin
    need lpstat
    need lpinfo
    [ -r "$CONF" ] || fail "$CONF not found: install printer-driver-cups-pdf"
    if ! lpstat -r 2>/dev/null | grep -q "is running"; then
        # cupsd's parent returns only once the daemon is ready to accept jobs.
        as_root cupsd || fail "cupsd did not start (see /var/log/cups/error_log)"
        lpstat -r 2>/dev/null | grep -q "is running" || fail "cupsd started but does not answer"
    fi
    if ! lpstat -p "$PRINTER" >/dev/null 2>&1; then
        local model
        model=$(lpinfo -m 2>/dev/null | awk '/CUPS-PDF_noopt\.ppd/ {print $1; exit}')
        [ -n "$model" ] || model=$(lpinfo -m 2>/dev/null | awk '/CUPS-PDF.*\.ppd/ {print $1; exit}')
        [ -n "$model" ] || fail "cups-pdf driver not found by 'lpinfo -m': install printer-driver-cups-pdf"
        as_root lpadmin -p "$PRINTER" -E -v cups-pdf:/ -m "$model" \
            -D "Balcão — impressora PDF de teste" || fail "lpadmin could not add $PRINTER"
    fi
    as_root cupsenable "$PRINTER" || fail "could not enable $PRINTER"
    as_root cupsaccept "$PRINTER" || fail "could not make $PRINTER accept jobs"
    lpstat -p "$PRINTER" | grep -q "enabled" || fail "$PRINTER is not enabled"
    local out
    out=$(output_dir)
    mkdir -p "$out"
    echo "$PRINTER ready; cups-pdf writes to $out"
}

running() {
    command -v lpstat >/dev/null 2>&1 && lpstat -r 2>/dev/null | grep -q "is running"
}

# Stops the cupsd processes given by PID (the caller knows which ones it started).
stop() {
    local pid
    for pid in "$@"; do
        kill -0 "$pid" 2>/dev/null || continue
        as_root kill "$pid" || fail "could not stop cupsd (pid $pid)"
        for _ in $(seq 50); do
            kill -0 "$pid" 2>/dev/null || continue 2
            sleep 0.1
        done
        fail "cupsd (pid $pid) did not stop"
    done
}

case "${1:-}" in
    start) start ;;
    output-dir) output_dir ;;
    running) running ;;
    stop) shift; stop "$@" ;;
    *) fail "usage: $0 start | output-dir | running | stop PID..." ;;
esac
