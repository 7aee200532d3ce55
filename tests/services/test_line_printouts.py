"""The line's printed instruments through the services, read back from the PDF: the GO Termo
de Autorização with the items of Decreto 8.444/2015 art. 6º §1º and the efficacy of §2º, the
RR concession contract (Lei RR 664/2008, arts. 13-17 and 24) and termo de compromisso (arts.
19-23), and the fare tables of both (GO arts. 14-15; RR arts. 29, inciso IV, 37 and 38); each
signed, verified, and citing its own state's law only."""

from datetime import date
from decimal import Decimal

import pytest

from desktop.services.documents.issuing_records import issued_documents_of
from desktop.services.documents.verification import verify_bytes
from desktop.services.errors import NotFound
from desktop.services.lines.delegations import (
    DelegationInput,
    record_delegation,
    record_publication,
)
from desktop.services.lines.fares import FareItemInput, FareTableInput, record_fare_table
from desktop.services.lines.printouts import print_delegation, print_fare_table
from desktop.services.lines.register import create_line
from desktop.services.office.rule_values import register_rule_value
from tests.factories.clock import at_day
from tests.factories.lines import BOA_VISTA, TODAY, fares, go_line, rr_concession, rr_line, termo
from tests.factories.reading import flat_pdf_text
from tests.factories.roraima import GOIAS, in_roraima
from tests.factories.vehicles import operator

D = date.fromisoformat


def assert_printed(ctx, issued, expected: tuple[str, ...]) -> str:
    text = flat_pdf_text(issued.pdf)
    for fragment in expected:
        assert fragment in text, fragment
    assert verify_bytes(ctx.database, issued.pdf).status == "valida"
    return text


def roraima(admin_context, tmp_path):
    ctx = in_roraima(at_day(admin_context, TODAY))
    holder = operator(
        ctx,
        tmp_path / "keys",
        municipality_code=BOA_VISTA,
        street="Avenida Ville Roy",
        district="Centro",
        cep="69301-000",
        phone="(95) 3224-5000",
    )
    return ctx, holder, create_line(ctx, rr_line(length_km="290"))


