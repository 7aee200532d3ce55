"""`balcao --selftest`: checks that an installation works, end to end, in a temporary folder.

It reads the shipped resources and both rulebooks, checks the holiday calendar, creates a
database at the head of the migrations, loads the PostgreSQL driver, sets up an office with
its signing key, builds and signs a document, writes it to a PDF file, verifies that file,
prints it through Qt (QtPdf into a QPrinter writing a PDF file, offscreen) with the pt-BR
catalogues loaded, and reads the QR code back from the rendered page. Each step prints one
line, "ok: ..." or "FALHOU: ..."; the exit code is 0 only when every step passed. A step
whose prerequisite failed is reported as not run. Nothing is written outside a temporary
folder: the user's data folder is never opened. CI runs it on the frozen program, so a data
file or a hidden import missing from the bundle fails the build.
"""

import io
import os
import secrets
import sys
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, TypedDict

from sqlalchemy import inspect
from sqlalchemy.engine import URL

from desktop.resources import resource_path, resources_root

if TYPE_CHECKING:
    from desktop.models.database import Database
    from desktop.services.context import ServiceContext

RULEBOOK_FILES = ("go.json", "rr.json")
MIGRATION_FILES = ("env.py", "script.py.mako")
QR_SCAN_DPI = 200


class Handed(TypedDict, total=False):
    """What a step hands on to the steps that need it."""

    database: "Database"
    context: "ServiceContext"
    key_dir: Path
    pdf_file: Path


@dataclass
class SelfTestRun:
    """What the steps hand on to each other; everything lives under `folder`."""

    folder: Path
    values: Handed = field(default_factory=lambda: Handed())

    @property
    def database_url(self) -> str:
        return URL.create(
            "sqlite+pysqlite", database=str(self.folder / "selftest.sqlite3")
        ).render_as_string()


@dataclass(frozen=True)
class Step:
    name: str
    run: Callable[[SelfTestRun], str]
    needs: tuple[str, ...] = ()


def check_resources(run: SelfTestRun) -> str:
    rulebooks = resource_path("rulebooks")
    missing = [name for name in RULEBOOK_FILES if not (rulebooks / name).is_file()]
    migrations = resources_root().parent / "migrations"
    missing += [name for name in MIGRATION_FILES if not (migrations / name).is_file()]
    if missing:
        raise FileNotFoundError(f"faltam {', '.join(missing)} em {resources_root().parent}")
    versions = sorted(
        path for path in (migrations / "versions").glob("*.py") if not path.name.startswith("__")
    )
    if not versions:
        raise FileNotFoundError(f"nenhuma migração em {migrations / 'versions'}")
    return f"recursos em {resources_root()} ({len(versions)} migrações)"


def check_rulebooks(run: SelfTestRun) -> str:
    from desktop.rules.rulebook import JURISDICTIONS, clear_rulebook_cache, load_rulebook

    clear_rulebook_cache()
    summaries = []
    for jurisdiction in JURISDICTIONS:
        rulebook = load_rulebook(jurisdiction)
        if not rulebook.infractions:
            raise ValueError(f"o regulamento {jurisdiction} não tem infrações")
        summaries.append(f"{jurisdiction}: {len(rulebook.infractions)} infrações")
    return "regulamentos carregados (" + "; ".join(summaries) + ")"


def check_calendar(run: SelfTestRun) -> str:
    from desktop.models.base import utc_now
    from desktop.rules.office_calendar import OfficeCalendar
    from desktop.rules.rulebook import JURISDICTIONS
    from desktop.services.calendar import today_in

    tiradentes = date(today_in(JURISDICTIONS[0], utc_now()).year, 4, 21)
    names = []
    for jurisdiction in JURISDICTIONS:
        calendar = OfficeCalendar.of(jurisdiction)
        if calendar.is_business_day(tiradentes):
            raise RuntimeError(f"{tiradentes:%d/%m/%Y} não consta como feriado em {jurisdiction}")
        names.append(f"{jurisdiction}: {calendar.holiday_name(tiradentes)}")
    return f"feriados nacionais e estaduais disponíveis ({'; '.join(names)})"


