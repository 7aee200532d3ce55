"""installer/balcao.nsi: what Add/Remove Programs needs, upgrade in place, the keep-data
option of the uninstaller, the optional office server, and a real compilation with makensis
(Debian's nsis package, installed by scripts/install-system-packages.sh)."""

import re
import shutil
import subprocess
import sys
from pathlib import Path, PureWindowsPath

import platformdirs.windows
import pytest

from desktop.data_folder import APP_NAME

INSTALLER = Path(__file__).resolve().parents[2] / "installer"
SCRIPT = (INSTALLER / "balcao.nsi").read_text(encoding="utf-8")
UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\Balcao"
KEEP_DATA_OPTION = "Remover também o banco de dados e as chaves"


def statements() -> list[str]:
    """The script's lines without comments and indentation."""
    lines = (
        line.split(";", 1)[0].strip() if not line.lstrip().startswith(";") else ""
        for line in SCRIPT.splitlines()
    )
    return [line for line in lines if line]


def defines() -> dict[str, str]:
    """The script's !define values, with the ${NAME}s of earlier defines expanded."""
    found: dict[str, str] = {}
    for line in statements():
        match = re.fullmatch(r'!define\s+(\w+)\s+"(.*)"', line)
        if match:
            found[match[1]] = re.sub(
                r"\$\{(\w+)\}", lambda name: found.get(name[1], name[0]), match[2]
            )
    return found


def section_body(title: str) -> list[str]:
    lines = statements()
    start = next(i for i, line in enumerate(lines) if line.startswith("Section") and title in line)
    end = lines.index("SectionEnd", start)
    return lines[start + 1 : end]


def test_unicode_portuguese_per_machine_under_program_files():
    lines = statements()
    assert lines[0] == "Unicode true"
    assert "RequestExecutionLevel admin" in lines
    assert 'InstallDir "$PROGRAMFILES64\\${APP_KEY}"' in lines
    assert '!insertmacro MUI_LANGUAGE "PortugueseBR"' in lines
    assert 'File /r "${DIST_DIR}/*.*"' in section_body('"${APP_NAME}" SecProgram')


def test_registered_in_add_remove_programs_with_every_value():
    assert defines()["UNINSTALL_KEY"] == UNINSTALL_KEY
    written = {
        match[2]: match[1]
        for match in re.finditer(r'WriteReg(Str|DWORD) HKLM "\$\{UNINSTALL_KEY\}" "(\w+)"', SCRIPT)
    }
    for name in ("DisplayName", "DisplayVersion", "Publisher", "UninstallString", "DisplayIcon"):
        assert written.get(name) == "Str", name
    assert written["EstimatedSize"] == "DWORD"
    assert 'WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"' in SCRIPT
    uninstall = section_body('"un.${APP_NAME} (programa)"')
    assert 'DeleteRegKey HKLM "${UNINSTALL_KEY}"' in uninstall


def test_start_menu_and_desktop_shortcuts_for_all_users():
    body = section_body('"${APP_NAME}" SecProgram')
    assert "SetShellVarContext all" in body
    shortcuts = [line for line in body if line.startswith("CreateShortCut")]
    assert any(line.startswith('CreateShortCut "$SMPROGRAMS\\') for line in shortcuts)
    assert any(line.startswith('CreateShortCut "$DESKTOP\\') for line in shortcuts)


def test_upgrade_finds_the_previous_install_and_removes_its_program_files_first():
    lines = statements()
    assert 'ReadRegStr $0 HKLM "${UNINSTALL_KEY}" "InstallLocation"' in lines
    body = section_body('"${APP_NAME}" SecProgram')
    removal = body.index('!insertmacro RemoveProgramFiles "$PreviousDir"')
    assert removal < body.index('File /r "${DIST_DIR}/*.*"')
    macro = lines[lines.index("!macro RemoveProgramFiles DIR") + 1 : lines.index("!macroend")]
    assert 'RMDir /r "${DIR}\\_internal"' in macro
    assert not [line for line in macro if line.startswith("RMDir /r") and "_internal" not in line]


def test_data_folder_is_where_platformdirs_puts_it_on_windows(monkeypatch):
    # platformdirs' own fallback resolver (environment variables) stands in for the Windows
    # shell API, which does not exist here.
    windows = platformdirs.windows
    monkeypatch.setattr(windows, "_RESOLVE_WIN_FOLDER", windows.get_win_folder_from_env_vars)
    monkeypatch.setenv("LOCALAPPDATA", r"C:\Users\atendente\AppData\Local")
    expected = windows.Windows(APP_NAME, appauthor=False).user_data_dir
    nsis = defines()["DATA_DIR"].replace("$LOCALAPPDATA", r"C:\Users\atendente\AppData\Local")
    assert PureWindowsPath(nsis) == PureWindowsPath(expected)


def test_uninstall_keeps_the_database_and_keys_unless_the_box_is_ticked():
    data_removals = [line for line in statements() if "${DATA_DIR}" in line and "RMDir" in line]
    assert data_removals == ['RMDir /r "${DATA_DIR}"']
    sections = [line for line in statements() if line.startswith("Section")]
    keep_data = [line for line in sections if KEEP_DATA_OPTION in line]
    assert keep_data == [f'Section /o "un.{KEEP_DATA_OPTION}" UnSecData']
    assert 'RMDir /r "${DATA_DIR}"' in section_body(KEEP_DATA_OPTION)
    assert "!insertmacro MUI_UNPAGE_COMPONENTS" in statements()


def function_body(name: str) -> list[str]:
    lines = statements()
    start = lines.index(f"Function {name}")
    return lines[start + 1 : lines.index("FunctionEnd", start)]


