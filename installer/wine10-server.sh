#!/usr/bin/env bash
# CI step (.ci/run, after installer/wine-smoke.sh has built the installer): the installer's
# office server, started with Windows, tried under Wine 10 — where PostgreSQL's Windows
# programs run (under Debian 12's Wine 8.0 they stop at once: docs/network.md, "Starting with
# Windows"). Debian 12 has no Wine 10, so this runs in a Debian 13 (trixie) root made with
# debootstrap, as root. With the installer built in dist/windows/ it checks:
#   1. a silent install with /SERVIDOR= ends with 0;
#   2. the service is registered to start automatically as NetworkService, with the server's
#      folder and data, and the server answers from Linux with the application's password,
#      schema at head;
#   3. Wine stopped and started again (a machine restarted): the service starts by itself;
#   4. the installer run again over it (an upgrade): the service removed with the old files
#      and registered again over the new ones, the same database answering;
#   5. the silent uninstall removes the service and keeps the folder and its data.
# Wine is not Windows (everything runs as one administrator; no ACL is enforced): real Windows
# is .github/workflows/windows.yml's.
#   bash installer/wine10-server.sh [SETUP.exe]
# Cache: BALCAO_WINE10_ROOT (default ~/.cache/balcao-wine10/root), the trixie root with Wine
# (made once, about 7 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
setup=${1:-$(ls "$root"/dist/windows/balcao-*-setup.exe)}
chroot_dir=${BALCAO_WINE10_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/balcao-wine10/root}
port=5497
service="BalcaoServidor$port"
key="HKLM\\System\\CurrentControlSet\\Services\\$service"

fail() {
    echo "wine10-server: FALHOU: $*" >&2
    exit 1
}
[ "$(id -u)" = 0 ] || fail "rode como root (debootstrap e chroot)"
[ -f "$setup" ] || fail "instalador $setup não encontrado: rode installer/wine-smoke.sh antes"

command -v psql >/dev/null || fail "falta o psql (scripts/install-system-packages.sh)"
# Mounts left inside the root by a run that was killed go first: never delete through them.
findmnt -rn -o TARGET | { grep "^$chroot_dir/" || true; } | sort -r | xargs -r -n1 umount
if [ ! -x "$chroot_dir/usr/bin/wine" ]; then
    echo "== Debian 13 com Wine 10 em $chroot_dir =="
    . "$root/scripts/retried.sh"
    command -v debootstrap >/dev/null || {
        apt_update || true
        retried env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
    }
    rm -rf --one-file-system "$chroot_dir"
    mkdir -p "$chroot_dir"
    debootstrap --variant=minbase trixie "$chroot_dir" http://deb.debian.org/debian >/dev/null
    chroot "$chroot_dir" dpkg --add-architecture i386
    apt_update chroot "$chroot_dir" || true
    retried chroot "$chroot_dir" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq wine wine64 wine32:i386 >/dev/null
fi
# `limit=SECONDS in_wine ...` stops the command after that long (exit code 124).
in_wine() {
    ${limit:+timeout "$limit"} chroot "$chroot_dir" env WINEPREFIX=/root/prefix WINEARCH=win64 WINEDEBUG=-all \
        WINEDLLOVERRIDES="mscoree,mshtml=" XDG_RUNTIME_DIR=/tmp "$@"
}
mounted=()
for point in proc sys dev dev/pts; do
    mount --bind "/$point" "$chroot_dir/$point"
    mounted=("$chroot_dir/$point" "${mounted[@]}")
done
# The prefix's Wine stops at exit, then the mounts go (last mounted first).
stop_and_unmount() {
    in_wine wineserver -k 2>/dev/null || true
    in_wine wineserver -w 2>/dev/null || true
    for point in "${mounted[@]}"; do
        umount "$point"
    done
}
trap stop_and_unmount EXIT

# `wait_for SECONDS COMMAND...`: runs COMMAND once a second until it succeeds or SECONDS pass.
wait_for() {
    local seconds=$1
    shift
    for _ in $(seq "$seconds"); do
        "$@" && return 0
        sleep 1
    done
    return 1
}
# The command lines of the processes running inside the root (Wine's and the server's).
chroot_processes() {
    local process
    for process in /proc/[0-9]*; do
        [ "$(readlink "$process/root" 2>/dev/null)" = "$chroot_dir" ] &&
            tr '\0' ' ' <"$process/cmdline" 2>/dev/null && echo
    done
    return 0
}
prefix="$chroot_dir/root/prefix"
server_dir="$prefix/drive_c/BalcaoServidor"
rm -rf "$prefix"
cp "$setup" "$chroot_dir/root/setup.exe"
in_wine wine --version
in_wine wineboot --init
in_wine wineserver -w
in_wine wine reg add 'HKCU\Environment' /v QT_QPA_PLATFORM /t REG_SZ /d offscreen /f >/dev/null