def create_database(run: SelfTestRun) -> str:
    from desktop.models.startup import prepare_database

    prepared = prepare_database(run.database_url)
    run.values["database"] = prepared.database
    if prepared.action != "created":
        raise RuntimeError(f"banco temporário não foi criado do zero ({prepared.action})")
    with prepared.database.engine.connect() as connection:
        tables = inspect(connection).get_table_names()
    if "office" not in tables:
        raise RuntimeError(f"as migrações não criaram a tabela office ({len(tables)} tabelas)")
    return f"banco temporário criado na revisão {prepared.revision} ({len(tables)} tabelas)"


def check_postgresql_driver(run: SelfTestRun) -> str:
    """Offices sharing one database use PostgreSQL: the dialect and psycopg with its bundled
    libpq must load (no server is contacted)."""
    import psycopg

    from desktop.models.engine import create_engine

    engine = create_engine("postgresql+psycopg://balcao@localhost/balcao")
    try:
        dialect = f"{engine.dialect.name}+{engine.dialect.driver}"
    finally:
        engine.dispose()
    libpq = psycopg.pq.version()
    return (
        f"{dialect} pronto (psycopg {psycopg.__version__}, implementação "
        f"{psycopg.pq.__impl__}, libpq {libpq // 10000}.{libpq % 10000})"
    )


def check_server_programs(run: SelfTestRun) -> str:
    """An office without a DBA hosts its server with the PostgreSQL programs the installation
    carries (`balcao servidor iniciar`): they must be there and run."""
    from desktop.services.network.office_server import programs_version

    return f"programas do servidor do escritório prontos: {programs_version()}"


def set_up_office(run: SelfTestRun) -> str:
    from desktop.documents.keys import PRIVATE_KEY_FILE
    from desktop.services.office.setup import AdministratorSetup, OfficeSetup
    from desktop.services.office.setup import set_up_office as set_up

    key_dir = run.folder / "keys"
    context = set_up(
        run.values["database"],
        OfficeSetup(
            name="Escritório do autoteste",
            code="TST",
            jurisdiction="GO",
            street="Rua do Autoteste",
            number="1",
            district="Centro",
            municipality="Goiânia",
            uf="GO",
            cep="74000-000",
        ),
        AdministratorSetup(
            username="autoteste",
            display_name="Administrador do autoteste",
            password=secrets.token_urlsafe(24),
        ),
        key_dir=key_dir,
    )
    if not (key_dir / PRIVATE_KEY_FILE).is_file():
        raise RuntimeError(f"a chave do escritório não foi gravada em {key_dir}")
    run.values["context"] = context
    run.values["key_dir"] = key_dir
    return f"escritório {context.office.code} configurado, chave {context.office.key_id}"


def check_log(run: SelfTestRun) -> str:
    """The log's handler writes, here in the self-test's folder: the self-test leaves the
    user's data folder alone. It says where the application's log is."""
    import logging

    from desktop.logs import LOG_FILE_NAME, ROOT_LOGGER, log_folder, private_handler

    path = run.folder / LOG_FILE_NAME
    handler = private_handler(path)
    root = logging.getLogger(ROOT_LOGGER)
    root.addHandler(handler)
    level = root.level
    root.setLevel(logging.INFO)
    try:
        logging.getLogger("desktop.selftest").info("Autoteste: o registro funciona")
    finally:
        root.removeHandler(handler)
        root.setLevel(level)
        handler.close()
    if "Autoteste: o registro funciona" not in path.read_text(encoding="utf-8"):
        raise RuntimeError(f"nada foi escrito em {path}")
    return f"o registro funciona; o do Balcão fica em {log_folder() / LOG_FILE_NAME}"


def check_audit_chain(run: SelfTestRun) -> str:
    from desktop.services.office.audit_chain import verify_chain

    report = verify_chain(run.values["database"])
    if not report.intact or report.entries == 0:
        raise RuntimeError(report.message())
    return report.message()


