"""Verificar documento, on the Roraima demo: the code of its autorização de serviço (Lei RR
664/2008, arts. 2º and 19) typed, the fields its QR code signs read in Portuguese, the
days as days. The page showed the QR code's own short names and values: "mod" continuo,
"ini" 20261213, "fim", "pax"."""

import re
from pathlib import Path

from PySide6.QtCore import Qt

from tests.factories.demo import demo_window
from tests.factories.reading import pdf_text

RAW_NAMES = {"placa", "mod", "ini", "fim", "pax", "lic"}


def test_the_autorizacao_verified_reads_its_fields(qtbot, demo_offices):
    key_dir = Path(demo_offices["RR"][1])
    (printed,) = key_dir.parent.glob("autorizacao-*.pdf")
    text = pdf_text(printed.read_bytes())
    code = re.search(r"Código de verificação: (\S+)", text)
    assert code is not None
    with demo_window(qtbot, demo_offices["RR"]) as window:
        page = window.show_area("verify")
        qtbot.keyClicks(page.code, code.group(1))
        qtbot.keyClick(page.code, Qt.Key.Key_Return)
        assert page.result.text() == "VÁLIDO"
        values = {
            page.fields.item(row, 0).text(): page.fields.item(row, 1).text()
            for row in range(page.fields.rowCount())
        }
    assert RAW_NAMES.isdisjoint(values)
    assert values["Modalidade"] == "Fretamento"
    assert re.fullmatch(r"\d\d/\d\d/\d{4}", values["Primeiro dia"])
    assert re.fullmatch(r"\d\d/\d\d/\d{4}", values["Último dia"])
    assert values["Passageiros"].isdigit()
    assert values["Placa"]
