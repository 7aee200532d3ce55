"""Sample lines shared by the line service tests (no tests here): a GO line Goiânia —
Pirenópolis with a stop and a section point, an RR line Boa Vista — Caracaraí."""

import dataclasses
from datetime import date

from desktop.services.lines.register import LineInput, PointInput

TODAY = date(2026, 6, 15)
GOIANIA, ANAPOLIS, PIRENOPOLIS = "5208707", "5201108", "5217302"
ABADIANIA = "5200100"
BOA_VISTA, CARACARAI, MUCAJAI = "1400100", "1400209", "1400308"


def go_line(**changes) -> LineInput:
    data = LineInput(
        code="GO-0101",
        name="Goiânia — Pirenópolis",
        origin_code=GOIANIA,
        destination_code=PIRENOPOLIS,
        roads="BR-153, GO-431",
        length_km="128,0",
        service_kind="regular_desvinculado",
        origin_terminal="Terminal Rodoviário de Goiânia",
        destination_terminal="Rodoviária de Pirenópolis",
        points=(
            PointInput("parada", "Posto Jamil", GOIANIA, "12"),
            PointInput("secao", "Rodoviária de Anápolis", ANAPOLIS, "55,5"),
        ),
        act_reference="Portaria AGR nº 101/2026",
    )
    return dataclasses.replace(data, **changes)


def rr_line(**changes) -> LineInput:
    data = LineInput(
        code="RR-010",
        name="Boa Vista — Caracaraí",
        origin_code=BOA_VISTA,
        destination_code=CARACARAI,
        roads="BR-174",
        length_km="140",
        service_kind="convencional",
        points=(PointInput("secao", "Mucajaí", MUCAJAI, "52"),),
    )
    return dataclasses.replace(data, **changes)
