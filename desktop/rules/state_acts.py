"""Acts only one state's law provides, and what an office of the other state is told when it
is asked for one — in the terms of its own law: a Roraima office is never refused on a Goiás
act, nor pointed to one (Lei RR 664/2008 is its whole law).

The licence annotations, which Roraima's authorisation does not take, are in
`desktop.rules.licence_annotations`.
"""

from dataclasses import dataclass

from desktop.rules.errors import RulesError

L664 = "Lei RR 664/2008"


@dataclass(frozen=True)
class StateAct:
    provided_in: str
    refusal: str


_GOIAS = {
    # Res. AGR 105/2017 art. 7 sole §
    "recurso_registro": f"A {L664} não prevê recurso contra o indeferimento do registro.",
    # Res. AGR 105/2017 art. 9 §4
    "cancelamento_sumario": f"A {L664} não prevê o cancelamento sumário do registro.",
    # Res. AGR 105/2017 art. 9 §2
    "comunicacao_alteracao": (
        f"A {L664} não prevê prazo para a empresa comunicar alteração do seu registro."
    ),
    # Res. AGR 105/2017 art. 93 §8
    "prazo_ato_ordinario": (
        f"A {L664} não prevê prazo mínimo para os atos do processo: contra o auto cabe "
        "defesa (art. 89) e, da decisão, recurso ao CRE/RR (art. 91)."
    ),
    # Res. AGR 105/2017 art. 93 §9
    "suspensao_preventiva": f"A {L664} não prevê a suspensão preventiva.",
    # Res. AGR 105/2017 art. 90
    "reexame_conselho": (
        f"A {L664} não prevê reexame obrigatório do cancelamento: da decisão cabe recurso "
        "ao CRE/RR (art. 91)."
    ),
    # Res. AGR 105/2017 art. 96
    "revisao_sancao": (
        f"A {L664} não prevê revisão da sanção: contra o auto cabe defesa (art. 89) e, da "
        "decisão sobre ela, recurso ao CRE/RR (art. 91)."
    ),
    # Res. AGR 105/2017 art. 70
    "caducidade": (
        f"A {L664} não prevê caducidade: declare a cassação da autorização e o impedimento "
        "(arts. 22, 87 e 88)."
    ),
    # Res. AGR 105/2017 art. 52 VII, art. 100 sole §
    "reclamacao_usuario": (
        f"A {L664} não prevê reclamações de usuários encaminhadas à delegatária com prazo de "
        "resposta nem o sobrestamento de seus pedidos."
    ),
    # Res. AGR 105/2017 arts. 60 §2, 61 §1 and 85
    "fiscalizacao_complementar": (
        f"A {L664} não prevê notificação de fiscalização complementar antes do auto: a "
        "recusa ou o atraso no fornecimento de informação solicitada pelo CRE/RR no prazo "
        "determinado (art. 69, VIII) é a infração do art. 81, IX, lavrada em auto de infração."
    ),
    # Res. AGR 105/2017 arts. 73-74; Decreto 8.444/2015 art. 52 §3
    "despesas_deposito": (
        "A apreensão do veículo (Lei RR 664/2008, art. 90) não tem caução nem despesas de "
        "depósito a registrar: o veículo é liberado após o prazo mínimo de 72 horas, sanadas "
        "as irregularidades (§ 3º)."
    ),
    # Res. AGR 105/2017 arts. 48-49
    "ocorrencia_fretamento": (
        f"A {L664} não fixa prazo de comunicação de ocorrência do fretamento: os incidentes "
        "do serviço de linha são comunicados ao CRE/RR em até 10 dias (art. 69, IX)."
    ),
}
_RORAIMA = {
    # Lei RR 664/2008 arts. 84-88
    "penalidade_rr": f"Penalidade da {L664}: só em escritório de Roraima.",
    "publicacao_decisao": f"Publicação da decisão ({L664}, art. 91): só em escritório de Roraima.",
    # Lei RR 664/2008 art. 68 II, III, VIII and §1
    "padronizacao_alternativo": (
        "A padronização de bilhetes, cor e seguro é do transporte alternativo de Roraima "
        f"({L664}, art. 68)."
    ),
    # Lei RR 664/2008 arts. 57 §2 and 62; Goiás's Decreto changes a line by a new request
    "cancelamento_alteracao": (
        "O Decreto 8.444/2015 não prevê o cancelamento de uma alteração aprovada: a linha muda "
        "de novo por outro pedido de alteração (art. 43)."
    ),
    # Lei RR 664/2008 art. 15; Goiás's Decreto delegates a line anew (arts. 6º-8º)
    "transferencia_concessao": (
        "O Decreto 8.444/2015 não prevê a transferência do contrato de concessão a outra "
        "empresa: outra empresa opera a linha com delegação própria (arts. 6º a 8º)."
    ),
    # Lei RR 664/2008 art. 51; Goiás's Decreto changes the departures by a new quadro (art. 19)
    "cancelamento_horarios": (
        "O Decreto 8.444/2015 não prevê o cancelamento de horários regulares em época de baixa "
        "demanda: os horários mudam por novo quadro de horários (art. 19)."
    ),
    "lista_cancelamento_oficio": f"A lista de cancelamento de ofício é da {L664}, art. 31.",
    "cancelamento_oficio_idade": f"O cancelamento de ofício por idade é da {L664}, art. 31, I.",
    # Lei RR 664/2008 arts. 31 II and 32; Goiás deregisters the vehicle sold (Res. 105 art. 26)
    "desativacao_veiculo": (
        "A Res. AGR 105/2017 não prevê a comunicação de desativação do veículo: a baixa é "
        "pedida em até 10 dias da venda, com o veículo descaracterizado (art. 26)."
    ),
}
STATE_ACTS = {
    **{act: StateAct("GO", refusal) for act, refusal in _GOIAS.items()},
    **{act: StateAct("RR", refusal) for act, refusal in _RORAIMA.items()},
}


def act_refusal(jurisdiction: str, act: str) -> str | None:
    """None when the office's law provides `act`; otherwise why not, in its own law's terms."""
    found = STATE_ACTS.get(act)
    if found is None:
        raise RulesError("act", f"ato desconhecido: {act!r}")
    return None if jurisdiction == found.provided_in else found.refusal
