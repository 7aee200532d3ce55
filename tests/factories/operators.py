"""Sample operator input shared by the operator, registration and CRC tests (no tests here)."""

import dataclasses

from desktop.demo.numbers import make_cpf
from desktop.services.registration.operators import OperatorInput, PartnerInput


def operator_input(**changes) -> OperatorInput:
    data = OperatorInput(
        legal_name="Viação São João Turismo Ltda.",
        trade_name="São João Ônibus",
        cnpj="11.222.333/0001-81",
        kind="empresa",
        establishment="sede",
        street="Rua Açaí",
        number="45",
        district="Jardim Goiás",
        municipality_code="5208707",
        cep="74810-100",
        phone="(62) 3201-5000",
        email="contato@saojoao.com.br",
        representative_name="Maria da Conceição Souza",
        representative_cpf="390.533.447-05",
        modalities=("eventual_turistico", "continuo"),
        partners=(
            PartnerInput("Maria da Conceição Souza", "390.533.447-05", "Sócia administradora"),
            PartnerInput("João Batista Lima", make_cpf("123456789"), "Sócio"),
        ),
        state_registration="10.123.456-7",
    )
    return dataclasses.replace(data, **changes)
