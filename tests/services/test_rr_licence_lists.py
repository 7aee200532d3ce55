"""The passenger and driver lists of an authorisation in a Roraima office are checked on Lei
RR 664/2008 (art. 90, III: the list of the persons carried; art. 82, II: no one beyond the
limit set), not on Res. AGR 105/2017: no school nor guardians' declaration of art. 30, no
driver's link of arts. 46-47, no defensive-driving certificate of art. 39 sole §."""

import io
import re
from datetime import date

import pytest
from openpyxl import Workbook

from desktop.rules.choices import PassengerList, passenger_lists
from desktop.rules.errors import RulesError
from desktop.rules.licence_lists import list_articles, unasked_driver_fields
from desktop.services.errors import ValidationError
from desktop.services.licences.passenger_import import read_passenger_file
from desktop.services.licences.passengers import PassengerInput
from desktop.services.licences.requests import check_request
from tests.factories.licences import continuous, driver, employee_driver

GOIAS_ARTICLE = re.compile(r"art\. (30|34|38|39|46|47)\b|arts\. 46|Res\.|AGR")
BOA_VISTA = "1400100"
CARACARAI = "1400209"


def sheet(rows) -> bytes:
    book = Workbook()
    for row in rows:
        book.active.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


STUDENTS = sheet(
    [
        ["nome", "cpf", "escola", "declaracao_responsavel"],
        ["Aluna Beatriz Lima", "", "", "não"],
        ["Aluno Caio Souza", "", "", "não"],
    ]
)


def test_a_roraima_list_of_students_asks_no_school_nor_declaration():
    result = read_passenger_file(STUDENTS, "alunos.xlsx", "escolar", "RR", capacity=1)
    messages = [error.message for error in result.errors]
    assert len(messages) == 2
    assert all("tipo e número; Lei RR 664/2008, art. 90, III" in text for text in messages)
    assert "acima da lotação do veículo, 1 lugares (Lei RR 664/2008, art. 82, II)" in messages[1]
    assert not [text for text in messages if "escola" in text or "declaração" in text]
    assert not [text for text in messages if GOIAS_ARTICLE.search(text)]


def test_a_goias_list_of_students_keeps_article_30():
    result = read_passenger_file(STUDENTS, "alunos.xlsx", "escolar", "GO", capacity=1)
    first = result.errors[0].message
    assert "escola do aluno (Res. AGR 105/2017, art. 30, IV)" in first
    assert "declaração dos pais ou responsáveis (Res. AGR 105/2017, art. 30, III)" in first
    assert "(Res. AGR 105/2017, art. 38, XII)" in result.errors[1].message


def school_request(jurisdiction: str, drivers, **changes) -> dict[str, str]:
    values = dict(
        modality="escolar",
        vehicle_ids=(),
        origin_code=BOA_VISTA if jurisdiction == "RR" else "5208707",
        destination_code=CARACARAI if jurisdiction == "RR" else "5201405",
        drivers=drivers,
        passengers=(PassengerInput("Aluna Beatriz Lima", "", "rg", "123456"),),
        commitment_signed_on=date(2026, 6, 20),
    )
    data = continuous(None, None, **(values | changes))
    with pytest.raises(ValidationError) as raised:
        check_request(data, jurisdiction, date(2026, 6, 15))
    return raised.value.field_errors


def test_a_roraima_school_authorisation_asks_no_goias_driver_papers():
    shown = school_request("RR", ())
    assert shown["drivers"] == "Informe ao menos um motorista."
    assert "passengers" not in shown
    # Neither the link of arts. 46-47 nor the certificate of art. 39 sole §: a driver with
    # neither passes, and one that carries them is refused, each field named.
    unlinked = driver(link_kind="", link_reference="")
    assert "drivers" not in school_request("RR", (unlinked,))
    certified = employee_driver(defensive_certificate="SEST SENAT 2025-8891")
    assert school_request("RR", (unlinked, certified))["drivers"] == (
        "Motorista 2: documento de vínculo, número do documento de vínculo e certificado de "
        "direção defensiva não previstos na Lei RR 664/2008 para a autorização (retire-os do "
        "pedido)."
    )


def test_only_roraima_leaves_a_drivers_field_unasked():
    assert [field.name for field in unasked_driver_fields("RR")] == [
        "link_kind",
        "link_reference",
        "defensive_certificate",
    ]
    assert unasked_driver_fields("GO") == ()


def test_a_goias_school_licence_keeps_articles_39_46_and_47():
    assert "(Res. AGR 105/2017, arts. 46 e 47)" in school_request("GO", ())["drivers"]
    shown = school_request("GO", (driver(link_kind="procuracao"),))
    assert (
        "documento de vínculo (CTPS, contrato de trabalho, contrato social ou ata; "
        "Res. AGR 105/2017, art. 47)" in shown["drivers"]
    )
    assert (
        "direção defensiva para transporte escolar (Res. AGR 105/2017, art. 39, parágrafo único)"
        in shown["drivers"]
    )
    assert "escola do aluno (Res. AGR 105/2017, art. 30, IV)" in shown["passengers"]


def test_an_unknown_jurisdiction_has_no_list_rules():
    with pytest.raises(RulesError):
        list_articles("SP")


def test_each_state_asks_its_own_driver_papers():
    roraima, goias = list_articles("RR"), list_articles("GO")
    assert roraima.defensive_driving is None and roraima.school is None
    assert roraima.driver_link is None
    assert goias.defensive_driving == "Res. AGR 105/2017, art. 39, parágrafo único"
    assert goias.driver_link == "Res. AGR 105/2017, art. 47"


@pytest.mark.parametrize("kind", ["geral_saude", "geral_trabalhadores_rurais"])
def test_roraima_asks_the_nominal_list_of_the_persons_carried(kind):
    roraima = school_request("RR", (), passenger_list=kind, passengers=())
    assert "(art. 90, III): informe a relação nominal" in roraima["passenger_list"]
    assert "passenger_list" not in school_request("GO", (), passenger_list=kind, passengers=())
    assert passenger_lists("RR") == (PassengerList.NOMINAL,)
    assert PassengerList(kind) in passenger_lists("GO")
