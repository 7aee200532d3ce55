"""The other changes a line may ask for, whose conditions are facts the office confirms
rather than distances: GO Decreto 8.444/2015 art. 43 I (suppression of a section, §2º), II
(itinerary adjustment, §3º), IV (connection of timetables, §7º) and VI (more or fewer
departures, §12); RR Lei 664/2008 art. 50 (partial service), art. 57 (fusion) and arts.
60-61 (change of itinerary). Each kind is the facts it asks and a function from the facts to
the (reason, fails) pairs of `changes.decide`; what the law leaves to judgement (markets,
harm to other services, §7º I's "compatibility" is asked as a fact) goes with the decision.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from desktop.rules.lines.changes import D8444, LineChangeDecision, decide
from desktop.rules.lines.changes_rr import L664


@dataclass(frozen=True)
class Fact:
    name: str
    label: str
    kind: type
    article: str


@dataclass(frozen=True)
class OtherKind:
    code: str
    label: str
    article: str
    facts: tuple[Fact, ...]
    reasons: dict[str, tuple[str, str]]
    failing: Callable[[dict[str, Any]], list[tuple[str, bool]]]

    def check(self, values: dict[str, Any]) -> LineChangeDecision:
        return decide(self.reasons, self.failing(values))


def _yes(fact: str, reason: str) -> Callable[[dict[str, Any]], list[tuple[str, bool]]]:
    return lambda values: [(reason, not values[fact])]


_FUSED = Fact("fused", "A linha resulta de fusão", bool, f"{L664}, art. 57 §2º")

GO_OTHER = {
    "supressao_secao": OtherKind(
        "supressao_secao",
        "Supressão de seção",
        f"{D8444}, art. 43, I e §2º",
        (
            Fact(
                "other_service",
                "Usuários atendidos por outro serviço existente",
                bool,
                f"{D8444}, art. 43 §2º",
            ),
        ),
        {
            "sem_outro_servico": (
                f"{D8444}, art. 43 §2º",
                "Supressão de seção sem atendimento dos usuários por outro serviço existente.",
            )
        },
        _yes("other_service", "sem_outro_servico"),
    ),
    "ajuste_itinerario": OtherKind(
        "ajuste_itinerario",
        "Ajuste de itinerário",
        f"{D8444}, art. 43, II e §§3º-4º",
        (
            Fact(
                "new_road_works",
                "Decorre de obra rodoviária nova entregue ao tráfego que reduz o tempo de viagem",
                bool,
                f"{D8444}, art. 43 §3º",
            ),
        ),
        {
            "sem_obra_nova": (
                f"{D8444}, art. 43 §3º",
                "Ajuste de itinerário que não decorre de obra rodoviária nova entregue ao "
                "tráfego com redução do tempo de viagem.",
            )
        },
        _yes("new_road_works", "sem_obra_nova"),
    ),
    "conexao": OtherKind(
        "conexao",
        "Conexão de horários",
        f"{D8444}, art. 43, IV e §§7º-8º",
        (
            Fact(
                "compatible_standards",
                "Padrões de serviço compatíveis",
                bool,
                f"{D8444}, art. 43 §7º, I",
            ),
            Fact(
                "prior_tickets",
                "Meios para a compra prévia das passagens das linhas conectadas",
                bool,
                f"{D8444}, art. 43 §7º, II",
            ),
            Fact(
                "combinable_times",
                "Horários conjugáveis sem espera excessiva na conexão",
                bool,
                f"{D8444}, art. 43 §7º, III",
            ),
        ),
        {
            "padroes_incompativeis": (
                f"{D8444}, art. 43 §7º, I",
                "Padrões de serviço incompatíveis.",
            ),
            "sem_compra_previa": (
                f"{D8444}, art. 43 §7º, II",
                "Sem meios comprovados de compra prévia das passagens das linhas conectadas.",
            ),
            "espera_excessiva": (
                f"{D8444}, art. 43 §7º, III",
                "Horários que não se conjugam: espera excessiva no ponto de conexão.",
            ),
        },
        lambda values: [
            ("padroes_incompativeis", not values["compatible_standards"]),
            ("sem_compra_previa", not values["prior_tickets"]),
            ("espera_excessiva", not values["combinable_times"]),
        ],
    ),
    "horarios": OtherKind(
        "horarios",
        "Ampliação ou redução de horários",
        f"{D8444}, art. 43, VI e §12",
        (
            Fact(
                "movement_justifies",
                "Movimento de passageiros apurado (mapas estatísticos ou in loco) justifica",
                bool,
                f"{D8444}, art. 43 §12",
            ),
        ),
        {
            "movimento_nao_justifica": (
                f"{D8444}, art. 43 §12",
                "O movimento de passageiros apurado não justifica a medida.",
            )
        },
        _yes("movement_justifies", "movimento_nao_justifica"),
    ),
}

RR_OTHER = {
    "atendimento_parcial": OtherKind(
        "atendimento_parcial",
        "Atendimento parcial",
        f"{L664}, art. 50",
        (
            Fact(
                "within_itinerary",
                "Realizado estritamente no itinerário da linha",
                bool,
                f"{L664}, art. 50",
            ),
            Fact(
                "section_in_locality",
                "A delegatária tem ponto de seção na localidade",
                bool,
                f"{L664}, art. 50, parágrafo único",
            ),
        ),
        {
            "fora_do_itinerario": (
                f"{L664}, art. 50",
                "Atendimento parcial fora do itinerário da linha.",
            ),
            "sem_ponto_de_secao": (
                f"{L664}, art. 50, parágrafo único",
                "A delegatária não tem ponto de seção na localidade a ser atendida.",
            ),
        },
        lambda values: [
            ("fora_do_itinerario", not values["within_itinerary"]),
            ("sem_ponto_de_secao", not values["section_in_locality"]),
        ],
    ),
    "fusao": OtherKind(
        "fusao",
        "Fusão de linhas",
        f"{L664}, art. 57",
        (
            Fact(
                "localities_served",
                "Atendimento assegurado às localidades dos itinerários das linhas",
                bool,
                f"{L664}, art. 57",
            ),
        ),
        {
            "localidades_sem_atendimento": (
                f"{L664}, art. 57",
                "A fusão não assegura o atendimento às localidades dos itinerários das linhas.",
            )
        },
        _yes("localities_served", "localidades_sem_atendimento"),
    ),
    "alteracao_itinerario": OtherKind(
        "alteracao_itinerario",
        "Alteração de itinerário",
        f"{L664}, arts. 60 e 61",
        (
            Fact(
                "new_road",
                "Nova rodovia ou trecho implantado ou pavimentado",
                bool,
                f"{L664}, art. 60, I",
            ),
            Fact(
                "no_traffic",
                "Sem condições de tráfego em trecho do itinerário",
                bool,
                f"{L664}, art. 60, II",
            ),
            Fact(
                "intermediate_market",
                "O objetivo principal é atender mercado intermediário",
                bool,
                f"{L664}, art. 60, III",
            ),
            _FUSED,
        ),
        {
            "sem_motivo": (
                f"{L664}, art. 60, I e II",
                "Nem nova rodovia ou trecho com melhores condições, nem falta de condições de "
                "tráfego no itinerário.",
            ),
            "mercado_intermediario": (
                f"{L664}, art. 60, III",
                "O objetivo principal é o atendimento de mercado intermediário.",
            ),
            "outro_itinerario": (
                f"{L664}, art. 60, parágrafo único",
                "A linha já opera por um outro itinerário além do fixado no contrato.",
            ),
            "linha_fundida": (
                f"{L664}, art. 57 §2º",
                "Linha resultante de fusão não pode ser alterada.",
            ),
        },
        lambda values: [
            ("sem_motivo", not (values["new_road"] or values["no_traffic"])),
            ("mercado_intermediario", values["intermediate_market"]),
            ("outro_itinerario", values["previous_itinerary_changes"] >= 1),
            ("linha_fundida", values["fused"]),
        ],
    ),
}

OTHER_KINDS: dict[str, dict[str, OtherKind]] = {"GO": GO_OTHER, "RR": RR_OTHER}
