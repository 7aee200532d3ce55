"""installer/wine-smoke.sh, the CI run of the Windows program under Wine, and
installer/wine-run.sh, which gives each Windows program the pipes it needs there."""

import os
import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
INSTALLER = REPO / "installer"
SMOKE = (INSTALLER / "wine-smoke.sh").read_text(encoding="utf-8")
CI_RUN = (REPO / ".ci" / "run").read_text(encoding="utf-8")

FAKE_WINE = """#!/bin/sh
[ -p /dev/stdin ] && echo "stdin: pipe"
[ -p /dev/stdout ] && echo "stdout: pipe"
echo "args: $*"
echo "stderr: joined" >&2
exit 3
"""


def commands() -> list[str]:
    """The script's lines without comments and indentation."""
    lines = (line.strip() for line in SMOKE.splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def first_line(fragment: str) -> int:
    for number, line in enumerate(commands()):
        if fragment in line:
            return number
    raise AssertionError(f"no line of wine-smoke.sh has {fragment!r}")


def test_wine_run_gives_the_program_pipes_even_from_a_file_and_keeps_its_exit_code(tmp_path):
    # CI runs with no standard input and its output in a file: the two a Windows Python
    # under Wine can't start with (init_sys_streams, WinError 6).
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    wine = bin_dir / "wine"
    wine.write_text(FAKE_WINE, encoding="utf-8")
    wine.chmod(0o755)
    output = tmp_path / "saida.txt"
    with output.open("w", encoding="utf-8") as log:
        result = subprocess.run(
            ["bash", str(INSTALLER / "wine-run.sh"), "balcao-cli.exe", "--selftest"],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"},
        )
    assert result.returncode == 3
    assert output.read_text(encoding="utf-8").splitlines() == [
        "stdin: pipe",
        "stdout: pipe",
        "args: balcao-cli.exe --selftest",
        "stderr: joined",
    ]


def test_wine_run_refuses_to_run_nothing():
    result = subprocess.run(
        ["bash", str(INSTALLER / "wine-run.sh")], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "uso:" in result.stderr


def test_ci_runs_the_wine_chain_after_the_tests_and_the_linux_build():
    lines = [line for line in CI_RUN.splitlines() if line.startswith("bash ")]
    assert lines.index("bash installer/wine-smoke.sh") > lines.index("bash scripts/test.sh")
    assert lines.index("bash installer/wine-smoke.sh") > lines.index("bash installer/ci-build.sh")


def test_the_steps_run_in_order_build_install_selftest_uninstall():
    order = [
        "dpkg --add-architecture i386",
        "wineboot --init",
        "x86_64-w64-mingw32-gcc-posix",
        "osslsigncode verify",
        "-m pip install -q --no-compile --no-warn-script-location",
        'rm -rf "$dist" "$work"',
        "bash installer/build.sh",
        '"${run[@]}" "$setup" /S',
        "'C:\\Program Files\\Balcao\\balcao-cli.exe' --selftest",
        "'C:\\Program Files\\Balcao\\uninstall.exe' /S",
    ]
    positions = [first_line(fragment) for fragment in order]
    assert positions == sorted(positions)
    assert '-e ".[build]"' in commands()[positions[4] + 1]


def test_the_windows_python_runs_only_after_its_psf_signatures_are_checked():
    assert re.search(r'^python_sha256="[0-9a-f]{64}"$', SMOKE, re.MULTILINE)
    assert "--require-hashes" in SMOKE
    assert "for binary in python.exe python311.dll; do" in commands()
    assert 'python_signer="/O=Python Software Foundation/CN=Python Software Foundation"' in SMOKE
    signatures = first_line("for binary in python.exe python311.dll; do")
    first_run = first_line('"${run[@]}" "$python_windows"')
    assert signatures < first_run
    assert "setup.py" not in "\n".join(commands())


def test_stand_in_dlls_go_to_the_prefix_system32_and_are_looked_for_in_the_bundle():
    sources = sorted(path.stem for path in (INSTALLER / "wine").glob("*.c"))
    assert sources == ["bcryptprimitives", "icuuc"]
    assert 'cp "$cache/$dll" "$WINEPREFIX/drive_c/windows/system32/$dll"' in commands()
    build = first_line("bash installer/build.sh")
    in_bundle = first_line('found=$(stand_ins_in "$bundle")')
    installed = first_line('found=$(stand_ins_in "$program_dir")')
    assert build < in_bundle < first_line('"${run[@]}" "$setup" /S') < installed
    spec_inputs = (INSTALLER / "balcao.spec").read_text() + (INSTALLER / "collect.py").read_text()
    assert "installer/wine" not in spec_inputs


def test_uninstall_is_checked_for_files_shortcuts_and_registry_key():
    uninstall = first_line("'C:\\Program Files\\Balcao\\uninstall.exe' /S")
    after = commands()[uninstall:]
    assert after[1] == "wait_for_wine"
    checks = "\n".join(after)
    assert '[ ! -e "$program_dir" ]' in checks
    assert '[ ! -e "$shortcut" ]' in checks
    assert "! registry_has_uninstall_key" in checks
    assert "Start Menu/Programs/Balcão.lnk" in SMOKE
    assert "users/Public/Desktop/Balcão.lnk" in SMOKE
