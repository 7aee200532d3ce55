"""The read-only "Legislação" rows: each infraction with group, current value and article."""

from datetime import date
from decimal import Decimal

from desktop.rules import DatedValue, legislation_rows, load_rulebook

GO = load_rulebook("GO")
RR = load_rulebook("RR")


def test_go_rows_in_article_order_with_the_value_of_art_67():
    rows = legislation_rows(GO, date(2026, 3, 10))
    assert len(rows) == 50
    assert [row.code for row in rows[:3]] == ["75-I", "75-II", "75-III"]
    assert rows[-1].code == "78-XII"
    codes = [row.code for row in rows]
    assert codes.index("77-IX") < codes.index("77-X") < codes.index("77-XIX")
    grave = next(row for row in rows if row.code == "77-XVI")
    assert grave.value == Decimal("1909.59") and grave.value_label == "R$\xa01.909,59"
    assert grave.group_label == "grave" and grave.article == "Res. AGR 105/2017, art. 77, XVI"
    forged = next(row for row in rows if row.code == "78-I")
    assert forged.penalty == "caducidade" and forged.penalty_article.endswith("art. 70, I")


def test_go_rows_show_an_updated_value_from_its_date():  # art. 98
    update = DatedValue(date(2027, 1, 1), Decimal("500.00"), "IGP-DI 2026")
    book = GO.with_updates({"multa_leve": [update]})
    assert legislation_rows(book, date(2026, 12, 31))[0].value == Decimal("477.39")
    row = legislation_rows(book, date(2027, 1, 1))[0]
    assert row.value == Decimal("500.00") and row.value_source == "IGP-DI 2026"


def test_rr_rows_show_the_multiple_and_the_value_when_the_coefficient_is_known():
    unknown = legislation_rows(RR, date(2026, 3, 10))
    assert len(unknown) == 35 and unknown[0].value is None
    # Art. 78, II-IV write the thousands with a dot: "1.000 (mil) vezes o coeficiente".
    transport = next(row for row in unknown if row.code == "80-I")
    assert transport.group_label == "1.000 vezes o coeficiente tarifário"
    # With no coefficient registered the value column says where to register it rather
    # than repeating the group beside it.
    assert {row.value_label for row in unknown} == {
        "— (registre o coeficiente tarifário em Legislação › Registrar valor atualizado)"
    }
    assert {row.group_label for row in unknown} == {
        "500 vezes o coeficiente tarifário",
        "1.000 vezes o coeficiente tarifário",
        "2.000 vezes o coeficiente tarifário",
        "3.000 vezes o coeficiente tarifário",
    }
    known = legislation_rows(RR, date(2026, 3, 10), Decimal("0.15342"))
    assert known[0].value == Decimal("76.00")
    assert known[-1].code == "82-VIII" and known[-1].value == Decimal("460.00")
