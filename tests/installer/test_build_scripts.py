"""The build scripts: Linux CI (installer/ci-build.sh), the Wine run of the Windows program
(installer/wine-smoke.sh) and the Windows workflow run the same installer/build.sh, which builds
the spec, self-tests the frozen program and runs makensis."""

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BUILD = (REPO / "installer" / "build.sh").read_text(encoding="utf-8")
CI_BUILD = (REPO / "installer" / "ci-build.sh").read_text(encoding="utf-8")
WINE_SMOKE = (REPO / "installer" / "wine-smoke.sh").read_text(encoding="utf-8")
WORKFLOW = (REPO / ".github" / "workflows" / "windows.yml").read_text(encoding="utf-8")
CI_RUN = (REPO / ".ci" / "run").read_text(encoding="utf-8")
TEST_SH = (REPO / "scripts" / "test.sh").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "script",
    [
        "installer/build.sh",
        "installer/ci-build.sh",
        "installer/wine-smoke.sh",
        "installer/wine-run.sh",
    ],
)
def test_scripts_parse_and_stop_on_the_first_error(script):
    result = subprocess.run(["bash", "-n", str(REPO / script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "set -euo pipefail" in (REPO / script).read_text(encoding="utf-8")


def test_build_runs_the_spec_then_the_frozen_selftest_then_makensis():
    pyinstaller = BUILD.index("-m PyInstaller")
    selftest = BUILD.index(
        'QT_QPA_PLATFORM=offscreen "${runner[@]}" "$bundle/$name-cli$exe" --selftest'
    )
    concluded = BUILD.index('grep -q "^Autoteste concluído" "$selftest_log"')
    makensis = BUILD.index('"$makensis" -V2')
    assert pyinstaller < selftest < concluded < makensis
    assert '"${runner[@]}" "$python" -m PyInstaller' in BUILD
    assert "installer/balcao.spec" in BUILD[pyinstaller:selftest]
    assert "installer/balcao.nsi" in BUILD[makensis:]
    assert '"-DDIST_DIR=$(native_path "$bundle")"' in BUILD


def test_linux_ci_and_windows_workflow_run_the_same_build_script():
    assert "bash installer/build.sh" in CI_BUILD
    assert "bash installer/build.sh" in WINE_SMOKE
    assert 'RUNNER="${run[*]}" PYTHON="$python_windows"' in WINE_SMOKE
    assert 'pip install -q -e ".[build]"' in CI_BUILD
    assert "run: bash installer/build.sh" in WORKFLOW
    assert "runs-on: windows-latest" in WORKFLOW
    assert 'python-version: "3.11"' in WORKFLOW
    assert 'pip install ".[build]"' in WORKFLOW
    assert "choco install nsis" in WORKFLOW
    assert "QT_QPA_PLATFORM: offscreen" in WORKFLOW
    assert "actions/upload-artifact" in WORKFLOW
    assert "path: dist/balcao-*-setup.exe" in WORKFLOW


def test_collect_prints_what_the_build_script_reads(collect):
    result = subprocess.run(
        [sys.executable, str(REPO / "installer" / "collect.py")],
        capture_output=True,
        text=True,
        check=True,
    )
    printed = dict(line.split("=", 1) for line in result.stdout.splitlines())
    metadata = collect.project_metadata()
    assert printed == {
        "NAME": metadata.name,
        "VERSION": metadata.version,
        "VERSION_NUMBERS": ".".join(map(str, metadata.version_numbers)),
    }
    for key in printed:
        assert f"{key}) " in BUILD


def test_ci_fails_on_style_with_the_ruff_the_test_script_installed():
    lines = CI_RUN.splitlines()
    check = lines.index(".venv/bin/ruff check desktop tests")
    format_check = lines.index(".venv/bin/ruff format --check desktop tests")
    assert lines.index("bash scripts/test.sh") < check < format_check
    assert "set -euo pipefail" in CI_RUN


def test_both_runs_of_the_suite_use_every_core_and_report_their_durations():
    runs = [line.strip() for line in TEST_SH.splitlines() if "python -m pytest" in line]
    assert len(runs) == 2
    assert all(" -n auto " in run for run in runs)
    assert "pytest-xdist" in (REPO / "pyproject.toml").read_text(encoding="utf-8")
    summary = TEST_SH[TEST_SH.index('echo "== resumo =="') :]
    assert '$(minutes "$sqlite_time")' in summary
    assert '$(minutes "$postgres_time")' in summary
    assert "Duração dos testes" in summary