def build_document(run: SelfTestRun) -> str:
    from desktop.documents.data import OfficeLetterhead, OperatorIdentity, ProtocolReceiptData
    from desktop.documents.keys import load_office_signer
    from desktop.documents.protocol_receipt import KIND as PROTOCOL_RECEIPT
    from desktop.documents.render import render_document, reportlab_accelerated
    from desktop.services.calendar import office_today
    from desktop.services.documents.numbering import next_document_number

    if not reportlab_accelerated():
        raise RuntimeError("o ReportLab está sem os aceleradores em C (pacote rl_accel)")

    context = run.values["context"]
    office = context.office
    today = office_today(context)
    with context.database.write() as session:
        number = next_document_number(session, office.code, PROTOCOL_RECEIPT, today.year)
    data = ProtocolReceiptData(
        operator=OperatorIdentity(
            legal_name="Autoteste Transportes Ltda.",
            trade_name="Autoteste",
            cnpj="11.222.333/0001-81",
            address="Rua do Autoteste, 1 — Centro — Goiânia/GO — CEP 74000-000",
        ),
        process_number=number,
        protocol_date=today,
        request="Registro cadastral (autoteste da instalação)",
        modalities=("Eventual ou turístico",),
        documents_received=("Requerimento",),
        analysis_due=today,
        received_by=context.actor.display_name,
    )
    letterhead = OfficeLetterhead(
        office.name, office.code, office.jurisdiction, office.address.one_line()
    )
    signer = load_office_signer(run.values["key_dir"])
    rendered = render_document(PROTOCOL_RECEIPT, data, letterhead, number, signer)
    pdf_file = run.folder / f"{PROTOCOL_RECEIPT}-{number}.pdf"
    pdf_file.write_bytes(rendered.pdf)
    run.values["pdf_file"] = pdf_file
    return (
        f"documento {number} gerado (ReportLab acelerado), assinado e gravado em PDF "
        f"({len(rendered.pdf)} bytes, código {rendered.verification_code})"
    )


