"""The audit log as a hash chain (issue 16 §3): entries edited, deleted or moved with raw SQL
are found, on SQLite and PostgreSQL, by the service, the CLI and parallel writers keep one
unbroken chain."""

import threading

import pytest
import sqlalchemy
from sqlalchemy import text

from desktop.cli import main
from desktop.models.audit import AuditEntry
from desktop.services.errors import PermissionDenied
from desktop.services.office.audit_chain import check_audit_chain, verify_chain
from desktop.services.office.users import NewUser, create_user
from tests.conftest import TEST_PASSWORD
from tests.factories.reading import count
from tests.factories.tampering import tamper

pytestmark = pytest.mark.postgres


def add_users(ctx, count: int, prefix: str = "usuaria") -> None:
    for number in range(count):
        create_user(
            ctx,
            NewUser(f"{prefix}{number}", f"Usuária {number}", TEST_PASSWORD, frozenset({"fiscal"})),
        )


def entry_count(database) -> int:
    return count(database, AuditEntry)


def raw(database, *statements: str) -> None:
    tamper(database, ("audit_entries",), *statements)


@pytest.fixture
def chained(admin_context):
    add_users(admin_context, 4)
    return admin_context


def test_the_chain_of_a_working_office_is_whole(chained):
    report = check_audit_chain(chained)
    assert report.intact
    assert report.entries == entry_count(chained.database) >= 5
    assert "íntegro" in report.message()


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE audit_entries SET action = 'login' WHERE position = 3",
        "UPDATE audit_entries SET position = position + 100",
        "DELETE FROM audit_entries WHERE position = 2",
    ],
)
def test_the_database_refuses_to_rewrite_the_log(chained, statement):
    """Balcão's own connection can't edit or delete an entry: the triggers refuse it, so only
    someone who first drops them (the chain then finds it) rewrites the log."""
    with pytest.raises(sqlalchemy.exc.DatabaseError) as raised:
        with chained.database.engine.begin() as connection:
            connection.execute(text(statement))
    assert "histórico de alterações não pode ser alterado nem apagado" in str(raised.value)
    assert verify_chain(chained.database).intact


def test_an_edited_entry_is_found(chained):
    raw(chained.database, "UPDATE audit_entries SET action = 'login' WHERE position = 3")
    report = verify_chain(chained.database)
    assert (report.broken_at, report.entries) == (3, 2)
    assert "conteúdo foi alterado" in report.message()


def test_an_entry_given_to_another_author_is_found(chained):
    raw(
        chained.database,
        "UPDATE audit_entries SET actor_id = "
        "(SELECT id FROM users WHERE username = 'usuaria0') WHERE position = 2",
    )
    assert verify_chain(chained.database).broken_at == 2


def test_a_deleted_entry_is_found(chained):
    raw(chained.database, "DELETE FROM audit_entries WHERE position = 2")
    report = verify_chain(chained.database)
    assert report.broken_at == 2
    assert "1 entrada(s) foram apagadas" in report.message()


def test_entries_moved_are_found(chained):
    raw(
        chained.database,
        "UPDATE audit_entries SET position = -1 WHERE position = 2",
        "UPDATE audit_entries SET position = 2 WHERE position = 3",
        "UPDATE audit_entries SET position = 3 WHERE position = -1",
    )
    assert verify_chain(chained.database).broken_at == 2


def test_links_rewritten_to_hide_a_deletion_are_found(chained):
    """Renumbering after a deletion hides the gap, not the missing link."""
    raw(
        chained.database,
        "DELETE FROM audit_entries WHERE position = 2",
        "UPDATE audit_entries SET position = position - 1 WHERE position > 2",
    )
    report = verify_chain(chained.database)
    assert report.broken_at == 2
    assert "não aponta para a entrada anterior" in report.message()


def test_parallel_writers_keep_one_chain(admin_context):
    start = threading.Barrier(4)
    failures: list[BaseException] = []

    def writer(prefix: str) -> None:
        start.wait()
        try:
            add_users(admin_context, 3, prefix)
        except BaseException as failure:  # reported by the assertion below
            failures.append(failure)

    threads = [threading.Thread(target=writer, args=(f"paralela{n}x",)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    report = verify_chain(admin_context.database)
    assert report.intact and report.entries == entry_count(admin_context.database)


def test_the_check_needs_the_audit_permission(chained, context_for):
    assert check_audit_chain(context_for("fiscal")).intact
    stripped = context_for("fiscal")
    raw(
        chained.database,
        f"UPDATE users SET roles = '' WHERE username = '{stripped.actor.username}'",
    )
    with pytest.raises(PermissionDenied):
        check_audit_chain(stripped)


def test_the_cli_reports_the_broken_link(chained, database_url, capsys):
    assert main(["--database", database_url, "audit", "verificar"]) == 0
    assert "íntegro" in capsys.readouterr().out
    raw(chained.database, "DELETE FROM audit_entries WHERE position = 4")
    assert main(["--database", database_url, "audit", "verificar"]) == 1
    assert "ADULTERADO na entrada nº 4" in capsys.readouterr().err


def test_the_cli_does_not_create_a_missing_database(tmp_path, capsys):
    missing = tmp_path / "nada.sqlite3"
    assert main(["--database", f"sqlite:///{missing}", "audit", "verificar"]) == 3
    assert "não existe" in capsys.readouterr().err
    assert not missing.exists()