@pytest.mark.postgres
def test_go_termo_printed_with_every_item_of_art_6(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    detail = record_delegation(ctx, line.id, termo(holder.id))
    unpublished = print_delegation(ctx, detail.delegations[0].id, keys)
    assert unpublished.kind == "termo_autorizacao_linha"
    assert_printed(
        ctx,
        unpublished,
        (
            "Extrato ainda não publicado: o termo não tem eficácia (Decreto 8.444/2015, art. "
            "6º, § 2º)",
            "Base legal: Decreto 8.444/2015, arts. 6º e 11.",
        ),
    )
    record_publication(ctx, detail.delegations[0].id, TODAY, "DOE/GO nº 24.100, p. 12")
    text = assert_printed(
        ctx,
        print_delegation(ctx, detail.delegations[0].id, keys),
        (
            "Termo de Autorização",
            "Extrato publicado em 15/06/2026 (DOE/GO nº 24.100, p. 12): termo eficaz",
            "Nº TA-015/2026 — Linha GO-0101 — Goiânia — Pirenópolis",
            "Viação São João Turismo Ltda.",
            "11.222.333/0001-81",
            "Goiânia — Pirenópolis, BR-153, GO-431, 128,0 km",
            "km 55,5: Rodoviária de Anápolis (Anápolis)",
            "de 10/06/2026 a 09/06/2041",
            "R$ 263.208,00, em 30 parcela(s) semestral(is), a 1ª no ato da assinatura, "
            "corrigidas pelo IGP-DI",
            # Art. 11 §4º: the value computed from the coefficient, with its source.
            "R$ 0,187654/km × 256,0 km (ida e volta) × 5.479 dias de vigência = R$ 263.208,00 "
            "(Decreto 8.444/2015, art. 11 §4º; coeficiente: Resolução AGR nº 1/2019 (fictícia), "
            "DOE de 20/12/2019).",
            # Art. 11 §5º: the schedule, half-yearly from signature.
            "1ª em 10/06/2026: R$ 8.773,60; 2ª em 10/12/2026: R$ 8.773,60",
            "30ª em 10/12/2040: R$ 8.773,60.",
            "15 anos (art. 6º §1º, VI)",
            "3 veículo(s), idade média de 4,5 anos de fabricação (art. 6º §1º, VII)",
            "(Decreto 8.444/2015, art. 6º §1º, III)",
            "(Decreto 8.444/2015, art. 6º §1º, VIII)",
            "(Decreto 8.444/2015, art. 6º §2º)",
            "(Decreto 8.444/2015, art. 6º §1º, V; art. 11 §§4º e 5º)",
        ),
    )
    assert "664/2008" not in text


def test_go_termo_prints_the_article_it_was_registered_under(admin_context, tmp_path):
    """Art. 11, a new authorisation, or art. 12, a line already operated authorised
    exceptionally against a temporary outorga payable with credits (§1º): the Termo's
    conditions, first clause and Base legal say which."""
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    detail = record_delegation(ctx, line.id, termo(holder.id, termo_basis="art12"))
    text = assert_printed(
        ctx,
        print_delegation(ctx, detail.delegations[0].id, keys),
        (
            "Serviço já explorado, autorizado excepcionalmente para a continuidade do serviço, "
            "mediante outorga temporária",
            "(Decreto 8.444/2015, art. 12, caput e § 1º)",
            "6º, caput; e 12, caput)",
            "Base legal: Decreto 8.444/2015, arts. 6º e 12.",
        ),
    )
    assert "e 11, caput)" not in text
    other = create_line(ctx, go_line(code="GO-0102"))
    new = record_delegation(ctx, other.id, termo(holder.id, number="TA-016/2026"))
    assert_printed(
        ctx,
        print_delegation(ctx, new.delegations[0].id, keys),
        (
            "Autorização nova, mediante o pagamento da outorga em moeda corrente (Decreto "
            "8.444/2015, art. 11, caput e §§ 4º e 5º)",
            "6º, caput; e 11, caput)",
            "Base legal: Decreto 8.444/2015, arts. 6º e 11.",
        ),
    )


@pytest.mark.postgres
def test_go_fare_table_printed_as_communicated(admin_context, tmp_path):
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line())
    with pytest.raises(NotFound):
        print_delegation(ctx, line.id, keys)
    record_delegation(ctx, line.id, termo(holder.id, published_on=TODAY))
    (table,) = record_fare_table(ctx, line.id, fares())
    issued = print_fare_table(ctx, table.id, keys)
    text = assert_printed(
        ctx,
        issued,
        (
            "Tabela de Tarifas",
            "Linha GO-0101 — Goiânia — Pirenópolis",
            "Termo de Autorização nº TA-015/2026",
            "Tarifa comunicada (Decreto 8.444/2015, art. 15 §1º)",
            "Comunicada em 15/06/2026 (Decreto 8.444/2015, art. 15 §1º)",
            "Goiânia Anápolis 55,5 R$ 28,90",
            "Goiânia Pirenópolis 128,0 R$ 61,50",
            "(Decreto 8.444/2015, art. 14 §1º)",
            "Base legal: Decreto 8.444/2015, arts. 14 a 17.",
        ),
    )
    assert "664/2008" not in text
    assert [item.kind for item in issued_documents_of(ctx, f"line:{line.id}")] == ["tabela_tarifas"]


@pytest.mark.parametrize(
    ("kind", "service_kind", "title", "expected"),
    [
        (
            "permissao",
            "regular_desvinculado",
            "Contrato de Permissão",
            ("(Decreto 8.444/2015, art. 9º)", "Base legal: Decreto 8.444/2015, arts. 7º, 9º e 16."),
        ),
        (
            "concessao",
            "regular_vinculado",
            "Contrato de Concessão",
            (
                "(Decreto 8.444/2015, art. 10 §1º)",
                "Base legal: Decreto 8.444/2015, arts. 8º, 10 e 16.",
            ),
        ),
    ],
)
def test_go_contracts_printed_with_fares_set_at_signature(
    admin_context, tmp_path, kind, service_kind, title, expected
):
    ctx = at_day(admin_context, TODAY)
    keys = tmp_path / "keys"
    holder = operator(ctx, keys)
    line = create_line(ctx, go_line(service_kind=service_kind))
    contract = DelegationInput(
        holder.id,
        kind,
        "CT-05/2026",
        D("2026-06-01"),
        bidding="Concorrência AGR nº 3/2026",
        last_day=D("2036-05-31"),
    )
    detail = record_delegation(ctx, line.id, contract)
    text = assert_printed(
        ctx,
        print_delegation(ctx, detail.delegations[0].id, keys),
        (
            title,
            "Nº CT-05/2026 — Linha GO-0101",
            "de 01/06/2026 a 31/05/2036",
            "Licitação Concorrência AGR nº 3/2026",
            "(Decreto 8.444/2015, arts. 16 e 17)",
            "(Decreto 8.444/2015, art. 16, parágrafo único)",
            *expected,
        ),
    )
    assert "664/2008" not in text and "art. 6º §2º" not in text


