"""Operators and partners: registration data of Res. 105 arts. 5 and 8, bad input, audit."""

import dataclasses

import pytest
from sqlalchemy import func, select

from desktop.demo.numbers import make_cnpj, make_cpf
from desktop.models.audit import AuditEntry
from desktop.models.operators import Operator, Partner
from desktop.services.errors import PermissionDenied, ValidationError
from desktop.services.office.audit_records import history
from desktop.services.registration.operators import PartnerInput, create_operator, update_operator
from desktop.services.registration.operators_records import find_operator_by_cnpj, get_operator
from tests.factories.operators import operator_input


def stored_counts(database):
    with database.read() as session:
        return (
            session.scalar(select(func.count()).select_from(Operator)),
            session.scalar(select(func.count()).select_from(Partner)),
            session.scalar(
                select(func.count()).select_from(AuditEntry).where(AuditEntry.entity == "operator")
            ),
        )


@pytest.mark.postgres
def test_create_operator_normalises_and_audits(admin_context):
    created = create_operator(admin_context, operator_input(cnpj="12.abc.345/01de-35"))
    assert created.cnpj == "12ABC34501DE35"
    assert created.cnpj_formatted == "12.ABC.345/01DE-35"
    assert created.municipality_name == "Goiânia"
    assert created.uf == "GO"
    assert created.cep == "74810100"
    assert created.phone == "(62) 3201-5000"
    assert created.status == "sem_pedido"
    assert created.modalities == ("eventual_turistico", "continuo")
    assert [p.name for p in created.partners] == [
        "João Batista Lima",
        "Maria da Conceição Souza",
    ]
    assert "Goiânia/GO" in created.address_line
    entries = history(admin_context, "operator", created.id)
    assert [e.action for e in entries] == ["create"]
    assert entries[0].after["cnpj"] == "12ABC34501DE35"
    assert len(entries[0].after["partners"]) == 2
    assert get_operator(admin_context, created.id) == created
    assert find_operator_by_cnpj(admin_context, "12ABC34501DE35").id == created.id


BAD_INPUT = [
    ({"cnpj": "11.222.333/0001-82"}, "cnpj", "não conferem"),
    ({"cnpj": ""}, "cnpj", "obrigatório"),
    ({"representative_cpf": "390.533.447-06"}, "representative_cpf", "não conferem"),
    ({"email": "contato@"}, "email", "E-mail inválido"),
    ({"cep": "7481-100"}, "cep", "8 dígitos"),
    ({"phone": "3201-5000"}, "phone", "DDD"),
    ({"legal_name": "  "}, "legal_name", "obrigatório"),
    ({"street": ""}, "street", "obrigatório"),
    ({"municipality_code": "9999999"}, "municipality_code", "IBGE"),
    ({"municipality_code": "1400100"}, "municipality_code", "art. 5º"),
    ({"kind": "associacao"}, "kind", "art. 5º"),
    ({"establishment": "matriz"}, "establishment", "sede ou de filial"),
    ({"modalities": ()}, "modalities", "art. 8º, VI"),
    ({"partners": ()}, "partners", "art. 8º, V"),
    ({"state_registration": ""}, "state_registration", "art. 9º, III"),
    (
        {"partners": (PartnerInput("Fulano", "111.111.111-11", "Sócio"),)},
        "partners.0.cpf",
        "não conferem",
    ),
    (
        {
            "partners": (
                PartnerInput("A", "390.533.447-05", "Sócia"),
                PartnerInput("B", "39053344705", "Sócio"),
            )
        },
        "partners.1.cpf",
        "repetido",
    ),
    (
        {"partners": (PartnerInput("A", "390.533.447-05", ""),)},
        "partners.0.qualification",
        "obrigatório",
    ),
]


@pytest.mark.postgres
@pytest.mark.parametrize(("changes", "field", "fragment"), BAD_INPUT)
def test_bad_input_names_the_field_and_stores_nothing(admin_context, changes, field, fragment):
    with pytest.raises(ValidationError) as caught:
        create_operator(admin_context, operator_input(**changes))
    assert fragment in caught.value.field_errors[field]
    assert stored_counts(admin_context.database) == (0, 0, 0)


def test_state_registration_exemption_needs_no_cce(admin_context):
    created = create_operator(
        admin_context, operator_input(state_registration="", state_registration_exempt=True)
    )
    assert created.state_registration_exempt


@pytest.mark.postgres
def test_duplicate_cnpj_in_any_format_is_a_field_error(admin_context):
    create_operator(admin_context, operator_input(cnpj="11222333000181"))
    with pytest.raises(ValidationError) as caught:
        create_operator(
            admin_context,
            operator_input(cnpj="11.222.333/0001-81", legal_name="Outra Empresa Ltda."),
        )
    assert "Já existe operador com este CNPJ" in caught.value.field_errors["cnpj"]
    assert stored_counts(admin_context.database) == (1, 2, 1)


@pytest.mark.postgres
def test_update_replaces_partners_and_audits_before_and_after(admin_context):
    created = create_operator(admin_context, operator_input())
    newcomer = make_cpf("987654321")
    updated = update_operator(
        admin_context,
        created.id,
        operator_input(
            trade_name="Expresso São João",
            partners=(PartnerInput("Ana Paula Rocha", newcomer, "Sócia administradora"),),
        ),
    )
    assert updated.trade_name == "Expresso São João"
    assert [(p.name, p.cpf) for p in updated.partners] == [("Ana Paula Rocha", newcomer)]
    entries = history(admin_context, "operator", created.id)
    assert [e.action for e in entries] == ["create", "update"]
    assert entries[1].before["trade_name"] == "São João Ônibus"
    assert entries[1].after["trade_name"] == "Expresso São João"
    assert entries[1].after["partners"][0]["cpf"] == newcomer


def test_update_to_another_operators_cnpj_is_refused_and_changes_nothing(admin_context):
    first = create_operator(admin_context, operator_input())
    other_cnpj = make_cnpj("223334440001")
    second = create_operator(
        admin_context, operator_input(cnpj=other_cnpj, legal_name="Outra Viação Ltda.")
    )
    with pytest.raises(ValidationError) as caught:
        update_operator(
            admin_context,
            second.id,
            operator_input(cnpj=first.cnpj, legal_name="Nome Novo Ltda."),
        )
    assert "cnpj" in caught.value.field_errors
    assert get_operator(admin_context, second.id).legal_name == "Outra Viação Ltda."
    same = update_operator(admin_context, first.id, operator_input())
    assert [e.action for e in history(admin_context, "operator", same.id)] == ["create"]


def test_roraima_office_accepts_an_address_outside_goias(admin_context):
    office = dataclasses.replace(admin_context.office, jurisdiction="RR")
    ctx = dataclasses.replace(admin_context, office=office)
    created = create_operator(
        ctx, operator_input(municipality_code="1400100", cep="69301-150", phone="95 3623-1410")
    )
    assert created.municipality_name == "Boa Vista"


def test_permissions(context_for):
    fiscal = context_for("fiscal")
    with pytest.raises(PermissionDenied) as caught:
        create_operator(fiscal, operator_input())
    assert "cadastrar e alterar operadores" in caught.value.message
    created = create_operator(context_for("atendente"), operator_input())
    assert get_operator(fiscal, created.id).id == created.id
