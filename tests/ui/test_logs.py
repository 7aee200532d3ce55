"""The log an office can send (issue 16 §5): a private rotating file, the start and the
database without its password, every unexpected error under an incident code the dialog
shows, refusals by kind only."""

import logging
import re
import stat
from logging.handlers import RotatingFileHandler

import pytest

from desktop.cli import EXIT_UNEXPECTED, main
from desktop.logs import BACKUPS, MAX_BYTES, configure_logging, log_file
from desktop.models.pages import statements_sent
from desktop.models.startup import prepare_database
from desktop.services.errors import ValidationError
from desktop.services.search.operators import search_operators
from desktop.ui.widgets import operation


@pytest.fixture
def log_path():
    path = configure_logging()
    assert path is not None and path == log_file()
    return path


def test_the_log_is_a_private_rotating_file_of_five_megabytes(log_path):
    (handler,) = [
        h for h in logging.getLogger("desktop").handlers if isinstance(h, RotatingFileHandler)
    ]
    assert (handler.maxBytes, handler.backupCount) == (MAX_BYTES, BACKUPS) == (1_000_000, 4)
    logging.getLogger("desktop.teste").info("uma linha")
    assert stat.S_IMODE(log_path.stat().st_mode) == 0o600
    assert configure_logging() == log_path  # configured once


def test_the_start_and_the_database_are_logged_without_the_password(log_path, tmp_path, capsys):
    url = "postgresql+psycopg://balcao:segredo-da-agencia@127.0.0.1:1/balcao"
    assert main(["--database", url, "migrate"]) == 1
    assert "Não foi possível conectar ao banco de dados" in capsys.readouterr().err
    text = log_path.read_text(encoding="utf-8")
    assert "iniciado: migrate" in text and "inacessível" in text
    assert "segredo-da-agencia" not in text
    database = tmp_path / "escritorio.sqlite3"
    prepare_database(f"sqlite:///{database}").database.dispose()
    assert f"Banco de dados criado: sqlite:///{database}" in log_path.read_text(encoding="utf-8")


def test_a_bug_gets_an_incident_code_in_the_dialog_and_the_log(qtbot, dialog_driver, log_path):
    def broken():
        return {}["chave-secreta"]

    assert operation.run(None, broken) is None
    (message,) = dialog_driver.messages
    code = message.rsplit("código do incidente: ", 1)[1].rstrip(".")
    assert len(code) == 8 and "chave-secreta" not in message
    text = log_path.read_text(encoding="utf-8")
    assert f"Incidente {code}: erro inesperado KeyError" in text
    assert "Traceback" in text and "broken" in text


def test_a_bug_in_a_command_gets_an_incident_code_and_no_traceback(log_path, monkeypatch, capsys):
    """`balcao servidor …` and the other commands: a bug is logged with its traceback under
    an incident code; the terminal gets the code and the log's place, in Portuguese."""

    def broken(*args):
        return {}["chave-secreta"]

    monkeypatch.setattr("desktop.services.network.server_cli.server_command", broken)
    assert main(["servidor", "estado", "C:\\BalcaoServidor"]) == EXIT_UNEXPECTED == 70
    said = capsys.readouterr().err
    assert "Traceback" not in said and "chave-secreta" not in said
    found = re.search(
        r"Erro inesperado: .* código do incidente ([0-9A-F]{8}) \(registro: (.+)\)", said
    )
    assert found is not None and found.group(2) == str(log_path)
    text = log_path.read_text(encoding="utf-8")
    assert f"Incidente {found.group(1)}: erro inesperado KeyError" in text
    assert "Traceback" in text and "broken" in text


def test_a_refusal_is_logged_by_kind_without_its_message(qtbot, dialog_driver, log_path):
    def refused():
        raise ValidationError({"cpf": "CPF 529.982.247-25 de Maria Souza já cadastrado"})

    operation.run(None, refused)
    text = log_path.read_text(encoding="utf-8")
    assert "Recusado: ValidationError" in text
    assert "Maria Souza" not in text


def test_what_a_clerk_searches_for_never_reaches_the_log(log_path, admin_context):
    # The lists' statement log (desktop.models.pages, DEBUG) holds the values searched for,
    # personal data (a name, a CPF): the office's log takes INFO and above, even while the
    # statement log is on (issue 18 §3).
    before = log_path.stat().st_size  # the file holds what earlier tests logged
    with statements_sent(admin_context.database.engine) as sent:
        search_operators(admin_context, "Maria Aparecida 123.456")
    assert any("aparecida" in str(parameters).casefold() for _sql, parameters, _many in sent)
    logging.getLogger("desktop.teste").info("depois da busca")
    with log_path.open(encoding="utf-8") as log:
        log.seek(before)
        written = log.read()
    assert "depois da busca" in written
    assert "aparecida" not in written.casefold() and "SELECT" not in written
