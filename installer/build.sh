#!/usr/bin/env bash
# Builds the Windows installer of Balcão from the Python environment it runs in:
#   1. the frozen program, one folder (PyInstaller, installer/balcao.spec) in dist/balcao;
#   2. its self-test, run on the frozen console executable, offscreen: a data file or a
#      hidden import missing from the bundle stops the build here;
#   3. the installer (makensis, installer/balcao.nsi) from that folder, in dist/;
#   4. the sizes of both.
# The same script runs on Linux (CI: a Linux bundle packed by Debian's makensis, which keeps
# the spec and the .nsi from rotting), on Linux over a Windows Python under Wine (CI:
# installer/wine-smoke.sh, the Windows bundle packed by Debian's makensis) and on Windows
# under Git Bash (.github/workflows/windows.yml: the real Windows build).
#
# Needs: the package with its build extra installed (pip install -e ".[build]"), makensis
# on PATH (or MAKENSIS=/path/to/makensis). PYTHON selects the interpreter (default python).
# RUNNER, when set, is a command that runs the Windows programs this script starts (PYTHON
# and the frozen console executable): installer/wine-smoke.sh sets it to
# installer/wine-run.sh. DIST_DIR and WORK_DIR move the output (default dist/) and
# PyInstaller's work folder (default build/pyinstaller).
# SIGN_COMMAND, when set, is a command that signs the one file appended to it (signtool with
# its options, or a wrapper script): it signs both executables, the uninstaller and the
# installer.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
python=${PYTHON:-python}
makensis=${MAKENSIS:-makensis}

read -r -a runner <<<"${RUNNER:-}"
case "${OSTYPE:-}" in
    msys* | cygwin* | win32*) exe=".exe" ;;
    *) exe="" ;;
esac
[ -z "${RUNNER:-}" ] || exe=".exe"

# Share the 2 CI cores politely where `nice` exists (Git Bash may lack it).
if command -v nice >/dev/null 2>&1; then polite=(nice -n 10); else polite=(); fi

# makensis on Windows wants Windows paths; Git Bash's cygpath gives them (C:/a/b).
native_path() {
    if command -v cygpath >/dev/null 2>&1; then cygpath -m "$1"; else printf '%s\n' "$1"; fi
}

while IFS='=' read -r key value; do
    case "$key" in
        NAME) name=$value ;;
        VERSION) version=$value ;;
        VERSION_NUMBERS) version_numbers=$value ;;
    esac
done < <("${runner[@]}" "$python" installer/collect.py | tr -d '\r')

dist=${DIST_DIR:-$root/dist}
work=${WORK_DIR:-$root/build/pyinstaller}
bundle="$dist/$name"
setup="$dist/$name-$version-setup.exe"

echo "== Balcão $version: PyInstaller bundle =="
rm -rf "$bundle" "$setup"
"${polite[@]}" "${runner[@]}" "$python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$dist" --workpath "$work" installer/balcao.spec

echo "== self-test of the frozen program =="
selftest_log="$work/selftest.txt"
QT_QPA_PLATFORM=offscreen "${runner[@]}" "$bundle/$name-cli$exe" --selftest | tee "$selftest_log"
grep -q "^Autoteste concluído" "$selftest_log"

# Code signing, when a signing command is given (docs/release.md): the two executables
# now, the uninstaller and the installer inside makensis.
signing=()
if [ -n "${SIGN_COMMAND:-}" ]; then
    echo "== signing the executables =="
    for program in "$bundle/$name$exe" "$bundle/$name-cli$exe"; do
        $SIGN_COMMAND "$(native_path "$program")"
    done
    signing=("-DSIGN_COMMAND=$SIGN_COMMAND")
fi

echo "== Windows installer (makensis) =="
"${polite[@]}" "$makensis" -V2 -INPUTCHARSET UTF8 "${signing[@]}" \
    "-DVERSION=$version" "-DVERSION_NUMBERS=$version_numbers" \
    "-DDIST_DIR=$(native_path "$bundle")" "-DOUT_FILE=$(native_path "$setup")" \
    installer/balcao.nsi
test -s "$setup"

bundle_bytes=$(du -sk "$bundle" | cut -f1)
setup_bytes=$(wc -c <"$setup")
echo "== sizes =="
echo "bundle folder $bundle: $((bundle_bytes / 1024)) MiB ($(find "$bundle" -type f | wc -l) files)"
echo "installer $setup: $((setup_bytes / 1024 / 1024)) MiB ($setup_bytes bytes)"
