"""Característica vinculada run by a prefeitura or public institution (Res. AGR 105/2017, art.
53, II: "qualquer serviço de transporte intermunicipal realizado por Prefeitura Municipal como
atividade de cunho social e de forma gratuita").

Such an operator registers for the característica vinculada only, with the documents of art.
56 (requerimento, CNPJ and the vehicles' CRLV and DPVAT, laudo and insurance policy, I-V; each
vehicle then shows its own when it is registered): it has no partners or cooperados (art.
8º, V, and the documents of art. 9 are the company's) and no inscrição no CCE (art. 9º,
III); the link of the persons carried is not proven by CTPS or RAIS (art.
54, parágrafo único) and they need not carry a functional identity card (art. 55, parágrafo
único). Goiás only: Lei RR 664/2008 has no característica vinculada.
"""

from desktop.rules.choices import OperatorKind, RegistrationModality
from desktop.rules.errors import RulesError

PUBLIC = OperatorKind.INSTITUICAO_PUBLICA.value
VINCULADA = RegistrationModality.CARACTERISTICA_VINCULADA.value
ARTICLE = "Res. AGR 105/2017, art. 53, II"


def is_public_institution(kind: str) -> bool:
    return kind == PUBLIC


def registration_problems(
    jurisdiction: str, kind: str, modalities: tuple[str, ...], partners: int
) -> dict[str, str]:
    """The message, by field, for each rule of art. 53, II the registration breaks; empty when
    it keeps them (or the operator is a company or cooperative)."""
    if jurisdiction not in ("GO", "RR"):
        raise RulesError("jurisdiction", f"jurisdição {jurisdiction!r} desconhecida")
    if not isinstance(partners, int) or isinstance(partners, bool) or partners < 0:
        raise RulesError("partners", "informe o número de sócios")
    if kind != PUBLIC:
        return {}
    if jurisdiction != "GO":
        return {
            "kind": "A Lei RR 664/2008 não prevê o transporte de característica vinculada por "
            "prefeitura ou instituição pública: escolha empresa ou cooperativa (art. 67)."
        }
    problems = {}
    if tuple(modalities) != (VINCULADA,):
        problems["modalities"] = (
            "Prefeitura ou instituição pública registra-se somente no transporte de "
            f"característica vinculada ({ARTICLE})."
        )
    if partners:
        problems["partners"] = (
            "Prefeitura ou instituição pública não tem sócios nem cooperados: deixe a lista "
            f"vazia ({ARTICLE}; art. 56)."
        )
    return problems


def vinculada_only(modalities: tuple[str, ...] | list[str]) -> bool:
    """Registered (or approved) for the característica vinculada alone: its registration is
    the request of art. 56, I-V (requerimento, CNPJ and the vehicles' papers), not the
    fretamento's of arts. 8º-11."""
    return tuple(modalities) == (VINCULADA,)


def needs_partners(kind: str, modalities: tuple[str, ...] | list[str]) -> bool:
    """Art. 8º, V: the partners of the company registering for the fretamento; a public
    institution has none (art. 53, II) and the vinculada's request names none (art. 56, I)."""
    return kind != PUBLIC and not vinculada_only(modalities)


def needs_state_registration(kind: str, modalities: tuple[str, ...] | list[str]) -> bool:
    """Art. 9º, III: the CCE of the company registering for the fretamento; art. 56 asks
    neither a public institution nor a company of the vinculada alone for it."""
    return kind != PUBLIC and not vinculada_only(modalities)


def needs_seat_in_state(modalities: tuple[str, ...] | list[str]) -> bool:
    """Art. 5º: the fretamento is run by a company "com sede ou filial no Estado de Goiás";
    Chapter V asks the vinculada only that its transport runs between municipalities of Goiás
    (art. 53, I), not where the empresa ou instituição is seated."""
    return not vinculada_only(modalities)


def link_proof_required(kind: str) -> bool:
    """Art. 54: the link of the persons carried proven by CTPS or RAIS, except for public
    institutions (parágrafo único)."""
    return kind != PUBLIC


def persons_link_asked(link_proof_demanded: bool, public_institution: bool) -> bool:
    """Art. 59, parágrafo único: the AGR may demand the proof of the link of the persons
    carried by CTPS or RAIS (art. 54), which a public institution never presents (art. 54,
    parágrafo único)."""
    return link_proof_demanded and not public_institution


def carried_persons_note(kind: str) -> str:
    """What a característica vinculada licence says of the persons carried: their functional
    identity card on the trip (art. 55), which a public institution is spared with the proof
    of the link (arts. 54 and 55, parágrafos únicos)."""
    if kind == PUBLIC:
        return (
            "Instituição pública: dispensadas a comprovação do vínculo por Carteira de Trabalho "
            "ou RAIS e a identidade funcional dos transportados (Res. AGR 105/2017, arts. 54 e "
            "55, parágrafos únicos)."
        )
    return (
        "Em viagem, a pessoa transportada deve portar a sua carteira de identidade funcional "
        "(Res. AGR 105/2017, art. 55)."
    )
