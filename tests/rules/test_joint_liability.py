"""Res. AGR 105/2017, art. 22, parágrafo único: the partner (art. 20) or cooperado (art. 19)
who lent the vehicle in comodato answers jointly with the company for the fine of an auto
applied to it; not when the vehicle is the company's own, the auto is against another
company, or in Roraima (Lei RR 664/2008 has no comodato)."""

import pytest

from desktop.rules.errors import RulesError
from desktop.rules.joint_liability import joint_liability

CPF = "39053344705"


def test_the_partner_who_lent_the_vehicle_answers_jointly():
    found = joint_liability("GO", "comodato_socio", " Maria da Conceição Souza ", CPF, True)
    assert found is not None
    assert (found.name, found.cpf, found.role) == ("Maria da Conceição Souza", CPF, "sócio")
    assert found.article == "Res. AGR 105/2017, art. 22, parágrafo único"
    assert found.sentence("390.533.447-05") == (
        "Responde solidariamente com a empresa pelo pagamento da multa, administrativamente "
        "ou em juízo, o sócio Maria da Conceição Souza, CPF 390.533.447-05, que cedeu o "
        "veículo em comodato (Res. AGR 105/2017, art. 22, parágrafo único)."
    )
    cooperado = joint_liability("GO", "comodato_cooperado", "João Lima", "390.533.447-05", True)
    assert cooperado is not None
    assert (cooperado.role, cooperado.borrower, cooperado.cpf) == (
        "cooperado",
        "a cooperativa",
        CPF,
    )


@pytest.mark.parametrize(
    ("jurisdiction", "ownership", "held"),
    [
        ("GO", "propria", True),  # the company's own vehicle
        ("GO", "leasing", True),
        ("GO", "comodato_socio", False),  # the auto is against another company
        ("RR", "comodato_socio", True),  # Lei RR 664/2008 has no such rule
    ],
)
def test_no_one_else_answers(jurisdiction, ownership, held):
    assert joint_liability(jurisdiction, ownership, "Maria", CPF, held) is None


def test_bad_input():
    with pytest.raises(RulesError):
        joint_liability("SP", "comodato_socio", "Maria", CPF, True)
    with pytest.raises(RulesError):
        joint_liability("GO", "comodato_socio", "Maria", CPF, "sim")  # type: ignore[arg-type]
    with pytest.raises(RulesError) as error:
        joint_liability("GO", "comodato_socio", "", CPF, True)
    assert "art. 22" in error.value.message