@pytest.mark.postgres
def test_rr_concession_contract_cites_lei_664_only(admin_context, tmp_path):
    ctx, holder, line = roraima(admin_context, tmp_path)
    contract = rr_concession(holder.id)
    detail = record_delegation(ctx, line.id, contract)
    issued = print_delegation(ctx, detail.delegations[0].id, tmp_path / "keys")
    assert issued.kind == "contrato_concessao_linha"
    text = assert_printed(
        ctx,
        issued,
        (
            "Contrato de Concessão",
            "Nº CC-01/2026 — Linha RR-010 — Boa Vista — Caracaraí",
            "Boa Vista — Caracaraí, BR-174, 290,0 km",
            "km 52,0: Mucajaí (Mucajaí)",
            "de 02/06/2026 a 01/06/2036",
            "Concorrência 01/2026",
            "Início da operação 02/06/2026 (Lei RR 664/2008, art. 24)",
            "(Lei 664/2008, art. 14)",
            "(Lei 664/2008, art. 15, I a III)",
            "(Lei 664/2008, art. 24 e parágrafo único)",
            "superior a 250 km: não é exclusiva, havendo demanda (Lei 664/2008, art. 12)",
            "Base legal: Lei 664/2008, arts. 13, 14 e 24.",
        ),
    )
    assert GOIAS.search(text) is None, GOIAS.search(text)
    renewal = DelegationInput(
        holder.id, "concessao", "CC-01/2026-A", D("2026-06-10"), renews_id=detail.delegations[0].id
    )
    renewed = record_delegation(ctx, line.id, renewal).delegations[0]
    assert_printed(
        ctx,
        print_delegation(ctx, renewed.id, tmp_path / "keys"),
        ("Prorrogação de nº CC-01/2026, até 01/06/2036", "de 02/06/2036 a 01/06/2046"),
    )


@pytest.mark.postgres
def test_rr_termo_de_compromisso_and_fare_table_cite_lei_664_only(admin_context, tmp_path):
    ctx, holder, line = roraima(admin_context, tmp_path)
    keys = tmp_path / "keys"
    authorisation = DelegationInput(holder.id, "autorizacao", "TC-07/2026", D("2026-06-01"))
    detail = record_delegation(ctx, line.id, authorisation)
    text = assert_printed(
        ctx,
        print_delegation(ctx, detail.delegations[0].id, keys),
        (
            "Termo de Compromisso — Autorização de Linha",
            "de 01/06/2026 a 31/05/2027",
            "(Lei 664/2008, art. 19)",
            "cumprir os horários e os itinerários (Lei 664/2008, art. 20, II)",
            "A autorização é intransferível (Lei 664/2008, art. 21).",
            "(Lei 664/2008, art. 22, I a V e parágrafo único)",
            "Base legal: Lei 664/2008, arts. 19 a 23.",
        ),
    )
    assert GOIAS.search(text) is None, GOIAS.search(text)
    register_rule_value(
        ctx, "coeficiente_tarifario", D("2026-01-01"), Decimal("0.19"), "Res. CRE 1/2026"
    )
    (table,) = record_fare_table(
        ctx,
        line.id,
        FareTableInput(
            effective_from=D("2026-07-01"),
            reference="Planilha CRE/RR 2026",
            items=(
                FareItemInput("Boa Vista", "Mucajaí", "52", ""),
                FareItemInput("Boa Vista", "Caracaraí", "290", ""),
            ),
            terminal_fee="3,50",
        ),
    )
    text = assert_printed(
        ctx,
        print_fare_table(ctx, table.id, keys),
        (
            "Tabela de Tarifas",
            "Autorização de linha (termo de compromisso) nº TC-07/2026",
            "Planilha tarifária (Lei RR 664/2008, arts. 37 e 38)",
            "Coeficiente tarifário R$ 0,19 por km (Lei RR 664/2008, art. 37)",
            "Tarifa de terminal R$ 3,50 (Lei RR 664/2008, art. 38)",
            "Boa Vista Mucajaí 52,0 R$ 9,88",
            "Boa Vista Caracaraí 290,0 R$ 55,10",
            "(Lei 664/2008, art. 29, inciso IV)",
            "(Lei 664/2008, art. 38, parágrafo único)",
            "Base legal: Lei 664/2008, arts. 29, inciso IV, 37 e 38.",
        ),
    )
    assert GOIAS.search(text) is None, GOIAS.search(text)