def test_the_office_server_is_asked_for_never_assumed():
    """Issue 19: the server is a section left unticked, or /SERVIDOR= when silent; created by
    `servidor iniciar` and only then registered to start with Windows, its folder remembered
    only once registered."""
    sections = [line for line in statements() if line.startswith("Section ")]
    server = [line for line in sections if "SecServer" in line]
    assert server == [
        'Section /o "Servidor do escritório (PostgreSQL, inicia com o Windows)" SecServer'
    ]
    creation = section_body("SecServer")
    assert any(
        "servidor iniciar" in line and '--endereco "$ServerAddress"' in line for line in creation
    )
    registering = function_body("StartServer")
    register = next(i for i, line in enumerate(registering) if "servidor registrar" in line)
    remember = registering.index(
        'WriteRegStr HKLM "${UNINSTALL_KEY}" "ServerFolder" "$ServerFolder"'
    )
    assert register < remember
    options = function_body("ReadServerOptions")
    assert '${GetOptions} $R0 "/SERVIDOR=" $R1' in options
    assert "!insertmacro SelectSection ${SecServer}" in options
    failed = function_body("ServerFailed")
    assert "SetErrorLevel 3" in failed
    assert any(line.startswith("MessageBox") and line.endswith("/SD IDOK") for line in failed)


def test_the_service_is_removed_before_the_program_files_it_runs_from():
    """The service runs PostgreSQL from the program folder: an upgrade removes it with the
    old program first and registers it again over the new files; the uninstaller removes it
    before the files and keeps the server's folder."""
    body = section_body('"${APP_NAME}" SecProgram')
    unregister = next(i for i, line in enumerate(body) if "servidor desregistrar" in line)
    assert '"$PreviousDir\\${CLI_EXE}"' in body[unregister]
    assert unregister < body.index('!insertmacro RemoveProgramFiles "$PreviousDir"')
    assert body.index("Call StartServer") > body.index('File /r "${DIST_DIR}/*.*"')
    uninstall = section_body('"un.${APP_NAME} (programa)"')
    removal = next(i for i, line in enumerate(uninstall) if "servidor desregistrar" in line)
    assert removal < uninstall.index('!insertmacro RemoveProgramFiles "$INSTDIR"')
    assert not [line for line in uninstall if "RMDir" in line and "$0" in line]


def test_makensis_compiles_the_installer_from_a_bundle_folder(collect, tmp_path):
    makensis = shutil.which("makensis")
    assert makensis, "makensis missing: run scripts/install-system-packages.sh (Debian nsis)"
    bundle = tmp_path / "dist" / "balcao"
    (bundle / "_internal" / "desktop" / "resources").mkdir(parents=True)
    (bundle / "balcao.exe").write_bytes(b"MZ programa")
    (bundle / "balcao-cli.exe").write_bytes(b"MZ console")
    (bundle / "_internal" / "desktop" / "resources" / "go.json").write_text("{}")
    settings = collect.build_settings(collect.project_metadata())
    setup = tmp_path / "dist" / f"balcao-{settings['VERSION']}-setup.exe"
    result = subprocess.run(
        [
            makensis,
            "-V2",
            "-INPUTCHARSET",
            "UTF8",
            f"-DVERSION={settings['VERSION']}",
            f"-DVERSION_NUMBERS={settings['VERSION_NUMBERS']}",
            f"-DDIST_DIR={bundle}",
            f"-DOUT_FILE={setup}",
            str(INSTALLER / "balcao.nsi"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "warning" not in (result.stdout + result.stderr).lower()
    data = setup.read_bytes()
    assert data[:2] == b"MZ"
    assert "Balcão".encode("utf-16-le") in data


def test_makensis_signs_the_uninstaller_and_the_installer_with_the_sign_command(tmp_path):
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    (bundle / "balcao.exe").write_bytes(b"MZ programa")
    signed = tmp_path / "signed.txt"
    recorder = tmp_path / "record.py"
    recorder.write_text(
        "import sys\n"
        "from pathlib import Path\n"
        "target = Path(sys.argv[2])\n"
        "assert target.read_bytes()[:2] == b'MZ'\n"
        "with open(sys.argv[1], 'a', encoding='utf-8') as log:\n"
        "    log.write(f'{target}\\n')\n",
        encoding="utf-8",
    )
    setup = tmp_path / "balcao-0.1.0-setup.exe"
    result = subprocess.run(
        [
            "makensis",
            "-V2",
            "-DVERSION=0.1.0",
            "-DVERSION_NUMBERS=0.1.0.0",
            f"-DDIST_DIR={bundle}",
            f"-DOUT_FILE={setup}",
            f"-DSIGN_COMMAND={sys.executable} {recorder} {signed}",
            str(INSTALLER / "balcao.nsi"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    files = signed.read_text(encoding="utf-8").splitlines()
    assert len(files) == 2
    assert files[1] == str(setup)
    assert files[0] != str(setup)


@pytest.mark.parametrize("missing", ["VERSION", "VERSION_NUMBERS", "DIST_DIR"])
def test_makensis_refuses_to_build_without_its_inputs(tmp_path, missing):
    given = {"VERSION": "0.1.0", "VERSION_NUMBERS": "0.1.0.0", "DIST_DIR": str(tmp_path)}
    del given[missing]
    result = subprocess.run(
        [
            "makensis",
            "-V2",
            *(f"-D{key}={value}" for key, value in given.items()),
            f"-DOUT_FILE={tmp_path / 'setup.exe'}",
            str(INSTALLER / "balcao.nsi"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0
    assert f"/D{missing}=" in result.stdout + result.stderr