def verify_document(run: SelfTestRun) -> str:
    from desktop.documents.verify import VALID, verify_pdf
    from desktop.services.documents.keys import keyring as office_keyring

    with run.values["database"].read() as session:
        keyring = office_keyring(session)
    pdf_file = run.values["pdf_file"]
    verdict = verify_pdf(pdf_file.read_bytes(), keyring)
    if verdict.status != VALID:
        raise RuntimeError(f"verificação deu {verdict.status!r}: {verdict.explanation}")
    tampered = bytearray(pdf_file.read_bytes())
    tampered[len(tampered) // 2] ^= 0xFF
    if verify_pdf(bytes(tampered), keyring).status == VALID:
        raise RuntimeError("um PDF alterado foi aceito como válido")
    return f"PDF verificado: {verdict.status}; uma cópia alterada foi recusada"


def _qt_application():
    """The running QApplication, or a new one; offscreen unless told otherwise, since the
    self-test shows no window (and CI has no display)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["balcao-selftest"])


def print_document(run: SelfTestRun) -> str:
    """Qt as the counter uses it: Qt's pt-BR catalogue, and the signed PDF rendered by QtPdf
    and printed through a QPrinter into a PDF file (no window is shown)."""
    app = _qt_application()
    from PySide6.QtPrintSupport import QPrinter

    from desktop.ui.translations import install_translators
    from desktop.ui.widgets.pdf_output import PdfOutput

    translators = install_translators(app)
    try:
        if not translators:
            raise RuntimeError("a tradução pt-BR do Qt (qtbase_pt_BR) não foi encontrada")
        output = PdfOutput(run.values["pdf_file"].read_bytes(), "Autoteste")
        printed = run.folder / "impresso.pdf"
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))
        output.render_to(printer)
        del printer
        if not printed.is_file() or not printed.read_bytes().startswith(b"%PDF"):
            raise RuntimeError(f"a impressão não gerou o arquivo {printed.name}")
    finally:
        for translator in translators:
            app.removeTranslator(translator)
    return (
        f"{output.page_count} página(s) impressa(s) em PDF pelo Qt "
        f"({printed.stat().st_size} bytes), tradução pt-BR do Qt carregada"
    )


def read_printed_qr(run: SelfTestRun) -> str:
    """The paper copy: page 1 rendered to a PNG at 200 dpi, its QR code read back (zxing-cpp)
    and the payload verified against the office key, as the verification screen does."""
    _qt_application()
    from PySide6.QtCore import QSize

    from desktop.documents.qr_image import read_qr_payloads
    from desktop.documents.verify import VALID, verify_payload
    from desktop.services.documents.keys import keyring as office_keyring
    from desktop.ui.widgets.pdf_output import POINTS_PER_INCH, PdfOutput

    output = PdfOutput(run.values["pdf_file"].read_bytes(), "Autoteste")
    points = output.document.pagePointSize(0)
    scale = QR_SCAN_DPI / POINTS_PER_INCH
    image = output.document.render(
        0, QSize(round(points.width() * scale), round(points.height() * scale))
    )
    page = run.folder / "pagina-1.png"
    if not image.save(str(page)):
        raise RuntimeError("o Qt não gravou a página como PNG")
    payloads = read_qr_payloads(page.read_bytes())
    with run.values["database"].read() as session:
        verdict = verify_payload(payloads[0], office_keyring(session))
    if verdict.status != VALID:
        raise RuntimeError(f"QR code lido deu {verdict.status!r}: {verdict.explanation}")
    return f"QR code da página impressa lido e verificado: {verdict.status}"


STEPS = (
    Step("recursos", check_resources),
    Step("regulamentos", check_rulebooks, needs=("recursos",)),
    Step("calendário", check_calendar),
    Step("registro", check_log),
    Step("banco de dados", create_database, needs=("recursos",)),
    Step("driver PostgreSQL", check_postgresql_driver),
    Step("servidor PostgreSQL", check_server_programs),
    Step("escritório", set_up_office, needs=("banco de dados",)),
    Step("histórico de alterações", check_audit_chain, needs=("escritório",)),
    Step("documento", build_document, needs=("escritório",)),
    Step("verificação", verify_document, needs=("documento",)),
    Step("impressão", print_document, needs=("documento",)),
    Step("QR code", read_printed_qr, needs=("documento",)),
)


def _origin(error: BaseException) -> str:
    """Where the error was raised (last frame), so a failure of the frozen build is findable."""
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return ""
    frame = frames[-1]
    return f" (em {Path(*Path(frame.filename).parts[-2:])}:{frame.lineno})"


def run_steps(steps: tuple[Step, ...], folder: Path, out: TextIO) -> list[str]:
    """Runs the steps in order; returns the names of those that failed or could not run."""
    run = SelfTestRun(folder)
    failed: list[str] = []
    try:
        for step in steps:
            blocked = [name for name in step.needs if name in failed]
            if blocked:
                print(
                    f"FALHOU: {step.name}: não executado (depende de {', '.join(blocked)})",
                    file=out,
                )
                failed.append(step.name)
                continue
            try:
                detail = step.run(run)
            except Exception as error:  # every failure is reported, under its step
                print(
                    f"FALHOU: {step.name}: {type(error).__name__}: {error}{_origin(error)}",
                    file=out,
                )
                failed.append(step.name)
            else:
                print(f"ok: {step.name}: {detail}", file=out)
    finally:
        database = run.values.get("database")
        if database is not None:
            database.dispose()
    return failed


def run_selftest(out: TextIO | None = None) -> int:
    out = out or sys.stdout
    if isinstance(out, io.TextIOWrapper):
        # A Windows pipe (CI) encodes in the ANSI code page: never die on a character.
        out.reconfigure(errors="backslashreplace")
    # ignore_cleanup_errors: on Windows an antivirus may still hold a file we wrote.
    temporary = tempfile.TemporaryDirectory(prefix="balcao-selftest-", ignore_cleanup_errors=True)
    with temporary as folder:
        failed = run_steps(STEPS, Path(folder), out)
    if failed:
        print(f"Autoteste FALHOU: {', '.join(failed)}.", file=out)
        return 1
    print(f"Autoteste concluído: {len(STEPS)} etapas ok.", file=out)
    return 0
