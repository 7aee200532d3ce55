"""A SQLite file that fails after it was opened (issue 16 §4) is reported with its own
message, whatever the service: made read-only, its folder gone, its pages damaged."""

import logging
import shutil

import pytest
import sqlalchemy

from desktop.models.database import Database
from desktop.models.errors import DatabaseProblem
from desktop.models.startup import open_database
from desktop.models.users import User
from desktop.services.errors import AuthenticationFailed
from desktop.services.office.setup import AdministratorSetup, set_up_office
from desktop.services.office.users import authenticate
from tests.conftest import TEST_PASSWORD, sample_office_setup


@pytest.fixture
def office(tmp_path):
    path = tmp_path / "pasta" / "escritorio.sqlite3"
    path.parent.mkdir()
    database = open_database(f"sqlite:///{path}")
    set_up_office(
        database,
        sample_office_setup(),
        AdministratorSetup("admin", "Administradora do Escritório", TEST_PASSWORD),
        key_dir=tmp_path / "keys",
    )
    yield database, path
    database.dispose()


def test_a_file_sqlite_holds_read_only_refuses_a_write_with_its_message(office):
    database, path = office
    database.dispose()
    read_only = Database(sqlalchemy.create_engine(f"sqlite:///file:{path}?mode=ro&uri=true"))
    with pytest.raises(DatabaseProblem, match="somente leitura") as refused:
        authenticate(read_only, "admin", "senha-errada-1")
    assert str(path) in refused.value.message
    read_only.dispose()
    with pytest.raises(AuthenticationFailed):
        authenticate(database, "admin", "senha-errada-1")


def test_a_folder_removed_under_the_application_is_reported_as_gone(office):
    database, path = office
    database.dispose()
    shutil.rmtree(path.parent)
    with pytest.raises(DatabaseProblem, match="movido, apagado"):
        authenticate(database, "admin", TEST_PASSWORD)


def count_in_a_session(database: Database) -> object:
    with database.read() as session:
        return session.execute(sqlalchemy.text("SELECT count(*) FROM users")).scalar()


def count_as_a_list_page(database: Database) -> object:
    """Read as a list's page is, on the driver's cursor (issue 18 §3)."""
    with database.reading_pages() as read:
        return read(sqlalchemy.select(sqlalchemy.func.count(User.id)), {})


def test_a_list_page_of_a_folder_removed_is_reported_as_gone(office):
    database, path = office
    database.dispose()
    shutil.rmtree(path.parent)
    with pytest.raises(DatabaseProblem, match="movido, apagado"):
        count_as_a_list_page(database)


@pytest.mark.parametrize("count", [count_in_a_session, count_as_a_list_page])
def test_damaged_pages_are_reported_with_an_incident_code_in_the_log(office, caplog, count):
    database, path = office
    database.dispose()
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    data[page_size:] = b"\xa5" * (len(data) - page_size)
    path.write_bytes(bytes(data))
    for name in ("-wal", "-shm"):
        path.with_name(path.name + name).unlink(missing_ok=True)
    caplog.set_level(logging.ERROR, logger="desktop")
    with pytest.raises(DatabaseProblem, match="danificado") as refused:
        count(database)
    incident = refused.value.message.split("incidente ")[1][:8]
    assert [record for record in caplog.records if incident in record.getMessage()]
