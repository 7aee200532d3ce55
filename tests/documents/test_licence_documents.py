"""The licence, the passenger list carried on board and the licence annotation as printed
(Res. AGR 105/2017 arts. 28 §§1-2, 29 IV, 34, 36, 39; Lei RR 664/2008 arts. 19-20): text
read back with pypdf, CPFs masked, every page of a long list numbered and verifiable."""

import io
from datetime import date

import pytest
from pypdf import PdfReader

import desktop.documents.licence  # noqa: F401 - registers the licence kinds
import desktop.documents.licence_passengers  # noqa: F401
from desktop.documents.licence_data import (
    LicenceAnnotationData,
    LicenceData,
    ListedPassenger,
    PassengerListData,
    TripVehicle,
)
from desktop.documents.render import render_document
from desktop.documents.verify import VALID, verify_pdf
from desktop.services.licences.passengers import mask_cpf
from tests.factories.documents import LICENCE, OFFICE_GO, OFFICE_RR, OPERATOR, keyring_of
from tests.factories.reading import body_and_margins, flat_pdf_text


def keyring(signer):
    return keyring_of(signer)


def test_licence_prints_the_trip_as_authorised(signer):
    rendered = render_document("licenca", LICENCE, OFFICE_GO, "GYN-2026-000321", signer)
    text = flat_pdf_text(rendered.pdf)
    for expected in (
        "Licença de Viagem",
        "nº GYN-2026-000321",
        "01/07/2026 a 31/12/2026",
        "Quantidade de viagens 460",
        "segunda: partida 06:30, retorno 17:30",
        "Indústria Cerrado Alimentos S.A. — 11.444.777/0001-61",
        "José Carlos Pereira — CPF ***.444.333-**",
        "30 na relação",
        "art. 36",
        rendered.verification_code,
    ):
        assert expected in text, expected
    assert "555.444.333-97" not in text
    # One page: the licence travels in the vehicle (art. 39 II).
    assert len(PdfReader(io.BytesIO(rendered.pdf)).pages) == 1
    assert verify_pdf(rendered.pdf, keyring(signer)).status == VALID


def test_licence_of_two_vehicles_prints_each_and_signs_both_plates(signer):
    """Art. 29 §2: a health-transport contract with the general list, carried "em todos os
    veículos utilizados no deslocamento" — the licence names both buses, 46 + 44 seats."""
    second = TripVehicle("GOI-2B34", "Marcopolo / Paradiso 1200", 44, "GYN-2026-000008")
    two = LicenceData(
        **{
            **LICENCE.__dict__,
            "vehicles": (*LICENCE.vehicles, second),
            "passenger_list": "Lista geral (Res. AGR 105/2017, art. 29, § 2º)",
            "passengers": 0,
        }
    )
    rendered = render_document("licenca", two, OFFICE_GO, "GYN-2026-000323", signer)
    text = flat_pdf_text(rendered.pdf)
    for expected in (
        "III — Veículos e passageiros",
        "Veículo 1 ABC-1234 — Mercedes-Benz / O-500 RS — 46 lugares — CRV nº GYN-2026-000007",
        "Veículo 2 GOI-2B34 — Marcopolo / Paradiso 1200 — 44 lugares — CRV nº GYN-2026-000008",
        "Lista geral",
        "lotação total 90 lugares",
    ):
        assert expected in text, expected
    assert len(PdfReader(io.BytesIO(rendered.pdf)).pages) == 1
    result = verify_pdf(rendered.pdf, keyring(signer))
    assert result.status == VALID and result.fields["Placa"] == "ABC1234,GOI2B34"


@pytest.mark.parametrize(
    ("modality", "basis", "foreign"),
    [
        ("eventual", "arts. 27, I, 28 e 39; Decreto 8.444/2015", ("29", "30", "58")),
        ("continuo", "arts. 27, II, 29 e 39; Decreto 8.444/2015", ("28", "30", "58")),
        (
            "escolar",
            "arts. 27, III, 30 e 39, caput e parágrafo único; Decreto 8.444/2015",
            ("28", "29", "58"),
        ),
        ("vinculada", "arts. 58 e 59", ("27", "28", "29", "30", "39")),
    ],
)
def test_licence_base_legal_is_its_own_modality(signer, modality, basis, foreign):
    """Each licence rests on its modality's articles (Res. AGR 105/2017): the eventual on art.
    28, the contínuo on art. 29, the escolar on art. 30 with the school driver's certificate of
    art. 39, each with the decree whose art. 13 lists the fretamentos; the característica
    vinculada on arts. 58-59 alone, neither the fretamento's articles nor the decree."""
    data = LicenceData(**{**LICENCE.__dict__, "modality": modality})
    rendered = render_document("licenca", data, OFFICE_GO, "GYN-2026-000325", signer)
    _, margins = body_and_margins(rendered.pdf)
    assert f"Base legal: Res. AGR 105/2017, {basis}. Código de verificação" in margins[0]
    cited = margins[0].split("Base legal: ")[1].split(";")[0].replace(",", " ").split()
    assert not set(foreign) & set(cited), margins[0]


