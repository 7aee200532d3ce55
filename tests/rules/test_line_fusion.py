"""What a GO fusion's approval produces, in the decree's words (Decreto 8.444/2015)."""

import pytest

from desktop.rules.lines.fusion import awaiting_text, fusion_outcome, merged_operator_problem
from desktop.rules.lines.register import STATUS_LABELS, check_status_change


@pytest.mark.parametrize(
    ("kind", "instrument"),
    [
        # Art. 43 §9º: "um novo contrato, em caso de permissão ou concessão".
        ("permissao", "novo contrato"),
        ("concessao", "novo contrato"),
        # "ou nova autorização, nas hipóteses de serviços regulares desvinculados".
        ("autorizacao", "nova autorização"),
        (None, "nova autorização"),
    ],
)
def test_the_new_line_waits_for_the_instrument_of_art_43_9(kind, instrument):
    assert fusion_outcome(kind).instrument == instrument


@pytest.mark.parametrize(
    ("kind", "label", "instrument"),
    [
        ("autorizacao", "Aguardando Termo", "nova autorização"),
        ("permissao", "Aguardando contrato", "novo contrato"),
    ],
)
def test_the_new_line_is_shown_waiting_until_its_delegation_art_43_9(kind, label, instrument):
    # Art. 43 §9º: the fusion "culminará na assinatura de um novo contrato [...] ou nova
    # autorização": until then the new line is not in operation.
    status = fusion_outcome(kind).status
    assert STATUS_LABELS[status] == label
    assert awaiting_text(status) == (
        f"Sem delegação: aguarda {instrument} (Decreto 8.444/2015, art. 43 §9º)."
    )
    assert awaiting_text("em_operacao") == ""
    # Only its delegation puts it in operation; it may still be extinguished.
    (problem,) = check_status_change("GO", status, "em_operacao")
    assert problem.message == (
        "A linha resultante da fusão entra em operação com o registro da sua delegação "
        "(Decreto 8.444/2015, art. 43 §9º)."
    )
    assert check_status_change("GO", status, "extinta") == []


def test_a_new_line_and_the_merged_lines_cancelled_art_3_xix():
    # Art. 3º XIX: "a originar nova linha, com consequente cancelamento daquelas que lhe
    # deram origem"; art. 43 §9º: the new line's own instrument.
    assert fusion_outcome("autorizacao").plan(("GO-0101", "GO-0202"), "GO-0303") == (
        "A aprovação cria a linha GO-0303 com o itinerário do pedido e cancela as "
        "linhas GO-0101 e GO-0202, cujos históricos são mantidos (Decreto 8.444/2015, art. "
        "3º, XIX); a linha GO-0303 aguarda nova autorização (Decreto 8.444/2015, art. 43 §9º)."
    )


def test_one_operator_for_the_merged_lines_art_43_9_i():
    # Art. 43 §9º, I: "exploração por apenas uma transportadora das ligações servidas pelas
    # linhas a se fundirem".
    assert merged_operator_problem("GO-0202", True) is None
    assert merged_operator_problem("GO-0202", False) == (
        "A linha GO-0202 não é explorada pela transportadora desta linha: a fusão exige uma "
        "só transportadora nas ligações (Decreto 8.444/2015, art. 43 §9º, I)."
    )
