"""Human document numbers: office code, year and a sequence per kind (GYN-2026-000123)."""

from concurrent.futures import ThreadPoolExecutor

import pytest

from desktop.services.documents.numbering import format_document_number, next_document_number

pytestmark = pytest.mark.postgres


def take(database, office="GYN", kind="crc", year=2026) -> str:
    with database.write() as session:
        return next_document_number(session, office, kind, year)


def test_format():
    assert format_document_number("GYN", 2026, 123) == "GYN-2026-000123"


def test_sequence_per_office_kind_and_year(database):
    assert [take(database) for _ in range(3)] == [
        "GYN-2026-000001",
        "GYN-2026-000002",
        "GYN-2026-000003",
    ]
    assert take(database, kind="protocolo") == "GYN-2026-000001"
    assert take(database, year=2027) == "GYN-2027-000001"
    assert take(database, office="BVB") == "BVB-2026-000001"
    assert take(database) == "GYN-2026-000004"


def test_rolled_back_transaction_gives_its_number_back(database):
    assert take(database) == "GYN-2026-000001"
    with pytest.raises(RuntimeError):
        with database.write() as session:
            assert next_document_number(session, "GYN", "crc", 2026) == "GYN-2026-000002"
            raise RuntimeError("impressão falhou")
    assert take(database) == "GYN-2026-000002"


def test_several_numbers_in_one_transaction(database):
    with database.write() as session:
        numbers = [next_document_number(session, "GYN", "auto", 2026) for _ in range(3)]
    assert numbers == ["GYN-2026-000001", "GYN-2026-000002", "GYN-2026-000003"]


def test_concurrent_writers_never_share_a_number(database):
    workers, per_worker = 4, 10

    def run(_worker: int) -> list[str]:
        return [take(database) for _ in range(per_worker)]

    with ThreadPoolExecutor(max_workers=workers) as pool:
        taken = [number for numbers in pool.map(run, range(workers)) for number in numbers]
    expected = {format_document_number("GYN", 2026, n) for n in range(1, workers * per_worker + 1)}
    assert len(taken) == workers * per_worker
    assert set(taken) == expected
