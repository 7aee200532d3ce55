"""Monthly line statistics from CSV and XLSX files made here (Decreto 8.444/2015, art. 19
§2º): a good file records every month; bad rows are reported by file line in Portuguese and
nothing is written; fuzzed cells never write a partial file."""

from datetime import date
from decimal import Decimal

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from desktop.models.lines import LineTripCount
from desktop.services.errors import ValidationError
from desktop.services.lines.statistics_import import import_statistics
from desktop.services.lines.statistics_records import late_statistics, month_statistics
from tests.factories.lines import go_line_in_operation
from tests.factories.reading import count
from tests.factories.spreadsheets import csv_bytes, xlsx

REPORTED = date(2026, 6, 10)


def written(database) -> int:
    return count(database, LineTripCount)


@pytest.mark.postgres
def test_a_good_csv_records_every_month(admin_context, tmp_path):
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    content = csv_bytes(
        [
            "Linha;Mês;Passageiros;Vendas;Km",
            "GO-0101;01/2026;1.410;63.450,00;15360",
            "",
            "go-0101;02/2026;1320;59.400,00;14400",
            "GO-0101;03/2026;1500;67.500,00;15360",
            "GO-0101;04/2026;1480;66.600,00;15360,5",
        ],
        "cp1252",
    )
    result = import_statistics(ctx, content, "boletins.csv", REPORTED, "Ofício 9/2026")
    assert (result.recorded, result.errors) == (4, ())
    rows = month_statistics(ctx, line.id)
    assert [(row.month, row.passengers, row.sales) for row in rows][-1] == (
        date(2026, 1, 1),
        1410,
        Decimal("63450.00"),
    )
    assert rows[0].km == Decimal("15360.5")
    assert late_statistics(ctx) == []


def test_a_good_xlsx_records_its_rows(admin_context, tmp_path):
    ctx, line = go_line_in_operation(admin_context, tmp_path)
    content = xlsx([["linha", "mes", "passageiros", "vendas"], ["GO-0101", "05/2026", 1510, 67950]])
    result = import_statistics(ctx, content, "maio.xlsx", REPORTED, "Boletim 05/2026")
    assert result.recorded == 1
    (may,) = month_statistics(ctx, line.id)
    assert (may.month, may.passengers, may.sales) == (date(2026, 5, 1), 1510, Decimal("67950"))


def test_bad_rows_reported_by_file_line_and_nothing_written(admin_context, tmp_path, database):
    ctx, _line = go_line_in_operation(admin_context, tmp_path)
    content = csv_bytes(
        [
            "linha;mes;passageiros;vendas",
            "GO-0101;04/2026;1480;66.600,00",
            "GO-9999;04/2026;10;100,00",
            "GO-0101;06/2026;10;100,00",
            "GO-0101;abril;-5;cem",
            "GO-0101;03/2026;;",
            "go-0101;04/2026;1481;66.600,00",
        ]
    )
    result = import_statistics(ctx, content, "boletins.csv", REPORTED, "Ofício 9/2026")
    assert result.recorded == 0
    errors = {error.row: error.message for error in result.errors}
    assert sorted(errors) == [3, 4, 5, 6, 7]
    assert "linha e mês repetidos (já na linha 2)" in errors[7]
    assert "GO-9999 não está no cadastro de linhas" in errors[3]
    assert "06/2026 ainda não terminou" in errors[4] and "art. 19 §2º" in errors[4]
    assert "passageiros: Informe um número inteiro." in errors[5]
    assert "vendas: Informe um valor" in errors[5]
    assert "mês: Informe o mês" in errors[5]
    assert "passageiros: Informe os passageiros transportados" in errors[6]
    assert written(database) == 0


@pytest.mark.parametrize(
    ("content", "name", "text"),
    [
        (csv_bytes(["linha;passageiros", "GO-0101;10"]), "a.csv", "mes (MM/AAAA)"),
        (csv_bytes(["linha;mes;lugar", "GO-0101;01/2026;x"]), "a.csv", "lugar"),
        (csv_bytes(["linha;mes"]), "a.csv", "só a linha de títulos"),
        (b"PK\x03\x04 quebrado", "a.xlsx", "não pôde ser lida"),
        (b"linha;mes", "a.pdf", ".xlsx ou um arquivo .csv"),
    ],
)
def test_unreadable_files_are_refused(admin_context, tmp_path, database, content, name, text):
    ctx, _line = go_line_in_operation(admin_context, tmp_path)
    with pytest.raises(ValidationError) as refused:
        import_statistics(ctx, content, name, REPORTED, "Ofício 9/2026")
    assert text in refused.value.field_errors["file"]
    assert written(database) == 0


CELL = st.text(alphabet=st.sampled_from("0123456789.,-/ abcGO"), max_size=12)


def test_fuzzed_cells_write_all_or_nothing(admin_context, tmp_path, database):
    ctx, _line = go_line_in_operation(admin_context, tmp_path)

    @settings(max_examples=60, deadline=None)
    @given(rows=st.lists(st.tuples(CELL, CELL, CELL, CELL), min_size=1, max_size=5))
    @example(rows=[("GO-0101", "04/2026", "10", "1,00")])
    def fuzz(rows):
        before = written(database)
        lines = ["linha;mes;passageiros;vendas"] + [";".join(row) for row in rows]
        try:
            result = import_statistics(ctx, csv_bytes(lines), "f.csv", REPORTED, "Ofício 1")
        except ValidationError as refused:
            assert refused.field_errors["file"]
            assert written(database) == before
            return
        assert written(database) - before == result.recorded
        assert (result.recorded == 0) == bool(result.errors)

    fuzz()
