"""The característica vinculada licence on a real database (Res. AGR 105/2017, Chapter V):
the institution registers its vehicles (arts. 56-57) holding the CRC every modality needs in
the adopted interpretation (conformance README, `licence`), and its licence is checked
against the vehicle's registration, inspection and insurance (arts. 56-58), the request and
the persons carried (art. 59), whose link by CTPS or RAIS is proven only when the AGR
demands it (art. 59, parágrafo único; art. 54) and never by a public institution (art. 54,
parágrafo único)."""

import dataclasses

import pytest

from desktop.services.errors import ValidationError
from desktop.services.licences.issue import issue_licence
from desktop.services.licences.issue_records import check_licence_request
from desktop.services.registration.operators import create_operator
from tests.factories.clock import at_day, at_instant
from tests.factories.licences import TODAY, bus_of, departure, passengers
from tests.factories.licences import vinculada as vinculada_request
from tests.factories.operators import operator_input
from tests.factories.reading import flat_pdf_text
from tests.factories.vehicles import certify

VINCULADA = ("caracteristica_vinculada",)


def prefeitura():
    return operator_input(
        legal_name="Município de Caldas Novas",
        trade_name="Prefeitura de Caldas Novas",
        kind="instituicao_publica",
        modalities=VINCULADA,
        partners=(),
        state_registration="",
    )


def certified(ctx, keys, data):
    """The institution, its registration approved with its CRC, and its bus (art. 56)."""
    ctx = at_day(ctx, TODAY)
    operator = create_operator(ctx, data)
    certify(ctx, keys, operator.id, operator.kind, data.modalities)
    return operator, bus_of(ctx, keys, operator.id)


def test_a_prefeitura_gets_its_licence_under_chapter_v(admin_context, tmp_path):
    keys = tmp_path / "keys"
    operator, bus = certified(admin_context, keys, prefeitura())
    noon = at_instant(admin_context, departure(TODAY, 12))
    # The AGR's demand of the link is never made of a public institution (art. 54 sole §).
    request = vinculada_request(operator.id, bus.id, link_proof_demanded=True)
    check = check_licence_request(noon, request)
    assert check.allowed, check.lines()
    licence = issue_licence(noon, request, keys)
    printed = " ".join(flat_pdf_text(licence.pdf).split())
    # Chapter V's words: an "empresa ou instituição" (arts. 53, I and 56, I), its licence per
    # vehicle within the inspection's term (art. 58); not the autorizatária's art. 38.
    assert "I — Empresa ou instituição" in printed and "Autorizatária" not in printed
    assert "observado o prazo de validade do laudo final de vistoria" in printed
    assert "art. 38" not in printed
    checked = printed[printed.index("Verificações na emissão") : printed.index("Licença emitida")]
    for article in ("art. 58", "arts. 56 e 57", "art. 77, III", "art. 59, parágrafo único"):
        assert article in checked, article
    # The CRC every modality needs (art. 13), but no prohibition of the fretamento (art.
    # 38), autorizatária's hold (art. 100) nor drivers' link (art. 46).
    assert "art. 13" in checked
    for fretamento in ("art. 38", "art. 100", "art. 46"):
        assert fretamento not in checked, fretamento


def test_a_company_proves_the_link_only_when_the_agr_demands_it(admin_context, tmp_path):
    keys = tmp_path / "keys"
    company = operator_input(modalities=VINCULADA)
    operator, bus = certified(admin_context, keys, company)
    noon = at_instant(admin_context, departure(TODAY, 12))
    asked = vinculada_request(operator.id, bus.id)
    assert check_licence_request(noon, asked).allowed
    # Ticking "instituição pública" does not spare a company registered as such.
    demanded = dataclasses.replace(asked, link_proof_demanded=True, public_institution=True)
    with pytest.raises(ValidationError) as error:
        check_licence_request(noon, demanded)
    assert (
        "Res. AGR 105/2017, art. 59, parágrafo único; art. 54"
        in (error.value.field_errors["passengers"])
    )
    proven = dataclasses.replace(
        demanded,
        passengers=tuple(
            dataclasses.replace(person, employment_proof="rais") for person in passengers(20)
        ),
    )
    assert check_licence_request(noon, proven).allowed


def test_the_vinculada_registers_vehicles_with_its_crc(admin_context, tmp_path):
    """The adopted interpretation asks the vinculada's CRC as every modality's (art. 13):
    an institution of the vinculada alone, without one, registers no vehicle."""
    operator = create_operator(at_day(admin_context, TODAY), prefeitura())
    with pytest.raises(ValidationError) as error:
        bus_of(admin_context, tmp_path / "keys", operator.id)
    assert (
        "não tem certificado de registro cadastral (CRC)"
        in (error.value.field_errors["operator_id"])
    )


def test_a_company_of_the_vinculada_alone_registers_without_partners_nor_cce(admin_context):
    """Art. 56, I-II: the request and the CNPJ; the partners (art. 8º, V) and the CCE (art.
    9º, III) are the fretamento's registration."""
    data = operator_input(modalities=VINCULADA, partners=(), state_registration="")
    stored = create_operator(admin_context, data)
    assert stored.partners == () and stored.state_registration == ""
    with pytest.raises(ValidationError) as error:
        create_operator(admin_context, dataclasses.replace(data, modalities=("continuo",)))
    assert {"partners", "state_registration"} <= set(error.value.field_errors)


def test_the_printed_licence_cites_chapter_v_not_the_decree(admin_context, tmp_path):
    """The vinculada is governed by Res. AGR 105/2017, Chapter V: Decreto 8.444/2015 (regular
    lines; its art. 13 lists only the fretamentos) is not its base legal, and its table of
    days and times is not asked (Chapter V; art. 29, IV is the fretamento contínuo's)."""
    keys = tmp_path / "keys"
    operator, bus = certified(admin_context, keys, prefeitura())
    noon = at_instant(admin_context, departure(TODAY, 12))
    licence = issue_licence(noon, vinculada_request(operator.id, bus.id), keys)
    printed = " ".join(flat_pdf_text(licence.pdf).split())
    assert "Base legal: Res. AGR 105/2017, arts. 58 e 59. Código de verificação" in printed
    assert "8.444" not in printed and "Decreto" not in printed
    assert "Dias e horários" not in printed and "art. 29" not in printed