echo "== 1. instalação silenciosa com /SERVIDOR= =="
# Ten minutes at most: an installer waiting for ever (as `servidor iniciar` did on a pipe
# pg_ctl's server held) fails the step instead of holding CI.
status=0
limit=600 in_wine wine /root/setup.exe /S '/SERVIDOR=C:\BalcaoServidor' /ENDERECO=127.0.0.1 \
    "/PORTA=$port" </dev/null >/dev/null 2>&1 || status=$?
[ "$status" != 124 ] || fail "o instalador não terminou em 10 minutos"
[ "$status" = 0 ] || fail "o instalador terminou com $status; $(tail -5 "$server_dir/servidor.log")"

echo "== 2. o serviço e o servidor =="
registered=$(in_wine wine reg query "$key" </dev/null 2>/dev/null | tr -d '\r')
echo "$registered" | grep -q 'Start.*0x2' || fail "o serviço não inicia com o Windows: $registered"
echo "$registered" | grep -q 'ObjectName.*NT AUTHORITY\\NetworkService' ||
    fail "o serviço não roda como NetworkService: $registered"
echo "$registered" | grep -q 'pg_ctl.exe" runservice .*C:\\BalcaoServidor\\dados' ||
    fail "o serviço não é o pg_ctl runservice da pasta: $registered"
# One value asked of the server as the application's role, with its password.
app_query() {
    PGPASSWORD=$(cat "$server_dir/senha-balcao") psql -h 127.0.0.1 -p "$port" -U balcao \
        -d balcao -tAc "$1"
}
url_check() {
    app_query "SELECT version_num FROM alembic_version"
}
head=$(PYTHONPATH="$root" "$root/.venv/bin/python" -c \
    "from desktop.models.startup import head_revision; print(head_revision())")
[ "$(url_check)" = "$head" ] || fail "o servidor não responde com o esquema em $head"
echo "serviço $service: automático, NetworkService; esquema $head"

echo "== 3. Wine parado e iniciado de novo: o serviço inicia sozinho =="
# Every process of the prefix killed, and the old wineserver gone before a new one starts: a
# `wineserver -p` beside a dying one would join it and start nothing.
in_wine wineserver -k
in_wine wineserver -w
no_wine_left() {
    [ -z "$(chroot_processes)" ]
}
wait_for 60 no_wine_left || fail "processos do Wine ficaram: $(chroot_processes)"
! url_check 2>/dev/null || fail "o servidor continuou depois de o Wine parar"
in_wine wineserver -p
in_wine wine cmd /c ver </dev/null >/dev/null 2>&1 || fail "o Wine não iniciou de novo"
# Three minutes at most: on a loaded machine Wine's start, the service manager and the
# server's recovery from being killed take their time.
started=$(date +%s)
wait_for 180 url_check >/dev/null 2>&1 || true
if [ "$(url_check)" != "$head" ]; then
    # What the service manager and the server say, for whoever reads CI's output.
    in_wine wine sc query "$service" </dev/null 2>/dev/null | tr -d '\r' >&2 || true
    chroot_processes >&2
    cat "$server_dir/dados/postmaster.pid" >&2 2>/dev/null || true
    tail -n 30 "$(ls -t "$server_dir"/dados/log/* 2>/dev/null | head -1)" >&2 2>/dev/null || true
    fail "o serviço não iniciou sozinho em 3 minutos"
fi
echo "o servidor voltou sem nenhum comando (em $(($(date +%s) - started)) s)"

echo "== 4. o instalador de novo por cima (atualização): o serviço refeito, os dados os mesmos =="
database_oid() {
    app_query "SELECT oid FROM pg_database WHERE datname = 'balcao'"
}
before=$(database_oid)
status=0
limit=600 in_wine wine /root/setup.exe /S </dev/null >/dev/null 2>&1 || status=$?
[ "$status" = 0 ] || fail "a atualização terminou com $status"
in_wine wine reg query "$key" </dev/null 2>/dev/null | tr -d '\r' | grep -q 'Start.*0x2' ||
    fail "depois da atualização o serviço não está registrado"
[ "$(url_check)" = "$head" ] || fail "depois da atualização o servidor não responde"
[ "$(database_oid)" = "$before" ] || fail "a atualização refez o banco de dados"
echo "serviço registrado de novo sobre os arquivos novos; o mesmo banco de dados"

echo "== 5. desinstalação silenciosa =="
in_wine wine 'C:\Program Files\Balcao\uninstall.exe' /S </dev/null >/dev/null 2>&1
# The uninstaller goes on in a copy of itself; Wine stays up (-p above): wait for its work.
wait_for 120 test ! -e "$prefix/drive_c/Program Files/Balcao" || fail "a desinstalação não terminou"
! in_wine wine reg query "$key" </dev/null >/dev/null 2>&1 || fail "o serviço ficou registrado"
[ -f "$server_dir/dados/PG_VERSION" ] || fail "a desinstalação levou os dados do servidor"
echo "serviço removido; a pasta e os dados continuam"
echo "wine10-server: ok"