def test_licence_without_a_vehicle_is_refused(signer):
    """The signed payload needs the plates: a licence naming no vehicle is not printed."""
    none = LicenceData(**{**LICENCE.__dict__, "vehicles": ()})
    with pytest.raises(ValueError, match="placa"):
        render_document("licenca", none, OFFICE_GO, "GYN-2026-000324", signer)


def test_passenger_list_of_two_vehicles_names_both_plates(signer):
    """The list goes in every vehicle of the trip (art. 29 §§2-3; art. 39)."""
    people = (ListedPassenger(1, "Passageira Número 1", f"CPF {mask_cpf('00000000191')}", "", ""),)
    data = PassengerListData(
        "GYN-2026-000323",
        OPERATOR,
        ("ABC-1234", "GOI-2B34"),
        "Fretamento eventual ou turístico",
        date(2026, 7, 1),
        date(2026, 7, 3),
        date(2026, 6, 15),
        people,
        0,
        4,
        "Maria Conceição Araújo",
    )
    rendered = render_document("lista_passageiros", data, OFFICE_GO, "GYN-2026-000323/1", signer)
    assert "Veículos (placas) ABC-1234, GOI-2B34" in flat_pdf_text(rendered.pdf)
    result = verify_pdf(rendered.pdf, keyring(signer))
    assert result.status == VALID and result.fields["Placa"] == "ABC1234,GOI2B34"


def test_licence_with_the_last_day_before_the_first_is_refused(signer):
    backwards = LicenceData(**{**LICENCE.__dict__, "end_on": date(2026, 6, 30)})
    with pytest.raises(ValueError, match="anterior"):
        render_document("licenca", backwards, OFFICE_GO, "GYN-2026-000322", signer)


def test_rr_authorisation_names_the_commitment_term(signer):
    rr = LicenceData(**{**LICENCE.__dict__, "commitment_signed_on": date(2026, 6, 20)})
    text = flat_pdf_text(render_document("licenca", rr, OFFICE_RR, "BVB-2026-000001", signer).pdf)
    assert "Autorização de Serviço" in text
    assert "assinado em 20/06/2026 (Lei 664/2008, art. 20)" in text
    assert "seis meses (Lei 664/2008, art. 19)" in text


def test_long_passenger_list_every_page_numbered_cpf_masked(signer):
    people = tuple(
        ListedPassenger(
            n,
            f"Passageira Número {n}",
            f"CPF {mask_cpf(f'{n:09d}00')}",
            "",
            "incluído após a emissão (Res. AGR 105/2017, art. 28, § 1º)" if n == 120 else "",
        )
        for n in range(1, 121)
    )
    data = PassengerListData(
        "GYN-2026-000321",
        OPERATOR,
        ("ABC-1234",),
        "Fretamento contínuo",
        date(2026, 7, 1),
        date(2026, 12, 31),
        date(2026, 6, 15),
        people,
        1,
        4,
        "Maria Conceição Araújo",
    )
    rendered = render_document("lista_passageiros", data, OFFICE_GO, "GYN-2026-000321/2", signer)
    reader = PdfReader(io.BytesIO(rendered.pdf))
    pages = len(reader.pages)
    assert pages > 2
    for number, page in enumerate(reader.pages, start=1):
        assert f"Página {number} de {pages}" in page.extract_text()
    text = flat_pdf_text(rendered.pdf)
    assert "Passageira Número 1 " in text and "Passageira Número 120" in text
    assert "CPF ***.000.001-**" in text and "1 de 4 inclusões ou substituições" in text
    assert "00000000100" not in text
    assert verify_pdf(rendered.pdf, keyring(signer)).status == VALID


def test_annotation_of_continuation(signer):
    data = LicenceAnnotationData(
        "GYN-2026-000321",
        OPERATOR,
        "Continuação da viagem em outro veículo",
        "Res. AGR 105/2017, art. 36",
        "16/06/2026 às 10:00",
        (("Motivo", "Avaria"), ("Novo veículo", "GOI2B34 — 44 lugares")),
        date(2026, 6, 16),
        "Maria Conceição Araújo",
    )
    text = flat_pdf_text(
        render_document("anotacao_licenca", data, OFFICE_GO, "GYN-2026-000321/A1", signer).pdf
    )
    for expected in (
        "Anotação na Licença de Viagem",
        "Licença de viagem nº GYN-2026-000321",
        "Avaria",
        "GOI2B34 — 44 lugares",
        "Res. AGR 105/2017, art. 36",
        "não é alterada nem substituída",
    ):
        assert expected in text, expected


def test_rr_authorisation_base_legal_names_art_18_when_its_proofs_were_checked(signer):
    """The autorização rests on arts. 2º, 19 and 20, and on art. 18 when it was checked."""
    rr = LicenceData(**{**LICENCE.__dict__, "articles_checked": ("Lei RR 664/2008, art. 18, I",)})
    rendered = render_document("licenca", rr, OFFICE_RR, "BVB-2026-000002", signer)
    _, margins = body_and_margins(rendered.pdf)
    assert "Base legal: Lei 664/2008, arts. 2º, 18, 19 e 20." in margins[0]
